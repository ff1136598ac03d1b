// The tracking comment of an execution (src/core/texts/tracking.ts): the checklist people read and
// the state line cplan reads back. The state is read only from this session's comment and checked
// field by field: a comment edited by hand loses the record at worst, it never injects one.
import { describe, expect, it } from 'vitest';
import { type ExecutionState, newExecution, nextStep } from '../../src/core/engine/execution.js';
import { isTrackingOf, readExecutionState, type TrackingInput, trackingBody, trackingMarker } from '../../src/core/texts/tracking.js';
import { makeNote, makeTask } from '../helpers/plan-factory.js';

const SESSION = 'CPLAN-rate-limits-2026-11-25';
const OTHER = 'CPLAN-other-plan-2026-11-25';

function sampleState(): ExecutionState {
  return {
    ...newExecution(SESSION, 7, 'label:fix-me'),
    wave: 2,
    tasks: {
      'TASK-001': { issue: 11, wave: 1, prs: { '20': 'merged', '19': 'closed' } },
      'TASK-002': { issue: 12, wave: 1, prs: {}, issueClosed: 'completed' },
      'TASK-003': { issue: 13, wave: 2, prs: { '21': 'open' } },
      'TASK-004': { issue: 14, wave: 2, prs: {}, failed: 'GitHub refused the label' },
      'TASK-005': { issue: 15, wave: 2, prs: {}, issueClosed: 'not_planned' },
    },
    issues: { 'TASK-001': 11, 'TASK-002': 12, 'TASK-003': 13, 'TASK-004': 14, 'TASK-005': 15, 'TASK-006': 16, 'TASK-007': 17 },
  };
}

const NOTE = makeNote({
  tasks: [
    makeTask(1, { title: 'Add the limiter' }),
    makeTask(2, { title: 'Wire the config' }),
    makeTask(3, { title: 'Count requests' }),
    makeTask(4, { title: 'Document it' }),
    makeTask(5, { title: 'Drop the old code' }),
    makeTask(6, { title: 'Add metrics', dependsOn: ['TASK-003'] }),
    makeTask(7, { title: 'Follow up', dependsOn: ['TASK-004'] }),
  ],
});

function input(state: ExecutionState, overrides: Partial<TrackingInput> = {}): TrackingInput {
  const step = nextStep(NOTE, [], state, { maxParallel: 3 });
  return { state, tasks: step.tasks, note: NOTE, issueOf: (id) => state.issues[id], trigger: '/plan', autoAdvance: false, ...overrides };
}

