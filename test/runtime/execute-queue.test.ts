// Executing a plan in queue mode, on a real redis-server: the App queues `/plan execute` and the
// task issue's `issues.closed` like every other event, a worker runs them, and the same closed
// event delivered twice (two delivery ids) dispatches the next wave once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type JobQueue, openJobQueue } from '../../src/runtime/queue.js';
import type { RunningWorker } from '../../src/runtime/worker.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { closedIssuePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { startRedis, type RedisServer } from '../helpers/redis-server.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';
import { startTestWorker } from '../helpers/worker-harness.js';

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

const provider = () =>
  new ScriptedProvider({ domains: [{ focus_area: 'api' }], tasks: { api: [{ key: 'a' }, { key: 'b', depends_on: ['a'] }] } });

describe('/plan execute in queue mode', () => {
  it('queues the command and the task events; a redelivered close dispatches the next wave once', async () => {
    queue = openJobQueue(redis.url, { backoffMs: 1 });
    h = await startHarness({
      github: { files: { ...readFixtureRepo('small'), '.github/cplan.yml': 'execute:\n  agent: label:fix-me\n' } },
      app: { queue },
    });
    const w = await startTestWorker(h, redis.url, 2, provider);
    worker = w.worker;
    await h.comment('/plan -y', 'alice', { commentId: 601 });
    await w.logged(/completed octo\/demo#7 \(comment/);
    await h.comment('/plan execute', 'alice', { commentId: 602 });
    await expect
      .poll(() => [...(h?.github.issues.values() ?? [])].filter((i) => (i.labels ?? []).includes('fix-me')).length, { timeout: 10_000 })
      .toBe(1);
    const tasks = [...h.github.issues.values()].filter((i) => i.title.startsWith('[TASK-'));
    const first = tasks.find((i) => i.title.startsWith('[TASK-001]'));
    const second = tasks.find((i) => i.title.startsWith('[TASK-002]'));
    const payload = closedIssuePayload(h.github, first?.number ?? 0);
    await h.probot.receive({ id: 'closed-a', name: 'issues', payload: payload as never });
    await h.probot.receive({ id: 'closed-b', name: 'issues', payload: payload as never });
    await expect.poll(() => queue?.figures(), { timeout: 10_000 }).toMatchObject({ waiting: 0, active: 0, delayed: 0 });
    expect(h.github.issues.get(second?.number ?? 0)?.labels).toContain('fix-me');
    const labelled = h.github.requests.filter(
      (r) => r.method === 'POST' && /\/labels$/.test(r.path) && JSON.stringify(r.body).includes('fix-me'),
    );
    expect(labelled).toHaveLength(2);
    expect(w.lines.filter((l) => /issue-state/.test(l) && /started/.test(l)).length).toBeGreaterThanOrEqual(1);
  });
});
