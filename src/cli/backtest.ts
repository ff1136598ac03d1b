// `cplan backtest --repo DIR`: plans past commits' messages against their parents' trees and
// measures how well the planned files match the files each commit changed (docs/backtest.md).
import { join, relative, resolve } from 'node:path';
import { type CommitQuery, findRepositoryRoot, GitError, hasCommits, listCommits } from '../backtest/git.js';
import type { RatioTotal } from '../backtest/metrics.js';
import { FEWEST_COMMITS, type Interval, type Intervals } from '../backtest/intervals.js';
import { type BacktestReport, type CommitResult, DEFAULT_LIMIT, runBacktest, type Selection } from '../backtest/run.js';
import type { SelectionQuery } from '../backtest/commits.js';
import { namedRule, parseSubjectRule } from '../backtest/select.js';
import { DEFAULT_SUBJECT_RULE, SUBJECT_RULES, type SubjectRule } from '../repo/change-subject.js';
import type { Ratio } from '../backtest/structure.js';
import { ConfigError, type CplanConfig, DEFAULT_CONFIG, configSource, mergeConfig, parseConfigYaml } from '../core/config/config.js';
import { createBudget, createProvider, type ProviderChoice, ProviderSetupError } from '../planner/providers.js';
import { parseCommandArgs } from './args.js';
import { runCombine } from './backtest-combine.js';
import { UsageError } from './errors.js';
import { readOptional, readText } from './io.js';
import { directoryArg } from './session-repo.js';
import { plainLine, plural } from './text.js';

export const BACKTEST_HELP = `Usage: cplan backtest --repo <dir> [options]
       cplan backtest --combine <report.json>... [--json]

Measures how well cplan's plans point at the right files, on the repository's own history: for
each recent feature or fix commit, plans its message against its parent's tree (as
"cplan plan --yes" would) and compares the planned files with the files the commit changed,
next to a BM25 text-search baseline that returns as many files. Read-only: nothing is checked
out or written.

Options:
  --repo DIR            git repository to measure (default: current directory)
  --limit N             how many eligible commits, newest first (default ${DEFAULT_LIMIT})
  --since DATE          only commits after DATE (anything "git log --since" accepts)
  --commits A..B        only commits in this revision range
  --rule=NAME           wide | conventional: which subjects qualify (default wide: a feat/fix type or a plain
                        imperative subject such as "Forbid duplicate groups"; conventional: the types only)
  --provider=NAME       auto | offline | anthropic | bedrock | vertex | openai (default auto: anthropic when
                        ANTHROPIC_API_KEY is set, else offline)
  --model=NAME          model for every phase (every provider but offline)
  --config FILE         config file (default: <repo>/.github/cplan.yml when present)
  --json                print one JSON object instead of the table
  --combine FILE...     read saved --json reports and print their figures together: a row per
                        report and one over all their commits (plans nothing)
  -h, --help            show this help

Commits qualify when they are not merges, their subject reads as a feature or fix (by --rule),
and they change 2 to 12 files once lockfiles, changelogs, snapshots and generated files are left
out. The report counts the commits left out by reason.

Exit status: 0 measured (also when no commit qualifies), 1 run error, 2 bad usage or not a git
repository.
`;

/** The report with the name of the subject rule its commits were selected by. */
type RuledReport = BacktestReport & { rule: { name: SubjectRule } };

export interface BacktestIo {
  /**
   * Whether stderr is a terminal. Progress is the same either way, one plain line per commit on
   * stderr (no redraw, so CI logs show it as it happens), and none with --json.
   */
  isTTY?: boolean;
  /** The directory relative paths are resolved from (default: process.cwd()). */
  cwd?: string;
  env?: NodeJS.ProcessEnv | Record<string, string | undefined>;
  /** Milliseconds, for the time of each plan. */
  clock?: () => number;
}

