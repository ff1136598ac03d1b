// The offline provider's link step. A cross-domain need depends on the last task of the domain it
// names; then, when the request carries the repository and the files of each task, dependencies
// come from the repository's own graph, within a domain and across domains, in this order:
//   0. when the title takes a name away, the task declaring it depends on the tasks whose code writes it;
//   1. a task changing a test depends on the task changing the code that test tests;
//   2. a task changing a file that imports a file another task changes depends on that task, and
//      one changing an existing source in the folder of a new source depends on the task creating it;
//   3. when neither relates two tasks, layers order them (offline-layers.ts): schema or migration
//      before model, model before handler or route, code before UI, code and manifests before docs.
// An edge is added only if it does not close a cycle (with the dependencies the tasks already
// have), never to the task itself, and the answer is the same for the same request.
import type { Snapshot } from '../repo/types.js';
import { isTestPath, kindOf, sourceStems, stemName } from '../retrieval/classify.js';
import { indexSnapshot, type RepoIndex } from '../retrieval/repo-index.js';
import { compareTaskIds, domainKey } from '../core/shared/names.js';
import type { LinkCandidate, LinkRequest, LinkResult } from '../contract/types.js';
import { layerDistance, taskLayer } from './offline-layers.js';
import { withoutComments } from '../retrieval/comments.js';
import { readsQualified } from '../retrieval/imports-qualified.js';
import { takenAwayName } from './offline-removed.js';
import { wholeName } from './offline-words.js';

type Links = LinkResult['links'];

/** The most dependencies one link may list (linksSchema). */
const MAX_PER_LINK = 20;
/** Names too common to pair a new test with a source by name alone. */
const GENERIC_STEMS = new Set(['index', 'main', 'mod', 'init']);

/** Task dependencies that refuse a self-edge and any edge that would close a cycle. */
export class DependencyGraph {
  private readonly deps = new Map<string, Set<string>>();

  constructor(tasks: readonly LinkCandidate[] = []) {
    for (const task of tasks) this.deps.set(task.id, new Set(task.depends_on ?? []));
  }

  has(from: string, to: string): boolean {
    return this.deps.get(from)?.has(to) ?? false;
  }

