// The plan-structure figures end to end: a shop history planned by the real offline provider, each
// figure's numerator and denominator checked by hand against the plans it makes (listed below).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDiff } from '../../src/backtest/git.js';
import { runBacktest } from '../../src/backtest/run.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { createProvider } from '../../src/planner/providers.js';
import { createFixtureRepo, type FixtureRepo } from './git-fixture.js';

const cart = (add: string, total: string) =>
  `import { applyDiscount, priceOf } from './pricing';\n\nexport function addItem(cart, item) {\n  ${add}\n}\n\n` +
  `export function cartTotal(cart) {\n  ${total}\n}\n`;
const PUSH = 'cart.items.push(item);';
const MERGE = 'const same = cart.items.find((i) => i.id === item.id);\n  if (same) same.quantity += 1;\n  else cart.items.push(item);';
const SUM = 'return cart.items.reduce((sum, item) => sum + priceOf(item), 0);';
const DISCOUNTED = 'return applyDiscount(cart.items.reduce((sum, item) => sum + priceOf(item), 0), cart.discount);';

let repo: FixtureRepo;
const sha: Record<string, string> = {};

beforeAll(() => {
  repo = createFixtureRepo();
  sha.root = repo.commit('Initial commit', {
    'src/cart.ts': cart(PUSH, SUM),
    'src/pricing.ts':
      'export function priceOf(item) {\n  return item.price * item.quantity;\n}\n\nexport function applyDiscount(price, discount) {\n  return price;\n}\n',
    'test/cart.test.ts':
      "import { cartTotal } from '../src/cart';\n\ntest('cart total', () => {\n  expect(cartTotal({ items: [] })).toBe(0);\n});\n",
    'src/db.ts': 'export const pool = connect();\n',
    'src/shipping.ts': 'export function shippingCost(weight) {\n  return weight * 2;\n}\n',
    'README.md': '# shop\n',
  });
  sha.discount = repo.commit('feat: apply the discount to the cart total\n\nThe cart total applies the discount code.\n', {
    'src/cart.ts': cart(PUSH, DISCOUNTED),
    'src/pricing.ts':
      'export function priceOf(item) {\n  return item.price * item.quantity;\n}\n\nexport function applyDiscount(price, discount) {\n  return discount ? price * (1 - discount) : price;\n}\n',
    'test/cart.test.ts':
      "import { cartTotal } from '../src/cart';\n\ntest('cart total', () => {\n  expect(cartTotal({ items: [] })).toBe(0);\n  expect(cartTotal({ items: [{ price: 10, quantity: 1 }], discount: 0.5 })).toBe(5);\n});\n",
  });
  // The change is in addItem; the plan points at cartTotal, which the diff never shows.
  sha.repeated = repo.commit('fix: cart total counts repeated items once\n', {
    'src/cart.ts': cart(MERGE, DISCOUNTED),
    'README.md': '# shop\n\nRepeated items merge.\n',
  });
  sha.shipping = repo.commit('feat: shipping cost by weight and zone\n', {
    'src/shipping.ts': 'export function shippingCost(weight, zone) {\n  return weight * 2 * zone;\n}\n',
    'src/db.ts': 'export const pool = connect();\nexport const zones = [];\n',
    'src/zones.ts': 'export const ZONES = [1, 2];\n',
    'src/cart.ts': cart(MERGE, `${DISCOUNTED.slice(0, -1)} + shippingCost(1, 1);`),
  });
});
afterAll(() => repo.remove());

