import { describe, expect, it } from 'vitest';
import { FallbackProvider, shouldFallBack } from '../../src/llm/fallback.js';
import { AgentError } from '../../src/contract/types.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { runPlan } from '../../src/planner/run.js';
import { createProvider } from '../../src/planner/providers.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { MemoryStore } from '../../src/session/memory-store.js';
import { fakeApiKey } from '../helpers/fake-key.js';
import { ScriptedProvider, type ScriptOptions } from '../helpers/scripted-provider.js';

const script: ScriptOptions = {
  domains: [{ focus_area: 'backend' }, { focus_area: 'frontend', depends_on_domains: ['backend'] }],
  tasks: { frontend: [{ key: 'ui', needs_from_domains: [{ domain: 'backend', what: 'the endpoint' }] }] },
};
const snapshot = createMemorySnapshot({ 'README.md': '# demo\n', 'src/backend.ts': 'export {}\n' });

async function plan(primary: ScriptedProvider, fallback: ScriptedProvider) {
  const store = new MemoryStore();
  const result = await runPlan({
    requirement: 'Add rate limiting',
    sessionId: 'CPLAN-fallback',
    snapshot,
    provider: new FallbackProvider({ primary, fallback }),
    store,
    config: { ...DEFAULT_CONFIG, confirm: false },
    yes: true,
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
  });
  return { result, store };
}

describe('FallbackProvider', () => {
  it('completes the plan on the fallback when the primary is overloaded on every call, and usage.json says which model did what', async () => {
    const primary = new ScriptedProvider({ ...script, model: 'claude-primary', failEvery: { reason: 'overloaded', status: 529 } });
    const fallback = new ScriptedProvider({ ...script, model: 'gpt-fallback' });
    const { result, store } = await plan(primary, fallback);
    expect(result.status).toBe('completed');
    expect(primary.requests.map((r) => r.kind)).toEqual(['understand', 'domain', 'domain', 'link']);
    expect(fallback.requests.map((r) => r.kind)).toEqual(['understand', 'domain', 'domain', 'link']);
    const usage = JSON.parse(store.files.get('usage.json') ?? '{}') as { agents: { agent: string; model: string; fallback?: unknown }[] };
    expect(usage.agents.map((a) => [a.agent, a.model, a.fallback])).toEqual([
      ['understanding', 'gpt-fallback', { from: 'offline/claude-primary', reason: 'overloaded' }],
      ['domain:backend', 'gpt-fallback', { from: 'offline/claude-primary', reason: 'overloaded' }],
      ['domain:frontend', 'gpt-fallback', { from: 'offline/claude-primary', reason: 'overloaded' }],
      ['link', 'gpt-fallback', { from: 'offline/claude-primary', reason: 'overloaded' }],
    ]);
  });

  it('does not fall back on a bad key: the auth error ends the phase', async () => {
    const primary = new ScriptedProvider({ ...script, failEvery: { reason: 'auth', status: 401 } });
    const fallback = new ScriptedProvider(script);
    await expect(plan(primary, fallback)).rejects.toMatchObject({ reason: 'auth', status: 401 });
    expect(primary.requests.map((r) => r.kind)).toEqual(['understand']);
    expect(fallback.requests).toEqual([]);
  });

  it('falls back on rate limits, network failures and 5xx, never on auth, invalid output, budget or an abort', () => {
    const error = (reason: 'rate_limit' | 'network' | 'auth' | 'invalid_output' | 'timeout' | 'permission', status?: number) =>
      new AgentError('x', 'link', undefined, { reason, ...(status ? { status } : {}) });
    expect(shouldFallBack(error('rate_limit', 429))).toBe(true);
    expect(shouldFallBack(error('network'))).toBe(true);
    expect(shouldFallBack(error('timeout', 504))).toBe(true);
    expect(shouldFallBack(error('auth', 401))).toBe(false);
    expect(shouldFallBack(error('permission', 403))).toBe(false);
    expect(shouldFallBack(error('invalid_output'))).toBe(false);
    expect(shouldFallBack(error('timeout'))).toBe(false);
    expect(shouldFallBack(new AgentError('x', 'link', undefined, { reason: 'rate_limit', retryable: false }))).toBe(false);
    const aborted = new AbortController();
    aborted.abort();
    expect(shouldFallBack(error('network'), aborted.signal)).toBe(false);
  });

  it('is built from config `fallback` around a model provider, and not around offline', () => {
    const env = { ANTHROPIC_API_KEY: fakeApiKey(), OPENAI_API_KEY: fakeApiKey('openai') };
    const config = { ...DEFAULT_CONFIG, fallback: { provider: 'openai' as const, model: 'gpt-4.1' } };
    const provider = createProvider({ choice: 'anthropic', config, env });
    expect(provider).toBeInstanceOf(FallbackProvider);
    expect(provider.name).toBe('anthropic');
    expect(createProvider({ choice: 'offline', config, env })).not.toBeInstanceOf(FallbackProvider);
    expect(() => createProvider({ choice: 'anthropic', config, env: { ANTHROPIC_API_KEY: fakeApiKey() } })).toThrow(/OPENAI_API_KEY/);
  });
});
