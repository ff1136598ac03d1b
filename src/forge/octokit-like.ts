// The part of an Octokit the adapter's modules use (one type, so they need not import each other).
import type { Octokit } from '@octokit/rest';

/** What cplan uses of an Octokit: `@octokit/rest` and Probot's `context.octokit` both fit. */
export type OctokitLike = Pick<Octokit, 'rest' | 'paginate'> & {
  graphql?: (query: string, variables?: Record<string, unknown>) => Promise<unknown>;
  /** Octokit's logger (Probot's for `context.octokit`): where a forge without `log` reports. */
  log?: { warn(message: string): void };
};
