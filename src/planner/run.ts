// The planning run: understand → (confirm) → domains in parallel → link → detect →
// complete. Every phase's result lives in the session folder, so a second call on the same folder
// continues: it runs only the domains whose pool is empty or failed, then link, detect, complete.
import type { Analysis, DomainBrief, Provider, SubDomainProposal } from '../agents/types.js';
import type { UsageSummary } from '../core/usage.js';
import type { CplanConfig } from '../core/config.js';
import { setFrontmatter } from '../core/edit.js';
import type { Conflict, PlanNote } from '../core/model.js';
import { domainKey } from '../core/names.js';
import { parsePlanNote } from '../core/parse.js';
import { buildOverview } from '../repo/overview.js';
import type { Snapshot } from '../repo/types.js';
import { completeSession, summarizeUsage } from './complete.js';
import { runDomains } from './domains.js';
import { linkDomains } from './link.js';
import {
  ANALYSIS_PATH,
  type AnalysisRecord,
  type DomainRecord,
  domainRecordPath,
  isAnalysisRecord,
  isDomainRecord,
  readJson,
  recordFile,
} from './records.js';
import { type Clock, type RunState, type RunStatus, type SessionStore, SYSTEM_CLOCK } from './types.js';
import { buildAnalysisRecord, buildDomainBriefs, buildTemplate } from './understand.js';

/** What the planner needs of a budget: a check before each call and a signal that ends calls. */
export interface BudgetLike {
  assertOpen(): void;
  readonly signal?: AbortSignal;
}

export interface PlanRunInput {
  requirement: string;
  sessionId: string;
  snapshot: Snapshot;
  provider: Provider;
  store: SessionStore;
  config: CplanConfig;
  /** Skip the confirmation stop (`-y`, `confirm: false`, or `/plan approve`). */
  yes: boolean;
  serial?: boolean;
  clock?: Clock;
  source?: { repo?: string; issue?: number; commit?: string };
  budget?: BudgetLike;
  /** Answers to the open questions, given with `/plan approve`. */
  answers?: string;
  /** A split chosen by a person (`/plan split …`), replacing the proposed one before planning. */
  split?: SubDomainProposal[];
  /** Plan these domains again with the reviewers' feedback (`/plan replan`, revisions). */
  replan?: { domains: string[]; feedback: string };
  /** Written to the frontmatter with the final status (a revision's count). */
  revision?: number;
  onProgress?: (state: RunState) => void;
}

export interface PlanRunResult {
  sessionId: string;
  status: RunStatus;
  note: PlanNote;
  conflicts: Conflict[];
  state: RunState;
  usage: UsageSummary;
  analysis: Analysis;
  domains: DomainBrief[];
  /** Which provider ran (the CLI and status always say so). */
  provider: Provider['name'];
}

export async function runPlan(input: PlanRunInput): Promise<PlanRunResult> {
  const clock = input.clock ?? SYSTEM_CLOCK;
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
  const overview = buildOverview(input.snapshot, { guidelines: input.config.guidelines });
  const existingText = await input.store.read('plan-note.md');
  let record = existingText === undefined ? undefined : await readJson<AnalysisRecord>(input.store, ANALYSIS_PATH, isAnalysisRecord);
  let note: PlanNote;

  if (existingText === undefined || record === undefined || input.split) {
    advance('understand');
    let analysis: Analysis;
    if (input.split && record) {
      analysis = { ...record.analysis, sub_domains: input.split };
    } else {
      input.budget?.assertOpen();
      const result = await input.provider.understand({
        requirement: input.requirement,
        overview,
        maxDomains: input.config.max_domains,
        locale: input.config.locale,
        snapshot: input.snapshot,
        ...(input.budget?.signal ? { signal: input.budget.signal } : {}),
      });
      state.usage.push(result.usage);
      analysis = result.value;
    }
    const domains = buildDomainBriefs(analysis, input.config.max_domains);
    const awaiting = input.config.confirm && !input.yes;
    const context = {
      sessionId: input.sessionId,
      requirement: record?.requirement ?? input.requirement,
      createdAt: record?.created_at ?? clock.now().toISOString(),
      locale: input.config.locale,
      provider: input.provider.name,
      status: awaiting ? 'awaiting-approval' : 'planning',
      ...(input.source ? { source: input.source } : {}),
    };
    record = buildAnalysisRecord(analysis, domains, context);
    note = parsePlanNote(buildTemplate(analysis, domains, context));
    await input.store.write(
      [{ path: 'plan-note.md', content: note.toString() }, recordFile(ANALYSIS_PATH, record)],
      'cplan: understanding and plan template',
    );
    state.domains = domains.map((d) => ({
      slug: d.slug,
      title: d.title,
      state: 'pending',
      tasks: 0,
      ms: null,
      error: null,
    }));
    if (awaiting) {
      advance('confirm');
      return finish('awaiting-approval', note, [], record);
    }
  } else {
    note = parsePlanNote(existingText);
    const status = note.frontmatter.status;
    if (status === 'cancelled') return finish('cancelled', note, [], record);
    if (status === 'awaiting-approval' && !input.yes) return finish('awaiting-approval', note, [], record);
    if (input.answers) {
      record = {
        ...record,
        requirement: `${record.requirement}\n\nAnswers to the open questions:\n${input.answers}`,
      };
      await input.store.write([recordFile(ANALYSIS_PATH, record)], 'cplan: answers to the open questions');
    }
  }
  const analysisRecord = record;

  note = setFrontmatter(note, { status: 'planning' });
  const records = new Map<string, DomainRecord>();
  for (const brief of analysisRecord.domains) {
    const existing = await readJson<DomainRecord>(input.store, domainRecordPath(brief.slug), isDomainRecord);
    if (existing) records.set(brief.slug, existing);
  }
  state.domains = analysisRecord.domains.map((d) => {
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

  function finish(status: RunStatus, finalNote: PlanNote, conflicts: Conflict[], rec: AnalysisRecord | undefined): PlanRunResult {
    report();
    return {
      sessionId: input.sessionId,
      status,
      note: finalNote,
      conflicts,
      state: structuredClone(state),
      usage: summarizeUsage(state.usage),
      analysis: rec?.analysis ?? emptyAnalysis(),
      domains: rec?.domains ?? [],
      provider: input.provider.name,
    };
  }
}

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
