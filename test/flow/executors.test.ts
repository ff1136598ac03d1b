// Handing a task to its executor (src/flow/executors.ts) on the in-memory FakeForge: the brief
// comment, then the executor's own signal, each written once however often a dispatch is repeated;
// a transient failure is thrown (the step is tried again), a refusal fails the task with a reason.
import { describe, expect, it } from 'vitest';
import { COPILOT_ASSIGNEE, dispatchMarker, dispatchTask, type Executor, executorOf } from '../../src/flow/executors.js';
import { ForgeError } from '../../src/forge/types.js';
import { FakeForge } from '../helpers/fake-forge.js';

const SESSION = 'CPLAN-rate-limits-2026-11-25';
const TASK = 'TASK-003';
const BRIEF = '### TASK-003 Count requests\n\nChange `src/server.ts:createServer`.';
const SELF = 'cplan[bot]';
const MARKER = dispatchMarker(SESSION, TASK);

function setup(options: { labels?: string[] } = {}) {
  const forge = new FakeForge({
    botLogin: SELF,
    issues: [
      { number: 7, title: 'Rate limits' },
      { number: 12, title: '[TASK-003] Count requests', labels: options.labels ?? ['cplan'] },
    ],
  });
  const dispatch = (executor: Executor, self: string | undefined = SELF) =>
    dispatchTask({
      forge,
      executor,
      issue: 12,
      sessionId: SESSION,
      taskId: TASK,
      brief: BRIEF,
      baseBranch: 'main',
      ...(self ? { self } : {}),
    });
  const writes = () => forge.calls.filter((c) => ['createComment', 'addLabels', 'addAssignees', 'updateComment'].includes(c.method)).length;
  const briefs = () => forge.comments.filter((c) => c.issue === 12 && c.body.includes(MARKER));
  return { forge, dispatch, writes, briefs };
}

describe('executorOf', () => {
  it.each([
    ['none', { kind: 'none' }],
    ['copilot', { kind: 'copilot' }],
    ['claude', { kind: 'claude' }],
    ['label:fix-me', { kind: 'label', label: 'fix-me' }],
    ['label:agent: go now', { kind: 'label', label: 'agent: go now' }],
    ['mention:@bob', { kind: 'mention', login: 'bob' }],
    ['mention:@octo/agents', { kind: 'mention', login: 'octo/agents' }],
    ['mention:@helper[bot]', { kind: 'mention', login: 'helper[bot]' }],
  ])('reads %s', (agent, expected) => {
    expect(executorOf(agent)).toEqual(expected);
  });

  it.each(['', 'Claude', 'devin', 'label:', 'label: x', 'label:a,b', 'mention:bob', 'mention:@', 'mention:@-bob', 'none ', 'copilot\n'])(
    'refuses %j',
    (agent) => {
      expect(() => executorOf(agent)).toThrow(/not an executor/);
    },
  );
});

