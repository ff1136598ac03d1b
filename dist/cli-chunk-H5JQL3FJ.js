import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  loadLocalSnapshot
} from "./cli-chunk-YVGIG6D2.js";
import {
  DiskStore
} from "./cli-chunk-5Y3FURUQ.js";
import {
  displayPath,
  plainLine,
  shellQuote
} from "./cli-chunk-2US24M2Q.js";
import {
  directoryArg,
  rememberRepo,
  samePath,
  sessionRepo
} from "./cli-chunk-6X4C3HKW.js";
import {
  isUntrackedInGit,
  missingFolder,
  readOptional,
  readText
} from "./cli-chunk-IQVMCXMB.js";
import {
  ProviderSetupError,
  createBudget,
  createProvider,
  runPlan
} from "./cli-chunk-UHSBF7Z5.js";
import {
  setFrontmatter
} from "./cli-chunk-D4MBFPHH.js";
import {
  SESSION_PATH,
  computeWaves,
  countConflicts
} from "./cli-chunk-KUCNQHXU.js";
import {
  ConfigError,
  DEFAULT_CONFIG,
  SETTING_FLAGS,
  configSource,
  mergeConfig,
  parseCommandArgs,
  parseConfigYaml
} from "./cli-chunk-NQHX6N2Y.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import {
  warmWorkers
} from "./cli-chunk-3PLPJE5N.js";
import {
  buildSessionId,
  plural,
  uniqueName
} from "./cli-chunk-ZXZ2VIQV.js";

// src/cli/plan.ts
import { readFile, stat } from "node:fs/promises";
import { basename, dirname, relative as relative2, resolve as resolve2, sep } from "node:path";

