// The events cplan acts on, as plain data: what the App reads from a webhook payload, and what a
// queued job carries to a worker. One dispatch serves both: the App runs it in its own process (or,
// with a queue, stops after the acknowledgement and hands the event over), a worker runs it later.
import { unreachableCause } from '../../forge/octokit.js';
import type { IssueInfo, PullRequestInfo } from '../../forge/types.js';
import type { EventBase, FlowResult } from './context.js';
import { type CommentEvent, handleComment } from './handle-comment.js';
import { handleLabel } from './handle-label.js';
import { handleReview, type ReviewEvent } from './handle-review.js';
import { type EventSource, type Guards, readConfig } from './pipeline.js';
import { recheckPullRequest } from './recheck.js';

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
      // Anyone may push, so there is no actor to authorize: queue it as it is, or re-check here.
      return source.handOff && !guards.accepted ? source.handOff() : recheck(source, event.pull);
  }
}

async function recheck(source: EventSource, pull: PullRequestInfo): Promise<FlowResult> {
  const base: EventBase = source.base;
  const loaded = await readConfig(source.loadConfig);
  if ('error' in loaded) {
    if (unreachableCause(loaded.error)) throw loaded.error;
    base.log.warn(`re-check skipped: ${(loaded.error as Error).message}`);
    return { status: 'ignored' };
  }
  const ctx = {
    forge: base.forge,
    config: loaded.config,
    clock: base.clock,
    log: base.log,
    ...(base.noteChecker ? { checker: base.noteChecker } : {}),
    loadSnapshot: base.loadSnapshot,
    ...(base.webUrl ? { webUrl: base.webUrl } : {}),
  };
  const result = await recheckPullRequest(ctx, pull);
  return { status: result.status === 'checked' ? 'completed' : 'ignored' };
}
