// The example shop's offline plan, linked from the repository's own graph: what the planner's link
// phase gets when it hands the offline provider the snapshot and each task's files.
import { describe, expect, it } from 'vitest';
import { OfflineProvider } from '../../src/offline/offline.js';
import type { LinkRequest } from '../../src/contract/types.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { computeWaves } from '../../src/core/engine/waves.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { MemoryStore } from '../../src/session/memory-store.js';
import { runPlan } from '../../src/planner/run.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { readExampleRepo } from '../helpers/repo-files.js';

const REQUIREMENT = 'Add rate limiting per API key to the orders and products routes, and show the remaining quota in the dashboard header';

describe('offline links of the shop plan', () => {
  it('puts the routes before the web tasks that show their quota', async () => {
    const snapshot = createMemorySnapshot(readExampleRepo('shop'));
    const store = new MemoryStore();
    const provider = new OfflineProvider();
    await runPlan({
      requirement: REQUIREMENT,
      sessionId: 'CPLAN-shop-links-2026-11-22',
      snapshot,
      provider,
      store,
      config: { ...DEFAULT_CONFIG, confirm: false },
      yes: true,
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    });
    const note = parsePlanNote(store.files.get('plan-note.md') ?? '');
    const tasks = note.tasks.map((t) => ({
      id: t.id,
      title: t.title,
      domain: t.domain,
      files: t.modificationPoints.flatMap((p) => (p.file ? [p.file] : [])),
      depends_on: t.dependsOn,
    }));
    // Until LinkRequest carries `snapshot` (the planner's link phase), the offline provider reads it as a LinkRequest.
    const request: LinkRequest = { needs: [], tasks, snapshot };
    const { value } = await provider.link(request);
    const dependsOn = new Map(tasks.map((t) => [t.id, [...t.depends_on]]));
    for (const link of value.links) dependsOn.get(link.task_id)?.push(...link.depends_on);
    const web = tasks.filter((t) => t.files[0]?.startsWith('web/')).map((t) => t.id);
    const routes = tasks.filter((t) => t.files[0]?.startsWith('src/routes/')).map((t) => t.id);
    expect(web.length).toBeGreaterThan(0);
    expect(routes.length).toBeGreaterThan(0);
    // Every route task comes before every web task, directly or through another task (the router).
    const before = (id: string, seen = new Set<string>()): Set<string> => {
      for (const d of dependsOn.get(id) ?? []) if (!seen.has(d)) before(d, seen.add(d));
      return seen;
    };
    for (const id of web) expect([...before(id)], id).toEqual(expect.arrayContaining(routes));
    for (const id of routes)
      expect(
        dependsOn.get(id)?.filter((d) => web.includes(d)),
        id,
      ).toEqual([]);
    const { waves, blocked } = computeWaves([...dependsOn].map(([id, deps]) => ({ id, dependsOn: deps })));
    expect(blocked).toEqual([]);
    const wave = (id: string) => waves.findIndex((w) => w.includes(id));
    expect(Math.max(...routes.map(wave))).toBeLessThan(Math.min(...web.map(wave)));
  });
});