  /** Whether `from` depends on `to`, directly or through other tasks. */
  reaches(from: string, to: string): boolean {
    const seen = new Set<string>([from]);
    const stack = [from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      for (const next of this.deps.get(id) ?? []) {
        if (next === to) return true;
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  }

  /** Whether either task already depends on the other. */
  related(a: string, b: string): boolean {
    return this.reaches(a, b) || this.reaches(b, a);
  }

  /** Adds `from` → `to` unless it is a self-edge, already there, or would close a cycle; true when added. */
  add(from: string, to: string): boolean {
    if (from === to || this.has(from, to) || this.reaches(to, from)) return false;
    const deps = this.deps.get(from) ?? new Set<string>();
    deps.add(to);
    this.deps.set(from, deps);
    return true;
  }
}

/** The links of a request: one per need, then one per task that gains dependencies from the repository. */
export function offlineLinks(request: LinkRequest): Links {
  const graph = new DependencyGraph(request.tasks);
  const links: Links = request.needs.map((need) => {
    const key = domainKey(need.from_domain);
    const last = request.tasks.filter((t) => t.domain === key).pop();
    const fits = last !== undefined && (graph.has(need.task_id, last.id) || graph.add(need.task_id, last.id));
    return { task_id: need.task_id, depends_on: fits ? [last.id] : [] };
  });
  if (!request.snapshot) return links;
  return [...links, ...grouped(repositoryEdges(request.tasks, request.snapshot, graph, request.requirement))];
}

interface Edge {
  from: string;
  to: string;
}

/** The edges the repository's graph gives (rules 1–3), each added to `graph` as it is found. */
function repositoryEdges(
  candidates: readonly LinkCandidate[],
  snapshot: Snapshot,
  graph: DependencyGraph,
  requirement: string | undefined,
): Edge[] {
  const index = indexSnapshot(snapshot);
  const tasks = [...candidates].sort((a, b) => compareTaskIds(a.id, b.id));
  const owners = new Map<string, string[]>();
  for (const task of tasks) for (const file of new Set(task.files ?? [])) owners.set(file, [...(owners.get(file) ?? []), task.id]);
  const added: Edge[] = [];
  const add = (from: string, to: string) => {
    if (graph.add(from, to)) added.push({ from, to });
  };
  // A name that goes away: its callers change before its declaration, so that each step builds.
  for (const { from, to } of callersFirst(tasks, index, snapshot, requirement)) add(from, to);
  for (const task of tasks) for (const to of testedTasks(task, index, owners)) add(task.id, to);
  // Direct imports first, for every task, then one hop further: import graphs have cycles (a type
  // module that reaches back to the core), and a far hop must not order two files a direct one orders.
  const reached = new Map(tasks.map((task) => [task.id, reachedImports(importingFiles(task), index)]));
  const uses = packageTestUses(tasks, index, snapshot);
  for (let hops = 1; hops <= IMPORT_DEPTH; hops++)
    for (const task of tasks)
      for (const to of importedTasks(task, reached.get(task.id) as Map<string, number>, hops, owners))
        if (!graph.related(task.id, to) && uses(task, to)) add(task.id, to);
  for (const { from, to } of usedDeclarations(tasks, index, snapshot)) if (!graph.related(from, to)) add(from, to);
  for (const { from, to } of testsAfterCode(tasks, graph, index, snapshot)) add(from, to);
  for (const { from, to } of newCodeFirst(tasks, snapshot)) if (!graph.related(from, to)) add(from, to);
  for (const { from, to } of namesakesAfter(tasks, snapshot)) if (!graph.related(from, to)) add(from, to);
  for (const { from, to } of layerPairs(tasks)) if (!graph.related(from, to)) add(from, to);
  return added;
}

/**
 * The files whose imports order a task: its sources when it has any. A test beside them imports
 * what it checks — a Go test of package `jwt_test` imports the whole package, every file of it —
 * and rule 1 already ties it to its code; a task of tests alone follows what they import.
 */
function importingFiles(task: LinkCandidate): string[] {
  const files = task.files ?? [];
  const sources = files.filter((f) => kindOf(f) !== 'test');
  return sources.length > 0 ? sources : files;
}

/**
 * Whether a task's imports tie it to another task: always, but for a Go task. A Go file imports a
 * whole package (`package zapcore_test` imports every file of `zapcore`; chi's `_examples/limits/main.go`
 * every file of `middleware`), so it builds only on the files whose names it writes: zap's sampler
 * test does not use the hooks' `RegisterHooks`, and runs after no change to them.
 */
function packageTestUses(
  tasks: readonly LinkCandidate[],
  index: RepoIndex,
  snapshot: Snapshot,
): (task: LinkCandidate, to: string) => boolean {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const written = new Map<string, Set<string>>();
  return (task, to) => {
    const files = task.files ?? [];
    if (files.length === 0 || !files.every((f) => f.endsWith('.go'))) return true;
    const owner = byId.get(to);
    if (!owner) return true;
    let words = written.get(task.id);
    if (!words) {
      words = new Set(
        files.flatMap((f) => [...withoutComments(f, snapshot.readFile(f) ?? '').matchAll(/[A-Za-z_]\w{4,}/g)].map((m) => m[0])),
      );
      written.set(task.id, words);
    }
    const used = words;
    return [...namesDeclared(owner, index)].some((name) => used.has(name));
  };
}

/** The ids of `files`' owners other than `task`, in id order. */
function ownersOf(task: LinkCandidate, files: Iterable<string>, owners: Map<string, string[]>): string[] {
  const ids = new Set<string>();
  for (const file of files) for (const id of owners.get(file) ?? []) if (id !== task.id) ids.add(id);
  return [...ids].sort(compareTaskIds);
}

/**
 * Rule 1: the tasks changing the code the task's tests test (a new test: the changed sources of its
 * name), and those changing a source with no test of its name whose cases live in this test, the
 * one that changed with it most (the case its task's criteria put there, offline-plan.ts).
 */
function testedTasks(task: LinkCandidate, index: RepoIndex, owners: Map<string, string[]>): string[] {
  const sources: string[] = [];
  for (const file of task.files ?? []) {
    if (kindOf(file) !== 'test') continue;
    if (index.kindOf(file) !== undefined) {
      sources.push(...index.sourcesOf(file));
      for (const path of owners.keys())
        if (kindOf(path) === 'source' && index.testsFor(path).length === 0 && index.changedWithTest(path)?.path === file)
          sources.push(path);
      continue;
    }
    const stem = stemName(file);
    if (GENERIC_STEMS.has(stem)) continue;
    for (const path of owners.keys()) if (kindOf(path) === 'source' && sourceStems(path).includes(stem)) sources.push(path);
  }
  return ownersOf(task, sources, owners);
}

/**
 * Rule 1b: a task that only changes tests and that no rule tied to the code it checks runs after
 * the code task nearest to it: the most path words in common, then the most of its names the tests
 * write (gin's `context_test.go` calls `Data`, declared in `render/data.go`, not `render/reader.go`),
 * then the first by id. A test verifies a change, so it comes after one.
 */
function testsAfterCode(tasks: readonly LinkCandidate[], graph: DependencyGraph, index: RepoIndex, snapshot: Snapshot): Edge[] {
  const code = tasks.filter((t) => (t.files ?? []).some((f) => kindOf(f) === 'source'));
  const edges: Edge[] = [];
  for (const task of tasks) {
    const files = task.files ?? [];
    if (files.length === 0 || !files.every((f) => kindOf(f) === 'test')) continue;
    if (code.some((c) => graph.related(task.id, c.id))) continue;
    const words = pathWords(files);
    let written: Set<string> | undefined;
    let best: { id: string; shared: number; used: number } | undefined;
    for (const candidate of code) {
      const shared = [...pathWords(candidate.files ?? [])].filter((w) => words.has(w)).length;
      if (best && shared < best.shared) continue;
      written ??= identifiersIn(files, snapshot);
      const seen = written;
      const used = [...namesDeclared(candidate, index)].filter((name) => seen.has(name)).length;
      if (!best || shared > best.shared || used > best.used) best = { id: candidate.id, shared, used };
    }
    if (best) edges.push({ from: task.id, to: best.id });
  }
  return edges;
}

/**
 * Rule 0: a name the title takes away (removed, or replaced by something else): the tasks whose
 * code still writes it come first, the task whose file declares it last — deleting the declaration
 * before its callers leaves code that does not build (httprb's `query_values`, dropped from
 * `HTTP::URI` while the request builder still called it).
 */
function callersFirst(tasks: readonly LinkCandidate[], index: RepoIndex, snapshot: Snapshot, requirement: string | undefined): Edge[] {
  const name = requirement === undefined ? undefined : takenAwayName(requirement);
  if (name === undefined) return [];
  const declares = (task: LinkCandidate) => (task.files ?? []).some((f) => index.symbolsOf(f).some((s) => s.name === name && !s.block));
  const declarers = tasks.filter(declares);
  if (declarers.length === 0) return [];
  const writes = (file: string) => kindOf(file) === 'source' && wholeName(name)(withoutComments(file, snapshot.readFile(file) ?? ''));
  const callers = tasks.filter((task) => !declares(task) && (task.files ?? []).some(writes));
  return declarers.flatMap((declarer) => callers.map((caller) => ({ from: declarer.id, to: caller.id })));
}

/** The identifiers `files` write (whole words of five characters or more, as written), outside comments. */
function identifiersIn(files: readonly string[], snapshot: Snapshot): Set<string> {
  const words = new Set<string>();
  for (const file of files)
    for (const match of withoutComments(file, snapshot.readFile(file) ?? '')
      .replace(OWN_NAMESPACE, '')
      .matchAll(/[A-Za-z_]\w{4,}/g))
      words.add(match[0]);
  return words;
}

/**
 * The line that names the file's own namespace or package (`namespace Polly.Hedging;`, `package
 * com.example.hedging`): its parts use nothing. Polly's `HedgingResilienceStrategy.cs` is in
 * `Polly.Hedging`, and does not build on the docs snippet `Snippets/Docs/Hedging.cs`.
 */
const OWN_NAMESPACE = /^[ \t]*(?:namespace|package)[ \t]+(?=[A-Za-z_\\])[^\n{=]*$/gm;

/** The folder names and name parts of paths, lower-cased, without test markers. */
function pathWords(files: readonly string[]): Set<string> {
  const words = files.flatMap((f) => f.toLowerCase().split(/[^a-z0-9]+/));
  return new Set(words.filter((w) => w.length > 1 && !TEST_WORDS.has(w)));
}

const TEST_WORDS = new Set(['test', 'tests', 'spec', 'specs', '__tests__', 'js', 'ts', 'py', 'go', 'rs', 'tsx', 'jsx']);

/** Declared names shorter than this are too common to tie two files (`Get`, `run`, `New`). */
const MIN_NAME = 5;
/** At most this many names of a file are looked for in the others. */
const NAMES_PER_FILE = 60;

/**
 * Rule 2b: a task whose code uses a name another task's file declares builds on that task — how
 * files of one package depend on each other where nothing is imported (Go, Rust's `use super::*`,
 * Python modules of one package, Java and C# classes of one namespace, an Elixir or Ruby module and
 * the modules of its folder). Between other folders only the name of the file's own type or module
 * (`ParsedDecimal`, `IRegistrationBuilder`) or a name no other file declares (`read_body`) counts:
 * another package's `apply` or `build` is its own. Two files that use each other's names are ordered by the stronger use — a file's own type
 * counting three times a member — the first in id order on a tie (the other edge would close a
 * cycle): `DoubleFormat` calling `ParsedDecimal` and its methods builds on it, where
 * `ParsedDecimal` only writes a name of `DoubleFormat`'s builder (`digits`).
 */
function usedDeclarations(tasks: readonly LinkCandidate[], index: RepoIndex, snapshot: Snapshot): Edge[] {
  const code = tasks.filter((t) => (t.files ?? []).some((f) => kindOf(f) === 'source'));
  const declared = new Map(code.map((t) => [t.id, namesDeclared(t, index)]));
  const words = new Map(code.map((t) => [t.id, wordsUsed(t, snapshot)]));
  const edges: (Edge & { weight: number })[] = [];
  const once = new Map<string, boolean>();
  const declaredOnce = (name: string) =>
    once.get(name) ?? once.set(name, new Set(index.findSymbol(name).map((d) => d.path)).size === 1).get(name) === true;
  // A name two files declare is the one the user imports: EmailValidator's `DomainLiteral.php`
  // imports `Result\InvalidEmail`, and builds on no change to `Exception/InvalidEmail.php`.
  const importedElsewhere = (user: LinkCandidate, owner: LinkCandidate, name: string) => {
    if (declaredOnce(name)) return false;
    const at = new Set(index.findSymbol(name).map((d) => d.path));
    const mine = new Set(sourcesOf(owner));
    return sourcesOf(user).some((file) => index.importsOf(file).some((imported) => at.has(imported) && !mine.has(imported)));
  };
  const interfaces = new Map(code.map((t) => [t.id, interfacesDeclared(t, snapshot)]));
  for (const user of code)
    for (const owner of code) {
      if (user.id === owner.id) continue;
      // An interface the other file implements or calls through comes first, whatever member
      // names the two share: `ILifetimeSelector` writes `WithServiceKey`, which `LifetimeSelector :
      // ILifetimeSelector` declares, and builds on no change to it.
      // Not a name both declare (two components' own `Props`): that ties nothing.
      const theirs = interfaces.get(owner.id) as Set<string>;
      const ownerDeclares = declared.get(owner.id) as Set<string>;
      if (
        [...(interfaces.get(user.id) as Set<string>)].some(
          (name) => words.get(owner.id)?.has(name) && !theirs.has(name) && !ownerDeclares.has(name),
        )
      ) {
        edges.push({ from: owner.id, to: user.id, weight: TYPE_USE });
        continue;
      }
      const names = declared.get(owner.id) as Set<string>;
      const used = words.get(user.id) as Set<string>;
      const own = declared.get(user.id) as Set<string>;
      const stems = new Set(sourcesOf(owner).map(stemName));
      const near = moduleNear(sourcesOf(user), sourcesOf(owner));
      let weight = 0;
      for (const name of names) {
        if (!used.has(name) || own.has(name)) continue;
        const type = stems.has(name.toLowerCase().replace(/_/g, ''));
        if ((near || type || (declaredOnce(name) && reachesAcross(user, owner, name, snapshot))) && !importedElsewhere(user, owner, name))
          weight += type ? TYPE_USE : 1;
      }
      if (weight > 0) edges.push({ from: user.id, to: owner.id, weight });
    }
  // A stable sort: equal weights keep the id order.
  return edges.sort((a, b) => b.weight - a.weight);
}

/**
 * Whether a name declared once, in another folder, can be what the user's sources write: not a Go
 * name in lower case (another package cannot see it), and in Elixir only when called through its
 * module (`Tds.Connection.hints(…)`, `&Mod.hints/1`) — a variable, a map key or an atom of the
 * same word is no use of it (ecto_sql's three adapters had been chained by `hints` and
 * `:json_library`).
 */
function reachesAcross(user: LinkCandidate, owner: LinkCandidate, name: string, snapshot: Snapshot): boolean {
  const files = sourcesOf(user);
  if (files.length > 0 && files.every((f) => f.endsWith('.go')) && /^[a-z_]/.test(name)) return false;
  if (files.length === 0 || !files.every((f) => /\.exs?$/.test(f))) return true;
  // `\b` first: a long run of word characters is not tried from each of its capitals (quadratic).
  const called = new RegExp(`\\b[A-Z]\\w*\\.${name}(?![\\w?!])`);
  const texts = files.map((f) => withoutComments(f, snapshot.readFile(f) ?? ''));
  if (texts.some((text) => called.test(text))) return true;
  // Or called bare after `import MyApp.QueryHelpers` (or `use`) of the module that declares it.
  const modules = sourcesOf(owner).flatMap((f) => [...(snapshot.readFile(f) ?? '').matchAll(DEFMODULE)].map((m) => m[1] as string));
  return modules.some((module) => {
    const imported = new RegExp(`^[ \\t]*(?:import|use)[ \\t]+${module.replace(/\./g, '\\.')}\\b`, 'm');
    return texts.some((text) => imported.test(text));
  });
}

const DEFMODULE = /^[ \t]*defmodule[ \t]+([A-Z][\w.]{0,200}?)[ \t]+do\b/gm;

/**
 * A line that declares an interface, trait or protocol, after its modifiers: `public interface
 * ILifetimeSelector`, `pub(crate) trait Sealed`, `export interface Options`. Not the word in prose
 * or a string ("the protocol version").
 */
const INTERFACE_LINE =
  /^[ \t]*(?:(?:export|public|internal|private|protected|sealed|abstract|unsafe|pub(?:\([\w:]{1,40}\))?)[ \t]+){0,4}(?:interface|trait|protocol)[ \t]+([A-Z_]\w*)/gm;

/** The interfaces (and traits, protocols) a task's sources declare: `interface ILifetimeSelector`, `trait Visitor`. */
function interfacesDeclared(task: LinkCandidate, snapshot: Snapshot): Set<string> {
  const names = new Set<string>();
  for (const file of sourcesOf(task))
    for (const match of withoutComments(file, snapshot.readFile(file) ?? '').matchAll(INTERFACE_LINE)) names.add(match[1] as string);
  return names;
}

/** A use of the file's own type or module (`ParsedDecimal` of `ParsedDecimal.java`) weighs this many members'. */
const TYPE_USE = 3;

const sourcesOf = (task: LinkCandidate) => (task.files ?? []).filter((f) => kindOf(f) === 'source');
const folderOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));

/** Files that are a module's root: their folder is the module (`src/lib.rs`, `pkg/__init__.py`). */
const MODULE_ROOTS = new Set(['lib.rs', 'main.rs', 'mod.rs', '__init__.py', 'index.js', 'index.ts', 'index.mjs', 'index.cjs']);

/** The module a file is (`lib/tesla.ex` → `lib/tesla`, `src/lib.rs` → `src`), whose folder holds its submodules. */
function moduleOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (MODULE_ROOTS.has(name)) return folderOf(file);
  const dot = name.indexOf('.');
  return dot > 0 ? file.slice(0, file.length - name.length + dot) : file;
}

