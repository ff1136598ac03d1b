import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SnapshotError } from '../../src/repo/errors.js';
import { listLocalPaths, loadLocalSnapshot } from '../../src/repo/local.js';
import { binaryBytes, git, makeTempDir, removeDir, writeTree } from './helpers.js';

const BIG = 'x'.repeat(512 * 1024 + 1);
const dirs: string[] = [];
const previousCeiling = process.env.GIT_CEILING_DIRECTORIES;

beforeAll(() => {
  // Keep git from finding a repository above the temp dirs (a non-git dir must stay non-git).
  process.env.GIT_CEILING_DIRECTORIES = makeTracked(makeTempDir('cplan-ceiling-'));
});

afterAll(() => {
  if (previousCeiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
  else process.env.GIT_CEILING_DIRECTORIES = previousCeiling;
  for (const dir of dirs) removeDir(dir);
});

function makeTracked(dir: string): string {
  dirs.push(dir);
  return dir;
}

let counter = 0;
function tempUnderCeiling(): string {
  const base = process.env.GIT_CEILING_DIRECTORIES as string;
  const dir = join(base, `d${++counter}`);
  writeTree(dir, {});
  return dir;
}

describe('loadLocalSnapshot in a git work tree', () => {
  let repo: string;
  let head: string;

  beforeAll(() => {
    repo = tempUnderCeiling();
    writeTree(repo, {
      '.gitignore': 'ignored.log\nbuild/\n',
      'README.md': '# Demo\n',
      'src/a.ts': 'export const a = 1;\n',
      'src/b.ts': 'export const b = 2;\n',
      'gone.ts': 'deleted after the commit\n',
      'image.png': binaryBytes(),
      'big.txt': BIG,
      'link.ts': { symlink: 'src/a.ts' },
    });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'init');
    head = git(repo, 'rev-parse', 'HEAD');
    writeTree(repo, {
      'ignored.log': 'ignored\n',
      'build/out.js': 'generated\n',
      'untracked.txt': 'not yet added\n',
      'node_modules/pkg/index.js': 'module.exports = 1;\n',
    });
    rmSync(join(repo, 'gone.ts'));
  });

  it('lists tracked files and records HEAD', async () => {
    const snapshot = await loadLocalSnapshot(repo);
    expect(snapshot.listPaths()).toEqual(['.gitignore', 'README.md', 'src/a.ts', 'src/b.ts']);
    expect(snapshot.readFile('src/a.ts')).toBe('export const a = 1;\n');
    expect(snapshot.info).toMatchObject({
      source: repo,
      commit: head,
      fileCount: 4,
      skippedBinary: 1,
      skippedLarge: 1,
      capped: false,
    });
    expect(snapshot.info.note).toBe('Skipped 1 binary file and 1 file over 512 KB.');
    expect((await listLocalPaths(repo)).git).toBe(true);
  });

  it('adds untracked-but-not-ignored files when asked', async () => {
    const snapshot = await loadLocalSnapshot(repo, { includeUntracked: true });
    expect(snapshot.listPaths()).toEqual(['.gitignore', 'README.md', 'src/a.ts', 'src/b.ts', 'untracked.txt']);
    expect(snapshot.info).toMatchObject({ commit: head, fileCount: 5, skippedBinary: 1, skippedLarge: 1 });
  });

  it('lists a subdirectory of the work tree relative to itself', async () => {
    const snapshot = await loadLocalSnapshot(join(repo, 'src'));
    expect(snapshot.listPaths()).toEqual(['a.ts', 'b.ts']);
    expect(snapshot.info.commit).toBe(head);
  });

  it('caps in sorted order and says how many files were left out', async () => {
    const snapshot = await loadLocalSnapshot(repo, { limits: { maxFiles: 2 } });
    expect(snapshot.listPaths()).toEqual(['.gitignore', 'README.md']);
    // Past the cap nothing is opened, so every listed path counts — the symlink and the deleted
    // file too (6 = big.txt, gone.ts, image.png, link.ts, src/a.ts, src/b.ts).
    expect(snapshot.info).toMatchObject({ capped: true, omitted: 6, fileCount: 2 });
    expect(snapshot.info.note).toBe('Snapshot capped at 2 files; 6 files not included.');
  });

  it('caps by total bytes', async () => {
    const snapshot = await loadLocalSnapshot(repo, { limits: { maxTotalBytes: 30 } });
    expect(snapshot.listPaths()).toEqual(['.gitignore', 'README.md']);
    expect(snapshot.info.note).toMatch(/^Snapshot capped at 30 bytes; \d+ files not included\./);
  });

  it('narrows with include and exclude globs, and says how many files it will read before reading', async () => {
    const told: number[] = [];
    const snapshot = await loadLocalSnapshot(repo, {
      filters: { includePaths: ['src/**', '*.md'], excludePaths: ['b.ts'] },
      onListed: (count) => told.push(count),
    });
    expect(told).toEqual([2]);
    expect(snapshot.listPaths()).toEqual(['README.md', 'src/a.ts']);
    expect(snapshot.info.note).toBeUndefined();
  });

  it('can be told to walk instead, honouring .gitignore and skipping .git', async () => {
    const listing = await listLocalPaths(repo, { useGit: false });
    expect(listing.git).toBe(false);
    expect(listing.paths.some((p) => p.startsWith('.git/'))).toBe(false);
    const snapshot = await loadLocalSnapshot(repo, { useGit: false });
    expect(snapshot.listPaths()).toEqual(['.gitignore', 'README.md', 'src/a.ts', 'src/b.ts', 'untracked.txt']);
    expect(snapshot.info.commit).toBeUndefined();
  });
});

