// A title about a supported language version plans the manifest that declares it
// (offline-runtime.ts), beside the files its words rank.
import { describe, expect, it } from 'vitest';
import { runtimeManifests } from '../../src/offline/offline-runtime.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { groupTasks } from '../../src/offline/offline-plan.js';
import { indexSnapshot } from '../../src/retrieval/repo-index.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const python = createMemorySnapshot({
  'pyproject.toml': '[project]\nname = "client"\nrequires-python = ">=3.9"\n',
  'setup.py': 'from setuptools import setup\nsetup()\n',
  'tox.ini': '[tox]\nenvlist = py39,py310\n',
  'client/_compat.py': 'import sys\nPY312 = sys.version_info >= (3, 12)\n',
  'client/models.py': 'class Response:\n    def json(self):\n        return {}\n',
  'tests/fixtures/app/pyproject.toml': '[project]\nname = "fixture"\n',
  'docs/index.md': '# Client\n',
});

const polyglot = createMemorySnapshot({
  'Cargo.toml': '[package]\nname = "json"\nrust-version = "1.70"\n',
  'src/lib.rs': 'pub fn parse() {}\n',
  'package.json': '{"engines": {"node": ">=16"}}\n',
  'index.js': 'module.exports = {};\n',
  'go.mod': 'module example.com/x\n\ngo 1.21\n',
  'main.go': 'package main\n',
  'sinatra.gemspec': 'Gem::Specification.new\n',
  Gemfile: 'source "https://rubygems.org"\n',
  'rack-protection/rack-protection.gemspec': 'Gem::Specification.new\n',
  'mix.exs': 'defmodule Plug.MixProject do\nend\n',
  'composer.json': '{"require": {"php": "^8.1"}}\n',
  'pom.xml': '<project></project>\n',
  'src/Client.csproj': '<Project></Project>\n',
  'examples/demo/package.json': '{}\n',
});

const manifests = (snapshot: typeof python, title: string) => runtimeManifests(indexSnapshot(snapshot), title).map((m) => m.path);

describe('runtimeManifests', () => {
  it.each([
    ['Add support for Python 3.13 (#3460)', ['pyproject.toml', 'setup.py']],
    ['Drop Python 3.8 support', ['pyproject.toml', 'setup.py']],
    ['feat: drop node.js 12.x, 14.x, 17.x support', ['package.json']],
    ['Drop Node.js 16 (#2027)', ['package.json']],
    ['Raise required compiler to Rust 1.71', ['Cargo.toml']],
    ['Bump MSRV', ['Cargo.toml']],
    ['Require Go 1.21', ['go.mod']],
    ['Require Ruby 2.7.8 as minimum Ruby version', ['sinatra.gemspec', 'Gemfile']],
    ['Remove warnings on Elixir v1.19+', ['mix.exs']],
    ['Support PHP 8.1', ['composer.json']],
    ['Require JDK 17 for building', ['pom.xml']],
    ['Use .NET 10 GA', ['src/Client.csproj']],
  ])('%s → %j', (title, expected) => {
    const snapshot = title.includes('Python') ? python : polyglot;
    expect(manifests(snapshot, title)).toEqual(expected);
  });

  it("names Gradle's version catalog first for Kotlin, and the JDK's build files for Java", () => {
    const gradle = createMemorySnapshot({
      'build.gradle.kts': 'plugins { alias(libs.plugins.kotlin.jvm) }\n',
      'settings.gradle.kts': 'include(":core")\n',
      'gradle/libs.versions.toml': '[versions]\nkotlin = "2.2.21"\n',
      'core/build.gradle.kts': 'dependencies {}\n',
      'core/src/main/kotlin/Json.kt': 'class Json\n',
    });
    expect(manifests(gradle, 'Add compatibility with Kotlin 2.3 compilation')).toEqual(['gradle/libs.versions.toml', 'build.gradle.kts']);
    expect(manifests(gradle, 'Require JDK 17 for building')).toEqual(['build.gradle.kts']);
  });

  it('needs a runtime named with a version, in the title', () => {
    expect(manifests(polyglot, 'Go to the definition of a route')).toEqual([]);
    expect(manifests(polyglot, 'Fix the ruby syntax highlighter')).toEqual([]);
    expect(manifests(python, 'Add a timeout\n\nTested on Python 3.13.')).toEqual([]);
    expect(manifests(python, 'drop experimental 3.13t test env')).toEqual([]);
    expect(manifests(python, 'Support the py312 marker')).toEqual([]);
    // A version's feature the change imitates is no version to support.
    expect(manifests(polyglot, "Add map and set `pop_if`, similar to Rust 1.86's `Vec::pop_if`")).toEqual([]);
    expect(manifests(polyglot, 'Add map and set `pop_if`, similar to Rust 1.86’s `Vec::pop_if`')).toEqual([]);
    // No manifest of that runtime in the repository: nothing to add.
    expect(manifests(python, 'Support PHP 8.1')).toEqual([]);
  });

  it('names the language as the title writes it, each manifest with its own', () => {
    const runtimes = (snapshot: typeof python, title: string) => runtimeManifests(indexSnapshot(snapshot), title).map((m) => m.runtime);
    expect(runtimes(polyglot, 'Drop Node.js 16')).toEqual(['Node.js']);
    expect(runtimes(polyglot, 'Use .NET 10 GA')).toEqual(['.NET']);
    expect(runtimes(polyglot, 'Bump MSRV')).toEqual(['Rust']);
    expect(runtimes(python, 'Add support for Python 3.13')).toEqual(['Python', 'Python']);
    // Two runtimes: each keeps its manifests, and each manifest says its own language.
    expect(runtimeManifests(indexSnapshot(polyglot), 'Drop Node.js 16 and Rust 1.60')).toEqual([
      { path: 'package.json', runtime: 'Node.js' },
      { path: 'Cargo.toml', runtime: 'Rust' },
    ]);
  });

  it('reads a version after "to" or ">=", and a sentence that ends after it', () => {
    expect(manifests(polyglot, 'Bump go to 1.22')).toEqual(['go.mod']);
    expect(manifests(polyglot, 'Require node >= 18')).toEqual(['package.json']);
    expect(manifests(python, 'Support Python 3.13.')).toEqual(['pyproject.toml', 'setup.py']);
  });

  it('takes "go", "node" and "OTP" for runtimes only in a title about versions', () => {
    expect(manifests(polyglot, 'Go 2 levels up when resolving paths')).toEqual([]);
    expect(manifests(polyglot, 'Select node 3 in the graph')).toEqual([]);
    expect(manifests(polyglot, 'Render OTP 6 digit codes')).toEqual([]);
    expect(manifests(polyglot, 'Require Go 1.21')).toEqual(['go.mod']);
    expect(manifests(polyglot, 'Drop support for node 14')).toEqual(['package.json']);
  });

  it('never names a fixture, an example or a deeper manifest', () => {
    expect(manifests(python, 'Support Python 3.14')).not.toContain('tests/fixtures/app/pyproject.toml');
    expect(manifests(polyglot, 'Drop Node.js 16')).not.toContain('examples/demo/package.json');
    expect(manifests(polyglot, 'Require Ruby 3.1')).not.toContain('rack-protection/rack-protection.gemspec');
  });
});

