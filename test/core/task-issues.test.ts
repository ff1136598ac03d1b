import { describe, expect, it } from 'vitest';
import { buildSessionId, uniqueName } from '../../src/core/shared/names.js';
import {
  checklistBody,
  checklistMarker,
  isChecklistOf,
  isCplanSessionId,
  readTaskMarker,
  taskIssueBody,
  taskIssueTitle,
  taskMarker,
} from '../../src/core/texts/task-issues.js';
import { makeNote, makeTask } from '../helpers/plan-factory.js';

const PING = /(?<!\w)@[A-Za-z0-9]/;
const SESSION = 'CPLAN-add-limits-2026-11-22';
const PLANTED = 'x --> @mallory <!--';

describe('task issues', () => {
  it('turn untrusted task text into a title and body that cannot ping or hide text', () => {
    const task = makeTask(1, {
      title: 'Add <b>limits</b> for @octocat',
      domain: 'api @org/team',
      scope: 'HTTP <!-- hidden --> layer',
      modificationPoints: [{ file: 'src/a`b.ts', location: '<x>', change: 'wrap @alice <details>x</details>', line: 1 }],
      extras: { Description: 'Why:\n```ts\nconst a = "<keep> @decorator";\n', 'Convergence criteria': '- tests pass for @bob' },
    });
    expect(taskIssueTitle(task)).toBe('[TASK-001] Add limits for @\u200Doctocat');
    expect(taskIssueTitle(makeTask(2, { title: '🚦'.repeat(300) }))).toBe(`[TASK-002] ${'🚦'.repeat(238)}…`);
    const body = taskIssueBody(task, { sessionId: SESSION, planIssue: 7, issueOf: () => undefined });
    // the description's code stays as written, and its open fence is closed
    expect(body.startsWith('Why:\n```ts\nconst a = "<keep> @decorator";\n\n```\n')).toBe(true);
    const prose = body.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(PING);
    expect(prose).not.toMatch(/<(b|details)\b|hidden/);
    expect(body).toContain("- `src/a'b.ts:<x>` — wrap @\u200Dalice x");
    expect(body).toContain('**Scope**: HTTP  layer');
    expect(readTaskMarker(body)).toEqual({ sessionId: SESSION, taskId: 'TASK-001', planIssue: 7 });
  });

  it('take the session ids cplan makes (and other safe ids) and no unsafe shape', () => {
    const date = new Date('2026-11-22T10:00:00Z');
    const made = [
      buildSessionId('Add rate limiting to the public API and show the quota', date),
      buildSessionId('为接口添加限流', date),
      buildSessionId('!!!', date),
      uniqueName(buildSessionId('Add limits', date), (name) => !name.endsWith('-3')),
    ];
    for (const id of made) expect(isCplanSessionId(id), id).toBe(true);
    for (const id of [PLANTED, `${SESSION} @mallory`, `${SESSION}\n`, `\`${SESSION}\``, '-x', 'a'.repeat(121), 42]) {
      expect(isCplanSessionId(id), String(id)).toBe(false);
    }
  });

  it('never write a session id of another shape: markers, bodies and checklists refuse it', () => {
    const task = makeTask(1);
    expect(() => taskMarker(PLANTED, 'TASK-001')).toThrow(/not a cplan session id/);
    expect(() => checklistMarker(PLANTED)).toThrow(/not a cplan session id/);
    expect(() => taskIssueBody(task, { sessionId: PLANTED, planIssue: 7, issueOf: () => undefined })).toThrow(/not a cplan session id/);
    expect(() => checklistBody(makeNote({ tasks: [task] }), PLANTED, () => undefined)).toThrow(/not a cplan session id/);
  });

  it('read a task marker only as the last line, and a checklist only by its first', () => {
    const quoted = `\`\`\`\n${taskMarker(SESSION, 'TASK-009')}\n\`\`\``;
    const body = taskIssueBody(makeTask(1, { extras: { Description: quoted } }), {
      sessionId: SESSION,
      planIssue: null,
      issueOf: () => undefined,
    });
    expect(body).toContain(taskMarker(SESSION, 'TASK-009'));
    expect(readTaskMarker(body)).toEqual({ sessionId: SESSION, taskId: 'TASK-001' });
    expect(readTaskMarker(`${taskMarker(SESSION, 'TASK-001')}\nmore text`)).toBeUndefined();
    expect(readTaskMarker(`x\n<!-- cplan:task session=${PLANTED.replace(/ /g, '')} id=TASK-001 -->`)).toBeUndefined();

    const checklist = checklistBody(makeNote({ tasks: [makeTask(1)] }), SESSION, () => 12);
    expect(isChecklistOf(checklist, SESSION)).toBe(true);
    expect(isChecklistOf(checklist.replace(/\n/g, '\r\n'), SESSION)).toBe(true);
    expect(isChecklistOf(`quoting you:\n${checklist}`, SESSION)).toBe(false);
    expect(isChecklistOf(checklist, 'CPLAN-other-2026-11-22')).toBe(false);
  });
});
