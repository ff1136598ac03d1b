// `cplan check <plan-note.md> [--json] [--fail-on=…] [--write]`
import { failingConflicts } from '../core/engine/detect.js';
import { parsePlanNote } from '../core/note/parse.js';
import { applyDetection } from '../core/engine/recheck.js';
import { validatePathsExist } from '../core/note/validate.js';
import { loadLocalSnapshot } from '../repo/local.js';
import { parseCommandArgs } from './args.js';
import { buildCheckReport, formatCheckText, notAPlanNote } from '../core/engine/check-report.js';
import { UsageError } from './errors.js';
import { readText, writeIfChanged } from './io.js';
import { directoryArg } from './session-repo.js';

export const CHECK_HELP = `Usage: cplan check <plan-note.md> [--json] [--fail-on=critical|high|medium|none] [--write]

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

const LEVELS = ['critical', 'high', 'medium', 'none'] as const;
type FailOn = (typeof LEVELS)[number];

/** One line on the note itself: written, already current, or stale (and how to update it). */
function noteLine(file: string, write: boolean, written: boolean, stale: boolean): string {
  if (write)
    return written
      ? `Updated ${file}: its Dependencies and Conflicts sections were rewritten.\n`
      : `${file} is up to date: nothing to write.\n`;
  return stale ? `${file}: its Dependencies or Conflicts section is out of date; \`cplan check --write ${file}\` updates it.\n` : '';
}

export const CHECK_OPTIONS = {
  json: { type: 'boolean', default: false },
  'fail-on': { type: 'string', default: 'critical' },
  write: { type: 'boolean', default: false },
  repo: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export async function runCheck(argv: string[], out: (text: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('check', {
    args: argv,
    allowPositionals: true,
    options: CHECK_OPTIONS,
  });
  if (values.help) {
    out(CHECK_HELP);
    return 0;
  }
  const failOn = values['fail-on'] as string;
  if (!(LEVELS as readonly string[]).includes(failOn)) {
    throw new UsageError(`--fail-on must be one of ${LEVELS.join(', ')} (got "${failOn}")`);
  }
  if (positionals.length !== 1) throw new UsageError('check takes exactly one plan-note.md path');
  const file = positionals[0] as string;
  const repo = values.repo === undefined ? undefined : directoryArg('--repo', values.repo, process.cwd());
  let note = parsePlanNote(await readText(file));
  if (notAPlanNote(note)) {
    throw new UsageError(`${file} is not a plan note: no task pool sections and no sub_domains in its frontmatter`);
  }
  // What --write would change: the note's own Dependencies and Conflicts sections, when stale.
  const result = applyDetection(note);
  const conflicts = result.conflicts;
  let written = false;
  if (values.write) {
    note = result.note;
    written = await writeIfChanged(file, note.toString());
  }
  if (repo !== undefined) {
    const snapshot = await loadLocalSnapshot(repo);
    note = {
      ...note,
      diagnostics: [...note.diagnostics, ...validatePathsExist(note, (p) => snapshot.has(p))].sort((a, b) => a.line - b.line),
    };
  }
  const state = { note_up_to_date: values.write || !result.changed, written };
  if (values.json) out(`${JSON.stringify({ ...buildCheckReport(note, conflicts), ...state }, null, 2)}\n`);
  else out(`${formatCheckText(note, conflicts, file)}${noteLine(file, values.write, written, result.changed)}`);
  return failingConflicts(conflicts, failOn as FailOn).length > 0 ? 1 : 0;
}
