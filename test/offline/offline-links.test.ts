// The offline link step: dependencies from the repository's own graph (tests → the code they test,
// importers → what they import, then layers), never a cycle, never a self-edge, deterministic.
import { describe, expect, it } from 'vitest';
import { OfflineProvider } from '../../src/offline/offline.js';
import type { LinkCandidate } from '../../src/contract/types.js';
import { DependencyGraph, offlineLinks } from '../../src/offline/offline-links.js';
import { layerDistance, layerOf } from '../../src/offline/offline-layers.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { attachHistory } from '../../src/repo/history.js';
import { planTasks } from '../helpers/offline-plan.js';

const task = (id: string, domain: string, files: string[], dependsOn: string[] = []): LinkCandidate => ({
  id,
  title: `Change ${files.join(', ')}`,
  domain,
  files,
  depends_on: dependsOn,
});

/** The edges of a link answer, "from→to", in answer order. */
const edges = (links: { task_id: string; depends_on: string[] }[]) => links.flatMap((l) => l.depends_on.map((d) => `${l.task_id}→${d}`));

const code = createMemorySnapshot({
  'src/services/quota.js': 'export function remaining(key) {\n  return 10;\n}\n',
  'test/services/quota.test.js': "import { remaining } from '../../src/services/quota.js';\n",
  'src/routes/orders.js': "import { remaining } from '../services/quota.js';\nexport function listOrders() {}\n",
  'src/util/clock.js': 'export const now = () => Date.now();\n',
});

const layered = createMemorySnapshot({
  'migrations/003_quota.sql': 'alter table keys add column quota int;\n',
  'src/models/quota.js': 'export class Quota {}\n',
  'src/routes/quota.js': 'export function getQuota() {}\n',
  'web/src/components/Quota.jsx': 'export function Quota() { return null; }\n',
  'docs/quota.md': '# Quota\n',
});

