// The GitHub Action entry, thin: inputs + event → the same command handling and flow as the App
// → outputs and a job summary. Failures end in one clear `setFailed` message.
import { readFileSync } from 'node:fs';
import { endGroup, info, error as logError, setFailed, setOutput, setSecret, startGroup, summary, warning } from '@actions/core';
import { type CplanConfig, mergeConfig, parseConfigYaml } from '../core/config.js';
import { describeError } from '../core/errors.js';
import { DryRunForge } from '../forge/dry-run.js';
import { GitHubForge } from '../forge/github.js';
import { type IssueJson, type PullJson, type ReviewJson, toIssue, toPullRequest, toReview } from '../forge/payloads.js';
import { createOctokit, type NetworkRetryOptions, writeIntervalFromEnv } from '../forge/octokit.js';
import type { FlowContext, FlowResult, Logger } from '../planner/github/context.js';
import { DeliveryLog, IssueLocks } from '../planner/github/guards.js';
import { handleComment } from '../planner/github/handle-comment.js';
import { handleReview } from '../planner/github/handle-review.js';
import { recheckPullRequest } from '../planner/github/recheck.js';
import { countConflicts, runOnGitHub } from '../planner/github/flow.js';
import { createBudget, createProvider } from '../planner/providers.js';
import { dispatchFlags, InputError, readInputs } from './inputs.js';
import { workspaceSnapshotLoader } from './snapshot.js';
import { buildJobSummary, buildOutputs } from './summary.js';

const log: Logger = { info, warn: (m) => warning(m), error: (m) => logError(m) };

export interface RunOptions {
  /** Retries of GitHub requests that got no answer; tests pass `delayMs: () => 0`. */
  networkRetry?: Omit<NetworkRetryOptions, 'log'>;
}

