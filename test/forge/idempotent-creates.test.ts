// Creates that must not happen twice. GitHub can answer 502 (or drop the connection) after it made
// the comment, review or pull request: the POST is not repeated blindly by @octokit/plugin-retry;
// the object is looked for, returned when found, and posted once more only when it is not there.
// The Octokit is the Action's, both plugins on (backoff scaled to 0 ms, writes not spaced).
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit } from '../../src/forge/octokit.js';

const API = 'https://api.github.com';
const R = '/repos/octo/demo';
const BODY = '<!-- cplan:status session=s1 -->\nPlanning… (step 2 of 5)';

const forge = (fetchImpl?: typeof fetch) =>
  new GitHubForge({
    octokit: createOctokit({
      token: 't',
      retryAfterBaseMs: 0,
      writeIntervalMs: 0,
      networkRetry: { delayMs: () => 0 },
      log: { warn: () => undefined },
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }),
    owner: 'octo',
    repo: 'demo',
  });

const commentJson = (id: number, body: string) => ({ id, body, user: { login: 'cplan[bot]', type: 'Bot' }, html_url: `u/${id}` });
const prJson = (number: number, extra: object = {}) => ({
  number,
  html_url: `p/${number}`,
  draft: true,
  node_id: `PR_${number}`,
  head: { ref: 'cplan/issue-1', sha: 's', repo: { full_name: 'octo/demo' } },
  base: { ref: 'main' },
  state: 'open',
  ...extra,
});

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  const done = nock.isDone();
  nock.cleanAll();
  expect(done).toBe(true);
});

describe('createComment', () => {
  it('a 502 after the comment was made: the comment is found among the newest and returned, not posted again', async () => {
    const posts: unknown[] = [];
    nock(API)
      .post(`${R}/issues/7/comments`, (b) => posts.push(b) > 0)
      .reply(502, { message: 'Bad Gateway' })
      .get(`${R}/issues/7/comments`)
      .query({ per_page: '100', page: '1' })
      .reply(200, [commentJson(1, BODY), commentJson(2, 'a person wrote this'), commentJson(3, BODY), commentJson(4, 'later')])
      // A repeated POST would make a second comment (and be counted).
      .post(`${R}/issues/7/comments`, (b) => posts.push(b) > 0)
      .optionally()
      .reply(201, commentJson(99, BODY));
    const comment = await forge().createComment(7, BODY);
    // The newest comment with the whole body: an older one of an earlier run is not it.
    expect(comment).toMatchObject({ id: 3, body: BODY, url: 'u/3' });
    expect(posts).toHaveLength(1);
  });

  it('a 502 with no such comment: posted exactly once more; the newest page is the last one', async () => {
    const last = `<${API}${R}/issues/7/comments?per_page=100&page=3>; rel="last"`;
    nock(API)
      .post(`${R}/issues/7/comments`)
      .reply(502, { message: 'Bad Gateway' })
      .get(`${R}/issues/7/comments`)
      .query({ per_page: '100', page: '1' })
      .reply(200, [commentJson(1, BODY)], { link: last })
      .get(`${R}/issues/7/comments`)
      .query({ per_page: '100', page: '3' })
      .reply(
        200,
        Array.from({ length: 30 }, (_, i) => commentJson(300 + i, 'other')),
      )
      .post(`${R}/issues/7/comments`, { body: BODY })
      .reply(201, commentJson(9, BODY));
    expect((await forge().createComment(7, BODY)).id).toBe(9);
  });

  it('no answer at all (connection reset): not repeated by the network layer, found by the lookup', async () => {
    const calls: string[] = [];
    const reset = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`);
      if (init?.method === 'POST')
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
      return new Response(JSON.stringify([commentJson(5, BODY)]), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    expect((await forge(reset as typeof fetch).createComment(7, BODY)).id).toBe(5);
    expect(calls).toEqual([`POST ${R}/issues/7/comments`, `GET ${R}/issues/7/comments`]);
  });
});

describe('createReview', () => {
  it('a 502 after the review was made: the review with this body on this commit is returned', async () => {
    const posts: unknown[] = [];
    nock(API)
      .post(`${R}/pulls/5/reviews`)
      .reply(502, { message: 'Bad Gateway' })
      .get(`${R}/pulls/5/reviews`)
      .query({ per_page: '100' })
      .reply(200, [
        { id: 40, body: 'summary', commit_id: 'older', state: 'COMMENTED', user: { login: 'cplan[bot]' } },
        { id: 41, body: 'summary', commit_id: 'c', state: 'COMMENTED', user: { login: 'cplan[bot]' } },
      ])
      .post(`${R}/pulls/5/reviews`, (b) => posts.push(b) > 0)
      .optionally()
      .reply(200, { id: 99 });
    const result = await forge().createReview({
      pullNumber: 5,
      commitSha: 'c',
      body: 'summary',
      event: 'COMMENT',
      comments: [{ path: 'p.md', line: 3, body: 'CONFLICT-001' }],
    });
    expect(result).toEqual({ id: 41, anchored: 1, inBody: 0 });
    expect(posts).toEqual([]);
  });
});

describe('ensurePullRequest', () => {
  const input = { branch: 'cplan/issue-1', base: 'main', title: 't', body: 'b', draft: true, labels: ['cplan'], mayExist: false };

  it('a 502 after the PR was made: the branch PR is found, labelled and returned; one PR', async () => {
    const posts: unknown[] = [];
    nock(API)
      .post(`${R}/pulls`, (b) => posts.push(b) > 0)
      .reply(502, { message: 'Bad Gateway' })
      .get(`${R}/pulls`)
      .query({ head: 'octo:cplan/issue-1', state: 'open', per_page: '10' })
      .reply(200, [prJson(3)])
      .post(`${R}/issues/3/labels`, { labels: ['cplan'] })
      .reply(200, [])
      .post(`${R}/pulls`, (b) => posts.push(b) > 0)
      .optionally()
      .reply(422, {
        message: 'Validation Failed',
        errors: [{ resource: 'PullRequest', code: 'custom', message: 'A pull request already exists for octo:cplan/issue-1.' }],
      });
    expect(await forge().ensurePullRequest(input)).toMatchObject({ number: 3, url: 'p/3', headRef: 'cplan/issue-1' });
    expect(posts).toHaveLength(1);
  });

  it('422 "A pull request already exists": that PR is found and updated as an open one is', async () => {
    nock(API)
      .post(`${R}/pulls`)
      .reply(422, {
        message: 'Validation Failed',
        errors: [{ resource: 'PullRequest', code: 'custom', message: 'A pull request already exists for octo:cplan/issue-1.' }],
      })
      .get(`${R}/pulls`)
      .query({ head: 'octo:cplan/issue-1', state: 'open', per_page: '10' })
      .reply(200, [prJson(3)])
      .patch(`${R}/pulls/3`, { title: 't', body: 'b' })
      .reply(200, prJson(3, { head: { ref: 'cplan/issue-1', sha: 's2' } }));
    expect(await forge().ensurePullRequest(input)).toMatchObject({ number: 3, headSha: 's2', draft: true });
  });
});
