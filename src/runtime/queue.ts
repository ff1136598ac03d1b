// The job queue on Redis through BullMQ (the only module that imports bullmq or ioredis). The App
// adds a job per accepted event (its id from jobs.ts: a comment's own, else the delivery's);
// `cplan worker` processes run them. What BullMQ gives: one job per id (the same comment or
// delivery again adds nothing, even when both arrive at once), stalled-job recovery (a worker
// that dies loses its lock and another takes the job after the stall interval), retries with
// backoff and a failed set (the dead letter). What cplan adds here: a per-issue lock across the
// fleet and a stalled counter.
import { DelayedError, Queue, QueueEvents, UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';

export const QUEUE_NAME = 'cplan';

/** Attempts per job and the first backoff delay (doubled per attempt) for transient failures. */
export const JOB_ATTEMPTS = 3;
const BACKOFF_MS = 30_000;

export interface QueueFigures {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  /** Jobs taken back from a worker that stopped renewing its lock, since the queue was created. */
  stalled: number;
}

export interface JobQueue {
  /**
   * Adds a job unless one with this id exists (then `added` is false). Two adds of one id at the
   * same moment still make one job (BullMQ's add is atomic), though both may answer `added`.
   */
  add(id: string, data: unknown): Promise<{ added: boolean }>;
  figures(): Promise<QueueFigures>;
  /** Answers when Redis does (a health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a job ended with: done, try again after a backoff (a transient failure: counts as an
 * attempt), failed for good (the dead letter), handed back to the queue (a worker stopping), or
 * put off for a while without counting an attempt (its issue is still locked by an earlier run).
 */
export type JobOutcome =
  | { outcome: 'done' }
  | { outcome: 'retry'; cause: string }
  | { outcome: 'dead'; cause: string }
  | { outcome: 'hand-back' }
  | { outcome: 'later'; delayMs: number };

export interface RunningJob {
  id: string;
  /** This processing's lock token: a job taken over after a stall gets a new one. */
  token: string;
  data: unknown;
  /** This attempt (1-based) and how many there are in all. */
  attempt: { number: number; of: number };
  /** Keeps notes across attempts and workers (e.g. the session a run started). */
  updateData(data: unknown): Promise<void>;
}

export interface JobWorkerOptions {
  concurrency: number;
  /** How long a job's lock lasts without renewal: a dead worker's job is taken back after about this. */
  lockMs: number;
  /** Errors of the worker itself (a lost connection, a lock that could not be renewed). */
  onError?(message: string): void;
  /**
   * A job the queue itself failed — its workers died more often than the stall limit allows — so
   * no processor ever saw the end of it. Told once across the fleet (a Redis marker per job).
   */
  onAbandoned?(job: { id: string; data: unknown }, reason: string): Promise<void>;
}

/** The failed reason BullMQ gives a job whose workers died too often (moveStalledJobsToWait). */
const STALL_LIMIT = 'job stalled more than allowable limit';

export interface JobWorker {
  /** Resolves when the worker is connected and waiting for jobs. */
  ready(): Promise<void>;
  /** Stops taking jobs and waits for the active ones to end (they may hand themselves back). */
  close(): Promise<void>;
  locks: IssueLockStore;
  queue: JobQueue;
}

const connect = (url: string) => new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });

/** How long the App's enqueue and the health figures wait for Redis before they fail. */
const REDIS_ANSWER_MS = 5000;

/**
 * ioredis queues commands while Redis is away and BullMQ wants it to wait (maxRetriesPerRequest:
 * null): a webhook or a health probe must get an answer instead, so these calls give up.
 */
