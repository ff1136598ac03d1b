// The offline tasks' words and kinds: generic verbs and markup are no evidence, terms are shown as
// the requirement spells them, criteria fit the kind of file, an applied migration is never edited
// and a new test case goes into the feature's existing test file.
import { describe, expect, it } from 'vitest';
import { evidenceTerms, groupTasks, withoutCreating } from '../../src/offline/offline-plan.js';
import { deprecatedName, removedName } from '../../src/offline/offline-removed.js';
import { nextMigration } from '../../src/offline/offline-criteria.js';
import { clauses, meaningfulTerms, namedIdentifiers, spelled, topicOf, withoutGenericWords } from '../../src/offline/offline-words.js';
import { statesExpectation, statesProblem } from '../../src/offline/offline-asks.js';
import type { FileGroup, PlannedFile } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { attachHistory, type PastCommit } from '../../src/repo/history.js';
import { queryTerms } from '../../src/retrieval/tokens.js';

describe('requirement words', () => {
  it('generic verbs and fillers carry no meaning; the rest does', () => {
    expect(meaningfulTerms('Add support to handle and fix the new change, ensure it improves')).toEqual([]);
    expect(meaningfulTerms('Handle empty zstd responses')).toEqual(['empty', 'zstd', 'respons']);
    // Chinese ones carry no meaning either, but stay in the ranking query (measured: docs/benchmarks.md).
    expect(meaningfulTerms('修复登录失败')).not.toContain('修复');
    expect(meaningfulTerms('修复登录失败')).toContain('登录');
    expect(withoutGenericWords('修复登录失败')).toBe('修复登录失败');
  });

  it('shows terms as the requirement spells them, never as stems', () => {
    const requirement = 'Add rate limiting per API key to the orders and products routes; rename IconByID';
    expect(spelled(['rout', 'api', 'limit', 'order', 'iconbyid', 'icon', 'handl'], requirement)).toEqual([
      'routes',
      'API',
      'limiting',
      'orders',
      'IconByID',
    ]);
  });

  it('shows a compound whole only when the terms hold all of it, else the parts they hold', () => {
    const requirement = 'Improve ErrInvalidKeyType error messages for OpenAPI-friendly path params';
    // A file that holds `ErrInvalidKeyType` itself, and one that only holds "key", "type" and "invalid".
    expect(spelled(['errinvalidkeytype', 'path'], requirement)).toEqual(['ErrInvalidKeyType', 'path']);
    expect(spelled(['key', 'typ', 'invalid'], requirement)).toEqual(['key', 'type', 'invalid']);
    expect(spelled(['friendly', 'param'], requirement)).toEqual(['friendly', 'params']);
    expect(spelled(['open', 'api', 'openapi', 'friendly'], requirement)).toEqual(['OpenAPI-friendly']);
  });

  it('shows a Chinese match as the stretch of the requirement its character pairs cover, and a glossed one as written', () => {
    const requirement = '修复登录失败的问题，并在页面显示剩余配额';
    // 修复, 复登 and 登录 matched: one word shown, not three pairs; quota was read through the glossary.
    expect(spelled(['修复', '复登', '登录', '页面', 'quota'], requirement)).toEqual(['修复登录', '页面', '配额']);
    expect(spelled(queryTerms('登录失败'), requirement)).toEqual(['登录失败']);
    // A word inside a longer one shown is not repeated: 登录 (read as login) is in 修复登录.
    expect(spelled(['login', '修复', '复登', '登录'], requirement)).toEqual(['修复登录']);
  });

  it('names identifiers written as code, not file names or acronyms', () => {
    expect(namedIdentifiers('Rename IconByID, `ky.extend()` and handle_request in orders.js for the API')).toEqual([
      'IconByID',
      'extend',
      'ky',
      'handle_request',
    ]);
    // A link's host and an address are no code.
    expect(namedIdentifiers('See https://github.com/koajs/koa/issues/1777, mail a.b@example.com')).toEqual([]);
    // Rust's and PHP's paths, Ruby's instance methods: the member first, as for a dotted path.
    expect(namedIdentifiers('Rename internal `Arg::blacklist` field; see Kaminari::Helpers#page_entries_info')).toEqual([
      'blacklist',
      'Arg',
      'page_entries_info',
      'Helpers',
      'Kaminari',
    ]);
  });

  it('splits a requirement into the requests it makes, not at every "and"', () => {
    expect(clauses('Add rate limiting to the orders and products routes, and show the quota. Document the API and add tests')).toEqual([
      'Add rate limiting to the orders and products routes',
      'show the quota',
      'Document the API',
      'add tests',
    ]);
    expect(topicOf('Add rate limiting')).toBe('rate limiting');
    expect(topicOf('Rename IconByID')).toBe('Rename IconByID');
    expect(topicOf('Ensure that `typer.launch` forwards the URL')).toBe('`typer.launch` forwards the URL');
    expect(topicOf('Ensure thatcher works')).toBe('thatcher works');
  });
});

