import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  buildSchedule,
  leaseOf
} from "./cli-chunk-764MAMS3.js";
import {
  DiskStore
} from "./cli-chunk-5Y3FURUQ.js";
import {
  plainLine
} from "./cli-chunk-2US24M2Q.js";
import {
  directoryArg,
  sessionRepo
} from "./cli-chunk-6X4C3HKW.js";
import {
  readOptional,
  readText
} from "./cli-chunk-IQVMCXMB.js";
import {
  detectConflicts,
  parsePlanNote
} from "./cli-chunk-KUCNQHXU.js";
import {
  ConfigError,
  DEFAULT_CONFIG,
  parseCommandArgs,
  parseConfigYaml
} from "./cli-chunk-NQHX6N2Y.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import {
  plural,
  readHistory
} from "./cli-chunk-ZXZ2VIQV.js";
import "./cli-chunk-EL37IHIR.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";

// src/cli/execute.ts
import { join } from "node:path";

// src/core/engine/co-change.ts
function coChangeOf(history, options = {}) {
  const { minCommits = 3, minShare = 0.5, maxFiles = 30 } = options;
  const single = /* @__PURE__ */ new Map();
  const pairs = /* @__PURE__ */ new Map();
  for (const commit of history) {
    const files = [...new Set(commit)].sort();
    if (files.length > maxFiles) continue;
    for (const file of files) single.set(file, (single.get(file) ?? 0) + 1);
    for (let i = 0; i < files.length; i++)
      for (let j = i + 1; j < files.length; j++) {
        const key = `${files[i]}
${files[j]}`;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
  }
  return (a, b) => {
    const [first, second] = a < b ? [a, b] : [b, a];
    const both = pairs.get(`${first}
${second}`) ?? 0;
    if (both < minCommits) return false;
    const rarer = Math.min(single.get(a) ?? 0, single.get(b) ?? 0);
    return rarer > 0 && both / rarer >= minShare;
  };
}

// src/cli/execute.ts
var EXECUTE_HELP = `Usage: cplan execute --dry-run <session-dir> [--max-parallel=N] [--json]

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
var EXECUTE_OPTIONS = {
  "dry-run": { type: "boolean", default: false },
  "max-parallel": { type: "string" },
  json: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
async function runExecute(argv, out) {
  const { values, positionals } = parseCommandArgs("execute", { args: argv, allowPositionals: true, options: EXECUTE_OPTIONS });
  if (values.help) {
    out(EXECUTE_HELP);
    return 0;
  }
  if (!values["dry-run"])
    throw new UsageError(
      'the CLI only prints the schedule: "cplan execute --dry-run <session-dir>"; on GitHub, `/plan execute` dispatches the waves'
    );
  if (positionals.length !== 1) throw new UsageError("execute takes exactly one session folder");
  const dir = positionals[0];
  directoryArg("execute", dir, process.cwd());
  const maxParallel = values["max-parallel"] === void 0 ? await configuredMaxParallel(dir) : parseMaxParallel(values["max-parallel"]);
  const note = parsePlanNote(await readText(join(dir, "plan-note.md")));
  const repo = await sessionRepo(new DiskStore(dir));
  const history = repo === void 0 ? [] : await readHistory(repo);
  const schedule = buildSchedule(note, detectConflicts(note), {
    maxParallel,
    ...history.length > 0 ? { coChanged: coChangeOf(history) } : {}
  });
  out(
    values.json ? `${JSON.stringify(scheduleJson(note, schedule, maxParallel), null, 2)}
` : formatSchedule(note, schedule, maxParallel, dir)
  );
  return 0;
}
function parseMaxParallel(text) {
  const value = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= 20)) throw new UsageError(`--max-parallel must be a whole number from 1 to 20 (got "${text}")`);
  return value;
}
async function configuredMaxParallel(dir) {
  const repo = await sessionRepo(new DiskStore(dir));
  const path = repo === void 0 ? void 0 : join(repo, ".github", "cplan.yml");
  const text = path === void 0 ? void 0 : await readOptional(path);
  if (path === void 0 || text === void 0) return DEFAULT_CONFIG.execute.max_parallel;
  try {
    return parseConfigYaml(text, path).execute.max_parallel;
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}
function taskView(tasks, id) {
  const task = tasks.get(id);
  const lease = leaseOf(task);
  return { id, title: task.title, domain: task.domain, lease: lease.points, files: lease.files };
}
function scheduleJson(note, schedule, maxParallel) {
  const tasks = firstById(note);
  const moved = new Map(schedule.moved.map((m) => [m.id, m.reason]));
  return {
    session_id: note.sessionId,
    dry_run: true,
    max_parallel: maxParallel,
    waves: schedule.waves.map((ids, index) => ({
      wave: index + 1,
      tasks: ids.map((id) => ({ ...taskView(tasks, id), ...moved.has(id) ? { moved: moved.get(id) } : {} }))
    })),
    held: schedule.held.map(({ id, reason }) => ({ ...taskView(tasks, id), reason }))
  };
}
function formatSchedule(note, schedule, maxParallel, dir) {
  const tasks = firstById(note);
  const moved = new Map(schedule.moved.map((m) => [m.id, m.reason]));
  const scheduled = schedule.waves.reduce((sum, wave) => sum + wave.length, 0);
  const line = (id) => {
    const view = taskView(tasks, id);
    const files = view.files.length > 0 ? view.files.join(", ") : "no files";
    return `  ${id}  ${plainLine(view.title)} [${plainLine(view.domain)}]  ${plainLine(files)}`;
  };
  const lines = [
    `Schedule of ${plainLine(note.sessionId ?? dir)} (dry run: nothing is started)`,
    `${plural(scheduled, "task")} in ${plural(schedule.waves.length, "wave")}, at most ${maxParallel} at a time; ${schedule.held.length} held`
  ];
  schedule.waves.forEach((ids, index) => {
    lines.push("", `Wave ${index + 1}`);
    for (const id of ids) {
      lines.push(line(id));
      const reason = moved.get(id);
      if (reason) lines.push(`      waited: ${plainLine(reason)}`);
    }
  });
  if (schedule.held.length > 0) {
    lines.push("", "Held");
    for (const { id, reason } of schedule.held) lines.push(line(id), `      ${plainLine(reason)}`);
  }
  return `${lines.join("\n")}
`;
}
function firstById(note) {
  const tasks = /* @__PURE__ */ new Map();
  for (const task of note.tasks) if (!tasks.has(task.id)) tasks.set(task.id, task);
  return tasks;
}
export {
  EXECUTE_HELP,
  EXECUTE_OPTIONS,
  runExecute
};
