// The Probot app (default export), thin: webhook → event → the shared GitHub flow.
// Runnable with `probot run ./dist/app.js` (Probot 14 resolves the app path like an import, so the
// `./` is needed); GHE works through Probot's GHE_HOST / GHE_PROTOCOL.
// Probot's Octokit keeps its own retry and throttling; cplan adds the network layer of
// forge/octokit.ts to it, so an unreachable GitHub is retried visibly and given up within a minute.
import type { Context, Probot } from 'probot';
import type { Provider } from '../agents/types.js';
import { type CplanConfig, validateConfig } from '../core/config.js';
import { GitHubForge } from '../forge/github.js';
import { type NetworkRetryOptions, unreachableCause, withNetworkRetries } from '../forge/octokit.js';
import { type IssueJson, toIssue, toPullRequest, toReview } from '../forge/payloads.js';
import type { FlowContext, Logger } from '../planner/github/context.js';
import { DeliveryLog, IssueLocks } from '../planner/github/guards.js';
import { handleComment } from '../planner/github/handle-comment.js';
import { handleReview } from '../planner/github/handle-review.js';
import { handleLabel } from '../planner/github/handle-label.js';
import { recheckPullRequest } from '../planner/github/recheck.js';
import { defaultNoteChecker, type NoteChecker } from '../planner/note-check.js';
import { createBudget, createProvider } from '../planner/providers.js';
import type { BudgetLike } from '../planner/run.js';
import { SnapshotCache } from '../repo/cache.js';
import { loadTarballSnapshot } from '../repo/tarball.js';
import type { SnapshotFilters } from '../repo/types.js';

type RepoEvent = Context<'issue_comment.created'> | Context<'issues.labeled'> | Context<'pull_request_review.submitted'>;
type AnyEvent = RepoEvent | Context<'pull_request.opened' | 'pull_request.synchronize'>;

export interface AppOptions {
  env?: NodeJS.ProcessEnv;
  /** Minimum time between status comment edits; tests pass 0. */
  statusIntervalMs?: number;
  now?: () => Date;
  /** Replaces the provider factory (tests and embedders); default: by config and environment. */
  createProvider?: (config: CplanConfig, budget: BudgetLike) => Provider;
  /** Retries of requests that got no answer from GitHub; tests pass `delayMs: () => 0`. */
  networkRetry?: Omit<NetworkRetryOptions, 'log'>;
  /** Re-detection of pushed plan notes; default: a worker thread beside the bundle, with a time limit. */
  noteChecker?: NoteChecker;
}

export function createApp(options: AppOptions = {}) {
  const env = options.env ?? process.env;
  const guards = { deliveries: new DeliveryLog(), locks: new IssueLocks() };
  const snapshots = new SnapshotCache(4);
  const clock = { now: options.now ?? (() => new Date()) };
  // A pushed plan note is untrusted: its re-check runs in a worker with a time limit (when bundled).
  const noteChecker = options.noteChecker ?? defaultNoteChecker(import.meta.url);

  // Every request of an event, config reads included, goes through the network retries.
  const prepare = (context: AnyEvent) => {
    withNetworkRetries(context.octokit, { ...options.networkRetry, log: { info: (m) => context.log.info(m) } });
  };
  // An unreachable GitHub ends the event with one line, not a stack (nothing more can be done).
  const handled =
    <C extends AnyEvent>(handler: (context: C) => Promise<unknown>) =>
    async (context: C): Promise<void> => {
      prepare(context);
      try {
        await handler(context);
      } catch (error) {
        if (!unreachableCause(error)) throw error;
        const { repository } = context.payload;
        context.log.error(`cplan gave up on this ${context.name} event of ${repository.full_name}: ${(error as Error).message}`);
      }
    };

  // What both events share: the forge over the installation's Octokit, the issue, the ports.
  const baseOf = (context: RepoEvent, issue: IssueJson): Omit<FlowContext, 'config' | 'actor'> => {
    const { repository } = context.payload;
    const forge = new GitHubForge({
      octokit: context.octokit as never,
      owner: repository.owner.login,
      repo: repository.name,
    });
    const log: Logger = {
      info: (m) => context.log.info(m),
      warn: (m) => context.log.warn(m),
      error: (m) => context.log.error(m),
    };
    return {
      forge,
      issue: toIssue(issue),
      defaultBranch: repository.default_branch,
      noteChecker,
      loadSnapshot: (sha: string, filters: SnapshotFilters) =>
        snapshots.get(`${repository.full_name} ${JSON.stringify(filters)}`, sha, async () =>
          loadTarballSnapshot(await forge.tarball(sha), {
            source: repository.full_name,
            commit: sha,
            filters,
          }),
        ),
      createProvider:
        options.createProvider ??
        ((config: CplanConfig, budget: BudgetLike) => createProvider({ choice: config.provider, config, budget, env })),
      createBudget,
      clock,
      log,
      ...(options.statusIntervalMs !== undefined ? { statusIntervalMs: options.statusIntervalMs } : {}),
    };
  };

  return (app: Probot) => {
    app.on(
      'issue_comment.created',
      handled(async (context) => {
        const { comment } = context.payload;
        await handleComment(
          {
            deliveryId: context.id,
            comment: {
              id: comment.id,
              body: comment.body ?? '',
              author: comment.user?.login ?? '',
              authorType: comment.user?.type ?? 'User',
            },
            loadConfig: () => context.config('cplan.yml', {}),
            base: baseOf(context, context.payload.issue),
          },
          guards,
        );
      }),
    );
    app.on(
      ['pull_request.opened', 'pull_request.synchronize'],
      handled(async (context) => {
        const { pull_request: pr, repository } = context.payload;
        const forge = new GitHubForge({ octokit: context.octokit as never, owner: repository.owner.login, repo: repository.name });
        const log: Logger = { info: (m) => context.log.info(m), warn: (m) => context.log.warn(m), error: (m) => context.log.error(m) };
        let config: CplanConfig;
        try {
          config = validateConfig(await context.config('cplan.yml', {}));
        } catch (error) {
          if (unreachableCause(error)) throw error;
          log.warn(`re-check skipped: ${(error as Error).message}`);
          return;
        }
        await recheckPullRequest({ forge, config, clock, log, checker: noteChecker }, toPullRequest(pr));
      }),
    );
    app.on(
      'pull_request_review.submitted',
      handled(async (context) => {
        const { review, pull_request: pr } = context.payload;
        await handleReview(
          {
            deliveryId: context.id,
            review: toReview(review),
            pull: { number: pr.number, headRef: pr.head.ref },
            loadConfig: () => context.config('cplan.yml', {}),
            base: baseOf(context, {
              number: pr.number,
              title: pr.title,
              body: pr.body,
              state: pr.state,
              user: pr.user,
              pull_request: {},
              labels: [],
            }),
          },
          guards,
        );
      }),
    );
    app.on(
      'issues.labeled',
      handled(async (context) => {
        const { label, sender } = context.payload;
        await handleLabel(
          {
            deliveryId: context.id,
            label: label?.name ?? '',
            sender: { login: sender.login, type: sender.type },
            loadConfig: () => context.config('cplan.yml', {}),
            base: baseOf(context, context.payload.issue),
          },
          guards,
        );
      }),
    );
  };
}

export default createApp();