const SHOP = {
  'src/routes/orders.js':
    'export async function listOrders(req, res) {\n  res.end("orders");\n}\n\nexport async function createOrder(req, res) {\n  res.end("order created");\n}\n',
  'src/middleware/auth.js':
    'export function authenticate(req) {\n  // the API key from the header\n  return req.headers.authorization;\n}\n',
  'test/orders.test.js': "import { listOrders } from '../src/routes/orders.js';\ntest('lists orders', () => listOrders());\n",
  'web/OrderList.jsx': 'export function OrderList({ orders }) {\n  return <ul>{orders.map((o) => <li key={o.id}>{o.id}</li>)}</ul>;\n}\n',
  'docs/api.md': '# API\n\n## Orders\n\nGET /orders lists the orders.\n',
  'migrations/001_init.sql': 'create table orders (id int);\n',
  'migrations/002_api_keys.sql': 'create table api_keys (key_hash text);\n',
  'package.json': '{ "name": "shop", "scripts": { "test": "node --test" } }\n',
};

function file(path: string, kind: PlannedFile['kind'], requirement: string, extra: Partial<PlannedFile> = {}): PlannedFile {
  return { path, kind, score: 1, matched: queryTerms(requirement), ...extra };
}

function plan(requirement: string, files: PlannedFile[]) {
  return planIn(SHOP, requirement, files);
}

/** The tasks of one group of `planned` files in a repository of `files`. */
function planIn(files: Record<string, string>, requirement: string, planned: PlannedFile[]) {
  const group: FileGroup = { slug: 'g', folder: '', files: planned, score: 1 };
  return groupTasks(createMemorySnapshot(files), group, requirement, 8, { zh: false });
}

