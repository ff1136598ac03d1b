// A forge that reads from the real one and only describes its writes (renovate's habit: a dry run
// is an implementation swap, not a flag checked everywhere). Nothing is written to the repository.
// The entry that swaps it in is the only place that knows about dry runs: everything the flow
// would have written is in `actions` (and in the log, comments with their text), and reads of
// what it "wrote" (branches, commits) answer as if the writes had happened.
import type { SessionFile } from '../core/render/artifacts.js';
import {
  BranchMovedError,
  type CheckRun,
  type CommentInfo,
  type CommitOptions,
  type CommitResult,
  type EnsurePullRequest,
  type Forge,
  type PullRequestInfo,
  type ReviewRequest,
  type ReviewResult,
} from './types.js';

export class DryRunForge implements Forge {
  /** One line per write that was skipped, in order. */
  readonly actions: string[] = [];
  private readonly branches = new Map<string, string>();
  /** Files of each simulated commit, and the real commit it was built on (for everything else). */
  private readonly commits = new Map<string, { files: Map<string, string>; base: string }>();
  private counter = 0;

  constructor(
    private readonly inner: Forge,
    private readonly say: (line: string) => void = () => undefined,
  ) {}

  get owner() {
    return this.inner.owner;
  }
  get repo() {
    return this.inner.repo;
  }

  /** Records a skipped write; `text` (a comment's body) goes to the log only. */
  private record(line: string, text?: string): void {
    this.actions.push(line);
    this.say(`[dry-run] ${line}${text === undefined ? '' : `:\n${text}`}`);
  }

  getRepo = () => this.inner.getRepo();
  getIssue = (n: number) => this.inner.getIssue(n);
  permissionOf = (login: string) => this.inner.permissionOf(login);
  listComments = (issue: number, options?: { max?: number }) => this.inner.listComments(issue, options);
  tarball = (ref: string) => this.inner.tarball(ref);

  async addReaction(commentId: number, reaction: string): Promise<'created' | 'existed'> {
    this.record(`would react ${reaction} to comment ${commentId}`);
    return 'created';
  }

  async createComment(issue: number, body: string): Promise<CommentInfo> {
    this.record(`would comment on #${issue} (${body.length} chars)`, body);
    return {
      id: ++this.counter,
      body,
      author: 'cplan[bot]',
      authorType: 'Bot',
      url: `dry-run://comment/${this.counter}`,
    };
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    this.record(`would update comment ${commentId} (${body.length} chars)`, body);
  }

  async branchHead(branch: string): Promise<string | undefined> {
    return this.branches.get(branch) ?? this.inner.branchHead(branch);
  }

  async listFiles(ref: string, dir: string): Promise<string[]> {
    const commit = this.commits.get(ref);
    if (!commit) return this.inner.listFiles(ref, dir);
    const real = await this.inner.listFiles(commit.base, dir);
    const local = [...commit.files.keys()].filter((path) => path.startsWith(`${dir}/`));
    return [...new Set([...real, ...local])].sort();
  }

  async readFile(ref: string, path: string): Promise<string | undefined> {
    const commit = this.commits.get(ref);
    if (!commit) return this.inner.readFile(ref, path);
    return commit.files.get(path) ?? this.inner.readFile(commit.base, path);
  }

  async commitFiles(
    branch: string,
    baseSha: string,
    files: SessionFile[],
    message: string,
    knownHead?: string,
    options?: CommitOptions,
  ): Promise<CommitResult> {
    // A strict commit (onlyOnto) fails as the real one would when the branch is no longer at knownHead.
    if (options?.onlyOnto && knownHead) {
      const head = this.branches.get(branch) ?? (await this.inner.branchHead(branch));
      if (head !== knownHead) throw new BranchMovedError(branch, knownHead);
    }
    if (knownHead && !this.branches.has(branch)) this.branches.set(branch, knownHead);
    const created = !(await this.branchHead(branch));
    const sha = `dryrun${String(++this.counter).padStart(34, '0')}`;
    const parentSha = (await this.branchHead(branch)) ?? baseSha;
    const parent = this.commits.get(parentSha);
    const next = new Map(parent?.files ?? []);
    for (const file of files) {
      if (file.delete) next.delete(file.path);
      else next.set(file.path, file.content);
    }
    this.commits.set(sha, { files: next, base: parent?.base ?? parentSha });
    this.branches.set(branch, sha);
    this.record(`would commit ${files.length} files to ${branch}: ${message}`);
    return { sha, created };
  }

  async findPullRequest(branch: string): Promise<PullRequestInfo | undefined> {
    return this.inner.findPullRequest(branch);
  }

  async ensurePullRequest(input: EnsurePullRequest): Promise<PullRequestInfo> {
    this.record(`would open or update the PR "${input.title}" from ${input.branch} into ${input.base}${input.draft ? ' (draft)' : ''}`);
    return {
      number: 0,
      url: 'dry-run://pull/0',
      draft: input.draft,
      headRef: input.branch,
      headSha: this.branches.get(input.branch) ?? '',
      baseRef: input.base,
      state: 'open',
    };
  }

  getPullRequest = (n: number) => this.inner.getPullRequest(n);
  listReviews = (n: number) => this.inner.listReviews(n);
  listReviewThreads = (n: number) => this.inner.listReviewThreads(n);
  listReviewComments = (n: number, id: number) => this.inner.listReviewComments(n, id);
  viewerLogin = () => this.inner.viewerLogin();
  listCheckRuns = (sha: string, name: string) => this.inner.listCheckRuns(sha, name);
  listPullFiles = (n: number, options?: { max?: number }) => this.inner.listPullFiles(n, options);

  listIssuesWithLabel = (label: string) => this.inner.listIssuesWithLabel(label);

  async createIssue(input: { title: string; body: string; labels: string[] }): Promise<{ number: number; id: number }> {
    this.record(`would create issue "${input.title}"`);
    return { number: 0, id: ++this.counter };
  }

  async updateIssue(number: number, input: { title: string; body: string }): Promise<void> {
    this.record(`would update issue #${number} "${input.title}"`);
  }

  async addSubIssue(parent: number, subIssueId: number): Promise<boolean> {
    this.record(`would attach issue ${subIssueId} as a sub-issue of #${parent}`);
    return true;
  }

  async addLabels(issue: number, labels: string[]): Promise<void> {
    this.record(`would add labels ${labels.join(', ')} to #${issue}`);
  }

  /** Answers as if GitHub had assigned every login (it does not say which it would refuse). */
  async addAssignees(issue: number, logins: string[], agent?: { baseBranch: string; instructions: string }): Promise<string[]> {
    this.record(
      `would assign #${issue} to ${logins.join(', ')}${agent ? ` (coding agent on ${agent.baseBranch})` : ''}`,
      agent?.instructions,
    );
    return [...logins];
  }

  async resolveReviewThread(threadId: string): Promise<void> {
    this.record(`would resolve review thread ${threadId}`);
  }

  async createCheckRun(run: CheckRun): Promise<void> {
    this.record(`would report check run "${run.name}": ${run.conclusion} (${run.annotations.length} annotations)`);
  }

  async createReview(review: ReviewRequest): Promise<ReviewResult> {
    this.record(`would post a ${review.event} review with ${review.comments.length} line comments`);
    return { id: 0, anchored: review.comments.length, inBody: 0 };
  }
}
