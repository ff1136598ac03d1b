// The App the way GitHub Enterprise Server runs it: GHE_HOST/GHE_PROTOCOL pointing at the fake
// GitHub, so every request goes to `<protocol>://<host>/api/v3`.
// - The built bundle under Probot's own CLI (`probot receive -e issue_comment -p <payload>
//   dist/app.js`): a smoke test on an event that needs one write. Probot's throttling plugin
//   spaces writes 1 s apart (3 s for those that notify people) and cannot be configured from an
//   app loaded by its CLI, so the whole run is not done here: it took 24 s of waiting.
// - The whole run (status comment, branch, PR, review) in-process: a Probot built as `probot
//   receive` builds it (token, GHE base URL, Probot's Octokit with its retry and throttling), the
//   write spacing set to 0 — nothing in the test waits on the clock.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { Probot, ProbotOctokit } from 'probot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { writeSpacing } from '../../src/forge/octokit.js';
import { silentLog } from '../helpers/app-harness.js';
import { FakeGitHub, type FakeGitHubOptions } from '../helpers/fake-github.js';
import { commentPayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';

const TITLE = 'Add rate limiting to the API and show the quota in the dashboard';
const temp = mkdtempSync(join(tmpdir(), 'cplan-probot-'));
let github: FakeGitHub;

beforeAll(() => nock.enableNetConnect('127.0.0.1'));
afterEach(async () => github?.stop());
afterAll(() => {
  nock.disableNetConnect();
  rmSync(temp, { recursive: true, force: true });
});

async function start(options: FakeGitHubOptions = {}) {
  github = new FakeGitHub({
    files: readFixtureRepo('small'),
    issues: [{ number: 3, title: TITLE, body: '' }],
    permissions: { alice: 'admin' },
    ...options,
  });
  const url = await github.start();
  return { GHE_HOST: url.replace('http://', ''), GHE_PROTOCOL: 'http' };
}

const payloadOf = (comment: string) =>
  commentPayload({ owner: github.owner, repo: github.repo, issue: 3, title: TITLE, comment, login: 'alice' });

describe('probot receive dist/app.js', () => {
  it('loads under Probot’s CLI and answers through GHE_HOST', async () => {
    // An unreadable setting: the App answers with exactly one comment naming it, and runs nothing.
    const ghe = await start({ config: 'max_domains: abc\n' });
    const payload = join(temp, 'payload.json');
    writeFileSync(payload, JSON.stringify(payloadOf('/plan -y')));
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          'node_modules/probot/bin/probot.js',
          'receive',
          '-e',
          'issue_comment',
          '-p',
          payload,
          '-t',
          'test-token',
          '-L',
          'warn',
          'dist/app.js',
        ],
        { env: { ...process.env, ...ghe, ANTHROPIC_API_KEY: '' } },
      );
      child.on('close', resolve);
    });
    expect(code).toBe(0);
    expect(github.requests.length).toBeGreaterThan(0);
    expect(github.requests.every((r) => r.path.startsWith('/repos/') || r.path.startsWith('/graphql'))).toBe(true);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toMatch(/^@alice cplan did not run: .*max_domains/);
    expect(github.refs.has('cplan/issue-3')).toBe(false);
  }, 30_000);
});

describe('the App against GHE_HOST, in-process', () => {
  it('performs the whole run against GHE_HOST: status comment, branch, PR, review', async () => {
    const ghe = await start();
    const probot = new Probot({
      githubToken: 'test-token',
      // What `probot receive` derives from GHE_HOST / GHE_PROTOCOL.
      baseUrl: `${ghe.GHE_PROTOCOL}://${ghe.GHE_HOST}/api/v3`,
      log: silentLog(),
      // Probot's own Octokit, retry and throttling on; only the write spacing is 0.
      Octokit: ProbotOctokit.defaults((o: Record<string, any>) => ({ ...o, throttle: { ...o.throttle, ...writeSpacing(0) } })),
    });
    await probot.load(createApp({ env: { ANTHROPIC_API_KEY: '' } }));
    await probot.receive({ id: 'delivery-1', name: 'issue_comment', payload: payloadOf('/plan -y') as never });
    expect(github.requests.every((r) => r.path.startsWith('/repos/') || r.path.startsWith('/graphql'))).toBe(true);
    expect(github.comments.some((c) => c.body.includes('Plan ready'))).toBe(true);
    expect(github.refs.has('cplan/issue-3')).toBe(true);
    expect(github.pulls).toHaveLength(1);
    expect(github.reviews).toHaveLength(1);
  });
});
