// `/plan execute` and the events that move an execution on: read the plan and the tracking comment,
// apply what happened, dispatch the next wave when it is due, and write the tracking comment back.
// One step at a time per plan (the plan issue's lock), and every write looks before it writes, so a
// redelivered or reordered event never dispatches a task twice: the state is GitHub's own (pull
// requests, task issues) plus the tracking comment cplan keeps.
import type { CplanConfig } from '../core/config/config.js';
import { detectConflicts } from '../core/engine/detect.js';
import {
  type ExecutionState,
  inFlightTasks,
  newExecution,
  nextStep,
  type ExecutionStep,
  type PullState,
} from '../core/engine/execution.js';
import { leaseOf } from '../core/engine/schedule.js';
import { parsePlanNote } from '../core/note/parse.js';
import { sourceLinks } from '../core/render/permalinks.js';
import type { PlanNote } from '../core/shared/model.js';
import { buildTaskBrief } from '../core/texts/brief.js';
import { isOwnAuthor } from '../core/texts/status-comment.js';
import { isTrackingOf, readExecutionState, trackedSession, trackingBody } from '../core/texts/tracking.js';
import type { CommentInfo, Forge, PullRequestInfo } from '../forge/types.js';
import type { Logger, RunContext } from './context.js';
import { dispatchTask, executorOf } from './executors.js';
import { fileable, fileIssuesOf, readPlanToFile, taskIssueNumbers } from './issues.js';
import { lockKey } from './pipeline.js';
import { headIsInRepository } from './plan-pull.js';
import { issueBranch } from './session.js';

/** The plan lock's operations (the event's guards). */
export interface PlanLocks {
  acquire(key: string): boolean | Promise<boolean>;
  release(key: string): void | Promise<void>;
  whenFree?(key: string): Promise<void>;
}

export interface ExecuteContext {
  forge: Forge;
  config: CplanConfig;
  log: Logger;
  defaultBranch: string;
  /** cplan's own login: only its comments and issues count. */
  self?: string;
  webUrl?: string;
  locks?: PlanLocks;
}

/** The execution's view of a guarded event's context. */
export function executeContextOf(ctx: RunContext): ExecuteContext {
  return {
    forge: ctx.forge,
    config: ctx.config,
    log: ctx.log,
    defaultBranch: ctx.defaultBranch,
    ...(ctx.self ? { self: ctx.self } : {}),
    ...(ctx.webUrl ? { webUrl: ctx.webUrl } : {}),
    ...(ctx.locks ? { locks: ctx.locks } : {}),
  };
}

/** The plan of an execution: its note, session and the issue the tracking comment is on. */
export interface ExecutionPlan {
  note: PlanNote;
  sessionId: string;
  planIssue: number;
}

export interface StepOutcome {
  state: ExecutionState;
  dispatched: string[];
  /** The pull requests read during the step, by number (the check runs need them again). */
  pulls: Map<number, PullRequestInfo>;
  /** The tracking comment's address; undefined when there is none (nothing was started). */
  url?: string;
  step: ExecutionStep;
}

/** Runs `fn` under the plan's lock; undefined when it is busy and there is no waiting for it. */
export async function underPlanLock<T>(ctx: ExecuteContext, planIssue: number, fn: () => Promise<T>): Promise<T | undefined> {
  const { locks } = ctx;
  if (!locks) return fn();
  const key = lockKey(ctx.forge, planIssue);
  while (!(await locks.acquire(key))) {
    if (!locks.whenFree) return undefined;
    await locks.whenFree(key);
  }
  try {
    return await fn();
  } finally {
    await locks.release(key);
  }
}

/**
 * The note of a session: from its issue's plan branch, else (a plan PR that names no issue tracks
 * on the PR) the PR's head branch, else, once the plan is merged and its branch gone, the default branch.
 */
