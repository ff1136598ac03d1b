// Which local repository a session folder was planned against, so that the printed
// `cplan plan --continue <dir>` plans that repository and not whatever directory it is run from.
// The default layout `<repo>/.workflow/.planning/<session>/` says it by itself; a folder anywhere
// else gets the repository recorded in its session.json (see SessionRecord).
import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { DEFAULT_CONFIG } from '../core/config/config.js';
import type { DiskStore } from '../session/disk-store.js';
import { isSessionRecord, readJson, recordFile, SESSION_PATH, type SessionRecord } from '../planner/records.js';
import { UsageError } from './errors.js';

/** The repository implied by the default layout `<repo>/.workflow/.planning/<session>/`, if the folder is there. */
export function repoFromLayout(sessionDir: string): string | undefined {
  let dir = dirname(resolve(sessionDir));
  for (const part of DEFAULT_CONFIG.output_dir.split('/').reverse()) {
    if (basename(dir) !== part) return undefined;
    dir = dirname(dir);
  }
  return dir;
}

/** The repository of a session: its session.json, else its place in the default layout, else unknown. */
export async function sessionRepo(store: DiskStore): Promise<string | undefined> {
  const record = await readJson<SessionRecord>(store, SESSION_PATH, isSessionRecord);
  return record ? resolve(store.dir, record.repo) : repoFromLayout(store.dir);
}

/** Records the repository in session.json unless the folder's place already says it. */
export async function rememberRepo(store: DiskStore, repo: string): Promise<void> {
  if ((await store.read('plan-note.md')) === undefined) return;
  if (samePath(repoFromLayout(store.dir), repo)) return;
  const record = await readJson<SessionRecord>(store, SESSION_PATH, isSessionRecord);
  if (record && samePath(record.repo, repo)) return;
  await store.write([recordFile(SESSION_PATH, { repo: resolve(repo) } satisfies SessionRecord)], 'cplan: session repository');
}

export function samePath(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && canonical(a) === canonical(b);
}

function canonical(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return resolve(path);
  }
}

/** A directory argument (`--repo`, `--out`): a missing path or a file is a usage error. */
export function directoryArg(flag: string, value: string, cwd: string, { mayNotExist = false } = {}): string {
  const path = resolve(cwd, value);
  if (!existsSync(path)) {
    if (mayNotExist) return path;
    throw new UsageError(`${flag} ${value}: no such directory`);
  }
  if (!statSync(path).isDirectory()) throw new UsageError(`${flag} ${value}: not a directory`);
  return path;
}
