// The App when GitHub cannot be reached: Probot's own Octokit (its retry and throttling plugins on),
// a `request.fetch` that fails like undici does on a DNS failure, or a closed loopback port. Each
// retry is logged at info with its count; the event ends with one error line that says network.
// No real network and no waiting: retry delays are 0, or recorded by an injected sleep.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import nock from 'nock';
import { Probot, ProbotOctokit } from 'probot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../../src/app/index.js';
import { commentPayload } from '../helpers/payloads.js';

const TOKEN = 'ghs_app_token_never_logged';

function capturingLog(lines: string[]): any {
  const log: any = {};
  for (const level of ['info', 'warn', 'error', 'fatal']) log[level] = (message: unknown) => lines.push(`${level}: ${String(message)}`);
  log.debug = log.trace = () => undefined;
  log.child = () => log;
  return log;
}

const dnsFailure = () =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.github.com'), { code: 'ENOTFOUND', hostname: 'api.github.com' }),
  });

async function receive(options: {
  auth: 'token' | 'app';
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  baseUrl?: string;
  app?: AppOptions;
}) {
  const lines: string[] = [];
  const probot = new Probot({
    ...(options.auth === 'token'
      ? { githubToken: TOKEN }
      : {
          appId: 1,
          privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
        }),
    log: capturingLog(lines),
    ...(options.fetch ? { request: { fetch: options.fetch } } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    Octokit: ProbotOctokit,
  });
  await probot.load(createApp({ env: {}, networkRetry: { delayMs: () => 0 }, ...options.app }));
  await probot.receive({
    id: 'delivery-1',
    name: 'issue_comment',
    payload: commentPayload({
      owner: 'octo',
      repo: 'demo',
      issue: 7,
      title: 'Add rate limiting',
      comment: '/plan -y',
      login: 'alice',
    }) as never,
  });
  return {
    lines,
    retries: lines.filter((l) => l.startsWith('info: GitHub request failed (network)')),
    errors: lines.filter((l) => l.startsWith('error:')),
  };
}

describe('the App when GitHub cannot be reached', () => {
  beforeEach(() => nock.enableNetConnect('127.0.0.1'));
  afterEach(() => nock.disableNetConnect());

  it('a DNS failure: each retry logged at info with its count, then one error line that says network', async () => {
    const calls: string[] = [];
    const { lines, retries, errors } = await receive({
      auth: 'token',
      fetch: async (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        throw dnsFailure();
      },
    });
    expect(retries.map((l) => /retry (\d\/\d) in 0 s: (GET \S+)/.exec(l)?.slice(1).join(' '))).toEqual([
      '1/3 GET api.github.com/repos/octo/demo/contents/.github%2Fcplan.yml',
      '2/3 GET api.github.com/repos/octo/demo/contents/.github%2Fcplan.yml',
      '3/3 GET api.github.com/repos/octo/demo/contents/.github%2Fcplan.yml',
    ]);
    expect(errors).toEqual([
      'error: cplan gave up on this issue_comment event of octo/demo: GitHub permission of alice failed: cannot reach GitHub at api.github.com: getaddrinfo ENOTFOUND api.github.com (not retried: the previous request gave up after 3 retries)',
    ]);
    // The config read: 1 + 3 retries (Probot's retry plugin did not repeat them); the permission check: once.
    expect(calls).toHaveLength(5);
    expect(lines.join('\n')).not.toMatch(/\(500\)|- 500/);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('as a GitHub App: the installation token request is retried the same way, then the event gives up', async () => {
    const calls: string[] = [];
    const { retries, errors } = await receive({
      auth: 'app',
      fetch: async (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
        throw dnsFailure();
      },
    });
    expect(retries).toHaveLength(3);
    expect(retries[1]).toBe(
      'info: GitHub request failed (network), retry 2/3 in 0 s: POST api.github.com/app/installations/1/access_tokens (getaddrinfo ENOTFOUND api.github.com)',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('cannot reach GitHub at api.github.com: getaddrinfo ENOTFOUND api.github.com');
    expect(calls.every((c) => c === 'POST /app/installations/1/access_tokens')).toBe(true);
    expect(calls).toHaveLength(5);
  });

  it('by default it waits 1, 4 and 9 s between attempts: about a quarter of a minute in all', async () => {
    const delays: number[] = [];
    const { retries, errors } = await receive({
      auth: 'token',
      fetch: async () => {
        throw dnsFailure();
      },
      app: { networkRetry: { sleep: async (ms) => void delays.push(ms) } },
    });
    expect(delays).toEqual([1000, 4000, 9000]);
    expect(retries.map((l) => /retry \d\/\d in \d+ s/.exec(l)?.[0])).toEqual(['retry 1/3 in 1 s', 'retry 2/3 in 4 s', 'retry 3/3 in 9 s']);
    expect(errors).toHaveLength(1);
  });

  it('connection refused on a closed loopback port', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const { retries, errors } = await receive({ auth: 'token', baseUrl: `http://127.0.0.1:${port}` });
    expect(retries).toHaveLength(3);
    expect(retries[0]).toContain(`(connect ECONNREFUSED 127.0.0.1:${port})`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`cannot reach GitHub at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`);
  });
});