describe('offline links from the repository', () => {
  it('orders the callers of a name the title takes away before the file that declares it', () => {
    const snapshot = createMemorySnapshot({
      'lib/uri.rb': 'class URI\n  def query_values\n    @query\n  end\nend\n',
      'lib/request/builder.rb': "require 'uri'\nclass Builder\n  def merge(uri)\n    uri.query_values\n  end\nend\n",
    });
    const tasks = [task('TASK-001', 'http', ['lib/uri.rb']), task('TASK-002', 'http', ['lib/request/builder.rb'])];
    const removal = 'Remove `query_values` from URI';
    expect(edges(offlineLinks({ needs: [], tasks, snapshot, requirement: removal }))).toEqual(['TASK-001→TASK-002']);
    expect(edges(offlineLinks({ needs: [], tasks, snapshot, requirement: 'Replace `query_values` with the stdlib' }))).toEqual([
      'TASK-001→TASK-002',
    ]);
    // Anything else: the caller builds on what it uses.
    expect(edges(offlineLinks({ needs: [], tasks, snapshot, requirement: 'Cache `query_values`' }))).toEqual(['TASK-002→TASK-001']);
  });

  it('gets the requirement from the planner: a planned removal drops the calls first', async () => {
    const snapshot = createMemorySnapshot({
      'lib/http/uri.rb':
        'module HTTP\n  class URI\n    def query_values\n      @query\n    end\n\n    def host\n      @host\n    end\n  end\nend\n',
      'lib/http/request/builder.rb':
        "require 'http/uri'\nmodule HTTP\n  class Builder\n    def merge_query_params(uri)\n      uri.query_values\n    end\n  end\nend\n",
      'lib/http/client.rb': 'module HTTP\n  class Client\n    def get(url)\n      url\n    end\n  end\nend\n',
    });
    const tasks = await planTasks('Remove `query_values` from HTTP::URI', snapshot);
    const id = (file: string) => tasks.find((t) => t.modificationPoints[0]?.file === file)?.id;
    expect(tasks.find((t) => t.id === id('lib/http/uri.rb'))?.dependsOn).toEqual([id('lib/http/request/builder.rb')]);
    expect(tasks.find((t) => t.id === id('lib/http/request/builder.rb'))?.dependsOn).toEqual([]);
  });

  it('puts a new source before the changes to the existing sources of its folder', () => {
    const tasks = [
      task('TASK-001', 'signals', ['Application.php']),
      task('TASK-002', 'signals', ['SignalRegistry/SignalRegistry.php']),
      task('TASK-003', 'signals', ['SignalRegistry/SignalQueue.php']),
    ];
    const snapshot = createMemorySnapshot({
      'Application.php': '<?php\nclass Application {}\n',
      'SignalRegistry/SignalRegistry.php': '<?php\nclass SignalRegistry {}\n',
    });
    expect(edges(offlineLinks({ needs: [], tasks, snapshot }))).toEqual(['TASK-002→TASK-003']);
  });

  it('orders by a direct import before a longer way round an import cycle', () => {
    // core.ts imports merge.ts; merge.ts reaches core.ts only through two type modules.
    const cyclic = createMemorySnapshot({
      'src/utils/merge.ts': "import type { Options } from '../types/options.js';\nexport function merge() {}\n",
      'src/types/options.ts': "import type { Hooks } from './hooks.js';\nexport type Options = {};\n",
      'src/types/hooks.ts': "import { Core } from '../core/core.js';\nexport type Hooks = {};\n",
      'src/core/core.ts': "import { merge } from '../utils/merge.js';\nexport class Core {}\n",
    });
    const tasks = [task('TASK-001', 'd', ['src/utils/merge.ts']), task('TASK-002', 'd', ['src/core/core.ts'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: cyclic }))).toEqual(['TASK-002→TASK-001']);
  });

  it('a test task depends on the code whose cases live in it: the test that changed with a source of no test by name', () => {
    const snapshot = createMemorySnapshot({
      'src/schema.ts': 'export class Schema {\n  describe() {}\n}\n',
      'src/object.ts': 'export class ObjectSchema {}\n',
      'test/object.ts': "import ObjectSchema from '../src/object';\n",
      'test/mixed.ts': "import ObjectSchema from '../src/object';\ndescribe('mixed', () => {});\n",
    });
    const together = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ subject: `Change ${i}`, files: ['src/schema.ts', 'test/mixed.ts'] }));
    const tasks = [
      task('TASK-001', 'd', ['src/schema.ts']),
      task('TASK-002', 'd', ['test/mixed.ts']),
      task('TASK-003', 'd', ['src/object.ts']),
    ];
    attachHistory(snapshot, together(3));
    expect(edges(offlineLinks({ needs: [], tasks, snapshot }))).toContain('TASK-002→TASK-001');
    // Two commits together do not make it the source's test: only the import ties the test.
    const fewer = createMemorySnapshot(
      Object.fromEntries(['src/schema.ts', 'src/object.ts', 'test/object.ts', 'test/mixed.ts'].map((p) => [p, snapshot.readFile(p) ?? ''])),
    );
    attachHistory(fewer, together(2));
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: fewer }))).not.toContain('TASK-002→TASK-001');
  });

  it('makes a test task depend on the task changing the code it tests, and an importer on what it imports', () => {
    const tasks = [
      task('TASK-001', 'services', ['src/services/quota.js']),
      task('TASK-002', 'services', ['test/services/quota.test.js']),
      task('TASK-101', 'routes', ['src/routes/orders.js']),
      task('TASK-102', 'routes', ['src/util/clock.js']),
    ];
    const links = offlineLinks({ needs: [], tasks, snapshot: code });
    expect(links).toEqual([
      { task_id: 'TASK-002', depends_on: ['TASK-001'] },
      { task_id: 'TASK-101', depends_on: ['TASK-001'] },
    ]);
  });

  it('pairs a test the repository does not have yet with the changed source of its name', () => {
    const tasks = [task('TASK-001', 'services', ['src/services/quota.js']), task('TASK-002', 'tests', ['test/quota.test.js'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: code }))).toEqual(['TASK-002→TASK-001']);
  });

  it('never links a task to itself: a source and its test in one task stand alone', () => {
    const tasks = [task('TASK-001', 'services', ['src/services/quota.js', 'test/services/quota.test.js'])];
    expect(offlineLinks({ needs: [], tasks, snapshot: code })).toEqual([]);
  });

  it('orders migration → model → route → UI → docs when nothing else decides, one edge per neighbouring layer', () => {
    const tasks = [
      task('TASK-001', 'docs', ['docs/quota.md']),
      task('TASK-002', 'web', ['web/src/components/Quota.jsx']),
      task('TASK-101', 'api', ['src/routes/quota.js']),
      task('TASK-102', 'api', ['src/models/quota.js']),
      task('TASK-201', 'db', ['migrations/003_quota.sql']),
    ];
    const links = offlineLinks({ needs: [], tasks, snapshot: layered });
    expect(links).toEqual([
      { task_id: 'TASK-001', depends_on: ['TASK-002'] },
      { task_id: 'TASK-002', depends_on: ['TASK-101'] },
      { task_id: 'TASK-101', depends_on: ['TASK-102'] },
      { task_id: 'TASK-102', depends_on: ['TASK-201'] },
    ]);
    // The same answer whatever order the tasks come in.
    expect(offlineLinks({ needs: [], tasks: [...tasks].reverse(), snapshot: layered })).toEqual(links);
  });

  it('puts a migration before any code, but a model only before its handlers and routes', () => {
    const snapshot = createMemorySnapshot({
      'migrations/003_quota.sql': 'alter table keys add column quota int;\n',
      'src/models/quota.js': 'export class Quota {}\n',
      'src/services/billing.js': 'export function bill() {}\n',
    });
    const tasks = [
      task('TASK-001', 'db', ['migrations/003_quota.sql']),
      task('TASK-002', 'core', ['src/models/quota.js']),
      task('TASK-003', 'core', ['src/services/billing.js']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot }))).toEqual(['TASK-002→TASK-001', 'TASK-003→TASK-001']);
  });

  it('lets an import decide before a layer: a model importing a route keeps that edge, and the layer edge is not added', () => {
    const snapshot = createMemorySnapshot({
      'src/models/quota.js': "import { getQuota } from '../routes/quota.js';\n",
      'src/routes/quota.js': 'export function getQuota() {}\n',
    });
    const tasks = [task('TASK-001', 'api', ['src/models/quota.js']), task('TASK-002', 'api', ['src/routes/quota.js'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot }))).toEqual(['TASK-001→TASK-002']);
  });

  it('refuses an edge that would close a cycle: mutual imports, and dependencies the tasks already have', () => {
    const snapshot = createMemorySnapshot({
      'src/a.js': "import { b } from './b.js';\nexport const a = 1;\n",
      'src/b.js': "import { a } from './a.js';\nexport const b = 2;\n",
      'test/b.test.js': "import { b } from '../src/b.js';\n",
    });
    const mutual = [task('TASK-001', 'core', ['src/a.js']), task('TASK-002', 'core', ['src/b.js'])];
    expect(edges(offlineLinks({ needs: [], tasks: mutual, snapshot }))).toEqual(['TASK-001→TASK-002']);
    // Both already wait for the test task, so the test cannot wait for TASK-002; the mutual import keeps its first edge.
    const given = [
      task('TASK-001', 'core', ['src/a.js'], ['TASK-003']),
      task('TASK-002', 'core', ['src/b.js'], ['TASK-003']),
      task('TASK-003', 'tests', ['test/b.test.js']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks: given, snapshot }))).toEqual(['TASK-001→TASK-002']);
  });

  it('keeps the needs first, refusing one that would close a cycle, and adds nothing from the repository without it', () => {
    const needs = [
      { task_id: 'TASK-101', from_domain: 'Services', what: 'the quota' },
      { task_id: 'TASK-001', from_domain: 'routes', what: 'a cycle' },
    ];
    const tasks = [task('TASK-001', 'services', ['src/services/quota.js']), task('TASK-101', 'routes', ['src/routes/orders.js'])];
    expect(offlineLinks({ needs, tasks, snapshot: code })).toEqual([
      { task_id: 'TASK-101', depends_on: ['TASK-001'] },
      { task_id: 'TASK-001', depends_on: [] },
    ]);
    expect(offlineLinks({ needs: [], tasks })).toEqual([]);
  });

  it('answers through the provider, with no model and the same answer twice', async () => {
    const provider = new OfflineProvider();
    const request = {
      needs: [],
      tasks: [task('TASK-001', 'web', ['web/src/components/Quota.jsx']), task('TASK-002', 'api', ['src/routes/quota.js'])],
      snapshot: layered,
    };
    const first = await provider.link(request);
    expect(first.value.links).toEqual([{ task_id: 'TASK-001', depends_on: ['TASK-002'] }]);
    expect(first.usage).toMatchObject({ agent: 'link', model: 'offline', calls: 0 });
    expect(await provider.link(request)).toEqual(first);
  });
});

