// Octokit for the Action and the CLI: REST methods plus retry and throttling. GitHub
// asks clients to wait out secondary rate limits (retry-after, else ≥ 60 s); retries are bounded.
//
// Network failures (DNS, refused or reset connections: no HTTP answer at all) are retried here, not
// by @octokit/plugin-retry, so that each retry is logged with its count and an unreachable GitHub
// ends within about a minute in one GitHubUnreachableError naming the host. The App puts the same
// layer on Probot's own Octokit (`withNetworkRetries(context.octokit)`). The same layer waits out
// GitHub's secondary rate limits where the Octokit's throttling plugin does not (Probot's: see
// secondary-limit.ts).
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { CplanError, NETWORK_ERROR_CODES } from '../core/shared/errors.js';
import { discard, type SecondaryLimitOptions, secondaryLimitWait } from './secondary-limit.js';

export interface OctokitOptions {
  token: string;
  /** GITHUB_API_URL on Actions and GHES; default api.github.com. */
  baseUrl?: string | undefined;
  log?: { info?(message: string): void; warn(message: string): void };
  /** Tests turn both plugins (and the network retries) off so nothing waits. */
  plugins?: boolean;
  /** Network retries: count and delays (tests pass `delayMs: () => 0`). */
  networkRetry?: NetworkRetryOptions;
  /**
   * Minimum time between two content-creating requests (CPLAN_GITHUB_WRITE_INTERVAL_MS). Unset: the
   * throttling plugin's own spacing, 1 s between writes and 3 s between writes that notify people,
   * as GitHub asks. Tests against the loopback fake set 0.
   */
  writeIntervalMs?: number | undefined;
  /**
   * Milliseconds per unit of the plugins' waits: per second of a rate limit's retry-after
   * (@octokit/plugin-throttling) and of @octokit/plugin-retry's n² backoff. Unset: both plugins'
   * default, 1000. Tests set 0 so a retry is exercised without waiting.
   */
  retryAfterBaseMs?: number | undefined;
  /** Replaces fetch (tests: a fetch that fails like undici does). */
  fetch?: typeof fetch;
}

const RetryingOctokit = Octokit.plugin(retry, throttling);

export function createOctokit(options: OctokitOptions): Octokit {
  const base = {
    auth: options.token,
    userAgent: 'cplan',
    ...(options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/$/, '') } : {}),
    ...(options.fetch ? { request: { fetch: options.fetch } } : {}),
  };
  if (options.plugins === false) return new Octokit(base);
  const warn = (message: string) => options.log?.warn(message);
  const info = (message: string) => (options.log?.info ?? options.log?.warn)?.call(options.log, message);
  const octokit = new RetryingOctokit({
    ...base,
    // @octokit/plugin-request-log prints every failed request to stderr ("GET … - 404", and "- 500"
    // for a request that never reached GitHub); each failure is reported once, as a ForgeError.
    log: { debug: () => undefined, info: () => undefined, warn: console.warn.bind(console), error: () => undefined },
    retry: {
      doNotRetry: [400, 401, 403, 404, 422, 451],
      ...(options.retryAfterBaseMs !== undefined ? { retryAfterBaseValue: options.retryAfterBaseMs } : {}),
    },
    throttle: {
      ...(options.retryAfterBaseMs !== undefined ? { retryAfterBaseValue: options.retryAfterBaseMs } : {}),
      // Look-alikes of the plugin's Bottleneck groups (see writeSpacing), hence the cast.
      ...(options.writeIntervalMs !== undefined ? (writeSpacing(options.writeIntervalMs) as object) : {}),
      onRateLimit: (after: number, request: { method: string; url: string }, _octokit: unknown, count: number) => {
        warn(`GitHub rate limit on ${request.method} ${request.url}; retrying in ${after} s`);
        return count < 2;
      },
      onSecondaryRateLimit: (after: number, request: { method: string; url: string }, _octokit: unknown, count: number) => {
        warn(`GitHub secondary rate limit on ${request.method} ${request.url}; retrying in ${after} s`);
        return count < 2;
      },
    },
  }) as unknown as Octokit;
  // The throttling plugin above retries secondary rate limits (onSecondaryRateLimit): not again here.
  return withNetworkRetries(octokit, { ...options.networkRetry, secondaryRateLimit: false, log: { info } });
}