describe('an offline plan for a language version', () => {
  it('names the manifest beside the code its words rank, even when the manifest holds none of them', () => {
    const snapshot = createMemorySnapshot({
      'package.json': '{"name": "tree", "engines": {}}\n',
      'lib/node.js': 'export class Node {\n  // Node.js 16 lacks structuredClone\n  clone() { return structuredClone(this); }\n}\n',
      'lib/walk.js': 'import { Node } from "./node.js";\nexport function walk(node) { return node; }\n',
      'test/node.test.js': 'import { Node } from "../lib/node.js";\n',
    });
    const paths = retrieveFiles(snapshot, 'Drop Node.js 16').map((f) => f.path);
    expect(paths).toContain('package.json');
    expect(paths).toContain('lib/node.js');
    expect(paths.filter((p) => p === 'package.json')).toHaveLength(1);
    // Its task says why it is there and what it must declare, in the plan's language.
    const group = { slug: 'node', folder: '', score: 1, files: retrieveFiles(snapshot, 'Drop Node.js 16') };
    const en = groupTasks(snapshot, group, 'Drop Node.js 16', 8, { zh: false }).find((t) => t.scope === '`package.json`');
    expect(en?.description).toContain('The project declares here the Node.js versions it supports.');
    expect(en?.description).not.toContain('generic words');
    expect(en?.convergence_criteria).toEqual(['package.json declares the Node.js versions the requirement asks for']);
    const zh = groupTasks(snapshot, group, 'Drop Node.js 16', 8, { zh: true }).find((t) => t.scope === '`package.json`');
    expect(zh?.convergence_criteria).toEqual(['package.json 声明了需求所要求的 Node.js 版本']);
  });

  it('keeps the words of a manifest ranked in for them, beside the versions', () => {
    const snapshot = createMemorySnapshot({
      'package.json': '{"name": "tree", "exports": {"./walk": "./lib/walk.js"}}\n',
      'lib/walk.js': 'export function walk(node) { return node; }\n',
      'lib/tree.js': 'export class Tree {}\n',
    });
    const requirement = 'Drop Node.js 14 and add the walk export to package.json';
    const files = retrieveFiles(snapshot, requirement);
    expect(files.find((f) => f.path === 'package.json')?.matched.length).toBeGreaterThan(0);
    const group = { slug: 'tree', folder: '', score: 1, files };
    const task = groupTasks(snapshot, group, requirement, 8, { zh: false }).find((t) => t.scope === '`package.json`');
    expect(task?.convergence_criteria).toHaveLength(2);
    expect(task?.convergence_criteria[0]).toBe('package.json declares the Node.js versions the requirement asks for');
    expect(task?.description).toContain("The file holds the requirement's words");
    expect(task?.description).toContain('The project declares here the Node.js versions it supports.');
  });

  it('gives a manifest that is a code file (mix.exs) the same criterion', () => {
    const snapshot = createMemorySnapshot({
      'mix.exs': 'defmodule Plug.MixProject do\n  def project, do: [version: "1.0.0"]\nend\n',
      'lib/plug/conn.ex': 'defmodule Plug.Conn do\n  def warn(conn), do: conn\nend\n',
    });
    const requirement = 'Fix warnings in Elixir 1.20 and require Elixir 1.15';
    const group = { slug: 'plug', folder: '', score: 1, files: retrieveFiles(snapshot, requirement) };
    const task = groupTasks(snapshot, group, requirement, 8, { zh: false }).find((t) => t.scope === '`mix.exs`');
    expect(task?.convergence_criteria).toEqual(['mix.exs declares the Elixir versions the requirement asks for']);
  });
});
