// Git access for the backtest, read-only: commits from `git log`, changed paths from `git diff-tree`,
// and a commit's whole tree from `git ls-tree` + `git cat-file --batch` into an in-memory snapshot.
// Nothing is checked out and the work tree, index and refs are never touched.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { createPathFilter, SnapshotBuilder } from '../repo/filters.js';
import type { Snapshot, SnapshotFilters, SnapshotLimits } from '../repo/types.js';
import { isAlwaysSkipped } from '../repo/walk.js';
import { prepareSyntax } from '../repo/syntax.js';

const run = promisify(execFile);
const GIT_MAX_BUFFER = 256 * 1024 * 1024;

export class GitError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

/** The environment without the variables that would point git at another repository (git hooks set them). */
function gitEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX', 'GIT_OBJECT_DIRECTORY']) delete env[name];
  return env;
}

export async function git(cwd: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', args, { cwd, env: gitEnv(), maxBuffer: GIT_MAX_BUFFER, encoding: 'utf8' });
    return stdout;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const first = stderr.split('\n').find((line) => line.trim() !== '') ?? (error as Error).message;
    throw new GitError(`git ${args[0]}: ${first.replace(/^(?:fatal|error): /, '').trim()}`, stderr);
  }
}

/**
 * The directory git commands run in: the top of the work tree `dir` is in, or `dir` itself for a
 * bare repository; undefined when `dir` is not in a git repository (or git is missing).
 */
export async function findRepositoryRoot(dir: string): Promise<string | undefined> {
  try {
    const bare = (await git(dir, ['rev-parse', '--is-bare-repository'])).trim();
    if (bare === 'true') return dir;
    const top = (await git(dir, ['rev-parse', '--show-toplevel'])).trim();
    return top === '' ? undefined : top;
  } catch {
    return undefined;
  }
}

export interface LoggedCommit {
  sha: string;
  parents: string[];
  /** Committer date, strict ISO 8601. */
  date: string;
  /** Raw message: subject, blank line, body. */
  message: string;
}

export interface CommitQuery {
  /** A revision range such as `v1.0..main` (default: HEAD's history). */
  range?: string;
  /** Anything `git log --since` accepts. */
  since?: string;
}

/** True when the repository has a commit at HEAD (a fresh `git init` has none). */
export async function hasCommits(root: string): Promise<boolean> {
  try {
    await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    return true;
  } catch {
    return false;
  }
}

/** One page of non-merge commits, newest first (git log's default order). */
export async function listCommits(root: string, query: CommitQuery, skip: number, count: number): Promise<LoggedCommit[]> {
  const args = ['log', '--no-merges', '-z', '--format=%H%x1f%P%x1f%cI%x1f%B', `--skip=${skip}`, `--max-count=${count}`];
  if (query.since !== undefined) args.push(`--since=${query.since}`);
  if (query.range !== undefined) args.push(query.range);
  args.push('--');
  const out = await git(root, args);
  const commits: LoggedCommit[] = [];
  for (const record of out.split('\0')) {
    if (record.trim() === '') continue;
    const [sha, parents, date, ...message] = record.split('\x1f');
    if (!sha || !/^[0-9a-f]{40,64}$/.test(sha.trim())) continue;
    commits.push({
      sha: sha.trim(),
      parents: (parents ?? '').split(' ').filter((p) => p !== ''),
      date: (date ?? '').trim(),
      message: message.join('\x1f'),
    });
  }
  return commits;
}

/** Every path that differs between two commits (added, modified, deleted; a rename is both its paths). */
export async function changedPaths(root: string, from: string, to: string): Promise<string[]> {
  const out = await git(root, ['diff-tree', '-r', '-z', '--no-renames', '--name-only', from, to, '--']);
  return [...new Set(out.split('\0').filter((p) => p !== ''))].sort();
}

/**
 * `git diff -U0 from to -- file`: the hunk headers and changed lines of one file, no context, no
 * colour, no external diff or textconv driver, no rename pairing; the path taken literally.
 */
export async function fileDiff(root: string, from: string, to: string, file: string): Promise<string> {
  return git(root, ['diff', '-U0', '--no-color', '--no-ext-diff', '--no-textconv', '--no-renames', from, to, '--', `:(literal)${file}`]);
}

interface TreeEntry {
  path: string;
  sha: string;
  size: number;
}

