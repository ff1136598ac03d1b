// The offline planner's retrieval: rank the repository's files against the requirement with the
// repository index, keep the ones that stand out, bring along the tests of the sources kept, and
// group them by where they live — those groups become the domains. Deterministic, and never a path
// the repository does not have (a new file only where the layout says where it goes).
import {
  adjacentWords,
  isGeneric,
  mentions,
  namedIdentifiers,
  QUALIFIED,
  qualifiedNames,
  wholeName,
  withoutGenericWords,
  withoutLinks,
} from './offline-words.js';
import { baseName, type FileKind, isTestPath } from '../retrieval/classify.js';
import { indexSnapshot, type RankedFile, type RepoIndex } from '../retrieval/repo-index.js';
import { queryTerms, stem, tokenize } from '../retrieval/tokens.js';
import type { Snapshot } from '../repo/types.js';
import { pastCommitsOf } from '../repo/history.js';
import { byHistory } from './offline-history.js';
import { isWorkflowPath } from '../core/shared/paths.js';
import { countedText } from '../retrieval/markup.js';
import { areaWords, scopeOf, titleOf, withoutCommitType } from './offline-scope.js';
import { isManifest, isVersionOnly, releaseManifests } from './offline-release.js';
import { addUnranked } from './offline-unranked.js';
import { withoutUnnamedTwins } from './offline-twins.js';
import { type RuntimeFile, runtimeOnlyFiles } from './offline-runtime-only.js';
import { glossed } from './offline-glossary.js';
import { recurringFiles, type RecurringFile } from './offline-similar.js';
import type { RepoFrame } from './offline-trace.js';
import { renamedUses } from './offline-renamed.js';
import { readRequirement } from './offline-issue.js';
import { onlyCreatedFiles } from './offline-created-files.js';
import { keepStemNamed, THROWN } from './offline-named-files.js';
import { siblingModels } from './offline-siblings.js';

export interface PlannedFile {
  path: string;
  kind: FileKind;
  score: number;
  matched: string[];
  line?: number;
  /** Present for a test brought along for the source it covers. */
  covers?: string;
  /** True for a file the plan creates. */
  create?: boolean;
  /** Two-word phrases of the requirement the file writes as one identifier ("API key": `api_keys`). */
  phrases?: string[];
  /** For a manifest planned because the title is about a language version: that language, as written ("Node.js"). */
  runtime?: string;
  /** For a file planned because the title is nothing but a language version: the line that states or names the version (offline-runtime-only.ts). */
  versionLine?: { line: number; text: string };
  /** For a manifest planned because the title is about one of its dependencies: that dependency, as the manifest names it. */
  dependency?: { name: string; removed: boolean };
  /** For a translation file planned because the title is about its language: the locale as the repository writes it (`hr`, `pt_BR`). */
  locale?: string;
  /** For a new file of a type the title asks to add: the type, and the existing source it is placed like. */
  like?: { name: string; path: string };
  /** For a new one of a kind the repository keeps a folder of ("Add hash_public plugin"): the kind and the folder. */
  ofKind?: { kind: string; folder: string };
  /** For a new file that most of a kind have one of, beside a new one of the kind: the kind, an existing one and the member it is for. */
  counterpart?: { kind: string; like: string; of: string };
  /** For a file the title names by its path (`locales/ee.yml`): the path as written. */
  named?: string;
  /** For a file the repository's earlier commits worded like the title kept changing: how many of them, and the most alike one's subject. */
  recurring?: { subject: string; commits: number; of: number };
  /** The frames of the requirement's stack trace in this file, innermost first (offline-trace.ts). */
  frames?: FileFrame[];
}

/** A stack trace's frame in a planned file; `raised`: the trace's innermost frame in the repository's code. */
export interface FileFrame {
  name?: string;
  owner?: string;
  raised: boolean;
  /** A line the requirement links to, not a trace's frame. */
  linked?: { line?: number };
}

export interface FileGroup {
  slug: string;
  /** The folder the group's files live in. */
  folder: string;
  files: PlannedFile[];
  score: number;
  /** What ties its files together in the repository (offline-domains.ts); absent for a group of one kind made elsewhere. */
  ties?: readonly ('test' | 'import' | 'co-change' | 'folder' | 'support')[];
}

/** The two best files are kept when they are code, whatever their scores. */
const MIN_FILES = 2;
/** A file that is not code counts among a plan's fewest only at this share of the best score. */
const LEAST_FLOOR = 0.25;
/**
 * Past its two best sources, a plan keeps a source only at this share of its best file's score,
 * whatever the plan's size. Measured on the 1 110 commits of 37 repositories before the change:
 * the third source on was changed in 18 % of plans (127 of 715), and under this share in far fewer;
 * cutting them took precision 0.468 → 0.480 for recall 0.555 → 0.552, the same hit rate and size ρ
 * (docs/benchmarks.md).
 */
