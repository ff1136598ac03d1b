import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  parseUsageReport
} from "./cli-chunk-LZLRHAH5.js";
import {
  DiskStore,
  localLinkBase
} from "./cli-chunk-IZTJFBZ6.js";
import {
  loadLocalSnapshot
} from "./cli-chunk-GRASFVOK.js";
import "./cli-chunk-ST4LJVZK.js";
import "./cli-chunk-WLZZQC4N.js";
import {
  buildSessionArtifacts,
  localTarget,
  snapshotLinks,
  sourceLinks
} from "./cli-chunk-DTDEAF2E.js";
import {
  directoryArg,
  sessionRepo
} from "./cli-chunk-QYM3NLJH.js";
import {
  detectConflicts,
  parsePlanNote,
  plural
} from "./cli-chunk-UHV7FE5O.js";
import {
  readOptional,
  readText,
  writeIfChanged
} from "./cli-chunk-HBYNMSPR.js";
import {
  DEFAULT_CONFIG,
  parseCommandArgs
} from "./cli-chunk-GXXPLW56.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-QNVZ4HPZ.js";
import "./cli-chunk-2NRMROHP.js";
import "./cli-chunk-TPR4O2P6.js";
import "./cli-chunk-24TD6DOY.js";
import "./cli-chunk-HI3DZDWS.js";

// src/cli/render.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
var RENDER_HELP = `Usage: cplan render <session-dir>

Regenerates conflicts.json, plan.md, plan.json and domains/<domain>/.task/TASK-NNN.json from the
folder's plan-note.md. plan-note.md itself is not changed (use "cplan check --write" for that).

Options:
  -h, --help   show this help
`;
async function runRender(argv, out, now) {
  const { values, positionals } = parseCommandArgs("render", {
    args: argv,
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h", default: false } }
  });
  if (values.help) {
    out(RENDER_HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError("render takes exactly one session folder");
  const dir = positionals[0];
  directoryArg("render", dir, process.cwd());
  const note = parsePlanNote(await readText(join(dir, "plan-note.md")));
  const usage = parseUsageReport(await readOptional(join(dir, "usage.json")));
  const provider = typeof note.frontmatter.provider === "string" ? note.frontmatter.provider : void 0;
  const links = sourceLinks(note) ?? await localLinks(dir);
  const files = buildSessionArtifacts({
    note,
    conflicts: detectConflicts(note),
    now: now().toISOString(),
    previousConflictsJson: await readOptional(join(dir, "conflicts.json")),
    ...usage ? { usage } : {},
    ...provider ? { provider } : {},
    ...links ? { links } : {}
  });
  let written = 0;
  for (const file of files) if (await writeIfChanged(join(dir, file.path), file.content)) written++;
  out(`${dir}: ${plural(files.length, "file")} rendered, ${written} changed
`);
  return 0;
}
async function localLinks(dir) {
  const repo = await sessionRepo(new DiskStore(dir));
  if (!repo || !existsSync(repo)) return void 0;
  const filters = {
    includePaths: DEFAULT_CONFIG.include_paths,
    excludePaths: [...DEFAULT_CONFIG.exclude_paths, `${DEFAULT_CONFIG.output_dir}/**`]
  };
  const snapshot = await loadLocalSnapshot(repo, { filters });
  return snapshotLinks(snapshot, localTarget(localLinkBase(dir, repo).local));
}
export {
  RENDER_HELP,
  runRender
};
