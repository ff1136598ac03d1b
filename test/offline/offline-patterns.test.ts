// The "Existing patterns" of an offline plan: how the repository runs its tests, and how it pairs a source with its test.
import { describe, expect, it } from 'vitest';
import { testCommand, testPair } from '../../src/offline/offline-patterns.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { indexSnapshot } from '../../src/retrieval/repo-index.js';

const command = (files: Record<string, string>) => testCommand(createMemorySnapshot(files));

describe('testCommand', () => {
  it("reads the command the repository's own files declare", () => {
    expect(command({ 'package.json': '{ "scripts": { "test": "vitest run" } }' })).toEqual({ command: 'npm test', from: 'package.json' });
    // npm's placeholder, a broken manifest or none: the next file that declares one.
    expect(command({ 'package.json': '{ "scripts": { "test": "echo \\"Error: no test specified\\" && exit 1" } }' })).toBeUndefined();
    expect(command({ 'package.json': '{ "scripts": ', Makefile: 'build:\n\tgo build\ntest:\n\tgo test ./...\n' })).toEqual({
      command: 'make test',
      from: 'Makefile',
    });
    expect(command({ Makefile: 'build:\n\tcc main.c\n', 'go.mod': 'module x\n' })).toEqual({ command: 'go test ./...', from: 'go.mod' });
    expect(command({ 'Cargo.toml': '[package]\nname = "x"\n' })?.command).toBe('cargo test');
    expect(command({ 'mix.exs': 'defmodule X.MixProject do\nend\n' })?.command).toBe('mix test');
    expect(command({ 'build.gradle.kts': '', gradlew: '#!/bin/sh\n' })).toEqual({ command: './gradlew test', from: 'build.gradle.kts' });
    expect(command({ 'Newtonsoft.Json.sln': '' })).toEqual({ command: 'dotnet test', from: 'Newtonsoft.Json.sln' });
    expect(command({ 'composer.json': '{ "require": {} }', 'phpunit.xml.dist': '<phpunit/>' })?.command).toBe('vendor/bin/phpunit');
    expect(command({ Gemfile: '', '.rspec': '--require spec_helper\n' })?.command).toBe('bundle exec rspec');
    expect(command({ Gemfile: '', Rakefile: 'Rake::TestTask.new(:test) do |t|\nend\n' })?.command).toBe('bundle exec rake test');
    expect(command({ 'pyproject.toml': '[project]\nname = "x"\n\n[tool.pytest.ini_options]\naddopts = "-q"\n' })).toEqual({
      command: 'pytest',
      from: 'pyproject.toml',
    });
    // A pyproject.toml that configures no pytest says nothing of how to test.
    expect(command({ 'pyproject.toml': '[project]\nname = "x"\n' })).toBeUndefined();
  });
});

describe('testPair', () => {
  it("shows a real pair, the domain's own first", () => {
    const snapshot = createMemorySnapshot({
      'lib/puma/dsl.rb': 'class DSL\nend\n',
      'lib/puma/client.rb': 'class Client\nend\n',
      'test/test_client.rb': 'class TestClient\n  def test_x\n  end\nend\n',
      'lib/puma/const.rb': 'module Const\nend\n',
      'test/test_const.rb': 'class TestConst\n  def test_x\n  end\nend\n',
    });
    const index = indexSnapshot(snapshot);
    const paths = snapshot.listPaths();
    expect(testPair(index, paths, ['lib/puma/dsl.rb', 'lib/puma/const.rb'])).toEqual({
      source: 'lib/puma/const.rb',
      test: 'test/test_const.rb',
    });
    expect(testPair(index, paths, ['lib/puma/dsl.rb'])?.source).toMatch(/^lib\/puma\/(client|const)\.rb$/);
    expect(testPair(index, ['lib/puma/dsl.rb'], [])).toBeUndefined();
    // Only near the domain's code: a benchmark's pair is no pattern of it; a root file has no folder to look in.
    const bench = createMemorySnapshot({
      'benchmarks/puma.rb': 'class Bench\nend\n',
      'test/test_puma.rb': 'class TestPuma\n  def test_x\n  end\nend\n',
      'lib/puma/dsl.rb': 'class DSL\nend\n',
      'config.rb': 'X = 1\n',
    });
    expect(testPair(indexSnapshot(bench), bench.listPaths(), ['lib/puma/dsl.rb'])).toBeUndefined();
    expect(testPair(indexSnapshot(bench), bench.listPaths(), ['config.rb'])).toBeUndefined();
    // A test named like two sources pairs the one it imports, not the other.
    const generic = createMemorySnapshot({
      'src/utils.js': 'export const a = 1;\n',
      'src/plugin/format/utils.js': 'export const b = 2;\n',
      'test/utils.test.js': "import { a } from '../src/utils';\ntest('a', () => a);\n",
    });
    expect(testPair(indexSnapshot(generic), generic.listPaths(), ['src/plugin/format/utils.js'])).toEqual({
      source: 'src/utils.js',
      test: 'test/utils.test.js',
    });
    expect(testPair(indexSnapshot(generic), ['src/plugin/format/utils.js'], ['src/plugin/format/utils.js'])).toBeUndefined();
  });
});
