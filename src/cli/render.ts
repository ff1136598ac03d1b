// `cplan render <session-dir>`: regenerates conflicts.json, plan.md, plan.json and the task files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../core/config/config.js';
import { parseUsageReport } from '../core/shared/usage.js';
import { buildSessionArtifacts } from '../core/render/artifacts.js';
import { detectConflicts, failingConflicts } from '../core/engine/detect.js';
import { groundingOf, groundingText } from '../core/engine/grounding.js';
import { countConflicts } from '../core/shared/severity.js';
import type { Conflict, PlanNote } from '../core/shared/model.js';
import { parsePlanNote } from '../core/note/parse.js';
import { localTarget, type PointLinks, sourceLinks } from '../core/render/permalinks.js';
import { snapshotLinks } from '../planner/permalinks.js';
import { loadLocalSnapshot } from '../repo/local.js';
import { DiskStore } from '../session/disk-store.js';
import { localLinkBase } from './plan.js';
import { parseCommandArgs } from './args.js';
import { UsageError } from './errors.js';
import { readOptional, readText, writeIfChanged } from './io.js';
import { directoryArg, sessionRepo } from './session-repo.js';
import { plural } from './text.js';

export const RENDER_HELP = `Usage: cplan render <session-dir> [--fail-on=critical|high|medium|none]

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

export const RENDER_OPTIONS = {
  'fail-on': { type: 'string', default: 'critical' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export async function runRender(argv: string[], out: (text: string) => void, now: () => Date): Promise<number> {
  const { values, positionals } = parseCommandArgs('render', {
    args: argv,
    allowPositionals: true,
    options: RENDER_OPTIONS,
  });
  if (values.help) {
    out(RENDER_HELP);
    return 0;
  }
  const failOn = failOnLevel(values['fail-on'] as string);
  if (positionals.length !== 1) throw new UsageError('render takes exactly one session folder');
  const dir = positionals[0] as string;
  directoryArg('render', dir, process.cwd());
  const note = parsePlanNote(await readText(join(dir, 'plan-note.md')));
  const usage = parseUsageReport(await readOptional(join(dir, 'usage.json')));
  const provider = typeof note.frontmatter.provider === 'string' ? note.frontmatter.provider : undefined;
  // Links from the frontmatter's `source: { repo, commit }` (line anchors only for line ranges); a
  // session planned from the CLI without a remote links into the files of its local repository.
  const local = await localRepository(dir);
  const links = sourceLinks(note) ?? local?.links;
  const conflicts = detectConflicts(note);
  const files = buildSessionArtifacts({
    note,
    conflicts,
    ...(local ? { exists: local.exists } : {}),
    now: now().toISOString(),
    previousConflictsJson: await readOptional(join(dir, 'conflicts.json')),
    ...(usage ? { usage } : {}),
    ...(provider ? { provider } : {}),
    ...(links ? { links } : {}),
  });
  let written = 0;
  for (const file of files) if (await writeIfChanged(join(dir, file.path), file.content)) written++;
  const grounding = groundingOf(note, local?.exists);
  out(
    [
      `${dir}: ${plural(files.length, 'file')} rendered, ${written} changed`,
      ...droppedPoints(note),
      `Grounding: ${groundingText(grounding)}`,
      conflictSummary(conflicts),
      '',
    ].join('\n'),
  );
  return failingConflicts(conflicts, failOn).length > 0 ? 1 : 0;
}

const LEVELS = ['critical', 'high', 'medium', 'none'] as const;
/** Diagnostics of modification points the note cannot use: their paths are not the repository's. */
const DROPPED = new Set(['bad-path']);

function failOnLevel(value: string): (typeof LEVELS)[number] {
  if (!(LEVELS as readonly string[]).includes(value))
    throw new UsageError(`--fail-on must be one of ${LEVELS.join(', ')} (got "${value}")`);
  return value as (typeof LEVELS)[number];
}

/** One line per modification point the note could not use (left out of plan.md and of the count). */
function droppedPoints(note: PlanNote): string[] {
  return note.diagnostics.filter((d) => DROPPED.has(d.code)).map((d) => `  line ${d.line}: ${d.message}`);
}

/** "Conflicts: 2 open (1 critical · 1 high · 0 medium), 1 resolved" — or that there are none. */
function conflictSummary(conflicts: Conflict[]): string {
  if (conflicts.length === 0) return 'Conflicts: none';
  const counts = countConflicts(conflicts, 'open');
  return `Conflicts: ${counts.open} open (${counts.critical} critical · ${counts.high} high · ${counts.medium} medium), ${conflicts.length - counts.open} resolved`;
}

/**
 * The session's repository, when known: relative links from the session folder into its files
 * (symbols resolved to their lines), and which paths exist there (for the grounding figure).
 */
async function localRepository(dir: string): Promise<{ links: PointLinks; exists: (path: string) => boolean } | undefined> {
  const repo = await sessionRepo(new DiskStore(dir));
  if (!repo || !existsSync(repo)) return undefined;
  const filters = {
    includePaths: DEFAULT_CONFIG.include_paths,
    excludePaths: [...DEFAULT_CONFIG.exclude_paths, `${DEFAULT_CONFIG.output_dir}/**`],
  };
  const snapshot = await loadLocalSnapshot(repo, { filters });
  return { links: snapshotLinks(snapshot, localTarget(localLinkBase(dir, repo).local)), exists: (path) => snapshot.has(path) };
}
