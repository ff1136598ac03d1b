// An in-memory Forge (renovate's `local` platform in spirit): commits, branches and files per
// branch, issues, comments, reactions, pull requests, reviews and their threads, check runs and
// sub-issues, labels and assignees, with GitHub's rules where cplan relies on them (numbers shared
// by issues and PRs, fast-forward-only branch updates, review comments only on lines of the PR's
// diff, 404 reads as absent, logins it cannot assign dropped without an error). For planner-level tests: no loopback server, no Octokit. The GitHub adapter itself is
// tested against nock and the loopback fake (test/forge, test/app); test/helpers/fake-forge.test.ts
// runs one contract against both this fake and that adapter.
import { createHash } from 'node:crypto';
import type { SessionFile } from '../../src/core/render/artifacts.js';
import {
  BranchMovedError,
  type CheckRun,
  type CheckRunInfo,
  type CommentInfo,
  type CommitOptions,
  type CommitResult,
  type EnsurePullRequest,
  type Forge,
  ForgeError,
  type IssueInfo,
  type Permission,
  type PullFile,
  type PullRequestInfo,
  type RepoInfo,
  type ReviewInfo,
  type ReviewRequest,
  type ReviewResult,
  type ReviewThread,
} from '../../src/forge/types.js';
import { COPILOT_LOGIN, pullFilesBetween, tarball } from './fake-github.js';

export interface FakeForgeOptions {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  private?: boolean;
  /** Files of the default branch's first commit. */
  files?: Record<string, string>;
  issues?: { number: number; title: string; body?: string; user?: string; labels?: string[]; state?: 'open' | 'closed' }[];
  permissions?: Record<string, Permission>;
  /** The login cplan writes as. */
  botLogin?: string;
}

export interface FakeCommit {
  sha: string;
  parents: string[];
  message: string;
  files: Map<string, string>;
}

export interface FakeIssue {
  number: number;
  id: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  author: string;
  labels: string[];
  assignees: string[];
  /** Why it was closed (closeIssue); null while open. */
  stateReason?: 'completed' | 'not_planned' | null;
}

/** A file of a PR as GET /pulls/{n}/files lists it. */
export interface FakePullFile {
  path: string;
  status?: string;
  patch?: string;
}

/** A PR file for openPull/pushPull: `content` is what lands on the head (default: the patch text). */
export type FakePullInput = FakePullFile & { content?: string };

export interface FakePull {
  number: number;
  id: number;
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  state: 'open' | 'closed';
  labels: string[];
  author: string;
  /** `owner/name` of the head's repository; default this repository (a fork PR sets another). */
  headRepo?: string | null;
  merged?: boolean;
  /** What listPullFiles answers; unset: the diff of the head against the base branch. */
  files?: FakePullFile[];
  assignees?: string[];
}

export interface FakeComment extends CommentInfo {
  issue: number;
}

export interface FakeReview {
  id: number;
  pull: number;
  commitSha: string;
  event: string;
  body: string;
  author: string;
  /** Comments anchored on lines (none when they were moved into the body). */
  comments: { path: string; line: number; body: string }[];
}

export interface FakeThread extends ReviewThread {
  pull: number;
}

/** One call of a Forge method, in order: what a test counts instead of HTTP requests. */
export interface ForgeCall {
  method: keyof Forge;
  args: unknown[];
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const notFound = (operation: string) => new ForgeError(`GitHub ${operation} failed (404): Not Found`, 404);
const unprocessable = (operation: string, message: string) => new ForgeError(`GitHub ${operation} failed (422): ${message}`, 422);

export class FakeForge implements Forge {
  readonly owner: string;
  readonly repo: string;
  readonly defaultBranch: string;
  readonly private: boolean;
  readonly botLogin: string;
  readonly refs = new Map<string, string>();
  readonly commits = new Map<string, FakeCommit>();
  readonly issues = new Map<number, FakeIssue>();
  readonly pulls: FakePull[] = [];
  readonly comments: FakeComment[] = [];
  readonly reactions: { comment: number; content: string }[] = [];
  readonly reviews: FakeReview[] = [];
  readonly threads: FakeThread[] = [];
  readonly checkRuns: (CheckRun & { id: number })[] = [];
  readonly subIssues: { parent: number; child: number }[] = [];
  readonly permissions: Map<string, Permission>;
  readonly calls: ForgeCall[] = [];
  /** Set false to answer addSubIssue as GHES without sub-issues does (false, checklist fallback). */
  subIssuesAvailable = true;
  /** Set false to answer as GitHub does where Copilot cannot be assigned (an installation token, no licence): 201 without it. */
  copilotAssignable = true;
  /** Fault injection: return an error to throw instead of running the call (e.g. a ForgeError 502). */
  fail: ((call: ForgeCall) => Error | undefined) | null = null;
  private nextNumber: number;
  private nextId = 1000;

