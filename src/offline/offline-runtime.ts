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
  /** Where the supported versions are declared, by file name, the likeliest first. */
  manifests: readonly RegExp[];
}

const VERSION_AFTER = String.raw`\s*v?\d+(?:\.\d+|\.x)*\+?(?![\w.])`;
const runtime = (names: string, ...manifests: RegExp[]): Runtime => ({
  names: new RegExp(`(?:^|[^\\w.])(${names})${VERSION_AFTER}`, 'i'),
  manifests,
});

const RUNTIMES: readonly Runtime[] = [
  runtime('python', /^pyproject\.toml$/, /^setup\.py$/, /^setup\.cfg$/, /^tox\.ini$/),
  runtime('node(?:\\.?js)?', /^package\.json$/),
  runtime('rust|rustc', /^cargo\.toml$/),
  runtime('go|golang', /^go\.mod$/),
  runtime('ruby', /^[\w.-]+\.gemspec$/, /^gemfile$/),
  runtime('elixir|erlang|otp', /^mix\.exs$/),
  runtime('php', /^composer\.json$/),
  runtime('java|jdk|jre|kotlin|scala', /^pom\.xml$/, /^build\.gradle(?:\.kts)?$/, /^build\.sbt$/),
  runtime('\\.net|dotnet', /^directory\.build\.props$/, /^global\.json$/, /^[\w.-]+\.(?:cs|fs|vb)proj$/),
];

/** A minimum supported Rust version said without a number: "Raise MSRV", "bump the required compiler". */
const RUST_WITHOUT_NUMBER = /\bmsrv\b|\brequired compiler\b/i;

/** Folders whose manifests are fixtures, examples or vendored code, not the project's own. */
const NOT_THE_PROJECT = /^(?:tests?|spec|fixtures?|examples?|testdata|vendor|node_modules|docs?|benches|benchmarks?)$/i;

/** The most manifests a title about a runtime version adds: the shallowest ones. */
const MOST_MANIFESTS = 2;

/** The manifests a title about a language version changes, and that language as the title writes it. */
export interface RuntimeManifests {
  name: string;
  paths: string[];
}

const NONE: RuntimeManifests = { name: '', paths: [] };

/**
 * The manifests a title about a language version changes (repository-relative paths, the
 * shallowest first, at most two), or none when the title names no runtime with a version or the
 * repository has no manifest of that runtime.
 */
export function runtimeManifests(index: RepoIndex, requirement: string): RuntimeManifests {
  const title = withoutCommitType(titleOf(requirement));
  const named = RUNTIMES.flatMap((r) => {
    const match = r.names.exec(title);
    return match ? [{ runtime: r, name: match[1] as string }] : [];
  });
  if (RUST_WITHOUT_NUMBER.test(title) && !named.some((n) => n.runtime === RUNTIMES[2]))
    named.push({ runtime: RUNTIMES[2] as Runtime, name: 'Rust' });
  if (named.length === 0) return NONE;
  const patterns = named.flatMap((n) => n.runtime.manifests);
  const rank = (path: string) => patterns.findIndex((pattern) => pattern.test(baseName(path).toLowerCase()));
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
  if (found.length === 0) return NONE;
  const depth = (path: string) => path.split('/').length;
  const shallowest = Math.min(...found.map(depth));
  const paths = found
    .filter((path) => depth(path) === shallowest)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1))
    .slice(0, MOST_MANIFESTS);
  return { name: named.map((n) => n.name).join(', '), paths };
}
