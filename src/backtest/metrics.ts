// Backtest metrics (docs/backtest.md, "Metrics"): how many of the files a commit really changed
// a plan named, and how many of the files it named the commit really changed.

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
  };
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