export async function loadExecutionPlan(ctx: ExecuteContext, planIssue: number, sessionId: string): Promise<ExecutionPlan | undefined> {
  const path = `${ctx.config.output_dir}/${sessionId}/plan-note.md`;
  const branches: (() => Promise<string | undefined>)[] = [
    async () => issueBranch(ctx.config.branch_prefix, planIssue),
    async () => {
      const pr = await ctx.forge.getPullRequest(planIssue);
      return pr && headIsInRepository(pr, ctx.forge) ? pr.headRef : undefined;
    },
    async () => ctx.defaultBranch,
  ];
  for (const branchOf of branches) {
    const branch = await branchOf();
    const head = branch ? await ctx.forge.branchHead(branch) : undefined;
    const text = head ? await ctx.forge.readFile(head, path) : undefined;
    if (text !== undefined) return { note: parsePlanNote(text), sessionId, planIssue };
  }
  return undefined;
}

/** The tracking comment of a session and the state it holds (a new state when there is none). */
async function readTracking(
  ctx: ExecuteContext,
  plan: ExecutionPlan,
): Promise<{ comment: CommentInfo | undefined; state: ExecutionState | undefined }> {
  const comments = await ctx.forge.listComments(plan.planIssue);
  const comment = comments.find((c) => isTrackingOf(c.body, plan.sessionId) && isOwnAuthor(c.author, ctx.self));
  return { comment, state: comment ? readExecutionState(comment.body, plan.sessionId) : undefined };
}

export interface StepRequest {
  /** Changes to the state before the step (what an event or command reports). */
  apply?(state: ExecutionState): void | Promise<void>;
  /** A new execution may start (`/plan execute`); events only move an existing one. */
  start?: boolean;
  /** The next wave may be dispatched: `/plan execute`, or an event with `execute.auto_advance`. */
  dispatch: boolean;
  /** Task issue numbers already filed (`/plan execute` files them first). */
  issues?: Map<string, number>;
  /** Pull requests the caller read under the lock already: not read again. */
  pulls?: Map<number, PullRequestInfo>;
}

/**
 * One step of an execution, under the plan's lock (the caller holds it): read the tracking comment,
 * apply the request, dispatch the next wave when it is due, write the comment when it changed.
 * Undefined when there is no execution and the request may not start one.
 */
