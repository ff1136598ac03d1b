// `/plan execute` end to end on the in-memory GitHub: a plan of six tasks in three waves (TASK-001
// and TASK-002 share src/server.ts:createServer), executed with `label:fix-me` and with `claude`.
// Agent pull requests ("Fixes #N") are opened, pushed, merged and closed through the same event
// dispatch as the App, the worker and the Action; events are redelivered and reordered.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runExecute } from '../../src/cli/execute.js';
import type { EventBase } from '../../src/flow/context.js';
import { newGuards } from '../../src/flow/pipeline.js';
import { dispatchEvent, type QueuedEvent } from '../../src/flow/queued.js';
import { TASK_CHECK_NAME } from '../../src/flow/task-pulls.js';
import { FakeForge } from '../helpers/fake-forge.js';

const SESSION = 'CPLAN-rate-limits-2026-11-25';
const NOTE = readFileSync('test/fixtures/plan-notes/execute-six.md', 'utf8');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');
/** A patch changing `count` lines from `start` (old side), as GitHub lists it. */
const patch = (start: number, count = 1) =>
  `@@ -${start},${count} +${start},${count} @@\n${'-old\n'.repeat(count)}${'+new\n'.repeat(count)}`;

function setup(agent: string, extra: Record<string, unknown> = {}) {
  const forge = new FakeForge({
    files: { 'src/server.ts': lines(60), 'README.md': lines(30) },
    issues: [{ number: 7, title: 'Rate limits per API key' }],
    permissions: { alice: 'write', mallory: 'read' },
  });
  forge.landCommit('cplan/issue-7', { [`.workflow/.planning/${SESSION}/plan-note.md`]: NOTE }, 'plan');
  const guards = newGuards();
  const base = { forge, defaultBranch: 'main', log: quiet, clock: { now: () => new Date('2026-11-25T10:00:00Z') } } as unknown as EventBase;
  let delivery = 0;
  const send = (event: QueuedEvent, id = `d${++delivery}`) =>
    dispatchEvent(
      event,
      { deliveryId: id, loadConfig: async () => ({ execute: { agent, ...extra } }), base, botLogin: async () => 'cplan[bot]' },
      guards,
    );
  const comment = async (body: string, author = 'alice') => {
    const issue = await forge.getIssue(7);
    const c = forge.addUserComment(7, body, author);
    return send({ kind: 'comment', comment: { id: c.id, body, author, authorType: 'User' }, issue: issue! });
  };
  const pullEvent = async (action: string, number: number) =>
    ({ kind: 'pull', action, pull: (await forge.getPullRequest(number))! }) as Extract<QueuedEvent, { kind: 'pull' }>;
  const issueOf = (taskId: string) => [...forge.issues.values()].find((i) => i.title.startsWith(`[${taskId}]`))!.number;
  const tracking = () => forge.comments.filter((c) => c.issue === 7 && c.body.startsWith(`<!-- cplan:execute session=${SESSION} -->`));
  const checks = (pr: number) => {
    const sha = forge.refs.get(forge.pulls.find((p) => p.number === pr)!.head);
    return forge.checkRuns.filter((r) => r.headSha === sha && r.name === TASK_CHECK_NAME);
  };
  const labelled = (label: string) =>
    forge.calls.filter((c) => c.method === 'addLabels' && (c.args[1] as string[]).includes(label)).map((c) => c.args[0] as number);
  /** The agent opens a PR for a task, saying it fixes the task's issue. */
  const agentPull = (taskId: string, files: { path: string; patch: string }[], head = `agent/${taskId.toLowerCase()}`) =>
    forge.openPull({ head, title: `Do ${taskId}`, body: `Fixes #${issueOf(taskId)}`, author: 'agent[bot]', files });
  return { forge, send, comment, pullEvent, issueOf, tracking, checks, labelled, agentPull };
}

