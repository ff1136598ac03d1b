// GitHub that cannot be reached (DNS failure, connection refused) through the Action's and CLI's
// Octokit: every retry logged at info with its count, then one ForgeError that says "network",
// not "(500)", and never the token. No real network and no waiting: a fetch that fails the way
// undici's does, a closed loopback port, and an injected sleep that records the delays asked for.
import { createServer } from 'node:net';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit, type NetworkRetryOptions, networkFailure, writeIntervalFromEnv } from '../../src/forge/octokit.js';
import { ForgeError } from '../../src/forge/types.js';

const TOKEN = 'ghs_secret_token';

/** undici's fetch on a DNS failure: `TypeError: fetch failed`, the system error as its cause. */
const dnsFailure = (host: string) =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname: host }),
  });

function setup(options: { fetch?: typeof fetch; baseUrl?: string; networkRetry?: NetworkRetryOptions; plugins?: boolean } = {}) {
  const logs: string[] = [];
  const calls: string[] = [];
  let failing = true;
  const fetchImpl =
    options.fetch ??
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
      if (failing) throw dnsFailure('api.github.com');
      return new Response(JSON.stringify({ default_branch: 'main', private: false }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
  const octokit = createOctokit({
    token: TOKEN,
    fetch: fetchImpl as typeof fetch,
    log: { info: (m) => logs.push(`info: ${m}`), warn: (m) => logs.push(`warn: ${m}`) },
    networkRetry: { delayMs: () => 0, ...options.networkRetry },
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.plugins === false ? { plugins: false } : {}),
  });
  const forge = new GitHubForge({ octokit, owner: 'octo', repo: 'demo' });
  return { forge, logs, calls, recover: () => (failing = false) };
}

async function failure(promise: Promise<unknown>): Promise<ForgeError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ForgeError);
  return error as ForgeError;
}

