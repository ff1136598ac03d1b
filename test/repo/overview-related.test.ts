// The overview's "Files most related to the requirement": the index's top files for the
// requirement with their matched terms, only when the requirement is given, deterministic, capped.
import { describe, expect, it } from 'vitest';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { buildOverview } from '../../src/retrieval/overview.js';

const files: Record<string, string> = {
  'README.md': '# shop\nA small shop.\n',
  'src/cart/checkout.ts': 'export function checkout(cart: Cart) {\n  return applyDiscount(cart);\n}\n',
  'src/cart/discount.ts': 'export function applyDiscount(cart: Cart) {\n  return cart;\n}\n',
  'src/users.ts': 'export const users = [];\n',
  'test/discount.test.ts': "import { applyDiscount } from '../src/cart/discount.js';\n",
  'CHANGELOG.md': 'discount codes at checkout\n',
  'dist/bundle.js': 'discount checkout discount\n',
};
const requirement = 'Let customers apply a discount code at checkout';
const HEADING = '## Files most related to the requirement (index ranking: a starting point, not a verdict)';

describe('overview: files most related to the requirement', () => {
  const snapshot = createMemorySnapshot(files, { source: 'octo/shop' });

  it('lists the top files with their matched terms, after the header and never noise', () => {
    const overview = buildOverview(snapshot, { requirement });
    const section = overview.split('\n\n').find((s) => s.startsWith(HEADING)) ?? '';
    const lines = section.split('\n').slice(1);
    expect(overview.split('\n\n')[1]).toBe(section);
    expect(lines).toContain('- src/cart/discount.ts (source; matched: apply, discount)');
    expect(lines.every((l) => /^- \S+ \((source|test|doc|config|other); matched: [a-z0-9, +]+\)$/.test(l))).toBe(true);
    expect(section).not.toContain('CHANGELOG.md');
    expect(section).not.toContain('dist/');
  });

  it('shows a Chinese match as the words of the requirement it covers, not as pairs of characters', () => {
    const chinese = createMemorySnapshot({ ...files, 'src/session.ts': '// 登录超时后清除会话\nexport function expire() {}\n' });
    const overview = buildOverview(chinese, { requirement: '修复登录超时后会话未清除的问题' });
    expect(overview).toContain('- src/session.ts (source; matched: 登录超时后, 会话, 清除)');
    // No pair cut across two words is listed on its own.
    expect(overview).not.toMatch(/[,:] (?:录超|时后|后会|超时)[,)]/);
  });

  it('is absent without a requirement or a match, leaving the overview as before', () => {
    const plain = buildOverview(snapshot);
    expect(plain).not.toContain(HEADING);
    expect(buildOverview(snapshot, { requirement: '   ' })).toBe(plain);
    expect(buildOverview(snapshot, { requirement: 'zzzz qqqq' })).toBe(plain);
  });

  it('lists at most 10 files, fits the budget and is the same whatever the file order', () => {
    const many: Record<string, string> = { ...files };
    for (let i = 0; i < 30; i++) many[`src/discounts/rule${String(i).padStart(2, '0')}.ts`] = 'export const discount = 1;\n';
    const overview = buildOverview(createMemorySnapshot(many), { requirement });
    const section = overview.split('\n\n').find((s) => s.startsWith(HEADING)) ?? '';
    expect(section.split('\n')).toHaveLength(11);
    expect(section.length).toBeLessThanOrEqual(1200);
    const reversed = createMemorySnapshot(Object.fromEntries(Object.entries(many).reverse()));
    expect(buildOverview(reversed, { requirement })).toBe(overview);
    const small = buildOverview(createMemorySnapshot(many), { requirement, maxChars: 2000 });
    expect(small.length).toBeLessThanOrEqual(2000);
  });
});
