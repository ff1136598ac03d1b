// The CLI end to end on fixtures. Every command runs in-process through the real entry, `main` of
// src/cli/main.ts: its dispatch and its one error reporter, so exit codes, stdout and stderr are
// exactly what a user sees. One smoke test runs the bundled binary (npm test builds dist/ first).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyExampleRepo } from '../helpers/repo-files.js';

const BIN = join(process.cwd(), 'dist/cli.js');
const EXAMPLE = 'examples/CPLAN-add-rate-limiting-2026-11-22';
const temp = mkdtempSync(join(tmpdir(), 'cplan-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Main = (argv: string[]) => Promise<number>;
let main: Main;

/**
 * src/cli/main.ts is the bin's entry: loading it runs `main(process.argv.slice(2))` and sets the
 * exit code. Load it once with a harmless argv (`--version`, output swallowed), then put back
 * argv and the exit code; the tests call the exported `main` directly.
 */
async function loadMain(): Promise<Main> {
  const { argv, exitCode } = process;
  process.argv = [argv[0] as string, 'cplan', '--version'];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const module = await import('../../src/cli/main.js');
    await new Promise((resolve) => setImmediate(resolve));
    return module.main;
  } finally {
    write.mockRestore();
    process.argv = argv;
    process.exitCode = exitCode;
  }
}

beforeAll(async () => {
  main = await loadMain();
});
// As the binary ran before: no Anthropic key in the environment, no debug stack traces.
beforeEach(() => {
  vi.stubEnv('ANTHROPIC_API_KEY', '');
  vi.stubEnv('CPLAN_DEBUG', '');
});
afterEach(() => vi.unstubAllEnvs());

/** `cplan …` in-process: the exit code `main` returns and what it wrote to stdout and stderr. */
async function cplan(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const capture = (append: (text: string) => void) => ((chunk: unknown) => (append(String(chunk)), true)) as never;
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture((t) => (stdout += t)));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture((t) => (stderr += t)));
  // Not a terminal (as under spawnSync's pipes): plan prints progress lines and never prompts.
  const tty = Object.getOwnPropertyDescriptor(process.stderr, 'isTTY');
  Object.defineProperty(process.stderr, 'isTTY', { value: false, configurable: true, writable: true });
  try {
    const code = await main(args);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
    if (tty) Object.defineProperty(process.stderr, 'isTTY', tty);
    else delete (process.stderr as { isTTY?: boolean }).isTTY;
  }
}

