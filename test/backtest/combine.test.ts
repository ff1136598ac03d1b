// `cplan backtest --combine`: saved reports read as one, over all their commits.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineReports, parseReport, ReportError } from '../../src/backtest/combine.js';
import type { BacktestReport, CommitResult } from '../../src/backtest/run.js';
import { runBacktestCommand } from '../../src/cli/backtest.js';
import { UsageError } from '../../src/cli/errors.js';
import { commitShopHistory, createFixtureRepo, type FixtureRepo } from './git-fixture.js';

const ratio = (count: number, total: number) => ({ count, total });

function commit(recall: number, baseline: number, planSize: number, goldSize: number, extra: Partial<CommitResult> = {}): CommitResult {
  return {
    sha: 'a'.repeat(40),
    subject: 'Fix it',
    gold: Array.from({ length: goldSize }, (_, i) => `g${i}`),
    planned: [],
    recall,
    precision: recall,
    hit: recall > 0,
    plan_size: planSize,
    grounding: { verified: 1, total: 1 },
    tasks: 2,
    anchors: ratio(1, 2),
    anchor_lines: ratio(0, 0),
    test_links: ratio(1, 1),
    dependencies: ratio(1, 1),
    ms: 10,
    cost_usd: 0,
    status: 'completed',
    baseline: { recall: baseline, precision: baseline, hit: baseline > 0, files: [] },
    ...extra,
  };
}

const report = (commits: CommitResult[]) => ({ repo: '/r', provider: 'offline', commits }) as unknown as BacktestReport;

describe('combineReports', () => {
  it('weighs every commit alike and ranks all plans together', () => {
    const a = report([commit(1, 0.5, 2, 2), commit(0, 0.5, 3, 3)]);
    const b = report([commit(0.5, 0.25, 4, 4), commit(0.5, 0, 5, 5), commit(0, 0, 9, 1, { status: 'error', anchors: ratio(0, 0) })]);
    const combined = combineReports([
      { name: 'a', report: a },
      { name: 'b', report: b },
    ]);
    expect(combined.rows.map((r) => [r.name, r.overall.commits])).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
    expect(combined.overall.commits).toBe(5);
    // (1 + 0 + 0.5 + 0.5 + 0) / 5 over (0.5 + 0.5 + 0.25) / 5.
    expect(combined.overall.recall_ratio).toBeCloseTo(2 / 1.25, 3);
    expect(combined.overall.anchors).toEqual({ count: 4, total: 8, rate: 0.5 });
    // The failed plan stays out of size: the four others grow with their commits.
    expect(combined.overall.size).toEqual({ spearman: 1, cases: 4 });
    expect(combined.rows[0]?.overall.size.spearman).toBeNull();
  });
});

describe('parseReport', () => {
  it('says what is wrong with a file that is not a report', () => {
    expect(() => parseReport('{')).toThrow(ReportError);
    expect(() => parseReport('{')).toThrow(/not JSON/);
    expect(() => parseReport('[1]')).toThrow(/no "commits" list/);
    expect(() => parseReport(JSON.stringify({ commits: [{ ...commit(1, 1, 1, 1), recall: 'high' }] }))).toThrow(/commits\[\]\.recall/);
    expect(() => parseReport(JSON.stringify({ commits: [{ ...commit(1, 1, 1, 1), anchors: null }] }))).toThrow(/commits\[\]\.anchors/);
    expect(parseReport(JSON.stringify(report([commit(1, 1, 2, 2)]))).commits).toHaveLength(1);
  });
});

describe('cplan backtest --combine', () => {
  let repo: FixtureRepo;
  let dir: string;
  beforeAll(() => {
    repo = createFixtureRepo();
    commitShopHistory(repo);
    dir = mkdtempSync(join(tmpdir(), 'cplan-combine-'));
  });
  afterAll(() => {
    repo.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (args: string[]) => {
    let stdout = '';
    const code = await runBacktestCommand(
      args,
      (t) => (stdout += t),
      () => {},
      { cwd: dir, env: { ANTHROPIC_API_KEY: '' } },
    );
    return { code, stdout };
  };

  it('reads saved reports into a row each and a row over all their commits', async () => {
    const saved = await run(['--repo', repo.dir, '--json']);
    const single = JSON.parse(saved.stdout) as BacktestReport;
    writeFileSync(join(dir, 'shop.json'), saved.stdout);
    writeFileSync(join(dir, 'again.json'), saved.stdout);
    const table = await run(['--combine', 'shop.json', 'again.json']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^report\s+commits\s+recall ÷ BM25/);
    expect(table.stdout).toMatch(/\nshop\s+1\s/);
    expect(table.stdout).toMatch(/\nall 2\s+2\s/);
    const json = JSON.parse((await run(['--combine', '--json', 'shop.json', 'again.json'])).stdout);
    expect(json.overall.commits).toBe(2);
    expect(json.overall.recall).toBe(single.overall.recall);
    expect(json.rows.map((r: { name: string }) => r.name)).toEqual(['shop', 'again']);
  });

  it('is a usage error without files, with a planning option, or with a file that is no report', async () => {
    await expect(run(['--combine'])).rejects.toThrow(UsageError);
    await expect(run(['--combine', '--repo', '.', 'a.json'])).rejects.toThrow(/drop --repo/);
    writeFileSync(join(dir, 'notes.json'), '{"hello": 1}');
    await expect(run(['--combine', 'notes.json'])).rejects.toThrow(/notes\.json: not a backtest report/);
    await expect(run(['--combine', 'missing.json'])).rejects.toThrow(/cannot read missing\.json: no such file/);
  });
});
