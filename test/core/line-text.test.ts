import { describe, expect, it } from 'vitest';
import { escapePipes, stripRuns } from '../../src/core/shared/line-text.js';
import { safeCell as cell } from '../../src/core/safety/text-safety.js';

describe('line-text', () => {
  it('strips a run of one character from both ends', () => {
    expect(stripRuns('--a-b--', '-')).toBe('a-b');
    expect(stripRuns('---', '-')).toBe('');
    expect(stripRuns('-'.repeat(100_000) + 'x', '-')).toBe('x');
  });

  it('escapes pipes for a table cell, dropping the backslashes just before each one', () => {
    expect(escapePipes('a|b')).toBe('a\\|b');
    expect(escapePipes('a\\|b')).toBe('a\\|b');
    expect(escapePipes('a\\\\\\|b|')).toBe('a\\|b\\|');
    expect(escapePipes('a\\b')).toBe('a\\b');
    expect(escapePipes('||')).toBe('\\|\\|');
    expect(escapePipes('')).toBe('');
    // hostile: a long run of backslashes that no pipe follows, then one that a pipe follows
    expect(escapePipes('\\'.repeat(100_000) + 'x')).toBe('\\'.repeat(100_000) + 'x');
    expect(escapePipes('\\'.repeat(100_000) + '|')).toBe('\\|');
  });

  it('plan.md cells escape pipes the same way', () => {
    expect(cell('a \\\\| b')).toBe('a \\| b');
    expect(cell('\\'.repeat(100_000) + 'x', 200_000)).toBe('\\'.repeat(100_000) + 'x');
  });
});
