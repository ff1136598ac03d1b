// Offline planning time: a whole `cplan plan` run with the offline provider (understand, domains,
// link, detect, complete; the repository index built on first use) on a generated repository of
// 9 000 source files in nested packages, with tests beside them: in memory from source (one
// thread: the index's worker is a built file), and as users run it, the built CLI on the same files
// on disk (process start, reading, the index counted in worker threads, the session written).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_CONFIG } from '../src/core/config/config.js';
import { OfflineProvider } from '../src/offline/offline.js';
import { runPlan } from '../src/planner/run.js';
import { createMemorySnapshot } from '../src/repo/memory-snapshot.js';
import { MemoryStore } from '../src/session/memory-store.js';
import { round } from './measure.js';

const WORDS = [
  'rate',
  'limit',
  'token',
  'bucket',
  'server',
  'quota',
  'client',
  'request',
  'handler',
  'router',
  'cache',
  'store',
  'session',
  'key',
];

function files(count: number): Record<string, string> {
  const out: Record<string, string> = { 'README.md': '# generated\n' };
  for (let i = 0; i < count; i++) {
    const a = WORDS[i % WORDS.length] as string;
    const b = WORDS[(i * 7 + 3) % WORDS.length] as string;
    const dir = `src/pkg${i % 60}/${a}`;
    const lines = [`import { ${b}Of } from '../${b}/${b}${(i + 1) % count}.js';`, `// ${a} ${b} module ${i}`];
    for (let l = 0; l < 40; l++) lines.push(`export function ${a}${l}_${i}(${b}: string) { return ${b}Of(${b}).length + ${l}; }`);
    out[i % 10 === 0 ? `test/pkg${i % 60}/${a}${i}.test.ts` : `${dir}/${a}${i}.ts`] = `${lines.join('\n')}\n`;
  }
  return out;
}

export async function benchOffline() {
  const count = 9000;
  const snapshot = createMemorySnapshot(files(count));
  const started = performance.now();
  const result = await runPlan({
    requirement: REQUIREMENT,
    sessionId: 'CPLAN-bench-2026-11-25',
    snapshot,
    provider: new OfflineProvider(),
    store: new MemoryStore(),
    config: { ...DEFAULT_CONFIG, confirm: false },
    yes: true,
    clock: { now: () => new Date('2026-11-25T10:00:00Z') },
  });
  const ms = performance.now() - started;
  return { files: snapshot.info.fileCount, plan_ms: round(ms), status: result.status, cli_plan_ms: cliPlanMs(count) };
}

const REQUIREMENT = 'Add a token bucket rate limit per API key to the request handler and show the remaining quota in the session cache';

/** Wall time of `node dist/cli.js plan` on the generated files written to a temporary folder; null without a build. */
function cliPlanMs(count: number): number | null {
  const cli = join(import.meta.dirname, '..', 'dist', 'cli.js');
  if (!existsSync(cli)) return null;
  const root = mkdtempSync(join(tmpdir(), 'cplan-bench-offline-'));
  try {
    for (const [path, text] of Object.entries(files(count))) {
      mkdirSync(dirname(join(root, 'repo', path)), { recursive: true });
      writeFileSync(join(root, 'repo', path), text);
    }
    const started = performance.now();
    try {
      execFileSync(
        process.execPath,
        [cli, 'plan', REQUIREMENT, '--repo', join(root, 'repo'), '--provider=offline', '-y', '--out', join(root, 'out'), '--json'],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: 120_000,
        },
      );
    } catch (error) {
      // A partial plan exits 1, a hung one is stopped: no time to report, but say why.
      console.error(`bench offline: the built CLI failed: ${String((error as { stderr?: Buffer }).stderr ?? error).slice(0, 500)}`);
      return null;
    }
    return round(performance.now() - started);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
