// `cplan execute --dry-run <session-dir> [--max-parallel=N] [--json]`: the execution schedule of a
// session's plan (waves of tasks that may run at the same time, and the tasks held back), printed.
// The CLI starts nothing: `/plan execute` on GitHub dispatches the waves (src/flow/execute.ts).
import { join } from 'node:path';
import { ConfigError, DEFAULT_CONFIG, parseConfigYaml } from '../core/config/config.js';
import { detectConflicts } from '../core/engine/detect.js';
import { coChangeOf } from '../core/engine/co-change.js';
import { buildSchedule, leaseOf, type Schedule } from '../core/engine/schedule.js';
import { readHistory } from '../repo/history.js';
import type { PlanNote, Task } from '../core/shared/model.js';
import { parsePlanNote } from '../core/note/parse.js';
import { DiskStore } from '../session/disk-store.js';
import { parseCommandArgs } from './args.js';
import { UsageError } from './errors.js';
import { readOptional, readText } from './io.js';
import { directoryArg, sessionRepo } from './session-repo.js';
import { plainLine, plural } from './text.js';

export const EXECUTE_HELP = `Usage: cplan execute --dry-run <session-dir> [--max-parallel=N] [--json]

Prints the execution schedule of the folder's plan-note.md: the tasks in waves, each wave's tasks
free to run at the same time, and the tasks held back with the reason. Two tasks whose modification
points share a file:location (or a whole file), that a strategy conflict names, or whose files the
repository's last 300 commits change together (when the folder's repository is a git checkout),
are never in the same wave. The CLI starts nothing: on GitHub, \`/plan execute\` dispatches the
waves to coding agents and tracks them to merge (docs/execute.md).

Options:
  --dry-run          print the schedule (required)
  --max-parallel=N   the most tasks of one wave, 1 to 20 (default: execute.max_parallel of the
                     session repository's .github/cplan.yml, else 3)
  --json             print one JSON object (waves, held)
  -h, --help         show this help

Exit status: 0 the schedule was printed, 2 bad usage (no --dry-run among them) or a folder without
a readable plan-note.md.
`;

export const EXECUTE_OPTIONS = {
  'dry-run': { type: 'boolean', default: false },
  'max-parallel': { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export async function runExecute(argv: string[], out: (text: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('execute', { args: argv, allowPositionals: true, options: EXECUTE_OPTIONS });
  if (values.help) {
    out(EXECUTE_HELP);
    return 0;
  }
  if (!values['dry-run'])
    throw new UsageError(
      'the CLI only prints the schedule: "cplan execute --dry-run <session-dir>"; on GitHub, `/plan execute` dispatches the waves',
    );
  if (positionals.length !== 1) throw new UsageError('execute takes exactly one session folder');
  const dir = positionals[0] as string;
  directoryArg('execute', dir, process.cwd());
  const maxParallel = values['max-parallel'] === undefined ? await configuredMaxParallel(dir) : parseMaxParallel(values['max-parallel']);
  const note = parsePlanNote(await readText(join(dir, 'plan-note.md')));
  // Files the repository's recent history changes together keep their tasks apart, when the
  // session's repository is known and is a git checkout (no history: no such rule).
  const repo = await sessionRepo(new DiskStore(dir));
  const history = repo === undefined ? [] : await readHistory(repo);
  const schedule = buildSchedule(note, detectConflicts(note), {
    maxParallel,
    ...(history.length > 0 ? { coChanged: coChangeOf(history) } : {}),
  });
  out(
    values.json
      ? `${JSON.stringify(scheduleJson(note, schedule, maxParallel), null, 2)}\n`
      : formatSchedule(note, schedule, maxParallel, dir),
  );
  return 0;
}

function parseMaxParallel(text: string): number {
  const value = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= 20)) throw new UsageError(`--max-parallel must be a whole number from 1 to 20 (got "${text}")`);
  return value;
}

/** `execute.max_parallel` of the session repository's .github/cplan.yml, when both are known; else the default. */
async function configuredMaxParallel(dir: string): Promise<number> {
  const repo = await sessionRepo(new DiskStore(dir));
  const path = repo === undefined ? undefined : join(repo, '.github', 'cplan.yml');
  const text = path === undefined ? undefined : await readOptional(path);
  if (path === undefined || text === undefined) return DEFAULT_CONFIG.execute.max_parallel;
  try {
    return parseConfigYaml(text, path).execute.max_parallel;
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}

interface TaskView {
  id: string;
  title: string;
  domain: string;
  lease: string[];
  files: string[];
}

function taskView(tasks: Map<string, Task>, id: string): TaskView {
  const task = tasks.get(id) as Task;
  const lease = leaseOf(task);
  return { id, title: task.title, domain: task.domain, lease: lease.points, files: lease.files };
}

/** The --json object: the waves with their tasks (and why a task waited, when it did), and the held tasks. */
function scheduleJson(note: PlanNote, schedule: Schedule, maxParallel: number) {
  const tasks = firstById(note);
  const moved = new Map(schedule.moved.map((m) => [m.id, m.reason]));
  return {
    session_id: note.sessionId,
    dry_run: true,
    max_parallel: maxParallel,
    waves: schedule.waves.map((ids, index) => ({
      wave: index + 1,
      tasks: ids.map((id) => ({ ...taskView(tasks, id), ...(moved.has(id) ? { moved: moved.get(id) } : {}) })),
    })),
    held: schedule.held.map(({ id, reason }) => ({ ...taskView(tasks, id), reason })),
  };
}

/** The schedule as text: a summary line, each wave with its tasks, then the held tasks. */
function formatSchedule(note: PlanNote, schedule: Schedule, maxParallel: number, dir: string): string {
  const tasks = firstById(note);
  const moved = new Map(schedule.moved.map((m) => [m.id, m.reason]));
  const scheduled = schedule.waves.reduce((sum, wave) => sum + wave.length, 0);
  const line = (id: string) => {
    const view = taskView(tasks, id);
    const files = view.files.length > 0 ? view.files.join(', ') : 'no files';
    return `  ${id}  ${plainLine(view.title)} [${plainLine(view.domain)}]  ${plainLine(files)}`;
  };
  const lines = [
    `Schedule of ${plainLine(note.sessionId ?? dir)} (dry run: nothing is started)`,
    `${plural(scheduled, 'task')} in ${plural(schedule.waves.length, 'wave')}, at most ${maxParallel} at a time; ${schedule.held.length} held`,
  ];
  schedule.waves.forEach((ids, index) => {
    lines.push('', `Wave ${index + 1}`);
    for (const id of ids) {
      lines.push(line(id));
      const reason = moved.get(id);
      if (reason) lines.push(`      waited: ${plainLine(reason)}`);
    }
  });
  if (schedule.held.length > 0) {
    lines.push('', 'Held');
    for (const { id, reason } of schedule.held) lines.push(line(id), `      ${plainLine(reason)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The tasks by id, the first of a duplicated id (as the schedule counts them). */
function firstById(note: PlanNote): Map<string, Task> {
  const tasks = new Map<string, Task>();
  for (const task of note.tasks) if (!tasks.has(task.id)) tasks.set(task.id, task);
  return tasks;
}
