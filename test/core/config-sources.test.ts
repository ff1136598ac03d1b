// One schema for every layer of settings: the same value gets the same verdict, in the same
// words, from `.github/cplan.yml`, a `/plan` comment flag, an Action input and a `cplan plan`
// option; only the way the source and the key are named differs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError, readInputs } from '../../src/action/inputs.js';
import { UsageError } from '../../src/cli/errors.js';
import { runPlanCommand } from '../../src/cli/plan.js';
import { parseCommand, planFlagSettings } from '../../src/core/texts/commands.js';
import {
  ConfigError,
  configSource,
  DEFAULT_CONFIG,
  isModelId,
  mergeConfig,
  parseConfigYaml,
  settingName,
  validateOverrides,
} from '../../src/core/config/config.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The keys every text source can set: config key, flag / input / option name. */
type SharedKey = 'max_domains' | 'locale' | 'model';
const NAME: Record<SharedKey, string> = { max_domains: 'max-domains', locale: 'locale', model: 'model' };

type Verdict = { ok: true; value: unknown } | { ok: false; message: string };

/** The verdict of each source for `key` set to the text `value`. */
const sources: Record<string, (key: SharedKey, value: string) => Promise<Verdict>> = {
  async file(key, value) {
    try {
      return { ok: true, value: parseConfigYaml(`${key}: ${value}\n`)[key] };
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return { ok: false, message: (error as Error).message };
    }
  },
  async flag(key, value) {
    const parsed = parseCommand(`/plan some text --${NAME[key]}='${value}'`);
    if (!parsed) throw new Error('not a command');
    if (!parsed.ok) return { ok: false, message: parsed.error };
    if (parsed.command.kind !== 'plan') throw new Error('not a plan command');
    return { ok: true, value: planFlagSettings(parsed.command.flags)[key] };
  },
  async input(key, value) {
    vi.stubEnv(`INPUT_${NAME[key].toUpperCase()}`, value);
    try {
      return { ok: true, value: readInputs().settings[key] };
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return { ok: false, message: (error as Error).message };
    } finally {
      vi.unstubAllEnvs();
    }
  },
  async option(key, value) {
    // Only bad values: a good one would start planning. A usage error comes before any file is read.
    const error = await runPlanCommand(['x', '--repo', 'test/fixtures/repos/small', `--${NAME[key]}=${value}`], noop, noop, {
      isTTY: false,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    if (error === undefined) return { ok: true, value };
    expect(error).toBeInstanceOf(UsageError);
    return { ok: false, message: (error as Error).message };
  },
};
const noop = () => undefined;

const prefix: Record<string, (key: SharedKey) => string> = {
  file: (key) => `.github/cplan.yml: \`${key}\`: `,
  flag: (key) => `/plan flag --${NAME[key]}: `,
  input: (key) => `Action input ${NAME[key]}: `,
  option: (key) => `option --${NAME[key]}: `,
};

describe('the same bad value, from every source', () => {
  it.each<[SharedKey, string, string]>([
    ['max_domains', '0', 'must be a whole number from 1 to 10 (got 0)'],
    ['max_domains', '11', 'must be a whole number from 1 to 10 (got 11)'],
    ['max_domains', '2.5', 'must be a whole number from 1 to 10 (got 2.5)'],
    ['max_domains', '-1', 'must be a whole number from 1 to 10 (got -1)'],
    ['max_domains', 'abc', 'must be a whole number from 1 to 10 (got "abc")'],
    ['locale', 'fr', 'must be en or zh (got "fr")'],
    ['locale', 'EN', 'must be en or zh (got "EN")'],
    ['model', 'http://evil', 'must be a model id such as claude-sonnet-4-5'],
    ['model', 'claude sonnet', 'must be a model id such as claude-sonnet-4-5'],
    ['model', '-claude', 'must be a model id such as claude-sonnet-4-5'],
    ['model', `claude-${'x'.repeat(195)}`, 'must be at most 200 characters'],
  ])('%s = %j: one verdict, naming source and key', async (key, value, what) => {
    const verdicts: Record<string, Verdict> = {};
    for (const [name, read] of Object.entries(sources)) verdicts[name] = await read(key, value);
    for (const [name, verdict] of Object.entries(verdicts)) {
      expect(verdict.ok, name).toBe(false);
      if (verdict.ok) continue;
      expect(verdict.message.startsWith(prefix[name]?.(key) ?? ''), `${name}: ${verdict.message}`).toBe(true);
      expect(verdict.message, name).toContain(what);
    }
    // The words after the name are the same everywhere.
    const rest = Object.entries(verdicts).map(([name, v]) => (v.ok ? '' : v.message.slice(prefix[name]?.(key).length)));
    expect(new Set(rest).size, rest.join(' | ')).toBe(1);
  });

  it.each<[SharedKey, string, unknown]>([
    ['max_domains', '3', 3],
    ['max_domains', '10', 10],
    ['locale', 'zh', 'zh'],
    ['model', 'claude-sonnet-4-5', 'claude-sonnet-4-5'],
    ['model', 'claude-opus-4-1-20250805', 'claude-opus-4-1-20250805'],
    ['model', 'us.anthropic.claude-3-5-sonnet-20241022-v2:0', 'us.anthropic.claude-3-5-sonnet-20241022-v2:0'],
    ['model', 'claude-3-5-sonnet-v2@20241022', 'claude-3-5-sonnet-v2@20241022'],
  ])('%s = %j: accepted as the same value by the file, a flag and an input', async (key, value, expected) => {
    for (const name of ['file', 'flag', 'input']) expect(await sources[name]?.(key, value), name).toEqual({ ok: true, value: expected });
  });
});

describe('mergeConfig: the one merge of every layer', () => {
  it('names the layer and the key as that layer spells it', () => {
    const bad = { max_domains: '12' };
    expect(() => mergeConfig(DEFAULT_CONFIG, bad, configSource.action)).toThrow(
      'Action input max-domains: must be a whole number from 1 to 10 (got 12)',
    );
    expect(() => mergeConfig(DEFAULT_CONFIG, bad, configSource.comment('/cplan'))).toThrow(
      '/cplan flag --max-domains: must be a whole number from 1 to 10 (got 12)',
    );
    expect(() => mergeConfig(DEFAULT_CONFIG, bad, configSource.cli)).toThrow(
      'option --max-domains: must be a whole number from 1 to 10 (got 12)',
    );
    expect(() => mergeConfig(DEFAULT_CONFIG, { max_domains: 12 }, configSource.file('ci/cplan.yml'))).toThrow(
      'ci/cplan.yml: `max_domains`: must be a whole number from 1 to 10 (got 12)',
    );
    expect(settingName(configSource.action, ['a_b', 'c'])).toBe('Action inputs a-b, c');
  });

  it('reads text as the key type for flags and inputs, never for a file', () => {
    expect(mergeConfig(DEFAULT_CONFIG, { max_domains: '3', confirm: 'FALSE' }, configSource.action)).toMatchObject({
      max_domains: 3,
      confirm: false,
    });
    // YAML `max_domains: "3"` is text, and the file says what it holds.
    expect(() => mergeConfig(DEFAULT_CONFIG, { max_domains: '3' }, configSource.file())).toThrow('(got "3")');
    expect(() => mergeConfig(DEFAULT_CONFIG, { confirm: 'yes' }, configSource.cli)).toThrow(
      'option --confirm: must be true or false (got "yes")',
    );
  });

  it('layers over the base key by key and keeps the base for keys not set', () => {
    const base = parseConfigYaml('max_domains: 4\nlocale: zh\nmodel: claude-haiku-4-5\n');
    const merged = mergeConfig(base, { max_domains: '2', locale: undefined }, configSource.action);
    expect(merged).toMatchObject({ max_domains: 2, locale: 'zh', model: 'claude-haiku-4-5' });
  });

  it('rejects keys a layer cannot set, by its name', () => {
    expect(() => validateOverrides({ frobnicate: 'x' } as never, configSource.comment())).toThrow('/plan flag --frobnicate: unknown key');
  });

  it('errors of a file are reason config, of flags and inputs reason input', () => {
    const reason = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as ConfigError).reason;
      }
      return undefined;
    };
    expect(reason(() => parseConfigYaml('locale: fr\n'))).toBe('config');
    expect(reason(() => validateOverrides({ locale: 'fr' }, configSource.action))).toBe('input');
    expect(reason(() => validateOverrides({ locale: 'fr' }, configSource.comment()))).toBe('input');
  });
});

