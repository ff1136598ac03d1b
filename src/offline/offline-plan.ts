// Tasks of the offline planner from the retrieved file groups: one task per file (a source's tests
// as a second point), anchored where the requirement points (offline-anchor.ts), with criteria that
// fit the kind of file (offline-criteria.ts). An applied migration is never edited: its task adds
// the next migration of its folder.
import { languageOf } from './offline-locale.js';
import { indexSnapshot } from '../retrieval/repo-index.js';
import { baseName } from '../retrieval/classify.js';
import { tokenize } from '../retrieval/tokens.js';
import { type SymbolDef, symbolSpan, symbolsIn } from '../retrieval/symbols.js';
import type { Snapshot } from '../repo/types.js';
import type { FileGroup, PlannedFile } from './offline-retrieve.js';
import { releaseVersion } from './offline-release.js';
import { deprecatedName, removedName } from './offline-removed.js';
import { cleanupChecker } from './offline-cleanup.js';
import type { SubmittedTask } from '../contract/types.js';
import { declaresNewFile } from '../core/note/validate.js';
import { type Anchor, anchorFor } from './offline-anchor.js';
import { addedNames } from './offline-added.js';
import { readRequirement } from './offline-issue.js';
import { testsNothing } from '../retrieval/fixtures.js';
import { criteriaFor, type CriteriaInput, type FileRole, nextMigration, roleOf } from './offline-criteria.js';
import {
  asksToFix,
  clauseFor,
  isGeneric,
  isPlainWord,
  namedIdentifiers,
  spelled,
  wholeName,
  topicOf,
  withoutLinks,
  withoutPullReferences,
} from './offline-words.js';
import { asksBeyondFix, statesProblem } from './offline-asks.js';
import { capLength, inlineCode, oneLine } from '../core/safety/text-safety.js';
import { countedText } from '../retrieval/markup.js';
import { heldAsWritten } from './offline-held.js';
import { layerOf } from './offline-layers.js';
import { type OfflinePhrases, phrasesFor } from './offline-phrases.js';
import { busyOf, complexityOf, conflictRiskOf, effortOf } from './offline-risk.js';
import { keepsBehaviour, type ScopeKind, scopeKind, titleOf as titleLine, withoutCommitLabel } from './offline-scope.js';
import type { TaskPhrases } from './offline-phrase-types.js';

/** The locale of the plan's text. */
interface TaskText {
  zh: boolean;
}

/**
 * The matched terms (stems) that are evidence: not generic verbs, and found in the file's path or
 * in its text outside markup attributes (`<li key={o.id}>` is no evidence for "API key").
 */
export function evidenceTerms(snapshot: Snapshot, file: PlannedFile): string[] {
  const terms = file.matched.filter((t) => !isGeneric(t));
  if (file.create || terms.length === 0) return terms;
  const own = new Set([...tokenize(file.path), ...tokenize(countedText(file.path, snapshot.readFile(file.path) ?? ''))]);
  return terms.filter((t) => own.has(t));
}

/** What a planned file becomes: itself, or for an applied migration the next one of its folder. */
interface Target {
  path: string;
  create: boolean;
  role: FileRole;
  after?: string;
}

function targetOf(snapshot: Snapshot, file: PlannedFile, topic: string): Target {
  const role = roleOf(file.path, file.kind);
  // A fixture app or helper among the tests gets no case of its own: the tests that use it change.
  if (role === 'test' && file.create !== true && testsNothing(file.path, snapshot.readFile(file.path) ?? ''))
    return { path: file.path, create: false, role: 'fixture' };
  if (role !== 'migration') return { path: file.path, create: file.create === true, role };
  const next = nextMigration(snapshot, file.path, topic);
  if (file.create) return { path: file.path, create: true, role, ...(next ? { after: next.after } : {}) };
  return next ? { path: next.path, create: true, role, after: next.after } : { path: file.path, create: false, role: 'code' };
}

/**
 * Where the change's new test case goes: a test of the group, else the file's test by name, else
 * the test that changed with it most often (flask's `app.py` is tested in `test_basic.py`, not in a
 * `test_app.py` it does not have), else the convention's path.
 */
