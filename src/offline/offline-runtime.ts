// A change to the language versions a project supports ("Support Python 3.13", "Drop Node.js 16",
// "Raise required compiler to Rust 1.71", "Require Go 1.21") is declared in the project's manifest
// — `requires-python`, `engines.node`, `rust-version`, the `go` directive, `required_ruby_version`,
// `elixir:`, the PHP constraint of `composer.json`, the Java release of the build — whose text
// rarely holds the title's words. The offline planner names that manifest beside the files its
// words rank. Pure: reads the index's file list.
import { baseName, outsideTheProject } from '../retrieval/classify.js';
import type { RepoIndex } from '../retrieval/repo-index.js';
import { titleOf, withoutCommitType } from './offline-scope.js';

interface Runtime {
  /** The runtime's names in a title, each followed by a version (`Python 3.13`, `node.js 18.x`, `JDK 17`). */
  names: RegExp;
  /**
   * Names that are also plain words ("go 2 levels up", "select node 3", "OTP 6 digit codes"):
   * they count only with a word about supported versions in the title.
   */
  plain?: RegExp;
  /** How a CI workflow sets the runtime up: `actions/setup-python`, `python-version:`, `erlef/setup-beam`. */
  ci: RegExp;
  /** Where the supported versions are declared, by file name, the likeliest first. */
  manifests: readonly RegExp[];
  /** A file that pins the version for the whole build wherever it lies (Gradle's `gradle/libs.versions.toml`), named first. */
  catalog?: RegExp;
  /** The runtime's names without a version ("minimum Ruby version"). */
  bare: RegExp;
  /** A line that states a version of the runtime: `requires-python`, `FROM golang:1.22`, "Rust 1.70+", `"php": "^8.1"`. */
  states: RegExp;
  /** A line of code that names one version of it (`sys.version_info >= (3, 8)`, `//go:build go1.18`), when the title's is `major.minor`. */
  writes?: (major: string, minor: string | undefined) => RegExp | undefined;
}

// "3.13", "v1.19+", "12.x", "to 1.22", ">= 18"; a sentence's full stop may follow, a longer version may not ("3.13t"),
// nor a possessive: "similar to Rust 1.86's `Vec::pop_if`" names a feature of that version, no version to support.
const VERSION_AFTER = String.raw`\s*(?:to\s+|[>=^~]{1,2}\s*)?v?\d+(?:\.\d+|\.x)*\+?(?!\w|\.\w|['’]s\b)`;
// The version may follow what of the runtime is meant: ".NET SDK 9.0.308", "Go toolchain 1.22".
const named = (names: string) => new RegExp(`(?:^|[^\\w.])(${names})(?:\\s+(?:sdk|toolchain|runtime|compiler))?${VERSION_AFTER}`, 'i');
const runtime = (names: string, plain: string | undefined, [ci, states]: readonly [RegExp, RegExp], ...manifests: RegExp[]): Runtime => ({
  names: named(names),
  ...(plain === undefined ? {} : { plain: named(plain) }),
  bare: new RegExp(`(?:^|[^\\w.])(?:${plain === undefined ? names : `${names}|${plain}`})(?!\\w)`, 'i'),
  ci,
  states,
  manifests,
});

