// `cplan render <session-dir>`: regenerates conflicts.json, plan.md, plan.json and the task files.
import { join } from 'node:path';
import { parseUsageReport } from '../core/usage.js';
import { buildSessionArtifacts } from '../core/artifacts.js';
import { detectConflicts } from '../core/detect.js';
import { parsePlanNote } from '../core/parse.js';
import { sourceLinks } from '../core/permalinks.js';
import { parseCommandArgs } from './args.js';
import { UsageError } from './errors.js';
import { readOptional, readText, writeIfChanged } from './io.js';
import { directoryArg } from './session-repo.js';
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
  // No snapshot here: links from the frontmatter's `source: { repo, commit }` (line anchors only for line ranges).
  const links = sourceLinks(note);
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
