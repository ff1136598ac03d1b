// A queued run that no worker could finish (its workers died more often than the queue's stall
// limit allows, e.g. killed for memory every time): the queue fails the job without any processor
// seeing the end of it, so its status comment would say "running" for ever. This writes the final
// state into that comment, found by the session's marker.
import { CplanError, describeError } from '../core/shared/errors.js';
import { isOwnAuthor, renderStatusComment, statusMarker } from '../core/texts/status-comment.js';
import type { Forge } from '../forge/types.js';
import type { Clock } from '../planner/types.js';

export interface AbandonedRun {
  /** The issue or PR whose status comment it is (0: a dispatched task, which has none). */
  issue: number;
  sessionId: string;
  branch: string;
  trigger: string;
  cause: string;
}

/** Marks the run's status comment failed with the cause; false when there is no such comment. */
export async function reportAbandoned(ctx: { forge: Forge; clock: Clock }, run: AbandonedRun): Promise<boolean> {
  if (run.issue <= 0) return false;
  const marker = statusMarker(run.sessionId);
  // Only a comment cplan wrote (by a bot: the worker does not know its own login).
  const comment = (await ctx.forge.listComments(run.issue)).filter((c) => c.body.includes(marker) && isOwnAuthor(c.author)).pop();
  if (!comment) return false;
  const now = ctx.clock.now().toISOString();
  const { nextStep } = describeError(new CplanError(run.cause, { reason: 'internal' }), { trigger: run.trigger });
  const body = renderStatusComment({
    sessionId: run.sessionId,
    status: 'failed',
    run: null,
    branch: run.branch,
    startedAt: now,
    updatedAt: now,
    trigger: run.trigger,
    failure: { cause: run.cause, next: nextStep },
  });
  await ctx.forge.updateComment(comment.id, body);
  return true;
}