describe('layers', () => {
  it('classifies by path and role', () => {
    const cases: [string, string | undefined][] = [
      ['migrations/001_init.sql', 'migration'],
      ['prisma/schema.prisma', 'migration'],
      ['db/schema.rb', 'migration'],
      ['src/models/user.ts', 'model'],
      ['app/user.model.ts', 'model'],
      ['src/routes/orders.js', 'route'],
      ['src/router.js', 'route'],
      ['src/api/keys.py', 'route'],
      ['src/middleware/auth.js', 'route'],
      ['src/services/orders.js', 'code'],
      ['web/src/api.js', 'ui'],
      ['src/components/Header.tsx', 'ui'],
      ['docs/api.md', 'docs'],
      ['README.md', 'docs'],
      ['test/orders.test.js', undefined],
      ['package.json', 'manifest'],
      ['setup.py', 'manifest'],
      ['tests/fixtures/app/package.json', undefined],
      ['tox.ini', undefined],
    ];
    for (const [path, layer] of cases) expect(layerOf(path), path).toBe(layer);
  });

  it('orders neighbouring layers at distance 1; a migration comes before any code, a model not before other code', () => {
    expect(layerDistance('migration', 'model')).toBe(1);
    expect(layerDistance('model', 'route')).toBe(1);
    expect(layerDistance('route', 'ui')).toBe(1);
    expect(layerDistance('code', 'ui')).toBe(1);
    expect(layerDistance('ui', 'docs')).toBe(1);
    expect(layerDistance('migration', 'docs')).toBe(4);
    expect(layerDistance('migration', 'code')).toBe(2);
    expect(layerDistance('model', 'code')).toBe(0);
    expect(layerDistance('route', 'code')).toBe(0);
    expect(layerDistance('docs', 'ui')).toBe(0);
    // A manifest comes before the docs that state what it declares, and is not ordered with code.
    expect(layerDistance('manifest', 'docs')).toBe(1);
    expect(layerDistance('manifest', 'code')).toBe(0);
    expect(layerDistance('code', 'manifest')).toBe(0);
    expect(layerDistance('migration', 'manifest')).toBe(0);
  });

  it("puts the README after the manifest of a language version's plan, and orders nothing else by it", () => {
    const snapshot = createMemorySnapshot({
      'go.mod': 'module x\n\ngo 1.20\n',
      'README.md': 'Requires Go 1.20.\n',
      Dockerfile: 'FROM golang:1.20\n',
    });
    const tasks = [task('TASK-001', 'go', ['go.mod']), task('TASK-002', 'go', ['Dockerfile']), task('TASK-003', 'go', ['README.md'])];
    expect(edges(offlineLinks({ tasks, needs: [], snapshot }))).toEqual(['TASK-003→TASK-001']);
  });
});

