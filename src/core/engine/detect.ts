// The conflict engine: four deterministic rules over every task of every pool, then
// stable ordering, CONFLICT-NNN ids, fingerprints, and decisions carried over by fingerprint.
import { SEVERITY_RANK } from '../shared/severity.js';
import { findCycles } from './cycles.js';
import { hash64 } from '../shared/hash.js';
import type { Conflict, ConflictBlock, ConflictSeverity, ConflictType, PlanNote, Task } from '../shared/model.js';
import { compareTaskIds } from '../shared/names.js';
import { normalizeLocation } from '../shared/paths.js';

const TYPE_RANK: Record<ConflictType, number> = {
  dependency_cycle: 0,
  missing_dependency: 1,
  file_conflict: 2,
  strategy_conflict: 3,
};
const RESOLUTION: Record<ConflictType, string> = {
  dependency_cycle: 'Remove or reorder one of the dependencies so that the tasks can run in sequence',
  missing_dependency: 'Add the missing task or drop the reference',
  file_conflict: 'Sequence the changes or merge the tasks into one',
  strategy_conflict: 'Agree on one approach for the file before execution',
};

// The one id order (exact digit-string comparison); re-exported for the modules importing it from here.
export { compareTaskIds };

type Draft = Omit<Conflict, 'id' | 'decision' | 'decision_note' | 'fingerprint'>;

export function detectConflicts(note: Pick<PlanNote, 'tasks' | 'conflictBlocks'>): Conflict[] {
  const tasks = uniqueTasks(note.tasks);
  const drafts = [...cycleConflicts(tasks), ...missingConflicts(tasks, note.tasks), ...fileConflicts(tasks), ...strategyConflicts(tasks)];
  drafts.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      TYPE_RANK[a.type] - TYPE_RANK[b.type] ||
      compareTaskIds(a.tasks_involved[0] ?? '', b.tasks_involved[0] ?? '') ||
      (a.location < b.location ? -1 : a.location > b.location ? 1 : 0),
  );
  const previous = new Map<string, ConflictBlock>();
  const manualIds = new Set<string>();
  for (const block of note.conflictBlocks) {
    if (block.fingerprint) previous.set(block.fingerprint, block);
    else manualIds.add(block.id);
  }
  const ids = stableIds(drafts.map(fingerprintOf), previous, manualIds);
  const conflicts = drafts.map((draft, i): Conflict => {
    const fingerprint = fingerprintOf(draft);
    const before = previous.get(fingerprint);
    return {
      id: ids[i] as string,
      ...draft,
      decision: before?.decision ?? 'open',
      decision_note: before?.decisionNote ?? null,
      fingerprint,
    };
  });
  return settleSiblings(conflicts);
}

const ID_SHAPE = /^CONFLICT-(\d{1,9})$/;

/**
 * Ids that never change for the same conflict: one the note already shows (by fingerprint) keeps
 * its id, so ids quoted in discussions and review comments stay true; a new conflict gets the next
 * number after every id in use (hand-written blocks' included), never a number still shown.
 */
function stableIds(fingerprints: string[], previous: Map<string, ConflictBlock>, manualIds: Set<string>): string[] {
  const taken = new Set(manualIds);
  const kept = fingerprints.map((fingerprint) => {
    const id = previous.get(fingerprint)?.id;
    if (id === undefined || !ID_SHAPE.test(id) || taken.has(id)) return undefined;
    taken.add(id);
    return id;
  });
  let next = 1 + Math.max(0, ...[...taken].map((id) => Number(ID_SHAPE.exec(id)?.[1] ?? 0)));
  return kept.map((id) => id ?? conflictId(next++));
}

const SETTLED = /^settled with (CONFLICT-\d{1,9})\b/;

/**
 * A file conflict ticked resolved settles the strategy conflict of the same tasks on the same file
 * (both are the same overlap, seen at two depths): it is resolved too, with a note that says so.
 * Unticking the file conflict reopens it. A strategy conflict a person decided stays as decided.
 */
function settleSiblings(conflicts: Conflict[]): Conflict[] {
  const byId = new Map(conflicts.map((c) => [c.id, c]));
  return conflicts.map((conflict) => {
    if (conflict.type !== 'strategy_conflict') return conflict;
    const sibling = conflicts.find(
      (c) =>
        c.type === 'file_conflict' &&
        c.decision === 'resolved' &&
        c.location.startsWith(`${conflict.location}:`) &&
        conflict.tasks_involved.every((t) => c.tasks_involved.includes(t)),
    );
    const settledBy = SETTLED.exec(conflict.decision_note ?? '')?.[1];
    if (conflict.decision === 'open' && sibling)
      return {
        ...conflict,
        decision: 'resolved',
        decision_note: `settled with ${sibling.id}${sibling.decision_note ? `: ${sibling.decision_note}` : ''}`,
      };
    if (conflict.decision === 'resolved' && settledBy && byId.get(settledBy)?.decision !== 'resolved' && !sibling)
      return { ...conflict, decision: 'open', decision_note: null };
    return conflict;
  });
}