describe('the model rule', () => {
  it.each([
    'claude-sonnet-4-5',
    'claude-opus-4-1-20250805',
    'claude-haiku-4-5-20251001',
    'us.anthropic.claude-3-5-sonnet-20241022-v2:0',
    'claude-3-5-sonnet-v2@20241022',
    'claude_custom.1',
    'a'.repeat(200),
    'meta-llama/Llama-3.1-8B-Instruct',
    'anthropic/claude-sonnet-4.5',
    'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-sonnet-4-5-20250929-v1:0',
  ])('accepts %s everywhere', (id) => {
    expect(isModelId(id)).toBe(true);
    expect(parseConfigYaml(`model: ${JSON.stringify(id)}\nmodels:\n  domain: ${JSON.stringify(id)}\n`).models.domain).toBe(id);
  });

  it.each([
    '',
    'a'.repeat(201),
    'http://evil',
    'claude//sonnet',
    'claude/',
    '/claude',
    'a/../b',
    'claude sonnet',
    '-x',
    '.x',
    ':x',
    'claude\nx',
    'clau$de',
    'ünïcode',
  ])('refuses %j everywhere', (id) => {
    expect(isModelId(id)).toBe(false);
    for (const key of ['model', 'models.understanding', 'models.domain', 'models.link', 'models.revise']) {
      const yaml = key.startsWith('models.') ? `models:\n  ${key.slice(7)}: ${JSON.stringify(id)}\n` : `${key}: ${JSON.stringify(id)}\n`;
      expect(() => parseConfigYaml(yaml), key).toThrow(`\`${key}\``);
    }
  });
});
