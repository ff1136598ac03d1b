// The App never reacts to its own comments, even when GitHub does not mark the author as a bot:
// its login comes from `createApp({ botLogin })`, or is asked of GitHub once per app (`GET /app`
// with the app's JWT, Probot 14's `app.auth()`). With a plain token there is nothing to ask.
import { generateKeyPairSync } from 'node:crypto';
import nock from 'nock';
import { Probot, ProbotOctokit } from 'probot';
import { afterEach, describe, expect, it } from 'vitest';
import { appLogin, createApp } from '../../src/app/index.js';
import { type Harness, silentLog, startHarness } from '../helpers/app-harness.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { commentPayload } from '../helpers/payloads.js';

let h: Harness | undefined;
let github: FakeGitHub | undefined;
afterEach(async () => {
  await h?.stop();
  await github?.stop();
  h = github = undefined;
  nock.disableNetConnect();
});

const permissions = { alice: 'write', 'cplan-helper': 'write', 'CPLAN-Helper': 'write' };

describe('the App’s own login', () => {
  it('ignores a command from its own login although the author type says User: no reaction, no write', async () => {
    h = await startHarness({ github: { permissions }, app: { botLogin: 'cplan-helper' } });
    await h.comment('/plan -y', 'cplan-helper');
    await h.comment('/plan help', 'CPLAN-Helper');
    expect(h.writes()).toEqual([]);
    // Anyone else is still answered.
    await h.comment('/plan help', 'alice');
    expect(h.github.comments.at(-1)?.body).toContain('cplan commands');
  });

  it('as a GitHub App: looks its login up once (GET /app with the JWT), only for a cplan command', async () => {
    github = new FakeGitHub({ issues: [{ number: 7, title: 'Add rate limiting', body: '' }], permissions });
    const baseUrl = await github.start();
    nock.enableNetConnect('127.0.0.1');
    const lookups: string[] = [];
    // The fake has no GET /app: answer it here, as GitHub does for the app's JWT.
    const fetchWithApp = async (url: string, init?: RequestInit) => {
      if (new URL(url).pathname !== '/app') return fetch(url, init);
      lookups.push(String(new Headers(init?.headers).get('authorization')).split(' ')[0] ?? '');
      return new Response(JSON.stringify({ id: 1, slug: 'cplan-helper', name: 'cplan helper' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const probot = new Probot({
      appId: 1,
      privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      log: silentLog(),
      request: { fetch: fetchWithApp },
      Octokit: ProbotOctokit.defaults((o: Record<string, unknown>) => ({
        ...o,
        baseUrl,
        retry: { enabled: false },
        throttle: { enabled: false },
      })),
    });
    await probot.load(createApp({ statusIntervalMs: 0, env: {} }));
    const receive = (comment: string, login: string, n: number) =>
      probot.receive({
        id: `d-${n}`,
        name: 'issue_comment',
        payload: commentPayload({ owner: github!.owner, repo: github!.repo, issue: 7, title: 'x', comment, login, commentId: n }) as never,
      });
    await receive('just a remark', 'alice', 1);
    expect(lookups).toEqual([]);
    await receive('/plan help', 'alice', 2);
    expect(github.comments.at(-1)?.body).toContain('cplan commands');
    expect(lookups).toEqual(['bearer']);
    // Its own comments (`cplan-helper[bot]`) never get that far; the login is not asked again.
    await receive('/plan -y', 'cplan-helper[bot]', 3);
    await receive('/plan help', 'alice', 4);
    expect(github.comments).toHaveLength(2);
    expect(github.refs.has('cplan/issue-7')).toBe(false);
    expect(lookups).toHaveLength(1);
  });
});

describe('appLogin', () => {
  it('with a plain token there is no app to look up: no request, no login', async () => {
    const calls: string[] = [];
    const probot = new Probot({
      githubToken: 'test-token',
      log: silentLog(),
      request: {
        fetch: async (url: string) => {
          calls.push(url);
          throw new Error('no request expected');
        },
      },
    });
    await expect(appLogin(probot)()).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('a failed lookup is logged and tried again by the next command', async () => {
    const warnings: string[] = [];
    let attempts = 0;
    const octokit = {
      auth: async () => ({ type: 'app' }),
      rest: {
        apps: {
          getAuthenticated: async () => {
            if (++attempts === 1) throw new Error('502 Bad Gateway');
            return { data: { slug: 'cplan-helper' } };
          },
        },
      },
    };
    const login = appLogin({ auth: async () => octokit as never, log: { warn: (m: string) => warnings.push(m) } as never });
    await expect(login()).resolves.toBeUndefined();
    expect(warnings).toEqual(['cplan could not look up its own login: 502 Bad Gateway']);
    await expect(login()).resolves.toBe('cplan-helper[bot]');
    await expect(login()).resolves.toBe('cplan-helper[bot]');
    expect(attempts).toBe(2);
  });
});