const SOURCE_FLOOR = 0.35;
/** A source the title names by its file name is kept past the plan's size: this many more, MAX_NAMED in all. */
const NAMED_PAST = 2;
const MAX_NAMED = 7;
/**
 * Tuned together with `cplan backtest` on four public repositories (docs/benchmarks.md): a file
 * defining a name the requirement writes counts 1.5×; a file whose own name is made of the
 * requirement's words up to 1.5×; a source's test comes along when it scores 0.4 of the best file.
 */
const NAMED_BOOST = 1.5;
const TITLE_BOOST = 0.5;
const TEST_RATIO = 0.4;

/**
 * Two words the requirement writes side by side that the code writes as one identifier ("API key"
 * and `api_keys` or `apiKey`, "rate limiting" and `rateLimit`) name the thing itself, not two loose
 * words: a file that declares or uses such an identifier counts 1.3×, like a file defining a name.
 */
const COMPOUND_BOOST = 1.3;

/** Files holding an identifier made of two adjacent words of the requirement, with those words as written. */
function compoundFiles(index: RepoIndex, requirement: string): Map<string, string[]> {
  const files = new Map<string, Set<string>>();
  for (const [first, second] of adjacentWords(requirement, 2) as [string, string][]) {
    const [a, b] = [first.toLowerCase(), second.toLowerCase()];
    if (queryTerms(a).length === 0 || queryTerms(b).length === 0 || isGeneric(stem(a)) || isGeneric(stem(b))) continue;
    const phrase = `${first} ${second}`;
    for (const tail of new Set([b, stem(b), `${stem(b)}s`]))
      for (const path of index.filesWith(`${a}${tail}`)) files.set(path, (files.get(path) ?? new Set()).add(phrase));
  }
  return new Map([...files].map(([path, phrases]) => [path, [...phrases]]));
}

/**
 * A file in the area the title names (`fix(binding): …` → `binding/form_mapping.go`,
 * `fix(context): …` → `context.go`) counts 1.5× without raising the bar for the others: the
 * author says where, the words say what.
 */
const AREA_BOOST = 1.5;

/** Whether a folder of the path, or its file name without extension, is one of the area's words (stems). */
function inArea(path: string, area: ReadonlySet<string>): boolean {
  if (area.size === 0) return false;
  const parts = path.toLowerCase().split('/');
  const name = parts.pop() ?? '';
  const dot = name.indexOf('.');
  parts.push(dot > 0 ? name.slice(0, dot) : name);
  return parts.some((part) => area.has(stem(part)));
}

/** The share of a file name's words (`is-network-error` → network, error) that the requirement holds. */
function titleShare(path: string, terms: Set<string>): number {
  const name = baseName(path);
  const dot = name.indexOf('.');
  const words = tokenize(dot > 0 ? name.slice(0, dot) : name);
  return words.length === 0 ? 0 : words.filter((w) => terms.has(w)).length / words.length;
}
/** How much a kind of file counts: code first; docs and config only when they stand out. */
const KIND_WEIGHT: Partial<Record<FileKind, number>> = { source: 1, test: 0.85, doc: 0.5, config: 0.6 };

const DOC_WORDS = ['doc', 'docs', 'document', 'documentation', 'readme', 'guide', '文档'];
const CONFIG_WORDS = [
  'config',
  'configuration',
  'setting',
  'settings',
  'option',
  'options',
  'ci',
  'workflow',
  'build',
  'lint',
  'dependency',
  'dependencies',
];

/**
 * Documents about the project's process rather than its code (templates, contributing and security
 * policies, codes of conduct): they match many requirements' words and almost never change with
 * the code. Backtest, four repositories: 0 of 15 such plans named a file the commit changed, except
 * where the requirement was about contributing.
 */
const PROCESS_DOC =
  /^(?:pull_request_template|issue_template|security|code_of_conduct|contributing|collaborator_guide|governance|support|maintainers|funding)\.[a-z]+$/;
const PROCESS_WORDS = [
  'contributing',
  'contributor',
  'contribution',
  'template',
  'policy',
  'conduct',
  'governance',
  'maintainer',
  'guideline',
];
/**
 * A package manifest's text (keywords, scripts, descriptions) matches many requirements; it
 * changes with dependencies, versions, scripts and exports (1 of 10 such plans was right).
 */
const MANIFEST_WORDS = [
  'dependency',
  'dependencies',
  'version',
  'engine',
  'script',
  'package',
  'export',
  'bump',
  'upgrade',
  'release',
  'publish',
];
// A sixth of their score: plans now keep files down to half the best one's (offline-scope.ts), and a
// security policy that writes every word of a vulnerability fix still passed that bar at a quarter.
const PERIPHERAL_WEIGHT = 0.15;

/**
 * A requirement about dependencies or versions ("Unlock Psych dependency", "Require Ruby 2.7.8 as
 * minimum version") changes a package manifest: any ecosystem's counts as code then, not as a
 * config file (eighteen repositories: 5 plans better, 2 worse; docs/benchmarks.md). Read in the
 * title only: a bug report's template writes "Version: 1.2.3" whatever the bug.
 */
