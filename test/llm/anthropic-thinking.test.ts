// Extended thinking per phase on the Anthropic wire, mocked with nock (every mock consumed):
// thinking on the free turns of a phase that has a budget, never on the forced submit turn, and
// max_tokens always above the budget.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { AnthropicProvider, type AnthropicProviderOptions } from '../../src/llm/anthropic.js';
import type { DomainRequest } from '../../src/contract/types.js';
import { validateConfig } from '../../src/core/config/config.js';
import { createProvider } from '../../src/planner/providers.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { fakeApiKey } from '../helpers/fake-key.js';

const API = 'https://api.anthropic.com';
const snapshot = createMemorySnapshot({ 'src/server.ts': 'export function createServer() {\n  return 1;\n}\n' });

afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
});

function provider(thinking: AnthropicProviderOptions['thinking'], maxTurns = 2) {
  const model = 'claude-sonnet-5-5';
  return new AnthropicProvider({
    apiKey: fakeApiKey('anthropic'),
    models: { understanding: model, domain: model, link: model, revise: model },
    maxRetries: 0,
    maxTurns,
    ...(thinking ? { thinking } : {}),
  });
}

const message = (content: unknown[]) => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-5-5',
  content,
  stop_reason: 'tool_use',
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 10 },
});
const toolUse = (id: string, name: string, input: unknown) => ({ type: 'tool_use', id, name, input });
const thought = { type: 'thinking', thinking: 'Let me look at the server first.', signature: 'sig-1' };

const plan = {
  tasks: [
    {
      key: 'mw',
      title: 'Add middleware',
      description: 'Token bucket',
      complexity: 'Medium',
      conflict_risk: 'High',
      scope: '`src/server.ts`',
      depends_on: [],
      needs_from_domains: [],
      modification_points: [{ file: 'src/server.ts', location: 'createServer', change: 'register it' }],
      convergence_criteria: ['429 over the limit'],
      estimated_effort: 'Low',
    },
  ],
  evidence: { relevant_files: [{ path: 'src/server.ts', rationale: 'pipeline', role: 'entry' }], existing_patterns: [], constraints: [] },
};

const analysis = {
  complexity: 'Medium',
  understanding: { core_objectives: ['limit'], key_points: [], constraints: [], split_strategy: 'one layer' },
  sub_domains: [{ focus_area: 'api', description: 'API', key_concerns: [], estimated_effort: 'Medium', depends_on_domains: [] }],
  open_questions: [],
};

function domainRequest(revise = false): DomainRequest {
  const domain = { slug: 'api', title: 'Api', description: 'API', range: [1, 100] as [number, number], key_concerns: [] };
  return {
    requirement: 'Add rate limiting',
    overview: 'src/ (1 file)',
    analysis: { ...analysis, sub_domains: [] },
    domains: [domain],
    domain,
    maxTasks: 8,
    locale: 'en',
    snapshot,
    ...(revise ? { feedback: 'smaller tasks' } : {}),
  } as DomainRequest;
}

/** Two turns: a read (the free turn), then the submit on the forced last turn. */
function twoTurns(bodies: any[], first: unknown[], submit: unknown) {
  nock(API)
    .post('/v1/messages', (body) => bodies.push(body) > 0)
    .reply(200, message(first))
    .post('/v1/messages', (body) => bodies.push(body) > 0)
    .reply(200, message([submit]));
}

