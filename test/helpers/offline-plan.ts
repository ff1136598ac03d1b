// The offline plan's tasks for a requirement against a snapshot, planned in memory as `cplan plan --yes` would.
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { OfflineProvider } from '../../src/offline/offline.js';
import { runPlan } from '../../src/planner/run.js';
import type { Snapshot } from '../../src/repo/types.js';
import { MemoryStore } from '../../src/session/memory-store.js';

export async function planTasks(requirement: string, snapshot: Snapshot) {
  const store = new MemoryStore();
  await runPlan({
    requirement,
    sessionId: 'CPLAN-issue-2026-11-27',
    snapshot,
    provider: new OfflineProvider(),
    store,
    config: { ...DEFAULT_CONFIG, confirm: false },
    yes: true,
    clock: { now: () => new Date('2026-11-27T10:00:00Z') },
  });
  return parsePlanNote(store.files.get('plan-note.md') ?? '').tasks;
}
