// The git side of a backtest on a real repository built in a temp dir: which commits are picked,
// and that the tree planned is the parent's, read from git objects, not the work tree.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedPaths, findRepositoryRoot, listCommits, loadTreeSnapshot } from '../../src/backtest/git.js';
import { selectCommits } from '../../src/backtest/run.js';
import { createFixtureRepo, type FixtureRepo, manyFiles } from './git-fixture.js';

let repo: FixtureRepo;
const sha = {} as Record<'root' | 'feat' | 'bump' | 'docs' | 'one' | 'noisy' | 'big' | 'topic' | 'main' | 'merge', string>;

beforeAll(() => {
  repo = createFixtureRepo();
  sha.root = repo.commit('Initial commit', {
    'src/app.ts': 'export const app = createServer();\n',
    'src/util.ts': 'export const id = (x) => x;\n',
    'README.md': '# shop\n',
    'package.json': '{ "name": "shop" }\n',
    'package-lock.json': '{}\n',
    'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
  });
  sha.feat = repo.commit('feat: add rate limiting to the API server\n\nLimit requests per token.\n\nSigned-off-by: t <t@example.com>', {
    'src/app.ts': 'export const app = createServer(rateLimit());\n',
    'src/rate-limit.ts': 'export function rateLimit() {}\n',
    'package-lock.json': '{ "v": 2 }\n',
    'CHANGELOG.md': '## 1.1\n- rate limiting\n',
  });
  sha.bump = repo.commit('Bump lodash from 4.17.20 to 4.17.21', {
    'package.json': '{ "name": "shop", "dependencies": { "lodash": "4.17.21" } }\n',
    'src/util.ts': 'export const id = (x) => x; // lodash\n',
  });
  sha.docs = repo.commit('Add setup notes', { 'README.md': '# shop\n\nRun it.\n', 'docs/setup.md': '# Setup\n' });
  sha.one = repo.commit('fix: handle empty input', { 'src/util.ts': 'export const id = (x) => x ?? null;\n' });
  sha.noisy = repo.commit('fix: keep ids stable', {
    'src/util.ts': 'export const id = (x) => x ?? undefined;\n',
    'package-lock.json': '{ "v": 3 }\n',
    'CHANGELOG.md': '## 1.2\n',
    'dist/app.js': 'bundled();\n',
  });
  sha.big = repo.commit('feat: add fifteen modules', manyFiles(15, 'big'));
  repo.git('checkout', '-q', '-b', 'topic');
  sha.topic = repo.commit('Add a cache layer', { 'src/cache.ts': 'export const cache = new Map();\n', 'src/app.ts': 'cached();\n' });
  repo.git('checkout', '-q', 'main');
  sha.main = repo.commit('chore: tidy', { 'src/util.ts': 'tidy();\n', 'package.json': '{}\n' });
  repo.git('merge', '-q', '--no-ff', '-m', "Merge branch 'topic'", 'topic');
  sha.merge = repo.git('rev-parse', 'HEAD').trim();
});
afterAll(() => repo.remove());

describe('selectCommits', () => {
  it('picks feature and fix commits with 2–12 files after noise, newest first', async () => {
    const selection = await selectCommits(repo.dir, {}, 20);
    expect(selection.commits.map((c) => c.sha)).toEqual([sha.topic, sha.feat]);
    expect(selection.scanned).toBe(9); // every non-merge commit
    expect(selection.skipped).toEqual({
      'root commit': 1,
      'dependency bump': 1,
      'docs-only': 1,
      'fewer than 2 files': 2,
      'more than 12 files': 1,
      'chore commit': 1,
    });
  });

  it('removes noise from the gold files and trailers from the requirement', async () => {
    const { commits } = await selectCommits(repo.dir, {}, 20);
    const feat = commits.find((c) => c.sha === sha.feat)!;
    expect(feat.gold).toEqual(['src/app.ts', 'src/rate-limit.ts']);
    expect(feat.parent).toBe(sha.root);
    expect(feat.subject).toBe('feat: add rate limiting to the API server');
    expect(feat.requirement).toBe('feat: add rate limiting to the API server\n\nLimit requests per token.');
  });

  it('honours --limit, a range and --since', async () => {
    expect((await selectCommits(repo.dir, {}, 1)).commits.map((c) => c.sha)).toEqual([sha.topic]);
    expect((await selectCommits(repo.dir, { range: `${sha.root}..${sha.bump}` }, 20)).commits.map((c) => c.sha)).toEqual([sha.feat]);
    expect((await selectCommits(repo.dir, { since: '2030-01-01' }, 20)).commits).toEqual([]);
  });

  it('never lists the merge commit', async () => {
    const all = await listCommits(repo.dir, {}, 0, 100);
    expect(all.map((c) => c.sha)).not.toContain(sha.merge);
    expect(all).toHaveLength(9);
  });
});

describe('the parent tree', () => {
  it('is read from git: a file the commit adds is absent, changed files have their old text', async () => {
    // A dirty work tree must not leak in.
    writeFileSync(join(repo.dir, 'src/app.ts'), 'WORK TREE EDIT\n');
    const snapshot = await loadTreeSnapshot(repo.dir, sha.root);
    expect(snapshot.listPaths()).toEqual(['README.md', 'package-lock.json', 'package.json', 'src/app.ts', 'src/util.ts']);
    expect(snapshot.has('src/rate-limit.ts')).toBe(false);
    expect(snapshot.readFile('src/app.ts')).toBe('export const app = createServer();\n');
    expect(snapshot.info.skippedBinary).toBe(1);
    expect(snapshot.info.commit).toBe(sha.root);
    repo.git('checkout', '-q', '--', 'src/app.ts');
  });

  it('applies the config filters and the size limit', async () => {
    const snapshot = await loadTreeSnapshot(repo.dir, sha.feat, {
      filters: { excludePaths: ['README.md'] },
      limits: { maxFileBytes: 30 },
    });
    // The planner sees the whole tree, noise included; only the gold files are cleaned.
    expect(snapshot.listPaths()).toEqual(['CHANGELOG.md', 'package-lock.json', 'package.json', 'src/util.ts']);
    expect(snapshot.info.skippedLarge).toBe(2); // src/app.ts (46 bytes) and src/rate-limit.ts (31 bytes)
  });

  it('lists what a commit changed, deletions included', async () => {
    const removed = createFixtureRepo();
    try {
      const first = removed.commit('Initial commit', { 'a.ts': 'a\n', 'b.ts': 'b\n' });
      const second = removed.commit('Remove b, add c', { 'b.ts': null, 'c.ts': 'c\n', 'a.ts': 'a2\n' });
      expect(await changedPaths(removed.dir, first, second)).toEqual(['a.ts', 'b.ts', 'c.ts']);
    } finally {
      removed.remove();
    }
  });

  it('finds the repository root from a subdirectory, and nothing outside a repository', async () => {
    const { realpathSync } = await import('node:fs');
    expect(realpathSync((await findRepositoryRoot(join(repo.dir, 'src')))!)).toBe(realpathSync(repo.dir));
    expect(await findRepositoryRoot('/')).toBeUndefined();
  });
});
