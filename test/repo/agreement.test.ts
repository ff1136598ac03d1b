// The local and the tarball snapshot of the same tree agree on listing, reading and search.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadLocalSnapshot } from '../../src/repo/local.js';
import { loadTarballSnapshot } from '../../src/repo/tarball.js';
import { copyExampleRepo } from '../helpers/repo-files.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-agree-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('local and tarball snapshots', () => {
  it('agree for the same tree', async () => {
    const root = join(temp, 'shop-1a2b3c4');
    copyExampleRepo('shop', root);
    execFileSync('tar', ['-czf', join(temp, 'shop.tar.gz'), '-C', temp, 'shop-1a2b3c4']);
    const local = await loadLocalSnapshot(root, { useGit: false });
    const tarball = await loadTarballSnapshot(readFileSync(join(temp, 'shop.tar.gz')), { source: 'octo/shop', commit: 'abc' });
    expect(tarball.listPaths()).toEqual(local.listPaths());
    for (const path of local.listPaths()) expect(tarball.readFile(path)).toBe(local.readFile(path));
    for (const [query, regex] of [
      ['api', false],
      ['export (async )?function \\w+', true],
      ['orders', false],
    ] as [string, boolean][]) {
      expect(tarball.search(query, { regex })).toEqual(local.search(query, { regex }));
    }
  });
});
