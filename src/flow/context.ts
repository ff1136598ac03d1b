// What the App and the Action hand to the GitHub flow: the forge, settings and the ports it builds
// the run from. Everything host-specific (Probot context, workflow env) stays in the entries.
import type { NoteChecker } from '../planner/note-check.js';
import type { Provider } from '../contract/types.js';
import type { CplanConfig } from '../core/config/config.js';
import type { Forge, IssueInfo } from '../forge/types.js';
import type { Snapshot, SnapshotFilters } from '../repo/types.js';
import type { BudgetLike } from '../planner/run.js';
import type { Clock } from '../planner/types.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * The ports of one event, the same for every run it starts: the forge (the real one, or a
 * DryRunForge the entry swapped in: nothing here knows which), settings, loaders and the log.
 */
export interface EventBase {
  forge: Forge;
  defaultBranch: string;
  /** Loads the repository at a commit (tarball, or the workflow's checkout). */
  loadSnapshot(sha: string, filters: SnapshotFilters): Promise<Snapshot>;
  /** Builds the provider for this run; throws a ConfigError-like message when it cannot. */
  createProvider(config: CplanConfig, budget: BudgetLike): Provider;
  createBudget(config: CplanConfig): BudgetLike & { dispose(): void };
  clock: Clock;
  log: Logger;
  workflowUrl?: string;
  /** The server's web URL for permalinks: `https://github.com` (default) or a GHES server's, e.g. `https://ghe.example.com`. */
  webUrl?: string;
  /** Minimum time between status comment edits (2 s); tests pass 0. */
  statusIntervalMs?: number;
  /** First wait before the final status edit is tried again (5 s, doubling); tests pass 0. */
  statusRetryMs?: number;
  /** Re-detection of an untrusted plan note within a budget; default: in process. */
  noteChecker?: NoteChecker;
  /** Queue mode: where an earlier attempt of this job left its session (another worker's, maybe). */
  resume?: { sessionId: string; branch: string };
  /** Told once a run knows its session, before its status comment is written (the queue keeps it). */
  onSession?(session: { sessionId: string; branch: string }): Promise<void>;
  /** Queue mode: this attempt and how many there are; a transient failure before the last is tried again. */
  attempt?: { number: number; of: number };
  /** Told of every phase a run enters (a worker's shutdown waits for the next one). */
  onPhase?(phase: string): void;
}

/** An event that passed the guards: its validated config and the person it answers. */
export interface RunContext extends EventBase {
  config: CplanConfig;
  /** Login of the person who started the run (the only one the bot may address). */
  actor: string;
  /** The app's own login (`slug[bot]`) when known: only its comments' markers count. */
  self?: string;
  /** Told the run's status comment once it exists: a second command meanwhile is pointed at it. */
  onStatusUrl?(url: string): Promise<void>;
  /** The event's locks, for work that locks something other than its own issue (an execution locks its plan). */
  locks?: {
    acquire(key: string): boolean | Promise<boolean>;
    release(key: string): void | Promise<void>;
    whenFree?(key: string): Promise<void>;
  };
}

/** A run for an issue (number 0: a dispatched task with no issue). */
export interface FlowContext extends RunContext {
  issue: IssueInfo;
}

export interface FlowResult {
  status: 'completed' | 'partial' | 'awaiting-approval' | 'cancelled' | 'failed' | 'ignored' | 'replied' | 'queued';
  sessionId?: string;
  branch?: string;
  pr?: { number: number; url: string; draft: boolean };
  conflicts?: { total: number; critical: number; high: number; medium: number; open: number };
  costUsd?: number;
  error?: string;
  /** The failure is transient and the queue tries again (the status comment says so). */
  retry?: boolean;
  statusCommentUrl?: string;
  /** Per-domain outcome, execution waves and token totals, for the Action's job summary. */
  domains?: { slug: string; state: string; tasks: number }[];
  waves?: string[][];
  tokens?: { input: number; output: number };
}

/** The server's web URL (github.com unless the entry says otherwise). */
export const webUrlOf = (ctx: Pick<EventBase, 'webUrl'>): string => ctx.webUrl ?? 'https://github.com';
