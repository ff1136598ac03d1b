// A turn cut at the output token limit (Anthropic `stop_reason: max_tokens`, Chat Completions
// `finish_reason: length`) whose answer then never validates fails with an error that says so and
// names the limit, instead of the generic invalid-output one; the model is told of the cut too.
// The wire is mocked with nock (every mock consumed, network closed by test/setup.ts).
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { OpenAIProvider } from '../../src/llm/openai.js';
import type { DomainRequest, LinkRequest } from '../../src/contract/types.js';
import { describeError } from '../../src/core/shared/errors.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { fakeApiKey } from '../helpers/fake-key.js';

const snapshot = createMemorySnapshot({ 'src/server.ts': 'export function createServer() {\n  return 1;\n}\n' });

afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
});

const domain = { slug: 'backend-api', title: 'Backend Api', description: 'API', range: [1, 100] as [number, number], key_concerns: [] };
const domainRequest: DomainRequest = {
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
const linkRequest: LinkRequest = {
  needs: [{ task_id: 'TASK-101', from_domain: 'backend', what: 'the quota endpoint' }],
  tasks: [{ id: 'TASK-001', title: 'Add the quota endpoint', domain: 'backend' }],
};

/** What a plan cut mid-way parses to: the start of its first task. */
const cutPlan = { tasks: [{ key: 'mw', title: 'Add the middleware', description: 'A token buck' }] };

const CUT_LINE =
  /^domain:backend-api: the model's answer was cut at the output token limit \((\d+) tokens\) and gave no valid submit_domain_plan; .*`max_tasks_per_domain`/;

describe('anthropic: an answer cut at max_tokens', () => {
  const API = 'https://api.anthropic.com';
  const provider = (maxTokens?: number) => {
    const model = 'claude-sonnet-5-5';
    return new AnthropicProvider({
      apiKey: fakeApiKey('anthropic'),
      models: { understanding: model, domain: model, link: model, revise: model },
      maxRetries: 0,
      maxTurns: 4,
      ...(maxTokens ? { maxTokens } : {}),
    });
  };
  const message = (content: unknown[], stop: string) => ({
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-5-5',
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: 1000, output_tokens: 4096, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  });
  const cutSubmission = message([{ type: 'tool_use', id: 'tu_1', name: 'submit_domain_plan', input: cutPlan }], 'max_tokens');

  it('that never validates fails saying the answer was cut at the limit, naming it and what to lower', async () => {
    const bodies: any[] = [];
    nock(API)
      .post('/v1/messages', (body) => bodies.push(body) > 0)
      .times(3)
      .reply(200, cutSubmission);
    const error = await provider(4096)
      .planDomain(domainRequest)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AgentError', reason: 'invalid_output', retryable: false });
    const shown = describeError(error).message;
    expect(shown).toMatch(CUT_LINE);
    expect(CUT_LINE.exec(shown)?.[1]).toBe('4096');
    // The schema's problems are kept after the first line.
    expect((error as Error).message).toContain('still invalid after 2 repairs');
    // The repair turn told the model its answer was cut, after the tool result.
    const repair = bodies[1].messages.at(-1).content;
    expect(repair[0]).toMatchObject({ type: 'tool_result', is_error: true });
    expect(repair.at(-1)).toEqual({
      type: 'text',
      text: 'Your last answer was cut off at the output token limit (4096 tokens). Keep the next one shorter.',
    });
  });

  it('that holds no submission at all fails saying the answer was cut at the limit', async () => {
    nock(API)
      .post('/v1/messages')
      .times(3)
      .reply(200, message([{ type: 'text', text: 'The links are, first, TASK-101 depends on' }], 'max_tokens'));
    const error = await provider()
      .link(linkRequest)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'invalid_output' });
    expect(describeError(error).message).toMatch(
      /^link: the model's answer was cut at the output token limit \(8192 tokens\) and gave no valid submit_links/,
    );
  });

  it('an invalid answer that was not cut keeps the invalid-output message', async () => {
    nock(API)
      .post('/v1/messages')
      .times(3)
      .reply(200, message([{ type: 'tool_use', id: 'tu_1', name: 'submit_domain_plan', input: cutPlan }], 'tool_use'));
    const error = await provider()
      .planDomain(domainRequest)
      .catch((e: unknown) => e);
    expect(describeError(error).message).toMatch(/^domain:backend-api: the model's submit_domain_plan was still invalid after 2 repairs/);
    expect((error as Error).message).not.toContain('token limit');
  });
});

describe('openai: an answer cut at the length limit', () => {
  const API = 'https://api.openai.com';
  const provider = () => {
    const model = 'gpt-4.1';
    return new OpenAIProvider({
      apiKey: fakeApiKey('openai'),
      models: { understanding: model, domain: model, link: model, revise: model },
      maxRetries: 0,
      maxTurns: 4,
    });
  };
  const completion = (message: Record<string, unknown>) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-4.1',
    choices: [{ index: 0, finish_reason: 'length', message: { role: 'assistant', content: null, ...message } }],
    usage: { prompt_tokens: 1000, completion_tokens: 8192, total_tokens: 9192 },
  });
  // The function call's arguments end mid-JSON where the limit cut them.
  const cutArguments = JSON.stringify(cutPlan).slice(0, 40);

  it('that never validates fails saying the answer was cut at the limit, naming it and what to lower', async () => {
    const bodies: any[] = [];
    nock(API)
      .post('/v1/chat/completions', (body) => bodies.push(body) > 0)
      .times(3)
      .reply(
        200,
        completion({ tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'submit_domain_plan', arguments: cutArguments } }] }),
      );
    const error = await provider()
      .planDomain(domainRequest)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AgentError', reason: 'invalid_output', service: 'openai' });
    const shown = describeError(error).message;
    expect(shown).toMatch(CUT_LINE);
    expect(CUT_LINE.exec(shown)?.[1]).toBe('8192');
    // The repair turn told the model its answer was cut, after the tool message.
    const [tool, note] = bodies[1].messages.slice(-2);
    expect(tool).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(note).toEqual({
      role: 'user',
      content: 'Your last answer was cut off at the output token limit (8192 tokens). Keep the next one shorter.',
    });
  });

  it('that holds no function call at all fails saying the answer was cut at the limit', async () => {
    nock(API)
      .post('/v1/chat/completions')
      .times(3)
      .reply(200, completion({ content: 'The links are, first, TASK-101 depends on' }));
    const error = await provider()
      .link(linkRequest)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'invalid_output', service: 'openai' });
    expect(describeError(error).message).toMatch(
      /^link: the model's answer was cut at the output token limit \(8192 tokens\) and gave no valid submit_links/,
    );
  });
});
