// What the repository's own history says about where a change lands: the files that earlier
// commits with the requirement's words in their subjects changed. A project's commit subjects name
// its features in its own words ("lazy assignments", "--justfile-name", "hyperlink"), and the files
// those commits changed are where the next change about them goes, whatever words the files
// themselves use. Pure: the history is read with the snapshot (repo/history.ts).
import type { PastCommit } from '../repo/history.js';
import { queryTerms } from '../retrieval/tokens.js';
import { withoutCommitType } from './offline-scope.js';

/**
 * A file whose past commits' subjects hold every word of the requirement scores up to 3× (1 + 2).
 * Chosen with `cplan backtest` on eighteen repositories (docs/benchmarks.md): 1× and 3× did about
 * as well as 2×; with it, the old prior for often-changed files only cost precision and was dropped.
 */
const HISTORY_WEIGHT = 2;
/** Fewer past commits than this say too little about a repository's words. */
const LEAST_COMMITS = 20;
/** A commit of more files (a release, a reformat, a rename) says nothing about one file. */
const MOST_FILES = 12;

/**
 * Re-scores the candidates by the share of the title's weight their history holds (the whole
 * requirement's without a stressed title): for each word, how rare it is among the subjects (idf)
 * times its stress, counted for a file with diminishing returns over the commits that wrote it.
 * Sorted again, best first. Reading the title only measured a little better than the whole text
 * (twenty-six repositories: 26 plans better, 16 worse).
 */
export function byHistory(
  past: readonly PastCommit[] | undefined,
  scored: { path: string; score: number }[],
  terms: readonly string[],
  stress?: ReadonlyMap<string, number>,
): void {
  const used = past?.filter((commit) => commit.files.length <= MOST_FILES) ?? [];
  if (used.length < LEAST_COMMITS) return;
  // The title's words when it has any (the stressed terms): a long body (an issue's report, a
  // commit's explanation) would otherwise thin out the share of any file's history.
  const titleTerms = [...(stress?.keys() ?? [])].filter((term) => terms.includes(term));
  const query = new Set(titleTerms.length > 0 ? titleTerms : terms);
  const subjects = new Map<string, number>();
  const perFile = new Map<string, Map<string, number>>();
  for (const commit of used) {
    const words = new Set(queryTerms(withoutCommitType(commit.subject)).filter((t) => query.has(t)));
    for (const word of words) subjects.set(word, (subjects.get(word) ?? 0) + 1);
    if (words.size === 0) continue;
    for (const file of commit.files) {
      const counts = perFile.get(file) ?? new Map<string, number>();
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
      perFile.set(file, counts);
    }
  }
  const weight = (term: string) => Math.log(1 + used.length / (subjects.get(term) ?? 0.5)) * (stress?.get(term) ?? 1);
  const total = [...query].reduce((sum, term) => sum + weight(term), 0);
  if (total === 0) return;
  for (const candidate of scored) {
    const counts = perFile.get(candidate.path);
    if (!counts) continue;
    let held = 0;
    for (const [term, count] of counts) held += weight(term) * (count / (count + 1));
    candidate.score *= 1 + HISTORY_WEIGHT * (held / total);
  }
  scored.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}
