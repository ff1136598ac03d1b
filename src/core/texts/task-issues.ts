// `/plan issues` (execution hand-off): one issue per task, in execution-wave order so every
// dependency's issue exists before the issues that link to it, and a checklist of them by wave.
import type { PlanNote, Task } from '../shared/model.js';
import { capLength, inlineCode, plainText, safeBlock, safeInline, safeText } from '../safety/text-safety.js';
import { isSafeSessionId } from '../shared/names.js';
import { computeWaves } from '../engine/waves.js';

/**
 * `session_id` is a frontmatter field anyone who can push to the plan branch can edit, and it goes
 * into markers (HTML comments) and code spans of issue text: only the safe shape (no `<`, `>`,
 * `@`, backtick or space) is written, so a planted id can neither close a comment nor ping anyone.
 */
/** The one session-id shape check (names.ts), as a type guard for raw frontmatter values. */
export function isCplanSessionId(id: unknown): id is string {
  return typeof id === 'string' && isSafeSessionId(id);
}

/** Every text below goes through this: a session id of another shape never reaches GitHub. */
function checkedSessionId(sessionId: string): string {
  if (!isCplanSessionId(sessionId)) throw new Error('not a cplan session id: refusing to write it into issue text');
  return sessionId;
}

/** `plan=N` names the plan's issue (where an execution's tracking comment lives); older issues lack it. */
export const taskMarker = (sessionId: string, taskId: string, planIssue?: number | null) =>
  `<!-- cplan:task session=${checkedSessionId(sessionId)} id=${taskId}${planIssue ? ` plan=${planIssue}` : ''} -->`;
export const checklistMarker = (sessionId: string) => `<!-- cplan:issues session=${checkedSessionId(sessionId)} -->`;
/**
 * The marker is the last line of a task issue cplan wrote. Only that line counts: a description
 * keeps its code blocks as written, and one quoting a marker must not make its issue another task's.
 */
const TASK_MARKER = /(?:^|\n)<!-- cplan:task session=(\S+) id=(TASK-\d+)(?: plan=(\d{1,9}))? -->\s*$/;

export function readTaskMarker(body: string): { sessionId: string; taskId: string; planIssue?: number } | undefined {
  const match = TASK_MARKER.exec(body ?? '');
  if (!match || !isCplanSessionId(match[1])) return undefined;
  return { sessionId: match[1], taskId: match[2] as string, ...(match[3] ? { planIssue: Number(match[3]) } : {}) };
}

/** Whether a text ends with a task marker (cheap: an issue event is looked at further only then). */
export const hasTaskMarker = (body: string): boolean => readTaskMarker(body) !== undefined;

/** Whether a comment is the checklist of this session (it starts with the marker, as checklistBody writes it). */
export function isChecklistOf(body: string, sessionId: string): boolean {
  const marker = checklistMarker(sessionId);
  const text = body ?? '';
  return text.startsWith(marker) && /^\r?\n/.test(text.slice(marker.length));
}

/** Tasks in the order their issues are created: wave by wave, blocked ones last. */
export function tasksInWaveOrder(note: PlanNote): { task: Task; wave: number | null }[] {
  const byId = new Map(note.tasks.map((t) => [t.id, t]));
  const { waves, blocked } = computeWaves(note.tasks);
  const ordered = waves.flatMap((ids, i) => ids.map((id) => ({ task: byId.get(id) as Task, wave: (i + 1) as number | null })));
  return [...ordered, ...blocked.map((id) => ({ task: byId.get(id) as Task, wave: null }))];
}

export function taskIssueTitle(task: Task): string {
  return capLength(`[${task.id}] ${plainText(task.title)}`, 250);
}

export function taskIssueBody(
  task: Task,
  context: {
    sessionId: string;
    planIssue: number | null;
    issueOf: (taskId: string) => number | undefined;
    /** Where the plan's execution is tracked, when not on `planIssue` (a plan PR that names no issue). */
    trackedOn?: number;
  },
): string {
  const sessionId = checkedSessionId(context.sessionId);
  const points = task.modificationPoints.map((p) =>
    p.file
      ? `- ${inlineCode(`${p.file}:${p.location || '*'}`)} — ${safeInline(p.change)}${p.unverified ? ` (⚠️ unverified: ${safeInline(p.unverified)})` : ''}`
      : `- ${safeInline(p.change)}`,
  );
  const deps = task.dependsOn.map((id) => (context.issueOf(id) ? `- #${context.issueOf(id)} (${id})` : `- ${id}`));
  const criteria = (task.extras['Convergence criteria'] ?? '')
    .split('\n')
    .map((l) => l.replace(/^\s*-\s*/, '').trim())
    .filter((l) => l !== '');
  return [
    task.extras.Description ? safeBlock(task.extras.Description) : '',
    `**Domain**: ${safeText(task.domain, 60)} · **Complexity**: ${safeText(task.complexity ?? '—', 40)} · **Conflict risk**: ${safeText(task.conflictRisk ?? '—', 40)}`,
    '',
    `**Scope**: ${safeInline(task.scope) || '—'}`,
    '',
    '**Modification points**',
    '',
    ...(points.length > 0 ? points : ['- —']),
    '',
    '**Depends on**',
    '',
    ...(deps.length > 0 ? deps : ['- none']),
    '',
    '**Convergence criteria**',
    '',
    ...(criteria.length > 0 ? criteria.map((c) => `- [ ] ${safeInline(c)}`) : ['- [ ] the change is done and reviewed']),
    '',
    context.planIssue ? `Part of the plan for #${context.planIssue} (session \`${sessionId}\`).` : `Session \`${sessionId}\`.`,
    taskMarker(sessionId, task.id, context.trackedOn ?? context.planIssue),
  ]
    .filter((line, i) => i > 0 || line !== '')
    .join('\n');
}

export function checklistBody(note: PlanNote, sessionId: string, issueOf: (taskId: string) => number | undefined): string {
  const lines = [checklistMarker(sessionId), '### Tasks of the plan, in execution order', ''];
  let wave: number | null | undefined;
  for (const { task, wave: w } of tasksInWaveOrder(note)) {
    if (w !== wave) {
      lines.push('', w === null ? '**Blocked by a dependency cycle**' : `**Wave ${w}**`);
      wave = w;
    }
    const n = issueOf(task.id);
    lines.push(`- [ ] ${n ? `#${n}` : task.id} ${n ? `(${task.id})` : safeInline(task.title)}`);
  }
  return lines.join('\n');
}
