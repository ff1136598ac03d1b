// The repository index: identifier-aware tokens, BM25F ranking over paths, symbols and text, the
// symbol table, test ↔ source pairs, the import graph and co-change from history.
import { describe, expect, it } from 'vitest';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { migrationSlug } from '../../src/offline/offline-unranked.js';
import { withoutCommitType } from '../../src/offline/offline-scope.js';
import { isNoise, kindOf, stemName } from '../../src/retrieval/classify.js';
import { importsOf } from '../../src/retrieval/imports.js';
import { attachHistory } from '../../src/repo/history.js';
import { indexSnapshot, RepoIndex } from '../../src/retrieval/repo-index.js';
import { tokenize } from '../../src/retrieval/tokens.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const files = {
  'source/core/retry-timing.ts': 'export function retryAfterDelay(header: string) {\n  return Number(header) * 1000;\n}\n',
  'source/core/Ky.ts':
    "import { retryAfterDelay } from './retry-timing.js';\nexport class Ky {\n  retry() {\n    return retryAfterDelay('1');\n  }\n}\n",
  'source/utils/merge.ts': 'export const mergeHeaders = (a: object, b: object) => ({ ...a, ...b });\n',
  'test/retry-timing.test.ts': "import { retryAfterDelay } from '../source/core/retry-timing.js';\n// Retry-After header delays\n",
  'app/models.py': 'class User:\n    pass\n',
  'app/views.py': 'from .models import User\n\ndef show_user():\n    return User()\n',
  'CHANGELOG.md': 'Retry-After handling improved\n',
  'dist/ky.js': 'retryAfterDelay retry after\n',
  'readme.md': '# ky\nA tiny HTTP client.\n',
};

describe('tokens', () => {
  it('split identifiers and keep them whole, fold endings, drop stop words', () => {
    expect(tokenize('getYouTubeVideoIDFromURL')).toEqual(['tub', 'video', 'id', 'url', 'getyoutubevideoidfromurl']);
    expect(tokenize('rate_limit rate-limit.ts Rate limiting')).toEqual(['rat', 'limit', 'ratelimit', 'rat', 'limit', 'ts', 'rat', 'limit']);
    // A final "e" goes with the ending, so every form of a word meets the others.
    expect(tokenize('merge merging merged merges')).toEqual(['merg', 'merg', 'merg', 'merg']);
    expect(tokenize('cache caching cached caches')).toEqual(['cach', 'cach', 'cach', 'cach']);
    expect(tokenize("Don't add the")).toEqual(['add']);
  });

  it('read a 1 MB line of separators and letters in one pass', () => {
    expect(tokenize('ab_'.repeat(350_000)).length).toBe(350_000);
  });
});

