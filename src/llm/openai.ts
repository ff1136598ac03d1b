// The OpenAI-compatible provider: the ONLY module that imports `openai`. It speaks the Chat
// Completions API (OpenAI, Azure OpenAI's v1 endpoint, Gemini's OpenAI endpoint, Ollama, vLLM,
// LM Studio, …) with the same prompts, tools, submit schemas, tool loop, repairs and budget as the
// Anthropic provider: the tool definitions become function tools, the answers come from
// tool-answers.ts, and SDK errors are translated once, here.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { z } from 'zod';
import { type ErrorReason, reasonForStatus, reasonOf, redactKnownSecrets } from '../core/shared/errors.js';
import type { Usage } from '../core/shared/usage.js';
import type { Snapshot } from '../repo/types.js';
import type { RunBudget } from './budget.js';
import { costAt, knownPriceOf, type Price } from './pricing.js';
import { buildDomainMessages, buildLinkMessages, buildUnderstandMessages } from './prompts.js';
import { analysisSchema, domainPlanSchema, linksSchema, type SubmitToolName } from '../contract/schemas.js';
import { answerToolUses, MAX_REPAIRS, type ToolAnswer, type ToolUse, type TurnAnswers } from './tool-answers.js';
import {
  AgentError,
  type AgentResult,
  type AgentUsage,
  type Analysis,
  BudgetError,
  type DomainPlan,
  type DomainRequest,
  type LinkRequest,
  type LinkResult,
  outputLimitError,
  outputLimitNote,
  type Provider,
  type UnderstandRequest,
} from '../contract/types.js';
import { verifyDomainPlan } from '../grounding/verify.js';

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
  budget?: RunBudget;
  /** For tests: a ready client (otherwise one is created lazily, after nock is in place). */
  client?: OpenAI;
}

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type ChatCompletion = OpenAI.Chat.Completions.ChatCompletion;

/** A tool as prompts.ts defines it (the Anthropic shape): converted to a function tool here. */
interface ToolDefinition {
  name: string;
  description?: string;
  input_schema: Record<string, unknown>;
}

/** The prompts' user message: text blocks (their cache marks mean nothing here). */
interface PromptMessage {
  role: 'user';
  content: { type: 'text'; text: string }[];
}

interface LoopSpec<T> {
  agent: string;
  model: string;
  system: string;
  tools: unknown[];
  messages: PromptMessage[];
  submit: SubmitToolName;
  schema: z.ZodType<T>;
  snapshot: Snapshot | undefined;
  signal: AbortSignal | undefined;
  maxTurns: number;
  verify?: (value: T) => string[];
}

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
export function functionTools(tools: unknown[]): OpenAI.Chat.Completions.ChatCompletionFunctionTool[] {
  return (tools as ToolDefinition[]).map((tool) => ({
    type: 'function' as const,
    function: { name: tool.name, ...(tool.description ? { description: tool.description } : {}), parameters: tool.input_schema },
  }));
}

