import { describe, expect, it } from 'vitest';
import { scoreFiles, summarize } from '../../src/backtest/metrics.js';

describe('scoreFiles', () => {
  it('computes recall, precision and hit by hand', () => {
    // gold 4, planned 3, common 2 (a, c)
    expect(scoreFiles(['a', 'c', 'x'], ['a', 'b', 'c', 'd'])).toEqual({ recall: 0.5, precision: 2 / 3, hit: true });
    expect(scoreFiles(['x'], ['a'])).toEqual({ recall: 0, precision: 0, hit: false });
  });

  it('is 0 precision when nothing is planned, and counts duplicates once', () => {
    expect(scoreFiles([], ['a', 'b'])).toEqual({ recall: 0, precision: 0, hit: false });
    expect(scoreFiles(['a', 'a'], ['a', 'b'])).toEqual({ recall: 0.5, precision: 1, hit: true });
  });
});

describe('summarize', () => {
  it('averages per commit and divides the recalls', () => {
    const overall = summarize([
      {
        planner: { recall: 0.5, precision: 2 / 3, hit: true },
        baseline: { recall: 0.25, precision: 1 / 3, hit: true },
        planSize: 3,
        goldSize: 4,
        grounding: { verified: 3, total: 4 },
        ms: 100,
        costUsd: 0.0125,
      },
      {
        planner: { recall: 0, precision: 0, hit: false },
        baseline: { recall: 0.5, precision: 0.5, hit: true },
        planSize: 2,
        goldSize: 2,
        grounding: { verified: 2, total: 2 },
        ms: 50.4,
        costUsd: 0.0075,
      },
    ]);
    expect(overall).toEqual({
      commits: 2,
      recall: 0.25,
      precision: 0.3333,
      hit_rate: 0.5,
      mean_plan_size: 2.5,
      total_ms: 150,
      total_cost_usd: 0.02,
      baseline: { recall: 0.375, precision: 0.4167, hit_rate: 1 },
      recall_ratio: 0.6667,
      grounding: { verified: 5, total: 6, rate: 0.8333 },
      // No plan structure was measured (spearman.test.ts covers these).
      anchors: { count: 0, total: 0, rate: null },
      anchor_lines: { count: 0, total: 0, rate: null },
      test_links: { count: 0, total: 0, rate: null },
      dependencies: { count: 0, total: 0, rate: null },
      size: { spearman: null, cases: 0 },
    });
  });

  it('has no means without commits, and no ratio when the baseline found nothing', () => {
    expect(summarize([])).toMatchObject({ commits: 0, recall: null, precision: null, hit_rate: null, recall_ratio: null, total_ms: 0 });
    const zero = { recall: 0, precision: 0, hit: false };
    expect(summarize([{ planner: zero, baseline: zero, planSize: 0, goldSize: 2, ms: 0, costUsd: 0 }]).recall_ratio).toBeNull();
    expect(summarize([]).grounding).toEqual({ verified: 0, total: 0, rate: null });
  });
});
