// Execution waves (spec §7): tasks layered topologically with Kahn's algorithm. Wave 1 holds the
// tasks with no unmet dependency; tasks on a cycle, and every task that depends on one, are
// "blocked". A dependency on an id no task has is a missing_dependency conflict, not a blocker.
import type { Task } from './model.js';

export interface Waves {
  waves: string[][];
  blocked: string[];
}

const byNumber = (a: string, b: string) => Number(a.slice(5)) - Number(b.slice(5)) || a.localeCompare(b);

export function computeWaves(tasks: Pick<Task, 'id' | 'dependsOn'>[]): Waves {
  const ids = new Set(tasks.map((t) => t.id));
  const remaining = new Map<string, number>();
  const dependents = new Map<string, string[]>();
  for (const task of tasks) {
    if (remaining.has(task.id)) continue;
    const deps = new Set(task.dependsOn.filter((d) => ids.has(d)));
    remaining.set(task.id, deps.size);
    for (const dep of deps) {
      const list = dependents.get(dep);
      if (list) list.push(task.id);
      else dependents.set(dep, [task.id]);
    }
  }
  const waves: string[][] = [];
  let current = [...remaining].filter(([, n]) => n === 0).map(([id]) => id);
  const placed = new Set<string>();
  while (current.length > 0) {
    current.sort(byNumber);
    waves.push(current);
    const next: string[] = [];
    for (const id of current) {
      placed.add(id);
      for (const dependent of dependents.get(id) ?? []) {
        const left = (remaining.get(dependent) ?? 0) - 1;
        remaining.set(dependent, left);
        if (left === 0) next.push(dependent);
      }
    }
    current = next;
  }
  const blocked = [...remaining.keys()].filter((id) => !placed.has(id)).sort(byNumber);
  return { waves, blocked };
}
