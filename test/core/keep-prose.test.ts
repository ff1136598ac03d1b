// A person's (or another tool's) text in the Dependencies and Conflicts sections survives every
// rewrite: check --write, render and the living PR's re-check all go through applyDetection, and
// the engine only owns the lines between its generated-region markers.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/cli/check.js';
import { runRender } from '../../src/cli/render.js';
import { findGeneratedRegion } from '../../src/core/note/edit.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { applyDetection } from '../../src/core/engine/recheck.js';
import { ARROW_MEANING, OLD_ARROW_MEANING } from '../../src/core/note/labels.js';

const FIXTURE = 'test/fixtures/prose/ccw-prose.md';
const original = readFileSync(FIXTURE, 'utf8');

/** The lines a person wrote in a section (the fixture has no generated region yet). */
function proseOf(text: string, heading: string): string[] {
  const start = text.indexOf(`${heading}\n`);
  const end = text.indexOf('\n## ', start + 1);
  return text
    .slice(start + heading.length + 1, end)
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('### CONFLICT') && !line.startsWith('- **'));
}

/** Text outside both generated regions. */
function outsideRegions(text: string): string {
  const note = parsePlanNote(text);
  let out = text;
  for (const kind of ['conflicts', 'dependencies'] as const) {
    const region = findGeneratedRegion(note, kind);
    if (region) out = out.slice(0, region.innerStart) + out.slice(region.innerEnd);
  }
  return out;
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('hand-written text in generated sections', () => {
  it('upgrading a note keeps every prose line of 依赖关系 and 冲突标记, and adds the generated region', () => {
    const result = applyDetection(parsePlanNote(original));
    const text = result.note.toString();
    for (const line of [...proseOf(original, '## 依赖关系'), ...proseOf(original, '## 冲突标记')]) expect(text).toContain(line);
    expect(text).toContain('<!-- cplan:generated dependencies -->');
    expect(text).toContain('- TASK-001 [backend] → TASK-101 [frontend]');
    // The hand-written, resolved conflict block is kept as it was.
    expect(text).toContain('- **决策状态**: [x] 已解决 – 由 backend 统一注册');
    expect(applyDetection(result.note).changed).toBe(false);
  });

  it('reads the legend an older note wrote as generated, not as prose to keep', () => {
    const older = original.replace('## 依赖关系\n', `## 依赖关系\n\n${OLD_ARROW_MEANING.zh}\n`);
    expect(older).toContain(OLD_ARROW_MEANING.zh);
    const text = applyDetection(parsePlanNote(older)).note.toString();
    expect(text).not.toContain(OLD_ARROW_MEANING.zh);
    expect(text).toContain(ARROW_MEANING.zh);
  });

  it('after the upgrade, everything outside the regions stays byte-identical when the plan changes', () => {
    const upgraded = applyDetection(parsePlanNote(original)).note.toString();
    // A new dependency changes what the engine writes; nothing else may move.
    const edited = upgraded.replace(
      '- **依赖**：TASK-001\n- **修改点**：`src/orders/csv.ts:*`',
      '- **依赖**：TASK-001, TASK-101\n- **修改点**：`src/orders/csv.ts:*`',
    );
    expect(edited).not.toBe(upgraded);
    const rechecked = applyDetection(parsePlanNote(edited)).note.toString();
    expect(rechecked).toContain('- TASK-101 [frontend] → TASK-002 [backend]');
    expect(outsideRegions(rechecked)).toBe(outsideRegions(edited));
  });

  it('text typed between the markers is moved below the region, not deleted, and stays put afterwards', () => {
    const upgraded = applyDetection(parsePlanNote(original)).note.toString();
    const typed = upgraded
      .replace(
        '- TASK-001 [backend] → TASK-101 [frontend]',
        '- TASK-001 [backend] → TASK-101 [frontend]\nRun the API change first, please.',
      )
      .replace(/(<!-- cplan:conflict fingerprint=[^>]+ -->)/, '$1\nThis one worries me: ask the API owners.');
    const once = applyDetection(parsePlanNote(typed)).note.toString();
    for (const line of ['Run the API change first, please.', 'This one worries me: ask the API owners.']) {
      expect(once).toContain(line);
      const note = parsePlanNote(once);
      const kind = line.startsWith('Run') ? 'dependencies' : 'conflicts';
      const region = findGeneratedRegion(note, kind);
      expect(once.slice(region?.innerStart, region?.innerEnd)).not.toContain(line);
    }
    expect(applyDetection(parsePlanNote(once)).changed).toBe(false);
  });

  it('check --write and render keep every prose line in the file on disk', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cplan-prose-'));
    const note = join(dir, 'plan-note.md');
    copyFileSync(FIXTURE, note);
    const out: string[] = [];
    await runCheck(['--write', note], (text) => out.push(text));
    const written = readFileSync(note, 'utf8');
    for (const line of [...proseOf(original, '## 依赖关系'), ...proseOf(original, '## 冲突标记')]) expect(written).toContain(line);
    await runRender(
      [dir],
      (text) => out.push(text),
      () => new Date('2026-11-22T00:00:00Z'),
    );
    expect(readFileSync(note, 'utf8')).toBe(written);
    await runCheck(['--write', note], (text) => out.push(text));
    expect(readFileSync(note, 'utf8')).toBe(written);
  });

  it('a code fence left open at the end does not make every re-check append sections', () => {
    const open = `## Task pool - api\n\n### TASK-001: t\n- **Depends on**: none\n\n\`\`\`ts\nconst x = 1;\n`;
    const first = applyDetection(parsePlanNote(open)).note;
    expect(first.toString().startsWith(open)).toBe(true);
    expect(applyDetection(first).changed).toBe(false);
  });
});
