// The conflict review: one line comment per conflict on the heading line of its first
// task in plan-note.md, and a summary body. Conflicts that cannot be anchored (line outside the
// PR diff) go into the body, so a conflict is never lost.
import type { Conflict, ConflictSeverity, PlanNote } from './model.js';
import { safeText } from './text-safety.js';

export interface ReviewDraft {
  body: string;
  event: 'COMMENT' | 'REQUEST_CHANGES';
  comments: { path: string; line: number; body: string; fingerprint: string }[];
}

const ICON: Record<ConflictSeverity, string> = { critical: '🔴', high: '🟠', medium: '🟡' };

export const reviewMarker = (fingerprint: string) => `<!-- cplan:conflict-comment fingerprint=${fingerprint} -->`;

export function conflictComment(conflict: Conflict, note: PlanNote): string {
  const lines = new Map(note.tasks.map((t) => [t.id, t.line]));
  const block = note.conflictBlocks.find((b) => b.fingerprint === conflict.fingerprint);
  const tasks = conflict.tasks_involved.map((id) => `${id} (line ${lines.get(id) ?? '?'})`).join(', ');
  return [
    `${ICON[conflict.severity]} **${conflict.id}** · ${conflict.severity} · \`${conflict.type}\``,
    '',
    safeText(conflict.description, 500),
    '',
    `**Tasks**: ${tasks}`,
    `**Suggested resolution**: ${safeText(conflict.suggested_resolution, 500)}`,
    '',
    `Resolve it by changing the plan, or tick its decision box${block ? ` (line ${block.line + 7})` : ''} in the Conflicts section: \`[x] resolved – <why>\`.`,
    reviewMarker(conflict.fingerprint),
  ].join('\n');
}

export interface ReviewOptions {
  /** Repository path of plan-note.md. */
  notePath: string;
  /** Lines of plan-note.md in the PR diff; undefined = every line (a newly added file). */
  diffLines?: Set<number>;
  reviewEvent: 'comment' | 'request_changes_on_critical';
  /** Only these conflicts get comments (e.g. the new ones); default all open ones. */
  only?: (conflict: Conflict) => boolean;
}

export function buildReviewDraft(note: PlanNote, conflicts: Conflict[], options: ReviewOptions): ReviewDraft {
  const lineOf = new Map(note.tasks.map((t) => [t.id, t.line]));
  const selected = conflicts.filter((c) => c.decision === 'open' && (options.only ? options.only(c) : true));
  const comments: ReviewDraft['comments'] = [];
  const unanchored: Conflict[] = [];
  for (const conflict of selected) {
    const line = lineOf.get(conflict.tasks_involved[0] ?? '');
    if (line === undefined || (options.diffLines && !options.diffLines.has(line))) unanchored.push(conflict);
    else
      comments.push({
        path: options.notePath,
        line,
        body: conflictComment(conflict, note),
        fingerprint: conflict.fingerprint,
      });
  }
  const counts = { critical: 0, high: 0, medium: 0 };
  for (const c of selected) counts[c.severity]++;
  const body = [
    selected.length === 0
      ? '✅ cplan found no open conflicts between the domains.'
      : `cplan found **${selected.length}** open conflict${selected.length === 1 ? '' : 's'} between the domains: ${counts.critical} critical · ${counts.high} high · ${counts.medium} medium.`,
    ...(unanchored.length > 0
      ? [
          '',
          'These could not be anchored to a line of the diff:',
          '',
          ...unanchored.map((c) => `- ${conflictComment(c, note).split('\n')[0]} — ${safeText(c.description, 300)}`),
        ]
      : []),
    '',
    'Each comment sits on the first task of its conflict. Edit `plan-note.md` and push: cplan re-checks the plan on every push.',
  ].join('\n');
  const critical = selected.some((c) => c.severity === 'critical');
  return {
    body,
    event: options.reviewEvent === 'request_changes_on_critical' && critical ? 'REQUEST_CHANGES' : 'COMMENT',
    comments,
  };
}
