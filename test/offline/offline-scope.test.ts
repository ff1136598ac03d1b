// How big a plan the requirement asks for (offline-scope.ts): the kind of change from the title's
// verb or the author's conventional type, one more file per sign of reach, and what that does to
// the files an offline plan names.
import { describe, expect, it } from 'vitest';
import {
  areaWords,
  changeStep,
  detailed,
  historyStep,
  isRefactor,
  keepsBehaviour,
  scopeKind,
  scopeOf,
  titleOf,
  withoutCommitType,
  wordingStep,
} from '../../src/offline/offline-scope.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { planGroups } from '../../src/offline/offline-domains.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

describe('titleOf', () => {
  it('reads a subject wrapped mid-sentence as one title, and a finished one or a list after it as apart', () => {
    expect(titleOf('\nFix SpotBugs USO_UNSAFE_METHOD_SYNCHRONIZATION in\nNullInputStream.mark()/reset().\n\nBody')).toBe(
      'Fix SpotBugs USO_UNSAFE_METHOD_SYNCHRONIZATION in NullInputStream.mark()/reset().',
    );
    expect(titleOf('Cache the index\nfor the second run')).toBe('Cache the index');
    expect(titleOf('Support the options of\n- the parser')).toBe('Support the options of');
    expect(titleOf('Support the options of\n\nThe parser')).toBe('Support the options of');
  });
});

describe('isRefactor', () => {
  it('reads a change of shape by its verb or its type, not a change of behaviour', () => {
    for (const title of [
      'Refactor code to avoid too much responsability on find_by_namespace',
      'refactor(core): split the parser',
      'Clean up the router',
      'lib: simplify the loop',
      'Move utility functions from _utils.py to _multipart.py',
      'Extract the parser into `src/parse/`',
    ])
      expect(isRefactor(title), title).toBe(true);
    for (const title of [
      'Fix the refactored parser',
      'Add a refactoring guide',
      'Move the cache to the environment',
      'feat: cleanup old sessions',
    ])
      expect(isRefactor(title), title).toBe(false);
  });
});

describe('keepsBehaviour', () => {
  it('keeps the tests passing for dead code, version bumps and same-behaviour types; not for a removal of behaviour', () => {
    for (const title of [
      'refactor: split the parser',
      'Remove dead code',
      'Remove unused require (#716)',
      'Remove unnecessary binary_type compatibility shim',
      'Update criterion 0.7 -> 0.8',
      'Bump serde from 1.0.1 to 1.0.200',
      'deps: upgrade the rack gem from 2.2 to 3.0',
      'Update dependency eslint to v9',
      'fix(deps): update rust crate serde to 1.0.200',
      'Update actions/checkout action to v4',
      'Bump the npm_and_yarn group across 1 directory with 2 updates',
      'perf: avoid an allocation per header',
      'style: format the router',
    ])
      expect(keepsBehaviour(title), title).toBe(true);
    for (const title of [
      'Remove splice handling (#715)',
      'Remove the `--legacy` flag',
      'Update the quota header to show the remaining calls',
      'Update docs for the timeout option',
      'feat: add an unused-variable check',
      'fix: remove stale sessions on logout',
      'Remove the obsolete legacy flag from the orders listing',
      'Remove warning for unused imports',
      'Remove unnecessary confirmation prompt before delete',
      'Remove unused public API Foo.bar',
      'Bump MSRV to 1.70',
      'Update API to v2',
      'build!: require Python 3.10',
    ])
      expect(keepsBehaviour(title), title).toBe(false);
  });
});

