// Every sentence the offline planner writes, as one table per locale (offline-phrases-en.ts,
// offline-phrases-zh.ts): the planner chooses the table once, from the request's locale, and never
// spells a word of its own. Paths, identifiers and the requirement's own words go in as written;
// each table decides how to quote, case and join them.
import type { ManifestKind } from './offline-criteria.js';

/** A domain of the keyword split, as the understanding shows it. */
export interface KeywordPart {
  slug: string;
  hits: string[];
  /** Whether the repository has the domain's folder. */
  layout: boolean;
}

/** What the understanding writes: its key points, its split and its domains. */
export interface AnalysisPhrases {
  /** Words, paths or names in a row. */
  list(items: readonly string[]): string;
  /** `label: text`. */
  labelled(label: string, text: string): string;
  follow(guideline: string): string;
  /** The repository edits a changelog in `commits` of its last `of` commits of code. */
  changelog(path: string, commits: number, of: number): string;
  /** The repository's workflow files a CI requirement is about: changed by hand, never planned. */
  workflowsByHand(paths: string): string;
  /** The workflows that run a language whose versions the requirement changes (`runtime`: "Python"). */
  runtimeWorkflows(paths: string, runtime: string): string;
  /** The open question of a short requirement (`said`, its first objective); `fix`: it asks for a fix. */
  shortRequirement(said: string, fix: boolean): string;
  whichParts: string;
  keywordSplit(parts: readonly KeywordPart[]): string;
  noKeywordSplit: string;
  /** The domains of the files that match best, with what ties each one's files (`fix`: a fix is planned as one domain). */
  folderSplit(
    groups: readonly { slug: string; files: number; ties: readonly ('test' | 'import' | 'co-change' | 'folder' | 'support')[] }[],
    fix: boolean,
  ): string;
  /** A keyword domain's description (`english`: the rule's own, for a domain the table does not know). */
  domain(slug: string, english: string): string;
  changesIn(paths: string): string;
  /** The first paths (`shown`), and how many of `total` are not shown. */
  morePaths(shown: string, hidden: number, total: number): string;
  /** The last core objective when the requirement asks for more than a plan lists. */
  moreObjectives(hidden: number): string;
}

/** What the evidence of a domain plan says about its files and the repository. */
export interface EvidencePhrases {
  matchedTerms(words: readonly string[]): string;
  onlyGeneric: string;
  newBeside: string;
  tests(path: string): string;
  patterns: Record<'node' | 'python' | 'go' | 'rust' | 'jvm', string> & {
    /** "C# sources (223 files)". */
    sources: (language: string, files: number) => string;
    /** The command the repository runs its tests with, and the file that declares it. */
    testsRun: (command: string, from: string) => string;
    /** A source and its test, as the repository pairs them by name. */
    testPair: (source: string, test: string) => string;
  };
}

/** The task of a domain no file matched: the busiest file's guess, or a new file. */
export interface FallbackPhrases {
  /** How many characters of the requirement's first line a title shows. */
  summaryLength: number;
  updateFor(path: string, summary: string): string;
  adapt(symbol: string): string;
  implements(path: string): string;
  needs(domain: string): string;
  noMatch(summary: string): string;
  /** No file holds the requirement's words: the file recent commits changed most, how often. */
  busiest(path: string, count: number, of: number): string;
  covers(path: string): string;
}

