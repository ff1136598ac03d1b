import { describe, expect, it } from 'vitest';
import { runTool, TOOL_OUTPUT_MAX } from '../../src/llm/tools.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const long = Array.from({ length: 1000 }, (_, i) => `line ${i + 1} ${'x'.repeat(60)}`).join('\n');
const snapshot = createMemorySnapshot({
  'src/a.ts': 'export const a = 1;\n',
  'src/long.ts': long,
  'README.md': '# r\n',
});

describe('exploration tools', () => {
  it('lists, reads with line numbers and searches', () => {
    expect(runTool(snapshot, 'list_files', { glob: 'src/**' }).content).toBe('src/a.ts\nsrc/long.ts');
    expect(runTool(snapshot, 'read_file', { path: './src/a.ts' }).content).toContain('    1  export const a = 1;');
    expect(runTool(snapshot, 'search_code', { query: 'export' }).content).toBe('src/a.ts:1: export const a = 1;');
  });

  it('caps long reads and outputs, and says how to read on', () => {
    const result = runTool(snapshot, 'read_file', { path: 'src/long.ts' });
    expect(result.content.length).toBeLessThanOrEqual(TOOL_OUTPUT_MAX + 100);
    expect(result.content).toMatch(/read on with start_line=/);
  });

  it('refuses escaping or absolute paths, unknown tools and bad input without throwing', () => {
    expect(runTool(snapshot, 'read_file', { path: '../../etc/passwd' })).toMatchObject({ isError: true });
    expect(runTool(snapshot, 'read_file', { path: '/etc/passwd' })).toMatchObject({ isError: true });
    expect(runTool(snapshot, 'read_file', { path: 'missing.ts' })).toMatchObject({ isError: true });
    expect(runTool(snapshot, 'search_code', { query: '(', regex: true })).toMatchObject({ isError: true });
    expect(runTool(snapshot, 'write_file', {})).toMatchObject({ isError: true });
    expect(runTool(snapshot, 'read_file', null)).toMatchObject({ isError: true });
  });
});
