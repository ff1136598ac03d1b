// Tracking a plan's tasks to merge: a pull request event (opened, pushed, edited, closed) or a task
// issue closed or reopened moves its task's record, may dispatch the next wave, and re-runs the
// "cplan / plan" check of every open task PR of the plan. Nothing is taken from the payload but the
// PR's number and text: its state is read from GitHub under the plan's lock, so events redelivered
// or out of order end in the same state. A PR's text only names candidate issues: a task is found
// only in an issue cplan wrote, with its marker.
import { type ExecutionState, inFlightTasks, type PullState } from '../core/engine/execution.js';
import { leaseOf } from '../core/engine/schedule.js';
import { checkTaskPull, type OtherTask, type TaskPullFile } from '../core/engine/task-check.js';
import { isOwnAuthor } from '../core/texts/status-comment.js';
import { issueRefsOf } from '../core/texts/task-refs.js';
import { readTaskMarker } from '../core/texts/task-issues.js';
import type { CheckRun, IssueInfo, PullRequestInfo } from '../forge/types.js';
import type { FlowResult } from './context.js';
import { type ExecuteContext, type ExecutionPlan, executionStep, loadExecutionPlan, underPlanLock } from './execute.js';

export const TASK_CHECK_NAME = 'cplan / plan';

interface TaskRef {
  issue: number;
  sessionId: string;
  taskId: string;
  planIssue: number;
}

/** The task issue (cplan's, with its marker) among the issues a pull request names, if any. */
async function taskOfPull(ctx: ExecuteContext, pull: Pick<PullRequestInfo, 'body' | 'headRef'>): Promise<TaskRef | undefined> {
  for (const number of issueRefsOf({ body: pull.body ?? '', headRef: pull.headRef }, ctx.forge)) {
    const task = await taskOfIssue(ctx, await ctx.forge.getIssue(number));
    if (task) return task;
  }
  return undefined;
}

function taskOfIssue(ctx: ExecuteContext, issue: IssueInfo | undefined): TaskRef | undefined {
  if (!issue || issue.isPullRequest || !isOwnAuthor(issue.author, ctx.self)) return undefined;
  const marker = readTaskMarker(issue.body);
  if (!marker?.planIssue) return undefined;
  return { issue: issue.number, sessionId: marker.sessionId, taskId: marker.taskId, planIssue: marker.planIssue };
}

/** A pull request event of a task PR. */
export async function trackTaskPull(ctx: ExecuteContext, pull: PullRequestInfo): Promise<FlowResult> {
  const task = await taskOfPull(ctx, pull);
  if (!task) return { status: 'ignored' };
  const plan = await loadExecutionPlan(ctx, task.planIssue, task.sessionId);
  if (!plan) return notFound(ctx, task);
  const done = await underPlanLock(ctx, task.planIssue, async () => {
    const fresh = (await ctx.forge.getPullRequest(pull.number)) ?? pull;
    // A task's work lands on the default branch: a PR into another branch is no task's PR.
    if (fresh.baseRef !== ctx.defaultBranch) return false;
    const prState = pullState(fresh);
    const outcome = await executionStep(ctx, plan, {
      dispatch: ctx.config.execute.auto_advance,
      pulls: new Map([[fresh.number, fresh]]),
      apply: (state) => {
        const record = state.tasks[task.taskId];
        // The record must be of this very issue: a marker copied into another issue moves nothing.
        if (record && record.issue === task.issue) {
          recordPull(record.prs, pull.number, prState);
          // Someone took the task up by hand: an earlier refusal of the executor no longer says anything.
          delete record.failed;
        }
        // A PR opened before its task went out is remembered and joins the task when it does.
        else if (!record && state.issues[task.taskId] === task.issue) recordPull((state.early[task.taskId] ??= {}), pull.number, prState);
      },
    });
    if (!outcome || !outcome.state.tasks[task.taskId]) return false;
    await checkTaskPulls(ctx, plan, outcome.state, outcome.pulls);
    return true;
  });
  return done ? { status: 'completed' } : { status: 'ignored' };
}

