// What `cplan plan` prints: progress on stderr (a live block on a TTY, plain lines otherwise),
// then a summary (text or JSON) on stdout whose last line is the session folder.
import { countConflicts } from '../core/shared/severity.js';
import { computeWaves } from '../core/engine/waves.js';
import type { PlanRunResult } from '../planner/run.js';
import type { RunState } from '../planner/types.js';
import { plainLine, plural, shellQuote } from './text.js';

const MARK = { pending: '·', running: '…', done: '✓', failed: '✗', skipped: '-' } as const;

function usageText(state: RunState): string {
  const calls = state.usage.reduce((n, u) => n + u.calls, 0);
  if (calls === 0) return 'no model calls (offline provider)';
  const input = state.usage.reduce((n, u) => n + u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens, 0);
  const output = state.usage.reduce((n, u) => n + u.output_tokens, 0);
  const cost = state.usage.reduce((n, u) => n + u.cost_usd, 0);
  return `${input} in / ${output} out tokens, $${cost.toFixed(4)}`;
}

/** One line per state change, for logs and pipes. */
export function progressLine(state: RunState): string {
  if (state.phase !== 'domains' || state.domains.length === 0) return `  ${state.phase}`;
  const parts = state.domains.map((d) => `${MARK[d.state]} ${d.slug}${d.state === 'done' ? ` (${d.tasks})` : ''}`);
  return `  domains: ${parts.join('  ')}`;
}

/** The live block on a TTY: phase, each domain with state, tasks and time, tokens and cost. */
export function progressBlock(state: RunState): string[] {
  const lines = [`cplan ${state.sessionId}: ${state.phase}…`];
  const width = Math.max(8, ...state.domains.map((d) => d.slug.length));
  for (const d of state.domains) {
    const tasks = d.state === 'done' ? plural(d.tasks, 'task') : d.state;
    const time = d.ms === null ? '' : ` ${(d.ms / 1000).toFixed(1)} s`;
    lines.push(`  ${MARK[d.state]} ${d.slug.padEnd(width)}  ${tasks}${time}${d.error ? ` — ${plainLine(d.error).slice(0, 80)}` : ''}`);
  }
  lines.push(`  ${usageText(state)}`);
  return lines;
}

/** Redraws the progress block in place on a terminal (cursor up, clear to the end). */
export function createTtyProgress(write: (text: string) => void): (state: RunState) => void {
  let drawn = 0;
  return (state) => {
    const lines = progressBlock(state);
    write(`${drawn > 0 ? `\x1b[${drawn}A\x1b[J` : ''}${lines.join('\n')}\n`);
    drawn = lines.length;
  };
}

export function planSummaryJson(result: PlanRunResult, sessionDir: string) {
  const { critical, high, medium } = countConflicts(result.conflicts);
  const bySeverity = { critical, high, medium };
  return {
    session_dir: sessionDir,
    session_id: result.sessionId,
    status: result.status,
    domains: result.state.domains.map((d) => ({
      slug: d.slug,
      title: d.title,
      range: result.domains.find((b) => b.slug === d.slug)?.range ?? null,
      state: d.state,
      tasks: d.tasks,
      error: d.error,
    })),
    tasks: result.note.tasks.length,
    conflicts: {
      total: result.conflicts.length,
      open: result.conflicts.filter((c) => c.decision === 'open').length,
      ...bySeverity,
      items: result.conflicts.map((c) => ({ id: c.id, type: c.type, severity: c.severity, tasks: c.tasks_involved, location: c.location })),
    },
    waves: computeWaves(result.note.tasks).waves,
    usage: result.usage.total,
    provider: result.provider,
    notice: result.state.notice,
  };
}

export function formatSplit(result: PlanRunResult): string[] {
  const lines = [`Proposed split (${result.analysis.complexity} complexity):`];
  for (const d of result.domains) lines.push(`  ${d.slug} [TASK-${String(d.range[0]).padStart(3, '0')}…]: ${d.description}`);
  if (result.analysis.open_questions.length > 0) lines.push('Open questions:', ...result.analysis.open_questions.map((q) => `  - ${q}`));
  return lines;
}

/** Where the session is, as shown: its folder, and its repository when that is not the current directory. */
export interface SessionWhere {
  dir: string;
  repo: string | null;
}

/** `cplan plan --continue …` as a command that works when pasted: quoted, with --repo when it is needed. */
export function continueCommand(where: SessionWhere, yes: boolean): string {
  const repo = where.repo === null ? '' : ` --repo ${shellQuote(where.repo)}`;
  return `cplan plan --continue ${shellQuote(where.dir)}${repo}${yes ? ' --yes' : ''}`;
}

export function formatPlanResult(result: PlanRunResult, where: SessionWhere): string {
  const shownDir = where.dir;
  if (result.status === 'awaiting-approval') {
    return `${[...formatSplit(result), `Approve and plan it: ${continueCommand(where, true)}`, shownDir].join('\n')}\n`;
  }
  if (result.status === 'cancelled') return `Cancelled.\n${shownDir}\n`;
  const lines: string[] = [];
  const head = result.status === 'completed' ? 'Plan complete' : 'Partial plan';
  lines.push(
    `${head} (${result.provider} provider): ${plural(result.note.tasks.length, 'task')} in ${plural(result.state.domains.length, 'domain')}`,
  );
  for (const d of result.state.domains) {
    lines.push(
      `  ${MARK[d.state]} ${d.slug}: ${d.state === 'done' ? plural(d.tasks, 'task') : `${d.state}${d.error ? ` — ${d.error}` : ''}`}`,
    );
  }
  const count = (s: string) => result.conflicts.filter((c) => c.severity === s).length;
  lines.push(`Conflicts: ${count('critical')} critical · ${count('high')} high · ${count('medium')} medium`);
  for (const c of result.conflicts.slice(0, 10)) lines.push(`  ${c.id} ${c.severity} ${c.type}: ${c.description}`);
  const { waves, blocked } = computeWaves(result.note.tasks);
  lines.push(
    `Waves: ${waves.map((w, i) => `${i + 1}) ${w.join(', ')}`).join('  ')}${blocked.length > 0 ? `  blocked: ${blocked.join(', ')}` : ''}`,
  );
  lines.push(`Usage: ${usageText(result.state)}`);
  if (result.state.notice) lines.push(`Note: ${result.state.notice}`);
  if (result.status === 'partial') lines.push(`Re-run what is missing: ${continueCommand(where, false)}`);
  lines.push(`Review: ${shownDir}/plan.md · re-check after edits: cplan check ${shellQuote(`${shownDir}/plan-note.md`)}`);
  lines.push(shownDir);
  return `${lines.join('\n')}\n`;
}

/**
 * The line after a run that created `folder` (shown as `shown`) in a git work tree, untracked:
 * what `git status` will show as `?? <folder>/`, and the two ways to settle it.
 */
export function untrackedOutputLine(shown: string, name: string): string {
  return `cplan: ${shown}/ is new and untracked in this git repository: commit it to share the plan, or add "${name}/" to .gitignore (or plan with --out outside the repository)\n`;
}
