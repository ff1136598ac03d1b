import { describe, expect, it } from 'vitest';
import { COMMAND_USAGE, helpText, parseCommand, planFlagSettings, shellSplit } from '../../src/core/texts/commands.js';

describe('command parsing', () => {
  it('ignores comments without a command line', () => {
    expect(parseCommand('Looks good to me')).toBeUndefined();
    expect(parseCommand('see `/plan` docs')).toBeUndefined();
    expect(parseCommand('> /plan quoted\n')).toBeUndefined();
    expect(parseCommand('```\n/plan in code\n```')).toBeUndefined();
  });

  it('reads /plan with text and flags', () => {
    expect(parseCommand('Please:\n/plan focus on the API --max-domains=3 -y --serial --locale=zh')).toEqual({
      ok: true,
      command: {
        kind: 'plan',
        text: 'focus on the API',
        flags: { yes: true, serial: true, fresh: false, maxDomains: 3, locale: 'zh' },
      },
    });
    expect(parseCommand('/plan --yes "quoted words" --model=claude-sonnet-4-5')).toMatchObject({
      ok: true,
      command: { text: 'quoted words', flags: { yes: true, model: 'claude-sonnet-4-5' } },
    });
  });

  it.each([
    ['/plan --max-domains=0', 'max-domains'],
    ['/plan --max-domains=abc', 'max-domains'],
    ['/plan --max-domains=11', 'max-domains'],
    ['/plan --api-key=sk-123', 'unknown flag --api-key'],
    ['/plan --output-dir=/etc', 'unknown flag'],
    ['/plan --locale=fr', 'locale'],
    ['/plan --model="http://evil"', 'model'],
    ['/plan -y=1', 'takes no value'],
    ['/plan revise', 'feedback'],
    ['/plan replan', 'domain'],
    ['/plan split', 'split'],
    ['/plan cancel now', 'no arguments'],
    ['/plan continue --fresh', 'unknown flag'],
  ])('%s is a mistake with the valid form', (body, message) => {
    const result = parseCommand(body);
    expect(result?.ok).toBe(false);
    if (result && !result.ok) {
      expect(result.error).toContain(message);
      expect(result.usage).toMatch(/^\/plan/);
    }
  });

  it('checks flag values with the config schema and names the flag', () => {
    const error = (body: string, trigger = '/plan') => {
      const result = parseCommand(body, trigger);
      return result && !result.ok ? result.error : undefined;
    };
    expect(error('/plan --max-domains=0')).toBe('/plan flag --max-domains: must be a whole number from 1 to 10 (got 0)');
    expect(error('/plan --max-domains=2.5')).toBe('/plan flag --max-domains: must be a whole number from 1 to 10 (got 2.5)');
    expect(error('/plan --locale=fr')).toBe('/plan flag --locale: must be en or zh (got "fr")');
    expect(error('/plan --model="http://evil"')).toMatch(/^\/plan flag --model: must be a model id such as claude-sonnet-4-5/);
    expect(error('/cplan --locale=fr', '/cplan')).toBe('/cplan flag --locale: must be en or zh (got "fr")');
    expect(error('/plan --locale=')).toBe('--locale needs a value (--locale=…)');
  });

  it('accepts real model ids and gives the settings the flags set', () => {
    for (const model of ['claude-sonnet-4-5', 'claude-opus-4-1-20250805', 'us.anthropic.claude-3-5-sonnet-20241022-v2:0']) {
      const result = parseCommand(`/plan --model=${model} --max-domains=3 --locale=zh -y`);
      expect(result).toMatchObject({ ok: true, command: { kind: 'plan', flags: { model, maxDomains: 3, locale: 'zh', yes: true } } });
      if (result?.ok && result.command.kind === 'plan')
        expect(planFlagSettings(result.command.flags)).toEqual({ max_domains: 3, locale: 'zh', model });
    }
    expect(planFlagSettings({ yes: true, serial: false, fresh: false })).toEqual({});
  });

  it('has no --depth flag: it set nothing', () => {
    expect(parseCommand('/plan --depth=deep')).toMatchObject({ ok: false, error: 'unknown flag --depth' });
    expect(COMMAND_USAGE.plan).not.toContain('depth');
    expect(helpText()).not.toContain('depth');
  });

  it('reads the sub-commands', () => {
    expect(parseCommand('/plan approve use Redis\nand a 1 minute window')).toEqual({
      ok: true,
      command: { kind: 'approve', answers: 'use Redis\nand a 1 minute window' },
    });
    expect(parseCommand('/plan split api: the middleware; storage：keys in Redis')).toEqual({
      ok: true,
      command: {
        kind: 'split',
        domains: [
          { focus_area: 'api', description: 'the middleware' },
          { focus_area: 'storage', description: 'keys in Redis' },
        ],
      },
    });
    expect(parseCommand('/plan replan backend-api add tests')).toEqual({
      ok: true,
      command: { kind: 'replan', domain: 'backend-api', feedback: 'add tests' },
    });
    expect(parseCommand('/plan revise merge TASK-001 and TASK-002')).toEqual({
      ok: true,
      command: { kind: 'revise', feedback: 'merge TASK-001 and TASK-002' },
    });
    for (const kind of ['cancel', 'check', 'issues', 'help'])
      expect(parseCommand(`/plan ${kind}`)).toEqual({ ok: true, command: { kind } });
    expect(parseCommand('/plan continue -y')).toMatchObject({
      ok: true,
      command: { kind: 'continue', flags: { yes: true } },
    });
  });

  it('honours a configured trigger', () => {
    expect(parseCommand('/cplan -y', '/cplan')).toMatchObject({ ok: true, command: { kind: 'plan' } });
    expect(parseCommand('/plan -y', '/cplan')).toBeUndefined();
  });

  it('splits like a shell', () => {
    expect(shellSplit(`a "b c" 'd e' f\\ g ""`)).toEqual(['a', 'b c', 'd e', 'f g', '']);
    expect(shellSplit('unterminated "quote here')).toEqual(['unterminated', 'quote here']);
  });
});
