// Octokit for the Action and the CLI: REST methods plus retry and throttling (spec §13). GitHub
// asks clients to wait out secondary rate limits (retry-after, else ≥ 60 s); retries are bounded.
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';

export interface OctokitOptions {
  token: string;
  /** GITHUB_API_URL on Actions and GHES; default api.github.com. */
  baseUrl?: string | undefined;
  log?: { warn(message: string): void };
  /** Tests turn both plugins off so nothing waits. */
  plugins?: boolean;
}

const RetryingOctokit = Octokit.plugin(retry, throttling);

export function createOctokit(options: OctokitOptions): Octokit {
  const base = {
    auth: options.token,
    userAgent: 'cplan',
    ...(options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/$/, '') } : {}),
  };
  if (options.plugins === false) return new Octokit(base);
  const warn = (message: string) => options.log?.warn(message);
  return new RetryingOctokit({
    ...base,
    retry: { doNotRetry: [400, 401, 403, 404, 422, 451] },
    throttle: {
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
}
