import { describe, expect, it } from 'vitest';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const files = {
  'src/server.ts': 'import http from "node:http";\nexport function createServer() {\n  return http.createServer();\n}\n',
  'src/util/rate.ts': 'export const RATE = 10;\n// Rate limit helpers\nexport function rate() {}\n',
  'README.md': '# Demo\n\nA server with a rate limit.\n',
  'test/server.test.ts': 'import { createServer } from "../src/server";\n',
  '.github/workflows/ci.yml': 'name: ci\n',
};

describe('createMemorySnapshot', () => {
  it('computes info from the files and lets the caller override it', () => {
    const snapshot = createMemorySnapshot({ 'a.txt': 'héllo' });
    expect(snapshot.info).toEqual({
      source: 'memory',
      fileCount: 1,
      totalBytes: 6,
      skippedBinary: 0,
      skippedLarge: 0,
      capped: false,
    });
    expect(createMemorySnapshot({}, { source: 'o/r', commit: 'abc', capped: true }).info).toMatchObject({
      source: 'o/r',
      commit: 'abc',
      capped: true,
      fileCount: 0,
    });
  });

  it('lists sorted paths with an optional glob and limit', () => {
    const snapshot = createMemorySnapshot(files);
    expect(snapshot.listPaths()).toEqual([
      '.github/workflows/ci.yml',
      'README.md',
      'src/server.ts',
      'src/util/rate.ts',
      'test/server.test.ts',
    ]);
    expect(snapshot.listPaths('*.ts')).toEqual(['src/server.ts', 'src/util/rate.ts', 'test/server.test.ts']);
    expect(snapshot.listPaths('src/**/*.ts', 1)).toEqual(['src/server.ts']);
    expect(snapshot.listPaths('src')).toEqual(['src/server.ts', 'src/util/rate.ts']);
    expect(snapshot.listPaths(undefined, 2)).toHaveLength(2);
    expect(snapshot.listPaths('', 0)).toEqual([]);
    expect(snapshot.listPaths('nothing/**')).toEqual([]);
  });

  it('reads files by normalized path and answers has()', () => {
    const snapshot = createMemorySnapshot(files);
    expect(snapshot.has('src/server.ts')).toBe(true);
    expect(snapshot.has('./src/server.ts')).toBe(true);
    expect(snapshot.has('src')).toBe(false);
    expect(snapshot.readFile('/README.md')).toBe(files['README.md']);
    expect(snapshot.readFile('missing.ts')).toBeUndefined();
  });
});

