// conflicts.json, plan.json and the per-task files (spec §4, §6, §7), built in a fixed key order.

import { stableJson } from './json.js';
import type { Conflict, PlanNote, Task } from './model.js';
import type { Waves } from './waves.js';

export function buildConflictsJson(
  conflicts: Conflict[],
  meta: { detectedAt: string; totalTasks: number; totalDomains: number },
) {
  return {
    detected_at: meta.detectedAt,
    total_tasks: meta.totalTasks,
    total_domains: meta.totalDomains,
    total_conflicts: conflicts.length,
    conflicts: conflicts.map((c) => ({
      id: c.id,
      type: c.type,
      severity: c.severity,
      tasks_involved: c.tasks_involved,
      domains_involved: c.domains_involved,
      location: c.location,
      description: c.description,
      suggested_resolution: c.suggested_resolution,
      decision: c.decision,
      decision_note: c.decision_note,
      fingerprint: c.fingerprint,
    })),
  };
}

export function buildPlanJson(
  note: PlanNote,
  waves: Waves,
  meta: { summary: string; approach: string; timestamp: string },
) {
  return {
    summary: meta.summary,
    approach: meta.approach,
    task_ids: note.tasks.map((t) => t.id),
    task_count: note.tasks.length,
    complexity: typeof note.frontmatter.complexity === 'string' ? note.frontmatter.complexity : null,
    execution_waves: waves.waves.map((ids, i) => ({ wave: i + 1, task_ids: ids })),
    _metadata: {
      timestamp: meta.timestamp,
      source: 'cplan',
      plan_type: 'collaborative',
      session_id: note.sessionId,
    },
    domains: note.domains.map((d) => ({
      slug: d.slug,
      title: d.title,
      range: d.range,
      state: d.state,
      task_ids: note.tasks.filter((t) => t.domain === d.slug).map((t) => t.id),
    })),
    blocked: waves.blocked,
  };
}

const CREATES = /\b(new file|create[sd]?|add(?:s|ed)? (?:a )?new)\b|新文件|新建|创建/i;

function criteria(task: Task): string[] {
  const raw = task.extras['Convergence criteria'] ?? '';
  return raw
    .split(/\n|;|；/)
    .map((line) => line.replace(/^\s*[-*]\s*/, '').trim())
    .filter((line) => line !== '');
}

export function buildTaskFile(task: Task) {
  return {
    id: task.id,
    title: task.title,
    description: task.extras.Description ?? task.title,
    scope: task.scope,
    depends_on: task.dependsOn,
    files: task.modificationPoints
      .filter((p) => p.file !== null)
      .map((p) => ({
        path: p.file as string,
        action: CREATES.test(p.change) ? 'create' : 'modify',
        target: p.location === '*' || p.location === '' ? null : p.location,
        change: p.change,
        conflict_risk: task.conflictRisk,
      })),
    convergence: { criteria: criteria(task) },
    source_domain: task.domain,
  };
}

/** One file per task, `domains/<domain>/.task/TASK-NNN.json`; a duplicate id keeps its first task. */
export function buildTaskFiles(note: PlanNote): { path: string; content: string }[] {
  const seen = new Set<string>();
  const files: { path: string; content: string }[] = [];
  for (const task of note.tasks) {
    if (seen.has(task.id) || !/^[a-z0-9\u3400-\u9fff-]+$/.test(task.domain)) continue;
    seen.add(task.id);
    files.push({
      path: `domains/${task.domain}/.task/${task.id}.json`,
      content: stableJson(buildTaskFile(task)),
    });
  }
  return files;
}
