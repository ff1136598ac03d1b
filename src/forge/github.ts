// GitHubForge: the ONLY module that talks to GitHub through Octokit. Every Octokit error is
// translated once, here, into a ForgeError naming the operation (never a token), with its reason.
import type { Octokit } from '@octokit/rest';
import type { SessionFile } from '../core/artifacts.js';
import { type ErrorReason, reasonForStatus, reasonOf } from '../core/errors.js';
import { networkFailure, unreachableCause } from './octokit.js';
import { toPullRequest } from './payloads.js';
import {
  type CommentInfo,
  type CommitResult,
  type EnsurePullRequest,
  type Forge,
  ForgeError,
  type IssueInfo,
  type Permission,
  type PullRequestInfo,
  type RepoInfo,
  type ReviewRequest,
  type ReviewResult,
  type ReviewThread,
  type CheckRun,
} from './types.js';

/** What cplan uses of an Octokit: `@octokit/rest` and Probot's `context.octokit` both fit. */
export type OctokitLike = Pick<Octokit, 'rest' | 'paginate'> & {
  graphql?: (query: string, variables?: Record<string, unknown>) => Promise<unknown>;
};

const status = (error: unknown) => (error as { status?: number })?.status;

async function wrap<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ForgeError) throw error;
    // No HTTP answer at all: say so, without the status 500 Octokit gives such failures.
    const network = unreachableMessage(error);
    if (network) throw new ForgeError(`GitHub ${operation} failed: ${network}`, undefined, { cause: error, reason: 'network' });
    const code = status(error);
    const message = String((error as Error)?.message ?? error)
      .split('\n')[0]
      ?.slice(0, 300);
    throw new ForgeError(`GitHub ${operation} failed${code ? ` (${code})` : ''}: ${message}`, code, {
      cause: error,
      reason: code === undefined ? reasonOf(error).reason : reasonOfResponse(error, code),
    });
  }
}

/**
 * The reason of an HTTP answer: by status, except that a 403 or 429 GitHub marks as a rate limit
 * (x-ratelimit-remaining 0, a retry-after header, or a primary or secondary "rate limit" message)
 * is rate_limit, not permission.
 */
function reasonOfResponse(error: unknown, code: number): ErrorReason {
  if (code === 403 || code === 429) {
    const headers = (error as { response?: { headers?: Record<string, unknown> } })?.response?.headers ?? {};
    const message = String((error as Error)?.message ?? '');
    if (String(headers['x-ratelimit-remaining']) === '0' || headers['retry-after'] !== undefined || /rate limit/i.test(message))
      return 'rate_limit';
  }
  return reasonForStatus(code);
}

/** "cannot reach GitHub at HOST: getaddrinfo ENOTFOUND HOST (…)" when the request got no HTTP answer. */
function unreachableMessage(error: unknown): string | undefined {
  const unreachable = unreachableCause(error);
  if (unreachable) return unreachable.message;
  // An Octokit without the network layer (tests, embedders): the RequestError wraps fetch's error.
  const detail = (error as { response?: unknown })?.response === undefined ? networkFailure(causeOf(error)) : undefined;
  if (!detail) return undefined;
  const url = (error as { request?: { url?: string } })?.request?.url;
  let host = 'the GitHub API';
  try {
    if (url) host = new URL(url).host;
  } catch {
    // keep the generic name
  }
  return `cannot reach GitHub at ${host}: ${detail}`;
}

const causeOf = (error: unknown): unknown => (error as { cause?: unknown } | null)?.cause;

async function orUndefined<T>(operation: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await wrap(operation, run);
  } catch (error) {
    if (error instanceof ForgeError && error.status === 404) return undefined;
    throw error;
  }
}

const RACE = /not a fast forward|reference already exists|reference cannot be updated|update is not a fast-forward/i;

export class GitHubForge implements Forge {
  readonly owner: string;
  readonly repo: string;
  private readonly octokit: OctokitLike;
  /** Last known head of each branch, and the tree of each commit: consecutive commits cost 3 requests. */
  private readonly heads = new Map<string, string>();
  private readonly trees = new Map<string, string>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(options: { octokit: OctokitLike; owner: string; repo: string }) {
    this.octokit = options.octokit;
    this.owner = options.owner;
    this.repo = options.repo;
  }

  private get r() {
    return { owner: this.owner, repo: this.repo };
  }

  async getRepo(): Promise<RepoInfo> {
    const { data } = await wrap('get repository', () => this.octokit.rest.repos.get(this.r));
    return { owner: this.owner, repo: this.repo, defaultBranch: data.default_branch, private: data.private };
  }

