// Executing a plan through the Action: `/plan execute` from an issue_comment workflow dispatches the
// first wave; the tracking workflow's `issues.closed` of a task issue (closed as completed) and
// `pull_request.closed` of a PR that is no task are handled as track-tasks.yml delivers them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FlowResult } from '../../src/flow/context.js';
import { actionEnv } from '../helpers/action-env.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { commentPayload, examplePayload, closedIssuePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-action-execute-'));
let h: Harness;
let runAction: (env: NodeJS.ProcessEnv) => Promise<FlowResult>;
const saved = { ...process.env };

beforeAll(async () => {
  process.env.CPLAN_ACTION_NO_MAIN = '1';
  ({ run: runAction } = await import('../../src/action/main.js'));
});
afterEach(async () => {
  await h?.stop();
  process.env = { ...saved, CPLAN_ACTION_NO_MAIN: '1' };
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const repository = () => ({
  name: h.github.repo,
  full_name: `${h.github.owner}/${h.github.repo}`,
  owner: { login: h.github.owner },
  default_branch: 'main',
});

describe('the Action executing a plan', () => {
  it("with a machine account's token, knows its own comments and issues: a second /plan execute files and pings nothing again", async () => {
    h = await startHarness({
      github: { files: { ...readFixtureRepo('small'), '.github/cplan.yml': 'execute:\n  agent: mention:@bob\n' } },
      app: {
        createProvider: () => new ScriptedProvider({ domains: [{ focus_area: 'api' }], tasks: { api: [{ key: 'a' }, { key: 'b' }] } }),
      },
    });
    await h.comment('/plan -y');
    h.github.viewer = 'cplan-machine';
    for (const id of [9101, 9102]) {
      const command = commentPayload({
        owner: h.github.owner,
        repo: h.github.repo,
        issue: 7,
        title: 'plan',
        comment: '/plan execute',
        login: 'alice',
        commentId: id,
      });
      expect((await runAction(actionEnv(h.github, temp, 'issue_comment', command))).status).toBe('completed');
    }
    expect([...h.github.issues.values()].filter((i) => i.title.startsWith('[TASK-'))).toHaveLength(2);
    expect(h.github.comments.filter((c) => c.body.startsWith('@bob '))).toHaveLength(2);
    expect(h.github.comments.filter((c) => c.body.startsWith('<!-- cplan:execute '))).toHaveLength(1);
  });

  it('dispatches the first wave on /plan execute, and the next when a task issue is closed as completed', async () => {
    h = await startHarness({
      github: { files: { ...readFixtureRepo('small'), '.github/cplan.yml': 'execute:\n  agent: label:fix-me\n' } },
      app: {
        createProvider: () =>
          new ScriptedProvider({ domains: [{ focus_area: 'api' }], tasks: { api: [{ key: 'a' }, { key: 'b', depends_on: ['a'] }] } }),
      },
    });
    await h.comment('/plan -y');
    const command = commentPayload({
      owner: h.github.owner,
      repo: h.github.repo,
      issue: 7,
      title: 'plan',
      comment: '/plan execute',
      login: 'alice',
      commentId: 9001,
    });
    expect((await runAction(actionEnv(h.github, temp, 'issue_comment', command))).status).toBe('completed');
    const tasks = [...h.github.issues.values()].filter((i) => i.title.startsWith('[TASK-'));
    const first = tasks.find((i) => i.title.startsWith('[TASK-001]'));
    const second = tasks.find((i) => i.title.startsWith('[TASK-002]'));
    expect(first?.labels).toContain('fix-me');
    expect(second?.labels).not.toContain('fix-me');

    // Someone's PR that names no task: nothing tracked.
    const other = examplePayload('pull_request', 'closed');
    Object.assign(other.repository, repository());
    Object.assign(other.pull_request, {
      body: 'Unrelated',
      head: { ...other.pull_request.head, ref: 'feature/x', repo: { full_name: `${h.github.owner}/${h.github.repo}` } },
    });
    expect((await runAction(actionEnv(h.github, temp, 'pull_request', other))).status).toBe('ignored');

    const closed = closedIssuePayload(h.github, first?.number ?? 0);
    expect((await runAction(actionEnv(h.github, temp, 'issues', closed))).status).toBe('completed');
    expect(h.github.issues.get(second?.number ?? 0)?.labels).toContain('fix-me');
  });
});
