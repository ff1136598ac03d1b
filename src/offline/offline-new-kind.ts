// A new one of a kind the repository keeps a folder of: "Add hash_public plugin" →
// `lib/roda/plugins/hash_public.rb`, "Introduce `theme` drop" → `lib/jekyll/drops/theme_drop.rb`,
// "add built-in github-actions reporter" → `lib/reporters/github-actions.js`, "Add Belarusian
// language" → `Resources/Languages/BelarusianLanguage.cs`. The folder is the one named after the
// kind in the plural; the name is written the way its files are (snake_case, kebab-case or
// CamelCase, with the kind as a suffix when most of them have it). Pure.
import { isWorkflowPath } from '../core/shared/paths.js';
import { baseName, entryModulePath, extensionOf, isTestPath } from '../retrieval/classify.js';
import type { RepoIndex } from '../retrieval/repo-index.js';
import type { Snapshot } from '../repo/types.js';
import { addedObject, endsPhrase } from './offline-added.js';

/** An adjective ("missing", "custom") names no file. */
const ADJECTIVES = new Set(
  'missing more custom some proper default extra optional additional better another other few several many all each every own separate dedicated generic first second any'.split(
    ' ',
  ),
);
/** Kinds that name no folder of one file per thing: a workflow is never planned, a type or file is anything. */
const NOT_KINDS = new Set(['type', 'file', 'workflow', 'support', 'option', 'method', 'function', 'test', 'example', 'doc', 'migration']);
/** A folder of fewer files of the kind than this is no convention. */
const LEAST_FILES = 3;
/** Folders of tests, docs or examples hold their own kinds of files. */
const ASIDE = /(?:^|\/)(?:tests?|spec|specs|docs?|examples?|samples?|fixtures?)(?:\/|$)/i;

/** The new file, and the kind and folder it joins. */
export interface NewOfKind {
  path: string;
  kind: string;
  folder: string;
}

