// The `(unverified: …)` marker of a modification point (written, read back, counted) and the
// grounding figure computed from the note, with and without the repository.
import { describe, expect, it } from 'vitest';
import { buildSessionArtifacts } from '../../src/core/render/artifacts.js';
import { readUnverifiedMarker, unverifiedMarker } from '../../src/core/note/fields.js';
import { groundingOf, groundingText } from '../../src/core/engine/grounding.js';
import type { TaskDraft } from '../../src/core/shared/model.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { renderStatusComment } from '../../src/core/texts/status-comment.js';
import { validatePathsExist } from '../../src/core/note/validate.js';
import { renderTask } from '../../src/core/note/writers.js';

const draft: TaskDraft = {
  id: 'TASK-001',
  title: 'Rate-limit collisions',
  domain: 'backend-api',
  complexity: 'Low',
  dependsOn: [],
  scope: '',
  conflictRisk: 'Low',
  modificationPoints: [
    { file: 'src/core/detect.ts', location: 'detectConflicts', change: 'skip limited routes' },
    {
      file: 'src/core/detects.ts',
      location: 'detectConflicts',
      change: 'report (twice)',
      unverified: 'no such file, nearest src/core/detect.ts',
    },
    { file: 'src/core/bucket.ts', location: '*', change: 'new file: token bucket' },
    { file: 'src/gone.ts', location: '*', change: 'edit a file a person typed' },
    { file: null, location: '', change: 'tell the team' },
  ],
};

function noteOf(tasks: TaskDraft[]) {
  const pool = tasks.map((t) => renderTask(t, 'en')).join('\n\n');
  return parsePlanNote(`---\nsession_id: s\nsub_domains: [backend-api]\n---\n## Task Pool - Backend Api\n\n${pool}\n`);
}

describe('the unverified marker', () => {
  it('is written at the end of the point line and read back apart from the change', () => {
    const line = renderTask(draft, 'en').split('\n')[7];
    expect(line).toBe('  - `src/core/detects.ts:detectConflicts`: report (twice) (unverified: no such file, nearest src/core/detect.ts)');
    const points = noteOf([draft]).tasks[0]?.modificationPoints ?? [];
    expect(points.map((p) => [p.change, p.unverified])).toEqual([
      ['skip limited routes', undefined],
      ['report (twice)', 'no such file, nearest src/core/detect.ts'],
      ['new file: token bucket', undefined],
      ['edit a file a person typed', undefined],
      ['tell the team', undefined],
    ]);
    // Round trip: parsed points rendered again give the same lines.
    const again = renderTask({ ...draft, modificationPoints: points.map(({ line: _line, ...p }) => p) }, 'en');
    expect(again).toBe(renderTask(draft, 'en'));
  });

  it('reads zh and full-width forms; leaves other parentheses alone', () => {
    expect(readUnverifiedMarker('改 detect（未验证：没有该文件）')).toEqual({ change: '改 detect', unverified: '没有该文件' });
    expect(readUnverifiedMarker('x (Unverified? no)')).toEqual({ change: 'x (Unverified? no)' });
    expect(readUnverifiedMarker('call it (twice)')).toEqual({ change: 'call it (twice)' });
    expect(readUnverifiedMarker('(unverified:)')).toEqual({ change: '', unverified: 'unverified' });
    expect(unverifiedMarker('no such file (`a`)')).toBe('(unverified: no such file a)');
  });

  it('is a diagnostic of its own, and no second path-not-found', () => {
    const note = noteOf([draft]);
    const marks = note.diagnostics.filter((d) => d.code === 'unverified-point');
    expect(marks).toEqual([
      {
        severity: 'info',
        code: 'unverified-point',
        message: 'TASK-001: src/core/detects.ts:detectConflicts is unverified (no such file, nearest src/core/detect.ts)',
        line: 14,
      },
    ]);
    const missing = validatePathsExist(note, (p) => p === 'src/core/detect.ts');
    expect(missing.map((d) => d.message)).toEqual(['TASK-001: src/gone.ts does not exist in the repository (new?)']);
  });
});

describe('the grounding figure', () => {
  it('counts points with a file against the repository; without one it says nothing was checked', () => {
    const note = noteOf([draft]);
    expect(groundingOf(note)).toEqual({ verified: 3, total: 4, checked: false, marked: 1, whole: 2 });
    expect(groundingText(groundingOf(note))).toBe('4 modification points, not checked against a repository (1 marked unverified)');
    expect(groundingText({ verified: 0, total: 1, checked: false }, 'zh')).toBe('1 个修改点，未对照仓库核验');
    // The new file is verified, and names no declaration: a whole file.
    expect(groundingOf(note, (p) => p === 'src/core/detect.ts')).toEqual({ verified: 2, total: 4, checked: true, marked: 1, whole: 1 });
    expect(groundingText({ verified: 2, total: 4 })).toBe('2 / 4 modification points verified');
    expect(groundingText({ verified: 3, total: 4, whole: 1 })).toBe('3 / 4 modification points verified, one of them a whole file');
    expect(groundingText({ verified: 3, total: 4, whole: 2 })).toBe('3 / 4 modification points verified, 2 of them whole files');
    expect(groundingText({ verified: 3, total: 3, whole: 3 })).toBe('3 / 3 modification points verified, all whole files');
    expect(groundingText({ verified: 1, total: 1, whole: 1 })).toBe('1 / 1 modification point verified, a whole file');
    expect(groundingText({ verified: 3, total: 4, whole: 2 }, 'zh')).toBe('3 / 4 个修改点已核验（其中 2 个只指向整个文件）');
    // Nothing checked, nothing said about whole files.
    expect(groundingText({ verified: 3, total: 4, checked: false, whole: 2 })).toBe(
      '4 modification points, not checked against a repository',
    );
    expect(groundingText({ verified: 1, total: 1 })).toBe('1 / 1 modification point verified');
    expect(groundingText({ verified: 1, total: 2 }, 'zh')).toBe('1 / 2 个修改点已核验');
  });

  it('is in plan.md and plan.json, and in the final status comment', () => {
    const note = noteOf([draft]);
    const files = buildSessionArtifacts({ note, conflicts: [], now: '2026-11-22T10:00:00Z', exists: (p) => p === 'src/core/detect.ts' });
    const file = (path: string) => files.find((f) => f.path === path)?.content ?? '';
    expect(file('plan.md')).toContain('- **Grounding**: 2 / 4 modification points verified, one of them a whole file');
    expect(JSON.parse(file('plan.json')).grounding).toEqual({ verified: 2, total: 4, whole: 1 });
    // Without a repository nothing was checked, and plan.md and plan.json say so.
    const rendered = buildSessionArtifacts({ note, conflicts: [], now: '2026-11-22T10:00:00Z' });
    expect(JSON.parse(rendered.find((f) => f.path === 'plan.json')?.content ?? '').grounding).toEqual({
      verified: 3,
      total: 4,
      checked: false,
    });
    expect(rendered.find((f) => f.path === 'plan.md')?.content).toContain(
      '- **Grounding**: 4 modification points, not checked against a repository',
    );
    const view = { sessionId: 's', status: 'completed' as const, run: null, startedAt: 'a', updatedAt: 'b' };
    expect(renderStatusComment({ ...view, grounding: { verified: 2, total: 4 } })).toContain(
      '**Grounding**: 2 / 4 modification points verified',
    );
    expect(renderStatusComment({ ...view, grounding: { verified: 0, total: 0 } })).not.toContain('Grounding');
  });
});
