// A title about one of the project's dependencies plans the manifest that declares it
// (offline-dependency.ts), beside the files its words rank.
import { describe, expect, it } from 'vitest';
import { dependencyManifests } from '../../src/offline/offline-dependency.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { groupTasks } from '../../src/offline/offline-plan.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const python = createMemorySnapshot({
  'pyproject.toml': '[project]\nname = "client"\ndependencies = ["chardet>=3,<6", "colorama", "typing_extensions"]\n',
  'client/models.py': 'import chardet\n\nclass Response:\n    def text(self):\n        return chardet.detect(self.content)\n',
  'client/cli.py': 'import colorama\n\ndef debug(msg):\n    print(msg)\n',
  'examples/demo/pyproject.toml': '[project]\ndependencies = ["flask"]\n',
});

const polyglot = createMemorySnapshot({
  'package.json': JSON.stringify({
    dependencies: { 'fast-redact': '^3', debug: '^4', fresh: '^1' },
    devDependencies: { '@types/node': '*' },
  }),
  'composer.json': JSON.stringify({
    require: { php: '^8', 'psr/log': '^1', 'sabre/dav': '^4' },
    'require-dev': { 'phpstan/phpstan': '^1' },
  }),
  'src/WebDAV/composer.json': JSON.stringify({ require: { 'sabre/dav': '^4' } }),
  Gemfile: 'gem "puma"\ngem "rack-protection"\n',
  'rack-protection/lib/rack/protection.rb': 'module Rack; end\n',
  'rack-protection/rack-protection.gemspec': 's.add_dependency "rack"\n',
  'lib/app.js': 'const debug = require("debug");\n',
});

const named = (snapshot: typeof python, title: string) => dependencyManifests(snapshot, title).map((m) => `${m.path}:${m.dependency}`);

describe('dependencyManifests', () => {
  it.each([
    ['Increase chardet upper limit to 7', ['pyproject.toml:chardet']],
    ['remove colorama', ['pyproject.toml:colorama']],
    ['Drop `typing-extensions` as external dependency (#1467)', ['pyproject.toml:typing_extensions']],
    ['⬆️ Update the min chardet version', ['pyproject.toml:chardet']],
  ])('%s → %j', (title, expected) => {
    expect(named(python, title)).toEqual(expected);
  });

  it('reads a scoped name anywhere, and a version written onto a name or after it', () => {
    expect(named(polyglot, 'Allow new version (^2.0 and ^3.0) of psr/log')).toEqual(['composer.json:psr/log']);
    expect(named(polyglot, 'Support psr/log:^2.0,^3.0 (#2943)')).toEqual(['composer.json:psr/log']);
    expect(named(polyglot, 'fix: update sabre/dav to fix return type annotation')).toEqual([
      'composer.json:sabre/dav',
      'src/WebDAV/composer.json:sabre/dav',
    ]);
    expect(named(polyglot, 'Update PHPStan and write down all errors')).toEqual(['composer.json:phpstan/phpstan']);
    expect(named(polyglot, 'update to fresh@2.0.0 (#5916)')).toEqual(['package.json:fresh']);
    expect(named(polyglot, 'Keep Puma 6 working with streams')).toEqual(['Gemfile:puma']);
  });

  it('leaves a name that is also a word alone unless the title is about it as a dependency', () => {
    expect(named(polyglot, 'Add debug logging to the router')).toEqual([]);
    expect(named(polyglot, 'Make Puma the default server')).toEqual([]);
    expect(named(polyglot, 'Replace fast-redact with slow-redact (#2298)')).toEqual(['package.json:fast-redact']);
    expect(named(polyglot, 'replace debug module with node:util debuglog')).toEqual(['package.json:debug']);
    expect(named(python, 'Add a timeout\n\nremove colorama')).toEqual([]);
    // A colon after a name is punctuation, not a version.
    expect(named(python, 'Fix chardet: detect UTF-16')).toEqual([]);
    expect(named(python, 'Remove colorama: Windows consoles handle ANSI')).toEqual(['pyproject.toml:colorama']);
  });

  it('never names a language, a type package for it, a workspace package or an example manifest', () => {
    expect(named(polyglot, 'Support PHP 8.4')).toEqual([]);
    expect(named(polyglot, 'use JSON.stringify in the fast path for node v25+')).toEqual([]);
    expect(named(polyglot, 'Update rack-protection 4.1 headers')).toEqual([]);
    expect(named(python, 'Update flask 3.1')).toEqual([]);
  });
});

