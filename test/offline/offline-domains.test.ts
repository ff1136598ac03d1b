// Domains of an offline plan (offline-domains.ts): clusters of what holds files together in the
// repository — a test and its source, imports, past co-changes, a folder — named in the
// requirement's words, never `core-2`; docs and config go with the code.
import { describe, expect, it } from 'vitest';
import { domainGroups, tiesOf } from '../../src/offline/offline-domains.js';
import type { PlannedFile } from '../../src/offline/offline-retrieve.js';
import type { RepoIndex } from '../../src/retrieval/repo-index.js';

const file = (path: string, matched: string[], extra: Partial<PlannedFile> = {}): PlannedFile => ({
  path,
  kind: path.startsWith('test/') ? 'test' : path.endsWith('.md') ? 'doc' : 'source',
  score: 1,
  matched,
  ...extra,
});

/** An index that knows only imports and co-changes. */
function indexOf(imports: Record<string, string[]> = {}, coChanged: Record<string, { path: string; count: number }[]> = {}): RepoIndex {
  return {
    importsOf: (p: string) => imports[p] ?? [],
    coChanged: (p: string) => coChanged[p] ?? [],
    sourcesOf: () => [],
  } as unknown as RepoIndex;
}

describe('tiesOf', () => {
  it('names only the ties that hold between the files, none for files the repository does not relate', () => {
    const code = file('src/memmap.go', ['rename']);
    const test = file('src/memmap_test.go', ['rename'], { kind: 'test', covers: 'src/memmap.go' });
    expect(tiesOf([code, test], indexOf())).toEqual(['test', 'folder']);
    const polyfill = file('src/LegacySupport/Attribute.cs', ['net']);
    const tools = file('.config/dotnet-tools.json', ['sign'], { kind: 'config' });
    expect(tiesOf([polyfill, tools], indexOf())).toEqual(['support']);
    // A test in the domain of code is there to check it, paired by name or not.
    expect(
      tiesOf([file('src/StringUtils.java', ['strip']), file('test/StringUtilsStripTest.java', ['strip'], { kind: 'test' })], indexOf()),
    ).toEqual(['test']);
    // Tests beside each other check no source of the group, and the source shares no folder with them.
    const constants = file('source/core/constants.ts', ['fetch']);
    const unrelated = [file('test/http-error.ts', ['fetch'], { kind: 'test' }), file('test/fetch.ts', ['fetch'], { kind: 'test' })];
    expect(tiesOf([constants, ...unrelated], indexOf())).toEqual([]);
    expect(tiesOf([constants, ...unrelated], indexOf({ 'test/fetch.ts': ['source/core/constants.ts'] }))).toEqual(['test', 'import']);
    // Two folders under `src/main` are not one folder.
    const manager = file('src/main/java/org/joda/time/convert/ConverterManager.java', ['instance']);
    const comparator = file('src/main/java/org/joda/time/DateTimeComparator.java', ['instance']);
    expect(tiesOf([manager, comparator], indexOf())).toEqual([]);
    expect(tiesOf([comparator, file('src/main/java/org/joda/time/DateTime.java', ['instance'])], indexOf())).toEqual(['folder']);
    const build = file('build/Utils.cs', ['join']);
    expect(tiesOf([polyfill, build], indexOf())).toEqual([]);
    expect(tiesOf([polyfill, build], indexOf({ 'build/Utils.cs': ['src/LegacySupport/Attribute.cs'] }))).toEqual(['import']);
    expect(tiesOf([polyfill, build], indexOf({}, { 'build/Utils.cs': [{ path: 'src/LegacySupport/Attribute.cs', count: 2 }] }))).toEqual([
      'co-change',
    ]);
  });
});

