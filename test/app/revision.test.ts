// Review-driven revision: a changes-requested review re-plans only the domains its line comments
// point at; `/plan revise` re-plans all; past max_revisions a different split is proposed.
import { afterEach, describe, expect, it } from 'vitest';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { examplePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

let h: Harness;
afterEach(async () => h?.stop());

const note = (harness: Harness) => {
  const files = harness.github.filesOf('cplan/issue-7');
  const path = [...files.keys()].find((p) => p.endsWith('/plan-note.md')) as string;
  return { path, note: parsePlanNote(files.get(path) ?? '') };
};

describe('revision of a plan PR', () => {
  it('re-plans only the reviewed domain, replies with the changes, and proposes a new split after max_revisions', async () => {
    const provider = new ScriptedProvider({ domains: [{ focus_area: 'api' }, { focus_area: 'web' }] });
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: () => provider } });
    await h.comment('/plan -y');
    const pr = h.github.pulls[0] as { number: number };
    const { path, note: first } = note(h);
    const webTask = first.tasks.find((t) => t.domain === 'web') as { line: number };

    h.github.reviewComments.set(555, [
      { path, line: webTask.line + 2, body: 'Split this task in two' },
      { path, line: webTask.line, body: 'And rename it' },
    ]);
    const payload = examplePayload('pull_request_review', 'submitted');
    Object.assign(payload.repository, { name: h.github.repo, full_name: `${h.github.owner}/${h.github.repo}`, default_branch: 'main' });
    payload.repository.owner.login = h.github.owner;
    Object.assign(payload.review, {
      id: 555,
      state: 'changes_requested',
      body: 'Please rework the web part',
      user: { ...payload.review.user, login: 'mona', type: 'User' },
    });
    Object.assign(payload.pull_request, {
      number: pr.number,
      title: 'cplan: Add rate limiting',
      head: {
        ...payload.pull_request.head,
        ref: 'cplan/issue-7',
        repo: { ...payload.pull_request.head.repo, full_name: `${h.github.owner}/${h.github.repo}` },
      },
    });
    const before = provider.requests.filter((r) => r.kind === 'domain').length;
    await h.probot.receive({ id: 'review-1', name: 'pull_request_review', payload: payload as never });

    const replans = provider.requests.filter((r) => r.kind === 'domain').slice(before);
    expect(replans.map((r) => r.domain)).toEqual(['web']);
    expect((replans[0]?.request as { feedback: string }).feedback).toContain('Split this task in two');
    expect(note(h).note.frontmatter.revision).toBe(1);
    const reply = h.github.comments.at(-1)?.body ?? '';
    expect(reply).toContain('Revision 1: planned web again');
    expect(reply).toMatch(/- \*\*web\*\*: \d+ added, \d+ removed, \d+ changed/);
    expect(reply).toContain('Conflicts:');
    expect(h.github.pulls[0]?.body).toContain('Plan for #7');

    await h.comment('/plan revise tighten everything', 'alice', { issue: pr.number, pullRequest: true });
    expect(note(h).note.frontmatter.revision).toBe(2);
    await h.comment('/plan revise again', 'alice', { issue: pr.number, pullRequest: true });
    expect(note(h).note.frontmatter.revision).toBe(3);
    await h.comment('/plan revise still wrong', 'alice', { issue: pr.number, pullRequest: true });
    expect(h.github.comments.at(-1)?.body).toContain('proposes a different split');
    expect(note(h).note.frontmatter.status).toBe('awaiting-approval');
    expect(provider.requests.filter((r) => r.kind === 'understand')).toHaveLength(2);
  });

  it('/plan revise on an issue explains where it runs', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') } });
    await h.comment('/plan revise more tests');
    expect(h.github.comments.at(-1)?.body).toContain('on the plan pull request');
  });
});
