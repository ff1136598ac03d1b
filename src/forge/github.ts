// GitHubForge: the ONLY module that talks to GitHub through Octokit. Every Octokit error is
// translated once, here, into a ForgeError naming the operation (never a token), with its reason.
import type { OctokitLike } from './octokit-like.js';
import type { SessionFile } from '../core/render/artifacts.js';
import { orUndefined, wrap } from './github-errors.js';
import { GitHubCommits } from './github-commit.js';
import { createOnce, findRecentComment, findReview, pullRequestExists } from './github-create.js';
import { addAssignees, addLabels, listCheckRuns, listPullFiles, viewerLogin } from './github-execute.js';
import { listTreeFiles, readRawFile } from './github-read.js';
import { NOT_IDEMPOTENT } from './octokit.js';
import { toIssue, toPullRequest } from './payloads.js';
import {
  type CommentInfo,
  type CommitOptions,
  type CommitResult,
  type EnsurePullRequest,
  type Forge,
  ForgeError,
  type IssueInfo,
  type Permission,
  type PullRequestInfo,
  type RepoInfo,
  type ReviewInfo,
  type ReviewRequest,
  type ReviewResult,
  type ReviewThread,
  type CheckRun,
  type CheckRunInfo,
  type PullFile,
} from './types.js';

export type { OctokitLike } from './octokit-like.js';

interface ThreadComment {
  body?: string;
  author?: { __typename?: string; login?: string } | null;
}

/** GraphQL names an app `slug` (a Bot); REST, webhooks and cplan say `slug[bot]`. */
function restLogin(author: ThreadComment['author']): string {
  if (!author?.login) return '';
  return author.__typename === 'Bot' && !author.login.endsWith('[bot]') ? `${author.login}[bot]` : author.login;
}

export class GitHubForge implements Forge {
  readonly owner: string;
  readonly repo: string;
  private readonly octokit: OctokitLike;
  private readonly log: { warn(message: string): void } | undefined;
  /** Branch heads and commits (github-commit.ts). */
  private readonly commits: GitHubCommits;

