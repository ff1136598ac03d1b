// The plan-structure figures' pure pieces: identifiers from a location, whole words in a diff, and
// the anchors / test links / dependencies of a hand-written plan note.
import { describe, expect, it } from 'vitest';
import {
  anchorFiles,
  anchorLineRatio,
  changedParentLines,
  containsWord,
  dependencyEdges,
  diffSearchText,
  locationIdentifiers,
  planStructure,
  testLinkRatio,
} from '../../src/backtest/structure.js';
import { parsePlanNote } from '../../src/core/note/parse.js';

describe('locationIdentifiers', () => {
  it.each([
    ['*', []],
    ['', []],
    ['   ', []],
    ['L10-20', []],
    ['10-20', []],
    ['L7', []],
    ['lines 10–20', []],
    ['L10:L20', []],
    ['createServer', ['createServer']],
    ['`createServer`', ['createServer']],
    ['Cart.total', ['Cart', 'total']],
    ['Cart.total()', ['Cart', 'total']],
    ['handle(request, response)', ['handle']],
    ['Foo::bar', ['Foo', 'bar']],
    ['function handleRequest', ['handleRequest']],
    ['class Store', ['Store']],
    ['handleRequest (line 12)', ['handleRequest']],
    ['parse, L10-20', ['parse']],
    ['$emit', ['$emit']],
    ['snake_case_name', ['snake_case_name']],
    ['top of file', []],
    ['a.b.a', ['a', 'b']],
  ])('%j → %j', (location, names) => {
    expect(locationIdentifiers(location)).toEqual(names);
  });

  it('drops what an unclosed parenthesis opens, and is linear on long input', () => {
    expect(locationIdentifiers('run(options')).toEqual(['run']);
    expect(locationIdentifiers(`${'('.repeat(50_000)}x`)).toEqual([]);
    expect(locationIdentifiers(`${')'.repeat(50_000)}x`)).toEqual(['x']);
  });
});

const DIFF = [
  'diff --git a/src/cart.ts b/src/cart.ts',
  'index 1111111..2222222 100644',
  '--- a/src/cart.ts',
  '+++ b/src/cart.ts',
  '@@ -4 +4,3 @@ export function addItem(cart, item) {',
  '-  cart.items.push(item);',
  '+  const same = find(cart, item);',
  '+  if (same) same.quantity += 1;',
  '\\ No newline at end of file',
  '',
].join('\n');

describe('diffSearchText', () => {
  it('keeps the hunk headers and the changed lines, never the file headers', () => {
    expect(diffSearchText(DIFF)).toBe(
      [
        '@@ -4 +4,3 @@ export function addItem(cart, item) {',
        '  cart.items.push(item);',
        '  const same = find(cart, item);',
        '  if (same) same.quantity += 1;',
      ].join('\n'),
    );
    // The path is in the file headers only: "cart" and "ts" from them are not part of the text.
    expect(containsWord(diffSearchText('diff --git a/src/zone.ts b/src/zone.ts\n--- a/src/zone.ts\n+++ b/src/zone.ts\n'), 'zone')).toBe(
      false,
    );
  });

  it('starts over at each file of a longer diff', () => {
    const two = `${DIFF}diff --git a/x.ts b/x.ts\n--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-old\n+new\n`;
    expect(diffSearchText(two).split('\n').slice(-3)).toEqual(['@@ -1 +1 @@', 'old', 'new']);
  });
});

describe('containsWord', () => {
  const text = diffSearchText(DIFF);
  it.each([
    ['addItem', true], // hunk header
    ['quantity', true], // added line
    ['push', true], // removed line
    ['item', true],
    ['items', true],
    ['add', false], // inside addItem
    ['Item', false], // case-sensitive
    ['uantity', false],
    ['same', true],
    ['', false],
  ])('%j → %s', (word, found) => {
    expect(containsWord(text, word)).toBe(found);
  });

  it('treats `$` and `_` as parts of a word', () => {
    expect(containsWord('x = $emit(a)', 'emit')).toBe(false);
    expect(containsWord('x = $emit(a)', '$emit')).toBe(true);
    expect(containsWord('total_cost + 1', 'total')).toBe(false);
    expect(containsWord('total, cost', 'total')).toBe(true);
    expect(containsWord('totals total', 'total')).toBe(true); // the second occurrence
  });
});