function testOf(snapshot: Snapshot, file: PlannedFile, covering: PlannedFile[]): CriteriaInput['test'] {
  if (file.kind !== 'source') return undefined;
  // A new source's tests are the new file that sits in its task, if any.
  if (file.create) return covering[0] ? { path: covering[0].path, existing: covering[0].create !== true } : undefined;
  const index = indexSnapshot(snapshot);
  const existing = covering[0]?.path ?? index.testsFor(file.path)[0];
  if (existing !== undefined) return { path: existing, existing: true };
  const partner = index.changedWithTest(file.path);
  if (partner) return { path: partner.path, existing: true, changedWith: { source: file.path, commits: partner.count } };
  const path = index.newTestPathFor(file.path);
  return path === undefined ? undefined : { path, existing: false };
}

export function groupTasks(snapshot: Snapshot, group: FileGroup, given: string, maxTasks: number, text: TaskText): SubmittedTask[] {
  // The requirement's words, not a pasted stack trace's or an issue template's (offline-issue.ts): the frames are on the files.
  const reading = readRequirement(given, snapshot);
  const requirement = reading.prose;
  const reported = reading.frames.length > 0;
  const beyondFix = asksBeyondFix(requirement);
  const title = titleLine(requirement);
  const kind = scopeKind(requirement);
  const refactor = keepsBehaviour(requirement);
  const usesNamed = namedUser(snapshot, requirement);
  const removed = removedName(requirement);
  const deprecated = removed === undefined ? deprecatedName(requirement) : undefined;
  const version = releaseVersion(requirement);
  const checker = cleanupChecker(requirement);
  const tests = new Map<string, PlannedFile[]>();
  for (const file of group.files) if (file.covers) tests.set(file.covers, [...(tests.get(file.covers) ?? []), file]);
  const leads = group.files.filter((f) => !f.covers || !group.files.some((g) => g.path === f.covers));
  // A test task of its own in the group takes the change's case: no code task then names a test file nobody adds.
  const testTask = leads.some((f) => roleOf(f.path, f.kind) === 'test' && !testsNothing(f.path, snapshot.readFile(f.path) ?? ''));
  const tasks: SubmittedTask[] = [];
  const planned = new Set<string>();
  const newTests: Planned['newTests'] = new Map();
  const phrases = phrasesFor(text.zh ? 'zh' : 'en');
  // Names the title adds go in one place: the domain's best code file says so, no other claims them.
  let addsTaken = false;
  for (const file of leads) {
    if (tasks.length >= Math.max(1, maxTasks)) break;
    const evidence = evidenceTerms(snapshot, file);
    const role = roleOf(file.path, file.kind);
    const clause = clauseFor(
      requirement,
      evidence,
      role === 'doc' || role === 'test' ? role : layerOf(file.path) === 'ui' ? 'ui' : 'code',
      file.path,
    );
    const target = targetOf(snapshot, file, topicOf(clause));
    // Two applied migrations of a folder, or one and the new migration retrieval planned: one new file.
    const key =
      target.role === 'migration' && target.create ? `migration:${target.path.slice(0, target.path.lastIndexOf('/'))}` : target.path;
    if (planned.has(key)) continue;
    planned.add(key);
    const addsHere: boolean = !addsTaken && target.role === 'code' && !target.create;
    addsTaken ||= addsHere;
    const task = taskOf(
      snapshot,
      {
        ...{ file, target, evidence, clause, covering: tests.get(file.path) ?? [], kind, version, reported, checker, testTask },
        ...{ newTests, key: `t${tasks.length + 1}`, addsHere },
        ...(deletesFile(target, removed) ? { deletes: removed } : {}),
        // A deprecated name stays, and its own tests gain a case that it warns; other tests stop using it.
        ...(removed !== undefined ? { removed } : deprecated !== undefined && target.role === 'test' ? { removed: deprecated } : {}),
        specified: beyondFix && !title.includes(clause),
        // A test that writes a name the refactoring removes or renames (`FastifyPlugin`) changes with it: not "unchanged".
        refactor: refactor && ![target.path, ...(tests.get(file.path) ?? []).map((t) => t.path)].some(usesNamed),
        // Its other tests, which never wrote the name, still pass unchanged.
        keeps: (path: string) => refactor && !usesNamed(path),
      },
      requirement,
      phrases,
    );
    tasks.push(task);
  }
  return tasks;
}

