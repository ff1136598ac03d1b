// The Anthropic provider: the ONLY module that imports @anthropic-ai/sdk. It runs the agent tool
// loop (explore with read-only tools, then a validated submit), records usage and cost per call,
// charges the run budget, and translates SDK errors once, here.
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, type Middleware } from '@anthropic-ai/sdk';
import type { z } from 'zod';
import { type ErrorReason, reasonForStatus, reasonOf, redactKnownSecrets } from '../core/shared/errors.js';
import type { Snapshot } from '../repo/types.js';
import type { RunBudget } from './budget.js';
import { costOf, type Price } from './pricing.js';
import { buildDomainMessages, buildLinkMessages, buildUnderstandMessages } from './prompts.js';
import { analysisSchema, domainPlanSchema, linksSchema, type SubmitToolName } from '../contract/schemas.js';
import { answerToolUses, MAX_REPAIRS, type TurnAnswers } from './tool-answers.js';
import type { Usage } from '../core/shared/usage.js';
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
  budget?: RunBudget;
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

type Phase = 'understanding' | 'domain' | 'link' | 'revise';

interface LoopSpec<T> {
  agent: string;
  phase: Phase;
  model: string;
  system: string;
  tools: unknown[];
  messages: Message[];
  submit: SubmitToolName;
  schema: z.ZodType<T>;
  snapshot: Snapshot | undefined;
  signal: AbortSignal | undefined;
  maxTurns: number;
  /** The one grounding check of a schema-valid submission (tool-answers.ts). */
  verify?: (value: T) => string[];
}

export class AnthropicProvider implements Provider {
  readonly name: AnthropicFamily;
  private sdk: MessagesClient | undefined;

