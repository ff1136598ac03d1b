// Where an issue's session lives: its branch and the session folder on it. The branch
// is the state: a second `/plan` finds the folder there and continues it.
import { isSafeSessionId, uniqueName } from '../core/shared/names.js';
import type { Forge } from '../forge/types.js';

export interface SessionLocation {
  branch: string;
  /** Head of the branch, or undefined when the branch does not exist yet. */
  head: string | undefined;
  /** Repository path of the session folder, e.g. `.workflow/.planning/CPLAN-x-2026-11-22`. */
  sessionDir: string | undefined;
}

export const issueBranch = (prefix: string, issue: number) => `${prefix}issue-${issue}`;

/** The session folder on `branch`: the folder under `outputDir` that holds a plan-note.md. */
export async function locateSession(forge: Forge, branch: string, outputDir: string): Promise<SessionLocation> {
  const head = await forge.branchHead(branch);
  if (!head) return { branch, head, sessionDir: undefined };
  return { branch, head, sessionDir: await locateSessionAt(forge, head, outputDir) };
}

/**
 * The session folder at a commit (the head of a plan PR): the last folder under `outputDir` that
 * holds a plan-note.md and is named like a session id. The folder's name lands in PR bodies, code
 * spans and markers, so a folder a person named otherwise (`a` + backtick + `@team`) is no session.
 */
export async function locateSessionAt(forge: Forge, ref: string, outputDir: string): Promise<string | undefined> {
  const files = await forge.listFiles(ref, outputDir);
  const depth = outputDir.split('/').length + 2;
  const note = files
    .filter((f) => f.startsWith(`${outputDir}/`) && f.endsWith('/plan-note.md') && f.split('/').length === depth)
    .filter((f) => isSafeSessionId(f.split('/')[depth - 2] ?? ''))
    .sort()
    .pop();
  return note ? note.slice(0, -'/plan-note.md'.length) : undefined;
}

/** The session id of a session folder: the note's own when safe, else the folder's name. */
export function sessionIdOf(note: { sessionId: string | null }, sessionDir: string): string {
  return note.sessionId ?? sessionDir.split('/').pop() ?? 'session';
}

/** For `--fresh`: the first of `branch`, `branch-2`, … that does not exist. */
export async function freeBranch(forge: Forge, branch: string): Promise<string> {
  const taken = new Set<string>();
  let candidate = branch;
  for (let i = 0; i < 50; i++) {
    if (!(await forge.branchHead(candidate))) return candidate;
    taken.add(candidate);
    candidate = uniqueName(branch, (name) => taken.has(name));
  }
  throw new Error(`no free branch name after ${branch}-50`);
}
