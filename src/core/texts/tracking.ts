// The tracking comment of an execution (`/plan execute`): one comment on the plan's issue, edited
// in place, with a checklist by wave and each task's state, and the execution's state in a last
// hidden line. The state is cplan's own record: it is read only from a comment cplan wrote, and
// checked field by field, so a comment edited by hand can at worst lose the record, never inject one.
import type { ExecutionState, TaskPhase, TaskRecord, TaskView } from '../engine/execution.js';
import type { Task } from '../shared/model.js';
import { isSafeSessionId } from '../shared/names.js';
import { inlineCode, safeInline, safeText } from '../safety/text-safety.js';

export const trackingMarker = (sessionId: string) => {
  if (!isSafeSessionId(sessionId)) throw new Error('not a cplan session id: refusing to write it into a comment');
  return `<!-- cplan:execute session=${sessionId} -->`;
};

const STATE_LINE = /\n<!-- cplan:execute-state ([A-Za-z0-9_-]{1,200000}) -->\s*$/;

/** Whether a comment is the tracking comment of this session (it starts with the marker). */
export function isTrackingOf(body: string, sessionId: string): boolean {
  const text = body ?? '';
  return isSafeSessionId(sessionId) && text.startsWith(`${trackingMarker(sessionId)}\n`);
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
const isTaskId = (id: string) => /^TASK-\d{1,15}$/.test(id);

function recordOf(value: unknown): TaskRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (!isCount(v.issue) || !isCount(v.wave) || typeof v.prs !== 'object' || v.prs === null) return undefined;
  const prs: TaskRecord['prs'] = {};
  for (const [n, s] of Object.entries(v.prs as Record<string, unknown>)) {
    if (!isCount(Number(n)) || String(Number(n)) !== n || (s !== 'open' && s !== 'merged' && s !== 'closed')) return undefined;
    prs[n] = s;
  }
  const record: TaskRecord = { issue: v.issue, wave: v.wave, prs };
  if (v.issueClosed === 'completed' || v.issueClosed === 'not_planned') record.issueClosed = v.issueClosed;
  if (typeof v.failed === 'string') record.failed = v.failed.slice(0, 500);
  return record;
}

/** The execution state of a tracking comment of this session, or undefined when it holds none that is valid. */
export function readExecutionState(body: string, sessionId: string): ExecutionState | undefined {
  if (!isTrackingOf(body, sessionId)) return undefined;
  const match = STATE_LINE.exec(body);
  if (!match) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(match[1] as string, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.session !== sessionId || !isCount(v.planIssue) || typeof v.agent !== 'string' || typeof v.stopped !== 'boolean') return undefined;
  if (!(v.wave === 0 || isCount(v.wave)) || typeof v.tasks !== 'object' || v.tasks === null) return undefined;
  const tasks: Record<string, TaskRecord> = {};
  for (const [id, raw] of Object.entries(v.tasks as Record<string, unknown>)) {
    const record = recordOf(raw);
    if (!isTaskId(id) || !record) return undefined;
    tasks[id] = record;
  }
  const issues: Record<string, number> = {};
  for (const [id, n] of Object.entries((typeof v.issues === 'object' && v.issues) || {})) if (isTaskId(id) && isCount(n)) issues[id] = n;
  return {
    session: sessionId,
    planIssue: v.planIssue,
    agent: v.agent.slice(0, 120),
    stopped: v.stopped,
    wave: v.wave as number,
    tasks,
    issues,
  };
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

function taskLine(view: TaskView, title: string | undefined, issue: number | undefined): string {
  const done = view.phase === 'merged' ? 'x' : ' ';
  const subject = issue ? `#${issue} ${view.id}` : view.id;
  const pr = view.pr ? ` · #${view.pr}` : '';
  const reason = view.reason ? ` — ${safeInline(safeText(view.reason, 300))}` : '';
  return `- [${done}] ${subject} ${safeText(title ?? '', 120)} — ${PHASE_WORDS[view.phase]}${pr}${reason}`;
}

/** The whole tracking comment: the marker, the checklist by wave, the hints, and the state line. */
export function trackingBody(input: TrackingInput): string {
  const { state, trigger } = input;
  const titles = new Map(input.note.tasks.map((t) => [t.id, t.title]));
  const count = (phase: TaskPhase) => input.tasks.filter((t) => t.phase === phase).length;
  const lines = [
    trackingMarker(state.session),
    `### Execution of the plan (session ${inlineCode(state.session)})`,
    '',
    `Executor: ${inlineCode(state.agent)} · ${count('merged')} of ${input.tasks.length} merged · ${count('dispatched') + count('pr-open')} in flight · ${count('held') + count('closed') + count('failed')} held, closed or failed`,
  ];
  if (state.stopped) lines.push('', `**Stopped**: no further wave is dispatched until the next \`${trigger} execute\`.`);
  else if (input.notice) lines.push('', input.notice);
  let wave: number | null | undefined;
  for (const view of input.tasks) {
    if (view.wave !== wave) {
      wave = view.wave;
      const started = view.wave !== null && view.wave <= state.wave;
      lines.push('', wave === null ? '**Held**' : `**Wave ${wave}**${started ? '' : ' (not dispatched yet)'}`);
    }
    lines.push(taskLine(view, titles.get(view.id), view.issue ?? input.issueOf(view.id)));
  }
  const advance = input.autoAdvance
    ? 'The next wave is dispatched when every task of this one is merged.'
    : `The next wave is dispatched by \`${trigger} execute\` once every task of this one is merged.`;
  lines.push('', `${advance} \`${trigger} execute status\` links here; \`${trigger} execute stop\` stops dispatching.`);
  lines.push(`<!-- cplan:execute-state ${Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')} -->`);
  return lines.join('\n');
}
