// The label trigger through the Action: `issues.labeled` with the configured `trigger_label` plans
// the issue like `/plan -y`, for the person who added the label, through the same dispatch and
// guard pipeline as the App. In-process through the same `run` as dist/action.js, against the fake
// GitHub on loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { run as Run } from '../../src/action/main.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { examplePayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-action-label-'));
const saved = { ...process.env };
const TITLE = 'Add rate limiting to the API and show the quota in the dashboard';
let run: typeof Run;
let github: FakeGitHub;

beforeAll(async () => {
  process.env.CPLAN_ACTION_NO_MAIN = '1';
  ({ run } = await import('../../src/action/main.js'));
  nock.enableNetConnect('127.0.0.1');
});
afterEach(async () => {
  await github?.stop();
  process.env = { ...saved, CPLAN_ACTION_NO_MAIN: '1' };
});
afterAll(() => {
  nock.disableNetConnect();
  rmSync(temp, { recursive: true, force: true });
});

async function start(config = 'trigger_label: cplan\n') {
  github = new FakeGitHub({
    files: readFixtureRepo('small'),
    issues: [{ number: 7, title: TITLE, body: '' }],
    permissions: { alice: 'write', bob: 'read' },
    config,
  });
  await github.start();
}

/** `issues.<action>` of issue 7 with `label`, by `login`, as a workflow's event file. */
function labelPayload(label: string, login = 'alice', action = 'labeled') {
  const payload = examplePayload('issues', 'labeled');
  Object.assign(payload.repository, { name: github.repo, full_name: `${github.owner}/${github.repo}`, default_branch: 'main' });
  payload.repository.owner.login = github.owner;
  Object.assign(payload.issue, { number: 7, title: TITLE, body: '', state: 'open', labels: [{ name: label }] });
  delete payload.issue.pull_request;
  payload.label.name = label;
  Object.assign(payload.sender, { login, type: 'User' });
  payload.action = action;
  return payload;
}

function runAction(event: string, payload: unknown) {
  const path = join(temp, `${event}-${Math.random()}.json`);
  writeFileSync(path, JSON.stringify(payload));
  Object.assign(process.env, {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: path,
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
    GITHUB_RUN_ID: '99',
    'INPUT_GITHUB-TOKEN': 'ghs_test',
    ANTHROPIC_API_KEY: '',
    // No write spacing against the fake: the test would otherwise wait 1–3 s per write.
    CPLAN_GITHUB_WRITE_INTERVAL_MS: '0',
  });
  return run({ ...process.env });
}

const writes = () => github.requests.filter((r) => r.method !== 'GET');

describe('the Action on issues.labeled', () => {
  it('the trigger_label by a person who may run cplan: a plan run, as with /plan -y', async () => {
    await start();
    const result = await runAction('issues', labelPayload('cplan'));
    expect(result.status).toBe('completed');
    expect(result.branch).toBe('cplan/issue-7');
    expect(github.refs.has('cplan/issue-7')).toBe(true);
    expect(github.pulls).toHaveLength(1);
    expect(result.pr?.number).toBe(github.pulls[0]?.number);
    expect(github.comments.some((c) => c.issue === 7 && c.body.includes('Plan ready'))).toBe(true);
  }, 60_000);

  it.each([
    ['another label', 'trigger_label: cplan\n', labelPayload.bind(null, 'bug')],
    ['no trigger_label in the config', '{}\n', labelPayload.bind(null, 'cplan')],
    ['a person without write permission', 'trigger_label: cplan\n', labelPayload.bind(null, 'cplan', 'bob')],
    ['a bot', 'trigger_label: cplan\n', labelPayload.bind(null, 'cplan', 'renovate[bot]')],
    ['issues.unlabeled', 'trigger_label: cplan\n', labelPayload.bind(null, 'cplan', 'alice', 'unlabeled')],
  ])('%s: ignored, nothing written', async (_, config, payload) => {
    await start(config);
    const result = await runAction('issues', payload());
    expect(result.status).toBe('ignored');
    expect(writes()).toEqual([]);
  });
});