describe('classify', () => {
  it('tells noise, tests, docs and sources apart', () => {
    expect(['CHANGELOG.md', 'dist/ky.js', 'package-lock.json', 'src/__snapshots__/a.snap', 'a.min.js'].every(isNoise)).toBe(true);
    expect(['LICENSE', 'LICENSE.txt', 'licence-MIT.md', 'LICENSE-APACHE', 'COPYING', 'COPYING.LESSER', 'NOTICE.txt'].every(isNoise)).toBe(
      true,
    );
    // REUSE's folder of licence texts.
    expect(['LICENSES/CC-BY-4.0.txt', 'LICENSES/MIT.txt'].every(isNoise)).toBe(true);
    for (const path of [
      'src/license_checker.py',
      'lib/notices.rb',
      'src/license.py',
      'notice.json',
      'config/licence.yml',
      'docs/license-keys.md',
      'src/licenses/index.ts',
    ])
      expect(isNoise(path), path).toBe(false);
  });

  it('takes javadoc output committed for a web site for noise, not hand-written API docs', () => {
    for (const path of [
      'docs/apidocs/picocli/CommandLine.Option.html',
      'docs/apidocs-all/jquery/jquery-3.3.1.js',
      'docs/man/3.x/apidocs/stylesheet.css',
      'docs/javadoc/csv/2.14/com/fasterxml/jackson/dataformat/csv/CsvParser.html',
      'site/Javadocs/index.htm',
    ])
      expect(isNoise(path), path).toBe(true);
    for (const path of [
      'docs/api-docs/routes.md',
      'docs/apidocs/README.md',
      'src/main/javadoc/overview.html',
      'apidocs-generator/src/index.js',
      'packages/apidocs/src/app.js',
      'src/javadoc/Renderer.java',
      'src/apidocsGenerator.js',
      'docs/index.html',
    ])
      expect(isNoise(path), path).toBe(false);
  });

  it('reads a changelog by its name and kind, an output folder by its lower-case name, a shipped default as what it stands for', () => {
    for (const path of [
      'HISTORY.rst',
      'History.rdoc',
      'NEWS',
      'NEWS.org',
      'changes.txt',
      'CHANGELOG',
      'release-notes.md',
      'docs/ReleaseNotes.md',
      'releases.json',
      'build/app.js',
      'Vendor/AFNetworking/AF.m',
      'Dist/app.js',
      'uv.lock',
      'changelog.d/1599.change.md',
      '.changeset/brave-cats.md',
      'release-notes/VERSION-2.x',
    ])
      expect(isNoise(path), path).toBe(true);
    // Code named after history or news is code; .NET's `Build/` holds the project's build scripts and version file.
    for (const path of ['internal/ui/history_entries.go', 'news.py', 'lib/changes.rb', 'Build/version.json', 'Build/build.ps1'])
      expect(isNoise(path), path).toBe(false);
    expect(kindOf('phpunit.xml.dist')).toBe('config');
    expect(kindOf('phpstan.src.neon.dist')).toBe('config');
    expect(kindOf('phpstan.neon')).toBe('config');
    expect(kindOf('.env.example')).toBe('config');
    expect(kindOf('src/app.ts.dist')).toBe('source');
    // pip's requirement files are dependencies, not text to read.
    for (const path of [
      'requirements.txt',
      'requirements-dev.txt',
      'requirements/dev.txt',
      'requirements/tests.in',
      'constraints.txt',
      'docs-requirements.txt',
      'dev-requirements.in',
    ])
      expect(kindOf(path), path).toBe('config');
    for (const path of ['docs/requirements.md', 'notes.txt', 'docs/requirements-of-the-api.rst', 'user-requirements-notes.md'])
      expect(kindOf(path), path).toBe('doc');
    expect(kindOf('test/retry.ts')).toBe('test');
    expect(kindOf('pkg/handler_test.go')).toBe('test');
    expect(kindOf('tests/test_views.py')).toBe('test');
    // Test projects and suites named the .NET way, or by kind.
    expect(kindOf('src/FluentValidation.Tests/RuleBuilderTests.cs')).toBe('test');
    expect(kindOf('src/UnitTests/Bug/JsonNet.cs')).toBe('test');
    expect(kindOf('test/Polly.Specs/Retry/RetrySpecs.cs')).toBe('test');
    expect(kindOf('src/Foo.IntegrationTests/Db.cs')).toBe('test');
    expect(kindOf('integration_tests/api.py')).toBe('test');
    expect(kindOf('src/FluentValidation.Tests.Benchmarks/Bench.cs')).toBe('source');
    expect(kindOf('src/contests/score.ts')).toBe('source');
    expect(kindOf('src/attests/sign.go')).toBe('source');
    expect(kindOf('readme.md')).toBe('doc');
    expect(kindOf('source/core/Ky.ts')).toBe('source');
    expect(stemName('test/retry-timing.test.ts')).toBe(stemName('source/core/retry-timing.ts'));
    expect(stemName('tests/test_rate_limit.py')).toBe('ratelimit');
  });

  it('knows manifests, build files, templates, man pages and test scenarios that have no common code extension', () => {
    for (const path of [
      'Gemfile',
      'jekyll.gemspec',
      'go.mod',
      'src/RestSharp/RestSharp.csproj',
      'Directory.Build.props',
      'Makefile',
      'sub/Rakefile',
      'Polly.slnx',
      'src/Foo/Foo.nuspec',
      'retrofit/src/main/resources/META-INF/proguard/retrofit2.pro',
    ])
      expect(kindOf(path), path).toBe('config');
    for (const path of [
      'priv/templates/phx.gen.auth/auth.ex.eex',
      'app/views/orders/show.html.erb',
      'rake/release.rake',
      'src/builtin.jq',
      'alembic/templates/generic/script.py.mako',
      'src/main/groovy/io/Jwt.groovy',
      'sig/http/client.rbs',
      'typer/_types.pyi',
    ])
      expect(kindOf(path), path).toBe('source');
    // Spock and JUnit tests written in Groovy are tests by their names.
    expect(kindOf('impl/src/test/groovy/io/jsonwebtoken/JwtsTest.groovy')).toBe('test');
    expect(kindOf('lib/JwtsTest.groovy')).toBe('test');
    expect(kindOf('src/Local/LocalFilesystemAdapterTest.php')).toBe('test');
    expect(kindOf('src/Latest.php')).toBe('source');
    expect(kindOf('src/main/java/Latest.java')).toBe('source');
    expect(kindOf('src/Client/ClientTests.cs')).toBe('test');
    expect(kindOf('doc/fd.1')).toBe('doc');
    for (const path of [
      'doc/homepage.html',
      'src/site/xdoc/faq.xml',
      'src/site/fml/faq.fml',
      'docs/_includes/hero.html',
      'doc/querying.rdoc',
    ])
      expect(kindOf(path), path).toBe('doc');
    // Outside a documentation folder, a page is a template and an XML file settings; a docs folder's script stays code.
    expect(kindOf('app/views/index.html')).toBe('source');
    expect(kindOf('src/main/resources/log4j2.xml')).toBe('config');
    expect(kindOf('docs/conf.py')).toBe('source');
    expect(kindOf('logs/app.log.1')).toBe('other');
    expect(kindOf('features/create_sites.feature')).toBe('test');
    expect(kindOf('tests/jq.test')).toBe('test');
    // Outside a test folder, a `.test` file is not known to be a test; an image is nothing a plan edits.
    expect(kindOf('examples/sample.test')).toBe('other');
    expect(kindOf('assets/logo.png')).toBe('other');
  });
});

