// The plan's Mermaid flowchart (spec §7): one subgraph per domain, an edge per dependency,
// conflicting tasks styled; above 60 tasks only domain-level nodes, so the graph stays readable.
import type { Conflict, PlanNote } from './model.js';

const MAX_TASK_NODES = 60;

function label(text: string): string {
  return text
    .replace(/["`]/g, '#quot;')
    .replace(/[<>]/g, '')
    .replace(/[[\]{}()|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

const nodeId = (taskId: string) => `T${taskId.slice(5)}`;
const domainId = (slug: string, i: number) => `D${i}_${slug.replace(/[^a-z0-9]/g, '_')}`;

export function renderMermaid(note: PlanNote, conflicts: Conflict[]): string {
  const lines = ['```mermaid', 'flowchart TD'];
  const domains = note.domains.filter((d) => note.tasks.some((t) => t.domain === d.slug));
  const ids = new Set(note.tasks.map((t) => t.id));
  if (note.tasks.length > MAX_TASK_NODES) {
    const idOf = new Map(domains.map((d, i) => [d.slug, domainId(d.slug, i)]));
    for (const d of domains)
      lines.push(
        `  ${idOf.get(d.slug)}["${label(d.title)} (${note.tasks.filter((t) => t.domain === d.slug).length} tasks)"]`,
      );
    const counts = new Map<string, number>();
    const domainOf = new Map(note.tasks.map((t) => [t.id, t.domain]));
    for (const task of note.tasks) {
      for (const dep of task.dependsOn) {
        const target = domainOf.get(dep);
        if (!target || target === task.domain) continue;
        const key = `${target}>${task.domain}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    for (const [key, count] of [...counts].sort()) {
      const [from, to] = key.split('>') as [string, string];
      if (idOf.has(from) && idOf.has(to)) lines.push(`  ${idOf.get(from)} -->|${count}| ${idOf.get(to)}`);
    }
  } else {
    domains.forEach((d, i) => {
      lines.push(`  subgraph ${domainId(d.slug, i)}["${label(d.title)}"]`);
      for (const task of note.tasks.filter((t) => t.domain === d.slug))
        lines.push(`    ${nodeId(task.id)}["${task.id}: ${label(task.title)}"]`);
      lines.push('  end');
    });
    const seen = new Set<string>();
    for (const task of note.tasks) {
      for (const dep of task.dependsOn) {
        const edge = `${nodeId(dep)} --> ${nodeId(task.id)}`;
        if (ids.has(dep) && !seen.has(edge)) {
          seen.add(edge);
          lines.push(`  ${edge}`);
        }
      }
    }
    const open = conflicts.filter((c) => c.decision === 'open');
    const critical = new Set(
      open
        .filter((c) => c.severity === 'critical')
        .flatMap((c) => c.tasks_involved)
        .filter((id) => ids.has(id)),
    );
    const other = new Set(
      open.flatMap((c) => c.tasks_involved).filter((id) => ids.has(id) && !critical.has(id)),
    );
    if (critical.size + other.size > 0) {
      lines.push(
        '  classDef conflict fill:#fff3cd,stroke:#d39e00',
        '  classDef critical fill:#f8d7da,stroke:#c82333',
      );
      if (other.size > 0) lines.push(`  class ${[...other].map(nodeId).join(',')} conflict`);
      if (critical.size > 0) lines.push(`  class ${[...critical].map(nodeId).join(',')} critical`);
    }
  }
  lines.push('```');
  return lines.join('\n');
}
