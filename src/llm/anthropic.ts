// The Anthropic transport: the ONLY module that imports @anthropic-ai/sdk. It maps the agent loop's
// conversation (agent-loop.ts) to the Messages API and its answers back to cplan's turn shape,
// with extended thinking, streaming of long answers and a retried read of the whole body; and it
// says what the SDK's errors mean. Bedrock and Vertex reuse it with their clients of this SDK family.
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, type Middleware } from '@anthropic-ai/sdk';
import { type ErrorReason, reasonForStatus } from '../core/shared/errors.js';
import { AgentProvider } from './agent-provider.js';
import type { CallBudget } from './budget.js';
import { priceOf, type Price } from './pricing.js';
import type { CallFailure, ConversationEntry, ModelTransport, ModelTurn, Phase, StopReason, TurnRequest } from './transport.js';

/** What the tool loop needs of a client: Anthropic's own, or the Bedrock and Vertex ones of its SDK family. */
export interface MessagesClient {
  messages: Pick<Anthropic['messages'], 'create' | 'stream'>;
}

/** Which service the provider talks to: it names the service in errors and hints. */
export type AnthropicFamily = 'anthropic' | 'bedrock' | 'vertex';

export interface AnthropicProviderOptions {
  /** Empty for Bedrock and Vertex (their SDKs read cloud credentials); used to redact messages. */
  apiKey: string;
  baseURL?: string;
  /** Default anthropic. */
  family?: AnthropicFamily;
  /** Builds the client lazily (after nock is in place in tests): the Bedrock and Vertex modules pass theirs. */
  createClient?: (maxRetries: number) => MessagesClient;
  models: { understanding: string; domain: string; link: string; revise: string };
  prices?: Record<string, Price>;
  maxTurns?: number;
  /** SDK retries with backoff and jitter on 408/409/429/5xx/529, honouring retry-after. */
  maxRetries?: number;
  maxTokens?: number;
  /**
   * Extended thinking budget (tokens, 1024–32000) per phase; a phase without one does not think.
   * The turn that forces the submit tool never thinks: the API refuses thinking with a forced tool.
   */
  thinking?: Partial<Record<Phase, number>>;
  /** Checked before each call, charged after it; its signal ends calls in flight. */
  budget?: CallBudget;
  /** For tests: a ready client (otherwise one is created lazily, after nock is in place). */
  client?: MessagesClient;
}

/** Above this, a non-streaming call may exceed the SDK's 10-minute limit ("Streaming is required"). */
const STREAM_ABOVE_TOKENS = 16_000;

/**
 * A successful answer whose body the connection dropped before its end (undici's `TypeError:
 * terminated` with `SocketError: other side closed`, a reset mid-body). A connection error to the
 * SDK, so it takes the SDK's retry path (backoff with jitter, at most maxRetries).
 */
class AnswerDroppedError extends APIConnectionError {}

/**
 * Reads a successful answer's whole body inside the SDK's retry loop: the SDK retries failures up
 * to the headers only, and its parsing of the body (or of the SSE stream) comes after the loop, so
 * a body cut there failed the call for good. Middleware is not under the SDK's request timeout, so
 * a long stream is read as long as it lasts; aborts (the budget, the caller) keep their own path.
 */
const wholeBody: Middleware = async (request, next) => {
  const response = await next(request);
  if (!response.ok || response.body === null) return response;
  let body: ArrayBuffer;
  try {
    body = await response.arrayBuffer();
  } catch (error) {
    if (request.signal?.aborted || (error as Error | null)?.name === 'AbortError') throw error;
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new AnswerDroppedError({ message: `the connection dropped mid-answer (${cause.message})`, cause });
  }
  return new Response(body, response);
};

type Message = Anthropic.Messages.MessageParam;

/** The model's answer as the next request repeats it: every block, thinking (with its signature) included. */
type AssistantMessage = Message & { role: 'assistant' };

