import { describe, expect, it } from 'vitest';
import { markdownTable } from '../../src/core/safety/markdown-table.js';

/** The cells of one row as GitHub splits it: on every `|` not escaped by a backslash. */
function cellsOf(row: string): string[] {
  return row
    .replace(/\\\|/g, '\u0000')
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim().replace(/\u0000/g, '|'));
}

describe('markdownTable', () => {
  it('writes a header, a rule and one line per row', () => {
    expect(markdownTable(['a', 'b'], [['1', '2']])).toBe('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(markdownTable(['', 'Tokens'], [])).toBe('|  | Tokens |\n|---|---|');
    expect(markdownTable([], [['x']])).toBe('');
  });

  it('aligns columns', () => {
    expect(markdownTable(['a', 'b', 'c', 'd'], [], ['left', 'center', 'right', 'none']).split('\n')[1]).toBe('|:---|:---:|---:|---|');
  });

  it('gives every row the header’s number of cells', () => {
    expect(markdownTable(['a', 'b'], [['1'], ['1', '2', '3']])).toBe('| a | b |\n|---|---|\n| 1 |  |\n| 1 | 2 |');
  });

  it('escapes pipes, the backslashes before them, and line breaks, in every cell', () => {
    const table = markdownTable(['x|y'], [['a|b'], ['a\\|b'], ['a\\\\|b'], ['a\\\\\\|b|'], ['a\nb\r\nc\rd'], ['`code | span`'], ['a\\b']]);
    expect(table).toBe(
      ['| x\\|y |', '|---|', '| a\\|b |', '| a\\|b |', '| a\\|b |', '| a\\|b\\| |', '| a b c d |', '| `code \\| span` |', '| a\\b |'].join(
        '\n',
      ),
    );
    for (const row of table.split('\n')) expect(cellsOf(row)).toHaveLength(1);
  });

  it('keeps hostile cells in their row and column', () => {
    const hostile = [
      '|'.repeat(100_000),
      '\\'.repeat(100_000),
      `${'\\'.repeat(100_000)}|`,
      '\n'.repeat(100_000),
      '\\|\n'.repeat(30_000),
      '| --- |\n| @org/team | <!-- x --> |',
    ];
    const table = markdownTable(['a', 'b'], [hostile, hostile.slice(3)]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(cellsOf(line)).toHaveLength(2);
    expect(cellsOf(lines[2] as string)[0]).toBe('|'.repeat(100_000));
    expect(cellsOf(lines[2] as string)[1]).toBe('\\'.repeat(100_000));
  });
});