describe('loadLocalSnapshot in a plain directory', () => {
  let dir: string;

  beforeAll(() => {
    dir = tempUnderCeiling();
    writeTree(dir, {
      '.gitignore': '*.log\ndist/\n',
      'app.ts': 'console.log(1);\n',
      'debug.log': 'ignored by the root .gitignore\n',
      'dist/bundle.js': 'ignored directory\n',
      'sub/.gitignore': 'secret.txt\n!keep.log\n',
      'sub/keep.log': 're-included by the nested .gitignore\n',
      'sub/secret.txt': 'ignored by the nested .gitignore\n',
      'sub/deeper/secret.txt': 'nested rules apply below their directory\n',
      'other/secret.txt': 'nested rules do not apply here\n',
      'node_modules/pkg/index.js': 'always skipped\n',
      'pkg/node_modules/x.js': 'always skipped at any depth\n',
      'data.bin': binaryBytes(),
      'huge.txt': BIG,
      'alias.ts': { symlink: 'app.ts' },
    });
  });

  it('walks the tree honouring nested .gitignore files', async () => {
    const snapshot = await loadLocalSnapshot(dir);
    expect(snapshot.listPaths()).toEqual(['.gitignore', 'app.ts', 'other/secret.txt', 'sub/.gitignore', 'sub/keep.log']);
    expect(snapshot.info).toMatchObject({ source: dir, skippedBinary: 1, skippedLarge: 1, capped: false });
    expect(snapshot.info.commit).toBeUndefined();
    expect((await listLocalPaths(dir)).git).toBe(false);
  });

  it('applies small limits with a note', async () => {
    const snapshot = await loadLocalSnapshot(dir, { limits: { maxFiles: 1, maxFileBytes: 20 } });
    expect(snapshot.listPaths()).toEqual(['.gitignore']);
    expect(snapshot.info.note).toMatch(/^Snapshot capped at 1 file; \d+ files not included\./);
  });

  it('follows a root that is itself a symlink', async () => {
    const link = `${dir}-link`;
    writeTree(dirname(link), { [basename(link)]: { symlink: dir } });
    const snapshot = await loadLocalSnapshot(link);
    expect(snapshot.listPaths()).toContain('app.ts');
  });

  it('fails clearly for a missing directory', async () => {
    await expect(loadLocalSnapshot(join(dir, 'nope'))).rejects.toBeInstanceOf(SnapshotError);
    await expect(loadLocalSnapshot(join(dir, 'app.ts'))).rejects.toThrow(/Cannot read the repository directory/);
  });
});
