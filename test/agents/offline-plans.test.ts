// Offline plans of two example repositories, as file snapshots; every file they name exists.
import { describe, expect, it } from 'vitest';
import { OfflineProvider } from '../../src/agents/offline.js';
import { DEFAULT_CONFIG } from '../../src/core/config.js';
import { parsePlanNote } from '../../src/core/parse.js';
import { MemoryStore } from '../../src/stores/memory-store.js';
import { runPlan } from '../../src/planner/run.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { readExampleRepo, readFixtureRepo } from '../helpers/repo-files.js';

describe.each([
  [
    'shop',
    () => readExampleRepo('shop'),
    'Add rate limiting per API key to the orders and products routes, and show the remaining quota in the dashboard header',
  ],
  ['small', () => readFixtureRepo('small'), 'Document the quota API and add tests for the server'],
])('offline plan of %s', (name, files, requirement) => {
  it('is stable and grounded in real files', async () => {
    const snapshot = createMemorySnapshot(files());
    const store = new MemoryStore();
    await runPlan({
      requirement,
      sessionId: `CPLAN-${name}-2026-11-22`,
      snapshot,
      provider: new OfflineProvider(),
      store,
      config: { ...DEFAULT_CONFIG, confirm: false },
      yes: true,
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    });
    const text = store.files.get('plan-note.md') ?? '';
    await expect(text).toMatchFileSnapshot(`__snapshots__/offline-${name}.md`);
    const note = parsePlanNote(text);
    expect(note.tasks.length).toBeGreaterThan(0);
    for (const task of note.tasks) {
      for (const point of task.modificationPoints) {
        if (point.file && !/^new file/.test(point.change)) expect(snapshot.has(point.file), point.file).toBe(true);
      }
    }
  });
});
