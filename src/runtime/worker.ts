// `cplan worker`: runs the App's queued events (any number of processes on any number of machines).
// Each job is the event the App accepted: the worker acts for its installation, with one run per
// issue across the fleet (a Redis lock owned by the job id, so the same job taken up again by
// another worker after a crash goes on), and leaves the session it started in the job so the next
// attempt continues it: no second status comment, PR or review, no finished domain planned again.
import { createProbot, ProbotOctokit } from 'probot';
import { describeError, reasonOf } from '../core/shared/errors.js';
import { guardConfigReads } from '../forge/config-guard.js';
import { withNetworkRetries, writeIntervalFromEnv, writeSpacing } from '../forge/octokit.js';
import type { FlowResult, Logger } from '../flow/context.js';
import type { EventSource, Guards } from '../flow/pipeline.js';
import { reportAbandoned } from '../flow/abandoned.js';
import { dispatchEvent, subjectOf } from '../flow/queued.js';
import { type IssueLockStore, type JobOutcome, type JobWorker, type RunningJob, startJobWorker } from './queue.js';
import { type JobData, readJob } from './jobs.js';
import { eventPorts, type PortOptions, type SharedPorts, sharedPorts } from './ports.js';
import { ShutdownTracker } from './shutdown.js';

export interface WorkerOptions extends PortOptions {
  redisUrl: string;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** A job's lock without renewal (ms): a dead worker's job is taken by another after about this. */
  lockMs: number;
  /** On shutdown, how long the current phase may take to end before the job is handed back (ms). */
  graceMs: number;
  log: Logger;
  /** An Octokit acting for an installation; default: Probot's, from APP_ID, PRIVATE_KEY and GHE_HOST. */
  installationOctokit?: (installationId: number) => Promise<unknown>;
}

export interface RunningWorker {
  ready(): Promise<void>;
  /** Stops taking jobs; lets each active job end its phase (within the grace), hands back the rest. */
  stop(): Promise<void>;
  worker: JobWorker;
  tracker: ShutdownTracker;
}

/** The issue lock's life without renewal; renewed every third of it while the run goes on. */
const lockTtl = (lockMs: number) => Math.max(2 * lockMs, 2000);

export function startWorker(options: WorkerOptions): RunningWorker {
  const shared = sharedPorts(options, import.meta.url);
  const octokitFor = options.installationOctokit ?? probotInstallations(shared.env);
  const tracker = new ShutdownTracker(options.graceMs);
  const worker: JobWorker = startJobWorker(options.redisUrl, processJob, {
    concurrency: options.concurrency,
    lockMs: options.lockMs,
    onError: (message) => options.log.warn(`cplan worker: ${message}`),
    onAbandoned: (job) => reportAbandonedJob(job, { octokitFor, shared, log: options.log }),
  });

  async function processJob(job: RunningJob): Promise<JobOutcome> {
    const guards = fleetGuards(worker.locks, job, lockTtl(options.lockMs), options.log);
    const outcome = await tracker.run(job.id, (onPhase) => runJob(job, guards, onPhase));
    // A handed-back run is abandoned here: its issue is free for the worker that takes the job up.
    if (outcome.outcome === 'hand-back') await guards.releaseAll();
    return outcome;
  }

  async function runJob(job: RunningJob, guards: FleetGuards, onPhase: (phase: string) => void): Promise<JobOutcome> {
    const read = readJob(job.data);
    if ('error' in read) {
      options.log.error(`job ${job.id}: ${read.error}`);
      return { outcome: 'dead', cause: read.error };
    }
    const data = read.job;
    const name = `${data.repository.fullName}#${subjectOf(data.event)} (${data.event.kind}, job ${job.id}, attempt ${job.attempt.number} of ${job.attempt.of})`;
    options.log.info(`cplan worker: started ${name}`);
    // A resumed session and a re-check wait for a busy issue or PR (the job is put off) instead of
    // answering busy or being dropped: a push's re-check must run after the one before it.
    // Tracking a task PR or issue waits for its plan's lock the same way: its step must not be lost.
    guards.resumed = data.resume !== undefined || ['recheck', 'pull', 'issue-state'].includes(data.event.kind);
    try {
      const result = await runEvent(job, data, guards, onPhase);
      options.log.info(`cplan worker: ${result.status} ${name}${result.error ? `: ${result.error}` : ''}`);
      return outcomeOf(result);
    } catch (error) {
      if (error instanceof IssueLockHeld) {
        options.log.info(`cplan worker: put off ${name}: ${error.message}`);
        return { outcome: 'later', delayMs: Math.ceil(lockTtl(options.lockMs) / 2) };
      }
      const { message } = describeError(error);
      options.log.error(`cplan worker: failed ${name}: ${message}`);
      return reasonOf(error).retryable ? { outcome: 'retry', cause: message } : { outcome: 'dead', cause: message };
    }
  }

  async function runEvent(job: RunningJob, data: JobData, guards: FleetGuards, onPhase: (phase: string) => void): Promise<FlowResult> {
    const octokit = await octokitFor(data.installationId);
    withNetworkRetries(octokit as object, { ...options.networkRetry, log: { info: (m) => options.log.info(m) } });
    const { owner, repo } = data.repository;
    const base = {
      ...eventPorts(octokit, data.repository, options.log, shared),
      ...(data.resume ? { resume: data.resume } : {}),
      onSession: (session: { sessionId: string; branch: string }) => job.updateData({ ...data, resume: session }),
      attempt: job.attempt,
      onPhase,
    };
    const source: EventSource = {
      deliveryId: data.deliveryId,
      // The config the App accepted the event under; read again only for re-checks (none was read).
      loadConfig: () => (data.config ? Promise.resolve(data.config) : readRepoConfig(octokit, owner, repo)),
      base,
    };
    return dispatchEvent(data.event, source, guards);
  }

  return {
    ready: () => worker.ready(),
    async stop() {
      await Promise.all([tracker.stop(), worker.close()]);
    },
    worker,
    tracker,
  };
}

