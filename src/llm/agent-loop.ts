// The agent tool loop, once for every model API: the model explores with read-only tools, then
// submits through a validated tool. Each turn checks the budget, sends the conversation through a
// transport (transport.ts), counts the call's tokens and cost and charges them, answers the tool
// calls (tool-answers.ts: reads, repairs of an invalid submission, the one grounding repair), and
// tells the model of an answer cut at the output token limit. Failures of a call are turned into
// AgentErrors here, once, from what the transport says its SDK's error means.
import type { z } from 'zod';
import { reasonOf, redactKnownSecrets } from '../core/shared/errors.js';
import { type Usage, zeroUsage } from '../core/shared/usage.js';
import type { Snapshot } from '../repo/types.js';
import type { SubmitToolName } from '../contract/schemas.js';
import { AgentError, type AgentResult, type AgentUsage, BudgetError, outputLimitError, outputLimitNote } from '../contract/types.js';
import type { CallBudget } from './budget.js';
import { costAt } from './pricing.js';
import { answerToolUses, MAX_REPAIRS, type TurnAnswers } from './tool-answers.js';
import type { ConversationEntry, ModelTransport, ModelTurn, Phase, PromptMessage, ToolDefinition } from './transport.js';

/** One agent's job: its prompt and tools, the submit tool and schema, and how many turns it has. */
export interface AgentTask<T> {
  agent: string;
  phase: Phase;
  model: string;
  system: string;
  tools: ToolDefinition[];
  messages: PromptMessage[];
  submit: SubmitToolName;
  schema: z.ZodType<T>;
  snapshot: Snapshot | undefined;
  signal: AbortSignal | undefined;
  maxTurns: number;
  /** The one grounding check of a schema-valid submission (tool-answers.ts). */
  verify?: (value: T) => string[];
}

/** What every call of one loop shares. */
interface Loop<T, Reply> {
  transport: ModelTransport<Reply>;
  budget: CallBudget | undefined;
  task: AgentTask<T>;
  usage: AgentUsage;
  conversation: ConversationEntry<Reply>[];
}

export async function runAgentLoop<T, Reply>(
  transport: ModelTransport<Reply>,
  budget: CallBudget | undefined,
  task: AgentTask<T>,
): Promise<AgentResult<T>> {
  const usage = emptyUsage(task);
  const conversation = task.messages.map((message): ConversationEntry<Reply> => ({ kind: 'prompt', message }));
  const loop: Loop<T, Reply> = { transport, budget, task, usage, conversation };
  let repairs = 0;
  let groundingChecked = false;
  let force = task.maxTurns <= 1;
  // The output token limit of the last turn the model stopped at it: a failure then says so.
  let cutAt: number | undefined;
  // The submit tool is forced on the last allowed turn; repairs of a bad submission may go past it.
  for (let turn = 1; turn <= task.maxTurns + MAX_REPAIRS; turn++) {
    budget?.assertOpen();
    if (turn >= task.maxTurns) force = true;
    const answer = await send(loop, force);
    const cut = answer.stop === 'max_tokens';
    if (cut) cutAt = answer.outputLimit;
    const notes = cut ? [outputLimitNote(answer.outputLimit)] : [];
    conversation.push({ kind: 'reply', reply: answer.reply });
    if (answer.toolCalls.length === 0) {
      // Ended its turn without calling a tool: ask once, then force the submit tool.
      conversation.push({ kind: 'user', answers: [], notes: [...notes, `Call ${task.submit} now with your result.`] });
      force = true;
      continue;
    }
    // Answer every call of the turn (reads, repairs), or end with a valid submission.
    let answers: TurnAnswers<T>;
    try {
      answers = answerToolUses(task, answer.toolCalls, usage, repairs, groundingChecked);
    } catch (error) {
      throw cutError(loop, cutAt, error);
    }
    repairs = answers.repairs;
    groundingChecked = answers.groundingChecked;
    if (answers.submitted !== undefined) return { value: answers.submitted, usage };
    conversation.push({ kind: 'user', answers: answers.results, notes });
  }
  const exhausted = new AgentError(`${task.agent}: no valid ${task.submit} within ${task.maxTurns} turns`, task.agent, usage, {
    reason: 'invalid_output',
    service: transport.service,
  });
  throw cutError(loop, cutAt, exhausted);
}

