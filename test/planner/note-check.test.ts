// Re-detection of an untrusted note within a budget: refused before parsing when too large, and in
// a worker thread that is terminated at its time limit while the main thread keeps serving.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTILE_GENERATORS } from '../../bench/hostile-notes.js';
import { detectNote, inProcessChecker, workerChecker } from '../../src/planner/note-check.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-note-check-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const note = HOSTILE_GENERATORS.chain_of_dependencies?.(20_000) as string;

describe('note checker', () => {
  it('refuses a note over the size limit without reading it', async () => {
    const result = await inProcessChecker({ maxBytes: 1000, timeoutMs: 1000 }).check('x'.repeat(2000));
    expect(result).toEqual({ ok: false, reason: 'plan-note.md has 2 KB, more than the 1 KB cplan re-checks' });
  });

  it('the bundled worker (dist/note-worker.js) gives the same result as the in-process check', async () => {
    const result = await workerChecker(resolve('dist/note-worker.js')).check(note);
    expect(result).toEqual({ ok: true, ...detectNote(note) });
    expect(result.ok && result.conflicts.some((c) => c.type === 'dependency_cycle')).toBe(true);
  });

  it('a worker that never answers is terminated at the limit, and the main thread is served meanwhile', async () => {
    const stuck = join(temp, 'stuck-worker.mjs');
    writeFileSync(stuck, 'for (;;) {}\n');
    let served = 0;
    const ticking = setInterval(() => served++, 1);
    try {
      const result = await workerChecker(stuck, { maxBytes: 1 << 20, timeoutMs: 200 }).check(note);
      expect(result).toEqual({ ok: false, reason: 'parsing and detection of plan-note.md took longer than 0.2 s' });
    } finally {
      clearInterval(ticking);
    }
    expect(served).toBeGreaterThan(0);
  });
});