/** Whether two files share a folder, or one is the module whose folder (or a folder below it) holds the other. */
function moduleNear(a: readonly string[], b: readonly string[]): boolean {
  const holds = (parent: string, child: string) => {
    const module = moduleOf(parent);
    const folder = folderOf(child);
    return module !== '' && (folder === module || folder.startsWith(`${module}/`));
  };
  return a.some((x) => b.some((y) => folderOf(x) === folderOf(y) || holds(x, y) || holds(y, x)));
}

function namesDeclared(task: LinkCandidate, index: RepoIndex): Set<string> {
  // A Rust `impl Display for Recipe` declares nothing: Recipe stays the name of the file that declares it.
  const names = (task.files ?? []).flatMap((f) => index.symbolsOf(f).flatMap((s) => (s.block ? [] : [s.name])));
  // Distinct names first: an Elixir function of many clauses (`defp read_part_body` three times) is one name.
  return new Set([...new Set(names.filter((n) => n.length >= MIN_NAME && /^[A-Za-z_]\w*$/.test(n)))].slice(0, NAMES_PER_FILE));
}

/**
 * The identifiers a task's source files write (whole words, as written), outside comments: a
 * parser whose doc comment says "clean up" does not use the cleaner's `clean`.
 */
function wordsUsed(task: LinkCandidate, snapshot: Snapshot): Set<string> {
  return identifiersIn(
    (task.files ?? []).filter((file) => kindOf(file) === 'source'),
    snapshot,
  );
}

