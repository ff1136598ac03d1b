// What a task on a file must show to be done, by the kind of file: code does the part of the
// requirement it serves, a test file gains a passing case, a document documents the topic, a
// config or manifest declares what the change needs, a migration is a new one that applies after
// the last. And the next migration of a folder: an applied migration is never edited.
import { baseName } from '../retrieval/classify.js';
import type { Snapshot } from '../repo/types.js';
import type { FileKind } from '../retrieval/classify.js';
import type { Anchor } from './offline-anchor.js';
import { migrationSlug } from './offline-unranked.js';
import { asksToFix, clauseKind } from './offline-words.js';
import { isImperative, statesExpectation, statesProblem } from './offline-asks.js';
import type { CriteriaPhrases } from './offline-phrase-types.js';

/** `fixture`: a file of the test folders that holds no test case (a fixture app, a helper): the tests use it. */
export type FileRole = 'code' | 'test' | 'fixture' | 'doc' | 'config' | 'manifest' | 'migration';

const MANIFESTS = new Set([
  'package.json',
  'pyproject.toml',
  'setup.py',
  'setup.cfg',
  'cargo.toml',
  'go.mod',
  'gemfile',
  'pom.xml',
  'build.gradle',
  'build.gradle.kts',
  'composer.json',
  'requirements.txt',
]);
/** A numbered (or timestamped) file in a migrations folder: `migrations/002_api_keys.sql`, `db/migrate/2024…_x.rb`. */
export const MIGRATION_FOLDER = /(^|\/)(migrations?|migrate)\//i;

export function isMigration(path: string): boolean {
  return MIGRATION_FOLDER.test(path) && /^\d+/.test(baseName(path));
}

/** What a manifest declares for a change, by its ecosystem: a package's scripts, a crate's features, a build's plugins. */
export type ManifestKind = 'npm' | 'cargo' | 'python' | 'go' | 'ruby' | 'build' | 'php';

export function manifestKind(path: string): ManifestKind {
  const name = baseName(path).toLowerCase();
  if (name === 'package.json') return 'npm';
  if (name === 'cargo.toml') return 'cargo';
  if (name === 'go.mod') return 'go';
  if (name === 'composer.json') return 'php';
  if (name === 'gemfile' || name.endsWith('.gemspec')) return 'ruby';
  if (['pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt'].includes(name)) return 'python';
  return 'build';
}

export function roleOf(path: string, kind: FileKind): FileRole {
  if (isMigration(path)) return 'migration';
  if (kind === 'test') return 'test';
  if (kind === 'doc') return 'doc';
  if (MANIFESTS.has(baseName(path).toLowerCase())) return 'manifest';
  if (kind === 'config') return 'config';
  return 'code';
}

export interface NextMigration {
  /** The new migration's path. */
  path: string;
  /** The latest migration of the folder, by its number. */
  after: string;
}

/**
 * The migration that follows the latest one of `path`'s folder: the next number at the same width
 * (`002_api_keys.sql` → `003_<slug>.sql`; a timestamp goes up by one), the same separator and
 * extension, named after the topic.
 */
export function nextMigration(snapshot: Snapshot, path: string, topic: string): NextMigration | undefined {
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const numbered = snapshot
    .listPaths()
    .filter((p) => p.startsWith(folder) && !p.slice(folder.length).includes('/') && isMigration(p))
    .map((p) => ({ path: p, digits: /^\d+/.exec(baseName(p))?.[0] ?? '' }))
    .filter((m) => m.digits.length <= 15);
  numbered.sort((a, b) => Number(a.digits) - Number(b.digits) || (a.path < b.path ? -1 : 1));
  const latest = numbered.at(-1);
  if (!latest) return undefined;
  const name = baseName(latest.path);
  const separator = /^[-_]/.test(name.slice(latest.digits.length)) ? name.charAt(latest.digits.length) : '_';
  const dot = name.indexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot);
  const next = String(Number(latest.digits) + 1).padStart(latest.digits.length, '0');
  return { path: `${folder}${next}${separator}${migrationSlug(topic)}${extension}`, after: latest.path };
}

export interface CriteriaInput {
  path: string;
  role: FileRole;
  anchor: Anchor;
  /** The clause of the requirement the file serves, and that clause as a topic. */
  clause: string;
  /** The requirement pastes a stack trace through the repository's code: it reports a failure. */
  reported?: boolean;
  /** The clause specifies a requested change: it reports no problem (offline-asks.ts, asksBeyondFix). */
  specified?: boolean;
  topic: string;
  create: boolean;
  /** For a new file the title asks for by its name: the name as written (`CLAUDE.md`). */
  named?: string;
  /** The latest migration, for a new one. */
  after?: string;
  /** For a new translation file: its language's name when known, and its tag (`hu`). */
  translation?: { language: string | undefined; locale: string };
  /** The version a release title names (`0.5.2`), for its manifests. */
  version?: string;
  /**
   * The language whose versions the file declares, when the title is about one ("Python"), and
   * whether that is the only reason the file is planned (no word of the requirement ranked it).
   */
  runtime?: { name: string; only: boolean };
  /** The dependency the file declares, when the title is about one (`chardet`), and whether that is the only reason it is planned. */
  dependency?: { name: string; removed: boolean; only: boolean };
  /** The checker a cleanup requirement quiets ("clippy", "the compiler"): the task is done when it is quiet (offline-cleanup.ts). */
  checker?: string;
  /** Names the title adds that the repository declares nowhere yet, written beside the anchor (offline-added.ts addedNames). */
  adds?: readonly string[];
  /** The change keeps behaviour (offline-scope.ts isRefactor): its tests stay and pass, no new case. */
  refactor?: boolean;
  /** Where the change's test case goes, and whether that test file already exists. */
  test?: {
    path: string;
    existing: boolean;
    changedWith?: { source: string; commits: number };
    removes?: string;
    /** For a new test file an earlier task names: the file that task changes, whose cases it joins. */
    joins?: string;
  };
  /** The words of the plan's locale. */
  phrases: CriteriaPhrases;
}

