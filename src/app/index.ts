// The Probot app (default export), thin: webhook → event → the shared guard pipeline and flow.
// Runnable with `probot run ./dist/app.js` (Probot 14 resolves the app path like an import, so the
// `./` is needed); GHE works through Probot's GHE_HOST / GHE_PROTOCOL.
// Probot's Octokit keeps its own retry and throttling; cplan adds the network layer of
// forge/octokit.ts to it, so an unreachable GitHub is retried visibly and given up within a minute.
import type { Context, Probot } from 'probot';
import type { Provider } from '../agents/types.js';
import type { CplanConfig } from '../core/config.js';
import { GitHubForge } from '../forge/github.js';
import { type NetworkRetryOptions, unreachableCause, withNetworkRetries } from '../forge/octokit.js';
import { toIssue, toPullRequest, toReview } from '../forge/payloads.js';
import type { EventBase, Logger } from '../planner/github/context.js';
import { handleComment } from '../planner/github/handle-comment.js';
import { handleLabel } from '../planner/github/handle-label.js';
import { handleReview } from '../planner/github/handle-review.js';
import { type EventSource, type Guards, newGuards, readConfig } from '../planner/github/pipeline.js';
import { recheckPullRequest } from '../planner/github/recheck.js';
import { defaultNoteChecker, type NoteChecker } from '../planner/note-check.js';
import { createBudget, createProvider } from '../planner/providers.js';
import type { BudgetLike } from '../planner/run.js';
import { SnapshotCache } from '../repo/cache.js';
import { loadTarballSnapshot } from '../repo/tarball.js';

type RepoEvent = Context<'issue_comment.created'> | Context<'issues.labeled'> | Context<'pull_request_review.submitted'>;
type PushEvent = Context<'pull_request.opened' | 'pull_request.synchronize'>;
type AnyEvent = RepoEvent | PushEvent;

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
  /** The app's own login (`<slug>[bot]`); default: asked of GitHub once per app (see `appLogin`). */
  botLogin?: string;
}

/**
 * The app's own login, `<slug>[bot]`, asked of GitHub once per app. Probot 14 offers no setting
 * for it, but `app.auth()` without an installation id is the app's own (JWT) Octokit, and
 * `GET /app` names the app. Probot run with a plain token (`probot receive -t`) has no app identity:
 * undefined, and no request. The guard pipeline asks only once an event is a cplan command; a
 * failed lookup is logged and tried again by the next one.
 */
export function appLogin(app: Pick<Probot, 'auth' | 'log'>): () => Promise<string | undefined> {
  let known: Promise<string | undefined> | undefined;
  const lookup = async () => {
    const octokit = await app.auth();
    // Signing the JWT needs no request; a token or no credentials answer with another type.
    const auth = (await octokit.auth({ type: 'app' })) as { type?: string };
    if (auth.type !== 'app') return undefined;
    const { data } = await octokit.rest.apps.getAuthenticated();
    return data?.slug ? `${data.slug}[bot]` : undefined;
  };
  return () =>
    (known ??= lookup().catch((error: unknown) => {
      known = undefined;
      app.log.warn(`cplan could not look up its own login: ${(error as Error).message}`);
      return undefined;
    }));
}

/** What the app keeps across events: built once by createApp. */
interface Shared {
  options: AppOptions;
  env: NodeJS.ProcessEnv;
  guards: Guards;
  snapshots: SnapshotCache;
  clock: { now(): Date };
  noteChecker: NoteChecker;
}

export function createApp(options: AppOptions = {}) {
  const shared: Shared = {
    options,
    env: options.env ?? process.env,
    guards: newGuards(),
    snapshots: new SnapshotCache(4),
    clock: { now: options.now ?? (() => new Date()) },
    // A pushed plan note is untrusted: its re-check runs in a worker with a time limit (when bundled).
    noteChecker: options.noteChecker ?? defaultNoteChecker(import.meta.url),
  };
  return (app: Probot) => register(app, shared);
}