  constructor(options: FakeForgeOptions = {}) {
    this.owner = options.owner ?? 'octo';
    this.repo = options.repo ?? 'demo';
    this.defaultBranch = options.defaultBranch ?? 'main';
    this.private = options.private ?? false;
    this.botLogin = options.botLogin ?? 'cplan[bot]';
    this.permissions = new Map(Object.entries(options.permissions ?? {}));
    for (const i of options.issues ?? []) {
      this.issues.set(i.number, {
        number: i.number,
        id: 100_000 + i.number,
        title: i.title,
        body: i.body ?? '',
        state: i.state ?? 'open',
        author: i.user ?? 'alice',
        labels: [...(i.labels ?? [])],
        assignees: [],
      });
    }
    this.nextNumber = Math.max(0, ...this.issues.keys()) + 1;
    const root = this.putCommit(new Map(Object.entries(options.files ?? { 'README.md': '# demo\n' })), [], 'initial');
    this.refs.set(this.defaultBranch, root);
  }

  // ---- test helpers (not part of Forge) --------------------------------------------------------

  /** Files at a branch head or commit. */
  filesOf(ref: string): Map<string, string> {
    return new Map(this.commitOf(ref)?.files ?? []);
  }

  /** Another client's commit lands on `branch` (for race tests); returns its sha. */
  landCommit(branch: string, files: Record<string, string>, message: string): string {
    const head = this.refs.get(branch);
    const next = new Map(head ? this.commits.get(head)?.files : []);
    for (const [path, content] of Object.entries(files)) next.set(path, content);
    const sha = this.putCommit(next, head ? [head] : [], message);
    this.refs.set(branch, sha);
    return sha;
  }

  /** A person's comment on an issue or PR (cplan's own comments come from createComment). */
  addUserComment(issue: number, body: string, login = 'alice'): CommentInfo {
    return this.pushComment(issue, body, login, 'User');
  }

  /** A person's review with line comments (for listReviewComments); returns its id. */
  addUserReview(
    pull: number,
    review: { body?: string; event?: string; comments: { path: string; line: number; body: string }[] },
    login = 'alice',
  ): number {
    const id = this.nextId++;
    const head = this.pullByNumber(pull)?.head;
    this.reviews.push({
      id,
      pull,
      commitSha: (head && this.refs.get(head)) ?? '',
      event: review.event ?? 'COMMENT',
      body: review.body ?? '',
      author: login,
      comments: review.comments.map((c) => ({ ...c })),
    });
    return id;
  }

  /** Calls by method name, like FakeGitHub.countByRoute. */
  countByMethod(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const c of this.calls) counts[c.method] = (counts[c.method] ?? 0) + 1;
    return Object.fromEntries(Object.entries(counts).sort());
  }

  /** Someone else's PR (a person's, or the coding agent's): its head branch gets `files` on top of `base`; returns its number. */
  openPull(input: { head: string; base?: string; title?: string; body?: string; author?: string; files: FakePullInput[] }): number {
    const base = input.base ?? this.defaultBranch;
    const baseHead = this.refs.get(base);
    if (!baseHead) throw unprocessable('create pull request', `base ${base} does not exist`);
    if (!this.refs.has(input.head)) this.refs.set(input.head, baseHead);
    const pr: FakePull = {
      number: this.nextNumber++,
      id: this.nextId++,
      head: input.head,
      base,
      title: input.title ?? `Changes on ${input.head}`,
      body: input.body ?? '',
      draft: false,
      state: 'open',
      labels: [],
      author: input.author ?? 'alice',
    };
    this.pulls.push(pr);
    this.pushPull(pr.number, input.files);
    return pr.number;
  }