export const BACKTEST_OPTIONS = {
  repo: { type: 'string' },
  limit: { type: 'string' },
  since: { type: 'string' },
  commits: { type: 'string' },
  rule: { type: 'string' },
  provider: { type: 'string' },
  model: { type: 'string' },
  config: { type: 'string' },
  json: { type: 'boolean', default: false },
  combine: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export async function runBacktestCommand(
  argv: string[],
  out: (text: string) => void,
  err: (text: string) => void,
  io: BacktestIo = { isTTY: false },
): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  const env = io.env ?? process.env;
  const { values, positionals } = parseCommandArgs('backtest', { args: argv, allowPositionals: true, options: BACKTEST_OPTIONS });
  if (values.help) {
    out(BACKTEST_HELP);
    return 0;
  }
  if (values.combine) {
    const other = (['repo', 'limit', 'since', 'commits', 'rule', 'provider', 'model', 'config'] as const).find(
      (k) => values[k] !== undefined,
    );
    if (other !== undefined) throw new UsageError(`--combine reads saved reports and plans nothing: drop --${other}`);
    return runCombine(positionals, values.json, out, cwd);
  }
  if (positionals.length > 0) throw new UsageError(`backtest takes no arguments (got "${positionals[0]}"); the repository is --repo DIR`);
  const limit = values.limit === undefined ? DEFAULT_LIMIT : positiveInteger('--limit', values.limit);
  const rule = values.rule === undefined ? DEFAULT_SUBJECT_RULE : parseSubjectRule(values.rule);
  if (rule === undefined) throw new UsageError(`--rule must be ${SUBJECT_RULES.join(' or ')} (got "${values.rule}")`);
  const { root, query: range } = await resolveHistory(values, cwd);
  const query: SelectionQuery = { ...range, rule };

  const config = await loadConfig(root, values.config, cwd, {
    ...(values.model !== undefined ? { model: values.model } : {}),
    ...(values.provider !== undefined ? { provider: values.provider as CplanConfig['provider'] } : {}),
  });
  const makeProvider = (budget: ReturnType<typeof createBudget>) =>
    createProvider({ choice: config.provider as ProviderChoice, config, budget, env });
  const providerName = probeProvider(config, makeProvider);

  const progress = !values.json;
  const report = await runBacktest({
    root,
    limit,
    query,
    config,
    makeProvider,
    providerName,
    ...(io.clock ? { clock: io.clock } : {}),
    onSelected: (selection) => {
      if (progress && selection.commits.length > 0) {
        err(
          `cplan: backtesting ${plural(selection.commits.length, 'commit')} with the ${providerName} provider (${selection.scanned} scanned)\n`,
        );
      }
    },
    onCommit: (result, index, total) => {
      if (progress) err(`${progressLine(result, index, total)}\n`);
    },
  });
  printReport({ ...report, rule: namedRule(report.rule, rule) }, values.json, out, err);
  return 0;
}

/**
 * The repository's root and the commits asked for. A bad --since or --commits is a usage error
 * before anything is planned: git is asked for one commit of the range first.
 */
async function resolveHistory(
  values: { repo?: string; since?: string; commits?: string },
  cwd: string,
): Promise<{ root: string; query: CommitQuery }> {
  const since = values.since === undefined ? undefined : revisionLike('--since', values.since);
  const range = values.commits === undefined ? undefined : revisionLike('--commits', values.commits);
  const dir = directoryArg('--repo', values.repo ?? '.', cwd);
  const root = await findRepositoryRoot(dir);
  if (root === undefined) throw new UsageError(`--repo ${values.repo ?? '.'}: not a git repository`);
  const query = { ...(range !== undefined ? { range } : {}), ...(since !== undefined ? { since } : {}) };
  if ((range !== undefined || since !== undefined) && (await hasCommits(root))) {
    try {
      await listCommits(root, query, 0, 1);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new UsageError(
        `${range !== undefined ? `--commits ${range}` : `--since ${since}`}: ${error.message.replace(/^git log: /, '')}`,
      );
    }
  }
  return { root, query };
}

/** Set-up mistakes (no key for anthropic) are usage errors before any commit is read. */
function probeProvider(config: CplanConfig, makeProvider: (budget: ReturnType<typeof createBudget>) => { name: string }): string {
  const probe = createBudget(config);
  try {
    return makeProvider(probe).name;
  } catch (error) {
    if (error instanceof ProviderSetupError) throw new UsageError(error.message);
    throw error;
  } finally {
    probe.dispose();
  }
}

/** The table on stdout, or the JSON there with the "no eligible commits" line on stderr. */
function printReport(report: RuledReport, json: boolean, out: (text: string) => void, err: (text: string) => void): void {
  if (report.commits.length === 0) {
    const { name, scanned, skipped } = report.rule;
    const reasons = skippedReasons(skipped);
    const message = `cplan: no eligible commits among ${plural(scanned, 'commit')} scanned by the ${name} rule${reasons === '' ? '' : ` (skipped: ${reasons})`}\n`;
    if (json) err(message);
    else out(message);
  }
  if (json) out(`${JSON.stringify(report, null, 2)}\n`);
  else if (report.commits.length > 0) out(formatReport(report));
}

