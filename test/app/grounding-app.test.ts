// The grounding Done-when through the App: Probot, the real GitHub adapter and the fake GitHub on
// loopback, the Anthropic provider against the scripted Messages API. The first submission names a
// file that does not exist (and a symbol that does not); the committed plan holds the repaired
// points, the grounding figure and permalinks to the lines at the planned commit — on github.com,
// and on a GHES server's own URL.
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { fakeApiKey } from '../helpers/fake-key.js';
import { FILES, NEAR_MISS, REPAIRED } from '../helpers/grounding-plans.js';
import { commentPayload } from '../helpers/payloads.js';

let h: Harness | undefined;
let api: FakeAnthropic | undefined;
afterEach(async () => {
  await api?.stop();
  await h?.stop();
  nock.disableNetConnect();
});

async function planThroughApp(htmlUrl?: string) {
  api = new FakeAnthropic({ domains: ['backend-api'], plans: [NEAR_MISS, REPAIRED] });
  const baseURL = await api.start();
  h = await startHarness({
    github: { files: FILES, issues: [{ number: 7, title: 'Rate-limit collisions', body: '' }] },
    app: { env: { ANTHROPIC_API_KEY: fakeApiKey(), ANTHROPIC_BASE_URL: baseURL } },
  });
  const payload = commentPayload({
    owner: 'octo',
    repo: 'demo',
    issue: 7,
    title: 'Rate-limit collisions',
    comment: '/plan -y',
    login: 'alice',
  });
  if (htmlUrl) payload.repository.html_url = htmlUrl;
  await h.probot.receive({ id: 'grounding-1', name: 'issue_comment', payload: payload as never });
  const files = h.github.filesOf('cplan/issue-7');
  const dir = [...files.keys()].find((p) => p.endsWith('/plan-note.md'))?.replace(/\/plan-note\.md$/, '') ?? '';
  return {
    file: (name: string) => files.get(`${dir}/${name}`) ?? '',
    planned: h.github.refs.get('main') as string,
    prBody: h.github.pulls[0]?.body ?? '',
    status: h.status(),
  };
}

describe('grounded plans through the App', () => {
  it('a first submission naming a missing file ends committed with the repaired path, the figure and permalinks', async () => {
    const run = await planThroughApp();
    const note = parsePlanNote(run.file('plan-note.md'));
    expect(note.tasks[0]?.modificationPoints.map((p) => [p.file, p.location, p.unverified])).toEqual([
      ['src/server.ts', 'createServer', undefined],
      ['src/core/detect.ts', 'detectConflicts', undefined],
      ['src/core/detect.ts', 'L31-33', undefined],
    ]);
    expect(run.file('plan-note.md')).not.toContain('detects.ts');
    const figure = '3 / 3 modification points verified';
    for (const text of [run.file('plan.md'), run.prBody, run.status]) expect(text).toContain(figure);
    expect(JSON.parse(run.file('plan.json')).grounding).toEqual({ verified: 3, total: 3 });
    const link = `https://github.com/octo/demo/blob/${run.planned}/src/core/detect.ts#L31-L33`;
    expect(run.file('plan.md')).toContain(link);
    expect(run.prBody).toContain(link);
    expect(run.prBody).toContain(`https://github.com/octo/demo/blob/${run.planned}/src/server.ts#L1`);
    expect(run.status).toContain('Plan PR');
  });

  it('on GHES the permalinks use the server of the repository', async () => {
    const run = await planThroughApp('https://ghe.example.com/octo/demo');
    expect(run.file('plan.md')).toContain(`https://ghe.example.com/octo/demo/blob/${run.planned}/src/core/detect.ts#L31-L33`);
    expect(run.prBody).not.toContain('https://github.com/octo/demo/blob/');
  });
});
