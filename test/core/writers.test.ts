import { describe, expect, it } from 'vitest';
import type { TaskDraft } from '../../src/core/shared/model.js';
import { inline, parenthesizeTrailingBrackets, renderTask } from '../../src/core/note/writers.js';

describe('writers', () => {
  it('drops HTML comments with the one stripper of text-safety: an unclosed one hides the rest of the value, so it goes too', () => {
    expect(inline('keep <!-- hidden --> this')).toBe('keep this');
    expect(inline('a<!--x-->b<!--y\n-->c')).toBe('abc');
    // Left in a note, an unclosed opener would hide every task after it when GitHub renders the file.
    expect(inline('a <!-- open')).toBe('a');
    // hostile: many openings that nothing closes
    expect(inline('<!--'.repeat(100_000), 10)).toBe('');
  });

  it('turns a trailing [tag] into (tag), from the first [ after the last other ]', () => {
    expect(parenthesizeTrailingBrackets('Add cache [api]')).toBe('Add cache (api)');
    expect(parenthesizeTrailingBrackets('a [b [c]')).toBe('a (b [c)');
    expect(parenthesizeTrailingBrackets('a [b] [c]')).toBe('a [b] (c)');
    expect(parenthesizeTrailingBrackets('a []')).toBe('a ()');
    expect(parenthesizeTrailingBrackets('a ]')).toBe('a ]');
    expect(parenthesizeTrailingBrackets(']')).toBe(']');
    expect(parenthesizeTrailingBrackets('a [b] c')).toBe('a [b] c');
    // hostile: many openings and no closing bracket
    expect(parenthesizeTrailingBrackets('['.repeat(100_000) + 'x')).toBe('['.repeat(100_000) + 'x');
    expect(parenthesizeTrailingBrackets('['.repeat(100_000) + ']')).toBe(`(${'['.repeat(99_999)})`);
  });

  it('renders a task heading whose own [domain] stays the last bracket', () => {
    const task: TaskDraft = {
      id: 'TASK-001',
      title: 'Add cache [api]',
      domain: 'backend-api',
      dependsOn: [],
      scope: '',
      modificationPoints: [],
      complexity: 'Low',
      conflictRisk: 'Low',
    };
    expect(renderTask(task, 'en').split('\n')[0]).toBe('### TASK-001: Add cache (api) [backend-api]');
    const hostile = renderTask({ ...task, title: '['.repeat(100_000) }, 'en').split('\n')[0];
    expect(hostile).toBe(`### TASK-001: ${'['.repeat(199)}… [backend-api]`);
  });
});