describe('repository index', () => {
  const snapshot = createMemorySnapshot(files);
  const index = new RepoIndex(snapshot, {
    history: [
      ['source/core/Ky.ts', 'source/core/retry-timing.ts'],
      ['source/core/Ky.ts', 'test/retry-timing.test.ts'],
    ],
  });

  it('ranks by path, symbols and text, and never returns noise', () => {
    const ranked = index.search('Improve Retry-After handling', 5);
    expect(ranked[0]?.path).toBe('source/core/retry-timing.ts');
    expect(ranked.map((r) => r.path)).not.toContain('CHANGELOG.md');
    expect(ranked.map((r) => r.path)).not.toContain('dist/ky.js');
  });

  it('finds names the grammars do not read by the line scanner, in the files that write them', () => {
    const elixir = new RepoIndex(
      createMemorySnapshot({
        'lib/plug/ssl.ex':
          'defmodule Plug.SSL do\n  def call(conn, opts) do\n    rewrite_on(conn)\n  end\n\n  defp rewrite_on(conn), do: conn\nend\n',
        'lib/plug/conn.ex': 'defmodule Plug.Conn do\n  # rewrite_on lives in Plug.SSL\n  def put(conn), do: conn\nend\n',
      }),
    );
    expect(elixir.findSymbol('rewrite_on')).toEqual([{ path: 'lib/plug/ssl.ex', line: 6 }]);
    // A name no file writes (the requirement's new option) is declared nowhere.
    expect(elixir.findSymbol('max_redirects')).toEqual([]);
    // After the whole vocabulary was read (nearest names), the answers are the same.
    elixir.nearestSymbols('rewrite');
    expect(elixir.findSymbol('rewrite_on')).toEqual([{ path: 'lib/plug/ssl.ex', line: 6 }]);
    expect(elixir.findSymbol('max_redirects')).toEqual([]);
  });

  it('finds a name a long file declares past the text it ranks by, by its grammar and by the line scanner', () => {
    // 70 KB before the declaration: ranking reads a file's first 64 KB, names count wherever they are.
    const filler = Array.from({ length: 1400 }, (_, i) => `def helper_${i}(value):\n    return value\n`).join('\n');
    const line = filler.split('\n').length + 1;
    const long = createMemorySnapshot({
      'typer/main.py': `${filler}\ndef launch(url):\n    return url\n`,
      'docs_src/launch/tutorial.py': 'import typer\n\ndef main():\n    typer.launch("https://typer.tiangolo.com")\n',
      'lib/plug/big.ex': `defmodule Big do\n${'  # padding\n'.repeat(7000)}  defp rewrite_late(conn), do: conn\nend\n`,
    });
    expect(indexSnapshot(long).findSymbol('launch')).toEqual([{ path: 'typer/main.py', line }]);
    // Elixir is read by the line scanner: past the cap, and where no file's counted text holds the name.
    expect(indexSnapshot(long).findSymbol('rewrite_late')).toEqual([{ path: 'lib/plug/big.ex', line: 7002 }]);
    const index = indexSnapshot(long);
    index.nearestSymbols('rewrite');
    expect(index.findSymbol('rewrite_late')).toEqual([{ path: 'lib/plug/big.ex', line: 7002 }]);
    expect(retrieveFiles(long, 'Ensure that `typer.launch` forwards the URL').map((f) => f.path)).toContain('typer/main.py');
  });

  it('holds symbols with their lines, test pairs, imports and co-change', () => {
    expect(index.findSymbol('retryAfterDelay')).toEqual([{ path: 'source/core/retry-timing.ts', line: 1 }]);
    expect(index.symbolsOf('app/views.py')).toEqual([{ name: 'show_user', line: 3, end: 4 }]);
    expect(index.testsFor('source/core/retry-timing.ts')).toEqual(['test/retry-timing.test.ts']);
    expect(index.importsOf('source/core/Ky.ts')).toEqual(['source/core/retry-timing.ts']);
    expect(index.importersOf('app/models.py')).toEqual(['app/views.py']);
    expect(index.changeCount('source/core/Ky.ts')).toBe(2);
    expect(index.coChanged('source/core/Ky.ts')).toEqual([
      { path: 'source/core/retry-timing.ts', count: 1 },
      { path: 'test/retry-timing.test.ts', count: 1 },
    ]);
  });

  it('resolves relative imports the way TypeScript and Python do', () => {
    const exists = (p: string) => ['a/b.ts', 'a/c/index.ts', 'pkg/mod.py'].includes(p);
    expect(importsOf('a/x.ts', "import { b } from './b.js';\nimport c from './c';\nimport z from 'zod';\n", exists)).toEqual([
      'a/b.ts',
      'a/c/index.ts',
    ]);
    expect(importsOf('pkg/x.py', 'from .mod import f\n', exists)).toEqual(['pkg/mod.py']);
  });

  it('resolves C and C++ includes and Ruby requires to the project’s own files', () => {
    const have = ['src/jv.h', 'src/util/alloc.h', 'include/jq.h', 'lib/jekyll/utils.rb', 'lib/jekyll/drops/drop.rb'];
    const exists = (p: string) => have.includes(p);
    const c = '#include <stdio.h>\n#include "jv.h"\n# include "util/alloc.h"\n#include <jq.h>\n#include "missing.h"\n';
    expect(importsOf('src/main.c', c, exists)).toEqual(['src/jv.h', 'src/util/alloc.h', 'include/jq.h']);
    expect(importsOf('src/util/alloc.cpp', '#include "../jv.h"\n', exists)).toEqual(['src/jv.h']);
    // A header's implementation beside it, or in src/ for a public header in include/.
    const impl = [...have, 'src/jv.c', 'src/jq.c', 'src/util/alloc.cpp'];
    const implExists = (p: string) => impl.includes(p);
    expect(importsOf('src/main.c', c, implExists)).toEqual([
      'src/jv.h',
      'src/jv.c',
      'src/util/alloc.h',
      'src/util/alloc.cpp',
      'include/jq.h',
      'src/jq.c',
    ]);
    expect(importsOf('src/jv.c', '#include "jv.h"\n', implExists)).toEqual(['src/jv.h']);
    // Mismatched delimiters, an absolute path, a system header the project happens to have beside the file.
    expect(importsOf('src/main.c', '#include "jv.h>\n#include "/src/jv.h"\n#include <jv.h>\n', exists)).toEqual([]);
    const rb = "require 'set'\nrequire \"jekyll/utils\"\nrequire_relative 'drops/drop'\nrequire_relative('../nope')\n";
    expect(importsOf('lib/jekyll/site.rb', rb, exists)).toEqual(['lib/jekyll/utils.rb', 'lib/jekyll/drops/drop.rb']);
    expect(importsOf('lib/jekyll/site.rb', 'require "jekyll/utils\'\n', exists)).toEqual([]);
  });

  it('is built once per snapshot, with the history attached to it', () => {
    const other = createMemorySnapshot(files);
    attachHistory(other, [{ subject: 'Merge headers', files: ['source/core/Ky.ts', 'source/utils/merge.ts'] }]);
    expect(indexSnapshot(other)).toBe(indexSnapshot(other));
    expect(indexSnapshot(other).changeCount('source/utils/merge.ts')).toBe(1);
  });
});