describe('fileDiff', () => {
  it('is the -U0 diff of one file: its hunk header names the enclosing function', async () => {
    const diff = await fileDiff(repo.dir, sha.discount as string, sha.repeated as string, 'src/cart.ts');
    expect(diff).toContain('+++ b/src/cart.ts');
    expect(diff).toMatch(/^@@ -4 \+4,3 @@ export function addItem\(cart, item\) \{$/m);
    expect(diff).not.toContain('cartTotal');
    expect(await fileDiff(repo.dir, sha.discount as string, sha.repeated as string, 'src/db.ts')).toBe('');
  });
});

describe('runBacktest: plan structure with the offline planner', () => {
  it('counts anchors, test links, dependencies and the size correlation of the plans', async () => {
    const report = await runBacktest({
      root: repo.dir,
      limit: 5,
      query: {},
      config: DEFAULT_CONFIG,
      makeProvider: (budget) => createProvider({ choice: 'offline', config: DEFAULT_CONFIG, budget, env: {} }),
    });
    const figures = report.commits.map((c) => ({
      subject: c.subject,
      gold: c.gold.length,
      planned: c.planned,
      tasks: c.tasks,
      anchors: c.anchors,
      anchor_lines: c.anchor_lines,
      anchor_misses: c.anchor_misses,
      test_links: c.test_links,
      dependencies: c.dependencies,
    }));
    // The offline plans (newest first), each test in the task of the code it tests:
    //  shipping  TASK-001 src/shipping.ts:shippingCost — in the diff.
    //  repeated  TASK-001 src/cart.ts:cartTotal with test/cart.test.ts:* — the hunk is addItem's: a miss;
    //            one task, so nothing to order and no test-only task.
    //  discount  TASK-001 src/cart.ts:cartTotal (with its test), TASK-002 src/pricing.ts:applyDiscount —
    //            both in their diffs; cart.ts imports pricing.ts, so TASK-001 depends on TASK-002.
    expect(figures).toEqual([
      {
        subject: 'feat: shipping cost by weight and zone',
        gold: 4,
        planned: ['src/shipping.ts'],
        tasks: 1,
        anchors: { count: 1, total: 1 },
        anchor_lines: { count: 1, total: 1 },
        anchor_misses: [],
        test_links: { count: 0, total: 0 },
        dependencies: { count: 0, total: 0 },
      },
      {
        subject: 'fix: cart total counts repeated items once',
        gold: 2,
        planned: ['src/cart.ts', 'test/cart.test.ts'],
        tasks: 1,
        anchors: { count: 0, total: 1 },
        anchor_lines: { count: 0, total: 1 },
        anchor_misses: ['src/cart.ts:cartTotal'],
        test_links: { count: 0, total: 0 },
        dependencies: { count: 0, total: 0 },
      },
      {
        subject: 'feat: apply the discount to the cart total',
        gold: 3,
        planned: ['src/cart.ts', 'src/pricing.ts', 'test/cart.test.ts'],
        tasks: 2,
        anchors: { count: 2, total: 2 },
        anchor_lines: { count: 2, total: 2 },
        anchor_misses: [],
        test_links: { count: 0, total: 0 },
        dependencies: { count: 1, total: 1 },
      },
    ]);
    // Plan sizes [1, 2, 3] against gold sizes [4, 2, 3]: ranks [1, 2, 3] and [3, 1, 2];
    // dx [-1, 0, 1], dy [1, -1, 0] → Σdxdy = -1, Σdx² = Σdy² = 2 → ρ = -0.5.
    expect(report.overall).toMatchObject({
      anchors: { count: 3, total: 4, rate: 0.75 },
      // TypeScript's hunk headers name the function: by lines, the same points count.
      anchor_lines: { count: 3, total: 4, rate: 0.75 },
      test_links: { count: 0, total: 0 },
      dependencies: { count: 1, total: 1, rate: 1 },
      size: { spearman: -0.5, cases: 3 },
    });
  });

  it('leaves a failed plan out of every structure figure', async () => {
    const report = await runBacktest({
      root: repo.dir,
      limit: 5,
      query: {},
      config: DEFAULT_CONFIG,
      makeProvider: () => {
        throw new Error('model unavailable');
      },
    });
    expect(report.commits.map((c) => [c.status, c.tasks, c.anchors.total])).toEqual([
      ['error', 0, 0],
      ['error', 0, 0],
      ['error', 0, 0],
    ]);
    expect(report.overall.size).toEqual({ spearman: null, cases: 0 });
  });
});
