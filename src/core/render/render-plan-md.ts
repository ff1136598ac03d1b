// plan.md and its summary part for the PR body. Pure: every time comes in
// as an argument, so the same note renders the same bytes and a re-run commits nothing. Text from
// the note is untrusted: see text-safety.ts.
import { ARROW_MEANING } from '../note/labels.js';
import { countConflicts, SEVERITY_ICON } from '../shared/severity.js';
import { type Grounding, groundingOf, groundingText } from '../engine/grounding.js';
import { markdownTable } from '../safety/markdown-table.js';
import { renderMermaid } from './mermaid.js';
import { linkedPoint, type PointLinks, withoutNewFiles } from './permalinks.js';
import { declaresNewFile } from '../note/validate.js';
import type { UsageReport } from '../shared/usage.js';
import type { Conflict, Domain, PlanNote, Task } from '../shared/model.js';
import { PLAN_MD_WORDS, type PlanMdWords } from './plan-md-text.js';
import { inlineCode, safeBlock, safeCell as cell, safeText } from '../safety/text-safety.js';
import type { Waves } from '../engine/waves.js';

export interface PlanMdInput {
  note: PlanNote;
  conflicts: Conflict[];
  waves: Waves;
  usage?: UsageReport;
  /** "offline" adds the note that the plan came from the heuristic provider. */
  provider?: string | undefined;
  /** Shown when non-empty; callers pass a time that only changes with the content. */
  generatedAt: string;
  repo?: string;
  issue?: number;
  /** The grounding figure; default: from the note's `(unverified: …)` markers only. */
  grounding?: Grounding;
  /**
   * Links of modification points (permalinks at the planned commit, or local files). When given,
   * plan.md and the summary list every point with its link; new files get none.
   */
  links?: PointLinks;
}

const MAX_FILES_IN_CELL = 6;

function frontmatterText(note: PlanNote, key: string): string {
  const value = note.frontmatter[key];
  if (value === undefined || value === null || value === '') return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Untrusted text outside a table: safe and one line, but no `|` escape (its backslash would show). */
const plain = (text: unknown, max = 120): string => safeText(String(text ?? ''), max) || '—';

/**
 * The requirement on one line, its title set apart from its body by a dash: joined by a space,
 * "… CHECK constraint detection Autogenerate now detects …" read as one run-on sentence.
 */
function titledLine(requirement: string, title: string): string {
  const at = requirement.indexOf(title);
  const body = at < 0 ? '' : requirement.slice(at + title.length).trim();
  return body === '' ? requirement : `${title.trim()} — ${body}`;
}

function header(input: PlanMdInput, w: PlanMdWords): string[] {
  const { note } = input;
  const requirement = frontmatterText(note, 'original_requirement');
  const firstLine = requirement.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const item = (label: string, value: string) => `- **${label}**: ${value}`;
  const out = [
    firstLine ? `# ${w.title}${w.titleSeparator}${plain(firstLine, 100)}` : `# ${w.title}`,
    '',
    item(w.session, note.sessionId ? `\`${note.sessionId.replace(/`/g, "'")}\`` : '—'),
    item(w.requirement, plain(titledLine(requirement, firstLine), 500)),
    item(w.created, plain(frontmatterText(note, 'created_at'))),
    item(w.complexity, plain(frontmatterText(note, 'complexity'))),
    item(w.domains, `${note.domains.length} (${note.domains.map((d) => plain(d.slug, 40)).join(', ')})`),
    item(w.revision, plain(frontmatterText(note, 'revision') || '0')),
  ];
  const source = [input.repo ? plain(input.repo, 100) : '', input.issue ? `#${input.issue}` : ''].filter(Boolean).join(' ');
  if (source) out.push(item(w.source, source));
  const grounding = input.grounding ?? groundingOf(note);
  if (grounding.total > 0) out.push(item(w.grounding, groundingText(grounding, note.locale)));
  if (input.generatedAt) out.push(item(w.generated, plain(input.generatedAt)));
  if (input.provider === 'offline') out.push('', w.offline);
  return out;
}

/** Domains in the note's order, then any domain only a task names (a tag outside every pool). */
function domainGroups(note: PlanNote): { domain: Domain; tasks: Task[] }[] {
  const groups = new Map<string, { domain: Domain; tasks: Task[] }>();
  for (const d of note.domains) groups.set(d.slug, { domain: d, tasks: [] });
  for (const t of note.tasks) {
    let group = groups.get(t.domain);
    if (!group) {
      const domain: Domain = {
        slug: t.domain,
        title: t.domain,
        range: null,
        description: '',
        state: 'planned',
        failure: null,
      };
      group = { domain, tasks: [] };
      groups.set(t.domain, group);
    }
    group.tasks.push(t);
  }
  return [...groups.values()];
}

