// An answer whose body the connection drops mid-way (undici: `TypeError: terminated`, cause
// `SocketError: other side closed`; or a reset mid-body) is retried like a dropped connection, with
// the SDK's backoff and at most maxRetries times. A loopback server sends the headers and half of
// the body, then destroys the socket, as often as scripted, then answers whole.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { OpenAIProvider } from '../../src/llm/openai.js';
import type { LinkRequest } from '../../src/contract/types.js';
import { createVertexProvider } from '../../src/llm/vertex.js';
import { describeError } from '../../src/core/shared/errors.js';
import { fakeApiKey } from '../helpers/fake-key.js';

/** How the server answers one request: cut after half the body (FIN or RST), or whole. */
type Step = 'close' | 'reset' | 'answer';

const linkRequest: LinkRequest = {
  needs: [{ task_id: 'TASK-101', from_domain: 'backend', what: 'the quota endpoint' }],
  tasks: [
    { id: 'TASK-001', title: 'Add the quota endpoint', domain: 'backend' },
    { id: 'TASK-101', title: 'Show the quota', domain: 'frontend' },
  ],
};
const links = { links: [{ task_id: 'TASK-101', depends_on: ['TASK-001'] }] };

const anthropicMessage = {
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-5-5',
  content: [{ type: 'tool_use', id: 'tu_1', name: 'submit_links', input: links }],
  stop_reason: 'tool_use',
  stop_sequence: null,
  usage: { input_tokens: 1000, output_tokens: 100, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
};

/** The Messages API's stream events of the message above, as SSE. */
function anthropicEvents(): string {
  const events: [string, unknown][] = [
    ['message_start', { type: 'message_start', message: { ...anthropicMessage, content: [], stop_reason: null } }],
    [
      'content_block_start',
      { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 'tu_1', name: 'submit_links', input: {} } },
    ],
    [
      'content_block_delta',
      { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify(links) } },
    ],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 100 } }],
    ['message_stop', { type: 'message_stop' }],
  ];
  return events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

const openaiCompletion = {
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
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'submit_links', arguments: JSON.stringify(links) } }],
      },
    },
  ],
  usage: { prompt_tokens: 1000, completion_tokens: 100, total_tokens: 1100 },
};

class CuttingServer {
  requests = 0;
  private server: Server | null = null;

  constructor(private readonly steps: Step[]) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    this.requests++;
    const body = JSON.parse(raw) as { stream?: boolean };
    const [type, text] = req.url?.includes('/chat/completions')
      ? ['application/json', JSON.stringify(openaiCompletion)]
      : body.stream
        ? ['text/event-stream', anthropicEvents()]
        : ['application/json', JSON.stringify(anthropicMessage)];
    const step = this.steps.shift() ?? 'answer';
    if (step === 'answer') {
      res.writeHead(200, { 'content-type': type }).end(text);
      return;
    }
    // Headers and half the body reach the client; then the connection goes, before the rest.
    res.writeHead(200, { 'content-type': type, 'content-length': String(Buffer.byteLength(text)) });
    res.write(text.slice(0, Math.floor(text.length / 2)), () => {
      if (step === 'reset') res.socket?.resetAndDestroy();
      else res.socket?.destroy();
    });
  }
}

const anthropic = (baseURL: string, extra: Partial<ConstructorParameters<typeof AnthropicProvider>[0]> = {}) => {
  const model = 'claude-sonnet-5-5';
  return new AnthropicProvider({
    apiKey: fakeApiKey('anthropic'),
    baseURL,
    models: { understanding: model, domain: model, link: model, revise: model },
    maxRetries: 2,
    ...extra,
  });
};

const openai = (baseURL: string, maxRetries = 2) => {
  const model = 'gpt-4.1';
  return new OpenAIProvider({
    apiKey: fakeApiKey('openai'),
    baseURL: `${baseURL}/v1`,
    models: { understanding: model, domain: model, link: model, revise: model },
    maxRetries,
  });
};

let server: CuttingServer | undefined;
beforeEach(() => {
  nock.enableNetConnect('127.0.0.1');
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  nock.disableNetConnect();
});

async function serve(steps: Step[]): Promise<string> {
  server = new CuttingServer(steps);
  return server.start();
}

describe('an answer cut mid-body', () => {
  it('anthropic: is retried once and the call succeeds', async () => {
    const url = await serve(['close']);
    const result = await anthropic(url).link(linkRequest);
    expect(result.value).toEqual(links);
    expect(server?.requests).toBe(2);
    expect(result.usage.calls).toBe(1);
  });

  it('anthropic, streamed (max_tokens above 16k): the cut stream is retried once and the call succeeds', async () => {
    const url = await serve(['close']);
    const result = await anthropic(url, { maxTokens: 20_000 }).link(linkRequest);
    expect(result.value).toEqual(links);
    expect(server?.requests).toBe(2);
  });

  it('anthropic: a reset mid-body (ECONNRESET) is retried too', async () => {
    const url = await serve(['reset']);
    const result = await anthropic(url).link(linkRequest);
    expect(result.value).toEqual(links);
    expect(server?.requests).toBe(2);
  });

  it('anthropic: retries are bounded by maxRetries, then a retryable network error says the answer was cut', async () => {
    const url = await serve(['close', 'close', 'close']);
    const error = await anthropic(url, { maxRetries: 1 })
      .link(linkRequest)
      .catch((e: unknown) => e);
    expect(server?.requests).toBe(2);
    expect(error).toMatchObject({ reason: 'network', retryable: true, service: 'anthropic' });
    expect(describeError(error).message).toMatch(/^link: the answer of the Anthropic API was cut off mid-body/);
  });

  it('vertex (the Anthropic loop on a cloud client): is retried once and the call succeeds', async () => {
    const url = await serve(['close']);
    const model = 'claude-sonnet-4-5@20250929';
    const provider = createVertexProvider(
      { region: 'us-east5', projectId: 'demo-project', accessToken: fakeApiKey('vertex-token'), baseURL: `${url}/v1` },
      { models: { understanding: model, domain: model, link: model, revise: model }, maxRetries: 2 },
    );
    const result = await provider.link(linkRequest);
    expect(result.value).toEqual(links);
    expect(server?.requests).toBe(2);
  });

  it('openai: is retried once and the call succeeds', async () => {
    const url = await serve(['close']);
    const result = await openai(url).link(linkRequest);
    expect(result.value).toEqual(links);
    expect(server?.requests).toBe(2);
    expect(result.usage.calls).toBe(1);
  });

  it('openai: a reset mid-body (ECONNRESET) is retried too', async () => {
    const url = await serve(['reset']);
    const result = await openai(url).link(linkRequest);
    expect(result.value).toEqual(links);
    expect(server?.requests).toBe(2);
  });

  it('openai: retries are bounded by maxRetries, then a retryable network error says the answer was cut', async () => {
    const url = await serve(['close', 'close', 'close']);
    const error = await openai(url, 1)
      .link(linkRequest)
      .catch((e: unknown) => e);
    expect(server?.requests).toBe(2);
    expect(error).toMatchObject({ reason: 'network', retryable: true, service: 'openai' });
    expect(describeError(error).message).toMatch(/^link: the answer of the OpenAI-compatible API was cut off/);
  });
});