describe('scopeKind', () => {
  it.each([
    ['Fix line number in error message after multi-line interpolation', 'small'],
    ["Don't execute dotenv commands during dry run", 'small'],
    ['Do not let the GC close a borrowed stdout', 'small'],
    ['Reject negative integers when decoding into uint', 'small'],
    ['fix(binding): empty value error', 'small'],
    // The author's type says it first: a fix that adds a missing return is still a fix.
    ['fix(middleware): add missing return in RouteHeaders empty check', 'small'],
    ['[Bug] headers are merged twice', 'small'],
    ['Add `Find` to `Routes` interface', 'broad'],
    ['feat(context): add Scheme() with proper reverse proxy support', 'broad'],
    ['Refactor pager stream handling', 'broad'],
    ['Remove itemNil', 'broad'],
    ['feat: shipping cost by weight and zone', 'broad'],
    ['Use strings.Cut in a few places', 'medium'],
    // Commits that begin so are about as big as a change, not a fix or a feature.
    ['Allow empty bodies on DELETE', 'medium'],
    ['Support list patterns', 'medium'],
    ['Rename IconByID to IconByFeedID', 'medium'],
    ['Ensure hidden commands stay hidden', 'small'],
    ['Preserve trailing zeroes of parsed decimals', 'small'],
    ['Update the retry delay', 'medium'],
    ['修复登录页面的错误', 'small'],
    ['为接口增加限流', 'broad'],
    ['', 'medium'],
  ])('%s → %s', (title, kind) => {
    expect(scopeKind(`${title}\n\nA body that says "add" and "fix" changes nothing.`)).toBe(kind);
  });
});

describe('scopeOf', () => {
  it('gives a fix fewer files than a change, and a change fewer than a feature', () => {
    const fix = scopeOf('Fix the total of repeated cart items');
    const change = scopeOf('Update the cart total');
    const feature = scopeOf('Add a shipping cost to the cart');
    expect(fix.files).toBeLessThan(change.files);
    expect(change.files).toBeLessThan(feature.files);
    expect(fix.tests).toBeGreaterThan(0);
    // A change names the test of a source it changes as a fix and a feature do (backtest: 31 of
    // 81 changed plans gained a changed file, none lost one; docs/benchmarks.md).
    expect(change.tests).toBe(1);
    expect(feature.tests).toBe(1);
  });

  it('takes a file off when the title names its area, never below two', () => {
    expect(scopeOf('feat(router): add wildcard routes').files).toBe(scopeOf('Add wildcard routes').files - 1);
    expect(scopeOf('net/http: add a dial timeout').least).toBe(scopeOf('Add a dial timeout').least - 1);
    expect(scopeOf('fix(binding): empty value error').files).toBe(2);
  });

  it('takes a file off when the title names a declared identifier, and one more with an area', () => {
    const title = 'Add copy constructor to JsonSerializerSettings';
    expect(scopeOf(title, undefined, true).files).toBe(scopeOf(title).files - 1);
    expect(scopeOf(title, undefined, true).least).toBe(scopeOf(title).least - 1);
    expect(scopeOf(`feat(serializer): ${title}`, undefined, true).files).toBe(scopeOf(title).files - 2);
    expect(scopeOf('Fix JsonSerializerSettings copies', undefined, true).files).toBe(2);
  });

  it('adds a file per sign of reach (an option in the title, "every", docs), never past eight', () => {
    expect(scopeOf('Add a retry option').files).toBe(scopeOf('Add retries').files + 1);
    expect(scopeOf('Add a retry option to every client and document it in the README').reach).toBe(3);
    expect(scopeOf('Add a retry option to every client and document it in the README').files).toBe(8);
    // An option named only in the body is not a sign: bodies name options in passing.
    expect(scopeOf('Add retries\n\nThe option stays the same.').reach).toBe(0);
  });
});

