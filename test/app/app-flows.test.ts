// The App's flows beyond the happy path: split, cancel, concurrency, partial then continue,
// review fallback, bad config, GitHub errors, a crash and its continuation, request economy.
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineProvider } from '../../src/offline/offline.js';
import type { Provider } from '../../src/contract/types.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { isCommitRequest } from '../helpers/fake-github.js';
import { examplePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';

let h: Harness;
afterEach(async () => h?.stop());

const twoDomains = () =>
  new ScriptedProvider({
    domains: [{ focus_area: 'api' }, { focus_area: 'web' }],
    tasks: {
      api: [{ key: 'a', conflict_risk: 'High', modification_points: [{ file: 'src/server.ts', location: 'createServer', change: 'x' }] }],
      web: [{ key: 'w', conflict_risk: 'High', modification_points: [{ file: 'src/server.ts', location: 'createServer', change: 'y' }] }],
    },
  });

const noteOf = (harness: Harness) => {
  const files = harness.github.filesOf('cplan/issue-7');
  return parsePlanNote([...files.entries()].find(([p]) => p.endsWith('/plan-note.md'))?.[1] ?? '');
};

describe('App flows', () => {
  it('/plan split replaces the proposed split, then plans it', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') } });
    await h.comment('/plan');
    await h.comment('/plan split storage: keys in Redis; api: the middleware');
    expect(noteOf(h).domains.map((d) => d.slug)).toEqual(['storage', 'api']);
    expect(h.github.pulls).toHaveLength(1);
  });

  it('/plan cancel ends a waiting session', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') } });
    await h.comment('/plan');
    await h.comment('/plan cancel');
    expect(noteOf(h).frontmatter.status).toBe('cancelled');
    expect(h.status()).toContain('Cancelled');
    await h.comment('/plan approve');
    expect(h.github.comments.at(-1)?.body).toContain('Nothing is waiting for approval');
  });

  it('answers a second /plan while one runs, pointing at the running one', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: Provider = Object.assign(Object.create(new OfflineProvider()), {
      understand: async (request: Parameters<Provider['understand']>[0]) => {
        await gate;
        return new OfflineProvider().understand(request);
      },
    });
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: () => slow } });
    const first = h.comment('/plan -y');
    while (!h.status()) await new Promise((r) => setImmediate(r));
    await h.comment('/plan -y', 'mona');
    const busy = h.github.comments.filter((c) => c.body.includes('already going on'));
    expect(busy).toHaveLength(1);
    const status = h.github.comments.find((c) => c.body.includes('cplan:status'));
    expect(busy[0]?.body).toContain(`(https://github.com/octo/demo/issues/7#issuecomment-${status?.id})`);
    release();
    await first;
    expect(h.github.pulls).toHaveLength(1);
  });

  it('opens a draft PR for a partial plan, and /plan continue completes it without repeating work', async () => {
    const provider = new ScriptedProvider({ domains: [{ focus_area: 'api' }, { focus_area: 'web' }], fail: { web: 1 } });
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: () => provider } });
    await h.comment('/plan -y');
    expect(h.github.pulls[0]?.draft).toBe(true);
    expect(noteOf(h).domains.map((d) => d.state)).toEqual(['planned', 'failed']);
    expect(h.status()).toContain('Partial plan');
    await h.comment('/plan continue');
    expect(provider.requests.filter((r) => r.kind === 'domain').map((r) => r.domain)).toEqual(['api', 'web', 'web']);
    expect(noteOf(h).frontmatter.status).toBe('completed');
    expect(h.github.pulls).toHaveLength(1);
    expect(h.github.pulls[0]?.draft).toBe(false);
  });

  it('falls back to the review body when line comments are rejected (422): no conflict is lost', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: twoDomains } });
    let rejected = 0;
    h.github.fail = (r) =>
      r.route.endsWith('/reviews') && rejected++ === 0 ? { status: 422, body: { message: 'Unprocessable Entity' } } : undefined;
    await h.comment('/plan -y');
    expect(h.github.reviews).toHaveLength(1);
    const review = h.github.reviews[0];
    expect(review?.comments).toEqual([]);
    expect(review?.body).toContain('CONFLICT-001');
    expect(review?.body).toContain('CONFLICT-002');
  });

  it('stops on an invalid .github/cplan.yml and quotes the key', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: 'max_domains: 99\n' } });
    await h.comment('/plan -y');
    expect(h.github.comments).toHaveLength(1);
    expect(h.github.comments[0]?.body).toContain('`max_domains`');
    expect(h.github.refs.has('cplan/issue-7')).toBe(false);
  });

  it('recovers from GitHub 502s', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, retry: true });
    let n = 0;
    h.github.fail = (r) => (r.method !== 'GET' && n++ % 4 === 1 ? { status: 502, body: { message: 'Bad Gateway' } } : undefined);
    await h.comment('/plan -y');
    expect(h.github.pulls).toHaveLength(1);
    expect(h.status()).toContain('Plan ready');
  });

  it('a crash mid-run leaves a final ❌ status; the next /plan continues from the branch', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: twoDomains } });
    let commits = 0;
    h.github.fail = (r) => (isCommitRequest(r) && ++commits === 2 ? { status: 500, body: { message: 'boom' } } : undefined);
    await h.comment('/plan -y');
    expect(h.status()).toContain('Planning failed');
    expect(h.status()).toContain('What to do');
    expect(h.status()).not.toContain('⏳ Planning…');
    h.github.fail = null;
    await h.comment('/plan -y');
    expect(h.status()).toContain('Plan ready');
    expect(noteOf(h).tasks.map((t) => t.id)).toEqual(['TASK-001', 'TASK-101']);
    expect(h.github.comments.filter((c) => c.body.includes('cplan:status'))).toHaveLength(1);
  });

  it('makes at most 40 REST requests for a 5-domain /plan -y, status edits included', async () => {
    h = await startHarness({
      github: { files: readFixtureRepo('small') },
      app: {
        statusIntervalMs: 2000,
        createProvider: () =>
          new ScriptedProvider({ domains: ['api', 'web', 'db', 'tests', 'docs'].map((focus_area) => ({ focus_area })) }),
      },
    });
    await h.comment('/plan -y');
    expect(noteOf(h).domains).toHaveLength(5);
    expect(h.github.pulls).toHaveLength(1);
    expect(h.github.requests.length).toBeLessThanOrEqual(40);
    const commits = h.github.requests.filter(isCommitRequest).length;
    expect(commits).toBeGreaterThanOrEqual(3);
  });
});

