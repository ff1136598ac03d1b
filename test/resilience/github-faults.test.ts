// GitHub faults: 502s on a fifth of the requests, a secondary rate limit, and a ref race (another
// commit lands on the plan branch mid-run). The run completes and no commit is lost.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit } from '../../src/forge/octokit.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { isCommitRequest } from '../helpers/fake-github.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
  nock.cleanAll();
});

/**
 * The CLI/Action Octokit with both plugins on (retry and throttling), but with no real waiting:
 * retry-after and backoff are scaled to 0 ms and writes are not spaced (no 1 s / 3 s gaps).
 */
const quickOctokit = (warnings: string[]) =>
  createOctokit({ token: 't', retryAfterBaseMs: 0, writeIntervalMs: 0, log: { warn: (m) => warnings.push(m) } });

const provider = () => new ScriptedProvider({ domains: ['api', 'web', 'db'].map((focus_area) => ({ focus_area })) });

describe('GitHub faults', () => {
  it('502 on 20% of requests (seeded): the run completes', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, retry: true, app: { createProvider: provider } });
    let n = 0;
    h.github.fail = () => (++n % 5 === 3 ? { status: 502, body: { message: 'Bad Gateway' } } : undefined);
    await h.comment('/plan -y');
    expect(h.github.requests.filter((r) => r.path).length).toBeGreaterThan(n / 2);
    expect(h.github.pulls).toHaveLength(1);
    expect(h.status()).toContain('Plan ready');
  });

  it('a ref race: another commit lands mid-run; cplan rebuilds on it and keeps it', async () => {
    const github = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: provider } });
    h = github;
    let commits = 0;
    github.github.fail = (r) => {
      // Before cplan's second commit is handled: its expectedHeadOid is no longer the head.
      if (isCommitRequest(r) && ++commits === 2) {
        github.github.landCommit('cplan/issue-7', { 'NOTES.md': 'a maintainer was here\n' }, 'maintainer edit');
      }
      return undefined;
    };
    await github.comment('/plan -y');
    const files = github.github.filesOf('cplan/issue-7');
    expect(files.get('NOTES.md')).toBe('a maintainer was here\n');
    expect([...files.keys()].some((p) => p.endsWith('/plan.md'))).toBe(true);
    expect(github.status()).toContain('Plan ready');
  });

  it('a secondary rate limit (403 + retry-after) is waited out, not failed', async () => {
    nock('https://api.github.com')
      .post('/repos/octo/demo/issues/1/comments')
      .reply(403, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '1' })
      .post('/repos/octo/demo/issues/1/comments')
      .reply(201, { id: 5, body: 'hi', user: { login: 'bot', type: 'Bot' }, html_url: 'u' });
    // The throttling plugin reads retry-after (1 s), waits it out and repeats the request; the
    // wait is scaled to 0 ms here, so the retry is exercised without the test waiting.
    const warnings: string[] = [];
    const forge = new GitHubForge({ octokit: quickOctokit(warnings), owner: 'octo', repo: 'demo' });
    expect((await forge.createComment(1, 'hi')).id).toBe(5);
    expect(nock.isDone()).toBe(true);
    expect(warnings).toEqual(['GitHub secondary rate limit on POST /repos/{owner}/{repo}/issues/{issue_number}/comments; retrying in 1 s']);
  });

  it('a plain 403 (no rate limit) is not retried', async () => {
    nock('https://api.github.com')
      .post('/repos/octo/demo/issues/1/comments')
      .reply(403, { message: 'Resource not accessible by integration' });
    const warnings: string[] = [];
    const forge = new GitHubForge({ octokit: quickOctokit(warnings), owner: 'octo', repo: 'demo' });
    await expect(forge.createComment(1, 'hi')).rejects.toMatchObject({ name: 'ForgeError', status: 403 });
    expect(nock.isDone()).toBe(true);
    expect(warnings).toEqual([]);
  });
});
