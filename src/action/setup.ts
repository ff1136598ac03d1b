// What an Action run starts from: its inputs, the event payload, the settings (config file +
// inputs) and the ports of the event, the forge first. Reads only: no write happens here.
import { readFileSync } from 'node:fs';
import { info, setSecret } from '@actions/core';
import { type CplanConfig, configSource, mergeConfig, parseConfigYaml } from '../core/config/config.js';
import { DryRunForge } from '../forge/dry-run.js';
import { guardSecrets } from '../forge/secret-guard.js';
import { GitHubForge } from '../forge/github.js';
import { createOctokit, type NetworkRetryOptions, writeIntervalFromEnv } from '../forge/octokit.js';
import type { Forge } from '../forge/types.js';
import type { EventBase, Logger } from '../flow/context.js';
import type { NoteChecker } from '../planner/note-check.js';
import { createBudget, createProvider } from '../planner/providers.js';
import { type ActionInputs, InputError, readInputs } from './inputs.js';
import { workspaceSnapshotLoader } from './snapshot.js';

/** One Action run: its event, the forge it was given, and the ports and settings every event shares. */
export interface ActionRun {
  env: NodeJS.ProcessEnv;
  inputs: ActionInputs;
  eventName: string;
  payload: Record<string, unknown>;
  base: EventBase;
  /** The settings (config file + inputs); throws an InputError when they cannot run. */
  settings(): CplanConfig;
  /** The dry run's forge, when `dry-run` swapped it in: the one place that decides it. */
  dryRun: DryRunForge | undefined;
}

export interface SetupOptions {
  log: Logger;
  /** Re-detection of pushed plan notes: the worker thread beside the bundle (`dist/note-worker.js`). */
  noteChecker: NoteChecker;
  /** Retries of GitHub requests that got no answer; tests pass `delayMs: () => 0`. */
  networkRetry?: Omit<NetworkRetryOptions, 'log'> | undefined;
}

/** Reads the environment, inputs and config and builds the forge and the event's ports. */
export async function setUp(env: NodeJS.ProcessEnv, options: SetupOptions): Promise<ActionRun> {
  const { log } = options;
  const inputs = readInputs();
  for (const secret of [inputs.anthropicApiKey, inputs.githubToken, env.OPENAI_API_KEY]) if (secret) setSecret(secret);
  if (!inputs.githubToken)
    throw new InputError('input github-token is empty (the workflow token is used by default: check the permissions block)');
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new InputError('GITHUB_REPOSITORY is not set to owner/name');

  const github = new GitHubForge({
    octokit: createOctokit({
      token: inputs.githubToken,
      baseUrl: env.GITHUB_API_URL,
      log,
      writeIntervalMs: writeIntervalFromEnv(env),
      ...(options.networkRetry ? { networkRetry: options.networkRetry } : {}),
    }),
    owner,
    repo,
  });
  // dry-run swaps the forge: reads are real, writes are only recorded (and described in the log).
  // Nothing after this line knows whether it is a dry run.
  const dryRun = inputs.dryRun ? new DryRunForge(github, info) : undefined;
  // Every text bound for GitHub (or for the dry-run report) passes the secret scan.
  const forge: Forge = guardSecrets(dryRun ?? github, { warn: (m) => log.warn(m) });
  const defaultBranch = String(
    (payload.repository as { default_branch?: string } | undefined)?.default_branch ?? (await forge.getRepo()).defaultBranch,
  );
  const providerEnv = { ...env, ANTHROPIC_API_KEY: inputs.anthropicApiKey || env.ANTHROPIC_API_KEY || '' };
  const rawConfig = await forge.readFile(defaultBranch, inputs.configPath);
  const settings = () => checkedSettings(loadConfig(rawConfig, inputs), providerEnv);
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const base: EventBase = {
    forge,
    defaultBranch,
    loadSnapshot: workspaceSnapshotLoader(forge, env.GITHUB_WORKSPACE, `${owner}/${repo}`, { includeUntracked: inputs.includeUntracked }),
    createProvider: (cfg, budget) => createProvider({ choice: cfg.provider, config: cfg, budget, env: providerEnv }),
    createBudget,
    clock: { now: () => new Date() },
    log,
    webUrl: serverUrl,
    noteChecker: options.noteChecker,
    ...(env.GITHUB_RUN_ID ? { workflowUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` } : {}),
  };
  return { env, inputs, eventName, payload, base, settings, dryRun };
}

/** The settings, refused when their provider has no key or endpoint in the step's environment. */
function checkedSettings(config: CplanConfig, env: NodeJS.ProcessEnv): CplanConfig {
  if (config.provider === 'anthropic' && !env.ANTHROPIC_API_KEY) {
    throw new InputError('provider is anthropic but no API key was given: set the anthropic-api-key input from a secret');
  }
  if (config.provider === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new InputError(
      "provider is openai but neither OPENAI_API_KEY nor OPENAI_BASE_URL is in the environment: set them in the step's env",
    );
  }
  return config;
}

function readPayload(path: string | undefined): Record<string, unknown> {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new InputError(`cannot read the event payload at ${path}: ${(error as Error).message}`);
  }
}

/** The config file with the inputs' settings on top (checked once by readInputs, named as inputs). */
function loadConfig(text: string | undefined, inputs: ActionInputs): CplanConfig {
  return mergeConfig(parseConfigYaml(text ?? '{}', inputs.configPath), inputs.settings, configSource.action);
}
