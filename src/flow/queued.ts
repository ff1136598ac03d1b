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
import { headIsInRepository } from './plan-pull.js';
import { type RecheckResult, recheckContextOf, recheckPullRequest } from './recheck.js';

export type QueuedEvent =
  | { kind: 'comment'; comment: CommentEvent['comment']; issue: IssueInfo }
  | { kind: 'label'; label: string; sender: { login: string; type: string }; issue: IssueInfo }
  | { kind: 'review'; review: ReviewEvent['review']; pull: ReviewEvent['pull'] }
  /** A push to a plan PR (opened or synchronized): re-check it. */
  | { kind: 'recheck'; pull: PullRequestInfo };

/** The issue or PR an event is about (for logs and job names). */
export function subjectOf(event: QueuedEvent): number {
  return event.kind === 'comment' || event.kind === 'label' ? event.issue.number : event.pull.number;
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
      // Anyone may push, so there is no actor to authorize; a fork's PR is never a plan PR, so
      // nothing (not even the config) is read for it. Queue it as it is, or re-check here.
      if (!headIsInRepository(event.pull, source.base.forge)) {
        source.base.log.info(`ignoring pull request #${event.pull.number}: its head is in another repository (a fork)`);
        return Promise.resolve({ status: 'ignored' });
      }
      return source.handOff && !guards.accepted ? source.handOff() : recheck(source, guards, event.pull);
  }
}

async function recheck(source: EventSource, guards: Guards, pull: PullRequestInfo): Promise<FlowResult> {
  const base: EventBase = source.base;
  const loaded = await readConfig(source.loadConfig);
  if ('error' in loaded) {
    if (unreachableCause(loaded.error)) throw loaded.error;
    base.log.warn(`re-check skipped: ${(loaded.error as Error).message}`);
    return { status: 'ignored' };
  }
  const ctx = recheckContextOf(base, loaded.config, await source.botLogin?.());
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
