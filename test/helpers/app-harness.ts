// Probot + the real GitHub adapter + the fake GitHub on loopback, for App tests and the benchmark.
import nock from 'nock';
import { Probot, ProbotOctokit } from 'probot';
import { type AppOptions, createApp } from '../../src/app/index.js';
import { FakeGitHub, type FakeGitHubOptions } from './fake-github.js';
import { commentPayload } from './payloads.js';

export function silentLog(): any {
  const log: any = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };
  log.child = () => log;
  return log;
}

export interface Harness {
  github: FakeGitHub;
  /** The fake GitHub's API URL. */
  baseUrl: string;
  probot: Probot;
  comment(body: string, login?: string, extra?: Record<string, unknown>, id?: string): Promise<void>;
  status(): string;
  writes(): FakeGitHub['requests'];
  stop(): Promise<void>;
}

export async function startHarness(options: { github?: FakeGitHubOptions; app?: AppOptions; retry?: boolean } = {}): Promise<Harness> {
  nock.enableNetConnect('127.0.0.1');
  const title = options.github?.issues?.[0]?.title ?? 'Add rate limiting to the API and show the quota in the dashboard';
  const github = new FakeGitHub({
    issues: [{ number: 7, title, body: 'Limit requests per key.' }],
    permissions: { alice: 'write', mona: 'maintain', mallory: 'read' },
    ...options.github,
  });
  const baseUrl = await github.start();
  const probot = new Probot({
    githubToken: 'test-token',
    log: silentLog(),
    Octokit: ProbotOctokit.defaults((o: Record<string, unknown>) => ({
      ...o,
      baseUrl,
      // The retry plugin with a 1 ms base so 5xx recovery is exercised without waiting.
      retry: options.retry ? { enabled: true, retryAfterBaseValue: 1 } : { enabled: false },
      throttle: { enabled: false },
    })),
  });
  await probot.load(createApp({ statusIntervalMs: 0, env: {}, ...options.app }));
  let counter = 0;
  return {
    github,
    baseUrl,
    probot,
    comment: (body, login = 'alice', extra = {}, id) =>
      probot.receive({
        id: id ?? `delivery-${++counter}`,
        name: 'issue_comment',
        payload: commentPayload({
          owner: github.owner,
          repo: github.repo,
          issue: 7,
          title,
          comment: body,
          login,
          commentId: 4242 + counter,
          ...extra,
        }) as never,
      }),
    status: () => github.comments.find((c) => c.body.includes('cplan:status'))?.body ?? '',
    writes: () => github.requests.filter((r) => r.method !== 'GET'),
    stop: async () => {
      await github.stop();
      nock.disableNetConnect();
    },
  };
}
