// After a run that created its output folder in a git work tree, untracked, `cplan plan` says what
// `git status` will show and the two ways to settle it: commit it, or ignore it (or --out elsewhere).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isUntrackedInGit, missingFolder } from '../../src/cli/io.js';
import { runPlanCommand } from '../../src/cli/plan.js';
import { createFixtureRepo, type FixtureRepo } from '../backtest/git-fixture.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-untracked-out-'));
const repos: FixtureRepo[] = [];
afterAll(() => rmSync(temp, { recursive: true, force: true }));
afterEach(() => {
  for (const repo of repos.splice(0)) repo.remove();
});

function gitRepo(files: Record<string, string> = {}): FixtureRepo {
  const repo = createFixtureRepo('cplan-untracked-repo-');
  repos.push(repo);
  repo.commit('Initial commit', { 'src/server.ts': 'export function server() { handle(requests); }\n', ...files });
  return repo;
}

/** `cplan plan "…" --yes` (or `cplan plan <args>`) run from `cwd`: the exit code and what it printed on stderr. */
async function plan(
  cwd: string,
  extra: string[] = [],
  args = ['Add rate limiting to the server', '--yes'],
): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await runPlanCommand(
    [...args, ...extra],
    () => undefined,
    (t) => (stderr += t),
    { isTTY: false, cwd },
  );
  return { code, stderr };
}

const LINE =
  'cplan: .workflow/ is new and untracked in this git repository: commit it to share the plan, or add ".workflow/" to .gitignore (or plan with --out outside the repository)\n';

describe('the output folder in git status', () => {
  it('names .workflow/ once, after the run that created it, as git status shows it', async () => {
    const repo = gitRepo();
    const first = await plan(repo.dir);
    expect(first.code).toBe(0);
    expect(first.stderr.endsWith(`  complete\n${LINE}`)).toBe(true);
    expect(repo.git('status', '--porcelain')).toBe('?? .workflow/\n');
    expect((await plan(repo.dir)).stderr).not.toContain('untracked');
  });

  it('names the outermost folder --out created, as the CLI shows paths (absolute outside the current directory)', async () => {
    const repo = gitRepo();
    const below = await plan(repo.dir, ['--out', 'plans/new']);
    expect(below.stderr).toContain('cplan: plans/ is new and untracked in this git repository:');
    const { stderr } = await plan(join(repo.dir, 'src'), ['--repo', '..', '--out', '../more/new']);
    expect(stderr).toContain(`cplan: ${join(repo.dir, 'more')}/ is new and untracked in this git repository:`);
    expect(stderr).toContain('add "more/" to .gitignore');
  });

  it('says nothing when git ignores the folder, outside git, with --json or on --continue', async () => {
    const ignored = gitRepo({ '.gitignore': '.workflow/\n' });
    expect((await plan(ignored.dir)).stderr).not.toContain('untracked');

    const plain = join(temp, 'plain');
    cpSync('test/fixtures/repos/small', plain, { recursive: true });
    expect((await plan(plain)).stderr).not.toContain('untracked');

    const json = gitRepo();
    expect((await plan(json.dir, ['--json'])).stderr).toBe('');

    const continued = gitRepo();
    let stdout = '';
    await runPlanCommand(
      ['Add rate limiting to the server', '--out', join(continued.dir, 'out')],
      (t) => (stdout += t),
      () => undefined,
      {
        isTTY: false,
        cwd: continued.dir,
      },
    );
    const session = stdout.trim().split('\n').pop() as string;
    const resumed = await plan(continued.dir, [], ['--continue', session, '--yes']);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain('  complete\n');
    expect(resumed.stderr).not.toContain('untracked');
  });
});

describe('the helpers', () => {
  it('missingFolder is the outermost folder a write would create', () => {
    expect(missingFolder(temp)).toBeUndefined();
    expect(missingFolder(join(temp, 'a', 'b', 'c'))).toBe(join(temp, 'a'));
  });

  it('isUntrackedInGit: untracked and not ignored, in a work tree', async () => {
    const repo = gitRepo({ '.gitignore': 'ignored/\n' });
    for (const name of ['new', 'ignored', 'src']) cpSync('test/fixtures/repos/small', join(repo.dir, name, 'x'), { recursive: true });
    writeFileSync(join(repo.dir, 'src', 'x', 'keep.ts'), '');
    expect(await isUntrackedInGit(join(repo.dir, 'new'))).toBe(true);
    expect(await isUntrackedInGit(join(repo.dir, 'ignored'))).toBe(false);
    expect(await isUntrackedInGit(join(repo.dir, 'src'))).toBe(false);
    expect(await isUntrackedInGit(join(temp, 'plain'))).toBe(false);
  });
});