/** A title that takes a name away: "remove deprecated FastifyPlugin type", "Rename `blacklist` to `conflicts`". */
const TAKES_AWAY =
  /^(?:remove|removes|removed|drop|drops|dropped|delete|deletes|deleted|rename|renames|renamed|replace|replaces|replaced)\b/i;

/** Whether a test file writes `name` as a whole word. */
function usesName(snapshot: Snapshot, path: string, name: string): boolean {
  return indexSnapshot(snapshot).kindOf(path) === 'test' && wholeName(name)(snapshot.readFile(path) ?? '');
}

/** Whether a test file writes, as a whole word, an identifier the title takes away. */
function namedUser(snapshot: Snapshot, requirement: string): (path: string) => boolean {
  const title = withoutCommitLabel(titleLine(requirement)).replace(/^\[[^\]]{1,40}\]\s*/, '');
  const names = TAKES_AWAY.test(title) ? namedIdentifiers(title).filter((name) => name.length >= 3) : [];
  return (path) => {
    if (names.length === 0 || indexSnapshot(snapshot).kindOf(path) !== 'test') return false;
    const text = snapshot.readFile(path) ?? '';
    return names.some((name) => wholeName(name)(text));
  };
}

const WHOLE: Anchor = { location: '*', reason: 'file', terms: [] };

/**
 * Whether a file is the removed name's own: named after it (`MacroAutoImportNodeVisitor.php`,
 * `input_length.rs` for `InputLength`; its test `MacroAutoImportNodeVisitorTest.php`). Such a file goes with the name.
 */
function deletesFile(target: Target, removed: string | undefined): boolean {
  if (removed === undefined || target.create || (target.role !== 'code' && target.role !== 'test')) return false;
  const stem = (baseName(target.path).split('.')[0] ?? '').toLowerCase().replace(/[_-]/g, '');
  const bare = target.role === 'test' ? stem.replace(/^tests?|tests?$|specs?$/g, '') : stem;
  return bare === removed.toLowerCase().replace(/[_$-]/g, '');
}

interface Planned {
  /** The domain's first code file: the names the title adds are declared here (beside). */
  addsHere: boolean;
  file: PlannedFile;
  target: Target;
  evidence: string[];
  clause: string;
  covering: PlannedFile[];
  /** The kind of change the requirement asks for. */
  kind: ScopeKind;
  /** The version a release title names. */
  version: string | undefined;
  /** The requirement pastes a stack trace through the repository's code. */
  reported: boolean;
  /** The clause is the body's, of a requirement that asks for more than a fix: it specifies, it reports no problem (asksBeyondFix). */
  specified: boolean;
  /** The checker a cleanup requirement quiets (offline-cleanup.ts). */
  checker: string | undefined;
  /** The change keeps behaviour: its tests pass unchanged. */
  refactor: boolean;
  /** Whether a test of the task passes unchanged: the change keeps behaviour and the test writes no name it takes away. */
  keeps: (path: string) => boolean;
  /** The group plans a test file as a task of its own. */
  testTask: boolean;
  /** The name the requirement removes, when the file is that name's own: the task deletes it. */
  deletes?: string;
  /** The name the requirement removes, if any: a test that writes it loses those uses. */
  removed?: string;
  /** The new test files the group's earlier tasks name, and the file and key of each of those tasks. */
  newTests: Map<string, { path: string; key: string }>;
  /** The key this task gets in its group. */
  key: string;
}

/**
 * The characters of the one declaration a location names by its last name (`Argument.__init__` →
 * `__init__`); undefined for the whole file, a heading, or a name declared more than once.
 */
function declarationSize(snapshot: Snapshot, path: string, location: string): number | undefined {
  const name = (location.slice(0, 200).match(/[A-Za-z_$][\w$]*/g) ?? []).at(-1);
  if (name === undefined || location === '*') return undefined;
  const text = snapshot.readFile(path) ?? '';
  const symbols = symbolsIn(path, text);
  const named = symbols.filter((s) => s.name === name && !s.block);
  if (named.length !== 1) return undefined;
  const lines = text.split('\n');
  const span = symbolSpan(lines, symbols, named[0] as SymbolDef);
  return lines.slice(span.start - 1, span.end).join('\n').length;
}