const DEPENDENCY_WORDS = [
  ...['dependency', 'dependencies', 'deps', 'bump', 'upgrade', 'downgrade', 'pin', 'pinned', 'unpin', 'unlock'],
  ...['requirement', 'requirements', 'version', 'versions'],
];
function isProcessDoc(path: string): boolean {
  const lower = path.toLowerCase();
  return PROCESS_DOC.test(baseName(lower)) || (lower.startsWith('.github/') && lower.endsWith('.md'));
}

/**
 * The title's words weigh 2.5× in ranking and in the window of lines: a title says what the change
 * is, a long body (an issue's report, a commit's explanation) also says what it is not. Chosen with
 * `cplan backtest` on eighteen repositories (1.5× did less, 4× no more; docs/benchmarks.md).
 */
const TITLE_STRESS = 2.5;
function titleStress(text: string): Map<string, number> {
  return new Map(
    queryTerms(glossed(withoutGenericWords(withoutCommitType(withoutLinks(titleOf(text)))))).map((term) => [term, TITLE_STRESS]),
  );
}

/** Which files a plan should name for this requirement, best first. */
/** The project's manifests a release changes, as planned files. */
function releaseFiles(index: RepoIndex, most: number): PlannedFile[] {
  return releaseManifests(index, most).map((path) => ({ path, kind: index.kindOf(path) ?? 'config', score: 1, matched: [] }));
}

export function retrieveFiles(snapshot: Snapshot, requirement: string): PlannedFile[] {
  // A pasted stack trace's frames name files; its lines rank with the rest (offline-issue.ts).
  const reading = readRequirement(requirement, snapshot);
  const text = reading.text;
  if (reading.frames.length > 0) {
    const index = indexSnapshot(snapshot);
    const frames = reading.frames.filter((f) => index.kindOf(f.file) === 'source' || index.kindOf(f.file) === 'test');
    if (frames.length > 0) return rankedFiles(snapshot, text, { frames, prose: reading.prose });
  }
  const only = onlyCreatedFiles(snapshot, text);
  if (only.length > 0) return only;
  const index = indexSnapshot(snapshot);
  const runtime = runtimeOnlyFiles(snapshot, index, text);
  if (runtime.length > 0) return runtimePlanned(snapshot, index, text, runtime);
  if (!isVersionOnly(text)) return rankedFiles(snapshot, text);
  const manifests = releaseFiles(index, MAX_NAMED);
  // A release is done the way this repository did its earlier ones, when it did them alike; with
  // the manifests named like the ones they bumped (a workspace's other `Cargo.toml`s, added since).
  const recurring = recurringIn(index, recurringFiles(text, pastCommitsOf(snapshot)))
    .map((r) => plannedRecurring(index, r, 1))
    .filter((r) => r.kind !== 'test');
  const bumped = new Set(recurring.map((r) => baseName(r.path)));
  const alike = manifests.filter((m) => bumped.has(baseName(m.path)) && !recurring.some((r) => r.path === m.path));
  const release = recurring.length > 0 ? [...recurring, ...alike].slice(0, MAX_NAMED) : manifests;
  return release.length > 0 ? release : rankedFiles(snapshot, text);
}

/**
 * A title that is nothing but a language version plans where the project writes the versions
 * (offline-runtime-only.ts), and what its earlier commits worded alike kept changing — not the
 * files its words rank ("drop", "go").
 */
function runtimePlanned(snapshot: Snapshot, index: RepoIndex, text: string, files: readonly RuntimeFile[]): PlannedFile[] {
  const kept: PlannedFile[] = files.map((file) => {
    const written = file.line === undefined ? undefined : snapshot.readFile(file.path)?.split('\n')[file.line - 1]?.trim();
    return {
      path: file.path,
      kind: index.kindOf(file.path) ?? 'config',
      score: 1,
      matched: [],
      ...(file.code ? {} : { runtime: file.runtime }),
      ...(file.line !== undefined ? { line: file.line } : {}),
      ...(file.line !== undefined && written ? { versionLine: { line: file.line, text: written } } : {}),
    };
  });
  addRecurring(snapshot, index, kept, text, 1);
  return kept.filter((f) => f.kind !== 'test' || f.recurring).slice(0, MAX_NAMED);
}

/** At most this many files come from the earlier commits worded alike. */
const MAX_RECURRING = 4;

/** The recurring files a plan can name: in the repository now, no workflow. */
function recurringIn(index: RepoIndex, files: readonly RecurringFile[]): RecurringFile[] {
  return files.filter((r) => index.kindOf(r.path) !== undefined && !isWorkflowPath(r.path)).slice(0, MAX_RECURRING);
}

function plannedRecurring(index: RepoIndex, r: RecurringFile, score: number): PlannedFile {
  return {
    path: r.path,
    kind: index.kindOf(r.path) ?? 'other',
    score,
    matched: [],
    recurring: { subject: r.subject, commits: r.commits, of: r.of },
  };
}