export async function executionStep(ctx: ExecuteContext, plan: ExecutionPlan, request: StepRequest): Promise<StepOutcome | undefined> {
  const { forge, config } = ctx;
  const tracking = await readTracking(ctx, plan);
  if (!tracking.state && !request.start) return undefined;
  const state = tracking.state ?? newExecution(plan.sessionId, plan.planIssue, config.execute.agent);
  const before = JSON.stringify(state);
  await request.apply?.(state);
  const pulls = new Map(request.pulls ?? []);
  await refreshInFlight(ctx, state, pulls);
  const conflicts = detectConflicts(plan.note);
  const options = { maxParallel: config.execute.max_parallel };
  for (const [id, n] of request.issues ?? []) state.issues[id] = n;
  const issueOf = (id: string) => state.issues[id] ?? state.tasks[id]?.issue;
  let step = nextStep(plan.note, conflicts, state, options);
  const dispatched: string[] = [];
  if (request.dispatch && step.dispatch.length > 0) {
    // An event's step finds the issues `/plan execute` filed (a task added by a revision has none yet).
    if (step.dispatch.some((id) => issueOf(id) === undefined))
      for (const [id, n] of await taskIssueNumbers(
        issuesContext(ctx),
        plan.sessionId,
        plan.note.tasks.map((t) => t.id),
      ))
        state.issues[id] = n;
    const executor = executorOf(state.agent);
    const links = sourceLinks(plan.note, ctx.webUrl);
    const byId = new Map(plan.note.tasks.map((t) => [t.id, t]));
    const wave = step.dispatch.map((id) => byId.get(id)).filter((t) => t !== undefined);
    const inFlight = wave.map((t) => ({ taskId: t.id, lease: leaseOf(t).points }));
    for (const task of wave) {
      const issue = issueOf(task.id);
      if (issue === undefined) {
        ctx.log.warn(`${task.id} has no task issue yet: it waits for the next \`${config.trigger} execute\``);
        continue;
      }
      // Someone's PR for it is already open or merged: the task is under way, no agent is called.
      // What GitHub says now of the PRs opened before the task went out: only open or merged ones join it.
      const early = await liveEarlyPulls(ctx, state.early[task.id] ?? {}, pulls);
      const underWay = Object.keys(early).length > 0;
      const brief = buildTaskBrief(task, { note: plan.note, ...(links ? { links } : {}), issueOf, inFlight });
      const result = underWay
        ? ({ ok: true, wrote: 0 } as const)
        : await dispatchTask({
            forge,
            executor,
            issue,
            sessionId: plan.sessionId,
            taskId: task.id,
            brief,
            baseBranch: ctx.defaultBranch,
            ...(ctx.self ? { self: ctx.self } : {}),
          });
      state.tasks[task.id] = { issue, wave: step.wave, prs: early, ...(result.ok ? {} : { failed: result.reason }) };
      delete state.early[task.id];
      dispatched.push(task.id);
    }
    if (dispatched.length > 0) state.wave = step.wave;
    step = nextStep(plan.note, conflicts, state, options);
  }
  const body = trackingBody({
    state,
    tasks: step.tasks,
    note: plan.note,
    issueOf,
    trigger: config.trigger,
    autoAdvance: config.execute.auto_advance,
    ...noticeOf(step, config, request),
  });
  let url = tracking.comment?.url;
  if (!tracking.comment) url = (await forge.createComment(plan.planIssue, body)).url;
  else if (tracking.comment.body !== body) await forge.updateComment(tracking.comment.id, body);
  if (JSON.stringify(state) !== before || dispatched.length > 0)
    ctx.log.info(
      `execution of ${plan.sessionId}: wave ${state.wave}, ${inFlightTasks(state).length} in flight, dispatched ${dispatched.join(', ') || 'nothing'}`,
    );
  return { state, dispatched, step, pulls, ...(url ? { url } : {}) };
}

/**
 * What GitHub says now of the tasks in flight: their open pull requests and their issues. An event
 * the Action's concurrency group dropped, or one that never came, is caught up by the next step.
 */
async function refreshInFlight(ctx: ExecuteContext, state: ExecutionState, pulls: Map<number, PullRequestInfo>): Promise<void> {
  for (const id of inFlightTasks(state)) {
    const record = state.tasks[id];
    if (!record) continue;
    for (const [n, prState] of Object.entries(record.prs)) {
      if (prState !== 'open') continue;
      const pull = pulls.get(Number(n)) ?? (await ctx.forge.getPullRequest(Number(n)));
      if (!pull) continue;
      pulls.set(Number(n), pull);
      // Retargeted away from the default branch: no longer the task's PR.
      if (pull.baseRef !== ctx.defaultBranch) delete record.prs[n];
      else record.prs[n] = pull.merged ? 'merged' : pull.state === 'closed' ? 'closed' : 'open';
    }
    const issue = await ctx.forge.getIssue(record.issue);
    if (issue?.state === 'closed') record.issueClosed = issue.stateReason === 'completed' ? 'completed' : 'not_planned';
    else if (issue) delete record.issueClosed;
  }
}

/** The early PRs of a task that are open or merged into the default branch now, read from GitHub. */
async function liveEarlyPulls(
  ctx: ExecuteContext,
  early: Record<string, PullState>,
  pulls: Map<number, PullRequestInfo>,
): Promise<Record<string, PullState>> {
  const live: Record<string, PullState> = {};
  for (const n of Object.keys(early)) {
    const pull = pulls.get(Number(n)) ?? (await ctx.forge.getPullRequest(Number(n)));
    if (!pull || pull.baseRef !== ctx.defaultBranch) continue;
    pulls.set(Number(n), pull);
    if (pull.merged) live[n] = 'merged';
    else if (pull.state === 'open') live[n] = 'open';
  }
  return live;
}

