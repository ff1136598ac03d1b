// The repository index: built once per snapshot, for ranking files against a requirement and for
// the agents' tools. BM25F over three fields — path (×3), declared symbols (×2) and text (×1) —
// with identifier-aware tokens; a symbol table with definition lines; the relative-import graph;
// test ↔ source pairs; and co-change counts when git history is given. No planner dependency.
// Two readings of declarations: the fast line scanner at build time (the ranking field, and which
// files may define a name), and the grammars (syntax.ts) for the symbol table itself, parsed on
// demand per file and kept: parsing every file of a large repository up front would cost seconds.
import { historyOf } from '../repo/history.js';
import type { Snapshot } from '../repo/types.js';
import { type FileKind, isNoise, kindOf, sourceStems, stemName } from './classify.js';
import { testsNothing } from './fixtures.js';
import { importsOf } from './imports.js';
import { goModuleOf, type PackageRoots, pathLookup, psr4RootsOf } from './imports-qualified.js';
import { type NearName, nearestNames } from './nearest.js';
import { listSymbols } from './declarations.js';
import { type SymbolDef, symbolsIn } from './symbols.js';
import { conventionalTestPath, testConventions } from './test-convention.js';
import { queryTerms, tokenize } from './tokens.js';
import { rustTestParents } from './rust-tests.js';
import { countInParallel } from './count-parallel.js';
import { type CountedFiles, countFiles, FIELD_SPACE, type FileToCount, mergeCounts, TEXT_CAP, UNIT } from './count-terms.js';

const FIELDS = [
  { name: 'path', weight: 3, b: 0.3 },
  { name: 'symbols', weight: 2, b: 0.5 },
  // Less length normalisation than the textbook 0.75: the long files of a code base are its hubs,
  // where changes land more often (tuned with `cplan backtest`, docs/benchmarks.md).
  { name: 'text', weight: 1, b: 0.5 },
] as const;
const K1 = 1.2;
/** Lines packed beside a document number (longer files: their later names are placed at this line). */
const LINE_SPACE = 2 ** 20;
/** Files findSymbol parses at most: those whose text weighs the name most. */
const FIND_CANDIDATES = 100;

export interface IndexedFile {
  path: string;
  kind: FileKind;
}

export interface RankedFile {
  path: string;
  kind: FileKind;
  score: number;
  /** Query terms found in the file. */
  matched: string[];
  /** The first line that holds a matched term, for pointing at a symbol. */
  line?: number;
}

/** Why a file relates to another one (RepoIndex.relatedTo); a file may have several reasons. */
export interface RelatedFile {
  path: string;
  kind: FileKind;
  score: number;
  /** A test of the file (same name), or the file a test tests. */
  test?: 'test' | 'tested';
  /** The file imports it. */
  imported?: boolean;
  /** It imports the file. */
  importer?: boolean;
  /** Commits of the history that changed both. */
  coChanged?: number;
}

/** Where a ranked file's matched terms are: in its path, in names it declares, or only in its text. */
export interface MatchedFields {
  path: string[];
  /** Declared names holding a matched term, in file order. */
  symbols: string[];
  text: string[];
}

export interface IndexOptions {
  /** File sets of earlier commits (newest first), for co-change. */
  history?: string[][];
}

/** A term's documents and, for each, its field-weighted, length-normalised frequency (BM25F). */
interface Postings {
  docs: Int32Array;
  tfs: Float64Array;
}