describe('detailed', () => {
  const sentence = 'The reader keeps the last token when the buffer ends inside a multi-byte sequence. ';
  it('reads a body of 500 characters or three list items as a detailed requirement', () => {
    expect(detailed(`Fix the reader\n\n${sentence.repeat(7)}`)).toBe(true);
    expect(detailed('Add exports\n\n- CSV\n- JSON\n* YAML')).toBe(true);
    expect(detailed('Add exports\n\n1. CSV\n2) JSON\n3. YAML')).toBe(true);
  });

  it('does not count the title, a short body, fenced code or quoted lines', () => {
    expect(detailed(sentence.repeat(10))).toBe(false);
    expect(detailed(`Fix the reader\n\n${sentence}\n- one\n- two`)).toBe(false);
    const log = Array.from({ length: 40 }, (_, i) => `- frame ${i} at reader.ts:${i}`).join('\n');
    expect(detailed(`Fix the reader\n\n\`\`\`\n${log}\n\`\`\`\n`)).toBe(false);
    expect(detailed(`Fix the reader\n\n> ${sentence.repeat(10)}\n> - a\n> - b\n> - c`)).toBe(false);
    // An unclosed fence hides the rest: its text is code until the end.
    expect(detailed(`Fix the reader\n\n~~~\n${sentence.repeat(10)}`)).toBe(false);
  });

  it('gives a detailed requirement one more file, one more of the fewest kept, and a list one more again', () => {
    const title = 'Export the monthly report from the download page';
    const short = scopeOf(title);
    const prose = scopeOf(`${title}\n\n${sentence.repeat(7)}`);
    expect(prose.files).toBe(short.files + 1);
    expect(prose.least).toBe(short.least + 1);
    const list = scopeOf(`${title}\n\n- CSV\n- JSON\n- YAML`);
    expect(list.files).toBe(short.files + 2);
    expect(list.least).toBe(short.least + 2);
  });
});

describe('wordingStep', () => {
  it('adds a file for two changes in one title, for support, for a short title and for a list of three', () => {
    // Over forty characters, one change: nothing.
    expect(wordingStep('Raise the read timeout of the pooled connections')).toBe(0);
    expect(wordingStep('Raise the read timeout and the write timeout of pooled connections')).toBe(1);
    expect(wordingStep('Raise the read timeout, the write timeout of pooled connections')).toBe(1);
    expect(wordingStep('Raise the read timeout of pooled connections for proxy support')).toBe(1);
    expect(wordingStep('Add QUERY method')).toBe(1);
    expect(wordingStep('Support Python 3.13 and PyPy')).toBe(3);
    expect(wordingStep('Raise the read timeout of the pooled connections\n\n- one\n- two\n- three')).toBe(1);
  });

  it('takes a file off for a title of over seventy characters, and one for a title that names a call', () => {
    expect(wordingStep('Raise the read timeout of the pooled connections when the proxy is slow to answer')).toBe(-1);
    expect(wordingStep('Raise the read timeout of `Pool.connect()` for pooled connections')).toBe(-1);
    expect(wordingStep('Raise the read timeout of Pool.connect(timeout) for pooled requests')).toBe(-1);
    // Short, and naming a call: one up, one down.
    expect(wordingStep('Fix `parse()` on empty input')).toBe(0);
  });

  it('reads the title proper: no type, label, area or pull request number, and no CJK title as short', () => {
    // 41 characters once the prefix and the number are gone.
    const proper = 'Raise the read timeout of pooled requests';
    expect(wordingStep(`fix(client): ${proper} (#4812)`)).toBe(0);
    expect(wordingStep(`[client] ${proper}`)).toBe(0);
    expect(wordingStep(`net/http: ${proper}`)).toBe(0);
    expect(wordingStep('fix(client): raise the timeout')).toBe(1);
    expect(wordingStep('修复登录页面的错误')).toBe(0);
    // Listed lines in a fence or a quote are no list of the change's parts.
    expect(wordingStep(`${proper}\n\n\`\`\`\n- a\n- b\n- c\n\`\`\`\n> - d`)).toBe(0);
    expect(wordingStep('')).toBe(0);
  });
});

