// The Action's inputs, read the way the runner passes them (INPUT_<NAME> variables): booleans by
// `core.getBooleanInput` (YAML 1.2 core schema), config keys by the config schema.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchFlags, InputError, readInputs } from '../../src/action/inputs.js';
import { ConfigError, configSource, DEFAULT_CONFIG, mergeConfig } from '../../src/core/config/config.js';
import { describeError } from '../../src/core/shared/errors.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** readInputs with exactly these inputs set (and whatever else the test stubbed first). */
function inputs(values: Record<string, string>) {
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(values)) vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
  return readInputs();
}

function inputError(values: Record<string, string>): InputError {
  try {
    inputs(values);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('no error');
}

describe('boolean inputs (yes, dry-run)', () => {
  it.each(['true', 'True', 'TRUE'])('%s is true', (text) => {
    expect(inputs({ yes: text, 'dry-run': text })).toMatchObject({ yes: true, dryRun: true });
  });

  it.each(['false', 'False', 'FALSE'])('%s is false', (text) => {
    expect(inputs({ yes: text, 'dry-run': text })).toMatchObject({ yes: false, dryRun: false });
  });

  it('empty or unset is false, the default of action.yml', () => {
    expect(inputs({})).toMatchObject({ yes: false, dryRun: false });
    expect(inputs({ yes: '', 'dry-run': '  ' })).toMatchObject({ yes: false, dryRun: false });
  });

  it('surrounding blanks are trimmed, as for every input', () => {
    expect(inputs({ yes: ' true\n' })).toMatchObject({ yes: true });
  });

  it.each(['yes', 'no', '1', '0', 'on', 'tRuE', 'y'])('%j is an error naming the input', (text) => {
    const error = inputError({ 'dry-run': text });
    expect(error.message).toBe(
      `Action input dry-run: must be true or false (YAML 1.2: true, True, TRUE, false, False or FALSE) (got ${JSON.stringify(text)})`,
    );
    expect(describeError(error, { surface: 'action' }).nextStep).toBe(
      'Fix the workflow inputs as the message says, then re-run the workflow.',
    );
  });
});

describe('inputs that set config keys', () => {
  it('are validated by the config schema and named as inputs', () => {
    expect(inputError({ 'max-domains': '11' }).message).toBe('Action input max-domains: must be a whole number from 1 to 10 (got 11)');
    expect(inputError({ 'max-domains': 'abc' }).message).toBe('Action input max-domains: must be a whole number from 1 to 10 (got "abc")');
    expect(inputError({ locale: 'fr' }).message).toBe('Action input locale: must be en or zh (got "fr")');
    expect(inputError({ model: 'http://evil' }).message).toMatch(/^Action input model: must be a model id/);
    expect(inputError({ locale: 'fr' }).cause).toBeInstanceOf(ConfigError);
  });

  it('give typed values, the settings layer and the dispatch flags', () => {
    const read = inputs({ 'max-domains': '3', locale: 'zh', model: 'us.anthropic.claude-3-5-sonnet-20241022-v2:0', yes: 'TRUE' });
    expect(read).toMatchObject({ maxDomains: 3, locale: 'zh', model: 'us.anthropic.claude-3-5-sonnet-20241022-v2:0', yes: true });
    expect(read.settings).toEqual({ max_domains: 3, locale: 'zh', model: 'us.anthropic.claude-3-5-sonnet-20241022-v2:0' });
    expect(mergeConfig(DEFAULT_CONFIG, read.settings, configSource.action)).toMatchObject({ max_domains: 3, locale: 'zh' });
    expect(dispatchFlags(read)).toEqual({
      yes: true,
      serial: false,
      fresh: false,
      maxDomains: 3,
      locale: 'zh',
      model: 'us.anthropic.claude-3-5-sonnet-20241022-v2:0',
    });
  });

  it('unset inputs set nothing', () => {
    const read = inputs({ 'max-domains': '', model: '  ' });
    expect(read.settings).toEqual({});
    expect(read).toMatchObject({ maxDomains: undefined, locale: undefined, model: undefined });
  });
});

describe('other inputs', () => {
  it('issue is an issue number, with or without #', () => {
    expect(inputs({ issue: '#42' }).issue).toBe(42);
    expect(inputError({ issue: 'abc' }).message).toBe('Action input issue: must be an issue number (got "abc")');
    expect(inputError({ issue: '0' }).message).toContain('Action input issue');
  });

  it('config-path stays inside the repository', () => {
    expect(inputs({}).configPath).toBe('.github/cplan.yml');
    expect(inputError({ 'config-path': '../x.yml' }).message).toMatch(/^Action input config-path: must be a path inside the repository/);
    expect(inputError({ 'config-path': '/etc/x.yml' }).message).toContain('config-path');
  });

  it('github-token falls back to GITHUB_TOKEN', () => {
    vi.stubEnv('GITHUB_TOKEN', 'ghs_env');
    expect(inputs({}).githubToken).toBe('ghs_env');
    expect(inputs({ 'github-token': 'ghs_input' }).githubToken).toBe('ghs_input');
  });
});