describe('/plan execute with label:fix-me', () => {
  it('dispatches wave by wave, checks task PRs against leases and hunks, advances once, holds behind a closed PR', async () => {
    const t = setup('label:fix-me');
    const { forge } = t;

    // Someone with read access cannot start it.
    expect((await t.comment('/plan execute', 'mallory')).status).toBe('ignored');
    expect(forge.issues.size).toBe(1);

    await t.comment('/plan execute');
    // Six task issues; wave 1 = TASK-001 and TASK-003: TASK-002 shares src/server.ts:createServer with TASK-001.
    expect([...forge.issues.values()].filter((i) => i.title.startsWith('[TASK-'))).toHaveLength(6);
    expect(t.labelled('fix-me').sort()).toEqual([t.issueOf('TASK-001'), t.issueOf('TASK-003')].sort());
    const brief = forge.comments.find((c) => c.issue === t.issueOf('TASK-001') && c.body.includes('cplan:dispatch'))!;
    expect(brief.body).toContain('#### Lease');
    expect(brief.body).toContain('`src/server.ts:createServer`');
    expect(brief.body).toContain('#### Do not touch');
    expect(brief.body).toContain('TASK-003');
    expect(t.tracking()).toHaveLength(1);
    let body = t.tracking()[0]!.body;
    expect(body).toMatch(/\*\*Wave 1\*\*\n- \[ \] #\d+ TASK-001 Register the limiter — 🚀 dispatched/);
    expect(body).toMatch(/\*\*Wave 2\*\* \(not dispatched yet\)\n- \[ \] #\d+ TASK-002 .* — ⏳ waiting/);
    expect(body).toContain('**Wave 3** (not dispatched yet)');

    // A second `/plan execute` while wave 1 is in flight dispatches nothing again.
    await t.comment('/plan execute');
    expect(t.labelled('fix-me')).toHaveLength(2);
    expect(forge.comments.filter((c) => c.body.includes('cplan:dispatch'))).toHaveLength(2);

    // The agent's PR for TASK-001 stays in its lease: green.
    const a = t.agentPull('TASK-001', [{ path: 'src/server.ts', patch: patch(10) }]);
    await t.send(await t.pullEvent('opened', a));
    expect(t.checks(a).at(-1)).toMatchObject({ conclusion: 'success' });
    body = t.tracking()[0]!.body;
    expect(body).toContain(`TASK-001 Register the limiter — 🔧 PR open · #${a}`);

    // TASK-003's PR first stays in its own file, then also edits src/server.ts next to #a's change.
    const b = t.agentPull('TASK-003', [{ path: 'src/keys.ts', patch: '@@ -0,0 +1,2 @@\n+a\n+b' }], 'claude/issue-99-keys');
    await t.send(await t.pullEvent('opened', b));
    expect(t.checks(b).at(-1)).toMatchObject({ conclusion: 'success' });
    forge.pushPull(b, [
      { path: 'src/keys.ts', patch: '@@ -0,0 +1,2 @@\n+a\n+b' },
      { path: 'src/server.ts', patch: patch(12) },
    ]);
    await t.send(await t.pullEvent('synchronize', b));
    const failed = t.checks(b).at(-1)!;
    expect(failed.conclusion).toBe('failure');
    expect(failed.summary).toContain('TASK-001');
    expect(failed.summary).toContain(`#${a}`);
    expect(failed.summary).toMatch(new RegExp(`#${a}.*#${b}|#${b}.*#${a}`));
    expect(failed.annotations.some((x) => x.path === 'src/server.ts')).toBe(true);
    // The other PR is checked again on that push: its hunks overlap too.
    expect(t.checks(a).at(-1)).toMatchObject({ conclusion: 'failure' });
    expect(t.checks(a).at(-1)!.summary).toContain(`#${b}`);
    // The same push delivered again posts no second check run.
    const runs = forge.checkRuns.length;
    await t.send(await t.pullEvent('synchronize', b));
    expect(forge.checkRuns).toHaveLength(runs);

    // TASK-003's agent takes the server change out again: both green.
    forge.pushPull(b, [{ path: 'src/keys.ts', patch: '@@ -0,0 +1,2 @@\n+a\n+b' }]);
    await t.send(await t.pullEvent('synchronize', b));
    expect(t.checks(b).at(-1)).toMatchObject({ conclusion: 'success' });
    expect(t.checks(a).at(-1)).toMatchObject({ conclusion: 'success' });

    // #a merges: TASK-003 is still in flight, so wave 2 waits. Redelivered: the same.
    forge.mergePull(a);
    const closedA = await t.pullEvent('closed', a);
    await t.send(closedA);
    await t.send(closedA, 'again');
    expect(t.labelled('fix-me')).toHaveLength(2);
    expect(t.tracking()[0]!.body).toContain(`- [x] #${t.issueOf('TASK-001')} TASK-001 Register the limiter — ✅ merged · #${a}`);

    // #b merges: wave 2 goes out once, whatever is redelivered or arrives late.
    forge.mergePull(b);
    const closedB = await t.pullEvent('closed', b);
    const staleOpened = { kind: 'pull', action: 'opened', pull: { ...closedB.pull, state: 'open', merged: false } } as QueuedEvent;
    await Promise.all([t.send(closedB), t.send(closedB, 'redelivery'), t.send(staleOpened), t.send(closedA, 'late')]);
    const wave2 = [t.issueOf('TASK-002'), t.issueOf('TASK-004'), t.issueOf('TASK-101')];
    expect(t.labelled('fix-me').sort()).toEqual([t.issueOf('TASK-001'), t.issueOf('TASK-003'), ...wave2].sort());
    expect(forge.comments.filter((c) => c.body.includes('cplan:dispatch'))).toHaveLength(5);

    // TASK-004's PR is closed without merging: TASK-006 is held, with the reason.
    const c = t.agentPull('TASK-004', [{ path: 'src/limit.ts', patch: '@@ -0,0 +1 @@\n+x' }]);
    await t.send(await t.pullEvent('opened', c));
    forge.closePull(c);
    await t.send(await t.pullEvent('closed', c));
    body = t.tracking()[0]!.body;
    expect(body).toContain(`TASK-004 Token bucket — ⛔ closed · #${c} — #${c} closed without merging`);
    expect(body).toMatch(/\*\*Held\*\*\n- \[ \] #\d+ TASK-006 Limiter tests — ⏸️ held — depends on TASK-004 \(closed without merging\)/);

    // TASK-002 and TASK-101 are done by closing their issues as completed: nothing is left to dispatch.
    for (const id of ['TASK-002', 'TASK-101']) {
      forge.closeIssue(t.issueOf(id), 'completed');
      await t.send({ kind: 'issue-state', issue: (await forge.getIssue(t.issueOf(id)))! });
    }
    expect(t.tracking()[0]!.body).toContain('**Nothing left to dispatch**');
    expect(t.labelled('fix-me')).toHaveLength(5);
    expect(t.tracking()).toHaveLength(1);

    // `cplan execute --dry-run` prints the same waves.
    const dir = mkdtempSync(join(tmpdir(), 'cplan-execute-'));
    writeFileSync(join(dir, 'plan-note.md'), NOTE);
    let out = '';
    try {
      await runExecute(['--dry-run', '--json', dir], (text) => (out += text));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const waves = (JSON.parse(out) as { waves: { tasks: { id: string }[] }[] }).waves.map((w) => w.tasks.map((x) => x.id));
    expect(waves).toEqual([['TASK-001', 'TASK-003'], ['TASK-002', 'TASK-004', 'TASK-101'], ['TASK-006']]);
  });

  it('says when hunks of two task PRs overlap in a file neither lease holds', async () => {
    const t = setup('label:fix-me');
    await t.comment('/plan execute');
    const a = t.agentPull('TASK-001', [
      { path: 'src/server.ts', patch: patch(10) },
      { path: 'README.md', patch: patch(3) },
    ]);
    await t.send(await t.pullEvent('opened', a));
    expect(t.checks(a).at(-1)).toMatchObject({ conclusion: 'neutral' });
    const b = t.agentPull('TASK-003', [
      { path: 'src/keys.ts', patch: '@@ -0,0 +1 @@\n+a' },
      { path: 'README.md', patch: patch(4) },
    ]);
    await t.send(await t.pullEvent('opened', b));
    const run = t.checks(b).at(-1)!;
    expect(run.conclusion).toBe('failure');
    expect(run.summary).toContain('README.md');
    expect(run.summary).toContain(`#${a}`);
    expect(run.summary).toContain(`#${b}`);
    expect(run.summary).not.toContain('lease of TASK-001');
  });
});

describe('/plan execute with claude', () => {
  it('mentions @claude once per task with its brief, and advances exactly once under redelivery', async () => {
    const t = setup('claude');
    const { forge } = t;
    await t.comment('/plan execute');
    const pings = () => forge.comments.filter((c) => c.body.startsWith('@claude '));
    expect(
      pings()
        .map((c) => c.issue)
        .sort(),
    ).toEqual([t.issueOf('TASK-001'), t.issueOf('TASK-003')].sort());
    expect(pings()[0]!.body).toContain('#### Convergence criteria');
    expect(pings()[0]!.body).not.toMatch(/@(?!claude\b)\w/);
    await t.comment('/plan execute');
    expect(pings()).toHaveLength(2);
    const a = t.agentPull('TASK-001', [{ path: 'src/server.ts', patch: patch(10) }], 'claude/issue-1-20261125');
    const b = t.agentPull('TASK-003', [{ path: 'src/keys.ts', patch: '@@ -0,0 +1 @@\n+a' }]);
    forge.mergePull(a);
    forge.mergePull(b);
    // Out of order: the closes before the opens, each twice.
    const events = [
      await t.pullEvent('closed', b),
      await t.pullEvent('closed', a),
      await t.pullEvent('opened', a),
      await t.pullEvent('opened', b),
    ];
    for (const event of [...events, ...events]) await t.send(event);
    expect(pings()).toHaveLength(5);
    expect(t.tracking()[0]!.body).toMatch(/\*\*Wave 2\*\*\n(- \[ \] #\d+ TASK-\d+ .* — 🚀 dispatched\n){3}/);
  });

  it('with auto_advance false, the next wave waits for /plan execute; stop and status answer', async () => {
    const t = setup('claude', { auto_advance: false });
    const { forge } = t;
    await t.comment('/plan execute');
    const pings = () => forge.comments.filter((c) => c.body.startsWith('@claude '));
    for (const id of ['TASK-001', 'TASK-003']) {
      forge.closeIssue(t.issueOf(id), 'completed');
      await t.send({ kind: 'issue-state', issue: (await forge.getIssue(t.issueOf(id)))! });
    }
    expect(pings()).toHaveLength(2);
    expect(t.tracking()[0]!.body).toContain('**Wave 2 is ready**: `/plan execute` dispatches it.');
    await t.comment('/plan execute stop');
    expect(forge.comments.at(-1)!.body).toMatch(/^@alice dispatching stopped/);
    expect(t.tracking()[0]!.body).toContain('**Stopped**');
    await t.comment('/plan execute status');
    expect(forge.comments.at(-1)!.body).toContain(t.tracking()[0]!.url);
    await t.comment('/plan execute');
    expect(pings()).toHaveLength(5);
    expect(t.tracking()[0]!.body).not.toContain('**Stopped**');
  });
});

describe('/plan execute on the plan PR', () => {
  it('dispatches the first wave from the plan PR; the tracking comment lives on the PR when the plan names no issue', async () => {
    const t = setup('label:fix-me');
    const { forge } = t;
    const pr = forge.openPull({ head: 'cplan/issue-7', title: 'Plan', body: 'plan', author: 'cplan[bot]', files: [] });
    const c = forge.addUserComment(pr, '/plan execute');
    const issue = await forge.getIssue(pr);
    await t.send({
      kind: 'comment',
      comment: { id: c.id, body: c.body, author: 'alice', authorType: 'User' },
      issue: { ...issue!, isPullRequest: true },
    });
    expect(t.labelled('fix-me').sort()).toEqual([t.issueOf('TASK-001'), t.issueOf('TASK-003')].sort());
    expect(forge.comments.filter((x) => x.issue === pr && x.body.startsWith('<!-- cplan:execute '))).toHaveLength(1);
    expect(forge.issues.get(t.issueOf('TASK-001'))?.body).toContain(`plan=${pr} -->`);
    // Its task PRs are tracked there too: both merge, wave 2 goes out.
    for (const id of ['TASK-001', 'TASK-003']) {
      const n = t.agentPull(id, [{ path: id === 'TASK-001' ? 'src/server.ts' : 'src/keys.ts', patch: patch(10) }]);
      forge.mergePull(n);
      await t.send(await t.pullEvent('closed', n));
    }
    expect(t.labelled('fix-me')).toHaveLength(5);
  });
});

describe('/plan execute after the plan PR merged', () => {
  it('finds the plan on the default branch through its tracking comment once the plan branch is gone', async () => {
    const t = setup('label:fix-me');
    await t.comment('/plan execute');
    // The plan PR merges: the session folder lands on main and the plan branch is deleted.
    t.forge.landCommit('main', { [`.workflow/.planning/${SESSION}/plan-note.md`]: NOTE }, 'merge the plan');
    t.forge.refs.delete('cplan/issue-7');
    await t.comment('/plan execute status');
    expect(t.forge.comments.at(-1)!.body).toContain(`tracking: ${t.tracking()[0]!.url}`);
    await t.comment('/plan execute stop');
    expect(t.tracking()[0]!.body).toContain('**Stopped**');
    await t.comment('/plan execute');
    expect(t.tracking()[0]!.body).not.toContain('**Stopped**');
  });
});

describe('two /plan execute at once', () => {
  it('file each task issue once and dispatch the first wave once', async () => {
    const t = setup('label:fix-me');
    await Promise.all([t.comment('/plan execute'), t.comment('/plan execute')]);
    expect([...t.forge.issues.values()].filter((i) => i.title.startsWith('[TASK-'))).toHaveLength(6);
    expect(t.labelled('fix-me')).toHaveLength(2);
    expect(t.tracking()).toHaveLength(1);
  });
});

describe('catching up', () => {
  it('a merge whose event never came is read on the next step: the last merge event advances the wave', async () => {
    const t = setup('label:fix-me');
    await t.comment('/plan execute');
    const a = t.agentPull('TASK-001', [{ path: 'src/server.ts', patch: patch(10) }]);
    const b = t.agentPull('TASK-003', [{ path: 'src/keys.ts', patch: '@@ -0,0 +1 @@\n+a' }]);
    await t.send(await t.pullEvent('opened', a));
    await t.send(await t.pullEvent('opened', b));
    t.forge.mergePull(a); // its closed event is lost (the Action's concurrency group replaced it)
    t.forge.mergePull(b);
    await t.send(await t.pullEvent('closed', b));
    expect(t.labelled('fix-me')).toHaveLength(5);
  });
});

describe('what a pull request can and cannot do to an execution', () => {
  it('a PR into another branch than the default is no task PR, even merged', async () => {
    const t = setup('label:fix-me');
    await t.comment('/plan execute');
    t.forge.landCommit('scratch', { 'x.txt': 'x' }, 'scratch');
    for (const id of ['TASK-001', 'TASK-003']) {
      const n = t.forge.openPull({ head: `fix-${t.issueOf(id)}`, base: 'scratch', body: '', files: [{ path: 'x.txt', patch: patch(1) }] });
      t.forge.mergePull(n);
      await t.send(await t.pullEvent('closed', n));
    }
    expect(t.labelled('fix-me')).toHaveLength(2);
    expect(t.tracking()[0]!.body).not.toContain('✅ merged');
  });

  it('a PR opened before its task went out joins the task, and no agent is called for it', async () => {
    const t = setup('label:fix-me');
    await t.comment('/plan execute');
    // Someone starts TASK-004 (wave 2) early.
    const early = t.agentPull('TASK-004', [{ path: 'src/limit.ts', patch: '@@ -0,0 +1 @@\n+x' }]);
    await t.send(await t.pullEvent('opened', early));
    for (const id of ['TASK-001', 'TASK-003']) {
      const n = t.agentPull(id, [{ path: id === 'TASK-001' ? 'src/server.ts' : 'src/keys.ts', patch: patch(10) }]);
      t.forge.mergePull(n);
      await t.send(await t.pullEvent('closed', n));
    }
    // Wave 2 went out without a label on TASK-004: its PR is open, and it is tracked as such.
    expect(t.labelled('fix-me').sort()).toEqual(
      [t.issueOf('TASK-001'), t.issueOf('TASK-003'), t.issueOf('TASK-002'), t.issueOf('TASK-101')].sort(),
    );
    expect(t.tracking()[0]!.body).toContain(`TASK-004 Token bucket — 🔧 PR open · #${early}`);
    await t.send(await t.pullEvent('synchronize', early));
    expect(t.checks(early).at(-1)).toMatchObject({ conclusion: 'success' });
  });

  it('every open PR of a task is checked, and a task marker copied into another issue moves nothing', async () => {
    const t = setup('label:fix-me');
    await t.comment('/plan execute');
    const a1 = t.agentPull('TASK-001', [{ path: 'src/server.ts', patch: patch(10) }], 'agent/one');
    const a2 = t.agentPull('TASK-001', [{ path: 'src/server.ts', patch: patch(30) }], 'agent/two');
    await t.send(await t.pullEvent('opened', a1));
    await t.send(await t.pullEvent('opened', a2));
    expect(t.checks(a1).at(-1)).toMatchObject({ conclusion: 'success' });
    expect(t.checks(a2).at(-1)).toMatchObject({ conclusion: 'success' });
    // TASK-003's issue edited to carry TASK-001's marker: a PR that fixes it is no PR of TASK-001.
    const issue = t.forge.issues.get(t.issueOf('TASK-003'))!;
    issue.body = issue.body.replace('id=TASK-003', 'id=TASK-001');
    const forged = t.forge.openPull({
      head: 'agent/forged',
      body: `Fixes #${issue.number}`,
      files: [{ path: 'README.md', patch: patch(1) }],
    });
    t.forge.mergePull(forged);
    await t.send(await t.pullEvent('closed', forged));
    expect(t.tracking()[0]!.body).not.toContain(`#${forged}`);
  });
});

describe('early and retargeted PRs', () => {
  it('a PR opened and closed before its task goes out does not close the task', async () => {
    const t = setup('label:fix-me');
    await t.comment('/plan execute');
    const early = t.agentPull('TASK-004', [{ path: 'src/limit.ts', patch: '@@ -0,0 +1 @@\n+x' }]);
    await t.send(await t.pullEvent('opened', early));
    t.forge.closePull(early); // its closed event is lost
    for (const id of ['TASK-001', 'TASK-003']) {
      const n = t.agentPull(id, [{ path: id === 'TASK-001' ? 'src/server.ts' : 'src/keys.ts', patch: patch(10) }]);
      t.forge.mergePull(n);
      await t.send(await t.pullEvent('closed', n));
    }
    expect(t.labelled('fix-me')).toContain(t.issueOf('TASK-004'));
    expect(t.tracking()[0]!.body).toMatch(/TASK-004 Token bucket — 🚀 dispatched/);
  });

  it('a PR retargeted away from the default branch and merged there does not merge its task', async () => {
    const t = setup('label:fix-me');
    await t.comment('/plan execute');
    const a = t.agentPull('TASK-001', [{ path: 'src/server.ts', patch: patch(10) }]);
    await t.send(await t.pullEvent('opened', a));
    t.forge.landCommit('release', { 'x.txt': 'x' }, 'release');
    t.forge.pulls.find((p) => p.number === a)!.base = 'release';
    t.forge.mergePull(a);
    const b = t.agentPull('TASK-003', [{ path: 'src/keys.ts', patch: patch(10) }]);
    t.forge.mergePull(b);
    await t.send(await t.pullEvent('closed', b));
    expect(t.labelled('fix-me')).toHaveLength(2);
    expect(t.tracking()[0]!.body).not.toContain(`✅ merged · #${a}`);
  });
});

describe('/plan execute with copilot', () => {
  it('says plainly in the tracking comment when GitHub refuses to assign Copilot, and tries again on the next /plan execute', async () => {
    const t = setup('copilot');
    const { forge } = t;
    forge.copilotAssignable = false;
    await t.comment('/plan execute');
    const body = t.tracking()[0]!.body;
    expect(body).toMatch(
      /TASK-001 Register the limiter — ❌ failed — GitHub did not assign Copilot\. It accepts Copilot assignments only from a user token/,
    );
    // The failed tasks hold nothing of wave 2 back by accident: their dependents wait, held.
    expect(body).toContain('⏸️ held — depends on TASK-001 (failed)');
    forge.copilotAssignable = true;
    await t.comment('/plan execute');
    const assigned = forge.calls.filter((c) => c.method === 'addAssignees');
    expect(assigned).toHaveLength(4);
    expect(assigned.at(-1)!.args[2]).toMatchObject({ baseBranch: 'main' });
    expect(t.tracking()[0]!.body).toMatch(/TASK-001 Register the limiter — 🚀 dispatched/);
  });
});
