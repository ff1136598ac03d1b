// A backtest: pick commits (commits.ts, by the rule of select.ts and repo/change-*.ts), plan each one's message against
// its parent's tree exactly as `cplan plan --yes` would, and score the files the plan names against
// the files the commit changed — next to a BM25 ranking of the same tree at the same number of
// files — and measure the plan's structure: anchors, test links, dependencies (structure.ts).
import type { Provider } from '../contract/types.js';
import type { CplanConfig } from '../core/config/config.js';
import { type Grounding, groundingOf } from '../core/engine/grounding.js';
import type { PlanNote } from '../core/shared/model.js';
import { parsePlanNote } from '../core/note/parse.js';
import { createBudget } from '../planner/providers.js';
import { runPlan } from '../planner/run.js';
import type { Snapshot } from '../repo/types.js';
import { attachHistory, readCommits } from '../repo/history.js';
import { MemoryStore } from '../session/memory-store.js';
import { rankBm25 } from './bm25.js';
import { type SelectedCommit, type Selection, selectCommits } from './commits.js';
import { BlobCache, type CommitQuery, fileDiff, loadTreeSnapshot } from './git.js';
import { type CommitMeasure, type OverallFigures, round, scoreFiles, summarize } from './metrics.js';
import {
  anchorFiles,
  emptyStructure,
  type LineSpan,
  locationIdentifiers,
  type PlanStructure,
  planStructure,
  type Ratio,
} from './structure.js';
import { symbolSpanOf } from '../planner/permalinks.js';
import { symbolsIn } from '../retrieval/symbols.js';
import { MAX_FILES, MIN_FILES } from '../repo/change-files.js';
import { SELECTION_RULE } from './select.js';
import { bootstrapIntervals, type Intervals } from './intervals.js';

export { type SelectedCommit, type Selection, selectCommits } from './commits.js';

export const DEFAULT_LIMIT = 20;

/** The files a plan points at: every modification point's file, over all tasks, sorted and unique. */
export function plannedFiles(note: PlanNote): string[] {
  const files = new Set<string>();
  for (const task of note.tasks) for (const point of task.modificationPoints) if (point.file) files.add(point.file);
  return [...files].sort();
}

/** The BM25 baseline's top `k` files of the snapshot for the requirement. */
export function baselineFiles(snapshot: Snapshot, requirement: string, k: number): string[] {
  const documents = snapshot.listPaths().map((path) => ({ path, text: snapshot.readFile(path) ?? '' }));
  return rankBm25(documents, requirement, k).map((hit) => hit.path);
}

export interface CommitResult {
  sha: string;
  subject: string;
  gold: string[];
  planned: string[];
  recall: number;
  precision: number;
  hit: boolean;
  plan_size: number;
  /** The plan's modification points grounded in the parent's tree, of those that name a file. */
  grounding: Grounding;
  /** Tasks in the plan, and its structure figures (docs/backtest.md, "Plan structure"). */
  tasks: number;
  anchors: Ratio;
  /** The same points, by the lines of their declarations (structure.ts). */
  anchor_lines: Ratio;
  /** The points `anchors` did not count, as `file:location`. */
  anchor_misses?: string[];
  test_links: Ratio;
  dependencies: Ratio;
  ms: number;
  cost_usd: number;
  /** The run's final status (completed, partial), or "error" when it threw. */
  status: string;
  error?: string;
  baseline: { recall: number; precision: number; hit: boolean; files: string[] };
}

export interface BacktestReport {
  repo: string;
  provider: string;
  rule: {
    description: string;
    order: 'newest first';
    limit: number;
    since: string | null;
    commits: string | null;
    min_files: number;
    max_files: number;
    scanned: number;
    skipped: Record<string, number>;
  };
  commits: CommitResult[];
  overall: OverallFigures;
  /** 95 % bootstrap intervals of the overall figures over the commits; null under 10 commits (intervals.ts). */
  intervals: Intervals | null;
}

export interface BacktestOptions {
  root: string;
  limit: number;
  query: CommitQuery;
  /** The config every plan runs with (`confirm` is ignored: plans run as with --yes). */
  config: CplanConfig;
  /** A fresh provider for each commit, as `cplan plan` makes one per run. */
  makeProvider: (budget: ReturnType<typeof createBudget>) => Provider;
  /** Milliseconds, for the time of each plan (default performance.now). */
  clock?: () => number;
  /** Called as each commit's result is known (progress lines). */
  onCommit?: (result: CommitResult, index: number, total: number) => void;
  /** The provider's name for the report when no commit is planned (otherwise the one that ran). */
  providerName?: string;
  /** Called once the commits are chosen, before any is planned. */
  onSelected?: (selection: Selection) => void;
}

export async function runBacktest(options: BacktestOptions): Promise<BacktestReport> {
  const clock = options.clock ?? (() => performance.now());
  const { config } = options;
  const selection = await selectCommits(options.root, options.query, options.limit);
  options.onSelected?.(selection);
  const cache = new BlobCache();
  const filters = { includePaths: config.include_paths, excludePaths: [...config.exclude_paths, `${config.output_dir}/**`] };
  const results: CommitResult[] = [];
  const measures: CommitMeasure[] = [];
  let providerName = '';
  for (const [index, commit] of selection.commits.entries()) {
    const snapshot = await loadTreeSnapshot(options.root, commit.parent, { filters, cache });
    // The history a planner would have had at that time: the commits up to the parent.
    attachHistory(snapshot, await readCommits(options.root, commit.parent));
    const run = await planCommit(options, commit, snapshot, clock);
    if (run.provider !== undefined) providerName = run.provider;
    if (run.note !== undefined) run.structure = await measureStructure(options.root, commit, run.note, snapshot);
    const { result, measure } = scoreCommit(commit, snapshot, run);
    results.push(result);
    measures.push(measure);
    options.onCommit?.(result, index, selection.commits.length);
  }
  return buildReport(options, selection, providerName, results, measures);
}

