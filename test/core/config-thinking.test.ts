// `thinking`: a budget in tokens per phase, 1024 to 32000, every phase optional.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/core/config/config.js';

describe('config: thinking', () => {
  it('takes a budget per phase and is unset by default', () => {
    expect(validateConfig({}).thinking).toBeUndefined();
    expect(validateConfig({ thinking: { understanding: 1024, revise: 32_000 } }).thinking).toEqual({ understanding: 1024, revise: 32_000 });
  });
  it('refuses a budget out of range, a fraction or an unknown phase', () => {
    for (const thinking of [{ domain: 1000 }, { domain: 32_001 }, { link: 2048.5 }, { planning: 2048 }])
      expect(() => validateConfig({ thinking })).toThrow(/thinking/);
  });
});