export async function run(env: NodeJS.ProcessEnv = process.env, options: RunOptions = {}): Promise<FlowResult> {
  const inputs = readInputs();
  if (inputs.anthropicApiKey) setSecret(inputs.anthropicApiKey);
  if (inputs.githubToken) setSecret(inputs.githubToken);
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
  // dry-run swaps the forge: reads are real, writes are only described in the log.
  const forge = inputs.dryRun ? new DryRunForge(github, info) : github;
  const defaultBranch = String(
    (payload.repository as { default_branch?: string } | undefined)?.default_branch ?? (await forge.getRepo()).defaultBranch,
  );
  const providerEnv = { ...env, ANTHROPIC_API_KEY: inputs.anthropicApiKey || env.ANTHROPIC_API_KEY || '' };
  const rawConfig = await forge.readFile(defaultBranch, inputs.configPath);
  const settings = () => {
    const config = loadConfig(rawConfig, inputs);
    if (config.provider === 'anthropic' && !providerEnv.ANTHROPIC_API_KEY) {
      throw new InputError('provider is anthropic but no API key was given: set the anthropic-api-key input from a secret');
    }
    return config;
  };
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const base: Omit<FlowContext, 'config' | 'actor' | 'issue'> = {
    forge,
    defaultBranch,
    loadSnapshot: workspaceSnapshotLoader(forge, env.GITHUB_WORKSPACE, `${owner}/${repo}`),
    createProvider: (cfg, budget) => createProvider({ choice: cfg.provider, config: cfg, budget, env: providerEnv }),
    createBudget,
    clock: { now: () => new Date() },
    log,
    dryRun: inputs.dryRun,
    ...(env.GITHUB_RUN_ID ? { workflowUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` } : {}),
  };

  if (eventName === 'issue_comment') {
    const comment = payload.comment as {
      id: number;
      body?: string;
      user?: { login?: string; type?: string };
    };
    const issue = payload.issue as IssueJson;
    return handleComment(
      {
        deliveryId: `${env.GITHUB_RUN_ID ?? 'local'}-${comment.id}`,
        comment: {
          id: comment.id,
          body: comment.body ?? '',
          author: comment.user?.login ?? '',
          authorType: comment.user?.type ?? 'User',
        },
        loadConfig: async () => settings(),
        base: {
          ...base,
          issue: toIssue(issue),
        },
      },
      { deliveries: new DeliveryLog(), locks: new IssueLocks() },
    );
  }
  if (eventName === 'workflow_dispatch') {
    const config = settings();
    const actor = env.GITHUB_ACTOR ?? String((payload.sender as { login?: string } | undefined)?.login ?? '');
    const flags = dispatchFlags(inputs);
    if (inputs.issue !== undefined) {
      const issue = await forge.getIssue(inputs.issue);
      if (!issue) throw new InputError(`issue #${inputs.issue} does not exist in ${owner}/${repo}`);
      return runOnGitHub({ ...base, config, actor, issue }, { kind: 'plan', text: inputs.task, flags });
    }
    if (inputs.task !== '') {
      const issue = {
        number: 0,
        title: inputs.task,
        body: '',
        state: 'open' as const,
        author: actor,
        isPullRequest: false,
        labels: [],
      };
      return runOnGitHub({ ...base, config, actor, issue }, { kind: 'plan', text: '', flags });
    }
    throw new InputError('workflow_dispatch needs the issue input (an issue number) or the task input (text to plan)');
  }
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const pr = payload.pull_request as PullJson;
    const result = await recheckPullRequest({ forge, config: settings(), clock: base.clock, log }, toPullRequest(pr));
    return {
      status: result.status === 'checked' ? 'completed' : 'ignored',
      ...(result.conflicts ? { conflicts: { total: result.conflicts.length, ...countConflicts(result.conflicts) } } : {}),
    };
  }
  if (eventName === 'pull_request_review') {
    const review = payload.review as ReviewJson;
    const pr = payload.pull_request as PullJson & IssueJson;
    return handleReview(
      {
        deliveryId: `${env.GITHUB_RUN_ID ?? 'local'}-review-${review.id}`,
        review: toReview(review),
        pull: { number: pr.number, headRef: pr.head.ref },
        loadConfig: async () => settings(),
        base: {
          ...base,
          issue: toIssue(pr, true),
        },
      },
      { deliveries: new DeliveryLog(), locks: new IssueLocks() },
    );
  }
  throw new InputError(
    `cplan does not handle the ${eventName || 'unknown'} event (use issue_comment, workflow_dispatch, pull_request or pull_request_review)`,
  );
}

function readPayload(path: string | undefined): Record<string, unknown> {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new InputError(`cannot read the event payload at ${path}: ${(error as Error).message}`);
  }
}

function loadConfig(text: string | undefined, inputs: ReturnType<typeof readInputs>): CplanConfig {
  const base = parseConfigYaml(text ?? '{}', inputs.configPath);
  return mergeConfig(base, {
    ...(inputs.maxDomains ? { max_domains: inputs.maxDomains } : {}),
    ...(inputs.locale ? { locale: inputs.locale } : {}),
    ...(inputs.model ? { model: inputs.model } : {}),
  });
}

async function main(): Promise<void> {
  try {
    startGroup('cplan');
    const result = await run();
    endGroup();
    for (const [name, value] of Object.entries(buildOutputs(result))) setOutput(name, value);
    await summary
      .addRaw(buildJobSummary(result))
      .write()
      .catch(() => undefined);
    if (result.status === 'failed') setFailed(`cplan: ${result.error ?? 'the run failed'}`);
    else info(`cplan: ${result.status}${result.pr ? ` — ${result.pr.url}` : ''}`);
  } catch (error) {
    endGroup();
    const { message, nextStep } = describeError(error, { surface: 'action' });
    setFailed(`cplan: ${message}\n${nextStep}`);
  }
}

// Run only as the Action entry, not when a test imports `run`.
if (process.env.CPLAN_ACTION_NO_MAIN !== '1') await main();
