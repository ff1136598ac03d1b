// Which commits a backtest plans: `git log` read page by page, newest first, each commit judged by
// the rule of select.ts until `limit` of them qualify.
import { changedPaths, type CommitQuery, hasCommits, listCommits } from './git.js';
import { cleanCommitMessage, commitSubject } from './message.js';
import { classifyFiles, classifySubject } from './select.js';

/** Commits read from `git log` at a time while looking for eligible ones. */
const PAGE = 200;

export interface SelectedCommit {
  sha: string;
  parent: string;
  date: string;
  subject: string;
  /** The requirement: subject and body, trailers removed. */
  requirement: string;
  gold: string[];
}

export interface Selection {
  commits: SelectedCommit[];
  /** Commits looked at (non-merge, in range), and why the others were left out. */
  scanned: number;
  skipped: Record<string, number>;
}

/** The first `limit` eligible commits, newest first. */
export async function selectCommits(root: string, query: CommitQuery, limit: number): Promise<Selection> {
  const selection: Selection = { commits: [], scanned: 0, skipped: {} };
  if (limit <= 0 || !(await hasCommits(root))) return selection;
  const skip = (reason: string) => {
    selection.skipped[reason] = (selection.skipped[reason] ?? 0) + 1;
  };
  for (let offset = 0; selection.commits.length < limit; offset += PAGE) {
    const page = await listCommits(root, query, offset, PAGE);
    for (const commit of page) {
      if (selection.commits.length >= limit) break;
      selection.scanned++;
      const parent = commit.parents[0];
      if (commit.parents.length > 1) {
        skip('merge');
        continue;
      }
      if (parent === undefined) {
        skip('root commit');
        continue;
      }
      const subject = commitSubject(commit.message);
      const bySubject = classifySubject(subject);
      if (!bySubject.ok) {
        skip(bySubject.reason);
        continue;
      }
      const byFiles = classifyFiles(await changedPaths(root, parent, commit.sha));
      if (!byFiles.ok) {
        skip(byFiles.reason);
        continue;
      }
      selection.commits.push({
        sha: commit.sha,
        parent,
        date: commit.date,
        subject,
        requirement: cleanCommitMessage(commit.message),
        gold: byFiles.gold,
      });
    }
    if (page.length < PAGE) break;
  }
  return selection;
}