// ---- write spacing ------------------------------------------------------------------------------

/** The part of a Bottleneck.Group the throttling plugin uses for its write and notification queues. */
interface JobGroup {
  key(id?: string): { schedule<T>(options: unknown, task: (...args: unknown[]) => Promise<T>, ...args: unknown[]): Promise<T> };
}

/**
 * Throttle options replacing the plugin's write and notification queues with ones that start jobs at
 * least `intervalMs` apart (per throttle id); 0 runs them at once. Rate-limit handling is unchanged.
 */
export function writeSpacing(intervalMs: number): { write: JobGroup; notifications: JobGroup } {
  const group = (): JobGroup => {
    const next = new Map<string, number>();
    return {
      key: (id = '') => ({
        schedule: async (_options, task, ...args) => {
          if (intervalMs > 0) {
            const now = Date.now();
            const start = Math.max(now, next.get(id) ?? 0);
            next.set(id, start + intervalMs);
            if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
          }
          return task(...args);
        },
      }),
    };
  };
  return { write: group(), notifications: group() };
}

/** CPLAN_GITHUB_WRITE_INTERVAL_MS as a number of milliseconds; unset or not a number: undefined. */
export function writeIntervalFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.CPLAN_GITHUB_WRITE_INTERVAL_MS?.trim();
  if (!text || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}

// ---- network failures ---------------------------------------------------------------------------

export interface NetworkRetryOptions {
  /** Retries after the first attempt; default 3. */
  retries?: number;
  /** Wait before retry n (1-based) in ms; default n² s (1, 4, 9 s), as @octokit/plugin-retry waits. */
  delayMs?: (retry: number) => number;
  /** No retry starts more than this long after a request's first attempt; default 60 s. */
  budgetMs?: number;
  /** Where each retry is reported (info level). */
  log?: { info(message: string): void };
  /** Tests: the clock and the wait. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Secondary rate limits (403/429 with retry-after or GitHub's message) are waited out here, for
   * the advised time (retry-after, else 60 s, through `sleep`). False for an Octokit whose
   * throttling plugin retries them itself (createOctokit's), so no request is retried twice over.
   */
  secondaryRateLimit?: false | SecondaryLimitOptions;
}

/**
 * Per-request options (`request: NOT_IDEMPOTENT`) for a POST that must not happen twice (a comment,
 * a review, a PR): @octokit/plugin-retry does not repeat it (it reads `request.retries`), and the
 * network layer repeats it only after failures that show it never reached GitHub (see UNSENT).
 */
export const NOT_IDEMPOTENT = { retries: 0, notIdempotent: true } as const;

/** Failures before anything was sent: a name that did not resolve, a connection never made. */
const UNSENT = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** GitHub gave no HTTP answer at all (DNS, refused, reset, timed out), even after the retries. */
export class GitHubUnreachableError extends CplanError {
  constructor(
    readonly host: string,
    /** The system error, e.g. "getaddrinfo ENOTFOUND api.github.com". */
    readonly detail: string,
    /** How it ended, e.g. "gave up after 3 retries". */
    readonly outcome: string,
    options?: { cause?: unknown },
  ) {
    super(`cannot reach GitHub at ${host}: ${detail} (${outcome})`, { reason: 'network', service: 'github', ...options });
    this.name = 'GitHubUnreachableError';
  }
}

const causeOf = (error: unknown): unknown => (error as { cause?: unknown } | null)?.cause;

/**
 * What failed when a request got no HTTP answer: undici's fetch rejects with `TypeError: fetch
 * failed` whose cause is the system error ("getaddrinfo ENOTFOUND api.github.com"). Undefined for
 * anything else (an HTTP status, an abort, a bug).
 */
