// Executing a plan, as data: what became of each started task (from the pull requests and the task
// issue GitHub reports), and which tasks the next step dispatches. Pure: the flow reads GitHub,
// calls these, and writes what they decide, so the same state always gives the same step, whatever
// order the events that built it came in.
//
// A wave is dispatched only when nothing is in flight (every task of the wave before is merged,
// closed or failed): the schedule of the tasks still to run is computed again from what happened,
// and its first wave goes out. A task closed without merging or failed holds its dependents
// (buildSchedule says why).
import type { Conflict, PlanNote } from '../shared/model.js';
import { compareTaskIds } from '../shared/names.js';
import { buildSchedule, type Schedule, type TaskState } from './schedule.js';

/** What GitHub said of one pull request of a task, the last time cplan read it. */
export type PullState = 'open' | 'merged' | 'closed';

/** A started task, as the tracking comment keeps it. */
export interface TaskRecord {
  /** The task's issue. */
  issue: number;
  /** The wave it was dispatched in (1-based). */
  wave: number;
  /** Its pull requests by number. */
  prs: Record<string, PullState>;
  /** Set while its issue is closed: `completed` counts as done, anything else as closed. */
  issueClosed?: 'completed' | 'not_planned';
  /** Why dispatching it failed (the executor refused); a `/plan execute` tries it again. */
  failed?: string;
}

export interface ExecutionState {
  session: string;
  /** The plan's issue, where the tracking comment lives. */
  planIssue: number;
  /** The executor the tasks went to (`execute.agent` when the first wave was dispatched). */
  agent: string;
  /** `/plan execute stop`: nothing more is dispatched until the next `/plan execute`. */
  stopped: boolean;
  /** The last wave dispatched; 0 before the first. */
  wave: number;
  tasks: Record<string, TaskRecord>;
  /** The task issues filed for the plan, by task id (started tasks keep theirs in their record too). */
  issues: Record<string, number>;
  /** Pull requests of tasks not started yet, by task id: they join the task's record when it is. */
  early: Record<string, Record<string, PullState>>;
}

/** What a task is, for people: the tracking comment's words. */
export type TaskPhase = 'waiting' | 'dispatched' | 'pr-open' | 'merged' | 'closed' | 'failed' | 'held';

export interface TaskView {
  id: string;
  phase: TaskPhase;
  /** The wave it was (or will be) dispatched in; null for a held task. */
  wave: number | null;
  issue?: number;
  /** Its pull request: the merged one, else the open one with the highest number, else the last closed. */
  pr?: number;
  reason?: string;
}

export function newExecution(session: string, planIssue: number, agent: string): ExecutionState {
  return { session, planIssue, agent, stopped: false, wave: 0, tasks: {}, issues: {}, early: {} };
}

const byNumber = (prs: Record<string, PullState>, state: PullState) =>
  Object.keys(prs)
    .filter((n) => prs[n] === state)
    .map(Number)
    .sort((a, b) => a - b);

/** The phase of a started task and its pull request (see TaskView.pr), from what GitHub reported. */
export function phaseOf(record: TaskRecord): { phase: Exclude<TaskPhase, 'waiting' | 'held'>; pr?: number; reason?: string } {
  const merged = byNumber(record.prs, 'merged');
  const open = byNumber(record.prs, 'open');
  const closed = byNumber(record.prs, 'closed');
  if (merged.length > 0) return { phase: 'merged', pr: merged[merged.length - 1] as number };
  if (record.issueClosed === 'completed') return { phase: 'merged', reason: 'issue closed as completed' };
  if (open.length > 0) return { phase: 'pr-open', pr: open[open.length - 1] as number };
  if (record.issueClosed === 'not_planned') return { phase: 'closed', reason: 'issue closed as not planned' };
  const last = closed[closed.length - 1];
  if (last !== undefined) return { phase: 'closed', pr: last, reason: `#${last} closed without merging` };
  if (record.failed) return { phase: 'failed', reason: record.failed };
  return { phase: 'dispatched' };
}

