// `/plan execute` through the App: Probot, the real GitHub adapter (Octokit) and the fake GitHub on
// loopback. A planned issue, `execute.agent: label:fix-me` in .github/cplan.yml; the first wave is
// labelled over HTTP, an agent PR's `pull_request` events post the `cplan / plan` check run, and its
// merge (delivered twice) dispatches the next wave once.
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { closedIssuePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

let h: Harness;
afterEach(async () => h?.stop());

/** api: a then b (b needs a); web: c, on its own. */
const provider = () =>
  new ScriptedProvider({
    domains: [{ focus_area: 'api' }, { focus_area: 'web' }],
    tasks: { api: [{ key: 'a' }, { key: 'b', depends_on: ['a'] }], web: [{ key: 'c' }] },
  });

function pullPayload(harness: Harness, action: string, number: number) {
  const pr = harness.github.pulls.find((p) => p.number === number);
  if (!pr) throw new Error(`no PR #${number}`);
  const repository = { name: 'demo', full_name: 'octo/demo', owner: { login: 'octo' }, default_branch: 'main' };
  return {
    action,
    number,
    pull_request: {
      number,
      html_url: `https://github.com/octo/demo/pull/${number}`,
      title: pr.title,
      body: pr.body,
      draft: false,
      state: pr.state,
      merged: pr.merged ?? false,
      user: { login: pr.user ?? 'agent[bot]', type: 'Bot' },
      head: { ref: pr.head, sha: harness.github.refs.get(pr.head), repo: { full_name: 'octo/demo' } },
      base: { ref: 'main' },
    },
    repository,
    installation: { id: 1 },
    sender: { login: 'agent[bot]', type: 'Bot' },
  };
}

describe('/plan execute through the App', () => {
  it('labels the first wave, checks the agent PR, and dispatches the next wave once on its merge', async () => {
    h = await startHarness({
      github: { files: { ...readFixtureRepo('small'), '.github/cplan.yml': 'execute:\n  agent: label:fix-me\n' } },
      app: { createProvider: provider },
    });
    await h.comment('/plan -y');
    await h.comment('/plan execute');
    const tasks = [...h.github.issues.values()].filter((i) => i.title.startsWith('[TASK-'));
    expect(tasks).toHaveLength(3);
    const labelled = () =>
      h.github.requests.filter(
        (r) => r.method === 'POST' && /\/issues\/\d+\/labels$/.test(r.path) && JSON.stringify(r.body).includes('fix-me'),
      ).length;
    const taskA = tasks.find((i) => i.title.startsWith('[TASK-001]'));
    const taskB = tasks.find((i) => i.title.startsWith('[TASK-002]'));
    expect(taskA?.labels).toContain('fix-me');
    expect(taskB?.labels).not.toContain('fix-me');
    expect(labelled()).toBe(2);
    expect(h.github.comments.filter((c) => c.body.startsWith('<!-- cplan:execute '))).toHaveLength(1);

    // The agent's PR for TASK-001, in its lease.
    const number = 900; // above every issue and PR number of this run
    const [leased] = /`([^`:]+)(?::[^`]*)?`/.exec(taskA?.body ?? '')?.slice(1) ?? [];
    h.github.landCommit('agent/task-1', { [leased as string]: 'changed\n' }, 'agent change');
    h.github.pulls.push({
      number,
      head: 'agent/task-1',
      base: 'main',
      title: 'Task 1',
      body: `Fixes #${taskA?.number}`,
      draft: false,
      state: 'open',
      labels: [],
      user: 'agent[bot]',
      files: [{ path: leased as string, status: 'modified', patch: '@@ -1,1 +1,1 @@\n-a\n+b' }],
    });
    await h.probot.receive({ id: 'pr-open', name: 'pull_request', payload: pullPayload(h, 'opened', number) as never });
    const run = h.github.checkRuns.find((r) => r.name === 'cplan / plan');
    expect(run).toMatchObject({ conclusion: 'success' });

    // Merged: TASK-003 (web) is still in flight, so nothing yet; then TASK-003 closes as completed.
    Object.assign(h.github.pulls.find((p) => p.number === number) ?? {}, { state: 'closed', merged: true });
    await h.probot.receive({ id: 'pr-closed', name: 'pull_request', payload: pullPayload(h, 'closed', number) as never });
    expect(labelled()).toBe(2);
    const taskC = tasks.find((i) => i.title.startsWith('[TASK-101]'));
    const issuePayload = closedIssuePayload(h.github, taskC?.number ?? 0);
    await h.probot.receive({ id: 'issue-closed', name: 'issues', payload: issuePayload as never });
    await h.probot.receive({ id: 'issue-closed-again', name: 'issues', payload: issuePayload as never });
    expect(labelled()).toBe(3);
    expect(h.github.issues.get(taskB?.number ?? 0)?.labels).toContain('fix-me');
  });
});
