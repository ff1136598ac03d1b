// Verified commits: the App and the forge against the loopback fake GitHub, whose createCommitOnBranch
// makes verified commits, whose Git Data API commits are unverified (a user token, or GHES), and
// which can refuse unverified commits on a branch the way a ruleset requiring signatures does.
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit } from '../../src/forge/octokit.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { FakeGitHub, type FakeGitHubOptions, isCommitRequest } from '../helpers/fake-github.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

const provider = () => new ScriptedProvider({ domains: ['api', 'web', 'db'].map((focus_area) => ({ focus_area })) });

describe('a /plan -y run through the App', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('completes on a branch whose ruleset requires verified signatures: every commit is verified', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), requireSignedCommits: true }, app: { createProvider: provider } });
    await h.comment('/plan -y');
    expect(h.status()).toContain('Plan ready');
    expect(h.github.pulls).toHaveLength(1);
    const commits = h.github.branchCommits('cplan/issue-7');
    expect(commits.length).toBeGreaterThanOrEqual(3);
    expect(commits.filter((c) => !c.verified)).toEqual([]);
    // One request per commit; the branch is one ref to the base commit, made once.
    const commitRequests = h.github.requests.filter(isCommitRequest);
    expect(commitRequests.map((r) => r.route)).toEqual(commits.map(() => '/graphql createCommitOnBranch'));
    expect(
      h.github.requests.filter((r) => r.route.startsWith('/repos/{owner}/{repo}/git/') && r.method !== 'GET').map((r) => r.route),
    ).toEqual(['/repos/{owner}/{repo}/git/refs']);
  });

  it('where the mutation does not exist, commits through the Git Data API (unverified), which such a ruleset refuses', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), commitMutation: 'missing' }, app: { createProvider: provider } });
    await h.comment('/plan -y');
    expect(h.status()).toContain('Plan ready');
    const commits = h.github.branchCommits('cplan/issue-7');
    expect(commits.length).toBeGreaterThanOrEqual(3);
    expect(commits.every((c) => !c.verified)).toBe(true);
    // The mutation is asked once; every later commit goes straight to the Git Data API.
    expect(h.github.requests.filter((r) => r.route === '/graphql createCommitOnBranch')).toHaveLength(1);
    await h.stop();

    h = await startHarness({
      github: { files: readFixtureRepo('small'), commitMutation: 'missing', requireSignedCommits: (branch) => branch.startsWith('cplan/') },
      app: { createProvider: provider },
    });
    await h.comment('/plan -y');
    expect(h.status()).toContain('Planning failed');
    expect(h.status()).toContain('a rule requires verified signatures, and this commit is unsigned');
    expect(h.github.requests.some((r) => r.method === 'PATCH' && r.route.endsWith('/git/refs/heads/{branch}'))).toBe(true);
    expect(h.github.branchCommits('cplan/issue-7')).toEqual([]);
  });
});

