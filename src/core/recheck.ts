// Detection applied to a note: re-detect, then rewrite the dependencies and conflict sections,
// keeping decisions (by fingerprint) and hand-written blocks. Used by `cplan check --write`, the
// planner's detect phase and the living PR's re-check.
import { compareTaskIds, detectConflicts } from './detect.js';
import { replaceConflicts, replaceDependencies } from './edit.js';
import type { Conflict, DependencyEdge, PlanNote, Task } from './model.js';
import { renderConflictsBody, renderDependenciesBody } from './writers.js';

export function buildDependencyEdges(note: Pick<PlanNote, 'tasks'>): DependencyEdge[] {
  const domainOf = new Map(note.tasks.map((t) => [t.id, t.domain]));
  const edges: DependencyEdge[] = [];
  const seen = new Set<string>();
  for (const task of [...note.tasks].sort((a, b) => compareTaskIds(a.id, b.id))) {
    for (const dep of [...task.dependsOn].sort(compareTaskIds)) {
      const target = domainOf.get(dep);
      const key = `${task.id}>${dep}`;
      if (target === undefined || seen.has(key)) continue;
      seen.add(key);
      edges.push({ from: task.id, to: dep, crossDomain: target !== task.domain });
    }
  }
  return edges;
}

export function conflictDetails(conflict: Conflict, tasks: Task[]): string {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const where = conflict.tasks_involved
    .map((id) => {
      const task = byId.get(id);
      return task ? `${id} (${task.domain}, line ${task.line})` : id;
    })
    .join('; ');
  return `${conflict.description}. Tasks: ${where}`;
}

export interface DetectionResult {
  note: PlanNote;
  conflicts: Conflict[];
  /** True when the note text changed. */
  changed: boolean;
}

/** Re-detects and rewrites both generated sections; stable when run again on its own output. */
export function applyDetection(note: PlanNote): DetectionResult {
  let current = note;
  let conflicts: Conflict[] = [];
  // Rewriting a section can move task headings when a person put the generated sections above the
  // task pools; a second pass then writes the right line numbers into the details.
  for (let pass = 0; pass < 3; pass++) {
    conflicts = detectConflicts(current);
    const domainOf = (id: string) => current.tasks.find((t) => t.id === id)?.domain ?? '?';
    const withDeps = replaceDependencies(current, renderDependenciesBody(buildDependencyEdges(current), domainOf, current.locale));
    const tasks = withDeps.tasks;
    const next = replaceConflicts(
      withDeps,
      renderConflictsBody(conflicts, withDeps.locale, withDeps.conflictBlocks, (c) => conflictDetails(c, tasks)),
    );
    const stable = next.text === current.text;
    current = next;
    if (stable) break;
  }
  return { note: current, conflicts, changed: current.text !== note.text };
}