describe('cplan check', () => {
  it('reports all four conflict kinds with the task heading lines as JSON', async () => {
    const { code, stdout } = await cplan(['check', `${EXAMPLE}/plan-note.md`, '--json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual([
      'session_id',
      'locale',
      'domains',
      'tasks',
      'conflicts',
      'diagnostics',
      'waves',
      'note_up_to_date',
      'written',
    ]);
    expect(report.conflicts.map((c: { type: string }) => c.type)).toEqual([
      'dependency_cycle',
      'missing_dependency',
      'file_conflict',
      'strategy_conflict',
    ]);
    const lines = readFileSync(`${EXAMPLE}/plan-note.md`, 'utf8').split('\n');
    for (const task of report.tasks) expect(lines[task.line - 1]).toMatch(new RegExp(`^### ${task.id}:`));
    expect(report.tasks.find((t: { id: string }) => t.id === 'TASK-202').depends_on).toEqual([]);
  });

  it('reports the same four kinds on a Chinese-heading note, at its task lines', async () => {
    const { code, stdout } = await cplan(['check', 'test/fixtures/plan-notes/zh-basic.md', '--json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.locale).toBe('zh');
    expect(report.conflicts.map((c: { type: string }) => c.type)).toEqual([
      'dependency_cycle',
      'missing_dependency',
      'file_conflict',
      'strategy_conflict',
    ]);
    const lines = readFileSync('test/fixtures/plan-notes/zh-basic.md', 'utf8').split('\n');
    for (const task of report.tasks) expect(lines[task.line - 1]).toMatch(new RegExp(`^### ${task.id}:`));
  });

  it('--repo marks modification points whose file is missing as new?', async () => {
    // Against the repository it was planned for, every path exists or is created by a task of the
    // plan (src/middleware/rate-limit.js is TASK-001's new file, which TASK-002 then edits).
    const shop = copyExampleRepo('shop');
    try {
      const planned = JSON.parse((await cplan(['check', `${EXAMPLE}/plan-note.md`, '--json', '--repo', shop])).stdout);
      expect(planned.diagnostics.filter((d: { message: string }) => d.message.includes('(new?)'))).toEqual([]);
    } finally {
      rmSync(shop, { recursive: true, force: true });
    }
    // Against another repository the missing files are marked; "new file" points are not reported.
    const { stdout } = await cplan(['check', `${EXAMPLE}/plan-note.md`, '--json', '--repo', 'test/fixtures/repos/small']);
    const missing = JSON.parse(stdout).diagnostics.filter((d: { message: string }) => d.message.includes('(new?)'));
    expect(missing.map((d: { message: string }) => d.message)).toEqual([
      'TASK-001: src/server.js does not exist in the repository (new?)',
      'TASK-101: web/src/components/Header.jsx does not exist in the repository (new?)',
      'TASK-201: src/server.js does not exist in the repository (new?)',
    ]);
    expect((await cplan(['check', `${EXAMPLE}/plan-note.md`, '--repo', 'no/such/dir'])).code).toBe(2);
  });

  it('exits by --fail-on and prints a readable report', async () => {
    expect((await cplan(['check', `${EXAMPLE}/plan-note.md`, '--fail-on=none'])).code).toBe(0);
    const human = await cplan(['check', `${EXAMPLE}/plan-note.md`, '--fail-on=medium']);
    expect(human.code).toBe(1);
    expect(human.stdout).toContain('CONFLICT-003 high file_conflict');
    expect(human.stdout).toMatch(/TASK-001 \(line \d+\)/);
  });

  it('gives one clear line and exit 2 for usage mistakes', async () => {
    for (const args of [
      ['check'],
      ['check', 'nope.md'],
      ['check', `${EXAMPLE}/plan-note.md`, '--fail-on=low'],
      ['check', '--bogus'],
      ['check', 'README.md'],
      ['check', `${EXAMPLE}/plan-note.md`, '--repo', 'README.md'],
      ['render', 'README.md'],
      ['frobnicate'],
    ]) {
      const { code, stderr } = await cplan(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^cplan: /);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('--write rewrites only the generated sections and keeps a ticked decision', async () => {
    const file = join(temp, 'note.md');
    cpSync(`${EXAMPLE}/plan-note.md`, file);
    await cplan(['check', file, '--write']);
    const written = readFileSync(file, 'utf8');
    expect(written).toContain('### CONFLICT-003');
    const ticked = written.replace(
      /(### CONFLICT-001[\s\S]*?- \*\*Decision\*\*: )\[ \] open/,
      '$1[x] resolved – reorder audit after validation',
    );
    writeFileSync(file, ticked);
    const again = await cplan(['check', file, '--write', '--json']);
    const report = JSON.parse(again.stdout);
    expect(report.conflicts[0].decision).toBe('resolved');
    expect(report.conflicts[0].decision_note).toBe('reorder audit after validation');
    expect(again.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(ticked);
    const original = readFileSync(`${EXAMPLE}/plan-note.md`, 'utf8');
    const head = original.slice(0, original.indexOf('## Dependencies'));
    expect(readFileSync(file, 'utf8').startsWith(head)).toBe(true);
  });
});

describe('cplan render', () => {
  it('regenerates the derived files of a session folder and is stable', async () => {
    const dir = join(temp, 'session');
    cpSync(EXAMPLE, dir, { recursive: true });
    const first = await cplan(['render', dir]);
    // The example keeps an open dependency cycle (critical): render says so and fails like check.
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('Conflicts: 4 open (1 critical · 2 high · 1 medium), 0 resolved');
    // Outside any repository nothing was checked, and it says so instead of "verified".
    expect(first.stdout).toContain('not checked against a repository');
    expect((await cplan(['render', dir, '--fail-on=none'])).code).toBe(0);
    const files = readdirSync(dir, { recursive: true }).map(String).sort();
    expect(files).toEqual(
      expect.arrayContaining(['conflicts.json', 'plan.json', 'plan.md', join('domains', 'security', '.task', 'TASK-203.json')]),
    );
    const conflicts = JSON.parse(readFileSync(join(dir, 'conflicts.json'), 'utf8'));
    expect(conflicts.total_conflicts).toBe(4);
    const second = await cplan(['render', dir]);
    expect(second.stdout).toContain('0 changed');
  });

  it('names every modification point it could not use, and never counts it as verified', async () => {
    const dir = join(temp, 'session-bad-point');
    cpSync(EXAMPLE, dir, { recursive: true });
    const notePath = join(dir, 'plan-note.md');
    const text = readFileSync(notePath, 'utf8').replace(
      '- **Modification points**:\n',
      '- **Modification points**:\n  - `../outside.js:run`: escape the repository\n',
    );
    writeFileSync(notePath, text);
    const { stdout } = await cplan(['render', dir, '--fail-on=none']);
    expect(stdout).toMatch(/line \d+: modification point: .*\.\./);
    expect(readFileSync(join(dir, 'plan.md'), 'utf8')).not.toContain('verified');
  });

  it('fails with exit 2 on a folder without plan-note.md', async () => {
    const { code, stderr } = await cplan(['render', temp]);
    expect(code).toBe(2);
    expect(stderr).toContain('plan-note.md');
  });
});

describe('cplan plan (offline)', () => {
  it('writes a complete session folder for a requirement and prints its path', async () => {
    const repo = join(temp, 'repo');
    cpSync('test/fixtures/repos/small', repo, { recursive: true });
    const out = join(temp, 'plans');
    const { code, stdout, stderr } = await cplan([
      'plan',
      'Add rate limiting to the API and show the quota in the dashboard',
      '--repo',
      repo,
      '--out',
      out,
      '--yes',
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const summary = JSON.parse(stdout);
    expect(Object.keys(summary)).toEqual(expect.arrayContaining(['session_dir', 'domains', 'tasks', 'conflicts', 'usage']));
    expect(summary.tasks).toBeGreaterThan(0);
    const files = readdirSync(summary.session_dir);
    expect(files).toEqual(
      expect.arrayContaining([
        'plan-note.md',
        'plan.md',
        'conflicts.json',
        'plan.json',
        'usage.json',
        'requirement-analysis.json',
        'domains',
      ]),
    );
    const check = await cplan(['check', join(summary.session_dir, 'plan-note.md'), '--json', '--fail-on=none']);
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout).tasks.length).toBe(summary.tasks);
    expect(readFileSync(join(summary.session_dir, 'plan.md'), 'utf8')).toMatch(/offline/i);
  });

  it('plan.md links every modification point into the local files, relative to the session folder', async () => {
    const repo = join(temp, 'repo-links');
    cpSync('test/fixtures/repos/small', repo, { recursive: true });
    const { code, stdout } = await cplan([
      'plan',
      'Add rate limiting to the API',
      '--repo',
      repo,
      '--out',
      join(temp, 'plans-links'),
      '--yes',
      '--json',
    ]);
    expect(code).toBe(0);
    const dir = JSON.parse(stdout).session_dir as string;
    const planMd = readFileSync(join(dir, 'plan.md'), 'utf8');
    expect(planMd).toContain('## Modification points');
    const targets = [...planMd.matchAll(/\]\((\.\.\/[^)#]+)(#L\d+(?:-L\d+)?)?\)/g)].map((m) => m[1] as string);
    expect(targets.length).toBeGreaterThan(0);
    // Each link resolves from the session folder to a file of the repository.
    for (const target of targets) {
      const file = resolve(dir, decodeURIComponent(target));
      expect(file.startsWith(`${resolve(repo)}${sep}`)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
    // `cplan render` finds the session's repository (session.json) and keeps the same links.
    const render = await cplan(['render', dir]);
    expect(render.code).toBe(0);
    expect(readFileSync(join(dir, 'plan.md'), 'utf8')).toBe(planMd);
  });

  it('stops for approval without --yes and continues with --continue', async () => {
    const out = join(temp, 'plans-confirm');
    const first = await cplan(['plan', 'Add rate limiting', '--repo', 'test/fixtures/repos/small', '--out', out]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Proposed split');
    const dir = first.stdout.trim().split('\n').pop() as string;
    expect(first.stdout).toContain(`Approve and plan it: cplan plan --continue ${dir} --repo test/fixtures/repos/small --yes`);
    const elsewhere = await cplan(['plan', '--continue', dir, '--yes', '--repo', 'examples/shop']);
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toMatch(/^cplan: session .* was planned against test\/fixtures\/repos\/small, not --repo examples\/shop/);
    const second = await cplan(['plan', '--continue', dir, '--yes', '--repo', 'test/fixtures/repos/small']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Plan complete');
  });

  it('rejects bad flags with exit 2 and one line', async () => {
    for (const args of [
      ['plan', 'x', '--max-domains=0'],
      ['plan', 'x', '--max-domains=abc'],
      ['plan', 'x', '--max-domains=11'],
      ['plan', 'x', '--provider=gpt'],
      ['plan', '--repo', '.'],
      ['plan', 'x', '--repo', 'README.md'],
      ['plan', 'x', '--repo'],
      ['plan', '--yse', 'x'],
    ]) {
      const { code, stderr } = await cplan(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    }
    expect((await cplan(['plan', 'x', '--repo', 'README.md'])).stderr).toBe('cplan: --repo README.md: not a directory\n');
    expect((await cplan(['check', 'README.md'])).stderr).toBe(
      'cplan: README.md is not a plan note: no task pool sections and no sub_domains in its frontmatter\n',
    );
    // One clean line: no raw parser text with its unbalanced quote, and a suggestion.
    expect((await cplan(['plan', '--yse', 'x'])).stderr).toBe('cplan: unknown option --yse for "cplan plan" (did you mean --yes?)\n');
  });

  it('refuses anthropic without a key, naming the variable and not running', async () => {
    const { code, stderr } = await cplan(['plan', 'x', '--provider=anthropic', '--repo', 'test/fixtures/repos/small']);
    expect(code).toBe(2);
    expect(stderr).toContain('ANTHROPIC_API_KEY');
  });
});

describe('cplan <command> --help', () => {
  it('prints the options of a command', async () => {
    const { code, stdout } = await cplan(['plan', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--continue');
  });
});

// The bundle is what users run: make sure it is self-contained ESM that starts, prints help and
// version, and runs a real check with its exit code (the in-process tests cover the rest).
describe('dist/cli.js', () => {
  it('prints help and version, and checks a plan note with exit 1 on conflicts', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, ANTHROPIC_API_KEY: '' };
    const [help, version, check] = await Promise.all([
      run(process.execPath, [BIN, '--help'], { env }),
      run(process.execPath, [BIN, '--version'], { env }),
      run(process.execPath, [BIN, 'check', `${EXAMPLE}/plan-note.md`, '--json'], { env }).then(
        () => ({ code: 0, stdout: '' }),
        (error: { code?: number; stdout?: string }) => ({ code: error.code, stdout: error.stdout ?? '' }),
      ),
    ]);
    expect(help.stdout).toContain('Usage: cplan');
    expect(version.stdout).toBe('cplan 0.1.0\n');
    expect(check.code).toBe(1);
    expect(JSON.parse(check.stdout).conflicts.map((c: { type: string }) => c.type)).toEqual([
      'dependency_cycle',
      'missing_dependency',
      'file_conflict',
      'strategy_conflict',
    ]);
  });
});

describe('cplan check and the note itself', () => {
  it('says when the note is stale, and --write says it updated it (then that nothing is left to write)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cplan-check-write-'));
    try {
      const file = join(dir, 'plan-note.md');
      writeFileSync(file, readFileSync(`${EXAMPLE}/plan-note.md`, 'utf8'));
      const plain = await cplan(['check', file]);
      expect(plain.stdout).toContain(
        `${file}: its Dependencies or Conflicts section is out of date; \`cplan check --write ${file}\` updates it.`,
      );
      const written = await cplan(['check', file, '--write']);
      expect(written.stdout).toContain(`Updated ${file}: its Dependencies and Conflicts sections were rewritten.`);
      const again = await cplan(['check', file, '--write']);
      expect(again.stdout).toContain(`${file} is up to date: nothing to write.`);
      const json = JSON.parse((await cplan(['check', file, '--json'])).stdout);
      expect(json).toMatchObject({ note_up_to_date: true, written: false });
      expect((await cplan(['check', file])).stdout).not.toContain('out of date');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
