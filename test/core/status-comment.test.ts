import { describe, expect, it } from 'vitest';
import { parseStatusComment, readStateJson, renderStatusComment, statusMarker } from '../../src/core/status-comment.js';

describe('status comment state', () => {
  it('reads back the state a status comment carries', () => {
    const body = renderStatusComment({
      sessionId: 'CPLAN-x-2026-01-01',
      status: 'running',
      run: null,
      startedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:01:00Z',
    });
    expect(parseStatusComment(body)).toMatchObject({ session: 'CPLAN-x-2026-01-01', status: 'running' });
  });

  it('takes the first opening whose line holds a closing, up to the first closing', () => {
    expect(readStateJson('x <!-- cplan:state {"a":1} --> y')).toBe('{"a":1}');
    expect(readStateJson('<!-- cplan:state {"a":{}} --> <!-- cplan:state {"b":2} -->')).toBe('{"a":{}}');
    expect(readStateJson('<!-- cplan:state {"a":1} --> x} -->')).toBe('{"a":1}');
    expect(readStateJson('<!-- cplan:state {"a":1\n} -->\n<!-- cplan:state {} -->')).toBe('{}');
    expect(readStateJson('<!-- cplan:state { <!-- cplan:state {"b":2} -->')).toBe('{ <!-- cplan:state {"b":2}');
    expect(readStateJson('<!-- cplan:state {} -->')).toBe('{}');
    expect(readStateJson('<!-- cplan:state } -->')).toBeUndefined();
    expect(readStateJson('no state')).toBeUndefined();
  });

  it('reads a hostile comment that repeats the opening without a closing', () => {
    const hostile = `${statusMarker('s')}\n${'<!-- cplan:state {'.repeat(20_000)}`;
    expect(readStateJson(hostile)).toBeUndefined();
    expect(parseStatusComment(hostile)).toBeUndefined();
    expect(readStateJson(`${hostile} {"session":"s","status":"running"} -->`)).toBe(
      `{${'<!-- cplan:state {'.repeat(19_999)} {"session":"s","status":"running"}`,
    );
  });
});

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
