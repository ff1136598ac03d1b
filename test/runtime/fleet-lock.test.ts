// One run per issue across the fleet (a Redis key owned by a job id) and a worker's shutdown
// (finish the phase, or hand back after the grace): on a real redis-server, with no sleeps.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type JobWorker, startJobWorker } from '../../src/runtime/queue.js';
import { fleetGuards } from '../../src/runtime/worker.js';
import { ShutdownTracker } from '../../src/runtime/shutdown.js';
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
  const job = (id: string, token = 't1') => ({ id, token });

  it('is held by one processing of one job; another job is told a run is going on', async () => {
    const a = fleetGuards(worker.locks, job('job-a'), 60_000);
    const b = fleetGuards(worker.locks, job('job-b'), 60_000);
    expect(await a.acquire('octo/demo#7')).toBe(true);
    expect(await b.acquire('octo/demo#7')).toBe(false);
    expect(await b.acquire('octo/demo#8')).toBe(true);
    // Only the owner releases it.
    await b.release('octo/demo#7');
    expect(await worker.locks.ownerOf('octo/demo#7')).toBe('job-a:t1');
    await a.releaseAll();
    await b.releaseAll();
    expect(await b.acquire('octo/demo#7')).toBe(true);
    await b.release('octo/demo#7');
    expect(await worker.locks.ownerOf('octo/demo#7')).toBeUndefined();
  });

  it('the same job taken over after a stall waits while the first processing still holds the issue', async () => {
    const first = fleetGuards(worker.locks, job('job-s', 'token-1'), 60_000);
    expect(await first.acquire('octo/demo#9')).toBe(true);
    // The first worker is slow, not dead: it still renews. The takeover is put off, not run beside it.
    const takeover = fleetGuards(worker.locks, job('job-s', 'token-2'), 60_000);
    await expect(takeover.acquire('octo/demo#9')).rejects.toThrow('an earlier processing of this job still holds octo/demo#9');
    await first.releaseAll();
    expect(await takeover.acquire('octo/demo#9')).toBe(true);
    await takeover.releaseAll();
  });

  it('a job resuming a session waits for the issue instead of answering busy', async () => {
    const other = fleetGuards(worker.locks, job('job-o'), 60_000);
    expect(await other.acquire('octo/demo#10')).toBe(true);
    const resuming = fleetGuards(worker.locks, job('job-r'), 60_000);
    resuming.resumed = true;
    await expect(resuming.acquire('octo/demo#10')).rejects.toThrow('another run holds octo/demo#10');
    await other.releaseAll();
  });

  it('keeps the running status comment beside the lock, for the busy reply, and drops it with the lock', async () => {
    const a = fleetGuards(worker.locks, job('job-u'), 60_000);
    expect(await a.acquire('octo/demo#11')).toBe(true);
    await a.setUrl?.('octo/demo#11', 'https://github.com/octo/demo/issues/11#issuecomment-1');
    // Another job asks: it is pointed at the running one; a job that does not hold the lock cannot set it.
    const b = fleetGuards(worker.locks, job('job-v'), 60_000);
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
  it('hands two jobs back together, once both have reached their next phase', async () => {
    const tracker = new ShutdownTracker(60_000);
    const phases: ((p: string) => void)[] = [];
    const outcomes = ['j5', 'j6'].map((id) =>
      tracker.run(id, (onPhase) => {
        phases.push(onPhase);
        onPhase('domains');
        return new Promise(() => {});
      }),
    );
    let handedBack = 0;
    for (const o of outcomes) void o.then(() => handedBack++);
    const stopped = tracker.stop();
    phases[0]?.('link');
    await new Promise((r) => setImmediate(r));
    // The first is at a boundary, the second is not: neither is handed back yet.
    expect(handedBack).toBe(0);
    phases[1]?.('link');
    expect(await Promise.all(outcomes)).toEqual([{ outcome: 'hand-back' }, { outcome: 'hand-back' }]);
    await stopped;
  });

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
