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