/**
 * Rule 2c: a new source (`SignalRegistry/SignalQueue.php`, which nothing imports yet) comes before
 * the changes to the existing sources of its folder, which are where it gets used.
 */
function newCodeFirst(tasks: readonly LinkCandidate[], snapshot: Snapshot): Edge[] {
  const source = (file: string) => kindOf(file) === 'source' && !isTestPath(file);
  const edges: Edge[] = [];
  for (const creator of tasks) {
    const folders = new Set((creator.files ?? []).filter((f) => source(f) && !snapshot.has(f)).map(folderOf));
    if (folders.size === 0) continue;
    for (const user of tasks)
      if (user.id !== creator.id && (user.files ?? []).some((f) => source(f) && snapshot.has(f) && folders.has(folderOf(f))))
        edges.push({ from: user.id, to: creator.id });
  }
  return edges;
}

/**
 * Rule 2d: a new file named after a new source of another folder — its type declarations
 * (`types/plugin/bigIntSupport.d.ts` for `src/plugin/bigIntSupport/index.js`), its page of docs —
 * describes that source: it comes after it.
 */
function namesakesAfter(tasks: readonly LinkCandidate[], snapshot: Snapshot): Edge[] {
  const created = (task: LinkCandidate) => (task.files ?? []).filter((f) => !snapshot.has(f) && !isTestPath(f));
  const edges: Edge[] = [];
  for (const source of tasks) {
    const stems = new Set(
      created(source)
        .filter((f) => kindOf(f) === 'source' && !/\.d\.[mc]?ts$/.test(f))
        .flatMap(sourceStems),
    );
    if (stems.size === 0) continue;
    for (const namesake of tasks)
      if (namesake.id !== source.id && created(namesake).some((f) => stems.has(stemName(f)) && !(source.files ?? []).includes(f)))
        edges.push({ from: namesake.id, to: source.id });
  }
  return edges;
}

