// Progress in a pipe or a CI log: one plain line per step, with no escape codes, for `plan` (one per
// phase and per change of a domain's state) and `backtest` (one per commit); on a terminal `plan`
// keeps its block redrawn in place. With --json, none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBacktestCommand } from '../../src/cli/backtest.js';
import { progressBlock } from '../../src/cli/plan-output.js';
import { runPlanCommand } from '../../src/cli/plan.js';
import { plainLine } from '../../src/cli/text.js';
import type { RunState } from '../../src/core/shared/run-state.js';
import { commitShopHistory, createFixtureRepo, type FixtureRepo } from '../backtest/git-fixture.js';

const ESC = '\x1b';
const temp = mkdtempSync(join(tmpdir(), 'cplan-progress-'));
let repo: FixtureRepo;

beforeAll(() => {
  repo = createFixtureRepo('cplan-progress-repo-');
  commitShopHistory(repo);
  repo.commit(`fix: pool \x1b[31mleak\x1b[0m\x1b[2J in the db`, {
    'src/db.ts': 'export const pool = connect({ max: 4 });\n',
    'src/server.ts': 'export function server() { limit(handle(requests), pool); }\n',
  });
});
afterAll(() => {
  repo.remove();
  rmSync(temp, { recursive: true, force: true });
});

async function capture(run: (out: (t: string) => void, err: (t: string) => void) => Promise<number>) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    (t) => (stdout += t),
    (t) => (stderr += t),
  );
  return { code, stdout, stderr };
}

const env = { ANTHROPIC_API_KEY: '' };

describe('cplan backtest progress', () => {
  it('off a terminal: a header, then one plain line per commit, with no escape codes', async () => {
    const { code, stderr } = await capture((out, err) =>
      runBacktestCommand(['--repo', repo.dir], out, err, { isTTY: false, cwd: repo.dir, env }),
    );
    expect(code).toBe(0);
    const lines = stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^cplan: backtesting 2 commits with the offline provider \(\d+ scanned\)$/);
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines[1]).toMatch(/^ {2}\[1\/2\] [0-9a-f]{7} {2}recall .* {2}fix: pool leak in the db$/);
    expect(lines[2]).toMatch(/^ {2}\[2\/2\] [0-9a-f]{7} {2}recall .*feat: add rate limiting to the server$/);
    expect(stderr).not.toContain(ESC);
  });

  it('on a terminal the same lines; with --json none', async () => {
    const piped = await capture((out, err) => runBacktestCommand(['--repo', repo.dir], out, err, { isTTY: false, cwd: repo.dir, env }));
    const tty = await capture((out, err) => runBacktestCommand(['--repo', repo.dir], out, err, { isTTY: true, cwd: repo.dir, env }));
    expect(tty.stderr).toBe(piped.stderr);
    const json = await capture((out, err) =>
      runBacktestCommand(['--repo', repo.dir, '--json'], out, err, { isTTY: false, cwd: repo.dir, env }),
    );
    expect(json.stderr).toBe('');
    // The subject itself keeps its bytes: only the progress line is made plain.
    expect(JSON.parse(json.stdout).commits[0].subject).toContain(ESC);
  });
});

describe('cplan plan progress', () => {
  const plan = (isTTY: boolean, extra: string[] = []) =>
    capture((out, err) =>
      runPlanCommand(['Add rate limiting to the server', '--repo', repo.dir, '--out', join(temp, 'plans'), '--yes', ...extra], out, err, {
        isTTY,
        cwd: repo.dir,
      }),
    );

  it('off a terminal: one plain line per phase and per domain change, in order', async () => {
    const { code, stderr } = await plan(false);
    expect(code).toBe(0);
    expect(stderr).not.toContain(ESC);
    const lines = stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^cplan: planning with the offline provider on \d+ files$/);
    expect(lines[1]).toBe('  understand');
    expect(lines.slice(-3)).toEqual(['  link', '  detect', '  complete']);
    const domains = lines.filter((line) => line.startsWith('  domains: '));
    expect(domains.length).toBeGreaterThanOrEqual(2);
    expect(new Set(lines).size).toBe(lines.length);
    expect(domains.at(-1)).toMatch(/✓ \S+ \(\d+\)/);
  });

  it('on a terminal the block is redrawn in place; with --json nothing is printed', async () => {
    const tty = await plan(true);
    expect(tty.stderr).toMatch(/\x1b\[\d+A\x1b\[J/);
    expect((await plan(false, ['--json'])).stderr).toBe('');
  });

  it('a domain error shown on a terminal carries no escape codes of its own', () => {
    const state: RunState = {
      sessionId: 'CPLAN-x',
      phase: 'domains',
      done: [],
      domains: [{ slug: 'api', title: 'API', state: 'failed', tasks: 0, ms: null, error: `model said \x1b[2Jboom\nnext` }],
      usage: [],
      notice: null,
    };
    expect(progressBlock(state)[1]).toBe('  ✗ api       failed — model said boom next');
    expect(plainLine('a\x1b]0;title\x07b\tc\x1b[1;31md')).toBe('ab cd');
  });
});
