// Execution: GitHub requests of `/plan execute` and the events that carry a plan to merge. The
// six-task plan of test/fixtures/plan-notes/execute-six.md (three waves) is executed with
// `label:fix-me` on the in-memory GitHub: `/plan execute`, then each dispatched task's agent PR
// opened and merged, wave after wave. Each forge call is one request at these sizes (one page).
import { readFileSync } from 'node:fs';
import type { EventBase } from '../src/flow/context.js';
import { newGuards } from '../src/flow/pipeline.js';
import { dispatchEvent, type QueuedEvent } from '../src/flow/queued.js';
import { FakeForge } from '../test/helpers/fake-forge.js';
import { round } from './measure.js';

const SESSION = 'CPLAN-rate-limits-2026-11-25';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function benchExecute() {
  const forge = new FakeForge({
    files: { 'src/server.ts': 'x\n'.repeat(60) },
    issues: [{ number: 7, title: 'Rate limits per API key' }],
    permissions: { alice: 'write' },
  });
  const note = readFileSync('test/fixtures/plan-notes/execute-six.md', 'utf8');
  forge.landCommit('cplan/issue-7', { [`.workflow/.planning/${SESSION}/plan-note.md`]: note }, 'plan');
  const guards = newGuards();
  const base = { forge, defaultBranch: 'main', log: quiet } as unknown as EventBase;
  let delivery = 0;
  const send = (event: QueuedEvent) =>
    dispatchEvent(
      event,
      {
        deliveryId: `b${++delivery}`,
        loadConfig: async () => ({ execute: { agent: 'label:fix-me' } }),
        base,
        botLogin: async () => 'cplan[bot]',
      },
      guards,
    );
  const pull = async (action: string, number: number): Promise<QueuedEvent> => ({
    kind: 'pull',
    action,
    pull: (await forge.getPullRequest(number))!,
  });
  const count = () => forge.calls.length;

  const started = count();
  const comment = forge.addUserComment(7, '/plan execute');
  await send({
    kind: 'comment',
    comment: { id: comment.id, body: comment.body, author: 'alice', authorType: 'User' },
    issue: (await forge.getIssue(7))!,
  });
  const startRequests = count() - started;

  const dispatched = () => forge.calls.filter((c) => c.method === 'addLabels').map((c) => c.args[0] as number);
  const done = new Set<number>();
  let events = 0;
  const eventsStart = count();
  for (let round = 0; round < 6 && done.size < dispatched().length; round++) {
    const pending = dispatched().filter((n) => !done.has(n));
    const pulls = pending.map((issue) =>
      forge.openPull({
        head: `agent/task-${issue}`,
        body: `Fixes #${issue}`,
        files: [{ path: `src/t${issue}.ts`, patch: '@@ -0,0 +1 @@\n+x' }],
      }),
    );
    for (const n of pulls) {
      await send(await pull('opened', n));
      events++;
    }
    for (const n of pulls) {
      forge.mergePull(n);
      await send(await pull('closed', n));
      events++;
    }
    for (const issue of pending) done.add(issue);
  }
  const tracking = count() - eventsStart;
  const tasks = dispatched().length;
  return {
    tasks_dispatched: tasks,
    start_requests: startRequests,
    tracking_events: events,
    tracking_requests: tracking,
    requests_per_dispatched_task: round((startRequests + tracking) / tasks),
    requests_per_tracking_event: round(tracking / events),
    by_method: forge.countByMethod(),
  };
}