/** The files the earlier commits worded like the title kept changing join the plan (offline-similar.ts). */
function addRecurring(snapshot: Snapshot, index: RepoIndex, kept: PlannedFile[], text: string, score: number): void {
  for (const r of recurringIn(index, recurringFiles(text, pastCommitsOf(snapshot)))) {
    const ranked = kept.find((f) => f.path === r.path);
    if (ranked) ranked.recurring = { subject: r.subject, commits: r.commits, of: r.of };
    else kept.push(plannedRecurring(index, r, score));
  }
}

/**
 * A file a stack trace's frame runs through counts 1.3×, like a file that writes the requirement's
 * words as one identifier, without raising the bar the other files must reach. Measured on 52 real
 * issues with a trace (docs/benchmarks.md): 1.5× and 2× for the innermost frame's file did no better.
 */
const FRAME_BOOST = 1.3;

/** Each file's frames, innermost first. */
function framesByFile(frames: readonly RepoFrame[]): Map<string, FileFrame[]> {
  const byFile = new Map<string, FileFrame[]>();
  const traced = frames.filter((f) => !f.linked);
  const raised = traced.find((f) => !isTestPath(f.file)) ?? traced[0];
  for (const frame of frames)
    byFile.set(frame.file, [
      ...(byFile.get(frame.file) ?? []),
      {
        ...(frame.name !== undefined ? { name: frame.name } : {}),
        ...(frame.owner !== undefined ? { owner: frame.owner } : {}),
        raised: frame === raised,
        ...(frame.linked ? { linked: frame.line !== undefined ? { line: frame.line } : {} } : {}),
      },
    ]);
  return byFile;
}

/** The files the index ranks for the requirement, with every file a frame runs through among them, whatever words it holds. */
function candidates(
  index: RepoIndex,
  requirement: string,
  stress: ReadonlyMap<string, number>,
  traced: ReadonlyMap<string, unknown>,
): ReturnType<RepoIndex['search']> {
  const found = index.search(requirement, 200, stress);
  const missing = [...traced.keys()].filter((path) => !found.some((r) => r.path === path));
  return missing.length > 0 ? [...found, ...index.scoreFiles(requirement, missing, stress)] : found;
}

/** The innermost frame in the repository's code is where the failure was raised: always planned. */
function keepRaised<T extends { path: string }>(
  capped: T[],
  scored: readonly T[],
  traced: ReadonlyMap<string, readonly FileFrame[]>,
): void {
  const paths = [...traced.keys()];
  // Else, with only links, the first file linked to.
  const raised = paths.find((path) => traced.get(path)?.some((f) => f.raised)) ?? paths.find((path) => !isTestPath(path));
  const at = raised === undefined ? undefined : scored.find((r) => r.path === raised);
  if (at && !capped.includes(at)) capped.push(at);
}

/**
 * The files the requirement's words rank in, with their tests, sized by the kind of change; not a
 * twin in a folder the title does not name ("Stop Imagick contrast …": not the Gd driver's file,
 * offline-twins.ts).
 */