describe('dispatchTask', () => {
  it('none: posts the brief once, with the marker last; a second dispatch writes nothing', async () => {
    const { forge, dispatch, writes, briefs } = setup();
    expect(await dispatch({ kind: 'none' })).toEqual({ ok: true, wrote: 1 });
    expect(briefs()).toHaveLength(1);
    expect(briefs()[0]?.body).toBe(`${BRIEF}\n\n${MARKER}`);
    expect(briefs()[0]?.author).toBe(SELF);
    expect(await dispatch({ kind: 'none' })).toEqual({ ok: true, wrote: 0 });
    expect(briefs()).toHaveLength(1);
    expect(writes()).toBe(1);
    expect(forge.countByMethod()).toEqual({ createComment: 1, listComments: 2 });
  });

  it('label: posts the brief and adds the label once', async () => {
    const { forge, dispatch, writes, briefs } = setup();
    const executor = executorOf('label:fix-me');
    expect(await dispatch(executor)).toEqual({ ok: true, wrote: 2 });
    expect(forge.issues.get(12)?.labels).toEqual(['cplan', 'fix-me']);
    expect(await dispatch(executor)).toEqual({ ok: true, wrote: 0 });
    expect(forge.countByMethod()).toMatchObject({ addLabels: 1, createComment: 1 });
    expect(forge.calls.find((c) => c.method === 'addLabels')?.args).toEqual([12, ['fix-me']]);
    expect(briefs()).toHaveLength(1);
    expect(writes()).toBe(2);
  });

  it('label: adds no label the issue already carries', async () => {
    const { forge, dispatch } = setup({ labels: ['fix-me'] });
    expect(await dispatch(executorOf('label:fix-me'))).toEqual({ ok: true, wrote: 1 });
    expect(forge.countByMethod().addLabels).toBeUndefined();
  });

  it('label: compares label names as GitHub does, ignoring case', async () => {
    const { forge, dispatch } = setup({ labels: ['fix-me'] });
    expect(await dispatch(executorOf('label:Fix-Me'))).toEqual({ ok: true, wrote: 1 });
    expect(forge.countByMethod().addLabels).toBeUndefined();
  });

  it('claude: the comment starts with @claude, asks for one PR that fixes the issue, and ends with the marker', async () => {
    const { dispatch, briefs } = setup();
    expect(await dispatch(executorOf('claude'))).toEqual({ ok: true, wrote: 1 });
    const body = briefs()[0]?.body as string;
    expect(body.startsWith('@claude ')).toBe(true);
    expect(body).toContain('`Fixes #12`');
    expect(body).toContain(BRIEF);
    expect(body.endsWith(MARKER)).toBe(true);
    expect(await dispatch(executorOf('claude'))).toEqual({ ok: true, wrote: 0 });
  });

  it('mention:@bob: the comment starts with @bob and ends with the marker', async () => {
    const { forge, dispatch, briefs } = setup();
    expect(await dispatch(executorOf('mention:@bob'))).toEqual({ ok: true, wrote: 1 });
    const body = briefs()[0]?.body as string;
    expect(body.startsWith('@bob this task is yours')).toBe(true);
    expect(body).toContain('`Fixes #12`');
    expect(body.endsWith(MARKER)).toBe(true);
    expect(await dispatch(executorOf('mention:@bob'))).toEqual({ ok: true, wrote: 0 });
    expect(forge.countByMethod().createComment).toBe(1);
  });

  it('copilot: posts the brief and assigns Copilot once, with the base branch and the brief', async () => {
    const { forge, dispatch } = setup();
    expect(await dispatch({ kind: 'copilot' })).toEqual({ ok: true, wrote: 2 });
    expect(forge.issues.get(12)?.assignees).toEqual([COPILOT_ASSIGNEE]);
    expect(forge.calls.find((c) => c.method === 'addAssignees')?.args).toEqual([
      12,
      [COPILOT_ASSIGNEE],
      { baseBranch: 'main', instructions: BRIEF },
    ]);
    expect(await dispatch({ kind: 'copilot' })).toEqual({ ok: true, wrote: 0 });
    expect(forge.countByMethod()).toMatchObject({ addAssignees: 1, createComment: 1 });
  });

  it('copilot: takes Copilot as GitHub reports it back (`Copilot`) as already assigned', async () => {
    const { forge, dispatch } = setup();
    forge.issues.get(12)!.assignees = ['alice', 'Copilot'];
    expect(await dispatch({ kind: 'copilot' })).toEqual({ ok: true, wrote: 1 });
    expect(forge.countByMethod().addAssignees).toBeUndefined();
  });

  it('copilot: refused (GitHub answers without it) is not ok, the reason naming the user token', async () => {
    const { forge, dispatch } = setup();
    forge.copilotAssignable = false;
    const result = await dispatch({ kind: 'copilot' });
    expect(result).toMatchObject({ ok: false, wrote: 2 });
    expect(result.ok ? '' : result.reason).toMatch(/user token/);
    expect(forge.issues.get(12)?.assignees).toEqual([]);
    // Dispatched again: the brief is not posted twice, the assignment is tried again.
    expect(await dispatch({ kind: 'copilot' })).toMatchObject({ ok: false, wrote: 1 });
    expect(forge.countByMethod()).toMatchObject({ createComment: 1, addAssignees: 2 });
  });

  it('copilot: a 403 or 422 on the assignment names the user token and GitHub’s words', async () => {
    for (const status of [403, 422]) {
      const { forge, dispatch } = setup();
      forge.fail = (call) =>
        call.method === 'addAssignees' ? new ForgeError(`GitHub assign failed (${status}): Resource not accessible`, status) : undefined;
      const result = await dispatch({ kind: 'copilot' });
      expect(result).toMatchObject({ ok: false, wrote: 2 });
      expect(result.ok ? '' : result.reason).toMatch(/user token/);
      expect(result.ok ? '' : result.reason).toContain(`(${status}): Resource not accessible`);
    }
  });

  it('rethrows a transient failure (a 502): the whole step is tried again', async () => {
    const { forge, dispatch, briefs } = setup();
    const error = new ForgeError('GitHub create comment failed (502): Bad Gateway', 502);
    expect(error.retryable).toBe(true);
    forge.fail = (call) => (call.method === 'createComment' ? error : undefined);
    await expect(dispatch(executorOf('label:fix-me'))).rejects.toBe(error);
    expect(briefs()).toHaveLength(0);
    expect(forge.countByMethod().addLabels).toBeUndefined();
    // Once GitHub answers again, the retry writes everything once.
    forge.fail = null;
    expect(await dispatch(executorOf('label:fix-me'))).toEqual({ ok: true, wrote: 2 });
  });

  it('rethrows a transient failure after the brief was posted, and the retry does not post it again', async () => {
    const { forge, dispatch, briefs } = setup();
    forge.fail = (call) => (call.method === 'addLabels' ? new ForgeError('GitHub add labels failed (502): Bad Gateway', 502) : undefined);
    await expect(dispatch(executorOf('label:fix-me'))).rejects.toBeInstanceOf(ForgeError);
    expect(briefs()).toHaveLength(1);
    forge.fail = null;
    expect(await dispatch(executorOf('label:fix-me'))).toEqual({ ok: true, wrote: 1 });
    expect(briefs()).toHaveLength(1);
  });

  it('fails the task on a refusal (a 403), with GitHub’s words and what it wrote', async () => {
    const { forge, dispatch } = setup();
    forge.fail = (call) =>
      call.method === 'addLabels' ? new ForgeError('GitHub add labels failed (403): Resource not accessible', 403) : undefined;
    expect(await dispatch(executorOf('label:fix-me'))).toEqual({
      ok: false,
      reason: 'GitHub add labels failed (403): Resource not accessible',
      wrote: 1,
    });
    forge.fail = (call) =>
      call.method === 'listComments' ? new ForgeError('GitHub list comments failed (403): Forbidden', 403) : undefined;
    expect(await dispatch({ kind: 'none' })).toEqual({ ok: false, reason: 'GitHub list comments failed (403): Forbidden', wrote: 0 });
  });

  it('fails the task when its issue is gone (404)', async () => {
    const { forge } = setup();
    const result = await dispatchTask({
      forge,
      executor: { kind: 'none' },
      issue: 99,
      sessionId: SESSION,
      taskId: TASK,
      brief: BRIEF,
      baseBranch: 'main',
      self: SELF,
    });
    expect(result).toMatchObject({ ok: false, wrote: 0 });
    expect(result.ok ? '' : result.reason).toContain('404');
  });

  it("counts only cplan's own comment as an earlier dispatch, not a person's quoting the marker", async () => {
    const { forge, dispatch, briefs } = setup();
    forge.addUserComment(12, `Quoting the bot:\n> ${MARKER}\n${MARKER}`, 'mallory');
    expect(await dispatch(executorOf('claude'))).toEqual({ ok: true, wrote: 1 });
    expect(briefs().map((c) => c.author)).toEqual(['mallory', SELF]);
    expect(await dispatch(executorOf('claude'))).toEqual({ ok: true, wrote: 0 });
  });

  it("with its login known, counts no other bot's comment either; without it, any bot's", async () => {
    const known = setup();
    known.forge.addUserComment(12, MARKER, 'echo[bot]');
    expect(await known.dispatch({ kind: 'none' })).toEqual({ ok: true, wrote: 1 });
    // Logins compare without case.
    expect(await known.dispatch({ kind: 'none' }, 'CPLAN[bot]')).toEqual({ ok: true, wrote: 0 });

    const unknown = setup();
    unknown.forge.addUserComment(12, MARKER, 'mallory');
    expect(await unknown.dispatch({ kind: 'none' }, undefined)).toEqual({ ok: true, wrote: 1 });
    expect(await unknown.dispatch({ kind: 'none' }, undefined)).toEqual({ ok: true, wrote: 0 });
  });

  it("does not take another task's or another session's brief for this one", async () => {
    const { forge, dispatch, briefs } = setup();
    await forge.createComment(12, `brief\n\n${dispatchMarker(SESSION, 'TASK-030')}`);
    await forge.createComment(12, `brief\n\n${dispatchMarker('CPLAN-other-2026-11-25', TASK)}`);
    expect(await dispatch({ kind: 'none' })).toEqual({ ok: true, wrote: 1 });
    expect(briefs()).toHaveLength(1);
  });
});
