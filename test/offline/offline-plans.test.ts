// Offline plans of two example repositories, as file snapshots; every file they name exists.
import { describe, expect, it } from 'vitest';
import { OfflineProvider } from '../../src/offline/offline.js';
import { verifyPoint } from '../../src/grounding/verify-point.js';
import { groundingOf } from '../../src/core/engine/grounding.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { MemoryStore } from '../../src/session/memory-store.js';
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

  it('is 100 % grounded: every point names a real file (or a declared new one) and a real symbol', async () => {
    const snapshot = createMemorySnapshot(files());
    const store = new MemoryStore();
    const result = await runPlan({
      requirement,
      sessionId: `CPLAN-${name}-2026-11-22`,
      snapshot,
      provider: new OfflineProvider(),
      store,
      config: { ...DEFAULT_CONFIG, confirm: false },
      yes: true,
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    });
    const note = parsePlanNote(store.files.get('plan-note.md') ?? '');
    const points = note.tasks.flatMap((t) => t.modificationPoints);
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      expect(point.unverified, `${point.file}:${point.location}`).toBeUndefined();
      expect(verifyPoint(snapshot, { file: point.file ?? '', location: point.location, change: point.change })).toBeNull();
    }
    const whole = points.filter((p) => p.location === '*').length;
    const figure = { verified: points.length, total: points.length, ...(whole > 0 ? { whole } : {}) };
    expect(result.grounding).toMatchObject({ ...figure, checked: true });
    expect(groundingOf(note, (path) => snapshot.has(path))).toMatchObject(figure);
    expect(JSON.parse(store.files.get('plan.json') ?? '{}').grounding).toEqual(figure);
    expect(store.files.get('plan.md')).toContain(`- **Grounding**: ${points.length} / ${points.length} modification points verified`);
  });
});

describe('offline plan of a requirement written with CRLF line ends', () => {
  it('is the plan of the same text with LF line ends, with no carriage return in the note', async () => {
    const requirement = 'Fix the quota header\n\n* fixes the remaining count\n* typo\n\nThe header shows the old quota.';
    const plan = async (text: string) => {
      const store = new MemoryStore();
      await runPlan({
        requirement: text,
        sessionId: 'CPLAN-crlf-2026-11-28',
        snapshot: createMemorySnapshot(readExampleRepo('shop')),
        provider: new OfflineProvider(),
        store,
        config: { ...DEFAULT_CONFIG, confirm: false },
        yes: true,
        clock: { now: () => new Date('2026-11-28T10:00:00Z') },
      });
      return store.files.get('plan-note.md') ?? '';
    };
    const crlf = await plan(requirement.replace(/\n/g, '\r\n'));
    expect(crlf).not.toContain('\r');
    expect(crlf).toBe(await plan(requirement));
  });
});
