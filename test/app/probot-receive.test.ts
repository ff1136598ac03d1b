// The built app under Probot's own CLI: `probot receive -e issue_comment -p <payload> dist/app.js`
// with GHE_HOST/GHE_PROTOCOL pointing at the fake GitHub (the GitHub Enterprise Server path).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../helpers/fake-github.js';
import { commentPayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-probot-'));
let github: FakeGitHub;
let url: string;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  github = new FakeGitHub({
    files: readFixtureRepo('small'),
    issues: [{ number: 3, title: 'Add rate limiting to the API and show the quota in the dashboard', body: '' }],
    permissions: { alice: 'admin' },
  });
  url = await github.start();
});
afterAll(async () => {
  await github.stop();
  nock.disableNetConnect();
  rmSync(temp, { recursive: true, force: true });
});

describe('probot receive dist/app.js', () => {
  it('performs the whole run against GHE_HOST: status comment, branch, PR, review', async () => {
    const payload = join(temp, 'payload.json');
    writeFileSync(
      payload,
      JSON.stringify(
        commentPayload({
          owner: github.owner,
          repo: github.repo,
          issue: 3,
          title: 'Add rate limiting to the API and show the quota in the dashboard',
          comment: '/plan -y',
          login: 'alice',
        }),
      ),
    );
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
        {
          env: { ...process.env, GHE_HOST: url.replace('http://', ''), GHE_PROTOCOL: 'http', ANTHROPIC_API_KEY: '' },
        },
      );
      child.on('close', resolve);
    });
    expect(code).toBe(0);
    expect(github.requests.every((r) => r.path.startsWith('/repos/') || r.path.startsWith('/graphql'))).toBe(true);
    expect(github.comments.some((c) => c.body.includes('Plan ready'))).toBe(true);
    expect(github.refs.has('cplan/issue-3')).toBe(true);
    expect(github.pulls).toHaveLength(1);
    expect(github.reviews).toHaveLength(1);
    // Probot's throttling plugin spaces content-creating requests about 1 s apart, as GitHub asks.
  }, 90_000);
});