/** The tracking comment with its state line replaced by this one (any text, as a person could edit it). */
function withStateLine(body: string, encoded: string): string {
  return body.replace(/<!-- cplan:execute-state [A-Za-z0-9_-]+ -->$/, `<!-- cplan:execute-state ${encoded} -->`);
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('trackingBody and readExecutionState', () => {
  it('round-trip the execution state', () => {
    const state = sampleState();
    const body = trackingBody(input(state));
    expect(body.startsWith(`${trackingMarker(SESSION)}\n`)).toBe(true);
    expect(body.split('\n').at(-1)).toMatch(/^<!-- cplan:execute-state [A-Za-z0-9_-]+ -->$/);
    expect(readExecutionState(body, SESSION)).toEqual(state);
    // A stopped execution before its first wave, too (wave 0, no tasks).
    const fresh = { ...newExecution(SESSION, 9, 'mention:@bob'), stopped: true };
    expect(readExecutionState(trackingBody(input(fresh)), SESSION)).toEqual(fresh);
  });

  it('survive trailing whitespace after the state line', () => {
    const state = sampleState();
    expect(readExecutionState(`${trackingBody(input(state))}\n\n  `, SESSION)).toEqual(state);
  });

  it('write a checklist by wave: merged tasks ticked, the rest not, waiting and held tasks after', () => {
    const body = trackingBody(input(sampleState()));
    const lines = body.split('\n');
    expect(lines.filter((l) => l.startsWith('- [x]'))).toEqual([
      '- [x] #11 TASK-001 Add the limiter — ✅ merged · #20',
      '- [x] #12 TASK-002 Wire the config — ✅ merged — issue closed as completed',
    ]);
    expect(lines.filter((l) => l.startsWith('- [ ]'))).toEqual([
      '- [ ] #13 TASK-003 Count requests — 🔧 PR open · #21',
      '- [ ] #14 TASK-004 Document it — ❌ failed — GitHub refused the label',
      '- [ ] #15 TASK-005 Drop the old code — ⛔ closed — issue closed as not planned',
      '- [ ] #16 TASK-006 Add metrics — ⏳ waiting',
      '- [ ] #17 TASK-007 Follow up — ⏸️ held — depends on TASK-004 (failed)',
    ]);
    const headings = lines.filter((l) => l.startsWith('**'));
    expect(headings).toEqual(['**Wave 1**', '**Wave 2**', '**Wave 3** (not dispatched yet)', '**Held**']);
    expect(body).toContain('Executor: `label:fix-me` · 2 of 7 merged · 1 in flight · 3 held, closed or failed');
    expect(body).toContain('`/plan execute` once every task of this one is merged');
    expect(trackingBody(input(sampleState(), { autoAdvance: true }))).toContain(
      'The next wave is dispatched when every task of this one is merged.',
    );
  });

  it('says when the execution is stopped, over any notice', () => {
    const stopped = { ...sampleState(), stopped: true };
    const body = trackingBody(input(stopped, { notice: 'Nothing to dispatch.', trigger: '/cplan' }));
    expect(body).toContain('**Stopped**: no further wave is dispatched until the next `/cplan execute`.');
    expect(body).not.toContain('Nothing to dispatch.');
    expect(trackingBody(input(sampleState(), { notice: 'Nothing to dispatch.' }))).toContain('\n\nNothing to dispatch.\n');
  });

  it('never carries a live mention or raw HTML from task titles or reasons', () => {
    const hostile = makeNote({
      tasks: [
        makeTask(1, { title: '<img src=x onerror=alert(1)> @team please' }),
        makeTask(2, { title: '<script>alert(1)</script>@octo/admins <!-- hidden --> <a href="https://evil">x</a>' }),
        makeTask(3, { title: '<<b>x>@mallory', dependsOn: ['TASK-002'] }),
      ],
    });
    const state: ExecutionState = {
      ...newExecution(SESSION, 7, 'claude'),
      wave: 1,
      tasks: {
        'TASK-001': { issue: 11, wave: 1, prs: {} },
        'TASK-002': { issue: 12, wave: 1, prs: {}, failed: 'refused by @someone: <b>no</b> <img src=y>' },
      },
      issues: { 'TASK-003': 13 },
    };
    const step = nextStep(hostile, [], state, { maxParallel: 3 });
    const body = trackingBody({
      state,
      tasks: step.tasks,
      note: hostile,
      issueOf: (id) => state.issues[id],
      trigger: '/plan',
      autoAdvance: true,
    });
    // The marker and the state line are cplan's own comments; the rest holds no markup and pings no one.
    const shown = body.split('\n').slice(1, -1).join('\n');
    expect(shown).not.toMatch(/<[!/?A-Za-z]/);
    expect(shown).not.toMatch(/(?<![\w`])@[A-Za-z0-9]/);
    expect(shown).not.toContain('<img');
    expect(shown).not.toContain('<script');
    expect(shown).toMatch(/TASK-001 .*team please/);
    expect(shown).toMatch(/TASK-003 .*mallory — ⏸️ held — depends on TASK-002 \(failed\)/);
    // The reason is read back as written: only what is shown is made safe.
    expect(readExecutionState(body, SESSION)?.tasks['TASK-002']?.failed).toBe('refused by @someone: <b>no</b> <img src=y>');
  });

  it('cuts a long title to one line', () => {
    const note = makeNote({ tasks: [makeTask(1, { title: `first line\n- [x] fake ${'word '.repeat(100)}` })] });
    const state = { ...newExecution(SESSION, 7, 'none'), issues: { 'TASK-001': 11 } };
    const body = trackingBody({
      state,
      tasks: nextStep(note, [], state, { maxParallel: 1 }).tasks,
      note,
      issueOf: () => 11,
      trigger: '/plan',
      autoAdvance: false,
    });
    const line = body.split('\n').find((l) => l.includes('TASK-001')) as string;
    expect(line).toMatch(/^- \[ \] #11 TASK-001 first line - \[x\] fake word .*… — ⏳ waiting$/);
    expect(body.split('\n').filter((l) => l.startsWith('- ['))).toHaveLength(1);
  });
});

describe('trackingMarker and isTrackingOf', () => {
  it('recognise the tracking comment of this session only', () => {
    const body = trackingBody(input(sampleState()));
    expect(isTrackingOf(body, SESSION)).toBe(true);
    expect(isTrackingOf(body, OTHER)).toBe(false);
    expect(isTrackingOf(`quoted:\n${body}`, SESSION)).toBe(false);
    expect(isTrackingOf(trackingMarker(SESSION), SESSION)).toBe(false);
    expect(isTrackingOf('', SESSION)).toBe(false);
    expect(isTrackingOf(undefined as unknown as string, SESSION)).toBe(false);
    // Not a session id: never matched, never thrown on.
    expect(isTrackingOf('<!-- cplan:execute session=../x -->\n', '../x')).toBe(false);
    expect(() => trackingMarker('x --> <b>')).toThrow(/session id/);
  });
});

describe('readExecutionState refuses a state it cannot trust', () => {
  const body = trackingBody(input(sampleState()));
  const valid = JSON.parse(Buffer.from(/execute-state ([A-Za-z0-9_-]+) -->$/.exec(body)![1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const tasks = valid.t as Record<string, unknown[]>;
  const row = tasks['TASK-001'] as unknown[];
  const withTask = (id: string, value: unknown) => ({ ...valid, t: { ...tasks, [id]: value } });
  const withRow = (index: number, value: unknown) =>
    withTask(
      'TASK-001',
      row.map((x, i) => (i === index ? value : x)),
    );

  it('reads the untampered line (the baseline of the cases below)', () => {
    expect(readExecutionState(withStateLine(body, encode(valid)), SESSION)).toEqual(sampleState());
  });

  it.each([
    ['not base64 at all', 'not base64!'],
    ['base64 of no JSON', Buffer.from('{"s":', 'utf8').toString('base64url')],
    ['garbage that decodes to bytes', 'AAAA____----'],
    ['an empty line', ''],
  ])('refuses %s', (_, encoded) => {
    expect(readExecutionState(withStateLine(body, encoded), SESSION)).toBeUndefined();
  });

  it.each([
    ['JSON that is not an object', 42],
    ['JSON null', null],
    ['another version', { ...valid, v: 1 }],
    ['another session id', { ...valid, s: OTHER }],
    ['no session id', { ...valid, s: undefined }],
    ['a plan issue as text', { ...valid, p: '7' }],
    ['a negative plan issue', { ...valid, p: -7 }],
    ['an agent that is not text', { ...valid, a: ['claude'] }],
    ['stopped as text', { ...valid, x: 'false' }],
    ['a negative wave', { ...valid, w: -1 }],
    ['a fractional wave', { ...valid, w: 1.5 }],
    ['tasks as text', { ...valid, t: 'TASK-001' }],
    ['a task id not TASK-N', withTask('TASK-1a', row)],
    ['a task id that is a prototype key', withTask('__proto__', row)],
    ['a negative issue', withRow(0, -11)],
    ['issue zero', withRow(0, 0)],
    ['an issue as text', withRow(0, '11')],
    ['a task wave of zero', withRow(1, 0)],
    ['pull requests as null', withRow(2, null)],
    ['a pull request number that is not one', withRow(2, { '020': 'm' })],
    ['a negative pull request number', withRow(2, { '-20': 'm' })],
    ['an unknown pull request state', withRow(2, { '20': 'draft' })],
    ['an unknown closed code', withRow(3, 3)],
    ['a failure that is not text', withTask('TASK-001', [...row, 42])],
    ['a task record that is not a list', withTask('TASK-001', 11)],
  ])('refuses %s', (_, value) => {
    expect(readExecutionState(withStateLine(body, encode(value)), SESSION)).toBeUndefined();
  });

  it('refuses the state of another session, or one under another session marker', () => {
    expect(readExecutionState(body, OTHER)).toBeUndefined();
    const moved = body.replace(trackingMarker(SESSION), trackingMarker(OTHER));
    expect(readExecutionState(moved, OTHER)).toBeUndefined();
    expect(readExecutionState(moved, SESSION)).toBeUndefined();
  });

  it('refuses a comment whose state line is not the last line, or missing', () => {
    expect(readExecutionState(`${body}\nedited by hand`, SESSION)).toBeUndefined();
    expect(readExecutionState(body.split('\n').slice(0, -1).join('\n'), SESSION)).toBeUndefined();
  });

  it('drops what it does not know field by field, and caps long texts', () => {
    const read = readExecutionState(
      withStateLine(
        body,
        encode({
          ...valid,
          a: 'a'.repeat(500),
          extra: 'ignored',
          t: { 'TASK-001': [11, 1, {}, 0, 'x'.repeat(2000)] },
          i: { 'TASK-002': 12, 'TASK-003': -3, 'TASK-004': '13', 'NOT-A-TASK': 14 },
          e: { 'TASK-001': { '30': 'o' }, 'TASK-002': { '31': 'draft' }, 'TASK-1x': { '32': 'o' } },
        }),
      ),
      SESSION,
    );
    expect(read).toEqual({
      session: SESSION,
      planIssue: 7,
      agent: 'a'.repeat(120),
      stopped: false,
      wave: 2,
      tasks: { 'TASK-001': { issue: 11, wave: 1, prs: {}, failed: 'x'.repeat(300) } },
      issues: { 'TASK-001': 11, 'TASK-002': 12 },
      early: {},
    });
  });
});

describe('a plan of hundreds of tasks', () => {
  function large(n: number, titleLength: number) {
    const note = makeNote({
      tasks: Array.from({ length: n }, (_, i) =>
        makeTask(i + 1, {
          title: `${'Change the handler '.repeat(titleLength)}${i}`,
          dependsOn: i % 3 > 0 ? [`TASK-${String(i).padStart(3, '0')}`] : [],
        }),
      ),
    });
    const state = newExecution(SESSION, 7, 'label:fix-me');
    for (const [i, task] of note.tasks.entries()) state.issues[task.id] = 1000 + i;
    const started = Math.floor(n * 0.9);
    for (const [i, task] of note.tasks.slice(0, started).entries())
      state.tasks[task.id] = {
        issue: 1000 + i,
        wave: Math.floor(i / 3) + 1,
        prs: { [String(5000 + i)]: i < started - 3 ? 'merged' : 'open' },
      };
    state.wave = Math.floor((started - 1) / 3) + 1;
    const body = trackingBody({
      state,
      tasks: nextStep(note, [], state, { maxParallel: 3 }).tasks,
      note,
      issueOf: (id) => state.issues[id],
      trigger: '/plan',
      autoAdvance: true,
    });
    return { state, body };
  }

  it('fits in one GitHub comment (65 536 characters) and keeps its whole record', () => {
    const { state, body } = large(500, 6);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(readExecutionState(body, SESSION)).toEqual(state);
    // Tasks in flight keep their titles; merged ones are shown briefly or by wave.
    expect(body).toMatch(/- \[ \] #\d+ TASK-\d+ Change the handler .* — 🔧 PR open · #\d+/);
  });

  it('shows every task with its title while it fits', () => {
    const { body } = large(30, 1);
    expect(body).toContain('- [x] #1000 TASK-001 Change the handler 0 — ✅ merged · #5000');
    expect(body).not.toContain('not shown');
  });
});

describe('the record under pressure', () => {
  it('keeps a task id of many digits, and shortens long failure reasons to fit', () => {
    const state = { ...newExecution(SESSION, 7, 'copilot'), wave: 1 };
    const long = 'TASK-1234567890123456789';
    state.tasks[long] = { issue: 11, wave: 1, prs: {} };
    state.issues[long] = 11;
    const note = makeNote({ tasks: [makeTask(1, { id: long })] });
    const view = (s: typeof state) => ({
      state: s,
      tasks: nextStep(note, [], s, { maxParallel: 3 }).tasks,
      note,
      issueOf: (id: string) => s.issues[id],
      trigger: '/plan',
      autoAdvance: true,
    });
    expect(readExecutionState(trackingBody(view(state)), SESSION)?.tasks[long]).toEqual({ issue: 11, wave: 1, prs: {} });
    const many = { ...newExecution(SESSION, 7, 'copilot'), wave: 1 };
    const tasks = Array.from({ length: 500 }, (_, i) => makeTask(i + 1));
    for (const [i, task] of tasks.entries()) {
      many.tasks[task.id] = {
        issue: 1000 + i,
        wave: 1,
        prs: Object.fromEntries([0, 1, 2, 3, 4, 5].map((k) => [String(5000 + i * 10 + k), k === 5 ? 'open' : 'closed'])),
        failed: 'x'.repeat(300),
      };
      many.issues[task.id] = 1000 + i;
    }
    const manyNote = makeNote({ tasks });
    const body = trackingBody({
      state: many,
      tasks: nextStep(manyNote, [], many, { maxParallel: 3 }).tasks,
      note: manyNote,
      issueOf: (id) => many.issues[id],
      trigger: '/plan',
      autoAdvance: true,
    });
    expect(body.length).toBeLessThanOrEqual(65_536);
    const read = readExecutionState(body, SESSION);
    expect(read?.tasks['TASK-001']?.prs).toEqual({ '5005': 'open' });
    expect(read?.tasks['TASK-001']?.failed).toBe('x'.repeat(40));
  });
});
