// Phases 3 and 4: detect conflicts, derive plan.md / plan.json / conflicts.json / task files and
// usage.json, set the final status, and write it all at once.
import type { AgentUsage, UsageSummary } from '../core/shared/usage.js';
import { buildSessionArtifacts } from '../core/render/artifacts.js';
import { setFrontmatter } from '../core/note/edit.js';
import { stableJson } from '../core/shared/json.js';
import type { Conflict, PlanNote } from '../core/shared/model.js';
import { applyDetection } from '../core/engine/recheck.js';
import { runLinks } from './permalinks.js';
import { type DomainRecord, domainRecordPath, recordFile } from './records.js';
import type { PlanRunInput } from './types.js';
import type { Clock, RunState, RunStatus } from './types.js';

export function summarizeUsage(agents: AgentUsage[]): UsageSummary {
  const total = {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cost_usd: 0,
    calls: 0,
  };
  for (const a of agents) {
    total.input_tokens += a.input_tokens;
    total.output_tokens += a.output_tokens;
    total.cache_creation_input_tokens += a.cache_creation_input_tokens;
    total.cache_read_input_tokens += a.cache_read_input_tokens;
    total.cost_usd += a.cost_usd;
    total.calls += a.calls;
  }
  total.cost_usd = Math.round(total.cost_usd * 1e6) / 1e6;
  return { total, agents };
}

interface CompletePhase {
  note: PlanNote;
  records: Map<string, DomainRecord>;
  input: PlanRunInput;
  state: RunState;
  clock: Clock;
}

export async function completeSession(phase: CompletePhase): Promise<{ note: PlanNote; conflicts: Conflict[]; status: RunStatus }> {
  const { input, state } = phase;
  const partial = state.domains.some((d) => d.state !== 'done');
  const status: RunStatus = partial ? 'partial' : 'completed';
  const detected = applyDetection(
    setFrontmatter(phase.note, { status, ...(input.revision !== undefined ? { revision: input.revision } : {}) }),
  );
  const note = detected.note;
  const previousUsage = await input.store.read('usage.json');
  const usage = summarizeUsage([...priorAgents(previousUsage), ...state.usage]);
  const links = runLinks(input);
  const files = buildSessionArtifacts({
    note,
    conflicts: detected.conflicts,
    now: phase.clock.now().toISOString(),
    previousConflictsJson: await input.store.read('conflicts.json'),
    usage: { total: usage.total, agents: usage.agents },
    provider: input.provider.name,
    exists: (path) => input.snapshot.has(path),
    ...(input.source?.repo ? { repo: input.source.repo } : {}),
    ...(input.source?.issue !== undefined ? { issue: input.source.issue } : {}),
    ...(links ? { links } : {}),
  });
  const records = [...phase.records.values()].map((r) => recordFile(domainRecordPath(r.domain), r));
  await input.store.write(
    [{ path: 'plan-note.md', content: note.toString() }, ...files, ...records, { path: 'usage.json', content: stableJson(usage) }],
    `cplan: ${status === 'completed' ? 'plan complete' : 'partial plan'} (${detected.conflicts.length} conflicts)`,
  );
  return { note, conflicts: detected.conflicts, status };
}

// A continued run adds its calls to those of the runs before it, so usage.json is the session's total.
function priorAgents(text: string | undefined): AgentUsage[] {
  if (!text) return [];
  try {
    const data = JSON.parse(text) as { agents?: unknown };
    return Array.isArray(data.agents) ? (data.agents as AgentUsage[]).filter((a) => typeof a?.agent === 'string') : [];
  } catch {
    return [];
  }
}
