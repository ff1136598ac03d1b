// Whether a commit's changed files make it a change to code: lockfiles, changelogs, snapshots and
// generated files removed, 2–12 left, not only docs, tests or CI. The file part of the rule that picks
// the commits `cplan backtest` plans (docs/backtest.md), and of the offline planner's measure of how
// big this repository's changes are (offline-scope.ts). Pure.
import { isSessionPath } from './filters.js';

/** A commit qualifies with this many changed files, after noise is removed. */
export const MIN_FILES = 2;
export const MAX_FILES = 12;

/**
 * Lockfiles by base name (lower-cased): written by a package manager, never by hand. The one list
 * the backtest's commit rule and the repository index (retrieval/classify.ts) both read.
 */
export const LOCKFILES: ReadonlySet<string> = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lockb',
  'bun.lock',
  'cargo.lock',
  'go.sum',
  'go.work.sum',
  'poetry.lock',
  'pipfile.lock',
  'pdm.lock',
  'uv.lock',
  'gemfile.lock',
  'composer.lock',
  'mix.lock',
  'pubspec.lock',
  'podfile.lock',
  'package.resolved',
  'packages.lock.json',
  'flake.lock',
  'gradle.lockfile',
]);

/** Base names (upper-cased, extension removed) of changelogs and release notes. */
const CHANGELOG_NAMES = ['CHANGELOG', 'CHANGES', 'HISTORY', 'RELEASES', 'RELEASE-NOTES', 'RELEASE_NOTES', 'RELEASENOTES', 'NEWS'];
const PROSE_EXTENSIONS: ReadonlySet<string> = new Set(['', '.md', '.markdown', '.txt', '.rst', '.adoc']);
/** Generated and vendored output, and folders of changelog entries: a changeset, towncrier's fragments, release notes. */
const NOISE_DIRS: ReadonlySet<string> = new Set([
  'dist',
  'build',
  'vendor',
  'node_modules',
  '__snapshots__',
  '.changeset',
  'changelog.d',
  'newsfragments',
  'release-notes',
  'release_notes',
]);

/**
 * Files no plan is expected to name: lockfiles, changelogs and release notes, test snapshots,
 * generated and vendored files, and cplan's own session folders.
 */
export function isNoisePath(path: string): boolean {
  const segments = path.split('/');
  const base = segments[segments.length - 1] ?? '';
  const lower = base.toLowerCase();
  if (LOCKFILES.has(lower)) return true;
  if (segments.slice(0, -1).some((dir) => NOISE_DIRS.has(dir))) return true;
  if (lower.endsWith('.snap') || lower.endsWith('.min.js') || lower.endsWith('.min.css') || lower.endsWith('.pb.go')) return true;
  if (lower.includes('.generated.')) return true;
  if (isSessionPath(path)) return true;
  return isChangelogPath(path);
}

/** A changelog or release notes written as prose: `CHANGELOG.md`, `CHANGES.rst`, `HISTORY`, `NEWS.txt`, `ReleaseNotes.md`. */
export function isChangelogPath(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot).toLowerCase() : '';
  const stem = (dot > 0 ? base.slice(0, dot) : base).toUpperCase();
  return (
    PROSE_EXTENSIONS.has(ext) && CHANGELOG_NAMES.some((name) => stem === name || stem.startsWith(`${name}-`) || stem.startsWith(`${name}_`))
  );
}

const DOC_EXTENSIONS: ReadonlySet<string> = new Set(['.md', '.markdown', '.mdx', '.rst', '.adoc', '.txt']);
const DOC_DIRS: ReadonlySet<string> = new Set(['docs', 'doc', 'documentation']);
const TEST_DIRS: ReadonlySet<string> = new Set(['test', 'tests', '__tests__', 'spec', 'specs', 'testdata', '__mocks__', 'e2e']);

/** Prose documentation: a Markdown/reST/AsciiDoc/text file, or anything under docs/. */
export function isDocPath(path: string): boolean {
  const segments = path.split('/');
  const base = (segments[segments.length - 1] ?? '').toLowerCase();
  const dot = base.lastIndexOf('.');
  return (dot > 0 && DOC_EXTENSIONS.has(base.slice(dot))) || segments.slice(0, -1).some((dir) => DOC_DIRS.has(dir.toLowerCase()));
}

/**
 * A test as the commit rule counts one: under a test directory, or named like one (x.test.ts,
 * x.spec.js, x_test.go, test_x.py, x_spec.rb). Fixed, since changing it changes which commits
 * `cplan backtest` measures; what plans and the structure figures call a test is the index's
 * (retrieval/classify.ts), which also knows `FooTest.java` and .NET test projects.
 */
export function isRuleTestPath(path: string): boolean {
  const segments = path.split('/');
  const base = (segments[segments.length - 1] ?? '').toLowerCase();
  if (segments.slice(0, -1).some((dir) => TEST_DIRS.has(dir.toLowerCase()))) return true;
  return (
    base.includes('.test.') || base.includes('.spec.') || base.includes('_test.') || base.includes('_spec.') || base.startsWith('test_')
  );
}

const CI_FILES: ReadonlySet<string> = new Set([
  '.travis.yml',
  '.gitlab-ci.yml',
  'appveyor.yml',
  '.appveyor.yml',
  'azure-pipelines.yml',
  'bitbucket-pipelines.yml',
  '.drone.yml',
  'jenkinsfile',
]);

/** Continuous-integration configuration: GitHub workflows, CircleCI, Buildkite, Travis, GitLab CI, Jenkins, … */
export function isCiPath(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower.startsWith('.github/workflows/') || lower.startsWith('.circleci/') || lower.startsWith('.buildkite/')) return true;
  return CI_FILES.has(lower);
}

export type CommitVerdict = { ok: true; gold: string[] } | { ok: false; reason: string };

/** The file part of the rule: noise removed, not docs-, test- or CI-only, MIN_FILES..MAX_FILES left. */
export function classifyFiles(files: readonly string[]): CommitVerdict {
  const gold = [...new Set(files.filter((f) => f !== '' && !isNoisePath(f)))].sort();
  if (gold.length > 0 && gold.every(isDocPath)) return { ok: false, reason: 'docs-only' };
  if (gold.length > 0 && gold.every(isRuleTestPath)) return { ok: false, reason: 'test-only' };
  if (gold.length > 0 && gold.every((f) => isDocPath(f) || isRuleTestPath(f))) return { ok: false, reason: 'docs and tests only' };
  if (gold.length > 0 && gold.every(isCiPath)) return { ok: false, reason: 'ci-only' };
  if (gold.length < MIN_FILES) return { ok: false, reason: `fewer than ${MIN_FILES} files` };
  if (gold.length > MAX_FILES) return { ok: false, reason: `more than ${MAX_FILES} files` };
  return { ok: true, gold };
}
