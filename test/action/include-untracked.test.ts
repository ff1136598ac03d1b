// The Action reads the tracked files of the workflow's checkout unless `include-untracked` is
// true, and never a credential file: a step before cplan (google-github-actions/auth) can leave
// `gha-creds-*.json` in the workspace, and the model reads whatever the snapshot holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import { InputError, readInputs } from '../../src/action/inputs.js';
import { workspaceSnapshotLoader } from '../../src/action/snapshot.js';
import { FakeForge } from '../helpers/fake-forge.js';
import { git, makeTempDir, removeDir, writeTree } from '../repo/helpers.js';

const GHA_SECRET = 'FAKE_SERVICE_ACCOUNT_KEY_6e02';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** readInputs with exactly these inputs set. */
function inputs(values: Record<string, string>) {
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(values)) vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
  return readInputs();
}

describe('the include-untracked input', () => {
  it('is declared in action.yml, false by default', () => {
    const action = YAML.parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> };
    expect(action.inputs['include-untracked']?.default).toBe('false');
  });

  it('is false when unset and read as a YAML 1.2 boolean', () => {
    expect(inputs({}).includeUntracked).toBe(false);
    expect(inputs({ 'include-untracked': 'false' }).includeUntracked).toBe(false);
    expect(inputs({ 'include-untracked': 'true' }).includeUntracked).toBe(true);
    expect(inputs({ 'include-untracked': 'TRUE' }).includeUntracked).toBe(true);
  });

  it('is an error naming the input when it is no boolean', () => {
    expect(() => inputs({ 'include-untracked': 'yes' })).toThrow(InputError);
    expect(() => inputs({ 'include-untracked': 'yes' })).toThrow(/^Action input include-untracked: must be true or false/);
  });
});

describe('workspaceSnapshotLoader', () => {
  let base: string;
  let checkout: string;
  let sha: string;
  const previousCeiling = process.env.GIT_CEILING_DIRECTORIES;

  beforeAll(() => {
    base = makeTempDir('cplan-action-untracked-');
    // git must not find a repository above the temp dir.
    process.env.GIT_CEILING_DIRECTORIES = base;
    checkout = join(base, 'checkout');
    writeTree(checkout, { 'src/server.ts': 'export function createServer() {}\n', 'README.md': '# demo\n' });
    git(checkout, 'init', '-q');
    git(checkout, 'add', '-A');
    git(checkout, 'commit', '-q', '-m', 'init');
    sha = git(checkout, 'rev-parse', 'HEAD');
    // What earlier steps of a job leave in the workspace: credentials and build output.
    writeTree(checkout, {
      'gha-creds-0123456789abcdef.json': `{"type":"service_account","private_key":"${GHA_SECRET}"}\n`,
      'generated.ts': 'export const built = true;\n',
    });
  });

  afterAll(() => {
    if (previousCeiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
    else process.env.GIT_CEILING_DIRECTORIES = previousCeiling;
    removeDir(base);
  });

  it('reads the tracked files of the checkout by default', async () => {
    const forge = new FakeForge();
    const snapshot = await workspaceSnapshotLoader(forge, checkout, 'octo/demo')(sha, {});
    expect(snapshot.listPaths()).toEqual(['README.md', 'src/server.ts']);
    expect(snapshot.search(GHA_SECRET).hits).toEqual([]);
    // From the checkout, not from a download.
    expect(forge.calls.map((c) => c.method)).not.toContain('tarball');
  });

  it('adds the untracked files when asked, but never the credentials file', async () => {
    const forge = new FakeForge();
    const load = workspaceSnapshotLoader(forge, checkout, 'octo/demo', { includeUntracked: true });
    const snapshot = await load(sha, {});
    expect(snapshot.listPaths()).toEqual(['README.md', 'generated.ts', 'src/server.ts']);
    expect(snapshot.search(GHA_SECRET).hits).toEqual([]);
    expect(snapshot.info.skippedSecret).toBe(1);
    expect(forge.calls.map((c) => c.method)).not.toContain('tarball');
  });
});
