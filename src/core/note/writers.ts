// Section writers: the bodies the engine splices into plan-note.md (formats).
// Every value is folded onto one line so that model output can never open a heading or a field.
import { removeHtmlComments } from '../safety/text-safety.js';
import { unverifiedMarker } from './fields.js';
import { ARROW_MEANING, CONFLICT_LABELS, conflictMarker, DECISION_WORDS, NO_CONFLICTS, TASK_LABELS } from './labels.js';
import type { Conflict, ConflictBlock, DependencyEdge, EvidenceDraft, Locale, TaskDraft } from '../shared/model.js';

/**
 * A trailing `[tag]` (from the first `[` after the last other `]`) turned into `(tag)`, so the
 * heading's own `[domain]` stays the last bracket: what `.replace(/\[([^\]]*)\]$/, '($1)')` does,
 * without retrying from every `[`.
 */
export function parenthesizeTrailingBrackets(text: string): string {
  if (!text.endsWith(']')) return text;
  const close = text.length - 1;
  const open = text.indexOf('[', text.lastIndexOf(']', close - 1) + 1);
  if (open < 0 || open >= close) return text;
  return `${text.slice(0, open)}(${text.slice(open + 1, close)})`;
}

/** One line, no leading Markdown control characters, capped. */
export function inline(text: string, max = 1000): string {
  const folded = removeHtmlComments(String(text ?? ''))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[#>]+\s*/, '');
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}

function code(text: string): string {
  return inline(text, 300).replace(/`/g, "'");
}

const field = (label: string, value: string) => `- **${label}**: ${value}`;

export function renderTask(task: TaskDraft, locale: Locale): string {
  const l = (key: keyof typeof TASK_LABELS) => TASK_LABELS[key][locale];
  const none = locale === 'zh' ? '无' : 'none';
  const lines = [
    `### ${task.id}: ${parenthesizeTrailingBrackets(inline(task.title, 200))} [${task.domain}]`,
    field(l('status'), inline(task.status ?? 'pending', 40)),
    field(l('complexity'), task.complexity),
    field(l('dependsOn'), task.dependsOn.length > 0 ? task.dependsOn.join(', ') : none),
    field(l('scope'), inline(task.scope) || '—'),
    `- **${l('modificationPoints')}**:`,
    ...task.modificationPoints.map((p) =>
      p.file === null
        ? `  - ${inline(p.change)}`
        : `  - \`${code(p.file)}:${code(p.location || '*')}\`: ${inline(p.change)}${p.unverified ? ` ${unverifiedMarker(inline(p.unverified, 200))}` : ''}`,
    ),
    field(l('conflictRisk'), task.conflictRisk),
  ];
  if (task.effort) lines.push(field(l('effort'), task.effort));
  if (task.description) lines.push(field(l('description'), inline(task.description, 2000)));
  if (task.convergenceCriteria && task.convergenceCriteria.length > 0) {
    lines.push(`- **${l('convergence')}**:`, ...task.convergenceCriteria.map((c) => `  - ${inline(c)}`));
  }
  return lines.join('\n');
}

export interface PoolOptions {
  description?: string;
  /** Marks the domain failed: continue mode re-runs it. */
  failure?: string;
}

export function renderTaskPoolBody(tasks: TaskDraft[], locale: Locale, options: PoolOptions = {}): string {
  const parts: string[] = [];
  if (options.description) parts.push(`> ${inline(options.description)}`);
  if (options.failure) parts.push(`> ❌ **${locale === 'zh' ? '失败' : 'Failed'}**: ${inline(options.failure, 500)}`);
  for (const task of tasks) parts.push(renderTask(task, locale));
  return parts.join('\n\n');
}

export function renderEvidenceBody(evidence: EvidenceDraft, locale: Locale): string {
  const zh = locale === 'zh';
  const parts: string[] = [];
  if (evidence.relevantFiles.length > 0) {
    parts.push(
      `### ${zh ? '相关文件' : 'Relevant files'}`,
      evidence.relevantFiles.map((f) => `- \`${code(f.path)}\` (${inline(f.role, 80)}): ${inline(f.rationale)}`).join('\n'),
    );
  }
  if (evidence.existingPatterns.length > 0) {
    parts.push(`### ${zh ? '现有模式' : 'Existing patterns'}`, evidence.existingPatterns.map((p) => `- ${inline(p)}`).join('\n'));
  }
  if (evidence.constraints.length > 0) {
    parts.push(`### ${zh ? '约束' : 'Constraints'}`, evidence.constraints.map((c) => `- ${inline(c)}`).join('\n'));
  }
  return parts.length > 0 ? parts.join('\n\n') : zh ? '_暂无证据_' : '_No evidence recorded_';
}

export function renderDependenciesBody(edges: DependencyEdge[], domainOf: (id: string) => string, locale: Locale): string {
  const zh = locale === 'zh';
  // Execution order, as the graph draws it: the task depended on first (ARROW_MEANING).
  const line = (e: DependencyEdge) => `- ${e.to} [${domainOf(e.to)}] → ${e.from} [${domainOf(e.from)}]`;
  const internal = edges.filter((e) => !e.crossDomain);
  const cross = edges.filter((e) => e.crossDomain);
  if (edges.length === 0) return zh ? '无依赖' : 'No dependencies';
  const parts: string[] = [ARROW_MEANING[locale]];
  parts.push(`### ${zh ? '跨领域依赖' : 'Cross-domain'}`, cross.length > 0 ? cross.map(line).join('\n') : zh ? '无' : 'none');
  parts.push(`### ${zh ? '领域内依赖' : 'Within a domain'}`, internal.length > 0 ? internal.map(line).join('\n') : zh ? '无' : 'none');
  return parts.join('\n\n');
}

export function renderConflictBlock(conflict: Conflict, locale: Locale, details?: string): string {
  const l = (key: keyof typeof CONFLICT_LABELS) => CONFLICT_LABELS[key][locale];
  const decisionWord = DECISION_WORDS[conflict.decision][locale];
  const box = conflict.decision === 'resolved' ? '[x]' : '[ ]';
  const note = conflict.decision_note ? ` – ${inline(conflict.decision_note, 500)}` : '';
  return [
    `### ${conflict.id}: ${inline(conflict.description, 300)}`,
    field(l('severity'), conflict.severity),
    field(l('type'), conflict.type),
    field(l('tasks'), conflict.tasks_involved.join(', ')),
    field(l('domains'), conflict.domains_involved.join(', ')),
    field(l('details'), inline(details ?? conflict.description)),
    field(l('resolution'), inline(conflict.suggested_resolution)),
    field(l('decision'), `${box} ${decisionWord}${note}`),
    conflictMarker(conflict.fingerprint),
  ].join('\n');
}

/**
 * The conflict section: detected blocks, then every hand-written block (no fingerprint) exactly as
 * the person wrote it, so re-detection never deletes a person's note.
 */
export function renderConflictsBody(
  conflicts: Conflict[],
  locale: Locale,
  manualBlocks: ConflictBlock[] = [],
  detailsOf: (c: Conflict) => string | undefined = () => undefined,
): string {
  const parts = conflicts.map((c) => renderConflictBlock(c, locale, detailsOf(c)));
  for (const block of manualBlocks) if (block.fingerprint === null) parts.push(block.raw.trimEnd());
  return parts.length > 0 ? parts.join('\n\n') : NO_CONFLICTS[locale];
}
