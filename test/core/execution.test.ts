// Executing a plan, as data (src/core/engine/execution.ts): the phase of a started task from what
// GitHub reported of its pull requests and issue, and the next step — which wave goes out, or why
// none does — with every task's view for the tracking comment.
import { describe, expect, it } from 'vitest';
import {
  type ExecutionState,
  inFlightTasks,
  newExecution,
  nextStep,
  phaseOf,
  type PullState,
  type TaskRecord,
} from '../../src/core/engine/execution.js';
import { makeNote, taskAt as task, taskId } from '../helpers/plan-factory.js';

const SESSION = 'CPLAN-rate-limits-2026-11-25';

const deps = (...nums: number[]) => ({ dependsOn: nums.map(taskId) });
const ids = (...nums: number[]) => nums.map(taskId);
const record = (overrides: Partial<TaskRecord> = {}): TaskRecord => ({ issue: 40, wave: 1, prs: {}, ...overrides });

/** An execution state after `wave` waves, with these started tasks. */
function stateOf(wave: number, tasks: Record<string, TaskRecord> = {}, overrides: Partial<ExecutionState> = {}): ExecutionState {
  return { ...newExecution(SESSION, 7, 'label:fix-me'), wave, tasks, ...overrides };
}

/** Marks the tasks of a step as dispatched in its wave, as the flow records them (issue 100 + num). */
function dispatched(state: ExecutionState, step: { dispatch: string[]; wave: number }): ExecutionState {
  const tasks = { ...state.tasks };
  for (const id of step.dispatch) tasks[id] = { issue: 100 + Number(id.slice('TASK-'.length)), wave: step.wave, prs: {} };
  return { ...state, wave: step.wave, tasks };
}

describe('phaseOf', () => {
  it('is dispatched with no pull request, no issue state and no failure', () => {
    expect(phaseOf(record())).toEqual({ phase: 'dispatched' });
  });

  it('is merged by a merged pull request, before anything else', () => {
    const prs: Record<string, PullState> = { '10': 'closed', '11': 'merged', '12': 'open' };
    expect(phaseOf(record({ prs, issueClosed: 'not_planned', failed: 'refused' }))).toEqual({ phase: 'merged', pr: 11 });
    // Of two merged pull requests, the one with the highest number (compared as numbers, not text).
    expect(phaseOf(record({ prs: { '9': 'merged', '10': 'merged' } }))).toEqual({ phase: 'merged', pr: 10 });
  });

  it('is merged by an issue closed as completed when no pull request merged, even with one open', () => {
    expect(phaseOf(record({ prs: { '12': 'open', '10': 'closed' }, issueClosed: 'completed' }))).toEqual({
      phase: 'merged',
      reason: 'issue closed as completed',
    });
  });

  it('is pr-open by the open pull request with the highest number, before an issue closed as not planned', () => {
    const prs: Record<string, PullState> = { '9': 'open', '30': 'open', '100': 'closed' };
    expect(phaseOf(record({ prs, issueClosed: 'not_planned', failed: 'refused' }))).toEqual({ phase: 'pr-open', pr: 30 });
  });

  it('is closed by an issue closed as not planned before a pull request closed without merging', () => {
    expect(phaseOf(record({ prs: { '10': 'closed' }, issueClosed: 'not_planned' }))).toEqual({
      phase: 'closed',
      reason: 'issue closed as not planned',
    });
  });

  it('is closed by the last pull request closed without merging, before a failure', () => {
    expect(phaseOf(record({ prs: { '10': 'closed', '9': 'closed' }, failed: 'refused' }))).toEqual({
      phase: 'closed',
      pr: 10,
      reason: '#10 closed without merging',
    });
  });

  it('is failed, with the reason, when dispatching failed and GitHub reported nothing else', () => {
    expect(phaseOf(record({ failed: 'GitHub did not assign Copilot' }))).toEqual({
      phase: 'failed',
      reason: 'GitHub did not assign Copilot',
    });
  });

  it('ignores the order the pull requests were recorded in', () => {
    const forward = record({ prs: { '3': 'closed', '5': 'open', '4': 'open' } });
    const backward = record({ prs: { '4': 'open', '5': 'open', '3': 'closed' } });
    expect(phaseOf(forward)).toEqual(phaseOf(backward));
    expect(phaseOf(forward)).toEqual({ phase: 'pr-open', pr: 5 });
  });
});

