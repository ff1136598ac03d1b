// A title that is nothing but a language version ("Drop support for Go 1.20 and add support for Go
// 1.22", "Raise required compiler to Rust 1.71", "Support Python 3.13") says nothing about the
// code: ranked by its words, "drop" and "go" picked SQL drivers. Its change is where the project
// writes the versions — the manifest (offline-runtime.ts), the README's "requires", the
// Dockerfile's image, tox's envlist — and the code that names the version the title drops or adopts
// (`sys.version_info >= (3, 8)`, `//go:build go1.18`). Pure: reads the snapshot.
import { isTestPath, outsideTheProject } from '../retrieval/classify.js';
import { listGuidelineFiles } from '../retrieval/overview.js';
import type { RepoIndex } from '../retrieval/repo-index.js';
import type { Snapshot } from '../repo/types.js';
import { RUNTIME_NAMES, runtimeLines, runtimeManifests } from './offline-runtime.js';
import { titleOf, withoutCommitType } from './offline-scope.js';
import { withoutPullReferences } from './offline-words.js';

/** The words a title about supported versions says besides the runtimes and their versions. */
const VERSION_WORDS = new Set(
  [
    ...['add', 'adds', 'added', 'adding', 'drop', 'drops', 'dropped', 'dropping', 'remove', 'removes', 'removed', 'removing'],
    ...['support', 'supports', 'supported', 'supporting', 'official', 'officially', 'compatibility', 'compatible', 'compat'],
    ...['require', 'requires', 'required', 'requiring', 'raise', 'raises', 'raised', 'bump', 'bumps', 'bumped', 'minimum', 'min'],
    ...['msrv', 'compiler', 'toolchain', 'runtime', 'sdk', 'version', 'versions', 'update', 'updates', 'updated', 'upgrade', 'upgrades'],
    ...['deprecate', 'deprecates', 'deprecated', 'eol', 'end', 'life', 'no', 'longer', 'test', 'tests', 'testing', 'ci', 'build'],
    ...['builds', 'matrix', 'target', 'targets', 'breaking', 'new', 'latest', 'now', 'is', 'as', 'x', 'v'],
    ...['and', 'or', 'for', 'to', 'the', 'of', 'a', 'in', 'on', 'with', 'from'],
  ].map((w) => w.toLowerCase()),
);
const VERSIONS = /v?\d+(?:\.\d+|\.x)*\+?/gi;

/** Whether a title says nothing but which versions of a language the project supports. */
export function isRuntimeOnly(requirement: string): boolean {
  const title = withoutPullReferences(withoutCommitType(titleOf(requirement))).replace(/#\d+/g, ' ');
  if (runtimeLines(title).length === 0) return false;
  let rest = title;
  for (const name of RUNTIME_NAMES) rest = rest.replace(new RegExp(name.source, 'gi'), ' ');
  const words = rest.replace(VERSIONS, ' ').match(/\p{L}+/gu) ?? [];
  return words.every((word) => VERSION_WORDS.has(word.toLowerCase()));
}

/** A file a version-only title changes: the runtime as the title writes it, and the first line that states or names the version. */
export interface RuntimeFile {
  path: string;
  runtime: string;
  /** The line (1-based) that states a version of the runtime, or names the title's; none for a manifest that does not. */
  line?: number;
  /** True for code that names the title's version (a gate or a comment), not a place that declares the supported ones. */
  code?: true;
}

/** The project's own files (no fixture's, example's or vendored one), shallowest first. */
function projectFiles(index: RepoIndex): string[] {
  const depth = (path: string) => path.split('/').length;
  return index.files
    .filter((f) => f.kind !== 'noise' && !outsideTheProject(f.path))
    .map((f) => f.path)
    .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
}

/** At most this many more manifests deeper in a workspace that state the version. */
const MOST_MANIFESTS = 6;
/** At most this many files of code that name the title's version: the ones that name it most. */
const MOST_CODE = 3;
/** A file longer than this is read only this far (a vendored bundle says nothing about the project's versions). */
const MOST_CHARS = 200_000;

function firstLine(text: string | null | undefined, pattern: RegExp): number | undefined {
  if (!text) return undefined;
  const at = text
    .slice(0, MOST_CHARS)
    .split('\n')
    .findIndex((line) => pattern.test(line));
  return at < 0 ? undefined : at + 1;
}

/**
 * The files a version-only title changes, the likeliest first: the runtime's manifests; the files
 * at the top of the repository that state a version of it (README, Dockerfile, tox.ini,
 * `.rubocop.yml` — no guideline, changelog or licence); at most six more of its manifests, deeper
 * in a workspace, that state a version (`impl/Cargo.toml`, a `.csproj`'s target frameworks); and at
 * most three files of code that name a version the title writes. Empty when the title is not version-only.
 */
export function runtimeOnlyFiles(snapshot: Snapshot, index: RepoIndex, requirement: string): RuntimeFile[] {
  if (!isRuntimeOnly(requirement)) return [];
  const found: RuntimeFile[] = [];
  const add = (file: RuntimeFile) => {
    if (!found.some((f) => f.path === file.path)) found.push(file);
  };
  const lines = runtimeLines(requirement);
  for (const { path, runtime } of runtimeManifests(index, requirement)) {
    const stated = lines.find((l) => l.name === runtime)?.states;
    const line = stated ? firstLine(snapshot.readFile(path), stated) : undefined;
    add({ path, runtime, ...(line !== undefined ? { line } : {}) });
  }
  const guidelines = new Set(listGuidelineFiles(snapshot));
  const top = index.files
    .filter((f) => !f.path.includes('/') && (f.kind === 'doc' || f.kind === 'config' || f.kind === 'other'))
    .map((f) => f.path)
    .filter((path) => !guidelines.has(path) && !/^\.readthedocs\./i.test(path))
    .sort();
  for (const { name, states } of lines)
    for (const path of top) {
      const line = firstLine(snapshot.readFile(path), states);
      if (line !== undefined) add({ path, runtime: name, line });
    }
  // A workspace's other manifests that state the version (`impl/Cargo.toml`, each `*.csproj`'s target frameworks).
  let deeper = 0;
  for (const { name, states, manifest } of lines)
    for (const path of projectFiles(index).filter(manifest)) {
      if (deeper >= MOST_MANIFESTS || found.some((f) => f.path === path)) continue;
      const line = firstLine(snapshot.readFile(path), states);
      if (line === undefined) continue;
      add({ path, runtime: name, line });
      deeper++;
    }
  for (const file of codeNaming(snapshot, index, lines)) add(file);
  return found;
}

/** The files of code (no tests) that name a version the title writes, the ones that name it most first, at most three. */
function codeNaming(snapshot: Snapshot, index: RepoIndex, lines: ReturnType<typeof runtimeLines>): RuntimeFile[] {
  const named: (RuntimeFile & { count: number })[] = [];
  for (const { name, writes } of lines) {
    if (writes.length === 0) continue;
    for (const file of index.files) {
      if (file.kind !== 'source' || isTestPath(file.path)) continue;
      const text = snapshot.readFile(file.path)?.slice(0, MOST_CHARS);
      if (!text || !writes.some((w) => w.test(text))) continue;
      const all = text.split('\n');
      const count = all.filter((line) => writes.some((w) => w.test(line))).length;
      const line = all.findIndex((l) => writes.some((w) => w.test(l))) + 1;
      named.push({ path: file.path, runtime: name, line, code: true, count });
    }
  }
  return named
    .sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1))
    .slice(0, MOST_CODE)
    .map(({ count: _count, ...file }) => file);
}