export function networkFailure(error: unknown): string | undefined {
  return systemError(error)?.text;
}

/** The system error code (ENOTFOUND, ECONNRESET, …) and its one-line text, in an error's cause chain. */
function systemError(error: unknown): { code: string; text: string } | undefined {
  if (!(error instanceof Error) || error.name === 'AbortError') return undefined;
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++, current = causeOf(current)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code !== 'string' || !NETWORK_ERROR_CODES.has(code)) continue;
    const message = String((current as { message?: unknown }).message ?? '');
    const first = (current as { errors?: { message?: string }[] }).errors?.[0]?.message;
    // Node's "happy eyeballs" reports an AggregateError with an empty message.
    const text = message.includes(code) ? message : first?.includes(code) ? first : `${code}${message ? ` ${message}` : ''}`;
    return { code, text: text.split('\n')[0]?.slice(0, 200) ?? code };
  }
  return undefined;
}

/** The GitHubUnreachableError in an error's cause chain, if any. */
export function unreachableCause(error: unknown): GitHubUnreachableError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++, current = causeOf(current)) {
    if (current instanceof GitHubUnreachableError) return current;
  }
  return undefined;
}

type FetchLike = (url: string, init?: { method?: string; signal?: AbortSignal | null }) => Promise<unknown>;
interface RequestOptions {
  request?: { fetch?: FetchLike; retries?: number; notIdempotent?: boolean; [key: string]: unknown };
  [key: string]: unknown;
}
interface Hookable {
  hook: {
    wrap(
      name: 'request',
      wrapper: (request: (options: RequestOptions) => Promise<unknown>, options: RequestOptions) => Promise<unknown>,
    ): void;
  };
}
interface LayerState {
  options: NetworkRetryOptions;
  /** Set when a request gave up: until then, network failures are not retried again. */
  unreachableUntil: number;
  lastOutcome: string;
}

const layers = new WeakMap<object, LayerState>();
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * Retries requests that got no HTTP answer (logged at info, "retry 2/3 in 4 s"), then throws one
 * GitHubUnreachableError; after that, network failures on the same Octokit fail at once for the
 * budget (60 s) unless a request gets through. Works on any Octokit (ours, Probot's): the retries
 * happen inside fetch, below the plugins, so the auth plugin's token requests are covered too,
 * and @octokit/plugin-retry is told not to start the whole thing over. Secondary rate limits are
 * waited out at the same level (see `secondaryRateLimit`). Installing twice only updates the
 * options (Probot hands the same Octokit to every event when it runs with a token).
 */
export function withNetworkRetries<T extends object>(octokit: T, options: NetworkRetryOptions = {}): T {
  const known = layers.get(octokit);
  if (known) {
    // An Octokit whose throttling plugin retries secondary limits keeps saying so.
    known.options = { ...options, secondaryRateLimit: options.secondaryRateLimit ?? known.options.secondaryRateLimit };
    return octokit;
  }
  const state: LayerState = { options, unreachableUntil: 0, lastOutcome: '' };
  layers.set(octokit, state);
  (octokit as unknown as Hookable).hook.wrap('request', async (request, requestOptions) => {
    const inner = requestOptions.request ?? {};
    const perRequest: NonNullable<RequestOptions['request']> = { ...inner };
    perRequest.fetch = (url, init) => fetchWithRetries(state, perRequest, inner.fetch, url, init);
    requestOptions.request = perRequest;
    try {
      return await request(requestOptions);
    } catch (error) {
      // Octokit wraps what fetch threw in a RequestError (status 500); hand on the real reason.
      throw unreachableCause(error) ?? error;
    }
  });
  return octokit;
}

async function fetchWithRetries(
  state: LayerState,
  perRequest: NonNullable<RequestOptions['request']>,
  fetchImpl: FetchLike | undefined,
  url: string,
  init?: { method?: string; signal?: AbortSignal | null },
): Promise<unknown> {
  const { now = Date.now } = state.options;
  const sleep =
    state.options.sleep ?? ((ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve()));
  const doFetch = fetchImpl ?? (globalThis.fetch as unknown as FetchLike);
  let started = now();
  let limited = 0;
  for (let attempt = 0; ; attempt++) {
    let response: unknown;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      await sleep(
        networkRetryWait(state, perRequest, error, { url, method: init?.method, aborted: init?.signal?.aborted, attempt, started }),
      );
      continue;
    }
    state.unreachableUntil = 0;
    const wait = await secondaryLimitRetryWait(state, perRequest, response, url, init?.method, ++limited);
    if (wait === undefined) return response;
    await discard(response);
    await sleep(wait);
    // The network retries and their budget start afresh after a rate limit was waited out.
    attempt = -1;
    started = now();
  }
}

