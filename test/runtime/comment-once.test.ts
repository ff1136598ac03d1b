// One comment, one answer: in queue mode a comment's job id is the comment's own (repository, id,
// edit time), so the same `/plan` comment delivered under two delivery ids (two routes, a proxy's
// retry that mints a new id) is one job and one run, on a real redis-server against the fake
// GitHub, even when the 👀 that would have told the second delivery apart failed. An edited
// comment (a new `updated_at`) is a new command.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobIdOf } from '../../src/runtime/jobs.js';
import { type JobQueue, openJobQueue } from '../../src/runtime/queue.js';
import type { RunningWorker } from '../../src/runtime/worker.js';
import type { QueuedEvent } from '../../src/flow/queued.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { startTestWorker } from '../helpers/worker-harness.js';
import type { RequestRecord } from '../helpers/fake-github.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { startRedis, type RedisServer } from '../helpers/redis-server.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

// A redis-server per test: no job of one test is left for the next one's worker.
let redis: RedisServer;
let h: Harness | undefined;
let queue: JobQueue | undefined;
let worker: RunningWorker | undefined;
beforeEach(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  await worker?.stop();
  await queue?.close();
  await h?.stop();
  await redis.stop();
  [worker, queue, h] = [undefined, undefined, undefined];
});

async function startApp(): Promise<{ h: Harness; queue: JobQueue }> {
  queue = openJobQueue(redis.url, { backoffMs: 1 });
  h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { queue } });
  return { h, queue };
}

/** The 👀 of the first delivery fails (GitHub answers 502): nothing marks the comment as taken. */
function failFirstReaction(harness: Harness): void {
  let reactions = 0;
  const isReaction = (r: RequestRecord) => r.method === 'POST' && r.path.endsWith('/reactions');
  harness.github.fail = (r) => (isReaction(r) && ++reactions === 1 ? { status: 502, body: { message: 'Bad Gateway' } } : undefined);
}

/** A worker on the queue, acting for the installation through the fake GitHub; its log lines kept. */
async function runWorker(harness: Harness, concurrency: number) {
  const started = await startTestWorker(
    harness,
    redis.url,
    concurrency,
    () => new ScriptedProvider({ domains: [{ focus_area: 'api' }, { focus_area: 'web' }] }),
  );
  worker = started.worker;
  return started;
}

const busyReplies = (harness: Harness) => harness.github.comments.filter((c) => c.body.includes('already going on'));

describe('one comment, one answer (queue mode)', () => {
  it('the same comment under two delivery ids is one job and one run, with no "already going on" reply', async () => {
    const { h, queue } = await startApp();
    failFirstReaction(h);
    await h.comment('/plan -y', 'alice', { commentId: 501 }, 'route-a');
    // The same comment again under a new delivery id: its 👀 is new (201), so only the job id tells.
    await h.comment('/plan -y', 'alice', { commentId: 501 }, 'route-b');
    expect(h.github.reactions).toEqual([{ comment: 501, content: 'eyes' }]);
    // Two jobs would both be taken at once (concurrency 2): one runs, the other answers busy.
    const w = await runWorker(h, 2);
    await w.logged(/completed octo\/demo#7/);
    await expect.poll(() => queue.figures()).toMatchObject({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    expect(busyReplies(h)).toEqual([]);
    expect(w.lines.filter((l) => /started octo\/demo#7/.test(l))).toHaveLength(1);
    expect((await queue.figures()).completed).toBe(1);
    expect(h.github.comments.filter((c) => c.body.includes('cplan:status'))).toHaveLength(1);
    expect(h.github.pulls).toHaveLength(1);
    expect(h.status()).toContain('Plan PR');
  });

  it('two deliveries of the same comment handled at the same moment queue one job', async () => {
    const { h, queue } = await startApp();
    failFirstReaction(h);
    await Promise.all([
      h.comment('/plan -y', 'alice', { commentId: 502 }, 'at-once-a'),
      h.comment('/plan -y', 'alice', { commentId: 502 }, 'at-once-b'),
    ]);
    // Both were accepted and handed to the queue (neither 👀 answered "already there").
    expect(h.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/reactions'))).toHaveLength(2);
    expect(await queue.figures()).toMatchObject({ waiting: 1, active: 0, completed: 0 });
    expect(busyReplies(h)).toEqual([]);
  });
});

describe('the job id of a comment', () => {
  const repository = { owner: 'octo', repo: 'demo' };
  const issue = { number: 7, title: 'Rate limits', body: '', state: 'open' as const, author: 'alice', isPullRequest: false, labels: [] };
  const comment = (id: number): QueuedEvent => ({
    kind: 'comment',
    comment: { id, body: '/plan', author: 'alice', authorType: 'User' },
    issue,
  });
  const created = '2026-11-23T10:00:00Z';

  it('is the comment itself: the same for every delivery, another for an edit, another repository or comment', () => {
    const first = jobIdOf('d-1', { repository, event: comment(42), updatedAt: created });
    expect(first).toBe(`comment-octo/demo-42-${Date.parse(created)}`);
    expect(jobIdOf('d-2', { repository, event: comment(42), updatedAt: created })).toBe(first);
    expect(jobIdOf('d-3', { repository, event: comment(42), updatedAt: '2026-11-23T10:05:00Z' })).not.toBe(first);
    expect(jobIdOf('d-1', { repository: { owner: 'octo', repo: 'other' }, event: comment(42), updatedAt: created })).not.toBe(first);
    expect(jobIdOf('d-1', { repository, event: comment(43), updatedAt: created })).not.toBe(first);
    // BullMQ refuses ids with ':' (an ISO time has them) and ids that are integers.
    expect(first).not.toContain(':');
  });

  it("is the delivery's for other events and for a comment without a usable edit time", () => {
    const label: QueuedEvent = { kind: 'label', label: 'plan', sender: { login: 'alice', type: 'User' }, issue };
    expect(jobIdOf('d-9', { repository, event: label, updatedAt: created })).toBe('delivery-d-9');
    expect(jobIdOf('d-9', { repository, event: comment(42) })).toBe('delivery-d-9');
    expect(jobIdOf('d-9', { repository, event: comment(42), updatedAt: 'yesterday' })).toBe('delivery-d-9');
    expect(jobIdOf('a:b/c')).toBe('delivery-a_b_c');
  });
});
