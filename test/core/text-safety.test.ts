import { describe, expect, it } from 'vitest';
import {
  capLength,
  escapeCell,
  inlineCode,
  neutralizeMentions,
  oneLine,
  plainText,
  removeHtmlComments,
  safeBlock,
  safeCell,
  safeInline,
  safeText,
  stripHtml,
} from '../../src/core/safety/text-safety.js';

const J = '\u200D';
/** A mention GitHub would link: `@name` after the start or a non-word character, no joiner after the `@`. */
const PING = /(?<!\w)@[A-Za-z0-9]/;

describe('mentions', () => {
  it('neutralises @name and @org/team, leaves e-mail addresses alone, and is idempotent', () => {
    expect(neutralizeMentions('ping @everyone and @org/team, mail a@b.com')).toBe(`ping @${J}everyone and @${J}org/team, mail a@b.com`);
    const once = neutralizeMentions('@a hi @org/team, a@b.com (@c)');
    expect(once).toBe(`@${J}a hi @${J}org/team, a@b.com (@${J}c)`);
    expect(neutralizeMentions(once)).toBe(once);
  });

  it('neutralises what GitHub would still link after any non-word character', () => {
    for (const text of ['@@alice', '`@alice', '.@alice', `x${J}@alice`, '(@alice)', '/@alice', 'é@alice']) {
      const safe = neutralizeMentions(text);
      expect(safe, text).not.toMatch(PING);
      expect(neutralizeMentions(safe)).toBe(safe);
    }
  });

  it('is linear on a long run of @ and on 100 000 characters of mentions', () => {
    expect(neutralizeMentions('@'.repeat(100_000))).toBe('@'.repeat(100_000));
    const safe = neutralizeMentions('@a '.repeat(33_334));
    expect(safe).not.toMatch(PING);
  });
});

describe('HTML', () => {
  it('strips tags, comments (even unterminated) and script/style elements with their content', () => {
    expect(stripHtml('<img src=x onerror=alert(1)>ok<b>!</b>')).toBe('ok!');
    expect(stripHtml('a<!-- hidden -->b<!-- open')).toBe('ab');
    expect(stripHtml('x<script>alert(1)</script>y<style>p{}</style >z<script>open')).toBe('xyz');
    expect(stripHtml('<details><summary>Fine</summary>hidden text</details>')).toBe('Finehidden text');
    expect(removeHtmlComments('a <!-- b --> c <!--\nd')).toBe('a  c ');
  });

  it('leaves no markup in inline text, even markup that stripping reassembles', () => {
    expect(safeInline('<<b>details>x')).toBe('&lt;details>x');
    expect(safeInline('<<b>!-- hidden -->')).toBe('&lt;!-- hidden -->');
    expect(safeInline('<![CDATA[ hidden ]]> <?php hidden ?> <details')).toBe('&lt;![CDATA[ hidden ]]> &lt;?php hidden ?> &lt;details');
    expect(safeInline('a < b and <https://x.io>')).toBe('a < b and &lt;https://x.io>');
  });

  it('keeps code spans as written, with a joiner after each < so they are harmless as prose too', () => {
    expect(safeInline('use `<br>` here, not <br>')).toBe(`use \`<${J}br>\` here, not `);
    expect(safeInline('`@decorator`')).toBe(`\`@${J}decorator\``);
    // a backtick GitHub reads as a literal (escaped): the "code" must be harmless as prose
    const escaped = safeInline('\\`<details> @alice`');
    expect(escaped).toBe(`\\\`<${J}details> @${J}alice\``);
  });

  it('escapes link reference and footnote definitions, which render as nothing', () => {
    expect(safeInline('[//]: # (hidden)\n[^1]: note')).toBe('\\[//]: # (hidden)\n\\[^1]: note');
    expect(safeInline('[x] resolved – why, see [docs](https://x.io)')).toBe('[x] resolved – why, see [docs](https://x.io)');
  });
});

describe('one line, capped', () => {
  it('collapses whitespace and caps at code points with an ellipsis', () => {
    expect(oneLine('  a \n\t b\r\n c  ')).toBe('a b c');
    expect(capLength('abcdef', 4)).toBe('abc…');
    expect(capLength('abcd', 4)).toBe('abcd');
    expect(capLength('🚦🚦🚦', 2)).toBe('🚦…');
    expect(capLength('🚦🚦', 2)).toBe('🚦🚦');
  });

  it('safeText: safe, one line, capped', () => {
    expect(safeText('<b>Hi</b> @team\n\n<!-- x -->there')).toBe(`Hi @${J}team there`);
    expect(safeText('x'.repeat(500))).toBe(`${'x'.repeat(299)}…`);
    expect(safeText('y'.repeat(100), 10)).toBe(`${'y'.repeat(9)}…`);
    // a cut inside a code span cannot leave a live mention behind
    expect(safeText('`@alice is here`', 5)).not.toMatch(PING);
  });

  it('plainText (no Markdown rendered): markup stripped, no pings, nothing escaped', () => {
    expect(plainText('Fix <b>a<b</b> for @bob\nnow')).toBe(`Fix a<b for @${J}bob now`);
  });

  it('inlineCode cannot be closed early or broken across lines', () => {
    expect(inlineCode('a`b\nc')).toBe("`a'b c`");
  });
});