export class RepoIndex {
  readonly files: IndexedFile[] = [];
  private readonly byPath = new Map<string, number>();
  /**
   * Every term's postings in two flat arrays, term by term (`starts[id]` to `starts[id + 1]`): one
   * allocation for a repository instead of two growing arrays per term (hundreds of thousands).
   */
  private termIds = new Map<string, number>();
  private starts = new Int32Array(1);
  private docs = new Int32Array(0);
  private tfs = new Float64Array(0);
  /**
   * Names the line scanner finds, and where (doc and line packed in one number; a name declared
   * more than once has its other places in `again`): nearestSymbols' vocabulary and findSymbol's
   * first candidates. Built on first use: a large repository declares millions of names, and most
   * runs never ask for a near miss.
   */
  private declarations: { first: Map<string, number>; again: Map<string, number[]> } | undefined;
  /** Declarations as the grammars read them, per file, parsed on first use. */
  private readonly parsed = new Map<string, SymbolDef[]>();
  private readonly imports = new Map<string, string[]>();
  private readonly importers = new Map<string, string[]>();
  private readonly tests = new Map<string, string[]>();
  private readonly tested = new Map<string, string[]>();
  private readonly coChange = new Map<string, Map<string, number>>();
  private readonly changes = new Map<string, number>();
  private commits = 0;
  /** Source and test files longer than TEXT_CAP: ranked by their head, but their names declared past it still count. */
  private readonly long: number[] = [];
  /** The names the line scanner sees declared past TEXT_CAP in each long file (read on first use). */
  private tails: Map<number, Set<string>> | undefined;

  constructor(
    private readonly snapshot: Snapshot,
    options: IndexOptions = {},
  ) {
    const paths = snapshot.listPaths();
    // Pass 1 counts each file's terms (count-terms.ts), in worker threads for a large repository
    // when the workers are there; pass 2, once the average field lengths are known, turns the
    // counts into BM25F frequencies.
    const files: FileToCount[] = paths.map((path) => {
      const kind = kindOf(path);
      this.byPath.set(path, this.files.length);
      this.files.push({ path, kind });
      const text = snapshot.readFile(path) ?? '';
      if (text.length > TEXT_CAP && (kind === 'source' || kind === 'test')) this.long.push(this.files.length - 1);
      return { path, kind, text: text.slice(0, TEXT_CAP), capped: text.length > TEXT_CAP };
    });
    const modules = packageRoots(paths, snapshot);
    const counted = mergeCounts(countInParallel(files, paths, modules) ?? [countFiles(files, paths, modules)]);
    this.fillPostings(counted);
    this.termIds = counted.numbers;
    this.linkFiles(paths, modules, counted.imports, options.history ?? []);
  }

  /** Every name the line scanner finds declared, with its places (built once, on first use). */
  private scannedDeclarations(): { first: Map<string, number>; again: Map<string, number[]> } {
    if (this.declarations) return this.declarations;
    const first = new Map<string, number>();
    const again = new Map<string, number[]>();
    this.files.forEach((file, doc) => {
      if (file.kind !== 'source' && file.kind !== 'test') return;
      for (const s of listSymbols(this.snapshot.readFile(file.path) ?? '')) {
        const packed = doc * LINE_SPACE + Math.min(s.line, LINE_SPACE - 1);
        if (first.has(s.name)) push(again, s.name, packed);
        else first.set(s.name, packed);
      }
    });
    this.declarations = { first, again };
    return this.declarations;
  }

  /** Where the line scanner saw `name` declared. */
  private scanned(name: string): { path: string; line: number }[] {
    const { first: firsts, again } = this.scannedDeclarations();
    const first = firsts.get(name);
    if (first === undefined) return [];
    return [first, ...(again.get(name) ?? [])].map((packed) => ({
      path: (this.files[Math.floor(packed / LINE_SPACE)] as IndexedFile).path,
      line: packed % LINE_SPACE,
    }));
  }

