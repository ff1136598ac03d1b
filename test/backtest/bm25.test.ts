import { describe, expect, it } from 'vitest';
import { B, K1, rankBm25, tokenize } from '../../src/backtest/bm25.js';

describe('tokenize', () => {
  it('lower-cases and splits on anything that is not a letter or digit', () => {
    expect(tokenize('Add rateLimit to src/api-server.ts (v2)!')).toEqual(['add', 'ratelimit', 'to', 'src', 'api', 'server', 'ts', 'v2']);
    expect(tokenize('限流 中间件')).toEqual(['限流', '中间件']);
  });
});

describe('rankBm25', () => {
  const docs = [
    { path: 'src/db.ts', text: 'export function connect() { return pool; }' },
    { path: 'src/rate-limit.ts', text: 'token bucket rate limiting middleware: limit requests per token' },
    { path: 'src/server.ts', text: 'import express; app.use(router); requests are served here' },
    { path: 'README.md', text: 'A small shop server.' },
  ];

  it('ranks the file that contains the query words first', () => {
    const hits = rankBm25(docs, 'Add rate limiting to the server requests', 3);
    expect(hits.map((h) => h.path)).toEqual(['src/rate-limit.ts', 'src/server.ts', 'README.md']);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('returns at most k files, none without a shared term, ties in path order', () => {
    expect(rankBm25(docs, 'bucket', 5).map((h) => h.path)).toEqual(['src/rate-limit.ts']);
    expect(rankBm25(docs, 'nothing matches', 5)).toEqual([]);
    expect(rankBm25(docs, '', 5)).toEqual([]);
    const twins = [
      { path: 'b.ts', text: 'same words' },
      { path: 'a.ts', text: 'same words' },
    ];
    expect(rankBm25(twins, 'same', 1).map((h) => h.path)).toEqual(['a.ts']);
  });

  it('is the textbook formula', () => {
    // Two documents; "x" occurs once in the first (3 tokens: path "a", "x", "y") and not in the second (2 tokens).
    const [hit] = rankBm25(
      [
        { path: 'a', text: 'x y' },
        { path: 'b', text: 'z' },
      ],
      'x',
      1,
    );
    const idf = Math.log(1 + (2 - 1 + 0.5) / (1 + 0.5));
    const avgdl = (3 + 2) / 2;
    const expected = (idf * 1 * (K1 + 1)) / (1 + K1 * (1 - B + (B * 3) / avgdl));
    expect(hit!.path).toBe('a');
    expect(hit!.score).toBeCloseTo(expected, 12);
  });
});
