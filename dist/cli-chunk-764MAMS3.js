import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  computeWaves,
  findCycles
} from "./cli-chunk-KUCNQHXU.js";
import {
  compareTaskIds,
  normalizeLocation
} from "./cli-chunk-ZXZ2VIQV.js";

// src/core/engine/schedule.ts
function leaseOf(task) {
  const points = /* @__PURE__ */ new Set();
  const files = /* @__PURE__ */ new Set();
  for (const point of task.modificationPoints) {
    if (point.file === null) continue;
    points.add(`${point.file}:${normalizeLocation(point.location)}`);
    files.add(point.file);
  }
  return { points: [...points].sort(), files: [...files].sort() };
}
function buildSchedule(note, conflicts, options) {
  const { maxParallel, coChanged, states = {} } = options;
  if (!Number.isInteger(maxParallel) || maxParallel < 1)
    throw new RangeError(`maxParallel must be a whole number of at least 1 (got ${maxParallel})`);
  const tasks = uniqueTasks(note.tasks);
  const merged = tasks.filter((t) => states[t.id] === "merged").map((t) => t.id);
  const held = heldTasks(tasks, new Set(merged), states);
  const runnable = tasks.filter((t) => states[t.id] !== "merged" && !held.has(t.id));
  const ids = new Set(runnable.map((t) => t.id));
  const graph = runnable.map((t) => ({ id: t.id, dependsOn: [...new Set(t.dependsOn)].filter((d) => ids.has(d)) }));
  const base = /* @__PURE__ */ new Map();
  computeWaves(graph).waves.forEach((wave, index) => wave.forEach((id) => base.set(id, index)));
  const overlap = overlapCheck(runnable, conflicts, coChanged);
  const { waves, moved } = placeWaves(graph, base, overlap, maxParallel);
  return {
    waves,
    held: [...held].sort(([a], [b]) => compareTaskIds(a, b)).map(([id, reason]) => ({ id, reason })),
    moved: [...moved].sort(([a], [b]) => compareTaskIds(a, b)).map(([id, reason]) => ({ id, reason })),
    merged: merged.sort(compareTaskIds)
  };
}
function uniqueTasks(tasks) {
  const seen = /* @__PURE__ */ new Set();
  return tasks.filter((task) => !seen.has(task.id) && seen.add(task.id));
}
var STATE_REASON = { closed: "closed without merging", failed: "failed" };
function heldTasks(tasks, merged, states) {
  const causes = /* @__PURE__ */ new Map();
  for (const task of tasks) {
    const reason = STATE_REASON[states[task.id] ?? "open"];
    if (reason) causes.set(task.id, reason);
  }
  const live = tasks.filter((t) => !merged.has(t.id) && !causes.has(t.id)).map((t) => t.id);
  const liveIds = new Set(live);
  const edges = new Map(tasks.filter((t) => liveIds.has(t.id)).map((t) => [t.id, t.dependsOn.filter((d) => liveIds.has(d))]));
  for (const { members } of findCycles(live.sort(compareTaskIds), edges, compareTaskIds))
    for (const id of members) causes.set(id, "dependency cycle");
  const dependents = /* @__PURE__ */ new Map();
  for (const task of tasks) {
    if (merged.has(task.id)) continue;
    for (const dep of new Set(task.dependsOn)) dependents.set(dep, [...dependents.get(dep) ?? [], task.id]);
  }
  const held = new Map(causes);
  const causeOf = new Map([...causes.keys()].map((id) => [id, id]));
  const queue = [...causes.keys()].sort(compareTaskIds);
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i];
    const cause = causeOf.get(id);
    const why = `${cause} (${causes.get(cause)})`;
    for (const dependent of (dependents.get(id) ?? []).sort(compareTaskIds)) {
      if (held.has(dependent)) continue;
      held.set(dependent, id === cause ? `depends on ${why}` : `depends on ${id}, held behind ${why}`);
      causeOf.set(dependent, cause);
      queue.push(dependent);
    }
  }
  return held;
}
function overlapCheck(tasks, conflicts, coChanged) {
  const leases = new Map(tasks.map((t) => [t.id, pointsByFile(t)]));
  const strategy = /* @__PURE__ */ new Map();
  for (const conflict of conflicts) {
    if (conflict.type !== "strategy_conflict") continue;
    for (const a of conflict.tasks_involved)
      for (const b of conflict.tasks_involved) if (a !== b && !strategy.has(`${a}|${b}`)) strategy.set(`${a}|${b}`, conflict);
  }
  return (a, b) => {
    const left = leases.get(a) ?? /* @__PURE__ */ new Map();
    const right = leases.get(b) ?? /* @__PURE__ */ new Map();
    const shared = sharedPoint(left, right);
    if (shared) return `shares ${shared} with ${b}`;
    const conflict = strategy.get(`${a}|${b}`);
    if (conflict) return `shares ${conflict.location} with ${b} (strategy conflict ${conflict.id})`;
    if (!coChanged) return void 0;
    for (const x of left.keys())
      for (const y of right.keys()) {
        if (x === y) continue;
        const [first, second] = x < y ? [x, y] : [y, x];
        if (coChanged(first, second)) return `${x} changes together with ${y} of ${b}`;
      }
    return void 0;
  };
}
function pointsByFile(task) {
  const byFile = /* @__PURE__ */ new Map();
  for (const point of task.modificationPoints) {
    if (point.file === null) continue;
    byFile.set(point.file, (byFile.get(point.file) ?? /* @__PURE__ */ new Set()).add(normalizeLocation(point.location)));
  }
  const sorted = [...byFile.keys()].sort();
  return new Map(sorted.map((file) => [file, new Set([...byFile.get(file)].sort())]));
}
function sharedPoint(left, right) {
  for (const [file, locations] of left) {
    const other = right.get(file);
    if (!other) continue;
    if (locations.has("*") || other.has("*")) return `${file} (whole file)`;
    for (const location of locations) if (other.has(location)) return `${file}:${location}`;
  }
  return void 0;
}
function placeWaves(graph, base, overlap, maxParallel) {
  const unmet = new Map(graph.map((t) => [t.id, t.dependsOn.length]));
  const dependents = /* @__PURE__ */ new Map();
  for (const task of graph) for (const dep of task.dependsOn) dependents.set(dep, [...dependents.get(dep) ?? [], task.id]);
  const rank = (id) => base.get(id) ?? 0;
  const waves = [];
  const moved = /* @__PURE__ */ new Map();
  let ready = graph.filter((t) => t.dependsOn.length === 0).map((t) => t.id);
  while (ready.length > 0) {
    ready.sort((a, b) => rank(a) - rank(b) || compareTaskIds(a, b));
    const wave = [];
    const waiting = [];
    for (const id of ready) {
      const why = firstDefined(wave, (other) => overlap(id, other)) ?? (wave.length >= maxParallel ? `wave ${waves.length + 1} is full (max parallel ${maxParallel})` : void 0);
      if (why === void 0) wave.push(id);
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
function firstDefined(items, map) {
  for (const item of items) {
    const value = map(item);
    if (value !== void 0) return value;
  }
  return void 0;
}

export {
  leaseOf,
  buildSchedule
};
