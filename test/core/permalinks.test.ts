import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { blobTarget, lineSpanOf, localTarget, pointLinks, repoWebUrl, sourceLinks } from '../../src/core/render/permalinks.js';
import { applyDetection } from '../../src/core/engine/recheck.js';
import { renderPlanMd, renderPlanSummary } from '../../src/core/render/render-plan-md.js';
import { buildReviewDraft } from '../../src/core/texts/review.js';
import { computeWaves } from '../../src/core/engine/waves.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const detected = applyDetection(parsePlanNote(readFileSync('test/fixtures/plan-notes/en-basic.md', 'utf8')));
const target = blobTarget('https://github.com/acme/shop', SHA);
if (!target) throw new Error('no target');
/** createServer spans 31-58; everything else has no known span. */
const links = pointLinks(target, {
  spanOf: (path, location) => (path === 'src/server.ts' && location === 'createServer' ? [31, 58] : undefined),
});
const input = { note: detected.note, conflicts: detected.conflicts, waves: computeWaves(detected.note.tasks), generatedAt: '' };

describe('permalinks', () => {
  it('formats github.com and GHES permalinks at the commit, with line anchors', () => {
    expect(target('src/server.ts', [31, 58])).toBe(`https://github.com/acme/shop/blob/${SHA}/src/server.ts#L31-L58`);
    expect(target('src/server.ts', [7, 7])).toBe(`https://github.com/acme/shop/blob/${SHA}/src/server.ts#L7`);
    const ghes = blobTarget(repoWebUrl('https://ghe.example.com/', 'acme/shop'), SHA);
    expect(ghes?.('a b/c.ts')).toBe(`https://ghe.example.com/acme/shop/blob/${SHA}/a%20b/c.ts`);
    expect(blobTarget('https://github.com/acme/shop', 'main; rm')).toBeUndefined();
    expect(blobTarget('javascript:alert(1)', SHA)).toBeUndefined();
  });

  it('links a symbol to its span, line locations to their lines and `*` to the file', () => {
    expect(links('src/server.ts', 'createServer')).toBe(`https://github.com/acme/shop/blob/${SHA}/src/server.ts#L31-L58`);
    expect(links('src/server.ts', 'L31')).toMatch(/server\.ts#L31$/);
    expect(links('src/server.ts', '31-58')).toMatch(/server\.ts#L31-L58$/);
    expect(links('src/server.ts', '*')).toMatch(/server\.ts$/);
    expect(lineSpanOf('lines 58-31')).toBeUndefined();
    expect(localTarget('../../..')('src/x.ts', [31, 31])).toBe('../../../src/x.ts#L31');
  });

  it('plan.md and the PR summary list every point with its link; new files get none', () => {
    for (const text of [renderPlanMd({ ...input, links }), renderPlanSummary({ ...input, links })]) {
      expect(text).toContain('## Modification points');
      expect(text).toContain(`[\`src/server.ts:createServer\`](https://github.com/acme/shop/blob/${SHA}/src/server.ts#L31-L58)`);
      expect(text).toMatch(/- TASK-\d+: `src\/middleware\/rate-limit\.ts` \(new file\)/);
      expect(text).not.toContain('rate-limit.ts)');
      expect(text).not.toMatch(/\]\([^)]*keys\/rotate\.ts/);
    }
  });

  it('renders exactly as before without links', () => {
    expect(renderPlanMd(input)).not.toContain('Modification points');
    expect(renderPlanSummary(input)).not.toContain('Modification points');
  });

  it('review comments link the points of their conflict', () => {
    const draft = buildReviewDraft(detected.note, detected.conflicts, { notePath: 'p.md', reviewEvent: 'comment', links });
    const fileConflict = detected.conflicts.find((c) => c.type === 'file_conflict');
    const comment = draft.comments.find((c) => c.fingerprint === fileConflict?.fingerprint);
    expect(comment?.body).toContain('**Where**:');
    expect(comment?.body).toContain(`(https://github.com/acme/shop/blob/${SHA}/src/server.ts#L31-L58)`);
    const plain = buildReviewDraft(detected.note, detected.conflicts, { notePath: 'p.md', reviewEvent: 'comment' });
    expect(plain.comments.every((c) => !c.body.includes('**Where**'))).toBe(true);
  });

  it('without a snapshot, links come from the frontmatter source: line anchors only for line ranges', () => {
    const note = parsePlanNote(`---\nsession_id: s\nsource:\n  repo: acme/shop\n  commit: ${SHA}\n---\n`);
    const fromSource = sourceLinks(note, 'https://ghe.example.com');
    expect(fromSource?.('src/server.ts', 'createServer')).toBe(`https://ghe.example.com/acme/shop/blob/${SHA}/src/server.ts`);
    expect(fromSource?.('src/server.ts', 'L3-L9')).toMatch(/server\.ts#L3-L9$/);
    expect(sourceLinks(parsePlanNote('---\nsession_id: s\n---\n'))).toBeUndefined();
  });
});
