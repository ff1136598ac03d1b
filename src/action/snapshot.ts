// The Action reads the repository from the workflow's checkout when it holds the commit being
// planned (no download), else from the tarball.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Forge } from '../forge/types.js';
import { loadLocalSnapshot } from '../repo/local.js';
import { loadTarballSnapshot } from '../repo/tarball.js';
import type { Snapshot, SnapshotFilters } from '../repo/types.js';

const run = promisify(execFile);

async function headOf(dir: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', ['rev-parse', 'HEAD'], { cwd: dir });
    return stdout.trim();
  } catch {
    return undefined;
  }
}

export function workspaceSnapshotLoader(forge: Forge, workspace: string | undefined, source: string) {
  return async (sha: string, filters: SnapshotFilters): Promise<Snapshot> => {
    if (workspace && existsSync(join(workspace, '.git')) && (await headOf(workspace)) === sha) {
      return loadLocalSnapshot(workspace, { filters });
    }
    return loadTarballSnapshot(await forge.tarball(sha), { source, commit: sha, filters });
  };
}