function rankedFiles(snapshot: Snapshot, text: string, trace?: { frames: readonly RepoFrame[]; prose: string }): PlannedFile[] {
  const frames = trace?.frames ?? [];
  const index = indexSnapshot(snapshot);
  // Generic verbs ("add", "handle") pick files by their own names (`addKyScriptToPage`): not ranked.
  const requirement = glossed(withoutGenericWords(withoutCommitType(withoutLinks(text))));
  const terms = queryTerms(requirement);
  const termSet = new Set(terms);
  const lower = requirement.toLowerCase();
  const boostDocs = mentions(terms, DOC_WORDS) || lower.includes('readme');
  const boostConfig = mentions(terms, CONFIG_WORDS);
  const aboutProcess = mentions(terms, PROCESS_WORDS);
  const aboutManifest = mentions(terms, MANIFEST_WORDS);
  const aboutDependencies = mentions(queryTerms(glossed(titleOf(withoutGenericWords(withoutCommitType(text))))), DEPENDENCY_WORDS);
  // Two words a trace's code writes side by side (`environ, start_response`) are not the requirement's phrase.
  const compound = compoundFiles(index, trace ? glossed(withoutGenericWords(withoutCommitType(trace.prose))) : requirement);
  const area = new Set(areaWords(text).map(stem));
  const defined = definedFiles(index, requirement);
  const stress = titleStress(text);
  const traced = framesByFile(frames);
  const skipped = new Set([...modelFiles(snapshot, index, text), ...siblingModels(index, snapshot.listPaths(), text)]);
  const scored = candidates(index, requirement, stress, traced).flatMap((r) => {
    // cplan never plans writes to workflow files (planner/assign.ts): a slot given to one is lost.
    if (isWorkflowPath(r.path) || skipped.has(r.path)) return [];
    let weight = KIND_WEIGHT[r.kind] ?? 0;
    if ((r.kind === 'doc' && boostDocs) || (r.kind === 'config' && boostConfig)) weight = 1;
    if (r.kind === 'doc' && !aboutProcess && isProcessDoc(r.path)) weight = Math.min(weight, PERIPHERAL_WEIGHT);
    if (baseName(r.path) === 'package.json' && !aboutManifest) weight = Math.min(weight, PERIPHERAL_WEIGHT);
    if (aboutDependencies && isManifest(r.path)) weight = 1;
    if (weight === 0) return [];
    const named =
      (defined.has(r.path) ? NAMED_BOOST : 1) *
      (compound.has(r.path) ? COMPOUND_BOOST : 1) *
      (inArea(r.path, area) ? AREA_BOOST : 1) *
      (traced.has(r.path) ? FRAME_BOOST : 1);
    // A file named after what the requirement talks about (`body.ts` for "body size estimation",
    // `test/hooks.ts` for an init-hook fix) rises: a big file that mentions every word everywhere
    // saturates BM25 as much as the file whose name says it.
    const title = 1 + TITLE_BOOST * titleShare(r.path, termSet);
    const phrases = compound.get(r.path);
    return [{ ...r, score: r.score * weight * named * title, boost: named * title, ...(phrases ? { phrases } : {}) }];
  });
  scored.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
  byHistory(pastCommitsOf(snapshot), scored, terms, stress);
  byProximity(snapshot, index, scored, terms, stress);
  boostCoChanged(index, scored);
  // The file that defines a name the requirement mentions rises in the order, but does not raise
  // the bar the others must reach: a change about a name mostly lands where it is used.
  const top = Math.max(0, ...scored.map((r) => r.score / r.boost));
  // The two best files are kept when they are code, even when one stands far above the other.
  // How many files: the kind of change the requirement asks for (offline-scope.ts), not the scores.
  const scope = scopeOf(text, pastCommitsOf(snapshot), titleNamesDeclared(index, text));
  // So are the best `least` files, but a doc, a config or a process document far below the best
  // (a policy that happens to write every word) only on its score.
  const code = (r: (typeof scored)[number]) => r.kind === 'source' || r.kind === 'test';
  const leading = (r: (typeof scored)[number], i: number) => i < scope.least && (code(r) || r.score >= top * LEAST_FLOOR);
  const standing = scored.filter((r, i) => (i < MIN_FILES && code(r)) || leading(r, i) || r.score >= top * scope.ratio);
  // A source the requirement names by its file name ("the orders and products routes":
  // `routes/orders.js`, `routes/products.js`) is not cut by the plan's size, up to NAMED_PAST more.
  // Named in the title only: a long description (a commit body) writes most short file names. Not
  // for a fix: it names its object ("fix the cart total"), which many file names share.
  const past = scope.kind === 'small' ? 0 : NAMED_PAST;
  const titleTerms = new Set(queryTerms(withoutGenericWords(titleOf(text))));
  const named = (r: (typeof scored)[number]) => r.kind === 'source' && titleShare(r.path, titleTerms) === 1;
  const capped = withoutFarSources(standing.slice(0, scope.files));
  for (const r of standing.slice(scope.files)) if (capped.length < Math.min(MAX_NAMED, scope.files + past) && named(r)) capped.push(r);
  keepRaised(capped, scored, traced);
  keepDeclared(capped, scored, snapshot, index, text);
  keepStemNamed(capped, scored, snapshot, titleOf(text).slice(0, TITLE_CHARS));
  keepRenamedUses(capped, scored, { snapshot, index, text, requirement, stress });
  // A change to behaviour changes code: a plan the tests or docs outranked still names the best source.
  const source = capped.some((r) => r.kind === 'source') ? undefined : scored.find((r) => r.kind === 'source');
  if (source) capped.push(source);
  const kept = capped.map((r) => plannedOf(r, traced.get(r.path)));
  addRecurring(snapshot, index, kept, text, top);
  joinSources(index, kept);
  addTests(index, kept, new Map(scored.map((r) => [r.path, r.score])), top, kept.length + scope.tests);
  addTopicTest(kept, scored, titleTerms);
  addUnranked(snapshot, index, kept, { terms, requirement, text, score: top, scores: new Map(scored.map((r) => [r.path, r.score])) });
  return withoutUnnamedTwins(kept, (path) => snapshot.has(path), text);
}

/** The files without the sources past the first two that score under SOURCE_FLOOR of the best file; the files kept after it for a reason (a frame, a declaration, a rename) are not cut. */
function withoutFarSources<T extends { kind: FileKind; score: number }>(files: readonly T[]): T[] {
  const best = Math.max(0, ...files.map((f) => f.score));
  let sources = 0;
  return files.filter((f) => f.kind !== 'source' || ++sources <= MIN_FILES || f.score >= best * SOURCE_FLOOR);
}