describe('domainGroups', () => {
  it("names the domain of a language version's files, which hold none of the title's words, after the language", () => {
    const files = [
      file('pyproject.toml', [], { kind: 'config', runtime: 'Python' }),
      file('README.md', [], { kind: 'doc', runtime: 'Python' }),
    ];
    expect(domainGroups(files, indexOf(), 5, 'Add support for Python 3.13').map((g) => g.slug)).toEqual(['python']);
  });

  it('plans a two-file fix (a source and its test) as one domain', () => {
    const files = [file('source/core/merge.ts', ['merg', 'header']), file('test/merge.ts', ['merg'], { covers: 'source/core/merge.ts' })];
    const groups = domainGroups(files, indexOf(), 5, 'Fix merging of headers');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.files.map((f) => f.path)).toEqual(['source/core/merge.ts', 'test/merge.ts']);
    // Both words are the title's, and the source holds both.
    expect(groups[0]?.slug).toBe('merging-headers');
  });

  it('names a domain after the identifier the title names when most of its code matches it whole', () => {
    const requirement = 'url_for ignores _scheme when _external is False; it should raise a ValueError instead of building a relative URL';
    const files = [
      file('src/flask/app.py', ['url', 'urlfor', 'build', 'relativ']),
      file('src/flask/helpers.py', ['url', 'urlfor', 'build', 'relativ']),
      file('src/flask/sansio/app.py', ['build', 'relativ']),
    ];
    expect(domainGroups(files, indexOf(), 1, requirement).map((g) => g.slug)).toEqual(['url-for']);
    const saved = file('context.go', ['context', 'saveuploadedfil', 'saveuploadedfile', 'path']);
    expect(domainGroups([saved], indexOf(), 1, 'Context.SaveUploadedFile should reject paths').map((g) => g.slug)).toEqual([
      'save-uploaded-file',
    ]);
    // Under half of the code matches it: the requirement's words name the domain.
    const few = [file('a/one.py', ['urlfor', 'build']), file('b/two.py', ['build', 'relativ']), file('c/three.py', ['build', 'relativ'])];
    expect(domainGroups(few, indexOf(), 1, requirement).map((g) => g.slug)).not.toEqual(['url-for']);
  });

  it('names the domain after an identifier the code does not write yet, where the code writes all its words', () => {
    const files = [
      file('lib/ecto/adapters/sql.ex', ['pool', 'count']),
      file('lib/ecto/migrator.ex', ['pool', 'count']),
      file('integration_test/sql/lock.exs', ['pool']),
      file('integration_test/sql/migrator.exs', ['pool']),
    ];
    const slugs = domainGroups(files, indexOf(), 2, 'Add support for pool_count').map((g) => g.slug);
    expect(slugs).toContain('pool-count');
    expect(slugs).not.toContain('count');
  });

  it('gives tests that test no planned source to the code whose folders they share, never a domain of their own', () => {
    const files = [
      file('src/Footnote/Event/GatherListener.php', ['footnot', 'backref']),
      file('src/Table/TableRenderer.php', ['tabl', 'class']),
      file('test/functional/Footnote/FootnoteExtensionTest.php', ['footnot', 'custom']),
      file('test/unit/Table/TableTest.php', ['tabl']),
    ];
    const groups = domainGroups(files, indexOf(), 5, 'Allow a custom class on footnote backrefs and tables');
    expect(groups.map((g) => g.files.map((f) => f.path))).toEqual([
      ['src/Footnote/Event/GatherListener.php', 'test/functional/Footnote/FootnoteExtensionTest.php'],
      ['src/Table/TableRenderer.php', 'test/unit/Table/TableTest.php'],
    ]);
    // A plan of tests only keeps its clusters.
    const tests = [file('test/one.test.ts', ['one']), file('spec/two_spec.rb', ['two'], { kind: 'test' })];
    expect(domainGroups(tests, indexOf(), 5, 'Add tests for one and two')).toHaveLength(2);
  });

  it('keeps files that import each other or changed together in one domain, across folders', () => {
    const files = [
      file('lib/http/client.py', ['timeout']),
      file('lib/transport/pool.py', ['timeout', 'pool']),
      file('web/Settings.tsx', ['timeout', 'setting']),
    ];
    const imports = indexOf({ 'lib/http/client.py': ['lib/transport/pool.py'] });
    expect(domainGroups(files, imports, 5, 'Add a pool timeout setting').map((g) => g.files.length)).toEqual([2, 1]);
    const together = indexOf({}, { 'web/Settings.tsx': [{ path: 'lib/http/client.py', count: 3 }] });
    expect(domainGroups(files, together, 5, 'Add a pool timeout setting').map((g) => g.files.map((f) => f.path))).toEqual([
      ['lib/http/client.py', 'web/Settings.tsx'],
      ['lib/transport/pool.py'],
    ]);
  });

  it('names domains after what they hold in the requirement\u2019s words, puts docs with the code, never numbers a name', () => {
    const files = [
      file('web/src/Header.jsx', ['header', 'quota']),
      file('src/routes/orders.js', ['order', 'rout']),
      file('src/routes/products.js', ['product', 'rout']),
      file('README.md', ['quota']),
      file('docs/api.md', ['api']),
    ];
    const groups = domainGroups(files, indexOf(), 5, 'Rate limits on the orders and products routes, quota in the header');
    // "products routes": two words the requirement writes side by side, both the cluster's.
    expect(groups.map((g) => g.slug)).toEqual(['products-routes', 'header-quota']);
    expect(groups.flatMap((g) => g.files.map((f) => f.path))).toHaveLength(5);
    for (const g of groups) expect(g.slug).not.toMatch(/-\d+$/);
  });

  it('names a domain after two words the requirement writes side by side, not two picked apart, and never a plain word or a verb', () => {
    const files = [file('web/src/components/Header.jsx', ['header', 'dashboard', 'api']), file('web/src/api.js', ['api', 'key'])];
    const requirement = 'Show the remaining quota in the dashboard header, from the API';
    expect(
      domainGroups(files, indexOf({ 'web/src/components/Header.jsx': ['web/src/api.js'] }), 5, requirement).map((g) => g.slug),
    ).toEqual(['dashboard-header']);
    const plain = [file('src/within/fastify.js', ['within', 'fastify', 'option'])];
    expect(domainGroups(plain, indexOf(), 5, 'Set router options within fastify').map((g) => g.slug)).toEqual(['fastify-options']);
    const verb = [file('lib/specify/yargs.js', ['specify', 'yargs', 'parser'])];
    expect(domainGroups(verb, indexOf(), 5, 'Allow users to specify yargs parser options').map((g) => g.slug)).toEqual(['yargs-parser']);
    // An adverb says how, not what: "explicitly passing" names nothing the code holds.
    const tags = [
      file('lib/helpers/tags.rb', ['param', 'tag', 'explicitly', 'pass']),
      file('lib/helpers/helper_methods.rb', ['param', 'tag', 'object', 'pass']),
    ];
    const slugs = domainGroups(tags, indexOf(), 1, 'Avoid duplicating `@params` per each Tag object by explicitly passing ivars').map(
      (g) => g.slug,
    );
    expect(slugs).toHaveLength(1);
    expect(slugs[0]).not.toMatch(/explicitly/);
    // The title's leading verb asks for the change; it names nothing the code holds.
    const clippy = [file('src/style.rs', ['apply', 'clippy', 'suggestion']), file('src/state.rs', ['clippy', 'suggestion', 'apply'])];
    expect(domainGroups(clippy, indexOf(), 1, 'Apply suggestions from clippy 1.91').map((g) => g.slug)[0]).not.toMatch(/apply/);
  });

  it("names an issue's domain in the words a person reads: its title first, never its code blocks, links or file types", () => {
    const issue = [
      'Response.set drops multiple values for a header',
      '',
      'In response.js the value is cast to a string, see https://github.com/o/r/blob/main/lib/response.js#L10:',
      '',
      '```js',
      'assert_eq(res.get("x"), ["a", "b"])',
      '```',
    ].join('\n');
    const source = file('lib/response.js', ['respons', 'valu', 'js', 'assert', 'eq', 'string', 'cast'], { phrases: ['assert eq'] });
    expect(domainGroups([source], indexOf(), 5, issue)[0]?.slug).toBe('response-values');
  });

  it("names a domain after what its files hold for the title, not a body's passing phrase or the test folder", () => {
    const requirement = [
      'feat(browser): add redaction support',
      '',
      'Add redaction to browser.js.',
      '',
      '* test(browser): add coverage tests',
      '- Test redact with a child logger merging multiple bindings',
    ].join('\n');
    const files = [
      file('browser.js', ['browser', 'redact', 'childlogg', 'bind'], { phrases: ['child logger'] }),
      file('test/browser.test.js', ['browser', 'test', 'childlogg', 'bind'], { covers: 'browser.js', phrases: ['child logger'] }),
    ];
    expect(domainGroups(files, indexOf(), 1, requirement).map((g) => g.slug)).toEqual(['browser']);
    // A phrase the title writes still names it.
    const titled = 'Add a child logger to the browser build\n\nMerges bindings.';
    expect(domainGroups(files, indexOf(), 1, titled).map((g) => g.slug)).toEqual(['child-logger']);
  });

  it('merges down to max domains, and falls back to a folder name when the requirement names nothing there', () => {
    const files = [file('a/x.ts', ['alpha']), file('b/y.ts', []), file('c/z.ts', ['gamma'])];
    expect(domainGroups(files, indexOf(), 2, 'alpha and gamma')).toHaveLength(2);
    expect(domainGroups(files, indexOf(), 5, 'alpha and gamma').map((g) => g.slug)).toEqual(['alpha', 'b', 'gamma']);
  });
});
