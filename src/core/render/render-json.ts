// conflicts.json, plan.json and the per-task files. Every object is built with
// its keys in the documented order, because stableJson keeps insertion order and re-runs must not
// produce a diff.
import { type Grounding, groundingOf } from '../engine/grounding.js';
import { stableJson } from '../shared/json.js';
import type { Conflict, Level, PlanNote, Task } from '../shared/model.js';
import { compareTaskIds, type Waves } from '../engine/waves.js';

export interface ConflictsJsonMeta {
  detectedAt: string;
  totalTasks: number;
  totalDomains: number;
}

export function buildConflictsJson(conflicts: Conflict[], meta: ConflictsJsonMeta) {
  return {
    detected_at: meta.detectedAt,
    total_tasks: meta.totalTasks,
    total_domains: meta.totalDomains,
    total_conflicts: conflicts.length,
    // Rebuilt key by key rather than spread: a Conflict built elsewhere in another order (or with
    // extra fields) still serialises exactly as docs/plan-note-format.md shows.
    conflicts: conflicts.map((c) => ({
      id: c.id,
      type: c.type,
      severity: c.severity,
      tasks_involved: [...c.tasks_involved],
      domains_involved: [...c.domains_involved],
      location: c.location,
      description: c.description,
      suggested_resolution: c.suggested_resolution,
      decision: c.decision,
      decision_note: c.decision_note,
      fingerprint: c.fingerprint,
    })),
  };
}

export interface PlanJsonMeta {
  summary: string;
  approach: string;
  timestamp: string;
  /** The grounding figure; default: from the note's markers only (groundingOf without the repository). */
  grounding?: Grounding;
}

export function buildPlanJson(note: PlanNote, waves: Waves, meta: PlanJsonMeta) {
  // A duplicated id (a diagnostic) is still one task to execute.
  const taskIds = [...new Set(note.tasks.map((t) => t.id))].sort(compareTaskIds);
  const complexity = note.frontmatter.complexity;
  return {
    summary: meta.summary,
    approach: meta.approach,
    task_ids: taskIds,
    task_count: taskIds.length,
    complexity: typeof complexity === 'string' ? complexity : null,
    execution_waves: waves.waves.map((ids, i) => ({ wave: i + 1, task_ids: ids })),
    _metadata: {
      timestamp: meta.timestamp,
      source: 'cplan',
      plan_type: 'collaborative',
      session_id: note.sessionId,
    },
    // cplan's additions, after the standard keys so readers of the base schema are not disturbed.
    domains: note.domains.map((d) => ({
      slug: d.slug,
      title: d.title,
      range: d.range,
      task_ids: note.tasks.filter((t) => t.domain === d.slug).map((t) => t.id),
      state: d.state,
    })),
    blocked: waves.blocked,
    grounding: groundingJson(meta.grounding ?? groundingOf(note)),
  };
}

/** `{ verified, total }` (and `checked: false` when no repository was at hand, `whole` when some verified points name only a file), key by key (stableJson keeps insertion order). */
function groundingJson(grounding: Grounding): Grounding {
  return {
    verified: grounding.verified,
    total: grounding.total,
    ...(grounding.checked === false && grounding.total > 0 ? { checked: false } : {}),
    ...(grounding.checked !== false && (grounding.whole ?? 0) > 0 ? { whole: grounding.whole } : {}),
  };
}

// "create" only when the change says so; "add a handler to X" modifies X. `\bcreate\b` does not
// match identifiers such as createServer.
const CREATES = /\bnew file\b|\bcreat(?:e|es|ed|ing)\b|新文件|新建文件|创建/i;

/** The first extra present under any of `labels` (the parser keeps unknown fields by label). */
export function extra(task: Task, labels: string[]): string | undefined {
  for (const label of labels) {
    const value = task.extras[label];
    if (value !== undefined && value.trim() !== '') return value;
  }
  return undefined;
}

/** Criteria written as nested bullets, one per line, or `;`-separated on one line. */
export function convergenceCriteria(task: Task): string[] {
  const raw = extra(task, ['Convergence criteria', '收敛标准', 'Acceptance criteria', '验收标准']) ?? '';
  return raw
    .split(/\r?\n|;|；/)
    .map((line) => line.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '').trim())
    .filter((line) => line !== '');
}

// Task-schema readers expect lower-case risk levels (`low|medium|high`).
const risk = (level: Level | null) => (level === null ? null : level.toLowerCase());

/** The task-schema object of one task. */
export function buildTaskFile(task: Task, _note?: PlanNote) {
  // `_note` is accepted so call sites can pass the whole plan; the task itself carries everything
  // the file needs today.
  return {
    id: task.id,
    title: task.title,
    description: extra(task, ['Description', '描述', '说明']) ?? task.title,
    scope: task.scope,
    depends_on: [...task.dependsOn],
    files: task.modificationPoints.flatMap((p) =>
      p.file === null
        ? []
        : [
            {
              path: p.file,
              action: CREATES.test(p.change) ? 'create' : 'modify',
              // An empty location is the whole file, written `*`.
              target: p.location === '' ? '*' : p.location,
              change: p.change,
              conflict_risk: risk(task.conflictRisk),
            },
          ],
    ),
    convergence: { criteria: convergenceCriteria(task) },
    source_domain: task.domain,
  };
}

// The engine builds these paths, but the domain comes from a heading a person may have written:
// only a plain slug (no `/`, `.` or `..`) may become a folder name.
const SAFE_DOMAIN = /^[a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff][a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff-]{0,99}$/;
const CANONICAL_ID = /^TASK-\d{3,}$/;

/** One file per task, `domains/<domain>/.task/TASK-NNN.json`; a duplicated id keeps its first task. */
export function buildTaskFiles(note: PlanNote): { path: string; content: string }[] {
  const seen = new Set<string>();
  const files: { path: string; content: string }[] = [];
  for (const task of note.tasks) {
    if (seen.has(task.id) || !CANONICAL_ID.test(task.id) || !SAFE_DOMAIN.test(task.domain)) continue;
    seen.add(task.id);
    files.push({
      path: `domains/${task.domain}/.task/${task.id}.json`,
      content: stableJson(buildTaskFile(task, note)),
    });
  }
  return files;
}
