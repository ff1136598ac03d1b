// Earlier plans are never read as code: a session folder (`.workflow/.planning/…`) at any depth is
// left out of every snapshot kind (local directory, Action workspace — the same loader — and tarball).
import { afterEach, describe, expect, it } from 'vitest';
import { isSessionPath } from '../../src/repo/filters.js';
import { loadLocalSnapshot } from '../../src/repo/local.js';
import { loadTarballSnapshot } from '../../src/repo/tarball.js';
import { buildTarball, makeTempDir, removeDir, writeTree } from './helpers.js';

const files = {
  'src/a.ts': 'export const a = 1;\n',
  '.workflow/project-guidelines.json': '{}\n',
  '.workflow/.planning/CPLAN-x-2026-11-22/plan-note.md': '### TASK-001: old plan\n',
  'examples/shop/src/server.js': 'export {};\n',
  'examples/shop/.workflow/.planning/CPLAN-y-2026-11-22/plan.md': '# old plan\n',
};
const expected = ['.workflow/project-guidelines.json', 'examples/shop/src/server.js', 'src/a.ts'];

let dir: string | undefined;
afterEach(() => {
  if (dir) removeDir(dir);
  dir = undefined;
});

describe('session folders', () => {
  it('are recognised at any depth, and nothing else is', () => {
    expect(isSessionPath('.workflow/.planning/a/plan.md')).toBe(true);
    expect(isSessionPath('pkg/.workflow/.planning/a/plan.md')).toBe(true);
    expect(isSessionPath('.workflow/project-guidelines.json')).toBe(false);
    expect(isSessionPath('docs/workflow/.planning.md')).toBe(false);
  });

  it('are left out of a local snapshot, with or without filters', async () => {
    dir = makeTempDir();
    writeTree(dir, files);
    expect((await loadLocalSnapshot(dir)).listPaths()).toEqual(expected);
    expect((await loadLocalSnapshot(dir, { filters: { excludePaths: ['nothing/**'] } })).listPaths()).toEqual(expected);
  });

  it('are left out of a tarball snapshot', async () => {
    const entries = Object.entries(files).map(([name, content]) => ({ name: `octo-demo-abc/${name}`, content }));
    const snapshot = await loadTarballSnapshot(await buildTarball(entries), { source: 'octo/demo' });
    expect(snapshot.listPaths()).toEqual(expected);
  });
});
