// The start of a planning run: a new session (or a new split) is understood and its template
// written; an existing one is read back, and stops here when cancelled or still awaiting approval.
import type { Analysis } from '../contract/types.js';
import type { PlanNote } from '../core/shared/model.js';
import { parsePlanNote } from '../core/note/parse.js';
import { ANALYSIS_PATH, type AnalysisRecord, isAnalysisRecord, readJson, recordFile } from './records.js';
import type { PlanRunInput } from './types.js';
import type { Clock, RunState } from './types.js';
import { buildAnalysisRecord, buildDomainBriefs, buildTemplate, type TemplateContext } from './understand.js';

export interface SessionStart {
  note: PlanNote;
  record: AnalysisRecord;
  /** The run ends here with this status (nothing planned yet). */
  stop?: 'cancelled' | 'awaiting-approval';
}

/** What the start needs of the run: the repository overview, the clock and the run's progress. */
export interface StartContext {
  overview: string;
  clock: Clock;
  state: RunState;
  advance: (phase: RunState['phase']) => void;
}

export async function startSession(input: PlanRunInput, ctx: StartContext): Promise<SessionStart> {
  const existingText = await input.store.read('plan-note.md');
  const record = existingText === undefined ? undefined : await readJson<AnalysisRecord>(input.store, ANALYSIS_PATH, isAnalysisRecord);
  if (existingText === undefined || record === undefined || input.split) return understandSession(input, ctx, record);
  return resumeSession(input, existingText, record);
}

/** Phase 1: the analysis (or the person's split of the previous one), then the template, written. */
async function understandSession(input: PlanRunInput, ctx: StartContext, previous: AnalysisRecord | undefined): Promise<SessionStart> {
  ctx.advance('understand');
  const analysis = await analyse(input, ctx, previous);
  const domains = buildDomainBriefs(analysis, input.config.max_domains);
  const awaiting = input.config.confirm && !input.yes;
  const context: TemplateContext = {
    sessionId: input.sessionId,
    requirement: previous?.requirement ?? input.requirement,
    createdAt: previous?.created_at ?? ctx.clock.now().toISOString(),
    locale: input.config.locale,
    provider: input.provider.name,
    status: awaiting ? 'awaiting-approval' : 'planning',
    ...(input.source ? { source: input.source } : {}),
  };
  const record = buildAnalysisRecord(analysis, domains, context);
  const note = parsePlanNote(buildTemplate(analysis, domains, context));
  await input.store.write(
    [{ path: 'plan-note.md', content: note.toString() }, recordFile(ANALYSIS_PATH, record)],
    'cplan: understanding and plan template',
  );
  ctx.state.domains = domains.map((d) => ({
    slug: d.slug,
    title: d.title,
    state: 'pending',
    tasks: 0,
    ms: null,
    error: null,
  }));
  if (!awaiting) return { note, record };
  ctx.advance('confirm');
  return { note, record, stop: 'awaiting-approval' };
}

/** A person's split replaces the proposed one without asking the agent again. */
async function analyse(input: PlanRunInput, ctx: StartContext, previous: AnalysisRecord | undefined): Promise<Analysis> {
  if (input.split && previous) return { ...previous.analysis, sub_domains: input.split };
  input.budget?.assertOpen();
  const result = await input.provider.understand({
    requirement: input.requirement,
    overview: ctx.overview,
    maxDomains: input.config.max_domains,
    locale: input.config.locale,
    snapshot: input.snapshot,
    ...(input.budget?.signal ? { signal: input.budget.signal } : {}),
  });
  ctx.state.usage.push(result.usage);
  return result.value;
}

/** An existing session: stop when cancelled or not yet approved; answers join the requirement. */
async function resumeSession(input: PlanRunInput, existingText: string, record: AnalysisRecord): Promise<SessionStart> {
  const note = parsePlanNote(existingText);
  const status = note.frontmatter.status;
  if (status === 'cancelled') return { note, record, stop: 'cancelled' };
  if (status === 'awaiting-approval' && !input.yes) return { note, record, stop: 'awaiting-approval' };
  if (!input.answers) return { note, record };
  const answered = {
    ...record,
    requirement: `${record.requirement}\n\nAnswers to the open questions:\n${input.answers}`,
  };
  await input.store.write([recordFile(ANALYSIS_PATH, answered)], 'cplan: answers to the open questions');
  return { note, record: answered };
}
