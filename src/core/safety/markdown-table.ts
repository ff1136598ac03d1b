// Every Markdown table the bot writes. Cells are escaped here, one way: a line break becomes a space
// and `|` is escaped (a run of backslashes before it dropped), so no cell can end its row early or
// add a column. Making untrusted text safe (mentions, HTML) is text-safety.ts's job, before.
import { escapeCell } from './text-safety.js';

export type Align = 'left' | 'center' | 'right' | 'none';

const RULE: Record<Align, string> = { none: '---', left: ':---', center: ':---:', right: '---:' };

/** The table's lines joined by `\n`; each row has exactly the header's number of cells (missing ones empty). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  if (header.length === 0) return '';
  const line = (cells: readonly string[]) => `| ${header.map((_, i) => escapeCell(cells[i] ?? '')).join(' | ')} |`;
  const rule = `|${header.map((_, i) => RULE[align[i] ?? 'none']).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