/** The wait before the next network retry (logged); throws the failure when it is not retried. */
function networkRetryWait(
  state: LayerState,
  perRequest: NonNullable<RequestOptions['request']>,
  error: unknown,
  at: { url: string; method: string | undefined; aborted: boolean | undefined; attempt: number; started: number },
): number {
  const { retries = 3, delayMs = (n: number) => n * n * 1000, budgetMs = 60_000, log, now = Date.now } = state.options;
  const failure = systemError(error);
  if (failure === undefined || at.aborted) throw error;
  const { attempt, started } = at;
  const target = new URL(at.url);
  // A POST that must not happen twice is repeated only when it surely never reached GitHub.
  if (perRequest.notIdempotent && !UNSENT.has(failure.code)) {
    perRequest.retries = 0;
    throw new GitHubUnreachableError(target.host, failure.text, 'not retried: the request may have reached GitHub', { cause: error });
  }
  const retry = attempt + 1;
  const wait = delayMs(retry);
  const recentlyDown = attempt === 0 && now() < state.unreachableUntil;
  if (recentlyDown || retry > retries || now() - started + wait > budgetMs) {
    const outcome = recentlyDown
      ? `not retried: ${state.lastOutcome}`
      : `gave up after ${attempt} ${attempt === 1 ? 'retry' : 'retries'}${retry <= retries ? `, ${seconds(now() - started)}` : ''}`;
    if (!recentlyDown) {
      state.unreachableUntil = now() + budgetMs;
      state.lastOutcome = `the previous request ${outcome}`;
    }
    // @octokit/plugin-retry sees a status-500 error next; it must not retry what gave up here.
    perRequest.retries = 0;
    throw new GitHubUnreachableError(target.host, failure.text, outcome, { cause: error });
  }
  log?.info(
    `GitHub request failed (network), retry ${retry}/${retries} in ${seconds(wait)}: ${at.method ?? 'GET'} ${target.host}${target.pathname} (${failure.text})`,
  );
  return wait;
}

/**
 * The wait before repeating a request GitHub answered with a secondary rate limit (logged), or
 * undefined to hand the answer on: not such a limit, this layer told not to retry them, the retries
 * used up, or an advised wait longer than `maxWaitMs`.
 */
async function secondaryLimitRetryWait(
  state: LayerState,
  perRequest: NonNullable<RequestOptions['request']>,
  response: unknown,
  url: string,
  method: string | undefined,
  retry: number,
): Promise<number | undefined> {
  const options = state.options.secondaryRateLimit;
  if (options === false) return undefined;
  const wait = await secondaryLimitWait(response);
  if (wait === undefined) return undefined;
  const { retries = 2, maxWaitMs = 300_000 } = options ?? {};
  const target = new URL(url);
  const where = `${method ?? 'GET'} ${target.host}${target.pathname}`;
  if (retry > retries || wait > maxWaitMs) {
    // A 429 is not in plugin-retry's doNotRetry: it must not start the waits over.
    perRequest.retries = 0;
    if (wait > maxWaitMs) state.options.log?.info(`GitHub secondary rate limit on ${where}: not retried (it asks for ${seconds(wait)})`);
    return undefined;
  }
  state.options.log?.info(`GitHub secondary rate limit on ${where}, retry ${retry}/${retries} in ${seconds(wait)}`);
  return wait;
}
