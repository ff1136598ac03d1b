// One re-check context for every re-check: a push (dispatchEvent's `recheck`, the App, the worker
// and the Action alike) and `/plan check` both take the event's ports from its EventBase through
// recheckContextOf, the note checker first. A checker with a 10-byte budget refuses every note,
// so the check run shows which checker ran.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import type { EventBase } from '../../src/flow/context.js';
import { runOnGitHub } from '../../src/flow/flow.js';
import { newGuards } from '../../src/flow/pipeline.js';
import { dispatchEvent } from '../../src/flow/queued.js';
import { recheckContextOf } from '../../src/flow/recheck.js';
import { inProcessChecker } from '../../src/planner/note-check.js';
import { createBudget } from '../../src/planner/providers.js';
import { loadTarballSnapshot } from '../../src/repo/tarball.js';
import { FakeForge } from '../helpers/fake-forge.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const tiny = inProcessChecker({ maxBytes: 10, timeoutMs: 10_000 });

function baseOf(forge: FakeForge, extra: Partial<EventBase> = {}): EventBase {
  return {
    forge,
    defaultBranch: 'main',
    loadSnapshot: async (sha, filters) => loadTarballSnapshot(await forge.tarball(sha), { source: 'octo/demo', commit: sha, filters }),
    createProvider: () => new ScriptedProvider({ domains: [{ focus_area: 'api' }, { focus_area: 'web' }] }),
    createBudget,
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    log: quiet,
    statusIntervalMs: 0,
    ...extra,
  };
}

/** Issue 7 planned onto `cplan/issue-7` with its plan PR open. */
async function planned() {
  const forge = new FakeForge({
    files: readFixtureRepo('small'),
    issues: [{ number: 7, title: 'Add rate limiting', body: 'Limit requests per key.' }],
    permissions: { alice: 'write' },
  });
  const issue = await forge.getIssue(7);
  if (!issue) throw new Error('no issue 7');
  await runOnGitHub(
    { ...baseOf(forge), config: DEFAULT_CONFIG, actor: 'alice', issue },
    { kind: 'plan', text: '', flags: { yes: true, serial: false, fresh: false } },
  );
  const pull = await forge.getPullRequest(forge.pulls[0]?.number ?? 0);
  if (!pull) throw new Error('no plan PR');
  return { forge, pull };
}

const sourceOf = (base: EventBase, id: string) => ({ deliveryId: id, loadConfig: async () => ({}), base });

describe('recheckContextOf', () => {
  it('takes the ports of the event, the config and the own login', () => {
    const forge = new FakeForge();
    const base = baseOf(forge, { noteChecker: tiny, webUrl: 'https://ghe.example.com' });
    const ctx = recheckContextOf(base, DEFAULT_CONFIG, 'cplan[bot]');
    expect(ctx).toMatchObject({
      forge,
      config: DEFAULT_CONFIG,
      defaultBranch: 'main',
      webUrl: 'https://ghe.example.com',
      self: 'cplan[bot]',
    });
    expect(ctx.checker).toBe(tiny);
    expect(ctx.loadSnapshot).toBe(base.loadSnapshot);
    const bare = recheckContextOf(baseOf(forge), DEFAULT_CONFIG);
    expect(Object.keys(bare).filter((k) => ['checker', 'webUrl', 'self'].includes(k))).toEqual([]);
  });

  it("a push's re-check uses the event's note checker", async () => {
    const { forge, pull } = await planned();
    const result = await dispatchEvent({ kind: 'recheck', pull }, sourceOf(baseOf(forge, { noteChecker: tiny }), 'push-1'), newGuards());
    expect(result.status).toBe('completed');
    expect(forge.checkRuns.at(-1)).toMatchObject({ conclusion: 'neutral', title: 'plan-note.md was not re-checked' });
  });

  it('without one, in process: the note is checked and the conflicts counted', async () => {
    const { forge, pull } = await planned();
    const result = await dispatchEvent({ kind: 'recheck', pull }, sourceOf(baseOf(forge), 'push-2'), newGuards());
    expect(result).toMatchObject({ status: 'completed', conflicts: { total: expect.any(Number) } });
    expect(forge.checkRuns.at(-1)?.conclusion).not.toBe('neutral');
  });

  it("/plan check uses the event's note checker too", async () => {
    const { forge, pull } = await planned();
    const said = forge.addUserComment(pull.number, '/plan check');
    const issue = {
      number: pull.number,
      title: 'cplan: plan',
      body: '',
      state: 'open' as const,
      author: 'alice',
      isPullRequest: true,
      labels: [],
    };
    const comment = { id: said.id, body: said.body, author: 'alice', authorType: 'User' };
    const base = baseOf(forge, { noteChecker: tiny });
    const result = await dispatchEvent({ kind: 'comment', comment, issue }, sourceOf(base, 'comment-1'), newGuards());
    expect(result.status).toBe('completed');
    expect(forge.checkRuns.at(-1)).toMatchObject({ conclusion: 'neutral', title: 'plan-note.md was not re-checked' });
  });
});
