// A session knows its repository: the printed `cplan plan --continue …` works when pasted as it
// is, and continuing plans the repository the session was planned against, not the current
// directory. Driven in-process through runPlanCommand with an explicit cwd.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/cli/errors.js';
import { runPlanCommand } from '../../src/cli/plan.js';
import { parsePlanNote } from '../../src/core/note/parse.js';

const FIXTURE = 'test/fixtures/repos/small';
const REQUIREMENT = 'Add rate limiting to the API and show the quota in the dashboard';
const temp = mkdtempSync(join(tmpdir(), 'cplan-session-repo-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
beforeEach(() => {
  vi.stubEnv('ANTHROPIC_API_KEY', '');
});

let made = 0;
/** A fresh copy of the fixture repository (its name has a space, so the hint must quote it) and a sibling cwd. */
function workspace() {
  const root = join(temp, `ws${++made}`);
  const repo = join(root, 'my shop');
  const elsewhere = join(root, 'elsewhere');
  cpSync(FIXTURE, repo, { recursive: true });
  mkdirSync(elsewhere, { recursive: true });
  return { root, repo, elsewhere };
}

async function plan(argv: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runPlanCommand(
    argv,
    (t) => (stdout += t),
    (t) => (stderr += t),
    { isTTY: false, cwd },
  );
  return { code, stdout, stderr, dir: stdout.trim().split('\n').pop() as string };
}

/** Splits a printed command line the way a POSIX shell does for plain words and '…' quoting. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (ch === '\\') {
      word = (word ?? '') + (line[++i] ?? '');
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? '') + ch;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** The argv of the printed "Approve and plan it: cplan plan …" hint. */
function hintArgs(stdout: string): { line: string; argv: string[] } {
  const line = (stdout.split('\n').find((l) => l.startsWith('Approve and plan it: ')) ?? '').replace('Approve and plan it: ', '');
  const words = shellWords(line);
  expect(words.slice(0, 2)).toEqual(['cplan', 'plan']);
  return { line, argv: words.slice(2) };
}

function plannedFiles(sessionDir: string): string[] {
  const note = parsePlanNote(readFileSync(join(sessionDir, 'plan-note.md'), 'utf8'));
  expect(note.frontmatter.status).toBe('completed');
  expect(note.tasks.length).toBeGreaterThan(0);
  return [...new Set(note.tasks.flatMap((t) => [...t.files, ...t.modificationPoints.map((p) => p.file ?? '')]).filter(Boolean))];
}

describe('a session knows its repository', () => {
  it('the printed continue command, pasted as printed from another directory, plans that repository', async () => {
    const { root, repo } = workspace();
    // Planned from the workspace root: the repository is "my shop", not the cwd.
    const first = await plan([REQUIREMENT, '--repo', 'my shop'], root);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Proposed split');
    const hint = hintArgs(first.stdout);
    expect(hint.line).toBe(`cplan plan --continue 'my shop/.workflow/.planning/${first.dir.split('/').pop()}' --repo 'my shop' --yes`);
    // The default layout says which repository it is: nothing extra is written.
    expect(existsSync(join(repo, '.workflow/.planning', first.dir.split('/').pop() as string, 'session.json'))).toBe(false);

    const second = await plan(hint.argv, root);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Plan complete (offline provider)');
    const files = plannedFiles(join(root, second.dir));
    expect(files).toContain('src/routes/quota.ts');
    for (const file of files) expect(existsSync(join(repo, file)), file).toBe(true);
  });

  it('--continue without --repo, run from an unrelated directory, uses the repository in session.json', async () => {
    const { repo, elsewhere } = workspace();
    const out = join(temp, `plans-${made}`);
    const first = await plan([REQUIREMENT, '--repo', repo, '--out', out], process.cwd());
    expect(first.code).toBe(0);
    // Outside <repo>/.workflow/.planning the folder records its repository.
    expect(JSON.parse(readFileSync(join(first.dir, 'session.json'), 'utf8'))).toEqual({ repo });
    const hint = hintArgs(first.stdout);
    expect(hint.argv).toEqual(['--continue', first.dir, '--repo', repo, '--yes']);

    const second = await plan(['--continue', first.dir, '--yes'], elsewhere);
    expect(second.code).toBe(0);
    const files = plannedFiles(first.dir);
    expect(files).toContain('src/routes/quota.ts');
    for (const file of files) expect(existsSync(join(repo, file)), file).toBe(true);
    expect(second.stderr).toContain('on 7 files');
  });

  it('--continue in the default layout finds the repository from the folder, from any cwd', async () => {
    const { repo, elsewhere } = workspace();
    const first = await plan([REQUIREMENT], repo);
    const hint = hintArgs(first.stdout);
    // Planned in the repository itself: the hint needs no --repo.
    expect(hint.argv).toEqual(['--continue', first.dir, '--yes']);
    expect(first.dir.startsWith('.workflow/.planning/')).toBe(true);
    const second = await plan(['--continue', join(repo, first.dir), '--yes'], elsewhere);
    expect(second.code).toBe(0);
    expect(plannedFiles(join(repo, first.dir))).toContain('src/routes/quota.ts');
  });

  it('refuses to continue with a --repo other than the recorded one, naming both', async () => {
    const { repo, elsewhere } = workspace();
    const other = join(temp, `other-${made}`);
    cpSync(FIXTURE, other, { recursive: true });
    const out = join(temp, `plans-${made}`);
    const first = await plan([REQUIREMENT, '--repo', repo, '--out', out], process.cwd());
    const error = await plan(['--continue', first.dir, '--yes', '--repo', other], elsewhere).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain(repo);
    expect((error as Error).message).toContain(`--repo ${other}`);
    expect((error as Error).message).not.toContain('\n');
    // Nothing was planned.
    expect(parsePlanNote(readFileSync(join(first.dir, 'plan-note.md'), 'utf8')).frontmatter.status).toBe('awaiting-approval');
    // The same repository, spelled differently, is fine.
    const same = await plan(['--continue', first.dir, '--yes', '--repo', `${repo}/`], elsewhere);
    expect(same.code).toBe(0);
  });
});