describe('DependencyGraph', () => {
  it('refuses self-edges and edges that close a cycle, through any length of path', () => {
    const graph = new DependencyGraph([task('TASK-001', 'a', [], ['TASK-002']), task('TASK-002', 'a', [], ['TASK-003'])]);
    expect(graph.add('TASK-003', 'TASK-003')).toBe(false);
    expect(graph.add('TASK-003', 'TASK-001')).toBe(false);
    expect(graph.add('TASK-001', 'TASK-002')).toBe(false);
    expect(graph.add('TASK-001', 'TASK-003')).toBe(true);
    expect(graph.related('TASK-003', 'TASK-001')).toBe(true);
    expect(graph.related('TASK-003', 'TASK-004')).toBe(false);
  });
});

describe('a test task no rule ties to its code', () => {
  it('runs after the nearest code task (most path words in common), and not when already tied', () => {
    const tasks = [
      task('TASK-001', 'api', ['src/routes/orders.js']),
      task('TASK-002', 'api', ['src/util/clock.js']),
      // A test the repository does not have, of no changed source's name: nothing pairs it.
      task('TASK-101', 'tests', ['test/routes/orders-limits.test.js']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: code }))).toEqual(['TASK-101→TASK-001']);
    // Already after a code task through its own Depends on: no second edge.
    const tied = [...tasks.slice(0, 2), task('TASK-101', 'tests', ['test/routes/orders-limits.test.js'], ['TASK-002'])];
    expect(edges(offlineLinks({ needs: [], tasks: tied, snapshot: code }))).not.toContain('TASK-101→TASK-001');
  });

  it('on a tie of path words, runs after the code whose names the test writes', () => {
    const render = createMemorySnapshot({
      'render/reader.go': 'package render\n\nfunc Reader(r io.Reader) {}\n',
      'render/data.go': 'package render\n\nfunc RenderData(b []byte) {}\n',
      'context_test.go': 'package gin\n\nfunc TestContextData(t *testing.T) {\n\trender.RenderData(nil)\n}\n',
    });
    const tasks = [
      task('TASK-001', 'render', ['render/reader.go']),
      task('TASK-002', 'render', ['render/data.go']),
      task('TASK-101', 'tests', ['context_test.go']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: render }))).toEqual(['TASK-101→TASK-002']);
  });
});

describe('imports followed through files no task changes', () => {
  it('makes a file depend on what it reaches through a file no task changes (no layer decides here)', () => {
    const chain = createMemorySnapshot({
      'lib/format.js': 'export const format = (x) => String(x);\n',
      'lib/render.js': "import { format } from './format.js';\nexport const render = (x) => format(x);\n",
      'lib/page.js': "import { render } from './render.js';\nexport const page = () => render(1);\n",
    });
    const tasks = [task('TASK-001', 'pages', ['lib/page.js']), task('TASK-101', 'text', ['lib/format.js'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: chain }))).toEqual(['TASK-001→TASK-101']);
    // Without the middle file's import, nothing ties them.
    const cut = createMemorySnapshot({
      ...{ 'lib/format.js': 'export const format = 1;\n', 'lib/render.js': 'export const render = 1;\n' },
      'lib/page.js': "import { render } from './render.js';\n",
    });
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: cut }))).toEqual([]);
  });
});

