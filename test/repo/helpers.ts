// Shared fixtures for the repo tests: temporary directories and in-memory GitHub-style tarballs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';

export function makeTempDir(prefix = 'cplan-repo-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes `files` under `root`; a value `{ symlink: target }` makes a symbolic link. */
export function writeTree(root: string, files: Record<string, string | Buffer | { symlink: string }>): void {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(root, path);
    mkdirSync(dirname(abs), { recursive: true });
    if (typeof content === 'object' && 'symlink' in content) symlinkSync(content.symlink, abs);
    else writeFileSync(abs, content);
  }
}

/** Runs git hermetically: no user/system config, fixed identity, no signing. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=x', '-c', 'user.email=x@x', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    },
  ).trim();
}

/** A binary-looking buffer: NUL bytes early on. */
export function binaryBytes(size = 64): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  bytes[3] = 0;
  return bytes;
}

export type TarEntry =
  { name: string; content: string | Buffer } | { name: string; type: 'directory' } | { name: string; type: 'symlink'; linkname: string };

/**
 * A gzipped tarball shaped like GitHub's: a pax global header carrying the commit (as
 * `git archive` writes it), then the entries. tar-stream's packer cannot write a global header,
 * so that block is built by hand.
 */
export async function buildTarball(entries: TarEntry[], options: { commit?: string } = {}): Promise<Buffer> {
  const packer = pack();
  for (const entry of entries) {
    if ('content' in entry) packer.entry({ name: entry.name }, entry.content);
    else if (entry.type === 'directory') packer.entry({ name: entry.name, type: 'directory' });
    else packer.entry({ name: entry.name, type: 'symlink', linkname: entry.linkname });
  }
  packer.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of packer) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const head = options.commit ? paxGlobalHeader({ comment: options.commit }) : Buffer.alloc(0);
  return gzipSync(Buffer.concat([head, body]));
}

export function paxGlobalHeader(records: Record<string, string>): Buffer {
  let data = '';
  for (const [key, value] of Object.entries(records)) {
    const body = ` ${key}=${value}\n`;
    let length = body.length + 1;
    while (`${length}${body}`.length !== length) length++;
    data += `${length}${body}`;
  }
  const payload = Buffer.from(data, 'utf8');
  const header = Buffer.alloc(512, 0);
  header.write('pax_global_header', 0, 'latin1');
  header.write('0000666\0', 100, 'latin1');
  header.write('0000000\0', 108, 'latin1');
  header.write('0000000\0', 116, 'latin1');
  header.write(`${payload.length.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write('00000000000\0', 136, 'latin1');
  header.write('        ', 148, 'latin1'); // checksum field counts as spaces while summing
  header.write('g', 156, 'latin1');
  header.write('ustar\0', 257, 'latin1');
  header.write('00', 263, 'latin1');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  const padding = Buffer.alloc((512 - (payload.length % 512)) % 512, 0);
  return Buffer.concat([header, payload, padding]);
}
