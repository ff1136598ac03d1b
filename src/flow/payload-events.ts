// A webhook payload → the event cplan acts on (a QueuedEvent), for every entry that gets GitHub's
// payloads: the Action reads them from the workflow's event file, and the App could take the same
// path from Probot's context. Which activity types an entry acts on stays the entry's choice; this
// only says what a payload of each event means, through the shapes of src/forge/payloads.ts.
import { type IssueJson, type PullJson, type ReviewJson, toIssue, toPullRequest, toReview } from '../forge/payloads.js';
import type { QueuedEvent } from './queued.js';

interface UserJson {
  login?: string;
  type?: string;
}

interface CommentJson {
  id: number;
  body?: string | null;
  user?: UserJson | null;
}

/** Fields a payload of these events may carry; each event reads those it has. */
interface PayloadJson {
  action?: string;
  comment?: CommentJson;
  issue?: IssueJson;
  label?: { name?: string } | null;
  sender?: UserJson | null;
  pull_request?: PullJson & { title?: string };
  review?: ReviewJson;
}

/**
 * The event of a payload of GitHub event `name`, or undefined when cplan does not handle that
 * event. `issues` is the label trigger (`issues.labeled`), or a task issue closed or reopened;
 * `pull_request` (and `pull_request_target`, the same) re-checks a plan PR or tracks a task PR.
 */
export function eventOfPayload(name: string, payload: object): QueuedEvent | undefined {
  const p = payload as PayloadJson;
  switch (name) {
    case 'issue_comment':
      return p.comment && p.issue ? { kind: 'comment', comment: commentOf(p.comment), issue: toIssue(p.issue) } : undefined;
    case 'issues':
      if (!p.issue) return undefined;
      if (p.action === 'closed' || p.action === 'reopened') return { kind: 'issue-state', issue: toIssue(p.issue) };
      return { kind: 'label', label: p.label?.name ?? '', sender: userOf(p.sender), issue: toIssue(p.issue) };
    case 'pull_request':
    case 'pull_request_target':
      return p.pull_request ? { kind: 'pull', action: String(p.action ?? 'synchronize'), pull: toPullRequest(p.pull_request) } : undefined;
    case 'pull_request_review':
      return p.review && p.pull_request ? { kind: 'review', review: toReview(p.review), pull: reviewedPullOf(p.pull_request) } : undefined;
  }
  return undefined;
}

function commentOf(comment: CommentJson) {
  return { id: comment.id, body: comment.body ?? '', author: comment.user?.login ?? '', authorType: comment.user?.type ?? 'User' };
}

function userOf(user: UserJson | null | undefined): { login: string; type: string } {
  return { login: user?.login ?? '', type: user?.type ?? 'User' };
}

/** The reviewed PR as a revision needs it; `headRepo` null when its fork was deleted. */
function reviewedPullOf(pr: PullJson & { title?: string }) {
  return { number: pr.number, headRef: pr.head.ref, title: pr.title ?? '', headRepo: pr.head.repo?.full_name ?? null };
}
