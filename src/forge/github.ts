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
  /** Octokit's logger (Probot's for `context.octokit`): where a forge without `log` reports. */
  log?: { warn(message: string): void };
};

const status = (error: unknown) => (error as { status?: number })?.status;

async function wrap<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw forgeError(operation, error);
  }
}

/** Any error of a GitHub request as a ForgeError naming the operation (a ForgeError passes as is). */
function forgeError(operation: string, error: unknown): ForgeError {
  if (error instanceof ForgeError) return error;
  // No HTTP answer at all: say so, without the status 500 Octokit gives such failures.
  const network = unreachableMessage(error);
  if (network) return new ForgeError(`GitHub ${operation} failed: ${network}`, undefined, { cause: error, reason: 'network' });
  const code = status(error);
  // A GraphQL answer with errors (HTTP 200): its own messages, not Octokit's "Request failed due to…".
  const graphql = graphqlErrors(error);
  const message = (
    graphql.length > 0 ? graphql.map((e) => e.message ?? e.type ?? '').join('; ') : String((error as Error)?.message ?? error)
  )
    .split('\n')[0]
    ?.slice(0, 300);
  return new ForgeError(`GitHub ${operation} failed${code ? ` (${code})` : ''}: ${message}`, code, {
    cause: error,
    reason: code !== undefined ? reasonOfResponse(error, code) : graphql.length > 0 ? reasonOfGraphql(graphql) : reasonOf(error).reason,
  });
}

interface GraphqlError {
  type?: string;
  message?: string;
  extensions?: { code?: string; fieldName?: string };
}

/** The `errors` of a GraphQL answer (Octokit's GraphqlResponseError carries them), else none. */
function graphqlErrors(error: unknown): GraphqlError[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as GraphqlError[]) : [];
}

