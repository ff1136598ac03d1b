// The state of a planning run as the planner reports it and the status comment shows it.

export type Phase = 'init' | 'understand' | 'confirm' | 'domains' | 'link' | 'detect' | 'complete';
export type DomainRunState = 'pending' | 'running' | 'done' | 'failed' | 'skipped';

export interface DomainProgress {
  slug: string;
  title: string;
  state: DomainRunState;
  tasks: number;
  ms: number | null;
  error: string | null;
}

export interface UsageLine {
  agent: string;
  model: string;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cost_usd: number;
}

export interface RunState {
  sessionId: string;
  phase: Phase;
  /** Phases finished so far, in order. */
  done: Phase[];
  domains: DomainProgress[];
  usage: UsageLine[];
  /** Set when the run stops early for a reason the person should read (budget, timeout). */
  notice: string | null;
}
