// The execution schedule: which tasks of a plan may run at the same time, wave after wave, without
// two of them changing the same code at once. Pure and deterministic: the same note, conflicts and
// options give the same schedule.
//
// 1. Held: a task closed without merging or failed, every task of a dependency cycle, and every task
//    that (transitively) depends on one of those never runs; each gets the reason. A merged task is
//    done: it satisfies its dependents and is not scheduled again.
// 2. Waves: the rest in dependency order (computeWaves), then one wave at a time. A task joins the
//    wave unless the wave is full (`maxParallel`) or the task's lease overlaps the lease of a task
//    already in it; then it waits for the next wave, and its dependents wait with it. Ready tasks are
//    considered by their dependency wave (those that waited longest first), then by id, so of two
//    overlapping tasks of one wave the later id moves on.
//
// O(tasks × waves) lease checks: plans hold hundreds of tasks, and a wave at most 20.
import type { Conflict, PlanNote, Task } from '../shared/model.js';
import { compareTaskIds } from '../shared/names.js';
import { normalizeLocation } from '../shared/paths.js';
import { findCycles } from './cycles.js';
import { computeWaves } from './waves.js';

export type TaskState = 'merged' | 'closed' | 'failed' | 'open';

export interface ScheduleOptions {
  /** The most tasks of one wave, at least 1. */
  maxParallel: number;
  /** Whether two different files change together (history); called with the two paths in sorted order. */
  coChanged?: (a: string, b: string) => boolean;
  /** What became of tasks already started; a task without a state (or `open`) is still to run. */
  states?: Record<string, TaskState>;
}

export interface Lease {
  /** `file:location` of every modification point that names a file, sorted; `*` is the whole file. */
  points: string[];
  /** The files of those points, sorted. */
  files: string[];
}

export interface ScheduleEntry {
  id: string;
  reason: string;
}

export interface Schedule {
  /** Task ids per wave, each sorted by id. */
  waves: string[][];
  /** Tasks that cannot run, by id, with the reason. */
  held: ScheduleEntry[];
  /** Tasks placed after the wave they were ready in, by id, with the last reason they had to wait. */
  moved: ScheduleEntry[];
  /** Tasks already merged, by id. */
  merged: string[];
}

/** The code a task claims while it runs: the `file:location` of its modification points, and their files. */
export function leaseOf(task: Pick<Task, 'modificationPoints'>): Lease {
  const points = new Set<string>();
  const files = new Set<string>();
  for (const point of task.modificationPoints) {
    if (point.file === null) continue;
    points.add(`${point.file}:${normalizeLocation(point.location)}`);
    files.add(point.file);
  }
  return { points: [...points].sort(), files: [...files].sort() };
}

export function buildSchedule(note: Pick<PlanNote, 'tasks'>, conflicts: readonly Conflict[], options: ScheduleOptions): Schedule {
  const { maxParallel, coChanged, states = {} } = options;
  if (!Number.isInteger(maxParallel) || maxParallel < 1)
    throw new RangeError(`maxParallel must be a whole number of at least 1 (got ${maxParallel})`);
  const tasks = uniqueTasks(note.tasks);
  const merged = tasks.filter((t) => states[t.id] === 'merged').map((t) => t.id);
  const held = heldTasks(tasks, new Set(merged), states);
  const runnable = tasks.filter((t) => states[t.id] !== 'merged' && !held.has(t.id));
  const ids = new Set(runnable.map((t) => t.id));
  const graph = runnable.map((t) => ({ id: t.id, dependsOn: [...new Set(t.dependsOn)].filter((d) => ids.has(d)) }));
  const base = new Map<string, number>();
  computeWaves(graph).waves.forEach((wave, index) => wave.forEach((id) => base.set(id, index)));
  const overlap = overlapCheck(runnable, conflicts, coChanged);
  const { waves, moved } = placeWaves(graph, base, overlap, maxParallel);
  return {
    waves,
    held: [...held].sort(([a], [b]) => compareTaskIds(a, b)).map(([id, reason]) => ({ id, reason })),
    moved: [...moved].sort(([a], [b]) => compareTaskIds(a, b)).map(([id, reason]) => ({ id, reason })),
    merged: merged.sort(compareTaskIds),
  };
}

/** The first task with an id wins; duplicates are a diagnostic of the note, not extra tasks. */
function uniqueTasks(tasks: readonly Task[]): Task[] {
  const seen = new Set<string>();
  return tasks.filter((task) => !seen.has(task.id) && seen.add(task.id));
}

const STATE_REASON: Partial<Record<TaskState, string>> = { closed: 'closed without merging', failed: 'failed' };

/**
 * The tasks that cannot run, with their reasons: closed and failed tasks and the members of a cycle
 * (among the tasks still to run) are the causes; their dependents are held behind them, reached
 * breadth-first in id order, so a task behind two causes names the one with the smaller id.
 */
