// Action inputs read and validated once: a bad input is one clear error and no run.
// Booleans are YAML 1.2 core-schema booleans (`core.getBooleanInput`); the inputs that set a config
// key are text checked by the config schema itself (`validateOverrides`), like a `/plan` flag or a
// key of `.github/cplan.yml`, and their errors name the input: `Action input max-domains: …`.
import { getBooleanInput, getInput } from '@actions/core';
import type { PlanFlags } from '../core/texts/commands.js';
import {
  ConfigError,
  type ConfigOverrides,
  configSource,
  type CplanConfig,
  validateOverrides,
  SETTING_FLAGS,
} from '../core/config/config.js';
import { CplanError } from '../core/shared/errors.js';

export interface ActionInputs {
  anthropicApiKey: string;
  githubToken: string;
  issue: number | undefined;
  task: string;
  maxDomains: number | undefined;
  yes: boolean;
  model: string | undefined;
  locale: 'en' | 'zh' | undefined;
  configPath: string;
  dryRun: boolean;
  /**
   * Read untracked files of the workflow's checkout too (`include-untracked`, default false).
   * Off, the snapshot holds what is committed: a step before cplan can leave credentials in the
   * workspace (google-github-actions/auth writes `gha-creds-*.json` there).
   */
  includeUntracked: boolean;
  /**
   * The config keys the inputs set, validated: the layer to put over the config file with
   * `mergeConfig(config, inputs.settings, configSource.action)`.
   */
  settings: Partial<CplanConfig>;
}

/** A bad input or environment of the Action (reason input): one clear error and no run. */
export class InputError extends CplanError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { reason: 'input', ...options });
    this.name = 'InputError';
  }
}

/**
 * A boolean input by the YAML 1.2 core schema (true, True, TRUE, false, False, FALSE). Empty is
 * false, the default action.yml declares (the runner passes it; a test or a local run may not).
 */
function booleanInput(name: string): boolean {
  const text = getInput(name);
  if (text === '') return false;
  try {
    return getBooleanInput(name);
  } catch (error) {
    throw new InputError(
      `Action input ${name}: must be true or false (YAML 1.2: true, True, TRUE, false, False or FALSE) (got ${JSON.stringify(text.slice(0, 40))})`,
      { cause: error },
    );
  }
}

/** The config keys the inputs set, validated by the config schema. */
function settingInputs(): Partial<CplanConfig> {
  const raw: Record<string, string> = {};
  for (const [input, key] of Object.entries(SETTING_FLAGS)) {
    const text = getInput(input);
    if (text !== '') raw[key] = text;
  }
  try {
    return validateOverrides(raw as ConfigOverrides, configSource.action);
  } catch (error) {
    if (error instanceof ConfigError) throw new InputError(error.message, { cause: error });
    throw error;
  }
}

export function readInputs(): ActionInputs {
  const settings = settingInputs();
  const issue = getInput('issue').replace(/^#/, '');
  if (issue !== '' && !/^[1-9]\d*$/.test(issue))
    throw new InputError(`Action input issue: must be an issue number (got ${JSON.stringify(issue.slice(0, 40))})`);
  const configPath = getInput('config-path') || '.github/cplan.yml';
  if (configPath.startsWith('/') || configPath.split('/').includes('..'))
    throw new InputError(`Action input config-path: must be a path inside the repository (got ${JSON.stringify(configPath.slice(0, 80))})`);
  return {
    anthropicApiKey: getInput('anthropic-api-key'),
    githubToken: getInput('github-token') || process.env.GITHUB_TOKEN || '',
    issue: issue === '' ? undefined : Number(issue),
    task: getInput('task'),
    maxDomains: settings.max_domains,
    yes: booleanInput('yes'),
    model: settings.model,
    locale: settings.locale,
    configPath,
    dryRun: booleanInput('dry-run'),
    includeUntracked: booleanInput('include-untracked'),
    settings,
  };
}

/** Dispatch inputs as the same flags a `/plan` comment would carry. */
export function dispatchFlags(inputs: ActionInputs): PlanFlags {
  return {
    yes: inputs.yes,
    serial: false,
    fresh: false,
    ...(inputs.maxDomains ? { maxDomains: inputs.maxDomains } : {}),
    ...(inputs.locale ? { locale: inputs.locale } : {}),
    ...(inputs.model ? { model: inputs.model } : {}),
  };
}
