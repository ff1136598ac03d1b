// `cplan render <session-dir>`: regenerates conflicts.json, plan.md, plan.json and the task files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../core/config/config.js';
import { parseUsageReport } from '../core/shared/usage.js';
import { buildSessionArtifacts } from '../core/render/artifacts.js';
import { detectConflicts } from '../core/engine/detect.js';
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

export const RENDER_HELP = `Usage: cplan render <session-dir>

Regenerates conflicts.json, plan.md, plan.json and domains/<domain>/.task/TASK-NNN.json from the
folder's plan-note.md. plan-note.md itself is not changed (use "cplan check --write" for that).

Options:
  -h, --help   show this help
`;

export async function runRender(argv: string[], out: (text: string) => void, now: () => Date): Promise<number> {
  const { values, positionals } = parseCommandArgs('render', {
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    out(RENDER_HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('render takes exactly one session folder');
  const dir = positionals[0] as string;
  directoryArg('render', dir, process.cwd());
  const note = parsePlanNote(await readText(join(dir, 'plan-note.md')));
  const usage = parseUsageReport(await readOptional(join(dir, 'usage.json')));
  const provider = typeof note.frontmatter.provider === 'string' ? note.frontmatter.provider : undefined;
  // Links from the frontmatter's `source: { repo, commit }` (line anchors only for line ranges); a
  // session planned from the CLI without a remote links into the files of its local repository.
  const links = sourceLinks(note) ?? (await localLinks(dir));
  const files = buildSessionArtifacts({
    note,
    conflicts: detectConflicts(note),
    now: now().toISOString(),
    previousConflictsJson: await readOptional(join(dir, 'conflicts.json')),
    ...(usage ? { usage } : {}),
    ...(provider ? { provider } : {}),
    ...(links ? { links } : {}),
  });
  let written = 0;
  for (const file of files) if (await writeIfChanged(join(dir, file.path), file.content)) written++;
  out(`${dir}: ${plural(files.length, 'file')} rendered, ${written} changed\n`);
  return 0;
}

/** Relative links from the session folder into its repository's files, symbols resolved to their lines. */
async function localLinks(dir: string): Promise<PointLinks | undefined> {
  const repo = await sessionRepo(new DiskStore(dir));
  if (!repo || !existsSync(repo)) return undefined;
  const filters = {
    includePaths: DEFAULT_CONFIG.include_paths,
    excludePaths: [...DEFAULT_CONFIG.exclude_paths, `${DEFAULT_CONFIG.output_dir}/**`],
  };
  const snapshot = await loadLocalSnapshot(repo, { filters });
  return snapshotLinks(snapshot, localTarget(localLinkBase(dir, repo).local));
}
