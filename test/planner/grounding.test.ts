// Grounding end to end: a /plan run on the in-memory forge whose domain agent is the real Anthropic
// provider against the scripted Messages API. A near-miss path and a missing symbol get one repair
// turn naming the real file and symbol; the committed plan holds the repaired points, or — when the
// second submission is still wrong — the points marked `(unverified: …)`. The figure is in plan.md,
// plan.json, the PR body and the status comment.
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { parseCommand } from '../../src/core/texts/commands.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import type { FlowContext } from '../../src/flow/context.js';
import { runOnGitHub } from '../../src/flow/flow.js';
import type { RunCommand } from '../../src/flow/flow-build.js';
import { createBudget } from '../../src/planner/providers.js';
import { loadTarballSnapshot } from '../../src/repo/tarball.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { FakeForge } from '../helpers/fake-forge.js';
import { FILES, NEAR_MISS, REPAIRED } from '../helpers/grounding-plans.js';

const BRANCH = 'cplan/issue-7';
let api: FakeAnthropic | undefined;
beforeEach(() => nock.enableNetConnect('127.0.0.1'));
afterEach(async () => {
  await api?.stop();
  nock.disableNetConnect();
});

async function planOnGitHub(plans: unknown[]) {
  api = new FakeAnthropic({ domains: ['backend-api'], plans });
  const baseURL = await api.start();
  const forge = new FakeForge({
    files: FILES,
    issues: [{ number: 7, title: 'Rate-limit collisions', body: '' }],
    permissions: { alice: 'write' },
  });
  const model = 'claude-sonnet-5-5';
  const context: FlowContext = {
    forge,
    defaultBranch: 'main',
    loadSnapshot: async (sha, filters) => loadTarballSnapshot(await forge.tarball(sha), { source: 'octo/demo', commit: sha, filters }),
    createProvider: () =>
      new AnthropicProvider({
        apiKey: 'sk-test',
        baseURL,
        models: { understanding: model, domain: model, link: model, revise: model },
        maxRetries: 0,
      }),
    createBudget,
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    statusIntervalMs: 0,
    config: DEFAULT_CONFIG,
    actor: 'alice',
    issue: (await forge.getIssue(7)) as FlowContext['issue'],
  };
  const parsed = parseCommand('/plan -y');
  if (!parsed?.ok) throw new Error('not a command');
  const result = await runOnGitHub(context, parsed.command as RunCommand);
  const files = forge.filesOf(BRANCH);
  const dir = [...files.keys()].find((p) => p.endsWith('/plan-note.md'))?.replace(/\/plan-note\.md$/, '') ?? '';
  return {
    result,
    file: (name: string) => files.get(`${dir}/${name}`) ?? '',
    prBody: forge.pulls[0]?.body ?? '',
    status: forge.comments.find((c) => c.body.includes('cplan:status'))?.body ?? '',
    domainRequests: (api as FakeAnthropic).requests.filter((r) => r.role === 'domain'),
  };
}

describe('grounding of the modification points on a /plan run', () => {
  it('repairs a near-miss path and a missing symbol once and commits the repaired points', async () => {
    const run = await planOnGitHub([NEAR_MISS, REPAIRED]);
    expect(run.result.status).toBe('completed');
    // read_file, the first submission, the repaired one.
    expect(run.domainRequests).toHaveLength(3);
    const repair = run.domainRequests[2]?.body.messages.at(-1).content[0];
    expect(repair).toMatchObject({ type: 'tool_result', is_error: true });
    expect(repair.content).toContain('src/core/detects.ts does not exist; src/core/detect.ts (detectConflicts at line 31) does');
    expect(repair.content).toContain('src/core/detect.ts declares no detectRateLimitCollisions; nearest there: detectConflicts at line 31');

    const note = parsePlanNote(run.file('plan-note.md'));
    expect(note.tasks[0]?.modificationPoints.map((p) => [p.file, p.location, p.unverified])).toEqual([
      ['src/server.ts', 'createServer', undefined],
      ['src/core/detect.ts', 'detectConflicts', undefined],
      ['src/core/detect.ts', 'L31-33', undefined],
    ]);
    expect(run.file('plan-note.md')).not.toContain('unverified');
    const figure = '3 / 3 modification points verified';
    expect(run.file('plan.md')).toContain(`- **Grounding**: ${figure}`);
    expect(JSON.parse(run.file('plan.json')).grounding).toEqual({ verified: 3, total: 3 });
    expect(run.prBody).toContain(`- **Grounding**: ${figure}`);
    expect(run.status).toContain(`**Grounding**: ${figure}`);
  });

  it('accepts a second submission that is still wrong and marks its points unverified in the note', async () => {
    const run = await planOnGitHub([NEAR_MISS]);
    expect(run.result.status).toBe('completed');
    expect(run.domainRequests).toHaveLength(3);
    const text = run.file('plan-note.md');
    expect(text).toContain(
      '  - `src/core/detects.ts:detectConflicts`: skip rate-limited routes (unverified: no such file, nearest src/core/detect.ts)',
    );
    expect(text).toContain(
      '  - `src/core/detect.ts:detectRateLimitCollisions`: report collisions (unverified: no such symbol, nearest detectConflicts at line 31)',
    );
    // The parser reads the marks back apart from the change, and counts them.
    const note = parsePlanNote(text);
    expect(note.tasks[0]?.modificationPoints.map((p) => [p.change, p.unverified])).toEqual([
      ['register the limiter', undefined],
      ['skip rate-limited routes', 'no such file, nearest src/core/detect.ts'],
      ['report collisions', 'no such symbol, nearest detectConflicts at line 31'],
    ]);
    expect(note.diagnostics.filter((d) => d.code === 'unverified-point')).toHaveLength(2);
    const figure = '1 / 3 modification points verified';
    expect(run.file('plan.md')).toContain(`- **Grounding**: ${figure}`);
    expect(JSON.parse(run.file('plan.json')).grounding).toEqual({ verified: 1, total: 3 });
    expect(run.prBody).toContain(`- **Grounding**: ${figure}`);
    expect(run.status).toContain(`**Grounding**: ${figure}`);
  });
});
