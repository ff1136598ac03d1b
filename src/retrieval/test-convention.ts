// Where a repository puts the test of a source file, learned from the pairs it already has: the
// test's name around the source's (`{}.test.ts`, `test_{}.py`, `{}_test.go`) and the folder it
// sits in (beside the source, or under a parallel tree such as `src/a` → `test/a`). A rule counts
// only when at least MIN_PAIRS pairs follow it: one odd pair is not a convention.
import { baseName, entryModulePath } from './classify.js';

const MIN_PAIRS = 2;

interface Rule {
  /** The sources' extension: a rule learned from TypeScript says nothing of Python. */
  ext: string;
  /** The test's file name with the source's stem as `{}`. */
  name: string;
  /** The source folder's leading part, and what replaces it for the test ('' at the root). */
  from: string;
  to: string;
  pairs: number;
  /** The top folders of the sources its pairs came from. */
  tops: Set<string>;
  /**
   * Top folders whose sources of this language pair with tests another way. A rule that keeps
   * tests in the source's own folder (`from` ''), learned under typer's `docs_src/testing/`, says
   * nothing of `typer/main.py`, whose folder's sources have their tests under `tests/`.
   */
  elsewhere: Set<string>;
  /**
   * Whether any pair's folders below `from` and `to` were the same (`src/a/b` → `test/a/b`): the
   * tests mirror the sources' tree. When none was, a source deeper down gets its test in `to`
   * itself — RestSharp keeps every test flat in `test/RestSharp.Tests/`, with no `Request/` under it.
   */
  deep: boolean;
  /** How many of its pairs' sources sit in each folder. */
  dirs: Map<string, number>;
  /** Learned from folders' entry files tested under the folder's name (entryModulePath): applies to entry files only. */
  entry: boolean;
}

const topOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '');
const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const extOf = (path: string) => {
  const name = baseName(path);
  return name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
};
const stemOf = (path: string) => {
  const name = baseName(path);
  const dot = name.indexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

/** Words a test's name adds to its source's: `{}.test.ts`, `test_{}.py`, `{}Tests.cs`, `{}IT.java`, `{}TestCase.php`. */
const TEST_MARKERS = new Set(['test', 'tests', 'spec', 'specs', 'unit', 'integration', 'functional', 'e2e', 'it', 'case']);

/**
 * Whether a name template adds nothing but test markers to the stem: ecto_sql's
 * `ecto.dump_load_test.exs` tests `ecto.dump.ex` and `ecto.load.ex`, whose stems read `ecto`, and
 * `{}.dump_load_test.exs` is no convention (it named a runner's test `runner.dump_load_test.exs`).
 */
function onlyTestMarkers(name: string): boolean {
  const affixes = name.replace('{}', ' ').replace(/\.[A-Za-z0-9]+$/, '');
  const words = affixes.split(/[\s._-]+|(?<=[a-z])(?=[A-Z])/).filter((w) => w !== '');
  return words.every((w) => TEST_MARKERS.has(w.toLowerCase()));
}

/** The rule one (source, test) pair follows, if its test's name holds the source's stem. */
function ruleOf(source: string, test: string): Omit<Rule, 'pairs' | 'tops' | 'elsewhere' | 'dirs'> | undefined {
  const own = ruleOfPath(source, test);
  if (own) return { ...own, entry: false };
  const entry = entryModulePath(source);
  const named = entry === undefined ? undefined : ruleOfPath(entry, test);
  return named ? { ...named, entry: true } : undefined;
}

function ruleOfPath(source: string, test: string): Omit<Rule, 'pairs' | 'tops' | 'elsewhere' | 'dirs' | 'entry'> | undefined {
  const stem = stemOf(source);
  const testName = baseName(test);
  const at = testName.indexOf(stem);
  if (stem === '' || at < 0) return undefined;
  const name = `${testName.slice(0, at)}{}${testName.slice(at + stem.length)}`;
  if (!onlyTestMarkers(name)) return undefined;
  // The folders' longest common tail of segments stays; what comes before it is swapped.
  const a = dirOf(source) === '' ? [] : dirOf(source).split('/');
  const b = dirOf(test) === '' ? [] : dirOf(test).split('/');
  let tail = 0;
  while (tail < a.length && tail < b.length && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return {
    ext: extOf(source),
    name,
    from: a.slice(0, a.length - tail).join('/'),
    to: b.slice(0, b.length - tail).join('/'),
    deep: tail > 0,
  };
}

/** The conventions of the given (source, test) pairs, most followed first. */
export function testConventions(given: Iterable<[string, string]>): Rule[] {
  const pairs = [...given];
  const rules = new Map<string, Rule>();
  for (const [source, test] of pairs) {
    const rule = ruleOf(source, test);
    if (!rule) continue;
    const key = `${rule.ext}\n${rule.name}\n${rule.from}\n${rule.to}\n${rule.entry}`;
    const known = rules.get(key);
    if (known) {
      known.pairs++;
      known.deep ||= rule.deep;
      known.tops.add(topOf(source));
      known.dirs.set(dirOf(source), (known.dirs.get(dirOf(source)) ?? 0) + 1);
    } else rules.set(key, { ...rule, pairs: 1, tops: new Set([topOf(source)]), elsewhere: new Set(), dirs: new Map([[dirOf(source), 1]]) });
  }
  const paired = new Map<string, Set<string>>();
  for (const [source] of pairs) paired.set(extOf(source), (paired.get(extOf(source)) ?? new Set()).add(topOf(source)));
  // An entry file's rule is learned on its folder's virtual path: its counts are that path's.
  for (const rule of rules.values()) if (rule.entry) rule.dirs = new Map([...rule.dirs].map(([dir, n]) => [dirOf(dir), n]));
  for (const rule of rules.values()) for (const top of paired.get(rule.ext) ?? []) if (!rule.tops.has(top)) rule.elsewhere.add(top);
  return [...rules.values()].filter((r) => r.pairs >= MIN_PAIRS).sort((x, y) => y.pairs - x.pairs || (x.name < y.name ? -1 : 1));
}

/**
 * Where the test of `source` would go by the convention its folder's own sources follow most, else
 * the most specific one that applies to its folder (the longest matching `from`, then the most
 * followed), or undefined when none does. swoosh tests an adapter in `test/swoosh/adapters/` (31
 * pairs) and a few again in `test/integration/adapters/` (7): the more specific rule is the rarer.
 */
const UNTESTED_FOLDERS = /^(?:examples?|_examples?|benches|benchmarks?|scripts)$/i;

export function conventionalTestPath(source: string, rules: readonly Rule[]): string | undefined {
  // A folder's entry file is tested under the folder's name where the repository does so.
  const entry = entryModulePath(source);
  const named =
    entry === undefined
      ? undefined
      : testPathBy(
          entry,
          rules.filter((r) => r.entry),
        );
  return (
    named ??
    testPathBy(
      source,
      rules.filter((r) => !r.entry),
    )
  );
}

function testPathBy(source: string, rules: readonly Rule[]): string | undefined {
  const dir = dirOf(source);
  const ext = extOf(source);
  // A package's own module (`__init__.py`, `__main__.py`) is tested through what it exports: no
  // repository names a test `test___init__.py`.
  if (/^__\w+__$/.test(stemOf(source))) return undefined;
  // Examples, benchmarks and scripts are programs that show or measure the code: a rule learned
  // elsewhere says nothing of them (lipgloss's `examples/*/main.go` have no `main_test.go`), one
  // learned among them does (typer's `docs_src/testing/app01/test_main.py`).
  const top = topOf(source);
  const besides = (r: Rule) => !r.elsewhere.has(top) && (!UNTESTED_FOLDERS.test(top) || r.tops.has(top));
  const applies = (r: Rule) => r.ext === ext && (r.from === '' ? besides(r) : dir === r.from || dir.startsWith(`${r.from}/`));
  const local = (r: Rule) => r.dirs.get(dir) ?? 0;
  // Two rules the folder's sources follow equally (http.rb's `request/body.rb` is tested in
  // `test/http/request/` and, by its name's chance, in `test/http/options/`): the repository's own.
  const rule = [...rules]
    .filter(applies)
    .sort((x, y) => local(y) - local(x) || (local(x) > 0 ? y.pairs - x.pairs : 0) || y.from.length - x.from.length || y.pairs - x.pairs)[0];
  if (!rule) return undefined;
  const rest = !rule.deep ? '' : rule.from === '' ? dir : dir.slice(rule.from.length).replace(/^\//, '');
  const folder = [rule.to, rest].filter((p) => p !== '').join('/');
  const name = rule.name.replace('{}', stemOf(source));
  return folder === '' ? name : `${folder}/${name}`;
}
