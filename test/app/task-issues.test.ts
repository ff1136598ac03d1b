// `/plan issues`: one issue per task, dependencies linked, sub-issues (or the checklist fallback),
// and nothing created twice: not by a second command, not by a re-run after a crash part-way, not
// because someone planted a marker. Over `max_task_issues` nothing is created, and a session id
// of another shape than cplan's is refused before it reaches any issue text.
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import type { RequestRecord } from '../helpers/fake-github.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

let h: Harness;
afterEach(async () => h?.stop());

const provider = () =>
  new ScriptedProvider({
    domains: [{ focus_area: 'api' }, { focus_area: 'web' }],
    tasks: { web: [{ key: 'w', needs_from_domains: [{ domain: 'api', what: 'the endpoint' }] }] },
  });

/** Five tasks: three of `api`, two of `web`. */
const fiveTasks = () =>
  new ScriptedProvider({
    domains: [{ focus_area: 'api' }, { focus_area: 'web' }],
    tasks: { api: [{ key: 'a' }, { key: 'b' }, { key: 'c' }], web: [{ key: 'd' }, { key: 'e' }] },
  });

const BRANCH = 'cplan/issue-7';
const taskIssues = (harness: Harness) => [...harness.github.issues.values()].filter((i) => i.title.startsWith('[TASK-'));
const taskIds = (harness: Harness) => taskIssues(harness).map((i) => i.title.slice(1, 9));
const isIssueCreate = (r: RequestRecord) => r.method === 'POST' && r.path === '/repos/octo/demo/issues';
const checklists = (harness: Harness) => harness.github.comments.filter((c) => c.body.includes('cplan:issues'));

/** The plan note on the issue branch: its path and text. */
function planNote(harness: Harness): { path: string; text: string } {
  const [path, text] = [...harness.github.filesOf(BRANCH)].find(([p]) => p.endsWith('/plan-note.md')) ?? ['', ''];
  return { path, text };
}