  /** A new push to the PR: its files are replaced and its head gets a new sha; returns that sha. */
  pushPull(number: number, files: FakePullInput[]): string {
    const pr = this.requirePull(number);
    pr.files = files.map(({ content: _, ...f }) => ({ ...f }));
    const head = this.refs.get(pr.head) as string;
    const next = new Map(this.commits.get(head)?.files);
    for (const f of files) {
      if (f.status === 'removed') next.delete(f.path);
      else next.set(f.path, f.content ?? f.patch ?? '');
    }
    const sha = this.putCommit(next, [head], `push to #${number}`);
    this.refs.set(pr.head, sha);
    return sha;
  }

  /** Merges the PR: the base branch gets a merge commit with the head's changes since their merge base. */
  mergePull(number: number): string {
    const pr = this.requirePull(number);
    const head = this.refs.get(pr.head) as string;
    const base = this.refs.get(pr.base) as string;
    const fork = this.mergeBase(base, head);
    const before = this.filesOf(fork ?? base);
    const after = this.filesOf(head);
    const merged = this.filesOf(base);
    for (const path of new Set([...before.keys(), ...after.keys()])) {
      const content = after.get(path);
      if (content === before.get(path)) continue;
      if (content === undefined) merged.delete(path);
      else merged.set(path, content);
    }
    const sha = this.putCommit(merged, [base, head], `Merge pull request #${number} from ${pr.head}`);
    this.refs.set(pr.base, sha);
    Object.assign(pr, { state: 'closed', merged: true });
    return sha;
  }

  closePull(number: number): void {
    Object.assign(this.requirePull(number), { state: 'closed', merged: false });
  }

  closeIssue(number: number, reason: 'completed' | 'not_planned'): void {
    const issue = this.issues.get(number);
    if (!issue) throw notFound('close issue');
    Object.assign(issue, { state: 'closed', stateReason: reason });
  }

  // ---- Forge -----------------------------------------------------------------------------------

  async getRepo(): Promise<RepoInfo> {
    this.enter('getRepo', []);
    return { owner: this.owner, repo: this.repo, defaultBranch: this.defaultBranch, private: this.private };
  }

  async getIssue(number: number): Promise<IssueInfo | undefined> {
    this.enter('getIssue', [number]);
    const issue = this.issues.get(number);
    if (issue) return { ...this.issueInfo(issue), isPullRequest: false };
    const pr = this.pullByNumber(number);
    if (!pr) return undefined;
    return {
      number: pr.number,
      title: pr.title,
      body: pr.body,
      state: pr.state,
      author: pr.author,
      isPullRequest: true,
      labels: [...pr.labels],
      stateReason: null,
      assignees: [...(pr.assignees ?? [])],
    };
  }

  async permissionOf(login: string): Promise<Permission> {
    this.enter('permissionOf', [login]);
    return this.permissions.get(login) ?? 'none';
  }

  async addReaction(commentId: number, reaction: 'eyes' | 'rocket' | 'confused' | '+1'): Promise<'created' | 'existed'> {
    this.enter('addReaction', [commentId, reaction]);
    // Any id: the comment cplan reacts to usually comes from a webhook payload, not from this fake.
    // GitHub answers 200 instead of 201 when this identity already left that reaction.
    if (this.reactions.some((r) => r.comment === commentId && r.content === reaction)) return 'existed';
    this.reactions.push({ comment: commentId, content: reaction });
    return 'created';
  }

  async listComments(issue: number, options: { max?: number } = {}): Promise<CommentInfo[]> {
    this.enter('listComments', options.max === undefined ? [issue] : [issue, options]);
    const all = this.comments.filter((c) => c.issue === issue).map(({ issue: _, ...c }) => c);
    return options.max === undefined ? all : all.slice(0, Math.max(1, options.max));
  }