/** "Rename X": the files that use X change too, ranked in or not (offline-renamed.ts). */
function keepRenamedUses<T extends RankedFile & { boost: number }>(
  capped: T[],
  scored: readonly T[],
  given: { snapshot: Snapshot; index: RepoIndex; text: string; requirement: string; stress: ReadonlyMap<string, number> },
): void {
  const uses = renamedUses(given.index, given.snapshot, given.text).filter((path) => !capped.some((r) => r.path === path));
  if (uses.length === 0) return;
  const unranked = uses.filter((path) => !scored.some((r) => r.path === path));
  const rescored = unranked.length > 0 ? given.index.scoreFiles(given.requirement, unranked, given.stress) : [];
  for (const r of [...scored.filter((s) => uses.includes(s.path)), ...rescored.map((f) => ({ ...f, boost: 1 }) as T)])
    if (r.kind !== 'noise') capped.push(r);
}

/** A title's identifier declared in more files than this names no one file (`Render`, `String`). */
const MOST_DECLARING = 2;
/** The title's first names tried: a title is a line, and each name looks its declarations up. */
const MOST_TITLE_NAMES = 4;
const TITLE_CHARS = 500;

/**
 * The file that declares an identifier the title writes (`PhpUnitAttributesFixer`, `Data.Render`)
 * is planned even when files that only mention it outscore it: PHP-CS-Fixer's "fix:
 * `PhpUnitAttributesFixer` - add missing handling of `CoversMethod`" ranked the fixer that lists
 * it among its successors first, and a fix keeps two files. A qualified name is declared where its
 * last part belongs to the one before (`Data.Render`: `render/data.go`, not `context.go`'s
 * `Render` that takes a `render.Data`), and nowhere else (`sys.exit` is no `exit` of the
 * repository's); a name declared in more files than MOST_DECLARING says nothing of which.
 */
function keepDeclared<T extends { path: string; kind: FileKind }>(
  capped: T[],
  scored: readonly T[],
  snapshot: Snapshot,
  index: RepoIndex,
  text: string,
): void {
  for (const parts of titleNames(titleOf(text).slice(0, TITLE_CHARS)).slice(0, MOST_TITLE_NAMES)) {
    const defs = index.findSymbol(parts[0] as string);
    const owner = parts[1];
    const lines = new Map<string, string[]>();
    const linesOf = (path: string) => lines.get(path) ?? lines.set(path, (snapshot.readFile(path) ?? '').split('\n')).get(path) ?? [];
    const declared = owner === undefined ? defs : defs.filter((def) => ownedBy(index, def, owner, linesOf(def.path)));
    const paths = [...new Set(declared.map((def) => def.path))];
    if (paths.length === 0 || paths.length > MOST_DECLARING) continue;
    if (paths.some((path) => capped.some((r) => r.path === path))) return;
    const file = scored.find((r) => paths.includes(r.path) && r.kind === 'source');
    if (!file) continue;
    capped.push(file);
    return;
  }
}

/**
 * Whether the declaration at `def` belongs to `owner`: its file or a folder above it is named
 * `owner`, a declaration of `owner` in the same file encloses it (a class's method, a Rust
 * `impl`), or it is a Go method whose receiver is `owner` (`func (r *Data) Render(…)`; a
 * parameter of that type is not).
 */
function ownedBy(index: RepoIndex, def: { path: string; line: number }, owner: string, lines: readonly string[]): boolean {
  // A module or a file of that name holds it: `typer.launch` in `typer/main.py`, `Interceptor.Chain` in `Interceptor.kt`.
  const name = baseName(def.path);
  const stem = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
  if (stem === owner || def.path.split('/').slice(0, -1).includes(owner)) return true;
  const symbols = index.symbolsOf(def.path);
  if (symbols.some((s) => s.name === owner && s.end !== undefined && s.line < def.line && def.line <= s.end)) return true;
  const line = (lines[def.line - 1] ?? '').trimStart();
  if (!line.startsWith('func')) return false;
  const open = line.indexOf('(');
  const close = line.indexOf(')', open);
  if (open < 0 || close < 0 || line.slice(4, open).trim() !== '') return false;
  const receiver =
    line
      .slice(open + 1, close)
      .trim()
      .split(/\s+/)
      .at(-1) ?? '';
  const bracket = receiver.indexOf('[');
  return (bracket < 0 ? receiver : receiver.slice(0, bracket)).replace(/^\*/, '') === owner;
}

/**
 * The types and qualified names a title writes (`PhpUnitAttributesFixer`, `Data.Render`), each as
 * its parts from the last (Render, Data), in the title's order, each once. Not a lower-case name
 * of its own (`len()`, `https`, `return_to`: a function to add, a module, a key), and not what a
 * change throws ("Throw `InvalidArgumentException` when …", "throw a new `Helper` error": its
 * class stays as it is). On 480 commits of sixteen repositories those had named a wrong file five
 * times out of eight.
 */
function titleNames(title: string): string[][] {
  const named = new Set(namedIdentifiers(title));
  const out: string[][] = [];
  const seen = new Set<string>();
  for (const match of title.matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g)) {
    const parts = match[0].split('.').reverse();
    const name = parts[0] as string;
    if (!named.has(name) || (parts.length === 1 && !/^[A-Z]/.test(name)) || seen.has(match[0])) continue;
    if (THROWN.test(title.slice(Math.max(0, (match.index ?? 0) - 20), match.index))) continue;
    seen.add(match[0]);
    out.push(parts);
  }
  return out;
}

