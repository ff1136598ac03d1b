// The forge port in cplan's own words: what the GitHub flow needs of a code host. Only
// forge/github.ts implements it with Octokit; forge/local.ts answers for dry runs and tests.
import type { SessionFile } from '../core/render/artifacts.js';
import { CplanError, type ErrorDetails, reasonForStatus } from '../core/shared/errors.js';

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface RepoInfo {
  owner: string;
  repo: string;
  defaultBranch: string;
  private: boolean;
}

export interface IssueInfo {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  author: string;
  isPullRequest: boolean;
  labels: string[];
  /** Why a closed issue was closed (`completed`, `not_planned`); unset when open or unknown. */
  stateReason?: string | null;
  /** Logins the issue is assigned to; unset when the source did not say. */
  assignees?: string[];
}

export interface CommentInfo {
  id: number;
  body: string;
  author: string;
  authorType: 'User' | 'Bot' | 'Organization' | string;
  url: string;
}

export interface PullRequestInfo {
  number: number;
  url: string;
  draft: boolean;
  headRef: string;
  headSha: string;
  baseRef: string;
  state: 'open' | 'closed';
  /**
   * `owner/name` of the repository the head branch lives in; null when GitHub no longer knows it
   * (a deleted fork). A PR whose head is not the base repository is never re-checked or written to.
   */
  headRepo?: string | null;
  /** Set by getPullRequest and pull request payloads (unset where the source did not carry them). */
  title?: string;
  body?: string;
  /** True once merged (a closed PR that is not merged was closed without merging). */
  merged?: boolean;
  author?: string;
}

/** One file a pull request changes (GET /pulls/{n}/files). */
export interface PullFile {
  path: string;
  /** added, removed, modified, renamed, copied, changed, unchanged. */
  status: string;
  /** The path before a rename. */
  previousPath?: string;
  /** The unified diff of the file; absent when GitHub sends none (binary, or too large). */
  patch?: string;
}

/** A check run already on a commit (to post nothing twice for the same state). */
export interface CheckRunInfo {
  id: number;
  name: string;
  headSha: string;
  conclusion: string | null;
  title: string;
  summary: string;
}

export interface EnsurePullRequest {
  branch: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  labels: string[];
  mayExist?: boolean;
}

export interface ReviewComment {
  path: string;
  /** 1-based line in the file at `commitSha`. */
  line: number;
  body: string;
}

export interface ReviewRequest {
  pullNumber: number;
  commitSha: string;
  body: string;
  event: 'COMMENT' | 'REQUEST_CHANGES';
  comments: ReviewComment[];
}

export interface ReviewResult {
  id: number;
  /** Comments anchored on lines; the rest went into the review body (fallback). */
  anchored: number;
  inBody: number;
}

export interface CommitResult {
  sha: string;
  /** True when the branch was created by this commit. */
  created: boolean;
  /**
   * How the commit was made: GraphQL createCommitOnBranch (signed by GitHub, shown as verified) or
   * the Git Data API (unsigned with a user token or on GHES). Unset by forges that make no commits.
   */
  via?: 'graphql' | 'git-data';
}

export interface CommitOptions {
  /**
   * The commit goes onto `knownHead` or not at all: when the branch moved (a newer push), it throws
   * BranchMovedError instead of retrying on the new head. Re-checks use it so a newer push wins.
   */
  onlyOnto?: boolean;
}

export interface ReviewThread {
  id: string;
  isResolved: boolean;
  /** Body of the thread's first comment (carries the conflict's fingerprint marker). */
  body: string;
  /** Login of the first comment's author, REST style (`app[bot]` for an app); '' when unknown. */
  author?: string;
}

export interface ReviewInfo {
  id: number;
  body: string;
  author: string;
}

