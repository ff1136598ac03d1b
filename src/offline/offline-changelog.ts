// Whether this repository records its changes in a changelog by hand, in the same commits as the
// code: jsoup's `CHANGES.md` changed in 20 of its last 50 commits of code, typer's release notes
// only in commits of their own. A plan for such a repository says so, with the count; the
// changelog is never a task's file (a changelog is noise to retrieval: retrieval/classify.ts).
// Pure: reads the snapshot's history (repo/history.ts).
import { classifyFiles, isChangelogPath } from '../repo/change-files.js';
import { pastCommitsOf } from '../repo/history.js';
import type { Snapshot } from '../repo/types.js';

/** The newest commits of code read for the habit. */
const RECENT = 50;
/** Fewer commits of code than this say nothing of a habit. */
const LEAST_COMMITS = 10;
/** The share of those commits that must have edited the same changelog: a habit, not an occasion. */
const LEAST_SHARE = 0.3;

export interface ChangelogHabit {
  path: string;
  /** How many of the newest `of` commits of code changed it. */
  commits: number;
  of: number;
}

/**
 * A release by its subject: "Release 8.5.3 version", "v2.3.0", "Bump version to 8.5.4", "Bump
 * version: 8.5.3 → 8.5.4" (bump2version), "Version Packages" (changesets) — a version number, not
 * "Release the GIL in case 3" or "Version the API routes".
 */
function isRelease(subject: string): boolean {
  const title = subject.trim();
  return (
    /^(?:release[sd]?|version|bump(?:s|ed)?\s+(?:the\s+)?version|bump(?:s|ed)?\s+to|prepare\s+(?:for\s+)?release)\b[^\n]{0,80}?\bv?\d+\.\d+/i.test(
      title,
    ) ||
    /^v?\d+\.\d+(?:[-+.][\w.+-]*)?\s*$/.test(title) ||
    /^version packages\b/i.test(title)
  );
}

/**
 * The changelog the newest commits of code (releases left out) (two files or more, not only docs, tests or CI: the rule
 * `cplan backtest` picks commits by) edited most, when at least LEAST_SHARE of them did and the
 * snapshot still has it; undefined otherwise or without history.
 */
export function changelogHabit(snapshot: Snapshot): ChangelogHabit | undefined {
  // A release commit edits the changelog by its nature ("Release 8.5.3 version"): postcss's and
  // webmock's releases made a habit of entries their changes never wrote.
  const code = (pastCommitsOf(snapshot) ?? [])
    .filter((commit) => classifyFiles(commit.files).ok && !isRelease(commit.subject))
    .slice(0, RECENT);
  if (code.length < LEAST_COMMITS) return undefined;
  const counts = new Map<string, number>();
  for (const commit of code)
    for (const path of new Set(commit.files.filter(isChangelogPath))) counts.set(path, (counts.get(path) ?? 0) + 1);
  const [best] = [...counts].filter(([path]) => snapshot.has(path)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (best === undefined || best[1] < code.length * LEAST_SHARE) return undefined;
  return { path: best[0], commits: best[1], of: code.length };
}
