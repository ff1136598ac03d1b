import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  loadLocalSnapshot
} from "./cli-chunk-YVGIG6D2.js";
import {
  directoryArg
} from "./cli-chunk-6X4C3HKW.js";
import {
  readText,
  writeIfChanged
} from "./cli-chunk-IQVMCXMB.js";
import "./cli-chunk-ST4LJVZK.js";
import {
  applyDetection
} from "./cli-chunk-D4MBFPHH.js";
import {
  SEVERITY_ICON,
  computeWaves,
  failingConflicts,
  parsePlanNote
} from "./cli-chunk-KUCNQHXU.js";
import {
  parseCommandArgs
} from "./cli-chunk-NQHX6N2Y.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import "./cli-chunk-47CU3EAA.js";
import {
  plural,
  validatePathsExist
} from "./cli-chunk-ZXZ2VIQV.js";
import "./cli-chunk-EL37IHIR.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";

// src/core/engine/check-report.ts
function buildCheckReport(note, conflicts) {
  const { waves, blocked } = computeWaves(note.tasks);
  return {
    session_id: note.sessionId,
    locale: note.locale,
    domains: note.domains.map((d) => ({
      slug: d.slug,
      title: d.title,
      range: d.range,
      task_ids: note.tasks.filter((t) => t.domain === d.slug).map((t) => t.id)
    })),
    tasks: note.tasks.map((t) => ({
      id: t.id,
      title: t.title,
      domain: t.domain,
      status: t.status,
      complexity: t.complexity,
      conflict_risk: t.conflictRisk,
      depends_on: t.dependsOn,
      files: t.files,
      modification_points: t.modificationPoints.map((p) => ({
        file: p.file,
        location: p.location,
        change: p.change,
        ...p.unverified !== void 0 ? { unverified: p.unverified } : {}
      })),
      line: t.line
    })),
    conflicts,
    diagnostics: note.diagnostics.map((d) => ({ severity: d.severity, message: d.message, line: d.line })),
    waves: blocked.length > 0 ? [...waves, blocked] : waves
  };
}
function formatCheckText(note, conflicts, file) {
  const out = [];
  const lineOf = new Map(note.tasks.map((t) => [t.id, t.line]));
  out.push(
    `${file}: ${note.sessionId ?? "(no session id)"} \xB7 ${plural(note.tasks.length, "task")} in ${plural(note.domains.length, "domain")}`
  );
  for (const domain of note.domains) {
    const count = note.tasks.filter((t) => t.domain === domain.slug).length;
    const range = domain.range ? ` [${domain.range[0]}\u2013${domain.range[1]}]` : "";
    const state = domain.state === "failed" ? ` (failed: ${domain.failure})` : "";
    out.push(`  ${domain.slug}${range}: ${plural(count, "task")}${state}`);
  }
  const open = conflicts.filter((c) => c.decision === "open").length;
  out.push("");
  out.push(conflicts.length === 0 ? "No conflicts." : `${plural(conflicts.length, "conflict")} (${open} open):`);
  for (const c of conflicts) {
    const tasks = c.tasks_involved.map((id) => `${id} (line ${lineOf.get(id) ?? "?"})`).join(", ");
    const decision = c.decision === "resolved" ? " [resolved]" : "";
    out.push(`  ${SEVERITY_ICON[c.severity]} ${c.id} ${c.severity} ${c.type}${decision}: ${c.description}`);
    out.push(`     tasks: ${tasks}`);
  }
  const manual = note.conflictBlocks.filter((b) => b.fingerprint === null);
  if (manual.length > 0) {
    out.push("", `${plural(manual.length, "hand-written conflict note")} kept as written:`);
    for (const b of manual) out.push(`  ${b.id} (line ${b.line}): ${b.title}`);
  }
  if (note.diagnostics.length > 0) {
    out.push("", `${plural(note.diagnostics.length, "diagnostic")}:`);
    for (const d of note.diagnostics) out.push(`  ${file}:${d.line} ${d.severity}: ${d.message}`);
  }
  return `${out.join("\n")}
`;
}
function notAPlanNote(note) {
  return note.tasks.length === 0 && !note.sections.some((s) => s.kind === "task-pool") && !("sub_domains" in note.frontmatter);
}

// src/cli/check.ts
var CHECK_HELP = `Usage: cplan check <plan-note.md> [--json] [--fail-on=critical|high|medium|none] [--write]

Parses a plan note, detects conflicts between its domains and reports them.

Options:
  --json            print one JSON object (domains, tasks, conflicts, diagnostics, waves)
  --fail-on=LEVEL   exit 1 when an open conflict is at or above LEVEL (default: critical)
  --write           rewrite the Dependencies and Conflicts sections in place, keeping decisions
  --repo DIR        also report modification points whose file is not in DIR (marked new?)
  -h, --help        show this help

Exit status: 0 no open conflict at or above --fail-on, 1 otherwise, 2 bad usage, or a file that
cannot be read or is not a plan note (no task pool sections and no sub_domains in its frontmatter).
`;
var LEVELS = ["critical", "high", "medium", "none"];
function noteLine(file, write, written, stale) {
  if (write)
    return written ? `Updated ${file}: its Dependencies and Conflicts sections were rewritten.
` : `${file} is up to date: nothing to write.
`;
  return stale ? `${file}: its Dependencies or Conflicts section is out of date; \`cplan check --write ${file}\` updates it.
` : "";
}
var CHECK_OPTIONS = {
  json: { type: "boolean", default: false },
  "fail-on": { type: "string", default: "critical" },
  write: { type: "boolean", default: false },
  repo: { type: "string" },
  help: { type: "boolean", short: "h", default: false }
};
async function runCheck(argv, out) {
  const { values, positionals } = parseCommandArgs("check", {
    args: argv,
    allowPositionals: true,
    options: CHECK_OPTIONS
  });
  if (values.help) {
    out(CHECK_HELP);
    return 0;
  }
  const failOn = values["fail-on"];
  if (!LEVELS.includes(failOn)) {
    throw new UsageError(`--fail-on must be one of ${LEVELS.join(", ")} (got "${failOn}")`);
  }
  if (positionals.length !== 1) throw new UsageError("check takes exactly one plan-note.md path");
  const file = positionals[0];
  const repo = values.repo === void 0 ? void 0 : directoryArg("--repo", values.repo, process.cwd());
  let note = parsePlanNote(await readText(file));
  if (notAPlanNote(note)) {
    throw new UsageError(`${file} is not a plan note: no task pool sections and no sub_domains in its frontmatter`);
  }
  const result = applyDetection(note);
  const conflicts = result.conflicts;
  let written = false;
  if (values.write) {
    note = result.note;
    written = await writeIfChanged(file, note.toString());
  }
  if (repo !== void 0) {
    const snapshot = await loadLocalSnapshot(repo);
    note = {
      ...note,
      diagnostics: [...note.diagnostics, ...validatePathsExist(note, (p) => snapshot.has(p))].sort((a, b) => a.line - b.line)
    };
  }
  const state = { note_up_to_date: values.write || !result.changed, written };
  if (values.json) out(`${JSON.stringify({ ...buildCheckReport(note, conflicts), ...state }, null, 2)}
`);
  else out(`${formatCheckText(note, conflicts, file)}${noteLine(file, values.write, written, result.changed)}`);
  return failingConflicts(conflicts, failOn).length > 0 ? 1 : 0;
}
export {
  CHECK_HELP,
  CHECK_OPTIONS,
  runCheck
};