  async createComment(issue: number, body: string): Promise<CommentInfo> {
    this.enter('createComment', [issue, body]);
    if (!this.issues.has(issue) && !this.pullByNumber(issue)) throw notFound('create comment');
    return this.pushComment(issue, body, this.botLogin, 'Bot');
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    this.enter('updateComment', [commentId, body]);
    const comment = this.comments.find((c) => c.id === commentId);
    if (!comment) throw notFound('update comment');
    comment.body = body;
  }

  async branchHead(branch: string): Promise<string | undefined> {
    this.enter('branchHead', [branch]);
    return this.refs.get(branch);
  }

  async listFiles(ref: string, dir: string): Promise<string[]> {
    this.enter('listFiles', [ref, dir]);
    const prefix = dir === '' ? '' : `${dir.replace(/\/$/, '')}/`;
    return [...(this.commitOf(ref)?.files.keys() ?? [])].filter((p) => p.startsWith(prefix)).sort();
  }

  async readFile(ref: string, path: string): Promise<string | undefined> {
    this.enter('readFile', [ref, path]);
    return this.commitOf(ref)?.files.get(path);
  }

  async commitFiles(
    branch: string,
    baseSha: string,
    files: SessionFile[],
    message: string,
    knownHead?: string,
    options?: CommitOptions,
  ): Promise<CommitResult> {
    this.enter('commitFiles', [branch, baseSha, files, message, knownHead]);
    // One step, no await: commits to a branch are serialized, and one that lands between two of
    // ours is kept (the adapter rebuilds on it after a non-fast-forward) — unless the caller asked
    // for its known head only (a re-check: a newer push wins).
    const head = this.refs.get(branch);
    if (options?.onlyOnto && knownHead !== undefined && head !== knownHead) throw new BranchMovedError(branch, knownHead);
    const parent = head ?? baseSha;
    const base = this.commits.get(parent);
    if (!base) throw notFound('get commit');
    const next = new Map(base.files);
    for (const file of files) {
      if (file.delete) next.delete(file.path);
      else next.set(file.path, file.content);
    }
    const sha = this.putCommit(next, [parent], message);
    this.refs.set(branch, sha);
    return { sha, created: head === undefined };
  }

  async findPullRequest(branch: string): Promise<PullRequestInfo | undefined> {
    this.enter('findPullRequest', [branch]);
    const pr = this.pulls.find((p) => p.head === branch && p.state === 'open');
    return pr ? this.pullInfo(pr) : undefined;
  }

  async ensurePullRequest(input: EnsurePullRequest): Promise<PullRequestInfo> {
    this.enter('ensurePullRequest', [input]);
    // GitHub caps a PR body at 65 536 characters; the adapter cuts it the same way.
    const body = input.body.length > 65_000 ? `${input.body.slice(0, 64_900)}\n\n… (cut)` : input.body;
    const existing = input.mayExist === false ? undefined : this.pulls.find((p) => p.head === input.branch && p.state === 'open');
    if (existing) {
      existing.title = input.title;
      existing.body = body;
      existing.draft = input.draft;
      return this.pullInfo(existing);
    }
    if (!this.refs.has(input.branch)) throw unprocessable('create pull request', `head ${input.branch} does not exist`);
    if (!this.refs.has(input.base)) throw unprocessable('create pull request', `base ${input.base} does not exist`);
    if (this.pulls.some((p) => p.head === input.branch && p.state === 'open'))
      throw unprocessable('create pull request', `A pull request already exists for ${this.owner}:${input.branch}.`);
    const pr: FakePull = {
      number: this.nextNumber++,
      id: this.nextId++,
      head: input.branch,
      base: input.base,
      title: input.title,
      body,
      draft: input.draft,
      state: 'open',
      labels: [...input.labels],
      author: this.botLogin,
    };
    this.pulls.push(pr);
    return this.pullInfo(pr);
  }

