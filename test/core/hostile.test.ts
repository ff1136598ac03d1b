// Hostile notes: thousands of generated and mutated inputs, 0 crashes, text never lost. Timing is
// not asserted here (no wall-clock asserts in unit tests); `npm run bench` times the same shapes at
// 1 MB and checks that doubling an input at most about triples its parse time.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOSTILE_GENERATORS, mutate, prng, whitespaceEverywhere } from '../../bench/hostile-notes.js';
import { buildSessionArtifacts } from '../../src/core/render/artifacts.js';
import { detectConflicts } from '../../src/core/engine/detect.js';
import type { PlanNote } from '../../src/core/shared/model.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { applyDetection } from '../../src/core/engine/recheck.js';

const FIXTURES = readdirSync('test/fixtures/plan-notes')
  .filter((name) => name.endsWith('.md'))
  .map((name) => [name, readFileSync(`test/fixtures/plan-notes/${name}`, 'utf8')] as const);

/** Shapes that are one long line: kept at a full 1 MB here. */
const ONE_MB = new Set(['one_mb_line', 'whitespace_line', 'heading_trailing_spaces', 'unclosed_backtick', 'field_label_tabs']);

function survives(text: string): PlanNote {
  const note = parsePlanNote(text);
  expect(note.toString()).toBe(text);
  expect(note.diagnostics.find((d) => d.code === 'parser-failure')).toBeUndefined();
  detectConflicts(note);
  return note;
}

describe('hostile notes', () => {
  let count = 0;

  it.each(Object.keys(HOSTILE_GENERATORS))('%s: parses, detects and re-checks at every size without a crash', (name) => {
    const generate = HOSTILE_GENERATORS[name] as (n: number) => string;
    for (const size of [1, 100, 5_000]) {
      const note = survives(generate(size));
      const result = applyDetection(note);
      expect(applyDetection(result.note).changed).toBe(false);
      buildSessionArtifacts({ note: result.note, conflicts: result.conflicts, now: '2026-11-22T00:00:00Z' });
      count++;
    }
    // Long lines and runs: parse and detect only (the bench times every shape at 1 MB).
    survives(generate(ONE_MB.has(name) ? 1_000_000 : 100_000));
    count++;
  });

  it.each(FIXTURES.map(([name]) => name))('%s: 500 random mutations', (name) => {
    const text = FIXTURES.find(([n]) => n === name)?.[1] as string;
    const random = prng(name.length * 7919);
    let current = text;
    for (let i = 0; i < 500; i++) {
      // Mostly fresh mutations of the fixture, sometimes mutations stacked on mutations.
      current = mutate(random() < 0.7 ? text : current, random);
      const note = survives(current);
      if (i % 25 === 0) applyDetection(note);
      count++;
    }
  });

  it.each(FIXTURES.map(([name]) => name))('%s: whitespace runs in every position', (name) => {
    const text = FIXTURES.find(([n]) => n === name)?.[1] as string;
    for (const run of [' '.repeat(300), '\t'.repeat(50), ' \t'.repeat(40)]) {
      for (const variant of whitespaceEverywhere(text, run)) {
        survives(variant);
        count++;
      }
    }
  });

  it('covered at least 5 000 hostile inputs', () => {
    expect(count).toBeGreaterThanOrEqual(5_000);
  });
});

describe('hostile shapes are read as a person means them', () => {
  it('a heading padded with spaces before its tag keeps title and tag', () => {
    const note = parsePlanNote(HOSTILE_GENERATORS.heading_spaces_before_tag?.(5_000) as string);
    expect(note.tasks[0]).toMatchObject({ id: 'TASK-001', title: 'title', tag: 'api' });
  });

  it('a label with tabs inside is not a known field, and nothing crashes', () => {
    const note = parsePlanNote(HOSTILE_GENERATORS.field_label_tabs?.(100) as string);
    expect(note.tasks[0]?.dependsOn).toEqual(['TASK-002']);
  });

  it('an alias bomb in the frontmatter is refused with a diagnostic', () => {
    const note = parsePlanNote(HOSTILE_GENERATORS.alias_bomb?.(1_000_000) as string);
    expect(note.diagnostics.some((d) => d.code === 'frontmatter-yaml' && /alias/i.test(d.message))).toBe(true);
  });

  it('deeply nested frontmatter is refused before the YAML parser recurses', () => {
    const note = parsePlanNote(HOSTILE_GENERATORS.frontmatter_deep_nesting?.(100_000) as string);
    expect(note.diagnostics.find((d) => d.code === 'frontmatter-yaml')?.message).toMatch(/nested more than 64 deep/);
  });

  it('a diagnostic quotes at most a short slice of a 1 MB heading', () => {
    const note = parsePlanNote(`## Task pool - api\n\n### TASK-x${'y'.repeat(1_000_000)}\n`);
    const diagnostic = note.diagnostics.find((d) => d.code === 'unreadable-task-heading');
    expect(diagnostic?.message.length).toBeLessThan(200);
  });
});
