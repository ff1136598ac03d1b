// The App end to end: probot.receive with real payloads, the real GitHub adapter over HTTP to an
// in-memory fake GitHub on loopback, the offline provider. No network beyond 127.0.0.1.
import nock from 'nock';
import { Probot, ProbotOctokit } from 'probot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { FakeGitHub, isCommitRequest } from '../helpers/fake-github.js';
import { commentPayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';

let github: FakeGitHub;
let probot: Probot;

beforeEach(async () => {
  nock.enableNetConnect('127.0.0.1');
  github = new FakeGitHub({
    files: readFixtureRepo('small'),
    issues: [
      {
        number: 7,
        title: 'Add rate limiting to the API and show the quota in the dashboard',
        body: 'Limit requests per key.',
      },
    ],
    permissions: { alice: 'write', mona: 'maintain', mallory: 'read' },
  });
  const baseUrl = await github.start();
  probot = new Probot({
    githubToken: 'test-token',
    log: silentLog(),
    Octokit: ProbotOctokit.defaults((options: Record<string, unknown>) => ({
      ...options,
      baseUrl,
      retry: { enabled: false },
      throttle: { enabled: false },
    })),
  });
  await probot.load(createApp({ statusIntervalMs: 0, env: {} }));
});

afterEach(async () => {
  await github.stop();
  nock.disableNetConnect();
});

function silentLog(): any {
  const log: any = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };
  log.child = () => log;
  return log;
}

let commentIds = 5000;
const receive = (comment: string, login = 'alice', extra: Partial<Parameters<typeof commentPayload>[0]> = {}, id = `d-${Math.random()}`) =>
  probot.receive({
    id,
    name: 'issue_comment',
    payload: commentPayload({
      owner: github.owner,
      repo: github.repo,
      issue: 7,
      title: 'Add rate limiting to the API and show the quota in the dashboard',
      comment,
      login,
      // Each comment its own id, as on GitHub (the app's 👀 on an id marks it as already taken).
      commentId: ++commentIds,
      ...extra,
    }) as never,
  });

const writes = () => github.requests.filter((r) => r.method !== 'GET');

describe('App: /plan on an issue', () => {
  it('runs the whole plan with -y: branch, one commit per phase, PR, review on task lines, final status', async () => {
    await receive('/plan -y');
    if (process.env.CPLAN_DEBUG)
      console.log(github.requests.map((r) => `${r.method} ${r.path}`).join('\n'), github.comments.map((c) => c.body).join('\n---\n'));
    expect(github.reactions).toEqual([{ comment: expect.any(Number), content: 'eyes' }]);
    const files = github.filesOf('cplan/issue-7');
    const notePath = [...files.keys()].find((p) => p.endsWith('/plan-note.md')) as string;
    expect(notePath).toMatch(/^\.workflow\/\.planning\/CPLAN-add-rate-limiting-to-the-api-\d{4}-\d{2}-\d{2}\/plan-note\.md$/);
    const dir = notePath.replace(/\/plan-note\.md$/, '');
    for (const name of ['plan.md', 'plan.json', 'conflicts.json', 'usage.json', 'requirement-analysis.json'])
      expect(files.has(`${dir}/${name}`), name).toBe(true);
    const note = parsePlanNote(files.get(notePath) ?? '');
    expect(note.frontmatter.status).toBe('completed');
    expect(note.tasks.length).toBeGreaterThan(0);

    expect(github.pulls).toHaveLength(1);
    const pr = github.pulls[0];
    expect(pr?.title).toBe('cplan: Add rate limiting to the API and show the quota in the dashboard');
    expect(pr?.body).toContain('Plan for #7');
    expect(pr?.labels).toContain('cplan');
    expect(pr?.draft).toBe(false);

    expect(github.reviews).toHaveLength(1);
    const lines = (files.get(notePath) ?? '').split('\n');
    for (const comment of github.reviews[0]?.comments ?? []) {
      expect(comment.path).toBe(notePath);
      expect(lines[comment.line - 1]).toMatch(/^### TASK-\d+/);
    }
    const status = github.comments.find((c) => c.body.includes('cplan:status'));
    expect(status?.body).toContain('Plan ready');
    expect(status?.body).toContain(`/pull/${pr?.number}`);
    // A bounded run: one commit per phase and per domain (the offline plan here has 4 domains).
    expect(github.requests.length).toBeLessThanOrEqual(45);
    const commits = github.requests.filter(isCommitRequest).length;
    expect(commits).toBeGreaterThanOrEqual(3);
  });

  it('stops at the proposed split, then plans it on /plan approve', async () => {
    await receive('/plan');
    const status = () => github.comments.find((c) => c.body.includes('cplan:status'))?.body ?? '';
    expect(status()).toContain('Waiting for approval');
    expect(status()).toContain('/plan approve');
    expect(github.pulls).toHaveLength(0);
    await receive('/plan approve keep it simple', 'mona');
    expect(github.pulls).toHaveLength(1);
    expect(status()).toContain('Plan ready');
    expect(github.comments.filter((c) => c.body.includes('cplan:status'))).toHaveLength(1);
  });

  it("ignores people without write permission, bots and the bot's own comments: no reaction, no write", async () => {
    await receive('/plan -y', 'mallory');
    await receive('/plan -y', 'dependabot[bot]', { userType: 'Bot' });
    await receive('<!-- cplan:status session=x -->\n/plan -y', 'alice');
    expect(writes()).toEqual([]);
  });

  it('answers a bad flag with the valid form and runs nothing', async () => {
    await receive('/plan --max-domains=0');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('/plan flag --max-domains: must be a whole number from 1 to 10 (got 0)');
    expect(github.comments[0]?.body).toContain('Usage: `/plan');
    expect(github.refs.has('cplan/issue-7')).toBe(false);
  });

  it('runs a redelivered webhook only once', async () => {
    await receive('/plan -y', 'alice', {}, 'same-delivery');
    const before = github.requests.length;
    await receive('/plan -y', 'alice', {}, 'same-delivery');
    expect(
      writes().filter(
        (r) => r.at > 0 && github.requests.indexOf(r) >= before && r.route !== '/repos/{owner}/{repo}/issues/comments/{n}/reactions',
      ),
    ).toEqual([]);
  });

  it('replies to a sub-command with nothing to act on', async () => {
    await receive('/plan approve');
    expect(github.comments[0]?.body).toContain('no cplan session');
  });
});
