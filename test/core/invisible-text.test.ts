// Bidi controls and invisible characters in GitHub-bound text are shown as `<U+XXXX>`, not kept
// (they reorder or hide what a reviewer reads) and not deleted (that would change the text silently).
import { describe, expect, it } from 'vitest';
import { fence, sanitizeUntrusted } from '../../src/core/safety/sanitize.js';
import { renderStatusComment } from '../../src/core/texts/status-comment.js';
import { inlineCode, plainText, safeBlock, safeCell, safeInline, safeText } from '../../src/core/safety/text-safety.js';

const J = '\u200D';
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\uFEFF', '\u00AD', '\u180E'];
const ALL = [...BIDI, ...INVISIBLE];
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060-\u2064\uFEFF\u00AD\u180E]/u;
const code = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('hidden characters in GitHub-bound text', () => {
  it('safeText shows each one as its code point, in place', () => {
    for (const char of ALL) {
      const shown = safeText(`a${char}b`);
      expect(shown, code(char)).not.toMatch(HIDDEN);
      // prose escapes the `<` (GitHub renders `&lt;` as `<`): the reader sees `a<U+202E>b`
      expect(shown, code(char)).toBe(`a&lt;${code(char)}>b`);
    }
  });

  it('a Trojan Source line cannot read unlike what it is, in prose, cells, titles, code and blocks', () => {
    const trojan = 'access = "user\u202E \u2066// admin\u2069 \u2066"';
    expect(safeInline(trojan)).toBe('access = "user&lt;U+202E> &lt;U+2066>// admin&lt;U+2069> &lt;U+2066>"');
    expect(safeCell(trojan)).not.toMatch(HIDDEN);
    expect(plainText(`Fix\u200Blogin for @\u200Bbob`)).toBe(`Fix<U+200B>login for @<U+200B>bob`);
    expect(inlineCode(`src/a\u202Eb.ts`)).toBe('`src/a<U+202E>b.ts`');
    expect(safeBlock(`text\u2067\n\`\`\`js\nif (x\u202E) {}\n\`\`\``)).toBe('text&lt;U+2067>\n```js\nif (x<U+202E>) {}\n```');
    expect(safeInline('`a\u202Eb`')).toBe(`\`a<${J}U+202E>b\``);
  });

  it('keeps the joiners it adds itself (idempotent) and emoji sequences whole', () => {
    const once = safeText('@alice wrote `<b>` \u200Dhere');
    expect(once).toBe(`@${J}alice wrote \`<${J}b>\` &lt;U+200D>here`);
    expect(safeText(once)).toBe(once);
    expect(safeText('👩‍💻 and 👍🏽‍ ok')).toBe('👩‍💻 and 👍🏽&lt;U+200D> ok');
  });

  it('leaves the hidden cplan markers of a status comment intact', () => {
    const body = renderStatusComment({
      sessionId: 's1',
      status: 'failed',
      run: null,
      failure: { cause: 'the model said \u202Eevil\u200B', next: 'retry' },
      startedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(body.startsWith('<!-- cplan:status session=s1 -->\n')).toBe(true);
    expect(body).toMatch(/\n<!-- cplan:state \{[^\n]*\} -->$/);
    expect(body).toContain('the model said &lt;U+202E>evil&lt;U+200B>');
    expect(body).not.toMatch(HIDDEN);
  });

  it('is linear on 100 000 hidden characters', () => {
    const text = '\u202E\u200D@'.repeat(33_334);
    expect(safeInline(text)).not.toMatch(HIDDEN);
    expect(safeBlock(text)).not.toMatch(HIDDEN);
  });
});

describe('hidden characters in text going to a model', () => {
  it('are removed, the whole set included', () => {
    expect(sanitizeUntrusted(`a${ALL.join('')}b`)).toBe('ab');
    expect(fence('requirement', 'x\u061Cy\u00ADz\u180E')).toBe('<requirement>\nxyz\n</requirement>');
  });
});