/** Why nothing went out, for the tracking comment (nothing when a wave is in flight). */
function noticeOf(step: ExecutionStep, config: CplanConfig, request: StepRequest): { notice?: string } {
  if (step.why === 'done') return { notice: '**Done**: every task of the plan is merged.' };
  if (step.why === 'held') return { notice: '**Nothing left to dispatch**: every task still to run is held (see below).' };
  if (step.why === undefined && !request.dispatch && step.dispatch.length > 0)
    return { notice: `**Wave ${step.wave} is ready**: \`${config.trigger} execute\` dispatches it.` };
  return {};
}

/** `/plan execute [status|stop]` on the plan's issue or plan PR. */
export async function executeCommand(
  ctx: ExecuteContext,
  where: { number: number; isPullRequest: boolean },
  action: 'start' | 'status' | 'stop',
): Promise<{ reply?: string; outcome?: StepOutcome }> {
  if (action !== 'start') {
    const located = await locatePlanOf(ctx, where);
    if ('error' in located) return { reply: `${located.error}. Nothing was run.` };
    const plan = located;
    const done = await underPlanLock(ctx, plan.planIssue, async () => {
      const outcome = await executionStep(ctx, plan, {
        dispatch: false,
        ...(action === 'stop' ? { apply: (s: ExecutionState) => void (s.stopped = true) } : {}),
      });
      return outcome ?? null;
    });
    if (done === undefined) return { reply: busyReply };
    if (done === null) return { reply: `no execution of this plan has started: \`${ctx.config.trigger} execute\` starts one.` };
    return {
      reply: action === 'stop' ? `dispatching stopped; tasks in flight go on. Tracking: ${done.url}` : `tracking: ${done.url}`,
      outcome: done,
    };
  }
  const located = await locatePlanOf(ctx, where);
  if ('error' in located) return { reply: `${located.error}. Nothing was dispatched.` };
  const plan = located;
  const refused = fileable(plan.note, ctx.config);
  if (refused) return { reply: `${refused.error}. Nothing was dispatched.` };
  // The task issues are filed under the plan's lock too: two commands at once file each task once.
  const outcome = await underPlanLock(ctx, plan.planIssue, async () => {
    const filed = await fileIssuesOf(issuesContext(ctx), plan, plan.planIssue);
    return executionStep(ctx, plan, {
      start: true,
      dispatch: true,
      issues: filed.numbers,
      // A new `/plan execute` resumes a stopped execution and tries a failed dispatch again.
      apply: (s) => {
        s.stopped = false;
        for (const [id, record] of Object.entries(s.tasks))
          if (record.failed && Object.keys(record.prs).length === 0 && !record.issueClosed) delete s.tasks[id];
      },
    });
  });
  if (outcome === undefined) return { reply: busyReply };
  return { outcome: outcome as StepOutcome };
}

const issuesContext = (ctx: ExecuteContext) => ({
  forge: ctx.forge,
  config: ctx.config,
  log: ctx.log,
  ...(ctx.self ? { botLogin: ctx.self } : {}),
});

const busyReply = 'another cplan step of this plan is running. Try again in a moment.';

/**
 * The plan a command is about: the one on its plan branch, else — the plan PR merged and its
 * branch gone — the session its tracking comment names, read from the default branch.
 */
async function locatePlanOf(
  ctx: ExecuteContext,
  where: { number: number; isPullRequest: boolean },
): Promise<ExecutionPlan | { error: string }> {
  const plan = await readPlanToFile(issuesContext(ctx), where);
  if (!('error' in plan)) return { note: plan.note, sessionId: plan.sessionId, planIssue: plan.planIssue ?? where.number };
  const comments = await ctx.forge.listComments(where.number);
  for (const comment of comments) {
    const sessionId = trackedSession(comment.body);
    if (!sessionId || !isOwnAuthor(comment.author, ctx.self)) continue;
    const tracked = await loadExecutionPlan(ctx, where.number, sessionId);
    if (tracked) return tracked;
  }
  return plan;
}