/** The convergence criteria of one task, fitting the kind of file it changes. */
export function criteriaFor(input: CriteriaInput): string[] {
  // A release sets its version wherever it plans a change: the manifests, or the files the earlier releases changed.
  if (input.version && input.role !== 'migration' && input.role !== 'test') return [input.phrases.releases(input.path, input.version)];
  // Planned for the versions or the dependency it declares (`mix.exs` and `build.sbt` are code files too), and maybe for its words.
  const declared = input.runtime
    ? { criterion: input.phrases.runtimeVersions(input.path, input.runtime.name), only: input.runtime.only }
    : input.dependency
      ? {
          criterion: (input.dependency.removed ? input.phrases.dependencyRemoved : input.phrases.dependencyDeclared)(
            input.path,
            input.dependency.name,
          ),
          only: input.dependency.only,
        }
      : undefined;
  if (!declared) return roleCriteria(input);
  return declared.only ? [declared.criterion] : [declared.criterion, ...roleCriteria(input)];
}

function roleCriteria(input: CriteriaInput): string[] {
  const { path, topic, phrases } = input;
  if (input.translation && input.role !== 'test') return [phrases.translation(path, input.translation.language, input.translation.locale)];
  // A lint fix adds no behaviour to test: its code and its tests are done when the checker is quiet.
  if (input.checker !== undefined && (input.role === 'code' || input.role === 'test'))
    return [phrases.checkerQuiet(phrases.where(path, undefined), input.checker)];
  if (input.create && input.named !== undefined && (input.role === 'doc' || input.role === 'config'))
    return [phrases.createdNamed(path, afterName(input.clause, input.named))];
  switch (input.role) {
    case 'migration':
      return [phrases.migration(path, input.after ? baseName(input.after) : undefined)];
    case 'test':
      return [input.refactor ? phrases.stillPass(path) : phrases.testCase(path, topic)];
    case 'fixture':
      return [phrases.fixture(path)];
    case 'doc':
      // "Fix the document path" in a doc: the doc is changed as asked, it does not document the fix.
      if (asksToFix(input.clause)) return [codeCriterion(input)];
      return [phrases.documents(path, topic, input.anchor.reason === 'heading' ? input.anchor.location : undefined)];
    case 'manifest':
      return [input.version ? phrases.releases(path, input.version) : phrases.manifest(path, topic, manifestKind(path))];
    case 'config':
      return [phrases.config(path, topic)];
    default:
      return [codeCriterion(input), ...testCriterion(input)];
  }
}

/** What a clause says after a file's name: "Add CLAUDE.md with repo guidance" → "repo guidance". */
function afterName(clause: string, name: string): string {
  const at = clause.indexOf(name);
  if (at < 0) return '';
  const words = (clause.slice(at + name.length).split(/[;:(]/)[0] ?? '').split(/\s+/).filter((w) => w !== '');
  // The name's closing quote, "file", then one joining word ("with", "for"): none is the content.
  const filler = (word: string) => ['', 'file', 'files'].includes(word.replace(/[`'"]/g, '').toLowerCase());
  while (words.length > 0 && filler(words[0] as string)) words.shift();
  if (/^(?:with|for|that|which|to|about|describing)$/i.test(words[0] ?? '')) words.shift();
  let rest = words.join(' ');
  while (rest.endsWith('.') || rest.endsWith(',')) rest = rest.slice(0, -1);
  return rest;
}

function codeCriterion({ path, anchor, clause, create, reported, specified, adds, phrases }: CriteriaInput): string {
  if (create) return phrases.created(path, clause, isImperative(clause));
  // "`UniqBy` in slice.go is changed to add UnionBy" is not so: the new names go beside it.
  if (adds && adds.length > 0 && anchor.location !== '*' && anchor.reason !== 'heading')
    return phrases.declaredBeside(path, adds, anchor.location);
  const where = phrases.where(path, anchor.location === '*' || anchor.reason === 'heading' ? undefined : anchor.location);
  // A clause that asks for text is no behaviour of the code: the code must agree with that text.
  if (clauseKind(clause) === 'doc') return phrases.agrees(where, clause);
  if (statesProblem(clause, reported, specified)) return phrases.fixed(where, clause);
  return statesExpectation(clause) ? phrases.meets(where, clause) : phrases.does(where, clause, isImperative(clause));
}

function testCriterion(input: CriteriaInput): string[] {
  const { test, phrases } = input;
  if (!test) return [];
  // A refactoring is checked by the tests there are, not by a new case nor a new file of them.
  if (input.refactor) return test.existing ? [input.phrases.stillPass(test.path)] : [];
  // A test that writes the name the requirement removes loses those uses; it gains no case for the removal.
  if (test.removes !== undefined) return [phrases.noUses(test.path, test.removes)];
  if (test.changedWith) return [phrases.changedWithCase(test.path, test.changedWith.source, test.changedWith.commits)];
  if (test.joins !== undefined) return [phrases.joinsNewTests(test.path, test.joins)];
  return [test.existing ? phrases.newCase(test.path) : phrases.newTests(test.path)];
}
