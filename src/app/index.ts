// The Probot app (default export), thin: webhook → event → the shared guard pipeline and flow.
// Runnable with `probot run ./dist/app.js` (Probot 14 resolves the app path like an import, so the
// `./` is needed); GHE works through Probot's GHE_HOST / GHE_PROTOCOL.
// Probot's Octokit keeps its own retry and throttling; cplan adds the network layer of
// forge/octokit.ts to it, so an unreachable GitHub is retried visibly and given up within a minute.
// With REDIS_URL set (queue mode) the app only validates, authorizes, acknowledges and queues each
// event; `cplan worker` processes run it. Without it everything runs here, in one process.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApplicationFunctionOptions, Context, Probot } from 'probot';
import type { CplanConfig } from '../core/config/config.js';
import { guardConfigReads } from '../forge/config-guard.js';
import { unreachableCause, withNetworkRetries } from '../forge/octokit.js';
import { eventOfPayload } from '../flow/payload-events.js';
import type { EventBase, FlowResult, Logger } from '../flow/context.js';
import { type EventSource, type Guards, newGuards } from '../flow/pipeline.js';
import { dispatchEvent, type QueuedEvent, subjectOf } from '../flow/queued.js';
import { type JobQueue, openJobQueue } from '../runtime/queue.js';
import { buildJob, jobIdOf } from '../runtime/jobs.js';
import { eventPorts, type PortOptions, repositoryRef, type SharedPorts, sharedPorts } from '../runtime/ports.js';

type RepoEvent =
  | Context<'issue_comment.created'>
  | Context<'issues.labeled' | 'issues.closed' | 'issues.reopened'>
  | Context<'pull_request_review.submitted'>;
type PushEvent = Context<
  'pull_request.opened' | 'pull_request.synchronize' | 'pull_request.reopened' | 'pull_request.edited' | 'pull_request.closed'
>;
type AnyEvent = RepoEvent | PushEvent;

export interface AppOptions extends PortOptions {
  /** The app's own login (`<slug>[bot]`); default: asked of GitHub once per app (see `appLogin`). */
  botLogin?: string;
  /** Queue mode with this queue (tests, embedders); default: a BullMQ queue when REDIS_URL is set. */
  queue?: JobQueue;
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
interface Shared extends SharedPorts {
  options: AppOptions;
  guards: Guards;
  /** Queue mode: where accepted events go. */
  queue: JobQueue | undefined;
}

export function createApp(options: AppOptions = {}) {
  return (app: Probot, extra?: ApplicationFunctionOptions) => {
    const ports = sharedPorts(options, import.meta.url);
    const redisUrl = ports.env.REDIS_URL;
    const queue = options.queue ?? (redisUrl ? openJobQueue(redisUrl) : undefined);
    const shared: Shared = { ...ports, options, guards: newGuards(), queue };
    if (queue) app.log.info('cplan: queue mode (REDIS_URL): events are queued for `cplan worker` processes');
    try {
      extra?.addHandler?.(healthHandler(queue));
    } catch {
      // A Probot without an HTTP server (`probot receive`, embedders) has nowhere to serve it.
    }
    register(app, shared);
  };
}

/** The ports of one event: one forge and one logger over the installation's Octokit. */
function eventBase(context: AnyEvent, shared: Shared): EventBase {
  const log: Logger = { info: (m) => context.log.info(m), warn: (m) => context.log.warn(m), error: (m) => context.log.error(m) };
  return eventPorts(context.octokit, repositoryRef(context.payload.repository), log, shared);
}

/** `GET /cplan/health`: the mode and, in queue mode, Redis and the queue's figures (503 when Redis does not answer). */
function healthHandler(queue: JobQueue | undefined) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/cplan/health') return false;
    let code = 200;
    let body: Record<string, unknown> = { status: 'ok', mode: queue ? 'queue' : 'embedded' };
    if (queue) {
      try {
        body = { ...body, redis: 'up', queue: await queue.figures() };
      } catch (error) {
        code = 503;
        body = { status: 'unavailable', mode: 'queue', redis: 'down', error: (error as Error).message };
      }
    }
    res.writeHead(code, { 'content-type': 'application/json' }).end(`${JSON.stringify(body)}\n`);
    return true;
  };
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

/**
 * Queue mode: the job of an accepted event. A comment's job id is the comment's own (repository,
 * id, edit time), so the same comment under a second delivery id adds nothing; other events' is
 * the delivery's.
 */
async function enqueue(queue: JobQueue, context: AnyEvent, queued: QueuedEvent, config?: CplanConfig): Promise<FlowResult> {
  const payload = context.payload as { installation?: { id?: number }; comment?: { updated_at?: unknown } };
  const installation = payload.installation?.id;
  const { repository } = context.payload;
  if (!installation) {
    context.log.error(`cplan cannot queue this ${context.name} event of ${repository.full_name}: it names no installation`);
    return { status: 'ignored' };
  }
  const ref = repositoryRef(repository);
  const id = jobIdOf(context.id, { repository: ref, event: queued, updatedAt: payload.comment?.updated_at });
  const { added } = await queue.add(id, buildJob(context.id, installation, ref, queued, config));
  context.log.info(
    `cplan ${added ? 'queued' : 'already had'} ${queued.kind} of ${repository.full_name}#${subjectOf(queued)} (delivery ${context.id}, job ${id})`,
  );
  return { status: 'queued' };
}

function register(app: Probot, shared: Shared): void {
  const { guards, queue } = shared;
  const given = shared.options.botLogin;
  // Once per app: the lookup's answer (or its absence) is shared by every event.
  const botLogin = given !== undefined ? async () => given : appLogin(app);
  const dispatch = (context: AnyEvent, base: EventBase, queued: QueuedEvent) => {
    const source: EventSource = {
      deliveryId: context.id,
      // Through the size guard: Probot's config plugin parses what it fetches, on this event loop.
      loadConfig: () => {
        guardConfigReads(context.octokit);
        return context.config('cplan.yml', {});
      },
      base,
      botLogin,
      // The delivery log is in memory: after a restart, the 👀 tells a redelivery from a new comment.
      skipAcknowledged: true,
      ...(queue ? { handOff: (config?: CplanConfig) => enqueue(queue, context, queued, config) } : {}),
    };
    return dispatchEvent(queued, source, guards);
  };
  // One conversion of a payload for the App, the worker and the Action (flow/payload-events.ts).
  const on = (context: AnyEvent, base: EventBase) => {
    const queued = eventOfPayload(context.name, context.payload);
    return queued ? dispatch(context, base, queued) : Promise.resolve(undefined);
  };
  app.on('issue_comment.created', handled(shared, on));
  // Plan PRs are re-checked on pushes; task PRs (`/plan execute`) are tracked until they close.
  app.on(
    ['pull_request.opened', 'pull_request.synchronize', 'pull_request.reopened', 'pull_request.edited', 'pull_request.closed'],
    handled(shared, on),
  );
  app.on('pull_request_review.submitted', handled(shared, on));
  app.on(['issues.labeled', 'issues.closed', 'issues.reopened'], handled(shared, on));
}

export default createApp();