/** The system prompt and the user messages as chat messages: the text blocks joined. */
export function chatMessages(system: string, messages: PromptMessage[]): ChatMessage[] {
  return [
    { role: 'system', content: system },
    ...messages.map((m) => ({ role: 'user' as const, content: m.content.map((block) => block.text).join('\n\n') })),
  ];
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

export class OpenAIProvider implements Provider {
  readonly name = 'openai' as const;
  private sdk: OpenAI | undefined;

  constructor(private readonly options: OpenAIProviderOptions) {
    this.sdk = options.client;
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

  understand(request: UnderstandRequest): Promise<AgentResult<Analysis>> {
    return this.loop({
      agent: 'understanding',
      model: this.options.models.understanding,
      ...buildUnderstandMessages(request),
      submit: 'submit_analysis',
      schema: analysisSchema,
      snapshot: request.snapshot,
      signal: request.signal,
      maxTurns: this.options.maxTurns ?? 15,
    });
  }

  planDomain(request: DomainRequest): Promise<AgentResult<DomainPlan>> {
    const revising = request.previousPlan !== undefined || request.feedback !== undefined;
    return this.loop({
      agent: `${revising ? 'revise' : 'domain'}:${request.domain.slug}`,
      model: revising ? this.options.models.revise : this.options.models.domain,
      ...buildDomainMessages(request),
      submit: 'submit_domain_plan',
      schema: domainPlanSchema,
      snapshot: request.snapshot,
      signal: request.signal,
      maxTurns: this.options.maxTurns ?? 15,
      verify: (plan) => verifyDomainPlan(plan, { snapshot: request.snapshot, domains: request.domains }),
    });
  }

  link(request: LinkRequest): Promise<AgentResult<LinkResult>> {
    return this.loop({
      agent: 'link',
      model: this.options.models.link,
      ...buildLinkMessages(request),
      submit: 'submit_links',
      schema: linksSchema,
      snapshot: undefined,
      signal: request.signal,
      maxTurns: 1,
    });
  }

  private async loop<T>(spec: LoopSpec<T>): Promise<AgentResult<T>> {
    const usage: AgentUsage = {
      agent: spec.agent,
      model: spec.model,
      calls: 0,
      input_tokens: 0,
      output_tokens: 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      cost_usd: 0,
    };
    const messages = chatMessages(spec.system, spec.messages);
    const tools = functionTools(spec.tools);
    let repairs = 0;
    let groundingChecked = false;
    let force = spec.maxTurns <= 1;
    // Set once a turn stopped at the output token limit: a failure then says so.
    let cut = false;
    // The submit function is forced on the last allowed turn; repairs of a bad submission may go past it.
    for (let turn = 1; turn <= spec.maxTurns + MAX_REPAIRS; turn++) {
      this.options.budget?.assertOpen();
      if (turn >= spec.maxTurns) force = true;
      const choice = (await this.call(spec, tools, messages, force, usage)).choices[0];
      const message = choice?.message;
      // `length`: the completion stopped at max_tokens (a function call's arguments cut mid-JSON).
      const note = choice?.finish_reason === 'length' ? `${outputLimitNote(this.maxTokens())} ` : '';
      cut ||= note !== '';
      const calls = (message?.tool_calls ?? []).filter((c) => c.type === 'function');
      messages.push({ role: 'assistant', content: message?.content ?? null, ...(calls.length > 0 ? { tool_calls: calls } : {}) });
      if (calls.length === 0) {
        // Ended its turn without calling a tool: ask once, then force the submit function.
        messages.push({ role: 'user', content: `${note}Call ${spec.submit} now with your result.` });
        force = true;
        continue;
      }
      const uses: ToolUse[] = calls.map((c) => ({ id: c.id, name: c.function.name, input: parseArguments(c.function.arguments) }));
      let answers: TurnAnswers<T>;
      try {
        answers = answerToolUses(spec, uses, usage, repairs, groundingChecked);
      } catch (error) {
        throw this.cutError(spec, usage, cut, error);
      }
      repairs = answers.repairs;
      groundingChecked = answers.groundingChecked;
      if (answers.submitted !== undefined) return { value: answers.submitted, usage };
      messages.push(...answers.results.map(toolMessage), ...(note ? [{ role: 'user' as const, content: note.trim() }] : []));
    }
    const error = new AgentError(`${spec.agent}: no valid ${spec.submit} within ${spec.maxTurns} turns`, spec.agent, usage, {
      reason: 'invalid_output',
      service: 'openai',
    });
    throw this.cutError(spec, usage, cut, error);
  }

  private maxTokens(): number {
    return this.options.maxTokens ?? DEFAULT_MAX_TOKENS;
  }

  /** An invalid-output failure after a turn cut at the output token limit, told as that; any other error as it is. */
  private cutError<T>(spec: LoopSpec<T>, usage: AgentUsage, cut: boolean, error: unknown): unknown {
    if (!cut || !(error instanceof AgentError) || error.reason !== 'invalid_output') return error;
    return outputLimitError({ agent: spec.agent, submit: spec.submit, limit: this.maxTokens(), usage, service: 'openai', cause: error });
  }

  private async call<T>(
    spec: LoopSpec<T>,
    tools: OpenAI.Chat.Completions.ChatCompletionFunctionTool[],
    messages: ChatMessage[],
    force: boolean,
    usage: AgentUsage,
  ): Promise<ChatCompletion> {
    const params: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming = {
      model: spec.model,
      // OpenAI's own API wants max_completion_tokens (its reasoning models reject max_tokens);
      // compatible servers know max_tokens.
      [this.officialApi() ? 'max_completion_tokens' : 'max_tokens']: this.maxTokens(),
      messages,
      tools,
      tool_choice: force ? { type: 'function', function: { name: spec.submit } } : 'auto',
    };
    const signal = spec.signal ?? this.options.budget?.signal;
    let response: ChatCompletion;
    try {
      response = await this.client().chat.completions.create(params, signal ? { signal } : {});
    } catch (error) {
      throw this.translate(error, spec.agent, usage);
    }
    this.record(spec.model, response.usage, usage);
    return response;
  }

  /** Adds one call's tokens and cost; cached prompt tokens are counted (and priced) as cache reads. */
  private record(model: string, reported: OpenAI.Completions.CompletionUsage | undefined, usage: AgentUsage): void {
    const cached = reported?.prompt_tokens_details?.cached_tokens ?? 0;
    const call: Usage = {
      input_tokens: Math.max(0, (reported?.prompt_tokens ?? 0) - cached),
      output_tokens: reported?.completion_tokens ?? 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: cached,
    };
    const price = knownPriceOf(model, this.options.prices);
    if (!price) usage.note = `no price known for model ${model}: its cost is counted as 0 (set \`prices\` in config)`;
    const cost = price ? costAt(price, call) : 0;
    usage.calls++;
    usage.input_tokens += call.input_tokens;
    usage.output_tokens += call.output_tokens;
    usage.cache_read_input_tokens += call.cache_read_input_tokens;
    usage.cost_usd = Math.round((usage.cost_usd + cost) * 1e6) / 1e6;
    this.options.budget?.charge(cost);
  }

  /**
   * One message per failure, never containing the key, and its reason: 401 auth, 403 permission,
   * 404 not_found, 429 rate_limit, other 5xx and no answer network, timeouts timeout; aborts by
   * the budget become its BudgetError.
   */
  private translate(error: unknown, agent: string, usage: AgentUsage): Error {
    if (error instanceof APIUserAbortError || (error as Error)?.name === 'AbortError') {
      const reason = this.options.budget?.signal.reason;
      return reason instanceof BudgetError
        ? reason
        : new AgentError(`${agent}: the call was aborted`, agent, usage, { cause: error, reason: 'timeout', service: 'openai' });
    }
    const key = this.options.apiKey;
    // In any case or encoding an upstream error may echo the key in (upper-cased, base64, percent-encoded).
    const redact = (text: string) => redactKnownSecrets(text, [key]);
    if (error instanceof APIError) {
      const { reason, hint } = classifyApiError(error);
      const detail =
        redact(String(error.message ?? ''))
          .split('\n')[0]
          ?.slice(0, 200) ?? '';
      return new AgentError(`${agent}: ${hint}${detail ? ` (${detail})` : ''}`, agent, usage, {
        cause: error,
        reason,
        service: 'openai',
        ...(error.status !== undefined ? { status: error.status } : {}),
      });
    }
    return new AgentError(`${agent}: ${redact(error instanceof Error ? error.message : String(error)).slice(0, 300)}`, agent, usage, {
      cause: error,
      reason: reasonOf(error).reason,
      service: 'openai',
    });
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
