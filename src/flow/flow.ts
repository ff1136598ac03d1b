// The planning run on GitHub: session on a branch, live status comment, one commit
// per phase, the plan PR and the conflict review. Shared by the App and the Action. The pure parts
// (config, run input, views, results) are built in flow-build.ts; this file applies them.
import { setFrontmatter } from '../core/note/edit.js';
import { describeError, reasonOf } from '../core/shared/errors.js';
import type { PlanNote } from '../core/shared/model.js';
import { asciiSlug, buildSessionId } from '../core/shared/names.js';
import { parsePlanNote } from '../core/note/parse.js';
import { renderStatusComment, type StatusView } from '../core/texts/status-comment.js';
import { BranchStore } from '../session/branch-store.js';
import { type BudgetLike, runPlan } from '../planner/run.js';
import { StatusUpdater } from '../planner/status-updater.js';
import type { FlowContext, FlowResult } from './context.js';
import {
  awaitingApproval,
  composeRequirement,
  flagsOf,
  initialView,
  planInput,
  plannedCommitOf,
  published,
  type RunCommand,
  type RunSetup,
  runConfig,
  snapshotFilters,
} from './flow-build.js';
import { readIssueContext } from './issue-context.js';
import { publishPlan } from './publish.js';
import { freeBranch, issueBranch, locateSession } from './session.js';
import { ensureStatusComment, type StatusHandle } from './status.js';

/** A run that may start: where its session is, and what it already holds. */
interface Prepared extends RunSetup {
  branch: string;
  store: BranchStore;
  existingNote: PlanNote | undefined;
  /** True when the session folder existed before this run (its status comment may too). */
  resumed: boolean;
}

export async function runOnGitHub(ctx: FlowContext, command: RunCommand): Promise<FlowResult> {
  const prepared = await prepareRun(ctx, command);
  if (!('store' in prepared)) return prepared;
  const { config, sessionId, branch } = prepared;
  const view = initialView(ctx, config, sessionId, branch);
  await ctx.onSession?.({ sessionId, branch });
  const status = await ensureStatusComment(ctx, sessionId, prepared.resumed);
  // The status comment appears before any slow work (snapshot download, model calls).
  const live = liveStatus(ctx, status, view);
  const budget = ctx.createBudget(config);
  let result: FlowResult = { status: 'failed', sessionId, branch };
  try {
    result = await applyRun(ctx, prepared, command, budget, live);
    return result;
  } catch (error) {
    const { message, nextStep } = describeError(error, { trigger: config.trigger });
    const again = willRetry(ctx, error);
    ctx.log.error(`cplan run ${sessionId} failed: ${message}${again ? ' (the queue tries again)' : ''}`);
    if (again) live.set({ retrying: { next: again.number + 1, of: again.of, cause: message } });
    else live.set({ status: 'failed', failure: { cause: message, next: nextStep }, retrying: undefined });
    result = { status: 'failed', sessionId, branch, error: message, ...(again ? { retry: true } : {}) };
    return result;
  } finally {
    budget.dispose();
    // The final state is always written, so a status comment is never left "running".
    await flushFinal(ctx, live);
    result.statusCommentUrl = status.url;
  }
}

const FINAL_EDIT_ATTEMPTS = 4;

/**
 * The last edit of the status comment, tried again with backoff: a secondary rate limit or a 502
 * on it would otherwise leave "⏳ Planning…" for ever after the run ended.
 */
