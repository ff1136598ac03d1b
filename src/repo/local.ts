// Snapshot of a local directory (the CLI, and the Action's checkout). A git work tree is listed with
// `git ls-files`: tracked files only unless `includeUntracked` asks for the untracked ones that are
// not ignored too. Untracked files are where credentials lie about — an uncommitted `.env`, the
// `gha-creds-*.json` google-github-actions/auth writes into the workspace — and the model can read
// every file of the snapshot. Anything else is listed with a .gitignore-honouring walk. Either way
// files named like credentials (see secret-files.ts) are never read.
import { execFile } from 'node:child_process';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { promisify } from 'node:util';
import { SnapshotError } from './errors.js';
import { isSecretFile, withSecrets } from './secret-files.js';
import { createPathFilter, SnapshotBuilder } from './filters.js';
import { attachHistory, readCommits } from './history.js';
import type { Snapshot, SnapshotFilters, SnapshotLimits } from './types.js';
import { isAlwaysSkipped, walkDirectory } from './walk.js';
import { prepareSyntax } from './syntax.js';

const run = promisify(execFile);

/** Files read between two yields to the event loop (a few ms of work). */
const READ_SLICE = 128;
/** `git ls-files` of a 50 000-file repository is a few MB; leave ample room. */
const GIT_MAX_BUFFER = 256 * 1024 * 1024;

export interface LocalSnapshotOptions {
  limits?: Partial<SnapshotLimits>;
  filters?: SnapshotFilters;
  /** Set false to force the directory walk even inside a git work tree (tests, odd setups). */
  useGit?: boolean;
  /**
   * In a git work tree, also list untracked files that are not ignored (`git ls-files --others
   * --exclude-standard`). Off by default: see the top of this file. The walk outside git lists
   * every file that is not ignored either way.
   */
  includeUntracked?: boolean;
  /** Told how many files will be read, before any is (the CLI starts the index's workers then). */
  onListed?: (fileCount: number) => void;
}

export type ListOptions = Pick<LocalSnapshotOptions, 'useGit' | 'includeUntracked'>;

export interface LocalListing {
  /** Sorted relative POSIX paths, before filters and limits. */
  paths: string[];
  /** True when the listing came from `git ls-files`. */
  git: boolean;
  commit?: string;
}

export async function loadLocalSnapshot(dir: string, options: LocalSnapshotOptions = {}): Promise<Snapshot> {
  // Declarations come from the grammars once they are loaded (once per process).
  await prepareSyntax();
  const root = resolve(dir);
  const listing = await listLocalPaths(root, options);
  const keep = createPathFilter(options.filters);
  const wanted = listing.paths.filter((p) => !isAlwaysSkipped(p) && keep(p));
  // Credential files go before anything is read, so they are never opened and take no place
  // under the caps; they are counted among the skipped files.
  const paths = wanted.filter((p) => !isSecretFile(p));
  const secrets = wanted.length - paths.length;
  options.onListed?.(paths.length);
  const builder = new SnapshotBuilder(options.limits);

  // Read in sorted order so the caps cut at the same place on every run and nothing past the cap
  // is read. Reads are synchronous, in slices with a yield in between: on 20 000 small files
  // fs/promises readFile costs ~5x the CPU of open/fstat/read (measured 1.4 s against 0.25 s),
  // which alone would break a 1 s budget for 20 000 files, while the slices keep the event loop free.
  for (let start = 0; start < paths.length; start += READ_SLICE) {
    if (start > 0) await yieldToEventLoop();
    const end = Math.min(paths.length, start + READ_SLICE);
    for (let i = start; i < end; i++) {
      if (!builder.accepts()) {
        builder.omit(paths.length - i);
        return withHistory(withSecrets(builder.build(root, listing.commit), secrets), root, listing.git);
      }
      const path = paths[i] as string;
      const result = readCandidate(root, path, builder.limits.maxFileBytes);
      if (result === 'large') builder.skipLarge();
      else if (result !== 'skip') builder.add(path, result);
    }
  }
  return withHistory(withSecrets(builder.build(root, listing.commit), secrets), root, listing.git);
}

