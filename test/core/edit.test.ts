import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replaceConflicts, replaceDependencies, replaceEvidence, replaceTaskPool, setFrontmatter } from '../../src/core/note/edit.js';
import type { PlanNote } from '../../src/core/shared/model.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { buildPlanNoteText } from '../../src/core/note/template.js';
import { renderTaskPoolBody } from '../../src/core/note/writers.js';

const en = readFileSync('test/fixtures/plan-notes/en-basic.md', 'utf8');

/** Every task heading line points at its `### TASK-…` line. */
function linesRight(note: PlanNote) {
  const lines = note.toString().split('\n');
  for (const t of note.tasks) expect(lines[t.line - 1]).toMatch(new RegExp(`^### ${t.id}:`));
}

/** Only the text between the first and last changed byte differs. */
function changedRange(before: string, after: string) {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { start, before: before.slice(start, before.length - end), after: after.slice(start, after.length - end) };
}

describe('splice edits', () => {
  it('replaces one task pool and leaves everything else byte-identical, with right line numbers', () => {
    const note = parsePlanNote(en);
    const pool = renderTaskPoolBody(
      [
        {
          id: 'TASK-101',
          title: 'New A',
          domain: 'frontend-ui',
          complexity: 'Low',
          dependsOn: [],
          scope: '`web/a.tsx`',
          modificationPoints: [{ file: 'web/a.tsx', location: 'A', change: 'x' }],
          conflictRisk: 'Low',
        },
        {
          id: 'TASK-102',
          title: 'New B',
          domain: 'frontend-ui',
          complexity: 'High',
          dependsOn: ['TASK-101'],
          scope: '',
          modificationPoints: [],
          conflictRisk: 'High',
        },
      ],
      'en',
    );
    const edited = replaceTaskPool(note, 'frontend-ui', pool);
    const section = note.sections.find((s) => s.domain === 'frontend-ui' && s.kind === 'task-pool');
    expect(edited.toString().slice(0, section?.bodyStart)).toBe(en.slice(0, section?.bodyStart));
    expect(edited.toString().endsWith(en.slice(section?.end))).toBe(true);
    expect(edited.tasks.map((t) => t.id)).toEqual(['TASK-001', 'TASK-002', 'TASK-101', 'TASK-102', 'TASK-201', 'TASK-202', 'TASK-203']);
    expect(edited.tasks.filter((t) => t.domain === 'frontend-ui').map((t) => t.id)).toEqual(['TASK-101', 'TASK-102']);
    linesRight(edited);
  });

  it('replaces evidence, dependencies and conflicts sections in place', () => {
    let note = parsePlanNote(en);
    note = replaceEvidence(note, 'security', '- `src/keys/store.ts` (storage): where keys live');
    note = replaceDependencies(note, '- TASK-001 [backend-api] → TASK-203 [security]');
    note = replaceConflicts(note, '✅ No conflicts detected');
    const text = note.toString();
    expect(text).toContain('## Context Evidence - Security\n\n- `src/keys/store.ts` (storage): where keys live\n');
    expect(text).toContain('## Conflicts\n\n✅ No conflicts detected\n\n## Context Evidence - Backend Api');
    expect(text.slice(0, text.indexOf('## Dependencies'))).toBe(en.slice(0, en.indexOf('## Dependencies')));
    linesRight(note);
  });

  it('creates a missing section at its canonical place', () => {
    const withoutDeps = en.replace('## Dependencies\n\n', '');
    const note = replaceDependencies(parsePlanNote(withoutDeps), 'No dependencies');
    const kinds = note.sections.map((s) => s.kind);
    expect(kinds.indexOf('dependencies')).toBe(kinds.indexOf('conflicts') - 1);
    const noPool = replaceTaskPool(
      parsePlanNote(en.replace(/## Task Pool - Frontend Ui[\s\S]*?(?=## Task Pool - Security)/, '')),
      'frontend-ui',
      'x',
    );
    expect(noPool.sections.filter((s) => s.kind === 'task-pool').map((s) => s.domain)).toEqual(['backend-api', 'frontend-ui', 'security']);
  });

  it('sets frontmatter keys with the yaml library, keeping comments and other keys', () => {
    const text = en.replace('status: completed', 'status: completed # set by cplan');
    const note = setFrontmatter(parsePlanNote(text), { status: 'partial', title: 'Plan for #42', revision: 2 });
    expect(note.frontmatter).toMatchObject({
      status: 'partial',
      title: 'Plan for #42',
      revision: 2,
      session_id: 'CPLAN-add-rate-limiting-2026-11-22',
    });
    expect(note.toString()).toContain('# set by cplan');
    const body = (t: string) => t.slice(t.indexOf('\n---\n') + 5);
    expect(body(note.toString())).toBe(body(text));
    linesRight(note);
    const fresh = setFrontmatter(parsePlanNote('## Task Pool - Api\n'), { session_id: 'X' });
    expect(fresh.toString()).toBe('---\nsession_id: X\n---\n\n## Task Pool - Api\n');
  });

  it('keeps CRLF files CRLF', () => {
    const crlf = readFileSync('test/fixtures/plan-notes/edge-cases.md', 'utf8');
    const note = replaceConflicts(parsePlanNote(crlf), 'none');
    expect(note.toString().includes('\n') && !/[^\r]\n/.test(note.toString())).toBe(true);
    const diff = changedRange(crlf, note.toString());
    expect(diff.before).toBe('');
  });
});

describe('template', () => {
  const input = (locale: 'en' | 'zh') => ({
    sessionId: 'CPLAN-add-rate-limiting-2026-11-22',
    requirement: 'Add rate limiting: "Plan for #42"',
    createdAt: '2026-11-22T10:00:00Z',
    complexity: 'Medium' as const,
    locale,
    understanding: { core_objectives: ['Limit requests'], key_points: ['Per key'], constraints: [], split_strategy: 'By layer' },
    openQuestions: ['Which window?'],
    domains: [
      { slug: 'backend-api', description: 'Middleware', range: [1, 100] as [number, number] },
      { slug: 'frontend-ui', description: 'Quota display', range: [101, 200] as [number, number] },
    ],
  });

  it.each(['en', 'zh'] as const)('%s: every pre-allocated section, re-parsed without problems', async (locale) => {
    const text = buildPlanNoteText(input(locale));
    await expect(text).toMatchFileSnapshot(`__snapshots__/template-${locale}.md`);
    const note = parsePlanNote(text);
    expect(note.locale).toBe(locale);
    expect(note.frontmatter.original_requirement).toBe('Add rate limiting: "Plan for #42"');
    expect(note.domains.map((d) => [d.slug, d.range, d.description])).toEqual([
      ['backend-api', [1, 100], 'Middleware'],
      ['frontend-ui', [101, 200], 'Quota display'],
    ]);
    expect(note.sections.map((s) => s.kind)).toEqual([
      'understanding',
      'task-pool',
      'task-pool',
      'dependencies',
      'conflicts',
      'evidence',
      'evidence',
    ]);
    expect(note.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });
});
