// A whole planning run through the real Anthropic provider against a scripted Messages API on
// loopback: concurrency (a barrier that only opens when all domain agents are in flight), the
// shared cached prefix, a failing domain, streaming, and unsafe model output.
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { buildPrBody } from '../../src/flow/publish.js';
import { MemoryStore } from '../../src/session/memory-store.js';
import { runPlan } from '../../src/planner/run.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';

const snapshot = createMemorySnapshot({ 'src/server.ts': 'export function createServer() {}\n', 'README.md': '# demo\n' });
let api: FakeAnthropic | undefined;

beforeEach(() => nock.enableNetConnect('127.0.0.1'));
afterEach(async () => {
  await api?.stop();
  nock.disableNetConnect();
});

async function run(options: ConstructorParameters<typeof FakeAnthropic>[0], maxTokens?: number) {
  api = new FakeAnthropic(options);
  const baseURL = await api.start();
  const model = 'claude-sonnet-5-5';
  const provider = new AnthropicProvider({
    apiKey: 'sk-test',
    baseURL,
    models: { understanding: model, domain: model, link: model, revise: model },
    maxRetries: 0,
    ...(maxTokens ? { maxTokens } : {}),
  });
  const store = new MemoryStore();
  const result = await runPlan({
    requirement: 'Add rate limiting',
    sessionId: 'CPLAN-add-rate-limiting-2026-11-22',
    snapshot,
    provider,
    store,
    config: { ...DEFAULT_CONFIG, confirm: false },
    yes: true,
  });
  return { result, store, api };
}

describe('a planning run with the Anthropic provider', () => {
  it('runs the domain agents concurrently with a byte-identical cached prefix', async () => {
    const { result, store, api: server } = await run({ domains: ['backend-api', 'frontend-ui', 'security'], barrier: 3 });
    expect(server.barrierTimedOut).toBe(false);
    expect(server.maxWaiting).toBe(3);
    expect(result.status).toBe('completed');
    const note = parsePlanNote(store.files.get('plan-note.md') ?? '');
    expect(note.tasks.map((t) => t.id)).toEqual(['TASK-001', 'TASK-101', 'TASK-201']);
    // Three domains change src/server.ts:createServer: a file conflict and a strategy conflict.
    expect(result.conflicts.map((c) => c.type)).toEqual(['file_conflict', 'strategy_conflict']);
    const firsts = server.requests.filter((r) => r.role === 'domain' && r.body.messages.length === 1);
    const prefix = (b: any) => JSON.stringify({ system: b.system, tools: b.tools, shared: b.messages[0].content.slice(0, 2) });
    expect(new Set(firsts.map((r) => prefix(r.body))).size).toBe(1);
    expect(firsts[0]?.body.messages[0].content[1].cache_control).toEqual({ type: 'ephemeral' });
    // The understanding call shares tools, system prompt and overview with the domain agents.
    const understanding = server.requests.find((r) => r.role === 'understanding')?.body;
    expect(JSON.stringify([understanding.system, understanding.tools, understanding.messages[0].content[0]])).toBe(
      JSON.stringify([firsts[0]?.body.system, firsts[0]?.body.tools, firsts[0]?.body.messages[0].content[0]]),
    );
    const usage = JSON.parse(store.files.get('usage.json') ?? '{}');
    expect(usage.total.calls).toBe(7);
    expect(usage.total.cache_read_input_tokens).toBeGreaterThan(0);
    expect(usage.total.cost_usd).toBeGreaterThan(0);
  });

  it('rejects a path that escapes the repository and never pings from bot-written text', async () => {
    const { store, result } = await run({ domains: ['backend-api'], titleSuffix: ' for @everyone' });
    const note = parsePlanNote(store.files.get('plan-note.md') ?? '');
    expect(note.tasks[0]?.modificationPoints.map((p) => p.file)).toEqual(['src/server.ts']);
    const record = JSON.parse(store.files.get('domains/backend-api/plan.json') ?? '{}');
    expect(record.warnings.join(' ')).toContain('escapes the repository root');
    // Outside code, plan.md and the PR body carry the mention only in its non-pinging form.
    const prose = (store.files.get('plan.md') ?? '').replace(/```[\s\S]*?```/g, '');
    expect(prose).toContain('@\u200deveryone');
    expect(prose).not.toMatch(/@(?!\u200d)everyone/);
    expect(buildPrBody(result, 7, '.workflow/.planning/x')).not.toMatch(/@(?!\u200d)everyone/);
  });

  it('keeps the other domains when one keeps failing: partial plan, failed section', async () => {
    const { result, store } = await run({ domains: ['backend-api', 'frontend-ui'], failing: ['frontend-ui'] });
    expect(result.status).toBe('partial');
    const note = parsePlanNote(store.files.get('plan-note.md') ?? '');
    expect(note.domains.map((d) => d.state)).toEqual(['planned', 'failed']);
    expect(note.domains[1]?.failure).toContain('still invalid after 2 repairs');
    expect(note.frontmatter.status).toBe('partial');
  });

  it('streams responses (SSE) when max_tokens is large', async () => {
    const { result, api: server } = await run({ domains: ['backend-api', 'security'] }, 32_000);
    expect(result.status).toBe('completed');
    expect(server.requests.every((r) => r.body.stream === true)).toBe(true);
    expect(result.note.tasks).toHaveLength(2);
  });
});
