// `cplan plan "<requirement>" --repo <dir>`: a real planning run into a session folder on disk.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Provider, SubDomainProposal } from '../agents/types.js';
import { setFrontmatter } from '../core/edit.js';
import {
  ConfigError,
  type ConfigOverrides,
  configSource,
  type CplanConfig,
  DEFAULT_CONFIG,
  mergeConfig,
  parseConfigYaml,
} from '../core/config.js';
import { buildSessionId, uniqueName } from '../core/names.js';
import { DiskStore } from '../stores/disk-store.js';
import { createBudget, createProvider, type ProviderChoice, ProviderSetupError } from '../planner/providers.js';
import { type PlanRunResult, runPlan } from '../planner/run.js';
import type { RunState } from '../planner/types.js';
import { SESSION_PATH } from '../planner/records.js';
import { loadLocalSnapshot } from '../repo/local.js';
import { parseCommandArgs } from './args.js';
import { UsageError } from './errors.js';
import { readOptional, readText } from './io.js';
import { createTtyProgress, formatPlanResult, formatSplit, planSummaryJson, progressLine } from './plan-output.js';
import { directoryArg, rememberRepo, samePath, sessionRepo } from './session-repo.js';
import { displayPath, plural } from './text.js';

export const PLAN_HELP = `Usage: cplan plan "<requirement>" --repo <dir> [options]
       cplan plan --continue <session-dir> [--yes]

Plans a requirement against a local repository and writes the session folder
(plan-note.md, plan.md, conflicts.json, plan.json, task files, usage.json).

Options:
  --repo DIR            repository to plan against (default: current directory)
  -y, --yes             do not stop for approval of the proposed split
  --provider=NAME       offline | anthropic (default: anthropic when ANTHROPIC_API_KEY is set)
  --max-domains=N       1..10 sub-domains (default 5)
  --locale=en|zh        heading language (default en)
  --model=NAME          model for every phase (anthropic)
  --serial              plan the domains one by one instead of in parallel
  --out DIR             where session folders go (default: <repo>/.workflow/.planning)
  --continue DIR        continue a session folder: plan what is missing or failed, in the
                        repository it was planned against (--repo, if given, must be that one)
  --config FILE         config file (default: <repo>/.github/cplan.yml when present)
  --json                print a JSON summary instead of text
  -h, --help            show this help

A session knows its repository: from its place (<repo>/.workflow/.planning/<session>), or
from the session.json written into a folder anywhere else. The printed "cplan plan --continue"
command can be pasted as it is.

Exit status: 0 plan complete or awaiting approval, 1 partial plan or run error, 2 bad usage.
`;

/** The terminal, when there is one: progress is redrawn in place and the split is confirmed interactively. */
export interface PlanIo {
  isTTY: boolean;
  ask?: (question: string) => Promise<string>;
  /** The directory relative paths are resolved from and shown against (default: process.cwd()). */
  cwd?: string;
}

