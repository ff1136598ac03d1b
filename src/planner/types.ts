// The planner's ports and the run state it reports. Entries (CLI, App, Action) supply the ports.
import type { AgentUsage } from '../agents/types.js';
import type { SessionFile } from '../core/artifacts.js';

/** The session folder, wherever it lives: a directory on disk, or a branch (one commit per write). */
export interface SessionStore {
  /** A file of the session folder by relative path, or undefined. */
  read(path: string): Promise<string | undefined>;
  /** Writes files together; on a branch this is one commit with `message`. */
  write(files: SessionFile[], message: string): Promise<void>;
}

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

export type RunStatus = 'completed' | 'partial' | 'awaiting-approval' | 'cancelled';

export interface Clock {
  now(): Date;
}
