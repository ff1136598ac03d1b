// The planner's ports and the run state it reports. Entries (CLI, App, Action) supply the ports.

export type { SessionStore } from '../stores/types.js';

export type { RunState } from '../core/run-state.js';

export type RunStatus = 'completed' | 'partial' | 'awaiting-approval' | 'cancelled';

export interface Clock {
  now(): Date;
}

/** Wall time, for entries that were given no clock. */
export const SYSTEM_CLOCK: Clock = { now: () => new Date() };
