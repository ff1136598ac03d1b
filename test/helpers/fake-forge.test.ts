// One Forge contract, run against the in-memory FakeForge and against the real GitHub adapter
// (GitHubForge + Octokit) on the loopback fake GitHub: what planner-level tests learn from the
// fake is what the adapter does. The adapter's wire details (request bodies, request counts,
// GHES URLs, error translation) stay in test/forge/github.test.ts.
import { Octokit } from '@octokit/rest';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.js';
import { type Forge, ForgeError } from '../../src/forge/types.js';
import { loadTarballSnapshot } from '../../src/repo/tarball.js';
import { BranchStore } from '../../src/session/branch-store.js';
import { FakeForge, rightSideOfDiff } from './fake-forge.js';
import { COPILOT_LOGIN, FakeGitHub } from './fake-github.js';

const FILES = { 'README.md': '# demo\n', 'src/server.ts': 'export function createServer() {}\n' };
const ISSUES = [{ number: 7, title: 'Add rate limiting', body: 'Limit requests per key.' }];
const PERMISSIONS = { alice: 'write', mona: 'maintain' } as const;
const NOTE = 'line 1\nline 2\nline 3\nline 4\nline 5\n';

/** A forge under test, with what the contract observes outside the Forge interface. */
interface Subject {
  forge: Forge;
  landCommit(branch: string, files: Record<string, string>, message: string): void;
  addUserReview(pull: number, comments: { path: string; line: number; body: string }[]): number;
  disableSubIssues(): void;
  pull(number: number): { title: string; body: string; labels: string[] } | undefined;
  reactions(): { comment: number; content: string }[];
  reviewBodies(): string[];
  checkRuns(): { name: string; headSha: string; conclusion: string; annotations: number }[];
  /** Labels and assignees of an issue as the forge keeps them. */
  issue(number: number): { labels?: string[]; assignees?: string[] } | undefined;
  /** GitHub where Copilot cannot be assigned (an installation token, no licence). */
  refuseCopilot(): void;
  stop(): Promise<void>;
}

function fakeForge(): Subject {
  const fake = new FakeForge({ files: FILES, issues: ISSUES, permissions: { ...PERMISSIONS } });
  return {
    forge: fake,
    landCommit: (branch, files, message) => void fake.landCommit(branch, files, message),
    addUserReview: (pull, comments) => fake.addUserReview(pull, { comments }),
    disableSubIssues: () => void (fake.subIssuesAvailable = false),
    pull: (number) => fake.pulls.find((p) => p.number === number),
    reactions: () => fake.reactions,
    reviewBodies: () => fake.reviews.map((r) => r.body),
    checkRuns: () => fake.checkRuns.map((r) => ({ ...r, annotations: r.annotations.length })),
    issue: (number) => fake.issues.get(number),
    refuseCopilot: () => void (fake.copilotAssignable = false),
    stop: async () => undefined,
  };
}

async function githubAdapter(): Promise<Subject> {
  nock.enableNetConnect('127.0.0.1');
  const github = new FakeGitHub({ files: FILES, issues: ISSUES, permissions: { ...PERMISSIONS } });
  const baseUrl = await github.start();
  let reviewId = 90_000;
  // Plain REST (the plugins only add waiting and retries), with the failed-request log silenced.
  const octokit = new Octokit({ auth: 't', baseUrl, log: { debug() {}, info() {}, warn() {}, error() {} } });
  return {
    forge: new GitHubForge({ octokit, owner: github.owner, repo: github.repo }),
    landCommit: (branch, files, message) => void github.landCommit(branch, files, message),
    addUserReview: (_pull, comments) => {
      github.reviewComments.set(++reviewId, comments);
      return reviewId;
    },
    disableSubIssues: () => void (github.subIssuesAvailable = false),
    pull: (number) => github.pulls.find((p) => p.number === number),
    reactions: () => github.reactions,
    reviewBodies: () => github.reviews.map((r) => r.body),
    checkRuns: () =>
      github.checkRuns.map((r) => ({
        name: r.name,
        headSha: r.head_sha,
        conclusion: r.conclusion,
        annotations: r.output.annotations.length,
      })),
    issue: (number) => github.issues.get(number),
    refuseCopilot: () => void (github.copilotAssignable = false),
    stop: async () => {
      await github.stop();
      nock.disableNetConnect();
    },
  };
}