describe('imports followed through a peer in a cycle', () => {
  it('a file that imports the task back is no way through: its other imports are siblings', () => {
    const files = {
      'pkg/server.py': 'from pkg.h11_impl import H11\nfrom pkg.tools_impl import Tools\nclass Server: pass\n',
      'pkg/h11_impl.py': 'from pkg.server import Server\nclass H11: pass\n',
      'pkg/tools_impl.py': 'from pkg.server import Server\nclass Tools: pass\n',
    };
    const tasks = [task('TASK-001', 'core', ['pkg/h11_impl.py']), task('TASK-002', 'core', ['pkg/tools_impl.py'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: createMemorySnapshot(files) }))).toEqual([]);
    // Without the import back, the server is a foundation like any other.
    const oneWay = {
      ...files,
      'pkg/h11_impl.py': 'from pkg.util import u\nclass H11: pass\n',
      'pkg/util.py': 'from pkg.tools_impl import Tools\nu = 1\n',
    };
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: createMemorySnapshot(oneWay) }))).toEqual(['TASK-001→TASK-002']);
  });
});

describe('imports of classes and packages', () => {
  it('ties direct Java imports only: a facade two imports away orders nothing', () => {
    const files = {
      'src/org/demo/safety/Cleaner.java': 'package org.demo.safety;\npublic class Cleaner {}\n',
      'src/org/demo/Demo.java': 'package org.demo;\nimport org.demo.safety.Cleaner;\npublic class Demo { Cleaner c; }\n',
      'src/org/demo/nodes/Document.java': 'package org.demo.nodes;\nimport org.demo.Demo;\npublic class Document { Demo d; }\n',
      'src/org/demo/parser/Parser.java':
        'package org.demo.parser;\nimport org.demo.nodes.Document;\npublic class Parser { Document doc; }\n',
    };
    const tasks = [
      task('TASK-001', 'core', ['src/org/demo/parser/Parser.java']),
      task('TASK-002', 'core', ['src/org/demo/safety/Cleaner.java']),
    ];
    // The parser reaches the cleaner only through Document and the Demo facade.
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: createMemorySnapshot(files) }))).toEqual([]);
    // A direct import ties them.
    const direct = {
      ...files,
      'src/org/demo/parser/Parser.java': 'package org.demo.parser;\nimport org.demo.safety.Cleaner;\nclass Parser {}\n',
    };
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: createMemorySnapshot(direct) }))).toEqual(['TASK-001→TASK-002']);
  });
});

