// Property tests: random and mutated documents never make the core throw; diagnostics carry
// valid lines; every task line points at its heading; an unedited parse round-trips exactly.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectConflicts } from '../../src/core/engine/detect.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { applyDetection } from '../../src/core/engine/recheck.js';

const FIXTURES = readdirSync('test/fixtures/plan-notes').map((f) => readFileSync(`test/fixtures/plan-notes/${f}`, 'utf8'));

const FRAGMENTS = [
  '---',
  'sub_domains: [api, web]',
  'sub_domains:\n  - focus_area: api\n    task_id_range: [1, 100]',
  'agent_task_id_ranges: { api: "TASK-001 ~ TASK-100" }',
  'locale: zh',
  '## Requirement Understanding',
  '## 需求理解',
  '## Task Pool - Api',
  '## 任务池 - Web',
  '## Dependencies',
  '## Conflicts',
  '## 冲突标记',
  '## Context Evidence - Api',
  '### TASK-001: a [api]',
  '### TASK-1: b',
  '### TASK-101: c [web]',
  '### TASK-: broken',
  '### CONFLICT-001: x',
  '- **Depends on**: TASK-001, TASK-101',
  '- **依赖**：无 (与 TASK-001 可并行)',
  '- **Complexity:** 高 - 很难',
  '- **Conflict risk**: Medium - shared',
  '- **Modification points**:',
  '  - `src/a.ts:run`: change',
  '  - `../x.ts` - escape',
  '  - `C:\\win\\path.ts:fn`: drive',
  '- **修改点**: `src/b.ts`: x; `src/c.ts:y`: z',
  '- **Scope**: `src/a.ts` and `web/`',
  '- **Decision**: [x] resolved – ok',
  '<!-- cplan:conflict fingerprint=abc -->',
  '```',
  '~~~',
  '> ❌ **Failed**: boom',
  '',
  '\r',
];

const soup = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 20 })), { maxLength: 60 })
  .map((parts) => parts.join('\n'));

const mutated = fc
  .tuple(
    fc.constantFrom(...FIXTURES),
    fc.array(fc.tuple(fc.constantFrom('delete', 'duplicate', 'swap', 'insert'), fc.nat(), fc.nat(), fc.string({ maxLength: 8 })), {
      maxLength: 6,
    }),
  )
  .map(([text, edits]) => {
    const lines = text.split('\n');
    for (const [op, a, b, junk] of edits) {
      if (lines.length === 0) break;
      const i = a % lines.length;
      const j = b % lines.length;
      if (op === 'delete') lines.splice(i, 1);
      else if (op === 'duplicate') lines.splice(i, 0, lines[i] as string);
      else if (op === 'swap') [lines[i], lines[j]] = [lines[j] as string, lines[i] as string];
      else lines[i] = `${(lines[i] as string).slice(0, j % 10)}${junk}${(lines[i] as string).slice(j % 10)}`;
    }
    return lines.join('\n');
  });

function check(text: string) {
  const note = parsePlanNote(text);
  expect(note.toString()).toBe(text);
  const lines = text.split('\n');
  for (const d of note.diagnostics) expect(d.line === 0 || (d.line >= 1 && d.line <= lines.length)).toBe(true);
  for (const t of note.tasks) expect(lines[t.line - 1]).toMatch(/^###[ \t]+TASK-\d+/i);
  detectConflicts(note);
  const applied = applyDetection(note);
  for (const t of applied.note.tasks) expect(applied.note.toString().split('\n')[t.line - 1]).toMatch(/^###[ \t]+TASK-\d+/i);
}

describe('core properties', () => {
  it('random fragment soups', () => {
    fc.assert(fc.property(soup, check), { seed: 20261122, numRuns: 300 });
  });

  it('mutated fixtures', () => {
    fc.assert(fc.property(mutated, check), { seed: 424242, numRuns: 300 });
  });

  it('arbitrary unicode strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), check), { seed: 7, numRuns: 200 });
  });
});
