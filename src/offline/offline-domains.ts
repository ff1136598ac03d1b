// The offline planner's domains: the files a plan keeps, clustered by what holds them together in
// the repository — a test with its source, a file with the files it imports or that import it,
// files that changed together in the past, files of one folder — and named after what the cluster
// is about in the requirement's own words (`dashboard-header`, `orders-products`), the folder only
// when the requirement names nothing of it. A fix (offline-scope.ts) is one domain; so are a source
// and its test or two files that import each other; unrelated parts of a feature are several.
// Deterministic: the same files, graph and requirement give the same domains.
import type { Snapshot } from '../repo/types.js';
import { baseName } from '../retrieval/classify.js';
import { indexSnapshot, type RepoIndex } from '../retrieval/repo-index.js';
import { folderOf, type FileGroup, type PlannedFile, retrieveFiles } from './offline-retrieve.js';
import {
  adjacentWords,
  caseParts,
  clauses,
  isGeneric,
  isPlainWord,
  namedIdentifiers,
  readable,
  spelled,
  withoutLinks,
  withoutPlainWords,
} from './offline-words.js';
import { queryTerms, tokenize } from '../retrieval/tokens.js';
import { requirementSlug } from '../core/shared/names.js';
import { scopeKind, titleOf } from './offline-scope.js';
import { readRequirement } from './offline-issue.js';
import { startsWithVerb } from './offline-asks.js';

/** Two files count as changing together after this many shared commits. */
const CO_CHANGES = 2;

/** Index of the cluster of each file, by union-find over the repository's links between them. */
function clusterIds(files: readonly PlannedFile[], index: RepoIndex | undefined): number[] {
  const parent = files.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    for (let n = i; parent[n] !== root;) [n, parent[n]] = [parent[n] as number, root];
    return root;
  };
  const union = (a: number, b: number) => {
    const [x, y] = [find(a), find(b)];
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  };
  const at = new Map(files.map((f, i) => [f.path, i]));
  files.forEach((file, i) => {
    const covered = file.covers === undefined ? undefined : at.get(file.covers);
    if (covered !== undefined) union(i, covered);
    files.forEach((other, j) => j > i && folderOf(file) === folderOf(other) && union(i, j));
    if (!index || file.create) return;
    for (const target of index.importsOf(file.path)) {
      const j = at.get(target);
      if (j !== undefined) union(i, j);
    }
    for (const { path, count } of index.coChanged(file.path)) {
      const j = at.get(path);
      if (j !== undefined && count >= CO_CHANGES) union(i, j);
    }
  });
  return files.map((_, i) => find(i));
}

const isSupport = (file: PlannedFile) => file.kind === 'doc' || file.kind === 'config';

/** Clusters of the files, best first (by summed score); docs and config alone join the best cluster. */
function clusters(files: readonly PlannedFile[], index: RepoIndex | undefined, maxGroups: number): PlannedFile[][] {
  const ids = clusterIds(files, index);
  const byId = new Map<number, PlannedFile[]>();
  files.forEach((file, i) => byId.set(ids[i] as number, [...(byId.get(ids[i] as number) ?? []), file]));
  const score = (list: PlannedFile[]) => list.reduce((sum, f) => sum + f.score, 0);
  let list = [...byId.values()].sort((a, b) => score(b) - score(a) || ((a[0] as PlannedFile).path < (b[0] as PlannedFile).path ? -1 : 1));
  const lead = list.find((c) => !c.every(isSupport));
  if (lead) {
    // The README or a config file is part of the change the code makes, not a domain of its own.
    for (const cluster of list) if (cluster !== lead && cluster.every(isSupport)) lead.push(...cluster.splice(0));
    list = list.filter((c) => c.length > 0);
  }
  // Tests that test no kept source (a feature's functional test) are written by whoever changes the
  // code they exercise: they join the cluster of code whose folders they share most, else the best.
  const isTest = (file: PlannedFile) => file.kind === 'test';
  const coded = list.filter((c) => !c.every(isTest));
  if (coded.length > 0) {
    for (const cluster of list) if (cluster.every(isTest)) for (const test of cluster.splice(0)) nearestCluster(test, coded).push(test);
    list = list.filter((c) => c.length > 0);
  }
  while (list.length > Math.max(1, maxGroups)) (list[0] as PlannedFile[]).push(...(list.pop() as PlannedFile[]));
  return list;
}

const MOST_SLUG = 30;