// Gold: src/cart.ts, src/pricing.ts, test/cart.test.ts. Points (file:location):
//   TASK-001 src/cart.ts:addItem (in the diff) · src/cart.ts:Cart.total() (neither part is) ·
//            src/db.ts:connect (not a gold file: not counted)
//   TASK-002 src/pricing.ts:L3-9 (a line range: not counted) · src/pricing.ts:* (whole file: not counted)
//   TASK-003 test/cart.test.ts:cartTotal (a test; its diff is empty here: a miss), depends on TASK-001
//   TASK-004 test/pricing.test.ts:* — a test task with no link
//   TASK-005 docs/cart.md:* — depends on TASK-004 (docs, not code: no link for TASK-004)
//   TASK-006 src/cart.ts:Store.push — `push` is in the diff; depends on TASK-007
//   TASK-007 src/shipping.spec.ts + test/cart.test.ts — all tests; TASK-006 (source) depends on it
const NOTE = `# Plan

## Task Pool - Cart

### TASK-001: Merge repeated items
- **Modification points**:
  - \`src/cart.ts:addItem\`: merge quantities
  - \`src/cart.ts:Cart.total()\`: count once
  - \`src/db.ts:connect\`: nothing

### TASK-002: Prices
- **Modification points**:
  - \`src/pricing.ts:L3-9\`: adjust
  - \`src/pricing.ts\`: the whole file

### TASK-003: Test the cart
- **Depends on**: TASK-001
- **Modification points**:
  - \`test/cart.test.ts:cartTotal\`: cover merging

### TASK-004: Test prices
- **Modification points**:
  - \`test/pricing.test.ts\`: cover prices

### TASK-005: Document
- **Depends on**: TASK-004
- **Modification points**:
  - \`docs/cart.md\`: describe

### TASK-006: Store
- **Depends on**: TASK-007, TASK-999
- **Modification points**:
  - \`src/cart.ts:Store.push\`: push

### TASK-007: Shipping tests
- **Modification points**:
  - \`src/shipping.spec.ts\`: cover
  - \`test/cart.test.ts\`: cover
`;
const GOLD = ['src/cart.ts', 'src/pricing.ts', 'test/cart.test.ts'];

describe('planStructure', () => {
  const note = parsePlanNote(NOTE);

  it('reads the note as written (the fixture is what the comments say)', () => {
    expect(note.tasks.map((t) => [t.id, t.dependsOn])).toEqual([
      ['TASK-001', []],
      ['TASK-002', []],
      ['TASK-003', ['TASK-001']],
      ['TASK-004', []],
      ['TASK-005', ['TASK-004']],
      ['TASK-006', ['TASK-007', 'TASK-999']],
      ['TASK-007', []],
    ]);
    expect(note.tasks[1]!.modificationPoints.map((p) => p.location)).toEqual(['L3-9', '*']);
  });

  it('asks for the diffs of the changed files that hold a named point', () => {
    expect(anchorFiles(note, GOLD)).toEqual(['src/cart.ts', 'test/cart.test.ts']);
  });

  it('counts anchors, test links and dependencies', () => {
    const structure = planStructure(note, GOLD, new Map([['src/cart.ts', DIFF]]));
    expect(structure).toEqual({
      tasks: 7,
      anchors: { count: 2, total: 4 }, // addItem, Store.push of addItem, Cart.total(), cartTotal
      anchor_lines: { count: 2, total: 4 }, // no declarations given: the word check
      anchor_misses: ['src/cart.ts:Cart.total()', 'test/cart.test.ts:cartTotal'], // the test's diff is not given
      test_links: { count: 2, total: 3 }, // TASK-003, TASK-007 of TASK-003, TASK-004, TASK-007
      dependencies: { count: 1, total: 1 },
    });
  });

  it('finds an anchor in a test file diff too', () => {
    const testDiff = '--- a/test/cart.test.ts\n+++ b/test/cart.test.ts\n@@ -2 +2 @@\n-  expect(cartTotal(a))\n+  expect(cartTotal(b))\n';
    const diffs = new Map([
      ['src/cart.ts', DIFF],
      ['test/cart.test.ts', testDiff],
    ]);
    expect(planStructure(note, GOLD, diffs).anchors).toEqual({ count: 3, total: 4 });
  });
});

