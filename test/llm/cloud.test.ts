// Claude on Amazon Bedrock and Google Vertex AI, through Anthropic's SDKs for them, on the wire
// (nock, every mock consumed): the same tool loop as the Anthropic provider, the clouds' own paths
// and authentication (SigV4 with static test credentials; a ready bearer token, no Google call).
import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkRequest } from '../../src/contract/types.js';
import { createVertexProvider } from '../../src/llm/vertex.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { createProvider } from '../../src/planner/providers.js';
import { fakeApiKey } from '../helpers/fake-key.js';

afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
  vi.unstubAllEnvs();
});

const linkRequest: LinkRequest = {
  needs: [{ task_id: 'TASK-101', from_domain: 'backend', what: 'the quota endpoint' }],
  tasks: [
    { id: 'TASK-001', title: 'Add the quota endpoint', domain: 'backend' },
    { id: 'TASK-101', title: 'Show the quota', domain: 'frontend' },
  ],
};

const submitted = (model: string) => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model,
  content: [{ type: 'tool_use', id: 'tu_1', name: 'submit_links', input: { links: [{ task_id: 'TASK-101', depends_on: ['TASK-001'] }] } }],
  stop_reason: 'tool_use',
  stop_sequence: null,
  usage: { input_tokens: 1000, output_tokens: 100, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
});

describe('provider: bedrock', () => {
  const model = 'us.anthropic.claude-sonnet-4-5-20250929-v1:0';
  const env = () => {
    // The AWS default credential chain reads process.env: static test credentials, nothing real.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLETEST00000');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', fakeApiKey('aws-secret'));
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    vi.stubEnv('AWS_PROFILE', '');
    return { AWS_REGION: 'eu-west-1' };
  };

  it('invokes the model on bedrock-runtime in AWS_REGION with a SigV4 signature and runs the tool loop', async () => {
    const config = { ...DEFAULT_CONFIG, model };
    const provider = createProvider({ choice: 'bedrock', config, env: env() });
    expect(provider.name).toBe('bedrock');
    let seen: { auth?: string; body?: any } = {};
    nock('https://bedrock-runtime.eu-west-1.amazonaws.com')
      .post(`/model/${model}/invoke`)
      .reply(function (_uri, body) {
        seen = { auth: String(this.req.headers.authorization), body };
        return [200, submitted(model)];
      });
    const result = await provider.link(linkRequest);
    expect(result.value.links).toEqual([{ task_id: 'TASK-101', depends_on: ['TASK-001'] }]);
    expect(seen.auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLETEST00000\/\d{8}\/eu-west-1\/bedrock\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/,
    );
    expect(seen.body.anthropic_version).toEqual(expect.any(String));
    expect(seen.body.model).toBeUndefined();
    expect(seen.body.tool_choice).toEqual({ type: 'tool', name: 'submit_links' });
    expect(result.usage).toMatchObject({ agent: 'link', model, calls: 1, input_tokens: 1000 });
    // The Bedrock id is priced as the Claude model it names (claude-sonnet-4-5: $3 / $15 per million).
    expect(result.usage.cost_usd).toBeCloseTo(0.0045, 6);
  });

  it('reports a throttled Bedrock as rate_limit of the bedrock service', async () => {
    const provider = createProvider({ choice: 'bedrock', config: { ...DEFAULT_CONFIG, model }, env: env() });
    nock('https://bedrock-runtime.eu-west-1.amazonaws.com')
      .post(`/model/${model}/invoke`)
      .times(5)
      .reply(429, { message: 'Too many requests, please wait before trying again.' }, { 'retry-after-ms': '1' });
    await expect(provider.link(linkRequest)).rejects.toMatchObject({ reason: 'rate_limit', status: 429, service: 'bedrock' });
  });

  it('needs `model`: Bedrock ids are not Anthropic ids', () => {
    expect(() => createProvider({ choice: 'bedrock', config: DEFAULT_CONFIG, env: {} })).toThrow(/needs `model`/);
  });
});

describe('provider: vertex', () => {
  const model = 'claude-sonnet-4-5@20250929';

  it('calls rawPredict of the project and region with the bearer token and runs the tool loop', async () => {
    const token = fakeApiKey('vertex-token');
    const provider = createVertexProvider(
      { region: 'us-east5', projectId: 'demo-project', accessToken: token },
      { models: { understanding: model, domain: model, link: model, revise: model }, maxRetries: 0 },
    );
    expect(provider.name).toBe('vertex');
    let seen: { auth?: string; body?: any } = {};
    nock('https://us-east5-aiplatform.googleapis.com')
      .post(`/v1/projects/demo-project/locations/us-east5/publishers/anthropic/models/${model}:rawPredict`)
      .reply(function (_uri, body) {
        seen = { auth: String(this.req.headers.authorization), body };
        return [200, submitted(model)];
      });
    const result = await provider.link(linkRequest);
    expect(result.value.links).toEqual([{ task_id: 'TASK-101', depends_on: ['TASK-001'] }]);
    expect(seen.auth).toBe(`Bearer ${token}`);
    expect(seen.body.anthropic_version).toEqual(expect.any(String));
    expect(seen.body.model).toBeUndefined();
    expect(result.usage).toMatchObject({ agent: 'link', model, calls: 1 });
  });

  it('is chosen by config and needs CLOUD_ML_REGION', () => {
    const config = { ...DEFAULT_CONFIG, model };
    expect(
      createProvider({ choice: 'vertex', config, env: { CLOUD_ML_REGION: 'europe-west1', ANTHROPIC_VERTEX_PROJECT_ID: 'p' } }).name,
    ).toBe('vertex');
    expect(() => createProvider({ choice: 'vertex', config, env: {} })).toThrow(/CLOUD_ML_REGION/);
  });
});

describe('cloud providers: missing credentials', () => {
  it('are an auth error of the cloud, not a network failure to retry or fall back from', async () => {
    const { APIConnectionError } = await import('@anthropic-ai/sdk');
    const { AnthropicProvider } = await import('../../src/llm/anthropic.js');
    const { shouldFallBack } = await import('../../src/llm/fallback.js');
    const model = 'claude-sonnet-4-5@20250929';
    const failing = {
      messages: {
        create: () => {
          throw new APIConnectionError({
            message: 'Failed to acquire Google OAuth credentials.',
            cause: new Error('Could not load the default credentials. Browse to https://cloud.google.com/docs/authentication'),
          });
        },
        stream: () => {
          throw new Error('not used');
        },
      },
    };
    const provider = new AnthropicProvider({
      apiKey: '',
      family: 'vertex',
      client: failing as never,
      models: { understanding: model, domain: model, link: model, revise: model },
    });
    const error = await provider.link(linkRequest).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'auth', retryable: false, service: 'vertex' });
    expect(String((error as Error).message)).toContain('CLOUD_ML_REGION');
    expect(shouldFallBack(error)).toBe(false);
  });
});
