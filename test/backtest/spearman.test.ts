// Spearman's ρ with average ranks for ties, and the structure totals summed over commits.
import { describe, expect, it } from 'vitest';
import { averageRanks, type CommitMeasure, spearman, summarize } from '../../src/backtest/metrics.js';
import type { PlanStructure } from '../../src/backtest/structure.js';

describe('averageRanks', () => {
  it('gives tied values the mean of the ranks they span', () => {
    expect(averageRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
    expect(averageRanks([3, 3, 3])).toEqual([2, 2, 2]);
    expect(averageRanks([1, 2, 2, 2, 3])).toEqual([1, 3, 3, 3, 5]);
    expect(averageRanks([])).toEqual([]);
  });
});

describe('spearman', () => {
  it('is 1 for the same order and -1 for the reverse, whatever the values', () => {
    expect(spearman([1, 2, 3, 4], [10, 200, 3000, 40000])).toBe(1);
    expect(spearman([1, 2, 3, 4], [9, 7, 5, 1])).toBe(-1);
  });

  it('uses average ranks for ties (hand-computed)', () => {
    // x ranks [1, 2.5, 2.5, 4], y ranks [1, 2, 3, 4]; deviations from 2.5: dx [-1.5, 0, 0, 1.5],
    // dy [-1.5, -0.5, 0.5, 1.5]; Σdxdy = 4.5, Σdx² = 4.5, Σdy² = 5 → 4.5 / √22.5.
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(22.5), 12);
    // Ties on both sides: x ranks [1.5, 1.5, 3, 4], y ranks [1, 3, 3, 3]; dx [-1, -1, 0.5, 1.5],
    // dy [-1.5, 0.5, 0.5, 0.5]; Σdxdy = 1.5 - 0.5 + 0.25 + 0.75 = 2, Σdx² = 4.5, Σdy² = 3.
    // (The shortcut 1 − 6Σd²/(n(n²−1)) would say 0.65 here: it holds only without ties.)
    expect(spearman([2, 2, 5, 9], [0, 4, 4, 4])).toBeCloseTo(2 / Math.sqrt(13.5), 12);
  });

  it('is null under three pairs or without variance on either side', () => {
    expect(spearman([], [])).toBeNull();
    expect(spearman([1, 2], [2, 1])).toBeNull();
    expect(spearman([3, 3, 3], [1, 2, 3])).toBeNull();
    expect(spearman([1, 2, 3], [5, 5, 5])).toBeNull();
    expect(() => spearman([1, 2, 3], [1, 2])).toThrow('differ in length');
  });
});

const zero = { recall: 0, precision: 0, hit: false };
function measure(planSize: number, goldSize: number, structure?: PlanStructure): CommitMeasure {
  return { planner: zero, baseline: zero, planSize, goldSize, ms: 0, costUsd: 0, ...(structure ? { structure } : {}) };
}
const structure = (
  anchors: [number, number],
  links: [number, number],
  deps: [number, number],
  lines: [number, number] = anchors,
): PlanStructure => ({
  tasks: 2,
  anchors: { count: anchors[0], total: anchors[1] },
  anchor_lines: { count: lines[0], total: lines[1] },
  test_links: { count: links[0], total: links[1] },
  dependencies: { count: deps[0], total: deps[1] },
});

describe('summarize: structure totals', () => {
  it('sums numerators and denominators over the commits whose plan ran', () => {
    const overall = summarize([
      measure(3, 2, structure([2, 3], [1, 1], [1, 1])),
      measure(1, 4, structure([0, 2], [0, 1], [0, 1])),
      measure(0, 3), // the plan failed: out of every structure figure and of size
      measure(2, 2, structure([3, 3], [0, 0], [0, 0], [1, 3])),
    ]);
    expect(overall.anchors).toEqual({ count: 5, total: 8, rate: 0.625 });
    expect(overall.anchor_lines).toEqual({ count: 3, total: 8, rate: 0.375 });
    expect(overall.test_links).toEqual({ count: 1, total: 2, rate: 0.5 });
    expect(overall.dependencies).toEqual({ count: 1, total: 2, rate: 0.5 });
    // plan [3, 1, 2] → ranks [3, 1, 2]; gold [2, 4, 2] → ranks [1.5, 3, 1.5]; dx [1, -1, 0],
    // dy [-0.5, 1, -0.5]: Σdxdy = -1.5, Σdx² = 2, Σdy² = 1.5 → -1.5 / √3 = -0.8660.
    expect(overall.size).toEqual({ spearman: -0.866, cases: 3 });
  });

  it('has null rates and no correlation when there is nothing to count', () => {
    const overall = summarize([measure(1, 2, structure([0, 0], [0, 0], [0, 0])), measure(2, 3)]);
    expect(overall.anchors).toEqual({ count: 0, total: 0, rate: null });
    expect(overall.size).toEqual({ spearman: null, cases: 1 });
    expect(summarize([]).size).toEqual({ spearman: null, cases: 0 });
  });
});
