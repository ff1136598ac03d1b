// The GitHub Action entry, thin: inputs + event → the same guard pipeline and flow as the App
// → outputs and a job summary. Failures end in one clear `setFailed` message.
import { readFileSync } from 'node:fs';
import { endGroup, info, error as logError, setFailed, setOutput, setSecret, startGroup, summary, warning } from '@actions/core';
import { type CplanConfig, configSource, mergeConfig, parseConfigYaml } from '../core/config/config.js';
import { describeError } from '../core/shared/errors.js';
import { safeText } from '../core/safety/text-safety.js';
import { DryRunForge } from '../forge/dry-run.js';
import { guardSecrets } from '../forge/secret-guard.js';
import { GitHubForge } from '../forge/github.js';
import { type IssueJson, type PullJson, type ReviewJson, toIssue, toPullRequest, toReview } from '../forge/payloads.js';
import { createOctokit, type NetworkRetryOptions, writeIntervalFromEnv } from '../forge/octokit.js';
import type { Forge } from '../forge/types.js';
import type { EventBase, FlowResult, Logger } from '../flow/context.js';
import { runOnGitHub } from '../flow/flow.js';
import { countConflicts } from '../flow/flow-build.js';
import { handleComment } from '../flow/handle-comment.js';
import { handleReview } from '../flow/handle-review.js';
import { newGuards } from '../flow/pipeline.js';
import { recheckPullRequest } from '../flow/recheck.js';
import { defaultNoteChecker } from '../planner/note-check.js';
import { createBudget, createProvider } from '../planner/providers.js';
import { type ActionInputs, dispatchFlags, InputError, readInputs } from './inputs.js';
import { workspaceSnapshotLoader } from './snapshot.js';
import { buildJobSummary, buildOutputs } from './summary.js';

const log: Logger = { info, warn: (m) => warning(m), error: (m) => logError(m) };

export interface RunOptions {
  /** Retries of GitHub requests that got no answer; tests pass `delayMs: () => 0`. */
  networkRetry?: Omit<NetworkRetryOptions, 'log'>;
}

/** The flow's result, and what the entry itself knows about the run. */
export interface ActionResult extends FlowResult {
  /** Set only by a dry run (the DryRunForge this entry swapped in): every write the run skipped. */
  dryRun?: string[];
}