describe('offline retrieval', () => {
  it('keeps the files that stand out, with their tests, and no noise or invented path', () => {
    const snapshot = createMemorySnapshot(files);
    const picked = retrieveFiles(snapshot, 'fix(retry): Improve `retryAfterDelay` handling of Retry-After');
    expect(picked.map((f) => f.path)).toContain('source/core/retry-timing.ts');
    for (const file of picked) expect(snapshot.has(file.path)).toBe(true);
  });

  it('reads a conventional-commit type as noise and its scope as a place', () => {
    expect(withoutCommitType('fix(fetch): handle streams')).toBe('fetch  handle streams');
    expect(withoutCommitType('feat!: x')).toBe('x');
    expect(withoutCommitType('Note: not a type')).toBe('Note: not a type');
    expect(migrationSlug('Add a last_used column to the keys table')).toBe('add_last_used_column_keys_table');
  });
});

describe('test pairing', () => {
  it('pairs an example or a benchmark only with a test among the examples or benchmarks', () => {
    const index = new RepoIndex(
      createMemorySnapshot({
        'src/json.rs': 'pub fn json() {}\n',
        'examples/json.rs': 'fn main() {}\n',
        'benchmarks/benches/json.rs': 'fn bench() {}\n',
        'tests/json.rs': '#[test]\nfn parses() {}\n',
        'examples/server/main.go': 'package main\nfunc main() {}\n',
        'examples/server/main_test.go': 'package main\nfunc TestMain(t *testing.T) {}\n',
      }),
    );
    expect(index.testsFor('src/json.rs')).toEqual(['tests/json.rs']);
    expect(index.testsFor('examples/json.rs')).toEqual([]);
    expect(index.testsFor('benchmarks/benches/json.rs')).toEqual([]);
    expect(index.testsFor('examples/server/main.go')).toEqual(['examples/server/main_test.go']);
  });

  it("pairs a folder's entry file with the test named after its folder (dayjs: `src/plugin/utc/index.js`, `test/plugin/utc.test.js`)", () => {
    const index = new RepoIndex(
      createMemorySnapshot({
        'src/plugin/utc/index.js': 'export default (o, c) => { c.prototype.utc = function () {} }\n',
        'src/plugin/duration/index.js': 'export default (o, c) => { c.prototype.duration = function () {} }\n',
        'src/utc.js': 'export const UTC = 0\n',
        'test/plugin/utc.test.js': "it('utc', () => dayjs.utc());\n",
        'test/plugin/duration.test.js': "it('duration', () => dayjs.duration());\n",
        'src/map/mod.rs': 'pub struct Map;\n',
        'tests/map.rs': '#[test]\nfn map() {}\n',
      }),
    );
    expect(index.testsFor('src/plugin/utc/index.js')).toEqual(['test/plugin/utc.test.js']);
    expect(index.testsFor('src/plugin/duration/index.js')).toEqual(['test/plugin/duration.test.js']);
    // The nearest by folders: `src/utc.js` shares no topic folder with `test/plugin/`.
    expect(index.testsFor('src/utc.js')).toEqual([]);
    expect(index.testsFor('src/map/mod.rs')).toEqual(['tests/map.rs']);
    expect(index.newTestPathFor('src/plugin/negativeYear/index.js')).toBe('test/plugin/negativeYear.test.js');
  });

  it('pairs a test with the source of its name that shares its topic folders, and a generic name only through a folder', () => {
    const index = new RepoIndex(
      createMemorySnapshot({
        'index.d.ts': 'export interface A {}\n',
        'test/module/typings/cjs/index.ts': 'import a from "../../../..";\n',
        'lib/adapters/http.js': 'export function http() {}\n',
        'lib/helpers/http.js': 'export function helper() {}\n',
        'test/unit/adapters/http.js': "it('sends', () => http());\n",
        'lib/utils.js': 'export function each() {}\n',
        'test/unit/utils/utils.js': 'assert.ok(each());\n',
        'src/flask/helpers.py': 'def url_for():\n    pass\n',
        'tests/test_helpers.py': 'def test_url_for():\n    pass\n',
        'src/index.ts': 'export function load() {}\n',
        'src/index.spec.ts': "it('loads', () => load());\n",
        'src/api/index.ts': 'export function api() {}\n',
      }),
    );
    // Beside its source, a generic name is no guess.
    expect(index.testsFor('src/index.ts')).toEqual(['src/index.spec.ts']);
    expect(index.testsFor('src/api/index.ts')).toEqual([]);
    expect(index.testsFor('index.d.ts')).toEqual([]);
    expect(index.testsFor('lib/adapters/http.js')).toEqual(['test/unit/adapters/http.js']);
    expect(index.testsFor('lib/helpers/http.js')).toEqual([]);
    expect(index.testsFor('lib/utils.js')).toEqual(['test/unit/utils/utils.js']);
    expect(index.testsFor('src/flask/helpers.py')).toEqual(['tests/test_helpers.py']);
  });

  it('pairs a Rust module with the out-of-line test module it declares (`mod tests;`)', () => {
    const index = new RepoIndex(
      createMemorySnapshot({
        'src/lib.rs': 'mod map;\nmod set;\nmod branch;\n#[cfg(test)]\nmod tests;\n',
        'src/tests.rs': 'use super::*;\n#[test]\nfn builds() {}\n',
        'src/map.rs': 'pub struct IndexMap;\n\n#[cfg(test)]\nmod tests;\n',
        'src/map/tests.rs': 'use super::*;\n#[test]\nfn inserts() {}\n',
        'src/set.rs': 'pub struct IndexSet;\n// mod tests; lives inline below\n#[cfg(test)]\nmod tests {\n}\n',
        'src/set/tests.rs': '#[test]\nfn orphan() {}\n',
        'src/branch/mod.rs': 'pub fn alt() {}\n#[cfg(test)] mod tests;\n',
        'src/branch/tests.rs': '#[test]\nfn alts() {}\n',
        'src/warp/mod.rs': 'pub mod test;\n',
        'src/warp/test.rs': 'pub fn request() {}\n',
      }),
    );
    expect(index.testsFor('src/map.rs')).toEqual(['src/map/tests.rs']);
    expect(index.sourcesOf('src/branch/tests.rs')).toEqual(['src/branch/mod.rs']);
    expect(index.testsFor('src/lib.rs')).toEqual(['src/tests.rs']);
    // `set.rs` keeps its tests inline (a comment declares nothing): `src/set/tests.rs` is not its module.
    expect(index.testsFor('src/set.rs')).toEqual([]);
    // A public `test` module is an API for the crate's users, not its tests.
    expect(index.testsFor('src/warp/mod.rs')).toEqual([]);
  });

  it("lists a source's nearest test first", () => {
    const index = new RepoIndex(
      createMemorySnapshot({
        'zapcore/increase_level.go': 'package zapcore\n\nfunc LevelOf() {}\n',
        'increase_level_test.go': 'package zap\n\nfunc TestIncreaseLevel(t *testing.T) {}\n',
        'zapcore/increase_level_test.go': 'package zapcore_test\n\nfunc TestLevelOf(t *testing.T) {}\n',
      }),
    );
    expect(index.testsFor('zapcore/increase_level.go')).toEqual(['zapcore/increase_level_test.go', 'increase_level_test.go']);
  });

  it("never pairs a fixture or helper among the tests, whatever its name, while every framework's cases count", () => {
    const cases: Record<string, string> = {
      'tests/integration/app.py': 'def test_index(client):\n    assert client.get("/")\n',
      'test/merge.ts': "test('merges', (t) => {});\n",
      'spec/app.rb': 'describe App do\n  it "boots" do\n  end\nend\n',
      'tests/app.rs': '#[test]\nfn boots() {}\n',
      'test/App.java': 'class App { @Test void boots() {} }\n',
      'tests/App.cs': 'public class App { [Fact] public void Boots() {} }\n',
      'test/app.exs': 'defmodule AppTest do\n  test "boots" do\n  end\nend\n',
      'test/app.php': 'class App { public function testBoots() {} }\n',
    };
    const index = new RepoIndex(
      createMemorySnapshot({
        'src/flask/app.py': 'class Flask:\n    pass\n',
        'src/flask/helpers.py': 'def url_for():\n    pass\n',
        'tests/test_apps/cliapp/app.py': 'from flask import Flask\n\ntestapp = Flask("testapp")\n',
        'tests/fixtures/helpers.py': 'VALUE = 1\nMESSAGE = "It\'s a fixture"\n',
        // Named as a test: a test whatever it holds (a placeholder someone will fill).
        'tests/test_helpers.py': '',
      }),
    );
    expect(index.testsFor('src/flask/app.py')).toEqual([]);
    expect(index.testsFor('src/flask/helpers.py')).toEqual(['tests/test_helpers.py']);
    for (const [test, text] of Object.entries(cases)) {
      const one = new RepoIndex(createMemorySnapshot({ 'lib/app.py': 'x = 1\n', 'lib/merge.ts': 'export {};\n', [test]: text }));
      expect([...one.testsFor('lib/app.py'), ...one.testsFor('lib/merge.ts')], test).toEqual([test]);
    }
  });
});

