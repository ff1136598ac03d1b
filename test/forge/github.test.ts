// The GitHub wire of the forge adapter, mocked with nock: every mock consumed, network closed.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { BranchStore } from '../../src/session/branch-store.js';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit } from '../../src/forge/octokit.js';
import { ForgeError } from '../../src/forge/types.js';

const API = 'https://api.github.com';
const R = '/repos/octo/demo';
const forge = (baseUrl?: string, warnings: string[] = []) =>
  new GitHubForge({
    octokit: createOctokit({ token: 'ghs_secret_token', plugins: false, ...(baseUrl ? { baseUrl } : {}) }),
    owner: 'octo',
    repo: 'demo',
    log: { warn: (m) => warnings.push(m) },
  });

afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
});

describe('GitHubForge', () => {
  it('lists comments page by page and stops paging once `max` comments were read', async () => {
    const page = (from: number) =>
      Array.from({ length: 100 }, (_, i) => ({ id: from + i, body: 'c', user: { login: 'alice', type: 'User' }, html_url: 'u' }));
    const next = (n: number) => ({ link: `<${API}${R}/issues/7/comments?per_page=100&page=${n}>; rel="next"` });
    nock(API)
      .get(`${R}/issues/7/comments`)
      .query({ per_page: '100' })
      .reply(200, page(1), next(2))
      .get(`${R}/issues/7/comments`)
      .query({ per_page: '100', page: '2' })
      .reply(200, page(101), next(3));
    // Page 3 is never asked for (nock would fail the request, and afterEach checks every mock was used).
    const comments = await forge().listComments(7, { max: 150 });
    expect(comments).toHaveLength(150);
    expect(comments[149]).toMatchObject({ id: 150, author: 'alice', authorType: 'User' });
  });

  it('creates the branch at the base commit, then makes each commit with one createCommitOnBranch', async () => {
    const bodies: any[] = [];
    nock(API)
      .post(`${R}/git/refs`, (b) => bodies.push(b) > 0)
      .reply(201, { ref: 'refs/heads/cplan/issue-1', object: { sha: 'base1' } })
      .post('/graphql', (b) => bodies.push(b) > 0)
      .reply(200, { data: { createCommitOnBranch: { commit: { oid: 'c1', url: 'u1' } } } })
      .post('/graphql', (b) => bodies.push(b) > 0)
      .reply(200, { data: { createCommitOnBranch: { commit: { oid: 'c2', url: 'u2' } } } });
    const f = forge();
    const files = [
      { path: 'a/plan-note.md', content: '# plan ✓' },
      { path: 'a/plan.json', content: '{}' },
    ];
    expect(await f.commitFiles('cplan/issue-1', 'base1', files, 'first\n\nwhy it was made')).toEqual({
      sha: 'c1',
      created: true,
      via: 'graphql',
    });
    const second = [
      { path: 'a/plan-note.md', content: 'v2' },
      { path: 'a/.task/TASK-002.json', content: '', delete: true },
    ];
    expect(await f.commitFiles('cplan/issue-1', 'base1', second, 'second')).toEqual({ sha: 'c2', created: false, via: 'graphql' });
    // The branch is a ref to the base commit: no commit of its own.
    expect(bodies[0]).toEqual({ ref: 'refs/heads/cplan/issue-1', sha: 'base1' });
    expect(bodies[1].query).toBe(
      'mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid url } } }',
    );
    expect(bodies[1].variables).toEqual({
      input: {
        branch: { repositoryNameWithOwner: 'octo/demo', branchName: 'cplan/issue-1' },
        message: { headline: 'first', body: 'why it was made' },
        fileChanges: {
          additions: [
            { path: 'a/plan-note.md', contents: Buffer.from('# plan ✓').toString('base64') },
            { path: 'a/plan.json', contents: Buffer.from('{}').toString('base64') },
          ],
          deletions: [],
        },
        expectedHeadOid: 'base1',
      },
    });
    expect(bodies[2].variables.input).toEqual({
      branch: { repositoryNameWithOwner: 'octo/demo', branchName: 'cplan/issue-1' },
      message: { headline: 'second' },
      fileChanges: {
        additions: [{ path: 'a/plan-note.md', contents: Buffer.from('v2').toString('base64') }],
        deletions: [{ path: 'a/.task/TASK-002.json' }],
      },
      expectedHeadOid: 'c1',
    });
  });

  it('retries a STALE_DATA race on the head read again, keeping the other commit', async () => {
    const expected: string[] = [];
    const stale = (oid: string) => ({
      data: { createCommitOnBranch: null },
      errors: [
        {
          type: 'STALE_DATA',
          path: ['createCommitOnBranch'],
          message: `Expected branch to point to "${oid}" but it did not. Pull and try again.`,
        },
      ],
    });
    nock(API)
      .post('/graphql', (b) => expected.push(b.variables.input.expectedHeadOid) > 0)
      .reply(200, stale('h1'))
      .get(`${R}/git/ref/heads%2Fb`)
      .reply(200, { object: { sha: 'theirs' } })
      .post('/graphql', (b) => expected.push(b.variables.input.expectedHeadOid) > 0)
      .reply(200, { data: { createCommitOnBranch: { commit: { oid: 'mine', url: 'u' } } } });
    // The head the caller already knows (BranchStore's): no read before the first attempt.
    expect(await forge().commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm', 'h1')).toEqual({
      sha: 'mine',
      created: false,
      via: 'graphql',
    });
    expect(expected).toEqual(['h1', 'theirs']);
  });

  it('gives up after 3 retries of a race, and reports other GraphQL errors in their own words', async () => {
    const stale = {
      errors: [{ type: 'STALE_DATA', message: 'Expected branch to point to "h" but it did not. Pull and try again.' }],
    };
    const scope = nock(API);
    for (let i = 0; i < 4; i++) {
      scope.post('/graphql').reply(200, stale);
      if (i < 3) scope.get(`${R}/git/ref/heads%2Fb`).reply(200, { object: { sha: 'h' } });
    }
    await expect(forge().commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm', 'h')).rejects.toThrow(
      'GitHub create commit failed: Expected branch to point to "h" but it did not. Pull and try again.',
    );
    nock(API)
      .post('/graphql')
      .reply(200, { errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }] });
    const error = await forge()
      .commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm', 'h')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ForgeError',
      reason: 'permission',
      message: 'GitHub create commit failed: Resource not accessible by integration',
    });
  });

  it('takes the head of a branch another client created first', async () => {
    nock(API)
      .post(`${R}/git/refs`)
      .reply(422, { message: 'Reference already exists' })
      .get(`${R}/git/ref/heads%2Fb`)
      .reply(200, { object: { sha: 'theirs' } })
      .post('/graphql', (b) => b.variables.input.expectedHeadOid === 'theirs')
      .reply(200, { data: { createCommitOnBranch: { commit: { oid: 'mine', url: 'u' } } } });
    expect(await forge().commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm')).toEqual({
      sha: 'mine',
      created: false,
      via: 'graphql',
    });
  });

  it('falls back to the Git Data API where the mutation does not exist (older GHES), saying why once', async () => {
    const bodies: any[] = [];
    nock(API)
      .post(`${R}/git/refs`, { ref: 'refs/heads/cplan/issue-1', sha: 'base1' })
      .reply(201, {})
      .post('/graphql')
      .reply(200, {
        errors: [
          {
            path: ['mutation', 'createCommitOnBranch'],
            extensions: { code: 'undefinedField', typeName: 'Mutation', fieldName: 'createCommitOnBranch' },
            message: "Field 'createCommitOnBranch' doesn't exist on type 'Mutation'",
          },
        ],
      })
      .get(`${R}/git/commits/base1`)
      .reply(200, { sha: 'base1', tree: { sha: 'tree0' } })
      .post(`${R}/git/trees`, (b) => bodies.push(b) > 0)
      .reply(201, { sha: 'tree1' })
      .post(`${R}/git/commits`, (b) => bodies.push(b) > 0)
      .reply(201, { sha: 'c1' })
      .patch(`${R}/git/refs/heads%2Fcplan%2Fissue-1`, (b) => bodies.push(b) > 0)
      .reply(200, { object: { sha: 'c1' } })
      // The second commit goes straight to the Git Data API: 3 requests, the tree known.
      .post(`${R}/git/trees`, (b) => bodies.push(b) > 0)
      .reply(201, { sha: 'tree2' })
      .post(`${R}/git/commits`, (b) => bodies.push(b) > 0)
      .reply(201, { sha: 'c2' })
      .patch(`${R}/git/refs/heads%2Fcplan%2Fissue-1`, (b) => bodies.push(b) > 0)
      .reply(200, { object: { sha: 'c2' } });
    const warnings: string[] = [];
    const f = forge(undefined, warnings);
    const files = [
      { path: 'a/plan-note.md', content: '# plan' },
      { path: 'a/old.md', content: '', delete: true },
    ];
    expect(await f.commitFiles('cplan/issue-1', 'base1', files, 'first')).toEqual({ sha: 'c1', created: true, via: 'git-data' });
    expect(await f.commitFiles('cplan/issue-1', 'base1', files.slice(0, 1), 'second')).toEqual({
      sha: 'c2',
      created: false,
      via: 'git-data',
    });
    expect(bodies[0]).toEqual({
      base_tree: 'tree0',
      tree: [
        { path: 'a/plan-note.md', mode: '100644', type: 'blob', content: '# plan' },
        { path: 'a/old.md', mode: '100644', type: 'blob', sha: null },
      ],
    });
    expect(bodies[1]).toEqual({ message: 'first', tree: 'tree1', parents: ['base1'] });
    expect(bodies[2]).toEqual({ sha: 'c1', force: false });
    expect(bodies[3].base_tree).toBe('tree1');
    expect(bodies[4].parents).toEqual(['c1']);
    expect(warnings).toEqual([
      `cplan commits to octo/demo through the Git Data API (not signed by GitHub): this GitHub has no createCommitOnBranch mutation ("Field 'createCommitOnBranch' doesn't exist on type 'Mutation'")`,
    ]);
  });

  it('falls back on a 404 from /graphql; a ruleset refusing the unsigned commit is told why it was unsigned', async () => {
    nock(API)
      .post('/graphql')
      .reply(404, { message: 'Not Found' })
      .get(`${R}/git/commits/h1`)
      .reply(200, { sha: 'h1', tree: { sha: 't1' } })
      .post(`${R}/git/trees`)
      .reply(201, { sha: 't2' })
      .post(`${R}/git/commits`)
      .reply(201, { sha: 'c1' })
      .patch(`${R}/git/refs/heads%2Fb`)
      .reply(409, { message: 'Repository rule violations found\n\nCommits must have verified signatures.\n\n', status: '409' });
    const error = await forge(undefined, [])
      .commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm', 'h1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ForgeError', status: 409 });
    expect(String((error as Error).message)).toBe(
      'GitHub update branch failed (409): a rule requires verified signatures, and this commit is unsigned: it went through the Git Data API because GitHub answered 404 on /graphql',
    );
  });

  it('sends a change too large for one mutation through the Git Data API, large files as blobs', async () => {
    // 31 MB of content is over 40 MB of base64; past 8 MB inline, a file is uploaded as a blob.
    const big = 'x'.repeat(31 * 1024 * 1024);
    const trees: any[] = [];
    nock(API)
      .post(`${R}/git/blobs`, (b) => b.encoding === 'base64' && b.content.length === Math.ceil(big.length / 3) * 4)
      .reply(201, { sha: 'blob1' })
      .get(`${R}/git/commits/h1`)
      .reply(200, { sha: 'h1', tree: { sha: 't1' } })
      .post(`${R}/git/trees`, (b) => trees.push(b) > 0)
      .reply(201, { sha: 't2' })
      .post(`${R}/git/commits`)
      .reply(201, { sha: 'c1' })
      .patch(`${R}/git/refs/heads%2Fb`)
      .reply(200, {})
      // The next, small change is one mutation again.
      .post('/graphql', (b) => b.variables.input.expectedHeadOid === 'c1')
      .reply(200, { data: { createCommitOnBranch: { commit: { oid: 'c2', url: 'u' } } } });
    const warnings: string[] = [];
    const f = forge(undefined, warnings);
    const files = [
      { path: 'small.md', content: 'small' },
      { path: 'big.txt', content: big },
    ];
    expect(await f.commitFiles('b', 'base', files, 'big', 'h1')).toMatchObject({ sha: 'c1', via: 'git-data' });
    expect(trees[0].tree).toEqual([
      { path: 'small.md', mode: '100644', type: 'blob', content: 'small' },
      { path: 'big.txt', mode: '100644', type: 'blob', sha: 'blob1' },
    ]);
    expect(await f.commitFiles('b', 'base', files.slice(0, 1), 'small')).toMatchObject({ sha: 'c2', via: 'graphql' });
    expect(warnings).toEqual([
      'cplan commits to octo/demo through the Git Data API (not signed by GitHub): the change is 41 MB of base64 (more than 40 MB for one mutation)',
    ]);
  });

  it('sends more than 1 000 files through the Git Data API', async () => {
    const files = Array.from({ length: 1001 }, (_, i) => ({ path: `f/${i}.md`, content: `${i}` }));
    nock(API)
      .get(`${R}/git/commits/h1`)
      .reply(200, { sha: 'h1', tree: { sha: 't1' } })
      .post(`${R}/git/trees`, (b) => b.tree.length === 1001)
      .reply(201, { sha: 't2' })
      .post(`${R}/git/commits`)
      .reply(201, { sha: 'c1' })
      .patch(`${R}/git/refs/heads%2Fb`)
      .reply(200, {});
    const warnings: string[] = [];
    expect(await forge(undefined, warnings).commitFiles('b', 'base', files, 'many', 'h1')).toMatchObject({ via: 'git-data' });
    expect(warnings).toEqual([
      'cplan commits to octo/demo through the Git Data API (not signed by GitHub): the change has 1001 files (more than 1000 for one mutation)',
    ]);
  });

  it('sends the mutation to <server>/api/graphql on GitHub Enterprise Server', async () => {
    nock('https://ghe.example.com')
      .post('/api/v3/repos/octo/demo/git/refs')
      .reply(201, {})
      .post('/api/graphql', (b) => b.variables.input.expectedHeadOid === 'base')
      .reply(200, { data: { createCommitOnBranch: { commit: { oid: 'c1', url: 'u' } } } });
    expect(await forge('https://ghe.example.com/api/v3').commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm')).toEqual({
      sha: 'c1',
      created: true,
      via: 'graphql',
    });
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
