// The job summary and outputs of an Action run.
import { markdownTable } from '../core/safety/markdown-table.js';
import { safeText } from '../core/safety/text-safety.js';
import type { FlowResult } from '../flow/context.js';

export interface ActionOutputs {
  'session-id': string;
  branch: string;
  'pr-number': string;
  'pr-url': string;
  conflicts: string;
  'critical-conflicts': string;
  'cost-usd': string;
}

export function buildOutputs(result: FlowResult): ActionOutputs {
  return {
    'session-id': result.sessionId ?? '',
    branch: result.branch ?? '',
    'pr-number': result.pr ? String(result.pr.number) : '',
    'pr-url': result.pr?.url ?? '',
    conflicts: String(result.conflicts?.total ?? 0),
    'critical-conflicts': String(result.conflicts?.critical ?? 0),
    'cost-usd': (result.costUsd ?? 0).toFixed(4),
  };
}

export function buildJobSummary(result: FlowResult): string {
  const details = result;
  const lines = [`## cplan: ${result.status}`, ''];
  if (result.sessionId) lines.push(`- Session: \`${result.sessionId}\``);
  if (result.branch) lines.push(`- Branch: \`${result.branch}\``);
  if (result.pr) lines.push(`- Plan PR: [#${result.pr.number}](${result.pr.url})${result.pr.draft ? ' (draft)' : ''}`);
  if (result.statusCommentUrl) lines.push(`- Status: ${result.statusCommentUrl}`);
  if (result.error) lines.push(`- Error: ${safeText(result.error, 2000)}`);
  if (details.domains && details.domains.length > 0) {
    const rows = details.domains.map((d) => [safeText(d.slug, 60), d.state, String(d.tasks)]);
    lines.push('', markdownTable(['domain', 'state', 'tasks'], rows));
  }
  if (result.conflicts) {
    const c = result.conflicts;
    const counts = [c.total, c.critical, c.high, c.medium, c.open].map(String);
    lines.push('', markdownTable(['conflicts', 'critical', 'high', 'medium', 'open'], [counts]));
  }
  if (details.waves && details.waves.length > 0)
    lines.push('', '**Execution waves**', '', ...details.waves.map((w, i) => `${i + 1}. ${w.join(', ')}`));
  if (details.tokens)
    lines.push('', `Tokens: ${details.tokens.input} in · ${details.tokens.output} out · cost $${(result.costUsd ?? 0).toFixed(4)}`);
  return `${lines.join('\n')}\n`;
}

/** The job summary's note on a dry run: the writes it skipped, as DryRunForge recorded them. */
export function dryRunSummary(actions: string[] | undefined): string {
  if (actions === undefined) return '';
  const shown = actions.slice(0, 50).map((line) => `- ${safeText(line, 200)}`);
  const more = actions.length > shown.length ? [`- … and ${actions.length - shown.length} more`] : [];
  const count = `${actions.length} write${actions.length === 1 ? '' : 's'} skipped`;
  return ['', `**Dry run**: nothing was written to the repository (${count}).`, '', ...shown, ...more, ''].join('\n');
}