/** A git work tree gives the index its recent history (co-change and change frequency). */
async function withHistory(snapshot: Snapshot, root: string, git: boolean): Promise<Snapshot> {
  if (git) attachHistory(snapshot, await readCommits(root));
  return snapshot;
}

/**
 * Lists the files of `root`: `git ls-files` when it is a git work tree (tracked files, and with
 * `includeUntracked` the untracked ones that are not ignored), else a walk. Credential files are
 * still in the listing: loadLocalSnapshot drops (and counts) them.
 */
export async function listLocalPaths(root: string, options: ListOptions = {}): Promise<LocalListing> {
  let info;
  try {
    // stat, not lstat: the root itself may well be a symlink (macOS's /tmp, a linked checkout).
    info = await stat(root);
  } catch (error) {
    throw new SnapshotError(`Cannot read the repository directory ${root}`, root, { cause: error });
  }
  if (!info.isDirectory())
    throw new SnapshotError(`Cannot read the repository directory ${root}: not a directory`, root, { reason: 'input' });
  if ((options.useGit ?? true) && (await isGitWorkTree(root))) {
    const paths = await gitListFiles(root, options.includeUntracked ?? false);
    if (paths) {
      const commit = await gitHead(root);
      return { paths, git: true, ...(commit ? { commit } : {}) };
    }
  }
  const paths = await walkDirectory(root);
  return { paths: paths.sort(), git: false };
}

/**
 * The environment for git, without the variables that would point it at another repository than
 * the one found from `root` (they are set when cplan runs inside a git hook, for instance).
 */
function gitEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX']) delete env[name];
  return env;
}

async function git(root: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', args, {
      cwd: root,
      env: gitEnv(),
      maxBuffer: GIT_MAX_BUFFER,
      encoding: 'utf8',
    });
    return stdout;
  } catch {
    // No git binary, not a repository, "dubious ownership", no commits yet: all mean "do without".
    return undefined;
  }
}

async function isGitWorkTree(root: string): Promise<boolean> {
  return (await git(root, ['rev-parse', '--is-inside-work-tree']))?.trim() === 'true';
}

async function gitListFiles(root: string, includeUntracked: boolean): Promise<string[] | undefined> {
  // -z: raw paths, no quoting of unusual characters. Paths are relative to `root` even when it is
  // a subdirectory of the work tree, and only files under it are listed.
  const untracked = includeUntracked ? ['--others', '--exclude-standard'] : [];
  const out = await git(root, ['ls-files', '-z', '--cached', ...untracked]);
  if (out === undefined) return undefined;
  // An unmerged path is listed once per conflict stage; the Set keeps one.
  return [...new Set(out.split('\0').filter((p) => p !== ''))].sort();
}

async function gitHead(root: string): Promise<string | undefined> {
  const sha = (await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']))?.trim();
  return sha && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
}

// O_NOFOLLOW makes open() fail on a symlink, saving an lstat per file; Windows lacks it.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * The file's bytes, 'large' when it is over the limit (known from fstat, so never read), or 'skip'
 * for anything that is not a regular file now: symlinks (which could point outside the
 * repository), submodule directories, and files listed by git but deleted from the work tree.
 */
function readCandidate(root: string, path: string, maxBytes: number): Buffer | 'large' | 'skip' {
  const abs = join(root, path);
  let fd: number | undefined;
  try {
    if (constants.O_NOFOLLOW === undefined && lstatSync(abs).isSymbolicLink()) return 'skip';
    fd = openSync(abs, OPEN_FLAGS);
    const info = fstatSync(fd);
    if (!info.isFile()) return 'skip';
    if (info.size > maxBytes) return 'large';
    const bytes = Buffer.allocUnsafe(info.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read);
      if (n === 0) break; // the file shrank since fstat
      read += n;
    }
    return read === bytes.length ? bytes : bytes.subarray(0, read);
  } catch {
    return 'skip';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