describe('offline tasks', () => {
  it('a markup attribute and a generic verb are no evidence', () => {
    const snapshot = createMemorySnapshot(SHOP);
    const requirement = 'Add rate limiting per API key to the orders';
    expect(evidenceTerms(snapshot, file('web/OrderList.jsx', 'source', requirement))).toEqual(['order']);
    expect(evidenceTerms(snapshot, file('src/middleware/auth.js', 'source', requirement))).toEqual(['api', 'key']);
  });

  it('says no "(offline heuristic)" and shows no stems', () => {
    const requirement = 'Add rate limiting per API key to the orders routes';
    const [task] = plan(requirement, [file('src/routes/orders.js', 'source', requirement)]);
    expect(task?.description).not.toMatch(/offline heuristic/i);
    expect(task?.description).toContain('orders, routes');
    expect(task?.description).not.toMatch(/\b(rout|handl|order)\b/);
  });

  it('a task at the whole file says why the file, with no sentence that no declaration stands out', () => {
    const requirement = 'Add rate limiting per API key to the orders routes';
    const files = { 'src/limits.js': 'export const a = 1; // rate limiting\nexport const b = 2; // per API key\n' };
    const [task] = planIn(files, requirement, [
      { ...file('src/limits.js', 'source', requirement), matched: ['rate', 'limit', 'api', 'key'] },
    ]);
    expect(task?.modification_points[0]?.location).toBe('*');
    expect(task?.description).toBe(
      "Add rate limiting per API key to the orders routes. The file holds the requirement's words limiting, API, key.",
    );
  });

  it('says which words spell a declaration the requirement writes as prose, and never that it wrote a qualified name', () => {
    const spelledOut = 'Show the page size when you list orders';
    const [task] = plan(spelledOut, [file('src/routes/orders.js', 'source', spelledOut)]);
    expect(task?.description).toContain("The requirement's words list, orders spell `listOrders`, which the file declares.");
    const named = 'Make listOrders honour the page size';
    const [own] = plan(named, [file('src/routes/orders.js', 'source', named)]);
    expect(own?.description).toContain('The requirement names `listOrders`, which the file declares.');
  });

  it('a doc a fix is asked of is fixed as asked, not told to document the fix', () => {
    const requirement = 'Fix the orders path in the API docs';
    const [task] = plan(requirement, [file('docs/api.md', 'doc', requirement)]);
    expect(task?.modification_points[0]?.change).toBe('fix the orders path in the API docs');
    expect(task?.convergence_criteria.join('\n')).not.toMatch(/documents/);
    expect(task?.convergence_criteria[0]).toMatch(/^docs\/api\.md .*fix the orders path in the API docs$/);
  });

  it('gives each kind of file its own criterion, none the old catch-all', () => {
    const requirement = 'Add rate limiting to the orders, and document how orders are listed';
    const tasks = plan(requirement, [
      file('src/routes/orders.js', 'source', requirement),
      file('docs/api.md', 'doc', requirement),
      file('package.json', 'config', requirement),
      file('test/orders.test.js', 'test', requirement),
    ]);
    const criteria = tasks.map((t) => t.convergence_criteria);
    expect(criteria[0]).toEqual([
      '`listOrders` in src/routes/orders.js is changed to add rate limiting to the orders',
      'the new case in test/orders.test.js passes',
    ]);
    expect(criteria[1]).toEqual(['docs/api.md documents how orders are listed under “Orders”']);
    expect(criteria[2]?.[0]).toMatch(/^package\.json declares what rate limiting to the orders needs/);
    expect(criteria[3]).toEqual(['the new case in test/orders.test.js passes (rate limiting to the orders)']);
    expect(tasks[3]?.title).toBe('Add a case to test/orders.test.js');
    expect(criteria.flat().some((c) => /implements the requirement/.test(c))).toBe(false);
  });

  it('a reported problem is fixed and reproduced, never something the code should "do"', () => {
    expect(statesProblem('ShouldBindQuery ignores the default value of a time.Time field')).toBe(true);
    expect(statesProblem('The server crashes when the body is empty')).toBe(true);
    expect(statesProblem('Session cookie is not refreshed after login')).toBe(true);
    expect(statesProblem('res.redirect() double-encodes a URL that is already percent-encoded')).toBe(true);
    expect(statesProblem('Dates are parsed incorrectly in other time zones')).toBe(true);
    expect(statesProblem('Session data is lost on reload')).toBe(true);
    expect(statesProblem('The encoder truncates long keys')).toBe(true);
    expect(statesProblem('登录失败')).toBe(true);
    // Requests, even about a problem, and statements of a feature are not.
    expect(statesProblem('Fix crash when the body is empty')).toBe(false);
    expect(statesProblem("Don't fail on an empty body")).toBe(false);
    expect(statesProblem('Rate limiting per API key')).toBe(false);
    expect(statesProblem('修复登录失败')).toBe(false);
    expect(statesProblem('Client should raise a clear error when the proxy URL has no scheme')).toBe(false);
    expect(statesProblem('Raise a clear error when the URL is not valid')).toBe(false);
    expect(statesProblem('Client raises KeyError when the proxy URL has no scheme')).toBe(true);
    expect(statesProblem('Wrong content type for JSON errors')).toBe(false);
    const requirement = '[Bug] fix(orders): listOrders ignores the page size';
    const [code, test] = plan(requirement, [
      file('src/routes/orders.js', 'source', requirement),
      file('test/orders.test.js', 'test', requirement),
    ]);
    expect(code?.modification_points[0]?.change).toBe('fix the problem: listOrders ignores the page size');
    expect(code?.convergence_criteria[0]).toBe(
      '`listOrders` in src/routes/orders.js no longer shows the problem: listOrders ignores the page size',
    );
    expect(test?.modification_points[0]?.change).toBe('add a case that reproduces the problem: listOrders ignores the page size');
    expect(code?.description).toMatch(/^listOrders ignores the page size\. /);
    expect(JSON.stringify([code, test])).not.toMatch(/\[Bug\]|fix\(orders\)|does this/);
  });

  it('a request the code is changed to carry out; a clause that names what is wanted, covered', () => {
    const named = 'Map as query parameter';
    const [code] = plan(named, [file('src/routes/orders.js', 'source', named)]);
    expect(code?.convergence_criteria[0]).toBe('src/routes/orders.js covers this: map as query parameter');
    const wanted = 'Add a Croatian translation';
    const [created] = plan(wanted, [file('locales/hr.json', 'source', wanted, { create: true })]);
    expect(created?.convergence_criteria[0]).toBe('locales/hr.json exists and is written to add a Croatian translation');
  });

  it('a stated expectation is met, never something the code "does"', () => {
    expect(statesExpectation('Sampler should allow a per-level sampling rate')).toBe(true);
    expect(statesExpectation('The client must retry once on a reset connection')).toBe(true);
    // Requests in the imperative, and reports of a problem, are not.
    expect(statesExpectation('Allow users who want a per-level rate')).toBe(false);
    expect(statesExpectation('Add a per-level sampling rate')).toBe(false);
    expect(statesExpectation('listOrders ignores the page size')).toBe(false);
    const requirement = 'listOrders should honour the page size';
    const [code] = plan(requirement, [file('src/routes/orders.js', 'source', requirement)]);
    expect(code?.convergence_criteria[0]).toBe('`listOrders` in src/routes/orders.js meets this: listOrders should honour the page size');
  });

  it('a fixture among the tests is changed for the new cases, never given a case of its own', () => {
    const requirement = 'send_file does not set Content-Length for large files';
    const snapshot = createMemorySnapshot({
      'lib/base.rb': 'def send_file(path)\nend\n',
      'test/integration/app.rb': "get('/file') { send_file __FILE__ }\n",
      'test/helpers_test.rb': "it 'sends a file' do\nend\n",
    });
    const group: FileGroup = {
      slug: 'g',
      folder: '',
      score: 1,
      files: ['lib/base.rb', 'test/integration/app.rb', 'test/helpers_test.rb'].map((path) =>
        file(path, path.startsWith('test/') ? 'test' : 'source', requirement),
      ),
    };
    const [, fixture, test] = groupTasks(snapshot, group, requirement, 8, { zh: false });
    expect(fixture?.title).toBe('Change test/integration/app.rb');
    expect(fixture?.modification_points).toEqual([
      {
        file: 'test/integration/app.rb',
        location: '*',
        change: 'support the new cases (send_file does not set Content-Length for large files)',
      },
    ]);
    expect(fixture?.convergence_criteria).toEqual(['the tests that use test/integration/app.rb pass']);
    expect(test?.title).toBe('Add a case to test/helpers_test.rb');
  });

  it('an applied migration becomes the next migration of its folder, once', () => {
    const requirement = 'Add an expiry to API keys';
    const tasks = plan(requirement, [
      file('migrations/002_api_keys.sql', 'source', requirement),
      file('migrations/001_init.sql', 'source', requirement),
    ]);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.title).toBe('Add migration migrations/003_expiry_api_keys.sql');
    expect(tasks[0]?.modification_points).toEqual([{ file: 'migrations/003_expiry_api_keys.sql', location: '*', change: 'new file' }]);
    expect(tasks[0]?.convergence_criteria).toEqual(['the new migration migrations/003_expiry_api_keys.sql applies after 002_api_keys.sql']);
  });

  it('numbers and timestamps follow the folder’s sequence, its separator and extension', () => {
    const rails = createMemorySnapshot({
      'db/migrate/20240101120000_create_users.rb': '',
      'db/migrate/20231201090000_create_orders.rb': '',
      'db/schema.rb': '',
    });
    expect(nextMigration(rails, 'db/migrate/20231201090000_create_orders.rb', 'api keys')).toEqual({
      path: 'db/migrate/20240101120001_api_keys.rb',
      after: 'db/migrate/20240101120000_create_users.rb',
    });
    const up = createMemorySnapshot({ 'migrations/000009-init.up.sql': '', 'migrations/000010-keys.up.sql': '' });
    expect(nextMigration(up, 'migrations/000009-init.up.sql', 'expiry')?.path).toBe('migrations/000011-expiry.up.sql');
  });

  it('a new test case goes into the feature’s existing test file, even when retrieval left it out', () => {
    const requirement = 'List orders newest first';
    const [task] = plan(requirement, [file('src/routes/orders.js', 'source', requirement)]);
    expect(task?.convergence_criteria).toContain('the new case in test/orders.test.js passes');
  });

  it("a request's body says how the change behaves: no task fixes it as a problem", () => {
    const requirement = 'Limit the orders a listing returns\n\nCancelled orders are not counted against this limit.';
    const [task] = plan(requirement, [file('src/routes/orders.js', 'source', 'cancelled orders counted limit')]);
    const text = JSON.stringify(task);
    expect(text).not.toMatch(/problem/);
  });

  it('a refactoring keeps its tests as they are: no new case, no new test file', () => {
    const requirement = 'Refactor orders listing to avoid too much responsibility on listOrders';
    const [code, test] = plan(requirement, [
      file('src/routes/orders.js', 'source', requirement),
      file('test/orders.test.js', 'test', requirement, { covers: 'src/routes/orders.js' }),
    ]);
    expect(code?.convergence_criteria).toContain('the tests in test/orders.test.js pass unchanged');
    expect(code?.convergence_criteria.join('\n')).not.toMatch(/new case|new tests/);
    expect(code?.modification_points[1]?.change).toBe(
      'passes unchanged after refactoring orders listing to avoid too much responsibility on listOrders',
    );
    expect(test).toBeUndefined();
    const [alone] = plan('refactor: split the orders listing', [file('test/orders.test.js', 'test', 'orders listing')]);
    expect(alone?.title).toBe('Keep test/orders.test.js passing');
    // So does a change that keeps behaviour: dead code removed, a dependency bumped.
    for (const chore of ['Remove unused require in the orders listing', 'Update criterion 0.7 -> 0.8 for the orders listing'])
      expect(plan(chore, [file('test/orders.test.js', 'test', 'orders listing')])[0]?.title, chore).toBe(
        'Keep test/orders.test.js passing',
      );
    expect(alone?.convergence_criteria).toEqual(['the tests in test/orders.test.js pass unchanged']); // Taking away a name its test writes changes that test: it does not pass unchanged.
    const [removal] = plan('refactor!: remove the deprecated listOrders alias', [
      file('src/routes/orders.js', 'source', 'listOrders'),
      file('test/orders.test.js', 'test', 'listOrders', { covers: 'src/routes/orders.js' }),
    ]);
    expect(removal?.convergence_criteria.join('\n')).not.toMatch(/unchanged/);
    // Also behind a scope: `refactor(routes)!: remove …` takes the name away as well.
    const [scoped] = plan('refactor(routes)!: remove the deprecated listOrders alias', [
      file('src/routes/orders.js', 'source', 'listOrders'),
      file('test/orders.test.js', 'test', 'listOrders', { covers: 'src/routes/orders.js' }),
    ]);
    expect(scoped?.convergence_criteria.join('\n')).not.toMatch(/unchanged/);
  });

  it('a source with no test of its name gets the test that changed with it most often, not a file it lacks', () => {
    const files = {
      'src/flask/app.py': 'def url_for(endpoint, scheme=None):\n    return endpoint\n',
      'tests/test_basic.py': 'def test_url_for():\n    assert True\n',
      'tests/test_views.py': 'def test_view():\n    assert True\n',
      // Sources and their tests by name: the convention a new test's file would follow.
      'src/flask/helpers.py': 'def helper():\n    return 1\n',
      'tests/test_helpers.py': 'def test_helper():\n    assert True\n',
      'src/flask/views.py': 'def view():\n    return 1\n',
    };
    const requirement = 'url_for should reject an unknown scheme';
    const planned = (history: PastCommit[]) => {
      const snapshot = createMemorySnapshot(files);
      attachHistory(snapshot, history);
      const group: FileGroup = { slug: 'g', folder: '', files: [file('src/flask/app.py', 'source', requirement)], score: 1 };
      return groupTasks(snapshot, group, requirement, 8, { zh: false })[0]?.convergence_criteria ?? [];
    };
    const together = (test: string, n: number): PastCommit[] =>
      Array.from({ length: n }, (_, i) => ({ subject: `Change ${i}`, files: ['src/flask/app.py', test] }));
    const criteria = planned([...together('tests/test_basic.py', 3), ...together('tests/test_views.py', 2)]);
    expect(criteria).toContain(
      'the new case in tests/test_basic.py passes (the test that changed with src/flask/app.py most often: 3 commits)',
    );
    // Two commits together are not enough: the repository's convention names the new test's file.
    expect(planned(together('tests/test_basic.py', 2))).toContain(
      "new tests in a new file tests/test_app.py (named by this repository's convention) cover it and pass",
    );
  });

  it('names no new test file for a code task when the group plans a test file of its own', () => {
    const files = {
      'lib/dsl.rb': 'class DSL\n  def worker_check_interval(interval)\n    @options[:interval] = Integer(interval)\n  end\nend\n',
      'test/test_cluster.rb': 'class TestCluster\n  def test_worker_check_interval\n    assert true\n  end\nend\n',
      // A source and its test by name: the convention a new test's file would follow (`test/test_dsl.rb`).
      'lib/helpers.rb': 'def helper\n  1\nend\n',
      'test/test_helpers.rb': 'class TestHelpers\n  def test_helper\n    assert true\n  end\nend\n',
      'lib/runner.rb': 'def run\n  1\nend\n',
      'test/test_runner.rb': 'class TestRunner\n  def test_run\n    assert true\n  end\nend\n',
    };
    const requirement = 'Allow sub-second `worker_check_interval`';
    const tasksOf = (paths: [string, PlannedFile['kind']][]) =>
      planIn(
        files,
        requirement,
        paths.map(([path, kind]) => file(path, kind, requirement)),
      );
    const alone = tasksOf([['lib/dsl.rb', 'source']]);
    expect(alone[0]?.convergence_criteria).toContain(
      "new tests in a new file test/test_dsl.rb (named by this repository's convention) cover it and pass",
    );
    const withTest = tasksOf([
      ['lib/dsl.rb', 'source'],
      ['test/test_cluster.rb', 'test'],
    ]);
    expect(withTest).toHaveLength(2);
    expect(withTest[0]?.convergence_criteria.join('\n')).not.toMatch(/test_dsl/);
    expect(withTest[1]?.convergence_criteria.join('\n')).toMatch(/test\/test_cluster\.rb passes/);
  });

  it('deletes the file a removed name is named after, and only that file', () => {
    const files = {
      'src/NodeVisitor/MacroAutoImportNodeVisitor.php':
        '<?php\nfinal class MacroAutoImportNodeVisitor implements NodeVisitorInterface\n{\n    public function enterNode(Node $node): Node\n    {\n        return $node;\n    }\n}\n',
      'src/NodeVisitor/EscaperNodeVisitor.php':
        '<?php\nfinal class EscaperNodeVisitor\n{\n    // MacroAutoImportNodeVisitor runs before\n}\n',
    };
    const tasksFor = (requirement: string) =>
      planIn(
        files,
        requirement,
        Object.keys(files).map((path) => file(path, 'source', requirement)),
      );
    const [own, other] = tasksFor('Remove MacroAutoImportNodeVisitor');
    expect(own?.title).toBe('Delete src/NodeVisitor/MacroAutoImportNodeVisitor.php');
    expect(own?.modification_points[0]?.change).toBe(
      'delete the file: it holds `MacroAutoImportNodeVisitor`, which the requirement removes',
    );
    expect(own?.convergence_criteria).toEqual([
      'src/NodeVisitor/MacroAutoImportNodeVisitor.php is deleted, and no code, test or document refers to `MacroAutoImportNodeVisitor` any more (a changelog entry of its removal aside)',
    ]);
    expect(other?.title).toMatch(/^Change /);
    // The name is the verb's object, as code or with a shape of its own; a name it is taken from, or a plain word, is not.
    expect(removedName('fix: remove the deprecated `Visitor` class (#12)')).toBe('Visitor');
    expect(removedName('remove the InputLength trait (#1747)')).toBe('InputLength');
    expect(removedName('Remove unnecessary binary_type compatibility shim')).toBe('binary_type');
    expect(removedName('Remove deprecated methods from MacroAutoImportNodeVisitor')).toBeUndefined();
    expect(removedName('Remove Comments')).toBeUndefined();
    expect(removedName('Rename MacroAutoImportNodeVisitor')).toBeUndefined();
    // A conventional commit's scope stands before the verb, not in its place.
    expect(removedName('refactor(types)!: remove ResSerializerReply type')).toBe('ResSerializerReply');
    expect(tasksFor('Remove deprecated methods from MacroAutoImportNodeVisitor')[0]?.title).toMatch(/^Change /);
  });

  it('a test that writes the name the requirement removes loses those uses instead of gaining a case', () => {
    const files = {
      'types/logger.d.ts':
        'export type ResSerializerReply = { statusCode: number };\nexport interface FastifyLogger {\n  level: string;\n}\n',
      'test/types/logger.tst.ts':
        "import { ResSerializerReply } from '../../types/logger';\nconst reply: ResSerializerReply = { statusCode: 200 };\n",
      'test/types/reply.tst.ts': "import { FastifyLogger } from '../../types/logger';\nconst logger: FastifyLogger = { level: 'info' };\n",
      'test/internals/logger.test.js': "const { createLogger } = require('../../lib/logger');\ntest('logger', () => createLogger());\n",
    };
    const requirement = 'refactor(types)!: remove ResSerializerReply type';
    const [code, other] = planIn(files, requirement, [
      file('types/logger.d.ts', 'source', requirement),
      file('test/types/logger.tst.ts', 'test', requirement, { covers: 'types/logger.d.ts' }),
      file('test/internals/logger.test.js', 'test', requirement, { covers: 'types/logger.d.ts' }),
      file('test/types/reply.tst.ts', 'test', requirement),
    ]);
    expect(code?.modification_points[1]?.change).toBe('update the cases that use `ResSerializerReply`: they go, or use what replaces it');
    expect(code?.convergence_criteria).toContain(
      'no case in test/types/logger.tst.ts uses `ResSerializerReply` any more, and its tests pass',
    );
    expect(code?.convergence_criteria.join('\n')).not.toMatch(/new case/);
    // A refactoring's other test, which never wrote the name, passes unchanged.
    expect(code?.modification_points[2]?.change).toBe('passes unchanged after removing ResSerializerReply type');
    // A test that never wrote the name is not touched by the removal's uses.
    expect(other?.modification_points[0]?.change).not.toMatch(/cases that use/);
  });

  it('a deprecation keeps its own test gaining a case, and other tests stop using the name', () => {
    const files = {
      'src/click/testing.py': 'class CliRunner:\n    def isolated_filesystem(self):\n        return None\n',
      'tests/test_testing.py': 'def test_isolated_filesystem(runner):\n    runner.isolated_filesystem()\n',
      'tests/test_basic.py': 'def test_file(runner):\n    with runner.isolated_filesystem():\n        pass\n',
    };
    const requirement = 'Deprecate `isolated_filesystem`';
    const [code, basic] = planIn(files, requirement, [
      file('src/click/testing.py', 'source', requirement),
      file('tests/test_testing.py', 'test', requirement, { covers: 'src/click/testing.py' }),
      file('tests/test_basic.py', 'test', requirement),
    ]);
    expect(code?.modification_points[1]?.change).toMatch(/^add a case for/);
    expect(basic?.title).toBe('Change tests/test_basic.py');
    expect(basic?.convergence_criteria).toEqual(['no case in tests/test_basic.py uses `isolated_filesystem` any more, and its tests pass']);
    expect(deprecatedName('Deprecate `isolated_filesystem`')).toBe('isolated_filesystem');
    expect(deprecatedName('Remove `isolated_filesystem`')).toBeUndefined();
  });

  it('requirement words that say "create" never mark an existing file as created', () => {
    const requirement = 'Create an order export for the orders route';
    const [task] = plan(requirement, [file('src/routes/orders.js', 'source', requirement)]);
    // Said without the words of creating: no placeholder, and nothing reads as a new file.
    expect(task?.modification_points[0]?.change).toMatch(/^add an order export for the orders route/i);
    const [os] = plan("Add new OS: Amazon's Vega OS", [file('src/main/ua-parser.js', 'source', "Add new OS: Amazon's Vega OS")]);
    expect(os?.modification_points[0]?.change).not.toMatch(/new|this part of the requirement/);
    expect(withoutCreating('adds a new parser; created by the step')).toBe('adds a parser; added by the step');
    // Names, statuses and proper names stay as written.
    for (const text of [
      'return 201 Created from the orders route',
      'fix `create` subcommand',
      'fix Object.create polyfill',
      'support create-react-app templates',
      'add a New Relic exporter',
      'add new-style classes',
    ])
      expect(withoutCreating(text), text).toBe(text);
  });
});
