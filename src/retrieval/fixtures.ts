// Files that live among the tests but test nothing: fixture apps (`tests/test_apps/cliapp/app.py`),
// helpers (`test/helpers/server.js`), package markers (`tests/__init__.py`), sample data. Their
// names match sources (`app.py`) as well as real tests do, so a plan paired them with the code
// ("the new case in tests/test_apps/cliapp/app.py passes"). In 89 public repositories, 282 of the
// 563 files of test folders named like a source, without a test marker, held no test case.
import { baseName, stemName } from './classify.js';

/**
 * A test by its own name: `test_x.py`, `x_test.go`, `x.spec.ts`, `XTest.java`, `x_spec.rb`
 * (not only by the folder it sits in).
 */
function namedAsTest(path: string): boolean {
  const name = baseName(path).toLowerCase();
  if (name.includes('.test.') || name.includes('.spec.')) return true;
  const dot = name.indexOf('.');
  let bare = '';
  for (const c of dot > 0 ? name.slice(0, dot) : name) if (c !== '_' && c !== '-') bare += c;
  return bare !== stemName(path);
}

/**
 * What a test framework's cases look like in the languages the index reads: `it("…")`, `test(…)`,
 * `describe(`, `expect(`, `expectType<…>(`, `assert…(`/`assert x`, `def test_…`, `function test…`, `func Test…`,
 * `#[test]`, `@Test`, `[Fact]`/`[Test]`/`[TestMethod]`/`[Theory]`. Case counts: "It's gonna be" in a
 * fixture's string is no `it '…'`. Linear: no nested repetition.
 */
const TEST_CASE =
  /\b(?:[Aa]ssert\w*|expect\w*|describe|context|it|test|should)\s*[(.!:{<"'`]|\bassert\s|\b(?:def|function|func)\s+[Tt]est|#\[(?:tokio::)?test\]|@Test\b|\[(?:Fact|Test|TestMethod|Theory)\b/;

/** Only the head of a file is read: a test declares its first case long before this. */
const HEAD = 64 * 1024;

/**
 * The tests' own tools, named so whatever they hold: a base class (`TestBase.cs`, `BaseTest.java`),
 * pytest's `conftest.py`, Ruby's `test_helper.rb`, `spec_helper.rb` and `rails_helper.rb`. Their
 * assertions help the cases; a plan put "the new case in …/TestBase.cs" because it changed with
 * every test. One word only (`test_helpers.py` and `test_base.py` test `helpers.py` and `base.py`),
 * but for Ruby's own helpers.
 */
const HELPER_NAMES = new Set([
  'testbase',
  'basetest',
  'basetestcase',
  'testcasebase',
  'testhelper',
  'testhelpers',
  'testutils',
  'conftest',
]);
const RUBY_HELPERS = new Set(['test_helper.rb', 'spec_helper.rb', 'rails_helper.rb']);

/**
 * RSpec's and ExUnit's folder of the tests' own code (`spec/support/matchers/callback.rb`,
 * `test/support/conn_case.ex`): loaded by the helper, never run as a test. A matcher named like a
 * source (`callback.rb` beside `callbacks_observer.rb`) had been planned as its test.
 */
const SUPPORT_FOLDER = /(?:^|\/)(?:spec|tests?)\/support\//;

function namedAsHelper(path: string): boolean {
  const name = baseName(path).toLowerCase();
  return RUBY_HELPERS.has(name) || HELPER_NAMES.has(name.split('.')[0] ?? '') || SUPPORT_FOLDER.test(path);
}

/** A case's definition, not an assertion: what a helper of the tests never holds (`test_base.py` with its `def test_…` is a test). */
const DEFINES_CASE =
  /\b(?:def|function|func)\s+[Tt]est|#\[(?:tokio::)?test\]|@Test\b|\[(?:Fact|Test|TestMethod|Theory)\b|\b(?:it|test|describe)\s*\(/;

/** A file of a test folder that is one of the tests' tools, or neither is named as a test nor holds a test case: no source's test. */
export function testsNothing(path: string, text: string): boolean {
  const head = text.slice(0, HEAD);
  if (namedAsHelper(path)) return !DEFINES_CASE.test(head);
  return !namedAsTest(path) && !TEST_CASE.test(head);
}
