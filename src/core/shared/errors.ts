// Errors with a reason (the model: release-please's GitHubAPIError, renovate's handleGotError).
// Every error that crosses a layer carries a `reason`, an optional HTTP `status` and a `retryable`
// flag, set once where it is raised (the Anthropic and GitHub adapters, the budget, config and input
// checks). `describeError` is the ONE place that turns any error into what the person reads: the
// message and the next step, for the status comment, the Action's failure and the CLI's stderr.

import { redactSecrets as redactCredentials } from './secrets.js';

export const ERROR_REASONS = [
  'auth',
  'permission',
  'rate_limit',
  'network',
  'overloaded',
  'invalid_output',
  'budget',
  'timeout',
  'config',
  'input',
  'not_found',
  'internal',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** The service an adapter error came from, when it matters for the next step. */
export type ErrorService = 'anthropic' | 'bedrock' | 'vertex' | 'openai' | 'github';

/** What every error that crosses a layer tells about itself. */
export interface ReasonedError {
  readonly reason: ErrorReason;
  readonly status?: number | undefined;
  readonly retryable: boolean;
  readonly service?: ErrorService | undefined;
}

export interface ErrorDetails {
  reason: ErrorReason;
  status?: number | undefined;
  /** Default: true for rate_limit, overloaded, network and timeout. */
  retryable?: boolean;
  service?: ErrorService | undefined;
  cause?: unknown;
}

const RETRYABLE: ReadonlySet<ErrorReason> = new Set<ErrorReason>(['rate_limit', 'overloaded', 'network', 'timeout']);

/** Whether trying the same thing again later may succeed, by reason. */
export const retryableByDefault = (reason: ErrorReason): boolean => RETRYABLE.has(reason);

/** The base of cplan's error classes: AgentError, ForgeError, ConfigError, InputError, … */
export class CplanError extends Error implements ReasonedError {
  readonly reason: ErrorReason;
  readonly status: number | undefined;
  readonly retryable: boolean;
  readonly service: ErrorService | undefined;

  constructor(message: string, details: ErrorDetails) {
    super(message, 'cause' in details ? { cause: details.cause } : undefined);
    this.name = 'CplanError';
    this.reason = details.reason;
    this.status = details.status;
    this.retryable = details.retryable ?? retryableByDefault(details.reason);
    this.service = details.service;
  }
}

/** The reason an HTTP status stands for (401 auth, 403 permission, 429 rate_limit, 529 overloaded, 5xx network, …). */
export function reasonForStatus(status: number | undefined): ErrorReason {
  if (status === undefined) return 'internal';
  if (status === 401) return 'auth';
  if (status === 402 || status === 403) return 'permission';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 429) return 'rate_limit';
  if (status === 529) return 'overloaded';
  if (status >= 500 && status <= 599) return 'network';
  return 'internal';
}

/** System error codes of a request that got no answer at all (DNS, refused, reset, timed out). */
export const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

const MAX_DEPTH = 8;
const causeOf = (error: unknown): unknown => (error as { cause?: unknown } | null)?.cause;
const isReason = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);

/**
 * The reason of any error: the first error in the cause chain that carries one (by shape, not by
 * class, so it works across bundles), else a guess from what the runtime threw.
 */
export function reasonOf(error: unknown): ReasonedError {
  let current: unknown = error;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++, current = causeOf(current)) {
    const candidate = current as Partial<ReasonedError>;
    if (typeof candidate === 'object' && isReason(candidate.reason)) {
      return {
        reason: candidate.reason,
        status: typeof candidate.status === 'number' ? candidate.status : undefined,
        retryable: typeof candidate.retryable === 'boolean' ? candidate.retryable : retryableByDefault(candidate.reason),
        service: candidate.service,
      };
    }
  }
  const reason = guessReason(error);
  return { reason, retryable: retryableByDefault(reason) };
}

function guessReason(error: unknown): ErrorReason {
  let current: unknown = error;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++, current = causeOf(current)) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    // node:util parseArgs: unknown or malformed flags.
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) return 'input';
    if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return 'network';
    if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
    if (name === 'ZodError') return 'invalid_output';
  }
  return 'internal';
}

// ---- the user's message -------------------------------------------------------------------------

/** Where the message is shown: it decides how "try again" is said. */
export type ErrorSurface = 'comment' | 'action' | 'cli';

export interface DescribeOptions {
  /** Default: 'comment' when a trigger is given, else 'cli'. */
  surface?: ErrorSurface;
  /** The comment trigger (`/plan`), for "comment `/plan continue`". */
  trigger?: string;
  /** Whether a session exists that can be continued (default true); false: "start again". */
  resumable?: boolean;
  /** Secret values this process knows (API keys, tokens): never shown, in any case or encoding (`redactKnownSecrets`). */
  secrets?: readonly (string | undefined)[];
}