/** What the criteria of a task that creates its file know of it: the name the title gives it, the language it translates. */
function createdFacts(target: Target, file: PlannedFile): Pick<CriteriaInput, 'named' | 'translation'> {
  if (!target.create) return {};
  return {
    ...(file.named ? { named: file.named } : {}),
    ...(file.locale !== undefined ? { translation: { language: languageOf(file.locale), locale: file.locale } } : {}),
  };
}

/**
 * A new test file that an earlier task of the group names already (the parts of one C# class,
 * `PhysicalConnection.cs` and `PhysicalConnection.Read.cs`, share `PhysicalConnectionTests.cs`): its
 * cases join that task's, so that one task creates the file, not two at once.
 */
function sharedNewTest(
  test: CriteriaInput['test'],
  path: string,
  key: string,
  named: Planned['newTests'],
): { test: CriteriaInput['test']; after?: string } {
  if (test === undefined || test.existing) return { test };
  const first = named.get(test.path);
  if (first === undefined) named.set(test.path, { path, key });
  // Its cases go into a file the other task creates: it runs after that task, never beside it.
  return first === undefined || first.path === path ? { test } : { test: { ...test, joins: first.path }, after: first.key };
}

/** Where the task's new case goes (testOf), what it removes there, and the task that creates it when another does. */
function taskTest(snapshot: Snapshot, planned: Planned, removes: (path: string) => string | undefined): ReturnType<typeof sharedNewTest> {
  const found = testOf(snapshot, planned.file, planned.covering);
  // A test file the repository lacks is only a hint, which the plan's own test task makes moot.
  const hint = found && !found.existing && planned.testTask ? undefined : found;
  const hintRemoves = hint ? removes(hint.path) : undefined;
  const test = hint && hintRemoves !== undefined ? { ...hint, removes: hintRemoves } : hint;
  return sharedNewTest(test, planned.target.path, planned.key, planned.newTests);
}

function taskOf(snapshot: Snapshot, planned: Planned, requirement: string, phrases: OfflinePhrases): SubmittedTask {
  const { file, target, clause, covering, reported } = planned;
  const anchor: Anchor = target.create ? WHOLE : testAware(target, anchorFor(snapshot, file, requirement));
  // A test that writes the name the requirement removes loses those uses (`namedUser`); it gains no case.
  const removes = (path: string) =>
    planned.removed !== undefined && usesName(snapshot, path, planned.removed) ? planned.removed : undefined;
  const shared = taskTest(snapshot, planned, removes);
  const test = shared.test;
  const dropped = target.role === 'test' ? removes(target.path) : undefined;
  const size = target.create ? 0 : (snapshot.readFile(target.path) ?? '').length;
  // How intricate the code the task works in is: the anchored declaration's, else the file's.
  const worked = target.create ? 0 : (declarationSize(snapshot, target.path, anchor.location) ?? size);
  const words = phrases.task;
  const index = indexSnapshot(snapshot);
  const busy = target.create ? undefined : busyOf(index, target.path);
  const risk = conflictRiskOf({ path: target.path, role: target.role, create: target.create, busy, history: index.hasHistory });
  const effort = effortOf({ role: target.role, create: target.create, kind: planned.kind, size, whole: anchor.location === '*' });
  const why = describe(planned, anchor, requirement, words, (term) => index.termWeight(term), snapshot.readFile(file.path) ?? '');
  const adds = planned.addsHere ? beside(target, anchor, requirement, (name) => index.findSymbol(name).length > 0) : [];
  return {
    key: planned.key,
    title: taskTitle(planned, anchor, words, dropped, adds),
    description: busy && risk !== 'Low' ? words.sentences([why, words.busy(busy.changed, busy.importers, busy.viaPackage)]) : why,
    complexity: planned.deletes === undefined ? complexityOf({ role: target.role, size: worked, effort }) : 'Low',
    conflict_risk: risk,
    // Every file the task changes: its own and the tests that sit in it.
    scope: [target.path, ...covering.map((t) => t.path)].map((path) => `\`${path}\``).join(', '),
    depends_on: shared.after === undefined ? [] : [shared.after],
    needs_from_domains: [],
    modification_points: [
      {
        file: target.path,
        location: anchor.location,
        change:
          planned.deletes !== undefined
            ? words.deletePoint(planned.deletes)
            : dropped !== undefined
              ? words.dropUses(dropped)
              : changeOf(target, anchor, clause, words, reported, planned.refactor, planned.specified),
      },
      ...covering.map((t) => {
        const uses = removes(t.path);
        const asTest = { ...target, role: 'test' as const, create: t.create === true };
        const change = changeOf(asTest, WHOLE, clause, words, reported, planned.keeps(t.path), planned.specified);
        return { file: t.path, location: '*', change: uses === undefined ? change : words.dropUses(uses) };
      }),
    ],
    convergence_criteria:
      planned.deletes !== undefined
        ? [phrases.criteria.deleted(target.path, planned.deletes)]
        : dropped !== undefined
          ? [phrases.criteria.noUses(target.path, dropped)]
          : criteriaFor({
              path: target.path,
              role: target.role,
              anchor,
              clause,
              reported,
              ...(planned.specified ? { specified: true } : {}),
              topic: topicOf(clause),
              create: target.create,
              ...createdFacts(target, file),
              ...(target.after ? { after: target.after } : {}),
              ...(test ? { test } : {}),
              ...(planned.refactor ? { refactor: true } : {}),
              ...(adds.length > 0 ? { adds } : {}),
              ...(planned.checker === undefined ? {} : { checker: planned.checker }),
              ...(planned.version ? { version: planned.version } : {}),
              ...(file.runtime ? { runtime: { name: file.runtime, only: file.matched.length === 0 } } : {}),
              ...(file.dependency ? { dependency: { ...file.dependency, only: file.matched.length === 0 } } : {}),
              phrases: phrases.criteria,
            }),
    estimated_effort: effort,
  };
}

