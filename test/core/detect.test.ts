import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectConflicts, failingConflicts } from '../../src/core/engine/detect.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { applyDetection } from '../../src/core/engine/recheck.js';

interface T {
  id: string;
  domain: string;
  deps?: string;
  points?: string[];
  scope?: string;
  risk?: string;
}

/** A plan note from compact task specs, one pool per domain in order of first appearance. */
function note(tasks: T[]): string {
  const domains = [...new Set(tasks.map((t) => t.domain))];
  const pools = domains.map((d) => {
    const body = tasks
      .filter((t) => t.domain === d)
      .map((t) =>
        [
          `### ${t.id}: Task ${t.id} [${d}]`,
          `- **Depends on**: ${t.deps ?? 'none'}`,
          `- **Scope**: ${t.scope ?? ''}`,
          '- **Modification points**:',
          ...(t.points ?? []).map((p) => `  - \`${p}\`: change`),
          `- **Conflict risk**: ${t.risk ?? 'Low'}`,
        ].join('\n'),
      )
      .join('\n\n');
    return `## Task Pool - ${d}\n\n${body}`;
  });
  return `---\nsession_id: CPLAN-t-2026-11-22\nsub_domains: [${domains.join(', ')}]\n---\n\n## Requirement Understanding\n\nx\n\n${pools.join('\n\n')}\n\n## Dependencies\n\n## Conflicts\n`;
}

const detect = (tasks: T[]) => detectConflicts(parsePlanNote(note(tasks)));
const kinds = (tasks: T[]) => detect(tasks).map((c) => `${c.type}:${c.tasks_involved.join(',')}:${c.location}`);

