// Directory walk for folders that are not git work trees: honours every `.gitignore` on the way
// down and never enters `.git/` or `node_modules/`.
import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** Directory names skipped by both listing strategies: VCS internals and installed dependencies. */
export const ALWAYS_SKIPPED_DIRS: ReadonlySet<string> = new Set(['.git', 'node_modules']);

const ALWAYS_SKIPPED_PATH = /(?:^|\/)(?:\.git|node_modules)\//;

/** True for paths inside a directory of ALWAYS_SKIPPED_DIRS, at any depth. */
export function isAlwaysSkipped(path: string): boolean {
  return ALWAYS_SKIPPED_PATH.test(path);
}

interface IgnoreLayer {
  /** Directory holding the .gitignore, relative to the root, '' for the root itself. */
  base: string;
  rules: Ignore;
}

/**
 * Relative POSIX paths of the regular files under `root` (symlinks are not followed: a link could
 * point outside the repository, and the tarball path does not see them either). Unsorted.
 */
export async function walkDirectory(root: string): Promise<string[]> {
  const out: string[] = [];
  await walkInto(root, '', [], out);
  return out;
}

async function walkInto(root: string, dir: string, layers: IgnoreLayer[], out: string[]): Promise<void> {
  const abs = dir === '' ? root : join(root, dir);
  let entries: Dirent[];
  try {
    entries = await readdir(abs, { withFileTypes: true });
  } catch (error) {
    // The root must be readable; a subdirectory that vanished or is unreadable is just skipped.
    if (dir === '') throw error;
    return;
  }
  // Only read a .gitignore that the listing shows: a failed read per directory is measurable.
  const own = entries.some((e) => e.name === '.gitignore' && e.isFile()) ? await readGitignore(abs, dir) : undefined;
  const active = own ? [...layers, own] : layers;
  for (const entry of entries) {
    const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (ALWAYS_SKIPPED_DIRS.has(entry.name) || isIgnored(active, `${rel}/`)) continue;
      await walkInto(root, rel, active, out);
    } else if (entry.isFile() && !isIgnored(active, rel)) {
      out.push(rel);
    }
  }
}

async function readGitignore(abs: string, base: string): Promise<IgnoreLayer | undefined> {
  let text: string;
  try {
    text = await readFile(join(abs, '.gitignore'), 'utf8');
  } catch {
    return undefined;
  }
  return { base, rules: ignore().add(text) };
}

/**
 * Git lets a deeper .gitignore override a shallower one (including `!re-include`), so layers are
 * applied from the root down and the last one with an opinion wins.
 */
function isIgnored(layers: IgnoreLayer[], rel: string): boolean {
  let ignored = false;
  for (const { base, rules } of layers) {
    const local = base === '' ? rel : rel.slice(base.length + 1);
    const result = rules.test(local);
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}