const ONE_TYPE_PER_FILE = /\.(?:java|kt|cs|scala|swift|php|groovy)$/;

/**
 * The names the title adds (`UnionBy`, `UnionByErr`) when a code task anchors at another, existing
 * declaration (`UniqBy`, which the body names as their model): the new code goes beside it, the
 * anchor itself does not change. None when the anchor is one of them or the whole file.
 */
function beside(target: Target, anchor: Anchor, requirement: string, declared: (name: string) => boolean): string[] {
  if (target.role !== 'code' || target.create || anchor.location === '*' || anchor.reason === 'heading') return [];
  // In a language of one type per file a new type gets a file of its own (feign's `PredicatedDecoder.java`), not a place beside.
  const added = addedNames(titleLine(requirement), declared).filter((a) => !(ONE_TYPE_PER_FILE.test(target.path) && /^[A-Z]/.test(a.name)));
  const own = anchor.location.split('.').at(-1);
  if (added.some((a) => a.name === own || a.name === anchor.location)) return [];
  return added.map((a) => a.written);
}

/**
 * A test task adds a case to its file: the test the requirement names by name is its anchor, any
 * other existing test only looks like one (`cplan backtest`: half of the test functions picked by
 * their text were not touched by the change, which added a new one beside them).
 */
function testAware(target: Target, anchor: Anchor): Anchor {
  return (target.role !== 'test' && target.role !== 'fixture') ||
    anchor.reason === 'named' ||
    anchor.reason === 'frame' ||
    anchor.reason === 'link'
    ? anchor
    : WHOLE;
}

function taskTitle(planned: Planned, anchor: Anchor, words: TaskPhrases, dropped: string | undefined, adds: readonly string[]): string {
  const { target } = planned;
  if (planned.deletes !== undefined) return words.deleteFile(target.path);
  if (dropped !== undefined) return words.changeFile(target.path);
  if (adds.length > 0) return words.addBeside(target.path, adds, anchor.location);
  return titleOf(target, anchor, words, planned.refactor);
}