describe('conflict rules', () => {
  it('file_conflict: one file:location in two domains (normalised), not within one domain', () => {
    expect(
      kinds([
        { id: 'TASK-001', domain: 'a', points: ['./src//x.ts:run()'] },
        { id: 'TASK-101', domain: 'b', points: ['src/x.ts:run'] },
      ]),
    ).toEqual(['file_conflict:TASK-001,TASK-101:src/x.ts:run']);
    expect(
      kinds([
        { id: 'TASK-001', domain: 'a', points: ['src/x.ts:run'] },
        { id: 'TASK-002', domain: 'a', points: ['src/x.ts:run'] },
      ]),
    ).toEqual([]);
    expect(
      kinds([
        { id: 'TASK-001', domain: 'a', points: ['src/x.ts:run'] },
        { id: 'TASK-101', domain: 'b', points: ['src/x.ts:stop'] },
      ]),
    ).toEqual([]);
  });

  it('strategy_conflict: risky tasks of two domains on one file, counting scope paths', () => {
    expect(
      kinds([
        { id: 'TASK-001', domain: 'a', points: ['src/x.ts:run'], risk: 'High' },
        { id: 'TASK-101', domain: 'b', scope: 'all of `src/x.ts`', risk: 'Medium' },
      ]),
    ).toEqual(['strategy_conflict:TASK-001,TASK-101:src/x.ts']);
    expect(
      kinds([
        { id: 'TASK-001', domain: 'a', points: ['src/x.ts:run'], risk: 'High' },
        { id: 'TASK-101', domain: 'b', scope: '`src/x.ts`', risk: 'Low' },
      ]),
    ).toEqual([]);
  });

  it('missing_dependency: an id no task has', () => {
    expect(kinds([{ id: 'TASK-001', domain: 'a', deps: 'TASK-009, TASK-1' }])).toEqual(
      ['missing_dependency:TASK-001:TASK-009', 'dependency_cycle:TASK-001:TASK-001 → TASK-001'].reverse(),
    );
  });

  it.each([
    [1, [{ id: 'TASK-001', domain: 'a', deps: 'TASK-001' }]],
    [
      2,
      [
        { id: 'TASK-001', domain: 'a', deps: 'TASK-002' },
        { id: 'TASK-002', domain: 'a', deps: 'TASK-001' },
      ],
    ],
    [
      3,
      [
        { id: 'TASK-001', domain: 'a', deps: 'TASK-101' },
        { id: 'TASK-101', domain: 'b', deps: 'TASK-201' },
        { id: 'TASK-201', domain: 'c', deps: 'TASK-001' },
      ],
    ],
    [
      4,
      [
        { id: 'TASK-004', domain: 'a', deps: 'TASK-001' },
        { id: 'TASK-001', domain: 'a', deps: 'TASK-002' },
        { id: 'TASK-002', domain: 'a', deps: 'TASK-003' },
        { id: 'TASK-003', domain: 'a', deps: 'TASK-004' },
      ],
    ],
  ] as [number, T[]][])('a cycle of length %i is reported once, rotated to its smallest id', (length, tasks) => {
    const cycles = detect(tasks).filter((c) => c.type === 'dependency_cycle');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.severity).toBe('critical');
    expect(cycles[0]?.tasks_involved).toHaveLength(length);
    expect(cycles[0]?.location.startsWith('TASK-001 → ')).toBe(true);
    expect(cycles[0]?.location.endsWith('→ TASK-001')).toBe(true);
  });

  it('two cycles sharing a task are one component: one conflict with every member and one representative path', () => {
    const cycles = detect([
      { id: 'TASK-001', domain: 'a', deps: 'TASK-003, TASK-002' },
      { id: 'TASK-002', domain: 'a', deps: 'TASK-001' },
      { id: 'TASK-003', domain: 'b', deps: 'TASK-001' },
    ]).map((c) => [c.tasks_involved, c.domains_involved, c.location, c.description]);
    expect(cycles).toEqual([
      [
        ['TASK-001', 'TASK-002', 'TASK-003'],
        ['a', 'b'],
        'TASK-001 → TASK-002 → TASK-001',
        'Dependency cycle: TASK-001 → TASK-002 → TASK-001',
      ],
    ]);
  });

  it('finds no dependency in a "none" value that mentions ids', () => {
    for (const deps of ['无 (与 TASK-001 可并行)', 'none (TASK-001 can run in parallel)', 'n/a', '-', '—']) {
      expect(
        kinds([
          { id: 'TASK-001', domain: 'a' },
          { id: 'TASK-002', domain: 'a', deps },
        ]),
      ).toEqual([]);
    }
  });

  it('all four rules together, in severity/type/task/location order with CONFLICT-NNN ids', () => {
    const found = detectConflicts(parsePlanNote(readFileSync('test/fixtures/plan-notes/en-basic.md', 'utf8')));
    expect(found.map((c) => [c.id, c.type, c.severity])).toEqual([
      ['CONFLICT-001', 'dependency_cycle', 'critical'],
      ['CONFLICT-002', 'missing_dependency', 'high'],
      ['CONFLICT-003', 'file_conflict', 'high'],
      ['CONFLICT-004', 'strategy_conflict', 'medium'],
    ]);
    expect(new Set(found.map((c) => c.fingerprint)).size).toBe(4);
    expect(failingConflicts(found, 'critical').map((c) => c.id)).toEqual(['CONFLICT-001']);
    expect(failingConflicts(found, 'medium')).toHaveLength(4);
    expect(failingConflicts(found, 'none')).toEqual([]);
  });

  it('is stable under shuffled tasks and pools', () => {
    const tasks: T[] = [
      { id: 'TASK-001', domain: 'a', deps: 'TASK-101', points: ['f.ts:x'], risk: 'High' },
      { id: 'TASK-002', domain: 'a', deps: 'TASK-404', points: ['g.ts:y'] },
      { id: 'TASK-101', domain: 'b', deps: 'TASK-001', points: ['f.ts:x', 'g.ts:y'], risk: 'Medium' },
      { id: 'TASK-201', domain: 'c', points: ['g.ts:y'], risk: 'High' },
    ];
    const view = (list: T[]) =>
      detect(list).map(({ id, type, tasks_involved, location, fingerprint }) => ({ id, type, tasks_involved, location, fingerprint }));
    const base = view(tasks);
    expect(view([...tasks].reverse())).toEqual(base);
    expect(view([tasks[2], tasks[0], tasks[3], tasks[1]] as T[])).toEqual(base);
  });
});

