// Which commits a backtest plans: `git log` read page by page, newest first, each commit judged by
// the rule of select.ts (its subject by the chosen rule, conventional or wide:
// repo/change-subject.ts; its files: repo/change-files.ts) until `limit` of them qualify; every
// other commit looked at is counted under the reason it was left out.
import { changedPaths, type CommitQuery, hasCommits, listCommits } from './git.js';
import { cleanCommitMessage, commitSubject } from './message.js';
import { classifyFiles } from '../repo/change-files.js';
import { classifySubject, DEFAULT_SUBJECT_RULE, type SubjectRule } from '../repo/change-subject.js';

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

/** Which commits to look at (range, since) and the rule that picks among them (default `wide`). */
export interface SelectionQuery extends CommitQuery {
  rule?: SubjectRule;
}

export interface Selection {
  /** The subject rule the commits were picked by. */
  rule: SubjectRule;
  commits: SelectedCommit[];
  /** Commits looked at (non-merge, in range), and why the others were left out. */
  scanned: number;
  skipped: Record<string, number>;
}

/** The first `limit` commits eligible by `query.rule`, newest first. */
export async function selectCommits(root: string, query: SelectionQuery, limit: number): Promise<Selection> {
  const rule = query.rule ?? DEFAULT_SUBJECT_RULE;
  const selection: Selection = { rule, commits: [], scanned: 0, skipped: {} };
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
      const bySubject = classifySubject(subject, rule);
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
