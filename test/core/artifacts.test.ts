import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitStrategy } from '../../src/core/render/artifacts.js';
import { parsePlanNote } from '../../src/core/note/parse.js';

const FRONT = readFileSync('test/fixtures/plan-notes/en-basic.md', 'utf8').split('## Requirement Understanding')[0] as string;
const strategy = (understanding: string) => splitStrategy(parsePlanNote(`${FRONT}## Requirement Understanding\n\n${understanding}`));

describe('splitStrategy', () => {
  it('reads the Split strategy subsection of the understanding, up to the next ### heading', () => {
    expect(splitStrategy(parsePlanNote(readFileSync('test/fixtures/plan-notes/en-basic.md', 'utf8')))).toBe(
      'Backend enforcement, dashboard display and the security review of client keys are planned separately.',
    );
    expect(strategy('### Core objectives\n- a\n\n### Split strategy  \n\n  By layer.\n#### detail\nmore\n### Constraints\n- c\n')).toBe(
      'By layer.\n#### detail\nmore',
    );
    expect(strategy('### 拆分策略\n按层拆分\n')).toBe('按层拆分');
    expect(strategy('### split STRATEGY\nx\n###\ny\n')).toBe('x');
    expect(strategy('### Split strategy is next\nx\n')).toBe('');
    expect(strategy('### Split strategy')).toBe('');
    expect(strategy('- no subsections\n')).toBe('');
  });

  it('reads a hostile heading padded with blank lines or spaces', () => {
    expect(strategy(`### Split strategy${'\n'.repeat(100_000)}x\n`)).toBe('x');
    expect(strategy(`### Split strategy${' '.repeat(100_000)}x\n`)).toBe('');
    expect(strategy(`### Split strategy\n${' \n'.repeat(50_000)}x`)).toBe('x');
  });
});

describe('usage.json read back', () => {
  it('keeps only numbers and ignores a hand-damaged file instead of crashing', async () => {
    const { parseUsageReport } = await import('../../src/core/shared/usage.js');
    expect(parseUsageReport('{"total":{},"agents":5}')).toEqual({
      total: { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0 },
      agents: [],
    });
    expect(parseUsageReport('{"total":{"cost_usd":1.5},"agents":[null,{"agent":"link","cost_usd":"x"}]}')?.agents).toEqual([
      { agent: 'link', input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0 },
    ]);
    // The model and a fallback come back as text (plan.md escapes them like any other cell).
    const agents =
      '[{"agent":"link","model":"gpt-4.1","fallback":{"from":"anthropic/claude-sonnet-4-5","reason":"overloaded"},"model_extra":1}]';
    expect(parseUsageReport(`{"total":{},"agents":${agents}}`)?.agents?.[0]).toMatchObject({
      model: 'gpt-4.1',
      fallback: { from: 'anthropic/claude-sonnet-4-5', reason: 'overloaded' },
    });
    expect(parseUsageReport('not json')).toBeUndefined();
    expect(parseUsageReport('[]')).toBeUndefined();
  });
});
