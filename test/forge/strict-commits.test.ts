// Strict commits (CommitOptions.onlyOnto): the commit goes onto exactly the head the caller read, or
// not at all. A re-check must not rebuild its files on top of a newer push: the newer push wins.
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DryRunForge } from '../../src/forge/dry-run.js';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit } from '../../src/forge/octokit.js';
import { BranchMovedError } from '../../src/forge/types.js';

const API = 'https://api.github.com';
const R = '/repos/octo/demo';
const forge = () =>
  new GitHubForge({ octokit: createOctokit({ token: 't', plugins: false }), owner: 'octo', repo: 'demo', log: { warn: () => undefined } });

const stale = (oid: string) => ({
  data: { createCommitOnBranch: null },
  errors: [{ type: 'STALE_DATA', message: `Expected branch to point to "${oid}" but it did not. Pull and try again.` }],
});
const committed = (oid: string) => ({ data: { createCommitOnBranch: { commit: { oid, url: 'u' } } } });

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  const done = nock.isDone();
  nock.cleanAll();
  expect(done).toBe(true);
});

describe('commitFiles with onlyOnto', () => {
  it('GraphQL: expectedHeadOid is knownHead, and STALE_DATA throws BranchMovedError without reading the head or retrying', async () => {
    const expected: string[] = [];
    nock(API)
      .post('/graphql', (b) => expected.push(b.variables.input.expectedHeadOid) > 0)
      .reply(200, committed('c1'))
      .post('/graphql', (b) => expected.push(b.variables.input.expectedHeadOid) > 0)
      .reply(200, stale('h0'));
    const f = forge();
    // The forge's own last commit (c1) is not what a strict commit goes onto: the caller's head is.
    expect(await f.commitFiles('b', 'base', [{ path: 'x', content: '1' }], 'first', 'h-old')).toMatchObject({ sha: 'c1' });
    const error = await f
      .commitFiles('b', 'base', [{ path: 'x', content: '2' }], 're-check', 'h0', { onlyOnto: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BranchMovedError);
    expect(error).toMatchObject({ branch: 'b', expected: 'h0', status: 409, retryable: false });
    expect(expected).toEqual(['h-old', 'h0']);
  });

  it('GraphQL: succeeds onto knownHead like any commit', async () => {
    nock(API)
      .post('/graphql', (b) => b.variables.input.expectedHeadOid === 'h0')
      .reply(200, committed('c2'));
    expect(await forge().commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm', 'h0', { onlyOnto: true })).toEqual({
      sha: 'c2',
      created: false,
      via: 'graphql',
    });
  });

  it('Git Data API: the parent is knownHead, and a non-fast-forward ref update throws BranchMovedError (no rebuild)', async () => {
    // More than 1 000 files: the Git Data API path.
    const files = Array.from({ length: 1001 }, (_, i) => ({ path: `f/${i}.md`, content: `${i}` }));
    const parents: string[][] = [];
    nock(API)
      .get(`${R}/git/commits/h0`)
      .reply(200, { sha: 'h0', tree: { sha: 't0' } })
      .post(`${R}/git/trees`, (b) => b.base_tree === 't0')
      .reply(201, { sha: 't1' })
      .post(`${R}/git/commits`, (b) => parents.push(b.parents) > 0)
      .reply(201, { sha: 'c1' })
      .patch(`${R}/git/refs/heads%2Fb`, { sha: 'c1', force: false })
      .reply(422, { message: 'Update is not a fast forward' });
    const error = await forge()
      .commitFiles('b', 'base', files, 'm', 'h0', { onlyOnto: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BranchMovedError);
    expect((error as BranchMovedError).message).toBe('the branch b moved past h0 (a newer push): nothing was committed');
    expect(parents).toEqual([['h0']]);
  });

  it('without onlyOnto, a STALE_DATA race is still retried on the head read again', async () => {
    nock(API)
      .post('/graphql', (b) => b.variables.input.expectedHeadOid === 'h0')
      .reply(200, stale('h0'))
      .get(`${R}/git/ref/heads%2Fb`)
      .reply(200, { object: { sha: 'theirs' } })
      .post('/graphql', (b) => b.variables.input.expectedHeadOid === 'theirs')
      .reply(200, committed('mine'));
    expect(await forge().commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm', 'h0')).toMatchObject({ sha: 'mine' });
  });
});

describe('the dry-run forge with onlyOnto', () => {
  it('refuses a strict commit when the branch is not at knownHead, and describes one that is', async () => {
    nock(API)
      .get(`${R}/git/ref/heads%2Fb`)
      .times(2)
      .reply(200, { object: { sha: 'newer' } });
    const dry = new DryRunForge(forge());
    await expect(dry.commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm', 'h0', { onlyOnto: true })).rejects.toBeInstanceOf(
      BranchMovedError,
    );
    expect(dry.actions).toEqual([]);
    const result = await dry.commitFiles('b', 'base', [{ path: 'x', content: 'y' }], 'm', 'newer', { onlyOnto: true });
    expect(dry.actions).toEqual(['would commit 1 files to b: m']);
    expect(await dry.readFile(result.sha, 'x')).toBe('y');
  });
});
