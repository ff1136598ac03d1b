// What a domain's "Existing patterns" tell the person who makes the change: how this repository
// runs its tests (the command its own files declare) and where a source's tests go (a real pair of
// the domain's, else of the repository), beside the languages it is written in. Pure.
import type { Snapshot } from '../repo/types.js';
import type { RepoIndex } from '../retrieval/repo-index.js';

export interface TestCommand {
  command: string;
  /** The file that declares it. */
  from: string;
}

/** npm's placeholder when a package has no tests. */
const NO_TESTS = /no test specified/i;

/** A script of a JSON manifest (`package.json`, `composer.json`); undefined when unreadable or absent. */
function script(snapshot: Snapshot, path: string, name: string): string | undefined {
  const text = snapshot.readFile(path);
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const scripts = typeof parsed === 'object' && parsed !== null ? (parsed as { scripts?: unknown }).scripts : undefined;
    const value = typeof scripts === 'object' && scripts !== null ? (scripts as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' || Array.isArray(value) ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a Makefile (or Rakefile) has a `test` target (task). */
function hasTarget(snapshot: Snapshot, path: string, target: RegExp): boolean {
  const text = snapshot.readFile(path);
  return text !== undefined && target.test(text.slice(0, 200_000));
}

/**
 * The command this repository runs its tests with, by the files at its root that declare one: a
 * package's `test` script, a Makefile's `test` target, else the ecosystem's own runner where its
 * project file is (Cargo, Go, Mix, Maven, Gradle, .NET, PHPUnit, RSpec, Rake, pytest).
 */
export function testCommand(snapshot: Snapshot): TestCommand | undefined {
  const npm = script(snapshot, 'package.json', 'test');
  if (npm !== undefined && npm.trim() !== '' && !NO_TESTS.test(npm)) return { command: 'npm test', from: 'package.json' };
  if (script(snapshot, 'composer.json', 'test') !== undefined) return { command: 'composer test', from: 'composer.json' };
  if (snapshot.has('Makefile') && hasTarget(snapshot, 'Makefile', /^test:/m)) return { command: 'make test', from: 'Makefile' };
  if (snapshot.has('Cargo.toml')) return { command: 'cargo test', from: 'Cargo.toml' };
  if (snapshot.has('go.mod')) return { command: 'go test ./...', from: 'go.mod' };
  if (snapshot.has('mix.exs')) return { command: 'mix test', from: 'mix.exs' };
  if (snapshot.has('pom.xml')) return { command: 'mvn test', from: 'pom.xml' };
  for (const build of ['build.gradle.kts', 'build.gradle'])
    if (snapshot.has(build)) return { command: snapshot.has('gradlew') ? './gradlew test' : 'gradle test', from: build };
  const solution = snapshot.listPaths().find((p) => !p.includes('/') && /\.(?:sln|slnx)$/i.test(p));
  if (solution) return { command: 'dotnet test', from: solution };
  for (const config of ['phpunit.xml.dist', 'phpunit.xml', 'phpunit.dist.xml'])
    if (snapshot.has(config)) return { command: 'vendor/bin/phpunit', from: config };
  if (snapshot.has('.rspec')) return { command: 'bundle exec rspec', from: '.rspec' };
  if (snapshot.has('Rakefile') && hasTarget(snapshot, 'Rakefile', /Rake::TestTask|\btask[\s(]{1,3}:?["']?test\b/))
    return { command: 'bundle exec rake test', from: 'Rakefile' };
  for (const config of ['pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg'])
    if (snapshot.has(config) && (config === 'pytest.ini' || hasTarget(snapshot, config, /^\[(?:tool[.:])?pytest/m)))
      return { command: 'pytest', from: config };
  return undefined;
}

/**
 * A source and its test by name, as this repository pairs them: one of the domain's own files when
 * one has a test (`lib/puma/dsl.rb` → `test/test_dsl.rb` only when that exists), else the first of
 * the repository's in path order in the folder of the domain's first source (`lib/puma/`, then
 * `lib/`): a benchmark's or an example's pair is no pattern of this code.
 */
export function testPair(
  index: RepoIndex,
  paths: readonly string[],
  domain: readonly string[],
): { source: string; test: string } | undefined {
  const lead = domain.find((path) => index.kindOf(path) === 'source');
  const near = (lead === undefined ? [] : ancestors(lead)).flatMap((folder) => paths.filter((path) => path.startsWith(folder)));
  for (const source of [...domain, ...near]) {
    if (index.kindOf(source) !== 'source') continue;
    // A test two sources are named like (`test/utils.test.js` for `src/utils.js` and a plugin's
    // `utils.js`) shows no one pairing: only a test of this one source does, or one that imports it.
    const test = index.testsFor(source).find((t) => index.sourcesOf(t).length === 1 || index.importsOf(t).includes(source));
    if (test !== undefined) return { source, test };
  }
  return undefined;
}

/** `lib/puma/dsl.rb` → `lib/puma/`, `lib/`: its folders, nearest first (the root is none). */
function ancestors(path: string): string[] {
  const parts = path.split('/').slice(0, -1);
  return parts.map((_, i) => `${parts.slice(0, parts.length - i).join('/')}/`);
}
