// Engine: a full planning run with a scripted LLM of fixed latency, N domains in parallel vs
// --serial, measured in the same process so the ratio is fair on a noisy machine.
import { performance } from 'node:perf_hooks';
import { DEFAULT_CONFIG } from '../src/core/config/config.js';
import { MemoryStore } from '../src/session/memory-store.js';
import { runPlan } from '../src/planner/run.js';
import type { RunState } from '../src/planner/types.js';
import { createMemorySnapshot } from '../src/repo/memory-snapshot.js';
import { ScriptedProvider } from '../test/helpers/scripted-provider.js';
import { round } from './measure.js';

const LATENCY_MS = 150;
const DOMAIN_CALLS = 2;

async function once(n: number, serial: boolean) {
  const provider = new ScriptedProvider({
    domains: Array.from({ length: n }, (_, i) => ({ focus_area: `domain-${i + 1}` })),
    latencyMs: LATENCY_MS,
    domainCalls: DOMAIN_CALLS,
    tasks: Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        `domain-${i + 1}`,
        [
          { key: `d${i}a` },
          {
            key: `d${i}b`,
            depends_on: [`d${i}a`],
            needs_from_domains: i > 0 ? [{ domain: 'domain-1', what: 'x' }] : [],
          },
        ],
      ]),
    ),
  });
  const phaseStart = new Map<string, number>();
  const started = performance.now();
  await runPlan({
    requirement: 'Benchmark requirement',
    sessionId: 'CPLAN-bench-2026-11-22',
    snapshot: createMemorySnapshot({ 'README.md': '# bench\n', 'src/index.ts': 'export {}\n' }),
    provider,
    store: new MemoryStore(),
    config: { ...DEFAULT_CONFIG, confirm: false, max_domains: 10, concurrency: 5 },
    yes: true,
    serial,
    onProgress: (state: RunState) => {
      if (!phaseStart.has(state.phase)) phaseStart.set(state.phase, performance.now());
    },
  });
  const wall = performance.now() - started;
  const domainsMs = (phaseStart.get('link') ?? 0) - (phaseStart.get('domains') ?? 0);
  return { wall, domainsMs };
}

export async function benchEngine() {
  const out: Record<string, unknown> = {};
  for (const n of [1, 3, 5, 8]) {
    const parallel = await once(n, false);
    const serial = await once(n, true);
    // understanding (1 call) + slowest domain (DOMAIN_CALLS calls, waves of `concurrency`) + link (1 call)
    const waves = Math.ceil(n / 5);
    const criticalPath = LATENCY_MS * (1 + DOMAIN_CALLS * waves + (n > 1 ? 1 : 0));
    out[`domains_${n}`] = {
      wall_ms: round(parallel.wall),
      llm_critical_path_ms: criticalPath,
      overhead_ms: round(parallel.wall - criticalPath),
      phase2_parallel_ms: round(parallel.domainsMs),
      phase2_serial_ms: round(serial.domainsMs),
      phase2_speedup: round(serial.domainsMs / parallel.domainsMs),
      speedup_target: round(0.8 * Math.min(n, 5)),
    };
  }
  return { llm_latency_ms: LATENCY_MS, calls_per_domain_agent: DOMAIN_CALLS, ...out };
}