// src/cli/plan-output.ts
var MARK = { pending: "\xB7", running: "\u2026", done: "\u2713", failed: "\u2717", skipped: "-" };
function usageText(state) {
  const calls = state.usage.reduce((n, u) => n + u.calls, 0);
  if (calls === 0) return "no model calls (offline provider)";
  const input = state.usage.reduce((n, u) => n + u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens, 0);
  const output = state.usage.reduce((n, u) => n + u.output_tokens, 0);
  const cost = state.usage.reduce((n, u) => n + u.cost_usd, 0);
  return `${input} in / ${output} out tokens, $${cost.toFixed(4)}`;
}
function progressLine(state) {
  if (state.phase !== "domains" || state.domains.length === 0) return `  ${state.phase}`;
  const parts = state.domains.map((d) => `${MARK[d.state]} ${d.slug}${d.state === "done" ? ` (${d.tasks})` : ""}`);
  return `  domains: ${parts.join("  ")}`;
}
function progressBlock(state) {
  const lines = [`cplan ${state.sessionId}: ${state.phase}\u2026`];
  const width = Math.max(8, ...state.domains.map((d) => d.slug.length));
  for (const d of state.domains) {
    const tasks = d.state === "done" ? plural(d.tasks, "task") : d.state;
    const time = d.ms === null ? "" : ` ${(d.ms / 1e3).toFixed(1)} s`;
    lines.push(`  ${MARK[d.state]} ${d.slug.padEnd(width)}  ${tasks}${time}${d.error ? ` \u2014 ${plainLine(d.error).slice(0, 80)}` : ""}`);
  }
  lines.push(`  ${usageText(state)}`);
  return lines;
}
function createTtyProgress(write) {
  let drawn = 0;
  return (state) => {
    const lines = progressBlock(state);
    write(`${drawn > 0 ? `\x1B[${drawn}A\x1B[J` : ""}${lines.join("\n")}
`);
    drawn = lines.length;
  };
}
function planSummaryJson(result, sessionDir) {
  const { critical, high, medium } = countConflicts(result.conflicts);
  const bySeverity = { critical, high, medium };
  return {
    session_dir: sessionDir,
    session_id: result.sessionId,
    status: result.status,
    domains: result.state.domains.map((d) => ({
      slug: d.slug,
      title: d.title,
      range: result.domains.find((b) => b.slug === d.slug)?.range ?? null,
      state: d.state,
      tasks: d.tasks,
      error: d.error
    })),
    tasks: result.note.tasks.length,
    conflicts: {
      total: result.conflicts.length,
      open: result.conflicts.filter((c) => c.decision === "open").length,
      ...bySeverity,
      items: result.conflicts.map((c) => ({ id: c.id, type: c.type, severity: c.severity, tasks: c.tasks_involved, location: c.location }))
    },
    waves: computeWaves(result.note.tasks).waves,
    usage: result.usage.total,
    provider: result.provider,
    notice: result.state.notice
  };
}
function formatSplit(result) {
  const lines = [`Proposed split (${result.analysis.complexity} complexity):`];
  for (const d of result.domains) lines.push(`  ${d.slug} [TASK-${String(d.range[0]).padStart(3, "0")}\u2026]: ${d.description}`);
  if (result.analysis.open_questions.length > 0) lines.push("Open questions:", ...result.analysis.open_questions.map((q) => `  - ${q}`));
  return lines;
}
function continueCommand(where, yes) {
  const repo = where.repo === null ? "" : ` --repo ${shellQuote(where.repo)}`;
  return `cplan plan --continue ${shellQuote(where.dir)}${repo}${yes ? " --yes" : ""}`;
}
function formatPlanResult(result, where) {
  const shownDir = where.dir;
  if (result.status === "awaiting-approval") {
    return `${[...formatSplit(result), `Approve and plan it: ${continueCommand(where, true)}`, shownDir].join("\n")}
`;
  }
  if (result.status === "cancelled") return `Cancelled.
${shownDir}
`;
  const lines = [];
  const head = result.status === "completed" ? "Plan complete" : "Partial plan";
  lines.push(
    `${head} (${result.provider} provider): ${plural(result.note.tasks.length, "task")} in ${plural(result.state.domains.length, "domain")}`
  );
  for (const d of result.state.domains) {
    lines.push(
      `  ${MARK[d.state]} ${d.slug}: ${d.state === "done" ? plural(d.tasks, "task") : `${d.state}${d.error ? ` \u2014 ${d.error}` : ""}`}`
    );
  }
  const count = (s) => result.conflicts.filter((c) => c.severity === s).length;
  lines.push(`Conflicts: ${count("critical")} critical \xB7 ${count("high")} high \xB7 ${count("medium")} medium`);
  for (const c of result.conflicts.slice(0, 10)) lines.push(`  ${c.id} ${c.severity} ${c.type}: ${c.description}`);
  const { waves, blocked } = computeWaves(result.note.tasks);
  lines.push(
    `Waves: ${waves.map((w, i) => `${i + 1}) ${w.join(", ")}`).join("  ")}${blocked.length > 0 ? `  blocked: ${blocked.join(", ")}` : ""}`
  );
  lines.push(`Usage: ${usageText(result.state)}`);
  if (result.state.notice) lines.push(`Note: ${result.state.notice}`);
  if (result.status === "partial") lines.push(`Re-run what is missing: ${continueCommand(where, false)}`);
  lines.push(`Review: ${shownDir}/plan.md \xB7 re-check after edits: cplan check ${shellQuote(`${shownDir}/plan-note.md`)}`);
  lines.push(shownDir);
  return `${lines.join("\n")}
`;
}
function untrackedOutputLine(shown, name) {
  return `cplan: ${shown}/ is new and untracked in this git repository: commit it to share the plan, or add "${name}/" to .gitignore (or plan with --out outside the repository)
`;
}

// src/cli/plan-setup.ts
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
async function resolvePlanRepo(values, positionals, cwd) {
  if (values.continue === void 0) {
    const repo2 = directoryArg("--repo", values.repo ?? ".", cwd);
    if (values.out !== void 0) directoryArg("--out", values.out, cwd, { mayNotExist: true });
    return { repo: repo2, continued: void 0 };
  }
  if (positionals.length > 0) throw new UsageError("--continue takes no requirement: the session folder already has one");
  if (values.out !== void 0) throw new UsageError("--continue takes no --out: the session folder is where it is");
  const continued = resolve(cwd, values.continue);
  if (!existsSync(join(continued, "plan-note.md"))) throw new UsageError(`--continue ${values.continue}: no plan-note.md there`);
  const recorded = await sessionRepo(new DiskStore(continued));
  if (recorded !== void 0 && !existsSync(recorded)) {
    throw new UsageError(
      `session ${values.continue} was planned against ${recorded}, which no longer exists (if it moved, put its new path in ${join(values.continue, SESSION_PATH)})`
    );
  }
  const repo = values.repo === void 0 ? recorded ?? cwd : directoryArg("--repo", values.repo, cwd);
  if (recorded !== void 0 && !samePath(recorded, repo)) {
    throw new UsageError(
      `session ${values.continue} was planned against ${displayPath(recorded, cwd)}, not --repo ${values.repo}: leave out --repo to continue it there`
    );
  }
  return { repo, continued };
}
function resolveSession(values, positionals, place, config) {
  if (place.continued !== void 0) return { sessionDir: place.continued, requirement: "" };
  const requirement = positionals.join(" ").trim();
  if (requirement === "") throw new UsageError('plan needs a requirement, e.g. cplan plan "Add rate limiting" --repo .');
  const outDir = resolve(place.cwd, values.out ?? join(place.repo, config.output_dir));
  const base = buildSessionId(requirement, /* @__PURE__ */ new Date());
  const sessionDir = join(
    outDir,
    uniqueName(base, (name) => existsSync(join(outDir, name)))
  );
  return { sessionDir, requirement };
}
async function loadConfig(repo, file, cwd, options) {
  const path = file ? resolve(cwd, file) : join(repo, ".github", "cplan.yml");
  const text = file ? await readText(path) : await readOptional(path);
  try {
    const base = text === void 0 ? DEFAULT_CONFIG : parseConfigYaml(text, relative(cwd, path) || path);
    return mergeConfig(base, options, configSource.cli);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}
function startProvider(config) {
  const budget = createBudget(config);
  try {
    const provider = createProvider({
      choice: config.provider,
      config,
      budget,
      env: process.env
    });
    return { budget, provider };
  } catch (error) {
    budget.dispose();
    if (error instanceof ProviderSetupError) throw new UsageError(error.message);
    throw error;
  }
}

// src/cli/plan.ts
function localLinkBase(sessionDir, repo) {
  return { local: relative2(resolve2(sessionDir), resolve2(repo)).split(sep).join("/") };
}
var PLAN_HELP = `Usage: cplan plan "<requirement>" --repo <dir> [options]
       cplan plan - --repo <dir> [options]                 (the requirement from standard input)
       cplan plan --requirement-file FILE --repo <dir> [options]
       cplan plan --continue <session-dir> [--yes]

Plans a requirement against a local repository and writes the session folder
(plan-note.md, plan.md, conflicts.json, plan.json, task files, usage.json).

Options:
  --repo DIR            repository to plan against (default: current directory)
  --requirement-file FILE  read the requirement from FILE (an issue body, say; UTF-8, at most
                        256 KB); "-" as the requirement reads it from standard input
  -y, --yes             do not stop for approval of the proposed split
  --provider=NAME       auto | offline | anthropic | bedrock | vertex | openai (default auto: anthropic when
                        ANTHROPIC_API_KEY is set, else offline); openai uses OPENAI_API_KEY / OPENAI_BASE_URL
  --max-domains=N       1..10 sub-domains (default 5)
  --locale=en|zh        heading language (default en)
  --model=NAME          model for every phase (every provider but offline; openai default gpt-4.1)
  --serial              plan the domains one by one instead of in parallel
  --out DIR             where session folders go (default: <repo>/.workflow/.planning)
  --continue DIR        continue a session folder: plan what is missing or failed, in the
                        repository it was planned against (--repo, if given, must be that one)
  --config FILE         config file (default: <repo>/.github/cplan.yml when present)
  --include-untracked   in a git work tree, also read untracked files that are not ignored
                        (default: tracked files only; .env, private keys and other credential
                        files are never read)
  --json                print a JSON summary instead of text
  -h, --help            show this help

A session knows its repository: from its place (<repo>/.workflow/.planning/<session>), or
from the session.json written into a folder anywhere else. The printed "cplan plan --continue"
command can be pasted as it is.

Exit status: 0 plan complete or awaiting approval, 1 partial plan or run error, 2 bad usage.
`;
var REQUIREMENT_MAX_BYTES = 256 * 1024;
async function requirementText(file, positionals, cwd, io) {
  const stdin = positionals.length === 1 && positionals[0] === "-";
  if (file === void 0 && !stdin) return positionals;
  if (file !== void 0 && positionals.length > 0)
    throw new UsageError("--requirement-file takes no requirement on the command line: the file holds it");
  let text;
  if (file !== void 0) {
    const path = resolve2(cwd, file);
    const size = await stat(path).then(
      (info) => info.isFile() ? info.size : -1,
      () => -1
    );
    if (size < 0) throw new UsageError(`--requirement-file ${file}: no such file`);
    if (size > REQUIREMENT_MAX_BYTES)
      throw new UsageError(`--requirement-file ${file}: ${Math.ceil(size / 1024)} KB, more than the 256 KB a requirement may have`);
    text = await readFile(path, "utf8");
  } else {
    if (!io.readStdin) throw new UsageError("plan -: there is no standard input to read the requirement from");
    text = await io.readStdin();
    if (Buffer.byteLength(text) > REQUIREMENT_MAX_BYTES)
      throw new UsageError("plan -: standard input is more than the 256 KB a requirement may have");
  }
  if (text.trim() === "") throw new UsageError(`plan ${file === void 0 ? "-" : `--requirement-file ${file}`}: the requirement is empty`);
  return [text];
}
var PLAN_OPTIONS = {
  repo: { type: "string" },
  yes: { type: "boolean", short: "y", default: false },
  provider: { type: "string" },
  "max-domains": { type: "string" },
  locale: { type: "string" },
  model: { type: "string" },
  serial: { type: "boolean", default: false },
  out: { type: "string" },
  continue: { type: "string" },
  "requirement-file": { type: "string" },
  config: { type: "string" },
  "include-untracked": { type: "boolean", default: false },
  json: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
async function runPlanCommand(argv, out, err, io = { isTTY: false }) {
  const cwd = io.cwd ?? process.cwd();
  const { values, positionals } = parseCommandArgs("plan", { args: argv, allowPositionals: true, options: PLAN_OPTIONS });
  if (values.help) {
    out(PLAN_HELP);
    return 0;
  }
  const { repo, continued } = await resolvePlanRepo(values, positionals, cwd);
  const flags = Object.entries(SETTING_FLAGS);
  const settings = Object.fromEntries(flags.map(([flag, key]) => [key, values[flag]]));
  const config = await loadConfig(repo, values.config, cwd, { ...settings, provider: values.provider });
  if (continued !== void 0 && values["requirement-file"] !== void 0)
    throw new UsageError("--continue takes no --requirement-file: the session folder already has its requirement");
  const given = await requirementText(values["requirement-file"], positionals, cwd, io);
  const { sessionDir, requirement } = resolveSession(values, given, { repo, continued, cwd }, config);
  const sessionId = sessionDir.split(/[\\/]/).pop();
  const created = continued === void 0 ? missingFolder(dirname(sessionDir)) : void 0;
  const snapshot = await loadLocalSnapshot(repo, {
    filters: {
      includePaths: config.include_paths,
      excludePaths: [...config.exclude_paths, `${config.output_dir}/**`]
    },
    includeUntracked: values["include-untracked"],
    onListed: warmWorkers
  });
  const { budget, provider } = startProvider(config);
  if (!values.json)
    err(
      `cplan: planning with the ${provider.name} provider on ${plural(snapshot.info.fileCount, "file")}${snapshot.info.note ? ` (${snapshot.info.note})` : ""}
`
    );
  const tty = !values.json && io.isTTY;
  const onProgress = progressReporter(values.json, tty, err);
  const store = new DiskStore(sessionDir);
  const run = (extra) => runPlan({
    requirement,
    sessionId,
    snapshot,
    provider,
    store,
    config,
    yes: values.yes || !config.confirm,
    serial: values.serial,
    source: { ...snapshot.info.commit ? { commit: snapshot.info.commit } : {} },
    // No remote: plan.md links into the local files, relative to the session folder (see localLinkBase).
    links: localLinkBase(sessionDir, repo),
    budget,
    onProgress,
    ...extra
  });
  let result;
  try {
    result = await run({});
    if (result.status === "awaiting-approval" && tty && io.ask) result = await confirmSplit(result, io.ask, err, run, store);
  } finally {
    budget.dispose();
    await rememberRepo(store, repo).catch(() => void 0);
  }
  const where = { dir: displayPath(sessionDir, cwd), repo: samePath(repo, cwd) ? null : displayPath(repo, cwd) };
  out(values.json ? `${JSON.stringify(planSummaryJson(result, sessionDir), null, 2)}
` : formatPlanResult(result, where));
  if (!values.json && created !== void 0 && await isUntrackedInGit(created))
    err(untrackedOutputLine(displayPath(created, cwd), basename(created)));
  return result.status === "partial" ? 1 : 0;
}
function progressReporter(json, tty, err) {
  let last = "";
  const live = tty ? createTtyProgress(err) : void 0;
  return (state) => {
    if (json) return;
    if (live) return live(state);
    const line = progressLine(state);
    if (line !== last) err(`${line}
`);
    last = line;
  };
}
async function confirmSplit(result, ask, err, run, store) {
  err(`${formatSplit(result).join("\n")}
`);
  const answer = (await ask("Continue with this split? [c]ontinue / [a]djust / [x] cancel: ")).trim().toLowerCase();
  if (answer === "" || answer.startsWith("c") || answer === "y" || answer === "yes") return run({ yes: true });
  if (answer.startsWith("a")) {
    const text = await ask('New split ("domain: description; domain: description"): ');
    const split = parseSplit(text);
    if (split.length === 0) throw new UsageError('the split needs at least one "domain: description"');
    return run({ yes: true, split });
  }
  const note = setFrontmatter(result.note, { status: "cancelled" });
  await store.write([{ path: "plan-note.md", content: note.toString() }], "cancelled");
  return { ...result, status: "cancelled", note };
}
function parseSplit(text) {
  return text.split(/[;\n]/).map((part) => part.trim()).filter((part) => part !== "").map((part) => {
    const colon = part.search(/[:：]/);
    const focus = (colon < 0 ? part : part.slice(0, colon)).trim();
    const description = colon < 0 ? "" : part.slice(colon + 1).trim();
    return { focus_area: focus, description, key_concerns: [], estimated_effort: "Medium", depends_on_domains: [] };
  }).filter((d) => d.focus_area !== "");
}

export {
  localLinkBase,
  PLAN_HELP,
  PLAN_OPTIONS,
  runPlanCommand
};
