// The living plan PR through the Action entry: pull_request re-checks, pull_request_review revises.
// The plan itself is made through the App harness (fast); the Action then runs in-process against
// the same fake GitHub with the workflow's environment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FlowResult } from '../../src/flow/context.js';
import { actionEnv as writeEnv } from '../helpers/action-env.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { examplePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-action-living-'));
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

const actionEnv = (event: string, payload: unknown) => writeEnv(h.github, temp, event, payload);

function prPayload(name: string, action: string) {
  const payload = examplePayload(name, action);
  Object.assign(payload.repository, { name: h.github.repo, full_name: `${h.github.owner}/${h.github.repo}`, default_branch: 'main' });
  payload.repository.owner.login = h.github.owner;
  const pr = h.github.pulls[0] as { number: number };
  Object.assign(payload.pull_request, {
    number: pr.number,
    state: 'open',
    title: 'cplan: Add rate limiting',
    head: {
      ...payload.pull_request.head,
      ref: 'cplan/issue-7',
      repo: { ...payload.pull_request.head.repo, full_name: `${h.github.owner}/${h.github.repo}` },
      sha: h.github.refs.get('cplan/issue-7'),
    },
    base: { ...payload.pull_request.base, ref: 'main' },
  });
  return payload;
}

describe('the Action on a plan PR', () => {
  it('re-checks on pull_request and revises on a changes-requested pull_request_review', async () => {
    h = await startHarness({
      github: { files: readFixtureRepo('small') },
      app: { createProvider: () => new ScriptedProvider({ domains: [{ focus_area: 'api' }, { focus_area: 'web' }] }) },
    });
    await h.comment('/plan -y');
    const path = [...h.github.filesOf('cplan/issue-7').keys()].find((p) => p.endsWith('/plan-note.md')) as string;
    const text = h.github.filesOf('cplan/issue-7').get(path) as string;
    // A person makes the two domains touch the same place.
    h.github.landCommit('cplan/issue-7', { [path]: text.replace('`src/web-a.ts:main`', '`src/api-a.ts:main`') }, 'edit');

    const checked = await runAction(actionEnv('pull_request', prPayload('pull_request', 'synchronize')));
    expect(checked.status).toBe('completed');
    expect(checked.conflicts?.total).toBeGreaterThan(0);
    expect(h.github.checkRuns.at(-1)?.name).toBe('cplan / conflicts');
    expect(h.github.filesOf('cplan/issue-7').get(path)).toContain('src/api-a.ts:main modified by api and web');

    const review = prPayload('pull_request_review', 'submitted');
    Object.assign(review.review, {
      id: 77,
      state: 'changes_requested',
      body: 'Rework it',
      user: { ...review.review.user, login: 'alice', type: 'User' },
    });
    const revised = await runAction(actionEnv('pull_request_review', review));
    expect(revised.status).toBe('completed');
    expect(h.github.comments.at(-1)?.body).toContain('Revision 1');
  }, 120_000);

  it('ignores activity types it does not act on (a labelled PR, an edited comment)', async () => {
    h = await startHarness({
      github: { files: readFixtureRepo('small') },
      app: { createProvider: () => new ScriptedProvider({ domains: [{ focus_area: 'api' }] }) },
    });
    await h.comment('/plan -y');
    const runs = h.github.checkRuns.length;
    const labelled = await runAction(actionEnv('pull_request', prPayload('pull_request', 'labeled')));
    expect(labelled.status).toBe('ignored');
    expect(h.github.checkRuns).toHaveLength(runs);
  });
});