/** A ranked file as the plan keeps it. */
function plannedOf(
  r: { path: string; kind: FileKind; score: number; matched: string[]; line?: number; phrases?: string[] },
  frames?: FileFrame[],
): PlannedFile {
  return {
    path: r.path,
    kind: r.kind,
    score: r.score,
    matched: r.matched,
    ...(r.line ? { line: r.line } : {}),
    ...(r.phrases ? { phrases: r.phrases } : {}),
    ...(frames ? { frames } : {}),
  };
}

/** The files that declare a name the requirement writes. */
function definedFiles(index: RepoIndex, requirement: string): Set<string> {
  return new Set(namedIdentifiers(requirement).flatMap((name) => index.findSymbol(name).map((def) => def.path)));
}

/**
 * "Add ProxyWriter.setReference(Writer)": the other classes that declare `setReference` are models
 * of the change, not its place, when the repository declares `ProxyWriter` (commons-io's plan had
 * changed `ProxyOutputStream` and `ProxyInputStream` too). Not a file that writes an owner the
 * title gives the member (`Faker::BossaNova` moving under `Faker::Music`), nor one whose name the
 * owner's file writes (`JsonWriter.Async.cs`, the base class of `JsonTextWriter`), nor a member the
 * requirement also names alone, nor a short one (`GlobSet::new`).
 */
function modelFiles(snapshot: Snapshot, index: RepoIndex, requirement: string): Set<string> {
  const models = new Set<string>();
  const bare = new Set(namedIdentifiers(requirement.replace(QUALIFIED, ' ')));
  const ownersOf = new Map<string, string[]>();
  // A type's name (`ProxyWriter`), not an instance's (`subprocess.getEachMessage()` is defined in
  // `lib/ipc/get-each.js` and attached to every subprocess).
  for (const { owner, member } of qualifiedNames(titleOf(requirement)))
    if (/^[A-Z]/.test(owner) && member.length >= 4 && !bare.has(member)) ownersOf.set(member, [...(ownersOf.get(member) ?? []), owner]);
  for (const [member, owners] of ownersOf) {
    const ownerFiles = new Set(owners.flatMap((owner) => index.findSymbol(owner).map((def) => def.path)));
    if (ownerFiles.size === 0) continue;
    const ownerText = [...ownerFiles].map((path) => snapshot.readFile(path) ?? '').join('\n');
    const writesOwner = (path: string) => owners.some((owner) => wholeName(owner)(snapshot.readFile(path) ?? ''));
    for (const { path } of index.findSymbol(member)) {
      const name = baseName(path).split('.')[0] ?? '';
      if (ownerFiles.has(path) || writesOwner(path) || (/^[A-Za-z_$][\w$]*$/.test(name) && wholeName(name)(ownerText))) continue;
      models.add(path);
      // Their tests too: `ProxyInputStreamTest` tests the model (not a test that writes the owner).
      for (const test of index.testsFor(path)) if (!ownerFiles.has(test) && !writesOwner(test)) models.add(test);
    }
  }
  return models;
}

/** Whether the title names an identifier the repository declares (`Add copy constructor to JsonSerializerSettings`). */
function titleNamesDeclared(index: RepoIndex, text: string): boolean {
  return namedIdentifiers(titleOf(text)).some((name) => index.findSymbol(name).length > 0);
}

/** A test ranked in on its own score that tests a kept source goes in that source's task. */
function joinSources(index: RepoIndex, kept: PlannedFile[]): void {
  const sources = new Set(kept.filter((f) => f.kind === 'source').map((f) => f.path));
  for (const file of kept) {
    const source = file.kind === 'test' ? index.sourcesOf(file.path).find((s) => sources.has(s)) : undefined;
    if (source) file.covers = source;
  }
}

/**
 * Whether a file holds the requirement's words together (in one stretch of lines, as the code a
 * change is about does) or scattered over a long file: the best files are re-scored by the share
 * of the requirement's weight (BM25's idf) found within one window of lines.
 */