/** A job the queue failed at its stall limit: its status comment says so (when it has one). */
async function reportAbandonedJob(
  job: { id: string; data: unknown },
  deps: { octokitFor: (installationId: number) => Promise<unknown>; shared: SharedPorts; log: Logger },
): Promise<void> {
  const read = readJob(job.data);
  if ('error' in read || !read.job.resume) return;
  const data = read.job;
  const resume = data.resume as NonNullable<JobData['resume']>;
  const octokit = await deps.octokitFor(data.installationId);
  const { forge, clock } = eventPorts(octokit, data.repository, deps.log, deps.shared);
  const trigger = typeof data.config?.trigger === 'string' ? data.config.trigger : '/plan';
  const cause = 'the workers running this plan stopped before it ended, again and again (out of memory, or killed)';
  const reported = await reportAbandoned({ forge, clock }, { issue: subjectOf(data.event), ...resume, trigger, cause });
  deps.log.error(`cplan worker: job ${job.id} failed at the queue's stall limit${reported ? '; its status comment says so' : ''}`);
}

/** The queue's answer to a run's result: transient failures are tried again, other failures are dead letters. */
function outcomeOf(result: FlowResult): JobOutcome {
  if (result.status !== 'failed') return { outcome: 'done' };
  const cause = result.error ?? 'the run failed';
  return result.retry ? { outcome: 'retry', cause } : { outcome: 'dead', cause };
}

/** The issue is locked by an earlier run of this job, or of the session it resumes: try again later. */
class IssueLockHeld extends Error {}

export interface FleetGuards extends Guards {
  /** The job resumes a session (it waits for the issue rather than answering "busy"). */
  resumed: boolean;
  releaseAll(): Promise<void>;
}

/**
 * Guards of a queued event: the App already authorized and acknowledged it, and the job id is the
 * claim (BullMQ runs a job once at a time). The issue's lock is the fleet's, owned by this
 * processing of the job (`<job id>:<lock token>`): a worker that takes the job over after a stall
 * gets a new token, so while the first worker is still alive (slow, not dead) and renews the lock,
 * the new one waits instead of running the session beside it. A job that resumes a session waits
 * too when another job holds the issue; a new one answers that a run is going on.
 */
export function fleetGuards(locks: IssueLockStore, job: Pick<RunningJob, 'id' | 'token'>, ttlMs: number, log?: Logger): FleetGuards {
  const owner = `${job.id}:${job.token}`;
  const renewals = new Map<string, ReturnType<typeof setInterval>>();
  const guards: FleetGuards = {
    accepted: true,
    resumed: false,
    claim: () => true,
    async acquire(key) {
      if (!(await locks.acquire(key, owner, ttlMs))) {
        const holder = (await locks.ownerOf(key)) ?? '';
        if (holder.startsWith(`${job.id}:`)) throw new IssueLockHeld(`an earlier processing of this job still holds ${key}`);
        if (guards.resumed) throw new IssueLockHeld(`another run holds ${key}`);
        return false;
      }
      const renew = () =>
        void locks.renew(key, owner, ttlMs).then(
          (held) => held || log?.warn(`cplan worker: the lock of ${key} was lost (expired or taken)`),
          () => undefined,
        );
      const timer = setInterval(renew, Math.floor(ttlMs / 3));
      timer.unref();
      renewals.set(key, timer);
      return true;
    },
    async release(key) {
      clearInterval(renewals.get(key));
      renewals.delete(key);
      await locks.release(key, owner);
    },
    urlOf: (key) => locks.urlOf(key),
    setUrl: (key, url) => locks.setUrl(key, owner, url, ttlMs),
    async releaseAll() {
      for (const key of [...renewals.keys()]) await guards.release(key);
    },
  };
  return guards;
}

/**
 * `.github/cplan.yml` as Probot's `context.config` reads it (with `_extends`), through its config
 * plugin, behind the size guard (the plugin parses what it fetches).
 */
async function readRepoConfig(octokit: unknown, owner: string, repo: string): Promise<unknown> {
  const config = (guardConfigReads(octokit as object) as { config: { get(o: object): Promise<{ config: unknown }> } }).config;
  return (await config.get({ owner, repo, path: '.github/cplan.yml' })).config ?? {};
}

/** Installation Octokits from the App's own settings (the same variables `probot run` reads). */
function probotInstallations(env: NodeJS.ProcessEnv): (installationId: number) => Promise<unknown> {
  // CPLAN_GITHUB_WRITE_INTERVAL_MS replaces the throttling plugin's spacing of writes (1 s; 3 s for
  // those that notify people), as for the Action and the CLI.
  const interval = writeIntervalFromEnv(env);
  const Octokit =
    interval === undefined
      ? undefined
      : ProbotOctokit.defaults((o: { throttle?: object }) => ({ ...o, throttle: { ...o.throttle, ...writeSpacing(interval) } }));
  const probot = createProbot({ env, ...(Octokit ? { overrides: { Octokit } } : {}) });
  return (installationId) => probot.auth(installationId);
}
