// The tracking comment of an execution (`/plan execute`): one comment on the plan's issue, edited
// in place, with a checklist by wave and each task's state, and the execution's state in a last
// hidden line. The state is cplan's own record: it is read only from a comment cplan wrote, and
// checked field by field, so a comment edited by hand can at worst lose the record, never inject one.
import type { ExecutionState, TaskPhase, TaskView } from '../engine/execution.js';
import type { Task } from '../shared/model.js';
import { isSafeSessionId } from '../shared/names.js';
import { inlineCode, safeInline, safeText } from '../safety/text-safety.js';
import { decodeExecutionState, encodeExecutionState } from './tracking-state.js';

export const trackingMarker = (sessionId: string) => {
  if (!isSafeSessionId(sessionId)) throw new Error('not a cplan session id: refusing to write it into a comment');
  return `<!-- cplan:execute session=${sessionId} -->`;
};

/** The session a tracking comment is of (its first line's marker), or undefined for any other text. */
export function trackedSession(body: string): string | undefined {
  const match = /^<!-- cplan:execute session=(\S{1,120}) -->\n/.exec(body ?? '');
  return match && isSafeSessionId(match[1] as string) ? match[1] : undefined;
}

/** Whether a comment is the tracking comment of this session (it starts with the marker). */
export function isTrackingOf(body: string, sessionId: string): boolean {
  const text = body ?? '';
  return isSafeSessionId(sessionId) && text.startsWith(`${trackingMarker(sessionId)}\n`);
}

const STATE_LINE = /\n<!-- cplan:execute-state ([A-Za-z0-9_-]{1,100000}) -->\s*$/;

/** The execution state of a tracking comment of this session, or undefined when it holds none that is valid. */
export function readExecutionState(body: string, sessionId: string): ExecutionState | undefined {
  if (!isTrackingOf(body, sessionId)) return undefined;
  const match = STATE_LINE.exec(body);
  return match ? decodeExecutionState(match[1] as string, sessionId) : undefined;
}

const PHASE_WORDS: Record<TaskPhase, string> = {
  waiting: '⏳ waiting',
  dispatched: '🚀 dispatched',
  'pr-open': '🔧 PR open',
  merged: '✅ merged',
  closed: '⛔ closed',
  failed: '❌ failed',
  held: '⏸️ held',
};

export interface TrackingInput {
  state: ExecutionState;
  tasks: TaskView[];
  note: { tasks: Pick<Task, 'id' | 'title'>[] };
  /** The task issues by task id (for tasks not started yet). */
  issueOf: (taskId: string) => number | undefined;
  /** Why nothing was dispatched by the last step, in words; omitted when something was. */
  notice?: string;
  /** The trigger, for the hints (`/plan`). */
  trigger: string;
  autoAdvance: boolean;
}

/**
 * GitHub refuses a comment over 65 536 characters. A plan of hundreds of tasks is shown more and
 * more briefly until it fits: titles only where the task is in flight, held or failed; then whole
 * waves that are merged or still to come as one line each; then the checklist cut with a count.
 */
const MAX_BODY = 65_000;
/** The record's share of the comment: the rest is the checklist's. */
const MAX_STATE = 40_000;
type Detail = 'full' | 'brief' | 'waves' | 'cut';

function taskLine(view: TaskView, title: string | undefined, issue: number | undefined, detail: Detail): string {
  const done = view.phase === 'merged' ? 'x' : ' ';
  const subject = issue ? `#${issue} ${view.id}` : view.id;
  const pr = view.pr ? ` · #${view.pr}` : '';
  const reason = view.reason ? ` — ${safeInline(safeText(view.reason, 300))}` : '';
  const quiet = detail !== 'full' && (view.phase === 'merged' || view.phase === 'waiting');
  const named = quiet ? '' : ` ${safeText(title ?? '', 120)}`;
  return `- [${done}] ${subject}${named} — ${PHASE_WORDS[view.phase]}${pr}${reason}`;
}

/** The checklist's lines, by wave, at one level of detail. */
function checklist(input: TrackingInput, detail: Detail): string[] {
  const { state } = input;
  const titles = new Map(input.note.tasks.map((t) => [t.id, t.title]));
  const waves = new Map<number | null, TaskView[]>();
  for (const view of input.tasks) waves.set(view.wave, [...(waves.get(view.wave) ?? []), view]);
  const lines: string[] = [];
  for (const [wave, views] of waves) {
    const started = wave !== null && wave <= state.wave;
    lines.push('', wave === null ? '**Held**' : `**Wave ${wave}**${started ? '' : ' (not dispatched yet)'}`);
    const allMerged = views.every((v) => v.phase === 'merged');
    if ((detail === 'waves' || detail === 'cut') && wave !== null && (allMerged || !started)) {
      lines.push(allMerged ? `- [x] all ${views.length} merged` : `- ${views.length} waiting: ${views.map((v) => v.id).join(', ')}`);
      continue;
    }
    for (const view of views) lines.push(taskLine(view, titles.get(view.id), view.issue ?? input.issueOf(view.id), detail));
  }
  return lines;
}

/** The whole tracking comment: the marker, the checklist by wave, the hints, and the state line. */
export function trackingBody(input: TrackingInput): string {
  const { state, trigger } = input;
  const count = (phase: TaskPhase) => input.tasks.filter((t) => t.phase === phase).length;
  const head = [
    trackingMarker(state.session),
    `### Execution of the plan (session ${inlineCode(state.session)})`,
    '',
    `Executor: ${inlineCode(state.agent)} · ${count('merged')} of ${input.tasks.length} merged · ${count('dispatched') + count('pr-open')} in flight · ${count('held') + count('closed') + count('failed')} held, closed or failed`,
  ];
  if (state.stopped) head.push('', `**Stopped**: no further wave is dispatched until the next \`${trigger} execute\`.`);
  else if (input.notice) head.push('', input.notice);
  const advance = input.autoAdvance
    ? 'The next wave is dispatched when every task of this one is merged.'
    : `The next wave is dispatched by \`${trigger} execute\` once every task of this one is merged.`;
  const tail = [
    '',
    `${advance} \`${trigger} execute status\` links here; \`${trigger} execute stop\` stops dispatching.`,
    `<!-- cplan:execute-state ${encodeExecutionState(state, MAX_STATE)} -->`,
  ];
  const room = MAX_BODY - [...head, ...tail].join('\n').length - 1;
  let body: string[] = [];
  for (const detail of ['full', 'brief', 'waves', 'cut'] as const) {
    body = checklist(input, detail);
    if (detail === 'cut') body = cut(body, room);
    if (body.join('\n').length <= room) break;
  }
  return [...head, ...body, ...tail].join('\n');
}

/** The first lines that fit in `room` characters, and a line saying how many were left out. */
function cut(lines: string[], room: number): string[] {
  const kept: string[] = [];
  let used = 0;
  for (const [i, line] of lines.entries()) {
    const note = `\n… ${lines.length - i} more lines of the checklist are not shown (GitHub's comment limit).`;
    if (used + line.length + 1 + note.length > room) return [...kept, note.trimStart()];
    kept.push(line);
    used += line.length + 1;
  }
  return kept;
}