describe('/plan issues', () => {
  it('creates one issue per task once, links dependencies, attaches sub-issues and posts a checklist', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: provider } });
    await h.comment('/plan -y');
    await h.comment('/plan issues');
    const issues = taskIssues(h);
    expect(issues.map((i) => i.title.slice(0, 10)).sort()).toEqual(['[TASK-001]', '[TASK-002]', '[TASK-101]']);
    for (const i of issues) expect(i.labels).toEqual(expect.arrayContaining(['cplan', expect.stringMatching(/^domain:(api|web)$/)]));
    const web = issues.find((i) => i.title.startsWith('[TASK-101]'));
    const api = issues.find((i) => i.title.startsWith('[TASK-001]'));
    expect(web?.body).toContain(`#${api?.number} (TASK-001)`);
    expect(h.github.subIssues.map((s) => s.parent)).toEqual([7, 7, 7]);
    const checklist = checklists(h)[0];
    expect(checklist?.body).toMatch(/\*\*Wave 1\*\*[\s\S]*\*\*Wave 2\*\*/);

    await h.comment('/plan issues');
    expect(taskIssues(h)).toHaveLength(3);
    expect(h.github.requests.filter(isIssueCreate)).toHaveLength(3);
    expect(checklists(h)).toHaveLength(1);
  });

  it('after a crash part-way (2 of 5 issues created), a re-run creates only the 3 missing ones', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: fiveTasks } });
    await h.comment('/plan -y');
    // GitHub fails every issue creation after the second: the run stops there.
    h.github.fail = (r) => (isIssueCreate(r) && h.github.requests.filter(isIssueCreate).length > 2 ? { status: 502 } : undefined);
    await expect(h.comment('/plan issues')).rejects.toThrow(/create issue failed \(502\)/);
    expect(taskIds(h)).toHaveLength(2);
    expect(checklists(h)).toHaveLength(0);

    h.github.fail = null;
    await h.comment('/plan issues');
    expect(taskIds(h).sort()).toEqual(['TASK-001', 'TASK-002', 'TASK-003', 'TASK-101', 'TASK-102']);
    // 2, the 3rd that failed, then the 3 missing: nothing was created twice.
    expect(h.github.requests.filter(isIssueCreate)).toHaveLength(6);
    expect(checklists(h)).toHaveLength(1);
    expect(checklists(h)[0]?.body.match(/- \[ \] #\d+ \(TASK-\d+\)/g)).toHaveLength(5);
  });

  it('creates nothing over `max_task_issues` and says how many tasks there are, the cap and how to raise it', async () => {
    h = await startHarness({
      github: { files: readFixtureRepo('small'), config: 'max_task_issues: 2\n' },
      app: { createProvider: provider },
    });
    await h.comment('/plan -y');
    await h.comment('/plan issues');
    expect(taskIssues(h)).toEqual([]);
    expect(h.github.requests.filter(isIssueCreate)).toEqual([]);
    expect(checklists(h)).toEqual([]);
    const reply = h.github.comments.at(-1)?.body ?? '';
    expect(reply).toContain('the plan has 3 tasks, more than `max_task_issues` (2) allows');
    expect(reply).toContain('raise `max_task_issues` in .github/cplan.yml');
    expect(reply).toContain('Nothing was created.');
  });

  it('refuses a planted session_id: no issue, checklist or reply carries its mentions', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: provider } });
    await h.comment('/plan -y');
    const note = planNote(h);
    const planted = note.text.replace(/^session_id: .*$/m, 'session_id: "x --> @mallory <!--"');
    expect(planted).not.toBe(note.text);
    h.github.landCommit(BRANCH, { [note.path]: planted }, 'a hand edit');
    await h.comment('/plan issues');
    expect(taskIssues(h)).toEqual([]);
    expect(checklists(h)).toEqual([]);
    expect(h.github.comments.at(-1)?.body).toContain("the plan note's `session_id` is not a safe session id");
    const written = [...h.github.comments.map((c) => c.body), ...[...h.github.issues.values()].map((i) => i.body)];
    expect(written.filter((text) => /(?<!\w)@mallory/.test(text))).toEqual([]);
  });

  it('counts markers only in issues and comments cplan wrote: planted ones are neither updated nor trusted', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: provider } });
    await h.comment('/plan -y');
    const sessionId = /^session_id: (\S+)$/m.exec(planNote(h).text)?.[1] ?? '';
    expect(sessionId).toMatch(/^CPLAN-/);
    const fakeTask = `mine\n<!-- cplan:task session=${sessionId} id=TASK-001 -->`;
    h.github.issues.set(900, { number: 900, title: 'a person’s issue', body: fakeTask, user: 'mallory', labels: ['cplan'] });
    const fakeChecklist = `<!-- cplan:issues session=${sessionId} -->\nmine too`;
    h.github.comments.push({ id: 901, issue: 7, body: fakeChecklist, user: { login: 'mallory', type: 'User' } });

    await h.comment('/plan issues');
    expect(taskIds(h).sort()).toEqual(['TASK-001', 'TASK-002', 'TASK-101']);
    expect(h.github.issues.get(900)).toMatchObject({ title: 'a person’s issue', body: fakeTask });
    expect(h.github.comments.find((c) => c.id === 901)?.body).toBe(fakeChecklist);
    expect(checklists(h).filter((c) => c.user.login === 'cplan[bot]')).toHaveLength(1);
  });

  it('falls back to the checklist when sub-issues are not available', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: provider } });
    h.github.subIssuesAvailable = false;
    await h.comment('/plan -y');
    await h.comment('/plan issues');
    expect(taskIssues(h)).toHaveLength(3);
    expect(h.github.subIssues).toEqual([]);
    expect(h.github.comments.some((c) => c.body.includes('cplan:issues'))).toBe(true);
  });

  it('says so when there is no plan yet', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') } });
    await h.comment('/plan issues');
    expect(h.github.comments.at(-1)?.body).toContain('no cplan plan for this issue yet');
  });
});
