// The CLI's small file helpers: errors become UsageError with the path in the message.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { UsageError } from './errors.js';

/** The file's text; a file that cannot be read is a UsageError naming it as `shown` (default: its path). */
export async function readText(path: string, shown: string = path): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw unreadable(error, shown);
  }
}

/** Like readText, but a file that is not there is undefined: only its absence is no mistake. */
export async function readIfPresent(path: string, shown: string = path): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw unreadable(error, shown);
  }
}

function unreadable(error: unknown, shown: string): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (code ?? String(error));
  return new UsageError(`cannot read ${shown}: ${why}`);
}

export async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes only when the content differs, so re-runs leave timestamps and git status alone. */
export async function writeIfChanged(path: string, content: string): Promise<boolean> {
  if ((await readOptional(path)) === content) return false;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  return true;
}

/** The outermost folder of `dir` that does not exist yet: what writing into `dir` creates; undefined when `dir` exists. */
export function missingFolder(dir: string): string | undefined {
  let missing: string | undefined;
  for (let current = resolve(dir); !existsSync(current); current = dirname(current)) {
    missing = current;
    if (dirname(current) === current) break;
  }
  return missing;
}

/**
 * Whether `dir` is in a git work tree and neither tracked nor ignored: what `git status` lists as
 * `?? dir/`. False outside git, or when git is missing or fails.
 */
export async function isUntrackedInGit(dir: string): Promise<boolean> {
  const env = { ...process.env };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX']) delete env[name];
  const name = basename(dir);
  try {
    const args = ['ls-files', '--others', '--exclude-standard', '--directory', '-z', '--', name];
    const { stdout } = await promisify(execFile)('git', args, { cwd: dirname(dir), env, encoding: 'utf8' });
    return stdout.split('\0').includes(`${name}/`);
  } catch {
    return false;
  }
}