// How each runtime's version is written on a line: in a manifest, a README, a Dockerfile, tox's envlist.
const STATES = {
  python: /\b(?:python|py)\s*(?:[<>=~^]{1,2}\s*)?3\.\d+|\bpy3\d{1,2}\b|python_requires|requires-python|python :: 3\.\d+/i,
  node: /\bnode(?:\.?js)?\s*(?:v|[<>=^~]{1,2}\s*)?\d+|"node"\s*:/i,
  rust: /rust-version|\brustc?\s*(?:[<>=^~]{1,2}\s*)?1\.\d+|\bmsrv\b/i,
  go: /\bgo\s?1\.\d+|\bgolang:1\.\d+/i,
  ruby: /\bruby\s*(?:[<>=~]{1,2}\s*)?\d\.\d|required_ruby_version|targetrubyversion/i,
  beam: /\b(?:elixir|erlang|otp)[\s:"~>=v-]{0,6}\d/i,
  php: /\bphp\s*(?:[<>=^~|]{1,2}\s*)?\d\.\d|"php"\s*:/i,
  jvm: /<release>|maven\.compiler|jvmtarget|javaversion|\b(?:java|jdk)\s*\d+/i,
  kotlin: /\bkotlin\b[^\n]{0,10}\d\.\d/i,
  scala: /\bscala\b[^\n]{0,10}\d\.\d/i,
  dotnet: /\bnet\d+\.\d|\bnetstandard\d|\bnetcoreapp\d|targetframeworks?/i,
};

// A version the title names, written in code: "Python 3.8", `sys.version_info >= (3, 8)`, `py38`;
// `//go:build go1.18`; "Node.js 16"; `RUBY_VERSION >= "3.1"`. A comment or gate about the version
// a change drops or adopts is part of the change.
// Only digits reach a pattern: the versions are read with \d+.
const gate =
  (pattern: (major: string, minor: string) => string, majorAlone = false) =>
  (major: string, minor: string | undefined) =>
    minor === undefined && !majorAlone ? undefined : new RegExp(pattern(major, minor ?? ''), 'i');
const WRITES = {
  python: gate((a, b) => String.raw`\bpython\s*${a}\.${b}\b|\(${a},\s*${b}\)|\bpy${a}${b}\b`),
  node: gate((a) => String.raw`\bnode(?:\.?js)?\s*v?${a}\b`, true),
  go: gate((a, b) => String.raw`\bgo\s?${a}\.${b}\b`),
  ruby: gate((a, b) => String.raw`\bruby\s*${a}\.${b}\b|ruby_version[^\n]{0,20}${a}\.${b}\b`),
  php: gate((a, b) => String.raw`\bphp\s*${a}\.${b}\b|php_version[^\n]{0,20}${a}\.${b}\b`),
  beam: gate((a, b) => String.raw`\belixir\s*v?${a}\.${b}\b`),
};

const RUNTIMES: readonly Runtime[] = [
  {
    ...runtime(
      'python',
      undefined,
      [/setup-python|python-version/, STATES.python],
      /^pyproject\.toml$/,
      /^setup\.py$/,
      /^setup\.cfg$/,
      /^tox\.ini$/,
    ),
    writes: WRITES.python,
  },
  { ...runtime('node\\.?js', 'node', [/setup-node|node-version/, STATES.node], /^package\.json$/), writes: WRITES.node },
  runtime('rust|rustc', undefined, [/rust-toolchain|setup-rust|rustup|toolchain:/, STATES.rust], /^cargo\.toml$/),
  { ...runtime('golang', 'go', [/setup-go|go-version/, STATES.go], /^go\.mod$/), writes: WRITES.go },
  { ...runtime('ruby', undefined, [/setup-ruby|ruby-version/, STATES.ruby], /^[\w.-]+\.gemspec$/, /^gemfile$/), writes: WRITES.ruby },
  {
    ...runtime('elixir|erlang', 'otp', [/setup-beam|setup-elixir|elixir-version|otp-version/, STATES.beam], /^mix\.exs$/),
    writes: WRITES.beam,
  },
  { ...runtime('php', undefined, [/setup-php|php-version/, STATES.php], /^composer\.json$/), writes: WRITES.php },
  runtime('java|jdk|jre', undefined, [/setup-java|java-version/, STATES.jvm], /^pom\.xml$/, /^build\.gradle(?:\.kts)?$/, /^build\.sbt$/),
  // Kotlin's and Scala's versions are the build's, not the JDK's that `setup-java` installs: CI
  // sets them up only where it names them.
  {
    ...runtime('kotlin', undefined, [/kotlin-version|setup-kotlin/, STATES.kotlin], /^build\.gradle(?:\.kts)?$/, /^pom\.xml$/),
    catalog: /^libs\.versions\.toml$/,
  },
  runtime('scala', undefined, [/scala-version|setup-scala/, STATES.scala], /^build\.sbt$/, /^pom\.xml$/, /^build\.gradle(?:\.kts)?$/),
  runtime(
    '\\.net|dotnet',
    undefined,
    [/setup-dotnet|dotnet-version/, STATES.dotnet],
    /^directory\.build\.props$/,
    /^global\.json$/,
    /^[\w.-]+\.(?:cs|fs|vb)proj$/,
  ),
];
const RUST = RUNTIMES[2] as Runtime;

/** Words that make a plain name ("Go 1.21", "node 18") a runtime: the title is about supported versions. */
const ABOUT_VERSIONS =
  /\b(?:support|supports|supported|drop|drops|dropped|require|requires|required|minimum|bump|bumps|raise|raises|upgrade|upgrades|version|versions|deprecate|deprecated|compat|compatible|compatibility|msrv|engines?|toolchain)\b/i;

/** A minimum supported Rust version said without a number: "Raise MSRV", "bump the required compiler". */
const RUST_WITHOUT_NUMBER = /\bmsrv\b|\brequired compiler\b/i;

/** The most manifests a title about a runtime version adds per runtime: the shallowest ones. */
const MOST_MANIFESTS = 2;

/** A manifest a title about a language version changes, and that language as the title writes it. */
export interface RuntimeManifest {
  path: string;
  runtime: string;
}

/** The runtimes a title names with a version, each with its name as written ("Node.js", "Go"). */
function runtimesIn(title: string): { runtime: Runtime; name: string }[] {
  const about = ABOUT_VERSIONS.test(title);
  const found = RUNTIMES.flatMap((runtime) => {
    const match = runtime.names.exec(title) ?? (about && runtime.plain ? runtime.plain.exec(title) : null);
    return match ? [{ runtime, name: match[1] as string }] : [];
  });
  if (RUST_WITHOUT_NUMBER.test(title) && !found.some((f) => f.runtime === RUST)) found.push({ runtime: RUST, name: 'Rust' });
  return found;
}

/** The languages a title names with a version, as it writes them ("Python", "Node.js"), with how CI sets each up. */
export function runtimeNames(requirement: string): { name: string; ci: RegExp }[] {
  return runtimesIn(withoutCommitType(titleOf(requirement))).map(({ runtime, name }) => ({ name, ci: runtime.ci }));
}

/**
 * The manifests a title about a language version changes: for each runtime it names with a
 * version, that runtime's shallowest manifests, the likeliest first, at most two (repository-
 * relative paths; never in test, example, docs or vendor folders). None when the title names no
 * runtime or the repository has no manifest of it.
 */
export function runtimeManifests(index: RepoIndex, requirement: string): RuntimeManifest[] {
  const title = withoutCommitType(titleOf(requirement));
  const out: RuntimeManifest[] = [];
  for (const { runtime, name } of runtimesIn(title)) {
    const catalog = runtime.catalog;
    const rank = (path: string) => {
      const name = baseName(path).toLowerCase();
      if (catalog?.test(name)) return 0;
      const at = runtime.manifests.findIndex((pattern) => pattern.test(name));
      return at < 0 ? at : at + 1;
    };
    const found = index.files
      .filter((file) => file.kind !== 'noise' && rank(file.path) >= 0)
      .map((file) => file.path)
      .filter((path) => !outsideTheProject(path));
    if (found.length === 0) continue;
    const depth = (path: string) => (rank(path) === 0 ? 1 : path.split('/').length);
    const shallowest = Math.min(...found.map(depth));
    const paths = found
      .filter((path) => depth(path) === shallowest)
      .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1))
      .slice(0, MOST_MANIFESTS);
    for (const path of paths) if (!out.some((m) => m.path === path)) out.push({ path, runtime: name });
  }
  return out;
}

