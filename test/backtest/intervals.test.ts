// The bootstrap intervals of a backtest's overall figures: seeded, scored by summarize itself.
import { describe, expect, it } from 'vitest';
import { bootstrapIntervals, FEWEST_COMMITS } from '../../src/backtest/intervals.js';
import { type CommitMeasure, summarize } from '../../src/backtest/metrics.js';

/** A commit: did the plan hit, its precision, plan and gold sizes, anchors count/total. */
function measure(hit: boolean, precision: number, planSize: number, goldSize: number, anchors: [number, number] = [1, 2]): CommitMeasure {
  const zero = { count: 0, total: 0 };
  return {
    planner: { recall: hit ? 0.5 : 0, precision, hit },
    baseline: { recall: 0.25, precision: 0.25, hit: true },
    planSize,
    goldSize,
    ms: 1,
    costUsd: 0,
    structure: {
      tasks: 2,
      anchors: { count: anchors[0], total: anchors[1] },
      anchor_lines: zero,
      test_links: zero,
      dependencies: zero,
    },
  };
}

// Thirty commits: 24 hits (0.80), 20 anchors of 30, plan sizes that follow gold sizes loosely.
const commits = Array.from({ length: 30 }, (_, i) =>
  measure(i % 5 !== 0, i % 5 === 0 ? 0 : 0.5, 2 + (i % 4), 2 + ((i * 7) % 5), [i % 3 === 0 ? 0 : 1, 1]),
);

describe('bootstrapIntervals', () => {
  it('brackets each figure of the run itself, and is the same on every run', () => {
    const overall = summarize(commits);
    const intervals = bootstrapIntervals(commits);
    expect(intervals).not.toBeNull();
    expect(intervals?.resamples).toBe(1000);
    for (const [key, value] of [
      ['hit_rate', overall.hit_rate],
      ['precision', overall.precision],
      ['recall_ratio', overall.recall_ratio],
      ['anchors', overall.anchors.rate],
      ['size', overall.size.spearman],
    ] as const) {
      const interval = intervals?.[key];
      expect(interval, key).not.toBeNull();
      const [low, high] = interval as [number, number];
      expect(low, key).toBeLessThan(value as number);
      expect(high, key).toBeGreaterThan(value as number);
    }
    // 24 of 30: a binomial share's 95 % range is about ±0.14 wide here.
    const [low, high] = intervals?.hit_rate as [number, number];
    expect(low).toBeGreaterThan(0.6);
    expect(low).toBeLessThan(0.7);
    expect(high).toBeGreaterThan(0.9);
    expect(high).toBeLessThanOrEqual(1);
    expect(bootstrapIntervals(commits)).toEqual(intervals);
  });

  it('narrows as the commits grow', () => {
    const few = bootstrapIntervals(commits)?.hit_rate as [number, number];
    const many = bootstrapIntervals([...commits, ...commits, ...commits, ...commits])?.hit_rate as [number, number];
    expect(many[1] - many[0]).toBeLessThan(few[1] - few[0]);
  });

  it('is a point when every commit scores the same, and null where a figure cannot be computed', () => {
    const same = Array.from({ length: 12 }, () => measure(true, 0.5, 3, 3, [0, 0]));
    const intervals = bootstrapIntervals(same);
    expect(intervals?.hit_rate).toEqual([1, 1]);
    expect(intervals?.precision).toEqual([0.5, 0.5]);
    // No anchors to count, no variance in size: nothing to bracket.
    expect(intervals?.anchors).toBeNull();
    expect(intervals?.size).toBeNull();
  });

  it(`gives none under ${FEWEST_COMMITS} commits`, () => {
    expect(bootstrapIntervals(commits.slice(0, FEWEST_COMMITS - 1))).toBeNull();
    expect(bootstrapIntervals(commits.slice(0, FEWEST_COMMITS))).not.toBeNull();
  });
});