describe('table cells', () => {
  it('escapes pipes (dropping a backslash run before them) and line breaks', () => {
    expect(escapeCell('a|b')).toBe('a\\|b');
    expect(escapeCell('a\\\\\\|b\r\nc\nd\re')).toBe('a\\|b c d e');
    expect(escapeCell(escapeCell('x | \\| y'))).toBe('x \\| \\| y');
  });

  it('safeCell: safe, one line, capped, escaped, — when empty', () => {
    expect(safeCell('a \\\\| b')).toBe('a \\| b');
    expect(safeCell('HTTP layer | <b>middleware</b> @org/team')).toBe(`HTTP layer \\| middleware @${J}org/team`);
    expect(safeCell('<!-- only a comment -->')).toBe('—');
    expect(safeCell(undefined)).toBe('—');
    expect(safeCell(42)).toBe('42');
  });
});

describe('blocks', () => {
  it('keeps fenced code byte for byte and closes a fence left open', () => {
    expect(safeBlock('text\n```js\n<b>@x</b>')).toBe('text\n```js\n<b>@x</b>\n```');
    expect(safeBlock('<!-- hidden\nstill hidden')).toBe('');
    expect(safeBlock('~~~~\n@x\n~~~\n~~~~\n@y')).toBe(`~~~~\n@x\n~~~\n~~~~\n@${J}y`);
  });

  it('reads as code only what GitHub reads as code', () => {
    // an indented fence may belong to a list item the next line leaves: moved to the first column
    expect(safeBlock('- a\n  ```\n@alice\n```')).toBe('- a\n```\n@alice\n```');
    // a backtick fence with a backtick in its info string is no fence
    expect(safeBlock('```a`b\n@alice')).toBe(`\\\`\`\`a\`b\n@${J}alice`);
    // only spaces and tabs may follow a closing fence
    expect(safeBlock('```\n@x\n```\u00A0\n```\n@y')).toBe(`\`\`\`\n@x\n\`\`\`\u00A0\n\`\`\`\n@${J}y`);
    // a fence that stripping markup would make is escaped
    expect(safeBlock('``<b>`\n```\n@bob\n```')).toBe('\\```\n```\n@bob\n```');
    expect(safeBlock('a\r\n```\r\n@x\r\n```')).toBe('a\n```\n@x\n```');
  });
});

describe('hostile input', () => {
  const hostile = [
    '<'.repeat(100_000),
    '<a '.repeat(33_334),
    '<a b'.repeat(25_000),
    '<!--'.repeat(25_000),
    '<script'.repeat(15_000),
    '@'.repeat(100_000),
    '`'.repeat(100_000),
    '`a'.repeat(50_000),
    '\\'.repeat(100_000),
    '\\'.repeat(100_000) + '|',
    '|'.repeat(100_000),
    `${' '.repeat(100_000)}x`,
    ' \n'.repeat(50_000),
    '[a'.repeat(50_000),
    '[a]:'.repeat(25_000),
    '```\n'.repeat(25_000),
    '  ~~~ x\n'.repeat(12_500),
  ];

  it('handles 100 000-character inputs and leaves no ping, no markup and no bare pipe', () => {
    for (const text of hostile) {
      const label = text.slice(0, 12);
      const inline = safeInline(text);
      expect(inline, label).not.toMatch(PING);
      expect(inline, label).not.toMatch(/<[!/?A-Za-z]/);
      const cell = safeCell(text, 200_000);
      expect(cell.replace(/\\\|/g, ''), label).not.toContain('|');
      expect(cell, label).not.toContain('\n');
      expect(safeText(text).length).toBeLessThanOrEqual(300);
      expect(safeBlock(text).length).toBeGreaterThanOrEqual(0);
      expect(plainText(text)).not.toMatch(PING);
    }
  });
});

describe('capLength at a word end', () => {
  it('cuts before a word the limit falls in, and inside one only when no word end is near', async () => {
    const { capLength } = await import('../../src/core/safety/text-safety.js');
    expect(capLength('Add rate limiting and show the remaining quota in the header', 40)).toBe('Add rate limiting and show the…');
    expect(capLength('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(capLength('short', 10)).toBe('short');
  });
});
