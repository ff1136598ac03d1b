// The state of a planning run as the planner reports it and the status comment shows it.
import type { AgentUsage } from './usage.js';

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

export interface RunState {
  sessionId: string;
  phase: Phase;
  /** Phases finished so far, in order. */
  done: Phase[];
  domains: DomainProgress[];
  usage: AgentUsage[];
  /** Set when the run stops early for a reason the person should read (budget, timeout). */
  notice: string | null;
}