describe('peripheral files', () => {
  const repo = {
    'SECURITY.md': '# Security\n\nReport a security vulnerability: prototype pollution, form data, JSON.\n',
    '.github/PULL_REQUEST_TEMPLATE.md': 'Describe the fix for the security vulnerability in form data to JSON.\n',
    'package.json': '{ "keywords": ["form", "data", "json", "security"], "dependencies": { "form-data": "^4.0.0" } }\n',
    'lib/helpers/formDataToJSON.js': 'export function formDataToJSON(formData) {\n  // prototype pollution guard\n  return {};\n}\n',
    'lib/core/Axios.js': 'export class Axios {}\n',
  };

  it('leaves process documents and the package manifest out unless the requirement is about them', () => {
    const plain = retrieveFiles(
      createMemorySnapshot(repo),
      'fix(security): fixed formToJSON prototype pollution vulnerability in form data',
    ).map((f) => f.path);
    expect(plain).toContain('lib/helpers/formDataToJSON.js');
    for (const peripheral of ['SECURITY.md', '.github/PULL_REQUEST_TEMPLATE.md', 'package.json']) expect(plain).not.toContain(peripheral);
    const policy = retrieveFiles(createMemorySnapshot(repo), 'Update the security policy for reporting a vulnerability').map((f) => f.path);
    expect(policy).toContain('SECURITY.md');
    const bump = retrieveFiles(createMemorySnapshot(repo), 'Bump the form-data dependency version').map((f) => f.path);
    expect(bump).toContain('package.json');
  });

  it('a requirement about a dependency or a version ranks the manifest of any ecosystem like code', () => {
    const gem = {
      'jekyll.gemspec':
        'Gem::Specification.new do |s|\n  s.add_runtime_dependency("psych", "~> 3.3")\n  s.version = Jekyll::VERSION\nend\n',
      'lib/jekyll/renderer.rb':
        'module Jekyll\n  # psych loads the yaml front matter\n  class Renderer\n    def yaml; Psych.safe_load(@yaml); end\n  end\nend\n',
      'lib/jekyll/utils.rb':
        'module Jekyll\n  module Utils\n    # psych and safe yaml\n    def self.yaml(text) = Psych.load(text)\n  end\nend\n',
      'lib/jekyll/document.rb': 'module Jekyll\n  class Document\n    def data = Utils.yaml(@content)\n  end\nend\n',
      ...Object.fromEntries(
        ['reader', 'page', 'layout', 'collection', 'site', 'theme', 'hooks', 'filters'].map((name) => [
          `lib/jekyll/${name}.rb`,
          `module Jekyll\n  # the ${name} reads yaml with psych, whatever its version, and writes it with psych\n  class ${name}\n    def load = Psych.load(read)\n  end\nend\n`,
        ]),
      ),
    };
    const picked = retrieveFiles(createMemorySnapshot(gem), 'Pin the Psych version below 4').map((f) => f.path);
    expect(picked).toContain('jekyll.gemspec');
    // A bug report's "Version:" line is no requirement about versions.
    const other = retrieveFiles(createMemorySnapshot(gem), 'Load psych front matter lazily\n\nVersion: 4.3.2').map((f) => f.path);
    expect(other).not.toContain('jekyll.gemspec');
  });
});