// The parser files known fields under their English label; a hand-written note may keep its own.
const EFFORT_LABELS = ['Effort', '工作量', 'Estimated effort'];

const LEVELS: [string, RegExp][] = [
  ['High', /^(high|large|高|大)/i],
  ['Medium', /^(medium|mid|中)/i],
  ['Low', /^(low|small|低|小)/i],
];

/** Effort of a domain: the sum when every task gives a number, else the highest level given. */
function effort(tasks: Task[]): string {
  const values = tasks.map((t) => (EFFORT_LABELS.map((label) => t.extras[label]).find(Boolean) ?? '').trim()).filter((v) => v !== '');
  if (values.length === 0) return '—';
  const numbers = values.map((v) => /^(\d+(?:\.\d+)?)\s*([a-z\u4e00-\u9fff]*)$/i.exec(v));
  const unit = numbers[0]?.[2] ?? '';
  if (numbers.every((m) => m !== null && m[2] === unit)) {
    const sum = numbers.reduce((acc, m) => acc + Number(m?.[1] ?? 0), 0);
    return `${Math.round(sum * 100) / 100}${unit}`;
  }
  return LEVELS.find(([, pattern]) => values.some((v) => pattern.test(v)))?.[0] ?? '—';
}

function domainTable(input: PlanMdInput, w: PlanMdWords): string[] {
  const rows = domainGroups(input.note).map(({ domain: d, tasks }) => [
    cell(d.title, 40),
    cell(d.description, 160),
    d.range ? `${d.range[0]}–${d.range[1]}` : '—',
    String(tasks.length),
    effort(tasks),
    d.state === 'failed' ? cell(`failed: ${d.failure ?? ''}`, 160) : d.state,
  ]);
  return [`## ${w.domains}`, '', markdownTable(w.domainHead, rows)];
}

function filesCell(files: string[], w: PlanMdWords): string {
  if (files.length === 0) return '—';
  const shown = files.slice(0, MAX_FILES_IN_CELL).map((f) => inlineCode(f));
  if (files.length > MAX_FILES_IN_CELL) shown.push(w.more(files.length - MAX_FILES_IN_CELL));
  return shown.join(', ');
}

function taskOverview(input: PlanMdInput, w: PlanMdWords): string[] {
  const out = [`## ${w.overview}`];
  for (const { domain, tasks } of domainGroups(input.note)) {
    out.push('', `### ${cell(domain.title, 60)}`, '');
    if (tasks.length === 0) {
      out.push(domain.state === 'failed' ? `❌ ${cell(domain.failure ?? 'failed', 300)}` : w.noTasks);
      continue;
    }
    const rows = tasks.map((t) => [
      cell(t.id, 20),
      cell(t.title),
      t.complexity ?? '—',
      t.dependsOn.length > 0 ? cell(t.dependsOn.join(', '), 200) : '—',
      filesCell(t.files, w),
    ]);
    out.push(markdownTable(w.taskHead, rows));
  }
  return out;
}

/** Every modification point that names a file, linked to its lines; only when links are given. */
function pointsSection(input: PlanMdInput, w: PlanMdWords, maxChange: number): string[] {
  const links = withoutNewFiles(input.note, input.links);
  if (!links) return [];
  const rows: string[] = [];
  for (const task of input.note.tasks) {
    for (const point of task.modificationPoints) {
      if (!point.file) continue;
      const change = point.change.trim() === '' ? '' : ` — ${cell(point.change, maxChange)}`;
      const mark = declaresNewFile(point.change) ? ` (${w.newFile})` : '';
      rows.push(`- ${cell(task.id, 20)}: ${linkedPoint(point, links)}${mark}${change}`);
    }
  }
  return rows.length === 0 ? [] : [`## ${w.points}`, '', ...rows];
}

function wavesSection(input: PlanMdInput, w: PlanMdWords): string[] {
  const { waves, blocked } = input.waves;
  const out = [`## ${w.waves}`, ''];
  if (waves.length === 0 && blocked.length === 0) return [...out, w.noWaves];
  out.push(w.wavesIntro, '', ...waves.map((ids, i) => `${i + 1}. ${ids.join(', ')}`));
  if (blocked.length > 0) out.push('', `- **${w.blocked}**: ${blocked.join(', ')}`);
  return out;
}

function conflictCounts(conflicts: Conflict[], w: PlanMdWords): string {
  const counts = countConflicts(conflicts, 'open');
  return w.counts(counts.open, counts.critical, counts.high, counts.medium, conflicts.length - counts.open);
}

