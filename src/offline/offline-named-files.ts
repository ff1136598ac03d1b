// Files a title names by their own names without the extension: eslint's `no-unused-labels`
// (lib/rules/no-unused-labels.js), zola's `check` subcommand (src/cmd/check.rs). A repository of
// one rule, command or locale per file names its change by the file. The title is read so far and
// its words checked one by one, so every check stays linear on any title (a public issue's).
import { baseName, type FileKind, kindOf } from '../retrieval/classify.js';
import type { Snapshot } from '../repo/types.js';

/** Past this many characters a word names no file (and trimming it would not be linear). */
const MOST_WORD_CHARS = 200;
/** A title is read this far: every check below is then bounded, whatever the line's length. */
const TITLE_CHARS = 500;
/** The title's first names tried for a file of that name. */
const MOST_STEMS = 4;
/** A name more sources of the repository carry than this names no one file (`index`, `utils`). */
const MOST_NAMED = 2;

/** Words that say the name after them is what the change throws: `throw new X`, "raises a `Y`". */
export const THROWN = /\b(?:throws?|raises?|throwing|raising)(?:\s+(?:an?|the))?(?:\s+new)?\W{0,3}$/i;

/**
 * Names in the title that may be a file's name without its extension, lower-case: backticked
 * words first (`no-unused-labels`, `--skip-external-links` as `skip-external-links`), then words
 * written as code: kebab-case, snake_case, CamelCase (`RootCommand`, `HTTPClient`).
 */
export function titleStems(whole: string): string[] {
  const title = whole.slice(0, TITLE_CHARS);
  const quoted: string[] = [];
  const plain: string[] = [];
  const add = (to: string[], word: string) => {
    const stem = word.replace(/^-+/, '').toLowerCase();
    if (stem.length >= 3 && stem.length <= MOST_WORD_CHARS && /^[a-z0-9_-]+$/.test(stem)) to.push(stem);
  };
  // What a change throws is not where it goes: "throw `InvalidArgumentException` when …".
  const thrown = (at: number) => THROWN.test(title.slice(Math.max(0, at - 20), at));
  let at = 0;
  title.split('`').forEach((span, i) => {
    // Odd spans are inside backticks: the whole span is the name; one with spaces is prose
    // between stray backticks ("Don`t crash in no-unused-labels with `foo`").
    if (i % 2 === 1 && !/\s/.test(span.trim())) {
      if (!thrown(at - 1)) add(quoted, span.trim());
    } else {
      for (const match of span.matchAll(/[\w-]+/g)) {
        const word = match[0];
        if (word.length > MOST_WORD_CHARS || thrown(at + (match.index ?? 0))) continue;
        if (CODE_WORDS.some((pattern) => pattern.test(word))) add(plain, word);
      }
    }
    at += span.length + 1;
  });
  // Backticked names first: the author marked them as code.
  return [...new Set([...quoted, ...plain])].slice(0, MOST_STEMS);
}

/** kebab-case, snake_case, camelCase or CamelCase, and CamelCase after an acronym (`HTTPClient`). */
const CODE_WORDS = [/^[a-z0-9]+(?:-[a-z0-9]+)+$/, /^[A-Za-z0-9]+_\w+$/, /^[A-Z]?[a-z0-9]+[A-Z]\w*$/, /^[A-Z]{2,}[a-z]\w*$/];

/** A path's file name without its extension, lower-case: `lib/rules/no-var.js` → `no-var`. */
function stemOf(path: string): string {
  const name = baseName(path).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? name : name.slice(0, dot);
}

/**
 * A source the title names by its file name without the extension joins the plan when the ranking
 * cut it: `fix: prevent ASI hazard in \`no-unused-labels\` autofix` plans
 * lib/rules/no-unused-labels.js, which the words of its body ranked twelfth, below
 * `no-unused-vars`. Only a name one or two sources carry, only a file ranked at all, and one at
 * most; none when a source of that name is already planned.
 */
export function keepStemNamed<T extends { path: string; kind: FileKind }>(
  capped: T[],
  scored: readonly T[],
  snapshot: Snapshot,
  title: string,
): void {
  const stems = titleStems(title);
  if (stems.length === 0) return;
  const carriers = new Map<string, number>();
  for (const path of snapshot.listPaths()) {
    const stem = stemOf(path);
    if (stems.includes(stem) && kindOf(path) === 'source') carriers.set(stem, (carriers.get(stem) ?? 0) + 1);
  }
  for (const stem of stems) {
    const count = carriers.get(stem) ?? 0;
    if (count === 0 || count > MOST_NAMED) continue;
    const named = (r: T) => r.kind === 'source' && stemOf(r.path) === stem;
    if (capped.some(named)) return;
    const file = scored.find(named);
    // One file at most: the title's first name that a ranked source carries.
    if (file) return void capped.push(file);
  }
}