describe('historyStep', () => {
  const commits = (subject: string, sizes: number[]) =>
    sizes.map((n, i) => ({ subject, files: Array.from({ length: n }, (_, k) => `src/f${i}-${k}.ts`) }));

  it('grows plans in a repository whose past changes of the kind were bigger than most, by at most two', () => {
    expect(historyStep('broad', commits('Add a thing', [5, 5, 4, 5, 5]))).toBe(1);
    expect(historyStep('broad', commits('Add a thing', [7, 8, 6, 9, 7]))).toBe(2);
    expect(historyStep('broad', commits('Add a thing', [12, 12, 12, 12, 12]))).toBe(2);
    expect(historyStep('broad', commits('Add a thing', [3, 4, 3, 4, 3]))).toBe(0);
  });

  it('shrinks them by one file at most where such changes were smaller than most', () => {
    expect(historyStep('broad', commits('Add a thing', [2, 3, 2, 3, 2]))).toBe(-1);
    expect(historyStep('broad', commits('Add a thing', [2, 2, 2, 2, 2]))).toBe(-1);
    expect(historyStep('broad', commits('Add a thing', [3, 3, 4, 3, 3]))).toBe(-1);
  });

  it('reads the commits of the same kind, else all of them, and needs five', () => {
    const past = [...commits('Fix a bug', [2, 2, 2, 2, 2]), ...commits('Add a feature', [7, 7, 7, 7, 7])];
    expect(historyStep('small', past)).toBe(-1);
    expect(historyStep('broad', past)).toBe(2);
    // No "update" commits: all ten count (mean 4.5).
    expect(historyStep('medium', past)).toBe(1);
    expect(historyStep('broad', commits('Add a feature', [7, 7, 7, 7]))).toBe(0);
    expect(historyStep('broad', undefined)).toBe(0);
    expect(historyStep('broad', [])).toBe(0);
  });

  it('leaves out lockfiles and changelogs, one-file commits and sweeping ones', () => {
    const noisy = commits('Add a thing', [2, 2, 2, 2, 2]).map((c) => ({
      ...c,
      files: [...c.files, 'package-lock.json', 'CHANGELOG.md', 'yarn.lock'],
    }));
    expect(historyStep('broad', noisy)).toBe(-1);
    expect(historyStep('broad', [...commits('Add a thing', [3, 4, 3, 4, 3]), ...commits('Add a thing', [40, 40, 40, 1, 1])])).toBe(0);
  });

  it('gives scopeOf more files and more of them kept in such a repository', () => {
    const past = [...commits('Add a feature', [7, 7, 7, 7, 7]), ...commits('Fix a bug', [2, 3, 2, 2, 3])];
    const plain = scopeOf('Add a shipping cost to the cart for orders abroad');
    const grown = scopeOf('Add a shipping cost to the cart for orders abroad', past);
    // Two files for the features' size (historyStep), two for all changes' (changeStep, mean 4.7).
    expect(plain.files).toBe(6);
    expect(grown.files).toBe(8); // eight at most
    expect(grown.least).toBe(plain.least + 4);
    // A fix: one fewer for the small fixes, two more for all changes.
    expect(scopeOf('Fix the cart total', past).files).toBe(scopeOf('Fix the cart total').files + 1);
  });
});

describe('changeStep', () => {
  const commits = (subject: string, sizes: number[], extra: string[] = []) =>
    sizes.map((n, i) => ({ subject, files: [...Array.from({ length: n }, (_, k) => `src/f${i}-${k}.ts`), ...extra] }));

  it("grows plans by two files per file the repository's earlier features and fixes averaged over 3.5", () => {
    expect(changeStep(commits('Add a thing', [4, 4, 4, 4, 4]))).toBe(1);
    expect(changeStep(commits('Add a thing', [5, 5, 4, 5, 5]))).toBe(3); // 2 × 1.3, rounded
    expect(changeStep(commits('Fix a thing', [5, 5, 5, 5, 5]))).toBe(3);
    expect(changeStep(commits('Fix a thing', [7, 8, 6, 9, 7]))).toBe(4); // four at most
    expect(changeStep(commits('Add a thing', [3, 4, 3, 4, 3]))).toBe(0);
    expect(changeStep(commits('Add a thing', [4, 4, 4, 3, 4]))).toBe(1); // 2 × 0.3, rounded
    expect(Object.is(changeStep(commits('Add a thing', [3, 4, 4, 3, 3])), 0)).toBe(true); // not -0
    // One fewer at most, below a mean of 3.25.
    expect(changeStep(commits('Add a thing', [3, 3, 3, 3, 4]))).toBe(-1);
    expect(changeStep(commits('fix: a thing', [2, 2, 2, 2, 2]))).toBe(-1);
    expect(changeStep(undefined)).toBe(0);
    expect(changeStep(commits('Add a thing', [9, 9, 9, 9]))).toBe(0); // fewer than five say nothing
  });

  it('counts only changes to behaviour: no chores, docs, releases, bumps or reverts', () => {
    const features = commits('Add a thing', [5, 5, 5, 5, 5]);
    const chores = [
      ...commits('chore: reformat everything', [2, 2, 2]),
      ...commits('Release 2.0.0', [2, 2, 2]),
      ...commits('Bump lodash from 4.17.20 to 4.17.21', [2, 2]),
      ...commits('Update docs for the cart', [2, 2]),
      ...commits('Revert "Add a thing"', [2, 2]),
    ];
    expect(changeStep([...features, ...chores])).toBe(3);
  });

  it('counts no lockfile or changelog, and no commit of only docs or tests, of one file or of more than twelve', () => {
    const docs = Array.from({ length: 12 }, (_, k) => `docs/page-${k}.md`);
    const tests = Array.from({ length: 12 }, (_, k) => `test/case-${k}.test.ts`);
    const past = [
      ...commits('Add a thing', [3, 3, 3, 3, 3], ['package-lock.json', 'CHANGELOG.md']),
      ...commits('Add a thing', [1, 1, 30, 30]),
      { subject: 'Add a guide', files: docs },
      { subject: 'Add a guide', files: docs },
      { subject: 'Add cases', files: tests },
      { subject: 'Add cases', files: tests },
    ];
    // Only the five commits of three code files count: a mean of 3, one fewer (five files would be three more).
    expect(changeStep(past)).toBe(-1);
  });
});