describe('GitHub unreachable (Action and CLI Octokit)', () => {
  beforeEach(() => nock.enableNetConnect('127.0.0.1'));
  afterEach(() => nock.disableNetConnect());

  it('a DNS failure: 3 retries at 1, 4 and 9 s, each logged with its count, then one network error (not a 500)', async () => {
    const delays: number[] = [];
    const { forge, logs, calls } = setup({
      networkRetry: { delayMs: undefined, sleep: async (ms) => void delays.push(ms) },
    });
    const error = await failure(forge.getRepo());
    expect(error.status).toBeUndefined();
    expect(error.message).toBe(
      'GitHub get repository failed: cannot reach GitHub at api.github.com: getaddrinfo ENOTFOUND api.github.com (gave up after 3 retries)',
    );
    expect(error.message).not.toContain('500');
    // The default schedule, asked of the (injected) sleep: 14 s of waiting in all, well under a minute.
    expect(delays).toEqual([1000, 4000, 9000]);
    expect(logs).toEqual([
      'info: GitHub request failed (network), retry 1/3 in 1 s: GET api.github.com/repos/octo/demo (getaddrinfo ENOTFOUND api.github.com)',
      'info: GitHub request failed (network), retry 2/3 in 4 s: GET api.github.com/repos/octo/demo (getaddrinfo ENOTFOUND api.github.com)',
      'info: GitHub request failed (network), retry 3/3 in 9 s: GET api.github.com/repos/octo/demo (getaddrinfo ENOTFOUND api.github.com)',
    ]);
    // 1 attempt + 3 retries: @octokit/plugin-retry did not start the whole thing over.
    expect(calls).toHaveLength(4);
    expect(`${error.message}\n${logs.join('\n')}`).not.toContain(TOKEN);
  });

  it('after a request gave up, the next network failure is not retried; a request that gets through ends that', async () => {
    const { forge, logs, calls, recover } = setup();
    await failure(forge.getRepo());
    const next = await failure(forge.getIssue(7));
    expect(next.message).toBe(
      'GitHub get issue #7 failed: cannot reach GitHub at api.github.com: getaddrinfo ENOTFOUND api.github.com (not retried: the previous request gave up after 3 retries)',
    );
    expect(calls).toHaveLength(5);
    expect(logs.filter((l) => l.includes('retry'))).toHaveLength(3);
    recover();
    expect((await forge.getRepo()).defaultBranch).toBe('main');
    expect(calls).toHaveLength(6);
  });

  it('a network failure that recovers within the retries is only logged', async () => {
    let n = 0;
    const flaky = async () => {
      if (++n <= 2) throw dnsFailure('api.github.com');
      return new Response(JSON.stringify({ default_branch: 'trunk', private: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const { forge, logs } = setup({ fetch: flaky as typeof fetch });
    expect((await forge.getRepo()).defaultBranch).toBe('trunk');
    expect(logs.map((l) => /retry (\d\/\d)/.exec(l)?.[1])).toEqual(['1/3', '2/3']);
  });

  it('the retries stop once a minute has gone by since the first attempt', async () => {
    let clock = 0;
    const { forge, logs } = setup({
      networkRetry: { delayMs: () => 30_000, now: () => clock, sleep: async (ms) => void (clock += ms) },
    });
    const error = await failure(forge.getRepo());
    expect(logs.map((l) => /retry (\d\/\d) in (\d+ s)/.exec(l)?.slice(1).join(' '))).toEqual(['1/3 30 s', '2/3 30 s']);
    expect(error.message).toMatch(/\(gave up after 2 retries, 60 s\)$/);
  });

  it('connection refused on a closed loopback port', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const logs: string[] = [];
    const forge = new GitHubForge({
      octokit: createOctokit({
        token: TOKEN,
        baseUrl: `http://127.0.0.1:${port}`,
        log: { info: (m) => logs.push(m), warn: (m) => logs.push(m) },
        networkRetry: { delayMs: () => 0 },
      }),
      owner: 'octo',
      repo: 'demo',
    });
    const error = await failure(forge.createComment(7, 'hello'));
    expect(error.message).toBe(
      `GitHub create comment failed: cannot reach GitHub at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port} (gave up after 3 retries)`,
    );
    expect(logs).toHaveLength(3);
    expect(logs[2]).toBe(
      `GitHub request failed (network), retry 3/3 in 0 s: POST 127.0.0.1:${port}/repos/octo/demo/issues/7/comments (connect ECONNREFUSED 127.0.0.1:${port})`,
    );
  });

  it('an Octokit without the plugins still reports a network failure as one', async () => {
    const { forge, calls } = setup({ plugins: false });
    const error = await failure(forge.getRepo());
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('GitHub get repository failed: cannot reach GitHub at api.github.com: getaddrinfo ENOTFOUND api.github.com');
    expect(calls).toHaveLength(1);
  });

  it('tells network failures from everything else', () => {
    expect(networkFailure(dnsFailure('ghe.example'))).toBe('getaddrinfo ENOTFOUND ghe.example');
    const eyeballs = Object.assign(
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:443'), { code: 'ECONNREFUSED' })], ''),
      {
        code: 'ECONNREFUSED',
      },
    );
    expect(networkFailure(new TypeError('fetch failed', { cause: eyeballs }))).toBe('connect ECONNREFUSED ::1:443');
    expect(networkFailure(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBeUndefined();
    expect(networkFailure(Object.assign(new Error('Not Found'), { status: 404 }))).toBeUndefined();
    expect(networkFailure(new TypeError('x is not a function'))).toBeUndefined();
  });

  it('CPLAN_GITHUB_WRITE_INTERVAL_MS: a number of milliseconds, else the plugin’s own spacing', () => {
    expect(writeIntervalFromEnv({ CPLAN_GITHUB_WRITE_INTERVAL_MS: '0' })).toBe(0);
    expect(writeIntervalFromEnv({ CPLAN_GITHUB_WRITE_INTERVAL_MS: ' 250 ' })).toBe(250);
    expect(writeIntervalFromEnv({ CPLAN_GITHUB_WRITE_INTERVAL_MS: 'fast' })).toBeUndefined();
    expect(writeIntervalFromEnv({})).toBeUndefined();
  });
});