  async createReview(review: ReviewRequest): Promise<ReviewResult> {
    this.enter('createReview', [review]);
    const pr = this.pullByNumber(review.pullNumber);
    if (!pr) throw notFound('create review');
    // GitHub takes a review whole or not at all: a comment off the diff rejects it (422), and the
    // adapter then posts every comment in the body instead.
    const anchorable = review.comments.every((c) => this.rightSide(pr, c.path).has(c.line));
    const id = this.nextId++;
    if (anchorable) {
      this.reviews.push({
        id,
        pull: pr.number,
        commitSha: review.commitSha,
        event: review.event,
        body: review.body,
        author: this.botLogin,
        comments: review.comments.map((c) => ({ ...c })),
      });
      for (const c of review.comments) this.threads.push({ id: `T_${this.nextId++}`, pull: pr.number, isResolved: false, body: c.body });
      return { id, anchored: review.comments.length, inBody: 0 };
    }
    const moved = review.comments.map((c) => `---\n**${c.path}:${c.line}**\n\n${c.body}`).join('\n\n');
    this.reviews.push({
      id,
      pull: pr.number,
      commitSha: review.commitSha,
      event: review.event,
      body: `${review.body}\n\n${moved}`,
      author: this.botLogin,
      comments: [],
    });
    return { id, anchored: 0, inBody: review.comments.length };
  }

  async getPullRequest(number: number): Promise<PullRequestInfo | undefined> {
    this.enter('getPullRequest', [number]);
    const pr = this.pullByNumber(number);
    return pr ? this.pullInfo(pr) : undefined;
  }

  async listIssuesWithLabel(label: string): Promise<{ number: number; id: number; title: string; body: string; author: string }[]> {
    this.enter('listIssuesWithLabel', [label]);
    return [...this.issues.values()]
      .filter((i) => i.labels.includes(label))
      .sort((a, b) => b.number - a.number)
      .map((i) => ({ number: i.number, id: i.id, title: i.title, body: i.body, author: i.author }));
  }

  async createIssue(input: { title: string; body: string; labels: string[] }): Promise<{ number: number; id: number }> {
    this.enter('createIssue', [input]);
    const issue: FakeIssue = {
      number: this.nextNumber++,
      id: 0,
      title: input.title,
      body: input.body,
      state: 'open',
      author: this.botLogin,
      labels: [...input.labels],
      assignees: [],
    };
    issue.id = 100_000 + issue.number;
    this.issues.set(issue.number, issue);
    return { number: issue.number, id: issue.id };
  }

  async updateIssue(number: number, input: { title: string; body: string }): Promise<void> {
    this.enter('updateIssue', [number, input]);
    const issue = this.issues.get(number);
    if (!issue) throw notFound('update issue');
    issue.title = input.title;
    issue.body = input.body;
  }

  async addSubIssue(parent: number, subIssueId: number): Promise<boolean> {
    this.enter('addSubIssue', [parent, subIssueId]);
    const child = [...this.issues.values()].find((i) => i.id === subIssueId);
    // The adapter answers false for 404/410/422: no sub-issues here, or nothing to attach.
    if (!this.subIssuesAvailable || !this.issues.has(parent) || !child || child.number === parent) return false;
    if (this.subIssues.some((s) => s.child === child.number)) return false;
    this.subIssues.push({ parent, child: child.number });
    return true;
  }

  async listReviews(pullNumber: number): Promise<ReviewInfo[]> {
    this.enter('listReviews', [pullNumber]);
    return this.reviews.filter((r) => r.pull === pullNumber).map((r) => ({ id: r.id, body: r.body, author: r.author }));
  }

  async listReviewThreads(pullNumber: number): Promise<ReviewThread[]> {
    this.enter('listReviewThreads', [pullNumber]);
    return this.threads.filter((t) => t.pull === pullNumber).map(({ pull: _, ...t }) => ({ author: this.botLogin, ...t }));
  }

  async resolveReviewThread(threadId: string): Promise<void> {
    this.enter('resolveReviewThread', [threadId]);
    const thread = this.threads.find((t) => t.id === threadId);
    if (!thread)
      throw new ForgeError(
        `GitHub resolve review thread failed: Could not resolve to a node with the global id of '${threadId}'`,
        undefined,
        {
          reason: 'not_found',
        },
      );
    thread.isResolved = true;
  }

