// `cplan plan` reads the tracked files of a git work tree unless --include-untracked is given, and
// never a credential file either way: an uncommitted .env must not reach the model, which a
// prompt-injected requirement could have copy it into the plan.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_HELP, runPlanCommand } from '../../src/cli/plan.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { git, makeTempDir, removeDir, writeTree } from '../repo/helpers.js';

const TRACKED_SECRET = 'FAKE_TRACKED_TOKEN_0c7d';
const UNTRACKED_SECRET = 'FAKE_UNTRACKED_TOKEN_31aa';

let base: string;
let repo: string;
let tracked: number;
const previousCeiling = process.env.GIT_CEILING_DIRECTORIES;

beforeAll(() => {
  base = makeTempDir('cplan-cli-untracked-');
  // git must not find a repository above the temp dir.
  process.env.GIT_CEILING_DIRECTORIES = base;
  repo = join(base, 'repo');
  const fixture = readFixtureRepo('small');
  tracked = Object.keys(fixture).length;
  writeTree(repo, { ...fixture, '.env': `TOKEN=${TRACKED_SECRET}\n` });
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'init');
  writeTree(repo, {
    'services/api/.env': `TOKEN=${UNTRACKED_SECRET}\n`,
    'docs/draft.md': '# An untracked draft\n',
  });
});

afterAll(() => {
  if (previousCeiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
  else process.env.GIT_CEILING_DIRECTORIES = previousCeiling;
  removeDir(base);
});

beforeEach(() => {
  vi.stubEnv('ANTHROPIC_API_KEY', '');
});

let runs = 0;
/** Plans offline into a fresh folder; returns the exit code, stderr and the session's text. */
async function plan(extra: string[]): Promise<{ code: number; stderr: string; written: string }> {
  const out = join(base, `plans-${++runs}`);
  let stderr = '';
  const args = ['Add rate limiting to the API', '--repo', repo, '--out', out, '--yes', '--provider=offline', ...extra];
  const code = await runPlanCommand(
    args,
    () => undefined,
    (text) => (stderr += text),
  );
  const written = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
  return { code, stderr, written };
}

describe('cplan plan in a git work tree', () => {
  it('reads tracked files only by default, and never the tracked .env', async () => {
    const { code, stderr, written } = await plan([]);
    expect(code).toBe(0);
    // The fixture's files; .env is tracked but left unread.
    expect(stderr).toContain(`on ${tracked} files (Left out 1 credential file (such as .env or a private key) unread.)`);
    expect(written).not.toContain(TRACKED_SECRET);
  });

  it('with --include-untracked also reads untracked files, but no credential file', async () => {
    const { code, stderr, written } = await plan(['--include-untracked']);
    expect(code).toBe(0);
    // docs/draft.md joins; services/api/.env is listed now, and left unread like the tracked one.
    expect(stderr).toContain(`on ${tracked + 1} files (Left out 2 credential files (such as .env or a private key) unread.)`);
    expect(written).not.toContain(TRACKED_SECRET);
    expect(written).not.toContain(UNTRACKED_SECRET);
  });

  it('documents the option in its help', () => {
    expect(PLAN_HELP).toMatch(/^ {2}--include-untracked {3}/m);
  });
});
