// Phase 2: one domain agent per pending domain, in parallel (bounded by `concurrency`). A failed
// domain does not stop the others; each finished domain is spliced into its own two sections and
// written, and domains that finish while a write is in flight go into the next write together.
import { describeError } from '../core/shared/errors.js';
import { AgentError, BudgetError, type DomainBrief, type DomainRequest } from '../contract/types.js';
import { markUnverified } from '../grounding/verify.js';
import type { SessionFile } from '../core/render/artifacts.js';
import { replaceEvidence, replaceTaskPool } from '../core/note/edit.js';
import type { PlanNote } from '../core/shared/model.js';
import { buildTaskFiles } from '../core/render/render-json.js';
import { renderEvidenceBody, renderTaskPoolBody } from '../core/note/writers.js';
import type { Snapshot } from '../repo/types.js';
import { type AssignedDomain, assignTasks } from './assign.js';
import { mapLimit, WriteQueue } from './concurrency.js';
import { type AnalysisRecord, type DomainRecord, domainRecordPath, recordFile } from './records.js';
import type { PlanRunInput } from './types.js';
import { type RunState, SYSTEM_CLOCK } from './types.js';

interface DomainPhase {
  note: PlanNote;
  records: Map<string, DomainRecord>;
  record: AnalysisRecord;
  overview: string;
  input: PlanRunInput;
  state: RunState;
  report: () => void;
  /** A domain planned again with feedback: its previous pool goes into the prompt. */
  revision?: { slugs: string[]; feedback: string };
}

export async function runDomains(phase: DomainPhase): Promise<PlanNote> {
  const { input, state, record } = phase;
  // The run's clock (the default is wall time): a test's clock makes the reported durations exact.
  const now = () => (input.clock ?? SYSTEM_CLOCK).now().getTime();
  let note = phase.note;
  const dirty = new Set<string>();
  const queue = new WriteQueue(async () => {
    const slugs = [...dirty].sort();
    dirty.clear();
    await input.store.write(buildDomainFiles(note, phase.records, slugs), `cplan: plan ${slugs.join(', ')}`);
  });

  const pending = record.domains.filter((d) => state.domains.find((p) => p.slug === d.slug)?.state !== 'done');
  const concurrency = input.serial ? 1 : input.config.concurrency;
  let stopped: string | null = null;

  // Each domain: call the agent, then splice and record its outcome synchronously after the one
  // await, so that domains finishing together never interleave their updates of `note` and `state`.
  await mapLimit(pending, concurrency, async (brief) => {
    const progress = state.domains.find((p) => p.slug === brief.slug);
    if (!progress) return;
    if (stopped) {
      progress.state = 'skipped';
      progress.error = stopped;
      return;
    }
    const started = now();
    progress.state = 'running';
    progress.error = null;
    phase.report();
    let rec: DomainRecord;
    try {
      input.budget?.assertOpen();
      const result = await input.provider.planDomain(buildDomainRequest(phase, brief, note));
      state.usage.push(result.usage);
      const assigned = grounded(assignTasks(result.value, brief, input.config.max_tasks_per_domain), input.snapshot);
      rec = { ...recordHead(brief), status: 'completed', error: null, ...assigned, usage: result.usage };
      note = replaceTaskPool(note, brief.slug, renderTaskPoolBody(assigned.tasks, note.locale, { description: brief.description }));
      note = replaceEvidence(note, brief.slug, renderEvidenceBody(assigned.evidence, note.locale));
      progress.state = 'done';
      progress.tasks = assigned.tasks.length;
    } catch (error) {
      if (error instanceof BudgetError) {
        stopped = error.message;
        state.notice = error.message;
        progress.state = 'skipped';
        progress.error = error.message;
        phase.report();
        return;
      }
      // Committed into plan-note.md: the one failure text, first line only and with secrets redacted.
      const message = describeError(error).message;
      if (error instanceof AgentError && error.usage) state.usage.push(error.usage);
      rec = failedRecord(brief, message, error);
      note = replaceTaskPool(note, brief.slug, renderTaskPoolBody([], note.locale, { description: brief.description, failure: message }));
      progress.state = 'failed';
      progress.error = message;
    }
    progress.ms = now() - started;
    phase.records.set(brief.slug, rec);
    dirty.add(brief.slug);
    phase.report();
    await queue.request();
  });
  await queue.drain();
  return note;
}

/** The domain's tasks with every point still not found in the repository marked `(unverified: …)`. */
function grounded(assigned: AssignedDomain, snapshot: Snapshot): AssignedDomain {
  return { ...assigned, tasks: markUnverified(assigned.tasks, snapshot) };
}

/** One write of the domains finished since the last: the note, their records and their task files. */
function buildDomainFiles(note: PlanNote, records: Map<string, DomainRecord>, slugs: string[]): SessionFile[] {
  const files: SessionFile[] = [{ path: 'plan-note.md', content: note.toString() }];
  const taskFiles = buildTaskFiles(note);
  for (const slug of slugs) {
    const rec = records.get(slug);
    if (rec) files.push(recordFile(domainRecordPath(slug), rec));
    files.push(...taskFiles.filter((f) => f.path.startsWith(`domains/${slug}/`)));
  }
  return files;
}

/** The domain agent's request; a domain planned again gets its previous pool and the feedback. */
function buildDomainRequest(phase: DomainPhase, brief: DomainBrief, note: PlanNote): DomainRequest {
  const { input, record } = phase;
  return {
    requirement: record.requirement,
    overview: phase.overview,
    analysis: record.analysis,
    domains: record.domains,
    domain: brief,
    maxTasks: input.config.max_tasks_per_domain,
    locale: input.config.locale,
    snapshot: input.snapshot,
    ...(input.budget?.signal ? { signal: input.budget.signal } : {}),
    ...(phase.revision?.slugs.includes(brief.slug) ? { previousPlan: poolText(note, brief.slug), feedback: phase.revision.feedback } : {}),
  };
}

function recordHead(brief: DomainBrief): Pick<DomainRecord, 'domain' | 'title' | 'range'> {
  return { domain: brief.slug, title: brief.title, range: brief.range };
}

/** A failed domain's record: no tasks, and the usage the agent had spent when it failed. */
function failedRecord(brief: DomainBrief, message: string, error: unknown): DomainRecord {
  return {
    ...recordHead(brief),
    status: 'failed',
    error: message,
    tasks: [],
    needs: [],
    evidence: { relevantFiles: [], existingPatterns: [], constraints: [] },
    warnings: [],
    usage: error instanceof AgentError ? (error.usage ?? null) : null,
  };
}

function poolText(note: PlanNote, slug: string): string {
  const section = note.sections.find((s) => s.kind === 'task-pool' && s.domain === slug);
  return section ? note.text.slice(section.bodyStart, section.end).trim() : '';
}
