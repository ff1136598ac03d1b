// The planner's ports and the run state it reports. Entries (CLI, App, Action) supply the ports.
import type { SessionFile } from '../core/artifacts.js';

/** The session folder, wherever it lives: a directory on disk, or a branch (one commit per write). */
export interface SessionStore {
  /** A file of the session folder by relative path, or undefined. */
  read(path: string): Promise<string | undefined>;
  /** Writes files together; on a branch this is one commit with `message`. */
  write(files: SessionFile[], message: string): Promise<void>;
}

export type { DomainProgress, DomainRunState, Phase, RunState } from '../core/run-state.js';

export type RunStatus = 'completed' | 'partial' | 'awaiting-approval' | 'cancelled';

export interface Clock {
  now(): Date;
}