const SUBJECTS: [string, () => Subject | Promise<Subject>][] = [
  ['FakeForge', fakeForge],
  ['GitHubForge on the loopback fake GitHub', githubAdapter],
];

describe.each(SUBJECTS)('Forge contract: %s', (_name, make) => {
  let subject: Subject | undefined;
  afterEach(async () => {
    await subject?.stop();
    subject = undefined;
  });
  const start = async () => (subject = await make());
  /** A plan branch with a 5-line note, and its PR. */
  async function planPr(s: Subject, draft = false) {
    const base = (await s.forge.branchHead('main')) as string;
    await s.forge.commitFiles('cplan/issue-7', base, [{ path: 'a/plan-note.md', content: NOTE }], 'plan');
    const pr = await s.forge.ensurePullRequest({ branch: 'cplan/issue-7', base: 'main', title: 't', body: 'b', draft, labels: ['cplan'] });
    return { base, pr };
  }

  it('reads the repository, an issue and files; what does not exist reads as absent', async () => {
    const { forge } = await start();
    expect(await forge.getRepo()).toEqual({ owner: 'octo', repo: 'demo', defaultBranch: 'main', private: false });
    expect(await forge.getIssue(7)).toMatchObject({
      number: 7,
      title: 'Add rate limiting',
      body: 'Limit requests per key.',
      state: 'open',
      author: 'alice',
      isPullRequest: false,
    });
    expect(await forge.getIssue(999)).toBeUndefined();
    expect(await forge.getPullRequest(999)).toBeUndefined();
    expect(await forge.branchHead('no/such/branch')).toBeUndefined();
    expect(await forge.readFile('main', 'missing.md')).toBeUndefined();
    expect(await forge.listFiles('no/such/branch', '')).toEqual([]);
    expect(await forge.readFile('main', 'src/server.ts')).toBe(FILES['src/server.ts']);
    expect(await forge.listFiles('main', 'src')).toEqual(['src/server.ts']);
    expect((await forge.listFiles('main', '')).sort()).toEqual(['README.md', 'src/server.ts']);
  });

  it('reads permissions: a stranger is none, maintain is maintain', async () => {
    const { forge } = await start();
    expect(await forge.permissionOf('stranger')).toBe('none');
    expect(await forge.permissionOf('mona')).toBe('maintain');
    expect(await forge.permissionOf('alice')).toBe('write');
  });

  it('commits many files as one commit on a new branch, then fast-forwards, deleting in the same commit', async () => {
    const { forge } = await start();
    const base = (await forge.branchHead('main')) as string;
    const first = await forge.commitFiles(
      'cplan/issue-7',
      base,
      [
        { path: 'a/plan-note.md', content: '# plan' },
        { path: 'a/plan.json', content: '{}' },
      ],
      'first',
    );
    expect(first.created).toBe(true);
    expect(await forge.branchHead('cplan/issue-7')).toBe(first.sha);
    const second = await forge.commitFiles(
      'cplan/issue-7',
      base,
      [
        { path: 'a/plan-note.md', content: '# plan v2' },
        { path: 'a/plan.json', content: '', delete: true },
      ],
      'second',
    );
    expect(second.created).toBe(false);
    expect(second.sha).not.toBe(first.sha);
    expect(await forge.branchHead('cplan/issue-7')).toBe(second.sha);
    expect(await forge.listFiles('cplan/issue-7', 'a')).toEqual(['a/plan-note.md']);
    expect(await forge.readFile('cplan/issue-7', 'a/plan-note.md')).toBe('# plan v2');
    expect(await forge.readFile('cplan/issue-7', 'README.md')).toBe('# demo\n');
    // The first commit stays readable by its sha; the default branch is untouched.
    expect(await forge.readFile(first.sha, 'a/plan.json')).toBe('{}');
    expect(await forge.listFiles('main', 'a')).toEqual([]);
  });

  it('keeps a commit that lands on the branch between two of ours (ref race)', async () => {
    const s = await start();
    const base = (await s.forge.branchHead('main')) as string;
    await s.forge.commitFiles('cplan/issue-7', base, [{ path: 'a/plan-note.md', content: 'v1' }], 'first');
    s.landCommit('cplan/issue-7', { 'NOTES.md': 'a maintainer was here\n' }, 'maintainer edit');
    const result = await s.forge.commitFiles('cplan/issue-7', base, [{ path: 'a/plan-note.md', content: 'v2' }], 'second');
    expect(result.created).toBe(false);
    expect(await s.forge.readFile('cplan/issue-7', 'NOTES.md')).toBe('a maintainer was here\n');
    expect(await s.forge.readFile('cplan/issue-7', 'a/plan-note.md')).toBe('v2');
  });

  it('serializes commits started together on one branch: both land', async () => {
    const { forge } = await start();
    const base = (await forge.branchHead('main')) as string;
    const [a, b] = await Promise.all([
      forge.commitFiles('cplan/issue-7', base, [{ path: 'a/one.md', content: '1' }], 'one'),
      forge.commitFiles('cplan/issue-7', base, [{ path: 'a/two.md', content: '2' }], 'two'),
    ]);
    expect([a.created, b.created]).toEqual([true, false]);
    expect(await forge.listFiles('cplan/issue-7', 'a')).toEqual(['a/one.md', 'a/two.md']);
  });

  it('reads a session through the branch store: nothing before the branch exists, its files after', async () => {
    const { forge } = await start();
    const base = (await forge.branchHead('main')) as string;
    const fresh = new BranchStore({ forge, branch: 'cplan/issue-7', baseSha: base, sessionDir: 'dir' });
    expect(await fresh.read('plan-note.md')).toBeUndefined();
    const { sha } = await forge.commitFiles('cplan/issue-7', base, [{ path: 'dir/plan-note.md', content: '# note' }], 'note');
    const existing = new BranchStore({ forge, branch: 'cplan/issue-7', baseSha: base, head: sha, sessionDir: 'dir' });
    expect(await existing.read('plan-note.md')).toBe('# note');
    expect(await existing.read('usage.json')).toBeUndefined();
  });

  it('creates, lists and updates comments, and reacts to one', async () => {
    const s = await start();
    const comment = await s.forge.createComment(7, 'hi');
    expect(comment).toMatchObject({ body: 'hi', author: 'cplan[bot]', authorType: 'Bot' });
    expect(comment.url).toContain(`/issues/7#issuecomment-${comment.id}`);
    await s.forge.updateComment(comment.id, 'bye');
    expect((await s.forge.listComments(7)).map((c) => [c.id, c.body])).toEqual([[comment.id, 'bye']]);
    expect(await s.forge.listComments(8)).toEqual([]);
    const second = await s.forge.createComment(7, 'again');
    expect((await s.forge.listComments(7, { max: 1 })).map((c) => c.id)).toEqual([comment.id]);
    expect((await s.forge.listComments(7, { max: 5 })).map((c) => c.id)).toEqual([comment.id, second.id]);
    await s.forge.addReaction(comment.id, 'eyes');
    expect(s.reactions()).toEqual([{ comment: comment.id, content: 'eyes' }]);
  });

  it('creates a PR with its label, finds it, and updates the open one (title, body, draft)', async () => {
    const s = await start();
    const { pr } = await planPr(s, true);
    const head = await s.forge.branchHead('cplan/issue-7');
    expect(pr).toMatchObject({ draft: true, headRef: 'cplan/issue-7', headSha: head, baseRef: 'main', state: 'open' });
    expect(pr.url).toContain(`/pull/${pr.number}`);
    expect(s.pull(pr.number)?.labels).toEqual(['cplan']);
    expect((await s.forge.findPullRequest('cplan/issue-7'))?.number).toBe(pr.number);
    expect(await s.forge.findPullRequest('cplan/other')).toBeUndefined();
    const long = 'x'.repeat(70_000);
    const updated = await s.forge.ensurePullRequest({
      branch: 'cplan/issue-7',
      base: 'main',
      title: 'new',
      body: long,
      draft: false,
      labels: ['cplan'],
    });
    expect(updated).toMatchObject({ number: pr.number, draft: false });
    expect(s.pull(pr.number)?.title).toBe('new');
    expect(s.pull(pr.number)?.body.length).toBeLessThanOrEqual(65_000);
    expect(s.pull(pr.number)?.body.endsWith('… (cut)')).toBe(true);
    expect(await s.forge.getPullRequest(pr.number)).toMatchObject({ number: pr.number, draft: false, headSha: head });
  });

  it('anchors review comments on the PR, opening threads that resolve; one off the diff moves them all into the body', async () => {
    const s = await start();
    const { pr } = await planPr(s);
    const head = (await s.forge.branchHead('cplan/issue-7')) as string;
    const anchored = await s.forge.createReview({
      pullNumber: pr.number,
      commitSha: head,
      body: 'summary',
      event: 'COMMENT',
      comments: [{ path: 'a/plan-note.md', line: 3, body: 'CONFLICT-001' }],
    });
    expect(anchored).toMatchObject({ anchored: 1, inBody: 0 });
    const threads = await s.forge.listReviewThreads(pr.number);
    expect(threads).toEqual([{ id: expect.any(String), isResolved: false, body: 'CONFLICT-001', author: 'cplan[bot]' }]);
    // The review itself, by its author: later runs count only the App's own markers.
    expect((await s.forge.listReviews(pr.number)).map((r) => r.author)).toEqual(['cplan[bot]']);
    await s.forge.resolveReviewThread(threads[0]?.id as string);
    expect((await s.forge.listReviewThreads(pr.number)).map((t) => t.isResolved)).toEqual([true]);

    const moved = await s.forge.createReview({
      pullNumber: pr.number,
      commitSha: head,
      body: 'summary 2',
      event: 'REQUEST_CHANGES',
      comments: [
        { path: 'a/plan-note.md', line: 2, body: 'CONFLICT-002' },
        { path: 'not/in/the/pr.md', line: 1, body: 'CONFLICT-003' },
      ],
    });
    expect(moved).toMatchObject({ anchored: 0, inBody: 2 });
    const body = s.reviewBodies().at(-1) as string;
    expect(body.startsWith('summary 2\n\n')).toBe(true);
    expect(body).toContain('**a/plan-note.md:2**');
    expect(body).toContain('**not/in/the/pr.md:1**\n\nCONFLICT-003');
    expect(await s.forge.listReviewThreads(pr.number)).toHaveLength(1);
  });

  it("lists the line comments of a person's review", async () => {
    const s = await start();
    const { pr } = await planPr(s);
    const comments = [{ path: 'a/plan-note.md', line: 2, body: 'split this task' }];
    const id = s.addUserReview(pr.number, comments);
    expect(await s.forge.listReviewComments(pr.number, id)).toEqual(comments);
  });

  it('creates, lists by label and updates issues, and attaches sub-issues unless the API has none', async () => {
    const s = await start();
    const one = await s.forge.createIssue({ title: 'Task 1', body: 'one', labels: ['cplan-task'] });
    const two = await s.forge.createIssue({ title: 'Task 2', body: 'two', labels: ['cplan-task'] });
    await s.forge.updateIssue(one.number, { title: 'Task 1 (edited)', body: 'one, edited' });
    const listed = (await s.forge.listIssuesWithLabel('cplan-task')).sort((a, b) => a.number - b.number);
    expect(listed).toEqual([
      { number: one.number, id: one.id, title: 'Task 1 (edited)', body: 'one, edited', author: 'cplan[bot]' },
      { number: two.number, id: two.id, title: 'Task 2', body: 'two', author: 'cplan[bot]' },
    ]);
    expect(await s.forge.listIssuesWithLabel('other')).toEqual([]);
    expect(await s.forge.addSubIssue(7, one.id)).toBe(true);
    s.disableSubIssues();
    expect(await s.forge.addSubIssue(7, two.id)).toBe(false);
  });

  it('records a check run with its conclusion and at most 50 annotations', async () => {
    const s = await start();
    const head = (await s.forge.branchHead('main')) as string;
    const annotations = Array.from({ length: 60 }, (_, i) => ({
      path: 'a/plan-note.md',
      line: i + 1,
      level: 'warning' as const,
      title: `CONFLICT-${i}`,
      message: 'm',
    }));
    await s.forge.createCheckRun({ name: 'cplan', headSha: head, conclusion: 'failure', title: 't', summary: 's', annotations });
    expect(s.checkRuns()).toEqual(
      [{ name: 'cplan', headSha: head, conclusion: 'failure', annotations: 50 }].map((r) => expect.objectContaining(r)),
    );
  });

  it('lists the check runs of one name on a commit, newest first', async () => {
    const s = await start();
    const head = (await s.forge.branchHead('main')) as string;
    const run = (name: string, conclusion: 'success' | 'failure') =>
      s.forge.createCheckRun({ name, headSha: head, conclusion, title: `${conclusion}!`, summary: 's', annotations: [] });
    await run('cplan', 'failure');
    await run('other', 'failure');
    await run('cplan', 'success');
    const runs = await s.forge.listCheckRuns(head, 'cplan');
    expect(runs.map((r) => [r.name, r.headSha, r.conclusion, r.title, r.summary])).toEqual([
      ['cplan', head, 'success', 'success!', 's'],
      ['cplan', head, 'failure', 'failure!', 's'],
    ]);
    expect((runs[0]?.id ?? 0) > (runs[1]?.id ?? 0)).toBe(true);
    expect(await s.forge.listCheckRuns(head, 'none')).toEqual([]);
  });

  it('lists the files a PR changes with their patches, paging past 100 and stopping at `max`', async () => {
    const s = await start();
    const base = (await s.forge.branchHead('main')) as string;
    const many = Array.from({ length: 150 }, (_, i) => ({ path: `a/f${String(i).padStart(3, '0')}.md`, content: `${i}\n` }));
    await s.forge.commitFiles('cplan/issue-7', base, [...many, { path: 'README.md', content: '# demo v2\n' }], 'many');
    const pr = await s.forge.ensurePullRequest({ branch: 'cplan/issue-7', base: 'main', title: 't', body: 'b', draft: false, labels: [] });
    const files = await s.forge.listPullFiles(pr.number);
    expect(files).toHaveLength(151);
    expect(files[0]).toEqual({ path: 'README.md', status: 'modified', patch: '@@ -1,1 +1,1 @@\n-# demo\n+# demo v2' });
    expect(files[1]).toEqual({ path: 'a/f000.md', status: 'added', patch: '@@ -0,0 +1,1 @@\n+0' });
    expect(await s.forge.listPullFiles(pr.number, { max: 120 })).toEqual(files.slice(0, 120));
    await expect(s.forge.listPullFiles(999)).rejects.toMatchObject({ name: 'ForgeError', status: 404 });
  });

  it('adds labels once each, and assigns: Copilot only where GitHub lets it, the answer says who is assigned', async () => {
    const s = await start();
    await s.forge.addLabels(7, ['cplan', 'cplan-running']);
    await s.forge.addLabels(7, ['cplan-running', 'done']);
    expect(s.issue(7)?.labels).toEqual(['cplan', 'cplan-running', 'done']);
    expect((await s.forge.getIssue(7))?.labels).toEqual(['cplan', 'cplan-running', 'done']);
    await expect(s.forge.addLabels(999, ['x'])).rejects.toMatchObject({ name: 'ForgeError', status: 404 });

    expect(await s.forge.addAssignees(7, ['alice'])).toEqual(['alice']);
    const agent = { baseBranch: 'cplan/issue-7', instructions: 'Do TASK-001.' };
    expect(await s.forge.addAssignees(7, [COPILOT_LOGIN], agent)).toEqual(['alice', COPILOT_LOGIN]);
    expect(await s.forge.getIssue(7)).toMatchObject({ assignees: ['alice', COPILOT_LOGIN], stateReason: null });

    const task = await s.forge.createIssue({ title: 'Task', body: '', labels: [] });
    s.refuseCopilot();
    expect(await s.forge.addAssignees(task.number, [COPILOT_LOGIN], agent)).toEqual([]);
    expect(s.issue(task.number)?.assignees ?? []).toEqual([]);
  });

  it('downloads the tarball of a ref: the files of that commit', async () => {
    const s = await start();
    const base = (await s.forge.branchHead('main')) as string;
    const { sha } = await s.forge.commitFiles('cplan/issue-7', base, [{ path: 'src/limit.ts', content: 'export {};\n' }], 'add');
    const snapshot = await loadTarballSnapshot(await s.forge.tarball(sha), { source: 'octo/demo', commit: sha });
    expect(snapshot.has('src/limit.ts')).toBe(true);
    expect(snapshot.has('src/server.ts')).toBe(true);
    const before = await loadTarballSnapshot(await s.forge.tarball(base), { source: 'octo/demo', commit: base });
    expect(before.has('src/limit.ts')).toBe(false);
  });
});

