import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, mergeConfig, parseConfigYaml, validateConfig } from '../../src/core/config/config.js';

describe('config', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_CONFIG).toMatchObject({
      trigger: '/plan',
      max_domains: 5,
      confirm: true,
      locale: 'en',
      concurrency: 5,
      max_turns: 15,
      max_tasks_per_domain: 8,
      max_cost_usd: 5,
      timeout_minutes: 20,
      max_revisions: 3,
      output_dir: '.workflow/.planning',
      branch_prefix: 'cplan/',
      allowed_permissions: ['admin', 'maintain', 'write'],
      review_event: 'comment',
      fail_on: 'critical',
    });
  });

  it('reads YAML and ignores _extends', () => {
    const config = parseConfigYaml('_extends: .github\nmax_domains: 3\nlocale: zh\nmodels:\n  domain: claude-haiku-4-5\n');
    expect(config.max_domains).toBe(3);
    expect(config.locale).toBe('zh');
    expect(config.models.domain).toBe('claude-haiku-4-5');
  });

  it.each([
    ['max_domains: 11\n', 'max_domains'],
    ['max_domains: abc\n', 'max_domains'],
    ['locale: fr\n', 'locale'],
    ['output_dir: ../../etc\n', 'output_dir'],
    ['output_dir: /tmp\n', 'output_dir'],
    ['frobnicate: 1\n', 'frobnicate'],
    ['branch_prefix: "a b"\n', 'branch_prefix'],
  ])('rejects %j naming the key', (yaml, key) => {
    try {
      parseConfigYaml(yaml);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(key);
    }
  });

  it('gives a clear error for YAML that does not parse or is not a mapping', () => {
    expect(() => parseConfigYaml('a: [1, 2\n')).toThrow(/not valid YAML/);
    expect(() => validateConfig([1, 2])).toThrow(/mapping/);
    expect(validateConfig(null)).toEqual(DEFAULT_CONFIG);
  });

  it('merges layers key by key and validates the result', () => {
    expect(mergeConfig(DEFAULT_CONFIG, { max_domains: 2, locale: undefined }).max_domains).toBe(2);
    expect(() => mergeConfig(DEFAULT_CONFIG, { max_domains: 0 })).toThrow(ConfigError);
  });

  it.each([
    ['max_domains: 11\n', '.github/cplan.yml: `max_domains`: must be a whole number from 1 to 10 (got 11)'],
    ['max_domains: abc\n', '.github/cplan.yml: `max_domains`: must be a whole number from 1 to 10 (got "abc")'],
    ['max_cost_usd: 0\n', '.github/cplan.yml: `max_cost_usd`: must be a number more than 0 and at most 1000 (got 0)'],
    ['locale: fr\n', '.github/cplan.yml: `locale`: must be en or zh (got "fr")'],
    ['confirm: maybe\n', '.github/cplan.yml: `confirm`: must be true or false (got "maybe")'],
    [
      'allowed_permissions: [root]\n',
      '.github/cplan.yml: `allowed_permissions.0`: must be admin, maintain, write, triage or read (got "root")',
    ],
    ['exclude_paths: vendor\n', '.github/cplan.yml: `exclude_paths`: must be a list (got "vendor")'],
    ['models:\n  domain: ""\n', '.github/cplan.yml: `models.domain`: must not be empty'],
    ['models:\n  domian: x\n', '.github/cplan.yml: `models.domian`: unknown key'],
    ['frobnicate: 1\nbogus: 2\n', '.github/cplan.yml: `frobnicate`, `bogus`: unknown keys'],
    ['prices:\n  claude-x: { input: 1 }\n', '.github/cplan.yml: `prices.claude-x.output`: is required'],
    [
      'branch_prefix: "a b/"\n',
      '.github/cplan.yml: `branch_prefix`: may only contain letters, digits, ".", "_", "-" and "/", and must end with "/" or "-" (so it cannot start an ordinary branch name such as main) (got "a b/")',
    ],
    ['branch_prefix: ""\n', '.github/cplan.yml: `branch_prefix`: must not be empty'],
    [
      'branch_prefix: ma\n',
      '.github/cplan.yml: `branch_prefix`: may only contain letters, digits, ".", "_", "-" and "/", and must end with "/" or "-" (so it cannot start an ordinary branch name such as main) (got "ma")',
    ],
  ])('says what is wrong with %j in the words of the rule', (yaml, message) => {
    expect(() => parseConfigYaml(yaml)).toThrow(message);
  });
});
