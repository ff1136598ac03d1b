// runBacktest end to end on a temp repository with a scripted planner: the plan is made against
// the parent tree, and the figures are the hand-checked ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBacktest } from '../../src/backtest/run.js';
import type { UnderstandRequest } from '../../src/contract/types.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';
import { createFixtureRepo, type FixtureRepo } from './git-fixture.js';

let repo: FixtureRepo;
let feat: string;

beforeAll(() => {
  repo = createFixtureRepo();
  repo.commit('Initial commit', {
    'src/app.ts': "import { server } from './server';\n",
    'src/server.ts': 'export function server() { handle(requests); }\n',
    'src/db.ts': 'export const pool = connect();\n',
  });
  feat = repo.commit('feat: add rate limiting to the server\n\nThrottle requests.\n\nCo-authored-by: x <x@example.com>\n', {
    'src/server.ts': 'export function server() { limit(handle(requests)); }\n',
    'src/rate-limit.ts': 'export function limit() {}\n',
    'package-lock.json': '{}\n',
  });
});
afterAll(() => repo.remove());

describe('runBacktest', () => {
  it('plans each commit against its parent tree and scores planner and baseline', async () => {
    const providers: ScriptedProvider[] = [];
    let tick = 0;
    const report = await runBacktest({
      root: repo.dir,
      limit: 20,
      query: {},
      config: DEFAULT_CONFIG,
      clock: () => (tick += 5),
      makeProvider: () => {
        const provider = new ScriptedProvider({
          domains: [{ focus_area: 'api' }],
          tasks: { api: [{ key: 'server' }, { key: 'db' }, { key: 'limits' }] },
        });
        providers.push(provider);
        return provider;
      },
    });

    // One provider per planned commit, and what it was shown is the parent's tree.
    expect(providers).toHaveLength(1);
    const understand = providers[0]!.requests.find((r) => r.kind === 'understand')!.request as UnderstandRequest;
    expect(understand.snapshot.listPaths()).toEqual(['src/app.ts', 'src/db.ts', 'src/server.ts']);
    expect(understand.snapshot.readFile('src/server.ts')).toBe('export function server() { handle(requests); }\n');
    expect(understand.requirement).toBe('feat: add rate limiting to the server\n\nThrottle requests.');

    expect(report.commits).toHaveLength(1);
    const [commit] = report.commits;
    expect(commit).toMatchObject({
      sha: feat,
      subject: 'feat: add rate limiting to the server',
      gold: ['src/rate-limit.ts', 'src/server.ts'],
      planned: ['src/db.ts', 'src/limits.ts', 'src/server.ts'],
      recall: 0.5, // server.ts of 2 gold files
      precision: 0.3333, // server.ts of 3 planned files
      hit: true,
      plan_size: 3,
      status: 'completed',
      // k = 3, but only two files share a word with the requirement: server.ts ("server" twice,
      // "requests"), then app.ts ("server" twice, in the import).
      baseline: { recall: 0.5, precision: 0.5, hit: true, files: ['src/server.ts', 'src/app.ts'] },
    });
    expect(commit!.cost_usd).toBeGreaterThan(0);
    expect(report.overall).toMatchObject({
      commits: 1,
      recall: 0.5,
      precision: 0.3333,
      hit_rate: 1,
      mean_plan_size: 3,
      baseline: { recall: 0.5, precision: 0.5, hit_rate: 1 },
      recall_ratio: 1,
      total_cost_usd: commit!.cost_usd,
    });
    expect(report.provider).toBe('offline');
    expect(report.rule).toMatchObject({
      order: 'newest first',
      limit: 20,
      since: null,
      commits: null,
      min_files: 2,
      max_files: 12,
      scanned: 2,
    });
  });

  it('records a plan that throws as an empty plan with its error, and goes on', async () => {
    const report = await runBacktest({
      root: repo.dir,
      limit: 5,
      query: {},
      config: DEFAULT_CONFIG,
      makeProvider: () => {
        throw new Error('model unavailable');
      },
      providerName: 'anthropic',
    });
    expect(report.commits[0]).toMatchObject({
      planned: [],
      recall: 0,
      precision: 0,
      hit: false,
      status: 'error',
      error: 'model unavailable',
    });
    expect(report.commits[0]!.baseline.files).toEqual(['src/server.ts']); // k = max(1, 0)
    expect(report.overall.recall_ratio).toBe(0);
    expect(report.provider).toBe('anthropic');
  });
});
