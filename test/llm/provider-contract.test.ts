// The provider contract: every model provider (the Anthropic API, Claude on Bedrock and on Vertex,
// any OpenAI-compatible endpoint) passes the same cases against its own wire on loopback — its
// paths, its authentication and its framing (JSON, SSE, AWS's binary event stream) — through the
// one module that imports its SDK: the understanding answer, a domain agent's tool loop and
// submission, the forced submit turn, the repair of an invalid submission, a 429 retried, a bad key
// reported as auth of its own service, and usage in the model's name.
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBedrockProvider } from '../../src/llm/bedrock.js';
import { OpenAIProvider } from '../../src/llm/openai.js';
import type { DomainRequest, LinkRequest, Provider, UnderstandRequest } from '../../src/contract/types.js';
import { createVertexProvider } from '../../src/llm/vertex.js';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { fakeApiKey } from '../helpers/fake-key.js';
import { FakeOpenAI } from '../helpers/fake-openai.js';

const FILE = 'src/server.ts';
const snapshot = createMemorySnapshot({ [FILE]: 'export function createServer() {\n  return 1;\n}\n', 'README.md': '# demo\n' });

const validPlan = {
  tasks: [
    {
      key: 'mw',
      title: 'Add the limiter',
      description: 'A token bucket per key',
      complexity: 'Medium',
      conflict_risk: 'High',
      scope: `\`${FILE}\``,
      depends_on: [],
      needs_from_domains: [],
      modification_points: [{ file: FILE, location: 'createServer', change: 'register the limiter' }],
      convergence_criteria: ['429 over the limit'],
      estimated_effort: 'Low',
    },
  ],
  evidence: { relevant_files: [{ path: FILE, rationale: 'entry', role: 'entry' }], existing_patterns: [], constraints: [] },
};
const invalidPlan = { tasks: [] };

const analysis = {
  complexity: 'Medium',
  understanding: { core_objectives: ['limit'], key_points: [], constraints: [], split_strategy: 'by layer' },
  sub_domains: [],
  open_questions: [],
};
const brief = { slug: 'backend-api', title: 'Backend Api', description: 'API', range: [1, 100] as [number, number], key_concerns: [] };
const understandRequest: UnderstandRequest = {
  requirement: 'Add rate limiting',
  overview: 'src/ (1 file)',
  maxDomains: 3,
  locale: 'en',
} as never;
const domainRequest = (): DomainRequest => ({
  requirement: 'Add rate limiting',
  overview: 'src/ (1 file)',
  analysis: analysis as DomainRequest['analysis'],
  domains: [brief],
  domain: brief,
  maxTasks: 8,
  locale: 'en',
  snapshot,
});
const linkRequest: LinkRequest = {
  needs: [{ task_id: 'TASK-101', from_domain: 'backend-api', what: 'the quota endpoint' }],
  tasks: [
    { id: 'TASK-001', title: 'Add the quota endpoint', domain: 'backend-api' },
    { id: 'TASK-101', title: 'Show the quota', domain: 'frontend' },
  ],
};

interface Script {
  /** Successive domain submissions. */
  plans: unknown[];
  failFirst?: number[];
}

interface Wire {
  name: Provider['name'];
  model: string;
  service: string;
  /** Starts the wire's server and builds the provider on it (thinking on: the domain phase streams). */
  start(
    script: Script,
  ): Promise<{ provider: Provider; requests(): { path: string; headers: Record<string, unknown>; body: any }[]; stop(): Promise<void> }>;
  /** The authentication every request carries on this wire. */
  auth: RegExp;
  header: string;
  /** The path of a plain and of a streamed call. */
  paths?: { plain: RegExp; streamed: RegExp };
  forced(body: any): unknown;
}

const models = (model: string) => ({ understanding: model, domain: model, link: model, revise: model });
const KEY = fakeApiKey('contract');

async function claudeWire(script: Script, build: (url: string) => Provider) {
  const api = new FakeAnthropic({
    domains: ['backend-api'],
    file: FILE,
    plans: script.plans,
    ...(script.failFirst ? { failFirst: script.failFirst } : {}),
  });
  const url = await api.start();
  return { provider: build(url), requests: () => api.requests, stop: () => api.stop() };
}

const claudeSettings = (model: string) => ({ models: models(model), maxRetries: 2, maxTurns: 4, thinking: { domain: 10_000 } });

