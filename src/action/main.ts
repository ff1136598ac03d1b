// The GitHub Action entry, thin: inputs + event → the same dispatch, guard pipeline and flow as the
// App (setup.ts, dispatch.ts) → outputs and a job summary. Failures end in one clear `setFailed` message.
import { endGroup, info, error as logError, setFailed, setOutput, startGroup, summary, warning } from '@actions/core';
import { describeError } from '../core/shared/errors.js';
import type { NetworkRetryOptions } from '../forge/octokit.js';
import type { FlowResult, Logger } from '../flow/context.js';
import { defaultNoteChecker } from '../planner/note-check.js';
import { dispatchAction } from './dispatch.js';
import { setUp } from './setup.js';
import { buildJobSummary, buildOutputs, dryRunSummary } from './summary.js';

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

export async function run(env: NodeJS.ProcessEnv = process.env, options: RunOptions = {}): Promise<ActionResult> {
  // A pushed note is untrusted: re-checks run it in the worker thread beside this bundle
  // (dist/note-worker.js), with the same time and memory budget as the App.
  const noteChecker = defaultNoteChecker(import.meta.url);
  const action = await setUp(env, { log, noteChecker, networkRetry: options.networkRetry });
  const result: ActionResult = await dispatchAction(action);
  if (action.dryRun) result.dryRun = [...action.dryRun.actions];
  return result;
}

/** The entry: `run` with this process's env, then outputs, the job summary and the exit status (tests call it in process). */
export async function main(): Promise<void> {
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
