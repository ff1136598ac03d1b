import { describe, expect, it } from 'vitest';
import { renderStatusComment } from '../../src/core/texts/status-comment.js';

describe('status comment text', () => {
  it('keeps untrusted domain text in its table cell: no pings, no markup, pipes escaped', () => {
    const body = renderStatusComment({
      sessionId: 's',
      status: 'running',
      run: {
        sessionId: 's',
        phase: 'domains',
        done: ['understand'],
        domains: [
          { slug: 'api', title: 'API | @org/team <details>', state: 'failed', tasks: 0, ms: 1500, error: 'bad\n| x | y |\n<!-- hidden' },
          { slug: 'web', title: 'Web', state: 'done', tasks: 3, ms: null, error: null },
        ],
        usage: [],
        notice: null,
      },
      startedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:01:00Z',
    });
    const lines = body.split('\n');
    const at = lines.indexOf('| domain | state | tasks | time |');
    expect(lines[at + 1]).toBe('|---|---|---|---|');
    expect(lines[at + 2]).toBe('| API \\| @\u200Dorg/team | ❌ failed — bad \\| x \\| y \\| | — | 1.5 s |');
    expect(lines[at + 3]).toBe('| Web | ✅ done | 3 | — |');
  });
});

describe('status comment usage', () => {
  it('says which model did what, fallbacks included', () => {
    const row = (agent: string, model: string, extra = {}) => ({
      agent,
      model,
      calls: 2,
      input_tokens: 100,
      output_tokens: 10,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 50,
      cost_usd: 0.01,
      ...extra,
    });
    const body = renderStatusComment({
      sessionId: 's',
      status: 'completed',
      run: {
        sessionId: 's',
        phase: 'complete',
        done: ['understand', 'domains', 'link', 'detect'],
        domains: [],
        usage: [
          row('understanding', 'claude-sonnet-4-5'),
          row('domain:api', 'gpt-4.1', { fallback: { from: 'anthropic/claude-sonnet-4-5', reason: 'overloaded' } }),
        ],
        notice: null,
      },
      startedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:01:00Z',
    });
    expect(body).toContain(
      'Models: `claude-sonnet-4-5` (understanding); `gpt-4.1` (domain:api, fallback from anthropic/claude-sonnet-4-5: overloaded)',
    );
  });
});
