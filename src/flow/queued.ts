// The events cplan acts on, as plain data: what the App and the Action read from a webhook payload
// (src/flow/payload-events.ts), and what a queued job carries to a worker. One dispatch serves all
// three: the App runs it in its own process (or, with a queue, stops after the acknowledgement and
// hands the event over), a worker runs it later, the Action runs it in its workflow job.
import { unreachableCause } from '../forge/octokit.js';
import type { IssueInfo, PullRequestInfo } from '../forge/types.js';
import type { EventBase, FlowResult } from './context.js';
import { countConflicts } from './flow-build.js';
import { type CommentEvent, handleComment } from './handle-comment.js';
import { handleLabel } from './handle-label.js';
import { handleReview, type ReviewEvent } from './handle-review.js';
import { type EventSource, type Guards, lockKey, readConfig } from './pipeline.js';
import { headIsInRepository, planPullVerdict } from './plan-pull.js';
import type { CplanConfig } from '../core/config/config.js';
import { hasTaskMarker } from '../core/texts/task-issues.js';
import type { ExecuteContext } from './execute.js';
import { trackTaskIssue, trackTaskPull } from './task-pulls.js';
import { type RecheckResult, recheckContextOf, recheckPullRequest } from './recheck.js';

export type QueuedEvent =
  | { kind: 'comment'; comment: CommentEvent['comment']; issue: IssueInfo }
  | { kind: 'label'; label: string; sender: { login: string; type: string }; issue: IssueInfo }
  | { kind: 'review'; review: ReviewEvent['review']; pull: ReviewEvent['pull'] }
  /** A push to a plan PR (opened or synchronized): re-check it. Jobs queued by older versions. */
  | { kind: 'recheck'; pull: PullRequestInfo }
  /** A pull request opened, pushed, reopened, edited or closed: a plan PR's re-check, or a task PR's tracking. */
  | { kind: 'pull'; action: string; pull: PullRequestInfo }
  /** An issue closed or reopened: a task issue's tracking. */
  | { kind: 'issue-state'; issue: IssueInfo };

/** The issue or PR an event is about (for logs and job names). */
export function subjectOf(event: QueuedEvent): number {
  return event.kind === 'comment' || event.kind === 'label' || event.kind === 'issue-state' ? event.issue.number : event.pull.number;
}

export function dispatchEvent(event: QueuedEvent, source: EventSource, guards: Guards): Promise<FlowResult> {
  switch (event.kind) {
    case 'comment':
      return handleComment({ ...source, comment: event.comment, issue: event.issue }, guards);
    case 'label':
      return handleLabel({ ...source, label: event.label, sender: event.sender, issue: event.issue }, guards);
    case 'review':
      return handleReview({ ...source, review: event.review, pull: event.pull }, guards);
    case 'recheck':
    case 'pull':
      // Anyone may push, so there is no actor to authorize; a fork's PR is never a plan PR nor a
      // task PR cplan tracks, so nothing (not even the config) is read for it. Queue it as it is,
      // or handle it here.
      if (!headIsInRepository(event.pull, source.base.forge)) {
        source.base.log.info(`ignoring pull request #${event.pull.number}: its head is in another repository (a fork)`);
        return Promise.resolve({ status: 'ignored' });
      }
      return source.handOff && !guards.accepted ? source.handOff() : pullEvent(source, guards, event);
    case 'issue-state':
      // A task issue closed or reopened: only one cplan wrote counts, and only its state is read.
      if (!hasTaskMarker(event.issue.body)) return Promise.resolve({ status: 'ignored' });
      return source.handOff && !guards.accepted ? source.handOff() : issueStateEvent(source, guards, event.issue);
  }
}

/** The pull request events that change a PR's code: a plan PR is re-checked on them. */
const PUSHES = new Set(['opened', 'synchronize', 'reopened']);

async function configOf(source: EventSource, what: string): Promise<CplanConfig | undefined> {
  const loaded = await readConfig(source.loadConfig);
  if (!('error' in loaded)) return loaded.config;
  if (unreachableCause(loaded.error)) throw loaded.error;
  source.base.log.warn(`${what} skipped: ${(loaded.error as Error).message}`);
  return undefined;
}

async function pullEvent(
  source: EventSource,
  guards: Guards,
  event: Extract<QueuedEvent, { kind: 'pull' | 'recheck' }>,
): Promise<FlowResult> {
  const action = event.kind === 'recheck' ? 'synchronize' : event.action;
  const config = await configOf(source, `pull request #${event.pull.number}`);
  if (!config) return { status: 'ignored' };
  const { base } = source;
  const repo = { owner: base.forge.owner, repo: base.forge.repo, defaultBranch: base.defaultBranch };
  const verdict = planPullVerdict({ ...event.pull, state: 'open' }, config, repo);
  if (verdict.plan)
    return PUSHES.has(action) && event.pull.state === 'open' ? recheck(source, guards, event.pull, config) : { status: 'ignored' };
  const self = await source.botLogin?.();
  return trackTaskPull(trackingContext(source, guards, config, self), event.pull);
}

async function issueStateEvent(source: EventSource, guards: Guards, issue: IssueInfo): Promise<FlowResult> {
  const config = await configOf(source, `issue #${issue.number}`);
  if (!config) return { status: 'ignored' };
  return trackTaskIssue(trackingContext(source, guards, config, await source.botLogin?.()), issue);
}

function trackingContext(source: EventSource, guards: Guards, config: CplanConfig, self: string | undefined): ExecuteContext {
  const { base } = source;
  return {
    forge: base.forge,
    config,
    log: base.log,
    defaultBranch: base.defaultBranch,
    locks: guards,
    ...(self ? { self } : {}),
    ...(base.webUrl ? { webUrl: base.webUrl } : {}),
  };
}

async function recheck(source: EventSource, guards: Guards, pull: PullRequestInfo, config: CplanConfig): Promise<FlowResult> {
  const base: EventBase = source.base;
  const ctx = recheckContextOf(base, config, await source.botLogin?.());
  // One re-check (or revision) of a PR at a time, so two pushes never review the same conflicts
  // twice; in queue mode a busy lock puts the job off (the fleet's lock throws for re-checks).
  const key = lockKey(base.forge, pull.number);
  let waited = false;
  while (!(await guards.acquire(key))) {
    if (!guards.whenFree) {
      base.log.info(`re-check of #${pull.number} skipped: another run holds the pull request`);
      return { status: 'ignored' };
    }
    waited = true;
    await guards.whenFree(key);
  }
  try {
    // After a wait, the head may have moved on: a newer push has its own re-check.
    const current = waited ? await base.forge.getPullRequest(pull.number) : pull;
    if (!current || current.headSha !== pull.headSha) return { status: 'ignored' };
    return flowResultOf(await recheckPullRequest(ctx, current));
  } finally {
    await guards.release(key);
  }
}

/** A re-check as a flow's result: completed once checked, with the conflicts it counted (the Action's outputs). */
function flowResultOf(result: RecheckResult): FlowResult {
  return {
    status: result.status === 'checked' ? 'completed' : 'ignored',
    ...(result.conflicts ? { conflicts: { total: result.conflicts.length, ...countConflicts(result.conflicts) } } : {}),
  };
}
