// The Action's entry as a workflow runs it: env, INPUT_*, a payload file, the fake GitHub on
// loopback; outputs in GITHUB_OUTPUT and the job summary in GITHUB_STEP_SUMMARY. The whole run and
// a run with no environment at all go through the bundle (dist/action.js, one process each); the
// other cases call the same entry (`main`) in this process, its stdout and exit code captured: the
// bundle is 8 MB of JavaScript to load per process.
// CPLAN_GITHUB_WRITE_INTERVAL_MS=0: against the loopback fake, writes need not be spaced 1-3 s
// apart as the throttling plugin does for github.com (that spacing was 12-24 s per run).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { main as Main } from '../../src/action/main.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { commentPayload } from '../helpers/payloads.js';
import { readFixtureRepo } from '../helpers/repo-files.js';
import { fakeApiKey } from '../helpers/fake-key.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-action-'));
// @actions/core's `summary` keeps the first GITHUB_STEP_SUMMARY path it reads: one file for every
// run in this process, emptied before each.
const SUMMARY = join(temp, 'summary.md');
let github: FakeGitHub;
let entry: typeof Main;
beforeAll(async () => {
  process.env.CPLAN_ACTION_NO_MAIN = '1';
  ({ main: entry } = await import('../../src/action/main.js'));
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));
beforeEach(() => nock.enableNetConnect('127.0.0.1'));
afterEach(async () => {
  await github?.stop();
  nock.disableNetConnect();
});

const TITLE = 'Add rate limiting to the API and show the quota in the dashboard';

async function start(options: ConstructorParameters<typeof FakeGitHub>[0] = {}) {
  github = new FakeGitHub({
    files: readFixtureRepo('small'),
    issues: [{ number: 7, title: TITLE, body: '' }],
    permissions: { alice: 'write' },
    ...options,
  });
  return github.start();
}

interface Run {
  code: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Runs the entry (in this process, or dist/action.js with `bundle`); returns exit code, stdout and the parsed GITHUB_OUTPUT file. */
async function action(
  event: string,
  payload: unknown,
  inputs: Record<string, string> = {},
  extraEnv: Record<string, string> = {},
  bundle = false,
): Promise<Run> {
  const dir = mkdtempSync(join(temp, 'run-'));
  const paths = { payload: join(dir, 'event.json'), output: join(dir, 'output'), summary: bundle ? join(dir, 'summary.md') : SUMMARY };
  writeFileSync(paths.payload, JSON.stringify(payload));
  writeFileSync(paths.output, '');
  writeFileSync(paths.summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: paths.payload,
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
    GITHUB_OUTPUT: paths.output,
    GITHUB_STEP_SUMMARY: paths.summary,
    'INPUT_GITHUB-TOKEN': 'ghs_workflow_token',
    CPLAN_GITHUB_WRITE_INTERVAL_MS: '0',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...extraEnv,
  };
  const { code, stdout } = bundle ? await spawned(env) : await inProcess(env);
  const outputs: Record<string, string> = {};
  const text = readFileSync(paths.output, 'utf8');
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1] as string] = m[3] as string;
  return { code, stdout, outputs, summary: readFileSync(paths.summary, 'utf8') };
}

