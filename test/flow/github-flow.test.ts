// The planning run on GitHub (runOnGitHub, shared by the App and the Action) at planner level, on
// the in-memory FakeForge: no Probot, no Octokit, no loopback server. The App and Action tests
// cover the same flow through the real adapter and the loopback fake GitHub.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/core/texts/commands.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { ForgeError } from '../../src/forge/types.js';
import type { FlowContext } from '../../src/flow/context.js';
import { runOnGitHub } from '../../src/flow/flow.js';
import type { RunCommand } from '../../src/flow/flow-build.js';
import { createBudget } from '../../src/planner/providers.js';
import { loadTarballSnapshot } from '../../src/repo/tarball.js';
import { FakeForge } from '../helpers/fake-forge.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

const TITLE = 'Add rate limiting to the API and show the quota in the dashboard';
const BRANCH = 'cplan/issue-7';

function setup() {
  const forge = new FakeForge({
    files: readFixtureRepo('small'),
    issues: [{ number: 7, title: TITLE, body: 'Limit requests per key.' }],
    permissions: { alice: 'write' },
  });
  const errors: string[] = [];
  const context = async (): Promise<FlowContext> => ({
    forge,
    defaultBranch: 'main',
    // As the App loads a commit: its tarball.
    loadSnapshot: async (sha, filters) => loadTarballSnapshot(await forge.tarball(sha), { source: 'octo/demo', commit: sha, filters }),
    createProvider: () => new ScriptedProvider({ domains: ['api', 'web', 'db'].map((focus_area) => ({ focus_area })) }),
    createBudget,
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    log: { info: () => undefined, warn: () => undefined, error: (m) => errors.push(m) },
    statusIntervalMs: 0,
    config: DEFAULT_CONFIG,
    actor: 'alice',
    issue: (await forge.getIssue(7)) as FlowContext['issue'],
  });
  const status = () => forge.comments.find((c) => c.body.includes('cplan:status'))?.body ?? '';
  return { forge, context, status, errors };
}

function command(text: string): RunCommand {
  const parsed = parseCommand(text);
  if (!parsed?.ok) throw new Error(`not a command: ${text}`);
  return parsed.command as RunCommand;
}

describe('a /plan run on the in-memory forge', () => {
  it('commits the session to the issue branch, opens the labelled PR with its review, and reports Plan ready', async () => {
    const { forge, context, status } = setup();
    const result = await runOnGitHub(await context(), command('/plan -y'));
    expect(result).toMatchObject({ status: 'completed', branch: BRANCH, pr: { draft: false } });
    const files = [...forge.filesOf(BRANCH).keys()];
    const sessionDir = files.find((p) => p.endsWith('/plan-note.md'))?.replace(/\/plan-note\.md$/, '');
    expect(sessionDir).toMatch(/^\.workflow\/\.planning\/CPLAN-/);
    for (const name of ['plan.md', 'plan.json', 'conflicts.json', 'usage.json']) expect(files).toContain(`${sessionDir}/${name}`);
    // The repository's own files are still there: the session was committed on top of main.
    expect(files).toEqual(expect.arrayContaining(Object.keys(readFixtureRepo('small'))));
    expect(forge.pulls).toHaveLength(1);
    expect(forge.pulls[0]).toMatchObject({ head: BRANCH, base: 'main', labels: ['cplan'], state: 'open' });
    expect(forge.reviews.filter((r) => r.pull === forge.pulls[0]?.number)).toHaveLength(1);
    expect(status()).toContain('Plan ready');
    // One status comment, edited in place; the branch grew one commit per phase.
    expect(forge.comments.filter((c) => c.body.includes('cplan:status'))).toHaveLength(1);
    expect(forge.countByMethod().commitFiles).toBeGreaterThan(1);
  });

  it('a ref race: another commit lands mid-run; the run builds on it and keeps it', async () => {
    const { forge, context, status } = setup();
    let commits = 0;
    forge.fail = (call) => {
      if (call.method === 'commitFiles' && ++commits === 2)
        forge.landCommit(BRANCH, { 'NOTES.md': 'a maintainer was here\n' }, 'maintainer edit');
      return undefined;
    };
    const result = await runOnGitHub(await context(), command('/plan -y'));
    expect(result.status).toBe('completed');
    const files = forge.filesOf(BRANCH);
    expect(files.get('NOTES.md')).toBe('a maintainer was here\n');
    expect([...files.keys()].some((p) => p.endsWith('/plan.md'))).toBe(true);
    expect(status()).toContain('Plan ready');
  });

  it('a GitHub failure mid-run fails the run with the reason in the status comment; /plan continue then finishes it', async () => {
    const { forge, context, status, errors } = setup();
    forge.fail = (call) =>
      call.method === 'ensurePullRequest' ? new ForgeError('GitHub create pull request failed (502): Bad Gateway', 502) : undefined;
    const failed = await runOnGitHub(await context(), command('/plan -y'));
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('Bad Gateway');
    expect(errors.join('\n')).toContain('Bad Gateway');
    expect(status()).toContain('Bad Gateway');
    expect(status()).toContain('/plan continue');
    expect(forge.pulls).toHaveLength(0);
    // The session committed before the failure is on the branch; continuing publishes it.
    expect([...forge.filesOf(BRANCH).keys()].some((p) => p.endsWith('/plan-note.md'))).toBe(true);
    forge.fail = null;
    const resumed = await runOnGitHub(await context(), command('/plan continue -y'));
    expect(resumed.status).toBe('completed');
    expect(forge.pulls).toHaveLength(1);
    expect(status()).toContain('Plan ready');
  });
});
