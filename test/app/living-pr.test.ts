// The living plan PR: a person's push re-detects, comments only on new conflicts, resolves the
// threads of conflicts that went away or were ticked, reports a check run, and the bot's own
// follow-up commit causes nothing further.
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { isCommitRequest } from '../helpers/fake-github.js';
import { examplePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';
import { inProcessChecker } from '../../src/planner/note-check.js';

let h: Harness;
afterEach(async () => h?.stop());

const provider = () =>
  new ScriptedProvider({
    domains: [{ focus_area: 'api' }, { focus_area: 'web' }],
    tasks: {
      api: [{ key: 'a', conflict_risk: 'High', modification_points: [{ file: 'src/server.ts', location: 'createServer', change: 'x' }] }],
      web: [{ key: 'w', conflict_risk: 'High', modification_points: [{ file: 'src/server.ts', location: 'createServer', change: 'y' }] }],
    },
  });

async function push(harness: Harness) {
  const pr = harness.github.pulls[0] as { number: number };
  const payload = examplePayload('pull_request', 'synchronize');
  Object.assign(payload.repository, {
    name: harness.github.repo,
    full_name: `${harness.github.owner}/${harness.github.repo}`,
    default_branch: 'main',
  });
  payload.repository.owner.login = harness.github.owner;
  Object.assign(payload.pull_request, {
    number: pr.number,
    state: 'open',
    draft: false,
    html_url: 'u',
    head: {
      ...payload.pull_request.head,
      ref: 'cplan/issue-7',
      repo: { ...payload.pull_request.head.repo, full_name: `${harness.github.owner}/${harness.github.repo}` },
      sha: harness.github.refs.get('cplan/issue-7'),
    },
    base: { ...payload.pull_request.base, ref: 'main' },
  });
  await harness.probot.receive({ id: `push-${Math.random()}`, name: 'pull_request', payload: payload as never });
}

const notePath = (harness: Harness) =>
  [...harness.github.filesOf('cplan/issue-7').keys()].find((p) => p.endsWith('/plan-note.md')) as string;
const commits = (harness: Harness) => harness.github.requests.filter(isCommitRequest).length;

describe('the living plan PR', () => {
  it('re-checks a person’s push, comments on the new conflict, resolves a ticked one, reports a check run', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: 'fail_on: high\n' }, app: { createProvider: provider } });
    await h.comment('/plan -y');
    expect(h.github.reviews[0]?.comments).toHaveLength(2);

    // A person ticks the strategy conflict and adds a file conflict on src/routes/quota.ts.
    const path = notePath(h);
    let text = h.github.filesOf('cplan/issue-7').get(path) as string;
    text = text.replace(/(### CONFLICT-002[\s\S]*?- \*\*Decision\*\*: )\[ \] open/, '$1[x] resolved – api goes first');
    text = text.replace(
      '  - `src/server.ts:createServer`: x',
      '  - `src/server.ts:createServer`: x\n  - `src/routes/quota.ts:quotaRouter`: both',
    );
    text = text.replace(
      '  - `src/server.ts:createServer`: y',
      '  - `src/server.ts:createServer`: y\n  - `src/routes/quota.ts:quotaRouter`: both',
    );
    h.github.landCommit('cplan/issue-7', { [path]: text }, 'person edit');
    const before = commits(h);
    await push(h);

    // Only the new conflicts get comments: the file conflict on quota.ts and its strategy twin.
    const second = h.github.reviews[1];
    expect(second?.comments).toHaveLength(2);
    for (const c of second?.comments ?? []) expect(c.body).toContain('src/routes/quota.ts');
    expect(h.github.threads.filter((t) => t.isResolved)).toHaveLength(1);
    const rewritten = h.github.filesOf('cplan/issue-7').get(path) as string;
    expect(rewritten).toContain('[x] resolved – api goes first');
    expect(rewritten).toContain('src/routes/quota.ts:quotaRouter modified by api and web');
    const run = h.github.checkRuns.at(-1);
    expect(run).toMatchObject({ name: 'cplan / conflicts', conclusion: 'failure' });
    expect(run?.output.annotations.length).toBeGreaterThanOrEqual(3);
    expect(run?.output.annotations[0]?.path).toBe(path);
    expect(commits(h)).toBe(before + 1);

    // The bot's own commit comes back as a push: nothing changes.
    const afterRecheck = commits(h);
    await push(h);
    expect(commits(h)).toBe(afterRecheck);
    expect(h.github.reviews).toHaveLength(2);

    // Fixing the plan: the conflicts go away, their threads are resolved, the check passes.
    const fixed = rewritten.replace(
      '  - `src/server.ts:createServer`: y\n  - `src/routes/quota.ts:quotaRouter`: both',
      '  - `web/src/Dashboard.tsx:Dashboard`: y',
    );
    h.github.landCommit('cplan/issue-7', { [path]: fixed }, 'person fix');
    await push(h);
    expect(h.github.checkRuns.at(-1)?.conclusion).toBe('success');
    expect(h.github.threads.every((t) => t.isResolved)).toBe(true);

    // Deleting a task removes its task file in the re-check commit.
    const taskFile = [...h.github.filesOf('cplan/issue-7').keys()].find((p) => p.endsWith('/domains/web/.task/TASK-101.json'));
    expect(taskFile).toBeDefined();
    const current = h.github.filesOf('cplan/issue-7').get(path) as string;
    h.github.landCommit('cplan/issue-7', { [path]: current.replace(/### TASK-101:[\s\S]*?(?=\n## )/, '') }, 'drop a task');
    await push(h);
    expect(h.github.filesOf('cplan/issue-7').has(taskFile as string)).toBe(false);
  });

  it('/plan check on the PR re-checks now; on an issue it explains where to run it', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: provider } });
    await h.comment('/plan -y');
    const pr = h.github.pulls[0] as { number: number };
    await h.comment('/plan check', 'alice', { issue: pr.number, pullRequest: true });
    expect(h.github.checkRuns).toHaveLength(1);
    await h.comment('/plan check');
    expect(h.github.comments.at(-1)?.body).toContain('on the plan pull request');
  });

  it('a re-check keeps the prose a person wrote in the Dependencies and Conflicts sections', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: provider } });
    await h.comment('/plan -y');
    const path = notePath(h);
    const text = h.github.filesOf('cplan/issue-7').get(path) as string;
    const prose = ['TASK-001 and TASK-101 may run in parallel once the API path is agreed:', '    GET /api/quota -> { remaining: number }'];
    const edited = text
      .replace('## Dependencies\n', `## Dependencies\n\n${prose.join('\n\n')}\n`)
      .replace('## Conflicts\n', '## Conflicts\n\nReviewer: web owns the server file.\n');
    h.github.landCommit('cplan/issue-7', { [path]: edited }, 'person notes');
    await push(h);
    const rewritten = h.github.filesOf('cplan/issue-7').get(path) as string;
    for (const line of [...prose, 'Reviewer: web owns the server file.']) expect(rewritten).toContain(line);
  });

  it('a note over the re-check budget gets a neutral check run and nothing is written', async () => {
    h = await startHarness({
      github: { files: readFixtureRepo('small') },
      app: { createProvider: provider, noteChecker: inProcessChecker({ maxBytes: 1024, timeoutMs: 10_000 }) },
    });
    await h.comment('/plan -y');
    const before = commits(h);
    const reviews = h.github.reviews.length;
    await push(h);
    expect(h.github.checkRuns.at(-1)).toMatchObject({ name: 'cplan / conflicts', conclusion: 'neutral' });
    expect(h.github.checkRuns.at(-1)?.output.summary).toMatch(/more than the 1 KB cplan re-checks\. Nothing was committed/);
    expect(commits(h)).toBe(before);
    expect(h.github.reviews).toHaveLength(reviews);
  });
});
