// The "Done when" of the planning engine: the real binary, ANTHROPIC_BASE_URL pointing at a server
// that speaks the Messages API, concurrent domain agents, artifacts that pass `cplan check`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { fakeApiKey } from '../helpers/fake-key.js';
import { copyExampleRepo } from '../helpers/repo-files.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-anthropic-cli-'));
const shop = copyExampleRepo('shop', join(temp, 'shop'));
let api: FakeAnthropic;
let baseURL: string;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  api = new FakeAnthropic({ domains: ['backend-api', 'frontend-ui', 'database'], barrier: 3, file: 'src/server.js' });
  baseURL = await api.start();
});
afterAll(async () => {
  await api.stop();
  nock.disableNetConnect();
  rmSync(temp, { recursive: true, force: true });
});

function cplan(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['dist/cli.js', ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('cplan plan with the Anthropic provider', () => {
  it('runs against ANTHROPIC_BASE_URL with concurrent domain agents and checkable artifacts', async () => {
    const key = fakeApiKey('cli');
    const run = await cplan(['plan', 'Add rate limiting to the public API', '--repo', shop, '--yes', '--out', temp, '--json'], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: baseURL,
    });
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.provider).toBe('anthropic');
    expect(summary.tasks).toBe(3);
    expect(api.barrierTimedOut).toBe(false);
    expect(api.maxWaiting).toBe(3);
    expect(`${run.stdout}${run.stderr}`).not.toContain(key);
    const check = await cplan(['check', join(summary.session_dir, 'plan-note.md'), '--json'], {});
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout).tasks.map((t: { id: string }) => t.id)).toEqual(['TASK-001', 'TASK-101', 'TASK-201']);
    expect(readFileSync(join(summary.session_dir, 'plan.md'), 'utf8')).toContain('## Conflict report');
  });
});