describe('AnthropicProvider: extended thinking per phase', () => {
  it('thinks on the free turn of a phase with a budget, and sends the forced submit turn without thinking', async () => {
    const bodies: any[] = [];
    twoTurns(bodies, [thought, toolUse('t1', 'read_file', { path: 'src/server.ts' })], toolUse('t2', 'submit_domain_plan', plan));
    const result = await provider({ domain: 2048 }).planDomain(domainRequest());
    expect(result.value.tasks).toHaveLength(1);
    expect(bodies[0].thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
    expect(bodies[0].max_tokens).toBe(8192 + 2048);
    expect(bodies[0].tool_choice).toBeUndefined();
    // The forced turn: the tool is forced, thinking is off, max_tokens back to the answer's own.
    expect(bodies[1].thinking).toBeUndefined();
    expect(bodies[1].tool_choice).toEqual({ type: 'tool', name: 'submit_domain_plan' });
    expect(bodies[1].max_tokens).toBe(8192);
    // The thinking block goes back unmodified with the tool result.
    expect(bodies[1].messages[1].content[0]).toEqual(thought);
  });

  it('does not think in a phase without a budget, and revise uses its own budget, not the domain one', async () => {
    const bodies: any[] = [];
    twoTurns(bodies, [toolUse('t1', 'read_file', { path: 'src/server.ts' })], toolUse('t2', 'submit_domain_plan', plan));
    await provider({ understanding: 4096, revise: 1024 }).planDomain(domainRequest());
    expect(bodies[0].thinking).toBeUndefined();
    expect(bodies[0].max_tokens).toBe(8192);
    twoTurns(bodies, [toolUse('t1', 'read_file', { path: 'src/server.ts' })], toolUse('t2', 'submit_domain_plan', plan));
    await provider({ domain: 4096, revise: 1024 }).planDomain(domainRequest(true));
    expect(bodies[2].thinking).toEqual({ type: 'enabled', budget_tokens: 1024 });
    expect(bodies[2].max_tokens).toBeGreaterThan(1024);
    expect(bodies[3].thinking).toBeUndefined();
  });

  it('thinks in the understanding phase when it has a budget; nothing is sent without the option', async () => {
    const bodies: any[] = [];
    nock(API)
      .post('/v1/messages', (body) => bodies.push(body) > 0)
      .reply(200, message([thought, toolUse('t1', 'submit_analysis', analysis)]));
    await provider({ understanding: 3000 }, 4).understand({ requirement: 'r', overview: 'o', maxDomains: 3, locale: 'en', snapshot });
    expect(bodies[0].thinking).toEqual({ type: 'enabled', budget_tokens: 3000 });
    expect(bodies[0].tool_choice).toBeUndefined();
    nock(API)
      .post('/v1/messages', (body) => bodies.push(body) > 0)
      .reply(200, message([toolUse('t1', 'submit_analysis', analysis)]));
    await provider(undefined, 4).understand({ requirement: 'r', overview: 'o', maxDomains: 3, locale: 'en', snapshot });
    expect(bodies[1].thinking).toBeUndefined();
    expect(bodies[1].max_tokens).toBe(8192);
  });

  it('link: one forced turn without a budget; with one, a thinking turn first and the forced turn only if it did not submit', async () => {
    const request = {
      needs: [{ task_id: 'TASK-002', from_domain: 'api', what: 'the limiter' }],
      tasks: [
        { id: 'TASK-001', domain: 'api', title: 'Limiter' },
        { id: 'TASK-002', domain: 'web', title: 'Quota view' },
      ],
    } as unknown as Parameters<AnthropicProvider['link']>[0];
    const links = { links: [{ task_id: 'TASK-002', depends_on: ['TASK-001'] }] };
    const bodies: any[] = [];
    nock(API)
      .post('/v1/messages', (body) => bodies.push(body) > 0)
      .reply(200, message([toolUse('l1', 'submit_links', links)]));
    await provider(undefined).link(request);
    expect(bodies[0].thinking).toBeUndefined();
    expect(bodies[0].tool_choice).toEqual({ type: 'tool', name: 'submit_links' });
    nock(API)
      .post('/v1/messages', (body) => bodies.push(body) > 0)
      .reply(200, message([thought, { type: 'text', text: 'Done thinking.' }]))
      .post('/v1/messages', (body) => bodies.push(body) > 0)
      .reply(200, message([toolUse('l2', 'submit_links', links)]));
    expect((await provider({ link: 1024 }).link(request)).value).toEqual(links);
    expect(bodies[1].thinking).toEqual({ type: 'enabled', budget_tokens: 1024 });
    expect(bodies[1].tool_choice).toBeUndefined();
    expect(bodies[2].thinking).toBeUndefined();
    expect(bodies[2].tool_choice).toEqual({ type: 'tool', name: 'submit_links' });
  });

  it('is wired from the config through the provider factory', async () => {
    const bodies: any[] = [];
    nock(API)
      .post('/v1/messages', (body) => bodies.push(body) > 0)
      .reply(200, message([thought, toolUse('t1', 'submit_analysis', analysis)]));
    const config = validateConfig({ provider: 'anthropic', thinking: { understanding: 2000 } });
    const built = createProvider({ choice: 'anthropic', config, env: { ANTHROPIC_API_KEY: fakeApiKey('wire') } });
    await built.understand({ requirement: 'r', overview: 'o', maxDomains: 3, locale: 'en', snapshot });
    expect(bodies[0].thinking).toEqual({ type: 'enabled', budget_tokens: 2000 });
    expect(nock.isDone()).toBe(true);
  });
});