/**
 * How the schedule counts a started task. A task in flight counts as merged: the next wave goes out
 * only once nothing is in flight, so the waves still to come are those after it (and a task that
 * waits on it is forecast in the wave it will really go out in).
 */
const SCHEDULE_STATE: Record<ReturnType<typeof phaseOf>['phase'], TaskState> = {
  merged: 'merged',
  closed: 'closed',
  failed: 'failed',
  dispatched: 'merged',
  'pr-open': 'merged',
};

export interface StepOptions {
  maxParallel: number;
  coChanged?: (a: string, b: string) => boolean;
}

export interface ExecutionStep {
  /** Tasks to dispatch now, as wave `wave`; empty when nothing may go out. */
  dispatch: string[];
  wave: number;
  /** Why nothing is dispatched, when nothing is. */
  why?: 'stopped' | 'in-flight' | 'done' | 'held';
  /** Every task of the plan, in wave order, then held ones. */
  tasks: TaskView[];
  /** The schedule of the tasks still to run (started ones excluded from its waves). */
  schedule: Schedule;
}

/**
 * The next step of an execution: the tasks to dispatch (the first wave of what is left, when nothing
 * is in flight and dispatching is not stopped) and every task's view for the tracking comment.
 */
export function nextStep(
  note: Pick<PlanNote, 'tasks'>,
  conflicts: readonly Conflict[],
  state: ExecutionState,
  options: StepOptions,
): ExecutionStep {
  const phases = new Map(Object.entries(state.tasks).map(([id, record]) => [id, phaseOf(record)]));
  const states: Record<string, TaskState> = {};
  for (const [id, p] of phases) states[id] = SCHEDULE_STATE[p.phase];
  const inFlight = [...phases].filter(([, p]) => p.phase === 'dispatched' || p.phase === 'pr-open').map(([id]) => id);
  // Started tasks are shown in the wave they went out in.
  const schedule = buildSchedule(note, conflicts, { ...options, states });
  const started = new Set(Object.keys(state.tasks));
  const future = schedule.waves.map((wave) => wave.filter((id) => !started.has(id))).filter((wave) => wave.length > 0);
  const firstWave = future[0] ?? [];
  let why: ExecutionStep['why'];
  if (state.stopped) why = 'stopped';
  else if (inFlight.length > 0) why = 'in-flight';
  else if (firstWave.length === 0) why = schedule.held.some((h) => !started.has(h.id)) ? 'held' : 'done';
  const dispatch = why === undefined ? firstWave : [];
  return { dispatch, wave: state.wave + 1, ...(why ? { why } : {}), tasks: views(state, phases, future, schedule), schedule };
}

function views(state: ExecutionState, phases: Map<string, ReturnType<typeof phaseOf>>, future: string[][], schedule: Schedule): TaskView[] {
  const started = Object.entries(state.tasks)
    .map(([id, record]): TaskView => {
      const p = phases.get(id) as ReturnType<typeof phaseOf>;
      return {
        id,
        phase: p.phase,
        wave: record.wave,
        issue: record.issue,
        ...(p.pr ? { pr: p.pr } : {}),
        ...(p.reason ? { reason: p.reason } : {}),
      };
    })
    .sort((a, b) => (a.wave ?? 0) - (b.wave ?? 0) || compareTaskIds(a.id, b.id));
  const waiting = future.flatMap((wave, i) => wave.map((id): TaskView => ({ id, phase: 'waiting', wave: state.wave + 1 + i })));
  const held = schedule.held
    .filter((h) => !(h.id in state.tasks))
    .map((h): TaskView => ({ id: h.id, phase: 'held', wave: null, reason: h.reason }));
  return [...started, ...waiting, ...held];
}

/** The tasks in flight (dispatched, or with an open pull request), by id. */
export function inFlightTasks(state: ExecutionState): string[] {
  return Object.entries(state.tasks)
    .filter(([, record]) => ['dispatched', 'pr-open'].includes(phaseOf(record).phase))
    .map(([id]) => id)
    .sort(compareTaskIds);
}