/** The ports of one event: one forge and one logger over the installation's Octokit. */
function eventBase(context: AnyEvent, shared: Shared): EventBase {
  const { options, env, snapshots } = shared;
  const { repository } = context.payload;
  const forge = new GitHubForge({ octokit: context.octokit as never, owner: repository.owner.login, repo: repository.name });
  const log: Logger = { info: (m) => context.log.info(m), warn: (m) => context.log.warn(m), error: (m) => context.log.error(m) };
  return {
    forge,
    defaultBranch: repository.default_branch,
    noteChecker: shared.noteChecker,
    loadSnapshot: (sha, filters) =>
      snapshots.get(`${repository.full_name} ${JSON.stringify(filters)}`, sha, async () =>
        loadTarballSnapshot(await forge.tarball(sha), { source: repository.full_name, commit: sha, filters }),
      ),
    createProvider: options.createProvider ?? ((config, budget) => createProvider({ choice: config.provider, config, budget, env })),
    createBudget,
    clock: shared.clock,
    log,
    ...webUrlOfRepository(repository),
    ...(options.statusIntervalMs !== undefined ? { statusIntervalMs: options.statusIntervalMs } : {}),
  };
}

/** The server's web URL from the repository's own (`https://ghe.example.com/o/r` → `https://ghe.example.com`). */
function webUrlOfRepository(repository: { html_url?: string; full_name: string }): { webUrl?: string } {
  const url = repository.html_url ?? '';
  return url.endsWith(`/${repository.full_name}`) ? { webUrl: url.slice(0, -repository.full_name.length - 1) } : {};
}

/**
 * Every request of an event, config reads included, goes through the network retries; an
 * unreachable GitHub ends the event with one line, not a stack (nothing more can be done).
 */
const handled =
  <C extends AnyEvent>(shared: Shared, handler: (context: C, base: EventBase) => Promise<unknown>) =>
  async (context: C): Promise<void> => {
    withNetworkRetries(context.octokit, { ...shared.options.networkRetry, log: { info: (m) => context.log.info(m) } });
    try {
      await handler(context, eventBase(context, shared));
    } catch (error) {
      if (!unreachableCause(error)) throw error;
      const { repository } = context.payload;
      context.log.error(`cplan gave up on this ${context.name} event of ${repository.full_name}: ${(error as Error).message}`);
    }
  };

/** A push to a plan PR: re-check it. Anyone may push, so there is no actor to authorize. */
async function recheck(context: PushEvent, base: EventBase, shared: Shared): Promise<void> {
  const loaded = await readConfig(() => context.config('cplan.yml', {}));
  if ('error' in loaded) {
    if (unreachableCause(loaded.error)) throw loaded.error;
    base.log.warn(`re-check skipped: ${(loaded.error as Error).message}`);
    return;
  }
  const ctx = {
    forge: base.forge,
    config: loaded.config,
    clock: shared.clock,
    log: base.log,
    checker: shared.noteChecker,
    loadSnapshot: base.loadSnapshot,
    ...(base.webUrl ? { webUrl: base.webUrl } : {}),
  };
  await recheckPullRequest(ctx, toPullRequest(context.payload.pull_request));
}

function register(app: Probot, shared: Shared): void {
  const { guards } = shared;
  const given = shared.options.botLogin;
  // Once per app: the lookup's answer (or its absence) is shared by every event.
  const botLogin = given !== undefined ? async () => given : appLogin(app);
  const source = (context: RepoEvent, base: EventBase): EventSource => ({
    deliveryId: context.id,
    loadConfig: () => context.config('cplan.yml', {}),
    base,
    botLogin,
  });
  app.on(
    'issue_comment.created',
    handled(shared, async (context, base) => {
      const { comment, issue } = context.payload;
      const said = {
        id: comment.id,
        body: comment.body ?? '',
        author: comment.user?.login ?? '',
        authorType: comment.user?.type ?? 'User',
      };
      await handleComment({ ...source(context, base), comment: said, issue: toIssue(issue) }, guards);
    }),
  );
  app.on(
    ['pull_request.opened', 'pull_request.synchronize'],
    handled(shared, (context: PushEvent, base) => recheck(context, base, shared)),
  );
  app.on(
    'pull_request_review.submitted',
    handled(shared, async (context, base) => {
      const { review, pull_request: pr } = context.payload;
      const pull = { number: pr.number, headRef: pr.head.ref, title: pr.title };
      await handleReview({ ...source(context, base), review: toReview(review), pull }, guards);
    }),
  );
  app.on(
    'issues.labeled',
    handled(shared, async (context, base) => {
      const { label, sender, issue } = context.payload;
      const event = { label: label?.name ?? '', sender: { login: sender.login, type: sender.type }, issue: toIssue(issue) };
      await handleLabel({ ...source(context, base), ...event }, guards);
    }),
  );
}

export default createApp();
