// The fleet's Done-when: the App queues, two `cplan worker` processes (the built binary) share the
// queue on a real redis-server, and the one that took the job is killed mid-run (SIGKILL, after
// two of three domains were committed). The other takes the job after the stall interval and
// continues from the branch: one PR, one review, one status comment, every commit verified (the
// fake GitHub rejects unsigned ones), and no finished domain planned again. SIGTERM instead hands
// the job back at once.
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, openJobQueue } from '../../src/runtime/queue.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { fakeApiKey } from '../helpers/fake-key.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { startRedis, type RedisServer } from '../helpers/redis-server.js';

let redis: RedisServer;
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

interface Worker {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
  /** Resolves at the first stderr line that matches. */
  logged(pattern: RegExp): Promise<void>;
}

function startWorker(env: Record<string, string>, extra: string[] = []): Worker {
  const args = ['dist/cli.js', 'worker', '--concurrency', '1', '--lock-ms', '1000', '--grace-ms', '50', ...extra];
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  let rest = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const w of waiters.filter((x) => x.pattern.test(line))) w.resolve();
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    logged: (pattern) => new Promise((resolve) => (lines.some((l) => pattern.test(l)) ? resolve() : waiters.push({ pattern, resolve }))),
  };
}

let h: Harness | undefined;
let api: FakeAnthropic | undefined;
let queue: JobQueue | undefined;
const workers: Worker[] = [];
afterEach(async () => {
  for (const w of workers.splice(0)) {
    if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await w.exited;
  }
  await queue?.close();
  await api?.stop();
  await h?.stop();
});

let comments = 0;
async function fleet(delivery: string): Promise<{ a: Worker; b: Worker; first: Worker; second: Worker }> {
  api = new FakeAnthropic({ domains: ['api', 'docs', 'web'], hold: 'web', file: 'src/server.js' });
  const anthropicUrl = await api.start();
  queue = openJobQueue(redis.url, { backoffMs: 1 });
  h = await startHarness({ github: { files: readFixtureRepo('small'), requireSignedCommits: true }, app: { queue } });
  const env = {
    REDIS_URL: redis.url,
    APP_ID: '1',
    PRIVATE_KEY: privateKey,
    GHE_HOST: new URL(h.baseUrl).host,
    GHE_PROTOCOL: 'http',
    ANTHROPIC_API_KEY: fakeApiKey(),
    ANTHROPIC_BASE_URL: anthropicUrl,
    CPLAN_GITHUB_WRITE_INTERVAL_MS: '0',
    LOG_LEVEL: 'error',
  };
  const a = startWorker(env, ['--health-port', '0']);
  const b = startWorker(env);
  workers.push(a, b);
  await Promise.all([a.logged(/ready/), b.logged(/ready/)]);
  // A new comment per test: the same comment is one job for as long as the queue keeps it.
  await h.comment('/plan -y', 'alice', { commentId: 900 + ++comments }, delivery);
  await api.whenHeld();
  const first = a.lines.some((l) => /started octo\/demo#7/.test(l)) ? a : b;
  return { a, b, first, second: first === a ? b : a };
}

const planCommits = () => [...h!.github.commits.values()].filter((c) => c.message.startsWith('cplan: plan '));
const domainRequests = (domain: string) => api!.requests.filter((r) => r.role === 'domain' && r.domain === domain).length;

function expectOneOfEach(): void {
  const github = h!.github;
  expect(github.pulls).toHaveLength(1);
  expect(github.reviews).toHaveLength(1);
  expect(github.comments.filter((c) => c.body.includes('cplan:status'))).toHaveLength(1);
  expect(h!.status()).toContain('Plan PR');
  const branchCommits = [...github.commits.values()].filter((c) => c.message.startsWith('cplan:'));
  expect(branchCommits.length).toBeGreaterThan(2);
  expect(branchCommits.every((c) => c.verified)).toBe(true);
}

describe('cplan worker fleet on a real redis-server', () => {
  it('a worker killed mid-run: another takes the job after the stall interval and finishes it once', async () => {
    const { first, second } = await fleet('crash-1');
    // api and docs are planned and committed; web's agent is still waiting for its model.
    await expect
      .poll(() =>
        planCommits()
          .flatMap((c) => c.message.slice('cplan: plan '.length).split(', '))
          .sort(),
      )
      .toEqual(['api', 'docs']);
    first.child.kill('SIGKILL');
    await first.exited;
    await second.logged(/completed octo\/demo#7/);
    expectOneOfEach();
    expect(api!.requests.filter((r) => r.role === 'understanding')).toHaveLength(1);
    // Each finished domain's agent ran once (read, submit, one repair of its ungrounded point); web's
    // first request was held on the killed worker, then its agent ran once more on the other.
    expect([domainRequests('api'), domainRequests('docs'), domainRequests('web')]).toEqual([3, 3, 4]);
    await expect.poll(() => queue!.figures()).toMatchObject({ active: 0, waiting: 0, failed: 0, completed: 1 });
    expect((await queue!.figures()).stalled).toBeGreaterThanOrEqual(1);
  });

  it('a worker serves its health and the queue figures on --health-port', async () => {
    const { a, first } = await fleet('health-1');
    const port = Number(/health on port (\d+)/.exec(a.lines.join('\n'))?.[1]);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, any>;
    expect(body).toMatchObject({ status: 'ok', redis: 'up', worker: { concurrency: 1, stopping: false } });
    expect(body.queue).toMatchObject({ active: 1, failed: 0 });
    expect(Object.keys(body.queue).sort()).toEqual(['active', 'completed', 'delayed', 'failed', 'stalled', 'waiting']);
    api!.release();
    await first.logged(/completed octo\/demo#7/);
    await expect.poll(() => queue!.figures()).toMatchObject({ active: 0, waiting: 0, failed: 0 });
  });

  it('SIGTERM hands the job back at once; the other worker finishes it and the first exits 0', async () => {
    const { first, second } = await fleet('term-1');
    await expect.poll(() => planCommits().length).toBeGreaterThan(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.lines.some((l) => l.includes('SIGTERM'))).toBe(true);
    await second.logged(/completed octo\/demo#7/);
    expectOneOfEach();
    expect(api!.requests.filter((r) => r.role === 'understanding')).toHaveLength(1);
  });
});
