// The guard pipeline the App and the Action share (comment, label and review handlers): its order,
// its one lock key, and the lock released whatever the run does.
import { describe, expect, it } from 'vitest';
import type { FlowResult } from '../../src/flow/context.js';
import { type GuardedEvent, lockKey, newGuards, runGuarded, type Steps } from '../../src/flow/pipeline.js';

function setup(options: { permission?: string; config?: unknown; botLogin?: string } = {}) {
  const calls: string[] = [];
  const forge = {
    owner: 'octo',
    repo: 'demo',
    permissionOf: async (login: string) => {
      calls.push(`permission ${login}`);
      return options.permission ?? 'write';
    },
  };
  const event = (login = 'alice', type = 'User', deliveryId = 'd-1'): GuardedEvent => ({
    deliveryId,
    actor: { login, type },
    loadConfig: async () => {
      calls.push('config');
      if (options.config instanceof Error) throw options.config;
      return options.config ?? {};
    },
    base: { forge, log: { info: (m: string) => calls.push(`log ${m}`), warn() {}, error() {} } } as never,
    ...(options.botLogin ? { botLogin: async () => (calls.push('botLogin'), options.botLogin) } : {}),
  });
  const steps = (over: Partial<Steps<number>> = {}): Steps<number> => ({
    select: () => (calls.push('select'), 7),
    acknowledge: async () => void calls.push('ack'),
    lockOf: (n) => n,
    run: async (ctx) => (calls.push(`run ${ctx.actor} ${ctx.config.trigger}`), { status: 'completed' }),
    ...over,
  });
  return { calls, event, steps, guards: newGuards() };
}

describe('runGuarded', () => {
  it('runs in order: config → select → own login → authorize → acknowledge → claim → lock → run', async () => {
    const { calls, event, steps, guards } = setup({ botLogin: 'cplan-helper' });
    await expect(runGuarded(event(), steps(), guards)).resolves.toEqual({ status: 'completed' });
    expect(calls).toEqual(['config', 'select', 'botLogin', 'permission alice', 'ack', 'run alice /plan']);
    expect(guards.locks.acquire(lockKey({ owner: 'octo', repo: 'demo' }, 7))).toBe(true);
  });

  it('stops early and quietly: bots, events not for cplan, its own login, people without permission, redeliveries', async () => {
    const s = setup({ botLogin: 'cplan-helper', permission: 'read' });
    await expect(runGuarded(s.event('dependabot[bot]', 'User'), s.steps(), s.guards)).resolves.toEqual({ status: 'ignored' });
    await expect(runGuarded(s.event('x', 'Bot'), s.steps(), s.guards)).resolves.toEqual({ status: 'ignored' });
    expect(s.calls).toEqual([]);
    await expect(runGuarded(s.event(), s.steps({ select: () => undefined }), s.guards)).resolves.toEqual({ status: 'ignored' });
    await expect(runGuarded(s.event('Cplan-Helper'), s.steps(), s.guards)).resolves.toEqual({ status: 'ignored' });
    await expect(runGuarded(s.event('mallory'), s.steps(), s.guards)).resolves.toEqual({ status: 'ignored' });
    expect(s.calls.filter((c) => c.startsWith('permission') || c === 'ack' || c.startsWith('run'))).toEqual(['permission mallory']);

    const t = setup();
    await runGuarded(t.event('alice', 'User', 'same'), t.steps(), t.guards);
    await expect(runGuarded(t.event('alice', 'User', 'same'), t.steps(), t.guards)).resolves.toEqual({ status: 'ignored' });
    expect(t.calls.filter((c) => c.startsWith('run'))).toHaveLength(1);
  });

  it('a config error is the handler’s to answer (default: ignored), before anything else', async () => {
    const s = setup({ config: new Error('bad yaml') });
    await expect(runGuarded(s.event(), s.steps(), s.guards)).resolves.toEqual({ status: 'ignored' });
    const answered: FlowResult = { status: 'failed', error: 'bad yaml' };
    await expect(runGuarded(s.event('alice', 'User', 'd-2'), s.steps({ onConfigError: async () => answered }), s.guards)).resolves.toBe(
      answered,
    );
    expect(s.calls).toEqual(['config', 'config']);
  });

  it('one run per issue: a second is answered busy; the lock is released even when the run throws', async () => {
    const { event, steps, guards } = setup();
    guards.locks.acquire(lockKey({ owner: 'octo', repo: 'demo' }, 7));
    const busy = await runGuarded(event(), steps({ busy: async () => ({ status: 'replied' }) }), guards);
    expect(busy).toEqual({ status: 'replied' });
    guards.locks.release('octo/demo#7');
    const failing = steps({
      run: async () => {
        throw new Error('boom');
      },
    });
    await expect(runGuarded(event('alice', 'User', 'd-2'), failing, guards)).rejects.toThrow('boom');
    expect(guards.locks.acquire('octo/demo#7')).toBe(true);
  });

  it('work that needs no lock runs without one', async () => {
    const { calls, event, steps, guards } = setup();
    guards.locks.acquire('octo/demo#7');
    await expect(runGuarded(event(), steps({ lockOf: () => undefined }), guards)).resolves.toEqual({ status: 'completed' });
    expect(calls.at(-1)).toBe('run alice /plan');
  });
});