/** Rule 2: the tasks changing a file that one of the task's files imports, `hops` imports away. */
function importedTasks(task: LinkCandidate, reached: Map<string, number>, hops: number, owners: Map<string, string[]>): string[] {
  return ownersOf(
    task,
    [...reached].flatMap(([file, at]) => (at === hops ? [file] : [])),
    owners,
  );
}

/**
 * Import hops followed: a route that imports a service that imports the model still builds on it.
 * Only direct imports where an import names a package or a class (Java, Kotlin, PHP, Go, Rust):
 * those graphs are dense, and three hops through a facade (jsoup's tree builder → `Document` →
 * `Jsoup` → `Cleaner`) reach files the code does not build on.
 */
const IMPORT_DEPTH = 3;
const QUALIFIED_DEPTH = 1;
/** Files read at most per task, so one hub file cannot make the walk cover the repository. */
const IMPORT_WALK_MAX = 200;

/** The files `files` import, directly (1) or through up to IMPORT_DEPTH hops, with the fewest hops to each (without `files` themselves). */
function reachedImports(files: readonly string[], index: RepoIndex): Map<string, number> {
  const seen = new Set(files);
  const reached = new Map<string, number>();
  let frontier = [...files];
  // A file that imports the task's own files back is a peer in a cycle (a server that imports its
  // protocols for their types), not a foundation: what it imports is no more than the task's siblings.
  const peer = (file: string) => index.importsOf(file).some((f) => files.includes(f));
  const walked = (file: string, depth: number) => depth === 0 || (!peer(file) && (depth < QUALIFIED_DEPTH || !readsQualified(file)));
  for (let depth = 0; depth < IMPORT_DEPTH && frontier.length > 0 && seen.size < IMPORT_WALK_MAX; depth++) {
    const next: string[] = [];
    for (const file of frontier)
      for (const imported of walked(file, depth) ? index.importsOf(file) : []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        reached.set(imported, depth + 1);
        next.push(imported);
      }
    frontier = next;
  }
  return reached;
}