export interface CheckRunAnnotation {
  path: string;
  line: number;
  level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

export interface CheckRun {
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  summary: string;
  annotations: CheckRunAnnotation[];
}

export interface Forge {
  readonly owner: string;
  readonly repo: string;
  getRepo(): Promise<RepoInfo>;
  getIssue(number: number): Promise<IssueInfo | undefined>;
  permissionOf(login: string): Promise<Permission>;
  /** 'existed' when this identity had already left that reaction (GitHub answers 200 instead of 201). */
  addReaction(commentId: number, reaction: 'eyes' | 'rocket' | 'confused' | '+1'): Promise<'created' | 'existed'>;
  /** Comments of an issue or PR, oldest first; `max` stops paging once that many were read (the rest are not fetched). */
  listComments(issue: number, options?: { max?: number }): Promise<CommentInfo[]>;
  createComment(issue: number, body: string): Promise<CommentInfo>;
  updateComment(commentId: number, body: string): Promise<void>;
  /** Head commit of a branch, or undefined when the branch does not exist. */
  branchHead(branch: string): Promise<string | undefined>;
  /** Files under `dir` at `ref` (recursive, paths relative to the repository root). */
  listFiles(ref: string, dir: string): Promise<string[]>;
  readFile(ref: string, path: string): Promise<string | undefined>;
  /**
   * Commits files to `branch` as one commit: GraphQL createCommitOnBranch with expectedHeadOid (one
   * request, signed by GitHub), else the Git Data API (tree with base_tree → commit → ref).
   * Creates the branch from `baseSha` when it does not exist; retries when another commit lands first.
   * `knownHead` is the branch head the caller already read (saves a lookup, avoids a create race).
   */
  commitFiles(
    branch: string,
    baseSha: string,
    files: SessionFile[],
    message: string,
    knownHead?: string,
    options?: CommitOptions,
  ): Promise<CommitResult>;
  findPullRequest(branch: string): Promise<PullRequestInfo | undefined>;
  /** Creates the PR for `branch` or updates the open one; `mayExist: false` skips the lookup (a branch made by this run). */
  ensurePullRequest(input: EnsurePullRequest): Promise<PullRequestInfo>;
  createReview(review: ReviewRequest): Promise<ReviewResult>;
  getPullRequest(number: number): Promise<PullRequestInfo | undefined>;
  /** Issues (not PRs) carrying a label, open and closed, with their authors (only cplan's own markers count). */
  listIssuesWithLabel(label: string): Promise<{ number: number; id: number; title: string; body: string; author: string }[]>;
  createIssue(input: { title: string; body: string; labels: string[] }): Promise<{ number: number; id: number }>;
  updateIssue(number: number, input: { title: string; body: string }): Promise<void>;
  /** Attaches a sub-issue; false where the API does not offer sub-issues (404/422/410). */
  addSubIssue(parent: number, subIssueId: number): Promise<boolean>;
  /** Submitted reviews of a PR, oldest first: the conflicts already posted are found by their markers. */
  listReviews(pullNumber: number): Promise<ReviewInfo[]>;
  /** Review threads of a PR (GraphQL), to resolve the ones whose conflict went away. */
  listReviewThreads(pullNumber: number): Promise<ReviewThread[]>;
  resolveReviewThread(threadId: string): Promise<void>;
  /** Line comments of one submitted review. */
  listReviewComments(pullNumber: number, reviewId: number): Promise<{ path: string; line: number; body: string }[]>;
  createCheckRun(run: CheckRun): Promise<void>;
  /** The login a user token acts as; undefined for an app installation token (it is no user). */
  viewerLogin(): Promise<string | undefined>;
  /** Check runs named `name` on commit `sha`, newest first. */
  listCheckRuns(sha: string, name: string): Promise<CheckRunInfo[]>;
  /** Files a pull request changes, with their patches; `max` stops paging (GitHub lists at most 3 000). */
  listPullFiles(pullNumber: number, options?: { max?: number }): Promise<PullFile[]>;
  /** Adds labels to an issue or PR (GitHub creates a label that does not exist yet). */
  addLabels(issue: number, labels: string[]): Promise<void>;
  /**
   * Assigns an issue. `agent` asks GitHub to start its Copilot coding agent on it (the assignee
   * `copilot-swe-agent[bot]` with an `agent_assignment`). Returns the assignees GitHub reports
   * afterwards: a login missing from it was not assigned (GitHub answers 201 and ignores logins it
   * cannot assign, such as Copilot for an installation token).
   */
  addAssignees(issue: number, logins: string[], agent?: { baseBranch: string; instructions: string }): Promise<string[]>;
  /** The gzipped tarball of `ref`, as a stream. */
  tarball(ref: string): Promise<NodeJS.ReadableStream | ReadableStream<Uint8Array> | Buffer>;
}

/**
 * Every forge failure, translated once at the adapter edge. The reason follows the status (401 auth,
 * 403 permission, 404 not_found, 429 rate_limit, 5xx network) unless the adapter knows better
 * (a 403 that is a rate limit, a request that got no answer at all).
 */
export class ForgeError extends CplanError {
  constructor(message: string, status: number | undefined, options?: Partial<Omit<ErrorDetails, 'status'>>) {
    super(message, { service: 'github', ...options, status, reason: options?.reason ?? reasonForStatus(status) });
    this.name = 'ForgeError';
  }
}

/** The branch is no longer at the head a commit was meant for (CommitOptions.onlyOnto): someone pushed. */
export class BranchMovedError extends ForgeError {
  constructor(
    readonly branch: string,
    readonly expected: string,
  ) {
    super(`the branch ${branch} moved past ${expected.slice(0, 7)} (a newer push): nothing was committed`, 409, {
      reason: 'internal',
      retryable: false,
    });
    this.name = 'BranchMovedError';
  }
}
