// The planner's ports and the run state it reports. Entries (CLI, App, Action) supply the ports.
import type { Analysis, DomainBrief, Provider, SubDomainProposal } from '../contract/types.js';
import type { CplanConfig } from '../core/config/config.js';
import type { Grounding } from '../core/engine/grounding.js';
import type { PointLinks } from '../core/render/permalinks.js';
import type { Conflict, PlanNote } from '../core/shared/model.js';
import type { UsageSummary } from '../core/shared/usage.js';
import type { Snapshot } from '../repo/types.js';
import type { LinkBase } from './permalinks.js';

import type { RunState } from '../core/shared/run-state.js';
import type { SessionStore } from '../session/types.js';

export type { RunState, SessionStore };

export type RunStatus = 'completed' | 'partial' | 'awaiting-approval' | 'cancelled';

export interface Clock {
  now(): Date;
}

/** Wall time, for entries that were given no clock. */
export const SYSTEM_CLOCK: Clock = { now: () => new Date() };

/** What the planner needs of a budget: a check before each call and a signal that ends calls. */
export interface BudgetLike {
  assertOpen(): void;
  readonly signal?: AbortSignal;
}

export interface PlanRunInput {
  requirement: string;
  sessionId: string;
  snapshot: Snapshot;
  provider: Provider;
  store: SessionStore;
  config: CplanConfig;
  /** Skip the confirmation stop (`-y`, `confirm: false`, or `/plan approve`). */
  yes: boolean;
  serial?: boolean;
  clock?: Clock;
  source?: { repo?: string; issue?: number; commit?: string };
  /**
   * Where modification points link: `{ server }` (the web URL, github.com or a GHES server) makes
   * permalinks at `source.commit` of `source.repo`; `{ local }` relative links from the session
   * folder to the repository root (the CLI without a remote). None by default.
   */
  links?: LinkBase;
  budget?: BudgetLike;
  /** Answers to the open questions, given with `/plan approve`. */
  answers?: string;
  /** A split chosen by a person (`/plan split …`), replacing the proposed one before planning. */
  split?: SubDomainProposal[];
  /** Plan these domains again with the reviewers' feedback (`/plan replan`, revisions). */
  replan?: { domains: string[]; feedback: string };
  /** Written to the frontmatter with the final status (a revision's count). */
  revision?: number;
  onProgress?: (state: RunState) => void;
}

export interface PlanRunResult {
  sessionId: string;
  status: RunStatus;
  note: PlanNote;
  conflicts: Conflict[];
  state: RunState;
  usage: UsageSummary;
  analysis: Analysis;
  domains: DomainBrief[];
  /** Which provider ran (the CLI and status always say so). */
  provider: Provider['name'];
  /** Modification points grounded in the snapshot, of those that name a file (core/grounding.ts). */
  grounding: Grounding;
  /** Links of the modification points (for the PR body and review comments), when the run has a link base. */
  links?: PointLinks;
}
