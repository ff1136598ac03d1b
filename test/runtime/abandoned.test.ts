// A job the queue fails at its stall limit (its workers died again and again) is reported once
// across the fleet, and its status comment ends in a failed state instead of "running" for ever.
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportAbandoned } from '../../src/flow/abandoned.js';
import { QUEUE_NAME, startJobWorker } from '../../src/runtime/queue.js';
import { renderStatusComment, statusMarker } from '../../src/core/texts/status-comment.js';
import { FakeForge } from '../helpers/fake-forge.js';
import { startRedis, type RedisServer } from '../helpers/redis-server.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

describe('a job the queue failed at its stall limit', () => {
  it('is handed to every worker fleet once, with its data', async () => {
    const connection = { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null };
    const queue = new Queue(QUEUE_NAME, { connection });
    await queue.add('event', { resume: { sessionId: 'CPLAN-x-2026-11-23', branch: 'cplan/issue-7' } }, { jobId: 'delivery-abandoned' });
    // Another process holds the job (a worker that will "die"): it is active, not waiting.
    const holder = new Worker(QUEUE_NAME, null, { connection, autorun: false });
    const job = await holder.getNextJob('holder-token');
    const reported: { id: string; data: unknown; reason: string }[] = [];
    let told: () => void = () => {};
    const seen = new Promise<void>((resolve) => (told = resolve));
    const workers = [1, 2].map(() =>
      startJobWorker(redis.url, async () => ({ outcome: 'done' }), {
        concurrency: 1,
        lockMs: 30_000,
        onAbandoned: async (j, reason) => {
          reported.push({ ...j, reason });
          told();
        },
      }),
    );
    await Promise.all(workers.map((w) => w.ready()));
    // What BullMQ's stalled checker does to a job past maxStalledCount.
    await job?.moveToFailed(new Error('job stalled more than allowable limit'), 'holder-token');
    await seen;
    await expect.poll(async () => (await queue.getJobCounts('failed')).failed).toBe(1);
    await Promise.all(workers.map((w) => w.close()));
    expect(reported).toEqual([
      {
        id: 'delivery-abandoned',
        data: { resume: { sessionId: 'CPLAN-x-2026-11-23', branch: 'cplan/issue-7' } },
        reason: 'job stalled more than allowable limit',
      },
    ]);
    await holder.close();
    await queue.close();
  });

  it('ends its status comment in a failed state, with what to do', async () => {
    const forge = new FakeForge({ issues: [{ number: 7, title: 'Rate limits', body: '' }] });
    const sessionId = 'CPLAN-rate-limits-2026-11-23';
    const running = renderStatusComment({ sessionId, status: 'running', run: null, startedAt: 'x', updatedAt: 'x' });
    const posted = await forge.createComment(7, running);
    const clock = { now: () => new Date('2026-11-23T10:00:00Z') };
    const run = { issue: 7, sessionId, branch: 'cplan/issue-7', trigger: '/plan', cause: 'the workers stopped again and again' };
    expect(await reportAbandoned({ forge, clock }, run)).toBe(true);
    const body = forge.comments.find((c) => c.id === posted.id)?.body ?? '';
    expect(body).toContain(statusMarker(sessionId));
    expect(body).toContain('Planning failed');
    expect(body).toContain('the workers stopped again and again');
    expect(body).toContain('/plan continue');
    expect(await reportAbandoned({ forge, clock }, { ...run, sessionId: 'CPLAN-other-2026-11-23' })).toBe(false);
    expect(await reportAbandoned({ forge, clock }, { ...run, issue: 0 })).toBe(false);
  });
});
