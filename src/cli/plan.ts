// `cplan plan "<requirement>" --repo <dir>`: a real planning run into a session folder on disk.
import { SETTING_FLAGS } from '../core/config/config.js';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import type { SubDomainProposal } from '../contract/types.js';
import { setFrontmatter } from '../core/note/edit.js';
import { DiskStore } from '../session/disk-store.js';
import { type PlanRunInput, type PlanRunResult, runPlan } from '../planner/run.js';
import type { RunState } from '../planner/types.js';
import { loadLocalSnapshot } from '../repo/local.js';
import { warmWorkers } from '../retrieval/count-parallel.js';
import { parseCommandArgs } from './args.js';
import { UsageError } from './errors.js';
import { isUntrackedInGit, missingFolder } from './io.js';
import { createTtyProgress, formatPlanResult, formatSplit, planSummaryJson, progressLine, untrackedOutputLine } from './plan-output.js';
import { loadConfig, resolvePlanRepo, resolveSession, startProvider } from './plan-setup.js';
import { rememberRepo, samePath } from './session-repo.js';
import { displayPath, plural } from './text.js';

/**
 * Relative links from plan.md to the repository's files (`../../../src/x.ts#L31-L58`): they open in
 * editors' Markdown previews and on GitHub alike once the session folder is pushed, and, unlike
 * `file:///home/…` links, carry no local path into a committed file.
 */
export function localLinkBase(sessionDir: string, repo: string): { local: string } {
  return { local: relative(resolve(sessionDir), resolve(repo)).split(sep).join('/') };
}

export const PLAN_HELP = `Usage: cplan plan "<requirement>" --repo <dir> [options]
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

/** An issue body is at most 65 536 characters; a requirement file well past that is a mistake. */
const REQUIREMENT_MAX_BYTES = 256 * 1024;

/**
 * The requirement's words: the arguments as they are, or the whole of `--requirement-file` or of
 * standard input (`-`), since an issue body is rarely one line.
 */
async function requirementText(file: string | undefined, positionals: string[], cwd: string, io: PlanIo): Promise<string[]> {
  const stdin = positionals.length === 1 && positionals[0] === '-';
  if (file === undefined && !stdin) return positionals;
  if (file !== undefined && positionals.length > 0)
    throw new UsageError('--requirement-file takes no requirement on the command line: the file holds it');
  let text: string;
  if (file !== undefined) {
    const path = resolve(cwd, file);
    const size = await stat(path).then(
      (info) => (info.isFile() ? info.size : -1),
      () => -1,
    );
    if (size < 0) throw new UsageError(`--requirement-file ${file}: no such file`);
    if (size > REQUIREMENT_MAX_BYTES)
      throw new UsageError(`--requirement-file ${file}: ${Math.ceil(size / 1024)} KB, more than the 256 KB a requirement may have`);
    text = await readFile(path, 'utf8');
  } else {
    if (!io.readStdin) throw new UsageError('plan -: there is no standard input to read the requirement from');
    text = await io.readStdin();
    if (Buffer.byteLength(text) > REQUIREMENT_MAX_BYTES)
      throw new UsageError('plan -: standard input is more than the 256 KB a requirement may have');
  }
  if (text.trim() === '') throw new UsageError(`plan ${file === undefined ? '-' : `--requirement-file ${file}`}: the requirement is empty`);
  return [text];
}

/** The terminal, when there is one: progress is redrawn in place and the split is confirmed interactively. */
export interface PlanIo {
  isTTY: boolean;
  ask?: (question: string) => Promise<string>;
  /** The directory relative paths are resolved from and shown against (default: process.cwd()). */
  cwd?: string;
  /** Standard input, read whole (`cplan plan -`). */
  readStdin?: () => Promise<string>;
}

export const PLAN_OPTIONS = {
  repo: { type: 'string' },
  yes: { type: 'boolean', short: 'y', default: false },
  provider: { type: 'string' },
  'max-domains': { type: 'string' },
  locale: { type: 'string' },
  model: { type: 'string' },
  serial: { type: 'boolean', default: false },
  out: { type: 'string' },
  continue: { type: 'string' },
  'requirement-file': { type: 'string' },
  config: { type: 'string' },
  'include-untracked': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export async function runPlanCommand(
  argv: string[],
  out: (text: string) => void,
  err: (text: string) => void,
  io: PlanIo = { isTTY: false },
): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  const { values, positionals } = parseCommandArgs('plan', { args: argv, allowPositionals: true, options: PLAN_OPTIONS });
  if (values.help) {
    out(PLAN_HELP);
    return 0;
  }
  const { repo, continued } = await resolvePlanRepo(values, positionals, cwd);
  // The options that set a config key, as text: mergeConfig reads and checks them like the file's keys.
  const flags = Object.entries(SETTING_FLAGS) as [keyof typeof SETTING_FLAGS, string][];
  const settings = Object.fromEntries(flags.map(([flag, key]) => [key, values[flag]]));
  const config = await loadConfig(repo, values.config, cwd, { ...settings, provider: values.provider });
  if (continued !== undefined && values['requirement-file'] !== undefined)
    throw new UsageError('--continue takes no --requirement-file: the session folder already has its requirement');
  const given = await requirementText(values['requirement-file'], positionals, cwd, io);
  const { sessionDir, requirement } = resolveSession(values, given, { repo, continued, cwd }, config);
  const sessionId = sessionDir.split(/[\\/]/).pop() as string;
  // The folder this run creates to hold the session (`.workflow/`, or a new --out): told about once.
  const created = continued === undefined ? missingFolder(dirname(sessionDir)) : undefined;

  const snapshot = await loadLocalSnapshot(repo, {
    filters: {
      includePaths: config.include_paths,
      excludePaths: [...config.exclude_paths, `${config.output_dir}/**`],
    },
    includeUntracked: values['include-untracked'],
    onListed: warmWorkers,
  });
  const { budget, provider } = startProvider(config);
  if (!values.json)
    err(
      `cplan: planning with the ${provider.name} provider on ${plural(snapshot.info.fileCount, 'file')}${snapshot.info.note ? ` (${snapshot.info.note})` : ''}\n`,
    );

  const tty = !values.json && io.isTTY;
  const onProgress = progressReporter(values.json, tty, err);
  const store = new DiskStore(sessionDir);
  const run: RunPlan = (extra) =>
    runPlan({
      requirement,
      sessionId,
      snapshot,
      provider,
      store,
      config,
      yes: values.yes || !config.confirm,
      serial: values.serial,
      source: { ...(snapshot.info.commit ? { commit: snapshot.info.commit } : {}) },
      // No remote: plan.md links into the local files, relative to the session folder (see localLinkBase).
      links: localLinkBase(sessionDir, repo),
      budget,
      onProgress,
      ...extra,
    });
  let result: PlanRunResult;
  try {
    result = await run({});
    if (result.status === 'awaiting-approval' && tty && io.ask) result = await confirmSplit(result, io.ask, err, run, store);
  } finally {
    budget.dispose();
    // The session remembers its repository, so that the printed --continue plans the same one.
    await rememberRepo(store, repo).catch(() => undefined);
  }
  const where = { dir: displayPath(sessionDir, cwd), repo: samePath(repo, cwd) ? null : displayPath(repo, cwd) };
  out(values.json ? `${JSON.stringify(planSummaryJson(result, sessionDir), null, 2)}\n` : formatPlanResult(result, where));
  if (!values.json && created !== undefined && (await isUntrackedInGit(created)))
    err(untrackedOutputLine(displayPath(created, cwd), basename(created)));
  return result.status === 'partial' ? 1 : 0;
}

/** The planning run with this command's inputs, and what a confirmation adds (`yes`, a new split). */
type RunPlan = (extra: Partial<PlanRunInput>) => Promise<PlanRunResult>;

