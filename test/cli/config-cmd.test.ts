// `cplan config …` in-process: runConfig with a collecting `out`; errors are thrown for the entry.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_HELP, runConfig } from '../../src/cli/config.js';
import { UsageError } from '../../src/cli/errors.js';
import { ConfigError } from '../../src/core/config/config.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-config-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function run(argv: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await runConfig(argv, (text) => {
    stdout += text;
  });
  return { code, stdout };
}

function file(name: string, text: string): string {
  const path = join(temp, name);
  writeFileSync(path, text);
  return path;
}

describe('cplan config', () => {
  it('schema prints the committed JSON Schema', async () => {
    const { code, stdout } = await run(['schema']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(readFileSync('schema/cplan.schema.json', 'utf8')));
    expect(JSON.parse(stdout).properties.trigger_label.description).toMatch(/label/);
  });

  it('--help prints the help; no subcommand prints it with exit 2', async () => {
    expect(await run(['--help'])).toEqual({ code: 0, stdout: CONFIG_HELP });
    expect(await run(['check', '-h'])).toEqual({ code: 0, stdout: CONFIG_HELP });
    expect(await run([])).toEqual({ code: 2, stdout: CONFIG_HELP });
    expect(CONFIG_HELP).toMatch(/cplan config schema/);
    expect(CONFIG_HELP).toMatch(/cplan config check \[file\]/);
  });

  it('rejects an unknown subcommand or extra arguments as usage errors', async () => {
    await expect(run(['frobnicate'])).rejects.toThrow(UsageError);
    await expect(run(['frobnicate'])).rejects.toThrow(/unknown config command "frobnicate"/);
    await expect(run(['schema', 'extra'])).rejects.toThrow(UsageError);
    await expect(run(['check', 'a.yml', 'b.yml'])).rejects.toThrow(UsageError);
    await expect(run(['schema', '--frobnicate'])).rejects.toThrow(UsageError);
    await expect(run(['schema', '--frobnicate'])).rejects.toThrow(/unknown option --frobnicate for "cplan config"/);
  });

  it('check prints ok for a valid file', async () => {
    const path = file('valid.yml', '_extends: .github\nmax_domains: 3\nmodels:\n  domain: claude-haiku-4-5\ntrigger_label: cplan\n');
    expect(await run(['check', path])).toEqual({ code: 0, stdout: `${path}: ok\n` });
    expect(await run(['check', file('empty.yml', '')])).toMatchObject({ code: 0 });
  });

  it.each([
    ['max_domains: 11\n', 'max_domains'],
    ['models:\n  domian: x\n', 'models'],
    ['review_event: approve\n', 'review_event'],
    ['frobnicate: 1\n', 'frobnicate'],
  ])('check of %j throws a ConfigError quoting `%s`', async (yaml, key) => {
    const path = file('bad.yml', yaml);
    const error = await run(['check', path]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${path}: \``);
    expect((error as Error).message).toContain(key);
  });

  it('check of a missing file is a usage error naming it; the default file is .github/cplan.yml', async () => {
    await expect(run(['check', join(temp, 'nope.yml')])).rejects.toThrow(UsageError);
    await expect(run(['check', join(temp, 'nope.yml')])).rejects.toThrow(/nope\.yml: no such file/);
    const outcome = await run(['check']).then(
      (r) => r.stdout,
      (e: Error) => e.message,
    );
    expect(outcome).toContain('.github/cplan.yml');
  });
});
