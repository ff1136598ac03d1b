// The red-team findings of the App, each as it was reproduced: a fork PR named like a plan branch,
// a planted session_id, a status marker pasted by a read-only user, a review that failed before
// `/plan continue`, and two `/plan issues` at once.
import { afterEach, describe, expect, it } from 'vitest';
import { statusMarker } from '../../src/core/texts/status-comment.js';
import { Probot, ProbotOctokit } from 'probot';
import { createApp } from '../../src/app/index.js';
import { type Harness, silentLog, startHarness } from '../helpers/app-harness.js';
import { isCommitRequest } from '../helpers/fake-github.js';
import { commentPayload, examplePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

let h: Harness;
afterEach(async () => h?.stop());

const conflicting = () =>
  new ScriptedProvider({
    domains: [{ focus_area: 'api' }, { focus_area: 'web' }],
    tasks: {
      api: [{ key: 'a', conflict_risk: 'High', modification_points: [{ file: 'src/server.ts', location: 'createServer', change: 'x' }] }],
      web: [{ key: 'w', conflict_risk: 'High', modification_points: [{ file: 'src/server.ts', location: 'createServer', change: 'y' }] }],
    },
  });

const notePath = (harness: Harness) =>
  [...harness.github.filesOf('cplan/issue-7').keys()].find((p) => p.endsWith('/plan-note.md')) as string;

/** A `pull_request.synchronize` whose head lives in `headRepo`, on a branch named `ref`. */
async function pushFrom(harness: Harness, headRepo: string, ref: string, sha: string, number = 99) {
  const payload = examplePayload('pull_request', 'synchronize');
  Object.assign(payload.repository, { name: harness.github.repo, full_name: `${harness.github.owner}/${harness.github.repo}` });
  payload.repository.owner.login = harness.github.owner;
  Object.assign(payload.pull_request, {
    number,
    state: 'open',
    draft: false,
    html_url: 'u',
    head: { ...payload.pull_request.head, ref, sha, repo: { ...payload.pull_request.head.repo, full_name: headRepo } },
    base: { ...payload.pull_request.base, ref: 'main' },
  });
  await harness.probot.receive({ id: `push-${headRepo}-${ref}`, name: 'pull_request', payload: payload as never });
}

describe('no one let in', () => {
  it('never re-checks or writes for a fork PR whose head branch is named like the plan branch', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: conflicting } });
    await h.comment('/plan -y');
    const planHead = h.github.refs.get('cplan/issue-7') as string;
    // The fork's commit (GitHub serves a fork PR's commits through the base repository): the same
    // session folder with the outsider's plan in it.
    const path = notePath(h);
    const outsider = (h.github.filesOf('cplan/issue-7').get(path) as string).replace('## ', '## Outsider was here\n\n## ');
    const forkSha = h.github.landCommit(
      'fork-copy',
      { ...Object.fromEntries(h.github.filesOf('cplan/issue-7')), [path]: outsider },
      'fork',
    );
    const writes = h.writes().length;
    await pushFrom(h, 'mallory/demo', 'cplan/issue-7', forkSha);
    expect(h.github.refs.get('cplan/issue-7')).toBe(planHead);
    expect(h.writes().length).toBe(writes);
  });

  it('never writes to the default branch: an empty prefix is refused, and main is never a plan branch', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: 'branch_prefix: ""\n' } });
    const withSession = { '.workflow/.planning/CPLAN-x-2026-11-22/plan-note.md': '---\nsession_id: CPLAN-x-2026-11-22\n---\n' };
    const forkMain = h.github.landCommit('fork-main', { ...Object.fromEntries(h.github.filesOf('main')), ...withSession }, 'fork');
    const main = h.github.refs.get('main') as string;
    await pushFrom(h, 'mallory/demo', 'main', forkMain);
    await pushFrom(h, `${h.github.owner}/${h.github.repo}`, 'main', main, 100);
    expect(h.github.refs.get('main')).toBe(main);
    expect(h.writes()).toEqual([]);
  });

  it('keeps a planted session_id out of every comment, PR and marker', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: conflicting } });
    await h.comment('/plan -y');
    const path = notePath(h);
    const text = h.github.filesOf('cplan/issue-7').get(path) as string;
    const planted = text.replace(/session_id: .*/, 'session_id: "x --> @mallory `@acme/security-team` <!--"');
    h.github.landCommit('cplan/issue-7', { [path]: planted }, 'planted');
    await h.comment('/plan continue');
    await h.comment('/plan issues');
    const texts = [...h.github.comments.map((c) => c.body), ...h.github.pulls.map((p) => p.body), ...h.github.reviews.map((r) => r.body)];
    expect(texts.filter((t) => /(?<![\w`])@(mallory|acme)/.test(t))).toEqual([]);
    expect(texts.filter((t) => t.includes('x -->'))).toEqual([]);
  });

  it('edits only its own status comment, not one where a read-only user pasted the marker', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') } });
    await h.comment('/plan');
    const own = h.github.comments.find((c) => c.body.includes('cplan:status')) as { id: number; body: string };
    const sessionId = /cplan:status session=(\S+)/.exec(own.body)?.[1] as string;
    const pasted = `${statusMarker(sessionId)}\nlooks official`;
    h.github.comments.push({ id: 9_999, issue: 7, body: pasted, user: { login: 'mallory', type: 'User' } });
    await h.comment('/plan approve');
    expect(h.github.comments.find((c) => c.id === 9_999)?.body).toBe(pasted);
    expect(h.github.comments.find((c) => c.id === own.id)?.body).toContain('pull/');
  });
});

describe('nothing lost', () => {
  it('re-checks a 7 MB note pushed to the plan branch', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: conflicting } });
    await h.comment('/plan -y');
    const path = notePath(h);
    const note = h.github.filesOf('cplan/issue-7').get(path) as string;
    const padding = `\n## Appendix\n\n${'A line of background that makes the note long. '.repeat(150_000)}\n`;
    const head = h.github.landCommit('cplan/issue-7', { [path]: `${note}${padding}` }, 'person: a long appendix');
    expect(Buffer.byteLength(note) + Buffer.byteLength(padding)).toBeGreaterThan(7_000_000);
    await pushFrom(h, `${h.github.owner}/${h.github.repo}`, 'cplan/issue-7', head, h.github.pulls[0]?.number);
    const run = h.github.checkRuns.find((r) => r.head_sha === head || r.head_sha === h.github.refs.get('cplan/issue-7'));
    expect(run?.name).toBe('cplan / conflicts');
    expect(run?.conclusion).not.toBe('neutral');
  });

  it('posts the conflict review that failed, on /plan continue', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: conflicting } });
    // Every review request fails (a persistent 502): the plan PR exists, its review does not.
    h.github.fail = (r) => (r.method === 'POST' && /\/pulls\/\d+\/reviews$/.test(r.path) ? { status: 502 } : undefined);
    await h.comment('/plan -y');
    expect(h.github.pulls).toHaveLength(1);
    expect(h.github.reviews).toEqual([]);
    h.github.fail = null;
    await h.comment('/plan continue');
    expect(h.github.reviews).toHaveLength(1);
    expect(h.github.reviews[0]?.comments.length).toBe(2);
    // And once posted, neither a continue nor a push posts them again.
    await h.comment('/plan continue');
    expect(h.github.reviews).toHaveLength(1);
  });

  it('/plan continue after a run whose first commit never landed plans it, in the same status comment', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: conflicting } });
    h.github.fail = (r) => (isCommitRequest(r) ? { status: 502 } : undefined);
    await h.comment('/plan -y');
    expect(h.github.pulls).toEqual([]);
    expect(h.status()).toContain('Planning failed');
    h.github.fail = null;
    await h.comment('/plan continue -y');
    expect(h.github.pulls).toHaveLength(1);
    expect(h.github.comments.filter((c) => c.body.includes('cplan:status'))).toHaveLength(1);
    expect(h.status()).toContain('pull/');
  });

  it('a redelivery after a restart without Redis does not run the command again', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: conflicting } });
    await h.comment('/plan -y', 'alice', { commentId: 77 }, 'delivery-77');
    const writes = h.writes().length;
    // A new process: its delivery log is empty; GitHub redelivers the same event.
    const restarted = new Probot({
      githubToken: 'test-token',
      log: silentLog(),
      Octokit: ProbotOctokit.defaults((o: Record<string, unknown>) => ({
        ...o,
        baseUrl: h.baseUrl,
        retry: { enabled: false },
        throttle: { enabled: false },
      })),
    });
    await restarted.load(createApp({ statusIntervalMs: 0, env: {}, createProvider: conflicting }));
    const payload = commentPayload({
      owner: h.github.owner,
      repo: h.github.repo,
      issue: 7,
      title: 'x',
      comment: '/plan -y',
      login: 'alice',
      commentId: 77,
    });
    await restarted.receive({ id: 'delivery-77', name: 'issue_comment', payload: payload as never });
    // Only the 👀 was tried again (GitHub answered that it was already there).
    expect(
      h
        .writes()
        .slice(writes)
        .map((r) => r.route),
    ).toEqual(['/repos/{owner}/{repo}/issues/comments/{n}/reactions']);
  });

  it('waits out a secondary rate limit mid-run and finishes, its status comment final', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: conflicting, networkRetry: { sleep } } });
    const secondary = { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' };
    // The PR, its review and the status edit after the review (the final one) each meet the limit once.
    const hits = new Set<string>();
    h.github.fail = (r) => {
      const kind =
        r.method === 'POST' && r.path.endsWith('/pulls')
          ? 'pr'
          : r.method === 'POST' && r.path.endsWith('/reviews')
            ? 'review'
            : r.method === 'PATCH' && r.path.includes('/issues/comments/') && hits.has('review')
              ? 'status'
              : undefined;
      if (!kind || hits.has(kind)) return undefined;
      hits.add(kind);
      return { status: 403, body: secondary };
    };
    await h.comment('/plan -y');
    expect([...hits]).toEqual(['pr', 'review', 'status']);
    expect(waits).toEqual([60_000, 60_000, 60_000]);
    expect(h.github.pulls).toHaveLength(1);
    expect(h.github.reviews).toHaveLength(1);
    expect(h.status()).toContain('pull/');
  });

  it('creates each task issue once when two /plan issues arrive together', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: conflicting } });
    await h.comment('/plan -y');
    await Promise.all([h.comment('/plan issues'), h.comment('/plan issues')]);
    await h.comment('/plan issues');
    const created = h.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/repos/octo/demo/issues`));
    expect(created).toHaveLength(2);
    expect(h.github.requests.filter(isCommitRequest).length).toBeGreaterThan(0);
  });
});
