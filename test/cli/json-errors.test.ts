// With --json, a failure is JSON on stdout too: `{ "error": { "reason", "message" } }`, the reason
// and words of the plain report, with the same exit code (2 for input, else 1). In-process, through
// the real entry (`main` of src/cli/main.ts), as cli.test.ts runs it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFixtureRepo, type FixtureRepo } from '../backtest/git-fixture.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-json-errors-'));
let repo: FixtureRepo;
let main: (argv: string[]) => Promise<number>;

/** Loading src/cli/main.ts runs `main(process.argv.slice(2))`: load it with `--version`, output swallowed. */
async function loadMain(): Promise<typeof main> {
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
  repo = createFixtureRepo('cplan-json-errors-repo-');
});
afterAll(() => {
  repo.remove();
  rmSync(temp, { recursive: true, force: true });
});
beforeEach(() => {
  vi.stubEnv('ANTHROPIC_API_KEY', '');
  vi.stubEnv('CPLAN_DEBUG', '');
});
afterEach(() => vi.unstubAllEnvs());

async function cplan(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const capture = (append: (text: string) => void) => ((chunk: unknown) => (append(String(chunk)), true)) as never;
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture((t) => (stdout += t)));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture((t) => (stderr += t)));
  try {
    return { code: await main(args), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe('errors with --json', () => {
  it.each([
    [['check', join(temp, 'no-such-note.md'), '--json'], `cannot read ${join(temp, 'no-such-note.md')}: no such file`],
    [['check', 'README.md', '--json'], 'README.md is not a plan note: no task pool sections and no sub_domains in its frontmatter'],
    [['plan', '--json', '--yse', 'x'], 'unknown option --yse for "cplan plan" (did you mean --yes?)'],
    [['plan', 'x', '--repo', 'README.md', '--json'], '--repo README.md: not a directory'],
    [['plan', 'x', '--json=yes'], '--json takes no value (see "cplan plan --help")'],
    [['backtest', '--repo', temp, '--json'], `--repo ${temp}: not a git repository`],
    [['backtest', '--json', '--limit', '0'], '--limit must be a whole number of at least 1 (got "0")'],
  ])('%j: exit 2, the input error as JSON on stdout and as a line on stderr', async (args, message) => {
    const { code, stdout, stderr } = await cplan(args);
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toEqual({ error: { reason: 'input', message } });
    expect(stderr).toBe(`cplan: ${message}\n`);
  });

  it('a config error is exit 1 with its reason, and the next step stays on stderr', async () => {
    const config = join(temp, 'bad.yml');
    writeFileSync(config, 'max_domains: 12\n');
    const { code, stdout, stderr } = await cplan(['backtest', '--repo', repo.dir, '--config', config, '--json']);
    expect(code).toBe(1);
    const { error } = JSON.parse(stdout);
    expect(Object.keys(error)).toEqual(['reason', 'message']);
    expect(error.reason).toBe('config');
    expect(error.message).toMatch(/bad\.yml: `max_domains`: must be a whole number from 1 to 10 \(got 12\)$/);
    expect(stderr.split('\n')[0]).toBe(`cplan: ${error.message}`);
  });

  it('without --json, or for a command that takes none, or after "--", stdout stays empty', async () => {
    for (const args of [
      ['check', join(temp, 'no-such-note.md')],
      ['render', 'README.md', '--json'],
      ['config', 'check', join(temp, 'no.yml'), '--json'],
      ['frobnicate', '--json'],
      ['plan', '--yse', '--', '--json'],
    ]) {
      const { code, stdout, stderr } = await cplan(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout, args.join(' ')).toBe('');
      expect(stderr).toMatch(/^cplan: /);
    }
  });
});