const WIRES: Wire[] = [
  {
    name: 'anthropic',
    model: 'claude-sonnet-4-5',
    service: 'anthropic',
    start: (script) =>
      claudeWire(script, (url) => new AnthropicProvider({ apiKey: KEY, baseURL: url, ...claudeSettings('claude-sonnet-4-5') })),
    // The Anthropic SDK (1.x) sends the API key as a bearer token.
    header: 'authorization',
    auth: new RegExp(`^Bearer ${KEY}$`),
    paths: { plain: /^\/v1\/messages$/, streamed: /^\/v1\/messages$/ },
    forced: (body) => body.tool_choice,
  },
  {
    name: 'bedrock',
    model: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
    service: 'bedrock',
    start: (script) =>
      claudeWire(script, (url) =>
        createBedrockProvider({ region: 'eu-west-1', baseURL: url }, claudeSettings('us.anthropic.claude-sonnet-4-5-20250929-v1:0')),
      ),
    header: 'authorization',
    auth: /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLETEST00000\/\d{8}\/eu-west-1\/bedrock\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/,
    paths: { plain: /^\/model\/us\.anthropic\.claude-sonnet-4-5-20250929-v1(:|%3A)0\/invoke$/, streamed: /\/invoke-with-response-stream$/ },
    forced: (body) => body.tool_choice,
  },
  {
    name: 'vertex',
    model: 'claude-sonnet-4-5@20250929',
    service: 'vertex',
    start: (script) =>
      claudeWire(script, (url) =>
        createVertexProvider(
          { region: 'us-east5', projectId: 'demo', baseURL: url, accessToken: KEY },
          claudeSettings('claude-sonnet-4-5@20250929'),
        ),
      ),
    header: 'authorization',
    auth: new RegExp(`^Bearer ${KEY}$`),
    paths: {
      plain: /\/projects\/demo\/locations\/us-east5\/publishers\/anthropic\/models\/claude-sonnet-4-5@20250929:rawPredict$/,
      streamed: /:streamRawPredict$/,
    },
    forced: (body) => body.tool_choice,
  },
  {
    name: 'openai',
    model: 'gpt-4.1',
    service: 'openai',
    async start(script) {
      const plans = [...script.plans];
      const api = new FakeOpenAI({
        domains: ['backend-api'],
        file: FILE,
        plan: () => (plans.length > 1 ? plans.shift() : plans[0]),
        ...(script.failFirst ? { failFirst: script.failFirst } : {}),
      });
      const url = await api.start();
      const provider = new OpenAIProvider({ apiKey: KEY, baseURL: url, models: models('gpt-4.1'), maxRetries: 2, maxTurns: 4 });
      return { provider, requests: () => api.requests.map((r) => ({ ...r, path: '/v1/chat/completions' })), stop: () => api.stop() };
    },
    header: 'authorization',
    auth: new RegExp(`^Bearer ${KEY}$`),
    forced: (body) => body.tool_choice,
  },
];

beforeEach(() => {
  nock.enableNetConnect('127.0.0.1');
  // Bedrock signs with the AWS default credential chain: static test credentials, nothing real.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLETEST00000');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', fakeApiKey('aws-secret'));
  vi.stubEnv('AWS_SESSION_TOKEN', '');
  vi.stubEnv('AWS_PROFILE', '');
});
afterEach(() => {
  nock.disableNetConnect();
  vi.unstubAllEnvs();
});

describe.each(WIRES)('provider contract: $name', (wire) => {
  it('answers the understanding agent on its own wire, authenticated, with usage in the model’s name', async () => {
    const run = await wire.start({ plans: [validPlan] });
    try {
      const result = await run.provider.understand(understandRequest);
      expect(result.value.sub_domains.map((d) => d.focus_area)).toEqual(['backend-api']);
      expect(result.usage).toMatchObject({ agent: 'understanding', model: wire.model, calls: 1 });
      const [request] = run.requests();
      expect(String(request?.headers[wire.header])).toMatch(wire.auth);
      if (wire.paths) expect(request?.path).toMatch(wire.paths.plain);
    } finally {
      await run.stop();
    }
  });

  it('runs a domain agent’s tool loop against the snapshot and returns its validated plan', async () => {
    const run = await wire.start({ plans: [validPlan] });
    try {
      const result = await run.provider.planDomain(domainRequest());
      expect(result.value.tasks.map((t) => t.title)).toEqual(['Add the limiter']);
      expect(result.value.tasks[0]?.modification_points[0]).toMatchObject({ file: FILE, location: 'createServer' });
      const requests = run.requests();
      // The file the agent read went back to it in the next request.
      expect(JSON.stringify(requests.at(-1)?.body.messages)).toContain('createServer');
      expect(result.usage).toMatchObject({ agent: 'domain:backend-api', model: wire.model, calls: requests.length });
      // With thinking on, a Claude domain call needs more than 16k tokens: it streams on the wire's own framing.
      if (wire.paths) expect(requests.every((r) => wire.paths?.streamed.test(r.path) && r.body.thinking)).toBe(true);
    } finally {
      await run.stop();
    }
  });

  it('forces the submit tool for the link agent', async () => {
    const run = await wire.start({ plans: [validPlan] });
    try {
      await run.provider.link(linkRequest);
      const forced = wire.forced(run.requests()[0]?.body);
      expect(JSON.stringify(forced)).toContain('submit_links');
    } finally {
      await run.stop();
    }
  });

  it('sends an invalid submission back as a tool error and takes the repaired one', async () => {
    const run = await wire.start({ plans: [invalidPlan, validPlan] });
    try {
      const result = await run.provider.planDomain(domainRequest());
      expect(result.value.tasks).toHaveLength(1);
      // The last request answers the invalid submission with what was wrong with it.
      const messages = run.requests().at(-1)?.body.messages;
      expect(JSON.stringify(messages.slice(-2, -1))).toContain('submit_domain_plan');
      expect(JSON.stringify(messages.at(-1))).toMatch(/tasks/);
      expect(result.usage.calls).toBe(run.requests().length);
    } finally {
      await run.stop();
    }
  });

  it('retries a 429 and then succeeds', async () => {
    const run = await wire.start({ plans: [validPlan], failFirst: [429] });
    try {
      const result = await run.provider.link(linkRequest);
      expect(result.value.links).toEqual([]);
      expect(run.requests()).toHaveLength(1);
    } finally {
      await run.stop();
    }
  });

  it('reports a bad key as auth of its own service, without the key', async () => {
    const run = await wire.start({ plans: [validPlan], failFirst: [401] });
    try {
      const error = await run.provider.link(linkRequest).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ reason: 'auth', status: 401, service: wire.service });
      expect(String((error as Error).message)).not.toContain(KEY);
    } finally {
      await run.stop();
    }
  });
});
