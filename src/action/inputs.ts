// Action inputs (spec §11) read and validated once: a bad input is one clear error and no run.
import { getInput } from '@actions/core';
import type { PlanFlags } from '../core/commands.js';
import { CplanError } from '../core/errors.js';

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
}

/** A bad input or environment of the Action (reason input): one clear error and no run. */
export class InputError extends CplanError {
  constructor(message: string) {
    super(message, { reason: 'input' });
    this.name = 'InputError';
  }
}

function bool(name: string): boolean {
  const value = getInput(name).trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0' || value === 'no') return false;
  if (value === 'true' || value === '1' || value === 'yes') return true;
  throw new InputError(`input ${name} must be true or false (got "${value}")`);
}

export function readInputs(): ActionInputs {
  const maxDomains = getInput('max-domains').trim();
  if (maxDomains !== '' && (!/^\d+$/.test(maxDomains) || Number(maxDomains) < 1 || Number(maxDomains) > 10)) {
    throw new InputError(`input max-domains must be a whole number from 1 to 10 (got "${maxDomains}")`);
  }
  const issue = getInput('issue').trim().replace(/^#/, '');
  if (issue !== '' && !/^[1-9]\d*$/.test(issue)) throw new InputError(`input issue must be an issue number (got "${issue}")`);
  const locale = getInput('locale').trim();
  if (locale !== '' && locale !== 'en' && locale !== 'zh') throw new InputError(`input locale must be en or zh (got "${locale}")`);
  const model = getInput('model').trim();
  if (model !== '' && !/^[A-Za-z0-9][A-Za-z0-9._:@-]{0,99}$/.test(model))
    throw new InputError(`input model "${model}" is not a model name`);
  const configPath = getInput('config-path').trim() || '.github/cplan.yml';
  if (configPath.startsWith('/') || configPath.split('/').includes('..'))
    throw new InputError('input config-path must be a path inside the repository');
  return {
    anthropicApiKey: getInput('anthropic-api-key').trim(),
    githubToken: getInput('github-token').trim() || process.env.GITHUB_TOKEN || '',
    issue: issue === '' ? undefined : Number(issue),
    task: getInput('task').trim(),
    maxDomains: maxDomains === '' ? undefined : Number(maxDomains),
    yes: bool('yes'),
    model: model || undefined,
    locale: (locale || undefined) as ActionInputs['locale'],
    configPath,
    dryRun: bool('dry-run'),
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
