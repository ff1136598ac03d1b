// Handing one task to whoever does it (`execute.agent`): every executor first gets the task's brief
// as a comment on its issue, then its own signal — a label, a mention, an assignment to Copilot —
// or none. Each step looks before it writes (the brief comment by its marker, the label on the
// issue, Copilot among the assignees), so a redelivered event or a second `/plan execute` never
// labels, pings or assigns twice.
import { isOwnAuthor } from '../core/texts/status-comment.js';
import { EXECUTOR_SHAPE } from '../core/config/config.js';
import { describeError, reasonOf } from '../core/shared/errors.js';
import type { Forge } from '../forge/types.js';

export type Executor =
  { kind: 'none' } | { kind: 'copilot' } | { kind: 'claude' } | { kind: 'label'; label: string } | { kind: 'mention'; login: string };

/** The executor an `execute.agent` value names (the config schema checked its shape). */
export function executorOf(agent: string): Executor {
  if (!EXECUTOR_SHAPE.test(agent)) throw new Error(`not an executor: ${agent.slice(0, 60)}`);
  if (agent.startsWith('label:')) return { kind: 'label', label: agent.slice('label:'.length) };
  if (agent.startsWith('mention:@')) return { kind: 'mention', login: agent.slice('mention:@'.length) };
  return { kind: agent as 'none' | 'copilot' | 'claude' };
}

/** The login GitHub's Copilot coding agent is assigned as; GitHub reports it back as `Copilot`. */
export const COPILOT_ASSIGNEE = 'copilot-swe-agent[bot]';
const isCopilot = (login: string) => /^(?:copilot|copilot-swe-agent(?:\[bot\])?)$/i.test(login);

export const dispatchMarker = (sessionId: string, taskId: string) => `<!-- cplan:dispatch session=${sessionId} id=${taskId} -->`;

export interface DispatchInput {
  forge: Forge;
  executor: Executor;
  issue: number;
  sessionId: string;
  taskId: string;
  /** The task's brief (core/texts/brief.ts: sanitised, secrets redacted). */
  brief: string;
  baseBranch: string;
  /** cplan's own login, when known: only its comments count as an earlier dispatch. */
  self?: string;
}

export type DispatchResult = { ok: true; wrote: number } | { ok: false; reason: string; wrote: number };

const COPILOT_REFUSED =
  'GitHub did not assign Copilot. It accepts Copilot assignments only from a user token (a personal access token, or a GitHub App user-to-server token), never from an app installation token: run `/plan execute` from the cplan Action with a user token (docs/execute.md), or choose another `execute.agent`';

/** The comment that carries the brief: the executor's mention first (it is what the agent answers), the marker last. */
function briefComment(executor: Executor, input: DispatchInput): string {
  const ping =
    executor.kind === 'claude'
      ? '@claude please implement this task as the brief below says, in one pull request that says `Fixes #' + input.issue + '`.\n\n'
      : executor.kind === 'mention'
        ? `@${executor.login} this task is yours: the brief is below. Open one pull request that says \`Fixes #${input.issue}\`.\n\n`
        : '';
  return `${ping}${input.brief}\n\n${dispatchMarker(input.sessionId, input.taskId)}`;
}

export async function dispatchTask(input: DispatchInput): Promise<DispatchResult> {
  const { forge, executor, issue } = input;
  let wrote = 0;
  try {
    const marker = dispatchMarker(input.sessionId, input.taskId);
    const comments = await forge.listComments(issue);
    if (!comments.some((c) => c.body.includes(marker) && isOwnAuthor(c.author, input.self))) {
      await forge.createComment(issue, briefComment(executor, input));
      wrote++;
    }
    if (executor.kind === 'label') {
      const current = await forge.getIssue(issue);
      // GitHub's label names are case-insensitive: `Fix-Me` is the label `fix-me` already there.
      const wanted = executor.label.toLowerCase();
      if (!current?.labels.some((l) => l.toLowerCase() === wanted)) {
        await forge.addLabels(issue, [executor.label]);
        wrote++;
      }
    } else if (executor.kind === 'copilot') {
      const current = await forge.getIssue(issue);
      if (!(current?.assignees ?? []).some(isCopilot)) {
        wrote++;
        const assigned = await forge.addAssignees(issue, [COPILOT_ASSIGNEE], { baseBranch: input.baseBranch, instructions: input.brief });
        if (!assigned.some(isCopilot)) return { ok: false, reason: COPILOT_REFUSED, wrote };
      }
    }
    return { ok: true, wrote };
  } catch (error) {
    // A transient failure fails the whole step, which is tried again (every write above looks
    // before it writes); a refusal (403, 404, 422) fails this task, with GitHub's words.
    if (reasonOf(error).retryable) throw error;
    const { message } = describeError(error);
    const why = executor.kind === 'copilot' && /\b(403|422)\b/.test(message) ? `${COPILOT_REFUSED} (${message})` : message;
    return { ok: false, reason: why, wrote };
  }
}