/** An `issues` closed or reopened event of a task issue. */
export async function trackTaskIssue(ctx: ExecuteContext, issue: IssueInfo): Promise<FlowResult> {
  const task = taskOfIssue(ctx, issue);
  if (!task) return { status: 'ignored' };
  const plan = await loadExecutionPlan(ctx, task.planIssue, task.sessionId);
  if (!plan) return notFound(ctx, task);
  const done = await underPlanLock(ctx, task.planIssue, async () => {
    const fresh = (await ctx.forge.getIssue(issue.number)) ?? issue;
    const outcome = await executionStep(ctx, plan, {
      dispatch: ctx.config.execute.auto_advance,
      apply: (state) => {
        const record = state.tasks[task.taskId];
        if (!record || record.issue !== task.issue) return;
        if (fresh.state === 'open') delete record.issueClosed;
        else record.issueClosed = fresh.stateReason === 'completed' ? 'completed' : 'not_planned';
      },
    });
    if (!outcome || !outcome.state.tasks[task.taskId]) return false;
    await checkTaskPulls(ctx, plan, outcome.state, outcome.pulls);
    return true;
  });
  return done ? { status: 'completed' } : { status: 'ignored' };
}

function notFound(ctx: ExecuteContext, task: TaskRef): FlowResult {
  ctx.log.info(`${task.taskId} of ${task.sessionId}: its plan note was not found; nothing tracked`);
  return { status: 'ignored' };
}

/** What a PR's state means for its task. */
export const pullState = (pull: Pick<PullRequestInfo, 'merged' | 'state'>): PullState =>
  pull.merged ? 'merged' : pull.state === 'closed' ? 'closed' : 'open';

/** The most PRs kept per task: the record lives in one comment. Merged ones are never dropped. */
const MAX_PULLS = 10;

function recordPull(prs: Record<string, PullState>, number: number, state: PullState): void {
  prs[String(number)] = state;
  const numbers = Object.keys(prs)
    .map(Number)
    .sort((a, b) => a - b);
  // Closed PRs go first, oldest first; then open ones; merged ones and this one never.
  for (const dropped of ['closed', 'open'] as const)
    for (const n of numbers) {
      if (Object.keys(prs).length <= MAX_PULLS) return;
      if (prs[String(n)] === dropped && n !== number) delete prs[String(n)];
    }
}

const filesOf = (plan: ExecutionPlan, taskId: string) => {
  const task = plan.note.tasks.find((t) => t.id === taskId);
  return task ? leaseOf(task).files : [];
};

/**
 * The check of every open task PR of the plan, posted where it changed: each PR against the leases
 * of the other tasks in flight and the hunks of their open PRs. `known` holds PRs already read.
 */
async function checkTaskPulls(
  ctx: ExecuteContext,
  plan: ExecutionPlan,
  state: ExecutionState,
  known: Map<number, PullRequestInfo>,
): Promise<void> {
  const inFlight = inFlightTasks(state);
  const openPulls = inFlight.flatMap((taskId) =>
    Object.entries(state.tasks[taskId]?.prs ?? {})
      .filter(([, prState]) => prState === 'open')
      .map(([n]) => ({ taskId, pr: Number(n) })),
  );
  const files = new Map<number, TaskPullFile[]>();
  for (const { pr } of openPulls) files.set(pr, await ctx.forge.listPullFiles(pr));
  for (const { taskId, pr } of openPulls) {
    const pull = known.get(pr) ?? (await ctx.forge.getPullRequest(pr));
    if (!pull || pull.state !== 'open') continue;
    const others: OtherTask[] = inFlight
      .filter((id) => id !== taskId)
      .flatMap((id) => {
        const pulls = openPulls.filter((o) => o.taskId === id);
        if (pulls.length === 0) return [{ taskId: id, files: filesOf(plan, id) }];
        return pulls.map((o) => ({ taskId: id, files: filesOf(plan, id), pr: o.pr, prFiles: files.get(o.pr) ?? [] }));
      });
    const own = files.get(pr) ?? [];
    const verdict = checkTaskPull({ taskId, pr, leaseFiles: filesOf(plan, taskId), files: own, others });
    const run: CheckRun = {
      name: TASK_CHECK_NAME,
      headSha: pull.headSha,
      conclusion: verdict.conclusion,
      title: verdict.title,
      summary: verdict.summary,
      annotations: verdict.findings.map((f) => ({
        path: f.path,
        line: f.line,
        level: f.kind === 'drift' ? 'warning' : 'failure',
        title: f.kind === 'drift' ? 'Outside the task' : f.kind === 'lease' ? 'In another task\u2019s lease' : 'Likely merge conflict',
        message: f.message,
      })),
    };
    const [last] = await ctx.forge.listCheckRuns(pull.headSha, TASK_CHECK_NAME);
    if (last && last.conclusion === run.conclusion && last.title === run.title && last.summary === run.summary) continue;
    await ctx.forge.createCheckRun(run);
  }
}
