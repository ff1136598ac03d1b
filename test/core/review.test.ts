import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { applyDetection } from '../../src/core/engine/recheck.js';
import { buildReviewDraft } from '../../src/core/texts/review.js';

const detected = applyDetection(parsePlanNote(readFileSync('test/fixtures/plan-notes/en-basic.md', 'utf8')));

describe('review draft', () => {
  it('puts one comment per open conflict on the heading line of its first task', () => {
    const draft = buildReviewDraft(detected.note, detected.conflicts, { notePath: 'x/plan-note.md', reviewEvent: 'comment' });
    expect(draft.event).toBe('COMMENT');
    const lines = detected.note.toString().split('\n');
    expect(draft.comments).toHaveLength(4);
    for (const c of draft.comments) expect(lines[c.line - 1]).toMatch(/^### TASK-\d+:/);
    expect(draft.body).toContain('4** open conflicts');
  });

  it('requests changes on an open critical conflict when configured, and moves unanchorable ones to the body', () => {
    const draft = buildReviewDraft(detected.note, detected.conflicts, {
      notePath: 'p.md',
      reviewEvent: 'request_changes_on_critical',
      diffLines: new Set([1]),
    });
    expect(draft.event).toBe('REQUEST_CHANGES');
    expect(draft.comments).toEqual([]);
    for (const c of detected.conflicts) expect(draft.body).toContain(c.id);
  });

  it('skips resolved conflicts and comments only on the selected ones', () => {
    const resolved = detected.conflicts.map((c, i) => (i === 0 ? { ...c, decision: 'resolved' as const } : c));
    const draft = buildReviewDraft(detected.note, resolved, {
      notePath: 'p.md',
      reviewEvent: 'request_changes_on_critical',
      only: (c) => c.type === 'file_conflict',
    });
    expect(draft.event).toBe('COMMENT');
    expect(draft.comments).toHaveLength(1);
  });
});
