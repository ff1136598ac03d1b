// A type the title asks to add ("Add `SignalMap` to map signal value to its name", "Create
// RomanshLanguage", "add `ChainPublicUrlGenerator`") gets its own new file in a repository that
// keeps one type per file named after it (Java, C#, Kotlin, PHP, Swift): beside the existing type
// whose name it shares most words with (`SignalRegistry/SignalRegistry.php`,
// `Resources/Languages/ItalianLanguage.cs`), and in a folder of its own when its neighbours each
// have one named after the words they differ in (`Extension/Mention/MentionExtension.php` →
// `Extension/NormalizeHeadings/NormalizeHeadingsExtension.php`). Pure.
import { baseName, extensionOf, isTestPath } from '../retrieval/classify.js';
import type { RepoIndex } from '../retrieval/repo-index.js';
import type { Snapshot } from '../repo/types.js';
import { addedObject, endsPhrase } from './offline-added.js';

/** A type's name: two or more capitalised words (`SignalMap`, `IMapFrom`, `RxJava3CallAdapter`). */
const TYPE_NAME = /^(?:I(?=[A-Z][a-z]))?[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;
/** A repository keeps one type per file when this share of its sources is named like a type. */
const LEAST_TYPE_NAMED = 0.5;
/** A longer name is no type's (and no file system's). */
const MOST_NAME_CHARS = 100;

/** The new type's file and the existing one it is placed like. */
export interface NewType {
  name: string;
  path: string;
  /** The existing source it is placed beside (or like). */
  like: string;
}

/** The words of a type's name: `NormalizeHeadingsExtension` → Normalize, Headings, Extension. */
function wordsOf(name: string): string[] {
  return name.match(/[A-Z][a-z0-9]*/g) ?? [];
}

/** The name the title's add verb takes as its object, if it is written like a type: "Add `SignalMap` …". */
export function addedTypeName(title: string): string | undefined {
  const added = addedObject(title);
  if (!added) return undefined;
  const { words, at: i } = added;
  const object = words[i];
  if (object === undefined) return undefined;
  // `SignalMap`, SignalMap; — not a call (`GetParentChain()`), a member (`Tag#TextBoundary`) or a path.
  const name = /^`?([A-Za-z0-9]+)(?:`|<[^>]*>`?)?[;,:]?$/.exec(object)?.[1];
  // A test or a benchmark (`ByteBuffersTest`, `ChildScopeBenchmark`) lives with the tests, not beside a namesake.
  if (name === undefined || !TYPE_NAME.test(name) || /(?:Tests?|Specs?|Benchmarks?|Fixtures?)$/.test(name)) return undefined;
  return name.length > MOST_NAME_CHARS || !endsPhrase(object, words.slice(i + 1, i + 3), ABOUT_A_TYPE) ? undefined : name;
}

/** Words after a new type's name that go on about it: what it is for, or what kind of type it is. */
const ABOUT_A_TYPE = new Set(
  'for with that which so as and interface class type struct record enum trait protocol object route newtype wrapper base abstraction strategy model entity service component module widget node exception error event attribute annotation'.split(
    ' ',
  ),
);
/**
 * The new file of the type the title asks to add, or undefined: when the repository declares no
 * such name and keeps one type per file, and one of its sources shares a word of the name at the
 * start or the end (`SignalRegistry` for `SignalMap`, `ItalianLanguage` for `RomanshLanguage`).
 * Each source sharing the most words proposes a place; the place most of them propose wins.
 */
export function newTypeFile(snapshot: Snapshot, index: RepoIndex, title: string): NewType | undefined {
  const name = addedTypeName(title);
  if (name === undefined || index.findSymbol(name).length > 0) return undefined;
  const sources = snapshot.listPaths().filter((path) => index.kindOf(path) === 'source' && !isTestPath(path));
  if (sources.length === 0) return undefined;
  const stems = sources.map((path) => ({ path, stem: stemOf(path) }));
  // A name that starts an existing type's (`HttpClient` beside `HttpClientFactory`) is that type's part, or a mention.
  if (stems.some((s) => s.stem === name || (s.stem.startsWith(name) && /^[A-Z0-9]/.test(s.stem.slice(name.length))))) return undefined;
  if (stems.filter((s) => /^[A-Z][a-z]/.test(s.stem)).length < LEAST_TYPE_NAMED * stems.length) return undefined;
  const words = wordsOf(name);
  let best = 0;
  const proposals = new Map<string, { count: number; like: string }>();
  for (const { path, stem } of stems) {
    if (!/^[A-Z]/.test(stem)) continue;
    const theirs = wordsOf(stem);
    const shared = Math.max(sharedStart(words, theirs), sharedEnd(words, theirs));
    if (shared === 0 || shared < best) continue;
    if (shared > best) {
      best = shared;
      proposals.clear();
    }
    const place = placeLike(path, name, words, theirs);
    const at = proposals.get(place);
    if (at) at.count++;
    else proposals.set(place, { count: 1, like: path });
  }
  const [path, proposal] = [...proposals].sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  return path === undefined || proposal === undefined ? undefined : { name, path, like: proposal.like };
}

/** Where `name` goes if placed like `path`: its folder, or a sibling folder named after its own words. */
function placeLike(path: string, name: string, words: readonly string[], theirs: readonly string[]): string {
  const slash = path.lastIndexOf('/');
  let folder = slash < 0 ? '' : path.slice(0, slash);
  const own = words.filter((w) => !theirs.includes(w)).join('');
  const other = theirs.filter((w) => !words.includes(w)).join('');
  const parent = folder.lastIndexOf('/');
  // `Extension/Mention/MentionExtension.php`: the folder is named after what the neighbour is.
  if (other !== '' && own !== '' && folder.slice(parent + 1) === other) folder = `${folder.slice(0, parent + 1)}${own}`;
  const extension = extensionOf(path);
  return `${folder === '' ? '' : `${folder}/`}${name}${extension === '' ? '' : `.${extension}`}`;
}

function stemOf(path: string): string {
  const name = baseName(path);
  const dot = name.indexOf('.');
  return dot <= 0 ? name : name.slice(0, dot);
}

function sharedStart(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function sharedEnd(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}
