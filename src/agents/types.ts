// The LLM port in cplan's own words. Providers (Anthropic, offline) implement `Provider`; the
// planner never sees an SDK type. Shapes of the submissions follow spec §9 field for field.
import type { Snapshot } from '../repo/types.js';

export type Level = 'Low' | 'Medium' | 'High';

export interface Understanding {
  core_objectives: string[];
  key_points: string[];
  constraints: string[];
  split_strategy: string;
}

export interface SubDomainProposal {
  focus_area: string;
  description: string;
  key_concerns: string[];
  estimated_effort: Level;
  depends_on_domains: string[];
}

/** `submit_analysis`. */
export interface Analysis {
  complexity: Level;
  understanding: Understanding;
  sub_domains: SubDomainProposal[];
  open_questions: string[];
}

export interface SubmittedModificationPoint {
  file: string;
  location: string;
  change: string;
}

export interface SubmittedTask {
  /** The agent's own key for the task; `depends_on` refers to keys of the same domain. */
  key: string;
  title: string;
  description: string;
  complexity: Level;
  conflict_risk: Level;
  scope: string;
  depends_on: string[];
  needs_from_domains: { domain: string; what: string }[];
  modification_points: SubmittedModificationPoint[];
  convergence_criteria: string[];
  estimated_effort: Level;
}

export interface Evidence {
  relevant_files: { path: string; rationale: string; role: string }[];
  existing_patterns: string[];
  constraints: string[];
}

/** `submit_domain_plan`. */
export interface DomainPlan {
  tasks: SubmittedTask[];
  evidence: Evidence;
}

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface AgentUsage extends Usage {
  /** Agent name: "understanding", "domain:<slug>", "link", "revise:<slug>". */
  agent: string;
  model: string;
  calls: number;
  cost_usd: number;
}

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
  /** Repository overview text (spec §10). */
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
}

export interface LinkRequest {
  needs: LinkNeed[];
  /** Every task of every domain, in id order. */
  tasks: LinkCandidate[];
  signal?: AbortSignal;
}

/** For each need, the task ids it depends on (possibly empty when nothing fits). */
export interface LinkResult {
  links: { task_id: string; depends_on: string[] }[];
}

export interface Provider {
  readonly name: 'anthropic' | 'offline';
  understand(request: UnderstandRequest): Promise<AgentResult<Analysis>>;
  planDomain(request: DomainRequest): Promise<AgentResult<DomainPlan>>;
  link(request: LinkRequest): Promise<AgentResult<LinkResult>>;
}

/** Raised when an agent cannot produce a valid submission (after repairs) or the call fails for good. */
export class AgentError extends Error {
  constructor(
    message: string,
    readonly agent: string,
    readonly usage?: AgentUsage,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AgentError';
  }
}

/** Raised when the run's budget (cost or time) is exhausted; the planner stops cleanly. */
export class BudgetError extends Error {
  constructor(
    message: string,
    readonly kind: 'cost' | 'timeout',
  ) {
    super(message);
    this.name = 'BudgetError';
  }
}
