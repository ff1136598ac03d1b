// Task ids are exact digit strings: never rounded through a float, ordered numerically at any length.
import { describe, expect, it } from 'vitest';
import { compareTaskIds as compareFromDetect, detectConflicts } from '../../src/core/engine/detect.js';
import { canonicalTaskId, compareTaskIds, formatTaskId } from '../../src/core/shared/names.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { compareTaskIds as compareFromWaves, computeWaves } from '../../src/core/engine/waves.js';

const BIG = 'TASK-99999999999999999999';
const BIG_MINUS_ONE = 'TASK-99999999999999999998';

function note(...tasks: [id: string, deps: string][]): string {
  const body = tasks.map(([id, deps]) => `### ${id}: Task ${id}\n- **Depends on**: ${deps}\n`).join('\n');
  return `---\nsession_id: CPLAN-t-2026-11-22\nsub_domains:\n  - focus_area: api\n    task_id_range: [1, 100]\n---\n\n## Requirement Understanding\n\nx\n\n## Task Pool - Api\n\n${body}\n## Conflicts\n`;
}

describe('task ids', () => {
  it('keeps two huge ids distinct, with no duplicate error and their dependency intact', () => {
    const parsed = parsePlanNote(note([BIG, BIG_MINUS_ONE], [BIG_MINUS_ONE, 'none']));
    expect(parsed.tasks.map((t) => [t.id, t.num, t.dependsOn])).toEqual([
      [BIG, null, [BIG_MINUS_ONE]],
      [BIG_MINUS_ONE, null, []],
    ]);
    const codes = parsed.diagnostics.map((d) => d.code);
    expect(codes).not.toContain('duplicate-task-id');
    expect(codes).not.toContain('self-dependency');
    expect(detectConflicts(parsed)).toEqual([]);
    expect(computeWaves(parsed.tasks)).toEqual({ waves: [[BIG_MINUS_ONE], [BIG]], blocked: [] });
  });

  it('still reports a real duplicate of a huge id', () => {
    const parsed = parsePlanNote(note([BIG, 'none'], ['TASK-0099999999999999999999', 'none']));
    expect(parsed.diagnostics.filter((d) => d.code === 'duplicate-task-id').map((d) => d.message)).toEqual([
      `${BIG} is already used on line 14`,
    ]);
  });

  it('orders ids numerically at any length, from every module that exports the order', () => {
    const sorted = ['TASK-2', 'TASK-10', BIG_MINUS_ONE, BIG];
    for (const compare of [compareTaskIds, compareFromDetect, compareFromWaves]) {
      expect([BIG, 'TASK-10', BIG_MINUS_ONE, 'TASK-2'].sort(compare)).toEqual(sorted);
      expect(['TASK-100000000000000000000', BIG].sort(compare)).toEqual([BIG, 'TASK-100000000000000000000']);
      // Ids that end in no digit go last; equal numbers fall back to code-point order.
      expect(['TASK-x', 'TASK-1', 'TASK-001'].sort(compare)).toEqual(['TASK-001', 'TASK-1', 'TASK-x']);
    }
  });

  it('reads leading zeros as the same id and pads to three digits', () => {
    expect(['TASK-1', 'TASK-001', 'TASK-0001', 'task-00000000000000000000001'].map(canonicalTaskId)).toEqual([
      'TASK-001',
      'TASK-001',
      'TASK-001',
      'TASK-001',
    ]);
    expect(canonicalTaskId('TASK-000')).toBe('TASK-000');
    expect(canonicalTaskId(`task-000${BIG.slice(5)}`)).toBe(BIG);
    expect(canonicalTaskId('TASK-1e3')).toBeNull();
    expect([formatTaskId(7), formatTaskId(1234), formatTaskId('0042'), formatTaskId('99999999999999999999')]).toEqual([
      'TASK-007',
      'TASK-1234',
      'TASK-042',
      BIG,
    ]);
    expect(formatTaskId(1e21)).toBe('TASK-1000000000000000000000');
    const parsed = parsePlanNote(note(['TASK-0001', 'none'], ['TASK-002', 'TASK-1']));
    expect(parsed.tasks.map((t) => [t.id, t.num, t.dependsOn])).toEqual([
      ['TASK-001', 1, []],
      ['TASK-002', 2, ['TASK-001']],
    ]);
  });

  it('turns an absurd id into a warning, never a crash, and checks ranges on digits', () => {
    const absurd = `TASK-${'7'.repeat(5_000)}`;
    const parsed = parsePlanNote(note([absurd, 'TASK-001'], ['TASK-001', 'none'], ['TASK-1000000000000000', 'none']));
    expect(parsed.tasks.map((t) => t.id)).toEqual([absurd, 'TASK-001', 'TASK-1000000000000000']);
    const tooLong = parsed.diagnostics.filter((d) => d.code === 'task-id-too-long');
    expect(tooLong.map((d) => [d.severity, d.line])).toEqual([
      ['warning', 14],
      ['warning', 20],
    ]);
    expect(tooLong[0]?.message.length).toBeLessThan(200);
    // Range checks compare digits, so ids of any length are checked exactly against [1, 100].
    expect(parsed.diagnostics.filter((d) => d.code === 'id-out-of-range').map((d) => d.line)).toEqual([14, 20]);
    expect(() => detectConflicts(parsed)).not.toThrow();
  });

  it('reports a range bound past 2^53 as unreadable instead of rounding it to a float', () => {
    const text = note([BIG, 'none']).replace(
      'sub_domains:\n  - focus_area: api\n    task_id_range: [1, 100]',
      'sub_domains: [api]\ndomain_task_id_ranges: { api: [1, 99999999999999999999] }',
    );
    const parsed = parsePlanNote(text);
    expect(parsed.domains[0]?.range).toBeNull();
    const unreadable = parsed.diagnostics.filter((d) => d.code === 'unreadable-range');
    expect(unreadable.map((d) => d.severity)).toEqual(['warning']);
    expect(unreadable[0]?.message).toContain('domain_task_id_ranges.api');
  });
});
