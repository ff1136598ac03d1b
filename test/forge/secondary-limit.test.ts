// Secondary rate limits in every mode. The App and its workers use Probot's Octokit, whose
// throttling plugin only logs them: withNetworkRetries waits them out there (retry-after, else
// 60 s, through the injected sleep: nothing waits here). The Action's and CLI's Octokit has the
// throttling plugin retry them, and the layer must not retry them a second time.
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit, type NetworkRetryOptions, withNetworkRetries } from '../../src/forge/octokit.js';
import { ForgeError } from '../../src/forge/types.js';

const API = 'https://api.github.com';
const R = '/repos/octo/demo';
const SECONDARY = {
  message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
};
const comment = { id: 5, body: 'hi', user: { login: 'cplan[bot]', type: 'Bot' }, html_url: 'u' };

/** The App's path: an Octokit without the throttling plugin, with the layer `handled` puts on it. */
function appForge(options: NetworkRetryOptions = {}) {
  const waits: number[] = [];
  const logs: string[] = [];
  const octokit = withNetworkRetries(createOctokit({ token: 't', plugins: false }), {
    sleep: async (ms) => void waits.push(ms),
    log: { info: (m) => logs.push(m) },
    ...options,
  });
  return { forge: new GitHubForge({ octokit, owner: 'octo', repo: 'demo' }), waits, logs };
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  const done = nock.isDone();
  nock.cleanAll();
  expect(done).toBe(true);
});

describe('a secondary rate limit through the App-style Octokit', () => {
  it('is waited out for 60 s (no retry-after) and the request repeated once: one comment', async () => {
    nock(API).post(`${R}/issues/1/comments`).reply(403, SECONDARY).post(`${R}/issues/1/comments`, { body: 'hi' }).reply(201, comment);
    const { forge, waits, logs } = appForge();
    expect((await forge.createComment(1, 'hi')).id).toBe(5);
    expect(waits).toEqual([60_000]);
    expect(logs).toEqual(['GitHub secondary rate limit on POST api.github.com/repos/octo/demo/issues/1/comments, retry 1/2 in 60 s']);
  });

  it('waits the retry-after GitHub advises, on a 429 as on a 403', async () => {
    nock(API)
      .get(R)
      .reply(429, { message: 'Too many requests' }, { 'retry-after': '7' })
      .get(R)
      .reply(200, { default_branch: 'main', private: false });
    const { forge, waits } = appForge();
    expect((await forge.getRepo()).defaultBranch).toBe('main');
    expect(waits).toEqual([7000]);
  });

  it('gives up after the bounded retries with a rate_limit error; a longer advised wait than allowed is not waited', async () => {
    nock(API).get(R).times(3).reply(403, SECONDARY);
    const { forge, waits } = appForge();
    const error = await forge.getRepo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForgeError);
    expect(error).toMatchObject({ status: 403, reason: 'rate_limit' });
    expect(waits).toEqual([60_000, 60_000]);

    nock(API).get(R).reply(403, SECONDARY, { 'retry-after': '3600' });
    const capped = appForge({ secondaryRateLimit: { maxWaitMs: 600_000 } });
    await expect(capped.forge.getRepo()).rejects.toMatchObject({ reason: 'rate_limit' });
    expect(capped.waits).toEqual([]);
    expect(capped.logs).toEqual(['GitHub secondary rate limit on GET api.github.com/repos/octo/demo: not retried (it asks for 3600 s)']);
  });

  it('a primary rate limit or a plain 403 is not retried here', async () => {
    nock(API)
      .get(R)
      .reply(403, { message: 'API rate limit exceeded for installation ID 1.' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' })
      .get(R)
      .reply(403, { message: 'Resource not accessible by integration' });
    const { forge, waits } = appForge();
    await expect(forge.getRepo()).rejects.toMatchObject({ reason: 'rate_limit' });
    await expect(forge.getRepo()).rejects.toMatchObject({ reason: 'permission' });
    expect(waits).toEqual([]);
  });

  it("with Probot's plugins (throttling that only logs, plugin-retry): a 429 is retried by the layer only, never started over", async () => {
    // Probot's installation Octokit: onSecondaryRateLimit logs and does not retry (probot 14's
    // get-octokit-throttle-options.js), and plugin-retry retries any 429 (not in doNotRetry).
    const ProbotLike = Octokit.plugin(throttling, retry);
    const warned: string[] = [];
    const octokit = new ProbotLike({
      auth: 't',
      log: { debug: () => undefined, info: () => undefined, warn: (m: string) => warned.push(m), error: () => undefined },
      retry: { retryAfterBaseValue: 0 },
      throttle: {
        retryAfterBaseValue: 0,
        onSecondaryRateLimit: (_after: number, o: { method: string; url: string }) => void warned.push(`secondary ${o.method} ${o.url}`),
        onRateLimit: () => false,
      },
    });
    const waits: number[] = [];
    withNetworkRetries(octokit, { sleep: async (ms) => void waits.push(ms) });
    nock(API).get(R).times(3).reply(429, SECONDARY, { 'retry-after': '2' });
    const forge = new GitHubForge({ octokit: octokit as never, owner: 'octo', repo: 'demo' });
    await expect(forge.getRepo()).rejects.toMatchObject({ status: 429, reason: 'rate_limit' });
    // 3 answers in all: 1 + the layer's 2 retries, and plugin-retry did not repeat the whole.
    expect(waits).toEqual([2000, 2000]);
    expect(warned).toEqual(['secondary GET /repos/{owner}/{repo}']);
  });
});

describe("the Action's and CLI's Octokit", () => {
  it('leaves secondary limits to its throttling plugin: not retried twice over', async () => {
    nock(API).get(R).times(3).reply(403, SECONDARY, { 'retry-after': '1' });
    const warnings: string[] = [];
    const waits: number[] = [];
    const octokit = createOctokit({
      token: 't',
      retryAfterBaseMs: 0,
      writeIntervalMs: 0,
      networkRetry: { sleep: async (ms) => void waits.push(ms) },
      log: { warn: (m) => warnings.push(m) },
    });
    await expect(new GitHubForge({ octokit, owner: 'octo', repo: 'demo' }).getRepo()).rejects.toMatchObject({ reason: 'rate_limit' });
    // The plugin's 2 retries (count < 2), and no wait of the layer's.
    expect(warnings).toHaveLength(3);
    expect(waits).toEqual([]);
  });
});
