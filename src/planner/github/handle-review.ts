// `pull_request_review.submitted` with "request changes" on a plan PR: a revision, by an
// authorized person, once per delivery, one run per PR at a time. Shared by the App and the Action.
import { validateConfig } from '../../core/config.js';
import type { FlowContext, FlowResult } from './context.js';
import { authorize, type Guards, isBotAuthor } from './handle-comment.js';
import { reviseOnGitHub } from './revise.js';

export interface ReviewEvent {
  deliveryId: string;
  review: { id: number; state: string; body: string; author: string; authorType: string };
  pull: { number: number; headRef: string };
  loadConfig(): Promise<unknown>;
  /** The flow context with the PR as its "issue" (replies go to the PR). */
  base: Omit<FlowContext, 'config' | 'actor'>;
}

export async function handleReview(event: ReviewEvent, guards: Guards): Promise<FlowResult> {
  const { review, pull, base } = event;
  if (review.state.toLowerCase() !== 'changes_requested' || isBotAuthor(review.author, review.authorType)) return { status: 'ignored' };
  let config: ReturnType<typeof validateConfig>;
  try {
    config = validateConfig(await event.loadConfig());
  } catch {
    return { status: 'ignored' };
  }
  if (!pull.headRef.startsWith(config.branch_prefix)) return { status: 'ignored' };
  if (!(await authorize(base.forge, review.author, config)) || !guards.deliveries.claim(event.deliveryId)) return { status: 'ignored' };
  const key = `${base.forge.owner}/${base.forge.repo}#${pull.number}`;
  if (!guards.locks.acquire(key)) return { status: 'ignored' };
  try {
    const lines = await base.forge.listReviewComments(pull.number, review.id);
    const feedback = [review.body, ...lines.map((l) => `${l.path}:${l.line}: ${l.body}`)].join('\n').trim() || 'Changes requested.';
    return await reviseOnGitHub({ ...base, config, actor: review.author }, { pullNumber: pull.number, feedback, lines });
  } finally {
    guards.locks.release(key);
  }
}
