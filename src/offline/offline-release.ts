// Releases and manifests for the offline planner's retrieval: a title that is nothing but a
// version ("Update to 0.5.2") plans the project's manifests, and a project's own manifest is told
// from a fixture's or an example's. Pure.
import { baseName } from '../retrieval/classify.js';
import type { RepoIndex } from '../retrieval/repo-index.js';
import { queryTerms, stem } from '../retrieval/tokens.js';
import { titleOf, withoutCommitType } from './offline-scope.js';

const MANIFESTS =
  /^(?:package\.json|gemfile|[\w.-]+\.gemspec|[\w.-]+\.podspec|go\.mod|cargo\.toml|pyproject\.toml|setup\.py|setup\.cfg|pipfile|requirements[\w.-]*\.txt|composer\.json|mix\.exs|[\w.-]+\.(?:cs|fs|vb)proj|directory\.(?:packages|build)\.props|build\.gradle(?:\.kts)?|build\.sbt|pom\.xml|package\.swift|pubspec\.yaml)$/;
/** A project's own manifest: not a test fixture's or an example's. */
export function isManifest(path: string): boolean {
  const dirs = path.toLowerCase().split('/').slice(0, -1);
  if (dirs.some((d) => /^(?:tests?|spec|fixtures?|examples?|testdata)$/.test(d))) return false;
  return MANIFESTS.test(baseName(path).toLowerCase());
}

/** A version number in a title: `0.5.2`, `v1.4`, `2.0.0-beta.2`. */
const VERSION = /\bv?\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?\b/i;
const VERSIONS = new RegExp(VERSION.source, 'gi');
/** The words a release title says besides its version (as index terms: stems). */
const RELEASE_WORDS = new Set(['release', 'version', 'bump', 'update', 'prepare', 'publish', 'cut', 'chore'].map(stem));

/**
 * Whether a title says nothing but "this version" ("Update to 0.5.2", "Release v1.4.0", "Bump
 * version to 2.0.0"): a release, whose change is the version every manifest of the project
 * declares. Its words match no code, and planned as text they named a file after "update".
 */
export function isVersionOnly(requirement: string): boolean {
  const title = withoutCommitType(titleOf(requirement));
  if (!VERSION.test(title)) return false;
  const rest = title.replace(VERSIONS, ' ').replace(RELEASE_ZH, ' ');
  // A word in another script says what the change is about: "修复 1.2.3 中的崩溃" or "Исправить
  // сбой в 1.2.3" is no release. Every word left must be English, and a release word or a stop word.
  if ((rest.match(/\p{L}+/gu) ?? []).some((word) => /[^A-Za-z]/.test(word))) return false;
  return queryTerms(rest).every((t) => RELEASE_WORDS.has(t));
}

/** A release title's words in Chinese: release, version, upgrade, update, to. */
const RELEASE_ZH = /发布|版本|版|升级|更新|到|至/g;

/** The version a release title names, when the title is nothing but a release. */
export function releaseVersion(requirement: string): string | undefined {
  return isVersionOnly(requirement) ? VERSION.exec(withoutCommitType(titleOf(requirement)))?.[0] : undefined;
}

/** The project's manifests, the root's first, then by depth, at most `most`: what a release changes. */
export function releaseManifests(index: RepoIndex, most: number): string[] {
  const manifests = index.files.filter((f) => f.kind !== 'noise' && isManifest(f.path)).map((f) => f.path);
  const depth = (path: string) => path.split('/').length;
  manifests.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
  return manifests.slice(0, most);
}
