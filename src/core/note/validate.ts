// Validation diagnostics (these are findings about the document, not conflicts).
import type { Diagnostic, PlanNote } from '../shared/model.js';
import { compareDigits, domainKey, integerDigits, MAX_TASK_ID_DIGITS, taskIdDigits } from '../shared/names.js';
import { isWorkflowPath } from '../shared/paths.js';

export function validatePlanNote(note: PlanNote): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<string, number>();
  const byDomain = new Map(note.domains.map((d) => [d.slug, d]));
  for (const task of note.tasks) {
    const first = seen.get(task.id);
    if (first !== undefined) {
      out.push({
        severity: 'error',
        code: 'duplicate-task-id',
        message: `${task.id} is already used on line ${first}`,
        line: task.line,
      });
    } else seen.set(task.id, task.line);
    const digits = taskIdDigits(task.id) ?? '0';
    if (digits.length > MAX_TASK_ID_DIGITS) {
      out.push({
        severity: 'warning',
        code: 'task-id-too-long',
        message: `${shortId(task.id)} has ${digits.length} digits: it is kept exactly, but an id of more than ${MAX_TASK_ID_DIGITS} digits is almost certainly a typo`,
        line: task.line,
      });
    }
    const domain = byDomain.get(task.domain);
    if (domain?.range && outOfRange(digits, domain.range)) {
      out.push({
        severity: 'warning',
        code: 'id-out-of-range',
        message: `${task.id} is outside the range of ${domain.slug} (${domain.range[0]}–${domain.range[1]})`,
        line: task.line,
      });
    }
    if (task.tag !== null && domainKey(task.tag) !== task.domain) {
      out.push({
        severity: 'warning',
        code: 'foreign-domain-tag',
        message: `${task.id} is tagged [${task.tag}] but sits in the task pool of ${task.domain}`,
        line: task.line,
      });
    }
    if (task.dependsOn.includes(task.id)) {
      out.push({
        severity: 'warning',
        code: 'self-dependency',
        message: `${task.id} depends on itself`,
        line: task.line,
      });
    }
    for (const point of task.modificationPoints) {
      if (point.file && isWorkflowPath(point.file)) {
        out.push({
          severity: 'warning',
          code: 'workflow-path',
          message: `${point.file}: cplan never writes workflow files; treat this as a manual step`,
          line: point.line,
        });
      }
      if (point.unverified !== undefined) {
        out.push({
          severity: 'info',
          code: 'unverified-point',
          message: `${task.id}: ${point.file ?? 'modification point'}${point.file && point.location ? `:${point.location}` : ''} is unverified (${point.unverified})`,
          line: point.line,
        });
      }
    }
  }
  out.push(...sectionDiagnostics(note));
  return out;
}

/** Digits against digits: the id may be far beyond 2^53, where a Number comparison is wrong. */
function outOfRange(digits: string, [low, high]: [number, number]): boolean {
  const bound = (n: number) => (Number.isInteger(n) && n >= 0 ? integerDigits(n) : null);
  const lowDigits = bound(low);
  const highDigits = bound(high);
  if (lowDigits === null || highDigits === null) return false; // frontmatter.ts only keeps integer ranges
  return compareDigits(digits, lowDigits) < 0 || compareDigits(digits, highDigits) > 0;
}

/** An id cut for a message: a 10 000-digit id is not repeated in full. */
function shortId(id: string): string {
  return id.length <= 40 ? id : `${id.slice(0, 40)}…`;
}

function sectionDiagnostics(note: PlanNote): Diagnostic[] {
  const out: Diagnostic[] = [];
  const hasKind = (kind: string) => note.sections.some((s) => s.kind === kind);
  const isTemplate = note.frontmatterRange !== null || note.domains.length > 0;
  if (!isTemplate) {
    if (note.tasks.length === 0)
      out.push({
        severity: 'warning',
        code: 'no-tasks',
        message: 'no task pool sections or tasks found',
        line: 0,
      });
    return out;
  }
  if (!hasKind('understanding'))
    out.push({
      severity: 'info',
      code: 'section-missing',
      message: 'section "Requirement Understanding" is missing',
      line: 0,
    });
  for (const domain of note.domains) {
    const pool = note.sections.find((s) => s.kind === 'task-pool' && s.domain === domain.slug);
    if (!pool) {
      out.push({
        severity: 'warning',
        code: 'section-missing',
        message: `task pool section of ${domain.slug} is missing`,
        line: 0,
      });
    } else if (domain.state === 'empty') {
      out.push({
        severity: 'info',
        code: 'empty-task-pool',
        message: `task pool of ${domain.slug} has no tasks`,
        line: pool.line,
      });
    } else if (domain.state === 'failed') {
      out.push({
        severity: 'warning',
        code: 'domain-failed',
        message: `${domain.slug} failed: ${domain.failure ?? 'unknown cause'}`,
        line: pool.line,
      });
    }
    if (!note.sections.some((s) => s.kind === 'evidence' && s.domain === domain.slug)) {
      out.push({
        severity: 'info',
        code: 'section-missing',
        message: `context evidence section of ${domain.slug} is missing`,
        line: 0,
      });
    }
  }
  if (note.frontmatterRange !== null && note.domains.length === 0) {
    out.push({
      severity: 'warning',
      code: 'no-domains',
      message: 'frontmatter declares no sub_domains',
      line: 1,
    });
  }
  return out;
}

const CREATES = /\b(new file|create[sd]?|add(?:s|ed)? (?:a )?new)\b|新文件|新建|创建/i;

/** The change says it creates its file ("new file", "creates", "adds a new", 新建…). */
export function declaresNewFile(change: string): boolean {
  return CREATES.test(change);
}

/** Files some modification point of the plan says it creates: planned files, not missing ones. */
export function plannedNewFiles(note: PlanNote): Set<string> {
  const created = new Set<string>();
  for (const task of note.tasks)
    for (const point of task.modificationPoints) if (point.file && declaresNewFile(point.change)) created.add(point.file);
  return created;
}

/**
 * Paths of modification points that do not exist in the planned commit: a diagnostic
 * marked `new?`, unless the change says it creates the file. A point the planner already marked
 * unverified has its own diagnostic.
 */
export function validatePathsExist(note: PlanNote, exists: (path: string) => boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  // A file another task of the plan creates is a planned file, not a missing one.
  const created = plannedNewFiles(note);
  for (const task of note.tasks) {
    for (const point of task.modificationPoints) {
      if (!point.file || point.unverified !== undefined || exists(point.file) || created.has(point.file)) continue;
      out.push({
        severity: 'info',
        code: 'path-not-found',
        message: `${task.id}: ${point.file} does not exist in the repository (new?)`,
        line: point.line,
      });
    }
  }
  return out;
}