function positiveInteger(flag: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${flag} must be a whole number of at least 1 (got "${value}")`);
  return Number(value);
}

/** A value handed to git as a revision or date: never something git would read as an option. */
function revisionLike(flag: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new UsageError(`${flag} needs a value`);
  if (trimmed.startsWith('-')) throw new UsageError(`${flag} ${trimmed}: must not start with "-"`);
  return trimmed;
}

async function loadConfig(root: string, file: string | undefined, cwd: string, flags: Partial<CplanConfig>): Promise<CplanConfig> {
  const path = file ? resolve(cwd, file) : join(root, '.github', 'cplan.yml');
  const text = file ? await readText(path) : await readOptional(path);
  try {
    const base = text === undefined ? DEFAULT_CONFIG : parseConfigYaml(text, relative(cwd, path) || path);
    return mergeConfig(base, flags, configSource.cli);
  } catch (error) {
    // A bad option is a usage mistake (exit 2); a bad file stays a config error (exit 1).
    if (error instanceof ConfigError && error.source.kind === 'cli') throw new UsageError(error.message);
    throw error;
  }
}

function fixed(value: number | null, digits = 2): string {
  return value === null ? '–' : value.toFixed(digits);
}

function progressLine(result: CommitResult, index: number, total: number): string {
  const width = String(total).length;
  const failed = result.error ? `  error: ${plainLine(result.error).slice(0, 80)}` : '';
  return (
    `  [${String(index + 1).padStart(width)}/${total}] ${result.sha.slice(0, 7)}  recall ${fixed(result.recall)}  ` +
    `precision ${fixed(result.precision)}  grounded ${result.grounding?.verified ?? 0}/${result.grounding?.total ?? 0}  anchors ${fraction(result.anchors)}  bm25 recall ${fixed(result.baseline.recall)}  ${truncate(plainLine(result.subject), 50)}${failed}`
  );
}

/** `  95% range      recall ratio 1.41–2.02  …`: how far the figures would move on other commits like these. */
function intervalsLine(intervals: Intervals | null, commits: number): string {
  if (intervals === null) return `  95% range      – (needs at least ${FEWEST_COMMITS} commits, ${commits} measured)`;
  const range = (interval: Interval) => (interval === null ? '–' : `${interval[0].toFixed(2)}–${interval[1].toFixed(2)}`);
  return (
    `  95% range      recall ratio ${range(intervals.recall_ratio)}  precision ${range(intervals.precision)}  ` +
    `hit rate ${range(intervals.hit_rate)}  anchors ${range(intervals.anchors)}  size ${range(intervals.size)} ` +
    `(${intervals.resamples} resamples of the commits)`
  );
}

/** `2/3`, or `–` when there was nothing to count. */
function fraction(ratio: Ratio): string {
  return ratio.total === 0 ? '–' : `${ratio.count}/${ratio.total}`;
}

/** `41/58 = 0.71`, or `0/0` when there was nothing to count. */
function ratioText(ratio: RatioTotal): string {
  return ratio.rate === null ? `${ratio.count}/${ratio.total}` : `${ratio.count}/${ratio.total} = ${ratio.rate.toFixed(2)}`;
}

/** `22 subject not a change, 9 more than 12 files`: most frequent first, then by name. */
function skippedReasons(skipped: Selection['skipped']): string {
  const reasons = Object.entries(skipped).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return reasons.map(([reason, n]) => `${n} ${reason}`).join(', ');
}

/** `skipped        40 of 98 scanned: 22 subject not a change, …`. */
function skippedLine(rule: RuledReport['rule']): string {
  const total = Object.values(rule.skipped).reduce((sum, n) => sum + n, 0);
  const reasons = skippedReasons(rule.skipped);
  return `  skipped        ${total} of ${rule.scanned} scanned${reasons === '' ? '' : `: ${reasons}`}`;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The table of commits and the overall figures, for people. */
export function formatReport(report: RuledReport): string {
  const header = [
    'commit',
    'gold',
    'plan',
    'recall',
    'prec',
    'hit',
    'grounded',
    'anchors',
    'test links',
    'deps',
    'bm25 rec',
    'bm25 prec',
    'bm25 hit',
    'subject',
  ];
  const rows = report.commits.map((c) => [
    c.sha.slice(0, 7),
    String(c.gold.length),
    String(c.plan_size),
    fixed(c.recall),
    fixed(c.precision),
    c.hit ? 'yes' : 'no',
    c.grounding ? `${c.grounding.verified}/${c.grounding.total}` : '–',
    fraction(c.anchors),
    fraction(c.test_links),
    fraction(c.dependencies),
    fixed(c.baseline.recall),
    fixed(c.baseline.precision),
    c.baseline.hit ? 'yes' : 'no',
    truncate(c.subject, 60) + (c.error ? ' (plan failed)' : ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
      .join('  ')
      .trimEnd();
  const o = report.overall;
  const seconds = (o.total_ms / 1000).toFixed(1);
  return [
    line(header),
    ...rows.map(line),
    '',
    `${plural(o.commits, 'commit')} (${report.rule.scanned} scanned, ${report.rule.name} rule), ${report.provider} provider:`,
    skippedLine(report.rule),
    `  planner        recall ${fixed(o.recall)}  precision ${fixed(o.precision)}  hit rate ${fixed(o.hit_rate)}  mean plan size ${fixed(o.mean_plan_size, 1)}`,
    `  BM25 baseline  recall ${fixed(o.baseline.recall)}  precision ${fixed(o.baseline.precision)}  hit rate ${fixed(o.baseline.hit_rate)}  (same number of files)`,
    `  recall ratio ${fixed(o.recall_ratio)} (planner / baseline), time ${seconds} s, cost $${o.total_cost_usd.toFixed(4)}`,
    ...(o.grounding ? [`  grounding ${o.grounding.verified} / ${o.grounding.total} modification points verified`] : []),
    `  structure      anchors ${ratioText(o.anchors)}  test links ${ratioText(o.test_links)}  dependencies ${ratioText(o.dependencies)}`,
    `  anchor lines   ${ratioText(o.anchor_lines)} (the named declaration holds a changed line)`,
    `  size           Spearman ${fixed(o.size.spearman)} (plan files vs changed files, ${plural(o.size.cases, 'plan')})`,
    intervalsLine(report.intervals, o.commits),
    '',
  ].join('\n');
}