function reasonOfGraphql(errors: GraphqlError[]): ErrorReason {
  const types = new Set(errors.map((e) => e.type));
  if (types.has('FORBIDDEN')) return 'permission';
  if (types.has('RATE_LIMITED')) return 'rate_limit';
  if (types.has('NOT_FOUND')) return 'not_found';
  return 'internal';
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

/** One commit in one request, signed by GitHub for every token kind (on GHES where web commit signing is on). */
const COMMIT_MUTATION = 'mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid url } } }';

/**
 * A change above either cap goes through the Git Data API instead of one mutation. GitHub documents
 * no size for a createCommitOnBranch, but it ends any API request that takes more than 10 s ("your
 * input was too large to process") and refuses files over 100 MB, and the mutation carries every
 * file in full, base64-encoded, in one JSON body. 40 MB of base64 (30 MB of content) or 1 000 files
 * stays far below what GitHub handles in 10 s; a plan session is a few hundred kilobytes.
 */
const MUTATION_MAX_BASE64 = 40 * 1024 * 1024;
const MUTATION_MAX_FILES = 1000;
/** The Git Data API path sends up to this much content inline in the tree request; the rest as one blob each. */
const TREE_INLINE_MAX = 8 * 1024 * 1024;

/** expectedHeadOid was not the branch head: GitHub's STALE_DATA ("Expected branch to point to …"). */
const STALE = /expected branch to point to|expected head ?oid|does not match the expected/i;
const MISSING_FIELD = /doesn't exist|does not exist|isn't a defined|is not defined|undefined field/i;

/** Why the mutation cannot be used on this GitHub at all (older GHES), or undefined. */
function mutationUnavailable(error: unknown): string | undefined {
  if (status(error) === 404) return 'GitHub answered 404 on /graphql';
  const missing = graphqlErrors(error).find(
    (e) =>
      (e.extensions?.code === 'undefinedField' && e.extensions.fieldName === 'createCommitOnBranch') ||
      (/createCommitOnBranch/i.test(e.message ?? '') && MISSING_FIELD.test(e.message ?? '')),
  );
  return missing ? `this GitHub has no createCommitOnBranch mutation ("${String(missing.message).slice(0, 120)}")` : undefined;
}

const isStale = (error: unknown) => graphqlErrors(error).some((e) => e.type === 'STALE_DATA' || STALE.test(e.message ?? ''));

/** Why a change is too large for one mutation, or undefined. */
function tooLargeForMutation(files: SessionFile[]): string | undefined {
  if (files.length > MUTATION_MAX_FILES) return `the change has ${files.length} files (more than ${MUTATION_MAX_FILES} for one mutation)`;
  const base64 = files.reduce((sum, f) => sum + (f.delete ? 0 : Math.ceil(Buffer.byteLength(f.content) / 3) * 4), 0);
  if (base64 > MUTATION_MAX_BASE64) return `the change is ${Math.round(base64 / 2 ** 20)} MB of base64 (more than 40 MB for one mutation)`;
  return undefined;
}

/** createCommitOnBranch's fileChanges: one entry per path (the last one wins), as GitHub requires. */
function fileChanges(files: SessionFile[]) {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const all = [...byPath.values()];
  return {
    additions: all.filter((f) => !f.delete).map((f) => ({ path: f.path, contents: Buffer.from(f.content, 'utf8').toString('base64') })),
    deletions: all.filter((f) => f.delete).map((f) => ({ path: f.path })),
  };
}

/** A commit message as the mutation takes it: the first line, and the rest after the blank line. */
function commitMessage(message: string): { headline: string; body?: string } {
  const [headline = '', ...rest] = message.split('\n');
  const body = rest.join('\n').trim();
  return body ? { headline, body } : { headline };
}

export class GitHubForge implements Forge {
  readonly owner: string;
  readonly repo: string;
  private readonly octokit: OctokitLike;
  private readonly log: { warn(message: string): void } | undefined;
  /** Last known head of each branch, and the tree of each commit (Git Data API path). */
  private readonly heads = new Map<string, string>();
  private readonly trees = new Map<string, string>();
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Set once createCommitOnBranch turned out unavailable: every later commit uses the Git Data API. */
  private mutationMissing: string | undefined;
  private readonly reported = new Set<string>();

  constructor(options: { octokit: OctokitLike; owner: string; repo: string; log?: { warn(message: string): void } }) {
    this.octokit = options.octokit;
    this.owner = options.owner;
    this.repo = options.repo;
    this.log = options.log ?? options.octokit.log;
    if (!options.octokit.graphql) this.mutationMissing = 'this Octokit has no GraphQL client';
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

  /**
   * createCommitOnBranch (one request, a verified commit) unless the mutation is unavailable or the
   * change too large for it; then the Git Data API (3 requests, unsigned with a user token or on GHES).
   */
  private async commitNow(branch: string, baseSha: string, files: SessionFile[], message: string): Promise<CommitResult> {
    const reason = this.mutationMissing ?? tooLargeForMutation(files);
    if (reason === undefined) {
      const result = await this.commitByMutation(branch, baseSha, files, message);
      if (!('unavailable' in result)) return result;
      this.mutationMissing = result.unavailable;
      const commit = await this.commitByGitData(branch, baseSha, files, message, result.unavailable);
      return { ...commit, created: commit.created || result.created };
    }
    return this.commitByGitData(branch, baseSha, files, message, reason);
  }

  /** The reason commits go through the Git Data API, logged once per reason. */
  private report(reason: string): void {
    if (this.reported.has(reason)) return;
    this.reported.add(reason);
    this.log?.warn(`cplan commits to ${this.owner}/${this.repo} through the Git Data API (not signed by GitHub): ${reason}`);
  }

  /** Creates `branch` at `baseSha` (no commit); if another client created it first, its head. */
  private async createBranch(branch: string, baseSha: string): Promise<{ head: string; created: boolean }> {
    try {
      await wrap('create branch', () => this.octokit.rest.git.createRef({ ...this.r, ref: `refs/heads/${branch}`, sha: baseSha }));
      this.heads.set(branch, baseSha);
      return { head: baseSha, created: true };
    } catch (error) {
      if (!(error instanceof ForgeError) || error.status !== 422 || !RACE.test(error.message)) throw error;
      const head = await this.branchHead(branch);
      if (head === undefined) throw error;
      return { head, created: false };
    }
  }

  /**
   * One createCommitOnBranch with expectedHeadOid. When another client moved the branch (STALE_DATA),
   * the head is read again and the commit retried on it: their commit is kept, our files win.
   */
  private async commitByMutation(
    branch: string,
    baseSha: string,
    files: SessionFile[],
    message: string,
  ): Promise<CommitResult | { unavailable: string; created: boolean }> {
    let head = this.heads.get(branch);
    let created = false;
    if (head === undefined) ({ head, created } = await this.createBranch(branch, baseSha));
    const input = {
      branch: { repositoryNameWithOwner: `${this.owner}/${this.repo}`, branchName: branch },
      message: commitMessage(message),
      fileChanges: fileChanges(files),
    };
    const graphql = this.octokit.graphql as NonNullable<OctokitLike['graphql']>;
    for (let attempt = 0; ; attempt++) {
      try {
        const data = (await graphql(COMMIT_MUTATION, { input: { ...input, expectedHeadOid: head } })) as {
          createCommitOnBranch?: { commit?: { oid?: string } };
        };
        const oid = data.createCommitOnBranch?.commit?.oid;
        if (!oid) throw new ForgeError('GitHub create commit failed: createCommitOnBranch returned no commit', undefined);
        this.heads.set(branch, oid);
        return { sha: oid, created, via: 'graphql' };
      } catch (error) {
        const unavailable = mutationUnavailable(error);
        if (unavailable) return { unavailable, created };
        if (!isStale(error) || attempt >= 3) throw forgeError('create commit', error);
        this.heads.delete(branch);
        const current = await this.branchHead(branch);
        if (current === undefined) ({ head, created } = await this.createBranch(branch, baseSha));
        else head = current;
      }
    }
  }

  private async treeOf(commit: string): Promise<string> {
    const known = this.trees.get(commit);
    if (known) return known;
    const { data } = await wrap('get commit', () => this.octokit.rest.git.getCommit({ ...this.r, commit_sha: commit }));
    this.trees.set(commit, data.tree.sha);
    return data.tree.sha;
  }

  /** Tree entries for the Git Data API: content inline up to TREE_INLINE_MAX in all, then one blob per file. */
  private async treeEntries(files: SessionFile[]) {
    let inline = 0;
    const entries = [];
    for (const f of files) {
      const base = { path: f.path, mode: '100644' as const, type: 'blob' as const };
      // sha: null removes a path from the tree (the Git Data API's way to delete in a commit).
      if (f.delete) entries.push({ ...base, sha: null });
      else if ((inline += Buffer.byteLength(f.content)) <= TREE_INLINE_MAX) entries.push({ ...base, content: f.content });
      else {
        const blob = await wrap('create blob', () =>
          this.octokit.rest.git.createBlob({ ...this.r, content: Buffer.from(f.content, 'utf8').toString('base64'), encoding: 'base64' }),
        );
        entries.push({ ...base, sha: blob.data.sha });
      }
    }
    return entries;
  }

  /** Tree with base_tree → commit → ref: 3 requests; retries a non-fast-forward race on the new head. */
  private async commitByGitData(
    branch: string,
    baseSha: string,
    files: SessionFile[],
    message: string,
    reason: string,
  ): Promise<CommitResult> {
    this.report(reason);
    let parent = this.heads.get(branch);
    let create = parent === undefined;
    parent ??= baseSha;
    const tree = await this.treeEntries(files);
    for (let attempt = 0; ; attempt++) {
      const baseTree = await this.treeOf(parent);
      const created = await wrap('create tree', () => this.octokit.rest.git.createTree({ ...this.r, base_tree: baseTree, tree }));
      const commit = await wrap('create commit', () =>
        this.octokit.rest.git.createCommit({ ...this.r, message, tree: created.data.sha, parents: [parent as string] }),
      );
      this.trees.set(commit.data.sha, created.data.sha);
      try {
        await this.moveBranch(branch, commit.data.sha, create, reason);
        this.heads.set(branch, commit.data.sha);
        return { sha: commit.data.sha, created: create, via: 'git-data' };
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

  /** Points `branch` at `sha`; a ruleset's refusal of unsigned commits says why they were unsigned. */
  private async moveBranch(branch: string, sha: string, create: boolean, reason: string): Promise<void> {
    try {
      if (create) await wrap('create branch', () => this.octokit.rest.git.createRef({ ...this.r, ref: `refs/heads/${branch}`, sha }));
      else await wrap('update branch', () => this.octokit.rest.git.updateRef({ ...this.r, ref: `heads/${branch}`, sha, force: false }));
    } catch (error) {
      const detail = String((error as { cause?: Error }).cause?.message ?? '');
      if (!(error instanceof ForgeError) || error.status !== 409 || !/verified signatures/i.test(detail)) throw error;
      throw new ForgeError(
        `GitHub ${create ? 'create' : 'update'} branch failed (409): a rule requires verified signatures, and this commit is unsigned: it went through the Git Data API because ${reason}`,
        409,
        { cause: error },
      );
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
