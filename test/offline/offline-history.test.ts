// The repository's history as evidence of where a change lands (offline-history.ts): files that
// earlier commits with the requirement's words in their subjects changed rise, rare words count
// more than common ones, and too little history or sweeping commits change nothing.
import { describe, expect, it } from 'vitest';
import { byHistory } from '../../src/offline/offline-history.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import type { PastCommit } from '../../src/repo/history.js';
import { attachHistory } from '../../src/repo/history.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { queryTerms } from '../../src/retrieval/tokens.js';

/** Commits that say nothing about the requirement, so that the history is long enough to count. */
function filler(count: number): PastCommit[] {
  return Array.from({ length: count }, (_, i) => ({ subject: `Bump version ${i}`, files: ['package.json'] }));
}

const candidates = () => [
  { path: 'src/parser.rs', score: 10 },
  { path: 'src/variable_resolver.rs', score: 8 },
  { path: 'src/lexer.rs', score: 7 },
];

describe('byHistory', () => {
  it('lifts a file that past commits about the same words changed above a better text match', () => {
    const past = [
      ...filler(30),
      { subject: 'Evaluate lazy assignments once', files: ['src/variable_resolver.rs', 'tests/lazy.rs'] },
      { subject: 'Fix lazy assignment in recipes', files: ['src/variable_resolver.rs'] },
    ];
    const scored = candidates();
    byHistory(past, scored, queryTerms('lazy assignments in functions'));
    expect(scored[0]?.path).toBe('src/variable_resolver.rs');
    expect(scored.find((c) => c.path === 'src/parser.rs')?.score).toBe(10);
  });

  it('weighs a word rare in the subjects above a word most subjects hold', () => {
    const past = [
      ...Array.from({ length: 25 }, (_, i) => ({ subject: `Recipe tweak ${i}`, files: [`src/r${i}.rs`] })),
      { subject: 'Recipe fix', files: ['src/parser.rs'] },
      { subject: 'Dotenv loading', files: ['src/lexer.rs'] },
    ];
    const scored = candidates();
    byHistory(past, scored, queryTerms('recipe dotenv'));
    const score = (path: string) => scored.find((c) => c.path === path)?.score ?? 0;
    expect(score('src/lexer.rs') / 7).toBeGreaterThan(score('src/parser.rs') / 10);
  });

  it('changes nothing with under twenty commits, without history, or from a commit of many files', () => {
    const short = [{ subject: 'Lazy assignments', files: ['src/lexer.rs'] }, ...filler(10)];
    const wide = [
      ...filler(30),
      { subject: 'Lazy assignments everywhere', files: Array.from({ length: 13 }, (_, i) => `src/f${i}.rs`).concat('src/lexer.rs') },
    ];
    for (const past of [short, wide, undefined]) {
      const scored = candidates();
      byHistory(past, scored, queryTerms('lazy assignments'));
      expect(scored).toEqual(candidates());
    }
  });

  it('takes the title stress into account and reads a conventional subject without its type', () => {
    // The subject holds "cycle" only: stressing it raises the share of the requirement it holds.
    const past = [...filler(30), { subject: 'fix(lexer): cycle detection', files: ['src/lexer.rs'] }];
    const lexer = (list: { path: string; score: number }[]) => list.find((c) => c.path === 'src/lexer.rs')?.score ?? 0;
    const plain = candidates();
    byHistory(past, plain, queryTerms('resolver cycle'));
    const stressed = candidates();
    byHistory(past, stressed, queryTerms('resolver cycle'), new Map([['cycl', 2.5]]));
    expect(lexer(plain)).toBeGreaterThan(7);
    expect(lexer(stressed)).toBeGreaterThan(lexer(plain));
    // "fix" is the subject's type, not one of its words.
    const typed = candidates();
    byHistory([...filler(30), { subject: 'fix: something else', files: ['src/lexer.rs'] }], typed, queryTerms('fix'));
    expect(typed).toEqual(candidates());
  });
});

describe('byHistory with a title', () => {
  it('reads the title’s words: a long body does not thin out the history of the file it names', () => {
    const past = [...filler(30), { subject: 'Lazy assignments', files: ['src/lexer.rs'] }];
    const title = new Map(queryTerms('Lazy assignments').map((t) => [t, 2.5]));
    const body = ' Steps to reproduce: run the recipe with a dotenv file, see the output, compare with the docs, then retry.';
    const lexer = (text: string) => {
      const scored = candidates();
      byHistory(past, scored, queryTerms(text), title);
      return scored.find((c) => c.path === 'src/lexer.rs')?.score ?? 0;
    };
    expect(lexer(`Lazy assignments\n\n${body}`)).toBeCloseTo(lexer('Lazy assignments'));
    // Both words held by one commit each: half their weight (count / (count + 1)), so 7 × (1 + 2 × ½).
    expect(lexer('Lazy assignments')).toBeCloseTo(14);
  });
});

describe('retrieveFiles with history', () => {
  it('plans the file the history ties to the requirement, which its text alone ranks out', () => {
    const files: Record<string, string> = {
      'src/parser.rs': 'fn parse_assignment() {}\n// assignments in functions\nfn parse_function() {}\n',
      'src/evaluator.rs': 'fn evaluate_assignment() {}\n// assignment values of functions\n',
      'src/variable_resolver.rs': 'fn resolve_variables() {}\n// lazy values\n',
      'src/lexer.rs': 'fn lex() {}\n',
    };
    const requirement = "Don't reevaluate lazy assignments in user-defined functions";
    const without = retrieveFiles(createMemorySnapshot(files), requirement).map((f) => f.path);
    expect(without).not.toContain('src/variable_resolver.rs');
    const snapshot = createMemorySnapshot(files);
    attachHistory(snapshot, [
      ...filler(30),
      { subject: 'Resolve lazy assignments of user-defined functions in order', files: ['src/variable_resolver.rs'] },
      { subject: 'Reevaluate lazy assignments on change', files: ['src/variable_resolver.rs'] },
    ]);
    expect(retrieveFiles(snapshot, requirement).map((f) => f.path)).toContain('src/variable_resolver.rs');
  });
});
