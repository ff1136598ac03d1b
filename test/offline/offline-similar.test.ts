// The size of the repository's earlier commits most like the requirement (offline-similar.ts), and
// what it does to a plan's size (offline-scope.ts).
import { describe, expect, it } from 'vitest';
import { similarSizeGap } from '../../src/offline/offline-similar.js';
import { scopeOf } from '../../src/offline/offline-scope.js';

const commit = (subject: string, size: number, extra: string[] = []) => ({
  subject,
  files: [...Array.from({ length: size }, (_, k) => `src/${subject.length}-${k}.rs`), ...extra],
});
const TOPICS = ['parser', 'lexer', 'printer', 'number', 'escape', 'float', 'map', 'value', 'error', 'reader'];
/** Twenty varied commits of three files each. */
const varied = Array.from({ length: 20 }, (_, i) => commit(`Improve the ${TOPICS[i % 10]} ${i < 10 ? 'speed' : 'docs'}`, 3));

describe('similarSizeGap', () => {
  it('is how many files more the commits worded like the title changed than the average one', () => {
    const past = [
      ...varied,
      ...['needless_borrow', 'redundant_clone', 'manual_range'].map((lint) => commit(`Resolve ${lint} clippy lints`, 9)),
    ];
    const gap = similarSizeGap('Resolve needless_lifetimes clippy lints', past);
    // The three lint sweeps changed 9 files; the average of all 23 commits is (60 + 27) / 23.
    expect(gap).toBeCloseTo(9 - 87 / 23, 5);
  });

  it('is negative when such commits were smaller than most', () => {
    const past = [
      ...varied.map((c) => ({ ...c, files: [...c.files, 'src/extra.rs', 'src/more.rs'] })),
      commit('Raise required compiler to Rust 1.70', 2),
    ];
    const gap = similarSizeGap('Raise required compiler to Rust 1.71', past);
    expect(gap).toBeDefined();
    expect(gap!).toBeLessThan(-2);
  });

  it('reads the title only, without its conventional type', () => {
    const past = [...varied, commit('Resolve clippy lints', 9)];
    expect(similarSizeGap('fix: resolve clippy lints\n\nThe parser and the lexer were noisy.', past)).toBeCloseTo(9 - 69 / 21, 5);
  });

  it('leaves lockfiles and changelogs out and counts a sweeping commit as twelve files', () => {
    const past = [...varied, commit('Resolve clippy lints', 2, ['Cargo.lock', 'CHANGELOG.md']), commit('Resolve all clippy lints', 40)];
    const gap = similarSizeGap('Resolve clippy lints', past)!;
    const average = (60 + 2 + 12) / 22;
    // The exact subject counts more than the one with an extra word.
    expect(gap).toBeGreaterThan(2 - average);
    expect(gap).toBeLessThan(12 - average);
  });

  it('reads Chinese subjects by pairs of characters', () => {
    const chinese = [
      ...Array.from({ length: 20 }, (_, i) => commit(`更新${TOPICS[i % 10]}文档 ${i}`, 3)),
      commit('修复登录超时', 9),
      commit('修复登录重定向', 9),
    ];
    const gap = similarSizeGap('修复登录失败的问题', chinese);
    expect(gap).toBeDefined();
    expect(gap!).toBeGreaterThan(4);
  });

  it('says nothing without enough history or without an alike subject', () => {
    expect(similarSizeGap('Resolve clippy lints', undefined)).toBeUndefined();
    expect(similarSizeGap('Resolve clippy lints', varied.slice(0, 19))).toBeUndefined();
    expect(similarSizeGap('Add a websocket transport', varied)).toBeUndefined();
    expect(similarSizeGap('', varied)).toBeUndefined();
    expect(
      similarSizeGap(
        'Improve the parser speed',
        varied.map((c) => ({ ...c, files: ['Cargo.lock'] })),
      ),
    ).toBeUndefined();
  });
});

describe('scopeOf with alike commits', () => {
  it('moves the plan by half the gap, two files at most either way', () => {
    const plain = scopeOf('Resolve needless_lifetimes clippy lints');
    const big = [...varied, ...['needless_borrow', 'redundant_clone'].map((lint) => commit(`Resolve ${lint} clippy lints`, 12))];
    expect(scopeOf('Resolve needless_lifetimes clippy lints', big).files).toBe(plain.files + 2);
    // Features here took two files (so the kind's own history adds nothing), and most commits seven.
    const small = [
      ...varied.map((c) => ({ ...c, files: [...c.files, 'a.rs', 'b.rs', 'c.rs', 'd.rs'] })),
      ...TOPICS.slice(0, 5).map((topic) => commit(`Add the ${topic} exporter`, 2)),
      commit('Add a retry option to the server', 2),
    ];
    const feature = scopeOf('Add a retry option to the client');
    expect(scopeOf('Add a retry option to the client', small).files).toBe(feature.files - 2);
    expect(scopeOf('Add a retry option to the client', small).least).toBe(feature.least - 2);
  });
});