function heldTasks(tasks: Task[], merged: Set<string>, states: Record<string, TaskState>): Map<string, string> {
  const causes = new Map<string, string>();
  for (const task of tasks) {
    const reason = STATE_REASON[states[task.id] ?? 'open'];
    if (reason) causes.set(task.id, reason);
  }
  const live = tasks.filter((t) => !merged.has(t.id) && !causes.has(t.id)).map((t) => t.id);
  const liveIds = new Set(live);
  const edges = new Map(tasks.filter((t) => liveIds.has(t.id)).map((t) => [t.id, t.dependsOn.filter((d) => liveIds.has(d))]));
  for (const { members } of findCycles(live.sort(compareTaskIds), edges, compareTaskIds))
    for (const id of members) causes.set(id, 'dependency cycle');

  const dependents = new Map<string, string[]>();
  for (const task of tasks) {
    if (merged.has(task.id)) continue;
    for (const dep of new Set(task.dependsOn)) dependents.set(dep, [...(dependents.get(dep) ?? []), task.id]);
  }
  const held = new Map(causes);
  const causeOf = new Map([...causes.keys()].map((id) => [id, id]));
  const queue = [...causes.keys()].sort(compareTaskIds);
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i] as string;
    const cause = causeOf.get(id) as string;
    const why = `${cause} (${causes.get(cause) as string})`;
    for (const dependent of (dependents.get(id) ?? []).sort(compareTaskIds)) {
      if (held.has(dependent)) continue;
      held.set(dependent, id === cause ? `depends on ${why}` : `depends on ${id}, held behind ${why}`);
      causeOf.set(dependent, cause);
      queue.push(dependent);
    }
  }
  return held;
}

type Overlap = (a: string, b: string) => string | undefined;

/**
 * Why two tasks may not share a wave (the words name the other task `b`), or undefined when they
 * may: they change the same `file:location` (a whole-file point `*` overlaps every point of its
 * file); a strategy conflict names both (whatever its decision: agreeing on an approach does not
 * stop two changes of one file from colliding); or `coChanged` says two of their files change together.
 */
function overlapCheck(tasks: Task[], conflicts: readonly Conflict[], coChanged: ScheduleOptions['coChanged']): Overlap {
  const leases = new Map(tasks.map((t) => [t.id, pointsByFile(t)]));
  const strategy = new Map<string, Conflict>();
  for (const conflict of conflicts) {
    if (conflict.type !== 'strategy_conflict') continue;
    for (const a of conflict.tasks_involved)
      for (const b of conflict.tasks_involved) if (a !== b && !strategy.has(`${a}|${b}`)) strategy.set(`${a}|${b}`, conflict);
  }
  return (a, b) => {
    const left = leases.get(a) ?? new Map<string, Set<string>>();
    const right = leases.get(b) ?? new Map<string, Set<string>>();
    const shared = sharedPoint(left, right);
    if (shared) return `shares ${shared} with ${b}`;
    const conflict = strategy.get(`${a}|${b}`);
    if (conflict) return `shares ${conflict.location} with ${b} (strategy conflict ${conflict.id})`;
    if (!coChanged) return undefined;
    for (const x of left.keys())
      for (const y of right.keys()) {
        if (x === y) continue;
        const [first, second] = x < y ? [x, y] : [y, x];
        if (coChanged(first, second)) return `${x} changes together with ${y} of ${b}`;
      }
    return undefined;
  };
}

/** A task's lease as file → locations, files and locations in sorted order. */
function pointsByFile(task: Task): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const point of task.modificationPoints) {
    if (point.file === null) continue;
    byFile.set(point.file, (byFile.get(point.file) ?? new Set()).add(normalizeLocation(point.location)));
  }
  const sorted = [...byFile.keys()].sort();
  return new Map(sorted.map((file) => [file, new Set([...(byFile.get(file) as Set<string>)].sort())]));
}

function sharedPoint(left: Map<string, Set<string>>, right: Map<string, Set<string>>): string | undefined {
  for (const [file, locations] of left) {
    const other = right.get(file);
    if (!other) continue;
    if (locations.has('*') || other.has('*')) return `${file} (whole file)`;
    for (const location of locations) if (other.has(location)) return `${file}:${location}`;
  }
  return undefined;
}

/** List scheduling, one wave at a time: the ready tasks in order, each joining unless full or overlapping. */
function placeWaves(
  graph: { id: string; dependsOn: string[] }[],
  base: Map<string, number>,
  overlap: Overlap,
  maxParallel: number,
): { waves: string[][]; moved: Map<string, string> } {
  const unmet = new Map(graph.map((t) => [t.id, t.dependsOn.length]));
  const dependents = new Map<string, string[]>();
  for (const task of graph) for (const dep of task.dependsOn) dependents.set(dep, [...(dependents.get(dep) ?? []), task.id]);
  const rank = (id: string) => base.get(id) ?? 0;
  const waves: string[][] = [];
  const moved = new Map<string, string>();
  let ready = graph.filter((t) => t.dependsOn.length === 0).map((t) => t.id);
  while (ready.length > 0) {
    ready.sort((a, b) => rank(a) - rank(b) || compareTaskIds(a, b));
    const wave: string[] = [];
    const waiting: string[] = [];
    for (const id of ready) {
      // An overlap is named before a full wave: it would keep the task waiting even with room.
      const why =
        firstDefined(wave, (other) => overlap(id, other)) ??
        (wave.length >= maxParallel ? `wave ${waves.length + 1} is full (max parallel ${maxParallel})` : undefined);
      if (why === undefined) wave.push(id);
      else {
        waiting.push(id);
        moved.set(id, why);
      }
    }
    waves.push(wave.sort(compareTaskIds));
    ready = waiting;
    for (const id of wave)
      for (const dependent of dependents.get(id) ?? []) {
        const left = (unmet.get(dependent) ?? 0) - 1;
        unmet.set(dependent, left);
        if (left === 0) ready.push(dependent);
      }
  }
  return { waves, moved };
}

function firstDefined<T>(items: readonly T[], map: (item: T) => string | undefined): string | undefined {
  for (const item of items) {
    const value = map(item);
    if (value !== undefined) return value;
  }
  return undefined;
}
