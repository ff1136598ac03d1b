import { describe, expect, it } from 'vitest';
import { compareTaskIds, computeWaves } from '../../src/core/engine/waves.js';
import { taskId } from '../helpers/plan-factory.js';

/** `[1, [2, 3]]` = TASK-001 depends on TASK-002 and TASK-003. */
const graph = (...entries: [number, number[]][]) => entries.map(([n, deps]) => ({ id: taskId(n), dependsOn: deps.map(taskId) }));
const ids = (...nums: number[]) => nums.map(taskId);

describe('computeWaves', () => {
  it('is empty for no tasks', () => {
    expect(computeWaves([])).toEqual({ waves: [], blocked: [] });
  });

  it('puts independent tasks in one wave', () => {
    expect(computeWaves(graph([3, []], [1, []], [2, []]))).toEqual({ waves: [ids(1, 2, 3)], blocked: [] });
  });

  it('layers a chain one task per wave', () => {
    const result = computeWaves(graph([3, [2]], [2, [1]], [1, []]));
    expect(result).toEqual({ waves: [ids(1), ids(2), ids(3)], blocked: [] });
  });

  it('layers a diamond by its longest path', () => {
    // 1 → {2, 3} → 4, plus a shortcut 1 → 4 that must not pull 4 forward.
    const result = computeWaves(graph([1, []], [2, [1]], [3, [1]], [4, [2, 3, 1]]));
    expect(result).toEqual({ waves: [ids(1), ids(2, 3), ids(4)], blocked: [] });
  });

  it.each([
    ['a self-dependency (length 1)', graph([1, [1]]), ids(1)],
    ['length 2', graph([1, [2]], [2, [1]]), ids(1, 2)],
    ['length 3', graph([1, [3]], [2, [1]], [3, [2]]), ids(1, 2, 3)],
    ['length 4', graph([1, [4]], [2, [1]], [3, [2]], [4, [3]]), ids(1, 2, 3, 4)],
  ])('blocks every task on a cycle of %s', (_name, tasks, blocked) => {
    expect(computeWaves(tasks)).toEqual({ waves: [], blocked });
  });

  it('blocks tasks that depend on a cycle, transitively, and schedules the rest', () => {
    const tasks = graph(
      [1, []],
      [2, [1, 3]], // on the cycle 2 ↔ 3, which itself waits on 1
      [3, [2]],
      [4, [3]], // behind the cycle
      [5, [4]], // behind it transitively
      [6, [1]], // unrelated to the cycle
    );
    expect(computeWaves(tasks)).toEqual({ waves: [ids(1), ids(6)], blocked: ids(2, 3, 4, 5) });
  });

  it('ignores a dependency on an id no task has (a missing_dependency conflict elsewhere)', () => {
    const result = computeWaves(graph([1, [999]], [2, [1, 404]]));
    expect(result).toEqual({ waves: [ids(1), ids(2)], blocked: [] });
  });

  it('orders ids numerically inside a wave and in the blocked group', () => {
    const tasks = [
      { id: 'TASK-1000', dependsOn: [] },
      { id: 'TASK-010', dependsOn: [] },
      { id: 'TASK-002', dependsOn: [] },
      { id: 'TASK-999', dependsOn: [] },
      { id: 'TASK-1001', dependsOn: ['TASK-1002'] },
      { id: 'TASK-1002', dependsOn: ['TASK-1001'] },
      { id: 'TASK-200', dependsOn: ['TASK-1001'] },
    ];
    expect(computeWaves(tasks)).toEqual({
      waves: [['TASK-002', 'TASK-010', 'TASK-999', 'TASK-1000']],
      blocked: ['TASK-200', 'TASK-1001', 'TASK-1002'],
    });
    expect(['TASK-10', 'TASK-2', 'TASK-1'].sort(compareTaskIds)).toEqual(['TASK-1', 'TASK-2', 'TASK-10']);
  });

  it('treats a duplicated id as one task with the union of its dependencies', () => {
    const result = computeWaves(graph([1, []], [2, []], [3, [1]], [3, [2]]));
    expect(result).toEqual({ waves: [ids(1, 2), ids(3)], blocked: [] });
  });

  it('counts a repeated dependency once', () => {
    expect(computeWaves(graph([1, []], [2, [1, 1]]))).toEqual({ waves: [ids(1), ids(2)], blocked: [] });
  });

  it('layers 10 000 tasks (chain, fan-out and a cycle)', () => {
    const tasks: { id: string; dependsOn: string[] }[] = [];
    for (let n = 1; n <= 5_000; n++) tasks.push({ id: taskId(n), dependsOn: n > 1 ? [taskId(n - 1)] : [] });
    for (let n = 5_001; n <= 9_990; n++) tasks.push({ id: taskId(n), dependsOn: [taskId(1), taskId(n % 50)] });
    for (let n = 9_991; n <= 10_000; n++) tasks.push({ id: taskId(n), dependsOn: [taskId(n === 10_000 ? 9_991 : n + 1)] });
    const result = computeWaves(tasks);
    expect(result.waves).toHaveLength(5_000);
    expect(result.waves.flat()).toHaveLength(9_990);
    expect(result.blocked).toHaveLength(10);
  });

  it('layers a 20 000-deep chain, written in reverse, into 20 000 one-task waves', () => {
    const tasks: { id: string; dependsOn: string[] }[] = [];
    for (let n = 20_000; n >= 1; n--) tasks.push({ id: taskId(n), dependsOn: n > 1 ? [taskId(n - 1)] : [] });
    const result = computeWaves(tasks);
    expect(result.waves).toHaveLength(20_000);
    expect(result.waves.every((wave, i) => wave.length === 1 && wave[0] === taskId(i + 1))).toBe(true);
    expect(result.blocked).toEqual([]);
  });

  it('blocks all 20 000 tasks of one long cycle', () => {
    const tasks = Array.from({ length: 20_000 }, (_, i) => ({ id: taskId(i + 1), dependsOn: [taskId(((i + 1) % 20_000) + 1)] }));
    const result = computeWaves(tasks);
    expect(result.waves).toEqual([]);
    expect(result.blocked).toHaveLength(20_000);
    expect(result.blocked.slice(0, 3)).toEqual(ids(1, 2, 3));
  });
});
