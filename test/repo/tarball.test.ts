import { execFileSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { SnapshotError } from '../../src/repo/errors.js';
import { loadTarballSnapshot, parsePaxRecords, stripTopFolder } from '../../src/repo/tarball.js';
import { binaryBytes, buildTarball, git, makeTempDir, paxGlobalHeader, removeDir, type TarEntry, writeTree } from './helpers.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const TOP = `octo-demo-${SHA.slice(0, 7)}/`;

function binaryPastFirstChunk(): Buffer {
  // Bigger than one read, NUL inside the 8000-byte sniff window: exercises the streamed check.
  const bytes = Buffer.alloc(300_000, 0x41);
  bytes[7000] = 0;
  return bytes;
}

const entries: TarEntry[] = [
  { name: TOP, type: 'directory' },
  { name: `${TOP}README.md`, content: '# Demo\n' },
  { name: `${TOP}src/`, type: 'directory' },
  { name: `${TOP}src/a.ts`, content: 'export const a = 1;\n' },
  { name: `${TOP}src/b.ts`, content: 'export const b = 2;\n' },
  { name: `${TOP}src/link.ts`, type: 'symlink', linkname: 'a.ts' },
  { name: `${TOP}assets/logo.png`, content: binaryBytes(100) },
  { name: `${TOP}assets/blob.dat`, content: binaryPastFirstChunk() },
  { name: `${TOP}data/huge.json`, content: 'y'.repeat(600 * 1024) },
  { name: `${TOP}node_modules/x/index.js`, content: 'skipped\n' },
  { name: `${TOP}zz.txt`, content: 'last\n' },
  { name: `${TOP}.env`, content: 'API_TOKEN=committed-by-mistake\n' },
];

describe('loadTarballSnapshot', () => {
  it('unpacks a GitHub-style tarball: strips the top folder, keeps text files, reads the commit', async () => {
    const tarball = await buildTarball(entries, { commit: SHA });
    const snapshot = await loadTarballSnapshot(tarball, { source: 'octo/demo' });
    expect(snapshot.listPaths()).toEqual(['README.md', 'src/a.ts', 'src/b.ts', 'zz.txt']);
    expect(snapshot.readFile('src/b.ts')).toBe('export const b = 2;\n');
    expect(snapshot.info).toEqual({
      source: 'octo/demo',
      commit: SHA,
      fileCount: 4,
      totalBytes: 7 + 20 + 20 + 5,
      skippedBinary: 2,
      skippedLarge: 1,
      capped: false,
      omitted: 0,
      skippedSecret: 1,
      note: 'Skipped 2 binary files and 1 file over 512 KB. Left out 1 credential file (such as .env or a private key) unread.',
    });
  });

  it('prefers an explicit commit and tolerates a missing pax header', async () => {
    const withHeader = await buildTarball(entries, { commit: SHA });
    const explicit = await loadTarballSnapshot(withHeader, { source: 'octo/demo', commit: 'f'.repeat(40) });
    expect(explicit.info.commit).toBe('f'.repeat(40));
    const without = await loadTarballSnapshot(await buildTarball(entries), { source: 'octo/demo' });
    expect(without.info.commit).toBeUndefined();
    expect(without.listPaths()).toEqual(['README.md', 'src/a.ts', 'src/b.ts', 'zz.txt']);
  });

  it('accepts a Node stream in small chunks and a web ReadableStream', async () => {
    const tarball = await buildTarball(entries, { commit: SHA });
    const chunks = Array.from({ length: Math.ceil(tarball.length / 100) }, (_, i) => tarball.subarray(i * 100, (i + 1) * 100));
    const fromNode = await loadTarballSnapshot(Readable.from(chunks), { source: 'octo/demo' });
    expect(fromNode.info.commit).toBe(SHA);
    expect(fromNode.info.fileCount).toBe(4);
    const web = Readable.toWeb(Readable.from([tarball])) as ReadableStream<Uint8Array>;
    const fromWeb = await loadTarballSnapshot(web, { source: 'octo/demo' });
    expect(fromWeb.listPaths()).toEqual(fromNode.listPaths());
  });

  it('stops keeping files at the caps but still reads the whole stream', async () => {
    const tarball = await buildTarball(entries, { commit: SHA });
    const snapshot = await loadTarballSnapshot(tarball, { source: 'octo/demo', limits: { maxFiles: 2 } });
    expect(snapshot.listPaths()).toEqual(['README.md', 'src/a.ts']);
    // After the cap, src/b.ts, logo.png, blob.dat, huge.json and zz.txt are counted, not inspected.
    expect(snapshot.info).toMatchObject({ capped: true, omitted: 5, skippedBinary: 0, commit: SHA });
    expect(snapshot.info.note).toBe(
      'Snapshot capped at 2 files; 5 files not included. Left out 1 credential file (such as .env or a private key) unread.',
    );

    const bytes = await loadTarballSnapshot(tarball, { source: 'octo/demo', limits: { maxTotalBytes: 30 } });
    expect(bytes.listPaths()).toEqual(['README.md', 'src/a.ts']);
    expect(bytes.info.note).toMatch(/^Snapshot capped at 30 bytes; /);
  });

  it('applies include and exclude globs', async () => {
    const tarball = await buildTarball(entries, { commit: SHA });
    const snapshot = await loadTarballSnapshot(tarball, {
      source: 'octo/demo',
      filters: { includePaths: ['src', 'assets', '*.txt'], excludePaths: ['b.ts'] },
    });
    expect(snapshot.listPaths()).toEqual(['src/a.ts', 'zz.txt']);
    expect(snapshot.info.skippedBinary).toBe(2);
    expect(snapshot.info.skippedLarge).toBe(0);
  });

  it('rejects a corrupt archive with a SnapshotError', async () => {
    await expect(loadTarballSnapshot(Buffer.from('not a gzip stream'), { source: 'octo/demo' })).rejects.toBeInstanceOf(SnapshotError);
    const tarball = await buildTarball(entries, { commit: SHA });
    await expect(loadTarballSnapshot(tarball.subarray(0, tarball.length >> 1), { source: 'octo/demo' })).rejects.toThrow(
      /Cannot unpack the tarball of octo\/demo/,
    );
  });
});

describe('loadTarballSnapshot on a real git archive', () => {
  const dir = makeTempDir();
  afterAll(() => removeDir(dir));

  it('reads what `git archive` (GitHub tarballs) writes, commit included', async () => {
    writeTree(dir, { 'README.md': '# Real\n', 'src/index.ts': 'export {};\n', 'logo.bin': binaryBytes() });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'init');
    const head = git(dir, 'rev-parse', 'HEAD');
    const tarball = execFileSync('git', ['archive', '--format=tar.gz', `--prefix=octo-real-${head.slice(0, 7)}/`, 'HEAD'], {
      cwd: dir,
    });
    const snapshot = await loadTarballSnapshot(tarball, { source: 'octo/real' });
    expect(snapshot.listPaths()).toEqual(['README.md', 'src/index.ts']);
    expect(snapshot.info).toMatchObject({ commit: head, skippedBinary: 1, fileCount: 2 });
  });
});

