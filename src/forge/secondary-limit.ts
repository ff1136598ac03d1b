// GitHub's secondary rate limits, recognised on the raw fetch Response (below every Octokit plugin).
//
// GitHub answers a secondary rate limit with 403 or 429, and asks clients to wait `retry-after`
// seconds when that header is present, else at least one minute, before trying again
// (docs.github.com, "Rate limits for the REST API"). The Action's and CLI's Octokit has
// @octokit/plugin-throttling retry them; Probot's installation Octokit has the same plugin with an
// onSecondaryRateLimit that only logs, so in the App and its workers a secondary limit failed the
// run. The network layer of octokit.ts retries them with this module unless told the Octokit's own
// throttling plugin does (`secondaryRateLimit: false`), so no request is retried by both.

export interface SecondaryLimitOptions {
  /** Retries after the first answer; default 2 (as many as the Action's throttling plugin makes). */
  retries?: number;
  /** An advised wait longer than this is not waited out: the answer is handed on. Default 5 min. */
  maxWaitMs?: number;
}

/** GitHub's wording ("You have exceeded a secondary rate limit"; before 2022, "abuse detection"). */
const SECONDARY = /secondary rate limit|abuse detection/i;
/** GitHub's advice when a secondary limit comes without retry-after: wait at least a minute. */
const SECONDARY_FALLBACK_MS = 60_000;

interface ResponseLike {
  status?: number;
  headers?: { get(name: string): string | null };
  clone?(): { text(): Promise<string> };
  body?: { cancel?(): Promise<void> } | null;
}

/**
 * The wait GitHub advises when `response` is a secondary rate limit (403/429 with retry-after, or
 * with GitHub's message), else undefined. Only the body of a 403 or 429 is read, from a clone.
 */
export async function secondaryLimitWait(response: unknown): Promise<number | undefined> {
  const r = response as ResponseLike | null;
  if (r?.status !== 403 && r?.status !== 429) return undefined;
  const retryAfter = r.headers?.get('retry-after')?.trim();
  if (retryAfter) return /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : SECONDARY_FALLBACK_MS;
  let text = '';
  try {
    text = (await r.clone?.().text()) ?? '';
  } catch {
    // An unreadable body: not known to be a secondary limit.
  }
  return SECONDARY.test(text) ? SECONDARY_FALLBACK_MS : undefined;
}

/** Frees the connection of an answer that is dropped for a retry. */
export async function discard(response: unknown): Promise<void> {
  try {
    await (response as ResponseLike | null)?.body?.cancel?.();
  } catch {
    // Already read or closed.
  }
}
