// Whose branch a pull request is: the only gate between a PR event and a write to a branch. A fork
// PR's head ref names a branch of the fork, yet the adapter writes to the base repository's branch
// of that name — so a fork's `cplan/issue-1` would overwrite the maintainers' plan (and with an
// empty prefix a fork's `main`, the base `main`). Only PRs whose head lives in this repository, on
// a branch under `branch_prefix` that is not the default branch, are plan PRs.
import type { CplanConfig } from '../core/config/config.js';
import type { PullRequestInfo } from '../forge/types.js';

export interface RepoIdentity {
  owner: string;
  repo: string;
  defaultBranch?: string | undefined;
}

export type PlanPullVerdict = { plan: true } | { plan: false; why: 'fork' | 'not-plan' | 'closed' };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** True when the head branch lives in `repo` itself (false for forks, deleted forks and unknown heads). */
export function headIsInRepository(pr: Pick<PullRequestInfo, 'headRepo'>, repo: Pick<RepoIdentity, 'owner' | 'repo'>): boolean {
  return typeof pr.headRepo === 'string' && same(pr.headRepo, `${repo.owner}/${repo.repo}`);
}

/** Pure: whether cplan may treat `pr` as a plan PR of `repo` (re-check it, revise it, commit to it). */
export function planPullVerdict(
  pr: Pick<PullRequestInfo, 'headRef' | 'headRepo' | 'baseRef' | 'state'>,
  config: Pick<CplanConfig, 'branch_prefix'>,
  repo: RepoIdentity,
): PlanPullVerdict {
  if (!headIsInRepository(pr, repo)) return { plan: false, why: 'fork' };
  const prefix = config.branch_prefix;
  const defaultBranch = repo.defaultBranch;
  if (prefix === '' || !pr.headRef.startsWith(prefix) || pr.headRef === pr.baseRef || pr.headRef === defaultBranch)
    return { plan: false, why: 'not-plan' };
  if (pr.state !== 'open') return { plan: false, why: 'closed' };
  return { plan: true };
}

/** The reply to a command on a PR that is not a plan PR of this repository. */
export function notPlanReply(why: 'fork' | 'not-plan' | 'closed'): string {
  if (why === 'fork')
    return 'this pull request comes from another repository (a fork): cplan never re-checks or writes to it. Nothing was run.';
  if (why === 'closed') return 'this pull request is closed. Nothing was run.';
  return 'this is not a cplan plan pull request. Nothing was run.';
}