// GitHub behaviour the loopback fake does not model; FakeForge follows GitHub.
describe('FakeForge beyond the shared contract', () => {
  it('answers getIssue for a PR number with isPullRequest, as the issues API does', async () => {
    const forge = new FakeForge({ issues: ISSUES });
    await forge.commitFiles('cplan/issue-7', (await forge.branchHead('main')) as string, [{ path: 'x.md', content: 'x' }], 'x');
    const pr = await forge.ensurePullRequest({ branch: 'cplan/issue-7', base: 'main', title: 't', body: 'b', draft: false, labels: [] });
    expect(pr.number).toBe(8);
    expect(await forge.getIssue(8)).toMatchObject({ number: 8, title: 't', isPullRequest: true });
  });

  it('lists the RIGHT-side lines of the PR diff: a new file whole, a changed one with 3 lines of context', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`);
    const forge = new FakeForge({ files: { 'a.md': `${ten.join('\n')}\n` } });
    const edited = [...ten];
    edited[4] = 'line 5, edited';
    const base = (await forge.branchHead('main')) as string;
    await forge.commitFiles(
      'b',
      base,
      [
        { path: 'a.md', content: `${edited.join('\n')}\n` },
        { path: 'new.md', content: 'one\ntwo\n' },
      ],
      'edit',
    );
    const pr = await forge.ensurePullRequest({ branch: 'b', base: 'main', title: 't', body: '', draft: false, labels: [] });
    // A review comment outside those lines cannot be anchored: all go into the body.
    const result = await forge.createReview({
      pullNumber: pr.number,
      commitSha: (await forge.branchHead('b')) as string,
      body: 's',
      event: 'COMMENT',
      comments: [{ path: 'a.md', line: 10, body: 'c' }],
    });
    expect(result).toMatchObject({ anchored: 0, inBody: 1 });
    expect(rightSideOfDiff(['a', 'b'], ['a', 'x', 'b'], 0)).toEqual(new Set([2]));
  });

  it('refuses what GitHub refuses: a PR from a missing branch, a commit on an unknown base, a check run on an unknown sha', async () => {
    const forge = new FakeForge();
    await expect(
      forge.ensurePullRequest({ branch: 'nope', base: 'main', title: 't', body: '', draft: false, labels: [] }),
    ).rejects.toMatchObject({ name: 'ForgeError', status: 422 });
    await expect(forge.commitFiles('b', 'f'.repeat(40), [], 'm')).rejects.toMatchObject({ name: 'ForgeError', status: 404 });
    await expect(
      forge.createCheckRun({ name: 'c', headSha: 'f'.repeat(40), conclusion: 'success', title: '', summary: '', annotations: [] }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(forge.updateComment(1, 'x')).rejects.toMatchObject({ status: 404 });
  });

  it("opens, pushes to, merges and closes someone else's PR, and closes issues with a reason", async () => {
    const forge = new FakeForge({ issues: ISSUES });
    const number = forge.openPull({
      head: 'copilot/task-1',
      title: 'TASK-001',
      author: 'Copilot',
      files: [{ path: 'src/limit.ts', status: 'added', patch: '@@ -0,0 +1 @@\n+x', content: 'export {};\n' }],
    });
    expect(number).toBe(8);
    const first = await forge.getPullRequest(number);
    expect(first).toMatchObject({ title: 'TASK-001', body: '', merged: false, author: 'Copilot', state: 'open', baseRef: 'main' });
    expect(await forge.readFile('copilot/task-1', 'src/limit.ts')).toBe('export {};\n');
    expect(await forge.listPullFiles(number)).toEqual([{ path: 'src/limit.ts', status: 'added', patch: '@@ -0,0 +1 @@\n+x' }]);

    const pushed = forge.pushPull(number, [{ path: 'src/other.ts', patch: '@@ -1 +1 @@\n-a\n+b' }]);
    expect(pushed).not.toBe(first?.headSha);
    expect((await forge.getPullRequest(number))?.headSha).toBe(pushed);
    expect(await forge.listPullFiles(number)).toEqual([{ path: 'src/other.ts', status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' }]);

    forge.landCommit('main', { 'CHANGELOG.md': 'v1\n' }, 'meanwhile on main');
    forge.mergePull(number);
    expect(await forge.getPullRequest(number)).toMatchObject({ state: 'closed', merged: true });
    expect(forge.filesOf('main').get('src/limit.ts')).toBe('export {};\n');
    expect(forge.filesOf('main').get('CHANGELOG.md')).toBe('v1\n');

    const other = forge.openPull({ head: 'x', files: [] });
    forge.closePull(other);
    expect(await forge.getPullRequest(other)).toMatchObject({ state: 'closed', merged: false });
    forge.closeIssue(7, 'not_planned');
    expect(await forge.getIssue(7)).toMatchObject({ state: 'closed', stateReason: 'not_planned' });
  });

  it('records the agent of an assignment among its calls', async () => {
    const forge = new FakeForge({ issues: ISSUES });
    const agent = { baseBranch: 'main', instructions: 'go' };
    await forge.addAssignees(7, [COPILOT_LOGIN], agent);
    await forge.addAssignees(7, ['alice']);
    expect(forge.calls).toEqual([
      { method: 'addAssignees', args: [7, [COPILOT_LOGIN], agent] },
      { method: 'addAssignees', args: [7, ['alice']] },
    ]);
  });

  it('records every call and injects faults', async () => {
    const forge = new FakeForge({ issues: ISSUES });
    forge.fail = (call) =>
      call.method === 'createComment' ? new ForgeError('GitHub create comment failed (502): Bad Gateway', 502) : undefined;
    await expect(forge.createComment(7, 'hi')).rejects.toMatchObject({ status: 502, reason: 'network' });
    forge.fail = null;
    await forge.createComment(7, 'hi');
    expect(forge.countByMethod()).toEqual({ createComment: 2 });
    expect(forge.comments.map((c) => c.body)).toEqual(['hi']);
  });
});
