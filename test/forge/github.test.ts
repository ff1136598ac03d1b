// The GitHub wire of the forge adapter, mocked with nock: every mock consumed, network closed.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { BranchStore } from '../../src/stores/branch-store.js';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit } from '../../src/forge/octokit.js';
import { ForgeError } from '../../src/forge/types.js';

const API = 'https://api.github.com';
const R = '/repos/octo/demo';
const forge = (baseUrl?: string) =>
  new GitHubForge({
    octokit: createOctokit({ token: 'ghs_secret_token', plugins: false, ...(baseUrl ? { baseUrl } : {}) }),
    owner: 'octo',
    repo: 'demo',
  });

afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
});

describe('GitHubForge', () => {
  it('commits many files as one commit on a new branch, then fast-forwards with 3 requests', async () => {
    const bodies: any[] = [];
    nock(API)
      .get(`${R}/git/commits/base1`)
      .reply(200, { sha: 'base1', tree: { sha: 'tree0' } })
      .post(`${R}/git/trees`, (b) => bodies.push(b) > 0)
      .reply(201, { sha: 'tree1' })
      .post(`${R}/git/commits`, (b) => bodies.push(b) > 0)
      .reply(201, { sha: 'c1', tree: { sha: 'tree1' } })
      .post(`${R}/git/refs`, (b) => bodies.push(b) > 0)
      .reply(201, { ref: 'refs/heads/cplan/issue-1', object: { sha: 'c1' } })
      .post(`${R}/git/trees`, (b) => bodies.push(b) > 0)
      .reply(201, { sha: 'tree2' })
      .post(`${R}/git/commits`, (b) => bodies.push(b) > 0)
      .reply(201, { sha: 'c2' })
      .patch(`${R}/git/refs/heads%2Fcplan%2Fissue-1`, (b) => bodies.push(b) > 0)
      .reply(200, { object: { sha: 'c2' } });
    const f = forge();
    const files = [
      { path: 'a/plan-note.md', content: '# plan' },
      { path: 'a/plan.json', content: '{}' },
    ];
    expect(await f.commitFiles('cplan/issue-1', 'base1', files, 'first')).toEqual({ sha: 'c1', created: true });
    expect(await f.commitFiles('cplan/issue-1', 'base1', files.slice(0, 1), 'second')).toEqual({ sha: 'c2', created: false });
    expect(bodies[0]).toEqual({ base_tree: 'tree0', tree: files.map((x) => ({ ...x, mode: '100644', type: 'blob' })) });
    expect(bodies[1]).toEqual({ message: 'first', tree: 'tree1', parents: ['base1'] });
    expect(bodies[2]).toEqual({ ref: 'refs/heads/cplan/issue-1', sha: 'c1' });
    expect(bodies[3].base_tree).toBe('tree1');
    expect(bodies[4].parents).toEqual(['c1']);
    expect(bodies[5]).toEqual({ sha: 'c2', force: false });
  });

  it('retries a non-fast-forward race on the new head, keeping the other commit', async () => {
    nock(API)
      .get(`${R}/git/ref/heads%2Fb`)
      .reply(200, { object: { sha: 'h1' } })
      .get(`${R}/git/commits/h1`)
      .reply(200, { tree: { sha: 't1' } })
      .post(`${R}/git/trees`)
      .reply(201, { sha: 't2' })
      .post(`${R}/git/commits`)
      .reply(201, { sha: 'mine1' })
      .patch(`${R}/git/refs/heads%2Fb`)
      .reply(422, { message: 'Update is not a fast forward' })
      .get(`${R}/git/ref/heads%2Fb`)
      .reply(200, { object: { sha: 'theirs' } })
      .get(`${R}/git/commits/theirs`)
      .reply(200, { tree: { sha: 't3' } })
      .post(`${R}/git/trees`, (b) => b.base_tree === 't3')
      .reply(201, { sha: 't4' })
      .post(`${R}/git/commits`, (b) => b.parents[0] === 'theirs')
      .reply(201, { sha: 'mine2' })
      .patch(`${R}/git/refs/heads%2Fb`)
      .reply(200, { object: { sha: 'mine2' } });
    const f = forge();
    await f.branchHead('b');
    expect(await f.commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm')).toEqual({ sha: 'mine2', created: false });
  });

  it('reads permissions, with 404 as none and maintain from role_name', async () => {
    nock(API)
      .get(`${R}/collaborators/stranger/permission`)
      .reply(404, { message: 'Not Found' })
      .get(`${R}/collaborators/mona/permission`)
      .reply(200, { permission: 'write', role_name: 'maintain' });
    expect(await forge().permissionOf('stranger')).toBe('none');
    expect(await forge().permissionOf('mona')).toBe('maintain');
  });

  it('moves every comment into the body when a review is rejected with 422', async () => {
    const bodies: any[] = [];
    nock(API)
      .post(`${R}/pulls/5/reviews`)
      .reply(422, { message: 'Unprocessable Entity' })
      .post(`${R}/pulls/5/reviews`, (b) => bodies.push(b) > 0)
      .reply(200, { id: 9 });
    const result = await forge().createReview({
      pullNumber: 5,
      commitSha: 'c',
      body: 'summary',
      event: 'COMMENT',
      comments: [{ path: 'p.md', line: 3, body: 'CONFLICT-001' }],
    });
    expect(result).toEqual({ id: 9, anchored: 0, inBody: 1 });
    expect(bodies[0].comments).toEqual([]);
    expect(bodies[0].body).toContain('**p.md:3**');
    expect(bodies[0].body).toContain('CONFLICT-001');
  });

  it('creates a PR with its label, or updates the open one', async () => {
    nock(API)
      .get(`${R}/pulls`)
      .query(true)
      .reply(200, [])
      .post(`${R}/pulls`, (b) => b.draft === true && b.head === 'cplan/issue-1')
      .reply(201, { number: 3, html_url: 'u', draft: true, head: { ref: 'cplan/issue-1', sha: 's' }, base: { ref: 'main' }, state: 'open' })
      .post(`${R}/issues/3/labels`, { labels: ['cplan'] })
      .reply(200, [])
      .get(`${R}/pulls`)
      .query(true)
      .reply(200, [
        { number: 3, html_url: 'u', draft: false, head: { ref: 'cplan/issue-1', sha: 's' }, base: { ref: 'main' }, state: 'open' },
      ])
      .patch(`${R}/pulls/3`, (b) => b.title === 'new')
      .reply(200, {
        number: 3,
        html_url: 'u',
        draft: false,
        head: { ref: 'cplan/issue-1', sha: 's2' },
        base: { ref: 'main' },
        state: 'open',
      });
    const input = { branch: 'cplan/issue-1', base: 'main', title: 't', body: 'b', draft: true, labels: ['cplan'] };
    expect((await forge().ensurePullRequest(input)).number).toBe(3);
    expect((await forge().ensurePullRequest({ ...input, draft: false, title: 'new' })).headSha).toBe('s2');
  });

  it('treats 404 reads as absent and wraps other errors without the token', async () => {
    nock(API)
      .get(`${R}/contents/missing.md`)
      .query({ ref: 'main' })
      .reply(404, { message: 'Not Found' })
      .get(`${R}/issues/1`)
      .reply(500, { message: 'boom' });
    expect(await forge().readFile('main', 'missing.md')).toBeUndefined();
    const error = await forge()
      .getIssue(1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForgeError);
    expect((error as ForgeError).status).toBe(500);
    expect(String(error)).not.toContain('ghs_secret_token');
  });

  it('honours a GitHub Enterprise Server base URL', async () => {
    nock('https://ghe.example.com').get('/api/v3/repos/octo/demo').reply(200, { default_branch: 'trunk', private: true });
    expect(await forge('https://ghe.example.com/api/v3').getRepo()).toMatchObject({ defaultBranch: 'trunk', private: true });
  });
});

describe('the branch store', () => {
  it('reads nothing for a branch that does not exist yet; lists once for one that does', async () => {
    const fresh = new BranchStore({ forge: forge(), branch: 'b', baseSha: 'base', sessionDir: 'dir' });
    expect(await fresh.read('plan-note.md')).toBeUndefined();
    nock(API)
      .get(`${R}/git/trees/head1`)
      .query({ recursive: 'true' })
      .reply(200, { tree: [{ path: 'dir/plan-note.md', type: 'blob' }] })
      .get(`${R}/contents/dir%2Fplan-note.md`)
      .query({ ref: 'head1' })
      .reply(200, { type: 'file', encoding: 'base64', content: Buffer.from('# note').toString('base64') });
    const existing = new BranchStore({ forge: forge(), branch: 'b', baseSha: 'base', head: 'head1', sessionDir: 'dir' });
    expect(await existing.read('plan-note.md')).toBe('# note');
    expect(await existing.read('usage.json')).toBeUndefined();
    expect(await existing.read('plan-note.md')).toBe('# note');
  });
});
