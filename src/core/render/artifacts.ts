// Everything derived from plan-note.md, as files relative to the session folder.
// Pure: the caller writes them (to disk, or into one commit through the forge).
import { groundingOf } from '../engine/grounding.js';
import { stableJson } from '../shared/json.js';
import type { UsageReport } from '../shared/usage.js';
import type { Conflict, PlanNote } from '../shared/model.js';
import type { PointLinks } from './permalinks.js';
import { buildConflictsJson, buildPlanJson, buildTaskFiles } from './render-json.js';
import { renderPlanMd } from './render-plan-md.js';
import { computeWaves } from '../engine/waves.js';

export interface SessionFile {
  path: string;
  content: string;
  /** Remove the file in the same commit (a task file whose task was deleted). */
  delete?: boolean;
}

export interface ArtifactInput {
  note: PlanNote;
  conflicts: Conflict[];
  /** ISO time of this build; used only where a time changes with the content. */
  now: string;
  /** The conflicts.json already in the folder, so an unchanged report keeps its time (no diff). */
  previousConflictsJson?: string;
  usage?: UsageReport;
  provider?: string;
  repo?: string;
  issue?: number;
  /**
   * Whether a path exists in the planned commit, when the repository is at hand: the grounding
   * figure then also checks the files. Without it only the note's `(unverified: …)` markers count.
   */
  exists?: (path: string) => boolean;
  /** Links of modification points for plan.md (permalinks at the planned commit, or local files). */
  links?: PointLinks;
}

export function buildSessionArtifacts(input: ArtifactInput): SessionFile[] {
  const { note, conflicts } = input;
  const waves = computeWaves(note.tasks);
  const detectedAt = keptTime(input.previousConflictsJson, conflicts) ?? input.now;
  const conflictsJson = buildConflictsJson(conflicts, {
    detectedAt,
    totalTasks: note.tasks.length,
    totalDomains: note.domains.length,
  });
  const created = typeof note.frontmatter.created_at === 'string' ? note.frontmatter.created_at : input.now;
  const grounding = groundingOf(note, input.exists);
  const planJson = buildPlanJson(note, waves, {
    summary: firstLine(String(note.frontmatter.original_requirement ?? '')),
    approach: splitStrategy(note),
    timestamp: created,
    grounding,
  });
  const planMd = renderPlanMd({
    note,
    conflicts,
    waves,
    grounding,
    generatedAt: detectedAt,
    ...(input.usage ? { usage: input.usage } : {}),
    ...(input.provider ? { provider: input.provider } : {}),
    ...(input.repo ? { repo: input.repo } : {}),
    ...(input.issue !== undefined ? { issue: input.issue } : {}),
    ...(input.links ? { links: input.links } : {}),
  });
  return [
    { path: 'conflicts.json', content: stableJson(conflictsJson) },
    { path: 'plan.json', content: stableJson(planJson) },
    { path: 'plan.md', content: planMd },
    ...buildTaskFiles(note),
  ];
}

/** The previous report's time when its conflicts are the same as now, else undefined. */
/** The conflicts of a conflicts.json written earlier; a missing or damaged file reads as none. */
export function readConflictsJson(text: string | undefined): Conflict[] {
  try {
    const data = JSON.parse(text ?? '{}') as { conflicts?: unknown };
    return Array.isArray(data.conflicts) ? (data.conflicts as Conflict[]).filter((c) => typeof c?.fingerprint === 'string') : [];
  } catch {
    return [];
  }
}

function keptTime(previous: string | undefined, conflicts: Conflict[]): string | undefined {
  if (!previous) return undefined;
  try {
    const parsed = JSON.parse(previous) as { detected_at?: unknown; conflicts?: unknown };
    if (typeof parsed.detected_at !== 'string') return undefined;
    return JSON.stringify(parsed.conflicts) === JSON.stringify(conflicts) ? parsed.detected_at : undefined;
  } catch {
    return undefined;
  }
}

function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

/** The "Split strategy" part of the understanding section, as the plan's approach. */
export function splitStrategy(note: PlanNote): string {
  const section = note.sections.find((s) => s.kind === 'understanding');
  if (!section) return '';
  const body = note.text.slice(section.bodyStart, section.end);
  // The heading, then the body up to the next `###` heading, in two linear steps: one regex
  // `…\s*$([\s\S]*?)(?=^###\s|…)` let its `\s*` and the body trade a long run of blank lines.
  const heading = /^###\s*(?:Split strategy|拆分策略)[^\S\n\r\u2028\u2029]*$/im.exec(body);
  if (!heading) return '';
  const rest = body.slice(heading.index + heading[0].length);
  const next = /^###\s/m.exec(rest);
  return (next ? rest.slice(0, next.index) : rest).trim();
}