/** Progress on stderr: redrawn in place on a terminal, else a line when it changes; none with --json. */
function progressReporter(json: boolean, tty: boolean, err: (text: string) => void): (state: RunState) => void {
  let last = '';
  const live = tty ? createTtyProgress(err) : undefined;
  return (state) => {
    if (json) return;
    if (live) return live(state);
    const line = progressLine(state);
    if (line !== last) err(`${line}\n`);
    last = line;
  };
}

/** The seeds' confirmation step, on a terminal: continue, adjust the split, or cancel. */
async function confirmSplit(
  result: PlanRunResult,
  ask: (question: string) => Promise<string>,
  err: (text: string) => void,
  run: RunPlan,
  store: DiskStore,
): Promise<PlanRunResult> {
  err(`${formatSplit(result).join('\n')}\n`);
  const answer = (await ask('Continue with this split? [c]ontinue / [a]djust / [x] cancel: ')).trim().toLowerCase();
  if (answer === '' || answer.startsWith('c') || answer === 'y' || answer === 'yes') return run({ yes: true });
  if (answer.startsWith('a')) {
    const text = await ask('New split ("domain: description; domain: description"): ');
    const split = parseSplit(text);
    if (split.length === 0) throw new UsageError('the split needs at least one "domain: description"');
    return run({ yes: true, split });
  }
  const note = setFrontmatter(result.note, { status: 'cancelled' });
  await store.write([{ path: 'plan-note.md', content: note.toString() }], 'cancelled');
  return { ...result, status: 'cancelled', note };
}

function parseSplit(text: string): SubDomainProposal[] {
  return text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const colon = part.search(/[:：]/);
      const focus = (colon < 0 ? part : part.slice(0, colon)).trim();
      const description = colon < 0 ? '' : part.slice(colon + 1).trim();
      return { focus_area: focus, description, key_concerns: [], estimated_effort: 'Medium' as const, depends_on_domains: [] };
    })
    .filter((d) => d.focus_area !== '');
}