  async listReviewComments(pullNumber: number, reviewId: number): Promise<{ path: string; line: number; body: string }[]> {
    this.enter('listReviewComments', [pullNumber, reviewId]);
    const review = this.reviews.find((r) => r.id === reviewId && r.pull === pullNumber);
    if (!review) throw notFound('list review comments');
    return review.comments.map((c) => ({ ...c }));
  }

  async createCheckRun(run: CheckRun): Promise<void> {
    this.enter('createCheckRun', [run]);
    if (!this.commits.has(run.headSha)) throw unprocessable('create check run', 'No commit found for SHA');
    // What the adapter sends: at most 50 annotations, titles and summary cut to GitHub's limits.
    this.checkRuns.push({
      ...run,
      id: this.nextId++,
      title: run.title.slice(0, 255),
      summary: run.summary.slice(0, 65_000),
      annotations: run.annotations.slice(0, 50).map((a) => ({ ...a, title: a.title.slice(0, 255), message: a.message.slice(0, 64_000) })),
    });
  }

  /** The login of the token, as for a personal access token; undefined as for an app installation token. */
  viewer: string | undefined = undefined;

  async viewerLogin(): Promise<string | undefined> {
    this.enter('viewerLogin', []);
    return this.viewer;
  }

  async listCheckRuns(sha: string, name: string): Promise<CheckRunInfo[]> {
    this.enter('listCheckRuns', [sha, name]);
    return this.checkRuns
      .filter((r) => r.headSha === sha && r.name === name)
      .sort((a, b) => b.id - a.id)
      .map((r) => ({ id: r.id, name: r.name, headSha: r.headSha, conclusion: r.conclusion, title: r.title, summary: r.summary }));
  }

  async listPullFiles(pullNumber: number, options: { max?: number } = {}): Promise<PullFile[]> {
    this.enter('listPullFiles', options.max === undefined ? [pullNumber] : [pullNumber, options]);
    const pr = this.pullByNumber(pullNumber);
    if (!pr) throw notFound('list pull request files');
    const files = pr.files
      ? pr.files.map((f) => ({ status: 'modified', ...f }))
      : pullFilesBetween(this.filesOf(pr.base), this.filesOf(pr.head));
    // GitHub lists at most 3 000 files; the adapter stops at `max`.
    return files.slice(0, Math.min(3000, Math.max(1, options.max ?? 3000))).map((f) => ({ ...f }));
  }

  async addLabels(issue: number, labels: string[]): Promise<void> {
    this.enter('addLabels', [issue, labels]);
    const target = this.issues.get(issue) ?? this.pullByNumber(issue);
    if (!target) throw notFound('add labels');
    target.labels = [...new Set([...target.labels, ...labels])];
  }

  async addAssignees(issue: number, logins: string[], agent?: { baseBranch: string; instructions: string }): Promise<string[]> {
    this.enter('addAssignees', agent === undefined ? [issue, logins] : [issue, logins, agent]);
    const target = this.issues.get(issue) ?? this.pullByNumber(issue);
    if (!target) throw notFound('assign');
    // As GitHub: a login it cannot assign is dropped and the answer is still 201.
    const assignable = logins.filter((login) => login !== COPILOT_LOGIN || this.copilotAssignable);
    target.assignees = [...new Set([...(target.assignees ?? []), ...assignable])];
    return [...target.assignees];
  }

  async tarball(ref: string): Promise<Buffer> {
    this.enter('tarball', [ref]);
    const sha = this.refs.get(ref) ?? ref;
    const commit = this.commits.get(sha);
    if (!commit) throw notFound('download tarball');
    return tarball(`${this.owner}-${this.repo}-${sha.slice(0, 7)}`, commit.files);
  }

  // ---- internals -------------------------------------------------------------------------------

  private enter(method: keyof Forge, args: unknown[]): void {
    const call = { method, args };
    this.calls.push(call);
    const error = this.fail?.(call);
    if (error) throw error;
  }

  private putCommit(files: Map<string, string>, parents: string[], message: string): string {
    const sha = sha1(`${this.commits.size}|${parents.join(',')}|${message}|${JSON.stringify([...files].sort())}`);
    this.commits.set(sha, { sha, parents, message, files });
    return sha;
  }

