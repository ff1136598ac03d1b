// `cplan backtest`: flags, exit codes and output, through the command function (UsageError is
// what the entry turns into exit 2) and once through the built binary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBacktestCommand } from '../../src/cli/backtest.js';
import { UsageError } from '../../src/cli/errors.js';
import { createFixtureRepo, type FixtureRepo } from './git-fixture.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { fakeApiKey } from '../helpers/fake-key.js';

let repo: FixtureRepo;
let docsOnly: FixtureRepo;
let empty: FixtureRepo;
let plain: string;

beforeAll(() => {
  repo = createFixtureRepo();
  repo.commit('Initial commit', {
    'src/server.ts': 'export function server() { handle(requests); }\n',
    'src/db.ts': 'export const pool = connect();\n',
    'package.json': '{ "name": "shop" }\n',
  });
  repo.commit('feat: add rate limiting to the server', {
    'src/server.ts': 'export function server() { limit(handle(requests)); }\n',
    'src/rate-limit.ts': 'export function limit() {}\n',
  });
  docsOnly = createFixtureRepo();
  docsOnly.commit('Initial commit', { 'README.md': '# a\n' });
  docsOnly.commit('Add docs', { 'README.md': '# a\n\nmore\n', 'docs/a.md': 'a\n' });
  empty = createFixtureRepo();
  plain = mkdtempSync(join(tmpdir(), 'cplan-backtest-plain-'));
});
afterAll(() => {
  for (const r of [repo, docsOnly, empty]) r.remove();
  rmSync(plain, { recursive: true, force: true });
});

async function backtest(args: string[], isTTY = false, env: Record<string, string> = { ANTHROPIC_API_KEY: '' }) {
  let stdout = '';
  let stderr = '';
  const code = await runBacktestCommand(
    args,
    (t) => (stdout += t),
    (t) => (stderr += t),
    { isTTY, cwd: repo.dir, env },
  );
  return { code, stdout, stderr };
}

describe('cplan backtest --provider=anthropic (the scripted Messages API)', () => {
  it('plans each commit with Claude and reports its figures, cost and grounding beside the baseline', async () => {
    nock.enableNetConnect('127.0.0.1');
    const api = new FakeAnthropic({ domains: ['server'], file: 'src/server.ts' });
    try {
      const url = await api.start();
      const { code, stdout } = await backtest(['--repo', repo.dir, '--provider', 'anthropic', '--json'], false, {
        ANTHROPIC_API_KEY: fakeApiKey(),
        ANTHROPIC_BASE_URL: url,
      });
      expect(code).toBe(0);
      const report = JSON.parse(stdout);
      expect(report.provider).toBe('anthropic');
      expect(report.commits).toHaveLength(1);
      const [commit] = report.commits;
      // The scripted agent names src/server.ts: one of the two changed files.
      expect(commit.recall).toBe(0.5);
      expect(commit.cost_usd).toBeGreaterThan(0);
      expect(commit.grounding.total).toBeGreaterThan(0);
      expect(report.overall).toHaveProperty('baseline');
      expect(api.requests.some((r) => r.role === 'understanding')).toBe(true);
    } finally {
      await api.stop();
      nock.disableNetConnect();
    }
  });
});

