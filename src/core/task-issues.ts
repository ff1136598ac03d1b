// `/plan issues` (execution hand-off): one issue per task, in execution-wave order so every
// dependency's issue exists before the issues that link to it, and a checklist of them by wave.
import type { PlanNote, Task } from './model.js';
import { capLength, inlineCode, plainText, safeBlock, safeInline, safeText } from './text-safety.js';
import { computeWaves } from './waves.js';

export const taskMarker = (sessionId: string, taskId: string) => `<!-- cplan:task session=${sessionId} id=${taskId} -->`;
export const checklistMarker = (sessionId: string) => `<!-- cplan:issues session=${sessionId} -->`;
const TASK_MARKER = /<!-- cplan:task session=(\S+) id=(TASK-\d+) -->/;

export function readTaskMarker(body: string): { sessionId: string; taskId: string } | undefined {
  const match = TASK_MARKER.exec(body ?? '');
  return match ? { sessionId: match[1] as string, taskId: match[2] as string } : undefined;
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
  context: { sessionId: string; planIssue: number | null; issueOf: (taskId: string) => number | undefined },
): string {
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
    context.planIssue
      ? `Part of the plan for #${context.planIssue} (session \`${context.sessionId}\`).`
      : `Session \`${context.sessionId}\`.`,
    taskMarker(context.sessionId, task.id),
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
