// The index tools: find_symbol, related_files and read_file by symbol answer from what the snapshot
// holds, within the output caps, deterministically, and a bad call is a tool error, never a throw.
import { describe, expect, it } from 'vitest';
import { EXPLORATION_TOOL_NAMES, EXPLORATION_TOOLS, runTool, TOOL_OUTPUT_MAX } from '../../src/llm/tools.js';
import { attachHistory } from '../../src/repo/history.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const files: Record<string, string> = {
  'source/core/retry-timing.ts': [
    "import { clamp } from '../utils/clamp.js';",
    '',
    '/** Milliseconds to wait, from a Retry-After header. */',
    'export function retryAfterDelay(header: string): number {',
    '  const seconds = Number(header);',
    '  const inner = () => seconds;',
    '  return clamp(inner() * 1000);',
    '}',
    '',
    '// The most a retry waits.',
    'export const maxDelay = 60_000;',
    '',
  ].join('\n'),
  'source/core/Ky.ts': [
    "import { retryAfterDelay } from './retry-timing.js';",
    'export class Ky {',
    '  retry(header: string) {',
    '    return retryAfterDelay(header);',
    '  }',
    '}',
    '',
  ].join('\n'),
  'source/utils/clamp.ts': 'export function clamp(n: number) {\n  return Math.min(n, 60_000);\n}\n',
  'test/retry-timing.test.ts':
    "import { retryAfterDelay } from '../source/core/retry-timing.js';\nretryAfterDelay('1'); // retryAfterDelayed\n",
  'app/models.py':
    'class User:\n    def name(self):\n        return 1\n\n    @property\n    def age(self):\n        return 2\n\nclass Other:\n    pass\n',
  'docs/retry.md': 'Retry-After is read by retryAfterDelay.\n',
  'CHANGELOG.md': 'retryAfterDelay: Retry-After handling improved\n',
  'dist/ky.js': 'function retryAfterDelay(h) { return h; } // retry after\n',
};

const snapshot = createMemorySnapshot(files);
const run = (name: string, input: unknown) => runTool(snapshot, name, input);

describe('tool list', () => {
  it('describes the index tools, names them for the loop, and says search_code is RE2', () => {
    expect(EXPLORATION_TOOL_NAMES).toEqual(['list_files', 'read_file', 'search_code', 'find_symbol', 'related_files']);
    const byName = new Map(EXPLORATION_TOOLS.map((t) => [t.name, t]));
    expect(byName.get('search_code')?.description).toContain('RE2');
    expect(byName.get('find_symbol')?.input_schema).toMatchObject({ required: ['name'] });
    expect(Object.keys(byName.get('related_files')?.input_schema.properties ?? {})).toEqual(['query', 'path', 'limit']);
    expect(byName.get('read_file')?.input_schema.properties).toHaveProperty('symbol');
  });
});

