// The execution schedule (src/core/engine/schedule.ts): dependency waves split so that no two tasks
// of a wave share a lease, capped at maxParallel, with held tasks and their reasons.
import { describe, expect, it } from 'vitest';
import { detectConflicts } from '../../src/core/engine/detect.js';
import { buildSchedule, leaseOf } from '../../src/core/engine/schedule.js';
import { computeWaves } from '../../src/core/engine/waves.js';
import { makeConflict, makeNote, pointAt as at, taskAt as task, taskId } from '../helpers/plan-factory.js';

const deps = (...nums: number[]) => ({ dependsOn: nums.map(taskId) });
const ids = (...nums: number[]) => nums.map(taskId);

describe('buildSchedule', () => {
  it('never puts two tasks that share a file:location in one wave; the later id moves on, and its dependents with it', () => {
    const tasks = [
      task(1, ['src/a.ts:foo']),
      task(101, ['src/a.ts:foo()'], { domain: 'frontend' }),
      task(2, ['src/b.ts:bar'], deps(1)),
      task(102, ['src/c.ts:baz'], { domain: 'frontend', ...deps(101) }),
      task(3, ['src/d.ts'], deps(2)),
      task(103, ['src/e.ts:x'], { domain: 'frontend', ...deps(102) }),
    ];
    const note = makeNote({ tasks });
    expect(computeWaves(tasks).waves).toEqual([ids(1, 101), ids(2, 102), ids(3, 103)]);
    const schedule = buildSchedule(note, detectConflicts(note), { maxParallel: 3 });
    expect(schedule.waves).toEqual([ids(1), ids(2, 101), ids(3, 102), ids(103)]);
    expect(schedule.moved).toEqual([{ id: 'TASK-101', reason: 'shares src/a.ts:foo with TASK-001' }]);
    expect(schedule.held).toEqual([]);
  });

  it('lets tasks that change different places of one file share a wave, but not a whole-file change', () => {
    const apart = makeNote({ tasks: [task(1, ['src/a.ts:foo']), task(2, ['src/a.ts:bar'])] });
    expect(buildSchedule(apart, detectConflicts(apart), { maxParallel: 3 }).waves).toEqual([ids(1, 2)]);
    const whole = makeNote({ tasks: [task(1, ['src/a.ts:foo']), task(2, ['src/a.ts:*'])] });
    const schedule = buildSchedule(whole, detectConflicts(whole), { maxParallel: 3 });
    expect(schedule.waves).toEqual([ids(1), ids(2)]);
    expect(schedule.moved).toEqual([{ id: 'TASK-002', reason: 'shares src/a.ts (whole file) with TASK-001' }]);
  });

  it('caps a wave at maxParallel: the overflow moves on in id order, shifting dependents', () => {
    const note = makeNote({ tasks: [task(1), task(2), task(3), task(4), task(5, [], deps(3))] });
    expect(computeWaves(note.tasks).waves).toEqual([ids(1, 2, 3, 4), ids(5)]);
    const schedule = buildSchedule(note, [], { maxParallel: 2 });
    expect(schedule.waves).toEqual([ids(1, 2), ids(3, 4), ids(5)]);
    expect(schedule.moved).toEqual([
      { id: 'TASK-003', reason: 'wave 1 is full (max parallel 2)' },
      { id: 'TASK-004', reason: 'wave 1 is full (max parallel 2)' },
    ]);
    // A shared lease is the reason named even when the wave is full as well.
    const both = makeNote({ tasks: [task(1, ['src/a.ts:f']), task(2, ['src/a.ts:f'])] });
    expect(buildSchedule(both, [], { maxParallel: 1 }).moved).toEqual([{ id: 'TASK-002', reason: 'shares src/a.ts:f with TASK-001' }]);
  });

  it('gives a task that already waited a wave its place before tasks that only now became ready', () => {
    const note = makeNote({ tasks: [task(1), task(5), task(2, [], deps(1))] });
    expect(buildSchedule(note, [], { maxParallel: 1 }).waves).toEqual([ids(1), ids(5), ids(2)]);
  });

  it('splits the two tasks a strategy conflict names, and only because of it', () => {
    const tasks = [
      task(1, ['src/s.ts:alpha'], { conflictRisk: 'High' }),
      task(101, ['src/s.ts:beta'], { conflictRisk: 'High', domain: 'frontend' }),
    ];
    const note = makeNote({ tasks });
    const conflicts = detectConflicts(note);
    expect(conflicts.map((c) => c.type)).toEqual(['strategy_conflict']);
    const schedule = buildSchedule(note, conflicts, { maxParallel: 3 });
    expect(schedule.waves).toEqual([ids(1), ids(101)]);
    expect(schedule.moved).toEqual([{ id: 'TASK-101', reason: 'shares src/s.ts with TASK-001 (strategy conflict CONFLICT-001)' }]);
    expect(buildSchedule(note, [], { maxParallel: 3 }).waves).toEqual([ids(1, 101)]);
    // A decision settles the approach, not the collision of two changes of one file.
    const resolved = conflicts.map((c) => ({ ...c, decision: 'resolved' as const }));
    expect(buildSchedule(note, resolved, { maxParallel: 3 }).waves).toEqual([ids(1), ids(101)]);
  });

  it('splits tasks whose files change together, asking coChanged with the paths in sorted order', () => {
    const note = makeNote({ tasks: [task(1, ['src/y.ts:a']), task(2, ['src/x.ts:b']), task(3, ['src/z.ts:c'])] });
    const asked: string[] = [];
    const coChanged = (a: string, b: string) => {
      asked.push(`${a}+${b}`);
      return a === 'src/x.ts' && b === 'src/y.ts';
    };
    const schedule = buildSchedule(note, [], { maxParallel: 3, coChanged });
    expect(schedule.waves).toEqual([ids(1, 3), ids(2)]);
    expect(schedule.moved).toEqual([{ id: 'TASK-002', reason: 'src/x.ts changes together with src/y.ts of TASK-001' }]);
    expect(asked).toContain('src/x.ts+src/y.ts');
    expect(asked).not.toContain('src/y.ts+src/x.ts');
  });

  it('holds a closed or failed task and every task behind it; a merged task is done and frees its dependents', () => {
    const note = makeNote({
      tasks: [
        task(1),
        task(2, [], deps(1)),
        task(3, [], deps(2)),
        task(4),
        task(5),
        task(6, [], deps(5)),
        task(7),
        task(8, [], deps(7, 1)),
      ],
    });
    const schedule = buildSchedule(note, [], {
      maxParallel: 3,
      states: { 'TASK-001': 'closed', 'TASK-005': 'merged', 'TASK-007': 'failed', 'TASK-004': 'open' },
    });
    expect(schedule.waves).toEqual([ids(4, 6)]);
    expect(schedule.merged).toEqual(ids(5));
    expect(schedule.held).toEqual([
      { id: 'TASK-001', reason: 'closed without merging' },
      { id: 'TASK-002', reason: 'depends on TASK-001 (closed without merging)' },
      { id: 'TASK-003', reason: 'depends on TASK-002, held behind TASK-001 (closed without merging)' },
      { id: 'TASK-007', reason: 'failed' },
      { id: 'TASK-008', reason: 'depends on TASK-001 (closed without merging)' },
    ]);
  });

  it('holds the tasks of a dependency cycle (a self-dependency too) and their dependents', () => {
    const note = makeNote({ tasks: [task(1, [], deps(2)), task(2, [], deps(1)), task(3, [], deps(2)), task(4), task(5, [], deps(5))] });
    const schedule = buildSchedule(note, detectConflicts(note), { maxParallel: 3 });
    expect(schedule.waves).toEqual([ids(4)]);
    expect(schedule.held).toEqual([
      { id: 'TASK-001', reason: 'dependency cycle' },
      { id: 'TASK-002', reason: 'dependency cycle' },
      { id: 'TASK-003', reason: 'depends on TASK-002 (dependency cycle)' },
      { id: 'TASK-005', reason: 'dependency cycle' },
    ]);
  });

  it('is deterministic: the order tasks and conflicts are written in changes nothing', () => {
    const tasks = [
      task(1, ['src/a.ts:f']),
      task(2, ['src/a.ts:f']),
      task(3, ['src/a.ts:f'], deps(1)),
      task(4, [], deps(9)),
      task(5, ['src/b.ts:g'], deps(2)),
      task(6, ['src/b.ts:g']),
    ];
    const conflicts = [makeConflict(1, { type: 'strategy_conflict', tasks_involved: ids(5, 6), location: 'src/b.ts' })];
    const forward = buildSchedule(makeNote({ tasks }), conflicts, { maxParallel: 2 });
    const backward = buildSchedule(makeNote({ tasks: [...tasks].reverse() }), [...conflicts].reverse(), { maxParallel: 2 });
    expect(backward).toEqual(forward);
    expect(forward.waves).toEqual([ids(1, 4), ids(2, 6), ids(3, 5)]);
  });

  it('counts a duplicated id once (the first task) and refuses a maxParallel below 1', () => {
    const note = makeNote({ tasks: [task(1, ['src/a.ts:f']), task(2, ['src/a.ts:f']), task(2, ['src/other.ts'])] });
    expect(buildSchedule(note, [], { maxParallel: 3 }).waves).toEqual([ids(1), ids(2)]);
    expect(() => buildSchedule(note, [], { maxParallel: 0 })).toThrow(RangeError);
    expect(() => buildSchedule(note, [], { maxParallel: 1.5 })).toThrow(RangeError);
  });
});

describe('leaseOf', () => {
  it('is the file:location of every point that names a file, locations normalised, and those files', () => {
    const lease = leaseOf({
      modificationPoints: [
        at('src/b.ts:run()'),
        at('src/a.ts:*'),
        { file: null, location: '', change: 'a note', line: 1 },
        at('src/b.ts:run'),
      ],
    });
    expect(lease).toEqual({ points: ['src/a.ts:*', 'src/b.ts:run'], files: ['src/a.ts', 'src/b.ts'] });
  });
});
