// Files no score ranks in, added to the offline planner's retrieval: the next migration of a schema
// change, the manifests of a title about a language version (offline-runtime.ts) or about one of
// the project's dependencies (offline-dependency.ts), and the translation files of a title about a
// human language (offline-locale.ts). Pure.
import { baseName, extensionOf, isTestPath, kindOf, outsideTheProject } from '../retrieval/classify.js';
import type { RepoIndex } from '../retrieval/repo-index.js';
import type { Snapshot } from '../repo/types.js';
import { createdPaths } from './offline-created-files.js';
import { dependencyManifests } from './offline-dependency.js';
import { localeFiles } from './offline-locale.js';
import { glossed } from './offline-glossary.js';
import type { PlannedFile } from './offline-retrieve.js';
import { runtimeManifests } from './offline-runtime.js';
import { counterpartFiles, newOfKindFile } from './offline-new-kind.js';
import { newTypeFile } from './offline-new-type.js';
import { dropModels, stemWords } from './offline-peers.js';
import { mentions } from './offline-words.js';
import { titleOf } from './offline-scope.js';

const MIGRATION_WORDS = ['migration', 'migrate', 'schema', 'column', 'table', 'index'];

/** Files no score ranks in: the next migration, and the manifests of a title about a language version or a dependency. */
export function addUnranked(
  snapshot: Snapshot,
  index: RepoIndex,
  kept: PlannedFile[],
  query: { terms: string[]; requirement: string; text: string; score: number; scores?: ReadonlyMap<string, number> },
): void {
  const migration = newMigration(snapshot, query.terms, kept, query.requirement);
  if (migration) kept.push(migration);
  addRuntimeManifests(index, kept, query.text, query.score);
  addDependencyManifests(snapshot, index, kept, query.text, query.score);
  addLocaleFiles(snapshot, index, kept, query);
  addNamedPaths(snapshot, index, kept, query.text, query.score);
  // "Add `SignalMap` …": the new type's own file, placed like its nearest namesake (offline-new-type.ts).
  const type = newTypeFile(snapshot, index, titleOf(query.text));
  if (type && !kept.some((f) => f.path === type.path)) {
    kept.push({ path: type.path, kind: 'source', score: 0, matched: [], create: true, like: { name: type.name, path: type.like } });
    // Its neighbours of the same family are its models, not part of the change (offline-peers.ts).
    const own = new Set(stemWords(type.path));
    dropModels(kept, [{ path: type.path, family: stemWords(type.like).filter((w) => own.has(w)) }]);
  }
  // "Add hash_public plugin": a new one in the repository's folder of plugins (offline-new-kind.ts).
  const one = type ? undefined : newOfKindFile(snapshot, index, titleOf(query.text));
  if (one && !kept.some((f) => f.path === one.path)) {
    kept.push({ path: one.path, kind: 'source', score: 0, matched: [], create: true, ofKind: { kind: one.kind, folder: one.folder } });
    dropModels(kept, [{ path: one.path, family: stemWords(one.kind), folderNamed: true }]);
    const test = index.newTestPathFor(one.path);
    if (test !== undefined && !kept.some((f) => f.path === test))
      kept.push({ path: test, kind: 'test', score: 0, matched: [], create: true, covers: one.path });
    // Its files elsewhere that most of its kind have (`types/plugin/utc.d.ts`), new too.
    const counterparts = counterpartFiles(snapshot, index, one).filter((c) => !kept.some((f) => f.path === c.path));
    for (const c of counterparts)
      kept.push({
        path: c.path,
        kind: kindOf(c.path),
        score: 0,
        matched: [],
        create: true,
        counterpart: { kind: one.kind, like: c.like, of: c.of },
      });
    // The other members' files there are its models too.
    dropModels(
      kept,
      counterparts.map((c) => ({ path: c.path, family: stemWords(one.kind), folderNamed: true })),
    );
  }
}

/** What the requirement's title writes like a path or a file name (`locales/ee.yml`, `serializer.mjs`, also `Node.js`). */
export function writtenPaths(text: string): string[] {
  // Only a title's length of it: each start of a 1 MB line would scan 200 characters ahead.
  return (
    titleOf(text)
      .slice(0, TITLE_CHARS)
      .match(/[\w./-]{0,200}[A-Za-z_-]\.[A-Za-z]\w{0,9}\b/g) ?? []
  );
}

/** A path written in a title names at most this many files; more (`index.ts`) name none in particular. */
const MOST_NAMED = 2;
const TITLE_CHARS = 500;

/**
 * The files the title names by their path or a tail of it (`ja/address.yml`, `locales/ee.yml`,
 * `src/router.js`): planned whatever their words, as faker's "Add `country_code` to Estonia locale
 * (`locales/ee.yml`)" changed `lib/locales/ee.yml`, which no score had ranked in. Title only: a
 * commit body lists the files it touched. A name no file has that the title asks to add (`Add
 * CLAUDE.md`) is created (offline-created-files.ts).
 */