// A file scores up to 2× when one window of 40 lines holds every word; the 30 best are re-scored
// (chosen with `cplan backtest` on four repositories: 2× and a 15-line window did no better).
const PROXIMITY = 1;
const WINDOW = 40;
const PROXIMITY_FILES = 30;
function byProximity(
  snapshot: Snapshot,
  index: RepoIndex,
  scored: { path: string; score: number }[],
  terms: readonly string[],
  stress?: ReadonlyMap<string, number>,
): void {
  const weights = new Map<string, number>();
  for (const term of new Set(terms)) {
    const weight = index.termWeight(term) * (stress?.get(term) ?? 1);
    if (weight > 0) weights.set(term, weight);
  }
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  if (total === 0) return;
  for (const candidate of scored.slice(0, PROXIMITY_FILES)) {
    // Markup attribute names (`key={o.id}`) are not words of the file, as in the index.
    const lines = countedText(candidate.path, snapshot.readFile(candidate.path) ?? '').split('\n');
    const perLine = lines.map((line) => [...new Set(tokenize(line))].filter((t) => weights.has(t)));
    const counts = new Map<string, number>();
    let inside = 0;
    let best = 0;
    for (let i = 0; i < perLine.length; i++) {
      for (const t of perLine[i] as string[]) {
        const c = counts.get(t) ?? 0;
        if (c === 0) inside += weights.get(t) as number;
        counts.set(t, c + 1);
      }
      if (i >= WINDOW)
        for (const t of perLine[i - WINDOW] as string[]) {
          const c = (counts.get(t) as number) - 1;
          if (c === 0) inside -= weights.get(t) as number;
          counts.set(t, c);
        }
      best = Math.max(best, inside);
    }
    candidate.score *= 1 + PROXIMITY * (best / total);
  }
  scored.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}

/**
 * Files that changed together with the best matches in the past (a source and its tests, a type
 * and its implementation) rise with them: each candidate gains by how often it changed with one
 * of the three best, relative to how often that one changed.
 */
function boostCoChanged(index: RepoIndex, scored: { path: string; score: number }[]): void {
  if (!index.hasHistory || scored.length < 2) return;
  const seeds = scored.slice(0, 3).map((s) => ({
    path: s.path,
    changes: Math.max(1, index.changeCount(s.path)),
    with: new Map(index.coChanged(s.path).map((c) => [c.path, c.count])),
  }));
  for (const candidate of scored) {
    let share = 0;
    for (const seed of seeds)
      if (seed.path !== candidate.path) share = Math.max(share, (seed.with.get(candidate.path) ?? 0) / seed.changes);
    candidate.score *= 1 + 0.8 * share;
  }
  scored.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}

/**
 * The tests of the sources kept go with them when they also match the requirement: a change to
 * code changes its tests, but a test that shares only a file name is a guess.
 */
function addTests(index: RepoIndex, kept: PlannedFile[], scores: Map<string, number>, top: number, most: number): void {
  const have = new Set(kept.map((f) => f.path));
  for (const file of [...kept]) {
    if (kept.length >= most) break;
    if (file.kind !== 'source') continue;
    const test = index.testsFor(file.path).find((t) => !have.has(t) && (scores.get(t) ?? 0) >= top * TEST_RATIO);
    if (!test) continue;
    have.add(test);
    kept.push({ path: test, kind: 'test', score: scores.get(test) ?? 0, matched: file.matched, covers: file.path });
  }
}

/**
 * Where a case for the requirement goes when no test of a kept source came along: a test file named
 * after the title's topic (`tests/dotenv.rs` for "Don't execute dotenv commands during dry run",
 * `tests/test_cookies.py`). Projects that test by feature rather than by source file name them so.
 */
function addTopicTest(kept: PlannedFile[], scored: readonly Omit<PlannedFile, 'covers'>[], titleTerms: Set<string>): void {
  const sources = kept.filter((f) => f.kind === 'source');
  if (sources.length === 0 || kept.some((f) => f.kind === 'test')) return;
  const topic = scored.find((r) => r.kind === 'test' && !kept.some((k) => k.path === r.path) && topicShare(r.path, titleTerms) === 1);
  if (!topic) return;
  // In the task of the kept source of its topic (`routes/orders.js` for `test/orders.test.js`); else
  // a task of its own, which the link step puts after the code it tests.
  const words = new Set(topicWords(topic.path));
  const covers = sources.find((f) => topicWords(f.path).some((w) => words.has(w)));
  kept.push({ path: topic.path, kind: 'test', score: topic.score, matched: topic.matched, ...(covers ? { covers: covers.path } : {}) });
}

/** The share of a test file's own topic words (`test_cookies.py` → cookies) that the title holds; 0 for a name of only test words. */
function topicShare(path: string, terms: Set<string>): number {
  const words = topicWords(path);
  return words.length === 0 ? 0 : words.filter((w) => terms.has(w)).length / words.length;
}

/** The words of a file's name without its extension and test markers (`test_cookies.py` → cookies). */
function topicWords(path: string): string[] {
  const name = baseName(path);
  const dot = name.indexOf('.');
  return tokenize(dot > 0 ? name.slice(0, dot) : name).filter((w) => !TEST_WORDS.has(w));
}
const TEST_WORDS = new Set(['test', 'tests', 'spec', 'specs']);

/** The folder a file's group is named after: its first two levels, tests joined to their source. */
export function folderOf(file: PlannedFile): string {
  const path = file.covers ?? file.path;
  const parts = path.split('/').slice(0, -1);
  if (parts.length === 0) return '';
  const generic = new Set(['src', 'lib', 'app', 'packages', 'pkg', 'internal', 'source', 'sources']);
  return generic.has(parts[0] as string) && parts.length > 1 ? `${parts[0]}/${parts[1]}` : (parts[0] as string);
}
