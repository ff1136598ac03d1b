// What `cplan plan` prints: progress lines on stderr, then a summary (text or JSON) on stdout.
import type { PlanRunResult } from '../planner/run.js';
import type { RunState } from '../planner/types.js';

const MARK = { pending: '·', running: '…', done: '✓', failed: '✗', skipped: '-' } as const;

export function progressLine(state: RunState): string {
  if (state.phase !== 'domains' || state.domains.length === 0) return `  ${state.phase}`;
  const parts = state.domains.map((d) => `${MARK[d.state]} ${d.slug}${d.state === 'done' ? ` (${d.tasks})` : ''}`);
  return `  domains: ${parts.join('  ')}`;
}

export function planSummaryJson(result: PlanRunResult, sessionDir: string) {
  const bySeverity = { critical: 0, high: 0, medium: 0 };
  for (const c of result.conflicts) bySeverity[c.severity]++;
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
      items: result.conflicts.map((c) => ({
        id: c.id,
        type: c.type,
        severity: c.severity,
        tasks: c.tasks_involved,
        location: c.location,
      })),
    },
    usage: result.usage.total,
    notice: result.state.notice,
  };
}

export function formatPlanResult(result: PlanRunResult, shownDir: string): string {
  const lines: string[] = [];
  if (result.status === 'awaiting-approval') {
    lines.push(`Proposed split (${result.analysis.complexity} complexity):`);
    for (const d of result.domains) lines.push(`  ${d.slug} [${d.range[0]}–${d.range[1]}]: ${d.description}`);
    if (result.analysis.open_questions.length > 0) {
      lines.push('Open questions:', ...result.analysis.open_questions.map((q) => `  - ${q}`));
    }
    lines.push(`Approve and plan it: cplan plan --continue ${shownDir} --yes`);
    lines.push(shownDir);
    return `${lines.join('\n')}\n`;
  }
  const failed = result.state.domains.filter((d) => d.state === 'failed' || d.state === 'skipped');
  lines.push(
    `${result.status === 'completed' ? 'Plan complete' : 'Partial plan'}: ${plural(result.note.tasks.length, 'task')} in ${plural(result.state.domains.length, 'domain')}, ${plural(result.conflicts.length, 'conflict')}`,
  );
  for (const d of failed) lines.push(`  ${d.slug}: ${d.state} — ${d.error ?? ''}`);
  if (failed.length > 0) lines.push(`Re-run the missing domains: cplan plan --continue ${shownDir}`);
  if (result.state.notice) lines.push(`Note: ${result.state.notice}`);
  const u = result.usage.total;
  if (u.calls > 0) lines.push(`Usage: ${u.input_tokens} in / ${u.output_tokens} out tokens, $${u.cost_usd.toFixed(4)}`);
  lines.push(shownDir);
  return `${lines.join('\n')}\n`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
