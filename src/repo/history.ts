// Git history for the index's co-change signal and the offline planner's ranking and sizing:
// the subjects and file lists of the last commits up to a revision, read-only
// (`git log --name-only`). Absent history is simply no signal.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Snapshot } from './types.js';

const run = promisify(execFile);
export const HISTORY_DEPTH = 300;
/**
 * A subject is read as far as this: it is a line that says what the commit does, and a history is
 * anyone's text (a public repository's), where 300 subjects of 400 KB each would keep every reader
 * of them (the offline planner's words, sizes and alike commits) busy for seconds.
 */
const SUBJECT_CHARS = 300;

/** One earlier commit: its subject line and the files it changed. */
export interface PastCommit {
  subject: string;
  files: string[];
}

/**
 * The `depth` newest non-merge commits reachable from `rev` (newest first), with paths relative to
 * `root` (a sub-folder of a repository sees only its own files), or [] without git.
 */
export async function readCommits(root: string, rev = 'HEAD', depth = HISTORY_DEPTH): Promise<PastCommit[]> {
  try {
    const { stdout } = await run(
      'git',
      // Unquoted paths: git quotes non-ASCII names ("caf\303\251.ts"), which then match no file.
      [
        '-c',
        'core.quotePath=false',
        'log',
        rev,
        '--no-merges',
        `-n${depth}`,
        '--name-only',
        '--format=%x01%s',
        '--no-renames',
        '--relative',
      ],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
      },
    );
    return stdout
      .split('\x01')
      .filter((block) => block !== '')
      .map((block) => {
        const [subject = '', ...rest] = block.split('\n');
        return { subject: subject.slice(0, SUBJECT_CHARS), files: rest.filter((line) => line.trim() !== '') };
      })
      .filter((commit) => commit.files.length > 0);
  } catch {
    return [];
  }
}

/** File sets of the `depth` newest non-merge commits reachable from `rev` (newest first), or [] without git. */
export async function readHistory(root: string, rev = 'HEAD', depth = HISTORY_DEPTH): Promise<string[][]> {
  return (await readCommits(root, rev, depth)).map((commit) => commit.files);
}

const histories = new WeakMap<Snapshot, readonly PastCommit[]>();

/** Gives a snapshot its earlier commits (newest first), for co-change signals and sizing. */
export function attachHistory(snapshot: Snapshot, commits: readonly PastCommit[]): void {
  if (commits.length > 0) histories.set(snapshot, commits);
}

/** The file sets of a snapshot's earlier commits, if any (the index reads them for co-change). */
export function historyOf(snapshot: Snapshot): string[][] | undefined {
  return histories.get(snapshot)?.map((commit) => commit.files);
}

/** A snapshot's earlier commits with their subjects, if any. */
export function pastCommitsOf(snapshot: Snapshot): readonly PastCommit[] | undefined {
  return histories.get(snapshot);
}