describe('dependencyManifests on the titles bots and people write', () => {
  const js = createMemorySnapshot({
    'package.json': JSON.stringify({
      dependencies: { '@nestjs/common': '^10', prisma: '^5', '@sentry/node': '^7', glob: '^10', debug: '^4' },
      devDependencies: { '@testing-library/react': '^14', react: '^18', eslint: '^8', ruff: '0' },
    }),
    'src/common/guard.ts': 'export class Guard {}\n',
    'prisma/schema.prisma': 'model User { id Int @id }\n',
  });
  const jvm = createMemorySnapshot({
    'pom.xml': '<dependencies><dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId></dependency></dependencies>',
    'build.gradle.kts': 'dependencies { implementation("com.squareup.okhttp3:okhttp:4.11.0") }\n',
  });

  it('reads Dependabot and Renovate titles, labels and gitmoji before them', () => {
    expect(named(js, 'chore(deps): ⬆️ bump eslint from 8.56.0 to 9.0.0')).toEqual(['package.json:eslint']);
    expect(named(js, 'build(deps-dev): bump @testing-library/react from 14.0.0 to 14.1.0')).toEqual([
      'package.json:@testing-library/react',
    ]);
    expect(named(jvm, 'Bump org.slf4j:slf4j-api from 2.0.9 to 2.0.13')).toEqual(['pom.xml:org.slf4j:slf4j-api']);
    expect(named(jvm, 'update dependency com.squareup.okhttp3:okhttp to v4.12.0')).toEqual([
      'build.gradle.kts:com.squareup.okhttp3:okhttp',
    ]);
  });

  it('prefers the exact name, and keeps packages named like a folder that is no package or like a runtime', () => {
    expect(named(js, 'Bump react from 18.2.0 to 18.3.1')).toEqual(['package.json:react']);
    expect(named(js, 'Bump @nestjs/common from 10.0.0 to 10.3.0')).toEqual(['package.json:@nestjs/common']);
    expect(named(js, 'Bump prisma from 5.1.0 to 5.2.0')).toEqual(['package.json:prisma']);
    expect(named(js, 'Bump @sentry/node from 7.1.0 to 7.2.0')).toEqual(['package.json:@sentry/node']);
  });

  it('reads a plain word used as a noun before another noun as that noun, not the dependency', () => {
    expect(named(js, 'Remove debug logging from the router')).toEqual([]);
    expect(named(js, 'Replace custom glob matching with picomatch')).toEqual([]);
    expect(named(js, 'Replace debug module with node:util debuglog')).toEqual(['package.json:debug']);
    expect(named(js, 'Update glob for the new ignore option to 10.3')).toEqual(['package.json:glob']);
  });

  it('reads a Chinese title, spaced or not', () => {
    expect(named(js, '升级eslint到9.0.0')).toEqual(['package.json:eslint']);
    expect(named(js, '升级 eslint 依赖')).toEqual(['package.json:eslint']);
    expect(dependencyManifests(js, '移除 debug 依赖')[0]).toEqual({ path: 'package.json', dependency: 'debug', removed: true });
    // A name used as a word before a noun is that noun, in Chinese too.
    expect(named(js, '更新 debug 日志的格式')).toEqual([]);
  });

  it('reads "switch to" as adopting and "switch from" as taking away', () => {
    expect(dependencyManifests(js, 'Switch to ruff')[0]?.removed).toBe(false);
    expect(dependencyManifests(js, 'Switch from eslint to biome')[0]).toEqual({
      path: 'package.json',
      dependency: 'eslint',
      removed: true,
    });
  });

  it('reads what comes after "instead of" as taken away, whatever the verb', () => {
    expect(dependencyManifests(python, 'Use ZoneInfo instead of colorama')).toEqual([
      { path: 'pyproject.toml', dependency: 'colorama', removed: true },
    ]);
    // A plain word before a noun is that noun: "instead of colorama output" names no dependency.
    expect(dependencyManifests(python, 'Use rich text instead of colorama output')).toEqual([]);
  });
});

describe('an offline plan for a dependency', () => {
  it('names the manifest beside the code its words rank, and says why', () => {
    const requirement = 'Increase chardet upper limit to 7';
    const files = retrieveFiles(python, requirement);
    const paths = files.map((f) => f.path);
    expect(paths).toContain('pyproject.toml');
    expect(paths).toContain('client/models.py');
    expect(paths.filter((p) => p === 'pyproject.toml')).toHaveLength(1);
    const group = { slug: 'client', folder: '', score: 1, files };
    const en = groupTasks(python, group, requirement, 8, { zh: false }).find((t) => t.scope === '`pyproject.toml`');
    expect(en?.description).toContain('The project declares its dependency on chardet here.');
    expect(en?.convergence_criteria[0]).toBe('pyproject.toml declares the chardet versions the requirement asks for and installs cleanly');
    const zh = groupTasks(python, group, requirement, 8, { zh: true }).find((t) => t.scope === '`pyproject.toml`');
    expect(zh?.convergence_criteria[0]).toBe('pyproject.toml 声明了需求所要求的 chardet 版本，安装无误');
  });

  it('says the manifest no longer lists a dependency the title takes away', () => {
    expect(dependencyManifests(python, 'remove colorama')).toEqual([{ path: 'pyproject.toml', dependency: 'colorama', removed: true }]);
    expect(dependencyManifests(python, 'Update chardet 7')[0]?.removed).toBe(false);
    const files = retrieveFiles(python, 'remove colorama');
    const group = { slug: 'client', folder: '', score: 1, files };
    const task = groupTasks(python, group, 'remove colorama', 8, { zh: false }).find((t) => t.scope === '`pyproject.toml`');
    expect(task?.convergence_criteria[0]).toBe('pyproject.toml no longer lists colorama and installs cleanly');
  });

  it('plans no manifest for a title about no dependency', () => {
    expect(retrieveFiles(python, 'Decode the response text with the detected encoding').map((f) => f.path)).not.toContain('pyproject.toml');
  });
});