/** A runtime the title names, with how a line states a version of it and how code writes the title's own versions. */
export interface RuntimeLines {
  name: string;
  states: RegExp;
  writes: RegExp[];
  /** Whether a file's name is one of the runtime's manifests (`Cargo.toml`, `*.csproj`), at any depth. */
  manifest: (path: string) => boolean;
}

/** "3.8", "1.22", "16" in "Drop Node 16": the versions a title writes (not a pull request's `#123`). */
const TITLE_VERSION = /(?<![\w.#])(\d{1,3})(?:\.(\d{1,3}))?(?:\.\d{1,3})*(?![\w.]*\d)/g;

/** For each runtime a title names with a version: its name as written, how a line states a version of it, how code writes the title's versions. */
export function runtimeLines(requirement: string): RuntimeLines[] {
  const title = withoutCommitType(titleOf(requirement));
  const versions = [...title.matchAll(TITLE_VERSION)].map((m) => ({ major: m[1] as string, minor: m[2] }));
  return runtimesIn(title).map(({ runtime, name }) => ({
    name,
    states: runtime.states,
    writes: versions.flatMap(({ major, minor }) => runtime.writes?.(major, minor) ?? []),
    manifest: (path: string) => {
      const base = baseName(path).toLowerCase();
      return runtime.manifests.some((pattern) => pattern.test(base)) || (runtime.catalog?.test(base) ?? false);
    },
  }));
}

/** The runtimes' names as a title may write them, with a version or without, plain ones too ("go", "node"). */
export const RUNTIME_NAMES: readonly RegExp[] = RUNTIMES.flatMap((r) => [r.names, ...(r.plain ? [r.plain] : []), r.bare]);