/** One commit's plan: the files it names, or the error that ended it. */
interface CommitRun {
  planned: string[];
  grounding: Grounding;
  cost: number;
  status: string;
  error?: string;
  ms: number;
  /** The provider that ran, once one was made. */
  provider?: string;
  /** The plan, when the run ended with one. */
  note?: PlanNote;
  /** Its structure figures against the commit (absent when the plan failed). */
  structure?: PlanStructure;
}

/** The plan's structure figures, reading the diff of each changed file a point anchors in. */
async function measureStructure(root: string, commit: SelectedCommit, note: PlanNote, snapshot: Snapshot): Promise<PlanStructure> {
  const diffs = new Map<string, string>();
  for (const file of anchorFiles(note, commit.gold)) diffs.set(file, await fileDiff(root, commit.parent, commit.sha, file));
  return planStructure(note, commit.gold, diffs, (file, location) => declarationSpan(snapshot, file, location));
}

/**
 * The lines of the declaration a location names in the parent's file, as the plan's links show
 * them: only when the location's last name is declared inside them, so `Foo.bar` without a `bar`
 * in `Foo` is not taken for all of `Foo`.
 */
export function declarationSpan(snapshot: Snapshot, file: string, location: string): LineSpan | undefined {
  const span = symbolSpanOf(snapshot, file, location);
  const last = locationIdentifiers(location).at(-1);
  if (!span || last === undefined) return undefined;
  const declared = symbolsIn(file, snapshot.readFile(file) ?? '').some((s) => s.name === last && s.line >= span[0] && s.line <= span[1]);
  return declared ? span : undefined;
}

/** Plans the commit's message against its parent's tree, as `cplan plan --yes` would, in memory. */
async function planCommit(options: BacktestOptions, commit: SelectedCommit, snapshot: Snapshot, clock: () => number): Promise<CommitRun> {
  const { config } = options;
  const budget = createBudget(config);
  const run: CommitRun = { planned: [], grounding: { verified: 0, total: 0 }, cost: 0, status: 'error', ms: 0 };
  const start = clock();
  try {
    const provider = options.makeProvider(budget);
    run.provider = provider.name;
    const store = new MemoryStore();
    const result = await runPlan({
      requirement: commit.requirement,
      sessionId: `BACKTEST-${commit.sha.slice(0, 12)}`,
      snapshot,
      provider,
      store,
      config,
      yes: true,
      source: { commit: commit.parent },
      budget,
      // The plan's dates are the commit's, so a rerun writes the same note.
      clock: { now: () => (commit.date ? new Date(commit.date) : new Date(0)) },
    });
    const note = parsePlanNote(store.files.get('plan-note.md') ?? result.note.toString());
    run.note = note;
    run.planned = plannedFiles(note);
    run.grounding = groundingOf(note, (path) => snapshot.has(path));
    run.cost = result.usage.total.cost_usd;
    run.status = result.status;
  } catch (err) {
    run.error = err instanceof Error ? err.message : String(err);
  } finally {
    budget.dispose();
  }
  run.ms = Math.max(0, Math.round(clock() - start));
  return run;
}

/** The plan's files against the commit's, next to BM25's top files at the same count (at least one). */
function scoreCommit(commit: SelectedCommit, snapshot: Snapshot, run: CommitRun): { result: CommitResult; measure: CommitMeasure } {
  const { planned, ms, cost } = run;
  const planner = scoreFiles(planned, commit.gold);
  const k = Math.max(1, planned.length);
  const bm25 = baselineFiles(snapshot, commit.requirement, k);
  const baseline = scoreFiles(bm25, commit.gold);
  const result: CommitResult = {
    sha: commit.sha,
    subject: commit.subject,
    gold: commit.gold,
    planned,
    recall: round(planner.recall),
    precision: round(planner.precision),
    hit: planner.hit,
    plan_size: planned.length,
    grounding: run.grounding,
    ...(run.structure ?? emptyStructure()),
    ms,
    cost_usd: cost,
    status: run.status,
    ...(run.error !== undefined ? { error: run.error } : {}),
    baseline: { recall: round(baseline.recall), precision: round(baseline.precision), hit: baseline.hit, files: bm25 },
  };
  const measure: CommitMeasure = {
    planner,
    baseline,
    planSize: planned.length,
    goldSize: commit.gold.length,
    grounding: run.grounding,
    ms,
    costUsd: cost,
  };
  if (run.structure !== undefined) measure.structure = run.structure;
  return { result, measure };
}

function buildReport(
  options: BacktestOptions,
  selection: Selection,
  providerName: string,
  results: CommitResult[],
  measures: CommitMeasure[],
): BacktestReport {
  return {
    repo: options.root,
    provider: providerName || options.providerName || options.config.provider,
    rule: {
      description: SELECTION_RULE,
      order: 'newest first',
      limit: options.limit,
      since: options.query.since ?? null,
      commits: options.query.range ?? null,
      min_files: MIN_FILES,
      max_files: MAX_FILES,
      scanned: selection.scanned,
      skipped: selection.skipped,
    },
    commits: results,
    overall: summarize(measures),
    intervals: bootstrapIntervals(measures),
  };
}
