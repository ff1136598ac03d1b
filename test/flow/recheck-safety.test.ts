// Re-checks never lose a person's work and never flood GitHub: a re-check of an older head whose
// commit would land on a newer push is dropped (the newer push wins), and a 20 000-task note is
// re-checked in a bounded number of file writes.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/core/texts/commands.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import type { FlowContext } from '../../src/flow/context.js';
import { runOnGitHub } from '../../src/flow/flow.js';
import type { RunCommand } from '../../src/flow/flow-build.js';
import { MAX_TASK_FILES, recheckPullRequest } from '../../src/flow/recheck.js';
import { createBudget } from '../../src/planner/providers.js';
import { loadTarballSnapshot } from '../../src/repo/tarball.js';
import { FakeForge } from '../helpers/fake-forge.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

const BRANCH = 'cplan/issue-7';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function planned() {
  const forge = new FakeForge({
    files: readFixtureRepo('small'),
    issues: [{ number: 7, title: 'Add rate limiting', body: 'Limit requests per key.' }],
    permissions: { alice: 'write' },
  });
  const ctx: FlowContext = {
    forge,
    defaultBranch: 'main',
    loadSnapshot: async (sha, filters) => loadTarballSnapshot(await forge.tarball(sha), { source: 'octo/demo', commit: sha, filters }),
    createProvider: () => new ScriptedProvider({ domains: [{ focus_area: 'api' }, { focus_area: 'web' }] }),
    createBudget,
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    log: quiet,
    statusIntervalMs: 0,
    config: DEFAULT_CONFIG,
    actor: 'alice',
    issue: (await forge.getIssue(7)) as FlowContext['issue'],
  };
  const parsed = parseCommand('/plan -y');
  if (!parsed?.ok) throw new Error('no command');
  await runOnGitHub(ctx, parsed.command as RunCommand);
  const path = [...forge.filesOf(BRANCH).keys()].find((p) => p.endsWith('/plan-note.md')) as string;
  const recheckCtx = { forge, config: DEFAULT_CONFIG, clock: ctx.clock, log: quiet, defaultBranch: 'main' };
  const pr = async () =>
    (await forge.getPullRequest(forge.pulls[0]?.number ?? 0)) as NonNullable<Awaited<ReturnType<FakeForge['getPullRequest']>>>;
  return { forge, path, recheckCtx, pr };
}

/** A conflict on the first task's file between its domain and another: the re-check has something to commit. */
function withConflict(text: string): string {
  return text.replace(/(- \*\*Modification points\*\*:\n)/g, '$1  - `src/server.ts:createServer`: both\n');
}

describe('re-check safety', () => {
  it('a re-check of an older head never commits over a newer push', async () => {
    const { forge, path, recheckCtx, pr } = await planned();
    const note = forge.filesOf(BRANCH).get(path) as string;
    forge.landCommit(BRANCH, { [path]: withConflict(note) }, 'person: first push');
    const older = await pr();
    const newest = forge.landCommit(
      BRANCH,
      { [path]: `${withConflict(note)}\n<!-- the person's second push -->\n` },
      'person: second push',
    );
    const reviews = forge.reviews.length;
    const checks = forge.checkRuns.length;

    const result = await recheckPullRequest(recheckCtx, older);

    expect(result.status).toBe('superseded');
    expect(forge.refs.get(BRANCH)).toBe(newest);
    expect(forge.filesOf(BRANCH).get(path)).toContain("the person's second push");
    expect(forge.reviews.length).toBe(reviews);
    expect(forge.checkRuns.length).toBe(checks);
    // The newer head's own re-check goes through.
    expect((await recheckPullRequest(recheckCtx, await pr())).status).toBe('checked');
  });

  it('re-checks a 20 000-task note with a bounded number of file writes and says why', async () => {
    const { forge, path, recheckCtx, pr } = await planned();
    const note = forge.filesOf(BRANCH).get(path) as string;
    const blocks = Array.from(
      { length: 20_000 },
      (_, i) => `### TASK-${String(i + 1000).padStart(5, '0')}: Step ${i} [api]\n- **Status**: pending\n- **Complexity**: Low\n`,
    ).join('\n');
    const big = note.replace(/(### TASK-001:)/, `${blocks}\n$1`);
    forge.landCommit(BRANCH, { [path]: big }, 'person: a huge plan');
    forge.calls.length = 0;

    const result = await recheckPullRequest(recheckCtx, await pr());

    expect(result.status).toBe('checked');
    const commits = forge.calls.filter((c) => c.method === 'commitFiles');
    expect(commits).toHaveLength(1);
    const files = commits[0]?.args[2] as { path: string }[];
    expect(files.length).toBeLessThan(20);
    expect(files.filter((f) => f.path.includes('/.task/'))).toEqual([]);
    expect(forge.checkRuns.at(-1)?.summary).toContain(`more than the ${MAX_TASK_FILES} task files a re-check writes`);
  });
});
