// Backtest metrics (docs/backtest.md, "Metrics"): how many of the files a commit really changed
// a plan named, and how many of the files it named the commit really changed; and the totals of
// the plan-structure figures (structure.ts), with the rank correlation of plan size and commit size.
import type { PlanStructure, Ratio } from './structure.js';

export interface FileScore {
  /** |predicted ∩ gold| / |gold|; 0 when gold is empty. */
  recall: number;
  /** |predicted ∩ gold| / |predicted|; 0 when nothing was predicted. */
  precision: number;
  /** At least one predicted file is a gold file. */
  hit: boolean;
}

export function scoreFiles(predicted: Iterable<string>, gold: Iterable<string>): FileScore {
  const want = new Set(gold);
  const got = new Set(predicted);
  let common = 0;
  for (const file of got) if (want.has(file)) common++;
  return {
    recall: want.size === 0 ? 0 : common / want.size,
    precision: got.size === 0 ? 0 : common / got.size,
    hit: common > 0,
  };
}

/** What the overall figures are computed from: one entry per planned commit. */
export interface CommitMeasure {
  planner: FileScore;
  baseline: FileScore;
  planSize: number;
  /** Modification points grounded in the tree, of those that name a file (absent: not counted). */
  grounding?: { verified: number; total: number };
  ms: number;
  costUsd: number;
  /** Files the commit changed (its gold files). */
  goldSize: number;
  /** The plan's structure figures; absent when the plan failed (then it is left out of `size` too). */
  structure?: PlanStructure;
}

/** A summed ratio: `rate` = count / total, null when total is 0. */
export interface RatioTotal extends Ratio {
  rate: number | null;
}

export interface OverallFigures {
  commits: number;
  /** Means over commits; null when there are none. */
  recall: number | null;
  precision: number | null;
  hit_rate: number | null;
  mean_plan_size: number | null;
  total_ms: number;
  total_cost_usd: number;
  baseline: { recall: number | null; precision: number | null; hit_rate: number | null };
  /** Planner recall / baseline recall; null when there are no commits or the baseline's recall is 0. */
  recall_ratio: number | null;
  /** Modification points grounded in the trees, over every commit; `rate` = verified / total (null when 0). */
  grounding: { verified: number; total: number; rate: number | null };
  /** Summed over the commits' plans (structure.ts). */
  anchors: RatioTotal;
  anchor_lines: RatioTotal;
  test_links: RatioTotal;
  dependencies: RatioTotal;
  /** Spearman's ρ of plan size against gold size over the commits whose plan ran; null under 3 or without variance. */
  size: { spearman: number | null; cases: number };
}

export function summarize(measures: readonly CommitMeasure[]): OverallFigures {
  const mean = (pick: (m: CommitMeasure) => number) =>
    measures.length === 0 ? null : measures.reduce((sum, m) => sum + pick(m), 0) / measures.length;
  const shown = (value: number | null) => (value === null ? null : round(value));
  const recall = mean((m) => m.planner.recall);
  const baselineRecall = mean((m) => m.baseline.recall);
  return {
    commits: measures.length,
    recall: shown(recall),
    precision: shown(mean((m) => m.planner.precision)),
    hit_rate: shown(mean((m) => (m.planner.hit ? 1 : 0))),
    mean_plan_size: shown(mean((m) => m.planSize)),
    total_ms: Math.round(measures.reduce((sum, m) => sum + m.ms, 0)),
    total_cost_usd: Math.round(measures.reduce((sum, m) => sum + m.costUsd, 0) * 1e6) / 1e6,
    baseline: {
      recall: shown(baselineRecall),
      precision: shown(mean((m) => m.baseline.precision)),
      hit_rate: shown(mean((m) => (m.baseline.hit ? 1 : 0))),
    },
    recall_ratio: recall === null || baselineRecall === null || baselineRecall === 0 ? null : round(recall / baselineRecall),
    grounding: totalGrounding(measures),
    anchors: totalRatio(measures, (s) => s.anchors),
    anchor_lines: totalRatio(measures, (s) => s.anchor_lines),
    test_links: totalRatio(measures, (s) => s.test_links),
    dependencies: totalRatio(measures, (s) => s.dependencies),
    size: sizeCorrelation(measures),
  };
}

function totalRatio(measures: readonly CommitMeasure[], pick: (structure: PlanStructure) => Ratio): RatioTotal {
  let count = 0;
  let total = 0;
  for (const m of measures) {
    if (m.structure === undefined) continue;
    count += pick(m.structure).count;
    total += pick(m.structure).total;
  }
  return { count, total, rate: total === 0 ? null : round(count / total) };
}

function sizeCorrelation(measures: readonly CommitMeasure[]): OverallFigures['size'] {
  const ran = measures.filter((m) => m.structure !== undefined);
  const rho = spearman(
    ran.map((m) => m.planSize),
    ran.map((m) => m.goldSize),
  );
  return { spearman: rho === null ? null : round(rho), cases: ran.length };
}

/** 1-based ranks, tied values sharing the mean of the ranks they span: [10, 20, 20, 5] → [2, 3.5, 3.5, 1]. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length).fill(0);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && (order[end + 1] as { value: number }).value === (order[start] as { value: number }).value) end++;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) ranks[(order[i] as { index: number }).index] = rank;
    start = end + 1;
  }
  return ranks;
}

/**
 * Spearman's rank correlation: Pearson's correlation of the average ranks (so ties are handled
 * exactly). Null for fewer than 3 pairs or when either side has no variance.
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new Error('spearman: the two series differ in length');
  const n = xs.length;
  if (n < 3) return null;
  const rx = averageRanks(xs);
  const ry = averageRanks(ys);
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (rx[i] as number) - mean;
    const dy = (ry[i] as number) - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

function totalGrounding(measures: readonly CommitMeasure[]): OverallFigures['grounding'] {
  const verified = measures.reduce((sum, m) => sum + (m.grounding?.verified ?? 0), 0);
  const total = measures.reduce((sum, m) => sum + (m.grounding?.total ?? 0), 0);
  return { verified, total, rate: total === 0 ? null : round(verified / total) };
}

/** Four decimals: enough to compare runs, short enough to read. */
export function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
