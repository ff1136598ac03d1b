// LLM faults on 30% of calls (429, 529, 500, dropped connections) are retried with backoff: the run
// completes with the same plan as a fault-free run.
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { MemoryStore } from '../../src/session/memory-store.js';
import { runPlan } from '../../src/planner/run.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';

const servers: FakeAnthropic[] = [];
beforeEach(() => nock.enableNetConnect('127.0.0.1'));
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
  nock.disableNetConnect();
});

async function plan(faultRate: number) {
  const api = new FakeAnthropic({ domains: ['backend-api', 'frontend-ui', 'database'], faultRate, seed: 7 });
  servers.push(api);
  const baseURL = await api.start();
  const model = 'claude-sonnet-5-5';
  const store = new MemoryStore();
  const result = await runPlan({
    requirement: 'Add rate limiting',
    sessionId: 'CPLAN-add-rate-limiting-2026-11-22',
    snapshot: createMemorySnapshot({ 'src/server.ts': 'export function createServer() {}\n' }),
    provider: new AnthropicProvider({
      apiKey: 'k',
      baseURL,
      models: { understanding: model, domain: model, link: model, revise: model },
      maxRetries: 6,
    }),
    store,
    config: { ...DEFAULT_CONFIG, confirm: false },
    yes: true,
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
  });
  return { result, store, api };
}

describe('LLM faults', () => {
  it('30% faulty calls: same plan as without faults', async () => {
    const clean = await plan(0);
    const faulty = await plan(0.3);
    expect(faulty.api.faults).toBeGreaterThan(0);
    expect(faulty.result.status).toBe('completed');
    expect(faulty.store.files.get('plan-note.md')).toBe(clean.store.files.get('plan-note.md'));
    expect(faulty.store.files.get('conflicts.json')).toBe(clean.store.files.get('conflicts.json'));
  }, 60_000);
});