export function conflictId(n: number): string {
  return `CONFLICT-${String(n).padStart(3, '0')}`;
}

export function fingerprintOf(draft: Pick<Conflict, 'type' | 'tasks_involved' | 'location'>): string {
  return hash64(`${draft.type}|${[...draft.tasks_involved].sort(compareTaskIds).join(',')}|${draft.location}`);
}

/** The first task with an id wins; duplicates are a diagnostic, not extra graph nodes. */
function uniqueTasks(tasks: Task[]): Task[] {
  const seen = new Set<string>();
  return tasks.filter((task) => {
    if (seen.has(task.id)) return false;
    seen.add(task.id);
    return true;
  });
}

function domainsOf(tasks: Task[]): string[] {
  return [...new Set(tasks.map((t) => t.domain))].sort();
}

/**
 * One conflict per strongly connected component (a tangle of cycles is one problem, however many
 * elementary cycles it holds). `tasks_involved` lists EVERY task of the component, sorted: all of
 * them are blocked (waves.ts) and any of their dependencies may be the one to drop. The location and
 * description show one representative cycle, the shortest through the smallest id (cycles.ts). For a
 * plain cycle, members and path are the same tasks, so its fingerprint is what it always was.
 */
function cycleConflicts(tasks: Task[]): Draft[] {
  const ids = new Set(tasks.map((t) => t.id));
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const edges = new Map(tasks.map((t) => [t.id, t.dependsOn.filter((d) => ids.has(d))]));
  const nodes = [...ids].sort(compareTaskIds);
  return findCycles(nodes, edges, compareTaskIds).map(({ members, path: cycle }) => {
    const path = [...cycle, cycle[0]].join(' → ');
    return {
      type: 'dependency_cycle',
      severity: 'critical',
      tasks_involved: members,
      domains_involved: domainsOf(members.map((id) => byId.get(id) as Task)),
      location: path,
      description: `Dependency cycle: ${path}`,
      suggested_resolution: RESOLUTION.dependency_cycle,
    };
  });
}

function missingConflicts(tasks: Task[], all: Task[]): Draft[] {
  const ids = new Set(all.map((t) => t.id));
  const drafts: Draft[] = [];
  for (const task of tasks) {
    for (const dep of task.dependsOn) {
      if (ids.has(dep)) continue;
      drafts.push({
        type: 'missing_dependency',
        severity: 'high',
        tasks_involved: [task.id],
        domains_involved: [task.domain],
        location: dep,
        description: `${task.id} depends on ${dep}, which no task defines`,
        suggested_resolution: RESOLUTION.missing_dependency,
      });
    }
  }
  return drafts;
}

function groupBy(tasks: Task[], keysOf: (task: Task) => string[]): Map<string, Task[]> {
  const groups = new Map<string, Task[]>();
  for (const task of tasks) {
    for (const key of new Set(keysOf(task))) {
      const list = groups.get(key);
      if (list) list.push(task);
      else groups.set(key, [task]);
    }
  }
  return groups;
}

function fileConflicts(tasks: Task[]): Draft[] {
  const groups = groupBy(tasks, (task) =>
    task.modificationPoints.filter((p) => p.file !== null).map((p) => `${p.file}:${normalizeLocation(p.location)}`),
  );
  const drafts: Draft[] = [];
  for (const [key, group] of groups) {
    const domains = domainsOf(group);
    if (domains.length < 2) continue;
    drafts.push({
      type: 'file_conflict',
      severity: 'high',
      tasks_involved: group.map((t) => t.id).sort(compareTaskIds),
      domains_involved: domains,
      location: key,
      description: `${key} modified by ${listWords(domains)}`,
      suggested_resolution: RESOLUTION.file_conflict,
    });
  }
  return drafts;
}

function strategyConflicts(tasks: Task[]): Draft[] {
  const drafts: Draft[] = [];
  for (const [file, group] of groupBy(tasks, (task) => task.files)) {
    if (domainsOf(group).length < 2) continue;
    const risky = group.filter((t) => t.conflictRisk === 'Medium' || t.conflictRisk === 'High');
    const domains = domainsOf(risky);
    if (domains.length < 2) continue;
    drafts.push({
      type: 'strategy_conflict',
      severity: 'medium',
      tasks_involved: risky.map((t) => t.id).sort(compareTaskIds),
      domains_involved: domains,
      location: file,
      description: `${file} is changed by medium/high-risk tasks of ${listWords(domains)}`,
      suggested_resolution: RESOLUTION.strategy_conflict,
    });
  }
  return drafts;
}

function listWords(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Open conflicts at or above a threshold; `none` never fails. */
export function failingConflicts(conflicts: Conflict[], failOn: ConflictSeverity | 'none'): Conflict[] {
  if (failOn === 'none') return [];
  const limit = SEVERITY_RANK[failOn];
  return conflicts.filter((c) => c.decision === 'open' && SEVERITY_RANK[c.severity] <= limit);
}
