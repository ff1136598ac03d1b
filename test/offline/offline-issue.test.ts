// What of an issue the offline planner reads as its words: not HTML comments, not an issue
// template's headings and placeholder lines, not a pasted stack trace's lines.
import { describe, expect, it } from 'vitest';
import { readRequirement } from '../../src/offline/offline-issue.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const EMPTY = createMemorySnapshot({ 'src/a.js': 'export const a = 1;\n' });

const TEMPLATE = [
  'Export drops the last row',
  '',
  '<!-- Please search existing issues before filing. Describe the context and the description. -->',
  '**Describe the bug**',
  'A clear and concise description of what the bug is.',
  'The CSV export leaves out the last row of the table.',
  '',
  '**To Reproduce**',
  'Steps to reproduce the behavior:',
  "1. Go to '...'",
  "2. Click on '....'",
  "3. Scroll down to '....'",
  '4. See error',
  '',
  '### Expected behavior',
  'Every row is exported.',
  '',
  '**Desktop (please complete the following information):**',
  ' - OS: [e.g. iOS]',
  '',
  '**Additional context**',
  'Add any other context about the problem here.',
].join('\n');

describe('reading an issue', () => {
  it("drops HTML comments and a template's headings and placeholders, keeps what the author wrote", () => {
    expect(
      readRequirement(TEMPLATE, EMPTY)
        .prose.split('\n')
        .filter((l) => l.trim() !== ''),
    ).toEqual(['Export drops the last row', 'The CSV export leaves out the last row of the table.', 'Every row is exported.', ' - OS: ']);
  });

  it('keeps a line that only starts like a template heading', () => {
    const text = 'Description: the parser fails on tabs\nExpected behavior of the cache is documented';
    expect(readRequirement(text, EMPTY).prose).toBe(text);
  });

  it("ranks by the author's words, not the template's", () => {
    const snapshot = createMemorySnapshot({
      'src/export/csv.js':
        'export function exportCsv(rows) {\n  // every row of the table, the last one too\n  return rows.map(String);\n}\n',
      'src/ui/description.js': 'export const description = "A clear and concise description"; // context, behavior, screenshots\n',
      'src/ui/context.js': 'export function context() { return "additional context about the problem, screenshots, behavior"; }\n',
    });
    const files = retrieveFiles(snapshot, TEMPLATE);
    expect(files[0]?.path).toBe('src/export/csv.js');
    // The template's words match nothing: the other files share only "export" with the issue.
    for (const file of files.slice(1)) expect(file.matched).toEqual(['export']);
  });
});