export interface ErrorDescription {
  reason: ErrorReason;
  /** One line for people: the error's own words, at most 300 characters, never a secret. */
  message: string;
  /** What the person can do about it, as one or two sentences. */
  nextStep: string;
}

const MAX_MESSAGE = 300;

/** Token shapes that must never reach a person, whatever an upstream error message quoted. */
const SECRETS: [RegExp, string][] = [
  [/sk-ant-[\w-]{8,}/g, '[redacted]'],
  [/\bgh[pousr]_\w{16,}/g, '[redacted]'],
  [/\bgithub_pat_\w{16,}/g, '[redacted]'],
  [/\b(bearer|token)\s+[\w.~+/=-]{16,}/gi, '$1 [redacted]'],
  // `Authorization: Basic <base64 of user:secret>`: the rule below would only take the word Basic.
  [/\b(basic)\s+[\w+/-]{8,}=*/gi, '$1 [redacted]'],
  [/(x-api-key|api[_-]?key|authorization)(["']?\s*[:=]\s*["']?)[^\s"',;]+/gi, '$1$2[redacted]'],
  [/(\/\/)[^\s/:@]+:[^\s/@]+@/g, '$1[redacted]@'],
];

/** Removes anything shaped like a token or key: the rules above, then every credential shape secrets.ts knows. */
export function redactSecrets(text: string): string {
  return redactCredentials(SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)).text;
}

/** Shorter values would redact ordinary words; no key or token is this short. */
const MIN_KNOWN_SECRET = 8;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A run of base64 (standard or url-safe) characters: the unit redacted when it carries a secret. */
const BASE64_RUN = /[A-Za-z0-9+/_-]+=*/g;

/**
 * What the base64 of `secret` always contains, wherever it sits in the encoded bytes: for each of the
 * three alignments (0, 1 or 2 bytes before it), the characters that depend on its bytes only, in
 * the standard and the url-safe alphabet.
 */
function base64Fragments(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const fragments = new Set<string>();
  for (const before of [0, 1, 2]) {
    // base64url has no `=` padding; the standard alphabet differs in two characters only.
    const encoded = Buffer.concat([Buffer.alloc(before), bytes]).toString('base64url');
    // The first characters mix in the bytes before; the last one mixes in the bytes after unless it ends a group.
    const end = (before + bytes.length) % 3 === 0 ? encoded.length : encoded.length - 1;
    const fragment = encoded.slice([0, 2, 3][before], end);
    fragments.add(fragment);
    fragments.add(fragment.replace(/-/g, '+').replace(/_/g, '/'));
  }
  return [...fragments];
}

/** `secret` matched in any case, each character as itself or percent-encoded (`%2F`, `%2f`). */
function plainOrPercentEncoded(secret: string): RegExp {
  const chars = Array.from(secret, (char) => {
    const encoded = Array.from(Buffer.from(char, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
    return `(?:${escapeRegExp(char)}|${encoded})`;
  });
  return new RegExp(chars.join(''), 'gi');
}

/**
 * Removes secret values this process knows, however an upstream error echoed them: in any case
 * (`ABC…` for `abc…`), percent-encoded (`%2B`), or base64-encoded at any alignment inside a longer
 * value (`Authorization: Basic base64(user:key)`), the whole base64 value then. Values shorter than
 * 8 characters are ignored. Linear in the text for each secret.
 */
export function redactKnownSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = String(text ?? '');
  for (const secret of new Set(secrets)) {
    if (!secret || secret.length < MIN_KNOWN_SECRET) continue;
    out = out.replace(plainOrPercentEncoded(secret), '[redacted]');
    const fragments = base64Fragments(secret).filter((fragment) => fragment.length >= MIN_KNOWN_SECRET);
    out = out.replace(BASE64_RUN, (run) => (fragments.some((fragment) => run.includes(fragment)) ? '[redacted]' : run));
  }
  return out;
}

function rawMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  return String(error);
}

/** Any error as the person's message and next step (pure; the same words on every surface). */
export function describeError(error: unknown, options: DescribeOptions = {}): ErrorDescription {
  const { reason, service } = reasonOf(error);
  // Known values go first, over the whole message: a shape rule must not cut one in half.
  const known = redactKnownSecrets(rawMessage(error), options.secrets ?? []);
  const firstLine = known.trim().split('\n')[0]?.trim() ?? '';
  const message = redactSecrets(firstLine).slice(0, MAX_MESSAGE) || 'unknown error';
  return { reason, message, nextStep: nextStepFor(reason, service, options) };
}

interface Phrasing {
  surface: ErrorSurface;
  /** "comment `/plan continue`": resumes, keeping finished work (or starts again when nothing can be resumed). */
  retry: string;
  /** "comment `/plan` again": starts over after a fix. */
  restart: string;
  /** "; finished work is kept" when there is work to keep. */
  kept: string;
  /** Where the settings live. */
  config: string;
}