function emptyUsage(task: Pick<AgentTask<unknown>, 'agent' | 'model'>): AgentUsage {
  return zeroUsage(task.agent, task.model);
}

/** One call: sent with the caller's signal (else the budget's), counted and charged; a failure translated. */
async function send<T, Reply>(loop: Loop<T, Reply>, force: boolean): Promise<ModelTurn<Reply>> {
  const { transport, task } = loop;
  let turn: ModelTurn<Reply>;
  try {
    turn = await transport.send({
      model: task.model,
      phase: task.phase,
      system: task.system,
      tools: task.tools,
      conversation: loop.conversation,
      force: force ? task.submit : undefined,
      signal: task.signal ?? loop.budget?.signal,
    });
  } catch (error) {
    throw translate(loop, error);
  }
  count(loop, turn.usage);
  return turn;
}

/** Adds one call's tokens and cost to the agent's usage and charges the cost to the budget. */
function count<T, Reply>(loop: Loop<T, Reply>, call: Usage): void {
  const { usage, task } = loop;
  const price = loop.transport.price(task.model);
  if (!price) usage.note = `no price known for model ${task.model}: its cost is counted as 0 (set \`prices\` in config)`;
  const cost = price ? costAt(price, call) : 0;
  usage.calls++;
  usage.input_tokens += call.input_tokens;
  usage.output_tokens += call.output_tokens;
  usage.cache_creation_input_tokens += call.cache_creation_input_tokens;
  usage.cache_read_input_tokens += call.cache_read_input_tokens;
  usage.cost_usd = Math.round((usage.cost_usd + cost) * 1e6) / 1e6;
  loop.budget?.charge?.(cost);
}

/**
 * One message per failure, never containing a key, and its reason as the transport classified it
 * (auth, permission, not_found, rate_limit, overloaded, network, timeout, …); aborts by the budget
 * become its BudgetError, other aborts a timeout.
 */
function translate<T, Reply>(loop: Loop<T, Reply>, error: unknown): Error {
  const { transport, usage } = loop;
  const { agent } = loop.task;
  const service = transport.service;
  const failure = transport.classify(error);
  if (failure === 'aborted' || (error as Error | null)?.name === 'AbortError') {
    const reason = loop.budget?.signal?.reason;
    return reason instanceof BudgetError
      ? reason
      : new AgentError(`${agent}: the call was aborted`, agent, usage, { cause: error, reason: 'timeout', service });
  }
  // In any case or encoding an upstream error may echo the key in (upper-cased, base64, percent-encoded).
  const redact = (text: string) => redactKnownSecrets(text, transport.secrets);
  if (failure) {
    const detail = failure.detail === undefined ? '' : (redact(failure.detail).split('\n')[0]?.slice(0, 200) ?? '');
    return new AgentError(`${agent}: ${failure.hint}${detail ? ` (${detail})` : ''}`, agent, usage, {
      cause: error,
      service,
      reason: failure.reason,
      ...(failure.status !== undefined ? { status: failure.status } : {}),
      ...(failure.retryable !== undefined ? { retryable: failure.retryable } : {}),
    });
  }
  return new AgentError(`${agent}: ${redact(error instanceof Error ? error.message : String(error)).slice(0, 300)}`, agent, usage, {
    cause: error,
    service,
    reason: reasonOf(error).reason,
  });
}

/** An invalid-output failure after a turn cut at the output token limit, told as that; any other error as it is. */
function cutError<T, Reply>(loop: Loop<T, Reply>, cutAt: number | undefined, error: unknown): unknown {
  if (cutAt === undefined || !(error instanceof AgentError) || error.reason !== 'invalid_output') return error;
  const { agent, submit } = loop.task;
  return outputLimitError({ agent, submit, limit: cutAt, usage: loop.usage, service: loop.transport.service, cause: error });
}
