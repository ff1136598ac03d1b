// How a failed GitHub request becomes a ForgeError: translated once, at the adapter edge, naming the
// operation (never a token), with its reason. Shared by GitHubForge and its helper modules.
import { type ErrorReason, reasonForStatus, reasonOf } from '../core/shared/errors.js';
import { networkFailure, unreachableCause } from './octokit.js';
import { ForgeError } from './types.js';

export const status = (error: unknown) => (error as { status?: number })?.status;

export async function wrap<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw forgeError(operation, error);
  }
}

/** Any error of a GitHub request as a ForgeError naming the operation (a ForgeError passes as is). */
export function forgeError(operation: string, error: unknown): ForgeError {
  if (error instanceof ForgeError) return error;
  // No HTTP answer at all: say so, without the status 500 Octokit gives such failures.
  const network = unreachableMessage(error);
  if (network) return new ForgeError(`GitHub ${operation} failed: ${network}`, undefined, { cause: error, reason: 'network' });
  const code = status(error);
  // A GraphQL answer with errors (HTTP 200): its own messages, not Octokit's "Request failed due to…".
  const graphql = graphqlErrors(error);
  const message = (
    graphql.length > 0 ? graphql.map((e) => e.message ?? e.type ?? '').join('; ') : String((error as Error)?.message ?? error)
  )
    .split('\n')[0]
    ?.slice(0, 300);
  return new ForgeError(`GitHub ${operation} failed${code ? ` (${code})` : ''}: ${message}`, code, {
    cause: error,
    reason: code !== undefined ? reasonOfResponse(error, code) : graphql.length > 0 ? reasonOfGraphql(graphql) : reasonOf(error).reason,
  });
}

interface GraphqlError {
  type?: string;
  message?: string;
  extensions?: { code?: string; fieldName?: string };
}

/** The `errors` of a GraphQL answer (Octokit's GraphqlResponseError carries them), else none. */
export function graphqlErrors(error: unknown): GraphqlError[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as GraphqlError[]) : [];
}

function reasonOfGraphql(errors: GraphqlError[]): ErrorReason {
  const types = new Set(errors.map((e) => e.type));
  if (types.has('FORBIDDEN')) return 'permission';
  if (types.has('RATE_LIMITED')) return 'rate_limit';
  if (types.has('NOT_FOUND')) return 'not_found';
  return 'internal';
}

/**
 * The reason of an HTTP answer: by status, except that a 403 or 429 GitHub marks as a rate limit
 * (x-ratelimit-remaining 0, a retry-after header, or a primary or secondary "rate limit" message)
 * is rate_limit, not permission.
 */
function reasonOfResponse(error: unknown, code: number): ErrorReason {
  if (code === 403 || code === 429) {
    const headers = (error as { response?: { headers?: Record<string, unknown> } })?.response?.headers ?? {};
    const message = String((error as Error)?.message ?? '');
    if (String(headers['x-ratelimit-remaining']) === '0' || headers['retry-after'] !== undefined || /rate limit/i.test(message))
      return 'rate_limit';
  }
  return reasonForStatus(code);
}

/** "cannot reach GitHub at HOST: getaddrinfo ENOTFOUND HOST (…)" when the request got no HTTP answer. */
function unreachableMessage(error: unknown): string | undefined {
  const unreachable = unreachableCause(error);
  if (unreachable) return unreachable.message;
  // An Octokit without the network layer (tests, embedders): the RequestError wraps fetch's error.
  const detail = (error as { response?: unknown })?.response === undefined ? networkFailure(causeOf(error)) : undefined;
  if (!detail) return undefined;
  const url = (error as { request?: { url?: string } })?.request?.url;
  let host = 'the GitHub API';
  try {
    if (url) host = new URL(url).host;
  } catch {
    // keep the generic name
  }
  return `cannot reach GitHub at ${host}: ${detail}`;
}

const causeOf = (error: unknown): unknown => (error as { cause?: unknown } | null)?.cause;

export async function orUndefined<T>(operation: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await wrap(operation, run);
  } catch (error) {
    if (error instanceof ForgeError && error.status === 404) return undefined;
    throw error;
  }
}