describe('find_symbol', () => {
  it('gives definitions with their line, then the files that mention the name, without noise', () => {
    const result = run('find_symbol', { name: 'retryAfterDelay' });
    expect(result).toEqual({
      isError: false,
      content: [
        'Definitions of retryAfterDelay:',
        'source/core/retry-timing.ts:4: export function retryAfterDelay(header: string): number {',
        '',
        'References (files that mention retryAfterDelay; definition lines left out):',
        'docs/retry.md: line 1',
        'source/core/Ky.ts: lines 1, 4',
        'test/retry-timing.test.ts: lines 1, 2',
      ].join('\n'),
    });
  });

  it('suggests the nearest declared names when none is declared under the exact name', () => {
    const result = run('find_symbol', { name: 'retryDelay' });
    expect(result.isError).toBe(false);
    expect(result.content).toContain('No declaration named exactly retryDelay. Nearest declared names (suggestions, not matches):');
    expect(result.content).toContain('- retryAfterDelay — source/core/retry-timing.ts:4');
    expect(result.content).toContain('- maxDelay — source/core/retry-timing.ts:11');
    expect(result.content).toContain('References: no other file line mentions retryDelay.');
    expect(run('find_symbol', { name: 'ky' }).content).toContain('- Ky — source/core/Ky.ts:2');
    expect(run('find_symbol', { name: 'zzzqqq' }).content).toContain('no similar declared name');
  });

  it('matches whole words only, and reads names with regex characters literally', () => {
    // A prefix of an identifier is no mention of it; the comment's `retryAfterDelayed` is a word of its own.
    expect(run('find_symbol', { name: 'retryAfterDela' }).content).toContain('References: no other file line mentions retryAfterDela.');
    expect(run('find_symbol', { name: 'retryAfterDelayed' }).content).toContain('test/retry-timing.test.ts: line 2');
    const dollar = createMemorySnapshot({ 'a.js': 'const $el = 1;\nuse($el);\nuse(x$el);\n' });
    // The grammar reads the top-level `const $el` as its definition; line 2 mentions it, `x$el` does not.
    const found = runTool(dollar, 'find_symbol', { name: '$el' }).content;
    expect(found).toContain('a.js:1: const $el = 1;');
    expect(found).toContain('a.js: line 2');
    expect(found).not.toContain('line 3');
    const dotted = runTool(snapshot, 'find_symbol', { name: 'Math.min(' });
    expect(dotted).toMatchObject({ isError: false });
    expect(dotted.content).toContain('source/utils/clamp.ts: line 2');
  });

  it('caps definitions, files and lines', () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 60; i++) many[`src/m${String(i).padStart(2, '0')}.ts`] = `export function twin() {}\n${'twin();\n'.repeat(15)}`;
    const result = runTool(createMemorySnapshot(many), 'find_symbol', { name: 'twin' });
    expect(result.content).toContain('[… 40 more definitions]');
    expect(result.content).toContain('src/m00.ts: lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, … 5 more');
    expect(result.content).toContain('[… more mentions than the first 200; search_code with a glob narrows them]');
    expect(result.content.length).toBeLessThanOrEqual(TOOL_OUTPUT_MAX + 100);
  });

  it('refuses empty, over-long and malformed names as tool errors', () => {
    expect(run('find_symbol', {})).toEqual({ content: 'name is empty', isError: true });
    expect(run('find_symbol', { name: 42 })).toMatchObject({ isError: true });
    expect(run('find_symbol', null)).toMatchObject({ isError: true });
    expect(run('find_symbol', { name: 'x'.repeat(201) })).toMatchObject({ isError: true });
  });
});

describe('related_files', () => {
  it('gives a file’s tests, importers, imports and co-changed files with a reason each', () => {
    const withHistory = createMemorySnapshot(files);
    attachHistory(withHistory, [
      { subject: 'Retry timing', files: ['source/core/Ky.ts', 'source/core/retry-timing.ts', 'CHANGELOG.md'] },
      { subject: 'Tweak', files: ['source/core/Ky.ts'] },
    ]);
    expect(runTool(withHistory, 'related_files', { path: './source/core/retry-timing.ts' })).toEqual({
      isError: false,
      content: [
        'Files related to source/core/retry-timing.ts (best first):',
        'test/retry-timing.test.ts [test] — its test; imports it',
        'source/core/Ky.ts [source] — imports it; changed together in 1 commit',
        'source/utils/clamp.ts [source] — imported by it',
      ].join('\n'),
    });
  });

  it('says when there is no history, and goes from a test to the file it tests', () => {
    const result = run('related_files', { path: 'test/retry-timing.test.ts' });
    expect(result.content).toContain('source/core/retry-timing.ts [source] — the file this test tests; imported by it');
    expect(result.content).toContain('(no git history in this snapshot: files changed together are not known)');
    expect(run('related_files', { path: 'app/models.py' }).content).toContain('No files related to app/models.py');
  });

  it('ranks files for a query with the terms they matched, never noise', () => {
    const result = run('related_files', { query: 'Improve Retry-After handling' });
    expect(result.isError).toBe(false);
    const lines = result.content.split('\n');
    expect(lines[0]).toBe('Files ranked for "Improve Retry-After handling" (best first):');
    expect(lines).toContain('source/core/retry-timing.ts [source] — path: retry; declares retryAfterDelay; first match at line 3');
    expect(result.content).not.toContain('CHANGELOG.md');
    expect(result.content).not.toContain('dist/');
  });

  it('limits the list and says so', () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 80; i++) many[`src/widget${String(i).padStart(2, '0')}.ts`] = 'export const widget = 1;\n';
    const big = createMemorySnapshot(many);
    expect(runTool(big, 'related_files', { query: 'widget' }).content.split('\n')).toHaveLength(16);
    expect(runTool(big, 'related_files', { query: 'widget', limit: 1000 }).content.split('\n')).toHaveLength(51);
    expect(runTool(big, 'related_files', { query: 'widget', limit: 3 }).content.split('\n')).toHaveLength(4);
  });

  it('answers path and query together, and refuses bad input as tool errors', () => {
    const both = run('related_files', { path: 'source/core/Ky.ts', query: 'clamp' });
    expect(both.content).toMatch(/^Files related to source\/core\/Ky\.ts[^]*\n\nFiles ranked for "clamp"/);
    expect(run('related_files', {})).toMatchObject({ isError: true });
    expect(run('related_files', { path: 'missing.ts' })).toMatchObject({ isError: true });
    expect(run('related_files', { path: '../etc/passwd' })).toMatchObject({ isError: true });
    expect(run('related_files', { query: 'the of a' })).toMatchObject({ isError: true });
    expect(run('related_files', 'nonsense')).toMatchObject({ isError: true });
  });
});