describe('decisions across re-detection', () => {
  const text = readFileSync('test/fixtures/plan-notes/en-basic.md', 'utf8');

  it('keeps a ticked decision and its note by fingerprint; unticking re-opens it', () => {
    const first = applyDetection(parsePlanNote(text)).note.toString();
    const ticked = first.replace(/(### CONFLICT-003[\s\S]*?- \*\*Decision\*\*: )\[ \] open/, '$1[x] resolved – TASK-201 goes first');
    const again = applyDetection(parsePlanNote(ticked));
    const decided = again.conflicts.find((c) => c.id === 'CONFLICT-003');
    expect(decided).toMatchObject({ type: 'file_conflict', decision: 'resolved', decision_note: 'TASK-201 goes first' });
    // The strategy conflict of the same tasks on the same file is the same overlap: settled with it.
    expect(again.conflicts.find((c) => c.id === 'CONFLICT-004')).toMatchObject({
      type: 'strategy_conflict',
      decision: 'resolved',
      decision_note: 'settled with CONFLICT-003: TASK-201 goes first',
    });
    expect(applyDetection(again.note).changed).toBe(false);
    const reopened = applyDetection(parsePlanNote(again.note.toString().replace('[x] resolved – TASK-201 goes first', '[ ] open')));
    expect(reopened.conflicts.find((c) => c.id === 'CONFLICT-003')?.decision).toBe('open');
    expect(reopened.conflicts.find((c) => c.id === 'CONFLICT-004')?.decision).toBe('open');
  });

  it('keeps every id and decision when another conflict goes away (ids never move)', () => {
    const first = applyDetection(parsePlanNote(text)).note.toString();
    const ticked = first.replace(/(### CONFLICT-004[\s\S]*?- \*\*Decision\*\*: )\[ \] open/, '$1[x] resolved');
    // Fix the cycle: CONFLICT-001 disappears; the others keep their ids.
    const fixed = ticked.replace(
      '- **Depends on**: TASK-201\n- **Scope**: `src/keys/audit.ts`',
      '- **Depends on**: none\n- **Scope**: `src/keys/audit.ts`',
    );
    const result = applyDetection(parsePlanNote(fixed));
    expect(result.conflicts.map((c) => [c.id, c.type, c.decision])).toEqual([
      ['CONFLICT-002', 'missing_dependency', 'open'],
      ['CONFLICT-003', 'file_conflict', 'open'],
      ['CONFLICT-004', 'strategy_conflict', 'resolved'],
    ]);
    // A new conflict takes the next number after those in use, never a gone one's.
    const added = result.note
      .toString()
      .replace('- **Depends on**: none\n- **Scope**: `src/keys/audit.ts`', '- **Depends on**: TASK-201\n- **Scope**: `src/keys/audit.ts`');
    expect(applyDetection(parsePlanNote(added)).conflicts.map((c) => [c.id, c.type])).toEqual([
      ['CONFLICT-005', 'dependency_cycle'],
      ['CONFLICT-002', 'missing_dependency'],
      ['CONFLICT-003', 'file_conflict'],
      ['CONFLICT-004', 'strategy_conflict'],
    ]);
  });

  it('keeps hand-written blocks byte-identical and numbers around them', () => {
    const ccw = readFileSync('test/fixtures/plan-notes/ccw-real.md', 'utf8');
    const manual = parsePlanNote(ccw).conflictBlocks[0]?.raw.trimEnd() as string;
    const result = applyDetection(parsePlanNote(ccw));
    expect(result.note.toString()).toContain(manual);
    expect(result.conflicts.map((c) => c.id)).toEqual(['CONFLICT-002', 'CONFLICT-003']);
    expect(applyDetection(result.note).changed).toBe(false);
  });

  it('writes the zh section in Chinese and is idempotent', () => {
    const zh = applyDetection(parsePlanNote(readFileSync('test/fixtures/plan-notes/zh-basic.md', 'utf8')));
    expect(zh.note.toString()).toContain('- **严重程度**: critical');
    expect(zh.note.toString()).toContain('- **决策状态**: [ ] 待解决');
    expect(applyDetection(zh.note).changed).toBe(false);
  });
});
