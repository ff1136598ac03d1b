// Queue mode end to end in one process, on a real redis-server: the App only validates, authorizes,
// acknowledges and queues (one job per comment); a worker runs the job against the fake GitHub.
// Each test writes its own comment (its own id): the same comment is one job for the queue's life.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Probot, ProbotOctokit } from 'probot';
import { AgentError } from '../../src/contract/types.js';
import { type JobQueue, openJobQueue } from '../../src/runtime/queue.js';
import { type RunningWorker, startWorker } from '../../src/runtime/worker.js';
import { type Harness, silentLog, startHarness } from '../helpers/app-harness.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { startRedis, type RedisServer } from '../helpers/redis-server.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

interface Setup {
  h: Harness;
  queue: JobQueue;
  worker?: RunningWorker;
  lines: string[];
  /** Resolves at the first log line that matches. */
  logged(pattern: RegExp): Promise<string>;
}

let current: Setup | undefined;
afterEach(async () => {
  await current?.worker?.stop();
  await current?.queue.close();
  await current?.h.stop();
  current = undefined;
});

async function setup(provider: () => ScriptedProvider | { [k: string]: any }): Promise<Setup> {
  const queue = openJobQueue(redis.url, { backoffMs: 1 });
  // Each test starts from an empty queue.
  const h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { queue } });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const log = (line: string) => {
    lines.push(line);
    for (const w of waiters.filter((x) => x.pattern.test(line))) w.resolve(line);
  };
  const s: Setup = {
    h,
    queue,
    lines,
    logged: (pattern) =>
      new Promise((resolve) => {
        const seen = lines.find((l) => pattern.test(l));
        if (seen) resolve(seen);
        else waiters.push({ pattern, resolve });
      }),
  };
  const baseUrl = h.baseUrl;
  const probot = new Probot({
    githubToken: 'test-token',
    log: silentLog(),
    Octokit: ProbotOctokit.defaults((o: Record<string, unknown>) => ({
      ...o,
      baseUrl,
      retry: { enabled: false },
      throttle: { enabled: false },
    })),
  });
  s.worker = startWorker({
    redisUrl: redis.url,
    concurrency: 1,
    lockMs: 1000,
    graceMs: 100,
    env: {},
    statusIntervalMs: 0,
    createProvider: provider as never,
    networkRetry: { delayMs: () => 0 },
    installationOctokit: (id) => probot.auth(id),
    log: { info: log, warn: log, error: log },
  });
  await s.worker.ready();
  current = s;
  return s;
}

const plain = () => new ScriptedProvider({ domains: [{ focus_area: 'api' }, { focus_area: 'web' }] });

describe('queue mode (REDIS_URL): the App queues, a worker runs', () => {
  it('queues one job per comment after authorizing and acknowledging; a worker completes it once', async () => {
    const s = await setup(plain);
    const { h } = s;
    await h.comment('/plan -y', 'alice', { commentId: 101 }, 'd-1');
    await h.comment('/plan -y', 'alice', { commentId: 101 }, 'd-1'); // a redelivery
    await h.comment('/plan -y', 'mallory', { commentId: 102 }, 'd-2'); // not allowed: never queued
    // GitHub keeps one reaction per person and content: the redelivery's 👀 is the same one.
    expect(new Set(h.github.reactions.map((r: { content: string }) => r.content))).toEqual(new Set(['eyes']));
    await s.logged(/completed .*job comment-octo\/demo-101-/);
    await expect.poll(() => s.queue.figures()).toMatchObject({ waiting: 0, active: 0, failed: 0, completed: 1 });
    expect(h.github.pulls).toHaveLength(1);
    expect(h.github.reviews).toHaveLength(1);
    expect(h.github.comments.filter((c) => c.body.includes('cplan:status'))).toHaveLength(1);
    expect(h.status()).toContain('Plan PR');
  });

  it('a transient failure is tried again with the same session and status comment', async () => {
    let calls = 0;
    const s = await setup(() => {
      const provider = plain();
      const understand = provider.understand.bind(provider);
      provider.understand = async (request) => {
        if (++calls === 1)
          throw new AgentError('Overloaded (529)', 'understanding', undefined, { reason: 'overloaded', status: 529, retryable: true });
        return understand(request);
      };
      return provider;
    });
    await s.h.comment('/plan -y', 'alice', { commentId: 103 }, 'd-3');
    await s.logged(/completed .*attempt 2 of 3/);
    expect(s.lines.some((l) => /failed .*attempt 1 of 3\): Overloaded/.test(l))).toBe(true);
    expect(s.h.github.comments.filter((c) => c.body.includes('cplan:status'))).toHaveLength(1);
    expect(s.h.github.pulls).toHaveLength(1);
    expect(s.h.status()).not.toContain('Overloaded');
  });

  it('a failure that retrying cannot fix goes to the failed set, with its cause in the status comment', async () => {
    const s = await setup(() => new ScriptedProvider({ domains: [{ focus_area: 'api' }], failEvery: { reason: 'auth', status: 401 } }));
    await s.h.comment('/plan -y', 'alice', { commentId: 104 }, 'd-4');
    await s.logged(/failed .*job comment-octo\/demo-104-/);
    await expect.poll(async () => (await s.queue.figures()).failed).toBe(1);
    expect(s.h.status()).toMatch(/❌/);
    expect(s.h.github.pulls).toHaveLength(0);
  });
});
