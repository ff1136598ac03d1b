// Queued jobs of the events an execution tracks (src/runtime/jobs.ts): a task pull request closed
// (merged or not) and a task issue closed or reopened survive the queue with every field the
// tracking reads — the PR's text names its task issue, `merged` and `stateReason` decide its phase.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/core/config/config.js';
import type { QueuedEvent } from '../../src/flow/queued.js';
import { buildJob, type JobData, readJob } from '../../src/runtime/jobs.js';

const repository = { owner: 'octo', repo: 'demo', fullName: 'octo/demo', defaultBranch: 'main', htmlUrl: 'https://github.com/octo/demo' };

const closedPull: QueuedEvent = {
  kind: 'pull',
  action: 'closed',
  pull: {
    number: 21,
    url: 'https://github.com/octo/demo/pull/21',
    draft: false,
    headRef: 'claude/issue-12-20261125',
    headSha: 'a'.repeat(40),
    baseRef: 'main',
    state: 'closed',
    headRepo: 'octo/demo',
    title: 'Count requests per API key',
    body: 'Fixes #12\n\nCounts requests in `src/server.ts`.',
    merged: true,
    author: 'claude[bot]',
  },
};

const closedIssue: QueuedEvent = {
  kind: 'issue-state',
  issue: {
    number: 12,
    title: '[TASK-003] Count requests',
    body: 'brief\n<!-- cplan:task session=CPLAN-rate-limits-2026-11-25 id=TASK-003 -->',
    state: 'closed',
    author: 'cplan[bot]',
    isPullRequest: false,
    labels: ['cplan', 'fix-me'],
    stateReason: 'completed',
    assignees: [],
  },
};

/** Through JSON, as a queue stores it. */
const viaQueue = (job: JobData): unknown => JSON.parse(JSON.stringify(job));

describe('queued jobs of an execution', () => {
  it('round-trip a pull request closed (merged), with its title, body, author and merged flag', () => {
    const config = validateConfig({ execute: { agent: 'claude' } });
    const job = buildJob('d-pull', 42, repository, closedPull, config);
    const read = readJob(viaQueue(job));
    expect(read).toEqual({ job });
    expect(read).toMatchObject({
      job: { event: { kind: 'pull', action: 'closed', pull: { merged: true, body: closedPull.pull.body, author: 'claude[bot]' } } },
    });
    expect(validateConfig((read as { job: JobData }).job.config)).toEqual(config);
  });

  it('round-trip a pull request closed without merging, and one from a deleted fork (no head repository)', () => {
    const unmerged = { ...closedPull, pull: { ...closedPull.pull, merged: false } };
    expect(readJob(viaQueue(buildJob('d-unmerged', 42, repository, unmerged)))).toEqual({
      job: buildJob('d-unmerged', 42, repository, unmerged),
    });
    const orphan = { ...closedPull, pull: { ...closedPull.pull, headRepo: null } };
    expect(readJob(viaQueue(buildJob('d-orphan', 42, repository, orphan)))).toMatchObject({ job: { event: { pull: { headRepo: null } } } });
    // The optional text fields may be absent (events queued by older versions).
    const { title: _t, body: _b, merged: _m, author: _a, ...bare } = closedPull.pull;
    const old = { ...closedPull, pull: bare };
    expect(readJob(viaQueue(buildJob('d-old', 42, repository, old)))).toEqual({ job: buildJob('d-old', 42, repository, old) });
  });

  it('round-trip an issue closed as completed, with its state reason and (empty) assignees', () => {
    const job = buildJob('d-issue', 42, repository, closedIssue);
    const read = readJob(viaQueue(job));
    expect(read).toEqual({ job });
    expect(read).toMatchObject({ job: { event: { kind: 'issue-state', issue: { stateReason: 'completed', assignees: [] } } } });
    // Reopened: no state reason.
    const reopened = { ...closedIssue, issue: { ...closedIssue.issue, state: 'open' as const, stateReason: null, assignees: ['Copilot'] } };
    expect(readJob(viaQueue(buildJob('d-reopened', 42, repository, reopened)))).toEqual({
      job: buildJob('d-reopened', 42, repository, reopened),
    });
  });

  it('refuse a pull or issue-state event of the wrong shape, naming the field', () => {
    const pull = buildJob('d-bad', 42, repository, closedPull) as unknown as { event: { pull: Record<string, unknown> } };
    const withPull = (fields: Record<string, unknown>) => ({ ...pull, event: { ...pull.event, pull: { ...pull.event.pull, ...fields } } });
    expect(readJob(withPull({ merged: 'yes' }))).toEqual({ error: expect.stringContaining('event.pull.merged') });
    expect(readJob(withPull({ body: 12 }))).toEqual({ error: expect.stringContaining('event.pull.body') });
    expect(readJob(withPull({ number: 0 }))).toEqual({ error: expect.stringContaining('event.pull.number') });
    expect(readJob(withPull({ state: 'merged' }))).toEqual({ error: expect.stringContaining('event.pull.state') });
    expect(readJob({ ...pull, event: { ...pull.event, action: 'x'.repeat(41) } })).toEqual({
      error: expect.stringContaining('event.action'),
    });

    const issue = buildJob('d-bad', 42, repository, closedIssue) as unknown as { event: { issue: Record<string, unknown> } };
    const withIssue = (fields: Record<string, unknown>) => ({
      ...issue,
      event: { ...issue.event, issue: { ...issue.event.issue, ...fields } },
    });
    expect(readJob(withIssue({ assignees: 'alice' }))).toEqual({ error: expect.stringContaining('event.issue.assignees') });
    expect(readJob(withIssue({ stateReason: 3 }))).toEqual({ error: expect.stringContaining('event.issue.stateReason') });
    expect(readJob(withIssue({ number: -1 }))).toEqual({ error: expect.stringContaining('event.issue.number') });
    expect(readJob({ ...issue, event: { kind: 'issue-state' } })).toEqual({ error: expect.stringContaining('event.issue') });
  });
});