/** A slug of a domain's words: lower-case ASCII words joined by dashes, at most 30 characters. */
function slugOf(words: readonly string[]): string {
  const parts = words.flatMap((w) => w.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
  // Whole words that fit: a domain is never named after half a word (`configuration-internationaliza`).
  let slug = '';
  for (const part of parts) {
    const next = slug === '' ? part : `${slug}-${part}`;
    if (next.length > MOST_SLUG) break;
    slug = next;
  }
  return slug === '' && parts.length > 0 ? requirementSlug(parts[0] as string, MOST_SLUG) : slug;
}

/** The folder a cluster is named after when no requirement word fits: its files' first folder's last part. */
function folderName(files: readonly PlannedFile[]): string {
  const first = files[0] as PlannedFile;
  const last = folderOf(first).split('/').pop() ?? '';
  // Maven's and Gradle's `src/main/java/…` name a layout, not a part of the code: the file's own folder does (`format`).
  const own = (first.covers ?? first.path).split('/').slice(0, -1).pop() ?? '';
  return slugOf([LAYOUT_FOLDERS.has(last.toLowerCase()) && own !== '' ? own : last]) || 'core';
}
const LAYOUT_FOLDERS = new Set(['main', 'java', 'kotlin', 'scala', 'groovy', 'resources']);

/**
 * Names for the clusters: each takes the requirement's words its files match (by how many of its
 * files match each), preferring words no other cluster matches as often, two at most; the folder
 * name when it has none left. Names are unique: a taken name never gets a `-2`, the next word or
 * folder is tried first.
 */
function names(list: PlannedFile[][], given: string): string[] {
  // The words a person reads: an issue's code blocks and links (`assert_eq!`, `…/rubocop-hq/…`) name no responsibility.
  const requirement = withoutLinks(readable(given));
  // The title's leading verb asks for the change; it names no part of the code ("Apply suggestions
  // from clippy" is about clippy's suggestions, not "clippy-apply").
  const lead = /^[A-Za-z]+/.exec(clauses(titleOf(requirement))[0] ?? '')?.[0] ?? '';
  const asked = startsWithVerb(lead) ? queryTerms(lead)[0] : undefined;
  const wanted = new Set(
    queryTerms(withoutPlainWords(requirement)).filter((t) => t !== asked && !isGeneric(t) && !isPlainWord(t) && !LANGUAGE_WORDS.has(t)),
  );
  // The title says what the change is about; a long body's words say it less.
  const titled = new Set(queryTerms(titleOf(requirement)));
  const written = new Set(tokenize(requirement));
  // A requirement word in a file's own path (`Dashboard.tsx` for "dashboard") says most of what
  // the file is about; one its text matches says less.
  const counts = list.map((files) => {
    const count = new Map<string, number>();
    const add = (term: string, weight: number) => count.set(term, (count.get(term) ?? 0) + weight);
    for (const file of codeOf(files)) {
      // `test/` and `.test.js` say a file is a test, not what it tests.
      const inPath = new Set(tokenize(file.path).filter((t) => wanted.has(t) && !TEST_PATH_WORDS.has(t)));
      for (const term of inPath) add(term, titled.has(term) ? 4 : 2);
      for (const term of new Set(file.matched.filter((t) => wanted.has(t) && !inPath.has(t)))) add(term, titled.has(term) ? 2 : 1);
    }
    return count;
  });
  const used = new Set<string>();
  return list.map((files, i) => {
    const own = counts[i] as Map<string, number>;
    const distinct = (term: string) => (own.get(term) ?? 0) - Math.max(0, ...counts.filter((_, j) => j !== i).map((c) => c.get(term) ?? 0));
    const terms = [...own.keys()].sort((a, b) => distinct(b) - distinct(a) || (own.get(b) ?? 0) - (own.get(a) ?? 0) || (a < b ? -1 : 1));
    // A second word only when it says something of its own: in a path, or in two files, and more
    // here than elsewhere.
    const strong = terms.filter((t, k) => k === 0 || ((own.get(t) ?? 0) >= 2 && distinct(t) > 0));
    const words = spelled(strong, requirement);
    const fits = (term: string) => strong.includes(term);
    const candidates = [
      identifierOf(list, i, requirement),
      phraseOf(codeOf(files), written, titled),
      pairWith(strong.slice(0, 2), fits, requirement),
      slugOf(words.slice(0, 2)),
      slugOf(words.slice(0, 1)),
      slugOf(words.slice(1, 3)),
      // "Support Python 3.13": the files that state the versions hold no word of the title; the language names them.
      slugOf(files.flatMap((f) => (f.runtime ? [f.runtime] : [])).slice(0, 1)),
      // "Add Hindi, Hungarian, Swedish": new languages' files hold no word of the title; they are translations.
      files.every((f) => f.locale !== undefined) ? 'translations' : '',
      folderName(files),
      slugOf([folderName(files), ...words.slice(0, 1)]),
    ];
    let name = candidates.find((c) => c !== '' && !used.has(c));
    for (let n = 2; name === undefined; n++) if (!used.has(`${folderName(files)}-${n}`)) name = `${folderName(files)}-${n}`;
    used.add(name);
    return name;
  });
}

/**
 * Two words the requirement writes side by side, one of them among the cluster's two best and the
 * other one of its strong words (in a path, or in two files, and more here than elsewhere), no
 * plain English ("within", "without") and no request verb ("specify yargs") ("the dashboard header" for `Header.jsx` that shows the "Shop
 * dashboard"), as the requirement orders them: a name a reader finds in the requirement, where two
 * words picked apart ("api-header") say less.
 */
function pairWith(best: readonly string[], fits: (term: string) => boolean, requirement: string): string {
  const runs = adjacentWords(requirement, 2)
    .filter((run) => !run.some((word) => isPlainWord(word.toLowerCase()) || startsWithVerb(word)))
    .map((run) => ({ run, terms: run.map((word) => queryTerms(word)[0]) }));
  for (const term of best)
    for (const { run, terms } of runs) {
      const [a, b] = terms;
      if (a === undefined || b === undefined || a === b) continue;
      if ((a === term && fits(b)) || (b === term && fits(a))) return slugOf(run);
    }
  return '';
}

const TEST_PATH_WORDS = new Set(['test', 'tests', 'spec', 'specs']);

/** File extensions and language names: `response.js` or "in Go" say what a file is written in, not what it does. */
const LANGUAGE_WORDS = new Set(
  // Not `json`, `yaml` or `html`: a format is often what the change is about ("Fix json output").
  'js jsx ts tsx mjs cjs py rb go rs php java kt cs ex exs md javascript typescript python ruby golang rust'.split(' '),
);

/** The code says what a domain holds; its README or config only when it holds nothing else. */
const codeOf = (files: readonly PlannedFile[]) => (files.some((f) => !isSupport(f)) ? files.filter((f) => !isSupport(f)) : files);

/**
 * An identifier the title names (`url_for`, `SaveUploadedFile`) that at least half of the cluster's
 * code matches whole, more of it than any other cluster: the domain is that code, and its name says
 * so (`url-for`, where the title's loose words gave "building-relative"). A name the code does not
 * write yet ("Add support for pool_count") counts where the code writes all its words: a domain
 * "pool" and another "count" split the one thing asked for.
 */
function identifierOf(list: readonly PlannedFile[][], at: number, requirement: string): string {
  const count = (files: readonly PlannedFile[], terms: readonly string[]) =>
    codeOf(files).filter((f) => terms.every((t) => f.matched.includes(t))).length;
  for (const name of namedIdentifiers(titleOf(requirement))) {
    const whole = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (whole.length < 4) continue;
    const parts = queryTerms(identifierWords(name).join(' '));
    for (const terms of [[whole], ...(parts.length > 1 ? [parts] : [])]) {
      const own = count(list[at] as PlannedFile[], terms);
      if (own * 2 < codeOf(list[at] as PlannedFile[]).length) continue;
      if (list.some((files, j) => j !== at && count(files, terms) >= own)) continue;
      return slugOf(identifierWords(name));
    }
  }
  return '';
}

/** `SaveUploadedFile` → Save, Uploaded, File; `url_for` → url, for; `IconByID` → Icon, By, ID. */
function identifierWords(name: string): string[] {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .flatMap(caseParts);
}

/**
 * The phrase most of a domain's files write as one identifier ("API key" for `api_keys`), as a
 * slug. Only a phrase that shares a word with the title: a body's passing mention ("a child
 * logger" in the tests it lists) does not say what a domain of `browser.js` is for.
 */
function phraseOf(files: readonly PlannedFile[], written: ReadonlySet<string>, titled: ReadonlySet<string>): string {
  const counts = new Map<string, number>();
  // Only a phrase the text a person reads writes: not one of a pasted reproducer's (`assert_eq`).
  const read = (phrase: string) =>
    tokenize(phrase).every((token) => written.has(token)) && queryTerms(phrase).some((term) => titled.has(term));
  for (const file of files) for (const phrase of file.phrases ?? []) if (read(phrase)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  const best = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0];
  return best ? slugOf(best[0].split(' ')) : '';
}

/** The cluster of `targets` whose files' folder names share the most of the test's (`Extension/Footnote`), the first on a tie. */
function nearestCluster(test: PlannedFile, targets: readonly PlannedFile[][]): PlannedFile[] {
  const folders = (files: readonly PlannedFile[]) => new Set(files.flatMap((f) => f.path.toLowerCase().split('/').slice(0, -1)));
  const own = folders([test]);
  // By the code's folders: tests placed before must not pull more tests their way.
  const shared = (cluster: readonly PlannedFile[]) =>
    [...folders(cluster.filter((f) => f.kind !== 'test'))].filter((name) => own.has(name)).length;
  return targets.reduce((best, cluster) => (shared(cluster) > shared(best) ? cluster : best), targets[0] as PlannedFile[]);
}

/** The common folder of a cluster's files ('' at the root). */
function commonFolder(files: readonly PlannedFile[]): string {
  const folders = files.map((f) => f.path.split('/').slice(0, -1));
  const first = folders[0] ?? [];
  let depth = 0;
  while (depth < first.length && folders.every((f) => f[depth] === first[depth])) depth++;
  return first.slice(0, depth).join('/');
}

/** The directory a file sits in, or its source's for a test brought along for one ('' at the root). */
function directoryOf(file: PlannedFile): string {
  const path = file.covers ?? file.path;
  return path.slice(0, Math.max(0, path.lastIndexOf('/')));
}

/** What ties a domain's files together in the repository, as its split strategy says. */
export type Tie = 'test' | 'import' | 'co-change' | 'folder' | 'support';

/**
 * The ties that hold between a group's files: a test with its code, an import, files that changed
 * together, a shared folder, a doc or a config joined to the code. None when the files were put in one
 * domain only because the plan keeps a fix, or the domain limit, to one: the strategy then says so.
 */
export function tiesOf(files: readonly PlannedFile[], index: RepoIndex | undefined): Tie[] {
  const ties = new Set<Tie>();
  const paths = new Set(files.map((f) => f.path));
  const sources = files.filter((f) => f.kind === 'source');
  if (files.some((f) => f.kind === 'test' && sources.some((source) => tests(f, source, index)))) ties.add('test');
  // Every file beside another of the group, in the same directory (a test brought for a source counts
  // in its source's): two tests in `test/` do not put `source/core/constants.ts` in a shared folder,
  // nor do `src/main/java/org/joda/time/` and its `convert/` share one for being under `src/main`.
  if (files.length > 1 && files.every((file) => files.some((other) => other !== file && directoryOf(other) === directoryOf(file))))
    ties.add('folder');
  for (const file of files) {
    if (isSupport(file) && files.some((other) => !isSupport(other))) ties.add('support');
    if (!index || file.create) continue;
    if (index.importsOf(file.path).some((target) => paths.has(target))) ties.add('import');
    if (index.coChanged(file.path).some(({ path, count }) => count >= CO_CHANGES && paths.has(path))) ties.add('co-change');
  }
  return (['test', 'import', 'co-change', 'folder', 'support'] as const).filter((tie) => ties.has(tie));
}

/**
 * Whether a test of the group checks a source of it: brought along for it, paired with it by name,
 * importing it, or named after it (`StringUtilsStripTest` for `StringUtils`) — not only beside it.
 */
function tests(test: PlannedFile, source: PlannedFile, index: RepoIndex | undefined): boolean {
  if (test.covers === source.path) return true;
  if (index && !test.create && (index.sourcesOf(test.path).includes(source.path) || index.importsOf(test.path).includes(source.path)))
    return true;
  const stem = (path: string) => (baseName(path).split('.')[0] ?? '').toLowerCase().replace(/[_-]/g, '');
  const own = stem(source.path);
  return own.length >= 4 && stem(test.path).includes(own);
}

/** The domains of a plan's files: clusters by responsibility, at most `maxGroups`, best first. */
export function domainGroups(
  files: readonly PlannedFile[],
  index: RepoIndex | undefined,
  maxGroups: number,
  requirement: string,
): FileGroup[] {
  const list = clusters(files, index, maxGroups);
  const slugs = names(list, requirement);
  return list.map((group, i) => ({
    slug: slugs[i] as string,
    folder: commonFolder(group),
    files: group,
    score: group.reduce((sum, f) => sum + f.score, 0),
    ties: tiesOf(group, index),
  }));
}

/** Memoised per snapshot and requirement: understand and every domain agent see the same groups. */
const memo = new WeakMap<Snapshot, Map<string, FileGroup[]>>();

export function planGroups(snapshot: Snapshot, requirement: string, maxGroups: number): FileGroup[] {
  const key = `${maxGroups}\n${requirement}`;
  const forSnapshot = memo.get(snapshot) ?? new Map<string, FileGroup[]>();
  memo.set(snapshot, forSnapshot);
  const cached = forSnapshot.get(key);
  if (cached) return cached;
  // A fix is one domain, whatever its files hold: one person changes the code and its test. Named
  // in the requirement's words, not a pasted stack trace's (retrieveFiles reads its frames).
  const prose = readRequirement(requirement, snapshot).prose;
  const files = retrieveFiles(snapshot, requirement);
  const most = scopeKind(prose) === 'small' ? 1 : maxGroups;
  const groups = domainGroups(files, indexSnapshot(snapshot), most, prose);
  forSnapshot.set(key, groups);
  return groups;
}
