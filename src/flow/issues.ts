// `/plan issues`: one issue per task (labels `cplan` and `domain:<name>`), linked to the issues of
// its dependencies, attached as sub-issues of the planned issue where the API allows, and a
// checklist in wave order. Keyed by a marker per task, so running it again creates nothing twice:
// the issues of an earlier run (open or closed, finished or cut short) are found and updated.
import type { CplanConfig } from '../core/config/config.js';
import type { PlanNote, Task } from '../core/shared/model.js';
import { parsePlanNote } from '../core/note/parse.js';
import {
  checklistBody,
  isChecklistOf,
  isCplanSessionId,
  readTaskMarker,
  taskIssueBody,
  taskIssueTitle,
  tasksInWaveOrder,
} from '../core/texts/task-issues.js';
import type { Forge } from '../forge/types.js';
import type { Logger } from './context.js';
import { isOwnAuthor } from '../core/texts/status-comment.js';
import { planPullVerdict } from './plan-pull.js';
import { issueBranch, locateSessionAt } from './session.js';

export interface TaskIssuesResult {
  created: number;
  updated: number;
  unchanged: number;
  subIssues: boolean;
  checklistOn: number;
}

export interface TaskIssuesContext {
  forge: Forge;
  config: CplanConfig;
  log: Logger;
  /**
   * cplan's own login (the App's `<slug>[bot]`): only issues and comments it wrote count as the
   * ones of an earlier run. Unknown: any bot account counts (a person's never does).
   */
  botLogin?: string;
}

export interface PlanToFile {
  note: PlanNote;
  sessionId: string;
  /** The issue the plan is for (sub-issues, checklist); null for a plan PR that names none. */
  planIssue: number | null;
  /** The commit the note was read at, and its path there. */
  head: string;
  notePath: string;
}

interface ListedIssue {
  number: number;
  id: number;
  title: string;
  body: string;
  author: string;
}

/** The head branch of a plan PR of this repository; undefined for a fork's PR or any other PR. */
async function planBranchOf(ctx: TaskIssuesContext, pullNumber: number): Promise<string | undefined> {
  const pr = await ctx.forge.getPullRequest(pullNumber);
  const repo = { owner: ctx.forge.owner, repo: ctx.forge.repo };
  return pr && planPullVerdict({ ...pr, state: 'open' }, ctx.config, repo).plan ? pr.headRef : undefined;
}

export async function createTaskIssues(
  ctx: TaskIssuesContext,
  where: { number: number; isPullRequest: boolean },
): Promise<TaskIssuesResult | { error: string }> {
  const filed = await fileTaskIssuesFor(ctx, where);
  return 'error' in filed ? filed : filed.result;
}

/** The plan of an issue or plan PR with one issue per task (created or updated), and their numbers by task id. */
export async function fileTaskIssuesFor(
  ctx: TaskIssuesContext,
  where: { number: number; isPullRequest: boolean },
): Promise<{ plan: PlanToFile; result: TaskIssuesResult; numbers: Map<string, number> } | { error: string }> {
  const plan = await readPlanToFile(ctx, where);
  if ('error' in plan) return plan;
  return { plan, ...(await fileIssuesOf(ctx, plan, plan.planIssue ?? where.number)) };
}

/** One issue per task of a plan read already, and the checklist on `on`; their numbers by task id. */
export async function fileIssuesOf(
  ctx: TaskIssuesContext,
  plan: Pick<PlanToFile, 'note' | 'sessionId' | 'planIssue'>,
  on: number,
): Promise<{ result: TaskIssuesResult; numbers: Map<string, number> }> {
  const { note, sessionId } = plan;
  const { result, numbers } = await fileTaskIssues(ctx, plan, on);
  await upsertChecklist(
    ctx,
    result.checklistOn,
    sessionId,
    checklistBody(note, sessionId, (id) => numbers.get(id)),
  );
  ctx.log.info(`task issues for ${sessionId}: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`);
  return { result, numbers };
}

/** One issue per task, in wave order: the one an earlier run filed is updated, a missing one created. */
async function fileTaskIssues(
  ctx: TaskIssuesContext,
  { note, sessionId, planIssue }: Pick<PlanToFile, 'note' | 'sessionId' | 'planIssue'>,
  checklistOn: number,
): Promise<{ result: TaskIssuesResult; numbers: Map<string, number> }> {
  const { forge } = ctx;
  const existing = await findTaskIssues(ctx, sessionId, new Set(note.tasks.map((t) => t.id)));
  const numbers = new Map([...existing].map(([id, issue]) => [id, issue.number]));
  const result: TaskIssuesResult = { created: 0, updated: 0, unchanged: 0, subIssues: planIssue !== null, checklistOn };
  const render = (task: Task) => taskIssueBody(task, { sessionId, planIssue, issueOf: (id) => numbers.get(id), trackedOn: checklistOn });
  const written: { task: Task; number: number; body: string }[] = [];
  for (const { task } of tasksInWaveOrder(note)) {
    const title = taskIssueTitle(task);
    const body = render(task);
    const found = existing.get(task.id);
    if (found) {
      if (found.title === title && found.body === body) result.unchanged++;
      else {
        await forge.updateIssue(found.number, { title, body });
        result.updated++;
      }
      written.push({ task, number: found.number, body });
      continue;
    }
    const created = await forge.createIssue({ title, body, labels: ['cplan', `domain:${task.domain}`] });
    numbers.set(task.id, created.number);
    written.push({ task, number: created.number, body });
    result.created++;
    if (planIssue !== null && result.subIssues) result.subIssues = await forge.addSubIssue(planIssue, created.id);
  }
  // A task in a dependency cycle was written before the issue of a task it depends on existed:
  // link that one now, so a second run finds nothing left to change.
  for (const { task, number, body } of written) {
    const linked = render(task);
    if (linked !== body) await forge.updateIssue(number, { title: taskIssueTitle(task), body: linked });
  }
  return { result, numbers };
}