function conflictReport(input: PlanMdInput, w: PlanMdWords, full: boolean): string[] {
  const { conflicts } = input;
  const out = [`## ${w.conflicts}`, ''];
  if (conflicts.length === 0) return [...out, w.noConflicts];
  out.push(conflictCounts(conflicts, w));
  if (!full) return out;
  const rows = conflicts.map((c) => {
    const decision =
      c.decision === 'resolved' ? `✅ ${w.resolved}${c.decision_note ? ` – ${cell(c.decision_note, 120)}` : ''}` : `⬜ ${w.open}`;
    return [
      cell(c.id, 20),
      `${SEVERITY_ICON[c.severity] ?? ''} ${cell(c.severity, 20)}`.trim(),
      `\`${cell(c.type, 40)}\``,
      cell(c.tasks_involved.join(', '), 200),
      cell(c.location, 120),
      decision,
    ];
  });
  return [...out, '', markdownTable(w.conflictHead, rows)];
}

const tokens = (n: number) => String(Math.round(Number(n) || 0));
const usd = (n: number) => `$${(Number(n) || 0).toFixed(4)}`;

function usageSection(input: PlanMdInput, w: PlanMdWords): string[] {
  const out = [`## ${w.usage}`, ''];
  const usage = input.usage;
  if (!usage) return [...out, w.notRecorded];
  // An offline run calls no model: one line, not a table of zeros.
  if (usage.total.input_tokens === 0 && usage.total.output_tokens === 0 && usage.total.cost_usd === 0) return [...out, w.noCalls];
  const cache = (n: number | undefined) => (n === undefined ? '—' : tokens(n));
  const rows = (usage.agents ?? []).map((a) => [
    cell(a.agent, 60),
    a.model ? cell(`${a.model}${a.fallback ? ` (${w.fallbackFrom} ${a.fallback.from}: ${a.fallback.reason})` : ''}`, 120) : '—',
    tokens(a.input_tokens),
    tokens(a.output_tokens),
    cache(a.cache_creation_input_tokens),
    cache(a.cache_read_input_tokens),
    usd(a.cost_usd),
  ]);
  const t = usage.total;
  rows.push([
    `**${w.total}**`,
    '',
    tokens(t.input_tokens),
    tokens(t.output_tokens),
    tokens(t.cache_creation_input_tokens),
    tokens(t.cache_read_input_tokens),
    usd(t.cost_usd),
  ]);
  return [...out, markdownTable(w.usageHead, rows)];
}

function nextSteps(input: PlanMdInput, w: PlanMdWords): string[] {
  const open = input.conflicts.filter((c) => c.decision === 'open').length;
  // `/plan issues` is a comment on GitHub: a plan made on a laptop (no repository) gets no such advice.
  const steps = [...(open > 0 ? [w.stepResolve(open)] : []), w.stepCheck, ...(input.repo ? [w.stepIssues] : [])];
  return [`## ${w.next}`, '', ...steps.map((s, i) => `${i + 1}. ${s}`)];
}

function understanding(note: PlanNote): string {
  const section = note.sections.find((s) => s.kind === 'understanding');
  const body = section ? note.text.slice(section.bodyStart, section.end).trim() : '';
  return body === '' ? '—' : safeBlock(body);
}

export function renderPlanMd(input: PlanMdInput): string {
  const w = PLAN_MD_WORDS[input.note.locale] ?? PLAN_MD_WORDS.en;
  const parts = [
    header(input, w),
    [`## ${w.understanding}`, '', understanding(input.note)],
    domainTable(input, w),
    taskOverview(input, w),
    pointsSection(input, w, 200),
    wavesSection(input, w),
    conflictReport(input, w, true),
    [`## ${w.graph}`, '', ARROW_MEANING[input.note.locale], '', renderMermaid(input.note, input.conflicts)],
    usageSection(input, w),
    nextSteps(input, w),
  ].filter((lines) => lines.length > 0);
  return `${parts.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/**
 * The summary part of plan.md for the PR body: header, domains, conflict counts and waves, no task
 * tables. GitHub rejects a PR body over 65 536 characters, so the text is cut at a line boundary
 * under `maxChars` with a note pointing at plan.md.
 */
export function renderPlanSummary(input: PlanMdInput, options: { maxChars?: number } = {}): string {
  const max = options.maxChars ?? 60_000;
  const w = PLAN_MD_WORDS[input.note.locale] ?? PLAN_MD_WORDS.en;
  const text = [
    header(input, w),
    domainTable(input, w),
    conflictReport(input, w, false),
    wavesSection(input, w),
    pointsSection(input, w, 80),
  ]
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
  return capText(text, max, w.cut);
}

function capText(text: string, max: number, note: string): string {
  if (text.length <= max) return text;
  if (max <= note.length + 2) return note.slice(0, Math.max(0, max));
  let cut = text.slice(0, max - note.length - 2);
  const newline = cut.lastIndexOf('\n');
  if (newline >= 0) cut = cut.slice(0, newline);
  // Never leave half of a surrogate pair (an emoji, a rare CJK character) at the end.
  else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\n\n${note}`;
}