function titleOf(target: Target, anchor: Anchor, words: TaskPhrases, refactor: boolean): string {
  if (target.role === 'migration' && target.create) return words.addMigration(target.path);
  if (target.create) return words.create(target.path);
  if (target.role === 'test') return refactor ? words.keepPassing(target.path) : words.addCase(target.path);
  if (anchor.reason === 'heading') return words.changeSection(target.path, anchor.location);
  if (anchor.location === '*') return words.changeFile(target.path);
  return words.changeSymbol(target.path, anchor.location);
}

function changeOf(
  target: Target,
  anchor: Anchor,
  clause: string,
  words: TaskPhrases,
  reported = false,
  refactor = false,
  specified = false,
): string {
  if (target.create) return words.newFile;
  const topic = topicOf(clause);
  const what = anchor.location === '*' ? words.theFile : anchor.location;
  const problem = statesProblem(clause, reported, specified) && (target.role === 'test' || target.role === 'code');
  const text = problem
    ? target.role === 'test'
      ? words.caseForProblem(clause)
      : words.fixProblem(clause)
    : target.role === 'test'
      ? refactor
        ? words.passesAfter(topic)
        : words.caseFor(topic)
      : target.role === 'fixture'
        ? words.supportCases(topic)
        : target.role === 'doc' && !asksToFix(clause)
          ? words.documentTopic(topic)
          : words.codeChange(clause, what);
  if (!declaresNewFile(text)) return text;
  // The requirement's own words may say "create" or "add a new", which would mark the point as
  // creating its file: said without them ("Add new OS: Vega OS" → "add OS: Vega OS"), else a
  // pointer to the requirement.
  const reworded = withoutCreating(text);
  return declaresNewFile(reworded) ? words.partChange(what) : reworded;
}

/**
 * A change's words without those that say a file is created: "adds a new parser" → "adds a
 * parser", "create an export" → "add an export". Only the verbs as prose: not a name (`create`,
 * `Object.create`, `create-react-app`), a status ("201 Created"), or a proper name ("New Relic").
 */