  constructor(options: { octokit: OctokitLike; owner: string; repo: string; log?: { warn(message: string): void } }) {
    this.octokit = options.octokit;
    this.owner = options.owner;
    this.repo = options.repo;
    this.log = options.log ?? options.octokit.log;
    this.commits = new GitHubCommits(this.octokit, { owner: this.owner, repo: this.repo }, this.log);
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
    return response ? toIssue(response.data) : undefined;
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

  async addReaction(commentId: number, reaction: 'eyes' | 'rocket' | 'confused' | '+1'): Promise<'created' | 'existed'> {
    const response = await wrap('add reaction', () =>
      this.octokit.rest.reactions.createForIssueComment({
        ...this.r,
        comment_id: commentId,
        content: reaction,
      }),
    );
    // GitHub answers 200 (not 201) when this identity had already left the reaction.
    return response.status === 200 ? 'existed' : 'created';
  }

  async listComments(issue: number, options: { max?: number } = {}): Promise<CommentInfo[]> {
    const max = Math.max(1, options.max ?? Number.POSITIVE_INFINITY);
    let read = 0;
    const comments = await wrap('list comments', () =>
      this.octokit.paginate(
        this.octokit.rest.issues.listComments,
        { ...this.r, issue_number: issue, per_page: Math.min(100, max) },
        (response, done) => {
          read += response.data.length;
          if (read >= max) done();
          return response.data;
        },
      ),
    );
    return comments.slice(0, max).map((c) => ({
      id: c.id,
      body: c.body ?? '',
      author: c.user?.login ?? '',
      authorType: c.user?.type ?? 'User',
      url: c.html_url,
    }));
  }

  /** Made once (github-create.ts): after a 5xx, the comment is looked for before it is posted again. */
  async createComment(issue: number, body: string): Promise<CommentInfo> {
    const data = await createOnce(
      async () =>
        (
          await wrap('create comment', () =>
            this.octokit.rest.issues.createComment({ ...this.r, issue_number: issue, body, request: NOT_IDEMPOTENT }),
          )
        ).data,
      () => findRecentComment(this.octokit, this.r, issue, body),
    );
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

  branchHead(branch: string): Promise<string | undefined> {
    return this.commits.branchHead(branch);
  }

  /** One recursive tree; `dir`'s own when GitHub truncates the whole one (github-read.ts). */
  listFiles(ref: string, dir: string): Promise<string[]> {
    return listTreeFiles(this.octokit, this.r, ref, dir);
  }

  /** The file's own bytes (the raw media type): see github-read.ts for why not the JSON form. */
  readFile(ref: string, path: string): Promise<string | undefined> {
    return readRawFile(this.octokit, this.r, ref, path);
  }

  commitFiles(
    branch: string,
    baseSha: string,
    files: SessionFile[],
    message: string,
    knownHead?: string,
    options?: CommitOptions,
  ): Promise<CommitResult> {
    return this.commits.commitFiles(branch, baseSha, files, message, knownHead, options);
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
    if (existing) return this.updatePullRequest(existing, input, body);
    const created = await this.createPullRequest(input, body);
    if (created.existed) return this.updatePullRequest(created.pr, input, body);
    if (input.labels.length > 0)
      await wrap('add labels', () =>
        this.octokit.rest.issues.addLabels({ ...this.r, issue_number: created.pr.number, labels: input.labels }),
      );
    return created.pr;
  }

  /**
   * Made once (github-create.ts): after a 5xx the branch's open PR is looked for before the POST is
   * repeated. GitHub's 422 "A pull request already exists for …" (an earlier attempt or another run
   * made it) hands back that PR, `existed`, to be updated like any open one.
   */
  private async createPullRequest(input: EnsurePullRequest, body: string): Promise<{ pr: PullRequestInfo; existed: boolean }> {
    const post = async () => {
      const { data } = await wrap('create pull request', () =>
        this.octokit.rest.pulls.create({
          ...this.r,
          head: input.branch,
          base: input.base,
          title: input.title,
          body,
          draft: input.draft,
          request: NOT_IDEMPOTENT,
        }),
      );
      return toPullRequest(data);
    };
    try {
      return { pr: await createOnce(post, () => this.findPullRequest(input.branch)), existed: false };
    } catch (error) {
      if (!pullRequestExists(error)) throw error;
      const pr = await this.findPullRequest(input.branch);
      if (!pr) throw error;
      return { pr, existed: true };
    }
  }

  private async updatePullRequest(existing: PullRequestInfo, input: EnsurePullRequest, body: string): Promise<PullRequestInfo> {
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
    // Made once (github-create.ts): after a 5xx, a review with this body is looked for first.
    const post = (body: string, comments: ReviewRequest['comments']) =>
      createOnce(
        async () => {
          const { data } = await wrap('create review', () =>
            this.octokit.rest.pulls.createReview({
              ...this.r,
              pull_number: review.pullNumber,
              commit_id: review.commitSha,
              event: review.event,
              body,
              comments: comments.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT' as const, body: c.body })),
              request: NOT_IDEMPOTENT,
            }),
          );
          return { id: data.id };
        },
        () => findReview(this.octokit, this.r, review.pullNumber, review.commitSha, body),
      );
    try {
      const data = await post(review.body, review.comments);
      return { id: data.id, anchored: review.comments.length, inBody: 0 };
    } catch (error) {
      // createReview is all-or-nothing and a 422 does not say which comment failed: move every
      // comment into the body so no conflict is lost.
      if (!(error instanceof ForgeError) || error.status !== 422 || review.comments.length === 0) throw error;
      const moved = review.comments.map((c) => `---\n**${c.path}:${c.line}**\n\n${c.body}`).join('\n\n');
      const data = await post(`${review.body}\n\n${moved}`, []);
      return { id: data.id, anchored: 0, inBody: review.comments.length };
    }
  }

  async getPullRequest(number: number): Promise<PullRequestInfo | undefined> {
    const response = await orUndefined(`get pull request #${number}`, () =>
      this.octokit.rest.pulls.get({ ...this.r, pull_number: number }),
    );
    return response ? toPullRequest(response.data) : undefined;
  }

  async listIssuesWithLabel(label: string): Promise<{ number: number; id: number; title: string; body: string; author: string }[]> {
    const issues = await wrap('list issues', () =>
      this.octokit.paginate(this.octokit.rest.issues.listForRepo, { ...this.r, labels: label, state: 'all', per_page: 100 }),
    );
    return issues
      .filter((i) => !i.pull_request)
      .map((i) => ({ number: i.number, id: i.id, title: i.title, body: i.body ?? '', author: i.user?.login ?? '' }));
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
    const query = `query($owner: String!, $repo: String!, $number: Int!) { repository(owner: $owner, name: $repo) { pullRequest(number: $number) { reviewThreads(first: 100) { nodes { id isResolved comments(first: 1) { nodes { body author { __typename login } } } } } } } }`;
    const data = (await wrap('list review threads', () =>
      (this.octokit.graphql as NonNullable<OctokitLike['graphql']>)(query, { owner: this.owner, repo: this.repo, number: pullNumber }),
    )) as {
      repository?: {
        pullRequest?: { reviewThreads?: { nodes?: { id: string; isResolved: boolean; comments?: { nodes?: ThreadComment[] } }[] } };
      };
    };
    return (data.repository?.pullRequest?.reviewThreads?.nodes ?? []).map((t) => ({
      id: t.id,
      isResolved: t.isResolved,
      body: t.comments?.nodes?.[0]?.body ?? '',
      author: restLogin(t.comments?.nodes?.[0]?.author),
    }));
  }

  async listReviews(pullNumber: number): Promise<ReviewInfo[]> {
    const reviews = await wrap('list reviews', () =>
      this.octokit.paginate(this.octokit.rest.pulls.listReviews, { ...this.r, pull_number: pullNumber, per_page: 100 }),
    );
    return reviews.map((r) => ({ id: r.id, body: r.body ?? '', author: r.user?.login ?? '' }));
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

  // The execution side (github-execute.ts).
  viewerLogin(): Promise<string | undefined> {
    return viewerLogin(this.octokit);
  }

  listCheckRuns(sha: string, name: string): Promise<CheckRunInfo[]> {
    return listCheckRuns(this.octokit, this.r, sha, name);
  }

  listPullFiles(pullNumber: number, options?: { max?: number }): Promise<PullFile[]> {
    return listPullFiles(this.octokit, this.r, pullNumber, options);
  }

  addLabels(issue: number, labels: string[]): Promise<void> {
    return addLabels(this.octokit, this.r, issue, labels);
  }

  addAssignees(issue: number, logins: string[], agent?: { baseBranch: string; instructions: string }): Promise<string[]> {
    return addAssignees(this.octokit, this.r, issue, logins, agent);
  }

  async tarball(ref: string): Promise<Buffer> {
    const { data } = await wrap('download tarball', () => this.octokit.rest.repos.downloadTarballArchive({ ...this.r, ref }));
    return Buffer.from(data as ArrayBuffer);
  }
}