/** The regular files of a commit's tree (no symlinks, no submodules), with blob sizes. */
export async function listTree(root: string, commit: string): Promise<TreeEntry[]> {
  const out = await git(root, ['ls-tree', '-r', '-z', '--long', '--full-tree', commit]);
  const entries: TreeEntry[] = [];
  for (const record of out.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, sha, size] = record
      .slice(0, tab)
      .split(' ')
      .filter((part) => part !== '');
    if (type !== 'blob' || mode === '120000' || !sha) continue;
    entries.push({ path: record.slice(tab + 1), sha, size: Number(size) });
  }
  return entries;
}

/**
 * Reads blobs with one `git cat-file --batch`; answers in the order asked. Objects git does not
 * have are left out of the result.
 */
export async function readBlobs(root: string, shas: readonly string[]): Promise<Map<string, Buffer>> {
  const blobs = new Map<string, Buffer>();
  if (shas.length === 0) return blobs;
  return new Promise((resolvePromise, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd: root, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    let buffer: Buffer = Buffer.alloc(0);
    let index = 0;
    let body: { sha: string; size: number } | undefined;
    let stderr = '';
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      child.kill();
      reject(error);
    };
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.stdout.on('data', (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      for (;;) {
        if (body === undefined) {
          const newline = buffer.indexOf(10);
          if (newline < 0) return;
          const header = buffer.subarray(0, newline).toString('utf8').split(' ');
          buffer = buffer.subarray(newline + 1);
          const asked = shas[index++];
          if (header[1] === 'missing' || header.length < 3) continue;
          const size = Number(header[2]);
          if (!Number.isSafeInteger(size) || size < 0) return fail(new GitError(`git cat-file: unexpected header for ${asked}`, stderr));
          body = { sha: header[0] as string, size };
        }
        if (buffer.length < body.size + 1) return;
        // A copy, so the large read buffer it came from can be freed.
        blobs.set(body.sha, Buffer.from(buffer.subarray(0, body.size)));
        buffer = buffer.subarray(body.size + 1);
        body = undefined;
      }
    });
    child.on('error', (error) => fail(error));
    child.on('close', (code) => {
      if (failed) return;
      if (code !== 0) return fail(new GitError(`git cat-file: exit ${code}: ${stderr.trim().split('\n')[0] ?? ''}`, stderr));
      resolvePromise(blobs);
    });
    child.stdin.on('error', (error) => fail(error));
    child.stdin.end(`${shas.join('\n')}\n`);
  });
}

export interface TreeSnapshotOptions {
  filters?: SnapshotFilters;
  limits?: Partial<SnapshotLimits>;
  /** Blob bytes by sha, shared between the commits of one backtest (consecutive trees share most blobs). */
  cache?: BlobCache;
}

/** Blob bytes by sha, up to a byte budget; past it blobs are read again when asked for. */
export class BlobCache {
  private readonly blobs = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 256 * 1024 * 1024) {}

  get(sha: string): Buffer | undefined {
    return this.blobs.get(sha);
  }

  set(sha: string, bytes: Buffer): void {
    if (this.blobs.has(sha) || this.bytes + bytes.length > this.maxBytes) return;
    this.blobs.set(sha, bytes);
    this.bytes += bytes.length;
  }
}

/**
 * The repository as it was at `commit`, filtered exactly like a local snapshot: session folders,
 * `.git/` and `node_modules/` and the include/exclude globs out, text files only, none over the size
 * limit, the same caps, in the same (sorted) order.
 */
export async function loadTreeSnapshot(root: string, commit: string, options: TreeSnapshotOptions = {}): Promise<Snapshot> {
  // Declarations come from the grammars once they are loaded (once per process).
  await prepareSyntax();
  const keep = createPathFilter(options.filters);
  const builder = new SnapshotBuilder(options.limits);
  const entries = (await listTree(root, commit))
    .filter((e) => !isAlwaysSkipped(e.path) && keep(e.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const cache = options.cache ?? new BlobCache(0);
  const wanted = [...new Set(entries.filter((e) => !builder.isTooLarge(e.size) && cache.get(e.sha) === undefined).map((e) => e.sha))];
  const read = await readBlobs(root, wanted);
  for (const [sha, bytes] of read) cache.set(sha, bytes);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as TreeEntry;
    if (!builder.accepts()) {
      builder.omit(entries.length - i);
      break;
    }
    if (builder.isTooLarge(entry.size)) {
      builder.skipLarge();
      continue;
    }
    const bytes = cache.get(entry.sha) ?? read.get(entry.sha);
    if (bytes !== undefined) builder.add(entry.path, bytes);
  }
  return builder.build(root, commit);
}
