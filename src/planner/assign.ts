// A domain agent's submission → numbered task drafts inside the domain's id range.
// Model output is data: keys become ids here, paths are normalised, and anything unsafe is dropped
// with a warning rather than written.
import type { DomainPlan, LinkNeed } from '../contract/types.js';
import type { EvidenceDraft, TaskDraft } from '../core/shared/model.js';
import { formatTaskId } from '../core/shared/names.js';
import { isWorkflowPath, normalizePath } from '../core/shared/paths.js';

export interface AssignedDomain {
  tasks: TaskDraft[];
  evidence: EvidenceDraft;
  needs: LinkNeed[];
  warnings: string[];
}

export function assignTasks(plan: DomainPlan, domain: { slug: string; range: [number, number] }, maxTasks: number): AssignedDomain {
  const warnings: string[] = [];
  const capacity = Math.min(maxTasks, domain.range[1] - domain.range[0] + 1);
  const submitted = plan.tasks.slice(0, capacity);
  if (plan.tasks.length > capacity) warnings.push(`${plan.tasks.length - capacity} tasks beyond the limit of ${capacity} were dropped`);
  const idOfKey = new Map<string, string>();
  submitted.forEach((task, i) => {
    const key = String(task.key ?? '').trim() || `#${i + 1}`;
    if (idOfKey.has(key)) warnings.push(`duplicate task key "${key}": dependencies point at the first`);
    else idOfKey.set(key, formatTaskId(domain.range[0] + i));
  });
  const needs: LinkNeed[] = [];
  const tasks = submitted.map((task, i): TaskDraft => {
    const id = formatTaskId(domain.range[0] + i);
    const dependsOn: string[] = [];
    for (const key of task.depends_on ?? []) {
      const target = idOfKey.get(String(key).trim()) ?? (/^TASK-\d+$/i.test(String(key)) ? String(key).toUpperCase() : undefined);
      if (!target) warnings.push(`${id}: unknown dependency key "${key}" ignored`);
      else if (target !== id && !dependsOn.includes(target)) dependsOn.push(target);
    }
    for (const need of task.needs_from_domains ?? []) {
      needs.push({ task_id: id, from_domain: need.domain, what: need.what });
    }
    return {
      id,
      title: task.title,
      domain: domain.slug,
      status: 'pending',
      complexity: task.complexity,
      dependsOn,
      scope: task.scope,
      modificationPoints: (task.modification_points ?? []).flatMap((point) => {
        const path = safePath(point.file, `${id}: modification point`, warnings);
        return path === null ? [] : [{ file: path, location: point.location?.trim() || '*', change: point.change }];
      }),
      conflictRisk: task.conflict_risk,
      effort: task.estimated_effort,
      description: task.description,
      convergenceCriteria: task.convergence_criteria ?? [],
    };
  });
  const evidence: EvidenceDraft = {
    relevantFiles: (plan.evidence?.relevant_files ?? []).flatMap((file) => {
      const path = safePath(file.path, 'evidence', warnings);
      return path === null ? [] : [{ path, rationale: file.rationale, role: file.role }];
    }),
    existingPatterns: plan.evidence?.existing_patterns ?? [],
    constraints: plan.evidence?.constraints ?? [],
  };
  return { tasks, evidence, needs, warnings };
}

function safePath(path: string, where: string, warnings: string[]): string | null {
  const result = normalizePath(String(path ?? ''));
  if (!result.ok) {
    warnings.push(`${where}: ${result.reason} rejected`);
    return null;
  }
  if (isWorkflowPath(result.path)) {
    warnings.push(`${where}: ${result.path} rejected (cplan never plans writes to .github/workflows)`);
    return null;
  }
  return result.path;
}
