// `/plan issues`: one issue per task (labels `cplan` and `domain:<name>`), linked to the issues of
// its dependencies, attached as sub-issues of the planned issue where the API allows, and a
// checklist in wave order. Keyed by a marker per task, so running it again creates nothing twice.
import type { CplanConfig } from '../../core/config.js';
import { parsePlanNote } from '../../core/parse.js';
import { checklistBody, checklistMarker, readTaskMarker, taskIssueBody, taskIssueTitle, tasksInWaveOrder } from '../../core/task-issues.js';
import type { Forge } from '../../forge/types.js';
import type { Logger } from './context.js';
import { issueBranch, locateSessionAt } from './session.js';

export interface TaskIssuesResult {
  created: number;
  updated: number;
  unchanged: number;
  subIssues: boolean;
  checklistOn: number;
}

export async function createTaskIssues(
  ctx: { forge: Forge; config: CplanConfig; log: Logger },
  where: { number: number; isPullRequest: boolean },
): Promise<TaskIssuesResult | { error: string }> {
  const { forge, config } = ctx;
  const branch = where.isPullRequest
    ? (await forge.getPullRequest(where.number))?.headRef
    : issueBranch(config.branch_prefix, where.number);
  const head = branch ? await forge.branchHead(branch) : undefined;
  const dir = head ? await locateSessionAt(forge, head, config.output_dir) : undefined;
  if (!head || !dir) return { error: 'there is no cplan plan for this issue yet' };
  const note = parsePlanNote((await forge.readFile(head, `${dir}/plan-note.md`)) ?? '');
  const sessionId = note.sessionId ?? dir.split('/').pop() ?? 'session';
  if (note.tasks.length === 0) return { error: 'the plan has no tasks yet' };
  const source = (note.frontmatter.source ?? {}) as { issue?: unknown };
  const planIssue = where.isPullRequest ? (typeof source.issue === 'number' ? source.issue : null) : where.number;

  const existing = new Map<string, { number: number; title: string; body: string }>();
  for (const issue of await forge.listIssuesWithLabel('cplan')) {
    const marker = readTaskMarker(issue.body);
    if (marker?.sessionId === sessionId) existing.set(marker.taskId, issue);
  }
  const numbers = new Map([...existing].map(([id, issue]) => [id, issue.number]));
  const result: TaskIssuesResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    subIssues: planIssue !== null,
    checklistOn: planIssue ?? where.number,
  };
  for (const { task } of tasksInWaveOrder(note)) {
    const title = taskIssueTitle(task);
    const body = taskIssueBody(task, { sessionId, planIssue, issueOf: (id) => numbers.get(id) });
    const found = existing.get(task.id);
    if (found) {
      if (found.title === title && found.body === body) result.unchanged++;
      else {
        await forge.updateIssue(found.number, { title, body });
        result.updated++;
      }
      continue;
    }
    const created = await forge.createIssue({ title, body, labels: ['cplan', `domain:${task.domain}`] });
    numbers.set(task.id, created.number);
    result.created++;
    if (planIssue !== null && result.subIssues) result.subIssues = await forge.addSubIssue(planIssue, created.id);
  }

  const checklist = checklistBody(note, sessionId, (id) => numbers.get(id));
  const marker = checklistMarker(sessionId);
  const comment = (await forge.listComments(result.checklistOn)).find((c) => c.body.includes(marker));
  if (!comment) await forge.createComment(result.checklistOn, checklist);
  else if (comment.body !== checklist) await forge.updateComment(comment.id, checklist);
  ctx.log.info(`task issues for ${sessionId}: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`);
  return result;
}
