// Core: parse + detect + render of generated plan notes with 1 000 and 10 000 tasks.
import { buildSessionArtifacts } from '../src/core/render/artifacts.js';
import { detectConflicts } from '../src/core/engine/detect.js';
import { replaceTaskPool } from '../src/core/note/edit.js';
import type { TaskDraft } from '../src/core/shared/model.js';
import { formatTaskId, idRange } from '../src/core/shared/names.js';
import { parsePlanNote } from '../src/core/note/parse.js';
import { forgetFrontmatters } from '../src/core/note/frontmatter.js';
import { buildPlanNoteText } from '../src/core/note/template.js';
import { renderTaskPoolBody } from '../src/core/note/writers.js';
import { median, round, time } from './measure.js';

export function generatePlanNote(taskCount: number, domainCount = 10): string {
  const perDomain = Math.ceil(taskCount / domainCount);
  const domains = Array.from({ length: domainCount }, (_, i) => ({
    slug: `domain-${i + 1}`,
    description: `Domain ${i + 1}`,
    range: [idRange(i + 1)[0], idRange(i + 1)[0] + Math.max(99, perDomain) - 1] as [number, number],
  }));
  // Ranges wider than 100 so that 10 000 tasks fit in 10 domains; ids never overlap.
  let start = 1;
  for (const d of domains) {
    d.range = [start, start + Math.max(100, perDomain) - 1];
    start = d.range[1] + 1;
  }
  let note = parsePlanNote(
    buildPlanNoteText({
      sessionId: 'CPLAN-bench-2026-11-22',
      requirement: 'Benchmark',
      createdAt: '2026-11-22T00:00:00Z',
      complexity: 'High',
      locale: 'en',
      understanding: { core_objectives: ['x'], key_points: [], constraints: [], split_strategy: 'generated' },
      openQuestions: [],
      domains,
    }),
  );
  let made = 0;
  for (const d of domains) {
    const tasks: TaskDraft[] = [];
    for (let i = 0; i < perDomain && made < taskCount; i++, made++) {
      const id = formatTaskId(d.range[0] + i);
      const file = `src/module-${(made * 7) % 500}.ts`;
      tasks.push({
        id,
        title: `Task ${id}`,
        domain: d.slug,
        complexity: 'Medium',
        dependsOn: i > 0 ? [formatTaskId(d.range[0] + i - 1)] : made > 0 ? [formatTaskId(made)] : [],
        scope: `\`${file}\``,
        modificationPoints: [{ file, location: `fn${made % 13}`, change: 'change it' }],
        conflictRisk: made % 3 === 0 ? 'High' : 'Low',
      });
    }
    note = replaceTaskPool(note, d.slug, renderTaskPoolBody(tasks, 'en'));
  }
  return note.toString();
}

export function benchCore() {
  const out: Record<string, unknown> = {};
  for (const n of [1000, 10000]) {
    const text = generatePlanNote(n);
    const runs = n > 5000 ? 3 : 5;
    const parse: number[] = [];
    const detect: number[] = [];
    const render: number[] = [];
    let conflicts = 0;
    for (let r = 0; r < runs; r++) {
      // Each run reads the frontmatter afresh, as the first read of a note does.
      forgetFrontmatters();
      const [note, parseMs] = time(() => parsePlanNote(text));
      const [found, detectMs] = time(() => detectConflicts(note));
      const [, renderMs] = time(() => buildSessionArtifacts({ note, conflicts: found, now: '2026-11-22T00:00:00Z' }));
      parse.push(parseMs);
      detect.push(detectMs);
      render.push(renderMs);
      conflicts = found.length;
    }
    out[`tasks_${n}`] = {
      bytes: text.length,
      parse_ms: median(parse),
      detect_ms: median(detect),
      parse_detect_ms: round(median(parse) + median(detect)),
      render_ms: median(render),
      conflicts,
      ...(n === 10000 ? { target_parse_detect_ms: 300, pass: median(parse) + median(detect) < 300 } : {}),
    };
  }
  return out;
}