describe('tarball helpers', () => {
  it('strips the top folder and refuses paths that escape the root', () => {
    expect(stripTopFolder('octo-demo-abc/src/a.ts')).toBe('src/a.ts');
    expect(stripTopFolder('octo-demo-abc/')).toBeUndefined();
    expect(stripTopFolder('pax_global_header')).toBeUndefined();
    expect(stripTopFolder('octo-demo-abc/../etc/passwd')).toBeUndefined();
    expect(stripTopFolder('octo-demo-abc/a//b')).toBeUndefined();
    expect(stripTopFolder('octo-demo-abc/src/')).toBe('src');
    expect(stripTopFolder('octo-demo-abc/src///')).toBe('src');
    expect(stripTopFolder('octo-demo-abc///')).toBeUndefined();
    // hostile: a long run of slashes that does not end the name, then one that does
    expect(stripTopFolder(`top/a${'/'.repeat(100_000)}b`)).toBeUndefined();
    expect(stripTopFolder(`top/a${'/'.repeat(100_000)}`)).toBe('a');
  });

  it('parses pax records', () => {
    const header = paxGlobalHeader({ comment: SHA, 'x-key': 'a=b' });
    const size = Number.parseInt(header.toString('latin1', 124, 135), 8);
    const records = parsePaxRecords(header.subarray(512, 512 + size));
    expect(records.get('comment')).toBe(SHA);
    expect(records.get('x-key')).toBe('a=b');
    expect(parsePaxRecords(Buffer.from('garbage')).size).toBe(0);
  });
});