describe('test links and dependencies', () => {
  const tasks = (text: string) => parsePlanNote(`# Plan\n\n## Task Pool - A\n\n${text}`).tasks;

  it('ties a test task to source code in either direction, never to another test task', () => {
    const plan = tasks(
      [
        '### TASK-001: Code\n- **Depends on**: TASK-002\n- **Modification points**: `src/a.ts:f`: x\n',
        '### TASK-002: Test of a\n- **Modification points**: `src/a.test.ts`: x\n',
        '### TASK-003: Test of b\n- **Depends on**: TASK-002\n- **Modification points**: `tests/b_test.py`: x\n',
        '### TASK-004: Note only\n- **Modification points**: a plain note\n',
      ].join('\n'),
    );
    // TASK-002 is linked (TASK-001 depends on it); TASK-003 depends only on a test task.
    expect(testLinkRatio(plan)).toEqual({ count: 1, total: 2 });
    expect(dependencyEdges(plan)).toBe(2);
  });

  it('counts a plan of one task nowhere, and a plan of two without edges as 0 of 1', () => {
    const one = parsePlanNote('# Plan\n\n## Task Pool - A\n\n### TASK-001: A\n- **Modification points**: `src/a.ts:f`: x\n');
    expect(planStructure(one, [], new Map()).dependencies).toEqual({ count: 0, total: 0 });
    const two = parsePlanNote(
      '# Plan\n\n## Task Pool - A\n\n### TASK-001: A\n- **Modification points**: `src/a.ts:f`: x\n\n### TASK-002: B\n- **Depends on**: TASK-404\n- **Modification points**: `src/b.ts:g`: y\n',
    );
    // An edge to a task the plan does not hold is no edge.
    expect(planStructure(two, [], new Map()).dependencies).toEqual({ count: 0, total: 1 });
  });
});

describe('anchors by lines', () => {
  it('reads the parent side of each hunk, an insertion as the gap after its line', () => {
    const diff = [
      'diff --git a/x.cs b/x.cs',
      '--- a/x.cs',
      '+++ b/x.cs',
      '@@ -7 +7 @@ namespace Acme',
      '-a',
      '+b',
      '@@ -12,3 +12,0 @@ namespace Acme',
      '@@ -20,0 +18,2 @@ namespace Acme',
      '+  c',
      '+  d',
      ' @@ -99 +99 @@ not a header (context-free diffs have no such line)',
    ].join('\n');
    expect(changedParentLines(diff)).toEqual([
      [7, 7],
      [12, 14],
      [20.5, 20.5],
    ]);
  });

  const note = (location: string) =>
    parsePlanNote(`# Plan\n\n## Task Pool - A\n\n### TASK-001: A\n- **Modification points**: \`src/Reader.cs:${location}\`: x\n`);
  // A method inside a block namespace: git's hunk header names the namespace, never the method.
  const diff =
    '--- a/src/Reader.cs\n+++ b/src/Reader.cs\n@@ -14,0 +15,2 @@ namespace Acme.Io\n+      if (v == null) return;\n+      v.Trim();\n';
  const diffs = new Map([['src/Reader.cs', diff]]);
  const gold = ['src/Reader.cs', 'test/ReaderTests.cs'];

  it('counts a point whose declaration holds the changed lines, which the word check misses', () => {
    const spans = new Map([['Reader.ReadYaml', [12, 18] as [number, number]]]);
    const spanOf = (_file: string, location: string) => spans.get(location);
    expect(planStructure(note('Reader.ReadYaml'), gold, diffs, spanOf).anchors).toEqual({ count: 0, total: 1 });
    expect(anchorLineRatio(note('Reader.ReadYaml'), gold, diffs, spanOf)).toEqual({ count: 1, total: 1 });
  });

  it('does not count a declaration the change passed by, nor an insertion right after its last line', () => {
    expect(anchorLineRatio(note('Reader.Peek'), gold, diffs, () => [3, 10])).toEqual({ count: 0, total: 1 });
    expect(anchorLineRatio(note('Reader.Peek'), gold, diffs, () => [3, 14])).toEqual({ count: 0, total: 1 });
    expect(anchorLineRatio(note('Reader.Peek'), gold, diffs, () => [3, 15])).toEqual({ count: 1, total: 1 });
  });

  it('falls back to the word check for a name the parent does not declare', () => {
    const added =
      '--- a/src/Reader.cs\n+++ b/src/Reader.cs\n@@ -30,0 +31,3 @@ namespace Acme.Io\n+    public void Skip()\n+    {\n+    }\n';
    const with_ = new Map([['src/Reader.cs', added]]);
    expect(anchorLineRatio(note('Reader.Skip'), gold, with_, () => undefined)).toEqual({ count: 1, total: 1 });
    expect(anchorLineRatio(note('Reader.Close'), gold, with_, () => undefined)).toEqual({ count: 0, total: 1 });
  });
});