/** Rule 3: (later layer → earlier layer) pairs, neighbouring layers first, then in id order. */
function layerPairs(tasks: readonly LinkCandidate[]): Edge[] {
  const layered = tasks.flatMap((task) => {
    const layer = taskLayer(task.files ?? []);
    return layer ? [{ id: task.id, layer }] : [];
  });
  const pairs: (Edge & { distance: number })[] = [];
  for (const after of layered)
    for (const before of layered) {
      const distance = layerDistance(before.layer, after.layer);
      if (distance > 0) pairs.push({ from: after.id, to: before.id, distance });
    }
  return pairs.sort((a, b) => a.distance - b.distance || compareTaskIds(a.from, b.from) || compareTaskIds(a.to, b.to));
}

/** One link per task, in id order, its dependencies in id order (at most MAX_PER_LINK a link). */
function grouped(edges: readonly Edge[]): Links {
  const byTask = new Map<string, string[]>();
  for (const { from, to } of edges) byTask.set(from, [...(byTask.get(from) ?? []), to]);
  const links: Links = [];
  for (const id of [...byTask.keys()].sort(compareTaskIds)) {
    const deps = (byTask.get(id) as string[]).sort(compareTaskIds);
    for (let i = 0; i < deps.length; i += MAX_PER_LINK) links.push({ task_id: id, depends_on: deps.slice(i, i + MAX_PER_LINK) });
  }
  return links;
}
