// A local snapshot holds tracked files only unless untracked ones are asked for, and never a file
// named like a credential, tracked or not, in a git work tree or in the walk outside git: the
// model reads whatever the snapshot holds, and a prompt-injected issue can have it copied into
// the committed plan.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLocalPaths, loadLocalSnapshot } from '../../src/repo/local.js';
import { isSecretFile } from '../../src/repo/secret-files.js';
import type { Snapshot } from '../../src/repo/types.js';
import { git, makeTempDir, removeDir, writeTree } from './helpers.js';

// Fake values, one per file, so a hit names the file that leaked.
const TRACKED_SECRET = 'FAKE_TRACKED_SECRET_4f1c';
const UNTRACKED_SECRET = 'FAKE_UNTRACKED_SECRET_9b2e';
const GHA_SECRET = 'FAKE_GHA_PRIVATE_KEY_77d0';
const WALK_SECRET = 'FAKE_WALK_SECRET_e5a3';

let base: string;
const previousCeiling = process.env.GIT_CEILING_DIRECTORIES;

beforeAll(() => {
  base = makeTempDir('cplan-secrets-');
  // git must not find a repository above the temp dirs (the plain directory must stay non-git).
  process.env.GIT_CEILING_DIRECTORIES = base;
});

afterAll(() => {
  if (previousCeiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
  else process.env.GIT_CEILING_DIRECTORIES = previousCeiling;
  removeDir(base);
});

/** Searches every file of the snapshot for the fake secrets: none may be readable. */
function leaked(snapshot: Snapshot): string[] {
  return [TRACKED_SECRET, UNTRACKED_SECRET, GHA_SECRET, WALK_SECRET].filter((s) => snapshot.search(s).hits.length > 0);
}

describe('a git work tree', () => {
  let repo: string;

  beforeAll(() => {
    repo = join(base, 'repo');
    writeTree(repo, {
      'src/a.ts': 'export const a = 1;\n',
      '.env': `API_TOKEN=${TRACKED_SECRET}\n`,
      '.env.example': 'API_TOKEN=\n',
    });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'init');
    // Left in the work tree uncommitted, as a developer's .env or a CI step's credentials are.
    writeTree(repo, {
      'services/api/.env': `API_TOKEN=${UNTRACKED_SECRET}\n`,
      'gha-creds-1a2b3c4d5e6f.json': `{"private_key":"${GHA_SECRET}"}\n`,
      'notes.txt': 'an untracked note\n',
    });
  });

  it('lists tracked files only by default, and the untracked ones on request', async () => {
    expect((await listLocalPaths(repo)).paths).toEqual(['.env', '.env.example', 'src/a.ts']);
    expect((await listLocalPaths(repo, { includeUntracked: true })).paths).toEqual([
      '.env',
      '.env.example',
      'gha-creds-1a2b3c4d5e6f.json',
      'notes.txt',
      'services/api/.env',
      'src/a.ts',
    ]);
  });

  it('leaves out untracked files by default and never reads the tracked .env', async () => {
    const snapshot = await loadLocalSnapshot(repo);
    expect(snapshot.listPaths()).toEqual(['.env.example', 'src/a.ts']);
    expect(snapshot.readFile('.env')).toBeUndefined();
    expect(leaked(snapshot)).toEqual([]);
    expect(snapshot.info).toMatchObject({ fileCount: 2, skippedSecret: 1 });
    expect(snapshot.info.note).toBe('Left out 1 credential file (such as .env or a private key) unread.');
  });

  it('with includeUntracked adds the untracked files but still no credential file', async () => {
    const snapshot = await loadLocalSnapshot(repo, { includeUntracked: true });
    expect(snapshot.listPaths()).toEqual(['.env.example', 'notes.txt', 'src/a.ts']);
    expect(snapshot.readFile('services/api/.env')).toBeUndefined();
    expect(leaked(snapshot)).toEqual([]);
    expect(snapshot.info).toMatchObject({ fileCount: 3, skippedSecret: 3 });
    expect(snapshot.info.note).toBe('Left out 3 credential files (such as .env or a private key) unread.');
  });

  it('does not count a credential file the filters leave out anyway', async () => {
    const snapshot = await loadLocalSnapshot(repo, { filters: { includePaths: ['src/**'] } });
    expect(snapshot.listPaths()).toEqual(['src/a.ts']);
    expect(snapshot.info.skippedSecret).toBe(0);
    expect(snapshot.info.note).toBeUndefined();
  });
});

describe('the walk outside git', () => {
  let dir: string;

  beforeAll(() => {
    dir = join(base, 'plain');
    writeTree(dir, {
      // Sorted first: it must not take the place of app.ts under a one-file cap.
      '.env': `API_TOKEN=${WALK_SECRET}\n`,
      '.env.sample': 'API_TOKEN=\n',
      'app.ts': 'console.log(1);\n',
      'deploy/id_ed25519': `-----BEGIN OPENSSH PRIVATE KEY-----\n${WALK_SECRET}\n`,
      'deploy/id_ed25519.pub': 'ssh-ed25519 AAAA deploy\n',
    });
  });

  it('skips credential files too', async () => {
    expect((await listLocalPaths(dir)).git).toBe(false);
    const snapshot = await loadLocalSnapshot(dir);
    expect(snapshot.listPaths()).toEqual(['.env.sample', 'app.ts', 'deploy/id_ed25519.pub']);
    expect(leaked(snapshot)).toEqual([]);
    expect(snapshot.info.skippedSecret).toBe(2);
  });

  it('never opens them, so they take no place under the caps', async () => {
    const snapshot = await loadLocalSnapshot(dir, { limits: { maxFiles: 2 } });
    expect(snapshot.listPaths()).toEqual(['.env.sample', 'app.ts']);
    expect(snapshot.info).toMatchObject({ capped: true, omitted: 1, skippedSecret: 2 });
  });
});

describe('isSecretFile', () => {
  it.each([
    '.env',
    'pkg/.env',
    '.env.local',
    '.env.production',
    '.env.example.local',
    '.ENV',
    '.envrc',
    'gha-creds-5a8e3f0c1b2d4e6f.json',
    'server.pem',
    'certs/tls.key',
    'id_rsa',
    'id_ed25519',
    'id_ecdsa',
    'id_dsa',
    '.ssh/id_rsa_deploy',
    'id_ed25519-sk',
    '.npmrc',
    'frontend/.npmrc',
    '.netrc',
    '_netrc',
    '.pypirc',
    '.git-credentials',
    '.pgpass',
    'credentials.json',
    'service-account.json',
    'service-account-prod.json',
    'client_secret_123.apps.googleusercontent.com.json',
  ])('%s is a credential file', (path) => {
    expect(isSecretFile(path)).toBe(true);
  });

  it.each([
    '.env.example',
    '.env.sample',
    '.env.template',
    '.env.local.example',
    'config/.env.template',
    'id_rsa.pub',
    'id_ed25519.pub',
    'src/env.ts',
    'env.d.ts',
    '.env/lib/site.py',
    '.envs',
    'keys.ts',
    'src/monkey.ts',
    'pem.md',
    'credentials.ts',
    'credentials.json.md',
    'gha-creds.md',
    'package.json',
    'identity.ts',
    'id_rsa.ts',
    'src/id_rsa_parser.go',
  ])('%s is not', (path) => {
    expect(isSecretFile(path)).toBe(false);
  });
});