  constructor(private readonly options: AnthropicProviderOptions) {
    this.sdk = options.client;
    this.name = options.family ?? 'anthropic';
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

  understand(request: UnderstandRequest): Promise<AgentResult<Analysis>> {
    const built = buildUnderstandMessages(request);
    return this.loop({
      agent: 'understanding',
      phase: 'understanding',
      model: this.options.models.understanding,
      ...built,
      submit: 'submit_analysis',
      schema: analysisSchema,
      snapshot: request.snapshot,
      signal: request.signal,
      maxTurns: this.options.maxTurns ?? 15,
    });
  }

  planDomain(request: DomainRequest): Promise<AgentResult<DomainPlan>> {
    const built = buildDomainMessages(request);
    const revising = request.previousPlan !== undefined || request.feedback !== undefined;
    return this.loop({
      agent: `${revising ? 'revise' : 'domain'}:${request.domain.slug}`,
      phase: revising ? 'revise' : 'domain',
      model: revising ? this.options.models.revise : this.options.models.domain,
      ...built,
      submit: 'submit_domain_plan',
      schema: domainPlanSchema,
      snapshot: request.snapshot,
      signal: request.signal,
      maxTurns: this.options.maxTurns ?? 15,
      verify: (plan) => verifyDomainPlan(plan, { snapshot: request.snapshot, domains: request.domains }),
    });
  }

  link(request: LinkRequest): Promise<AgentResult<LinkResult>> {
    const built = buildLinkMessages(request);
    return this.loop({
      agent: 'link',
      phase: 'link',
      model: this.options.models.link,
      ...built,
      submit: 'submit_links',
      schema: linksSchema,
      snapshot: undefined,
      signal: request.signal,
      // One forced turn; with thinking, a free turn first (it may think, then submit), forced only if it did not.
      maxTurns: this.options.thinking?.link ? 2 : 1,
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
    const messages = [...spec.messages];
    let repairs = 0;
    let groundingChecked = false;
    let force = spec.maxTurns <= 1;
    // The output token limit of the last turn the model stopped at it: a failure then says so.
    let cutAt: number | undefined;
    // The submit tool is forced on the last allowed turn; repairs of a bad submission may go past it.
    for (let turn = 1; turn <= spec.maxTurns + MAX_REPAIRS; turn++) {
      this.options.budget?.assertOpen();
      if (turn >= spec.maxTurns) force = true;
      const { response, maxTokens } = await this.call(spec, messages, force, usage);
      const cut = response.stop_reason === 'max_tokens';
      if (cut) cutAt = maxTokens;
      const note: Anthropic.Messages.TextBlockParam[] = cut ? [{ type: 'text', text: outputLimitNote(maxTokens) }] : [];
      messages.push({
        role: 'assistant',
        content: response.content as Anthropic.Messages.ContentBlockParam[],
      });
      const uses = response.content.filter((b): b is Anthropic.Messages.ToolUseBlock => b.type === 'tool_use');
      if (uses.length === 0) {
        // Ended its turn without submitting: ask once, then force the submit tool.
        messages.push({
          role: 'user',
          content: [...note, { type: 'text', text: `Call ${spec.submit} now with your result.` }],
        });
        force = true;
        continue;
      }
      // Answer every call of the turn (reads, repairs), or end with a valid submission.
      let answers: TurnAnswers<T>;
      try {
        answers = answerToolUses(spec, uses, usage, repairs, groundingChecked);
      } catch (error) {
        throw this.cutError(spec, usage, cutAt, error);
      }
      repairs = answers.repairs;
      groundingChecked = answers.groundingChecked;
      if (answers.submitted !== undefined) return { value: answers.submitted, usage };
      messages.push({ role: 'user', content: [...answers.results, ...note] });
    }
    throw this.cutError(
      spec,
      usage,
      cutAt,
      new AgentError(`${spec.agent}: no valid ${spec.submit} within ${spec.maxTurns} turns`, spec.agent, usage, {
        reason: 'invalid_output',
      }),
    );
  }

  /** An invalid-output failure after a turn cut at the output token limit, told as that; any other error as it is. */
  private cutError<T>(spec: LoopSpec<T>, usage: AgentUsage, cutAt: number | undefined, error: unknown): unknown {
    if (cutAt === undefined || !(error instanceof AgentError) || error.reason !== 'invalid_output') return error;
    return outputLimitError({ agent: spec.agent, submit: spec.submit, limit: cutAt, usage, service: this.name, cause: error });
  }

  private async call<T>(
    spec: LoopSpec<T>,
    messages: Message[],
    force: boolean,
    usage: AgentUsage,
  ): Promise<{ response: Anthropic.Messages.Message; maxTokens: number }> {
    const thinking = force ? undefined : this.options.thinking?.[spec.phase];
    // Thinking counts toward max_tokens (which must exceed its budget): the answer keeps its own room on top.
    const maxTokens = (this.options.maxTokens ?? 8192) + (thinking ?? 0);
    const params = {
      model: spec.model,
      max_tokens: maxTokens,
      system: spec.system,
      tools: spec.tools as Anthropic.Messages.Tool[],
      messages,
      ...(thinking ? { thinking: { type: 'enabled' as const, budget_tokens: thinking } } : {}),
      ...(force ? { tool_choice: { type: 'tool' as const, name: spec.submit } } : {}),
    };
    const signal = spec.signal ?? this.options.budget?.signal;
    const options = { ...(signal ? { signal } : {}), middleware: [wholeBody] };
    let response: Anthropic.Messages.Message;
    try {
      response =
        maxTokens > STREAM_ABOVE_TOKENS
          ? await this.client().messages.stream(params, options).finalMessage()
          : await this.client().messages.create(params, options);
    } catch (error) {
      throw this.translate(error, spec.agent, usage);
    }
    const u = response.usage;
    const call: Usage = {
      input_tokens: u?.input_tokens ?? 0,
      output_tokens: u?.output_tokens ?? 0,
      cache_creation_input_tokens: u?.cache_creation_input_tokens ?? 0,
      cache_read_input_tokens: u?.cache_read_input_tokens ?? 0,
    };
    const cost = costOf(spec.model, call, this.options.prices);
    usage.calls++;
    usage.input_tokens += call.input_tokens;
    usage.output_tokens += call.output_tokens;
    usage.cache_creation_input_tokens += call.cache_creation_input_tokens;
    usage.cache_read_input_tokens += call.cache_read_input_tokens;
    usage.cost_usd = Math.round((usage.cost_usd + cost) * 1e6) / 1e6;
    this.options.budget?.charge(cost);
    return { response, maxTokens };
  }

  /**
   * One message per failure, never containing the key, and its reason, set here once: 401 auth,
   * 403 permission, 404 not_found, 429 rate_limit, 529 overloaded, other 5xx and no answer network,
   * timeouts timeout; aborts by the budget become its BudgetError.
   */
  private translate(error: unknown, agent: string, usage: AgentUsage): Error {
    if (error instanceof APIUserAbortError || (error as Error)?.name === 'AbortError') {
      const reason = this.options.budget?.signal.reason;
      return reason instanceof BudgetError
        ? reason
        : new AgentError(`${agent}: the call was aborted`, agent, usage, { cause: error, reason: 'timeout' });
    }
    // In any case or encoding an upstream error may echo the key in (upper-cased, base64, percent-encoded).
    const redact = (text: string) => redactKnownSecrets(text, [this.options.apiKey]);
    const service = this.name;
    if (service !== 'anthropic' && isCredentialsError(error)) {
      // Wrapped by the SDKs as connection errors, but no retry or fallback will find credentials.
      const hint = AUTH_HINTS[service];
      return new AgentError(`${agent}: ${hint}`, agent, usage, { cause: error, service, reason: 'auth', retryable: false });
    }
    if (error instanceof APIError) {
      const status = error.status;
      const { reason, hint } = classifyApiError(error, service);
      const detail =
        redact(String(error.message ?? ''))
          .split('\n')[0]
          ?.slice(0, 200) ?? '';
      return new AgentError(`${agent}: ${hint}${detail ? ` (${detail})` : ''}`, agent, usage, {
        cause: error,
        service,
        reason,
        ...(status !== undefined ? { status } : {}),
      });
    }
    return new AgentError(`${agent}: ${redact(error instanceof Error ? error.message : String(error)).slice(0, 300)}`, agent, usage, {
      cause: error,
      service,
      reason: reasonOf(error).reason,
    });
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
