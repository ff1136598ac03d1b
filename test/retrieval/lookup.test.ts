// The index's lookups for the agents' tools: nearest names, declaration spans, related files and
// where a ranked file matched.
import { describe, expect, it } from 'vitest';
import { boundedEditDistance, nearestNames } from '../../src/retrieval/nearest.js';
import { RepoIndex } from '../../src/retrieval/repo-index.js';
import { listSymbols } from '../../src/retrieval/declarations.js';
import { symbolSpan } from '../../src/retrieval/symbols.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

describe('nearest names', () => {
  it('measures edit distance up to a bound', () => {
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedEditDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedEditDistance('abc', 'abc', 0)).toBe(0);
    expect(boundedEditDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('prefers near-typos and shared words, never the name itself, deterministically', () => {
    const names = ['getUser', 'getUsers', 'fetchData', 'fetchUser', 'fetchUserProfile', 'zebra', 'fetchUsr'];
    expect(nearestNames('fetchUsr', names).map((n) => n.name)).toEqual(['fetchUser', 'fetchData', 'fetchUserProfile']);
    expect(nearestNames('getuser', names, 2)).toEqual([
      { name: 'getUser', distance: 0, shared: 1 },
      { name: 'getUsers', distance: 1, shared: 0 },
    ]);
    expect(nearestNames('retryDelay', ['retryAfterDelay', 'relayDelay', 'other'])[0]?.name).toBe('retryAfterDelay');
    expect(nearestNames('qqq', names)).toEqual([]);
    expect(nearestNames('x'.repeat(500), ['x'.repeat(499)])).toEqual([]);
  });
});

describe('declaration spans', () => {
  const span = (text: string, name: string) => {
    const symbols = listSymbols(text);
    return symbolSpan(text.split('\n'), symbols, symbols.find((s) => s.name === name) ?? { name, line: 0 });
  };

  it('run from the doc comment to the closing brace, keeping nested declarations', () => {
    const ts = [
      '/**',
      ' * Adds.',
      ' */',
      '@decorated',
      'export function add(',
      '  a: number,',
      '): number {',
      '  const inner = () => a;',
      '  return inner();',
      '}',
      'console.log(add(1));',
      '// doc of next',
      'export const next = () => 1;',
    ].join('\n');
    expect(span(ts, 'add')).toEqual({ start: 1, declaration: 5, end: 10 });
    expect(span(ts, 'next')).toEqual({ start: 12, declaration: 13, end: 13 });
  });

  it('stop before the next declaration at the same indentation when there is no brace', () => {
    const py = 'class A:\n    def f(self):\n        pass\n\n    # g\n    def g(self):\n        pass\n\ndef h():\n    pass\n';
    expect(span(py, 'A')).toEqual({ start: 1, declaration: 1, end: 7 });
    expect(span(py, 'f')).toEqual({ start: 2, declaration: 2, end: 3 });
    expect(span(py, 'h')).toEqual({ start: 9, declaration: 9, end: 10 });
  });
});

describe('related files and matched fields', () => {
  const snapshot = createMemorySnapshot({
    'src/rate-limit.ts': "import { clock } from './clock.js';\nexport function rateLimit() {\n  return clock();\n}\n",
    'src/clock.ts': 'export const clock = () => Date.now();\n',
    'src/server.ts': "import { rateLimit } from './rate-limit.js';\n// limits requests per token\nrateLimit();\n",
    'test/rate-limit.test.ts': "import { rateLimit } from '../src/rate-limit.js';\n",
    'dist/rate-limit.js': "import './clock.js';\n",
    'CHANGELOG.md': 'rate limit\n',
  });
  const index = new RepoIndex(snapshot, {
    history: [
      ['src/rate-limit.ts', 'src/server.ts', 'CHANGELOG.md', 'dist/rate-limit.js'],
      ['src/rate-limit.ts', 'src/server.ts'],
    ],
  });

  it('relate a file to its tests, importers, imports and co-changed files, never noise', () => {
    expect(index.relatedTo('src/rate-limit.ts')).toEqual([
      { path: 'test/rate-limit.test.ts', kind: 'test', score: 5, test: 'test', importer: true },
      { path: 'src/server.ts', kind: 'source', score: 3, importer: true, coChanged: 2 },
      { path: 'src/clock.ts', kind: 'source', score: 1.5, imported: true },
    ]);
    expect(index.relatedTo('src/rate-limit.ts', 1)).toHaveLength(1);
    expect(index.sourcesOf('test/rate-limit.test.ts')).toEqual(['src/rate-limit.ts']);
    expect(index.relatedTo('missing.ts')).toEqual([]);
  });

  it('tell whether a term matched in the path, in a declared name or only in the text', () => {
    // Terms as queryTerms gives them: "rate" is stemmed to "rat", as "rates" and "rated" are.
    expect(index.matchedFields('src/rate-limit.ts', ['rat', 'limit', 'clock', 'ratelimit'])).toEqual({
      path: ['rat', 'limit'],
      symbols: ['rateLimit'],
      text: ['clock'],
    });
    expect(index.nearestSymbols('ratelimit')).toEqual([
      { name: 'rateLimit', distance: 0, shared: 1, definitions: [{ path: 'src/rate-limit.ts', line: 2 }] },
    ]);
  });
});