describe('cplan backtest --json', () => {
  it('prints one JSON object with the commits and the overall figures', async () => {
    const { code, stdout, stderr } = await backtest(['--repo', repo.dir, '--json']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(['repo', 'provider', 'rule', 'commits', 'overall', 'intervals']);
    // One commit is too few to say how far the figures would move.
    expect(report.intervals).toBeNull();
    expect(report.provider).toBe('offline');
    expect(typeof report.rule.description).toBe('string');
    expect(report.commits).toHaveLength(1);
    const [commit] = report.commits;
    expect(Object.keys(commit)).toEqual([
      'sha',
      'subject',
      'gold',
      'planned',
      'recall',
      'precision',
      'hit',
      'plan_size',
      'grounding',
      'tasks',
      'anchors',
      'anchor_lines',
      'anchor_misses',
      'test_links',
      'dependencies',
      'ms',
      'cost_usd',
      'status',
      'baseline',
    ]);
    expect(Object.keys(commit.baseline)).toEqual(['recall', 'precision', 'hit', 'files']);
    expect(commit.gold).toEqual(['src/rate-limit.ts', 'src/server.ts']);
    expect(commit.plan_size).toBe(commit.planned.length);
    expect(commit.anchor_misses).toHaveLength(commit.anchors.total - commit.anchors.count);
    expect(commit.cost_usd).toBe(0);
    // The offline provider names only real files and declarations: every point is grounded.
    expect(commit.grounding.total).toBeGreaterThan(0);
    expect(commit.grounding.verified).toBe(commit.grounding.total);
    expect(Object.keys(report.overall)).toEqual([
      'commits',
      'recall',
      'precision',
      'hit_rate',
      'mean_plan_size',
      'total_ms',
      'total_cost_usd',
      'baseline',
      'recall_ratio',
      'grounding',
      'anchors',
      'anchor_lines',
      'test_links',
      'dependencies',
      'size',
    ]);
    expect(report.overall.grounding).toEqual({ verified: commit.grounding.verified, total: commit.grounding.total, rate: 1 });
    // One commit: the totals are its own figures; one case has no rank correlation.
    for (const figure of ['anchors', 'anchor_lines', 'test_links', 'dependencies']) {
      expect(Object.keys(commit[figure])).toEqual(['count', 'total']);
      expect(report.overall[figure]).toMatchObject(commit[figure]);
    }
    expect(report.overall.size).toEqual({ spearman: null, cases: 1 });
  });

  it('exits 0 with a message and no commits when none qualifies', async () => {
    const docs = await backtest(['--repo', docsOnly.dir, '--json']);
    expect(docs.code).toBe(0);
    expect(JSON.parse(docs.stdout).commits).toEqual([]);
    expect(docs.stderr).toBe(
      'cplan: no eligible commits among 2 commits scanned by the wide rule (skipped: 1 docs commit, 1 root commit)\n',
    );
    const none = await backtest(['--repo', empty.dir]);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('cplan: no eligible commits among 0 commits scanned by the wide rule\n');
  });
});

describe('cplan backtest (text)', () => {
  it('prints a table and the overall figures; progress, one line per commit, on a terminal or not', async () => {
    const piped = await backtest(['--repo', repo.dir]);
    expect(piped.code).toBe(0);
    const lines = piped.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^commit\s+gold\s+plan\s+recall\s+prec\s+hit\s+grounded\s+anchors\s+test links\s+deps\s+bm25 rec\s+bm25 prec\s+bm25 hit\s+subject$/,
    );
    expect(lines[1]).toContain('feat: add rate limiting to the server');
    expect(piped.stdout).toContain('BM25 baseline');
    expect(piped.stdout).toContain('recall ratio');
    expect(piped.stdout).toMatch(/grounding (\d+) \/ \1 modification points verified/);
    // The offline plan: one task at `server` in src/server.ts, whose changed line defines it.
    expect(lines[1]).toMatch(/ 1\/1 {6}1\/1 {11}– {5}– /);
    expect(piped.stdout).toContain('\n  structure      anchors 1/1 = 1.00  test links 0/0  dependencies 0/0\n');
    expect(piped.stdout).toContain('\n  anchor lines   1/1 = 1.00 (the named declaration holds a changed line)\n');
    expect(piped.stdout).toContain('  size           Spearman – (plan files vs changed files, 1 plan)');
    expect(piped.stdout).toContain('  95% range      – (needs at least 10 commits, 1 measured)');

    const tty = await backtest(['--repo', repo.dir], true);
    for (const run of [piped, tty]) {
      const progress = run.stderr.trimEnd().split('\n');
      expect(progress[0]).toMatch(/^cplan: backtesting 1 commit with the offline provider/);
      expect(progress.slice(1)).toHaveLength(1);
      expect(progress[1]).toMatch(/^ {2}\[1\/1\] [0-9a-f]{7} {2}recall /);
    }
  });
});

describe('cplan backtest usage errors', () => {
  it.each([
    [['--repo', 'no-such-dir'], '--repo no-such-dir: no such directory'],
    [['--limit', '0'], '--limit must be a whole number of at least 1 (got "0")'],
    [['--limit', 'ten'], '--limit must be a whole number of at least 1 (got "ten")'],
    [['--commits=-p'], '--commits -p: must not start with "-"'],
    [['--commits', 'nope..main'], '--commits nope..main:'],
    [['--provider', 'anthropic'], 'ANTHROPIC_API_KEY'],
    [['--provider', 'gpt'], '--provider'],
    [['--lmit', '3'], 'did you mean --limit?'],
    [['extra'], 'backtest takes no arguments'],
  ])('%j', async (args, message) => {
    await expect(backtest(args)).rejects.toThrow(UsageError);
    await expect(backtest(args)).rejects.toThrow(message);
  });

  it('refuses a directory that is not a git repository', async () => {
    await expect(backtest(['--repo', plain])).rejects.toThrow(new UsageError(`--repo ${plain}: not a git repository`));
  });

  it('prints its help', async () => {
    const { code, stdout } = await backtest(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: cplan backtest --repo <dir>/);
  });
});

// The built binary, as `npm test` builds it first: the exit codes a script sees.
describe.runIf(existsSync(join(process.cwd(), 'dist/cli.js')))('dist/cli.js backtest', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [join(process.cwd(), 'dist/cli.js'), 'backtest', ...args], {
      encoding: 'utf8',
      env: { ...process.env, ANTHROPIC_API_KEY: '' },
    });

  it('exits 2 with one line outside a git repository, 0 when no commit qualifies', () => {
    const notGit = run(['--repo', plain]);
    expect(notGit.status).toBe(2);
    expect(notGit.stderr).toBe(`cplan: --repo ${plain}: not a git repository\n`);
    const none = run(['--repo', docsOnly.dir, '--json']);
    expect(none.status).toBe(0);
    expect(JSON.parse(none.stdout).commits).toEqual([]);
  });
});