describe('GitHubForge commits against the fake GitHub', () => {
  let github: FakeGitHub;
  let warnings: string[];
  const start = async (options: FakeGitHubOptions = {}, apiPath = '') => {
    github = new FakeGitHub({ files: { 'README.md': '# demo\n' }, ...options });
    const url = await github.start();
    warnings = [];
    return new GitHubForge({
      octokit: createOctokit({ token: 't', baseUrl: `${url}${apiPath}`, plugins: false }),
      owner: github.owner,
      repo: github.repo,
      log: { warn: (m) => warnings.push(m) },
    });
  };
  const base = () => github.refs.get('main') as string;

  beforeEach(() => nock.enableNetConnect('127.0.0.1'));
  afterEach(async () => {
    await github.stop();
    nock.disableNetConnect();
  });

  it('adds and deletes files in verified commits, one request each after the branch', async () => {
    const forge = await start({ requireSignedCommits: true });
    const first = await forge.commitFiles(
      'cplan/issue-1',
      base(),
      [
        { path: 's/plan-note.md', content: '# note ✓\n' },
        { path: 's/.task/TASK-001.json', content: '{}' },
        { path: 's/.task/TASK-002.json', content: '{}' },
      ],
      'plan: first\n\nthe body',
    );
    expect(first).toMatchObject({ created: true, via: 'graphql' });
    const before = github.requests.length;
    const second = await forge.commitFiles(
      'cplan/issue-1',
      base(),
      [
        { path: 's/plan-note.md', content: '# note v2\n' },
        { path: 's/.task/TASK-002.json', content: '', delete: true },
      ],
      'plan: second',
    );
    expect(github.requests.length - before).toBe(1);
    expect(second).toMatchObject({ created: false, via: 'graphql' });
    expect(Object.fromEntries(github.filesOf('cplan/issue-1'))).toEqual({
      'README.md': '# demo\n',
      's/plan-note.md': '# note v2\n',
      's/.task/TASK-001.json': '{}',
    });
    expect(github.branchCommits('cplan/issue-1')).toEqual([
      { sha: second.sha, message: 'plan: second', verified: true },
      { sha: first.sha, message: 'plan: first\n\nthe body', verified: true },
    ]);
  });

  it('a commit lands between two of ours: expectedHeadOid no longer matches, the retry keeps it', async () => {
    const forge = await start();
    await forge.commitFiles('b', base(), [{ path: 'a.md', content: 'a' }], 'ours 1');
    const theirs = github.landCommit('b', { 'NOTES.md': 'a maintainer was here\n' }, 'maintainer edit');
    const ours = await forge.commitFiles('b', base(), [{ path: 'a.md', content: 'a2' }], 'ours 2');
    expect(github.commits.get(ours.sha)?.parents).toEqual([theirs]);
    expect(Object.fromEntries(github.filesOf('b'))).toMatchObject({ 'a.md': 'a2', 'NOTES.md': 'a maintainer was here\n' });
    // The stale attempt, one read of the head, the retry.
    expect(github.requests.slice(-3).map((r) => `${r.method} ${r.route}`)).toEqual([
      'POST /graphql createCommitOnBranch',
      'GET /repos/{owner}/{repo}/git/ref/heads/{branch}',
      'POST /graphql createCommitOnBranch',
    ]);
  });

  it('serializes commits to one branch: each builds on the head the previous one left', async () => {
    const forge = await start();
    const [one, two] = await Promise.all([
      forge.commitFiles('b', base(), [{ path: 'one.md', content: '1' }], 'one'),
      forge.commitFiles('b', base(), [{ path: 'two.md', content: '2' }], 'two'),
    ]);
    expect(github.commits.get(two.sha)?.parents).toEqual([one.sha]);
    expect(github.requests.filter((r) => r.method === 'GET')).toEqual([]);
  });

  it('falls back to the Git Data API on a 404 from /graphql, saying why once', async () => {
    const forge = await start({ commitMutation: 'no-graphql' });
    await forge.commitFiles('b', base(), [{ path: 'a.md', content: 'a' }], 'one');
    await forge.commitFiles('b', base(), [{ path: 'a.md', content: '', delete: true }], 'two');
    expect(github.filesOf('b').has('a.md')).toBe(false);
    expect(github.branchCommits('b').map((c) => c.verified)).toEqual([false, false]);
    expect(warnings).toEqual([
      'cplan commits to octo/demo through the Git Data API (not signed by GitHub): GitHub answered 404 on /graphql',
    ]);
  });

  it('on GHES (REST at /api/v3) finds GraphQL at /api/graphql', async () => {
    const forge = await start({ requireSignedCommits: true }, '/api/v3');
    const result = await forge.commitFiles('b', base(), [{ path: 'a.md', content: 'a' }], 'one');
    expect(result.via).toBe('graphql');
    expect(github.branchCommits('b')).toEqual([{ sha: result.sha, message: 'one', verified: true }]);
    expect(warnings).toEqual([]);
  });
});