  async getIssue(number: number): Promise<IssueInfo | undefined> {
    const response = await orUndefined(`get issue #${number}`, () => this.octokit.rest.issues.get({ ...this.r, issue_number: number }));
    if (!response) return undefined;
    const d = response.data;
    return {
      number: d.number,
      title: d.title,
      body: d.body ?? '',
      state: d.state === 'closed' ? 'closed' : 'open',
      author: d.user?.login ?? '',
      isPullRequest: Boolean(d.pull_request),
      labels: d.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))),
    };
  }

  async permissionOf(login: string): Promise<Permission> {
    const response = await orUndefined(`permission of ${login}`, () =>
      this.octokit.rest.repos.getCollaboratorPermissionLevel({ ...this.r, username: login }),
    );
    if (!response) return 'none';
    // `permission` reports maintain as write and triage as read; role_name has the real role.
    const role = (response.data as { role_name?: string }).role_name ?? response.data.permission;
    return (
      (['admin', 'maintain', 'write', 'triage', 'read'] as const).find((p) => p === role) ??
      (response.data.permission as Permission) ??
      'none'
    );
  }

  async addReaction(commentId: number, reaction: 'eyes' | 'rocket' | 'confused' | '+1'): Promise<void> {
    await wrap('add reaction', () =>
      this.octokit.rest.reactions.createForIssueComment({
        ...this.r,
        comment_id: commentId,
        content: reaction,
      }),
    );
  }

  async listComments(issue: number): Promise<CommentInfo[]> {
    const comments = await wrap('list comments', () =>
      this.octokit.paginate(this.octokit.rest.issues.listComments, {
        ...this.r,
        issue_number: issue,
        per_page: 100,
      }),
    );
    return comments.map((c) => ({
      id: c.id,
      body: c.body ?? '',
      author: c.user?.login ?? '',
      authorType: c.user?.type ?? 'User',
      url: c.html_url,
    }));
  }

  async createComment(issue: number, body: string): Promise<CommentInfo> {
    const { data } = await wrap('create comment', () => this.octokit.rest.issues.createComment({ ...this.r, issue_number: issue, body }));
    return {
      id: data.id,
      body: data.body ?? '',
      author: data.user?.login ?? '',
      authorType: data.user?.type ?? 'Bot',
      url: data.html_url,
    };
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    await wrap('update comment', () => this.octokit.rest.issues.updateComment({ ...this.r, comment_id: commentId, body }));
  }

  async branchHead(branch: string): Promise<string | undefined> {
    const response = await orUndefined(`get branch ${branch}`, () => this.octokit.rest.git.getRef({ ...this.r, ref: `heads/${branch}` }));
    const sha = response?.data.object.sha;
    if (sha) this.heads.set(branch, sha);
    return sha;
  }

  async listFiles(ref: string, dir: string): Promise<string[]> {
    const response = await orUndefined('list files', () => this.octokit.rest.git.getTree({ ...this.r, tree_sha: ref, recursive: 'true' }));
    if (!response) return [];
    const prefix = dir === '' ? '' : `${dir.replace(/\/$/, '')}/`;
    return response.data.tree
      .filter((e) => e.type === 'blob' && e.path !== undefined && e.path.startsWith(prefix))
      .map((e) => e.path as string);
  }

  async readFile(ref: string, path: string): Promise<string | undefined> {
    const response = await orUndefined(`read ${path}`, () => this.octokit.rest.repos.getContent({ ...this.r, path, ref }));
    const data = response?.data as { type?: string; content?: string; encoding?: string; sha?: string; size?: number } | undefined;
    if (!data || Array.isArray(data) || data.type !== 'file') return undefined;
    if (data.content && data.encoding === 'base64') return Buffer.from(data.content, 'base64').toString('utf8');
    // Files over 1 MB come without content: read the blob instead.
    if (data.sha) {
      const blob = await wrap(`read blob of ${path}`, () => this.octokit.rest.git.getBlob({ ...this.r, file_sha: data.sha as string }));
      return Buffer.from(blob.data.content, 'base64').toString('utf8');
    }
    return undefined;
  }

  commitFiles(branch: string, baseSha: string, files: SessionFile[], message: string, knownHead?: string): Promise<CommitResult> {
    // Commits to one branch are serialized: each builds on the head the previous one left.
    const previous = this.queues.get(branch) ?? Promise.resolve();
    if (knownHead && !this.heads.has(branch)) this.heads.set(branch, knownHead);
    const next = previous.catch(() => undefined).then(() => this.commitNow(branch, baseSha, files, message));
    this.queues.set(branch, next);
    return next;
  }

  private async treeOf(commit: string): Promise<string> {
    const known = this.trees.get(commit);
    if (known) return known;
    const { data } = await wrap('get commit', () => this.octokit.rest.git.getCommit({ ...this.r, commit_sha: commit }));
    this.trees.set(commit, data.tree.sha);
    return data.tree.sha;
  }

  private async commitNow(branch: string, baseSha: string, files: SessionFile[], message: string): Promise<CommitResult> {
    let parent = this.heads.get(branch);
    let create = parent === undefined;
    parent ??= baseSha;
    for (let attempt = 0; ; attempt++) {
      const baseTree = await this.treeOf(parent);
      const tree = await wrap('create tree', () =>
        this.octokit.rest.git.createTree({
          ...this.r,
          base_tree: baseTree,
          // sha: null removes a path from the tree (the Git Data API's way to delete in a commit).
          tree: files.map((f) =>
            f.delete
              ? { path: f.path, mode: '100644' as const, type: 'blob' as const, sha: null }
              : { path: f.path, mode: '100644' as const, type: 'blob' as const, content: f.content },
          ),
        }),
      );
      const commit = await wrap('create commit', () =>
        this.octokit.rest.git.createCommit({
          ...this.r,
          message,
          tree: tree.data.sha,
          parents: [parent as string],
        }),
      );
      this.trees.set(commit.data.sha, tree.data.sha);
      try {
        if (create)
          await wrap('create branch', () =>
            this.octokit.rest.git.createRef({ ...this.r, ref: `refs/heads/${branch}`, sha: commit.data.sha }),
          );
        else
          await wrap('update branch', () =>
            this.octokit.rest.git.updateRef({
              ...this.r,
              ref: `heads/${branch}`,
              sha: commit.data.sha,
              force: false,
            }),
          );
        this.heads.set(branch, commit.data.sha);
        return { sha: commit.data.sha, created: create };
      } catch (error) {
        // Someone else moved the branch: rebuild on the new head (our files win, theirs are kept).
        if (!(error instanceof ForgeError) || error.status !== 422 || !RACE.test(error.message) || attempt >= 3) throw error;
        this.heads.delete(branch);
        const head = await this.branchHead(branch);
        create = head === undefined;
        parent = head ?? baseSha;
      }
    }
  }

  async findPullRequest(branch: string): Promise<PullRequestInfo | undefined> {
    const { data } = await wrap('list pull requests', () =>
      this.octokit.rest.pulls.list({
        ...this.r,
        head: `${this.owner}:${branch}`,
        state: 'open',
        per_page: 10,
      }),
    );
    const pr = data[0];
    return pr ? toPullRequest(pr) : undefined;
  }

  async ensurePullRequest(input: EnsurePullRequest): Promise<PullRequestInfo> {
    // GitHub caps a PR body at 65 536 characters.
    const body = input.body.length > 65_000 ? `${input.body.slice(0, 64_900)}\n\n… (cut)` : input.body;
    const existing = input.mayExist === false ? undefined : await this.findPullRequest(input.branch);
    if (!existing) {
      const { data } = await wrap('create pull request', () =>
        this.octokit.rest.pulls.create({
          ...this.r,
          head: input.branch,
          base: input.base,
          title: input.title,
          body,
          draft: input.draft,
        }),
      );
      if (input.labels.length > 0)
        await wrap('add labels', () => this.octokit.rest.issues.addLabels({ ...this.r, issue_number: data.number, labels: input.labels }));
      return toPullRequest(data);
    }
    const { data } = await wrap('update pull request', () =>
      this.octokit.rest.pulls.update({ ...this.r, pull_number: existing.number, title: input.title, body }),
    );
    const updated = toPullRequest(data);
    if (updated.draft !== input.draft && this.octokit.graphql) {
      const mutation = input.draft ? 'convertPullRequestToDraft' : 'markPullRequestReadyForReview';
      await wrap(mutation, () =>
        (this.octokit.graphql as NonNullable<OctokitLike['graphql']>)(
          `mutation($id: ID!) { ${mutation}(input: { pullRequestId: $id }) { clientMutationId } }`,
          {
            id: (data as { node_id: string }).node_id,
          },
        ),
      );
      updated.draft = input.draft;
    }
    return updated;
  }

  async createReview(review: ReviewRequest): Promise<ReviewResult> {
    const post = (body: string, comments: ReviewRequest['comments']) =>
      wrap('create review', () =>
        this.octokit.rest.pulls.createReview({
          ...this.r,
          pull_number: review.pullNumber,
          commit_id: review.commitSha,
          event: review.event,
          body,
          comments: comments.map((c) => ({
            path: c.path,
            line: c.line,
            side: 'RIGHT' as const,
            body: c.body,
          })),
        }),
      );
    try {
      const { data } = await post(review.body, review.comments);
      return { id: data.id, anchored: review.comments.length, inBody: 0 };
    } catch (error) {
      // createReview is all-or-nothing and a 422 does not say which comment failed: move every
      // comment into the body so no conflict is lost.
      if (!(error instanceof ForgeError) || error.status !== 422 || review.comments.length === 0) throw error;
      const moved = review.comments.map((c) => `---\n**${c.path}:${c.line}**\n\n${c.body}`).join('\n\n');
      const { data } = await post(`${review.body}\n\n${moved}`, []);
      return { id: data.id, anchored: 0, inBody: review.comments.length };
    }
  }

  async getPullRequest(number: number): Promise<PullRequestInfo | undefined> {
    const response = await orUndefined(`get pull request #${number}`, () =>
      this.octokit.rest.pulls.get({ ...this.r, pull_number: number }),
    );
    return response ? toPullRequest(response.data) : undefined;
  }

  async listIssuesWithLabel(label: string): Promise<{ number: number; id: number; title: string; body: string }[]> {
    const issues = await wrap('list issues', () =>
      this.octokit.paginate(this.octokit.rest.issues.listForRepo, { ...this.r, labels: label, state: 'all', per_page: 100 }),
    );
    return issues.filter((i) => !i.pull_request).map((i) => ({ number: i.number, id: i.id, title: i.title, body: i.body ?? '' }));
  }

  async createIssue(input: { title: string; body: string; labels: string[] }): Promise<{ number: number; id: number }> {
    const { data } = await wrap('create issue', () => this.octokit.rest.issues.create({ ...this.r, ...input }));
    return { number: data.number, id: data.id };
  }

  async updateIssue(number: number, input: { title: string; body: string }): Promise<void> {
    await wrap('update issue', () => this.octokit.rest.issues.update({ ...this.r, issue_number: number, ...input }));
  }

  async addSubIssue(parent: number, subIssueId: number): Promise<boolean> {
    try {
      await wrap('add sub-issue', () =>
        this.octokit.rest.issues.addSubIssue({ ...this.r, issue_number: parent, sub_issue_id: subIssueId }),
      );
      return true;
    } catch (error) {
      // GHES versions and some plans have no sub-issues: the checklist comment is the fallback.
      if (error instanceof ForgeError && [404, 410, 422].includes(error.status ?? 0)) return false;
      throw error;
    }
  }

  async listReviewThreads(pullNumber: number): Promise<ReviewThread[]> {
    if (!this.octokit.graphql) return [];
    const query = `query($owner: String!, $repo: String!, $number: Int!) { repository(owner: $owner, name: $repo) { pullRequest(number: $number) { reviewThreads(first: 100) { nodes { id isResolved comments(first: 1) { nodes { body } } } } } } }`;
    const data = (await wrap('list review threads', () =>
      (this.octokit.graphql as NonNullable<OctokitLike['graphql']>)(query, { owner: this.owner, repo: this.repo, number: pullNumber }),
    )) as {
      repository?: {
        pullRequest?: { reviewThreads?: { nodes?: { id: string; isResolved: boolean; comments?: { nodes?: { body?: string }[] } }[] } };
      };
    };
    return (data.repository?.pullRequest?.reviewThreads?.nodes ?? []).map((t) => ({
      id: t.id,
      isResolved: t.isResolved,
      body: t.comments?.nodes?.[0]?.body ?? '',
    }));
  }

  async listReviewComments(pullNumber: number, reviewId: number): Promise<{ path: string; line: number; body: string }[]> {
    const comments = await wrap('list review comments', () =>
      this.octokit.paginate(this.octokit.rest.pulls.listCommentsForReview, {
        ...this.r,
        pull_number: pullNumber,
        review_id: reviewId,
        per_page: 100,
      }),
    );
    return comments.map((c) => ({ path: c.path, line: (c as { line?: number | null }).line ?? c.original_line ?? 0, body: c.body }));
  }

  async resolveReviewThread(threadId: string): Promise<void> {
    if (!this.octokit.graphql) return;
    await wrap('resolve review thread', () =>
      (this.octokit.graphql as NonNullable<OctokitLike['graphql']>)(
        `mutation($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { id } } }`,
        { id: threadId },
      ),
    );
  }

  async createCheckRun(run: CheckRun): Promise<void> {
    // The API takes at most 50 annotations per request; the summary lists every conflict anyway.
    const annotations = run.annotations.slice(0, 50).map((a) => ({
      path: a.path,
      start_line: a.line,
      end_line: a.line,
      annotation_level: a.level,
      title: a.title.slice(0, 255),
      message: a.message.slice(0, 64_000),
    }));
    await wrap('create check run', () =>
      this.octokit.rest.checks.create({
        ...this.r,
        name: run.name,
        head_sha: run.headSha,
        status: 'completed',
        conclusion: run.conclusion,
        output: { title: run.title.slice(0, 255), summary: run.summary.slice(0, 65_000), annotations },
      }),
    );
  }

  async tarball(ref: string): Promise<Buffer> {
    const { data } = await wrap('download tarball', () => this.octokit.rest.repos.downloadTarballArchive({ ...this.r, ref }));
    return Buffer.from(data as ArrayBuffer);
  }
}
