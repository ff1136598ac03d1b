// A rename changes every file that uses the name, not only the one that declares it: "Rename
// IconByID to IconByFeedID" edits each caller. Measured on the 4 811 commits of `cplan backtest`'s
// 161 repositories (docs/benchmarks.md): of the files that use a name a "Rename …" title writes,
// the ones the plan left out were in the real commit half the time (14 of 28), as often as the
// files it planned; after "Remove …" or "Replace …" one time in five, too seldom to plan them.
import type { RepoIndex } from '../retrieval/repo-index.js';
import type { Snapshot } from '../repo/types.js';
import { tokenize } from '../retrieval/tokens.js';
import { titleOf } from './offline-scope.js';
import { namedIdentifiers, wholeName, withoutLabels } from './offline-words.js';

const RENAME = /^(?:rename|renames|renamed|renaming)\s/i;
/** A name used in more files than this is a public word of the code: its uses are not one change's. */
const MOST_USERS = 12;
/** A name declared in more files than this names no one declaration. */
const MOST_DECLARING = 2;
/** The title's first names looked up. */
const MOST_NAMES = 3;
/** A title is read this far. */
const TITLE_CHARS = 500;

/** The files that use the name a "Rename …" title writes (besides where it is declared), or none. */
export function renamedUses(index: RepoIndex, snapshot: Snapshot, requirement: string): string[] {
  const title = withoutLabels(titleOf(requirement).slice(0, TITLE_CHARS));
  if (!RENAME.test(title)) return [];
  for (const name of namedIdentifiers(title).slice(0, MOST_NAMES)) {
    const declaring = new Set(index.findSymbol(name).map((def) => def.path));
    if (declaring.size === 0 || declaring.size > MOST_DECLARING) continue;
    const tokens = tokenize(name);
    const term = tokens[tokens.length - 1];
    if (term === undefined) continue;
    // The index holds the identifier as one term; the text says whether it is written whole, as written.
    const writes = wholeName(name);
    const users = index.filesWith(term).filter((path) => !declaring.has(path) && writes(snapshot.readFile(path) ?? ''));
    if (users.length === 0 || users.length > MOST_USERS) continue;
    return users.sort();
  }
  return [];
}