describe('inFlightTasks', () => {
  it('lists the dispatched tasks and those with an open pull request, by id', () => {
    const state = stateOf(1, {
      'TASK-010': record(),
      'TASK-002': record({ prs: { '5': 'open' } }),
      'TASK-003': record({ prs: { '6': 'merged' } }),
      'TASK-004': record({ prs: { '7': 'closed' } }),
      'TASK-005': record({ failed: 'refused' }),
      'TASK-006': record({ issueClosed: 'completed' }),
      'TASK-007': record({ prs: { '8': 'open' }, issueClosed: 'not_planned' }),
    });
    expect(inFlightTasks(state)).toEqual(['TASK-002', 'TASK-007', 'TASK-010']);
    expect(inFlightTasks(stateOf(0))).toEqual([]);
  });
});

describe('nextStep', () => {
  it('dispatches the first wave when nothing started, every other task waiting in the wave it will go out in', () => {
    const note = makeNote({ tasks: [task(1), task(2, [], deps(1)), task(3), task(4, [], deps(2))] });
    const step = nextStep(note, [], stateOf(0), { maxParallel: 5 });
    expect(step.dispatch).toEqual(ids(1, 3));
    expect(step.wave).toBe(1);
    expect(step).not.toHaveProperty('why');
    expect(step.tasks).toEqual([
      { id: 'TASK-001', phase: 'waiting', wave: 1 },
      { id: 'TASK-003', phase: 'waiting', wave: 1 },
      { id: 'TASK-002', phase: 'waiting', wave: 2 },
      { id: 'TASK-004', phase: 'waiting', wave: 3 },
    ]);
  });

  it('never dispatches two tasks that change the same file:location in one wave; the second goes out next', () => {
    const note = makeNote({
      tasks: [task(1, ['src/server.ts:createServer']), task(2, ['src/server.ts:createServer()']), task(3, ['src/b.ts:x'])],
    });
    const first = nextStep(note, [], stateOf(0), { maxParallel: 5 });
    expect(first.dispatch).toEqual(ids(1, 3));
    expect(first.schedule.moved).toEqual([{ id: 'TASK-002', reason: 'shares src/server.ts:createServer with TASK-001' }]);
    expect(first.tasks.find((t) => t.id === 'TASK-002')).toEqual({ id: 'TASK-002', phase: 'waiting', wave: 2 });

    // While TASK-001 is in flight nothing goes out; TASK-002 still waits for wave 2.
    let state = dispatched(stateOf(0), first);
    const during = nextStep(note, [], state, { maxParallel: 5 });
    expect(during).toMatchObject({ dispatch: [], wave: 2, why: 'in-flight' });
    expect(during.tasks).toEqual([
      { id: 'TASK-001', phase: 'dispatched', wave: 1, issue: 101 },
      { id: 'TASK-003', phase: 'dispatched', wave: 1, issue: 103 },
      { id: 'TASK-002', phase: 'waiting', wave: 2 },
    ]);

    state = {
      ...state,
      tasks: {
        ...state.tasks,
        'TASK-001': { ...state.tasks['TASK-001']!, prs: { '20': 'merged' } },
        'TASK-003': { ...state.tasks['TASK-003']!, prs: { '21': 'merged' } },
      },
    };
    const next = nextStep(note, [], state, { maxParallel: 5 });
    expect(next.dispatch).toEqual(ids(2));
    expect(next.wave).toBe(2);
    expect(next.schedule.merged).toEqual(ids(1, 3));
  });

  it('dispatches at most maxParallel tasks a wave, the rest waiting in later waves', () => {
    const note = makeNote({ tasks: [task(1), task(2), task(3), task(4), task(5)] });
    const step = nextStep(note, [], stateOf(0), { maxParallel: 2 });
    expect(step.dispatch).toEqual(ids(1, 2));
    expect(step.tasks.map((t) => [t.id, t.wave])).toEqual([
      ['TASK-001', 1],
      ['TASK-002', 1],
      ['TASK-003', 2],
      ['TASK-004', 2],
      ['TASK-005', 3],
    ]);
    // Once they are merged, the next two go out as wave 2.
    const merged = stateOf(1, { 'TASK-001': record({ prs: { '9': 'merged' } }), 'TASK-002': record({ issueClosed: 'completed' }) });
    expect(nextStep(note, [], merged, { maxParallel: 2 }).dispatch).toEqual(ids(3, 4));
    expect(nextStep(note, [], merged, { maxParallel: 1 }).dispatch).toEqual(ids(3));
  });

  it('holds the dependents of a task closed without merging, naming it, and dispatches the rest', () => {
    const note = makeNote({ tasks: [task(1), task(2, [], deps(1)), task(3, [], deps(2)), task(4), task(5, [], deps(4))] });
    const state = stateOf(1, {
      'TASK-001': record({ issue: 11, prs: { '20': 'closed' } }),
      'TASK-004': record({ issue: 14, prs: { '21': 'merged' } }),
    });
    const step = nextStep(note, [], state, { maxParallel: 3 });
    expect(step.dispatch).toEqual(ids(5));
    expect(step.wave).toBe(2);
    expect(step.tasks).toEqual([
      { id: 'TASK-001', phase: 'closed', wave: 1, issue: 11, pr: 20, reason: '#20 closed without merging' },
      { id: 'TASK-004', phase: 'merged', wave: 1, issue: 14, pr: 21 },
      { id: 'TASK-005', phase: 'waiting', wave: 2 },
      { id: 'TASK-002', phase: 'held', wave: null, reason: 'depends on TASK-001 (closed without merging)' },
      { id: 'TASK-003', phase: 'held', wave: null, reason: 'depends on TASK-002, held behind TASK-001 (closed without merging)' },
    ]);
  });

  it('holds the dependents of a task whose issue was closed as not planned, or whose dispatch failed', () => {
    const note = makeNote({ tasks: [task(1), task(2, [], deps(1)), task(3), task(4, [], deps(3))] });
    const state = stateOf(1, { 'TASK-001': record({ issueClosed: 'not_planned' }), 'TASK-003': record({ failed: 'refused' }) });
    const step = nextStep(note, [], state, { maxParallel: 3 });
    expect(step).toMatchObject({ dispatch: [], why: 'held' });
    expect(step.tasks.filter((t) => t.phase === 'held')).toEqual([
      { id: 'TASK-002', phase: 'held', wave: null, reason: 'depends on TASK-001 (closed without merging)' },
      { id: 'TASK-004', phase: 'held', wave: null, reason: 'depends on TASK-003 (failed)' },
    ]);
    // An issue closed as completed frees its dependents as a merge does.
    const completed = stateOf(1, { 'TASK-001': record({ issueClosed: 'completed' }), 'TASK-003': record({ prs: { '9': 'merged' } }) });
    expect(nextStep(note, [], completed, { maxParallel: 3 }).dispatch).toEqual(ids(2, 4));
  });

  it('holds the tasks of a dependency cycle, with the reason, and says so when nothing else is left', () => {
    const note = makeNote({ tasks: [task(1, [], deps(2)), task(2, [], deps(1)), task(3)] });
    const state = stateOf(1, { 'TASK-003': record({ prs: { '9': 'merged' } }) });
    const step = nextStep(note, [], state, { maxParallel: 3 });
    expect(step).toMatchObject({ dispatch: [], why: 'held' });
    expect(step.tasks.slice(1)).toEqual([
      { id: 'TASK-001', phase: 'held', wave: null, reason: 'dependency cycle' },
      { id: 'TASK-002', phase: 'held', wave: null, reason: 'dependency cycle' },
    ]);
  });

  it('dispatches nothing while any task is in flight, whatever else is ready', () => {
    const note = makeNote({ tasks: [task(1), task(2), task(3)] });
    const state = stateOf(1, { 'TASK-001': record({ prs: { '9': 'merged' } }), 'TASK-002': record({ prs: { '10': 'open' } }) });
    const step = nextStep(note, [], state, { maxParallel: 1 });
    expect(step).toMatchObject({ dispatch: [], wave: 2, why: 'in-flight' });
    expect(step.tasks).toEqual([
      { id: 'TASK-001', phase: 'merged', wave: 1, issue: 40, pr: 9 },
      { id: 'TASK-002', phase: 'pr-open', wave: 1, issue: 40, pr: 10 },
      { id: 'TASK-003', phase: 'waiting', wave: 2 },
    ]);
  });

  it('dispatches nothing when stopped, stopping taking precedence over tasks in flight', () => {
    const note = makeNote({ tasks: [task(1), task(2)] });
    expect(nextStep(note, [], stateOf(0, {}, { stopped: true }), { maxParallel: 3 })).toMatchObject({
      dispatch: [],
      wave: 1,
      why: 'stopped',
    });
    const inFlight = stateOf(1, { 'TASK-001': record() }, { stopped: true });
    expect(nextStep(note, [], inFlight, { maxParallel: 3 })).toMatchObject({ dispatch: [], why: 'stopped' });
  });

  it('is done when every task is merged, or closed with nothing behind it', () => {
    const note = makeNote({ tasks: [task(1), task(2)] });
    const state = stateOf(2, {
      'TASK-001': record({ prs: { '9': 'merged' } }),
      'TASK-002': record({ wave: 2, prs: { '10': 'closed' } }),
    });
    const step = nextStep(note, [], state, { maxParallel: 3 });
    expect(step).toMatchObject({ dispatch: [], wave: 3, why: 'done' });
    expect(step.tasks.map((t) => [t.id, t.phase, t.wave])).toEqual([
      ['TASK-001', 'merged', 1],
      ['TASK-002', 'closed', 2],
    ]);
  });

  it('shows started tasks by the wave they went out in, then waiting ones, then held ones', () => {
    const note = makeNote({ tasks: [task(1), task(2), task(3), task(4, [], deps(3)), task(5, [], deps(1))] });
    const state = stateOf(2, {
      'TASK-003': record({ wave: 2, prs: { '12': 'merged' } }),
      'TASK-002': record({ wave: 1, prs: { '11': 'merged' } }),
      'TASK-001': record({ wave: 2, prs: { '10': 'closed' } }),
    });
    const step = nextStep(note, [], state, { maxParallel: 3 });
    expect(step.dispatch).toEqual(ids(4));
    expect(step.wave).toBe(3);
    expect(step.tasks.map((t) => [t.id, t.phase, t.wave])).toEqual([
      ['TASK-002', 'merged', 1],
      ['TASK-001', 'closed', 2],
      ['TASK-003', 'merged', 2],
      ['TASK-004', 'waiting', 3],
      ['TASK-005', 'held', null],
    ]);
  });

  it('gives the same step whatever order the pull request states were applied in', () => {
    const note = makeNote({
      tasks: [task(1, ['src/a.ts:f']), task(2, ['src/a.ts:f']), task(3), task(4, [], deps(1)), task(5, [], deps(3)), task(6)],
    });
    const base = stateOf(1, {
      'TASK-001': record({ issue: 11 }),
      'TASK-003': record({ issue: 13 }),
      'TASK-006': record({ issue: 16, wave: 1 }),
    });
    // What GitHub reported, one pull request per event.
    const events: { task: string; pr: string; state: PullState }[] = [
      { task: 'TASK-001', pr: '20', state: 'closed' },
      { task: 'TASK-001', pr: '22', state: 'merged' },
      { task: 'TASK-003', pr: '21', state: 'open' },
      { task: 'TASK-003', pr: '19', state: 'closed' },
      { task: 'TASK-006', pr: '23', state: 'merged' },
    ];
    const apply = (order: typeof events): ExecutionState => {
      const tasks: Record<string, TaskRecord> = {};
      for (const [id, r] of Object.entries(base.tasks)) tasks[id] = { ...r, prs: {} };
      for (const e of order) (tasks[e.task] as TaskRecord).prs[e.pr] = e.state;
      return { ...base, tasks };
    };
    const permutations = <T>(items: T[]): T[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
    const expected = nextStep(note, [], apply(events), { maxParallel: 2 });
    expect(expected).toMatchObject({ dispatch: [], why: 'in-flight' });
    expect(expected.tasks.filter((t) => t.wave === 1).map((t) => [t.id, t.phase, t.pr])).toEqual([
      ['TASK-001', 'merged', 22],
      ['TASK-003', 'pr-open', 21],
      ['TASK-006', 'merged', 23],
    ]);
    const all = permutations(events);
    expect(all).toHaveLength(120);
    for (const order of all) {
      const state = apply(order);
      expect(nextStep(note, [], state, { maxParallel: 2 })).toEqual(expected);
      expect(inFlightTasks(state)).toEqual(['TASK-003']);
    }
    // And the same once the open one merges, in any order of the tasks' records too.
    const done = apply([...events, { task: 'TASK-003', pr: '21', state: 'merged' }]);
    const reversed = { ...done, tasks: Object.fromEntries(Object.entries(done.tasks).reverse()) };
    expect(nextStep(note, [], reversed, { maxParallel: 2 })).toEqual(nextStep(note, [], done, { maxParallel: 2 }));
    expect(nextStep(note, [], done, { maxParallel: 2 }).dispatch).toEqual(ids(2, 4));
  });

  it('walks a plan from the first wave to done, one merged wave at a time', () => {
    const note = makeNote({
      tasks: [task(1, ['src/a.ts:f']), task(2, ['src/a.ts:f']), task(3, [], deps(1)), task(4, [], deps(2, 3))],
    });
    let state = stateOf(0);
    const waves: string[][] = [];
    for (let round = 0; round < 10; round++) {
      const step = nextStep(note, [], state, { maxParallel: 3 });
      if (step.dispatch.length === 0) {
        expect(step.why).toBe('done');
        break;
      }
      waves.push(step.dispatch);
      state = dispatched(state, step);
      for (const id of step.dispatch) (state.tasks[id] as TaskRecord).prs = { [String(200 + waves.length)]: 'merged' };
    }
    expect(waves).toEqual([ids(1), ids(2, 3), ids(4)]);
    expect(state.wave).toBe(3);
  });
});

describe('nextStep forecast while a wave is in flight', () => {
  it('shows waiting tasks in the wave they will go out in: in-flight tasks take no slot of it', () => {
    const note = makeNote({ tasks: [task(1), task(2), task(3), task(4)] });
    const state = stateOf(1, { [taskId(1)]: record({ prs: { '5': 'open' } }), [taskId(2)]: record({ prs: { '6': 'merged' } }) });
    const step = nextStep(note, [], state, { maxParallel: 2 });
    expect(step.dispatch).toEqual([]);
    expect(step.tasks.filter((t) => t.phase === 'waiting').map((t) => [t.id, t.wave])).toEqual([
      [taskId(3), 2],
      [taskId(4), 2],
    ]);
    const merged = stateOf(1, { [taskId(1)]: record({ prs: { '5': 'merged' } }), [taskId(2)]: record({ prs: { '6': 'merged' } }) });
    expect(nextStep(note, [], merged, { maxParallel: 2 })).toMatchObject({ dispatch: ids(3, 4), wave: 2 });
  });

  it("a task sharing the in-flight task's place is forecast in the next wave, beside an independent one", () => {
    const note = makeNote({ tasks: [task(1, ['src/a.ts:f']), task(2, ['src/a.ts:f']), task(3, ['src/b.ts:g'])] });
    const state = stateOf(1, { [taskId(1)]: record({ prs: { '5': 'open' } }) });
    const waiting = nextStep(note, [], state, { maxParallel: 3 }).tasks.filter((t) => t.phase === 'waiting');
    expect(waiting.map((t) => [t.id, t.wave])).toEqual([
      [taskId(2), 2],
      [taskId(3), 2],
    ]);
  });
});
