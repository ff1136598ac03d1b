// The Action's event → the one dispatch of the App and the worker (src/flow/queued.ts): the
// payload becomes the same QueuedEvent and runs through the same guard pipeline and handlers.
// Only workflow_dispatch is the Action's own: it is no event the App gets.
import { info } from '@actions/core';
import type { FlowResult } from '../flow/context.js';
import { runOnGitHub } from '../flow/flow.js';
import { eventOfPayload } from '../flow/payload-events.js';
import { newGuards } from '../flow/pipeline.js';
import { dispatchEvent, type QueuedEvent } from '../flow/queued.js';
import { dispatchFlags, InputError } from './inputs.js';
import type { ActionRun } from './setup.js';

/** The activity types each event is acted on for; other types of these events are ignored. */
const ACTED_ON: Record<string, string[]> = {
  issue_comment: ['created'],
  issues: ['labeled', 'closed', 'reopened'],
  pull_request: ['opened', 'synchronize', 'reopened', 'edited', 'closed'],
  pull_request_target: ['opened', 'synchronize', 'reopened', 'edited', 'closed'],
  pull_request_review: ['submitted'],
};

/** The event → the shared dispatch (or, for workflow_dispatch, the flow). */
export async function dispatchAction(action: ActionRun): Promise<FlowResult> {
  const { env, eventName, payload, base, settings } = action;
  if (eventName === 'workflow_dispatch') return dispatchPlan(action);
  // A workflow may subscribe to more activity types than cplan acts on (an edited comment, a
  // labelled PR): those end here, so a command never runs twice because its comment was edited.
  const acted = ACTED_ON[eventName];
  if (acted && typeof payload.action === 'string' && !acted.includes(payload.action)) {
    info(`cplan ignores ${eventName}.${payload.action} (it acts on ${acted.join(', ')})`);
    return { status: 'ignored' };
  }
  if (!acted) {
    throw new InputError(
      `cplan does not handle the ${eventName || 'unknown'} event (use issue_comment, issues, workflow_dispatch, pull_request or pull_request_review)`,
    );
  }
  const event = eventOfPayload(eventName, payload);
  if (!event) throw new InputError(`the ${eventName} payload at GITHUB_EVENT_PATH lacks what the event is about`);
  const source = {
    deliveryId: `${env.GITHUB_RUN_ID ?? 'local'}-${deliveryOf(event)}`,
    loadConfig: async () => settings(),
    base,
    // With a user token (a machine account's personal access token), what cplan writes is that
    // account's: its comments and issues are found by that login. The workflow token is no user.
    botLogin: once(() => base.forge.viewerLogin()),
  };
  return dispatchEvent(event, source, newGuards());
}

/** `fn`'s answer, asked for once. */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= fn());
}

/** The event's part of the delivery id (one event per job: the run id alone would do). */
function deliveryOf(event: QueuedEvent): string {
  switch (event.kind) {
    case 'comment':
      return String(event.comment.id);
    case 'label':
      return `label-${event.issue.number}`;
    case 'review':
      return `review-${event.review.id}`;
    case 'recheck':
    case 'pull':
      return `pull-${event.pull.number}`;
    case 'issue-state':
      return `issue-${event.issue.number}`;
  }
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