describe('withoutCommitType', () => {
  it('keeps the scope and drops the type', () => {
    expect(withoutCommitType('fix(fetch): retry on 502')).toBe('fetch  retry on 502');
    expect(withoutCommitType('feat!: drop Node 16')).toBe('drop Node 16');
    expect(withoutCommitType('Fix: not a conventional type? yes it is')).toBe('not a conventional type? yes it is');
    expect(withoutCommitType('Ratio: 3:2 images')).toBe('Ratio: 3:2 images');
  });
});

describe('a fix in an offline plan', () => {
  const files = {
    'src/cart/total.ts': 'export function cartTotal(items) {\n  // repeated items counted once\n  return items.length;\n}\n',
    'test/cart/total.test.ts': "import { cartTotal } from '../../src/cart/total';\ntest('total of repeated items', () => cartTotal([]));\n",
    'src/shipping/zone.ts': 'export function zoneOf(address) {\n  // shipping zone of repeated items\n  return address.zone;\n}\n',
    'src/orders/items.ts': 'export function repeatedItems(order) {\n  return order.items;\n}\n',
    'src/orders/total.ts': 'export function orderTotal(order) {\n  return order.items.length;\n}\n',
    'docs/cart.md': '# Cart\n\nThe total counts items.\n',
  };

  it('names at most its two best files and the test of its source, in one domain', () => {
    const snapshot = createMemorySnapshot(files);
    const requirement = 'Fix the cart total of repeated items';
    const planned = retrieveFiles(snapshot, requirement);
    expect(planned.length).toBeLessThanOrEqual(3);
    expect(planned.map((f) => f.path)).toContain('src/cart/total.ts');
    expect(planned.find((f) => f.path === 'test/cart/total.test.ts')?.covers).toBe('src/cart/total.ts');
    // Files in two folders with nothing between them would be two domains for a feature; a fix is one.
    expect(planGroups(snapshot, requirement, 5)).toHaveLength(1);
  });

  it('while a feature over the same files reaches further', () => {
    const snapshot = createMemorySnapshot(files);
    const fix = retrieveFiles(snapshot, 'Fix the cart total of repeated items');
    const feature = retrieveFiles(snapshot, 'Add a shipping zone to the cart total of repeated order items');
    expect(feature.length).toBeGreaterThan(fix.length);
  });
});

