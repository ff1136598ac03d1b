// The execution's record in the last line of its tracking comment: compact JSON in base64url, so
// that a plan of 500 tasks fits beside its checklist in GitHub's 65 536-character comment. Read
// back field by field: a line a person edited can at worst lose the record, never change it.
//
//   { v: 2, s: session, p: plan issue, a: agent, x: stopped (0|1), w: last wave,
//     t: { "TASK-001": [issue, wave, { "<pr>": "o"|"m"|"c" }, closed (0|1 completed|2 not planned), failed?] },
//     i: { "TASK-009": issue },  // task issues of tasks not started yet
//     e: { "TASK-009": { "<pr>": "o"|"m"|"c" } } }  // their pull requests, opened before they went out
import type { ExecutionState, PullState, TaskRecord } from '../engine/execution.js';

const PR_CODE: Record<PullState, string> = { open: 'o', merged: 'm', closed: 'c' };
const PR_STATE: Record<string, PullState> = { o: 'open', m: 'merged', c: 'closed' };
const CLOSED_CODE = { completed: 1, not_planned: 2 } as const;
/** Failure reasons are capped: they are words for people, not data. */
const MAX_FAILED = 300;

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
// Any digits: the note parser keeps ids it only warns about, and one such id must not void the record.
const isTaskId = (id: string) => /^TASK-\d{1,60}$/.test(id);

const codes = (prs: Record<string, PullState>) => Object.fromEntries(Object.entries(prs).map(([n, s]) => [n, PR_CODE[s]]));

/** Pull request states from their codes, or undefined when one is not a PR number and a known code. */
function pullsOf(value: unknown): Record<string, PullState> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const prs: Record<string, PullState> = {};
  for (const [n, code] of Object.entries(value as Record<string, unknown>)) {
    const state = typeof code === 'string' ? PR_STATE[code] : undefined;
    if (!isCount(Number(n)) || String(Number(n)) !== n || !state) return undefined;
    prs[n] = state;
  }
  return prs;
}

/**
 * The record as the state line's text (base64url of compact JSON), at most `max` characters when it
 * can be: failure reasons are shortened first, then closed PRs of tasks that also have an open or
 * merged one are left out — neither changes what any task is.
 */
export function encodeExecutionState(state: ExecutionState, max = Number.POSITIVE_INFINITY): string {
  let text = encodeWith(state, MAX_FAILED, false);
  if (text.length > max) text = encodeWith(state, 40, false);
  if (text.length > max) text = encodeWith(state, 40, true);
  return text;
}

function encodeWith(state: ExecutionState, failedLength: number, dropSettled: boolean): string {
  const t: Record<string, unknown[]> = {};
  for (const [id, r] of Object.entries(state.tasks)) {
    const live = Object.values(r.prs).some((p) => p !== 'closed');
    const prs = dropSettled && live ? Object.fromEntries(Object.entries(r.prs).filter(([, p]) => p !== 'closed')) : r.prs;
    const row: unknown[] = [r.issue, r.wave, codes(prs), r.issueClosed ? CLOSED_CODE[r.issueClosed] : 0];
    if (r.failed) row.push(r.failed.slice(0, failedLength));
    t[id] = row;
  }
  const i = Object.fromEntries(Object.entries(state.issues).filter(([id]) => !(id in state.tasks)));
  const e = Object.fromEntries(Object.entries(state.early).map(([id, prs]) => [id, codes(prs)]));
  const compact = { v: 2, s: state.session, p: state.planIssue, a: state.agent, x: state.stopped ? 1 : 0, w: state.wave, t, i, e };
  return Buffer.from(JSON.stringify(compact), 'utf8').toString('base64url');
}

function recordOf(row: unknown): TaskRecord | undefined {
  if (!Array.isArray(row) || row.length < 4 || row.length > 5) return undefined;
  const [issue, wave, prs, closed, failed] = row as unknown[];
  const pulls = pullsOf(prs);
  if (!isCount(issue) || !isCount(wave) || !pulls) return undefined;
  const record: TaskRecord = { issue, wave, prs: pulls };
  if (closed === 1) record.issueClosed = 'completed';
  else if (closed === 2) record.issueClosed = 'not_planned';
  else if (closed !== 0) return undefined;
  if (failed !== undefined) {
    if (typeof failed !== 'string') return undefined;
    record.failed = failed.slice(0, MAX_FAILED);
  }
  return record;
}

/** The record of a state line for this session, or undefined when it is not one that can be trusted. */
export function decodeExecutionState(encoded: string, sessionId: string): ExecutionState | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (v.v !== 2 || v.s !== sessionId || !isCount(v.p) || typeof v.a !== 'string' || (v.x !== 0 && v.x !== 1)) return undefined;
  if (!(v.w === 0 || isCount(v.w)) || typeof v.t !== 'object' || v.t === null || Array.isArray(v.t)) return undefined;
  const tasks: Record<string, TaskRecord> = {};
  for (const [id, row] of Object.entries(v.t as Record<string, unknown>)) {
    const record = recordOf(row);
    if (!isTaskId(id) || !record) return undefined;
    tasks[id] = record;
  }
  const issues: Record<string, number> = {};
  for (const [id, n] of Object.entries(typeof v.i === 'object' && v.i !== null ? v.i : {})) if (isTaskId(id) && isCount(n)) issues[id] = n;
  for (const [id, record] of Object.entries(tasks)) issues[id] = record.issue;
  const early: Record<string, Record<string, PullState>> = {};
  for (const [id, raw] of Object.entries(typeof v.e === 'object' && v.e !== null ? v.e : {})) {
    const prs = pullsOf(raw);
    if (isTaskId(id) && prs && !(id in tasks)) early[id] = prs;
  }
  const state = { session: sessionId, planIssue: v.p, agent: v.a.slice(0, 120), stopped: v.x === 1, wave: v.w as number, tasks, issues };
  return { ...state, early };
}
