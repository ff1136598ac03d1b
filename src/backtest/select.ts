// Which commits a backtest plans, and which of their files count (docs/backtest.md, "Selection").
// Pure: the git side hands over subjects and changed paths, this module decides.
import { isSessionPath } from '../repo/filters.js';

/** A commit qualifies with this many changed files, after noise is removed. */
export const MIN_FILES = 2;
export const MAX_FILES = 12;

/** One-paragraph statement of the rule, printed in the JSON report next to the results. */
export const SELECTION_RULE =
  `Non-merge commits with a parent, newest first; subject reads as a feature or fix (conventional type ` +
  `feat/fix/perf/refactor, or a first word — after an optional "area:" prefix — that is a change verb such ` +
  `as add, fix, support, implement, allow, handle, make, use, remove, improve, update, introduce, prevent, avoid); ` +
  `never chore/docs/test/style/ci/build/release types, merges, reverts, fixups, WIP, release or version ` +
  `commits, or dependency bumps; ${MIN_FILES}–${MAX_FILES} changed files after removing lockfiles, ` +
  `changelogs/release notes, snapshots, generated and vendored files; not docs-only or test-only. ` +
  `Gold = every remaining changed path (added, modified and deleted; renames count as both paths).`;

/** Conventional-commit types that read as a feature or fix. */
const FEATURE_TYPES: ReadonlySet<string> = new Set(['feat', 'feature', 'fix', 'bugfix', 'hotfix', 'perf', 'refactor']);

/** Conventional-commit types that never qualify. */
const SKIPPED_TYPES: ReadonlySet<string> = new Set([
  'chore',
  'docs',
  'doc',
  'test',
  'tests',
  'style',
  'ci',
  'build',
  'release',
  'revert',
  'deps',
  'wip',
]);

/** Change verbs a feature or fix subject may start with (base forms; "adds", "added", "adding" match too). */
export const CHANGE_VERBS: ReadonlySet<string> = new Set([
  'accept',
  'add',
  'adjust',
  'allow',
  'avoid',
  'cache',
  'change',
  'convert',
  'correct',
  'create',
  'deprecate',
  'detect',
  'disable',
  'drop',
  'emit',
  'enable',
  'ensure',
  'exclude',
  'expose',
  'extend',
  'extract',
  'fix',
  'generate',
  'guard',
  'handle',
  'harden',
  'honor',
  'honour',
  'ignore',
  'implement',
  'improve',
  'include',
  'introduce',
  'keep',
  'let',
  'limit',
  'load',
  'make',
  'migrate',
  'move',
  'normalize',
  'normalise',
  'optimize',
  'optimise',
  'parse',
  'persist',
  'prevent',
  'preserve',
  'print',
  'reduce',
  'refactor',
  'reject',
  'remove',
  'rename',
  'render',
  'replace',
  'report',
  'resolve',
  'respect',
  'restore',
  'retry',
  'return',
  'rewrite',
  'rework',
  'sanitize',
  'show',
  'simplify',
  'skip',
  'sort',
  'speed',
  'split',
  'store',
  'support',
  'unify',
  'update',
  'use',
  'validate',
  'warn',
  'wire',
]);

export type SubjectVerdict = { ok: true } | { ok: false; reason: string };

/** Whether a commit subject reads as a feature or fix (the subject part of the rule). */
export function classifySubject(subject: string): SubjectVerdict {
  const text = subject.trim();
  const lower = text.toLowerCase();
  if (text === '') return { ok: false, reason: 'empty subject' };
  if (lower.startsWith('merge ') || lower === 'merge') return { ok: false, reason: 'merge' };
  if (lower.startsWith('revert') || lower.startsWith('"revert')) return { ok: false, reason: 'revert' };
  if (/^(?:fixup|squash|amend)!/.test(lower)) return { ok: false, reason: 'fixup' };
  if (words(lower).includes('wip')) return { ok: false, reason: 'work in progress' };
  if (isDependencyBump(lower)) return { ok: false, reason: 'dependency bump' };
  if (isRelease(lower)) return { ok: false, reason: 'release or version' };

  const prefix = splitPrefix(text);
  if (prefix) {
    const type = prefix.type.toLowerCase();
    if (FEATURE_TYPES.has(type)) return { ok: true };
    if (SKIPPED_TYPES.has(type)) return { ok: false, reason: `${type} commit` };
    // Not a conventional type: an "area: …" prefix (Go, Linux style); the text after it decides.
    return startsWithVerb(prefix.rest) ? { ok: true } : { ok: false, reason: 'subject does not start with a change verb' };
  }
  return startsWithVerb(text) ? { ok: true } : { ok: false, reason: 'subject does not start with a change verb' };
}

/** "type(scope)!: rest" or "area/sub: rest" — a prefix is one word (letters, digits, . / _ -) before a colon. */
export function splitPrefix(subject: string): { type: string; scope: string | null; rest: string } | undefined {
  const colon = subject.indexOf(':');
  if (colon <= 0 || colon > 60) return undefined;
  let head = subject.slice(0, colon);
  const rest = subject.slice(colon + 1).trim();
  if (head.endsWith('!')) head = head.slice(0, -1);
  let scope: string | null = null;
  const open = head.indexOf('(');
  if (open > 0 && head.endsWith(')')) {
    scope = head.slice(open + 1, -1);
    head = head.slice(0, open);
  }
  if (!/^[\w./-]+$/.test(head)) return undefined;
  return { type: head, scope, rest };
}

