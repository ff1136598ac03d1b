// A change to the language versions a project supports ("Support Python 3.13", "Drop Node.js 16",
// "Raise required compiler to Rust 1.71", "Require Go 1.21") is declared in the project's manifest
// — `requires-python`, `engines.node`, `rust-version`, the `go` directive, `required_ruby_version`,
// `elixir:`, the PHP constraint of `composer.json`, the Java release of the build — whose text
// rarely holds the title's words. The offline planner names that manifest beside the files its
// words rank. Pure: reads the index's file list.
import { baseName } from '../retrieval/classify.js';
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
}

// "3.13", "v1.19+", "12.x", "to 1.22", ">= 18"; a sentence's full stop may follow, a longer version may not ("3.13t").
const VERSION_AFTER = String.raw`\s*(?:to\s+|[>=^~]{1,2}\s*)?v?\d+(?:\.\d+|\.x)*\+?(?!\w|\.\w)`;
const named = (names: string) => new RegExp(`(?:^|[^\\w.])(${names})${VERSION_AFTER}`, 'i');
const runtime = (names: string, plain: string | undefined, ci: RegExp, ...manifests: RegExp[]): Runtime => ({
  names: named(names),
  ...(plain === undefined ? {} : { plain: named(plain) }),
  ci,
  manifests,
});

const RUNTIMES: readonly Runtime[] = [
  runtime('python', undefined, /setup-python|python-version/, /^pyproject\.toml$/, /^setup\.py$/, /^setup\.cfg$/, /^tox\.ini$/),
  runtime('node\\.?js', 'node', /setup-node|node-version/, /^package\.json$/),
  runtime('rust|rustc', undefined, /rust-toolchain|setup-rust|rustup|toolchain:/, /^cargo\.toml$/),
  runtime('golang', 'go', /setup-go|go-version/, /^go\.mod$/),
  runtime('ruby', undefined, /setup-ruby|ruby-version/, /^[\w.-]+\.gemspec$/, /^gemfile$/),
  runtime('elixir|erlang', 'otp', /setup-beam|setup-elixir|elixir-version|otp-version/, /^mix\.exs$/),
  runtime('php', undefined, /setup-php|php-version/, /^composer\.json$/),
  runtime('java|jdk|jre', undefined, /setup-java|java-version/, /^pom\.xml$/, /^build\.gradle(?:\.kts)?$/, /^build\.sbt$/),
  // Kotlin's and Scala's versions are the build's, not the JDK's that `setup-java` installs: CI
  // sets them up only where it names them.
  {
    ...runtime('kotlin', undefined, /kotlin-version|setup-kotlin/, /^build\.gradle(?:\.kts)?$/, /^pom\.xml$/),
    catalog: /^libs\.versions\.toml$/,
  },
  runtime('scala', undefined, /scala-version|setup-scala/, /^build\.sbt$/, /^pom\.xml$/, /^build\.gradle(?:\.kts)?$/),
  runtime(
    '\\.net|dotnet',
    undefined,
    /setup-dotnet|dotnet-version/,
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

/** Folders whose manifests are fixtures, examples or vendored code, not the project's own. */
const NOT_THE_PROJECT = /^(?:tests?|spec|fixtures?|examples?|testdata|vendor|node_modules|docs?|benches|benchmarks?)$/i;

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
      .filter(
        (path) =>
          !path
            .split('/')
            .slice(0, -1)
            .some((dir) => NOT_THE_PROJECT.test(dir)),
      );
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
