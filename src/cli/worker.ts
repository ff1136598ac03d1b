// `cplan worker`: runs the jobs the App queues when it has REDIS_URL (queue mode). Start as many as
// the load needs, on any machines that reach the same Redis; SIGTERM or SIGINT stops one cleanly.
import { parseCommandArgs } from './args.js';
import { UsageError } from './errors.js';
import { serveHealth } from '../runtime/health.js';
import { startWorker } from '../runtime/worker.js';

export const WORKER_HELP = `Usage: cplan worker [options]

Runs the planning jobs that the cplan App queues in queue mode (the App started with REDIS_URL).
Reads the App's settings from the environment: REDIS_URL, APP_ID, PRIVATE_KEY (or
PRIVATE_KEY_PATH), GHE_HOST for GitHub Enterprise Server, and the model keys (ANTHROPIC_API_KEY, ...).

Options:
  --concurrency N     jobs this process runs at once (default 2; CPLAN_WORKER_CONCURRENCY)
  --health-port PORT  serve GET /healthz on this port (CPLAN_HEALTH_PORT; default: none)
  --lock-ms MS        a job's lock without renewal: a dead worker's job is taken over after about
                      this long (default 30000)
  --grace-ms MS       on SIGTERM, how long the current phase may take before the job is handed
                      back to the queue (default 20000)
  -h, --help          show this help

Exit status: 0 after a clean stop, 2 bad usage or no REDIS_URL.
`;

export interface WorkerIo {
  env: NodeJS.ProcessEnv;
  /** Resolves when the process is asked to stop (SIGTERM, SIGINT). */
  stopSignal: Promise<string>;
  log(line: string): void;
  /**
   * Ends the process after a stop: a handed-back run is abandoned mid-flight and must not go on
   * (the next worker continues it). Default: return the exit status.
   */
  exit?(code: number): void;
}

const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name} must be a whole number, got "${value}"`);
  return n;
};

export async function runWorkerCommand(argv: string[], out: (text: string) => void, io: WorkerIo): Promise<number> {
  const { values } = parseCommandArgs('worker', {
    args: argv,
    options: {
      concurrency: { type: 'string' },
      'health-port': { type: 'string' },
      'lock-ms': { type: 'string' },
      'grace-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out(WORKER_HELP);
    return 0;
  }
  const redisUrl = io.env.REDIS_URL;
  if (!redisUrl)
    throw new UsageError('cplan worker needs REDIS_URL: the Redis that the App (started with the same REDIS_URL) queues jobs in');
  const concurrency = Math.max(1, positiveInt('--concurrency', values.concurrency ?? io.env.CPLAN_WORKER_CONCURRENCY, 2));
  const lockMs = Math.max(1000, positiveInt('--lock-ms', values['lock-ms'], 30_000));
  const graceMs = positiveInt('--grace-ms', values['grace-ms'], 20_000);
  // Every option is checked before anything starts: a mistake must not leave a worker running.
  const healthText = values['health-port'] ?? io.env.CPLAN_HEALTH_PORT;
  const healthPort = healthText ? positiveInt('--health-port', healthText, 0) : undefined;
  const log = { info: (m: string) => io.log(m), warn: (m: string) => io.log(`warning: ${m}`), error: (m: string) => io.log(`error: ${m}`) };
  const running = startWorker({ redisUrl, concurrency, lockMs, graceMs, env: io.env, log });
  let health: Awaited<ReturnType<typeof serveHealth>> | undefined;
  try {
    // Redis may be away at start: a stop request still stops the worker meanwhile.
    const started = await Promise.race([running.ready().then(() => 'ready' as const), io.stopSignal]);
    if (started !== 'ready') {
      await running.stop();
      io.exit?.(0);
      return 0;
    }
    const source = {
      queue: running.worker.queue,
      concurrency,
      running: () => running.tracker.running,
      stopping: () => running.tracker.isStopping,
    };
    health = healthPort === undefined ? undefined : await serveHealth(source, healthPort);
  } catch (error) {
    await running.stop();
    throw error;
  }
  io.log(`cplan worker: ready (concurrency ${concurrency}${health ? `, health on port ${health.port}` : ''}, pid ${process.pid})`);
  const signal = await io.stopSignal;
  io.log(`cplan worker: ${signal}: finishing the current phase of ${running.tracker.running} job(s), then stopping`);
  await running.stop();
  await health?.close();
  io.log('cplan worker: stopped');
  io.exit?.(0);
  return 0;
}
