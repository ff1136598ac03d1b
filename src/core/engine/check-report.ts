// The `cplan check` report: the JSON object and its human rendering.
import { SEVERITY_ICON } from '../shared/severity.js';
import { plural } from '../shared/line-text.js';
import type { Conflict, PlanNote } from '../shared/model.js';
import { computeWaves } from './waves.js';

export interface CheckReport {
  session_id: string | null;
  locale: string;
  domains: { slug: string; title: string; range: [number, number] | null; task_ids: string[] }[];
  tasks: {
    id: string;
    title: string;
    domain: string;
    status: string;
    complexity: string | null;
    conflict_risk: string | null;
    depends_on: string[];
    files: string[];
    modification_points: { file: string | null; location: string; change: string }[];
    line: number;
  }[];
  conflicts: Conflict[];
  diagnostics: { severity: string; message: string; line: number }[];
  /** Execution waves; tasks blocked by a cycle form the last group. */
  waves: string[][];
}

export function buildCheckReport(note: PlanNote, conflicts: Conflict[]): CheckReport {
  const { waves, blocked } = computeWaves(note.tasks);
  return {
    session_id: note.sessionId,
    locale: note.locale,
    domains: note.domains.map((d) => ({
      slug: d.slug,
      title: d.title,
      range: d.range,
      task_ids: note.tasks.filter((t) => t.domain === d.slug).map((t) => t.id),
    })),
    tasks: note.tasks.map((t) => ({
      id: t.id,
      title: t.title,
      domain: t.domain,
      status: t.status,
      complexity: t.complexity,
      conflict_risk: t.conflictRisk,
      depends_on: t.dependsOn,
      files: t.files,
      modification_points: t.modificationPoints.map((p) => ({
        file: p.file,
        location: p.location,
        change: p.change,
        ...(p.unverified !== undefined ? { unverified: p.unverified } : {}),
      })),
      line: t.line,
    })),
    conflicts,
    diagnostics: note.diagnostics.map((d) => ({ severity: d.severity, message: d.message, line: d.line })),
    waves: blocked.length > 0 ? [...waves, blocked] : waves,
  };
}

export function formatCheckText(note: PlanNote, conflicts: Conflict[], file: string): string {
  const out: string[] = [];
  const lineOf = new Map(note.tasks.map((t) => [t.id, t.line]));
  out.push(
    `${file}: ${note.sessionId ?? '(no session id)'} · ${plural(note.tasks.length, 'task')} in ${plural(note.domains.length, 'domain')}`,
  );
  for (const domain of note.domains) {
    const count = note.tasks.filter((t) => t.domain === domain.slug).length;
    const range = domain.range ? ` [${domain.range[0]}–${domain.range[1]}]` : '';
    const state = domain.state === 'failed' ? ` (failed: ${domain.failure})` : '';
    out.push(`  ${domain.slug}${range}: ${plural(count, 'task')}${state}`);
  }
  const open = conflicts.filter((c) => c.decision === 'open').length;
  out.push('');
  out.push(conflicts.length === 0 ? 'No conflicts.' : `${plural(conflicts.length, 'conflict')} (${open} open):`);
  for (const c of conflicts) {
    const tasks = c.tasks_involved.map((id) => `${id} (line ${lineOf.get(id) ?? '?'})`).join(', ');
    const decision = c.decision === 'resolved' ? ' [resolved]' : '';
    out.push(`  ${SEVERITY_ICON[c.severity]} ${c.id} ${c.severity} ${c.type}${decision}: ${c.description}`);
    out.push(`     tasks: ${tasks}`);
  }
  const manual = note.conflictBlocks.filter((b) => b.fingerprint === null);
  if (manual.length > 0) {
    out.push('', `${plural(manual.length, 'hand-written conflict note')} kept as written:`);
    for (const b of manual) out.push(`  ${b.id} (line ${b.line}): ${b.title}`);
  }
  if (note.diagnostics.length > 0) {
    out.push('', `${plural(note.diagnostics.length, 'diagnostic')}:`);
    for (const d of note.diagnostics) out.push(`  ${file}:${d.line} ${d.severity}: ${d.message}`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * A file with none of a plan note's structure (a README, say): no task pool section, no
 * `sub_domains` in its frontmatter, no task. A note with a structure but 0 tasks is still one.
 */
export function notAPlanNote(note: PlanNote): boolean {
  return note.tasks.length === 0 && !note.sections.some((s) => s.kind === 'task-pool') && !('sub_domains' in note.frontmatter);
}