describe('search', () => {
  const snapshot = createMemorySnapshot(files);

  it('finds literals case-insensitively by default, one hit per line, with 1-based lines', () => {
    const result = snapshot.search('RATE');
    expect(result).toEqual({
      truncated: false,
      hits: [
        { path: 'README.md', line: 3, text: 'A server with a rate limit.' },
        { path: 'src/util/rate.ts', line: 1, text: 'export const RATE = 10;' },
        { path: 'src/util/rate.ts', line: 2, text: '// Rate limit helpers' },
        { path: 'src/util/rate.ts', line: 3, text: 'export function rate() {}' },
      ],
    });
  });

  it('honours caseSensitive', () => {
    const result = snapshot.search('RATE', { caseSensitive: true });
    expect(result.hits).toEqual([{ path: 'src/util/rate.ts', line: 1, text: 'export const RATE = 10;' }]);
  });

  it('searches with regexes, ^ and $ meaning line boundaries', () => {
    const result = snapshot.search('^export function \\w+\\(\\)', { regex: true });
    expect(result.hits.map((h) => `${h.path}:${h.line}`)).toEqual(['src/server.ts:2', 'src/util/rate.ts:3']);
    expect(snapshot.search('createServer\\(\\);$', { regex: true }).hits).toEqual([
      { path: 'src/server.ts', line: 3, text: 'return http.createServer();' },
    ]);
  });

  it('reports a bad regex or an empty query as an error instead of throwing', () => {
    const bad = snapshot.search('(unclosed', { regex: true });
    expect(bad.hits).toEqual([]);
    expect(bad.truncated).toBe(false);
    expect(bad.error).toMatch(/Invalid regular expression/);
    expect(snapshot.search('').error).toBeDefined();
    expect(snapshot.search('x'.repeat(1001)).error).toMatch(/longer than/);
  });

  it('treats regex metacharacters literally when regex is off', () => {
    expect(snapshot.search('rate()').hits).toEqual([{ path: 'src/util/rate.ts', line: 3, text: 'export function rate() {}' }]);
  });

  it('filters by glob', () => {
    const result = snapshot.search('createServer', { glob: 'test/**' });
    expect(result.hits.map((h) => h.path)).toEqual(['test/server.test.ts']);
    expect(snapshot.search('createServer', { glob: '*.md' }).hits).toEqual([]);
  });

  it('caps hits at the limit and says it truncated', () => {
    expect(snapshot.search('e', { limit: 2 })).toMatchObject({ truncated: true, hits: [{}, {}] });
    const exact = snapshot.search('RATE', { limit: 4 });
    expect(exact.truncated).toBe(false);
    expect(exact.hits).toHaveLength(4);
    const many = createMemorySnapshot(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}.ts`, 'needle\n'])));
    const defaults = many.search('needle');
    expect(defaults.hits).toHaveLength(50);
    expect(defaults.truncated).toBe(true);
  });

  it('counts lines across CRLF files and does not report the line after the last newline', () => {
    const crlf = createMemorySnapshot({ 'a.txt': 'one\r\ntwo\r\nthree\r\n', 'b.txt': 'x\n\ny\n' });
    expect(crlf.search('three').hits).toEqual([{ path: 'a.txt', line: 3, text: 'three' }]);
    expect(crlf.search('^$', { regex: true }).hits).toEqual([{ path: 'b.txt', line: 2, text: '' }]);
  });

  it('cuts long lines to a window around the match', () => {
    const long = `${'a'.repeat(5000)}NEEDLE${'b'.repeat(5000)}`;
    const [hit] = createMemorySnapshot({ 'min.js': long }).search('needle').hits;
    expect(hit?.text.length).toBeLessThanOrEqual(302);
    expect(hit?.text).toContain('NEEDLE');
    expect(hit?.text.startsWith('…')).toBe(true);
    expect(hit?.text.endsWith('…')).toBe(true);
    const [start] = createMemorySnapshot({ 'min.js': `NEEDLE${'b'.repeat(5000)}` }).search('needle').hits;
    expect(start?.text.startsWith('NEEDLE')).toBe(true);
  });

  it('handles text whose lower-case form changes length', () => {
    const snapshot2 = createMemorySnapshot({ 'tr.txt': 'İstanbul\nsecond line: Ankara\n' });
    expect(snapshot2.search('ankara').hits).toEqual([{ path: 'tr.txt', line: 2, text: 'second line: Ankara' }]);
  });

  it('stays correct on a 20 000-file snapshot', () => {
    const big: Record<string, string> = {};
    for (let i = 0; i < 20_000; i++) {
      big[`pkg${i % 40}/src/file${String(i).padStart(5, '0')}.ts`] =
        `export const value${i} = ${i};\n${i === 12_345 ? 'const RareToken = 1;\n' : ''}export default value${i};\n`;
    }
    const snapshot3 = createMemorySnapshot(big);
    expect(snapshot3.listPaths()).toHaveLength(20_000);
    expect(snapshot3.search('raretoken').hits).toEqual([{ path: 'pkg25/src/file12345.ts', line: 2, text: 'const RareToken = 1;' }]);
    expect(snapshot3.search('RareTok[a-z]+', { regex: true, caseSensitive: true }).hits).toHaveLength(1);
    expect(snapshot3.search('export', { glob: 'pkg3/**' }).truncated).toBe(true);
  });
});
