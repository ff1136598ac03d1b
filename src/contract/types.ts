// The LLM port in cplan's own words. Providers (Anthropic, OpenAI-compatible, offline) implement `Provider`; the
// planner never sees an SDK type. The submissions' types are inferred from the zod schemas in
// schemas.ts (field for field), which also validate them and generate the submit tools.
import type { z } from 'zod';
import { CplanError, type ErrorDetails } from '../core/shared/errors.js';
import type { AgentUsage } from '../core/shared/usage.js';
import type { Snapshot } from '../repo/types.js';
import type { analysisSchema, domainPlanSchema, levelSchema, linksSchema, subDomainSchema, submittedTaskSchema } from './schemas.js';

export type { AgentUsage } from '../core/shared/usage.js';

export type Level = z.output<typeof levelSchema>;

export type SubDomainProposal = z.output<typeof subDomainSchema>;

/** `submit_analysis`. */
export type Analysis = z.output<typeof analysisSchema>;

/** A task as a domain agent submits it; `key` is its own, `depends_on` lists keys of the same domain. */
export type SubmittedTask = z.output<typeof submittedTaskSchema>;

/** `submit_domain_plan`. */
export type DomainPlan = z.output<typeof domainPlanSchema>;

export interface AgentResult<T> {
  value: T;
  usage: AgentUsage;
}

/** The domain list every domain agent sees (identical for all of them: part of the shared prefix). */
export interface DomainBrief {
  slug: string;
  title: string;
  description: string;
  range: [number, number];
  key_concerns: string[];
}

export interface UnderstandRequest {
  requirement: string;
  /** Repository overview text. */
  overview: string;
  maxDomains: number;
  locale: 'en' | 'zh';
  /** Set when a previous plan was rejected and a different split is wanted. */
  rejectionReason?: string;
  snapshot: Snapshot;
  signal?: AbortSignal;
}

export interface DomainRequest {
  requirement: string;
  overview: string;
  analysis: Analysis;
  domains: DomainBrief[];
  /** The domain this agent plans. */
  domain: DomainBrief;
  maxTasks: number;
  locale: 'en' | 'zh';
  snapshot: Snapshot;
  /** Revision: the domain's previous tasks (plan-note text) and the reviewers' feedback. */
  previousPlan?: string;
  feedback?: string;
  signal?: AbortSignal;
}

export interface LinkNeed {
  /** Task id of the task that needs something, e.g. "TASK-003". */
  task_id: string;
  from_domain: string;
  what: string;
}

export interface LinkCandidate {
  id: string;
  title: string;
  domain: string;
  /** The files the task's modification points name. */
  files?: string[];
  /** The task's dependencies so far (ids): a link that would close a cycle with them is refused. */
  depends_on?: string[];
}

export interface LinkRequest {
  needs: LinkNeed[];
  /** Every task of every domain, in id order. */
  tasks: LinkCandidate[];
  /** The repository: the offline provider links from its own graph (tests, imports, layers). */
  snapshot?: Snapshot;
  /** The requirement, with the repository: a name it takes away orders its callers first. */
  requirement?: string;
  signal?: AbortSignal;
}

/** `submit_links`: for each need, the task ids it depends on (possibly empty when nothing fits). */
export type LinkResult = z.output<typeof linksSchema>;

export interface Provider {
  readonly name: 'anthropic' | 'bedrock' | 'vertex' | 'openai' | 'offline';
  understand(request: UnderstandRequest): Promise<AgentResult<Analysis>>;
  planDomain(request: DomainRequest): Promise<AgentResult<DomainPlan>>;
  link(request: LinkRequest): Promise<AgentResult<LinkResult>>;
  /** True when `link` orders tasks from the repository itself (it gets the snapshot and every task's files). */
  readonly linksRepository?: boolean;
}

/** Raised when an agent cannot produce a valid submission (after repairs) or the call fails for good. */
export class AgentError extends CplanError {
  constructor(
    message: string,
    readonly agent: string,
    readonly usage?: AgentUsage,
    /** Default reason: invalid_output (the model's answer never validated); service: anthropic. */
    options?: Partial<ErrorDetails>,
  ) {
    super(message, { service: 'anthropic', ...options, reason: options?.reason ?? 'invalid_output' });
    this.name = 'AgentError';
  }
}

/** Raised when the run's budget (cost or time) is exhausted; the planner stops cleanly. */
export class BudgetError extends CplanError {
  constructor(
    message: string,
    readonly kind: 'cost' | 'timeout',
  ) {
    super(message, { reason: kind === 'cost' ? 'budget' : 'timeout', retryable: kind === 'timeout' });
    this.name = 'BudgetError';
  }
}

/**
 * What to lower for a shorter answer, by agent: cplan has no setting for the output token limit
 * itself, so the answer has to fit it.
 */
function shorterAnswerHint(agent: string): string {
  if (agent.startsWith('domain:') || agent.startsWith('revise:')) return ': lower `max_tasks_per_domain` for a shorter plan';
  if (agent === 'understanding') return ': lower `max_domains` for a shorter split';
  return '';
}

export interface OutputLimit {
  agent: string;
  submit: string;
  /** The output token limit the cut turn was sent with (max_tokens, max_completion_tokens). */
  limit: number;
  usage: AgentUsage;
  service: NonNullable<ErrorDetails['service']>;
  /** The invalid-output error it replaces (its problems stay in the message, after the first line). */
  cause?: Error;
}

/**
 * The error of an agent that gave no valid submission after a turn was cut at the output token
 * limit. The generic "invalid" message would send people after a stronger model, when the answer
 * simply did not fit; the reason goes first, on the line that people see.
 */
export function outputLimitError(cut: OutputLimit): AgentError {
  const first =
    `${cut.agent}: the model's answer was cut at the output token limit (${cut.limit} tokens) and gave no valid ${cut.submit}; ` +
    `cplan has no setting for that limit${shorterAnswerHint(cut.agent)}`;
  return new AgentError(cut.cause ? `${first}\n${cut.cause.message}` : first, cut.agent, cut.usage, {
    reason: 'invalid_output',
    service: cut.service,
    ...(cut.cause ? { cause: cut.cause } : {}),
  });
}

/** Tells the model its last answer was cut, so that the next one is shorter instead of cut again. */
export function outputLimitNote(limit: number): string {
  return `Your last answer was cut off at the output token limit (${limit} tokens). Keep the next one shorter.`;
}
