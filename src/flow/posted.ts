// What the plan PR already shows: the conflicts whose review comments exist on GitHub. A conflict
// counts as reviewed only once the review carrying it exists — never because an earlier run
// recorded it in conflicts.json before its review was posted (a 502 or a secondary rate limit
// between the two lost those comments for good). Only the App's own reviews count: anyone can
// paste a marker into a review of their own.
import { conflictMarkersIn, REVIEW_BODY_MARKER } from '../core/texts/review.js';
import { isOwnAuthor } from '../core/texts/status-comment.js';
import type { Forge, ReviewThread } from '../forge/types.js';

export interface PostedConflicts {
  /** Fingerprints of conflicts with a comment (or a line of a review body) by the App. */
  fingerprints: Set<string>;
  /** The App has posted a review on this PR already. */
  anyReview: boolean;
  /** The review threads, for resolving the ones whose conflict went away. */
  threads: ReviewThread[];
}

export async function postedConflicts(forge: Forge, pullNumber: number, self?: string): Promise<PostedConflicts> {
  const [reviews, threads] = await Promise.all([forge.listReviews(pullNumber), forge.listReviewThreads(pullNumber)]);
  const own = reviews.filter((r) => isOwnAuthor(r.author, self));
  const ownThreads = threads.filter((t) => isOwnAuthor(t.author ?? '', self));
  const fingerprints = new Set<string>();
  for (const text of [...own.map((r) => r.body), ...ownThreads.map((t) => t.body)]) {
    for (const fingerprint of conflictMarkersIn(text)) fingerprints.add(fingerprint);
  }
  return { fingerprints, anyReview: own.some((r) => r.body.includes(REVIEW_BODY_MARKER)), threads: ownThreads };
}