/** "Add hash_public plugin …" → { name: 'hash_public', kind: 'plugin' }: the add verb's object and the kind after it. */
export function addedOfKind(title: string): { name: string; kind: string } | undefined {
  const added = addedObject(title);
  if (!added) return undefined;
  const { words, at: i } = added;
  const forName = kindForName(words, i);
  if (forName) return forName;
  const name = words[i]?.replace(/^[`'"]|[`'"]$/g, '');
  const kind = words[i + 1]?.replace(/[^A-Za-z]/g, '').toLowerCase();
  if (name === undefined || kind === undefined || kind.length < 3 || NOT_KINDS.has(kind)) return undefined;
  if (!/^[A-Za-z][\w-]{0,60}$/.test(name) || ADJECTIVES.has(name.toLowerCase())) return undefined;
  // "Add verbose command output", "Add email field to User model": the kind word is a modifier, or the name a member.
  if (!endsPhrase(words[i + 1] as string, words.slice(i + 2, i + 4), GOES_ON)) return undefined;
  return { name, kind };
}

/** Modifiers between "for" and the name ("adapter for self-hosted Mailpit"): the name is the phrase's last word. */
const FOR_MODIFIERS = /^(?:the|a|an|[a-z]+-[a-z]+)$/;

/**
 * The kind first, then its name: "Added adapter for self-hosted Mailpit (#1152)" → Mailpit, adapter.
 * The name is capitalised or quoted, and ends the title (a parenthesised reference aside): "Add
 * handler for errors" or "Add adapter for Mailpit and Mailhog" name no one new file.
 */
function kindForName(words: readonly string[], i: number): { name: string; kind: string } | undefined {
  const kind = (words[i] ?? '').toLowerCase();
  const singular = kind.replace(/s$/, '');
  if (words[i + 1]?.toLowerCase() !== 'for' || !/^[a-z]{3,}$/.test(kind) || NOT_KINDS.has(singular) || ADJECTIVES.has(kind))
    return undefined;
  const rest = words.slice(i + 2);
  const end = rest.findIndex((w) => /^\(/.test(w));
  const phrase = end < 0 ? rest : rest.slice(0, end);
  const last = phrase.at(-1)?.replace(/[.,;:]$/, '');
  if (last === undefined || phrase.length > 3 || !phrase.slice(0, -1).every((w) => FOR_MODIFIERS.test(w))) return undefined;
  const name = last.replace(/^[`'"]|[`'"]$/g, '');
  const quoted = name !== last;
  if (!/^[A-Za-z][\w-]{0,60}$/.test(name) || (!quoted && !/^[A-Z]/.test(name))) return undefined;
  return { name, kind };
}

/** Words after the kind that go on about the new one ("plugin for …", "drop to expose …"). */
const GOES_ON = new Set(['for', 'that', 'which', 'with', 'so', 'and', 'as', 'using', 'from', 'support']);

/**
 * The new file of the kind the title asks to add, in the repository's folder of that kind (named
 * after it, in the plural or not, holding at least three of them, not tests or docs); undefined
 * when there is no such folder or the file already exists. A folder of one folder per thing, each
 * with the same entry file (dayjs's `src/plugin/utc/index.js`), gets a new such folder.
 */
export function newOfKindFile(snapshot: Snapshot, index: RepoIndex, title: string): NewOfKind | undefined {
  const asked = addedOfKind(title);
  if (!asked) return undefined;
  const named = new Set([asked.kind, `${asked.kind}s`, `${asked.kind}es`]);
  const folders = new Map<string, { files: string[]; entries: string[] }>();
  for (const path of snapshot.listPaths()) {
    if (index.kindOf(path) !== 'source' || isTestPath(path)) continue;
    const entry = entryModulePath(path);
    for (const [at, list] of [
      [path, 'files'],
      [entry, 'entries'],
    ] as const) {
      if (at === undefined) continue;
      const folder = at.slice(0, Math.max(0, at.lastIndexOf('/')));
      if (!named.has(baseName(folder).toLowerCase()) || ASIDE.test(folder)) continue;
      const found = folders.get(folder) ?? { files: [], entries: [] };
      folders.set(folder, found);
      found[list].push(list === 'files' ? path : at);
    }
  }
  const size = (f: { files: string[]; entries: string[] }) => Math.max(f.files.length, f.entries.length);
  const [folder, found] = [...folders].sort((a, b) => size(b[1]) - size(a[1]) || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  if (folder === undefined || found === undefined || size(found) < LEAST_FILES) return undefined;
  const byEntry = found.entries.length > found.files.length;
  const files = byEntry ? found.entries : found.files;
  const extension = mostCommon(files.map(extensionOf));
  const name = nameLike(asked.name, asked.kind, files);
  const entryName = mostCommon(
    snapshot
      .listPaths()
      .filter((p) => p.startsWith(`${folder}/`) && entryModulePath(p) !== undefined && index.kindOf(p) === 'source')
      .map((p) => baseName(p)),
  );
  const path = byEntry ? `${folder}/${name}/${entryName}` : `${folder}/${name}${extension === '' ? '' : `.${extension}`}`;
  const taken = byEntry ? snapshot.listPaths().some((p) => p.startsWith(`${folder}/${name}/`)) : snapshot.has(path);
  return taken || isWorkflowPath(path.toLowerCase()) ? undefined : { path, kind: asked.kind, folder };
}

/** The new file's name, written like its neighbours' (`theme` + `drop` → `theme_drop` beside `site_drop.rb`). */
function nameLike(name: string, kind: string, files: readonly string[]): string {
  const stems = files.map((file) => {
    const base = baseName(file);
    return base.slice(0, base.indexOf('.') < 0 ? base.length : base.indexOf('.'));
  });
  const half = stems.length / 2;
  // `JsonStream` beside `json-stream.js`: CamelCase words are words too.
  const words = name.split(/[-_]|(?<=[a-z0-9])(?=[A-Z])/).filter((w) => w !== '');
  const camel = stems.filter((s) => /^[A-Z]/.test(s)).length > half;
  if (camel) {
    const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
    const suffix = kind.charAt(0).toUpperCase() + kind.slice(1);
    const suffixed = stems.filter((s) => s.endsWith(suffix) && s.length > suffix.length).length > half;
    return suffixed && !pascal.endsWith(suffix) ? `${pascal}${suffix}` : pascal;
  }
  // `bigIntSupport` beside `isLeapYear`: lowerCamelCase.
  const separated = stems.filter((s) => s.includes('-') || s.includes('_')).length;
  if (stems.filter((s) => /^[a-z][a-z0-9]*[A-Z]/.test(s)).length > separated)
    return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  const kebab = stems.filter((s) => s.includes('-')).length > stems.filter((s) => s.includes('_')).length;
  const separator = kebab ? '-' : '_';
  const lower = words.join(separator).toLowerCase();
  const suffixed = stems.filter((s) => s.toLowerCase().endsWith(`${separator}${kind}`)).length > half;
  return suffixed && !lower.endsWith(`${separator}${kind}`) ? `${lower}${separator}${kind}` : lower;
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
}

/** A new one's file elsewhere that most of its kind have one of (`types/plugin/utc.d.ts` for each plugin). */
export interface Counterpart {
  path: string;
  /** An existing one, and the member it is for. */
  like: string;
  of: string;
}

/** A kind's members with a file of their name in a folder: at least this many, and this share of them. */
const LEAST_COUNTERPARTS = 3;
const COUNTERPART_SHARE = 0.6;

/**
 * The files a new one of a kind needs besides its own and its test: where most of the kind's
 * members have a file named after them in another folder, with the same ending (dayjs's
 * `types/plugin/<name>.d.ts` for each `src/plugin/<name>/index.js`; a linter's
 * `docs/rules/<rule>.md` for each `lib/rules/<rule>.js`), the new one gets its own there. Tests
 * are placed by the repository's test convention instead.
 */
export function counterpartFiles(snapshot: Snapshot, index: RepoIndex, one: NewOfKind): Counterpart[] {
  const inFolder = (p: string) => p.startsWith(`${one.folder}/`);
  const members = new Map<string, string>();
  for (const path of snapshot.listPaths()) {
    if (!inFolder(path) || index.kindOf(path) !== 'source') continue;
    const module = entryModulePath(path) ?? path;
    if (module.slice(0, module.lastIndexOf('/')) === one.folder) members.set(stemOf(module), path);
  }
  const name = stemOf(entryModulePath(one.path) ?? one.path);
  const places = new Map<string, { dir: string; ending: string; of: Map<string, string> }>();
  for (const path of snapshot.listPaths()) {
    if (inFolder(path) || isTestPath(path) || isWorkflowPath(path.toLowerCase())) continue;
    const kind = index.kindOf(path);
    if (kind === undefined || kind === 'noise' || kind === 'test') continue;
    const stem = stemOf(path);
    const member = members.get(stem);
    if (member === undefined) continue;
    const dir = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    const ending = baseName(path).slice(stem.length);
    const key = `${dir}\n${ending}`;
    const place = places.get(key) ?? { dir, ending, of: new Map<string, string>() };
    place.of.set(path, member);
    places.set(key, place);
  }
  const least = Math.max(LEAST_COUNTERPARTS, Math.ceil(members.size * COUNTERPART_SHARE));
  return [...places.values()]
    .filter((place) => place.of.size >= least)
    .map((place) => {
      const [like, of] = [...place.of].sort((a, b) => (a[0] < b[0] ? -1 : 1))[0] as [string, string];
      return { path: `${place.dir === '' ? '' : `${place.dir}/`}${name}${place.ending}`, like, of };
    })
    .filter((c) => !snapshot.has(c.path));
}

function stemOf(path: string): string {
  const base = baseName(path);
  const dot = base.indexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}
