// Regex search runs on RE2 (re2js): linear time whatever the pattern, so a model's
// catastrophic-backtracking regex returns instead of blocking the event loop. These tests finish
// quickly because nothing hangs; none of them asserts on elapsed time.
import { describe, expect, it } from 'vitest';
import { runTool } from '../../src/llm/tools.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { allowCrBeforeDollar, HIT_TEXT_MAX } from '../../src/repo/search.js';

const RE2_ONLY = 'search_code uses RE2 syntax (no backreferences or lookaround)';

describe('regex search on RE2', () => {
  it('returns on patterns that backtrack catastrophically in RegExp', () => {
    const snapshot = createMemorySnapshot({
      'sixty.txt': `${'x'.repeat(60)}\n`,
      'minified.js': 'y'.repeat(100 * 1024),
      'as.txt': `${'a'.repeat(5000)}b`,
      'xs.txt': 'x'.repeat(5000),
    });
    expect(snapshot.search('(.*)*Q', { regex: true })).toEqual({ hits: [], truncated: false });
    expect(snapshot.search('(.*)*Q', { regex: true, glob: 'minified.js' })).toEqual({ hits: [], truncated: false });
    expect(snapshot.search('(a+)+$', { regex: true })).toEqual({ hits: [], truncated: false });
    expect(snapshot.search('(x+x+)+y', { regex: true })).toEqual({ hits: [], truncated: false });
    // The same patterns still match where they should.
    const [hit] = snapshot.search('(.*)*Y', { regex: true, glob: 'minified.js' }).hits;
    expect(hit).toMatchObject({ path: 'minified.js', line: 1 });
    expect(hit?.text.length).toBeLessThanOrEqual(HIT_TEXT_MAX + 2);
    expect(snapshot.search('(a+)+b$', { regex: true }).hits.map((h) => h.path)).toEqual(['as.txt']);
  });

  it('answers the search_code tool with "no matches", not a hang', () => {
    const snapshot = createMemorySnapshot({ 'a.txt': `${'x'.repeat(60)}\n` });
    expect(runTool(snapshot, 'search_code', { query: '(.*)*Q', regex: true })).toEqual({ content: 'no matches', isError: false });
  });

  it('refuses backreferences and lookaround at once with a message the model can act on', () => {
    const snapshot = createMemorySnapshot({ 'a.txt': 'aa\n' });
    const cases: [string, RegExp][] = [
      ['(a)\\1', /^backreferences are not supported: search_code uses RE2 syntax \(no backreferences or lookaround\)/],
      ['(?<q>a)\\k<q>', /^backreferences are not supported/],
      ['foo(?=bar)', /^lookahead `\(\?=…\)` is not supported/],
      ['foo(?!bar)', /^lookahead `\(\?!…\)` is not supported/],
      ['(?<=foo)bar', /^lookbehind `\(\?<=…\)` is not supported/],
      ['(?<!foo)bar', /^lookbehind `\(\?<!…\)` is not supported/],
    ];
    for (const [query, message] of cases) {
      const result = snapshot.search(query, { regex: true });
      expect(result.hits).toEqual([]);
      expect(result.error).toMatch(message);
      expect(result.error).toContain(RE2_ONLY);
      const tool = runTool(snapshot, 'search_code', { query, regex: true });
      expect(tool.isError).toBe(true);
      expect(tool.content).toBe(result.error);
    }
  });

  it('reports an invalid pattern with the offending part, without throwing', () => {
    const snapshot = createMemorySnapshot({ 'a.txt': 'aa\n' });
    expect(snapshot.search('(unclosed', { regex: true }).error).toBe(
      `Invalid regular expression: missing closing ): \`(unclosed\`. ${RE2_ONLY}.`,
    );
    expect(snapshot.search('x**', { regex: true }).error).toMatch(
      /^Invalid regular expression: invalid nested repetition operator: `\*\*`/,
    );
    expect(snapshot.search('\\u00e9', { regex: true }).error).toMatch(/\\x\{00E9\}/);
    expect(runTool(snapshot, 'search_code', { query: '[a-', regex: true })).toMatchObject({ isError: true });
  });

  it('keeps the old meaning: case-insensitive by default, ^ and $ at line boundaries, first hit per line', () => {
    const snapshot = createMemorySnapshot({
      'src/a.ts': 'export const RATE = 1;\n// rate limit\nexport function rate() { return RATE; }\n',
      'src/b.ts': 'const x = 1;\nexport default x;\n',
    });
    expect(snapshot.search('^export (const|function) rate', { regex: true }).hits).toEqual([
      { path: 'src/a.ts', line: 1, text: 'export const RATE = 1;' },
      { path: 'src/a.ts', line: 3, text: 'export function rate() { return RATE; }' },
    ]);
    expect(snapshot.search('RATE', { regex: true, caseSensitive: true }).hits.map((h) => h.line)).toEqual([1, 3]);
    expect(snapshot.search('x;$', { regex: true }).hits).toEqual([{ path: 'src/b.ts', line: 2, text: 'export default x;' }]);
    expect(snapshot.search('^const', { regex: true }).hits).toEqual([{ path: 'src/b.ts', line: 1, text: 'const x = 1;' }]);
    expect(snapshot.search('1;\\nexport', { regex: true }).hits).toEqual([{ path: 'src/b.ts', line: 1, text: 'const x = 1;' }]);
  });

  it('keeps limits and truncation', () => {
    const snapshot = createMemorySnapshot(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.ts`, 'alpha\nbeta\nalpha\n'])));
    const limited = snapshot.search('^al.ha$', { regex: true, limit: 5 });
    expect(limited.hits).toHaveLength(5);
    expect(limited.truncated).toBe(true);
    expect(snapshot.search('^al.ha$', { regex: true, limit: 60 })).toMatchObject({ truncated: false });
    expect(snapshot.search('^al.ha$', { regex: true, limit: 60 }).hits).toHaveLength(60);
  });

  it('counts lines and offsets in UTF-16 units, as indexOf does, after non-ASCII text', () => {
    const text = ['😀 émoji and 日本語 first', 'ÀÉÎ second 🎉🎉', 'third NEEDLE here', '', 'Ünïcödé NEEDLE again'].join('\n');
    const snapshot = createMemorySnapshot({ 'u.md': text });
    expect(snapshot.search('needle', { regex: true }).hits).toEqual([
      { path: 'u.md', line: 3, text: 'third NEEDLE here' },
      { path: 'u.md', line: 5, text: 'Ünïcödé NEEDLE again' },
    ]);
    // The literal search (indexOf) and the regex search agree.
    expect(snapshot.search('needle', { regex: true })).toEqual(snapshot.search('needle'));
    // Case folding of non-ASCII letters, and a match right after astral characters.
    expect(snapshot.search('àéî', { regex: true }).hits.map((h) => h.line)).toEqual([2]);
    expect(snapshot.search('🎉$', { regex: true }).hits.map((h) => h.line)).toEqual([2]);
    expect(snapshot.search('^$', { regex: true }).hits.map((h) => h.line)).toEqual([4]);
    // A long non-ASCII line: the hit window is cut around the match, at the right place.
    const long = `${'é'.repeat(3000)}NEEDLE${'ü'.repeat(3000)}`;
    const [hit] = createMemorySnapshot({ 'l.txt': `😀\n${long}\n` }).search('need.e', { regex: true }).hits;
    expect(hit?.line).toBe(2);
    expect(hit?.text).toContain('NEEDLE');
    expect(hit?.text.startsWith('…')).toBe(true);
  });

  it('treats CRLF line ends as RegExp did: $ before \\r\\n, no empty line between \\r and \\n', () => {
    const snapshot = createMemorySnapshot({ 'w.txt': 'one;\r\ntwo\r\n\r\nthree;\r\n' });
    expect(snapshot.search(';$', { regex: true }).hits.map((h) => [h.line, h.text])).toEqual([
      [1, 'one;'],
      [4, 'three;'],
    ]);
    expect(snapshot.search('^two$', { regex: true }).hits.map((h) => h.line)).toEqual([2]);
    expect(snapshot.search('^$', { regex: true }).hits.map((h) => h.line)).toEqual([3]);
    expect(snapshot.search('\\r$', { regex: true }).hits.map((h) => h.line)).toEqual([1, 2, 3, 4]);
  });

  it('rewrites only real $ anchors for CRLF, not escaped, quoted or in a class', () => {
    expect(allowCrBeforeDollar('a$')).toBe('a(?:\\r?$)');
    expect(allowCrBeforeDollar('\\$a')).toBe('\\$a');
    expect(allowCrBeforeDollar('[$]x[^]$]$')).toBe('[$]x[^]$](?:\\r?$)');
    expect(allowCrBeforeDollar('[[:alpha:]$]+$')).toBe('[[:alpha:]$]+(?:\\r?$)');
    expect(allowCrBeforeDollar('\\Q$\\E$')).toBe('\\Q$\\E(?:\\r?$)');
    expect(allowCrBeforeDollar('\\Qa$')).toBe('\\Qa$');
    const snapshot = createMemorySnapshot({ 'p.txt': 'cost $5\r\n' });
    expect(snapshot.search('\\$5$', { regex: true }).hits.map((h) => h.line)).toEqual([1]);
    expect(snapshot.search('[$]5', { regex: true }).hits.map((h) => h.line)).toEqual([1]);
  });
});