  /** A branch name or a commit sha, as GitHub resolves refs in trees, contents and tarballs. */
  private commitOf(ref: string): FakeCommit | undefined {
    return this.commits.get(this.refs.get(ref) ?? ref);
  }

  private pullByNumber(number: number): FakePull | undefined {
    return this.pulls.find((p) => p.number === number);
  }

  private requirePull(number: number): FakePull {
    const pr = this.pullByNumber(number);
    if (!pr) throw notFound(`get pull request #${number}`);
    return pr;
  }

  /** The newest commit reachable from both (breadth first from `head`), as git merge-base finds it here. */
  private mergeBase(base: string, head: string): string | undefined {
    const fromBase = new Set<string>();
    for (const stack = [base]; stack.length > 0;) {
      const sha = stack.pop() as string;
      if (fromBase.has(sha)) continue;
      fromBase.add(sha);
      stack.push(...(this.commits.get(sha)?.parents ?? []));
    }
    for (const queue = [head]; queue.length > 0;) {
      const sha = queue.shift() as string;
      if (fromBase.has(sha)) return sha;
      queue.push(...(this.commits.get(sha)?.parents ?? []));
    }
    return undefined;
  }

  private pushComment(issue: number, body: string, author: string, authorType: string): CommentInfo {
    const id = this.nextId++;
    const comment: FakeComment = {
      id,
      issue,
      body,
      author,
      authorType,
      url: `https://github.com/${this.owner}/${this.repo}/issues/${issue}#issuecomment-${id}`,
    };
    this.comments.push(comment);
    const { issue: _, ...info } = comment;
    return { ...info };
  }

  private issueInfo(issue: FakeIssue): Omit<IssueInfo, 'isPullRequest'> {
    return {
      number: issue.number,
      title: issue.title,
      body: issue.body,
      state: issue.state,
      author: issue.author,
      labels: [...issue.labels],
      stateReason: issue.stateReason ?? null,
      assignees: [...issue.assignees],
    };
  }

  private pullInfo(pr: FakePull): PullRequestInfo {
    return {
      number: pr.number,
      url: `https://github.com/${this.owner}/${this.repo}/pull/${pr.number}`,
      draft: pr.draft,
      headRef: pr.head,
      headSha: this.refs.get(pr.head) ?? '',
      baseRef: pr.base,
      state: pr.state,
      headRepo: pr.headRepo ?? `${this.owner}/${this.repo}`,
      title: pr.title,
      body: pr.body,
      merged: pr.merged ?? false,
      author: pr.author,
    };
  }

  /** RIGHT-side lines of `path` in the PR's diff (added lines and 3 lines of context), as GitHub shows them. */
  private rightSide(pr: FakePull, path: string): Set<number> {
    const after = this.filesOf(pr.head).get(path);
    if (after === undefined) return new Set();
    const before = this.filesOf(pr.base).get(path);
    return rightSideOfDiff(before === undefined ? [] : splitLines(before), splitLines(after));
  }
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Line numbers (1-based, new side) that a unified diff with `context` lines of context shows. */
export function rightSideOfDiff(before: string[], after: string[], context = 3): Set<number> {
  // Longest common subsequence from each (i, j) on, then the edit script: kept, removed, added lines.
  const n = before.length;
  const m = after.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const at = (i: number, j: number) => lcs[i]?.[j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      (lcs[i] as number[])[j] = before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const script: { kind: 'keep' | 'remove' | 'add'; line?: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      script.push({ kind: 'keep', line: ++j });
      i++;
    } else if (j < m && (i >= n || at(i, j + 1) >= at(i + 1, j))) {
      script.push({ kind: 'add', line: ++j });
    } else {
      script.push({ kind: 'remove' });
      i++;
    }
  }
  // A hunk shows every change and the kept lines within `context` steps of one.
  const changes = script.flatMap((step, k) => (step.kind === 'keep' ? [] : [k]));
  const lines = new Set<number>();
  script.forEach((step, k) => {
    if (step.line === undefined) return;
    if (step.kind === 'add' || changes.some((c) => Math.abs(c - k) <= context)) lines.add(step.line);
  });
  return lines;
}
