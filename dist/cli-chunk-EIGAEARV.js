import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  Anthropic
} from "./cli-chunk-AC5QYQU2.js";
import {
  AgentProvider
} from "./cli-chunk-GZB7D4U4.js";
import {
  priceOf
} from "./cli-chunk-3PLPJE5N.js";
import {
  reasonForStatus
} from "./cli-chunk-26ICYOVR.js";

// src/llm/anthropic.ts
var STREAM_ABOVE_TOKENS = 16e3;
var AnswerDroppedError = class extends APIConnectionError {
};
var wholeBody = async (request, next) => {
  const response = await next(request);
  if (!response.ok || response.body === null) return response;
  let body;
  try {
    body = await response.arrayBuffer();
  } catch (error) {
    if (request.signal?.aborted || error?.name === "AbortError") throw error;
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new AnswerDroppedError({ message: `the connection dropped mid-answer (${cause.message})`, cause });
  }
  return new Response(body, response);
};
var STOP_REASONS = { tool_use: "tool_use", max_tokens: "max_tokens" };
function anthropicMessages(conversation) {
  return conversation.map((entry) => {
    if (entry.kind === "prompt") return entry.message;
    if (entry.kind === "reply") return entry.reply;
    return { role: "user", content: [...entry.answers, ...entry.notes.map((text) => ({ type: "text", text }))] };
  });
}
function modelTurn(response, outputLimit) {
  const uses = response.content.filter((b) => b.type === "tool_use");
  const u = response.usage;
  return {
    text: response.content.flatMap((b) => b.type === "text" ? [b.text] : []).join("\n"),
    toolCalls: uses.map((use) => ({ id: use.id, name: use.name, input: use.input })),
    stop: (response.stop_reason ? STOP_REASONS[response.stop_reason] : void 0) ?? "end",
    usage: {
      input_tokens: u?.input_tokens ?? 0,
      output_tokens: u?.output_tokens ?? 0,
      cache_creation_input_tokens: u?.cache_creation_input_tokens ?? 0,
      cache_read_input_tokens: u?.cache_read_input_tokens ?? 0
    },
    outputLimit,
    reply: { role: "assistant", content: response.content }
  };
}
var AnthropicTransport = class {
  constructor(options) {
    this.options = options;
    this.sdk = options.client;
    this.service = options.family ?? "anthropic";
    this.secrets = [options.apiKey];
  }
  options;
  service;
  secrets;
  sdk;
  client() {
    const maxRetries = this.options.maxRetries ?? 4;
    this.sdk ??= this.options.createClient ? this.options.createClient(maxRetries) : new Anthropic({
      apiKey: this.options.apiKey,
      ...this.options.baseURL ? { baseURL: this.options.baseURL } : {},
      maxRetries
    });
    return this.sdk;
  }
  async send(request) {
    const thinking = request.force ? void 0 : this.options.thinking?.[request.phase];
    const maxTokens = (this.options.maxTokens ?? 8192) + (thinking ?? 0);
    const params = {
      model: request.model,
      max_tokens: maxTokens,
      system: request.system,
      tools: request.tools,
      messages: anthropicMessages(request.conversation),
      ...thinking ? { thinking: { type: "enabled", budget_tokens: thinking } } : {},
      ...request.force ? { tool_choice: { type: "tool", name: request.force } } : {}
    };
    const options = { ...request.signal ? { signal: request.signal } : {}, middleware: [wholeBody] };
    const response = maxTokens > STREAM_ABOVE_TOKENS ? await this.client().messages.stream(params, options).finalMessage() : await this.client().messages.create(params, options);
    return modelTurn(response, maxTokens);
  }
  /**
   * The SDK's failures in cplan's words, by type and status: 401 auth, 403 permission, 404
   * not_found, 429 rate_limit, 529 overloaded, other 5xx and no answer network, timeouts timeout.
   */
  classify(error) {
    if (error instanceof APIUserAbortError) return "aborted";
    if (this.service !== "anthropic" && isCredentialsError(error)) {
      return { reason: "auth", hint: AUTH_HINTS[this.service], retryable: false };
    }
    if (!(error instanceof APIError)) return void 0;
    const status = error.status;
    return { ...classifyApiError(error, this.service), detail: String(error.message ?? ""), ...status !== void 0 ? { status } : {} };
  }
  /** A Claude model without a known price is priced as the default one: an estimate beats none. */
  price(model) {
    return priceOf(model, this.options.prices);
  }
};
var AnthropicProvider = class extends AgentProvider {
  name;
  constructor(options) {
    super(new AnthropicTransport(options), {
      models: options.models,
      maxTurns: options.maxTurns,
      // One forced turn; with thinking, a free turn first (it may think, then submit), forced only if it did not.
      linkTurns: options.thinking?.link ? 2 : 1,
      budget: options.budget
    });
    this.name = options.family ?? "anthropic";
  }
};
function isCredentialsError(error) {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++, current = current.cause) {
    const { name, message } = current;
    if (typeof name === "string" && name.startsWith("CredentialsProvider")) return true;
    if (typeof message === "string" && CREDENTIAL_FAILURES.some((text) => message.includes(text))) return true;
  }
  return false;
}
var CREDENTIAL_FAILURES = [
  "Failed to resolve AWS credentials",
  "Could not load credentials",
  "Failed to acquire Google OAuth credentials",
  "Could not load the default credentials"
];
var AUTH_HINTS = {
  anthropic: "authentication failed: check ANTHROPIC_API_KEY",
  bedrock: "authentication failed: check the AWS credentials and AWS_REGION",
  vertex: "authentication failed: check the Google credentials, CLOUD_ML_REGION and ANTHROPIC_VERTEX_PROJECT_ID"
};
function classifyApiError(error, family) {
  const status = error.status;
  if (error instanceof APIConnectionTimeoutError) return { reason: "timeout", hint: "the call to the Anthropic API timed out" };
  if (error instanceof AnswerDroppedError)
    return { reason: "network", hint: "the answer of the Anthropic API was cut off mid-body, also on every retry" };
  if (error instanceof APIConnectionError) return { reason: "network", hint: "cannot reach the Anthropic API" };
  if (error.type === "billing_error" || status === 402)
    return { reason: "permission", hint: "the Anthropic account cannot pay for this call: check its billing" };
  const byType = {
    authentication_error: "auth",
    permission_error: "permission",
    not_found_error: "not_found",
    rate_limit_error: "rate_limit",
    overloaded_error: "overloaded",
    timeout_error: "timeout"
  };
  const reason = (error.type ? byType[error.type] : void 0) ?? reasonForStatus(status);
  const hints = {
    auth: AUTH_HINTS[family],
    permission: "permission denied for this key or model",
    not_found: "model or endpoint not found: check the model name and ANTHROPIC_BASE_URL",
    rate_limit: "the API stayed rate-limited after retries",
    overloaded: "the API stayed overloaded after retries",
    timeout: "the API timed out"
  };
  return { reason, hint: hints[reason] ?? `the API answered ${status ?? "without a status"}` };
}

export {
  AnthropicProvider
};