describe('App: replan and the trigger label', () => {
  it('/plan replan <domain> plans one domain again with the feedback and the previous plan', async () => {
    const provider = twoDomains();
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: () => provider } });
    await h.comment('/plan -y');
    await h.comment('/plan replan web split the work in two');
    const replans = provider.requests.filter((r) => r.kind === 'domain').slice(2);
    expect(replans.map((r) => r.domain)).toEqual(['web']);
    const request = replans[0]?.request as { feedback?: string; previousPlan?: string };
    expect(request.feedback).toBe('split the work in two');
    expect(request.previousPlan).toContain('### TASK-101');
    await h.comment('/plan replan nope');
    expect(h.status()).toContain('there is no domain "nope"');
  });

  it('the configured trigger label starts a run like /plan -y', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: 'trigger_label: plan-me\n' } });
    const payload = examplePayload('issues', 'labeled');
    Object.assign(payload.repository, { name: h.github.repo, full_name: `${h.github.owner}/${h.github.repo}`, default_branch: 'main' });
    payload.repository.owner.login = h.github.owner;
    Object.assign(payload.issue, { number: 7, title: 'Add rate limiting to the API', body: '', state: 'open' });
    delete payload.issue.pull_request;
    payload.label = { name: 'plan-me' };
    payload.sender = { ...payload.sender, login: 'alice', type: 'User' };
    await h.probot.receive({ id: 'label-1', name: 'issues', payload: payload as never });
    expect(h.github.pulls).toHaveLength(1);
    payload.label = { name: 'bug' };
    await h.probot.receive({ id: 'label-2', name: 'issues', payload: payload as never });
    expect(h.github.pulls).toHaveLength(1);
  });
});
