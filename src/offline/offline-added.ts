// What a title asks to add, read the same way for a new type (offline-new-type.ts) and for a new
// one of a folder's kind (offline-new-kind.ts): the verb that opens it, the object after it, and
// whether the words after the object go on about it or make it a member or a mention. Pure.

/** A title is read this far, whatever the text gives it. */
const TITLE_CHARS = 500;
/** Verbs whose object is something new. */
const VERBS = new Set(['add', 'adds', 'added', 'adding', 'create', 'introduce', 'implement', 'extract']);
/** Words between the verb and its object ("Add a built-in …"). */
const FILLERS = new Set(['a', 'an', 'the', 'new', 'built-in', 'builtin', 'initial', 'basic', 'simple']);
/** After "to", "on" or "in", these say what the object is added to ("Add `Timeout` to all requests"). */
const DETERMINERS = new Set(['the', 'a', 'an', 'all', 'each', 'every', 'its', 'their', 'our']);

/**
 * The title's words and the index of the add verb's object, past an emoji, a commit type
 * (`feat(scope):`) and fillers; undefined when the title does not open with an add verb.
 */
export function addedObject(title: string): { words: string[]; at: number } | undefined {
  const words = title
    .slice(0, TITLE_CHARS)
    .replace(/^[^\p{L}]+/u, '')
    .replace(/^[\w./-]+(?:\([^)]*\))?!?:\s*/, '')
    .split(/\s+/);
  if (!VERBS.has(words[0]?.toLowerCase() ?? '')) return undefined;
  let at = 1;
  while (at < words.length && FILLERS.has((words[at] as string).toLowerCase())) at++;
  return at < words.length ? { words, at } : undefined;
}

/**
 * Whether the phrase naming the new thing ends at `last`: at a clause's end, before a word in
 * `about` ("plugin for …", "`SignalMap` route strategy"), an acronym ("API"), or "to"/"on"/"in"
 * and a purpose ("to map signal values"). A capitalised word, "to" and a name or a determiner
 * ("to HedgingPredicateArguments", "to all requests") or any other word ("timeout") go on: the
 * object is a member or a mention.
 */
export function endsPhrase(last: string, after: readonly string[], about: ReadonlySet<string>): boolean {
  if (/[;,:.]$/.test(last)) return true;
  const [next, then] = after;
  if (next === undefined || !/^[A-Za-z]/.test(next)) return true;
  const word = /^[A-Za-z]+/.exec(next)?.[0] ?? '';
  if (/^[A-Z]{2,}$/.test(word)) return true;
  if (/^[A-Z]/.test(word)) return false;
  if (['to', 'on', 'into', 'in', 'at'].includes(word))
    return then === undefined || !(/^[`'"]?[A-Z]/.test(then) || DETERMINERS.has(then.toLowerCase()));
  return about.has(word);
}

/** Words that end the object of an add verb: what follows says where it goes or what it is for. */
const OBJECT_ENDS = new Set(['to', 'in', 'on', 'for', 'into', 'with', 'from', 'as', 'at', 'that', 'which', 'so', 'by']);

/** Verbs that start a second request after "and". */
const NEXT_REQUEST = /^(?:update|fix|remove|add|use|document|rename|move|bump|change|make|drop|deprecate|improve|refactor)s?$/i;
/** The last part of a file's name, not a name in code. */
const FILE_EXTENSION = /^(?:md|js|mjs|cjs|ts|tsx|jsx|json|ya?ml|toml|txt|py|rb|go|rs|java|cs|php|ex|exs|html?|css|lock|xml|ini|cfg|sh)$/i;
/** Products and platforms written with inner capitals, which a title adds support for: no declaration of the code. */
const PRODUCTS = new Set(
  'typescript javascript github gitlab bitbucket postgresql mysql sqlite mongodb redis graphql openapi oauth websocket websockets webassembly macos ios ipados watchos tvos visionos nodejs node.js pnpm npm yarn jetbrains intellij vscode powershell dotnet openssl libressl pypi rubygems cocoapods testflight youtube linkedin openai chatgpt deepseek'.split(
    ' ',
  ),
);

/** A word shaped like a name in code: `UnionBy`, `fetch_host!/1`, `Mox.deny/3`, `parse()`, anything in backticks. */
const NAME_SHAPE = /^`?([A-Za-z_][\w.:!?]*?)(?:\/\d{1,2})?(?:\(\))?`?[,.;:]?$/;

/**
 * The names a title adds that the repository declares nowhere yet ("feat: add UnionBy and
 * UnionByErr" in samber/lo, "Add Mox.deny/3"), as written, with the name each declares (its last
 * part: `deny` of `Mox.deny/3`). Only words of the add verb's object shaped like code — two
 * capitals, an underscore, a dot, a call, backticks — not plain words ("Add Hindi"). `declared`
 * says whether the repository declares a name.
 */
export function addedNames(title: string, declared: (name: string) => boolean): { written: string; name: string }[] {
  const added = addedObject(title);
  if (!added) return [];
  const out: { written: string; name: string }[] = [];
  const words = added.words.slice(added.at);
  for (const [i, word] of words.entries()) {
    if (OBJECT_ENDS.has(word.toLowerCase()) || word.startsWith('(')) break;
    // "Add retryPolicy and update CHANGELOG.md": a second request starts.
    if (word.toLowerCase() === 'and' && NEXT_REQUEST.test(words[i + 1] ?? '')) break;
    const match = NAME_SHAPE.exec(word);
    const full = match?.[1] === undefined ? undefined : trimEnd(match[1], '.:');
    if (!full) continue;
    const coded = word.startsWith('`') || /[a-z][A-Z]|_|[.:]\w|\(\)/.test(word);
    const name = full.split(/[.:]+/).at(-1) ?? '';
    // A file (`CHANGELOG.md`, `Node.js`) or a product ("TypeScript", "GitHub", "macOS") is no name in code.
    if (!coded || name.length < 2 || FILE_EXTENSION.test(name) || PRODUCTS.has(full.toLowerCase())) continue;
    const written = trimEnd(word.startsWith('`') ? word.slice(1) : word, '`,.;:');
    if (!declared(name.replace(/[!?]$/, '')) && !out.some((o) => o.name === name)) out.push({ written, name });
  }
  return out;
}

/** `text` without the characters of `chars` at its end (by hand: a `[…]+$` pattern is quadratic on a long run). */
function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}