describe('file names', () => {
  it('a file named after the requirement’s words rises above a hub that mentions them everywhere, and the bar stays', () => {
    const hub = Array.from({ length: 40 }, (_, i) => `  const body${i} = request.body; // body size ${i}\n`).join('');
    const snapshot = createMemorySnapshot({
      'source/core/Ky.ts': `export class Ky {\n${hub}}\n`,
      'source/core/constants.ts': 'export const maxBodySize = 1024; // body size limit\n',
      'source/utils/body.ts': 'export function getBodySize(body: unknown) {\n  return 0;\n}\n',
      'source/utils/merge.ts': 'export const merge = () => ({});\n',
    });
    const picked = retrieveFiles(snapshot, 'Improve body size estimation').map((f) => f.path);
    expect(picked[0]).toBe('source/utils/body.ts');
    expect(picked).toContain('source/core/Ky.ts');
    expect(picked).not.toContain('source/utils/merge.ts');
  });
});

describe('changedWithTest', () => {
  it('is a test file that holds a case, not a helper among the tests that changes with the code', () => {
    const snapshot = createMemorySnapshot({
      'httpie/context.py': 'class Environment:\n    pass\n',
      'tests/utils/__init__.py': '"""Utilities for the test suite."""\nimport os\n',
      'tests/test_output.py': 'def test_colors():\n    assert True\n',
    });
    attachHistory(snapshot, [
      ...Array.from({ length: 5 }, (_, i) => ({ subject: `Change ${i}`, files: ['httpie/context.py', 'tests/utils/__init__.py'] })),
      ...Array.from({ length: 3 }, (_, i) => ({ subject: `Fix ${i}`, files: ['httpie/context.py', 'tests/test_output.py'] })),
    ]);
    expect(indexSnapshot(snapshot).changedWithTest('httpie/context.py')).toEqual({ path: 'tests/test_output.py', count: 3 });
  });
});
