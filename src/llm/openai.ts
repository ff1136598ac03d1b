// The OpenAI-compatible transport: the ONLY module that imports `openai`. It speaks the Chat
// Completions API (OpenAI, Azure OpenAI's v1 endpoint, Gemini's OpenAI endpoint, Ollama, vLLM,
// LM Studio, …) behind the same agent loop (agent-loop.ts) as the Anthropic provider: the tool
// definitions become function tools, the conversation chat messages, and the SDK's errors are
// described here, for the loop to report.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { type ErrorReason, reasonForStatus } from '../core/shared/errors.js';
import { AgentProvider } from './agent-provider.js';
import type { CallBudget } from './budget.js';
import { knownPriceOf, type Price } from './pricing.js';
import type { ToolAnswer } from './tool-answers.js';
import type {
  CallFailure,
  ConversationEntry,
  ModelTransport,
  ModelTurn,
  PromptMessage,
  StopReason,
  ToolDefinition,
  TurnRequest,
} from './transport.js';

export interface OpenAIProviderOptions {
  /** OPENAI_API_KEY; a local server (Ollama, vLLM, LM Studio) may need none. */
  apiKey?: string;
  /** OPENAI_BASE_URL, e.g. `http://localhost:11434/v1`; default: the OpenAI API. */
  baseURL?: string;
  models: { understanding: string; domain: string; link: string; revise: string };
  prices?: Record<string, Price>;
  maxTurns?: number;
  /** SDK retries with backoff on 408/409/429/5xx and dropped connections, honouring retry-after. */
  maxRetries?: number;
  maxTokens?: number;
  /** Checked before each call, charged after it; its signal ends calls in flight. */
  budget?: CallBudget;
  /** For tests: a ready client (otherwise one is created lazily, after nock is in place). */
  client?: OpenAI;
}

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** The model's answer as the next request repeats it: its text and function calls. */
type AssistantMessage = OpenAI.Chat.Completions.ChatCompletionAssistantMessageParam;

/** Sent as the key when a local server needs none (the SDK insists on one). */
const NO_KEY = 'no-key';

/** The output token limit when none is configured. */
const DEFAULT_MAX_TOKENS = 8192;

/**
 * A successful answer whose body the connection dropped before its end (undici's `TypeError:
 * terminated` with `SocketError: other side closed`, a reset mid-body).
 */