describe('read_file by symbol', () => {
  it('reads one declaration with its doc comment, nested declarations inside, up to the next one', () => {
    expect(run('read_file', { path: 'source/core/retry-timing.ts', symbol: 'retryAfterDelay' })).toEqual({
      isError: false,
      content: [
        'source/core/retry-timing.ts (retryAfterDelay: lines 3-8 of 12)',
        '    3  /** Milliseconds to wait, from a Retry-After header. */',
        '    4  export function retryAfterDelay(header: string): number {',
        '    5    const seconds = Number(header);',
        '    6    const inner = () => seconds;',
        '    7    return clamp(inner() * 1000);',
        '    8  }',
      ].join('\n'),
    });
    expect(run('read_file', { path: 'source/core/retry-timing.ts', symbol: 'maxDelay' }).content).toBe(
      'source/core/retry-timing.ts (maxDelay: lines 10-11 of 12)\n   10  // The most a retry waits.\n   11  export const maxDelay = 60_000;',
    );
  });

  it('reads a Python class whole, and a method by Class.method', () => {
    expect(run('read_file', { path: 'app/models.py', symbol: 'User' }).content).toContain('(User: lines 1-7 of 11)');
    expect(run('read_file', { path: 'app/models.py', symbol: 'User.age' }).content).toBe(
      'app/models.py (age: lines 5-7 of 11)\n    5      @property\n    6      def age(self):\n    7          return 2',
    );
  });

  it('lists the file’s symbols for an unknown one, as a tool error', () => {
    expect(run('read_file', { path: 'app/models.py', symbol: 'Nope' })).toEqual({
      isError: true,
      content: 'no declaration named Nope in app/models.py. It declares: User (line 1), name (line 2), age (line 6), Other (line 9)',
    });
    expect(run('read_file', { path: 'docs/retry.md', symbol: 'x' })).toMatchObject({ isError: true });
    expect(run('read_file', { path: 'missing.ts', symbol: 'x' })).toMatchObject({ isError: true });
  });

  it('caps a long declaration like any read and says how to read on', () => {
    const body = Array.from({ length: 900 }, (_, i) => `  step${i}(); ${'x'.repeat(40)}`).join('\n');
    const long = createMemorySnapshot({ 'src/big.ts': `export function big() {\n${body}\n}\nexport function small() {}\n` });
    const result = runTool(long, 'read_file', { path: 'src/big.ts', symbol: 'big' });
    expect(result.isError).toBe(false);
    expect(result.content.length).toBeLessThanOrEqual(TOOL_OUTPUT_MAX);
    expect(result.content).toMatch(/\[lines 1-\d+ of big's 1-902; read on with start_line=\d+\]$/);
    const dup = createMemorySnapshot({ 'src/d.ts': 'export function d() {}\nexport function d() {}\n' });
    expect(runTool(dup, 'read_file', { path: 'src/d.ts', symbol: 'd' }).content).toContain('[d is also declared at line 2]');
  });

  it('leaves plain reads as they were', () => {
    expect(run('read_file', { path: 'source/utils/clamp.ts', symbol: '  ' }).content).toBe(
      'source/utils/clamp.ts\n    1  export function clamp(n: number) {\n    2    return Math.min(n, 60_000);\n    3  }\n    4  ',
    );
  });
});

describe('determinism', () => {
  it('gives the same output whatever order the files came in', () => {
    const reversed = createMemorySnapshot(Object.fromEntries(Object.entries(files).reverse()));
    const calls: [string, unknown][] = [
      ['find_symbol', { name: 'retryAfterDelay' }],
      ['find_symbol', { name: 'retry' }],
      ['related_files', { query: 'retry after header delay', path: 'source/core/Ky.ts' }],
      ['read_file', { path: 'app/models.py', symbol: 'User' }],
    ];
    for (const [name, input] of calls) expect(runTool(reversed, name, input)).toEqual(run(name, input));
  });
});
