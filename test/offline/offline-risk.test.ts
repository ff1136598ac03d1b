// Conflict risk and effort come from the repository: busy files (changed by many recent commits,
// imported by many files) are high-risk, new files and docs low; effort follows the kind of change.
import { describe, expect, it } from 'vitest';
import { busyOf, complexityOf, conflictRiskOf, effortOf } from '../../src/offline/offline-risk.js';
import { RepoIndex } from '../../src/retrieval/repo-index.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { attachHistory } from '../../src/repo/history.js';
import { groupTasks } from '../../src/offline/offline-plan.js';
import { EN } from '../../src/offline/offline-phrases-en.js';
import type { FileGroup, PlannedFile } from '../../src/offline/offline-retrieve.js';

function repo(): RepoIndex {
  const files: Record<string, string> = { 'src/core.ts': 'export const core = 1;\n', 'src/quiet.ts': 'export const quiet = 1;\n' };
  for (let i = 0; i < 12; i++) files[`src/user${i}.ts`] = "import { core } from './core.js';\n";
  // 40 commits: core.ts in 6 of them (15%), quiet.ts in 2.
  const history = Array.from({ length: 40 }, (_, i) => [i % 7 === 0 ? 'src/core.ts' : 'src/user1.ts', ...(i < 2 ? ['src/quiet.ts'] : [])]);
  return new RepoIndex(createMemorySnapshot(files), { history });
}

describe('conflict risk', () => {
  it('a file many recent commits changed and many files import is busy, with both reasons', () => {
    const index = repo();
    expect(busyOf(index, 'src/core.ts')).toEqual({ changed: { count: 6, of: 40 }, importers: 12 });
    expect(busyOf(index, 'src/quiet.ts')).toBeUndefined();
    expect(busyOf(index, 'src/user1.ts')).toEqual({ changed: { count: 34, of: 40 } });
  });

  it("a Go file's importers import its package, and the task says so", () => {
    const files: Record<string, string> = {
      'go.mod': 'module example.com/app\n',
      'store/store.go': 'package store\n\nfunc Open() {}\n',
      'store/cache.go': 'package store\n\nfunc Cache() {}\n',
    };
    for (let i = 0; i < 11; i++)
      files[`cmd${i}/main.go`] = 'package main\n\nimport "example.com/app/store"\n\nfunc main() { store.Open() }\n';
    const snapshot = createMemorySnapshot(files);
    const index = new RepoIndex(snapshot);
    expect(busyOf(index, 'store/cache.go')).toEqual({ importers: 11, viaPackage: true });
    expect(EN.task.busy(undefined, 11, true)).toBe('Other changes are likely to meet here: 11 files import its package.');
    expect(EN.task.busy(undefined, 12)).toBe('Other changes are likely to meet here: 12 files import it.');
  });

  it('busy code is High, other code Medium; new files Low; docs and tests Low unless busy', () => {
    const busy = { importers: 12 };
    const base = { path: 'src/a.ts', create: false, history: true };
    expect(conflictRiskOf({ ...base, role: 'code', busy })).toBe('High');
    expect(conflictRiskOf({ ...base, role: 'code', busy: undefined })).toBe('Medium');
    expect(conflictRiskOf({ ...base, role: 'code', busy, create: true })).toBe('Low');
    expect(conflictRiskOf({ ...base, role: 'doc', busy: undefined })).toBe('Low');
    expect(conflictRiskOf({ ...base, role: 'test', busy })).toBe('Medium');
    // Without history, an entry point stands in for a busy file.
    expect(conflictRiskOf({ ...base, path: 'src/server.js', role: 'code', busy: undefined, history: false })).toBe('High');
    expect(conflictRiskOf({ ...base, path: 'src/server.js', role: 'code', busy: undefined })).toBe('Medium');
  });
});

describe('effort', () => {
  it('follows the kind of change and the file, not only its size', () => {
    const code = { role: 'code' as const, create: false, size: 50_000, whole: true };
    expect(effortOf({ ...code, kind: 'broad' })).toBe('High');
    expect(effortOf({ ...code, kind: 'broad', whole: false })).toBe('Medium');
    expect(effortOf({ ...code, kind: 'small' })).toBe('Low');
    expect(effortOf({ ...code, kind: 'medium', size: 500 })).toBe('Medium');
    expect(effortOf({ ...code, role: 'test', kind: 'broad' })).toBe('Low');
    expect(effortOf({ ...code, create: true, kind: 'small' })).toBe('Medium');
  });
});