  /** Pass 2: the documents of each term, counted first, then filled in place (BM25F frequencies). */
  private fillPostings(counted: CountedFiles): void {
    const termCount = counted.terms.length;
    const docCount = counted.offsets.length - 1;
    const totals = FIELDS.map((_, f) => {
      let total = 0;
      for (let doc = 0; doc < docCount; doc++) total += counted.lengths[doc * 3 + f] as number;
      return total;
    });
    const average = totals.map((t) => Math.max(1, t / Math.max(1, docCount)));
    const starts = new Int32Array(termCount + 1);
    for (const id of counted.ids) starts[id + 1] = (starts[id + 1] as number) + 1;
    for (let id = 0; id < termCount; id++) starts[id + 1] = (starts[id + 1] as number) + (starts[id] as number);
    const docs = new Int32Array(starts[termCount] as number);
    const tfs = new Float64Array(docs.length);
    const next = starts.slice(0, termCount);
    for (let doc = 0; doc < docCount; doc++) {
      const [wPath, wSymbols, wText] = FIELDS.map(
        (field, i) => field.weight / (1 - field.b + (field.b * (counted.lengths[doc * 3 + i] as number)) / (average[i] as number)),
      ) as [number, number, number];
      for (let k = counted.offsets[doc] as number; k < (counted.offsets[doc + 1] as number); k++) {
        const packed = counted.counts[k] as number;
        const path = Math.floor(packed / UNIT[0]);
        const symbols = Math.floor(packed / UNIT[1]) % FIELD_SPACE;
        const text = packed % FIELD_SPACE;
        const id = counted.ids[k] as number;
        const at = next[id] as number;
        next[id] = at + 1;
        docs[at] = doc;
        tfs[at] = wPath * path + wSymbols * symbols + wText * text;
      }
    }
    this.starts = starts;
    this.docs = docs;
    this.tfs = tfs;
  }

  /** A term's postings, as views into the flat arrays. */
  private postingsOf(term: string): Postings | undefined {
    const id = this.termIds.get(term);
    if (id === undefined) return undefined;
    const from = this.starts[id] as number;
    const to = this.starts[id + 1] as number;
    return { docs: this.docs.subarray(from, to), tfs: this.tfs.subarray(from, to) };
  }

  /** Test pairs, the import graph (`imports`: per file as counted, null where not read yet) and co-change. */
  private linkFiles(paths: string[], modules: PackageRoots, imports: (string[] | null)[], history: string[][]): void {
    const sourcesByStem = new Map<string, string[]>();
    for (const file of this.files)
      if (file.kind === 'source') for (const stem of sourceStems(file.path)) push(sourcesByStem, stem, file.path);
    // Capped files (their imports were not read while counting) only.
    const lookup = pathLookup(paths, modules);
    this.files.forEach((file, doc) => {
      // A fixture or helper among the tests is no source's test (fixtures.ts).
      if (file.kind === 'test' && !testsNothing(file.path, this.snapshot.readFile(file.path) ?? '')) {
        const read = (path: string) =>
          this.files[this.byPath.get(path) ?? -1]?.kind === 'source' ? this.snapshot.readFile(path) : undefined;
        const paired = [...pairedSources(file.path, sourcesByStem.get(stemName(file.path)) ?? []), ...rustTestParents(file.path, read)];
        for (const source of paired) {
          push(this.tests, source, file.path);
          push(this.tested, file.path, source);
        }
      }
      if (file.kind !== 'source' && file.kind !== 'test') return;
      const targets = imports[doc] ?? importsOf(file.path, this.snapshot.readFile(file.path) ?? '', lookup.has, lookup);
      this.imports.set(file.path, targets);
      for (const target of targets) push(this.importers, target, file.path);
    });
    // A source's nearest test first: zap's `zapcore/increase_level.go` is tested by
    // `zapcore/increase_level_test.go`, not by the root package's test of the same name.
    for (const [source, tests] of this.tests) tests.sort((a, b) => sharedFolders(b, source) - sharedFolders(a, source));
    const known = new Set(paths);
    this.commits = history.length;
    for (const commit of history) {
      const files = commit.filter((p) => known.has(p) && !isNoise(p));
      for (const file of files) this.changes.set(file, (this.changes.get(file) ?? 0) + 1);
      if (files.length < 2 || files.length > 30) continue;
      for (const a of files) {
        const row = this.coChange.get(a) ?? new Map<string, number>();
        for (const b of files) if (a !== b) row.set(b, (row.get(b) ?? 0) + 1);
        this.coChange.set(a, row);
      }
    }
  }

  /**
   * Files ranked by BM25F for a query (a requirement), best first; noise files never. `stress`
   * weighs some terms more (the offline planner's title words); the others count once.
   */
  search(query: string, limit = 50, stress?: ReadonlyMap<string, number>): RankedFile[] {
    const ranked: RankedFile[] = [];
    for (const [doc, { score, matched }] of this.scores(query, stress)) {
      const file = this.files[doc] as IndexedFile;
      if (file.kind === 'noise') continue;
      ranked.push({ path: file.path, kind: file.kind, score, matched });
    }
    ranked.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
    return ranked.slice(0, limit).map((r) => this.withLine(r));
  }