async function flushFinal(ctx: FlowContext, live: LiveStatus): Promise<void> {
  const unit = ctx.statusRetryMs ?? 5000;
  for (let attempt = 1; ; attempt++) {
    try {
      await live.flush();
      return;
    } catch (error) {
      const { message } = describeError(error);
      if (attempt >= FINAL_EDIT_ATTEMPTS) {
        ctx.log.warn(`status comment: the final edit failed ${attempt} times: ${message}`);
        return;
      }
      ctx.log.warn(`status comment: the final edit failed (${message}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, unit * 2 ** (attempt - 1)));
    }
  }
}

/** The attempt that a transient failure leaves for the queue to try again, if any. */
function willRetry(ctx: FlowContext, error: unknown): { number: number; of: number } | undefined {
  const attempt = ctx.attempt;
  return attempt && attempt.number < attempt.of && reasonOf(error).retryable ? attempt : undefined;
}

/** Finds the session and checks the command fits it; a reply (and nothing else) when it does not. */
async function prepareRun(ctx: FlowContext, command: RunCommand): Promise<Prepared | FlowResult> {
  const config = runConfig(ctx.config, flagsOf(command));
  // A dispatched task has no issue (number 0): its branch is named from the text.
  const baseBranch =
    ctx.issue.number > 0 ? issueBranch(config.branch_prefix, ctx.issue.number) : `${config.branch_prefix}${asciiSlug(ctx.issue.title)}`;
  const fresh = command.kind === 'plan' && command.flags.fresh;
  // An earlier attempt of this job (queue mode) chose the branch: even `--fresh` goes back to it.
  const resume = ctx.resume?.branch.startsWith(config.branch_prefix) ? ctx.resume : undefined;
  const location = resume
    ? await locateSession(ctx.forge, resume.branch, config.output_dir)
    : fresh
      ? { branch: await freeBranch(ctx.forge, baseBranch), head: undefined, sessionDir: undefined }
      : await locateSession(ctx.forge, baseBranch, config.output_dir);
  // `/plan continue` after a run whose first commit never landed plans afresh instead of
  // answering that there is nothing to continue (its status comment is found again and reused).
  if (command.kind !== 'plan' && command.kind !== 'continue' && !location.sessionDir) {
    return reply(ctx, `There is no cplan session for this issue yet. Start one with \`${config.trigger}\`.`);
  }
  const defaultHead = await ctx.forge.branchHead(ctx.defaultBranch);
  if (!defaultHead) return reply(ctx, `The default branch \`${ctx.defaultBranch}\` has no commits to plan against.`);

  const store = new BranchStore({
    forge: ctx.forge,
    branch: location.branch,
    baseSha: defaultHead,
    sessionDir: location.sessionDir ?? '',
    head: location.head,
  });
  const existingNote = location.sessionDir ? parsePlanNote((await store.read('plan-note.md')) ?? '') : undefined;
  const existingStatus = existingNote?.frontmatter.status;
  if ((command.kind === 'approve' || command.kind === 'split') && existingStatus !== 'awaiting-approval') {
    return reply(ctx, `Nothing is waiting for approval on this issue (the session is ${String(existingStatus ?? 'unknown')}).`);
  }
  const context = command.kind === 'cancel' ? undefined : await readIssueContext(ctx);
  const requirement = composeRequirement(ctx.issue.title, ctx.issue.body, command.kind === 'plan' ? command.text : '', context);
  const sessionId = existingNote?.sessionId ?? resume?.sessionId ?? buildSessionId(requirement, ctx.clock.now());
  if (!location.sessionDir) store.setSessionDir(`${config.output_dir}/${sessionId}`);
  const plannedCommit = plannedCommitOf(existingNote, defaultHead);
  // A resumed job may have written its status comment before its first commit: look for it.
  const resumed = location.sessionDir !== undefined || resume !== undefined || command.kind === 'continue';
  return { config, sessionId, requirement, existingStatus, plannedCommit, branch: location.branch, store, existingNote, resumed };
}

/** The run itself: cancel, or plan and publish. The view it leaves is written by the caller. */
async function applyRun(ctx: FlowContext, prepared: Prepared, command: RunCommand, budget: BudgetLike, live: LiveStatus) {
  const { config, sessionId, branch, store } = prepared;
  if (command.kind === 'cancel') {
    const note = setFrontmatter(prepared.existingNote ?? parsePlanNote(''), { status: 'cancelled' });
    await store.write([{ path: 'plan-note.md', content: note.toString() }], 'cplan: cancelled');
    live.set({ status: 'cancelled' });
    return { status: 'cancelled', sessionId, branch } satisfies FlowResult;
  }
  const provider = ctx.createProvider(config, budget);
  live.set({ provider: provider.name });
  const snapshot = await ctx.loadSnapshot(prepared.plannedCommit, snapshotFilters(config));
  const run = await runPlan({
    ...planInput(ctx, prepared, command),
    snapshot,
    provider,
    store,
    budget,
    onProgress: (state) => {
      ctx.onPhase?.(state.phase);
      live.show({ run: state, retrying: undefined });
    },
  });
  live.set({ run: run.state });
  if (run.status === 'awaiting-approval') return settle(live, awaitingApproval(run, branch));
  if (run.status === 'cancelled') {
    live.set({ status: 'cancelled' });
    return { status: 'cancelled', sessionId, branch } satisfies FlowResult;
  }
  const { pr } = await publishPlan(ctx, { run, store, config, branch, issue: ctx.issue });
  return settle(live, published(run, branch, pr));
}

function settle(live: LiveStatus, outcome: { view: Partial<StatusView>; result: FlowResult }): FlowResult {
  live.set(outcome.view);
  return outcome.result;
}

interface LiveStatus {
  /** Shows progress now (edits are spaced by the status interval). */
  show(patch: Partial<StatusView>): void;
  /** Changes the view that the final flush writes. */
  set(patch: Partial<StatusView>): void;
  flush(): Promise<void>;
}

function liveStatus(ctx: FlowContext, status: StatusHandle, initial: StatusView): LiveStatus {
  const updater = new StatusUpdater<StatusView>((view) => status.write(renderStatusComment(view)), ctx.statusIntervalMs ?? 2000);
  let view = initial;
  updater.update(view);
  return {
    show(patch) {
      view = { ...view, ...patch, updatedAt: ctx.clock.now().toISOString() };
      updater.update(view);
    },
    set(patch) {
      view = { ...view, ...patch };
    },
    flush: () => updater.flush({ ...view, updatedAt: ctx.clock.now().toISOString() }),
  };
}

async function reply(ctx: FlowContext, message: string): Promise<FlowResult> {
  if (ctx.issue.number > 0) await ctx.forge.createComment(ctx.issue.number, `@${ctx.actor} ${message}`);
  else ctx.log.warn(message);
  return { status: 'replied', error: message };
}
