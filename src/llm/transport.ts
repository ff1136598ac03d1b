// What the agent loop (agent-loop.ts) asks of a model API, in cplan's own words: send the
// conversation, get back one turn — its text, the tool calls, why it stopped and the tokens it
// used. anthropic.ts and openai.ts each map these shapes to their SDK's and back, and say what a
// failed call of their SDK means; the loop itself never sees an SDK type.
import type { ErrorReason, ErrorService } from '../core/shared/errors.js';
import type { Usage } from '../core/shared/usage.js';
import type { SubmitToolName } from '../contract/schemas.js';
import type { Price } from './pricing.js';
import type { ToolAnswer, ToolUse } from './tool-answers.js';

/** The phases of a run: each has its own model, and the Claude providers their own thinking budget. */
export type Phase = 'understanding' | 'domain' | 'link' | 'revise';

/** A tool as prompts.ts defines it: a name, what it does, and the JSON Schema of its input. */
export interface ToolDefinition {
  name: string;
  description?: string;
  input_schema: Record<string, unknown>;
}

/** A text block of a prompt; the cache mark is the Anthropic API's (other APIs ignore it). */
export interface PromptBlock {
  type: 'text';
  text: string;
  cache_control?: { type: 'ephemeral' };
}

/** A user message as prompts.ts builds it. */
export interface PromptMessage {
  role: 'user';
  content: PromptBlock[];
}

/**
 * One entry of a conversation: the prompt, a model's answer as its transport recorded it (sent
 * back verbatim: Anthropic's thinking blocks must return unchanged), or cplan's next user turn —
 * the answers to the tool calls, then plain notes (a cut answer, a request to submit).
 */
export type ConversationEntry<Reply> =
  { kind: 'prompt'; message: PromptMessage } | { kind: 'reply'; reply: Reply } | { kind: 'user'; answers: ToolAnswer[]; notes: string[] };

/** Why a turn ended: it was done, it called tools, or it hit the output token limit. */
export type StopReason = 'end' | 'tool_use' | 'max_tokens';

/** One answer of the model, in cplan's shape. */
export interface ModelTurn<Reply> {
  text: string;
  toolCalls: ToolUse[];
  stop: StopReason;
  /** This call's tokens, as the Anthropic API counts them (cached input apart from the rest). */
  usage: Usage;
  /** The output token limit the call was sent with: a cut answer names it. */
  outputLimit: number;
  /** The answer as the next request must repeat it. */
  reply: Reply;
}

export interface TurnRequest<Reply> {
  model: string;
  phase: Phase;
  system: string;
  tools: ToolDefinition[];
  conversation: readonly ConversationEntry<Reply>[];
  /** The submit tool the model must call this turn (the last allowed turn, or after it ended without one). */
  force: SubmitToolName | undefined;
  signal: AbortSignal | undefined;
}

/** A failed call in cplan's words: the loop turns it into the AgentError, redacting the detail. */
export interface CallFailure {
  reason: ErrorReason;
  /** What happened and what to check, e.g. "authentication failed: check ANTHROPIC_API_KEY". */
  hint: string;
  /** The upstream's own message; its first line (redacted) follows the hint. */
  detail?: string;
  status?: number;
  /** Only where the reason's default is wrong (missing cloud credentials: no retry finds them). */
  retryable?: boolean;
}

export interface ModelTransport<Reply> {
  /** The service named in errors (and so in their next steps). */
  readonly service: ErrorService;
  /** Keys an upstream error may echo: redacted from every message. */
  readonly secrets: readonly (string | undefined)[];
  /** Sends the conversation; SDK errors are thrown as they are, and described by `classify`. */
  send(request: TurnRequest<Reply>): Promise<ModelTurn<Reply>>;
  /** What a thrown error of `send` means: `aborted` for an abort, undefined for one not of the SDK. */
  classify(error: unknown): CallFailure | 'aborted' | undefined;
  /** A model's price; undefined when none is known (its cost then counts as 0, with a note). */
  price(model: string): Price | undefined;
}
