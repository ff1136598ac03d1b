// `cplan config check` where there is no .github/cplan.yml (the defaults apply: exit 0, not an
// error), and `--print`: the effective config as YAML that reads back to the same config.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import YAML from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_HELP, CONFIG_OPTIONS, runConfig } from '../../src/cli/config.js';
import { UsageError } from '../../src/cli/errors.js';
import { DEFAULT_CONFIG, parseConfigYaml } from '../../src/core/config/config.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-config-default-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A fresh directory to run in, with `.github/cplan.yml` when `yaml` is given. */
function project(name: string, yaml?: string): string {
  const dir = join(temp, name);
  mkdirSync(join(dir, '.github'), { recursive: true });
  if (yaml !== undefined) writeFileSync(join(dir, '.github', 'cplan.yml'), yaml);
  return dir;
}

async function run(argv: string[], cwd: string): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await runConfig(argv, (text) => (stdout += text), cwd);
  return { code, stdout };
}

describe('cplan config check without .github/cplan.yml', () => {
  it('says the defaults apply, exit 0', async () => {
    expect(await run(['check'], project('none'))).toEqual({
      code: 0,
      stdout: 'no config file (.github/cplan.yml); the defaults apply\n',
    });
  });

  it('still checks the default file when it is there, relative to the directory it runs in', async () => {
    expect(await run(['check'], project('valid', 'max_domains: 3\n'))).toEqual({ code: 0, stdout: '.github/cplan.yml: ok\n' });
  });

  it('a FILE that is named but missing stays an error, the default path included, named as given', async () => {
    const dir = project('named');
    await expect(run(['check', 'missing.yml'], dir)).rejects.toThrow(new UsageError('cannot read missing.yml: no such file'));
    await expect(run(['check', '.github/cplan.yml'], dir)).rejects.toThrow(new UsageError('cannot read .github/cplan.yml: no such file'));
  });

  it('a default path that is there but unreadable is an error, not "the defaults apply"', async () => {
    const dir = project('directory');
    mkdirSync(join(dir, '.github', 'cplan.yml'));
    await expect(run(['check'], dir)).rejects.toThrow(new UsageError('cannot read .github/cplan.yml: is a directory'));
  });
});

describe('cplan config check --print', () => {
  it('prints the defaults as YAML after a comment when there is no file', async () => {
    const { code, stdout } = await run(['check', '--print'], project('print-none'));
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('# no config file (.github/cplan.yml); the defaults apply:');
    expect(YAML.parse(stdout)).toEqual(JSON.parse(JSON.stringify(DEFAULT_CONFIG)));
  });

  it('prints the defaults merged with the file, which reads back as the same config', async () => {
    const yaml = 'max_domains: 3\nlocale: zh\nmodels:\n  domain: claude-haiku-4-5\nexclude_paths: ["vendor/**"]\n';
    const dir = project('print-file', yaml);
    const { code, stdout } = await run(['check', '--print'], dir);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('# .github/cplan.yml: ok; the defaults merged with it:');
    const effective = parseConfigYaml(yaml);
    expect(effective.max_domains).toBe(3);
    expect(effective.concurrency).toBe(DEFAULT_CONFIG.concurrency);
    expect(parseConfigYaml(stdout)).toEqual(effective);
    expect(YAML.parse(stdout)).toMatchObject({ max_domains: 3, locale: 'zh', models: { domain: 'claude-haiku-4-5' } });
    const named = join(dir, '.github', 'cplan.yml');
    expect((await run(['check', named, '--print'], temp)).stdout).toBe(stdout.replace('.github/cplan.yml', named));
  });

  it('belongs to check only, and is in --help and the README', async () => {
    await expect(run(['schema', '--print'], temp)).rejects.toThrow(new UsageError('--print goes with "cplan config check"'));
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf('### `cplan config');
    expect(start).toBeGreaterThanOrEqual(0);
    const section = readme.slice(start, readme.indexOf('\n#', start + 1));
    for (const option of Object.keys(CONFIG_OPTIONS).filter((o) => o !== 'help')) {
      expect(CONFIG_HELP).toContain(`--${option}`);
      expect(section).toContain(`--${option}`);
    }
  });
});