/** One Action run: its event, the forge it was given, and the ports and settings every event shares. */
interface ActionRun {
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

export async function run(env: NodeJS.ProcessEnv = process.env, options: RunOptions = {}): Promise<ActionResult> {
  const action = await prepare(env, options);
  const result: ActionResult = await dispatch(action);
  if (action.dryRun) result.dryRun = [...action.dryRun.actions];
  return result;
}

/** Reads the environment, inputs and config and builds the forge: no write happens here. */
async function prepare(env: NodeJS.ProcessEnv, options: RunOptions): Promise<ActionRun> {
  const inputs = readInputs();
  if (inputs.anthropicApiKey) setSecret(inputs.anthropicApiKey);
  if (inputs.githubToken) setSecret(inputs.githubToken);
  if (env.OPENAI_API_KEY) setSecret(env.OPENAI_API_KEY);
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
  const settings = () => {
    const config = loadConfig(rawConfig, inputs);
    if (config.provider === 'anthropic' && !providerEnv.ANTHROPIC_API_KEY) {
      throw new InputError('provider is anthropic but no API key was given: set the anthropic-api-key input from a secret');
    }
    if (config.provider === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
      throw new InputError(
        "provider is openai but neither OPENAI_API_KEY nor OPENAI_BASE_URL is in the environment: set them in the step's env",
      );
    }
    return config;
  };
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
    ...(env.GITHUB_RUN_ID ? { workflowUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` } : {}),
  };
  return { env, inputs, eventName, payload, base, settings, dryRun };
}

/** The activity types each event is acted on for; other types of these events are ignored. */
const ACTED_ON: Record<string, string[]> = {
  issue_comment: ['created'],
  pull_request: ['opened', 'synchronize', 'reopened'],
  pull_request_target: ['opened', 'synchronize', 'reopened'],
  pull_request_review: ['submitted'],
};

/** The event → the shared handlers (comment and review through the guard pipeline), or the flow. */
async function dispatch(action: ActionRun): Promise<FlowResult> {
  const { env, eventName, payload, base, settings } = action;
  const source = (id: string) => ({ deliveryId: `${env.GITHUB_RUN_ID ?? 'local'}-${id}`, loadConfig: async () => settings(), base });
  // A workflow may subscribe to more activity types than cplan acts on (an edited comment, a
  // labelled PR): those end here, so a command never runs twice because its comment was edited.
  const acted = ACTED_ON[eventName];
  if (acted && typeof payload.action === 'string' && !acted.includes(payload.action)) {
    log.info(`cplan ignores ${eventName}.${payload.action} (it acts on ${acted.join(', ')})`);
    return { status: 'ignored' };
  }
  switch (eventName) {
    case 'issue_comment': {
      const comment = payload.comment as { id: number; body?: string; user?: { login?: string; type?: string } };
      const said = {
        id: comment.id,
        body: comment.body ?? '',
        author: comment.user?.login ?? '',
        authorType: comment.user?.type ?? 'User',
      };
      return handleComment({ ...source(String(comment.id)), comment: said, issue: toIssue(payload.issue as IssueJson) }, newGuards());
    }
    case 'workflow_dispatch':
      return dispatchPlan(action);
    case 'pull_request':
    case 'pull_request_target': {
      // A pushed note is untrusted: the same worker-thread budget as the App (dist/note-worker.js).
      const checked = {
        forge: base.forge,
        config: settings(),
        clock: base.clock,
        log,
        checker: defaultNoteChecker(import.meta.url),
        loadSnapshot: base.loadSnapshot,
        defaultBranch: base.defaultBranch,
        ...(base.webUrl ? { webUrl: base.webUrl } : {}),
      };
      const result = await recheckPullRequest(checked, toPullRequest(payload.pull_request as PullJson));
      if (result.why === 'fork') log.info('cplan ignores this pull request: its head is in another repository (a fork)');
      return {
        status: result.status === 'checked' ? 'completed' : 'ignored',
        ...(result.conflicts ? { conflicts: { total: result.conflicts.length, ...countConflicts(result.conflicts) } } : {}),
      };
    }
    case 'pull_request_review': {
      const review = payload.review as ReviewJson;
      const pr = payload.pull_request as PullJson & IssueJson;
      const pull = { number: pr.number, headRef: pr.head.ref, title: pr.title, headRepo: pr.head.repo?.full_name ?? null };
      return handleReview({ ...source(`review-${review.id}`), review: toReview(review), pull }, newGuards());
    }
  }
  throw new InputError(
    `cplan does not handle the ${eventName || 'unknown'} event (use issue_comment, workflow_dispatch, pull_request or pull_request_review)`,
  );
}

/**
 * workflow_dispatch plans an issue or a free-text task for whoever ran the workflow: GitHub already
 * checked that they may, and nothing else can run in this job, so it needs none of the guards.
 */
async function dispatchPlan({ env, inputs, payload, base, settings }: ActionRun): Promise<FlowResult> {
  const config = settings();
  const actor = env.GITHUB_ACTOR ?? String((payload.sender as { login?: string } | undefined)?.login ?? '');
  const flags = dispatchFlags(inputs);
  if (inputs.issue !== undefined) {
    const issue = await base.forge.getIssue(inputs.issue);
    if (!issue) throw new InputError(`issue #${inputs.issue} does not exist in ${base.forge.owner}/${base.forge.repo}`);
    return runOnGitHub({ ...base, config, actor, issue }, { kind: 'plan', text: inputs.task, flags });
  }
  if (inputs.task !== '') {
    const issue = { number: 0, title: inputs.task, body: '', state: 'open' as const, author: actor, isPullRequest: false, labels: [] };
    return runOnGitHub({ ...base, config, actor, issue }, { kind: 'plan', text: '', flags });
  }
  throw new InputError('workflow_dispatch needs the issue input (an issue number) or the task input (text to plan)');
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

/** The job summary's note on a dry run: the writes it skipped, as DryRunForge recorded them. */
export function dryRunSummary(actions: string[] | undefined): string {
  if (actions === undefined) return '';
  const shown = actions.slice(0, 50).map((line) => `- ${safeText(line, 200)}`);
  const more = actions.length > shown.length ? [`- … and ${actions.length - shown.length} more`] : [];
  const count = `${actions.length} write${actions.length === 1 ? '' : 's'} skipped`;
  return ['', `**Dry run**: nothing was written to the repository (${count}).`, '', ...shown, ...more, ''].join('\n');
}

async function main(): Promise<void> {
  try {
    startGroup('cplan');
    const result = await run();
    endGroup();
    for (const [name, value] of Object.entries(buildOutputs(result))) setOutput(name, value);
    await summary
      .addRaw(buildJobSummary(result) + dryRunSummary(result.dryRun))
      .write()
      .catch(() => undefined);
    if (result.status === 'failed') setFailed(`cplan: ${result.error ?? 'the run failed'}`);
    else info(`cplan: ${result.status}${result.pr ? ` — ${result.pr.url}` : ''}${result.dryRun ? ' (dry run: nothing was written)' : ''}`);
  } catch (error) {
    endGroup();
    const { message, nextStep } = describeError(error, { surface: 'action' });
    setFailed(`cplan: ${message}\n${nextStep}`);
  }
}

// Run only as the Action entry, not when a test imports `run`.
if (process.env.CPLAN_ACTION_NO_MAIN !== '1') await main();