function phrasing(options: DescribeOptions): Phrasing {
  const surface = options.surface ?? (options.trigger ? 'comment' : 'cli');
  const resumable = options.resumable ?? true;
  const kept = resumable ? '; finished work is kept' : '';
  if (surface === 'comment') {
    const trigger = options.trigger ?? '/plan';
    const restart = `comment \`${trigger}\` again`;
    return { surface, retry: resumable ? `comment \`${trigger} continue\`` : restart, restart, kept, config: '`.github/cplan.yml`' };
  }
  if (surface === 'action')
    return { surface, retry: 're-run the workflow', restart: 're-run the workflow', kept, config: '`.github/cplan.yml`' };
  return {
    surface,
    retry: resumable ? 'run the command again (`cplan plan --continue <session-dir>` resumes a plan)' : 'run the command again',
    restart: 'run the command again',
    kept,
    config: 'the config file',
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function serviceName(service: ErrorService | undefined): string {
  if (service === 'anthropic') return 'the Anthropic API';
  if (service === 'openai') return 'the OpenAI-compatible API';
  if (service === 'bedrock') return 'Amazon Bedrock';
  if (service === 'vertex') return 'Google Vertex AI';
  return service === 'github' ? 'GitHub' : 'the service';
}

function nextStepFor(reason: ErrorReason, service: ErrorService | undefined, options: DescribeOptions): string {
  const p = phrasing(options);
  switch (reason) {
    case 'auth':
      if (service === 'github') return `Check the GitHub token or app installation cplan uses, then ${p.retry}.`;
      if (service === 'anthropic') return `Check the Anthropic API key configured for cplan (ANTHROPIC_API_KEY), then ${p.retry}.`;
      if (service === 'openai')
        return `Check the API key and endpoint configured for cplan (OPENAI_API_KEY, OPENAI_BASE_URL), then ${p.retry}.`;
      if (service === 'bedrock') return `Check the AWS credentials and AWS_REGION cplan runs with, then ${p.retry}.`;
      if (service === 'vertex')
        return `Check the Google credentials, CLOUD_ML_REGION and ANTHROPIC_VERTEX_PROJECT_ID cplan runs with, then ${p.retry}.`;
      return `Check the credentials configured for cplan (ANTHROPIC_API_KEY, the GitHub token), then ${p.retry}.`;
    case 'permission':
      if (service === 'github')
        return `Give cplan's token or app write access to the contents, issues and pull requests of this repository, then ${p.retry}.`;
      if (service === 'anthropic' || service === 'openai' || service === 'bedrock' || service === 'vertex')
        return `Use a key that may call this model, or set another \`model\` in ${p.config}, then ${p.retry}.`;
      return `Check what cplan's credentials are allowed to do, then ${p.retry}.`;
    case 'rate_limit':
      return `The rate limit of ${serviceName(service)} was reached. Wait a few minutes, then ${p.retry}${p.kept}.`;
    case 'overloaded':
      return `${capitalize(serviceName(service ?? 'anthropic'))} is overloaded. Wait a few minutes, then ${p.retry}${p.kept}.`;
    case 'network':
      return `${capitalize(serviceName(service))} could not be reached or did not answer. Check the connection or wait a few minutes, then ${p.retry}${p.kept}.`;
    case 'invalid_output':
      return `The model did not give a valid answer. ${capitalize(p.retry)} to try again, or set a stronger \`model\` in ${p.config}${p.kept}.`;
    case 'budget':
      return `Raise \`max_cost_usd\` in ${p.config} if the plan is worth more, then ${p.retry}${p.kept}.`;
    case 'timeout':
      return `${capitalize(p.retry)} to ${p.kept ? 'resume' : 'try again'}${p.kept}. Raise \`timeout_minutes\` in ${p.config} if runs need more time.`;
    case 'config':
      return `Fix ${p.config} as the message says, then ${p.restart}.`;
    case 'input':
      if (p.surface === 'cli') return 'See `cplan <command> --help` for the usage.';
      if (p.surface === 'action') return 'Fix the workflow inputs as the message says, then re-run the workflow.';
      return `Fix what the message names, then ${p.restart}.`;
    case 'not_found':
      return `Check that what the message names exists (the issue, the branch, the model name), then ${p.retry}.`;
    case 'internal':
      if (p.surface === 'cli') return 'Run it again with CPLAN_DEBUG=1 for the stack trace, and report it if it keeps failing.';
      return p.kept
        ? `${capitalize(p.retry)} to retry; everything already planned is kept on the branch.`
        : `${capitalize(p.retry)} to retry.`;
  }
}
