// One run per issue across the fleet (a Redis key owned by a job id) and a worker's shutdown
// (finish the phase, or hand back after the grace): on a real redis-server, with no sleeps.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type JobWorker, startJobWorker } from '../../src/queue/bullmq.js';
import { fleetGuards } from '../../src/worker/run.js';
import { ShutdownTracker } from '../../src/worker/shutdown.js';
import { startRedis, type RedisServer } from '../helpers/redis-server.js';

let redis: RedisServer;
let worker: JobWorker;
beforeAll(async () => {
  redis = await startRedis();
  // Only its lock store is used here; it never receives a job.
  worker = startJobWorker(redis.url, async () => ({ outcome: 'done' }), { concurrency: 1, lockMs: 1000 });
  await worker.ready();
});
afterAll(async () => {
  await worker.close();
  await redis.stop();
});

describe('the fleet lock of an issue', () => {
  it('is held by one job; the same job taken up again (after a crash) gets it, another job does not', async () => {
    const a = fleetGuards(worker.locks, 'job-a', 60_000);
    const b = fleetGuards(worker.locks, 'job-b', 60_000);
    expect(await a.acquire('octo/demo#7')).toBe(true);
    expect(await b.acquire('octo/demo#7')).toBe(false);
    expect(await b.acquire('octo/demo#8')).toBe(true);
    const aAgain = fleetGuards(worker.locks, 'job-a', 60_000);
    expect(await aAgain.acquire('octo/demo#7')).toBe(true);
    // Only the owner releases it.
    await b.release('octo/demo#7');
    expect(await worker.locks.ownerOf('octo/demo#7')).toBe('job-a');
    await a.release('octo/demo#7');
    await b.release('octo/demo#8');
    expect(await b.acquire('octo/demo#7')).toBe(true);
    await b.release('octo/demo#7');
    expect(await worker.locks.ownerOf('octo/demo#7')).toBeUndefined();
  });

  it('keeps the running status comment beside the lock, for the busy reply, and drops it with the lock', async () => {
    const a = fleetGuards(worker.locks, 'job-u', 60_000);
    expect(await a.acquire('octo/demo#11')).toBe(true);
    await a.setUrl?.('octo/demo#11', 'https://github.com/octo/demo/issues/11#issuecomment-1');
    // Another job asks: it is pointed at the running one; a job that does not hold the lock cannot set it.
    const b = fleetGuards(worker.locks, 'job-v', 60_000);
    await b.setUrl?.('octo/demo#11', 'https://example.com/wrong');
    expect(await b.urlOf('octo/demo#11')).toBe('https://github.com/octo/demo/issues/11#issuecomment-1');
    await a.release('octo/demo#11');
    expect(await b.urlOf('octo/demo#11')).toBeUndefined();
    expect(await b.acquire('octo/demo#11')).toBe(true);
    expect(await b.urlOf('octo/demo#11')).toBeUndefined();
    await b.release('octo/demo#11');
  });

  it('a lock whose worker died expires, so the issue is not blocked for ever', async () => {
    expect(await worker.locks.acquire('octo/demo#9', 'dead-job', 50)).toBe(true);
    await expect.poll(() => worker.locks.ownerOf('octo/demo#9'), { interval: 20 }).toBeUndefined();
    expect(await worker.locks.acquire('octo/demo#9', 'job-c', 1000)).toBe(true);
  });
});

describe("a worker's shutdown", () => {
  it('lets a running job finish its phase and hands it back when the next phase starts', async () => {
    const tracker = new ShutdownTracker(60_000);
    let phase: (p: string) => void = () => {};
    const outcome = tracker.run('j1', (onPhase) => {
      phase = onPhase;
      onPhase('domains');
      return new Promise(() => {}); // the run itself never ends on its own here
    });
    const stopped = tracker.stop();
    phase('domains'); // still the same phase: it goes on
    expect(tracker.running).toBe(1);
    phase('link');
    expect(await outcome).toEqual({ outcome: 'hand-back' });
    await stopped;
    expect(tracker.running).toBe(0);
    // Once stopping, a job that arrives is handed back at once.
    expect(await tracker.run('j2', async () => ({ outcome: 'done' }))).toEqual({ outcome: 'hand-back' });
  });

  it('a job that finishes within its phase ends with its own outcome', async () => {
    const tracker = new ShutdownTracker(60_000);
    let finish: () => void = () => {};
    const outcome = tracker.run('j3', () => new Promise((resolve) => (finish = () => resolve({ outcome: 'done' }))));
    const stopped = tracker.stop();
    finish();
    expect(await outcome).toEqual({ outcome: 'done' });
    await stopped;
  });

  it('hands back a phase that outlasts the grace period', async () => {
    vi.useFakeTimers();
    try {
      const tracker = new ShutdownTracker(20_000);
      const outcome = tracker.run('j4', (onPhase) => {
        onPhase('domains');
        return new Promise(() => {});
      });
      const stopped = tracker.stop();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await outcome).toEqual({ outcome: 'hand-back' });
      await stopped;
    } finally {
      vi.useRealTimers();
    }
  });
});
