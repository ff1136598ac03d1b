// The wire of the execution side of the adapter (check runs, PR files, labels, assignees, and the
// fields getIssue/getPullRequest gained), mocked with nock: every mock consumed, network closed.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit } from '../../src/forge/octokit.js';
import { ForgeError } from '../../src/forge/types.js';

const API = 'https://api.github.com';
const R = '/repos/octo/demo';
const forge = () =>
  new GitHubForge({
    octokit: createOctokit({ token: 'ghs_secret_token', plugins: false }),
    owner: 'octo',
    repo: 'demo',
    log: { warn: () => undefined },
  });

afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
});

describe('GitHubForge execution API', () => {
  it('says which login a user token acts as, and none for an installation token (403)', async () => {
    nock(API).get('/user').reply(200, { login: 'cplan-machine', type: 'User' });
    expect(await forge().viewerLogin()).toBe('cplan-machine');
    nock(API).get('/user').reply(403, { message: 'Resource not accessible by integration' });
    expect(await forge().viewerLogin()).toBeUndefined();
    nock(API).get('/user').reply(500, { message: 'boom' });
    await expect(forge().viewerLogin()).rejects.toBeInstanceOf(ForgeError);
  });

  it('lists the check runs of one name on a commit, newest first, with output text or empty strings', async () => {
    nock(API)
      .get(`${R}/commits/abc123/check-runs`)
      .query({ check_name: 'cplan / conflicts', per_page: '100' })
      .reply(200, {
        total_count: 2,
        check_runs: [
          { id: 5, name: 'cplan / conflicts', head_sha: 'abc123', conclusion: 'success', output: { title: 'ok', summary: 's' } },
          { id: 9, name: 'cplan / conflicts', head_sha: 'abc123', conclusion: null, output: { title: null, summary: null } },
        ],
      });
    expect(await forge().listCheckRuns('abc123', 'cplan / conflicts')).toEqual([
      { id: 9, name: 'cplan / conflicts', headSha: 'abc123', conclusion: null, title: '', summary: '' },
      { id: 5, name: 'cplan / conflicts', headSha: 'abc123', conclusion: 'success', title: 'ok', summary: 's' },
    ]);
  });

  it('lists pull files page by page, stops paging at `max`, and keeps an absent patch absent', async () => {
    const page = (from: number) =>
      Array.from({ length: 100 }, (_, i) => ({ filename: `f${from + i}.ts`, status: 'modified', patch: '@@ -1 +1 @@' }));
    const next = (n: number) => ({ link: `<${API}${R}/pulls/3/files?per_page=100&page=${n}>; rel="next"` });
    const first = page(1);
    first[0] = { filename: 'new.ts', status: 'renamed', previous_filename: 'old.ts', patch: '@@ -1 +1 @@\n-a\n+b' } as never;
    first[1] = { filename: 'logo.png', status: 'added' } as never;
    nock(API)
      .get(`${R}/pulls/3/files`)
      .query({ per_page: '100' })
      .reply(200, first, next(2))
      .get(`${R}/pulls/3/files`)
      .query({ per_page: '100', page: '2' })
      .reply(200, page(101), next(3));
    // Page 3 is never asked for: nock would refuse it, and afterEach checks every mock was used.
    const files = await forge().listPullFiles(3, { max: 150 });
    expect(files).toHaveLength(150);
    expect(files[0]).toEqual({ path: 'new.ts', status: 'renamed', previousPath: 'old.ts', patch: '@@ -1 +1 @@\n-a\n+b' });
    expect(files[1]).toEqual({ path: 'logo.png', status: 'added' });
    expect('patch' in (files[1] as object)).toBe(false);
    expect(files[149]).toMatchObject({ path: 'f150.ts', status: 'modified' });
  });

  it('reads a short file list in one request without `max`', async () => {
    nock(API)
      .get(`${R}/pulls/4/files`)
      .query({ per_page: '100' })
      .reply(200, [{ filename: 'a.ts', status: 'removed', patch: '@@ -1 +0,0 @@\n-x' }]);
    expect(await forge().listPullFiles(4)).toEqual([{ path: 'a.ts', status: 'removed', patch: '@@ -1 +0,0 @@\n-x' }]);
  });

  it('adds labels with one POST', async () => {
    const bodies: unknown[] = [];
    nock(API)
      .post(`${R}/issues/7/labels`, (b) => bodies.push(b) > 0)
      .reply(200, [{ name: 'cplan' }, { name: 'cplan-running' }]);
    await forge().addLabels(7, ['cplan', 'cplan-running']);
    expect(bodies).toEqual([{ labels: ['cplan', 'cplan-running'] }]);
  });

  it('assigns the coding agent with exactly the agent_assignment GitHub expects, and returns its assignees', async () => {
    const bodies: unknown[] = [];
    nock(API)
      .post(`${R}/issues/7/assignees`, (b) => bodies.push(b) > 0)
      .reply(201, { number: 7, assignees: [{ login: 'alice' }, { login: 'copilot-swe-agent[bot]' }] });
    const assigned = await forge().addAssignees(7, ['copilot-swe-agent[bot]'], {
      baseBranch: 'cplan/issue-7',
      instructions: 'Do TASK-001.',
    });
    expect(assigned).toEqual(['alice', 'copilot-swe-agent[bot]']);
    expect(bodies).toEqual([
      {
        assignees: ['copilot-swe-agent[bot]'],
        agent_assignment: { target_repo: 'octo/demo', base_branch: 'cplan/issue-7', custom_instructions: 'Do TASK-001.' },
      },
    ]);
  });

  it('sends no agent_assignment for plain assignees, and reports a login GitHub did not assign by its absence', async () => {
    const bodies: unknown[] = [];
    nock(API)
      .post(`${R}/issues/8/assignees`, (b) => bodies.push(b) > 0)
      // GitHub answers 201 and ignores a login it cannot assign (Copilot for an installation token).
      .reply(201, { number: 8, assignees: [{ login: 'alice' }] });
    expect(await forge().addAssignees(8, ['alice', 'copilot-swe-agent[bot]'])).toEqual(['alice']);
    expect(bodies).toEqual([{ assignees: ['alice', 'copilot-swe-agent[bot]'] }]);
  });

  it('turns a 403 on assignees into a ForgeError with status 403, naming no token', async () => {
    nock(API).post(`${R}/issues/9/assignees`).reply(403, { message: 'Resource not accessible by integration' });
    const error = await forge()
      .addAssignees(9, ['copilot-swe-agent[bot]'], { baseBranch: 'main', instructions: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForgeError);
    expect(error).toMatchObject({ status: 403, reason: 'permission' });
    expect(String((error as Error).message)).toContain('GitHub assign #9 failed (403)');
    expect(String(error)).not.toContain('ghs_secret_token');
  });

  it('reads why an issue was closed and who it is assigned to; a PR with its title, body, merge state and author', async () => {
    nock(API)
      .get(`${R}/issues/7`)
      .reply(200, {
        number: 7,
        title: 't',
        body: null,
        state: 'closed',
        state_reason: 'not_planned',
        user: { login: 'alice' },
        labels: [{ name: 'cplan' }],
        assignees: [{ login: 'copilot-swe-agent[bot]' }],
      })
      .get(`${R}/pulls/3`)
      .reply(200, {
        number: 3,
        html_url: 'https://github.com/octo/demo/pull/3',
        draft: false,
        state: 'closed',
        merged: true,
        title: '[WIP] TASK-001',
        body: null,
        user: { login: 'Copilot' },
        head: { ref: 'copilot/task-001', sha: 'h3', repo: { full_name: 'octo/demo' } },
        base: { ref: 'main' },
      });
    const f = forge();
    expect(await f.getIssue(7)).toEqual({
      number: 7,
      title: 't',
      body: '',
      state: 'closed',
      author: 'alice',
      isPullRequest: false,
      labels: ['cplan'],
      stateReason: 'not_planned',
      assignees: ['copilot-swe-agent[bot]'],
    });
    expect(await f.getPullRequest(3)).toMatchObject({
      title: '[WIP] TASK-001',
      body: '',
      merged: true,
      author: 'Copilot',
      state: 'closed',
    });
  });
});
