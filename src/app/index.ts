// The Probot app (default export), thin: webhook → comment event → the shared GitHub flow.
// Runnable with `probot run dist/app.js`; GHE works through Probot's GHE_HOST / GHE_PROTOCOL.
import type { Context, Probot } from 'probot';
import type { CplanConfig } from '../core/config.js';
import { GitHubForge } from '../forge/github.js';
import type { Logger } from '../planner/github/context.js';
import { DeliveryLog, IssueLocks } from '../planner/github/guards.js';
import { handleComment } from '../planner/github/handle-comment.js';
import { handleLabel } from '../planner/github/handle-label.js';
import { createBudget, createProvider } from '../planner/providers.js';
import type { BudgetLike } from '../planner/run.js';
import { SnapshotCache } from '../repo/cache.js';
import { loadTarballSnapshot } from '../repo/tarball.js';
import type { SnapshotFilters } from '../repo/types.js';

type WebhookIssue = Context<'issue_comment.created'>['payload']['issue'];

export interface AppOptions {
  env?: NodeJS.ProcessEnv;
  /** Minimum time between status comment edits; tests pass 0. */
  statusIntervalMs?: number;
  now?: () => Date;
}

export function createApp(options: AppOptions = {}) {
  const env = options.env ?? process.env;
  const guards = { deliveries: new DeliveryLog(), locks: new IssueLocks() };
  const snapshots = new SnapshotCache(4);
  const clock = { now: options.now ?? (() => new Date()) };

  return (app: Probot) => {
    app.on('issue_comment.created', async (context: Context<'issue_comment.created'>) => {
      const { comment, issue, repository } = context.payload;
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
          base: {
            forge,
            issue: {
              number: issue.number,
              title: issue.title,
              body: issue.body ?? '',
              state: issue.state === 'closed' ? 'closed' : 'open',
              author: issue.user?.login ?? '',
              isPullRequest: Boolean(issue.pull_request),
              labels: (issue.labels ?? []).map((l) => (typeof l === 'string' ? l : (l.name ?? ''))),
            },
            defaultBranch: repository.default_branch,
            loadSnapshot: (sha, filters) =>
              snapshots.get(`${repository.full_name} ${JSON.stringify(filters)}`, sha, async () =>
                loadTarballSnapshot(await forge.tarball(sha), {
                  source: repository.full_name,
                  commit: sha,
                  filters,
                }),
              ),
            createProvider: (config, budget) =>
              createProvider({ choice: config.provider, config, budget, env }),
            createBudget,
            clock,
            log,
            ...(options.statusIntervalMs !== undefined ? { statusIntervalMs: options.statusIntervalMs } : {}),
          },
        },
        guards,
      );
    });
  };
}

export default createApp();
