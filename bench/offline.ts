// Offline planning time: a whole `cplan plan` run with the offline provider (understand, domains,
// link, detect, complete; the repository index built on first use) on a generated repository of
// 9 000 source files in nested packages, with tests beside them, in memory.
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
    requirement: 'Add a token bucket rate limit per API key to the request handler and show the remaining quota in the session cache',
    sessionId: 'CPLAN-bench-2026-11-25',
    snapshot,
    provider: new OfflineProvider(),
    store: new MemoryStore(),
    config: { ...DEFAULT_CONFIG, confirm: false },
    yes: true,
    clock: { now: () => new Date('2026-11-25T10:00:00Z') },
  });
  const ms = performance.now() - started;
  return { files: snapshot.info.fileCount, plan_ms: round(ms), status: result.status };
}