describe('complexity', () => {
  it('grows with the size of the code, not of a test, doc or configuration file', () => {
    expect(complexityOf({ role: 'code', size: 50_000 })).toBe('High');
    expect(complexityOf({ role: 'code', size: 5_000 })).toBe('Medium');
    expect(complexityOf({ role: 'code', size: 500 })).toBe('Low');
    for (const role of ['test', 'doc', 'config', 'manifest', 'migration'] as const)
      expect(complexityOf({ role, size: 50_000 })).toBe('Low');
  });

  it('is at most one level above the effort: a small fix in a big file is Medium, not High beside Low', () => {
    expect(complexityOf({ role: 'code', size: 50_000, effort: 'Low' })).toBe('Medium');
    expect(complexityOf({ role: 'code', size: 50_000, effort: 'Medium' })).toBe('High');
    expect(complexityOf({ role: 'code', size: 5_000, effort: 'Low' })).toBe('Medium');
  });
});

describe('tasks of the offline plan', () => {
  it("rates a task's complexity by the declaration it anchors in, the whole file's when it anchors none", () => {
    const filler = Array.from({ length: 400 }, (_, i) => `export function helper${i}(value) {\n  return value + ${i};\n}\n`).join('');
    const snapshot = createMemorySnapshot({
      'src/big.ts': `${filler}export function limitRate(request) {\n  return request.rate;\n}\n`,
      'src/other.ts': filler,
    });
    expect(filler.length).toBeGreaterThan(20_000);
    const file = (path: string): PlannedFile => ({ path, kind: 'source', score: 1, matched: ['limit'] });
    const group: FileGroup = { slug: 'core', folder: 'src', score: 2, files: [file('src/big.ts'), file('src/other.ts')] };
    const [anchored, whole] = groupTasks(snapshot, group, 'Fix `limitRate` rounding', 8, { zh: false });
    expect(anchored?.modification_points[0]?.location).toBe('limitRate');
    expect(anchored?.complexity).toBe('Low');
    expect(whole?.modification_points[0]?.location).toBe('*');
    // A fix's effort is Low: the big file's whole-file task is one level above it.
    expect(whole?.complexity).toBe('Medium');
    const [, broad] = groupTasks(snapshot, group, 'Add per-tenant quotas to `limitRate` and every rate limiter', 8, { zh: false });
    expect(broad?.modification_points[0]?.location).toBe('*');
    expect(broad?.estimated_effort).not.toBe('Low');
    expect(broad?.complexity).toBe('High');
  });

  it('a busy file is High risk and its description says why; a quiet one stays Medium', () => {
    const snapshot = createMemorySnapshot({
      'src/core.ts': 'export function limitRate() { return 1; }\n',
      'src/quiet.ts': 'export function limitQuota() { return 2; }\n',
    });
    attachHistory(
      snapshot,
      Array.from({ length: 30 }, (_, i) => ({ subject: `change ${i}`, files: [i % 3 === 0 ? 'src/core.ts' : 'src/other.ts'] })),
    );
    const file = (path: string): PlannedFile => ({ path, kind: 'source', score: 1, matched: ['limit'] });
    const group: FileGroup = { slug: 'core', folder: 'src', score: 2, files: [file('src/core.ts'), file('src/quiet.ts')] };
    const [busy, quiet] = groupTasks(snapshot, group, 'Add a rate limit', 8, { zh: false });
    expect(busy?.conflict_risk).toBe('High');
    expect(busy?.description).toContain('10 of the last 30 commits changed it');
    expect(quiet?.conflict_risk).toBe('Medium');
    expect(quiet?.description).not.toContain('commits changed it');
    const [zh] = groupTasks(snapshot, group, '添加限流', 8, { zh: true });
    expect(zh?.description).toContain('最近 30 次提交中有 10 次改了它');
  });
});
