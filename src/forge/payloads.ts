// GitHub's JSON shapes (webhook payloads and REST answers) → cplan's own types, in one place for
// the adapter, the App and the Action.
import type { IssueInfo, PullRequestInfo } from './types.js';

export interface PullJson {
  number: number;
  html_url: string;
  draft?: boolean | null;
  head: { ref: string; sha: string; repo?: { full_name?: string } | null };
  base: { ref: string };
  state: string;
  title?: string;
  body?: string | null;
  merged?: boolean | null;
  user?: { login?: string } | null;
}

export function toPullRequest(pr: PullJson): PullRequestInfo {
  // Optional fields only when the JSON carries them: a list or webhook shape without them must not
  // read as "no title" or "not merged".
  return {
    number: pr.number,
    url: pr.html_url,
    draft: Boolean(pr.draft),
    headRef: pr.head.ref,
    headSha: pr.head.sha,
    baseRef: pr.base.ref,
    state: pr.state === 'closed' ? 'closed' : 'open',
    // GitHub sends `repo: null` when the fork the head lived in was deleted.
    headRepo: pr.head.repo === undefined ? undefined : (pr.head.repo?.full_name ?? null),
    ...(pr.title !== undefined ? { title: pr.title } : {}),
    ...(pr.body !== undefined ? { body: pr.body ?? '' } : {}),
    ...(pr.merged !== undefined ? { merged: Boolean(pr.merged) } : {}),
    ...(pr.user?.login !== undefined ? { author: pr.user.login } : {}),
  };
}

export interface IssueJson {
  number: number;
  title: string;
  body?: string | null;
  state?: string;
  user?: { login?: string } | null;
  pull_request?: unknown;
  labels?: ({ name?: string } | string | null)[];
  state_reason?: string | null;
  assignees?: ({ login?: string } | null)[] | null;
}

export function toIssue(issue: IssueJson, isPullRequest = Boolean(issue.pull_request)): IssueInfo {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body ?? '',
    state: issue.state === 'closed' ? 'closed' : 'open',
    author: issue.user?.login ?? '',
    isPullRequest,
    labels: (issue.labels ?? []).map((l) => (typeof l === 'string' ? l : (l?.name ?? ''))),
    ...(issue.state_reason !== undefined ? { stateReason: issue.state_reason } : {}),
    ...(issue.assignees ? { assignees: issue.assignees.flatMap((a) => (a?.login ? [a.login] : [])) } : {}),
  };
}

export interface ReviewJson {
  id: number;
  state: string;
  body?: string | null;
  user?: { login?: string; type?: string } | null;
}

export function toReview(review: ReviewJson) {
  return {
    id: review.id,
    state: String(review.state),
    body: review.body ?? '',
    author: review.user?.login ?? '',
    authorType: review.user?.type ?? 'User',
  };
}
