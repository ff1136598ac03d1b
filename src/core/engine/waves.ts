// Execution waves: tasks layered topologically with Kahn's algorithm, O(tasks + edges)
// plus one sort per wave and one of the blocked group. Each task is sorted exactly once, so the
// sorts add O(V log V) at most whatever the shape (a 20 000-deep chain is 20 000 one-task waves),
// and there is no recursion, so depth costs no stack. Wave 1 holds the tasks with no unmet
// dependency; every task on a cycle, and every task that (transitively) depends on one, never
// reaches in-degree 0 and ends up "blocked". A dependency on an id no task has is a
// missing_dependency conflict (detect.ts), not a blocker: it is ignored here.
import type { Task } from '../shared/model.js';
import { compareTaskIds } from '../shared/names.js';

export interface Waves {
  waves: string[][];
  blocked: string[];
}

// The one id order (exact digit-string comparison); re-exported for the modules importing it from here.
export { compareTaskIds };

export function computeWaves(tasks: readonly Pick<Task, 'id' | 'dependsOn'>[]): Waves {
  // A duplicated id (a validation diagnostic elsewhere) is one node; its dependencies are the union
  // of every copy's, so no copy's constraint is silently dropped.
  const depsOf = new Map<string, Set<string>>();
  for (const task of tasks) {
    const deps = depsOf.get(task.id) ?? new Set<string>();
    for (const dep of task.dependsOn) deps.add(dep);
    depsOf.set(task.id, deps);
  }

  const unmet = new Map<string, number>();
  const dependents = new Map<string, string[]>();
  for (const [id, deps] of depsOf) {
    let count = 0;
    for (const dep of deps) {
      if (!depsOf.has(dep)) continue;
      count++;
      const list = dependents.get(dep);
      if (list) list.push(id);
      else dependents.set(dep, [id]);
    }
    unmet.set(id, count);
  }

  const waves: string[][] = [];
  let current: string[] = [];
  for (const [id, count] of unmet) if (count === 0) current.push(id);
  let placed = 0;
  while (current.length > 0) {
    current.sort(compareTaskIds);
    waves.push(current);
    placed += current.length;
    const next: string[] = [];
    for (const id of current) {
      for (const dependent of dependents.get(id) ?? []) {
        const left = (unmet.get(dependent) ?? 0) - 1;
        unmet.set(dependent, left);
        if (left === 0) next.push(dependent);
      }
    }
    current = next;
  }

  // Whatever still waits on a dependency sits on a cycle or behind one.
  const blocked: string[] = [];
  if (placed < unmet.size) for (const [id, count] of unmet) if (count > 0) blocked.push(id);
  blocked.sort(compareTaskIds);
  return { waves, blocked };
}
