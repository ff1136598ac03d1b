// How far a backtest's figures would move on other commits like these: a percentile bootstrap over
// the commits (docs/backtest.md, "Intervals"). Thirty commits of one repository leave a hit rate of
// 0.80 anywhere between about 0.63 and 0.93, and a size ρ of 0.30 between about −0.10 and 0.62;
// a person reading one run against a target, or two runs against each other, needs to see that.
// The resampling is seeded, so a rerun prints the same intervals. Pure.
import { prng } from '../core/shared/prng.js';
import { type CommitMeasure, type OverallFigures, round, summarize } from './metrics.js';

/** Central 95 % of the resampled values, or null when too few resamples had a value. */
export type Interval = [number, number] | null;

export interface Intervals {
  /** How many times the commits were drawn again (with replacement, as many as there are). */
  resamples: number;
  recall_ratio: Interval;
  precision: Interval;
  hit_rate: Interval;
  anchors: Interval;
  size: Interval;
}

/** Under this many commits an interval says nothing useful; none is given. */
export const FEWEST_COMMITS = 10;
const RESAMPLES = 1000;
const SEED = 0x9e3779b9;

/** The value at share `q` of the sorted values, interpolating between neighbours. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const a = sorted[low] as number;
  const b = sorted[high] as number;
  return a + (b - a) * (at - low);
}

const PICKS: Record<Exclude<keyof Intervals, 'resamples'>, (o: OverallFigures) => number | null> = {
  recall_ratio: (o) => o.recall_ratio,
  precision: (o) => o.precision,
  hit_rate: (o) => o.hit_rate,
  anchors: (o) => o.anchors.rate,
  size: (o) => o.size.spearman,
};

/**
 * 95 % percentile intervals of the overall figures, each resample scored by `summarize` itself so
 * the definitions cannot drift. A figure some resamples cannot compute (no anchors drawn, no
 * variance in size) is taken over the resamples that can, and is null when fewer than half can.
 */
export function bootstrapIntervals(measures: readonly CommitMeasure[], resamples = RESAMPLES): Intervals | null {
  if (measures.length < FEWEST_COMMITS) return null;
  const random = prng(SEED);
  const values = Object.fromEntries(Object.keys(PICKS).map((key) => [key, [] as number[]])) as Record<keyof typeof PICKS, number[]>;
  const drawn: CommitMeasure[] = new Array<CommitMeasure>(measures.length);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < measures.length; i++) drawn[i] = measures[Math.floor(random() * measures.length)] as CommitMeasure;
    const overall = summarize(drawn);
    for (const [key, pick] of Object.entries(PICKS) as [keyof typeof PICKS, (o: OverallFigures) => number | null][]) {
      const value = pick(overall);
      if (value !== null) values[key].push(value);
    }
  }
  const interval = (list: number[]): Interval => {
    if (list.length < resamples / 2) return null;
    const sorted = [...list].sort((a, b) => a - b);
    return [round(quantile(sorted, 0.025)), round(quantile(sorted, 0.975))];
  };
  return {
    resamples,
    recall_ratio: interval(values.recall_ratio),
    precision: interval(values.precision),
    hit_rate: interval(values.hit_rate),
    anchors: interval(values.anchors),
    size: interval(values.size),
  };
}
