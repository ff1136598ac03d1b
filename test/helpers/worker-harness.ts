// A `cplan worker` in the test's process on a real redis-server, acting for the installation through
// the loopback fake GitHub of an App harness; its log lines kept, and a wait for a line.
import { Probot, ProbotOctokit } from 'probot';
import type { Provider } from '../../src/contract/types.js';
import { type RunningWorker, startWorker } from '../../src/runtime/worker.js';
import { type Harness, silentLog } from './app-harness.js';

export interface TestWorker {
  worker: RunningWorker;
  lines: string[];
  logged(pattern: RegExp): Promise<void>;
}

export async function startTestWorker(
  harness: Harness,
  redisUrl: string,
  concurrency: number,
  createProvider: () => Provider,
): Promise<TestWorker> {
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const log = (line: string) => {
    lines.push(line);
    for (const w of waiters.filter((x) => x.pattern.test(line))) w.resolve();
  };
  const probot = new Probot({
    githubToken: 'test-token',
    log: silentLog(),
    Octokit: ProbotOctokit.defaults((o: Record<string, unknown>) => ({
      ...o,
      baseUrl: harness.baseUrl,
      retry: { enabled: false },
      throttle: { enabled: false },
    })),
  });
  const worker = startWorker({
    redisUrl,
    concurrency,
    lockMs: 1000,
    graceMs: 100,
    env: {},
    statusIntervalMs: 0,
    createProvider: createProvider as never,
    networkRetry: { delayMs: () => 0 },
    installationOctokit: (id) => probot.auth(id),
    log: { info: log, warn: log, error: log },
  });
  await worker.ready();
  return {
    worker,
    lines,
    logged: (pattern) => new Promise((resolve) => (lines.some((l) => pattern.test(l)) ? resolve() : waiters.push({ pattern, resolve }))),
  };
}
