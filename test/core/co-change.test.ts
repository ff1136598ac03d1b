// Files that change together (co-change.ts): three shared commits and half of the rarer file's
// commits couple two files; chance pairs and sweeping commits do not.
import { describe, expect, it } from 'vitest';
import { coChangeOf } from '../../src/core/engine/co-change.js';

describe('coChangeOf', () => {
  it('couples files changed together in at least 3 commits and half of the rarer one’s', () => {
    const history = [
      ['a.ts', 'b.ts'],
      ['a.ts', 'b.ts'],
      ['a.ts', 'b.ts', 'c.ts'],
      ['a.ts'],
      ['c.ts'],
      ['c.ts'],
      ['c.ts'],
      ['c.ts'],
      ['c.ts'],
      ['c.ts'],
    ];
    const together = coChangeOf(history);
    expect(together('a.ts', 'b.ts')).toBe(true);
    expect(together('b.ts', 'a.ts')).toBe(true);
    // One shared commit is chance; c.ts changed 7 times, 1 with a.ts.
    expect(together('a.ts', 'c.ts')).toBe(false);
    expect(together('a.ts', 'unknown.ts')).toBe(false);
  });

  it('needs the share as well as the count, and leaves sweeping commits out', () => {
    const many = Array.from({ length: 8 }, () => ['x.ts']);
    expect(coChangeOf([...many, ['x.ts', 'y.ts'], ['x.ts', 'y.ts'], ['x.ts', 'y.ts']])('x.ts', 'y.ts')).toBe(true); // 3 of y's 3
    expect(
      coChangeOf([...many, ['x.ts', 'y.ts'], ['x.ts', 'y.ts'], ['x.ts', 'y.ts'], ...Array.from({ length: 4 }, () => ['y.ts'])])(
        'x.ts',
        'y.ts',
      ),
    ).toBe(false); // 3 of y's 7
    const sweep = Array.from({ length: 40 }, (_, i) => `f${i}.ts`);
    expect(coChangeOf([sweep, sweep, sweep])('f1.ts', 'f2.ts')).toBe(false);
    expect(coChangeOf([sweep, sweep, sweep], { maxFiles: 50 })('f1.ts', 'f2.ts')).toBe(true);
  });
});