/** The title, change and description of a task on a file the retrieval found. */
export interface TaskPhrases {
  addMigration(path: string): string;
  create(path: string): string;
  addCase(path: string): string;
  /** A refactoring's test task: its tests run as they are. */
  keepPassing(path: string): string;
  changeSection(path: string, heading: string): string;
  changeFile(path: string): string;
  changeSymbol(path: string, symbol: string): string;
  /** New names the title adds, planned beside an existing declaration of the file (`UnionBy` beside `UniqBy`). */
  addBeside(path: string, names: readonly string[], beside: string): string;
  /** A file that holds only what the requirement removes (`Remove MacroAutoImportNodeVisitor`). */
  deleteFile(path: string): string;
  /** The point of such a file: `name` is what the requirement removes. */
  deletePoint(name: string): string;
  /** A test that writes a name the requirement removes: its cases stop using it. */
  dropUses(name: string): string;
  /** The change of a point that creates its file: words `declaresNewFile` reads as creating. */
  newFile: string;
  theFile: string;
  caseFor(topic: string): string;
  /** A refactoring's test file: it keeps passing, as it is. */
  passesAfter(topic: string): string;
  /** A test case that reproduces a reported problem. */
  caseForProblem(problem: string): string;
  /** A test fixture or helper changed for the new cases. */
  supportCases(topic: string): string;
  documentTopic(topic: string): string;
  /** `what`: the anchor, or `theFile`. */
  codeChange(clause: string, what: string): string;
  /** The change that fixes a reported problem. */
  fixProblem(problem: string): string;
  /** When the requirement's own words would read as creating the file. */
  partChange(what: string): string;
  /** The sentences of a description, joined. */
  sentences(parts: readonly string[]): string;
  /** The clause the task serves, as the description's first sentence. */
  head(clause: string): string;
  newMigration(after: string | undefined): string;
  newFileBeside: string;
  /** A new file the title asks for by its name, created where the title writes it. */
  newFileNamed: string;
  /** A new file for the type the title adds (`SignalMap`), placed like an existing source. */
  newType(name: string, like: string): string;
  /** A new one of a kind the repository keeps a folder of (`plugin`, `lib/roda/plugins`). */
  newOfKind(kind: string, folder: string): string;
  /** A new file most of a kind have one of: an existing one (`types/plugin/utc.d.ts`) and the member it is for. */
  counterpart(kind: string, like: string, of: string): string;
  /** `more`: how many of the requirement's words the file holds besides those listed. */
  holdsWords(words: readonly string[], more: number): string;
  /** Why a manifest is in a plan about a language version (`runtime`: "Python", "Node.js"). */
  declaresRuntime(runtime: string): string;
  /** The line of a file that states or names the language version a version-only title is about, quoted as code. */
  versionLine(line: number, code: string): string;
  /** Why a manifest is in a plan about one of its dependencies (`chardet`, `psr/log`). */
  declaresDependency(dependency: string): string;
  /** Why a translation file is in a plan about its language (`locale`: `hr`, `pt_BR`). */
  holdsLocale(locale: string): string;
  /** A new translation file: the language's name when known, and its tag as the repository writes it. */
  newLocale(language: string | undefined, locale: string): string;
  /** Why a file is in a plan whose title names it by its path (`written`: `locales/ee.yml`). */
  namedFile(written: string): string;
  /** Why a file is in a plan: `commits` of the `of` earlier commits worded like the title changed it. */
  recurring(subject: string, commits: number, of: number): string;
  onlyGenericWords(generic: readonly string[]): string;
  /** `name` as declared, `location` as the task points at it (`ResponseMethods.content_type`), `spelledAs` the requirement's words that spell it. */
  named(name: string, location: string, spelledAs?: readonly string[]): string;
  /** The requirement names `name`, which no declaration bears and `location`'s text writes. */
  uses(name: string, location: string): string;
  matched(symbol: string, terms: readonly string[]): string;
  /** A stack trace's frame runs through `location`; `raised`: its innermost frame in the repository's code. */
  frame(location: string, raised: boolean): string;
  /** The requirement links to `line` of the file, inside `location`. */
  linked(location: string, line: number | undefined): string;
  heading(heading: string, terms: readonly string[]): string;
  /** Why other work is likely to touch the file too: how many recent commits changed it, how many files import it. */
  busy(changed: { count: number; of: number } | undefined, importers: number | undefined, viaPackage?: boolean): string;
}

/** The convergence criteria, by the kind of file a task changes. */
export interface CriteriaPhrases {
  migration(path: string, after: string | undefined): string;
  testCase(path: string, topic: string): string;
  /** `heading`: the section the anchor names, if any. */
  documents(path: string, topic: string, heading: string | undefined): string;
  /** `kind`: the manifest's ecosystem, which says what it declares and how it is checked. */
  manifest(path: string, topic: string, kind: ManifestKind): string;
  /** A release's manifest: it declares the new version. */
  releases(path: string, version: string): string;
  /** A manifest or config of a plan about a language version: it declares the versions asked for. */
  runtimeVersions(path: string, runtime: string): string;
  /** A manifest of a plan about one of its dependencies: it declares that dependency as asked. */
  dependencyDeclared(path: string, dependency: string): string;
  /** A manifest of a plan that takes one of its dependencies away. */
  dependencyRemoved(path: string, dependency: string): string;
  config(path: string, topic: string): string;
  /** A translation file a task adds or changes: the language's name when known, and its tag. */
  translation(path: string, language: string | undefined, locale: string): string;
  created(path: string, clause: string, imperative: boolean): string;
  /** A document or setting the title asks for by its name (`Add CLAUDE.md with repo guidance`): `rest` is what the title says after the name. */
  createdNamed(path: string, rest: string): string;
  /** The names the title adds are declared in the file, beside the declaration the task anchors at. */
  declaredBeside(path: string, names: readonly string[], beside: string): string;
  /** Where in a file: the declaration, or the file when `symbol` is undefined. */
  where(path: string, symbol: string | undefined): string;
  agrees(where: string, clause: string): string;
  /** `imperative`: the clause starts with a request verb ("add rate limiting …"), else it names what is wanted ("map as query parameter"). */
  does(where: string, clause: string, imperative: boolean): string;
  /** The code meets a stated expectation ("sampler should allow …"). */
  meets(where: string, expectation: string): string;
  /** The code no longer shows a reported problem. */
  fixed(where: string, problem: string): string;
  /** The tests that use a fixture or helper pass. */
  fixture(path: string): string;
  newCase(path: string): string;
  /** A refactoring's test: "the tests in spec/util_spec.rb pass unchanged". */
  stillPass(path: string): string;
  /** A source with no test by its name: the test that changed with it most often. */
  changedWithCase(path: string, source: string, commits: number): string;
  newTests(path: string): string;
  /** A new test file an earlier task creates: this task's cases join it. */
  joinsNewTests(path: string, first: string): string;
  /** A file deleted with the name it holds: nothing refers to that name any more. */
  deleted(path: string, name: string): string;
  /** A test that wrote a name the requirement removes. */
  noUses(path: string, name: string): string;
  /** A cleanup's file: the checker it quiets reports nothing new there ("the compiler": no new warnings). */
  checkerQuiet(where: string, checker: string): string;
}

export interface OfflinePhrases {
  analysis: AnalysisPhrases;
  evidence: EvidencePhrases;
  fallback: FallbackPhrases;
  task: TaskPhrases;
  criteria: CriteriaPhrases;
}
