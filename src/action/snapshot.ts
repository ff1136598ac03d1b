// The Action reads the repository from the workflow's checkout when it holds the commit being
// planned (no download), else from the tarball. From the checkout it reads the tracked files
// only unless the `include-untracked` input asks for more: earlier steps of the job may have left
// credentials in the workspace (google-github-actions/auth writes its `gha-creds-*.json` there).
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

export interface WorkspaceOptions {
  /** The `include-untracked` input: also read untracked, not ignored files of the checkout. */
  includeUntracked?: boolean;
}

export function workspaceSnapshotLoader(forge: Forge, workspace: string | undefined, source: string, options: WorkspaceOptions = {}) {
  const includeUntracked = options.includeUntracked ?? false;
  return async (sha: string, filters: SnapshotFilters): Promise<Snapshot> => {
    if (workspace && existsSync(join(workspace, '.git')) && (await headOf(workspace)) === sha) {
      return loadLocalSnapshot(workspace, { filters, includeUntracked });
    }
    return loadTarballSnapshot(await forge.tarball(sha), { source, commit: sha, filters });
  };
}