/** True when the first word of `text` is one of CHANGE_VERBS, in any common inflection. */
export function startsWithVerb(text: string): boolean {
  const first = words(text.toLowerCase())[0];
  if (first === undefined) return false;
  return verbStems(first).some((stem) => CHANGE_VERBS.has(stem));
}

function verbStems(word: string): string[] {
  const stems = [word];
  const cut = (suffix: string) => (word.endsWith(suffix) && word.length > suffix.length + 1 ? word.slice(0, -suffix.length) : undefined);
  for (const suffix of ['s', 'es', 'd', 'ed', 'ing']) {
    const stem = cut(suffix);
    if (stem === undefined) continue;
    stems.push(stem);
    if (suffix === 'ing') stems.push(`${stem}e`);
    // dropped → drop, splitting → split
    const last = stem[stem.length - 1];
    if ((suffix === 'ed' || suffix === 'ing') && last !== undefined && stem[stem.length - 2] === last) stems.push(stem.slice(0, -1));
  }
  return stems;
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'-]+/u).filter((w) => w !== '');
}

function isDependencyBump(lower: string): boolean {
  if (lower.startsWith('bump ') || lower.startsWith('bumps ')) return true;
  const prefix = splitPrefix(lower);
  if (prefix && (prefix.scope === 'deps' || prefix.scope === 'deps-dev' || prefix.type === 'deps')) return true;
  const body = prefix ? prefix.rest : lower;
  // "update dependencies", "update dev dependencies", "upgrade pre-commit hooks", "update requirements"
  if (
    /^(?:update|upgrade|bump|pin)s? (?:(?:dev|test|docs|build|ci|python|js|npm|pip) )?(?:dependency|dependencies|deps|devdependencies|requirements|pre-commit hooks?|lockfiles?)\b/.test(
      body,
    )
  )
    return true;
  // "Update lodash from 4.17.20 to 4.17.21", "upgrade react to v18"
  return /^(?:update|upgrade|bump)s? \S+ (?:from \S+ )?to v?\d/.test(body);
}

function isRelease(lower: string): boolean {
  const prefix = splitPrefix(lower);
  if (prefix && prefix.scope === 'release') return true;
  const body = prefix && !FEATURE_TYPES.has(prefix.type) ? prefix.rest : lower;
  if (/^(?:release|releasing|prepare release|version)\b/.test(body)) return true;
  if (/^v?\d+\.\d+/.test(body)) return true;
  return /\bbump (?:the )?version\b/.test(body);
}

const LOCKFILES: ReadonlySet<string> = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lockb',
  'cargo.lock',
  'go.sum',
  'poetry.lock',
  'pipfile.lock',
  'gemfile.lock',
  'composer.lock',
]);

/** Base names (upper-cased, extension removed) of changelogs and release notes. */
const CHANGELOG_NAMES = ['CHANGELOG', 'CHANGES', 'HISTORY', 'RELEASES', 'RELEASE-NOTES', 'RELEASE_NOTES', 'NEWS'];
const PROSE_EXTENSIONS: ReadonlySet<string> = new Set(['', '.md', '.markdown', '.txt', '.rst', '.adoc']);
const NOISE_DIRS: ReadonlySet<string> = new Set(['dist', 'build', 'vendor', 'node_modules', '__snapshots__', '.changeset']);

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
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? lower.slice(dot) : '';
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

/** A test: under a test directory, or named like one (x.test.ts, x.spec.js, x_test.go, test_x.py, x_spec.rb). */
export function isTestPath(path: string): boolean {
  const segments = path.split('/');
  const base = (segments[segments.length - 1] ?? '').toLowerCase();
  if (segments.slice(0, -1).some((dir) => TEST_DIRS.has(dir.toLowerCase()))) return true;
  return (
    base.includes('.test.') || base.includes('.spec.') || base.includes('_test.') || base.includes('_spec.') || base.startsWith('test_')
  );
}

export interface CommitCandidate {
  sha: string;
  /** Parent shas; a root commit has none. */
  parents: string[];
  subject: string;
  /** Every changed path against the first parent (no rename detection). */
  files: string[];
}

export type CommitVerdict = { ok: true; gold: string[] } | { ok: false; reason: string };

/** The file part of the rule: noise removed, not docs- or test-only, MIN_FILES..MAX_FILES left. */
export function classifyFiles(files: readonly string[]): CommitVerdict {
  const gold = [...new Set(files.filter((f) => f !== '' && !isNoisePath(f)))].sort();
  if (gold.length > 0 && gold.every(isDocPath)) return { ok: false, reason: 'docs-only' };
  if (gold.length > 0 && gold.every(isTestPath)) return { ok: false, reason: 'test-only' };
  if (gold.length > 0 && gold.every((f) => isDocPath(f) || isTestPath(f))) return { ok: false, reason: 'docs and tests only' };
  if (gold.length < MIN_FILES) return { ok: false, reason: `fewer than ${MIN_FILES} files` };
  if (gold.length > MAX_FILES) return { ok: false, reason: `more than ${MAX_FILES} files` };
  return { ok: true, gold };
}

/** The whole rule for one commit. */
export function classifyCommit(commit: CommitCandidate): CommitVerdict {
  if (commit.parents.length > 1) return { ok: false, reason: 'merge' };
  if (commit.parents.length === 0) return { ok: false, reason: 'root commit' };
  const subject = classifySubject(commit.subject);
  if (!subject.ok) return subject;
  return classifyFiles(commit.files);
}
