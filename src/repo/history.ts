// Git history for the index's co-change and change-frequency signals: the file lists of the last
// commits before a revision, read-only (`git log --name-only`). Absent history is simply no signal.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Snapshot } from './types.js';

const run = promisify(execFile);
export const HISTORY_DEPTH = 300;

/**
 * File sets of the `depth` newest non-merge commits reachable from `rev` (newest first), relative to
 * `root` (a sub-folder of a repository sees only its own files), or [] without git.
 */
export async function readHistory(root: string, rev = 'HEAD', depth = HISTORY_DEPTH): Promise<string[][]> {
  try {
    const { stdout } = await run(
      'git',
      ['log', rev, '--no-merges', `-n${depth}`, '--name-only', '--format=%x01', '--no-renames', '--relative'],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
      },
    );
    return stdout
      .split('\x01')
      .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
      .filter((files) => files.length > 0);
  } catch {
    return [];
  }
}

const histories = new WeakMap<Snapshot, string[][]>();

/** Gives a snapshot the file sets of its earlier commits (newest first), for co-change signals. */
export function attachHistory(snapshot: Snapshot, history: string[][]): void {
  if (history.length > 0) histories.set(snapshot, history);
}

/** The history attached to a snapshot, if any (the index reads it for co-change). */
export function historyOf(snapshot: Snapshot): string[][] | undefined {
  return histories.get(snapshot);
}
