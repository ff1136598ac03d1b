import { describe, expect, it } from 'vitest';
import { buildJob, jobIdOf, readJob } from '../../src/runtime/jobs.js';
import { validateConfig } from '../../src/core/config/config.js';

const repository = { owner: 'octo', repo: 'demo', fullName: 'octo/demo', defaultBranch: 'main', htmlUrl: 'https://github.com/octo/demo' };
const issue = { number: 7, title: 'Rate limits', body: '', state: 'open' as const, author: 'alice', isPullRequest: false, labels: [] };

describe('queued jobs', () => {
  it('round-trip through JSON with the config they were accepted under', () => {
    const config = validateConfig({ max_domains: 3 });
    const job = buildJob(
      'd-1',
      42,
      repository,
      { kind: 'comment', comment: { id: 1, body: '/plan', author: 'alice', authorType: 'User' }, issue },
      config,
    );
    const read = readJob(JSON.parse(JSON.stringify(job)));
    expect(read).toEqual({ job });
    expect(validateConfig((read as { job: { config: unknown } }).job.config)).toEqual(config);
  });

  it('refuse data that is not a cplan job, naming the first problem', () => {
    expect(readJob(null)).toEqual({ error: expect.stringContaining('not a cplan job') });
    const job = buildJob('d-2', 42, repository, { kind: 'label', label: 'plan', sender: { login: 'alice', type: 'User' }, issue });
    expect(readJob({ ...job, installationId: -1 })).toEqual({ error: expect.stringContaining('installationId') });
    expect(readJob({ ...job, event: { kind: 'push' } })).toEqual({ error: expect.stringContaining('event.kind') });
    expect(readJob({ ...job, version: 2 })).toEqual({ error: expect.stringContaining('version') });
    // A resumed session names a folder and a branch: only the shapes cplan makes are accepted.
    const resume = (sessionId: string, branch: string) => readJob({ ...job, resume: { sessionId, branch } });
    expect(resume('CPLAN-add-rate-limiting-2026-11-23', 'cplan/issue-7')).toMatchObject({ job: { resume: { branch: 'cplan/issue-7' } } });
    expect(resume('CPLAN-x-2026-11-23-2', 'cplan/issue-7-2')).toHaveProperty('job');
    expect(resume('../../etc', 'cplan/issue-7')).toEqual({ error: expect.stringContaining('resume.sessionId') });
    expect(resume('CPLAN-x-2026-11-23', 'cplan/../main')).toEqual({ error: expect.stringContaining('resume.branch') });
    expect(resume('CPLAN-x-2026-11-23', 'cplan//x')).toEqual({ error: expect.stringContaining('resume.branch') });
  });

  it('take their id from the delivery, in the characters BullMQ accepts', () => {
    expect(jobIdOf('0b1c-42')).toBe('delivery-0b1c-42');
    expect(jobIdOf('a:b/c')).toBe('delivery-a_b_c');
  });
});