function answerWithin<T>(promise: Promise<T>, what: string, ms = REDIS_ANSWER_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer ${what} within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
const stalledKey = `bull:${QUEUE_NAME}:cplan-stalled`;

export interface JobQueueOptions {
  /** The first retry's delay (doubled for each next attempt); default 30 s. */
  backoffMs?: number;
}

export function openJobQueue(url: string, options: JobQueueOptions = {}): JobQueue {
  const client = connect(url);
  const queue = new Queue(QUEUE_NAME, { connection: client });
  return {
    add: (id, data) => answerWithin(addJob(id, data), 'the new job'),
    figures: () => answerWithin(readFigures(), 'the queue figures'),
    ping: async () => {
      await answerWithin(client.ping(), 'a ping');
    },
    close: async () => {
      await queue.close();
      client.disconnect();
    },
  };

  async function addJob(id: string, data: unknown): Promise<{ added: boolean }> {
    // BullMQ ignores an add whose id exists; looking first only tells the log which it was.
    if (await queue.getJob(id)) return { added: false };
    await queue.add('event', data, {
      jobId: id,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? BACKOFF_MS },
      // Kept for a week so a redelivery in that time adds nothing; failed jobs for a month.
      removeOnComplete: { age: 7 * 24 * 3600, count: 5000 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
    return { added: true };
  }

  async function readFigures(): Promise<QueueFigures> {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized');
    const stalled = Number((await client.get(stalledKey)) ?? 0);
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
      stalled,
    };
  }
}

export function startJobWorker(url: string, run: (job: RunningJob) => Promise<JobOutcome>, options: JobWorkerOptions): JobWorker {
  const client = connect(url);
  const worker = new Worker(QUEUE_NAME, (job: Job, token?: string) => processJob(job, token, run), {
    connection: client,
    concurrency: options.concurrency,
    lockDuration: options.lockMs,
    stalledInterval: options.lockMs,
    // Two deaths of a worker mid-run are tolerated; a third marks the job failed.
    maxStalledCount: 2,
  });
  worker.on('stalled', () => void client.incr(stalledKey).catch(() => undefined));
  // Errors of the connection are retried by ioredis; the entry logs them (and health shows Redis down).
  worker.on('error', (error) => options.onError?.(error.message));
  const queue = openJobQueue(url);
  const events = options.onAbandoned ? watchAbandoned(url, client, options.onAbandoned, options.onError) : undefined;
  return {
    ready: () => Promise.all([worker.waitUntilReady(), events?.waitUntilReady()]).then(() => undefined),
    close: async () => {
      await worker.close();
      await events?.close();
      await queue.close();
      client.disconnect();
    },
    locks: new IssueLockStore(client),
    queue,
  };
}

/** Listens for jobs the queue failed at its stall limit and hands each, once, to `report`. */
function watchAbandoned(
  url: string,
  client: Redis,
  report: NonNullable<JobWorkerOptions['onAbandoned']>,
  onError: JobWorkerOptions['onError'],
): { waitUntilReady(): Promise<unknown>; close(): Promise<void> } {
  const blocking = connect(url);
  const reader = new Queue(QUEUE_NAME, { connection: client });
  // Events are read from the last one already in the stream at start, not from whenever the
  // blocking read begins: a failure in between would be missed.
  const started = client.xrevrange(`bull:${QUEUE_NAME}:events`, '+', '-', 'COUNT', 1).then((last) => {
    const events = new QueueEvents(QUEUE_NAME, { connection: blocking, lastEventId: last[0]?.[0] ?? '0-0' });
    events.on('failed', ({ jobId, failedReason }) => {
      if (failedReason !== STALL_LIMIT) return;
      void (async () => {
        // Every worker hears the event: the first to set the marker reports it.
        if ((await client.set(`cplan:abandoned:${jobId}`, '1', 'EX', 7 * 24 * 3600, 'NX')) !== 'OK') return;
        const job = await reader.getJob(jobId);
        if (job) await report({ id: jobId, data: job.data }, failedReason);
      })().catch((error: unknown) => onError?.(`reporting abandoned job ${jobId}: ${(error as Error).message}`));
    });
    events.on('error', (error) => onError?.(error.message));
    return events;
  });
  return {
    waitUntilReady: () => started.then((events) => events.waitUntilReady()),
    close: async () => {
      await (await started.catch(() => undefined))?.close();
      await reader.close();
      blocking.disconnect();
    },
  };
}

async function processJob(job: Job, token: string | undefined, run: (job: RunningJob) => Promise<JobOutcome>): Promise<void> {
  const running: RunningJob = {
    id: String(job.id),
    token: token ?? '',
    data: job.data,
    attempt: { number: job.attemptsMade + 1, of: job.opts.attempts ?? 1 },
    updateData: (data) => job.updateData(data),
  };
  const result = await run(running);
  switch (result.outcome) {
    case 'done':
      return;
    case 'retry':
      throw new Error(result.cause);
    case 'dead':
      throw new UnrecoverableError(result.cause);
    case 'hand-back':
      await job.moveToWait(token);
      throw new WaitingError();
    case 'later':
      await job.moveToDelayed(Date.now() + result.delayMs, token);
      throw new DelayedError();
  }
}

// Compare-and-delete and compare-and-extend: only the owner (the job id) releases or renews.
// KEYS[2] is the lock's status comment URL, which lives and dies with it.
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('del', KEYS[2]) return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('pexpire', KEYS[2], ARGV[2]) return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/** One run per issue across every worker: a Redis key owned by a job id, with an expiry renewed while it runs. */
export class IssueLockStore {
  constructor(private readonly client: Redis) {}

  private key = (name: string) => `cplan:lock:${name}`;
  private urlKey = (name: string) => `cplan:lock:${name}:url`;

  /** True when the lock is free or already this owner's (the same job taken up again). */
  async acquire(name: string, owner: string, ttlMs: number): Promise<boolean> {
    const set = await this.client.set(this.key(name), owner, 'PX', ttlMs, 'NX');
    if (set === 'OK') return true;
    return (await this.client.eval(RENEW, 2, this.key(name), this.urlKey(name), owner, String(ttlMs))) === 1;
  }

  async renew(name: string, owner: string, ttlMs: number): Promise<boolean> {
    return (await this.client.eval(RENEW, 2, this.key(name), this.urlKey(name), owner, String(ttlMs))) === 1;
  }

  async release(name: string, owner: string): Promise<void> {
    await this.client.eval(RELEASE, 2, this.key(name), this.urlKey(name), owner);
  }

  async ownerOf(name: string): Promise<string | undefined> {
    return (await this.client.get(this.key(name))) ?? undefined;
  }

  /** The status comment of the run holding the lock, kept while the owner still holds it. */
  async setUrl(name: string, owner: string, url: string, ttlMs: number): Promise<void> {
    if ((await this.ownerOf(name)) === owner) await this.client.set(this.urlKey(name), url, 'PX', ttlMs);
  }

  async urlOf(name: string): Promise<string | undefined> {
    if ((await this.ownerOf(name)) === undefined) return undefined;
    return (await this.client.get(this.urlKey(name))) ?? undefined;
  }
}
