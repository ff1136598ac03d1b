// A model that sends catastrophic-backtracking patterns through the exploration tools must not
// stall the planning run: regexes and globs run on RE2 (linear time), so the domain agent gets
// "no matches" or a clear tool error in that same turn, submits, and the run completes. The test
// finishes quickly simply because nothing hangs; it asserts no timings.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { MemoryStore } from '../../src/session/memory-store.js';
import { runPlan } from '../../src/planner/run.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

// Text on which V8's backtracking engine never finishes `(.*)*Q` or `(x+x+)+y`.
const snapshot = createMemorySnapshot({
  'src/server.ts': 'export function createServer() {}\n',
  'src/sixty.txt': `${'x'.repeat(60)}\n`,
  'src/minified.js': 'x'.repeat(100_000),
  [`src/${'a'.repeat(200)}.ts`]: 'export {};\n',
});

const HOSTILE_CALLS = [
  { name: 'search_code', input: { query: '(.*)*Q', regex: true } },
  { name: 'search_code', input: { query: '(x+x+)+y', regex: true } },
  { name: 'search_code', input: { query: '(a)\\1', regex: true } },
  { name: 'list_files', input: { glob: 'src/*a*a*a*a*a*a*a*b' } },
];

/** A loopback Messages API: domain agents send the hostile calls, then submit a plan. */
function startApi(): Promise<{ url: string; server: Server; requests: { role: string; body: any }[] }> {
  const requests: { role: string; body: any }[] = [];
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    const first = body.messages[0].content;
    const text = Array.isArray(first) ? first.map((b: { text?: string }) => b.text ?? '').join('\n') : String(first);
    const role = text.includes('the understanding agent') ? 'understanding' : text.includes('the linking agent') ? 'link' : 'domain';
    requests.push({ role, body });
    const tool = (name: string, input: unknown, i = 0) => ({ type: 'tool_use', id: `tu_${requests.length}_${i}`, name, input });
    let content: unknown[];
    if (role === 'understanding') {
      content = [
        tool('submit_analysis', {
          complexity: 'Low',
          understanding: { core_objectives: ['Limit requests'], key_points: [], constraints: [], split_strategy: 'one domain' },
          sub_domains: [
            { focus_area: 'backend-api', description: 'The API', key_concerns: [], estimated_effort: 'Low', depends_on_domains: [] },
          ],
          open_questions: [],
        }),
      ];
    } else if (role === 'link') {
      content = [tool('submit_links', { links: [] })];
    } else if (body.messages.length === 1) {
      content = HOSTILE_CALLS.map((call, i) => tool(call.name, call.input, i));
    } else {
      content = [
        tool('submit_domain_plan', {
          tasks: [
            {
              key: 'main',
              title: 'Add a limiter',
              description: 'Limit requests per key',
              complexity: 'Low',
              conflict_risk: 'Low',
              scope: '`src/server.ts`',
              depends_on: [],
              needs_from_domains: [],
              modification_points: [{ file: 'src/server.ts', location: 'createServer', change: 'add a limiter' }],
              convergence_criteria: ['tests pass'],
              estimated_effort: 'Low',
            },
          ],
          evidence: {
            relevant_files: [{ path: 'src/server.ts', rationale: 'entry', role: 'entry' }],
            existing_patterns: [],
            constraints: [],
          },
        }),
      ];
    }
    const message = {
      id: `msg_${requests.length}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content,
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: 50, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(message));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests })),
  );
}

let server: Server | undefined;
beforeEach(() => nock.enableNetConnect('127.0.0.1'));
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  nock.disableNetConnect();
});

describe('a planning run whose model sends hostile search patterns', () => {
  it('answers (.*)*Q with "no matches" and a backreference with a tool error in that turn, and completes', async () => {
    const api = await startApi();
    server = api.server;
    const model = 'claude-sonnet-5-5';
    const provider = new AnthropicProvider({
      apiKey: 'sk-test',
      baseURL: api.url,
      models: { understanding: model, domain: model, link: model, revise: model },
      maxRetries: 0,
    });
    const result = await runPlan({
      requirement: 'Add rate limiting',
      sessionId: 'CPLAN-add-rate-limiting-2026-11-22',
      snapshot,
      provider,
      store: new MemoryStore(),
      config: { ...DEFAULT_CONFIG, confirm: false },
      yes: true,
    });

    expect(result.status).toBe('completed');
    expect(result.note.tasks).toHaveLength(1);
    // The turn after the hostile calls carries one tool result per call, in order.
    const second = api.requests.find((r) => r.role === 'domain' && r.body.messages.length === 3);
    const results = (second?.body.messages[2].content ?? []) as { type: string; is_error?: boolean; content: string }[];
    expect(results.map((r) => r.type)).toEqual(['tool_result', 'tool_result', 'tool_result', 'tool_result']);
    expect(results[0]).toMatchObject({ is_error: false, content: 'no matches' });
    expect(results[1]).toMatchObject({ is_error: false, content: 'no matches' });
    expect(results[2]?.is_error).toBe(true);
    expect(results[2]?.content).toContain(
      'backreferences are not supported: search_code uses RE2 syntax (no backreferences or lookaround)',
    );
    expect(results[3]).toMatchObject({ is_error: false, content: 'no files match' });
  });
});
