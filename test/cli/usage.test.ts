// Usage mistakes are UsageErrors (the entry prints one line and exits 2), never a run error; a
// file that is not a plan note is one of them; counts read "1 task", not "1 tasks". In-process.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { levenshtein, suggestFlag } from '../../src/cli/args.js';
import { runCheck } from '../../src/cli/check.js';
import { runConfig } from '../../src/cli/config.js';
import { UsageError } from '../../src/cli/errors.js';
import { runPlanCommand } from '../../src/cli/plan.js';
import { runRender } from '../../src/cli/render.js';
import { plural, shellQuote } from '../../src/cli/text.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-usage-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
beforeEach(() => {
  vi.stubEnv('ANTHROPIC_API_KEY', '');
});

const ONE_TASK = `---
session_id: CPLAN-one-task
sub_domains: [api]
---

## Task Pool - Api

### TASK-001: Add the limiter [api]
- **Status**: pending
- **Complexity**: Low
- **Depends on**: none
- **Scope**: \`src/server.ts\`
- **Modification points**:
  - \`src/server.ts:app\`: register the limiter
- **Conflict risk**: Low
`;

function file(name: string, text: string): string {
  const path = join(temp, name);
  writeFileSync(path, text);
  return path;
}

async function check(argv: string[]) {
  let stdout = '';
  const code = await runCheck(argv, (t) => (stdout += t));
  return { code, stdout };
}

/** The UsageError a command throws (the entry turns it into one line and exit 2). */
async function usageError(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UsageError);
  const message = (error as Error).message;
  expect(message).not.toContain('\n');
  return message;
}

const quiet = () => undefined;
const plan = (argv: string[]) => runPlanCommand(argv, quiet, quiet, { isTTY: false });

describe('cplan check on a file that is not a plan note', () => {
  it('refuses a README with one line saying why, and leaves it alone with --write', async () => {
    expect(await usageError(check(['README.md']))).toBe(
      'README.md is not a plan note: no task pool sections and no sub_domains in its frontmatter',
    );
    const copy = file('README.md', readFileSync('README.md', 'utf8'));
    await usageError(check([copy, '--write', '--json']));
    expect(readFileSync(copy, 'utf8')).toBe(readFileSync('README.md', 'utf8'));
  });

  it('accepts a real note with 0 tasks: sub_domains only, or the template awaiting approval', async () => {
    expect((await check([file('declared.md', '---\nsub_domains: [api]\n---\n\n# Plan\n')])).code).toBe(0);
    let stdout = '';
    await runPlanCommand(
      ['Add rate limiting', '--repo', 'test/fixtures/repos/small', '--out', join(temp, 'plans')],
      (t) => (stdout += t),
      quiet,
      { isTTY: false },
    );
    const note = join(stdout.trim().split('\n').pop() as string, 'plan-note.md');
    const result = await check([note]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/· 0 tasks in \d+ domains?\n/);
  });
});

describe('counts are singular for one', () => {
  it('check says "1 task in 1 domain"', async () => {
    const { code, stdout } = await check([file('one.md', ONE_TASK)]);
    expect(code).toBe(0);
    expect(stdout).toContain('CPLAN-one-task · 1 task in 1 domain\n');
    expect(stdout).toContain('  api: 1 task\n');
  });

  it('plural() counts every noun the CLI prints, render included', async () => {
    expect(plural(1, 'conflict')).toBe('1 conflict');
    expect(plural(0, 'conflict')).toBe('0 conflicts');
    expect(plural(2, 'match', 'matches')).toBe('2 matches');
    const dir = join(temp, 'session');
    cpSync('examples/CPLAN-add-rate-limiting-2026-11-22', dir, { recursive: true });
    let stdout = '';
    await runRender(
      [dir],
      (t) => (stdout += t),
      () => new Date('2026-11-22T10:00:00Z'),
    );
    expect(stdout).toMatch(/: \d+ files rendered, \d+ changed\n/);
  });
});

