// Phase 2b: cross-domain needs ("needs X from domain Y") → concrete task ids, merged into the
// tasks' Depends on and re-rendered in the pools of the domains that changed.
import { replaceTaskPool } from '../core/note/edit.js';
import type { PlanNote } from '../core/shared/model.js';
import { domainKey } from '../core/shared/names.js';
import { renderTaskPoolBody } from '../core/note/writers.js';
import { describeError } from '../core/shared/errors.js';
import type { DomainRecord } from './records.js';
import type { PlanRunInput } from './types.js';
import type { RunState } from './types.js';

interface LinkPhase {
  note: PlanNote;
  records: Map<string, DomainRecord>;
  input: PlanRunInput;
  state: RunState;
}

export async function linkDomains({ note, records, input, state }: LinkPhase): Promise<PlanNote> {
  const completed = [...records.values()].filter((r) => r.status === 'completed');
  const known = new Set(completed.map((r) => domainKey(r.domain)));
  const needs = completed.flatMap((r) => r.needs).filter((n) => known.has(domainKey(n.from_domain)));
  // A provider that links from the repository's own graph (tests, imports, layers) is asked even
  // without cross-domain needs.
  const fromRepository = input.provider.linksRepository === true;
  if (needs.length === 0 && !fromRepository) return note;
  const ids = new Set(note.tasks.map((t) => t.id));
  let links: { task_id: string; depends_on: string[] }[];
  try {
    const result = await input.provider.link({
      needs,
      tasks: note.tasks.map((t) => ({
        id: t.id,
        title: t.title,
        domain: t.domain,
        files: t.modificationPoints.flatMap((p) => (p.file ? [p.file] : [])),
        depends_on: t.dependsOn,
      })),
      ...(fromRepository ? { snapshot: input.snapshot, requirement: input.requirement } : {}),
      ...(input.budget?.signal ? { signal: input.budget.signal } : {}),
    });
    state.usage.push(result.usage);
    links = result.value.links;
  } catch (error) {
    // Linking is an improvement, not a requirement: the plan stands without the cross edges.
    state.notice = `cross-domain linking failed (${describeError(error).message}); dependencies between domains are not filled in`;
    return note;
  }
  const changed = new Set<string>();
  for (const link of links) {
    const rec = completed.find((r) => r.tasks.some((t) => t.id === link.task_id));
    const task = rec?.tasks.find((t) => t.id === link.task_id);
    if (!rec || !task) continue;
    for (const dep of link.depends_on) {
      if (!ids.has(dep) || dep === task.id || task.dependsOn.includes(dep)) continue;
      task.dependsOn.push(dep);
      changed.add(rec.domain);
    }
  }
  let linked = note;
  for (const slug of [...changed].sort()) {
    const rec = records.get(slug) as DomainRecord;
    const description = linked.domains.find((d) => d.slug === slug)?.description;
    linked = replaceTaskPool(linked, slug, renderTaskPoolBody(rec.tasks, linked.locale, description ? { description } : {}));
  }
  return linked;
}