export async function runPlanCommand(
  argv: string[],
  out: (text: string) => void,
  err: (text: string) => void,
  io: PlanIo = { isTTY: false },
): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  const { values, positionals } = parseCommandArgs('plan', {
    args: argv,
    allowPositionals: true,
    options: {
      repo: { type: 'string' },
      yes: { type: 'boolean', short: 'y', default: false },
      provider: { type: 'string' },
      'max-domains': { type: 'string' },
      locale: { type: 'string' },
      model: { type: 'string' },
      serial: { type: 'boolean', default: false },
      out: { type: 'string' },
      continue: { type: 'string' },
      config: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out(PLAN_HELP);
    return 0;
  }

  // The repository: --repo, or for --continue the one the session was planned against.
  let repo: string;
  let continued: string | undefined;
  if (values.continue !== undefined) {
    if (positionals.length > 0) throw new UsageError('--continue takes no requirement: the session folder already has one');
    if (values.out !== undefined) throw new UsageError('--continue takes no --out: the session folder is where it is');
    continued = resolve(cwd, values.continue);
    if (!existsSync(join(continued, 'plan-note.md'))) throw new UsageError(`--continue ${values.continue}: no plan-note.md there`);
    const recorded = await sessionRepo(new DiskStore(continued));
    if (recorded !== undefined && !existsSync(recorded)) {
      throw new UsageError(
        `session ${values.continue} was planned against ${recorded}, which no longer exists (if it moved, put its new path in ${join(values.continue, SESSION_PATH)})`,
      );
    }
    repo = values.repo === undefined ? (recorded ?? cwd) : directoryArg('--repo', values.repo, cwd);
    if (recorded !== undefined && !samePath(recorded, repo)) {
      throw new UsageError(
        `session ${values.continue} was planned against ${displayPath(recorded, cwd)}, not --repo ${values.repo}: leave out --repo to continue it there`,
      );
    }
  } else {
    repo = directoryArg('--repo', values.repo ?? '.', cwd);
    if (values.out !== undefined) directoryArg('--out', values.out, cwd, { mayNotExist: true });
  }
  // The options that set a config key, as text: mergeConfig reads and checks them like the file's keys.
  const config = await loadConfig(repo, values.config, cwd, {
    max_domains: values['max-domains'],
    locale: values.locale,
    model: values.model,
    provider: values.provider,
  });

  let sessionDir: string;
  let requirement: string;
  if (continued !== undefined) {
    sessionDir = continued;
    requirement = '';
  } else {
    requirement = positionals.join(' ').trim();
    if (requirement === '') throw new UsageError('plan needs a requirement, e.g. cplan plan "Add rate limiting" --repo .');
    const outDir = resolve(cwd, values.out ?? join(repo, config.output_dir));
    const base = buildSessionId(requirement, new Date());
    sessionDir = join(
      outDir,
      uniqueName(base, (name) => existsSync(join(outDir, name))),
    );
  }
  const sessionId = sessionDir.split(/[\\/]/).pop() as string;

  const snapshot = await loadLocalSnapshot(repo, {
    filters: {
      includePaths: config.include_paths,
      excludePaths: [...config.exclude_paths, `${config.output_dir}/**`],
    },
  });
  const budget = createBudget(config);
  let provider: Provider;
  try {
    provider = createProvider({
      choice: config.provider as ProviderChoice,
      config,
      budget,
      env: process.env,
    });
  } catch (error) {
    budget.dispose();
    if (error instanceof ProviderSetupError) throw new UsageError(error.message);
    throw error;
  }
  if (!values.json)
    err(
      `cplan: planning with the ${provider.name} provider on ${plural(snapshot.info.fileCount, 'file')}${snapshot.info.note ? ` (${snapshot.info.note})` : ''}\n`,
    );

  const tty = !values.json && io.isTTY;
  let last = '';
  const live = tty ? createTtyProgress(err) : undefined;
  const onProgress = (state: RunState) => {
    if (values.json) return;
    if (live) return live(state);
    const line = progressLine(state);
    if (line !== last) err(`${line}\n`);
    last = line;
  };
  const store = new DiskStore(sessionDir);
  const run = (extra: Partial<Parameters<typeof runPlan>[0]>) =>
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
      budget,
      onProgress,
      ...extra,
    });
  let result: PlanRunResult;
  try {
    result = await run({});
    // The seeds' confirmation step, on a terminal: continue, adjust the split, or cancel.
    if (result.status === 'awaiting-approval' && tty && io.ask) {
      err(`${formatSplit(result).join('\n')}\n`);
      const answer = (await io.ask('Continue with this split? [c]ontinue / [a]djust / [x] cancel: ')).trim().toLowerCase();
      if (answer === '' || answer.startsWith('c') || answer === 'y' || answer === 'yes') {
        result = await run({ yes: true });
      } else if (answer.startsWith('a')) {
        const text = await io.ask('New split ("domain: description; domain: description"): ');
        const split = parseSplit(text);
        if (split.length === 0) throw new UsageError('the split needs at least one "domain: description"');
        result = await run({ yes: true, split });
      } else {
        const note = setFrontmatter(result.note, { status: 'cancelled' });
        await store.write([{ path: 'plan-note.md', content: note.toString() }], 'cancelled');
        result = { ...result, status: 'cancelled', note };
      }
    }
  } finally {
    budget.dispose();
    // The session remembers its repository, so that the printed --continue plans the same one.
    await rememberRepo(store, repo).catch(() => undefined);
  }
  const where = { dir: displayPath(sessionDir, cwd), repo: samePath(repo, cwd) ? null : displayPath(repo, cwd) };
  out(values.json ? `${JSON.stringify(planSummaryJson(result, sessionDir), null, 2)}\n` : formatPlanResult(result, where));
  return result.status === 'partial' ? 1 : 0;
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

async function loadConfig(repo: string, file: string | undefined, cwd: string, options: ConfigOverrides): Promise<CplanConfig> {
  const path = file ? resolve(cwd, file) : join(repo, '.github', 'cplan.yml');
  const text = file ? await readText(path) : await readOptional(path);
  try {
    const base = text === undefined ? DEFAULT_CONFIG : parseConfigYaml(text, relative(cwd, path) || path);
    return mergeConfig(base, options, configSource.cli);
  } catch (error) {
    // "<file>: `key`: …" or "option --max-domains: …": a usage error (exit 2), in the same words.
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}