describe('names used across files of one package', () => {
  it('makes the file that uses a name depend on the file that declares it (Go: no imports inside a package)', () => {
    const pkg = createMemorySnapshot({
      'lex.go': 'package toml\n\nfunc lexNumber(s string) int {\n\treturn len(s)\n}\n',
      'parse.go': 'package toml\n\nfunc parseValue(s string) int {\n\treturn lexNumber(s)\n}\n',
      'encode.go': 'package toml\n\nfunc encodeValue(v int) string {\n\treturn ""\n}\n',
    });
    const tasks = [task('TASK-001', 'parse', ['parse.go']), task('TASK-002', 'lex', ['lex.go']), task('TASK-003', 'encode', ['encode.go'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: pkg }))).toEqual(['TASK-001→TASK-002']);
  });

  it('orders two files that use each other by the stronger use, and ties other folders by type names only', () => {
    const numbers = createMemorySnapshot({
      'src/numbers/ParsedDecimal.java':
        'public class ParsedDecimal {\n    public int getExponent(int[] digits) {\n        return digits.length;\n    }\n}\n',
      'src/numbers/DoubleFormat.java':
        'public class DoubleFormat {\n    public DoubleFormat digits(String chars) {\n        return this;\n    }\n    String format(double d) {\n        ParsedDecimal p = ParsedDecimal.from(d);\n        return "" + p.getExponent();\n    }\n    public String apply(double d) {\n        return format(d);\n    }\n}\n',
      'src/lookup/PlatformLookup.java':
        'public class PlatformLookup {\n    public String apply(String key) {\n        return key;\n    }\n}\n',
      'src/lookup/Caller.java': 'class Caller {\n    String run(Object f) {\n        return f.apply(1.0);\n    }\n}\n',
    });
    // ParsedDecimal writes `digits`, a builder method of DoubleFormat's, but DoubleFormat uses the class and its method.
    const tasks = [
      task('TASK-001', 'numbers', ['src/numbers/ParsedDecimal.java']),
      task('TASK-002', 'numbers', ['src/numbers/DoubleFormat.java']),
      task('TASK-003', 'lookup', ['src/lookup/Caller.java']),
    ];
    // Caller's `apply` is DoubleFormat's method name, in another folder: no tie.
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: numbers }))).toEqual(['TASK-002→TASK-001']);
    // A module and the modules of its folder (`lib/tesla.ex`, `lib/tesla/client.ex`) are one package.
    const elixir = createMemorySnapshot({
      'lib/tesla.ex': 'defmodule Tesla do\n  def run(client) do\n    update_middleware(client)\n  end\nend\n',
      'lib/tesla/client.ex': 'defmodule Tesla.Client do\n  def update_middleware(client) do\n    client\n  end\nend\n',
    });
    const modules = [task('TASK-001', 'core', ['lib/tesla.ex']), task('TASK-002', 'core', ['lib/tesla/client.ex'])];
    expect(edges(offlineLinks({ needs: [], tasks: modules, snapshot: elixir }))).toEqual(['TASK-001→TASK-002']);
  });

  it('puts an interface before the class that implements it, whatever member names they share', () => {
    const scrutor = createMemorySnapshot({
      'src/Scrutor/ILifetimeSelector.cs':
        'namespace Scrutor;\n\npublic interface ILifetimeSelector\n{\n    ILifetimeSelector WithServiceKey(object serviceKey);\n    ILifetimeSelector WithSingletonLifetime();\n    ILifetimeSelector WithScopedLifetime();\n    ILifetimeSelector WithTransientLifetime();\n}\n',
      'src/Scrutor/LifetimeSelector.cs':
        'namespace Scrutor;\n\ninternal class LifetimeSelector : ILifetimeSelector\n{\n    public ILifetimeSelector WithServiceKey(object serviceKey) { return this; }\n    public ILifetimeSelector WithSingletonLifetime() { return this; }\n    public ILifetimeSelector WithScopedLifetime() { return this; }\n    public ILifetimeSelector WithTransientLifetime() { return this; }\n}\n',
    });
    const tasks = [
      task('TASK-001', 'core', ['src/Scrutor/ILifetimeSelector.cs']),
      task('TASK-002', 'core', ['src/Scrutor/LifetimeSelector.cs']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: scrutor }))).toEqual(['TASK-002→TASK-001']);
  });

  it('orders the implementer after the trait even where it uses nothing else of it, and reads no trait in prose', () => {
    const rust = createMemorySnapshot({
      'src/util/private.rs': 'pub trait Sealed {}\nimpl Sealed for crate::map::core::IndexMap {}\n',
      'src/set/private.rs': 'pub trait Sealed {}\n',
      'src/map/core.rs': 'pub struct IndexMap {}\npub trait MutableKeys: crate::util::private::Sealed {}\n',
    });
    const traits = [task('TASK-001', 'core', ['src/util/private.rs']), task('TASK-002', 'core', ['src/map/core.rs'])];
    expect(edges(offlineLinks({ needs: [], tasks: traits, snapshot: rust }))).toEqual(['TASK-002→TASK-001']);
    const python = createMemorySnapshot({
      'boltons/ecoutils.py': 'class Joiner:\n    pass\n\ndef args2sh(args, sep=" "):\n    return sep.join(args)\n',
      'boltons/cmdutils.py': 'def run(args):\n    x = "Speaks the protocol Joiner expects."\n    return args2sh(args)\n',
    });
    const calls = [task('TASK-001', 'core', ['boltons/cmdutils.py']), task('TASK-002', 'core', ['boltons/ecoutils.py'])];
    expect(edges(offlineLinks({ needs: [], tasks: calls, snapshot: python }))).toEqual(['TASK-001→TASK-002']);
  });

  it('ties no two files by an interface name both declare', () => {
    const ui = createMemorySnapshot({
      'src/Button.tsx': 'export interface Props {\n  label: string;\n}\nexport function Button(props: Props) {\n  return props.label;\n}\n',
      'src/Modal.tsx': 'interface Props {\n  title: string;\n}\nexport function Modal(props: Props) {\n  return props.title;\n}\n',
    });
    const tasks = [task('TASK-001', 'ui', ['src/Button.tsx']), task('TASK-002', 'ui', ['src/Modal.tsx'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: ui }))).toEqual([]);
  });

  it("a file's own namespace uses no type named like one of its parts", () => {
    const polly = createMemorySnapshot({
      'src/Snippets/Docs/Hedging.cs':
        'namespace Snippets.Docs;\n\ninternal static class Hedging\n{\n    public static void Usage() { }\n}\n',
      'src/Polly/Hedging/HedgingStrategy.cs':
        'namespace Polly.Hedging;\n\ninternal sealed class HedgingStrategy\n{\n    public void Execute() { }\n}\n',
    });
    const tasks = [
      task('TASK-001', 'docs', ['src/Snippets/Docs/Hedging.cs']),
      task('TASK-002', 'core', ['src/Polly/Hedging/HedgingStrategy.cs']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: polly }))).not.toContain('TASK-002→TASK-001');
  });

  it("a source's own test does not make its task build on every file of the package the test imports", () => {
    const pkg = createMemorySnapshot({
      'go.mod': 'module github.com/demo/jwt\n\ngo 1.22\n',
      'rsa.go': 'package jwt\n\nfunc signRSA(s string) string {\n\treturn s\n}\n',
      'rsa_pss.go': 'package jwt\n\nfunc signPSS(s string) string {\n\treturn signRSA(s)\n}\n',
      'ed25519.go': 'package jwt\n\nfunc signEdDSA(s string) string {\n\treturn s\n}\n',
      'rsa_pss_test.go': 'package jwt_test\n\nimport (\n\t"testing"\n\n\t"github.com/demo/jwt"\n)\n\nfunc TestPSS(t *testing.T) {}\n',
    });
    const tasks = [
      task('TASK-001', 'core', ['rsa_pss.go', 'rsa_pss_test.go']),
      task('TASK-002', 'core', ['rsa.go']),
      task('TASK-003', 'core', ['ed25519.go']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: pkg }))).toEqual(['TASK-001→TASK-002']);
  });

  it('a Go task of tests alone builds on the files of its package whose names it writes, not on every file', () => {
    const pkg = createMemorySnapshot({
      'go.mod': 'module github.com/demo/zap\n\ngo 1.22\n',
      'zapcore/sampler.go': 'package zapcore\n\nfunc NewSampler(n int) int {\n\treturn n\n}\n',
      'zapcore/hook.go': 'package zapcore\n\nfunc RegisterHooks(n int) int {\n\treturn n\n}\n',
      'zapcore/sampler_test.go':
        'package zapcore_test\n\nimport (\n\t"testing"\n\n\t"github.com/demo/zap/zapcore"\n)\n\nfunc TestSampler(t *testing.T) {\n\tzapcore.NewSampler(1)\n}\n',
    });
    const tasks = [
      task('TASK-001', 'core', ['zapcore/hook.go']),
      task('TASK-002', 'core', ['zapcore/sampler.go']),
      task('TASK-003', 'core', ['zapcore/sampler_test.go']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: pkg }))).toEqual(['TASK-003→TASK-002']);
  });

  it('a name two files declare is the one the file imports, not the other', () => {
    const php = (ns: string, body: string) => `<?php\nnamespace Egulias\\EmailValidator\\${ns};\n\n${body}\n`;
    const files = {
      'composer.json': '{"autoload": {"psr-4": {"Egulias\\\\EmailValidator\\\\": "src"}}}\n',
      'src/Exception/InvalidEmail.php': php('Exception', 'abstract class InvalidEmail extends \\InvalidArgumentException {}'),
      'src/Result/InvalidEmail.php': php('Result', 'class InvalidEmail {}'),
      'src/Parser/DomainLiteral.php': php(
        'Parser',
        'use Egulias\\EmailValidator\\Result\\InvalidEmail;\n\nclass DomainLiteral {\n    public function parse() { return new InvalidEmail(); }\n}',
      ),
    };
    const tasks = [
      task('TASK-001', 'parser', ['src/Parser/DomainLiteral.php']),
      task('TASK-002', 'errors', ['src/Exception/InvalidEmail.php']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: createMemorySnapshot(files) }))).toEqual([]);
    const result = [
      task('TASK-001', 'parser', ['src/Parser/DomainLiteral.php']),
      task('TASK-002', 'results', ['src/Result/InvalidEmail.php']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks: result, snapshot: createMemorySnapshot(files) }))).toEqual(['TASK-001→TASK-002']);
  });

  it('so does a Go program: importing a package is no use of every file of it', () => {
    const chi = createMemorySnapshot({
      'go.mod': 'module github.com/demo/chi\n\ngo 1.22\n',
      'middleware/compress.go': 'package middleware\n\ntype Compressor struct {\n\tlevel int\n}\n',
      'middleware/throttle.go': 'package middleware\n\nfunc Throttle(limit int) int {\n\treturn limit\n}\n',
      '_examples/limits/main.go':
        'package main\n\nimport "github.com/demo/chi/middleware"\n\nfunc main() {\n\tmiddleware.Throttle(10)\n}\n',
    });
    const tasks = [
      task('TASK-001', 'core', ['middleware/compress.go']),
      task('TASK-002', 'core', ['middleware/throttle.go']),
      task('TASK-003', 'examples', ['_examples/limits/main.go']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: chi }))).toEqual(['TASK-003→TASK-002']);
  });

  it('reads the distinct names a file declares, not sixty clauses of a few functions', () => {
    // Forty clauses each of two functions, then the one the parser calls.
    const clauses = Array.from({ length: 40 }, (_, i) => `  defp read_headers(${i}), do: ${i}\n  defp parse_chunk(${i}), do: ${i}\n`).join(
      '',
    );
    const plug = createMemorySnapshot({
      'lib/plug/conn.ex': `defmodule Plug.Conn do\n${clauses}  def read_part_body(conn), do: conn\nend\n`,
      'lib/plug/parsers/multipart.ex': 'defmodule Plug.Parsers.MULTIPART do\n  def parse(conn), do: Plug.Conn.read_part_body(conn)\nend\n',
    });
    const tasks = [task('TASK-001', 'core', ['lib/plug/parsers/multipart.ex']), task('TASK-002', 'core', ['lib/plug/conn.ex'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: plug }))).toEqual(['TASK-001→TASK-002']);
  });

  it('ties Elixir modules by a call through the module, not a variable or atom of the same word; no Go file by a lower-case name of another package', () => {
    const ecto = createMemorySnapshot({
      'lib/ecto/adapters/tds/connection.ex':
        'defmodule Ecto.Adapters.Tds.Connection do\n  defp hints(opts), do: opts\n  def json_library, do: Jason\nend\n',
      'lib/ecto/adapters/postgres/connection.ex':
        'defmodule Ecto.Adapters.Postgres.Connection do\n  def run(hints, opts), do: {hints, opts[:json_library]}\nend\n',
      'lib/ecto/adapters/myxql/connection.ex':
        'defmodule Ecto.Adapters.MyXQL.Connection do\n  def run(opts), do: Ecto.Adapters.Tds.Connection.json_library()\nend\n',
    });
    const tasks = [
      task('TASK-001', 'core', ['lib/ecto/adapters/postgres/connection.ex']),
      task('TASK-002', 'core', ['lib/ecto/adapters/myxql/connection.ex']),
      task('TASK-003', 'core', ['lib/ecto/adapters/tds/connection.ex']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: ecto }))).toEqual(['TASK-002→TASK-003']);
    // Called bare after importing the module is a use; a long blob of capitals is read in linear time.
    const imported = createMemorySnapshot({
      'lib/my_app/query_helpers.ex': 'defmodule MyApp.QueryHelpers do\n  def paginate_by(q, n), do: {q, n}\nend\n',
      'lib/my_app_web/post_controller.ex': `defmodule MyAppWeb.PostController do\n  import MyApp.QueryHelpers\n  @blob "${'A'.repeat(200_000)}"\n  def index(_), do: paginate_by(Post, 10)\nend\n`,
    });
    const importTasks = [
      task('TASK-001', 'core', ['lib/my_app/query_helpers.ex']),
      task('TASK-002', 'core', ['lib/my_app_web/post_controller.ex']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks: importTasks, snapshot: imported }))).toEqual(['TASK-002→TASK-001']);
    const bolt = createMemorySnapshot({
      'cmd/bbolt/main.go': 'package main\n\nfunc checkErr(err error) {}\n',
      'tx.go': 'package bbolt\n\nfunc (tx *Tx) run() { checkErr(nil) }\n',
    });
    const goTasks = [task('TASK-001', 'core', ['tx.go']), task('TASK-002', 'core', ['cmd/bbolt/main.go'])];
    expect(edges(offlineLinks({ needs: [], tasks: goTasks, snapshot: bolt }))).toEqual([]);
  });

  it('a name written only in comments ties no file to the one that declares it', () => {
    const java = createMemorySnapshot({
      'src/safety/Cleaner.java': 'public class Cleaner {\n    public Document clean(Document dirty) {\n        return dirty;\n    }\n}\n',
      'src/parser/TreeBuilder.java':
        'class TreeBuilder {\n    /**\n     Hook that needs to clean up when an element is removed\n     */\n    // keep the stack clean\n    void enforceStackDepthLimit() {\n        popStackToClose();\n    }\n}\n',
      'src/parser/Parser.java': 'class Parser {\n    void run() {\n        enforceStackDepthLimit();\n    }\n}\n',
    });
    const tasks = [
      task('TASK-001', 'core', ['src/parser/TreeBuilder.java']),
      task('TASK-002', 'core', ['src/safety/Cleaner.java']),
      task('TASK-003', 'core', ['src/parser/Parser.java']),
    ];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: java }))).toEqual(['TASK-003→TASK-001']);
  });

  it('an impl block for a type builds on the file that declares the type (Rust: the impl declares nothing)', () => {
    const crate = createMemorySnapshot({
      'src/recipe.rs': 'pub struct Recipe {\n    pub servings: u32,\n}\n',
      'src/display.rs': 'impl fmt::Display for Recipe {\n    fn fmt(&self) -> String {\n        String::new()\n    }\n}\n',
    });
    const tasks = [task('TASK-001', 'core', ['src/recipe.rs']), task('TASK-002', 'core', ['src/display.rs'])];
    expect(edges(offlineLinks({ needs: [], tasks, snapshot: crate }))).toEqual(['TASK-002→TASK-001']);
  });
});
