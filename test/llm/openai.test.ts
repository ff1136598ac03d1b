// The OpenAI-compatible Chat Completions wire, mocked with nock (every mock consumed, network
// closed by test/setup.ts).
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenAIProvider } from '../../src/llm/openai.js';
import { AgentError, type DomainRequest } from '../../src/contract/types.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { createProvider } from '../../src/planner/providers.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { fakeApiKey } from '../helpers/fake-key.js';

const API = 'https://api.openai.com';
const LOCAL = 'http://127.0.0.1:11434';
const KEY = fakeApiKey('openai');
const snapshot = createMemorySnapshot({
  'src/server.ts': 'export function createServer() {\n  return 1;\n}\n',
  'README.md': '# demo\n',
});

afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
});

function provider(extra: Partial<ConstructorParameters<typeof OpenAIProvider>[0]> = {}) {
  const model = 'gpt-4.1';
  return new OpenAIProvider({
    apiKey: KEY,
    models: { understanding: model, domain: model, link: model, revise: model },
    maxRetries: 0,
    maxTurns: 4,
    ...extra,
  });
}

const usage = { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200, prompt_tokens_details: { cached_tokens: 400 } };

function completion(name: string, args: unknown, id = 'call_1') {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-4.1',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
        },
      },
    ],
    usage,
  };
}

