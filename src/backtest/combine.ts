// `cplan backtest --combine`: the figures of several saved reports (`--json`) as one, over all
// their commits — a team's repositories, or a benchmark's set of public ones. Means and sums run
// over the commits, not over the reports, so a repository of 30 commits weighs 30 times one of a
// single commit; size ρ ranks every plan against every commit together. Pure: the caller reads the
// files.
import { bootstrapIntervals, type Intervals } from './intervals.js';
import { type CommitMeasure, type OverallFigures, summarize } from './metrics.js';
import type { BacktestReport, CommitResult } from './run.js';
import type { Ratio } from './structure.js';

/** A file that is not a backtest report, with the reason. */
export class ReportError extends Error {}

/** One report as the combined table lists it. */
export interface CombinedRow {
  /** The name the report was given (its file). */
  name: string;
  repo: string;
  provider: string;
  overall: OverallFigures;
}

export interface CombinedReport {
  rows: CombinedRow[];
  /** Over every commit of every report. */
  overall: OverallFigures;
  intervals: Intervals | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRatio = (value: unknown): value is Ratio => isObject(value) && isNumber(value.count) && isNumber(value.total);

/** What a commit of a report must hold to be counted; the first field that fails, or undefined. */
function badField(commit: unknown): string | undefined {
  if (!isObject(commit)) return 'a commit is not an object';
  for (const key of ['recall', 'precision', 'plan_size', 'ms', 'cost_usd'] as const) if (!isNumber(commit[key])) return `commits[].${key}`;
  if (typeof commit.hit !== 'boolean') return 'commits[].hit';
  if (!Array.isArray(commit.gold)) return 'commits[].gold';
  if (typeof commit.status !== 'string') return 'commits[].status';
  const baseline = commit.baseline;
  if (!isObject(baseline) || !isNumber(baseline.recall) || !isNumber(baseline.precision) || typeof baseline.hit !== 'boolean')
    return 'commits[].baseline';
  for (const key of ['anchors', 'anchor_lines', 'test_links', 'dependencies'] as const)
    if (!isRatio(commit[key])) return `commits[].${key}`;
  return undefined;
}

/** A saved report (`cplan backtest --json`), checked field by field; ReportError says what is missing. */
export function parseReport(text: string): BacktestReport {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ReportError(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isObject(value) || !Array.isArray(value.commits))
    throw new ReportError('not a backtest report: no "commits" list (save one with cplan backtest --json)');
  for (const commit of value.commits) {
    const bad = badField(commit);
    if (bad !== undefined) throw new ReportError(`not a backtest report: ${bad} is missing or of the wrong type`);
  }
  return value as unknown as BacktestReport;
}

/** A commit's measure as the run made it: a plan that failed has no structure, and stays out of size ρ. */
export function measureOf(commit: CommitResult): CommitMeasure {
  const measure: CommitMeasure = {
    planner: { recall: commit.recall, precision: commit.precision, hit: commit.hit },
    baseline: { recall: commit.baseline.recall, precision: commit.baseline.precision, hit: commit.baseline.hit },
    planSize: commit.plan_size,
    goldSize: commit.gold.length,
    ms: commit.ms,
    costUsd: commit.cost_usd,
    ...(commit.grounding ? { grounding: { verified: commit.grounding.verified, total: commit.grounding.total } } : {}),
  };
  if (commit.status !== 'error')
    measure.structure = {
      tasks: isNumber(commit.tasks) ? commit.tasks : 0,
      anchors: commit.anchors,
      anchor_lines: commit.anchor_lines,
      test_links: commit.test_links,
      dependencies: commit.dependencies,
    };
  return measure;
}

/** The reports' figures one by one, and over all their commits together. */
export function combineReports(reports: readonly { name: string; report: BacktestReport }[]): CombinedReport {
  const all: CommitMeasure[] = [];
  const rows = reports.map(({ name, report }) => {
    const measures = report.commits.map(measureOf);
    all.push(...measures);
    return {
      name,
      repo: typeof report.repo === 'string' ? report.repo : '',
      provider: String(report.provider ?? ''),
      overall: summarize(measures),
    };
  });
  return { rows, overall: summarize(all), intervals: bootstrapIntervals(all) };
}
