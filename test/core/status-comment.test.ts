import { describe, expect, it } from 'vitest';
import { renderStatusComment } from '../../src/core/status-comment.js';

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
