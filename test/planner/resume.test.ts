// Continue mode and parallelism, with the scripted provider.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { MemoryStore } from '../../src/session/memory-store.js';
import { runPlan } from '../../src/planner/run.js';
import type { RunState } from '../../src/planner/types.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { ScriptedProvider, type ScriptOptions } from '../helpers/scripted-provider.js';
import type { SessionFile } from '../../src/core/render/artifacts.js';

const snapshot = createMemorySnapshot({ 'README.md': '# x\n' });
const four: ScriptOptions = {
  domains: ['api', 'web', 'db', 'docs'].map((focus_area) => ({ focus_area })),
  tasks: { web: [{ key: 'w', needs_from_domains: [{ domain: 'api', what: 'the endpoint' }] }] },
};
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const base = {
  requirement: 'Plan it',
  sessionId: 'CPLAN-plan-it-2026-11-22',
  snapshot,
  config: { ...DEFAULT_CONFIG, confirm: false },
  yes: true,
  clock,
};

/** A store whose process "dies" on the nth write: that write and everything after it never happen. */
class CrashingStore extends MemoryStore {
  writesLeft: number;
  constructor(okWrites: number) {
    super();
    this.writesLeft = okWrites;
  }
  override async write(files: SessionFile[], message: string): Promise<void> {
    if (this.writesLeft-- <= 0) throw new Error('process killed');
    return super.write(files, message);
  }
}

describe('continue mode', () => {
  it('after a crash between domains, continues to exactly the plan of an uninterrupted run, without redoing work', async () => {
    // Writes: 1 understanding + 2 domains succeed, the third domain's write "crashes".
    const store = new CrashingStore(3);
    const crashed = new ScriptedProvider(four);
    await expect(runPlan({ ...base, provider: crashed, store, serial: true })).rejects.toThrow('process killed');
    const saved = parsePlanNote(store.files.get('plan-note.md') ?? '');
    expect(saved.domains.map((d) => d.state)).toEqual(['planned', 'planned', 'empty', 'empty']);

    store.writesLeft = Number.POSITIVE_INFINITY;
    const resumed = new ScriptedProvider(four);
    const result = await runPlan({ ...base, provider: resumed, store, serial: true });
    expect(result.status).toBe('completed');
    expect(resumed.requests.filter((r) => r.kind === 'understand')).toHaveLength(0);
    expect(resumed.requests.filter((r) => r.kind === 'domain').map((r) => r.domain)).toEqual(['db', 'docs']);

    const clean = new MemoryStore();
    await runPlan({ ...base, provider: new ScriptedProvider(four), store: clean, serial: true });
    expect(store.files.get('plan-note.md')).toBe(clean.files.get('plan-note.md'));
    expect(store.files.get('conflicts.json')).toBe(clean.files.get('conflicts.json'));
  });
});

describe('parallel domains', () => {
  it('all domain agents are in flight together (progress events), and one by one with --serial', async () => {
    const peak = async (serial: boolean) => {
      let max = 0;
      const onProgress = (state: RunState) => {
        max = Math.max(max, state.domains.filter((d) => d.state === 'running').length);
      };
      await runPlan({ ...base, provider: new ScriptedProvider({ ...four, latencyMs: 5 }), store: new MemoryStore(), serial, onProgress });
      return max;
    };
    expect(await peak(false)).toBe(4);
    expect(await peak(true)).toBe(1);
  });
});
