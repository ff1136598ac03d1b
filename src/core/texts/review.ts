// The conflict review: one line comment per conflict on the heading line of its first
// task in plan-note.md, and a summary body. Conflicts that cannot be anchored (line outside the
// PR diff) go into the body, so a conflict is never lost.
import { SEVERITY_ICON } from '../shared/severity.js';
import type { Conflict, PlanNote } from '../shared/model.js';
import { splitPathLocation } from '../shared/paths.js';
import { linkedPoint, type PointLinks, withoutNewFiles } from '../render/permalinks.js';
import { safeText } from '../safety/text-safety.js';

export interface ReviewDraft {
  body: string;
  event: 'COMMENT' | 'REQUEST_CHANGES';
  comments: { path: string; line: number; body: string; fingerprint: string }[];
}

/** Ends every review body cplan posts: a PR that has one has had its first review. */
export const REVIEW_BODY_MARKER = '<!-- cplan:review -->';

/** The fingerprints of the conflict markers in a text. */
export function conflictMarkersIn(text: string): string[] {
  return [...text.matchAll(/<!-- cplan:conflict-comment fingerprint=([A-Za-z0-9_-]{1,100}) -->/g)].map((m) => m[1] as string);
}

export const reviewMarker = (fingerprint: string) => `<!-- cplan:conflict-comment fingerprint=${fingerprint} -->`;

const MAX_WHERE = 8;

/**
 * The modification points of the conflict's tasks, each linked to its lines (a file conflict: only
 * the points on its file); empty without links.
 */
function whereLines(conflict: Conflict, note: PlanNote, given: PointLinks | undefined): string[] {
  const links = withoutNewFiles(note, given);
  if (!links) return [];
  const involved = new Set(conflict.tasks_involved);
  const file = conflict.type === 'file_conflict' ? splitPathLocation(conflict.location).path : undefined;
  const out: string[] = [];
  for (const task of note.tasks) {
    if (!involved.has(task.id)) continue;
    for (const point of task.modificationPoints) {
      if (!point.file || (file !== undefined && point.file !== file)) continue;
      out.push(`- ${safeText(task.id, 20)}: ${linkedPoint(point, links)}`);
    }
  }
  if (out.length === 0) return [];
  const more = out.length > MAX_WHERE ? [`- … ${out.length - MAX_WHERE} more in plan.md`] : [];
  return ['**Where**:', ...out.slice(0, MAX_WHERE), ...more];
}

export function conflictComment(conflict: Conflict, note: PlanNote, links?: PointLinks): string {
  const lines = new Map(note.tasks.map((t) => [t.id, t.line]));
  const block = note.conflictBlocks.find((b) => b.fingerprint === conflict.fingerprint);
  const tasks = conflict.tasks_involved.map((id) => `${id} (line ${lines.get(id) ?? '?'})`).join(', ');
  return [
    `${SEVERITY_ICON[conflict.severity]} **${conflict.id}** · ${conflict.severity} · \`${conflict.type}\``,
    '',
    safeText(conflict.description, 500),
    '',
    `**Tasks**: ${tasks}`,
    `**Suggested resolution**: ${safeText(conflict.suggested_resolution, 500)}`,
    ...whereLines(conflict, note, links),
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
  /** Links of modification points: each comment then lists its tasks' points with their lines. */
  links?: PointLinks;
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
        body: conflictComment(conflict, note, options.links),
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
          // The marker goes with each conflict, so later runs see it as posted.
          ...unanchored.map(
            (c) => `- ${conflictComment(c, note).split('\n')[0]} — ${safeText(c.description, 300)} ${reviewMarker(c.fingerprint)}`,
          ),
        ]
      : []),
    '',
    'Each comment sits on the first task of its conflict. Edit `plan-note.md` and push: cplan re-checks the plan on every push.',
    REVIEW_BODY_MARKER,
  ].join('\n');
  const critical = selected.some((c) => c.severity === 'critical');
  return {
    body,
    event: options.reviewEvent === 'request_changes_on_critical' && critical ? 'REQUEST_CHANGES' : 'COMMENT',
    comments,
  };
}
