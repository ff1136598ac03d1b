// A task's conflict risk, complexity and effort, from the repository rather than constants: a file that many
// recent commits changed, or that many files import, is where other work lands too (the conflicts a
// reviewer or a parallel agent meets); a fix, a test case or a doc paragraph is less work than a
// feature across a large file.
import type { RepoIndex } from '../retrieval/repo-index.js';
import type { FileRole } from './offline-criteria.js';
import type { ScopeKind } from './offline-scope.js';

type Level = 'Low' | 'Medium' | 'High';

/** A file changed by at least this share of the recent commits (and HOT_LEAST of them) is busy. */
const HOT_SHARE = 0.08;
const HOT_LEAST = 5;
/** A file that this many files import is a hub: a change to it reaches all of them. */
const HUB_IMPORTERS = 10;
/** Entry points, when there is no history to tell: every feature passes through them. */
const ENTRY = /(^|\/)(index|main|app|server|router)\.[a-z]+$/;

export interface Busy {
  changed?: { count: number; of: number };
  importers?: number;
  /** The importers import the file's package, not the file: a Go import names a folder, so every file of it counts them. */
  viaPackage?: true;
}

/** Files whose importers the index counts by their folder (imports-qualified.ts resolves a Go package to its files). */
const PACKAGE_IMPORTS = /\.go$/;

/** Why other work is likely to touch `path` too; undefined when nothing says so. */
export function busyOf(index: RepoIndex, path: string): Busy | undefined {
  const count = index.changeCount(path);
  const of = index.historyLength();
  const hot = of > 0 && count >= HOT_LEAST && count / of >= HOT_SHARE;
  const importers = index.importersOf(path).length;
  const hub = importers >= HUB_IMPORTERS;
  if (!hot && !hub) return undefined;
  return {
    ...(hot ? { changed: { count, of } } : {}),
    ...(hub ? { importers, ...(PACKAGE_IMPORTS.test(path) ? { viaPackage: true as const } : {}) } : {}),
  };
}

export interface RiskInput {
  path: string;
  role: FileRole;
  create: boolean;
  busy: Busy | undefined;
  /** Whether git history was read (without it, entry points stand in for busy files). */
  history: boolean;
}

export function conflictRiskOf({ path, role, create, busy, history }: RiskInput): Level {
  if (create) return 'Low';
  const central = busy !== undefined || (!history && ENTRY.test(path));
  if (role === 'test' || role === 'fixture' || role === 'doc') return central ? 'Medium' : 'Low';
  return central ? 'High' : 'Medium';
}

export interface EffortInput {
  role: FileRole;
  create: boolean;
  kind: ScopeKind;
  /** The file's size in characters (0 for a new file). */
  size: number;
  /** Whether the task points at the whole file rather than one declaration. */
  whole: boolean;
}

export function effortOf({ role, create, kind, size, whole }: EffortInput): Level {
  if (create) return 'Medium';
  if (role !== 'code') return 'Low';
  if (kind === 'small') return 'Low';
  return size > 20_000 && whole && kind === 'broad' ? 'High' : 'Medium';
}

/**
 * How intricate the code a task works in is: a big source file is harder to change safely than a
 * small one. A test case, a doc paragraph, a configuration key or a new migration is not harder
 * for sitting in a big file (a 60 KB test module took "High" beside "Effort: Low").
 */
export function complexityOf({ role, size, effort }: { role: FileRole; size: number; effort?: Level }): Level {
  if (role !== 'code') return 'Low';
  const level: Level = size > 20_000 ? 'High' : size > 3_000 ? 'Medium' : 'Low';
  // A small fix in a big file is not "High" beside "Effort: Low", which reads as a contradiction:
  // the code around it is intricate, the change is not. At most one level above the effort.
  return effort === 'Low' && level === 'High' ? 'Medium' : level;
}
