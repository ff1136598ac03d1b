import { describe, expect, it } from 'vitest';
import { taskIssueBody, taskIssueTitle } from '../../src/core/task-issues.js';
import { makeTask } from '../helpers/plan-factory.js';

const PING = /(?<!\w)@[A-Za-z0-9]/;

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
    const body = taskIssueBody(task, { sessionId: 's', planIssue: 7, issueOf: () => undefined });
    // the description's code stays as written, and its open fence is closed
    expect(body.startsWith('Why:\n```ts\nconst a = "<keep> @decorator";\n\n```\n')).toBe(true);
    const prose = body.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(PING);
    expect(prose).not.toMatch(/<(b|details)\b|hidden/);
    expect(body).toContain("- `src/a'b.ts:<x>` — wrap @\u200Dalice x");
    expect(body).toContain('**Scope**: HTTP  layer');
  });
});
