// The plan's Mermaid flowchart: one subgraph per domain, one node per task, an edge per
// dependency (dependency → dependent, so the graph reads top-down in execution order), tasks in
// open conflicts styled. Above 60 tasks GitHub's renderer becomes unreadable (and slow), so the
// graph collapses to one node per domain with edges counting the task dependencies between them.
import type { Conflict, PlanNote, Task } from '../shared/model.js';
import { revealInvisible, stripHtml } from '../safety/text-safety.js';
import { compareTaskIds } from '../engine/waves.js';

export const MAX_TASK_NODES = 60;

// Inside a quoted label Mermaid reads `"` as the end, `#…;` as an entity, and with HTML labels
// (GitHub's default) `<…>` as markup; brackets and pipes confuse older parsers. Entity codes show
// every character as written. `#` goes first so the entities added later stay intact.
const ENTITIES: [RegExp, string][] = [
  [/#/g, '#35;'],
  [/"/g, '#quot;'],
  [/&/g, '#amp;'],
  [/</g, '#lt;'],
  [/>/g, '#gt;'],
  [/`/g, '#96;'],
  [/\[/g, '#91;'],
  [/]/g, '#93;'],
  [/\(/g, '#40;'],
  [/\)/g, '#41;'],
  [/\{/g, '#123;'],
  [/}/g, '#125;'],
  [/\|/g, '#124;'],
];

/** Text for a quoted Mermaid label: one line, capped, every special character as an entity. */
export function escapeMermaidLabel(text: string, max = 80): string {
  // Tags are stripped as in the rest of plan.md, so the graph and the tables show the same title.
  let folded = stripHtml(revealInvisible(String(text ?? '')))
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(folded);
  if (chars.length > max) folded = `${chars.slice(0, max - 1).join('')}…`;
  for (const [pattern, entity] of ENTITIES) folded = folded.replace(pattern, entity);
  return folded;
}

/** `TASK-001` → `T001`; any other spelling keeps only identifier characters. */
const taskNode = (id: string) => `T${id.replace(/^TASK-/i, '').replace(/[^A-Za-z0-9_]/g, '_')}`;

interface Group {
  slug: string;
  title: string;
  node: string;
  tasks: Task[];
}

/** Domains in the note's order, then domains only tasks name (a tag outside any pool). */
function groups(note: PlanNote, tasks: Task[]): Group[] {
  const out = new Map<string, Group>();
  // The prefix keeps ids clear of Mermaid keywords (`end`, `graph`) and of task node ids.
  const used = new Set<string>();
  const add = (slug: string, title: string) => {
    if (out.has(slug)) return;
    const base = `dom_${slug.replace(/[^A-Za-z0-9]+/g, '_')}`;
    let node = base;
    for (let n = 2; used.has(node); n++) node = `${base}_${n}`;
    used.add(node);
    out.set(slug, { slug, title, node, tasks: [] });
  };
  for (const d of note.domains) add(d.slug, d.title || d.slug);
  for (const t of tasks) {
    add(t.domain, t.domain);
    out.get(t.domain)?.tasks.push(t);
  }
  return [...out.values()].filter((g) => g.tasks.length > 0);
}

/** First task per id: a duplicated id (a diagnostic elsewhere) must not define a node twice. */
function uniqueTasks(note: PlanNote): Task[] {
  const byId = new Map<string, Task>();
  for (const t of note.tasks) if (!byId.has(t.id)) byId.set(t.id, t);
  return [...byId.values()];
}

export function renderMermaid(note: PlanNote, conflicts: Conflict[]): string {
  const tasks = uniqueTasks(note);
  const body = tasks.length > MAX_TASK_NODES ? domainGraph(note, tasks, conflicts) : taskGraph(note, tasks, conflicts);
  return ['```mermaid', 'flowchart TD', ...body, '```'].join('\n');
}

function taskGraph(note: PlanNote, tasks: Task[], conflicts: Conflict[]): string[] {
  const lines: string[] = [];
  const ids = new Set(tasks.map((t) => t.id));
  for (const g of groups(note, tasks)) {
    lines.push(`  subgraph ${g.node}["${escapeMermaidLabel(g.title, 60)}"]`);
    for (const t of g.tasks) lines.push(`    ${taskNode(t.id)}["${t.id}: ${escapeMermaidLabel(t.title)}"]`);
    lines.push('  end');
  }
  const edges = new Set<string>();
  for (const t of tasks) {
    for (const dep of t.dependsOn) {
      // A missing dependency would make Mermaid invent a bare node; it is reported as a conflict.
      if (!ids.has(dep)) continue;
      const edge = `  ${taskNode(dep)} --> ${taskNode(t.id)}`;
      if (!edges.has(edge)) {
        edges.add(edge);
        lines.push(edge);
      }
    }
  }
  const open = conflicts.filter((c) => c.decision === 'open');
  const involved = (pick: (c: Conflict) => boolean) =>
    [...new Set(open.filter(pick).flatMap((c) => c.tasks_involved))].filter((id) => ids.has(id)).sort(compareTaskIds);
  // Cycle tasks get the critical style; a task in both kinds shows the worse one only.
  const critical = involved((c) => c.severity === 'critical');
  const other = involved((c) => c.severity !== 'critical').filter((id) => !critical.includes(id));
  lines.push(...classLines(other.map(taskNode), critical.map(taskNode)));
  return lines;
}

function domainGraph(note: PlanNote, tasks: Task[], conflicts: Conflict[]): string[] {
  const lines: string[] = [];
  const all = groups(note, tasks);
  const bySlug = new Map(all.map((g) => [g.slug, g]));
  for (const g of all) {
    const label = `${escapeMermaidLabel(g.title, 60)} #40;${g.tasks.length} tasks#41;`;
    lines.push(`  ${g.node}["${label}"]`);
  }
  const domainOf = new Map(tasks.map((t) => [t.id, t.domain]));
  const counts = new Map<string, number>();
  for (const t of tasks) {
    for (const dep of new Set(t.dependsOn)) {
      const from = domainOf.get(dep);
      if (from === undefined || from === t.domain) continue;
      const key = `${from}\n${t.domain}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const [from, to] = key.split('\n');
    const a = bySlug.get(from ?? '');
    const b = bySlug.get(to ?? '');
    if (a && b) lines.push(`  ${a.node} -->|${count}| ${b.node}`);
  }
  const open = conflicts.filter((c) => c.decision === 'open');
  const domainsOf = (c: Conflict) => [...c.domains_involved, ...c.tasks_involved.map((id) => domainOf.get(id) ?? '')];
  const pick = (keep: (c: Conflict) => boolean) =>
    all.filter((g) => open.some((c) => keep(c) && domainsOf(c).includes(g.slug))).map((g) => g.node);
  const critical = pick((c) => c.severity === 'critical');
  const other = pick((c) => c.severity !== 'critical').filter((n) => !critical.includes(n));
  lines.push(...classLines(other, critical));
  return lines;
}

function classLines(conflict: string[], critical: string[]): string[] {
  if (conflict.length + critical.length === 0) return [];
  const lines = [
    '  classDef conflict fill:#fff3cd,stroke:#d39e00,stroke-width:2px',
    '  classDef critical fill:#f8d7da,stroke:#c82333,stroke-width:3px',
  ];
  if (conflict.length > 0) lines.push(`  class ${conflict.join(',')} conflict`);
  if (critical.length > 0) lines.push(`  class ${critical.join(',')} critical`);
  return lines;
}