  /** The given files as `search` scores them (0, nothing matched, for a file the query misses); noise and unknown paths never. */
  scoreFiles(query: string, paths: readonly string[], stress?: ReadonlyMap<string, number>): RankedFile[] {
    const scores = this.scores(query, stress);
    return paths.flatMap((path) => {
      const doc = this.byPath.get(path);
      const file = doc === undefined ? undefined : this.files[doc];
      if (doc === undefined || !file || file.kind === 'noise') return [];
      const { score, matched } = scores.get(doc) ?? { score: 0, matched: [] };
      return [this.withLine({ path, kind: file.kind, score, matched })];
    });
  }

  private withLine(r: RankedFile): RankedFile {
    return { ...r, ...lineOf(this.snapshot.readFile(r.path) ?? '', r.matched) };
  }

  /** BM25F per file holding any of the query's terms. */
  private scores(query: string, stress?: ReadonlyMap<string, number>): Map<number, { score: number; matched: string[] }> {
    const terms = queryTerms(query);
    const n = this.files.length;
    const scores = new Map<number, { score: number; matched: string[] }>();
    for (const term of terms) {
      const list = this.postingsOf(term);
      if (!list) continue;
      const df = list.docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5)) * (stress?.get(term) ?? 1);
      for (let i = 0; i < df; i++) {
        const doc = list.docs[i] as number;
        const tf = list.tfs[i] as number;
        const entry = scores.get(doc) ?? { score: 0, matched: [] };
        entry.score += (idf * tf) / (K1 + tf);
        entry.matched.push(term);
        scores.set(doc, entry);
      }
    }
    return scores;
  }

  /** The files holding a term (as the index counts terms: stemmed words, whole identifiers), in index order. */
  filesWith(term: string): string[] {
    const list = this.postingsOf(term);
    return list ? [...list.docs].map((doc) => (this.files[doc] as IndexedFile).path) : [];
  }

  /** How much finding a term says (BM25's inverse document frequency); 0 for a term no file holds. */
  termWeight(term: string): number {
    const list = this.postingsOf(term);
    if (!list) return 0;
    const df = list.docs.length;
    return Math.log(1 + (this.files.length - df + 0.5) / (df + 0.5));
  }

  /** The declarations of a source or test file, by its grammar when one reads it (with last lines). */
  symbolsOf(path: string): SymbolDef[] {
    const doc = this.byPath.get(path);
    if (doc === undefined) return [];
    const file = this.files[doc] as IndexedFile;
    if (file.kind !== 'source' && file.kind !== 'test') return [];
    let symbols = this.parsed.get(path);
    if (!symbols) {
      symbols = symbolsIn(path, this.snapshot.readFile(path) ?? '');
      this.parsed.set(path, symbols);
    }
    return symbols;
  }

  /**
   * Definitions of a symbol by exact name, as the files' grammars read them: the files where the
   * line scanner saw it declared, and those whose text holds the name (at most FIND_CANDIDATES).
   */
  findSymbol(name: string): { path: string; line: number }[] {
    const candidates = new Set<string>();
    // The files that weigh the name most (declared names count twice their text) come first.
    const whole = tokenize(name).at(-1);
    const list = whole === undefined ? undefined : this.postingsOf(whole);
    const order = list
      ? Array.from(list.docs, (doc, i) => ({ doc, tf: list.tfs[i] as number })).sort((a, b) => b.tf - a.tf || a.doc - b.doc)
      : [];
    for (const { doc } of order.slice(0, FIND_CANDIDATES)) candidates.add((this.files[doc] as IndexedFile).path);
    // A long file's text is counted up to TEXT_CAP (typer's `main.py` declares `launch` at 68 KB):
    // one that writes the name anywhere is a candidate too.
    const long = this.declaredPastCap(name);
    for (const doc of long) candidates.add((this.files[doc] as IndexedFile).path);
    const out: { path: string; line: number }[] = [];
    for (const path of [...candidates].sort()) for (const s of this.symbolsOf(path)) if (s.name === name) out.push({ path, line: s.line });
    // A name the grammars do not read (another language) or no file's text weighs enough: the line
    // scanner's places — among the files whose text holds the name (a file that declares it does),
    // so that a name no file writes (a new option the requirement asks for) costs nothing.
    if (out.length > 0) return out;
    // A name with no word of its own (`_`, a stop word) has no postings to narrow the search by.
    if (whole === undefined) return this.scanned(name);
    if (this.declarations) return this.scanned(name);
    return this.scannedIn(new Set([...(list?.docs ?? []), ...long]), name, new Set(long));
  }

  /**
   * The long files whose text past TEXT_CAP declares `name`, as the line scanner sees it: at most
   * FIND_CANDIDATES, so that a name every long file writes (`request`) parses no more files than
   * the ranked text gives (a thousand 100 KB files took 45 s to parse where 5 s had been the cost).
   */
  private declaredPastCap(name: string): number[] {
    if (!this.tails) {
      this.tails = new Map();
      for (const doc of this.long) {
        const text = this.snapshot.readFile((this.files[doc] as IndexedFile).path) ?? '';
        const from = text.lastIndexOf('\n', TEXT_CAP) + 1;
        this.tails.set(doc, new Set(listSymbols(text.slice(from)).map((s) => s.name)));
      }
    }
    const out: number[] = [];
    for (const [doc, names] of this.tails) if (names.has(name) && out.push(doc) >= FIND_CANDIDATES) break;
    return out;
  }

  /** Where the line scanner sees `name` declared in the documents `docs`. */
  private scannedIn(docs: Iterable<number>, name: string, whole: ReadonlySet<number>): { path: string; line: number }[] {
    const out: { path: string; line: number }[] = [];
    for (const doc of docs) {
      const file = this.files[doc] as IndexedFile;
      if (file.kind !== 'source' && file.kind !== 'test') continue;
      // The heads the postings came from; a long file that declares the name past them, whole.
      const text = this.snapshot.readFile(file.path) ?? '';
      for (const s of listSymbols(whole.has(doc) ? text : text.slice(0, TEXT_CAP)))
        if (s.name === name) out.push({ path: file.path, line: Math.min(s.line, LINE_SPACE - 1) });
    }
    return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  }

  kindOf(path: string): FileKind | undefined {
    const doc = this.byPath.get(path);
    return doc === undefined ? undefined : (this.files[doc] as IndexedFile).kind;
  }

  testsFor(path: string): string[] {
    return this.tests.get(path) ?? [];
  }

  private conventions: ReturnType<typeof testConventions> | undefined;

  /**
   * Where a new test of `source` would go by the repository's own convention (learned from the
   * source/test pairs it has), unless a file is already there; undefined when there is none.
   */
  newTestPathFor(source: string): string | undefined {
    this.conventions ??= testConventions([...this.tests].flatMap(([src, tests]) => tests.map((t): [string, string] => [src, t])));
    const path = conventionalTestPath(source, this.conventions);
    return path === undefined || this.byPath.has(path) ? undefined : path;
  }

  /** The sources a test file tests (same name): testsFor the other way round. */
  sourcesOf(testPath: string): string[] {
    return this.tested.get(testPath) ?? [];
  }

  importsOf(path: string): string[] {
    return this.imports.get(path) ?? [];
  }

  importersOf(path: string): string[] {
    return this.importers.get(path) ?? [];
  }

  /** How many commits of the given history changed `path`. */
  changeCount(path: string): number {
    return this.changes.get(path) ?? 0;
  }

  /** How many commits of history were given. */
  historyLength(): number {
    return this.commits;
  }

  /** True when git history was given (co-change and change counts mean something). */
  get hasHistory(): boolean {
    return this.changes.size > 0;
  }

  /** Defined names nearest to `name` (typos, case, shared tokens), with their definitions; never `name` itself. */
  nearestSymbols(name: string, limit = 5): (NearName & { definitions: { path: string; line: number }[] })[] {
    const names = this.scannedDeclarations().first.keys();
    return nearestNames(name, names, limit).map((near) => ({ ...near, definitions: this.scanned(near.name) }));
  }

  /**
   * Files related to `path`, best first, never noise nor `path` itself: its tests (or, for a test,
   * the file it tests), what it imports, what imports it, and what changed with it in the history.
   */
  relatedTo(path: string, limit = 50): RelatedFile[] {
    const found = new Map<string, RelatedFile>();
    const add = (other: string, score: number, reason: Partial<RelatedFile>) => {
      const kind = this.kindOf(other);
      if (other === path || kind === undefined || kind === 'noise') return;
      const related = found.get(other) ?? { path: other, kind, score: 0 };
      Object.assign(related, reason, { score: related.score + score });
      found.set(other, related);
    };
    for (const test of this.testsFor(path)) add(test, 3, { test: 'test' });
    for (const source of this.sourcesOf(path)) add(source, 3, { test: 'tested' });
    for (const importer of this.importersOf(path)) add(importer, 2, { importer: true });
    for (const target of this.importsOf(path)) add(target, 1.5, { imported: true });
    for (const { path: other, count } of this.coChanged(path)) add(other, Math.min(2, 0.5 * count), { coChanged: count });
    return [...found.values()].sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1)).slice(0, limit);
  }

  /** Which of `terms` (a ranking's `matched`) a file holds in its path, in names it declares, or only in its text. */
  matchedFields(path: string, terms: readonly string[]): MatchedFields {
    const inPath = new Set(tokenize(path));
    const out: MatchedFields = { path: [], symbols: [], text: [] };
    const inSymbols = new Set<string>();
    for (const symbol of this.symbolsOf(path)) {
      const tokens = new Set(tokenize(symbol.name));
      const hit = terms.filter((t) => tokens.has(t));
      if (hit.length === 0) continue;
      if (!out.symbols.includes(symbol.name)) out.symbols.push(symbol.name);
      for (const t of hit) inSymbols.add(t);
    }
    for (const term of terms) {
      if (inPath.has(term)) out.path.push(term);
      else if (!inSymbols.has(term)) out.text.push(term);
    }
    return out;
  }

  /**
   * The test that changed with `path` most often, in at least LEAST_CHANGED_WITH commits: where the
   * cases of a source with no test of its name live (flask's `app.py` in `tests/test_basic.py`).
   */
  changedWithTest(path: string): { path: string; count: number } | undefined {
    // A helper among the tests (`tests/utils/__init__.py`) changes with the code too, but holds no case.
    return this.coChanged(path).find(
      (c) => c.count >= LEAST_CHANGED_WITH && this.kindOf(c.path) === 'test' && !testsNothing(c.path, this.snapshot.readFile(c.path) ?? ''),
    );
  }

  /** Files that changed together with `path` in the given history, most often first. */
  coChanged(path: string): { path: string; count: number }[] {
    return [...(this.coChange.get(path) ?? new Map<string, number>())]
      .map(([other, count]) => ({ path: other, count }))
      .sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1));
  }
}