export function withoutCreating(text: string): string {
  return text
    .replace(/\b([Aa]dd(?:s|ed)?) (?:(a) )?new (?=[A-Za-z])/g, (_m, add: string, a?: string) => (a ? `${add} ${a} ` : `${add} `))
    .replace(
      /(?<![.\w`-]|\d )([Cc])reate([sd]?)(?= [a-z])/g,
      (_m, c: string, end: string) => `${c === 'C' ? 'A' : 'a'}dd${end === 'd' ? 'ed' : end}`,
    )
    .replace(/新建|创建/g, '添加');
}

/** Why this file and this anchor, in the requirement's own words. */
/**
 * At most this many of the requirement's words are listed for a file, the rarest in the
 * repository: an issue's long report (a pasted log, steps to reproduce) matched thirty words in
 * one file, a list nobody reads; the rest are counted.
 */
const MOST_LISTED = 10;

/**
 * The requirement's words a file's evidence lists: those of its description (listedWords), so that
 * a file's two lists do not disagree, nor show "per" or "without" as why it was picked.
 */
export function evidenceWords(snapshot: Snapshot, file: PlannedFile, requirement: string, most: number): string[] {
  const index = indexSnapshot(snapshot);
  return listedWords(evidenceTerms(snapshot, file), requirement, (term) => index.termWeight(term), most).shown;
}

/** The words a description lists, in the requirement's order, and how many more the file holds. */
function listedWords(
  evidence: readonly string[],
  given: string,
  weight: (term: string) => number,
  most = MOST_LISTED,
): { shown: string[]; more: number } {
  // A link's parts (`https`, `echo`, `go` of `https://github.com/labstack/echo/…/group.go`) are not words the requirement writes.
  const requirement = withoutLinks(given);
  // "way", "every", "without": rare in code, so the rarest, and they say nothing about the file.
  const telling = evidence.filter((t) => !spelled([t], requirement).every(isPlainWord));
  const terms = telling.length > 0 ? telling : evidence;
  const all = spelled(terms, requirement);
  if (all.length <= most) return { shown: all, more: 0 };
  // Only terms the requirement's words spell count (a trace's `py313` ranks, but is no word of it).
  const written = terms.filter((t) => spelled([t], requirement).length > 0);
  const rarest = new Set([...written].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : 1)).slice(0, most));
  const shown = spelled(
    written.filter((t) => rarest.has(t)),
    requirement,
  ).slice(0, most);
  return { shown, more: Math.max(0, all.length - shown.length) };
}

function describe(
  planned: Planned,
  anchor: Anchor,
  requirement: string,
  words: TaskPhrases,
  weight: (term: string) => number,
  text: string,
): string {
  const { file, target, evidence, clause } = planned;
  const head = words.head(clause);
  if (target.role === 'migration' && target.create) return words.sentences([head, words.newMigration(target.after)]);
  // A new language's file is about that language, whichever clause of the title it was planned for ("Add Hindi, Hungarian, Swedish").
  if (target.create && file.locale !== undefined) return words.sentences([words.newLocale(languageOf(file.locale), file.locale)]);
  if (target.create)
    return words.sentences([
      head,
      file.like
        ? words.newType(file.like.name, file.like.path)
        : file.ofKind
          ? words.newOfKind(file.ofKind.kind, file.ofKind.folder)
          : file.counterpart
            ? words.counterpart(file.counterpart.kind, file.counterpart.like, file.counterpart.of)
            : file.named
              ? words.newFileNamed
              : words.newFileBeside,
    ]);
  const listed = listedWords(evidence, requirement, weight);
  const held = { shown: heldAsWritten(listed.shown, text, file.path), more: listed.more };
  const unranked = [
    ...(file.versionLine
      ? [words.versionLine(file.versionLine.line, inlineCode(capLength(file.versionLine.text, 80)))]
      : file.runtime
        ? [words.declaresRuntime(file.runtime)]
        : []),
    ...(file.dependency ? [words.declaresDependency(file.dependency.name)] : []),
    ...(file.locale ? [words.holdsLocale(file.locale)] : []),
    ...(file.named ? [words.namedFile(file.named)] : []),
    ...(file.recurring ? [words.recurring(shortSubject(file.recurring.subject), file.recurring.commits, file.recurring.of)] : []),
  ];
  const why =
    held.shown.length > 0 && file.matched.length > 0
      ? [words.holdsWords(held.shown, held.more), ...unranked]
      : unranked.length > 0
        ? unranked
        : [words.onlyGenericWords(spelled(file.matched.filter(isGeneric), requirement))];
  // A point at the whole file (`path:*`) says so itself: a sentence that no declaration stands out,
  // in nearly every task, was boilerplate a reader skipped.
  const where =
    anchor.reason === 'file' ? [] : [anchorWhy(anchor, requirement, words, weight, (shown) => heldAsWritten(shown, text, file.path))];
  return words.sentences([head, ...why, ...where]);
}

/**
 * A commit subject quoted in a description: one line, without the pull-request numbers a squash
 * merge appends (GitHub would link them), at most 80 characters, no code span left open by the cut.
 */
function shortSubject(subject: string): string {
  const line = capLength(oneLine(withoutPullReferences(subject)), 80);
  return (line.match(/`/g) ?? []).length % 2 === 0 ? line : line.replace(/`/g, '');
}

/** At most this many words say why a declaration is the anchor: a long report matched twenty-two in one class. */
const MOST_MATCHED = 6;

function anchorWhy(
  anchor: Anchor,
  requirement: string,
  words: TaskPhrases,
  weight: (term: string) => number,
  asWritten: (shown: string[]) => string[],
): string {
  // The words as the file writes them, like the description's ("versions" that the file writes "version").
  const terms = asWritten(
    anchor.reason === 'matched' ? listedWords(anchor.terms, requirement, weight, MOST_MATCHED).shown : spelled(anchor.terms, requirement),
  );
  switch (anchor.reason) {
    case 'named':
      return words.named(anchor.name ?? anchor.location, anchor.location, anchor.spelledAs);
    case 'uses':
      return words.uses(anchor.uses ?? anchor.location, anchor.location);
    case 'matched':
      return words.matched(anchor.location, terms);
    case 'frame':
      return words.frame(anchor.location, anchor.raised === true);
    case 'link':
      return words.linked(anchor.location, anchor.line);
    case 'heading':
      return words.heading(anchor.location, terms);
    default:
      return '';
  }
}