describe('a feature that names a declared identifier', () => {
  const usage = (i: number) =>
    `import { CartStore } from './store';\n// CartStore entries expiry: expire entries ${i}\nexport const use${i} = (s: CartStore) => s.entries;\n`;
  const files = (declared: boolean) => ({
    'src/store.ts': declared
      ? 'export class CartStore {\n  // cart entries, expiry\n  entries = [];\n}\n'
      : "export { CartStore } from 'cart-lib';\n// cart entries, expiry\n",
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [`src/use${i}.ts`, usage(i)])),
  });

  it('plans one file fewer than when the repository only uses the name', () => {
    const requirement = 'Add expiry of entries to CartStore';
    const declared = retrieveFiles(createMemorySnapshot(files(true)), requirement);
    const used = retrieveFiles(createMemorySnapshot(files(false)), requirement);
    expect(declared.map((f) => f.path)).toContain('src/store.ts');
    expect(declared.length).toBe(used.length - 1);
  });
});

describe('areaWords', () => {
  it.each([
    ['fix(binding): empty value error', ['binding']],
    ['net/http: reject bad headers', ['net', 'http']],
    ['[Router] trailing slashes', ['router']],
    ['fix(types,core)!: export CJS types', ['types', 'core']],
    ['Fix: an untyped title', []],
    ['feat: no scope', []],
    ['[Bug] a label, not an area', []],
    ['[Feature Request] Add dark mode', []],
    ['[Bug Report] crash on start', []],
    ['Error: toolbar colors wrong', []],
    ['Question: how do hooks merge?', []],
    ['Add retries', []],
  ])('%s → %j', (title, words) => {
    expect(areaWords(title)).toEqual(words);
  });
});

describe('where the title says the change is', () => {
  const files = {
    'context.go':
      'package gin\n\n// Bind binds an empty value of the form into the struct.\nfunc (c *Context) Bind(value any) error {\n  return bindValue(c, value)\n}\n\nfunc bindValue(c *Context, value any) error { return nil }\n',
    'binding/form_mapping.go':
      'package binding\n\nfunc mapForm(ptr any, form map[string][]string) error {\n  // empty value\n  return nil\n}\n',
    'binding/form_mapping_test.go': 'package binding\n\nfunc TestMapForm(t *testing.T) {}\n',
  };

  it('ranks a file in the area of `fix(area):` first when the words match less there', () => {
    const snapshot = createMemorySnapshot(files);
    expect(retrieveFiles(snapshot, 'Fix empty value error in bind')[0]?.path).toBe('context.go');
    expect(retrieveFiles(snapshot, 'fix(binding): empty value error in bind')[0]?.path).toBe('binding/form_mapping.go');
  });

  it("takes the test file named after the title's topic when the code has no test of its own", () => {
    const snapshot = createMemorySnapshot({
      'src/load_dotenv.rs': 'pub fn load_dotenv(dry_run: bool) {\n  // dotenv commands run here\n}\n',
      'src/run.rs': 'pub fn run() {\n  load_dotenv(false);\n}\n',
      'tests/dotenv.rs': '#[test]\nfn dotenv() {\n  // a dotenv file\n}\n',
      'tests/misc.rs': '#[test]\nfn commands() {}\n',
    });
    const planned = retrieveFiles(snapshot, "Don't execute dotenv commands during dry run");
    expect(planned.find((f) => f.path === 'tests/dotenv.rs')?.covers).toBe('src/load_dotenv.rs');
    expect(planned.map((f) => f.path)).not.toContain('tests/misc.rs');
  });
});

describe('ranking by where the words meet', () => {
  it('puts the file that holds the requirement\u2019s words in one place above one that scatters them', () => {
    const filler = (n: number, w: string) => Array.from({ length: n }, (_, i) => `  const ${w}${i} = ${i};`).join('\n');
    // Without the window the scattered file ranks first (BM25 2.15 against 1.58).
    const scattered = [
      ...['export function parseRetry() {', '  // retry', filler(50, 'a'), '}'],
      ...['export function readHeader() {', '  // header', filler(50, 'b'), '}'],
      ...['export function onTimeout() {', '  // timeout', filler(50, 'c'), '}'],
    ].join('\n');
    const together = [
      'export function backoff(h) {',
      '  // retry after the timeout the header names, then retry once',
      '  return h;',
      '}',
    ].join('\n');
    const files: Record<string, string> = { 'src/client.ts': scattered, 'src/backoff.ts': together };
    for (let i = 0; i < 8; i++) files[`src/other${i}.ts`] = `export const x${i} = ${i};\n`;
    const planned = retrieveFiles(createMemorySnapshot(files), 'Update the retry timeout from the header').map((f) => f.path);
    expect(planned[0]).toBe('src/backoff.ts');
  });

  it('names a source even when tests outrank every source', () => {
    const snapshot = createMemorySnapshot({
      'src/query.ts': 'export function query(method) {\n  return method;\n}\n',
      'test/query-method.test.ts': "test('QUERY method', () => {});\ntest('QUERY method body', () => {});\n",
      'test/query-method-node.test.ts': "test('QUERY method on node', () => {});\n",
    });
    const planned = retrieveFiles(snapshot, 'Fix the QUERY method tests on node');
    expect(planned.map((f) => f.path)).toContain('src/query.ts');
  });
});

