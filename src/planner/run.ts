// The planning run: understand → (confirm) → domains in parallel → link → detect →
// complete. Every phase's result lives in the session folder, so a second call on the same folder
// continues: it runs only the domains whose pool is empty or failed, then link, detect, complete.
import type { Analysis, DomainBrief } from '../contract/types.js';
import { setFrontmatter } from '../core/note/edit.js';
import { groundingOf } from '../core/engine/grounding.js';
import type { Conflict, PlanNote } from '../core/shared/model.js';
import type { PointLinks } from '../core/render/permalinks.js';
import { domainKey } from '../core/shared/names.js';
import { buildOverview } from '../retrieval/overview.js';
import { completeSession, summarizeUsage } from './complete.js';
import { runDomains } from './domains.js';
import { linkDomains } from './link.js';
import { runLinks } from './permalinks.js';
import { type AnalysisRecord, type DomainRecord, domainRecordPath, isDomainRecord, readJson } from './records.js';
import { startSession } from './start.js';
import { type PlanRunInput, type PlanRunResult, type RunState, type RunStatus, type SessionStore, SYSTEM_CLOCK } from './types.js';

export type { BudgetLike, PlanRunInput, PlanRunResult } from './types.js';

export async function runPlan(given: PlanRunInput): Promise<PlanRunResult> {
  // An issue written in GitHub's web editor ends its lines with CRLF, a commit from Windows too: read
  // as written, every line of the note would carry a `\r` and every sentence test would see it.
  const input = { ...given, requirement: given.requirement.replace(/\r\n?/g, '\n') };
  const clock = input.clock ?? SYSTEM_CLOCK;
  const { state, report, advance } = trackProgress(input);
  const finish = (status: RunStatus, note: PlanNote, conflicts: Conflict[], rec: AnalysisRecord | undefined): PlanRunResult => {
    report();
    return buildResult(input, state, status, note, conflicts, rec);
  };
  // The requirement adds the index's best matches to the shared (cached) prefix of every agent.
  const overview = buildOverview(input.snapshot, { guidelines: input.config.guidelines, requirement: input.requirement });
  const start = await startSession(input, { overview, clock, state, advance });
  if (start.stop) return finish(start.stop, start.note, [], start.record);
  const analysisRecord = start.record;

  let note = setFrontmatter(start.note, { status: 'planning' });
  const records = await readDomainRecords(input.store, analysisRecord.domains);
  state.domains = buildDomainProgress(analysisRecord.domains, records, note);
  const replan = (input.replan?.domains ?? []).map((name) => findReplanTarget(analysisRecord.domains, name));
  for (const target of replan) {
    const progress = state.domains.find((d) => d.slug === target.slug);
    if (progress) progress.state = 'pending';
  }

  advance('domains');
  note = await runDomains({
    note,
    records,
    record: analysisRecord,
    overview,
    input,
    state,
    report,
    ...(replan.length > 0 && input.replan ? { revision: { slugs: replan.map((r) => r.slug), feedback: input.replan.feedback } } : {}),
  });

  advance('link');
  note = await linkDomains({ note, records, input, state });

  advance('detect');
  const completed = await completeSession({ note, records, input, state, clock });
  advance('complete');
  state.done.push('complete');
  return finish(completed.status, completed.note, completed.conflicts, analysisRecord);
}

/** The run's state, reported as a copy on every change; a phase left is counted done. */
function trackProgress(input: PlanRunInput) {
  const state: RunState = {
    sessionId: input.sessionId,
    phase: 'init',
    done: [],
    domains: [],
    usage: [],
    notice: null,
  };
  const report = () => input.onProgress?.(structuredClone(state));
  const advance = (phase: RunState['phase']) => {
    if (state.phase !== phase && !state.done.includes(state.phase)) state.done.push(state.phase);
    state.phase = phase;
    report();
  };
  return { state, report, advance };
}

/** The domains already planned in this session folder (a continued run keeps them). */
async function readDomainRecords(store: SessionStore, domains: DomainBrief[]): Promise<Map<string, DomainRecord>> {
  const records = new Map<string, DomainRecord>();
  for (const brief of domains) {
    const existing = await readJson<DomainRecord>(store, domainRecordPath(brief.slug), isDomainRecord);
    if (existing) records.set(brief.slug, existing);
  }
  return records;
}

/** A domain is done only when its record completed and the note still has its tasks. */
function buildDomainProgress(domains: DomainBrief[], records: Map<string, DomainRecord>, note: PlanNote): RunState['domains'] {
  return domains.map((d) => {
    const done = records.get(d.slug);
    const planned = note.domains.find((n) => n.slug === d.slug)?.state === 'planned';
    return {
      slug: d.slug,
      title: d.title,
      state: done?.status === 'completed' && planned ? 'done' : 'pending',
      tasks: done?.status === 'completed' ? done.tasks.length : 0,
      ms: null,
      error: null,
    };
  });
}

function buildResult(
  input: PlanRunInput,
  state: RunState,
  status: RunStatus,
  note: PlanNote,
  conflicts: Conflict[],
  rec: AnalysisRecord | undefined,
): PlanRunResult {
  return {
    sessionId: input.sessionId,
    status,
    note,
    conflicts,
    state: structuredClone(state),
    usage: summarizeUsage(state.usage),
    analysis: rec?.analysis ?? emptyAnalysis(),
    domains: rec?.domains ?? [],
    provider: input.provider.name,
    grounding: groundingOf(note, (path) => input.snapshot.has(path)),
    ...withLinks(runLinks(input)),
  };
}

const withLinks = (links: PointLinks | undefined) => (links ? { links } : {});

function findReplanTarget(domains: DomainBrief[], name: string): DomainBrief {
  const key = domainKey(name);
  const found = domains.find((d) => d.slug === key || domainKey(d.title) === key);
  if (!found) throw new Error(`there is no domain "${name}" in this plan (domains: ${domains.map((d) => d.slug).join(', ')})`);
  return found;
}

function emptyAnalysis(): Analysis {
  return {
    complexity: 'Medium',
    understanding: { core_objectives: [], key_points: [], constraints: [], split_strategy: '' },
    sub_domains: [],
    open_questions: [],
  };
}