function spawned(env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/action.js'], { env });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stdout += d));
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

/** `main` with `env` as the process's environment; what it writes to stdout or stderr, and the exit code it sets. */
async function inProcess(env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  const saved = process.env;
  process.env = { ...env, CPLAN_ACTION_NO_MAIN: '1' };
  let stdout = '';
  const capture = ((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await entry();
  } finally {
    out.mockRestore();
    err.mockRestore();
    process.env = saved;
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { code, stdout };
}

const writes = () => github.requests.filter((r) => r.method !== 'GET');

describe('dist/action.js', () => {
  it('issue_comment "/plan -y": status comment, branch, PR, review, outputs and job summary', async () => {
    await start();
    const run = await action(
      'issue_comment',
      commentPayload({ owner: github.owner, repo: github.repo, issue: 7, title: TITLE, comment: '/plan -y', login: 'alice' }),
      {},
      {},
      true,
    );
    expect(run.code).toBe(0);
    expect(github.refs.has('cplan/issue-7')).toBe(true);
    expect(github.pulls).toHaveLength(1);
    expect(github.reviews).toHaveLength(1);
    expect(github.comments.some((c) => c.body.includes('Plan ready'))).toBe(true);
    expect(run.outputs).toMatchObject({ branch: 'cplan/issue-7', 'pr-number': String(github.pulls[0]?.number), 'cost-usd': '0.0000' });
    expect(run.outputs['session-id']).toMatch(/^CPLAN-/);
    expect(Object.keys(run.outputs).sort()).toEqual([
      'branch',
      'conflicts',
      'cost-usd',
      'critical-conflicts',
      'pr-number',
      'pr-url',
      'session-id',
    ]);
    expect(run.summary).toContain(run.outputs['pr-url']);
    // The token is only ever printed inside the runner's masking command.
    expect(run.stdout.replace('::add-mask::ghs_workflow_token', '')).not.toContain('ghs_workflow_token');
  }, 120_000);

  it('workflow_dispatch with a task plans free text on a branch named from it', async () => {
    await start();
    const run = await action(
      'workflow_dispatch',
      { inputs: {}, repository: { default_branch: 'main' } },
      { task: 'Add rate limiting to the API', yes: 'true' },
    );
    expect(run.code).toBe(0);
    expect(run.outputs.branch).toBe('cplan/add-rate-limiting-to-the-api');
    expect(github.pulls[0]?.body).not.toContain('Plan for #');
    expect(github.comments).toEqual([]);
  }, 120_000);

  it('uses the workflow checkout when it holds the planned commit, instead of the tarball', async () => {
    await start();
    const checkout = join(temp, 'checkout');
    mkdirSync(checkout, { recursive: true });
    for (const [path, content] of Object.entries(readFixtureRepo('small'))) {
      mkdirSync(join(checkout, path, '..'), { recursive: true });
      writeFileSync(join(checkout, path), content);
    }
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: checkout, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'x');
    // Point the fake's default branch at the checkout's commit id.
    const sha = git('rev-parse', 'HEAD');
    const head = github.refs.get('main') as string;
    github.commits.set(sha, github.commits.get(head) as never);
    github.refs.set('main', sha);
    const run = await action(
      'workflow_dispatch',
      { inputs: {}, repository: { default_branch: 'main' } },
      { task: 'Plan from the checkout', yes: 'true' },
      { GITHUB_WORKSPACE: checkout },
    );
    expect(run.code).toBe(0);
    expect(github.requests.some((r) => r.route.includes('/tarball/'))).toBe(false);
  }, 120_000);

  it.each([
    [{ 'max-domains': '0', task: 'x' }, 'max-domains'],
    [{ 'max-domains': 'abc', task: 'x' }, 'max-domains'],
    [{}, 'needs the issue input'],
    [{ issue: '999' }, 'issue #999 does not exist'],
  ])('bad inputs %j: one clear error, no run', async (inputs, message) => {
    await start();
    const run = await action('workflow_dispatch', { inputs: {}, repository: { default_branch: 'main' } }, inputs as Record<string, string>);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::cplan: `);
    expect(run.stdout).toContain(message);
    expect(writes()).toEqual([]);
  });

  it('refuses provider anthropic without a key', async () => {
    await start({ config: 'provider: anthropic\n' });
    const run = await action('workflow_dispatch', { inputs: {}, repository: { default_branch: 'main' } }, { task: 'x' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('no API key');
    expect(writes()).toEqual([]);
  });

  it('fails cleanly with no environment at all', async () => {
    const child = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const p = spawn(process.execPath, ['dist/action.js'], { env: { PATH: process.env.PATH ?? '' } });
      let out = '';
      p.stdout.on('data', (d) => (out += d));
      p.stderr.on('data', (d) => (out += d));
      p.on('close', (code) => resolve({ code, out }));
    });
    expect(child.code).toBe(1);
    expect(child.out).toContain('::error::cplan:');
    expect(child.out).not.toMatch(/\n\s+at /);
  });

  it('dry-run writes nothing and masks the API key', async () => {
    await start();
    // A scripted Anthropic API on loopback: the whole dry run happens, with nothing to retry.
    const anthropic = new FakeAnthropic({ domains: ['api', 'web'], file: 'src/server.ts' });
    const key = fakeApiKey('masked');
    try {
      const run = await action(
        'workflow_dispatch',
        { inputs: {}, repository: { default_branch: 'main' } },
        { task: 'Add rate limiting', yes: 'true', 'dry-run': 'true', 'anthropic-api-key': key },
        { ANTHROPIC_BASE_URL: await anthropic.start() },
      );
      expect(anthropic.requests.length).toBeGreaterThan(0);
      expect(writes()).toEqual([]);
      expect(run.stdout).toContain(`::add-mask::${key}`);
      expect(run.stdout.replace(`::add-mask::${key}`, '')).not.toContain(key);
    } finally {
      await anthropic.stop();
    }
  }, 60_000);

  it('dry-run on a comment: the whole run, nothing written; the log and the summary say what would have been', async () => {
    await start();
    const run = await action(
      'issue_comment',
      commentPayload({ owner: github.owner, repo: github.repo, issue: 7, title: TITLE, comment: '/plan -y', login: 'alice' }),
      { 'dry-run': 'true' },
    );
    expect(run.code).toBe(0);
    expect(writes()).toEqual([]);
    expect(github.reactions).toEqual([]);
    expect(run.outputs.branch).toBe('cplan/issue-7');
    // The 👀, the status comment (with its text) and the PR, as the swapped-in forge recorded them.
    expect(run.stdout).toContain('[dry-run] would react eyes to comment 4242');
    expect(run.stdout).toMatch(/\[dry-run\] would comment on #7 \(\d+ chars\):\n.*cplan:status/);
    expect(run.stdout).toContain('[dry-run] would open or update the PR');
    expect(run.stdout).toContain('(dry run: nothing was written)');
    expect(run.summary).toMatch(/\*\*Dry run\*\*: nothing was written to the repository \(\d+ writes skipped\)/);
    expect(run.summary).toContain('- would commit ');
  }, 120_000);
});
