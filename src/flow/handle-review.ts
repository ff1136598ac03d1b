// `pull_request_review.submitted` with "request changes" on a plan PR: a revision, by an
// authorized person, once per delivery, one run per PR at a time (the guard pipeline). Shared by
// the App and the Action. The event carries its PR; replies go to it.
import type { FlowResult } from './context.js';
import { type EventSource, type Guards, ignored, runGuarded } from './pipeline.js';
import { headIsInRepository } from './plan-pull.js';
import { reviseOnGitHub } from './revise.js';

export interface ReviewEvent extends EventSource {
  review: { id: number; state: string; body: string; author: string; authorType: string };
  /** `headRepo`: `owner/name` of the head's repository, when the event said. */
  pull: { number: number; headRef: string; title: string; headRepo?: string | null | undefined };
}

export async function handleReview(event: ReviewEvent, guards: Guards): Promise<FlowResult> {
  const { review, pull } = event;
  if (review.state.toLowerCase() !== 'changes_requested') return ignored();
  return runGuarded(
    { ...event, actor: { login: review.author, type: review.authorType } },
    {
      // A fork's PR is never a plan PR: nothing is read for it (the revision checks again).
      mayBeForCplan: () => pull.headRepo === undefined || headIsInRepository(pull, event.base.forge),
      select: (config) => (pull.headRef.startsWith(config.branch_prefix) ? true : undefined),
      lockOf: () => pull.number,
      async run(ctx) {
        const lines = await ctx.forge.listReviewComments(pull.number, review.id);
        const feedback = [review.body, ...lines.map((l) => `${l.path}:${l.line}: ${l.body}`)].join('\n').trim() || 'Changes requested.';
        return reviseOnGitHub(ctx, { pullNumber: pull.number, title: pull.title, feedback, lines });
      },
    },
    guards,
  );
}