function addNamedPaths(snapshot: Snapshot, index: RepoIndex, kept: PlannedFile[], text: string, score: number): void {
  const written = writtenPaths(text);
  const title = titleOf(text);
  // Cheap tests first: most titles write no file name and ask to add nothing.
  if (written.length === 0 && !/\.\w/.test(title.slice(0, TITLE_CHARS))) return;
  const byName = new Map<string, string[]>();
  for (const path of snapshot.listPaths()) {
    const list = byName.get(baseName(path));
    if (list) list.push(path);
    else byName.set(baseName(path), [path]);
  }
  for (const raw of written) {
    const tail = raw.replace(/^\.?\/+/, '');
    const paths = (byName.get(baseName(tail)) ?? []).filter((p) => (p === tail || p.endsWith(`/${tail}`)) && index.kindOf(p) !== undefined);
    if (paths.length === 0 || paths.length > MOST_NAMED) continue;
    for (const path of paths) {
      const ranked = kept.find((f) => f.path === path);
      if (ranked) ranked.named = tail;
      else kept.push({ path, kind: index.kindOf(path) ?? kindOf(path), score, matched: [], named: tail });
    }
  }
  // "Add CLAUDE.md", "Create .editorconfig": a name no file has yet, created where the title writes it.
  const lower = new Set([...byName.keys()].map((name) => name.toLowerCase()));
  for (const path of createdPaths(title, (p) => lower.has(baseName(p).toLowerCase()))) {
    if (!kept.some((f) => f.path === path)) kept.unshift({ path, kind: kindOf(path), score, matched: [], create: true, named: path });
  }
}

/**
 * "Add Croatian translation", "Fix plural form of Vietnamese language": that language's files in
 * the repository's locale folders, new ones where it has none yet (offline-locale.ts). Another
 * language's files that came in by their words or an alike commit ("Add Thai translations" changed
 * `th/`) are not this change.
 */
function addLocaleFiles(
  snapshot: Snapshot,
  index: RepoIndex,
  kept: PlannedFile[],
  { text, score, scores }: { text: string; score: number; scores?: ReadonlyMap<string, number> },
): void {
  const { files, others } = localeFiles(snapshot.listPaths(), titleOf(text), (path) => scores?.get(path) ?? 0);
  if (files.length === 0) return;
  for (let i = kept.length - 1; i >= 0; i--) if (others.has((kept[i] as PlannedFile).path)) kept.splice(i, 1);
  for (const { path, locale, create } of files) {
    const ranked = kept.find((f) => f.path === path);
    if (ranked) ranked.locale = locale;
    else kept.push({ path, kind: index.kindOf(path) ?? kindOf(path), score, matched: [], locale, ...(create ? { create } : {}) });
  }
}

/** "Increase chardet upper limit to 7": the manifest that lists chardet (offline-dependency.ts). */
function addDependencyManifests(snapshot: Snapshot, index: RepoIndex, kept: PlannedFile[], text: string, score: number): void {
  for (const { path, dependency: name, removed } of dependencyManifests(snapshot, text)) {
    const dependency = { name, removed };
    if (index.kindOf(path) === undefined) continue;
    const ranked = kept.find((f) => f.path === path);
    if (ranked) ranked.dependency = dependency;
    else kept.push({ path, kind: index.kindOf(path) ?? 'config', score, matched: [], dependency });
  }
}

/**
 * "Support Python 3.13": the manifest declares the versions, whatever words it holds
 * (offline-runtime.ts). One already ranked in for its words keeps them too.
 */
function addRuntimeManifests(index: RepoIndex, kept: PlannedFile[], text: string, score: number): void {
  for (const { path, runtime } of runtimeManifests(index, text)) {
    const ranked = kept.find((f) => f.path === path);
    if (ranked) ranked.runtime = runtime;
    else kept.push({ path, kind: index.kindOf(path) ?? 'config', score, matched: [], runtime });
  }
}

/**
 * A schema change adds a migration beside the latest one (never an edit to a historical one):
 * `migrations/003_<slug>.sql` after `002_api_keys.sql`, same extension and numbering width.
 */
function newMigration(snapshot: Snapshot, terms: string[], kept: PlannedFile[], requirement: string): PlannedFile | null {
  if (!mentions(terms, MIGRATION_WORDS)) return null;
  // A test's or an example's migrations (`testdata/migrations/`, `examples/friends/priv/repo/migrations/`) are fixtures, not the schema's history.
  const existing = snapshot
    .listPaths()
    .filter((p) => /(^|\/)migrations?\//.test(p) && /^\d+/.test(baseName(p)) && !outsideTheProject(p) && !isTestPath(p));
  if (existing.length === 0) return null;
  for (let i = kept.length - 1; i >= 0; i--) if (existing.includes((kept[i] as PlannedFile).path)) kept.splice(i, 1);
  const latest = existing.sort()[existing.length - 1] as string;
  const digits = /^\d+/.exec(baseName(latest))?.[0] ?? '0';
  const next = String(Number(digits) + 1).padStart(digits.length, '0');
  const slug = migrationSlug(requirement);
  const path = `${latest.slice(0, latest.lastIndexOf('/') + 1)}${next}_${slug}.${extensionOf(latest) || 'sql'}`;
  return { path, kind: 'source', score: 0, matched: [], create: true };
}

const FILLERS = new Set(['a', 'an', 'the', 'to', 'of', 'for', 'in', 'on', 'and', 'or', 'with', 'from', 'into', 'by']);

/** `Add a last_used column to the keys table` → `add_last_used_column_keys`. */
export function migrationSlug(requirement: string): string {
  // A Chinese requirement names its migration by its glossed words (限流 → rate_limit).
  const words = glossed(requirement)
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter((w) => w !== '' && !FILLERS.has(w));
  return words.slice(0, 5).join('_').slice(0, 50) || 'change';
}
