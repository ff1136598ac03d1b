// The Action when GitHub cannot be reached (GITHUB_API_URL on a closed loopback port), in-process
// through the same `run` as dist/action.js: each retry in the log with its count, then one error
// that names the network failure. Retry delays are 0: nothing waits.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { run as Run } from '../../src/action/main.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-action-unreachable-'));
const saved = { ...process.env };
let run: typeof Run;

beforeAll(async () => {
  process.env.CPLAN_ACTION_NO_MAIN = '1';
  ({ run } = await import('../../src/action/main.js'));
  nock.enableNetConnect('127.0.0.1');
});
afterEach(() => {
  process.env = { ...saved, CPLAN_ACTION_NO_MAIN: '1' };
  vi.restoreAllMocks();
});
afterAll(() => {
  nock.disableNetConnect();
  rmSync(temp, { recursive: true, force: true });
});

describe('the Action when GitHub cannot be reached', () => {
  it('connection refused: 3 retries logged with their count, then one error that says network', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const payload = join(temp, 'event.json');
    writeFileSync(payload, JSON.stringify({ inputs: {}, repository: { default_branch: 'main' } }));
    Object.assign(process.env, {
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_EVENT_PATH: payload,
      GITHUB_API_URL: `http://127.0.0.1:${port}`,
      GITHUB_REPOSITORY: 'octo/demo',
      'INPUT_GITHUB-TOKEN': 'ghs_workflow_token',
      INPUT_TASK: 'Add rate limiting',
      ANTHROPIC_API_KEY: '',
    });
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => out.push(String(chunk)) > 0);

    const error = await run({ ...process.env }, { networkRetry: { delayMs: () => 0 } }).then(
      () => undefined,
      (e: Error) => e,
    );
    vi.restoreAllMocks();
    expect(error?.message).toBe(
      `GitHub read .github/cplan.yml failed: cannot reach GitHub at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port} (gave up after 3 retries)`,
    );
    const retries = out
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('GitHub request failed (network)'));
    expect(retries.map((l) => /retry (\d\/\d) in 0 s/.exec(l)?.[1])).toEqual(['1/3', '2/3', '3/3']);
    expect(`${error?.message}\n${out.join('')}`.replace('::add-mask::ghs_workflow_token', '')).not.toContain('ghs_workflow_token');
  });
});