/** A test that changed with a source in fewer commits than this is not where its tests live. */
const LEAST_CHANGED_WITH = 3;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The first line holding one of the terms (tokenized the same way), 1-based. */
function lineOf(text: string, terms: string[]): { line?: number } {
  const wanted = new Set(terms);
  let start = 0;
  for (let line = 1; start < text.length && line <= 5000; line++) {
    const end = text.indexOf('\n', start);
    const content = text.slice(start, end < 0 ? text.length : end);
    if (content.length <= 400 && tokenize(content).some((t) => wanted.has(t))) return { line };
    if (end < 0) break;
    start = end + 1;
  }
  return {};
}

const cache = new WeakMap<Snapshot, RepoIndex>();

/** The index of a snapshot, built on first use and kept with it (snapshots are cached by commit). */
export function indexSnapshot(snapshot: Snapshot): RepoIndex {
  const cached = cache.get(snapshot);
  if (cached) return cached;
  const history = historyOf(snapshot);
  const index = new RepoIndex(snapshot, history ? { history } : {});
  cache.set(snapshot, index);
  return index;
}

/** Names too common to pair a test with a source by name alone (`index.ts` in every folder). */
const GENERIC_STEMS = new Set(['index', 'main', 'mod', 'init']);
/** Folders that say where code or tests live, not what they are about. */
const ROOT_FOLDERS = new Set([
  'src',
  'source',
  'lib',
  'test',
  'tests',
  'spec',
  'specs',
  '__tests__',
  'unit',
  'e2e',
  'integration',
  'pkg',
  'internal',
]);

