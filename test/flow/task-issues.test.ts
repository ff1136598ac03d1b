// `/plan issues` at planner level (createTaskIssues on the in-memory FakeForge), with the bot's
// login known, as the App knows it: a marker counts only in what that login wrote, whatever
// other bot wrote the rest, and an issue of an earlier run is found open or closed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { taskMarker } from '../../src/core/texts/task-issues.js';
import { createTaskIssues } from '../../src/flow/issues.js';
import { FakeForge, type FakeForgeOptions } from '../helpers/fake-forge.js';

const SESSION = 'CPLAN-add-rate-limiting-2026-11-22';
const NOTE = readFileSync('test/fixtures/plan-notes/en-basic.md', 'utf8');
const TASKS = ['TASK-001', 'TASK-002', 'TASK-101', 'TASK-201', 'TASK-202', 'TASK-203'];

function setup(issues: FakeForgeOptions['issues'] = []) {
  const forge = new FakeForge({ botLogin: 'cplan-helper', issues: [{ number: 7, title: 'Add rate limiting' }, ...(issues ?? [])] });
  forge.landCommit('cplan/issue-7', { [`.workflow/.planning/${SESSION}/plan-note.md`]: NOTE }, 'plan');
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const run = () => createTaskIssues({ forge, config: DEFAULT_CONFIG, log, botLogin: 'cplan-helper' }, { number: 7, isPullRequest: false });
  const byTask = (id: string) => [...forge.issues.values()].filter((i) => i.title.startsWith(`[${id}]`));
  return { forge, run, byTask };
}

describe('createTaskIssues', () => {
  it('files each task once over two runs, tasks of a dependency cycle linked in the first', async () => {
    const { forge, run, byTask } = setup();
    expect(await run()).toMatchObject({ created: 6, updated: 0, unchanged: 0 });
    // TASK-201 and TASK-203 depend on each other: both link the other's issue after one run.
    const [t201, t203] = [byTask('TASK-201')[0], byTask('TASK-203')[0]];
    expect(t201?.body).toContain(`- #${t203?.number} (TASK-203)`);
    expect(t203?.body).toContain(`- #${t201?.number} (TASK-201)`);
    expect(await run()).toMatchObject({ created: 0, updated: 0, unchanged: 6 });
    for (const id of TASKS) expect(byTask(id), id).toHaveLength(1);
    expect(forge.comments.filter((c) => c.body.includes('cplan:issues'))).toHaveLength(1);
  });

  it("finds its own closed issue of an earlier run, and trusts no other login's marker, another bot's included", async () => {
    const { forge, run, byTask } = setup([
      // cplan's own issue for TASK-002, closed since: updated, not filed again.
      {
        number: 20,
        title: '[TASK-002] old',
        body: `old\n${taskMarker(SESSION, 'TASK-002')}`,
        user: 'cplan-helper',
        labels: ['cplan'],
        state: 'closed',
      },
      // Another app's issue with TASK-001's marker: not cplan's, left alone.
      { number: 21, title: 'echo', body: `echo\n${taskMarker(SESSION, 'TASK-001')}`, user: 'echo[bot]', labels: ['cplan'] },
    ]);
    expect(await run()).toMatchObject({ created: 5, updated: 1 });
    expect(byTask('TASK-002').map((i) => i.number)).toEqual([20]);
    expect(forge.issues.get(20)?.state).toBe('closed');
    expect(byTask('TASK-001')).toHaveLength(1);
    expect(forge.issues.get(21)).toMatchObject({ title: 'echo', body: `echo\n${taskMarker(SESSION, 'TASK-001')}` });
  });
});
