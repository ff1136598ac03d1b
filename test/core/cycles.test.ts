// Dependency cycles on big and adversarial graphs: one conflict per strongly connected component,
// one representative path, linear work (no timing asserts: these would simply not finish before).
import { describe, expect, it } from 'vitest';
import { findCycles } from '../../src/core/engine/cycles.js';
import { detectConflicts } from '../../src/core/engine/detect.js';
import type { Task } from '../../src/core/shared/model.js';
import { compareTaskIds } from '../../src/core/shared/names.js';
import { computeWaves } from '../../src/core/engine/waves.js';
import { makeTask, taskId } from '../helpers/plan-factory.js';

/** `[1, [2, 3]]` = TASK-001 depends on TASK-002 and TASK-003. */
const graph = (entries: [number, number[]][]): Task[] => entries.map(([n, deps]) => makeTask(n, { dependsOn: deps.map(taskId) }));
const cyclesOf = (tasks: Task[]) => detectConflicts({ tasks, conflictBlocks: [] }).filter((c) => c.type === 'dependency_cycle');
const ids = (...nums: number[]) => nums.map(taskId);

/** The path of a `A → B → A` location, checked to be a real cycle of the graph with no repeated task. */
function checkedPath(location: string, tasks: Task[]): string[] {
  const nodes = location.split(' → ');
  expect(nodes[0]).toBe(nodes[nodes.length - 1]);
  const path = nodes.slice(0, -1);
  expect(new Set(path).size).toBe(path.length);
  const deps = new Map(tasks.map((t) => [t.id, new Set(t.dependsOn)]));
  for (let i = 0; i < path.length; i++) expect(deps.get(path[i] as string)?.has(nodes[i + 1] as string)).toBe(true);
  return path;
}

describe('dependency cycles', () => {
  it('reports a self-dependency as a cycle of one task', () => {
    const cycles = cyclesOf(
      graph([
        [1, [1]],
        [2, [1]],
      ]),
    );
    expect(cycles.map((c) => [c.tasks_involved, c.location, c.description])).toEqual([
      [ids(1), 'TASK-001 → TASK-001', 'Dependency cycle: TASK-001 → TASK-001'],
    ]);
  });

  it('reports two disjoint cycles as two conflicts, each from its smallest id', () => {
    const tasks = graph([
      [5, [3]],
      [3, [4]],
      [4, [5]],
      [1, [2]],
      [2, [1]],
      [6, [1, 3]], // behind both cycles, on neither
    ]);
    expect(cyclesOf(tasks).map((c) => [c.tasks_involved, c.location])).toEqual([
      [ids(1, 2), 'TASK-001 → TASK-002 → TASK-001'],
      [ids(3, 4, 5), 'TASK-003 → TASK-004 → TASK-005 → TASK-003'],
    ]);
  });

  it('lists every member of a component but shows its shortest cycle through the smallest id', () => {
    // 1 → 2 → 3 → 4 → 1 and the shortcut 1 → 4: one component, the path takes the shortcut.
    const tasks = graph([
      [1, [2, 4]],
      [2, [3]],
      [3, [4]],
      [4, [1]],
    ]);
    expect(cyclesOf(tasks).map((c) => [c.tasks_involved, c.location])).toEqual([[ids(1, 2, 3, 4), 'TASK-001 → TASK-004 → TASK-001']]);
  });

  it('skips a self-dependency inside a bigger component when choosing the path', () => {
    const cycles = cyclesOf(
      graph([
        [1, [1, 2]],
        [2, [1]],
      ]),
    );
    expect(cycles.map((c) => [c.tasks_involved, c.location])).toEqual([[ids(1, 2), 'TASK-001 → TASK-002 → TASK-001']]);
  });

  it('gives the same path and fingerprint whatever order tasks and dependencies are written in', () => {
    const entries: [number, number[]][] = [
      [1, [3, 2]],
      [2, [4]],
      [3, [4]],
      [4, [1]],
    ];
    const view = (tasks: Task[]) => cyclesOf(tasks).map((c) => [c.tasks_involved, c.location, c.fingerprint]);
    const base = view(graph(entries));
    expect(base).toHaveLength(1);
    expect(base[0]?.[1]).toBe('TASK-001 → TASK-002 → TASK-004 → TASK-001');
    const reordered = [...entries].reverse().map(([n, deps]): [number, number[]] => [n, [...deps].reverse()]);
    expect(view(graph(reordered))).toEqual(base);
  });

  it('reports a 20 000-task cycle once, with every task and the whole path', () => {
    const n = 20_000;
    const tasks = graph(Array.from({ length: n }, (_, i): [number, number[]] => [n - i, [n - i === n ? 1 : n - i + 1]]));
    const cycles = cyclesOf(tasks);
    expect(cycles).toHaveLength(1);
    const [cycle] = cycles;
    expect(cycle?.tasks_involved).toHaveLength(n);
    expect(cycle?.tasks_involved.slice(0, 2)).toEqual(ids(1, 2));
    const path = checkedPath(cycle?.location ?? '', tasks);
    expect(path).toHaveLength(n);
    expect(path.slice(0, 3)).toEqual(ids(1, 2, 3));
    expect(computeWaves(tasks).blocked).toHaveLength(n);
  });

  it('finds no cycle in a 20 000-deep chain and layers it in 20 000 waves', () => {
    const n = 20_000;
    const tasks = graph(Array.from({ length: n }, (_, i): [number, number[]] => [i + 1, i + 1 < n ? [i + 2] : []]));
    expect(detectConflicts({ tasks, conflictBlocks: [] })).toEqual([]);
    const waves = computeWaves(tasks);
    expect(waves.waves).toHaveLength(n);
    expect(waves.waves[0]).toEqual([taskId(n)]);
    expect(waves.blocked).toEqual([]);
  });

  it('reports 60 chained diamonds closed by one back edge (2^60 cycles) as one conflict with one path', () => {
    // Joint k is TASK-(3k+1); diamond k's two sides TASK-(3k+2) and TASK-(3k+3) depend on joint k,
    // joint k+1 depends on both sides. The first joint depends on the last: every one of the 2^60
    // ways through the diamonds is an elementary cycle.
    const k = 60;
    const entries: [number, number[]][] = [[1, [3 * k + 1]]];
    for (let d = 0; d < k; d++) entries.push([3 * d + 2, [3 * d + 1]], [3 * d + 3, [3 * d + 1]], [3 * d + 4, [3 * d + 2, 3 * d + 3]]);
    const tasks = graph(entries);
    const cycles = cyclesOf(tasks);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.tasks_involved).toHaveLength(3 * k + 1);
    // The shortest cycles all have 2k + 1 tasks; the smaller side of each diamond is taken.
    const expected = [1, 3 * k + 1];
    for (let d = k - 1; d >= 0; d--) expected.push(3 * d + 2, ...(d > 0 ? [3 * d + 1] : []));
    expect(checkedPath(cycles[0]?.location ?? '', tasks)).toEqual(ids(...expected));
    expect(expected).toHaveLength(2 * k + 1);
  });

  it('findCycles returns members and a path for each non-trivial component only', () => {
    const edges = new Map<string, string[]>([
      ['TASK-001', ['TASK-002']],
      ['TASK-002', ['TASK-001', 'TASK-003']],
      ['TASK-003', []],
      ['TASK-004', ['TASK-004']],
    ]);
    expect(findCycles([...edges.keys()], edges, compareTaskIds)).toEqual([
      { members: ids(1, 2), path: ids(1, 2) },
      { members: ids(4), path: ids(4) },
    ]);
  });
});