/** Folders of programs that show or measure the code. */
const PROGRAM_FOLDER = /(?:^|\/)(?:examples?|_examples?|benches|benchmarks?)$/i;
/** The path up to its first examples or benchmarks folder, else its first folder. */
function programRoot(path: string): string {
  const parts = path.split('/').slice(0, -1);
  const at = parts.findIndex((part) => /^(?:examples?|_examples?|benches|benchmarks?)$/i.test(part));
  return at < 0 ? (parts[0] ?? '') : parts.slice(0, at + 1).join('/');
}

/** How many topic folders (not src/, test/, …) a test shares with a source, the source's own name counting as one. */
function sharedFolders(test: string, source: string): number {
  const folders = new Set(
    source
      .split('/')
      .slice(0, -1)
      .filter((f) => !ROOT_FOLDERS.has(f)),
  );
  folders.add(stemName(source));
  return test
    .split('/')
    .slice(0, -1)
    .filter((f) => !ROOT_FOLDERS.has(f) && folders.has(f.toLowerCase())).length;
}

/**
 * The sources a test tests, among those of its name: the ones sharing the most topic folders with
 * it (`test/unit/adapters/http.js` → `lib/adapters/http.js`, not `lib/http.js` elsewhere). A
 * generic name (`index`, `utils`) pairs only through a shared folder or beside its source, and a
 * test whose name is its folder's (`test/unit/utils/utils.js`) counts that folder as shared.
 */