const validPlan = {
  tasks: [
    {
      key: 'mw',
      title: 'Add middleware',
      description: 'Token bucket',
      complexity: 'medium',
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

function domainRequest(): DomainRequest {
  const domain = { slug: 'backend-api', title: 'Backend Api', description: 'API', range: [1, 100] as [number, number], key_concerns: [] };
  return {
    requirement: 'Add rate limiting',
    overview: 'src/ (1 file)',
    analysis: {
      complexity: 'Medium',
      understanding: { core_objectives: ['limit'], key_points: [], constraints: [], split_strategy: 'by layer' },
      sub_domains: [],
      open_questions: [],
    },
    domains: [domain],
    domain,
    maxTasks: 8,
    locale: 'en',
    snapshot,
  };
}

/** Scripts the completions in order, recording each request body. */
function script(bodies: any[], replies: [number, unknown][], base = API, path = '/v1/chat/completions') {
  let scope = nock(base);
  for (const [status, reply] of replies)
    scope = scope.post(path, (body) => bodies.push(body) > 0).reply(status, reply as nock.Body, { 'retry-after-ms': '1' });
}

describe('OpenAIProvider', () => {
  it('runs the tool loop over function tools: list_files, read_file, then the submit function', async () => {
    const bodies: any[] = [];
    script(bodies, [
      [200, completion('list_files', { glob: 'src/**' }, 'call_a')],
      [200, completion('read_file', { path: 'src/server.ts' }, 'call_b')],
      [200, completion('submit_domain_plan', validPlan, 'call_c')],
    ]);
    const result = await provider().planDomain(domainRequest());
    expect(result.value.tasks[0]?.complexity).toBe('Medium');
    const first = bodies[0];
    expect(first.model).toBe('gpt-4.1');
    expect(first.max_completion_tokens).toBe(8192);
    expect(first.tool_choice).toBe('auto');
    expect(first.messages[0]).toMatchObject({ role: 'system' });
    expect(first.messages[1].content).toContain('Plan the sub-domain "backend-api"');
    const names = first.tools.map((t: any) => t.function.name);
    expect(names).toEqual(expect.arrayContaining(['list_files', 'read_file', 'submit_domain_plan', 'submit_analysis']));
    expect(first.tools.every((t: any) => t.type === 'function' && t.function.parameters.type === 'object')).toBe(true);
    const submit = first.tools.find((t: any) => t.function.name === 'submit_domain_plan');
    expect(submit.function.parameters.properties.tasks.type).toBe('array');
    // The tool answers go back as `tool` messages after the assistant's call.
    expect(bodies[1].messages.slice(-2)).toMatchObject([
      { role: 'assistant', tool_calls: [{ id: 'call_a', function: { name: 'list_files' } }] },
      { role: 'tool', tool_call_id: 'call_a' },
    ]);
    expect(bodies[1].messages.at(-1).content).toContain('src/server.ts');
    expect(bodies[2].messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_b' });
    expect(bodies[2].messages.at(-1).content).toContain('createServer');
    // 3 calls × (600 fresh + 400 cached prompt tokens, 200 completion tokens) at gpt-4.1's price.
    expect(result.usage).toMatchObject({
      agent: 'domain:backend-api',
      calls: 3,
      input_tokens: 1800,
      cache_read_input_tokens: 1200,
      output_tokens: 600,
    });
    expect(result.usage.cost_usd).toBeCloseTo((1800 * 2 + 1200 * 0.5 + 600 * 8) / 1e6, 9);
    expect(result.usage.note).toBeUndefined();
  });

  it('forces the submit function on the last allowed turn (and from the start for the link agent)', async () => {
    const bodies: any[] = [];
    script(bodies, [
      [200, completion('read_file', { path: 'src/server.ts' })],
      [200, completion('submit_domain_plan', validPlan, 'call_2')],
      [200, completion('submit_links', { links: [] }, 'call_3')],
    ]);
    await provider({ maxTurns: 2 }).planDomain(domainRequest());
    expect(bodies[0].tool_choice).toBe('auto');
    expect(bodies[1].tool_choice).toEqual({ type: 'function', function: { name: 'submit_domain_plan' } });
    await provider().link({ needs: [], tasks: [] });
    expect(bodies[2].tool_choice).toEqual({ type: 'function', function: { name: 'submit_links' } });
    expect(bodies[2].tools.map((t: any) => t.function.name)).toEqual(['submit_links']);
  });

  it('returns an invalid submission to the model as a tool error and takes the repair', async () => {
    const bodies: any[] = [];
    script(bodies, [
      [200, completion('submit_domain_plan', { tasks: [] }, 'call_bad')],
      [200, completion('submit_domain_plan', validPlan, 'call_good')],
    ]);
    const result = await provider().planDomain(domainRequest());
    expect(result.value.tasks).toHaveLength(1);
    const answer = bodies[1].messages.at(-1);
    expect(answer).toMatchObject({ role: 'tool', tool_call_id: 'call_bad' });
    expect(answer.content).toMatch(/^Error: The submission is invalid:\n- tasks:/);
  });

  it('retries a 429 and then succeeds', async () => {
    const bodies: any[] = [];
    script(bodies, [
      [429, { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }],
      [200, completion('submit_links', { links: [] })],
    ]);
    const result = await provider({ maxRetries: 1 }).link({ needs: [], tasks: [] });
    expect(result.value.links).toEqual([]);
    expect(bodies).toHaveLength(2);
  });

  it.each([
    [401, 'auth', /check OPENAI_API_KEY/],
    [403, 'permission', /permission denied/],
    [429, 'rate_limit', /rate-limited/],
    [500, 'network', /answered 500/],
  ])('maps %i to %s without the key', async (status, reason, hint) => {
    script([], [[status, { error: { message: `bad key ${KEY}`, type: 'x', code: null } }]]);
    const error = await provider()
      .link({ needs: [], tasks: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect(error).toMatchObject({ reason, status, service: 'openai' });
    expect((error as Error).message).toMatch(hint);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('maps a refused connection to network and a timeout to timeout', async () => {
    const refused = await new OpenAIProvider({ baseURL: 'http://127.0.0.1:1/v1', models: models('m'), maxRetries: 0 })
      .link({ needs: [], tasks: [] })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ reason: 'network', service: 'openai' });
    nock(LOCAL)
      .post('/v1/chat/completions')
      .delay(500)
      .reply(200, completion('submit_links', { links: [] }));
    const { default: OpenAI } = await import('openai');
    const client = new OpenAI({ apiKey: 'x', baseURL: `${LOCAL}/v1`, timeout: 50, maxRetries: 0 });
    const timedOut = await new OpenAIProvider({ client, models: models('m') }).link({ needs: [], tasks: [] }).catch((e: unknown) => e);
    expect(timedOut).toMatchObject({ reason: 'timeout', service: 'openai' });
  });

  it('talks to a local server with max_tokens, no key, and prices an unknown model at 0 with a note', async () => {
    const bodies: any[] = [];
    script(bodies, [[200, completion('submit_links', { links: [] })]], LOCAL);
    const result = await new OpenAIProvider({ baseURL: `${LOCAL}/v1`, models: models('qwen3:8b'), maxRetries: 0 }).link({
      needs: [],
      tasks: [],
    });
    expect(bodies[0].max_tokens).toBe(8192);
    expect(bodies[0].max_completion_tokens).toBeUndefined();
    expect(result.usage).toMatchObject({ cost_usd: 0, input_tokens: 600, cache_read_input_tokens: 400 });
    expect(result.usage.note).toMatch(/no price known for model qwen3:8b/);
  });
});

function models(model: string) {
  return { understanding: model, domain: model, link: model, revise: model };
}

describe('createProvider (openai)', () => {
  const config = { ...DEFAULT_CONFIG, provider: 'openai' as const };
  it('needs OPENAI_API_KEY or OPENAI_BASE_URL', () => {
    expect(() => createProvider({ choice: 'openai', config, env: {} })).toThrow(/OPENAI_API_KEY/);
    expect(createProvider({ choice: 'openai', config, env: { OPENAI_BASE_URL: `${LOCAL}/v1` } }).name).toBe('openai');
    expect(createProvider({ choice: 'openai', config, env: { OPENAI_API_KEY: KEY } }).name).toBe('openai');
  });
  it('is never chosen by auto', () => {
    expect(createProvider({ choice: 'auto', config, env: { OPENAI_API_KEY: KEY } }).name).toBe('offline');
  });
});
