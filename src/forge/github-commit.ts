// Commits of GitHubForge: createCommitOnBranch (one request, signed by GitHub) or the Git Data API
// (trees → commit → ref, unsigned with a user token or on GHES), one branch's commits in order.
import type { SessionFile } from '../core/render/artifacts.js';
import type { OctokitLike } from './octokit-like.js';
import { forgeError, graphqlErrors, orUndefined, status, wrap } from './github-errors.js';
import { chainTrees, type TreeEntry, treeChunks } from './github-tree.js';
import { BranchMovedError, type CommitOptions, type CommitResult, ForgeError } from './types.js';

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

/** A non-fast-forward (or already existing) ref: another client moved the branch first. */
const isRefRace = (error: unknown) => error instanceof ForgeError && error.status === 422 && RACE.test(error.message);

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

/** One commit to make. `onto` (CommitOptions.onlyOnto): its parent is exactly this head, or nothing is committed. */
interface CommitJob {
  branch: string;
  baseSha: string;
  files: SessionFile[];
  message: string;
  onto: string | undefined;
}

export class GitHubCommits {
  /** Last known head of each branch, and the tree of each commit (Git Data API path). */
  private readonly heads = new Map<string, string>();
  private readonly trees = new Map<string, string>();
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Set once createCommitOnBranch turned out unavailable: every later commit uses the Git Data API. */
  private mutationMissing: string | undefined;
  private readonly reported = new Set<string>();

  constructor(
    private readonly octokit: OctokitLike,
    private readonly r: { owner: string; repo: string },
    private readonly log: { warn(message: string): void } | undefined,
  ) {
    if (!octokit.graphql) this.mutationMissing = 'this Octokit has no GraphQL client';
  }

  async branchHead(branch: string): Promise<string | undefined> {
    const response = await orUndefined(`get branch ${branch}`, () => this.octokit.rest.git.getRef({ ...this.r, ref: `heads/${branch}` }));
    const sha = response?.data.object.sha;
    if (sha) this.heads.set(branch, sha);
    return sha;
  }

  commitFiles(
    branch: string,
    baseSha: string,
    files: SessionFile[],
    message: string,
    knownHead?: string,
    options: CommitOptions = {},
  ): Promise<CommitResult> {
    // Commits to one branch are serialized: each builds on the head the previous one left.
    const previous = this.queues.get(branch) ?? Promise.resolve();
    if (knownHead && !this.heads.has(branch)) this.heads.set(branch, knownHead);
    // onlyOnto needs a head to be strict about; without one the commit goes on as usual.
    const job: CommitJob = { branch, baseSha, files, message, onto: options.onlyOnto ? knownHead : undefined };
    const next = previous.catch(() => undefined).then(() => this.commitNow(job));
    this.queues.set(branch, next);
    return next;
  }

  /**
   * createCommitOnBranch (one request, a verified commit) unless the mutation is unavailable or the
   * change too large for it; then the Git Data API (unsigned with a user token or on GHES).
   */
  private async commitNow(job: CommitJob): Promise<CommitResult> {
    const reason = this.mutationMissing ?? tooLargeForMutation(job.files);
    if (reason === undefined) {
      const result = await this.commitByMutation(job);
      if (!('unavailable' in result)) return result;
      this.mutationMissing = result.unavailable;
      const commit = await this.commitByGitData(job, result.unavailable);
      return { ...commit, created: commit.created || result.created };
    }
    return this.commitByGitData(job, reason);
  }

  /** The reason commits go through the Git Data API, logged once per reason. */
  private report(reason: string): void {
    if (this.reported.has(reason)) return;
    this.reported.add(reason);
    this.log?.warn(`cplan commits to ${this.r.owner}/${this.r.repo} through the Git Data API (not signed by GitHub): ${reason}`);
  }

  /** Creates `branch` at `baseSha` (no commit); if another client created it first, its head. */
  private async createBranch(branch: string, baseSha: string): Promise<{ head: string; created: boolean }> {
    try {
      await wrap('create branch', () => this.octokit.rest.git.createRef({ ...this.r, ref: `refs/heads/${branch}`, sha: baseSha }));
      this.heads.set(branch, baseSha);
      return { head: baseSha, created: true };
    } catch (error) {
      if (!isRefRace(error)) throw error;
      const head = await this.branchHead(branch);
      if (head === undefined) throw error;
      return { head, created: false };
    }
  }

  /** The strict commit's target moved: nothing was committed, and the head this forge knew is stale. */
  private moved(branch: string, onto: string): BranchMovedError {
    this.heads.delete(branch);
    return new BranchMovedError(branch, onto);
  }

  /**
   * One createCommitOnBranch with expectedHeadOid. When another client moved the branch (STALE_DATA),
   * the head is read again and the commit retried on it: their commit is kept, our files win. A
   * strict commit (`onto`) is not retried: the newer push wins.
   */
  private async commitByMutation(job: CommitJob): Promise<CommitResult | { unavailable: string; created: boolean }> {
    const { branch, baseSha } = job;
    let head = job.onto ?? this.heads.get(branch);
    let created = false;
    if (head === undefined) ({ head, created } = await this.createBranch(branch, baseSha));
    const input = {
      branch: { repositoryNameWithOwner: `${this.r.owner}/${this.r.repo}`, branchName: branch },
      message: commitMessage(job.message),
      fileChanges: fileChanges(job.files),
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
        if (job.onto !== undefined && isStale(error)) throw this.moved(branch, job.onto);
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

  private async uploadBlob(content: string): Promise<string> {
    const blob = await wrap('create blob', () =>
      this.octokit.rest.git.createBlob({ ...this.r, content: Buffer.from(content, 'utf8').toString('base64'), encoding: 'base64' }),
    );
    return blob.data.sha;
  }

  private async createTree(baseTree: string, tree: TreeEntry[]): Promise<string> {
    const { data } = await wrap('create tree', () => this.octokit.rest.git.createTree({ ...this.r, base_tree: baseTree, tree }));
    return data.sha;
  }

  /**
   * Chained trees (see github-tree.ts) → commit → ref. A non-fast-forward race is retried on the new
   * head (blobs are kept, the trees rebuilt), except for a strict commit (`onto`): the newer push wins.
   */
  private async commitByGitData(job: CommitJob, reason: string): Promise<CommitResult> {
    const { branch, baseSha } = job;
    this.report(reason);
    let parent = job.onto ?? this.heads.get(branch);
    let create = parent === undefined;
    parent ??= baseSha;
    const chunks = await treeChunks(job.files, (content) => this.uploadBlob(content));
    for (let attempt = 0; ; attempt++) {
      const tree = await chainTrees(await this.treeOf(parent), chunks, (base, entries) => this.createTree(base, entries));
      const commit = await wrap('create commit', () =>
        this.octokit.rest.git.createCommit({ ...this.r, message: job.message, tree, parents: [parent as string] }),
      );
      this.trees.set(commit.data.sha, tree);
      try {
        await this.moveBranch(branch, commit.data.sha, create, reason);
        this.heads.set(branch, commit.data.sha);
        return { sha: commit.data.sha, created: create, via: 'git-data' };
      } catch (error) {
        if (job.onto !== undefined && isRefRace(error)) throw this.moved(branch, job.onto);
        // Someone else moved the branch: rebuild on the new head (our files win, theirs are kept).
        if (!isRefRace(error) || attempt >= 3) throw error;
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
}
