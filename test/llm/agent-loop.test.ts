// The one agent loop (src/llm/agent-loop.ts) on a scripted transport, no SDK and no wire: what it
// sends back, how it counts and charges usage, how it enforces a budget that is any object with
// `assertOpen` and `signal`, and how it turns a transport's failures into AgentErrors.
import { describe, expect, it } from 'vitest';
import { runAgentLoop, type AgentTask } from '../../src/llm/agent-loop.js';
import type { CallBudget } from '../../src/llm/budget.js';
import type { CallFailure, ModelTransport, ModelTurn, TurnRequest } from '../../src/llm/transport.js';
import { linksSchema } from '../../src/contract/schemas.js';
import { AgentError, BudgetError, type LinkResult } from '../../src/contract/types.js';
import type { Price } from '../../src/llm/pricing.js';
import { fakeApiKey } from '../helpers/fake-key.js';

const KEY = fakeApiKey('loop');
const links = { links: [{ task_id: 'TASK-101', depends_on: ['TASK-001'] }] };
const tokens = { input_tokens: 1_000_000, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };

type Step = Partial<ModelTurn<string>> | Error;

/** A transport that answers from a script and keeps every request (a copy of its conversation). */
function scripted(steps: Step[], priced = true) {
  const price: Price | undefined = priced ? { input: 2, output: 10 } : undefined;
  const requests: TurnRequest<string>[] = [];
  const transport: ModelTransport<string> = {
    service: 'openai',
    secrets: [KEY],
    send(request) {
      requests.push({ ...request, conversation: [...request.conversation] });
      const step = steps.shift();
      if (step === undefined) throw new Error('the script ran out');
      if (step instanceof Error) return Promise.reject(step);
      return Promise.resolve({ text: '', toolCalls: [], stop: 'end', usage: tokens, outputLimit: 100, reply: 'answer', ...step });
    },
    classify(error): CallFailure | 'aborted' | undefined {
      if ((error as Error).message === 'aborted') return 'aborted';
      if ((error as Error).message.startsWith('upstream'))
        return { reason: 'rate_limit', hint: 'stayed rate-limited', status: 429, detail: (error as Error).message };
      return undefined;
    },
    price: () => price,
  };
  return { transport, requests };
}

function task(maxTurns = 3): AgentTask<LinkResult> {
  return {
    agent: 'link',
    phase: 'link',
    model: 'some-model',
    system: 'system',
    tools: [{ name: 'submit_links', input_schema: { type: 'object' } }],
    messages: [{ role: 'user', content: [{ type: 'text', text: 'link these' }] }],
    submit: 'submit_links',
    schema: linksSchema,
    snapshot: undefined,
    signal: undefined,
    maxTurns,
  };
}

const submit = (input: unknown, id = 'c1') => ({ toolCalls: [{ id, name: 'submit_links', input }], stop: 'tool_use' as const });

describe('runAgentLoop', () => {
  it('asks for the submit tool after a turn without one, forces it, and counts every call', async () => {
    const { transport, requests } = scripted([{ text: 'thinking aloud' }, submit(links)]);
    const result = await runAgentLoop(transport, undefined, task());
    expect(result.value).toEqual(links);
    expect(requests.map((r) => r.force)).toEqual([undefined, 'submit_links']);
    expect(requests[1]?.conversation.at(-1)).toEqual({ kind: 'user', answers: [], notes: ['Call submit_links now with your result.'] });
    expect(result.usage).toMatchObject({ agent: 'link', model: 'some-model', calls: 2, input_tokens: 2_000_000, cost_usd: 4 });
    expect(result.usage.note).toBeUndefined();
  });

  it('sends an invalid submission back, and tells of an answer cut at the output limit after the answers', async () => {
    const { transport, requests } = scripted([{ ...submit({ links: 'no' }), stop: 'max_tokens' }, submit(links, 'c2')]);
    await runAgentLoop(transport, undefined, task());
    const repair = requests[1]?.conversation.at(-1);
    expect(repair).toMatchObject({ kind: 'user', answers: [{ tool_use_id: 'c1', is_error: true }] });
    expect(repair).toMatchObject({ notes: [expect.stringContaining('cut off at the output token limit (100 tokens)')] });
  });

  it('fails naming the output limit when a cut answer never validates', async () => {
    const cut = { ...submit({ links: 'no' }), stop: 'max_tokens' as const };
    const { transport } = scripted([cut, cut, cut]);
    const error = await runAgentLoop(transport, undefined, task()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect(error).toMatchObject({ reason: 'invalid_output', service: 'openai' });
    expect((error as Error).message).toMatch(/^link: the model's answer was cut at the output token limit \(100 tokens\)/);
  });

  it('counts a model without a known price as 0, with a note', async () => {
    const { transport } = scripted([submit(links)], false);
    const result = await runAgentLoop(transport, undefined, task());
    expect(result.usage.cost_usd).toBe(0);
    expect(result.usage.note).toMatch(/no price known for model some-model/);
  });
});

describe('runAgentLoop: a budget is whatever carries assertOpen and signal', () => {
  it('checks it before each call and charges it after, when it can be charged', async () => {
    const charged: number[] = [];
    let checks = 0;
    const budget: CallBudget = { assertOpen: () => void checks++, charge: (cost) => void charged.push(cost) };
    const { transport } = scripted([{ text: 'hm' }, submit(links)]);
    await runAgentLoop(transport, budget, task());
    expect(checks).toBe(2);
    expect(charged).toEqual([2, 2]);
  });

  it('stops before the call once it is closed', async () => {
    const budget: CallBudget = {
      assertOpen: () => {
        throw new BudgetError('max_cost_usd reached', 'cost');
      },
    };
    const { transport, requests } = scripted([submit(links)]);
    await expect(runAgentLoop(transport, budget, task())).rejects.toBeInstanceOf(BudgetError);
    expect(requests).toHaveLength(0);
  });

  it('sends its signal with each call, and an abort by it becomes its BudgetError', async () => {
    const controller = new AbortController();
    const ended = new BudgetError('timeout_minutes reached', 'timeout');
    controller.abort(ended);
    const budget: CallBudget = { assertOpen: () => undefined, signal: controller.signal };
    const { transport, requests } = scripted([new Error('aborted')]);
    await expect(runAgentLoop(transport, budget, task())).rejects.toBe(ended);
    expect(requests[0]?.signal).toBe(controller.signal);
  });
});

describe('runAgentLoop: failures of a call', () => {
  it('says what the transport classified, with the upstream detail redacted', async () => {
    const { transport } = scripted([new Error(`upstream said no to ${KEY}\nsecond line`)]);
    const error = await runAgentLoop(transport, undefined, task()).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AgentError', reason: 'rate_limit', status: 429, service: 'openai' });
    expect((error as Error).message).toBe('link: stayed rate-limited (upstream said no to [redacted])');
  });

  it('an abort without a budget is a timeout of the agent', async () => {
    const { transport } = scripted([new Error('aborted')]);
    await expect(runAgentLoop(transport, undefined, task())).rejects.toMatchObject({
      message: 'link: the call was aborted',
      reason: 'timeout',
    });
  });

  it('an error the transport does not know keeps its message, redacted', async () => {
    const { transport } = scripted([new Error(`something odd with ${KEY}`)]);
    const error = await runAgentLoop(transport, undefined, task()).catch((e: unknown) => e);
    expect((error as Error).message).toBe('link: something odd with [redacted]');
    expect(error).toMatchObject({ service: 'openai' });
  });
});
