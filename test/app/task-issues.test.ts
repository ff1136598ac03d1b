// `/plan issues`: one issue per task, dependencies linked, sub-issues (or the checklist fallback),
// and nothing created twice.
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

let h: Harness;
afterEach(async () => h?.stop());

const provider = () =>
  new ScriptedProvider({
    domains: [{ focus_area: 'api' }, { focus_area: 'web' }],
    tasks: { web: [{ key: 'w', needs_from_domains: [{ domain: 'api', what: 'the endpoint' }] }] },
  });

const taskIssues = (harness: Harness) => [...harness.github.issues.values()].filter((i) => i.title.startsWith('[TASK-'));

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
    const checklist = h.github.comments.find((c) => c.body.includes('cplan:issues'));
    expect(checklist?.body).toMatch(/\*\*Wave 1\*\*[\s\S]*\*\*Wave 2\*\*/);

    await h.comment('/plan issues');
    expect(taskIssues(h)).toHaveLength(3);
    expect(h.github.comments.filter((c) => c.body.includes('cplan:issues'))).toHaveLength(1);
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
