import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  localLinkBase
} from "./cli-chunk-H5JQL3FJ.js";
import {
  loadLocalSnapshot
} from "./cli-chunk-YVGIG6D2.js";
import {
  DiskStore
} from "./cli-chunk-5Y3FURUQ.js";
import "./cli-chunk-2US24M2Q.js";
import {
  directoryArg,
  sessionRepo
} from "./cli-chunk-6X4C3HKW.js";
import {
  readOptional,
  readText,
  writeIfChanged
} from "./cli-chunk-IQVMCXMB.js";
import "./cli-chunk-ST4LJVZK.js";
import {
  buildSessionArtifacts,
  groundingOf,
  groundingText,
  localTarget,
  snapshotLinks,
  sourceLinks
} from "./cli-chunk-UHSBF7Z5.js";
import "./cli-chunk-D4MBFPHH.js";
import {
  countConflicts,
  detectConflicts,
  failingConflicts,
  parsePlanNote
} from "./cli-chunk-KUCNQHXU.js";
import {
  DEFAULT_CONFIG,
  parseCommandArgs
} from "./cli-chunk-NQHX6N2Y.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import {
  parseUsageReport
} from "./cli-chunk-3PLPJE5N.js";
import "./cli-chunk-47CU3EAA.js";
import {
  plural
} from "./cli-chunk-ZXZ2VIQV.js";
import "./cli-chunk-EL37IHIR.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";

// src/cli/render.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
var RENDER_HELP = `Usage: cplan render <session-dir> [--fail-on=critical|high|medium|none]

Regenerates conflicts.json, plan.md, plan.json and domains/<domain>/.task/TASK-NNN.json from the
folder's plan-note.md. plan-note.md itself is not changed (use "cplan check --write" for that).
Modification points are checked against the session's repository when it is known (the folder is
inside it, or its session.json names it); otherwise plan.md says they were not checked.

Options:
  --fail-on=LEVEL   exit 1 when an open conflict is at or above LEVEL (default: critical)
  -h, --help        show this help

Exit status: 0 no open conflict at or above --fail-on, 1 otherwise, 2 bad usage or a folder
without a readable plan-note.md.
`;
var RENDER_OPTIONS = {
  "fail-on": { type: "string", default: "critical" },
  help: { type: "boolean", short: "h", default: false }
};
async function runRender(argv, out, now) {
  const { values, positionals } = parseCommandArgs("render", {
    args: argv,
    allowPositionals: true,
    options: RENDER_OPTIONS
  });
  if (values.help) {
    out(RENDER_HELP);
    return 0;
  }
  const failOn = failOnLevel(values["fail-on"]);
  if (positionals.length !== 1) throw new UsageError("render takes exactly one session folder");
  const dir = positionals[0];
  directoryArg("render", dir, process.cwd());
  const note = parsePlanNote(await readText(join(dir, "plan-note.md")));
  const usage = parseUsageReport(await readOptional(join(dir, "usage.json")));
  const provider = typeof note.frontmatter.provider === "string" ? note.frontmatter.provider : void 0;
  const local = await localRepository(dir);
  const links = sourceLinks(note) ?? local?.links;
  const conflicts = detectConflicts(note);
  const files = buildSessionArtifacts({
    note,
    conflicts,
    ...local ? { exists: local.exists } : {},
    now: now().toISOString(),
    previousConflictsJson: await readOptional(join(dir, "conflicts.json")),
    ...usage ? { usage } : {},
    ...provider ? { provider } : {},
    ...links ? { links } : {}
  });
  let written = 0;
  for (const file of files) if (await writeIfChanged(join(dir, file.path), file.content)) written++;
  const grounding = groundingOf(note, local?.exists);
  out(
    [
      `${dir}: ${plural(files.length, "file")} rendered, ${written} changed`,
      ...droppedPoints(note),
      `Grounding: ${groundingText(grounding)}`,
      conflictSummary(conflicts),
      ""
    ].join("\n")
  );
  return failingConflicts(conflicts, failOn).length > 0 ? 1 : 0;
}
var LEVELS = ["critical", "high", "medium", "none"];
var DROPPED = /* @__PURE__ */ new Set(["bad-path"]);
function failOnLevel(value) {
  if (!LEVELS.includes(value))
    throw new UsageError(`--fail-on must be one of ${LEVELS.join(", ")} (got "${value}")`);
  return value;
}
function droppedPoints(note) {
  return note.diagnostics.filter((d) => DROPPED.has(d.code)).map((d) => `  line ${d.line}: ${d.message}`);
}
function conflictSummary(conflicts) {
  if (conflicts.length === 0) return "Conflicts: none";
  const counts = countConflicts(conflicts, "open");
  return `Conflicts: ${counts.open} open (${counts.critical} critical \xB7 ${counts.high} high \xB7 ${counts.medium} medium), ${conflicts.length - counts.open} resolved`;
}
async function localRepository(dir) {
  const repo = await sessionRepo(new DiskStore(dir));
  if (!repo || !existsSync(repo)) return void 0;
  const filters = {
    includePaths: DEFAULT_CONFIG.include_paths,
    excludePaths: [...DEFAULT_CONFIG.exclude_paths, `${DEFAULT_CONFIG.output_dir}/**`]
  };
  const snapshot = await loadLocalSnapshot(repo, { filters });
  return { links: snapshotLinks(snapshot, localTarget(localLinkBase(dir, repo).local)), exists: (path) => snapshot.has(path) };
}
export {
  RENDER_HELP,
  RENDER_OPTIONS,
  runRender
};
