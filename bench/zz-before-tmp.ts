// CLI start-up: `node dist/cli.js --version` and `cplan check` of a small plan note, each a spawned
// process timed from spawn to exit (Node's own start included), as a person at a terminal waits.
// It measures the bundle in dist/ (run `npm run build` after changing src/).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { median, round } from './measure.js';

const BIN = '/tmp/dist-before/cli.js';
const NOTE = 'examples/CPLAN-add-rate-limiting-2026-11-22/plan-note.md';
const RUNS = 9;
// Without a loader a parent may have put in NODE_OPTIONS (tsx): the bundle runs as users run it.
const ENV = { ...process.env, NODE_OPTIONS: '' };
// The child reports its own peak RSS on exit (an import of a few bytes, only in the memory run).
const REPORT_RSS = 'data:text/javascript,process.on("exit",()=>process.stderr.write(`\\nmaxrss_kb=${process.resourceUsage().maxRSS}\\n`))';

interface Case {
  args: string[];
  /** Exit code and the start of stdout that show the command did its work. */
  expect: { code: number; stdout: string };
  target_ms: number;
}

const CASES: Record<string, Case> = {
  version: { args: ['--version'], expect: { code: 0, stdout: 'cplan ' }, target_ms: 300 },
  // The example note has conflicts: exit 1 is the answer, not a failure.
  check_small_note: { args: ['check', NOTE], expect: { code: 1, stdout: '' }, target_ms: 600 },
};

export function benchCli(): Record<string, unknown> {
  if (!existsSync(BIN)) return { skipped: `${BIN} is missing: run npm run build` };
  const out: Record<string, unknown> = { runs: RUNS };
  for (const [name, c] of Object.entries(CASES)) {
    run(c); // warm the file cache; not counted
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(run(c));
    const ms = median(times);
    const memory = spawnSync(process.execPath, ['--import', REPORT_RSS, BIN, ...c.args], { encoding: 'utf8', env: ENV });
    const rss = /maxrss_kb=(\d+)/.exec(memory.stderr)?.[1];
    out[name] = {
      command: `node ${BIN} ${c.args.join(' ')}`,
      median_ms: ms,
      min_ms: Math.min(...times),
      max_ms: Math.max(...times),
      peak_rss_mb: rss === undefined ? null : round(Number(rss) / 1024, 1),
      target_ms: c.target_ms,
      pass: ms < c.target_ms,
    };
  }
  const node = [];
  for (let i = 0; i < RUNS; i++) node.push(timeSpawn(['-e', '0']).ms);
  out.bare_node_ms = median(node);
  return out;
}

function run(c: Case): number {
  const { ms, code, stdout, stderr } = timeSpawn([BIN, ...c.args]);
  if (code !== c.expect.code || !stdout.startsWith(c.expect.stdout)) {
    throw new Error(`node ${BIN} ${c.args.join(' ')}: exit ${code}, expected ${c.expect.code}\n${stdout}${stderr}`);
  }
  return ms;
}

function timeSpawn(args: string[]): { ms: number; code: number | null; stdout: string; stderr: string } {
  const start = performance.now();
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', env: ENV });
  return { ms: round(performance.now() - start), code: child.status, stdout: child.stdout, stderr: child.stderr };
}