const STOP_REASONS: Partial<Record<string, StopReason>> = { tool_use: 'tool_use', max_tokens: 'max_tokens' };

/** The conversation as Messages API messages: the prompt as built (its cache marks), answers, then notes. */
function anthropicMessages(conversation: readonly ConversationEntry<AssistantMessage>[]): Message[] {
  return conversation.map((entry): Message => {
    if (entry.kind === 'prompt') return entry.message;
    if (entry.kind === 'reply') return entry.reply;
    return { role: 'user', content: [...entry.answers, ...entry.notes.map((text) => ({ type: 'text' as const, text }))] };
  });
}

/** A Messages API answer as cplan's turn. */
function modelTurn(response: Anthropic.Messages.Message, outputLimit: number): ModelTurn<AssistantMessage> {
  const uses = response.content.filter((b): b is Anthropic.Messages.ToolUseBlock => b.type === 'tool_use');
  const u = response.usage;
  return {
    text: response.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n'),
    toolCalls: uses.map((use) => ({ id: use.id, name: use.name, input: use.input })),
    stop: (response.stop_reason ? STOP_REASONS[response.stop_reason] : undefined) ?? 'end',
    usage: {
      input_tokens: u?.input_tokens ?? 0,
      output_tokens: u?.output_tokens ?? 0,
      cache_creation_input_tokens: u?.cache_creation_input_tokens ?? 0,
      cache_read_input_tokens: u?.cache_read_input_tokens ?? 0,
    },
    outputLimit,
    reply: { role: 'assistant', content: response.content as Anthropic.Messages.ContentBlockParam[] },
  };
}

/** The Messages API of Anthropic, Bedrock or Vertex behind the agent loop's transport interface. */
class AnthropicTransport implements ModelTransport<AssistantMessage> {
  readonly service: AnthropicFamily;
  readonly secrets: readonly string[];
  private sdk: MessagesClient | undefined;

  constructor(private readonly options: AnthropicProviderOptions) {
    this.sdk = options.client;
    this.service = options.family ?? 'anthropic';
    this.secrets = [options.apiKey];
  }

  private client(): MessagesClient {
    const maxRetries = this.options.maxRetries ?? 4;
    this.sdk ??= this.options.createClient
      ? this.options.createClient(maxRetries)
      : new Anthropic({
          apiKey: this.options.apiKey,
          ...(this.options.baseURL ? { baseURL: this.options.baseURL } : {}),
          maxRetries,
        });
    return this.sdk;
  }

  async send(request: TurnRequest<AssistantMessage>): Promise<ModelTurn<AssistantMessage>> {
    const thinking = request.force ? undefined : this.options.thinking?.[request.phase];
    // Thinking counts toward max_tokens (which must exceed its budget): the answer keeps its own room on top.
    const maxTokens = (this.options.maxTokens ?? 8192) + (thinking ?? 0);
    const params = {
      model: request.model,
      max_tokens: maxTokens,
      system: request.system,
      tools: request.tools as Anthropic.Messages.Tool[],
      messages: anthropicMessages(request.conversation),
      ...(thinking ? { thinking: { type: 'enabled' as const, budget_tokens: thinking } } : {}),
      ...(request.force ? { tool_choice: { type: 'tool' as const, name: request.force } } : {}),
    };
    const options = { ...(request.signal ? { signal: request.signal } : {}), middleware: [wholeBody] };
    const response =
      maxTokens > STREAM_ABOVE_TOKENS
        ? await this.client().messages.stream(params, options).finalMessage()
        : await this.client().messages.create(params, options);
    return modelTurn(response, maxTokens);
  }

