// What the execution side asks of GitHub beyond planning: a commit's check runs, a PR's files,
// labels, and assignees (the Copilot coding agent is started by assigning it). Plain functions of an
// Octokit and the repository, like github-read.ts; GitHubForge delegates to them.
import type { OctokitLike } from './octokit-like.js';
import { ForgeError } from './types.js';
import { wrap } from './github-errors.js';
import type { CheckRunInfo, PullFile } from './types.js';

type Repo = { owner: string; repo: string };

/** GitHub lists at most 3 000 files of a pull request: past that, paging brings nothing. */
const PULL_FILES_LIMIT = 3000;

export async function listCheckRuns(octokit: OctokitLike, r: Repo, sha: string, name: string): Promise<CheckRunInfo[]> {
  const { data } = await wrap(`list check runs of ${sha.slice(0, 7)}`, () =>
    octokit.rest.checks.listForRef({ ...r, ref: sha, check_name: name, per_page: 100 }),
  );
  // Ids grow with time: sorting by them says "newest first" whatever order the API answers in.
  return data.check_runs
    .map((run) => ({
      id: run.id,
      name: run.name,
      headSha: run.head_sha,
      conclusion: run.conclusion ?? null,
      title: run.output?.title ?? '',
      summary: run.output?.summary ?? '',
    }))
    .sort((a, b) => b.id - a.id);
}

export async function listPullFiles(
  octokit: OctokitLike,
  r: Repo,
  pullNumber: number,
  options: { max?: number } = {},
): Promise<PullFile[]> {
  const max = Math.max(1, options.max ?? PULL_FILES_LIMIT);
  let read = 0;
  const files = await wrap(`list files of pull request #${pullNumber}`, () =>
    octokit.paginate(octokit.rest.pulls.listFiles, { ...r, pull_number: pullNumber, per_page: 100 }, (response, done) => {
      read += response.data.length;
      if (read >= max) done();
      return response.data;
    }),
  );
  return files.slice(0, max).map((f) => ({
    path: f.filename,
    status: f.status,
    ...(f.previous_filename ? { previousPath: f.previous_filename } : {}),
    // No patch for a binary file or a diff too large to show: absent, never ''.
    ...(f.patch !== undefined ? { patch: f.patch } : {}),
  }));
}

export async function addLabels(octokit: OctokitLike, r: Repo, issue: number, labels: string[]): Promise<void> {
  await wrap(`add labels to #${issue}`, () => octokit.rest.issues.addLabels({ ...r, issue_number: issue, labels }));
}

export async function addAssignees(
  octokit: OctokitLike,
  r: Repo,
  issue: number,
  logins: string[],
  agent?: { baseBranch: string; instructions: string },
): Promise<string[]> {
  const params = {
    ...r,
    issue_number: issue,
    assignees: logins,
    // Octokit's types do not know `agent_assignment` yet; the endpoint sends unknown fields in the body.
    ...(agent
      ? {
          agent_assignment: {
            target_repo: `${r.owner}/${r.repo}`,
            base_branch: agent.baseBranch,
            custom_instructions: agent.instructions,
          },
        }
      : {}),
  };
  const { data } = await wrap(`assign #${issue}`, () => octokit.rest.issues.addAssignees(params));
  // GitHub answers 201 and silently drops logins it cannot assign: its list is the truth.
  return (data.assignees ?? []).flatMap((a) => (a?.login ? [a.login] : []));
}

/**
 * The login the token acts as, for a user token (a personal access token, a user-to-server token);
 * undefined for an app installation token, which GitHub answers 403 for (`/user` is a user's).
 */
export async function viewerLogin(octokit: OctokitLike): Promise<string | undefined> {
  try {
    const { data } = await wrap('get the authenticated user', () => octokit.rest.users.getAuthenticated());
    return data.login;
  } catch (error) {
    if (error instanceof ForgeError && [401, 403, 404].includes(error.status ?? 0)) return undefined;
    throw error;
  }
}