class AnswerDroppedError extends Error {
  constructor(cause: unknown) {
    super(`the connection dropped mid-answer (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
    this.name = 'AnswerDroppedError';
  }
}

/**
 * The client's fetch: it reads a successful answer's whole body before the SDK sees it. The SDK
 * retries what fetch throws (backoff with jitter, at most maxRetries) but parses the body after its
 * retry loop, so a body cut there failed the call for good; thrown here, it is retried like a
 * dropped connection. The body read falls under the SDK's request timeout, which a non-streamed
 * completion's body (sent whole, once ready) does not come near. Aborts keep their own path.
 */
async function wholeBodyFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  // The global fetch at call time: the one nock intercepts in tests.
  const response = await globalThis.fetch(input, init);
  if (!response.ok || response.body === null) return response;
  let body: ArrayBuffer;
  try {
    body = await response.arrayBuffer();
  } catch (error) {
    if (init?.signal?.aborted || (error as Error | null)?.name === 'AbortError') throw error;
    throw new AnswerDroppedError(error);
  }
  return new Response(body, response);
}

/** The function tools of a tool list, same names, descriptions and JSON Schemas. */
export function functionTools(tools: readonly ToolDefinition[]): OpenAI.Chat.Completions.ChatCompletionFunctionTool[] {
  return tools.map((tool) => ({
    type: 'function' as const,
    function: { name: tool.name, ...(tool.description ? { description: tool.description } : {}), parameters: tool.input_schema },
  }));
}

/** A prompt message as one user message; its cache marks mean nothing here. */
function userMessage(message: PromptMessage): ChatMessage {
  return { role: 'user', content: message.content.map((block) => block.text).join('\n\n') };
}

/** The conversation as chat messages: the answers as tool messages, then the notes as one user message. */
function conversationMessages(system: string, conversation: readonly ConversationEntry<AssistantMessage>[]): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: system }];
  for (const entry of conversation) {
    if (entry.kind === 'prompt') messages.push(userMessage(entry.message));
    else if (entry.kind === 'reply') messages.push(entry.reply);
    else {
      messages.push(...entry.answers.map(toolMessage));
      if (entry.notes.length > 0) messages.push({ role: 'user', content: entry.notes.join(' ') });
    }
  }
  return messages;
}

/** A function call's arguments as the tool input; text that is not JSON stays text (the schema rejects it). */
function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text);
  } catch {
    return text;
  }
}

function toolMessage(answer: ToolAnswer): ChatMessage {
  return { role: 'tool', tool_call_id: answer.tool_use_id, content: answer.is_error ? `Error: ${answer.content}` : answer.content };
}

/** `length`: the completion stopped at its token limit (a function call's arguments cut mid-JSON). */
const STOP_REASONS: Partial<Record<string, StopReason>> = { tool_calls: 'tool_use', length: 'max_tokens' };

/** A chat completion as cplan's turn; cached prompt tokens are counted (and priced) as cache reads. */
function modelTurn(response: OpenAI.Chat.Completions.ChatCompletion, outputLimit: number): ModelTurn<AssistantMessage> {
  const choice = response.choices[0];
  const message = choice?.message;
  const calls = (message?.tool_calls ?? []).filter((c) => c.type === 'function');
  const reported = response.usage;
  const cached = reported?.prompt_tokens_details?.cached_tokens ?? 0;
  return {
    text: message?.content ?? '',
    toolCalls: calls.map((c) => ({ id: c.id, name: c.function.name, input: parseArguments(c.function.arguments) })),
    stop: (choice?.finish_reason ? STOP_REASONS[choice.finish_reason] : undefined) ?? 'end',
    usage: {
      input_tokens: Math.max(0, (reported?.prompt_tokens ?? 0) - cached),
      output_tokens: reported?.completion_tokens ?? 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: cached,
    },
    outputLimit,
    reply: { role: 'assistant', content: message?.content ?? null, ...(calls.length > 0 ? { tool_calls: calls } : {}) },
  };
}

/** A Chat Completions API behind the agent loop's transport interface. */
class OpenAITransport implements ModelTransport<AssistantMessage> {
  readonly service = 'openai' as const;
  readonly secrets: readonly (string | undefined)[];
  private sdk: OpenAI | undefined;

  constructor(private readonly options: OpenAIProviderOptions) {
    this.sdk = options.client;
    this.secrets = [options.apiKey];
  }

  private client(): OpenAI {
    this.sdk ??= new OpenAI({
      apiKey: this.options.apiKey || NO_KEY,
      ...(this.options.baseURL ? { baseURL: this.options.baseURL } : {}),
      maxRetries: this.options.maxRetries ?? 4,
      fetch: wholeBodyFetch,
    });
    return this.sdk;
  }

  /** Whether the endpoint is OpenAI's own API (no base URL, or one on api.openai.com). */
  private officialApi(): boolean {
    const base = this.options.baseURL;
    if (!base) return true;
    try {
      return new URL(base).hostname === 'api.openai.com';
    } catch {
      return false;
    }
  }

  async send(request: TurnRequest<AssistantMessage>): Promise<ModelTurn<AssistantMessage>> {
    const maxTokens = this.options.maxTokens ?? DEFAULT_MAX_TOKENS;
    const params: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming = {
      model: request.model,
      // OpenAI's own API wants max_completion_tokens (its reasoning models reject max_tokens);
      // compatible servers know max_tokens.
      [this.officialApi() ? 'max_completion_tokens' : 'max_tokens']: maxTokens,
      messages: conversationMessages(request.system, request.conversation),
      tools: functionTools(request.tools),
      tool_choice: request.force ? { type: 'function', function: { name: request.force } } : 'auto',
    };
    const response = await this.client().chat.completions.create(params, request.signal ? { signal: request.signal } : {});
    return modelTurn(response, maxTokens);
  }

  /** The SDK's failures in cplan's words, by status: 401 auth, 403 permission, 404 not_found, 429 rate_limit, 5xx network. */
  classify(error: unknown): CallFailure | 'aborted' | undefined {
    if (error instanceof APIUserAbortError) return 'aborted';
    if (!(error instanceof APIError)) return undefined;
    const status = error.status;
    return { ...classifyApiError(error), detail: String(error.message ?? ''), ...(status !== undefined ? { status } : {}) };
  }

  /** Any model may sit behind a compatible endpoint: without a known price its cost is not guessed. */
  price(model: string): Price | undefined {
    return knownPriceOf(model, this.options.prices);
  }
}

/** The agents on an OpenAI-compatible Chat Completions API. */
export class OpenAIProvider extends AgentProvider<AssistantMessage> {
  readonly name = 'openai' as const;

  constructor(options: OpenAIProviderOptions) {
    // The link agent has one forced turn: no thinking here that a free turn would make room for.
    super(new OpenAITransport(options), { models: options.models, maxTurns: options.maxTurns, linkTurns: 1, budget: options.budget });
  }
}

/** The reason of an OpenAI-compatible API error, by its status. */
function classifyApiError(error: APIError): { reason: ErrorReason; hint: string } {
  if (error instanceof APIConnectionTimeoutError) return { reason: 'timeout', hint: 'the call to the OpenAI-compatible API timed out' };
  if (error instanceof APIConnectionError && error.cause instanceof AnswerDroppedError)
    return { reason: 'network', hint: `the answer of the OpenAI-compatible API was cut off, also on every retry: ${error.cause.message}` };
  if (error instanceof APIConnectionError)
    return { reason: 'network', hint: 'cannot reach the OpenAI-compatible API (check OPENAI_BASE_URL)' };
  const status = error.status;
  // OpenAI answers an exhausted quota with 429 `insufficient_quota`: waiting does not help.
  if (error.code === 'insufficient_quota')
    return { reason: 'permission', hint: 'the account has no quota left for this call: check its billing' };
  const reason = reasonForStatus(status);
  const hints: Partial<Record<ErrorReason, string>> = {
    auth: 'authentication failed: check OPENAI_API_KEY',
    permission: 'permission denied for this key or model',
    not_found: 'model or endpoint not found: check the model name and OPENAI_BASE_URL',
    rate_limit: 'the API stayed rate-limited after retries',
    overloaded: 'the API stayed overloaded after retries',
    network: `the API answered ${status ?? 'without a status'} after retries`,
    timeout: 'the API timed out',
  };
  return { reason, hint: hints[reason] ?? `the API answered ${status ?? 'without a status'}` };
}