describe('usage mistakes are usage errors', () => {
  it('a file where a directory belongs, in every command that takes one', async () => {
    expect(await usageError(plan(['x', '--repo', 'README.md']))).toBe('--repo README.md: not a directory');
    expect(await usageError(plan(['x', '--out', 'README.md']))).toBe('--out README.md: not a directory');
    expect(await usageError(plan(['x', '--repo', 'no/such/dir']))).toBe('--repo no/such/dir: no such directory');
    expect(await usageError(plan(['--continue', 'README.md']))).toContain('no plan-note.md there');
    expect(await usageError(check(['examples/CPLAN-add-rate-limiting-2026-11-22/plan-note.md', '--repo', 'README.md']))).toBe(
      '--repo README.md: not a directory',
    );
    expect(await usageError(runRender(['README.md'], quiet, () => new Date()))).toBe('render README.md: not a directory');
    expect(await usageError(runConfig(['check', 'docs'], quiet))).toBe('cannot read docs: is a directory');
  });

  it('--continue with a requirement or --out is refused rather than ignored', async () => {
    expect(await usageError(plan(['--continue', 'x', 'Add rate limiting']))).toContain('--continue takes no requirement');
    expect(await usageError(plan(['--continue', 'x', '--out', temp]))).toContain('--continue takes no --out');
  });

  it('an unknown flag gets one clean line with "did you mean"', async () => {
    const message = await usageError(plan(['--yse', 'x']));
    expect(message).toBe('unknown option --yse for "cplan plan" (did you mean --yes?)');
    expect(message).not.toMatch(/To specify a positional/);
    expect(await usageError(plan(['-yes', 'x']))).toBe('unknown option -yes for "cplan plan" (did you mean --yes?)');
    expect(await usageError(plan(['x', '--max-domain=3']))).toContain('did you mean --max-domains?');
    // Options that set a config key are checked by the config schema and named as options.
    const repo = ['--repo', 'test/fixtures/repos/small'];
    expect(await usageError(plan(['x', ...repo, '--max-domains=0']))).toBe(
      'option --max-domains: must be a whole number from 1 to 10 (got 0)',
    );
    expect(await usageError(plan(['x', ...repo, '--max-domains=abc']))).toBe(
      'option --max-domains: must be a whole number from 1 to 10 (got "abc")',
    );
    expect(await usageError(plan(['x', ...repo, '--locale', 'fr']))).toBe('option --locale: must be en or zh (got "fr")');
    expect(await usageError(plan(['x', ...repo, '--provider=gpt']))).toBe(
      'option --provider: must be auto, anthropic, bedrock, vertex, openai or offline (got "gpt")',
    );
    expect(await usageError(plan(['x', ...repo, '--model=http://evil']))).toMatch(/^option --model: must be a model id/);
    const config = file('bad-cplan.yml', 'max_domains: 12\n');
    expect(await usageError(plan(['x', ...repo, '--config', config]))).toMatch(
      /: `max_domains`: must be a whole number from 1 to 10 \(got 12\)$/,
    );
    expect(await usageError(check(['a.md', '--jsno']))).toContain('did you mean --json?');
    expect(await usageError(check(['a.md', '--bogus']))).toBe('unknown option --bogus for "cplan check" (see "cplan check --help")');
    expect(await usageError(runRender(['--frobnicate'], quiet, () => new Date()))).toContain('unknown option --frobnicate');
  });

  it('a flag without its value, or a value on a switch, is one line too', async () => {
    expect(await usageError(plan(['x', '--repo']))).toBe('--repo needs a value');
    expect(await usageError(plan(['x', '--repo', '--yes']))).toContain('--repo needs a value');
    expect(await usageError(plan(['x', '--yes=1']))).toBe('--yes takes no value (see "cplan plan --help")');
  });

  it('suggests only within 2 edits, and quotes arguments for the shell only when needed', () => {
    expect(levenshtein('yse', 'yes')).toBe(2);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    const options = { yes: { type: 'boolean' as const }, json: { type: 'boolean' as const } };
    expect(suggestFlag('jsn', options)).toBe('--json');
    expect(suggestFlag('verbose', options)).toBeUndefined();
    expect(shellQuote('.workflow/.planning/CPLAN-x')).toBe('.workflow/.planning/CPLAN-x');
    expect(shellQuote('my shop')).toBe("'my shop'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });
});
