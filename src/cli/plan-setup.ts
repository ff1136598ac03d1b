// The set-up of `cplan plan`, before anything is planned: which repository, which session folder,
// which config and provider. Every mistake here is a UsageError (exit 2) in the user's own terms.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Provider } from '../contract/types.js';
import {
  ConfigError,
  type ConfigOverrides,
  configSource,
  type CplanConfig,
  DEFAULT_CONFIG,
  mergeConfig,
  parseConfigYaml,
} from '../core/config/config.js';
import { buildSessionId, uniqueName } from '../core/shared/names.js';
import { DiskStore } from '../session/disk-store.js';
import { createBudget, createProvider, type ProviderChoice, ProviderSetupError } from '../planner/providers.js';
import { SESSION_PATH } from '../planner/records.js';
import { UsageError } from './errors.js';
import { readOptional, readText } from './io.js';
import { directoryArg, samePath, sessionRepo } from './session-repo.js';
import { displayPath } from './text.js';

/** The flags the set-up reads. */
export interface PlanPlace {
  repo?: string;
  out?: string;
  continue?: string;
}

/** The repository: --repo, or for --continue the one the session was planned against. */
export async function resolvePlanRepo(
  values: PlanPlace,
  positionals: string[],
  cwd: string,
): Promise<{ repo: string; continued: string | undefined }> {
  if (values.continue === undefined) {
    const repo = directoryArg('--repo', values.repo ?? '.', cwd);
    if (values.out !== undefined) directoryArg('--out', values.out, cwd, { mayNotExist: true });
    return { repo, continued: undefined };
  }
  if (positionals.length > 0) throw new UsageError('--continue takes no requirement: the session folder already has one');
  if (values.out !== undefined) throw new UsageError('--continue takes no --out: the session folder is where it is');
  const continued = resolve(cwd, values.continue);
  if (!existsSync(join(continued, 'plan-note.md'))) throw new UsageError(`--continue ${values.continue}: no plan-note.md there`);
  const recorded = await sessionRepo(new DiskStore(continued));
  if (recorded !== undefined && !existsSync(recorded)) {
    throw new UsageError(
      `session ${values.continue} was planned against ${recorded}, which no longer exists (if it moved, put its new path in ${join(values.continue, SESSION_PATH)})`,
    );
  }
  const repo = values.repo === undefined ? (recorded ?? cwd) : directoryArg('--repo', values.repo, cwd);
  if (recorded !== undefined && !samePath(recorded, repo)) {
    throw new UsageError(
      `session ${values.continue} was planned against ${displayPath(recorded, cwd)}, not --repo ${values.repo}: leave out --repo to continue it there`,
    );
  }
  return { repo, continued };
}

/** The session folder: the continued one (its requirement is in it), or a new unique one under --out. */
export function resolveSession(
  values: PlanPlace,
  positionals: string[],
  place: { repo: string; continued: string | undefined; cwd: string },
  config: CplanConfig,
): { sessionDir: string; requirement: string } {
  if (place.continued !== undefined) return { sessionDir: place.continued, requirement: '' };
  const requirement = positionals.join(' ').trim();
  if (requirement === '') throw new UsageError('plan needs a requirement, e.g. cplan plan "Add rate limiting" --repo .');
  const outDir = resolve(place.cwd, values.out ?? join(place.repo, config.output_dir));
  const base = buildSessionId(requirement, new Date());
  const sessionDir = join(
    outDir,
    uniqueName(base, (name) => existsSync(join(outDir, name))),
  );
  return { sessionDir, requirement };
}

export async function loadConfig(repo: string, file: string | undefined, cwd: string, options: ConfigOverrides): Promise<CplanConfig> {
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

/** The run's budget and provider; a provider that cannot be set up (no key) is a usage error. */
export function startProvider(config: CplanConfig): { budget: ReturnType<typeof createBudget>; provider: Provider } {
  const budget = createBudget(config);
  try {
    const provider = createProvider({
      choice: config.provider as ProviderChoice,
      config,
      budget,
      env: process.env,
    });
    return { budget, provider };
  } catch (error) {
    budget.dispose();
    if (error instanceof ProviderSetupError) throw new UsageError(error.message);
    throw error;
  }
}