describe('the fewest files of a feature', () => {
  it('are code: a document or the manifest comes in only on its score', () => {
    const snapshot = createMemorySnapshot({
      'src/retry.ts': 'export function retryTimeout(ms) {\n  // retry timeout\n  return ms;\n}\n',
      'src/client.ts': "import { retryTimeout } from './retry';\nexport function send() {\n  return retryTimeout(10);\n}\n",
      'SECURITY.md': '# Security\n\nA retry timeout is not a vulnerability.\n',
      'package.json': '{ "keywords": ["retry", "timeout"] }\n',
    });
    const planned = retrieveFiles(snapshot, 'Refactor the retry timeout').map((f) => f.path);
    expect(planned).toContain('src/retry.ts');
    expect(planned).not.toContain('SECURITY.md');
    expect(planned).not.toContain('package.json');
  });
});

describe('workflow files', () => {
  it('are never ranked in (cplan plans no writes to them), so the other files fill the plan', () => {
    const snapshot = createMemorySnapshot({
      '.github/workflows/nightly.yaml':
        'name: nightly\non: schedule\njobs:\n  nightly:\n    steps:\n      - run: npm test # nightly test suite\n',
      'scripts/nightly.sh': '#!/bin/sh\n# run the nightly test suite\nnpm test\n',
      'docs/contributing.md': '# Contributing\n\nThe nightly workflow runs the test suite.\n',
    });
    const planned = retrieveFiles(snapshot, 'Run the test suite in the nightly workflow').map((f) => f.path);
    expect(planned).not.toContain('.github/workflows/nightly.yaml');
    expect(planned).toContain('scripts/nightly.sh');
  });
});

describe("the title's words", () => {
  it('outweigh the words of a long body', () => {
    const snapshot = createMemorySnapshot({
      'src/expiry.ts': 'export function expiry(entry) {\n  // cache expiry\n  return entry.expires;\n}\n',
      'src/report.ts': 'export function report(stack, browser) {\n  // stack trace report from the browser console\n  return stack;\n}\n',
    });
    const requirement =
      'Fix cache expiry\n\nSeen in the browser console: a stack trace report, then the report again with the same stack trace.';
    expect(retrieveFiles(snapshot, requirement)[0]?.path).toBe('src/expiry.ts');
  });
});

describe('a source far under the best', () => {
  it('leaves a feature past its two best sources, whatever the fewest a feature keeps', () => {
    const snapshot = createMemorySnapshot({
      'src/shipping/zones.ts':
        '// shipping zones: each zone has a shipping rate\nexport function zoneRate(zone) { return zone.shippingRate; }\nexport const shippingZones = [];\n',
      'src/shipping/rates.ts': '// shipping rates per zone\nexport function shippingRate(zone) { return zoneRate(zone); }\n',
      'src/cart/total.ts': 'export function cartTotal(cart) { return cart.items.length; }\n',
      'src/orders/list.ts': 'export function listOrders() { return []; }\n',
      'src/admin/settings.ts': 'export function settings() { return { rate: 1 }; }\n',
    });
    // `settings.ts` writes "rate" once, at a twentieth of the best score.
    expect(retrieveFiles(snapshot, 'Add a shipping zone rate').map((f) => f.path)).toEqual([
      'src/shipping/zones.ts',
      'src/shipping/rates.ts',
    ]);
  });
});