  /**
   * The SDK's failures in cplan's words, by type and status: 401 auth, 403 permission, 404
   * not_found, 429 rate_limit, 529 overloaded, other 5xx and no answer network, timeouts timeout.
   */
  classify(error: unknown): CallFailure | 'aborted' | undefined {
    if (error instanceof APIUserAbortError) return 'aborted';
    if (this.service !== 'anthropic' && isCredentialsError(error)) {
      // Wrapped by the SDKs as connection errors, but no retry or fallback will find credentials.
      return { reason: 'auth', hint: AUTH_HINTS[this.service], retryable: false };
    }
    if (!(error instanceof APIError)) return undefined;
    const status = error.status;
    return { ...classifyApiError(error, this.service), detail: String(error.message ?? ''), ...(status !== undefined ? { status } : {}) };
  }

  /** A Claude model without a known price is priced as the default one: an estimate beats none. */
  price(model: string): Price {
    return priceOf(model, this.options.prices);
  }
}

/** The agents on Claude: the Anthropic API, or Bedrock and Vertex through their clients. */
export class AnthropicProvider extends AgentProvider<AssistantMessage> {
  readonly name: AnthropicFamily;

  constructor(options: AnthropicProviderOptions) {
    super(new AnthropicTransport(options), {
      models: options.models,
      maxTurns: options.maxTurns,
      // One forced turn; with thinking, a free turn first (it may think, then submit), forced only if it did not.
      linkTurns: options.thinking?.link ? 2 : 1,
      budget: options.budget,
    });
    this.name = options.family ?? 'anthropic';
  }
}

/** The cloud SDKs' "no credentials" failures (AWS credential chain, Google ADC), raised before any request. */
function isCredentialsError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++, current = (current as { cause?: unknown }).cause) {
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (typeof name === 'string' && name.startsWith('CredentialsProvider')) return true;
    if (typeof message === 'string' && CREDENTIAL_FAILURES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** What the Bedrock and Vertex SDKs (and the AWS and Google auth libraries) say when no credentials are found. */
const CREDENTIAL_FAILURES = [
  'Failed to resolve AWS credentials',
  'Could not load credentials',
  'Failed to acquire Google OAuth credentials',
  'Could not load the default credentials',
];

const AUTH_HINTS: Record<AnthropicFamily, string> = {
  anthropic: 'authentication failed: check ANTHROPIC_API_KEY',
  bedrock: 'authentication failed: check the AWS credentials and AWS_REGION',
  vertex: 'authentication failed: check the Google credentials, CLOUD_ML_REGION and ANTHROPIC_VERTEX_PROJECT_ID',
};

/** The reason of an Anthropic API error, by its type (`overloaded_error`, …) first, then its status. */
function classifyApiError(error: APIError, family: AnthropicFamily): { reason: ErrorReason; hint: string } {
  const status = error.status;
  if (error instanceof APIConnectionTimeoutError) return { reason: 'timeout', hint: 'the call to the Anthropic API timed out' };
  if (error instanceof AnswerDroppedError)
    return { reason: 'network', hint: 'the answer of the Anthropic API was cut off mid-body, also on every retry' };
  if (error instanceof APIConnectionError) return { reason: 'network', hint: 'cannot reach the Anthropic API' };
  if (error.type === 'billing_error' || status === 402)
    return { reason: 'permission', hint: 'the Anthropic account cannot pay for this call: check its billing' };
  const byType: Partial<Record<string, ErrorReason>> = {
    authentication_error: 'auth',
    permission_error: 'permission',
    not_found_error: 'not_found',
    rate_limit_error: 'rate_limit',
    overloaded_error: 'overloaded',
    timeout_error: 'timeout',
  };
  const reason = (error.type ? byType[error.type] : undefined) ?? reasonForStatus(status);
  const hints: Partial<Record<ErrorReason, string>> = {
    auth: AUTH_HINTS[family],
    permission: 'permission denied for this key or model',
    not_found: 'model or endpoint not found: check the model name and ANTHROPIC_BASE_URL',
    rate_limit: 'the API stayed rate-limited after retries',
    overloaded: 'the API stayed overloaded after retries',
    timeout: 'the API timed out',
  };
  return { reason, hint: hints[reason] ?? `the API answered ${status ?? 'without a status'}` };
}