function pairedSources(test: string, given: string[]): string[] {
  // An example or a benchmark is a program, not a unit: a test of its name elsewhere tests something
  // else (nom's `tests/json.rs` is no test of `examples/json.rs` nor of `benchmarks/benches/json.rs`).
  const sources = given.filter((source) => !PROGRAM_FOLDER.test(programRoot(source)) || test.startsWith(`${programRoot(source)}/`));
  if (sources.length === 0) return sources;
  const scored = sources.map((source) => ({ source, shared: sharedFolders(test, source) }));
  const best = Math.max(...scored.map((s) => s.shared));
  // Beside it, a generic name is no guess: cheerio's `src/index.spec.ts` tests `src/index.ts`.
  const folder = test.slice(0, Math.max(0, test.lastIndexOf('/')));
  const beside = (source: string) => source.slice(0, Math.max(0, source.lastIndexOf('/'))) === folder;
  if (best === 0) return GENERIC_STEMS.has(stemName(test)) ? sources.filter(beside) : sources;
  return scored.filter((s) => s.shared === best).map((s) => s.source);
}

/** What qualified imports resolve against: each go.mod's folder and module, each composer.json's PSR-4 roots (not vendored ones). */
function packageRoots(paths: readonly string[], snapshot: Snapshot): PackageRoots {
  const go: PackageRoots['go'][number][] = [];
  const php: PackageRoots['php'][number][] = [];
  for (const path of paths) {
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    const dir = slash < 0 ? '' : path.slice(0, slash);
    if (name === 'go.mod') {
      const module = goModuleOf(snapshot.readFile(path) ?? '');
      if (module) go.push({ dir, module });
    } else if (name === 'composer.json' && !path.split('/').includes('vendor')) {
      php.push(...psr4RootsOf((snapshot.readFile(path) ?? '').slice(0, COMPOSER_CAP), dir));
    }
  }
  return { go, php };
}

/** A composer.json bigger than this is no project's manifest. */
const COMPOSER_CAP = 1_000_000;
