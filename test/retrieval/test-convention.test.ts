import { describe, expect, it } from 'vitest';
import { conventionalTestPath, testConventions } from '../../src/retrieval/test-convention.js';

describe('the test convention of a repository', () => {
  it('beside the source, with a suffix', () => {
    const rules = testConventions([
      ['src/core/parse.ts', 'src/core/parse.test.ts'],
      ['src/core/edit.ts', 'src/core/edit.test.ts'],
    ]);
    expect(conventionalTestPath('src/core/detect.ts', rules)).toBe('src/core/detect.test.ts');
    expect(conventionalTestPath('lib/a.ts', rules)).toBe('lib/a.test.ts');
  });

  it('in a parallel tree: the folder below the swapped root is kept', () => {
    const rules = testConventions([
      ['src/core/parse.ts', 'test/core/parse.test.ts'],
      ['src/cli/main.ts', 'test/cli/main.test.ts'],
    ]);
    expect(conventionalTestPath('src/repo/index/tokens.ts', rules)).toBe('test/repo/index/tokens.test.ts');
  });

  it("a folder's entry file is tested under the folder's name where the repository does so, beside itself where it does that", () => {
    // dayjs: `src/plugin/utc/index.js` is tested in `test/plugin/utc.test.js`.
    const named = testConventions([
      ['src/plugin/utc/index.js', 'test/plugin/utc.test.js'],
      ['src/plugin/duration/index.js', 'test/plugin/duration.test.js'],
      ['src/index.js', 'test/index.test.js'],
      ['src/utils.js', 'test/utils.test.js'],
    ]);
    expect(conventionalTestPath('src/plugin/negativeYear/index.js', named)).toBe('test/plugin/negativeYear.test.js');
    // Other files follow the rules of other files.
    expect(conventionalTestPath('src/format.js', named)).toBe('test/format.test.js');
    // Components tested beside their entry file keep that.
    const beside = testConventions([
      ['src/Button/index.tsx', 'src/Button/index.test.tsx'],
      ['src/Menu/index.tsx', 'src/Menu/index.test.tsx'],
    ]);
    expect(conventionalTestPath('src/Card/index.tsx', beside)).toBe('src/Card/index.test.tsx');
  });

  it('a flat tests folder stays flat for a source in a sub-folder: no folder the tests never had', () => {
    const rules = testConventions([
      ['src/RestSharp/RestClient.cs', 'test/RestSharp.Tests/RestClientTests.cs'],
      ['src/RestSharp/UrlBuilder.cs', 'test/RestSharp.Tests/UrlBuilderTests.cs'],
    ]);
    expect(conventionalTestPath('src/RestSharp/Request/UriExtensions.cs', rules)).toBe('test/RestSharp.Tests/UriExtensionsTests.cs');
  });

  it('a flat tests folder with a prefix (Python), and Go beside the source', () => {
    const py = testConventions([
      ['src/flask/app.py', 'tests/test_app.py'],
      ['src/flask/cli.py', 'tests/test_cli.py'],
    ]);
    expect(conventionalTestPath('src/flask/sessions.py', py)).toBe('tests/test_sessions.py');
    const go = testConventions([
      ['pkg/limit/bucket.go', 'pkg/limit/bucket_test.go'],
      ['pkg/api/server.go', 'pkg/api/server_test.go'],
    ]);
    expect(conventionalTestPath('pkg/api/quota.go', go)).toBe('pkg/api/quota_test.go');
  });

  it('a name that adds more than test markers to the stem is a coincidence, however many pairs follow it', () => {
    // ecto_sql's one test of two mix tasks: `ecto.dump.ex` and `ecto.load.ex` both read `ecto`.
    const rules = testConventions([
      ['lib/mix/tasks/ecto.dump.ex', 'test/mix/tasks/ecto.dump_load_test.exs'],
      ['lib/mix/tasks/ecto.load.ex', 'test/mix/tasks/ecto.dump_load_test.exs'],
      ['lib/ecto/migration.ex', 'test/ecto/migration_test.exs'],
      ['lib/ecto/adapters/sql.ex', 'test/ecto/adapters/sql_test.exs'],
    ]);
    expect(rules.map((r) => r.name)).toEqual(['{}_test.exs']);
    expect(conventionalTestPath('lib/ecto/migration/runner.ex', rules)).toBe('test/ecto/migration/runner_test.exs');
    // Markers in any case and order stay conventions.
    for (const [source, test] of [
      ['src/Foo.java', 'test/FooIT.java'] as const,
      ['src/Foo.php', 'tests/FooTestCase.php'],
      ['src/foo.ts', 'src/foo.unit.test.ts'],
      ['src/foo.py', 'tests/test_foo.py'],
      ['src/foo.rs', 'tests/foo.rs'],
    ])
      expect(
        testConventions([
          [source, test],
          [source.replace('oo', 'aa'), test.replace('oo', 'aa')],
        ]),
        test,
      ).toHaveLength(1);
  });

  it('the most specific folder first; a single odd pair is no convention', () => {
    const rules = testConventions([
      ['src/a/x.ts', 'src/a/x.test.ts'],
      ['src/a/y.ts', 'src/a/y.test.ts'],
      ['web/src/App.tsx', 'web/test/App.spec.tsx'],
      ['web/src/Header.tsx', 'web/test/Header.spec.tsx'],
      ['odd/one.js', 'elsewhere/one.check.js'],
    ]);
    expect(conventionalTestPath('web/src/Quota.tsx', rules)).toBe('web/test/Quota.spec.tsx');
    // Rules are per language: what TypeScript sources do says nothing of JavaScript ones.
    expect(conventionalTestPath('odd/two.js', rules)).toBeUndefined();
    expect(conventionalTestPath('odd/two.ts', rules)).toBe('odd/two.test.ts');
    expect(testConventions([['odd/one.js', 'elsewhere/one.check.js']])).toEqual([]);
    expect(conventionalTestPath('src/x.ts', [])).toBeUndefined();
  });

  it("a folder's own sources decide between two rules that both apply: the one they follow most", () => {
    // Every adapter is tested in test/swoosh/adapters/, a few again in test/integration/adapters/.
    const rules = testConventions([
      ['lib/swoosh/adapters/mailgun.ex', 'test/swoosh/adapters/mailgun_test.exs'],
      ['lib/swoosh/adapters/postmark.ex', 'test/swoosh/adapters/postmark_test.exs'],
      ['lib/swoosh/adapters/brevo.ex', 'test/swoosh/adapters/brevo_test.exs'],
      ['lib/swoosh/adapters/mailgun.ex', 'test/integration/adapters/mailgun_test.exs'],
      ['lib/swoosh/adapters/postmark.ex', 'test/integration/adapters/postmark_test.exs'],
    ]);
    expect(conventionalTestPath('lib/swoosh/adapters/lettermint.ex', rules)).toBe('test/swoosh/adapters/lettermint_test.exs');
    // Followed equally there, the rule the whole repository follows most.
    const http = testConventions([
      ['lib/http/request/body.rb', 'test/http/request/body_test.rb'],
      ['lib/http/request/writer.rb', 'test/http/request/writer_test.rb'],
      ['lib/http/client.rb', 'test/http/client_test.rb'],
      ['lib/http/request/body.rb', 'test/http/options/body_test.rb'],
      ['lib/http/request/proxy.rb', 'test/http/options/proxy_test.rb'],
    ]);
    expect(conventionalTestPath('lib/http/request/builder.rb', http)).toBe('test/http/request/builder_test.rb');
  });

  it('keeps a beside-the-source rule to the folders whose sources it was learned from, where others pair another way', () => {
    // Documentation examples test themselves beside their code; the package's own tests live under tests/.
    const rules = testConventions([
      ['docs_src/testing/app01/main.py', 'docs_src/testing/app01/test_main.py'],
      ['docs_src/testing/app02/main.py', 'docs_src/testing/app02/test_main.py'],
      ['typer/rich_utils.py', 'tests/test_rich_utils.py'],
      ['typer/completion.py', 'tests/test_completion/test_completion.py'],
    ]);
    expect(conventionalTestPath('docs_src/testing/app03/main.py', rules)).toBe('docs_src/testing/app03/test_main.py');
    expect(conventionalTestPath('typer/main.py', rules)).toBeUndefined();
    // A folder with no pairs of its own still follows the repository's one convention.
    expect(conventionalTestPath('cli/release.py', rules)).toBe('cli/test_release.py');
    // Not examples, benchmarks or scripts, where no pair was learned: programs, not tested code.
    expect(conventionalTestPath('scripts/release.py', rules)).toBeUndefined();
    expect(conventionalTestPath('examples/blending/main.py', rules)).toBeUndefined();
    // Nor a package's own module.
    expect(conventionalTestPath('docs_src/testing/app03/__init__.py', rules)).toBeUndefined();
  });
});
