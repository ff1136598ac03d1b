// Large plan sessions on the GitHub wire: a note of several MB is read back intact (raw media type,
// no base64 JSON parsed), and a change of 20 000 files is written in a few chained tree requests,
// not one blob per file.
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.js';
import { TREE_CHUNK_BYTES, TREE_CHUNK_ENTRIES } from '../../src/forge/github-tree.js';
import { createOctokit } from '../../src/forge/octokit.js';

const API = 'https://api.github.com';
const R = '/repos/octo/demo';
const forge = () =>
  new GitHubForge({ octokit: createOctokit({ token: 't', plugins: false }), owner: 'octo', repo: 'demo', log: { warn: () => undefined } });

/** A plan note of about `mb` MB: task lines with a multi-byte character, so decoding is checked too. */
const note = (mb: number) => {
  const line = '- [ ] TASK-00001 ✓ wire the endpoint to the store\n';
  return line.repeat(Math.ceil((mb * 1024 * 1024) / Buffer.byteLength(line)));
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  const done = nock.isDone();
  nock.cleanAll();
  expect(done).toBe(true);
});

describe('reading a large note', () => {
  it('reads a 7 MB note intact in the raw media type (the base64 JSON of it overflowed the parser)', async () => {
    const text = note(7);
    expect(Buffer.byteLength(text)).toBeGreaterThan(7 * 1024 * 1024);
    nock(API)
      .get(`${R}/contents/dir%2Fplan-note.md`)
      .query({ ref: 'head1' })
      .matchHeader('accept', /raw/)
      .reply(200, text, { 'content-type': 'text/plain; charset=utf-8' })
      // An answer Octokit hands over as bytes (no charset) is decoded as UTF-8 too.
      .get(`${R}/contents/dir%2Fplan-note.md`)
      .query({ ref: 'head2' })
      .matchHeader('accept', /raw/)
      .reply(200, Buffer.from(text), { 'content-type': 'application/octet-stream' });
    const f = forge();
    expect(await f.readFile('head1', 'dir/plan-note.md')).toBe(text);
    expect(await f.readFile('head2', 'dir/plan-note.md')).toBe(text);
  });

  it('where the JSON form comes back without content (over 1 MB), reads the blob raw', async () => {
    const text = note(7);
    nock(API)
      .get(`${R}/contents/dir%2Fplan-note.md`)
      .query({ ref: 'head1' })
      .reply(200, { type: 'file', encoding: 'none', content: '', sha: 'b1', size: Buffer.byteLength(text) })
      .get(`${R}/git/blobs/b1`)
      .matchHeader('accept', /raw/)
      .reply(200, text, { 'content-type': 'text/plain; charset=utf-8' });
    expect(await forge().readFile('head1', 'dir/plan-note.md')).toBe(text);
  });

  it('answers undefined for a missing path and for a directory', async () => {
    nock(API)
      .get(`${R}/contents/missing.md`)
      .query({ ref: 'main' })
      .reply(404, { message: 'Not Found' })
      .get(`${R}/contents/dir`)
      .query({ ref: 'main' })
      .reply(200, [{ type: 'file', name: 'a.md', path: 'dir/a.md' }]);
    expect(await forge().readFile('main', 'missing.md')).toBeUndefined();
    expect(await forge().readFile('main', 'dir')).toBeUndefined();
  });
});

describe('listing the session folder in a large repository', () => {
  it("lists the folder's own tree when GitHub truncates the recursive tree of the commit", async () => {
    nock(API)
      .get(`${R}/git/trees/head1`)
      .query({ recursive: 'true' })
      .reply(200, { truncated: true, tree: [{ path: 'docs/plans/plan-note.md', type: 'blob' }] })
      .get(`${R}/git/trees/head1`)
      .reply(200, { truncated: false, tree: [{ path: 'docs', type: 'tree', sha: 'd1' }] })
      .get(`${R}/git/trees/d1`)
      .reply(200, { truncated: false, tree: [{ path: 'plans', type: 'tree', sha: 'p1' }] })
      .get(`${R}/git/trees/p1`)
      .query({ recursive: 'true' })
      .reply(200, {
        truncated: false,
        tree: [
          { path: 'plan-note.md', type: 'blob' },
          { path: '.task', type: 'tree' },
          { path: '.task/TASK-1.json', type: 'blob' },
        ],
      });
    expect(await forge().listFiles('head1', 'docs/plans')).toEqual(['docs/plans/plan-note.md', 'docs/plans/.task/TASK-1.json']);
  });

  it('fails rather than answer a shorter list when even the folder is truncated', async () => {
    nock(API)
      .get(`${R}/git/trees/head1`)
      .query({ recursive: 'true' })
      .reply(200, { truncated: true, tree: [] })
      .get(`${R}/git/trees/head1`)
      .reply(200, { truncated: false, tree: [{ path: 'plans', type: 'tree', sha: 'p1' }] })
      .get(`${R}/git/trees/p1`)
      .query({ recursive: 'true' })
      .reply(200, { truncated: true, tree: [{ path: 'a.md', type: 'blob' }] });
    await expect(forge().listFiles('head1', 'plans')).rejects.toThrow(
      'GitHub list files failed: plans at head1 has too many files to list',
    );
  });
});

describe('writing a change of 20 000 files through the Git Data API', () => {
  it('builds the tree in a few chained requests of bounded size, with no blob per file', async () => {
    const files = [
      { path: 'plan/plan-note.md', content: note(3.9) },
      ...Array.from({ length: 20_000 }, (_, i) => ({
        path: `plan/.task/TASK-${String(i).padStart(5, '0')}.json`,
        content: `{"id":"TASK-${String(i).padStart(5, '0')}","title":"${'t'.repeat(170)}"}`,
      })),
    ];
    expect(files.slice(1).every((f) => Buffer.byteLength(f.content) === 200)).toBe(true);
    const trees: { base_tree: string; tree: { path: string; content?: string }[]; bytes: number }[] = [];
    nock(API)
      .get(`${R}/git/commits/h1`)
      .reply(200, { sha: 'h1', tree: { sha: 't0' } })
      .post(`${R}/git/trees`)
      .times(5)
      .reply(201, (_uri, body) => {
        const b = body as { base_tree: string; tree: { path: string; content?: string }[] };
        trees.push({ ...b, bytes: Buffer.byteLength(JSON.stringify(b)) });
        return { sha: `t${trees.length}` };
      })
      .post(`${R}/git/commits`, { message: 'm', tree: 't5', parents: ['h1'] })
      .reply(201, { sha: 'c1' })
      .patch(`${R}/git/refs/heads%2Fb`, { sha: 'c1', force: false })
      .reply(200, {});
    // Every interceptor above is all there is: a createBlob (or a sixth tree) would find no match.
    expect(await forge().commitFiles('b', 'base', files, 'm', 'h1')).toEqual({ sha: 'c1', created: false, via: 'git-data' });
    // 8 requests in all for 20 001 files and about 8 MB.
    expect(trees.map((t) => t.base_tree)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    for (const t of trees) {
      expect(t.tree.length).toBeLessThanOrEqual(TREE_CHUNK_ENTRIES);
      expect(t.bytes).toBeLessThan(TREE_CHUNK_BYTES + 1024);
    }
    // Every file once, in order, its content inline.
    const sent = trees.flatMap((t) => t.tree);
    expect(sent.map((e) => e.path)).toEqual(files.map((f) => f.path));
    expect(sent.every((e, i) => e.content === files[i]?.content)).toBe(true);
  });
});