/** The plan of this issue or plan PR, or why no issue may be filed for it (nothing was written yet). */
export async function readPlanToFile(
  ctx: TaskIssuesContext,
  where: { number: number; isPullRequest: boolean },
): Promise<PlanToFile | { error: string }> {
  const { forge, config } = ctx;
  const branch = where.isPullRequest ? await planBranchOf(ctx, where.number) : issueBranch(config.branch_prefix, where.number);
  const head = branch ? await forge.branchHead(branch) : undefined;
  const dir = head ? await locateSessionAt(forge, head, config.output_dir) : undefined;
  if (!head || !dir) return { error: 'there is no cplan plan for this issue yet' };
  const note = parsePlanNote((await forge.readFile(head, `${dir}/plan-note.md`)) ?? '');
  // The raw frontmatter value, not note.sessionId: a planted id the parser set aside must be
  // refused, not replaced by the folder's name. Never quoted back: it may be written to ping.
  const sessionId = 'session_id' in note.frontmatter ? note.frontmatter.session_id : dir.split('/').pop();
  if (!isCplanSessionId(sessionId))
    return {
      error:
        "the plan note's `session_id` is not a safe session id (a letter, then letters, digits, `.`, `_` or `-`): restore the session's own id in plan-note.md",
    };
  const refused = fileable(note, config);
  if (refused) return refused;
  const source = (note.frontmatter.source ?? {}) as { issue?: unknown };
  const planIssue = where.isPullRequest ? (typeof source.issue === 'number' ? source.issue : null) : where.number;
  return { note, sessionId, planIssue, head, notePath: `${dir}/plan-note.md` };
}

/** The numbers of the task issues filed for a session, by task id. */
export async function taskIssueNumbers(ctx: TaskIssuesContext, sessionId: string, taskIds: string[]): Promise<Map<string, number>> {
  const found = await findTaskIssues(ctx, sessionId, new Set(taskIds));
  return new Map([...found].map(([id, issue]) => [id, issue.number]));
}

/** Why no issue may be filed for a plan's tasks (none, or more than `max_task_issues`); undefined when they may. */
export function fileable(note: Pick<PlanNote, 'tasks'>, config: Pick<CplanConfig, 'max_task_issues'>): { error: string } | undefined {
  if (note.tasks.length === 0) return { error: 'the plan has no tasks yet' };
  if (note.tasks.length > config.max_task_issues)
    return {
      error: `the plan has ${note.tasks.length} tasks, more than \`max_task_issues\` (${config.max_task_issues}) allows: raise \`max_task_issues\` in .github/cplan.yml (at most 500) to create one issue per task`,
    };
  return undefined;
}

/**
 * The issues an earlier run filed for this session's tasks, by task id. Listed by label, open and
 * closed (the list endpoint, not search: an issue created a moment ago is in it). A marker counts
 * only in an issue cplan wrote; of two for one task (an older version's double run) the oldest wins.
 */
async function findTaskIssues(ctx: TaskIssuesContext, sessionId: string, taskIds: Set<string>): Promise<Map<string, ListedIssue>> {
  const listed = (await ctx.forge.listIssuesWithLabel('cplan')).sort((a, b) => a.number - b.number);
  const found = new Map<string, ListedIssue>();
  for (const issue of listed) {
    const marker = readTaskMarker(issue.body);
    if (!marker || marker.sessionId !== sessionId || !taskIds.has(marker.taskId) || found.has(marker.taskId)) continue;
    if (isOwnAuthor(issue.author, ctx.botLogin)) found.set(marker.taskId, issue);
  }
  return found;
}

/** The checklist comment cplan wrote for this session, updated; posted when there is none. */
async function upsertChecklist(ctx: TaskIssuesContext, on: number, sessionId: string, checklist: string): Promise<void> {
  const comment = (await ctx.forge.listComments(on)).find((c) => isChecklistOf(c.body, sessionId) && isOwnAuthor(c.author, ctx.botLogin));
  if (!comment) await ctx.forge.createComment(on, checklist);
  else if (comment.body !== checklist) await ctx.forge.updateComment(comment.id, checklist);
}
