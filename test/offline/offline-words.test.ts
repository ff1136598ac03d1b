import { describe, expect, it } from 'vitest';
import { clauseFor, clauseKind, clauses } from '../../src/offline/offline-words.js';

const REQUIREMENT = 'Add rate limiting per API key to the orders and products routes, and show the remaining quota in the dashboard header';

describe('clauseKind', () => {
  it.each([
    ['show the remaining quota in the dashboard header', 'ui'],
    ['Display the retry count', 'ui'],
    ['document the retry option', 'doc'],
    ['add tests for the quota', 'test'],
    ['add rate limiting per API key', 'code'],
  ] as const)('%s → %s', (clause, kind) => {
    expect(clauseKind(clause)).toBe(kind);
  });
});

describe('clauseFor', () => {
  it('gives a front-end file the clause that asks to show something, when that clause holds one of its words', () => {
    expect(clauses(REQUIREMENT)).toHaveLength(2);
    // `web/src/App.jsx` holds "api", "orders" and "header": two words of the first clause, one of the second.
    expect(clauseFor(REQUIREMENT, ['api', 'order', 'header'], 'ui')).toBe('show the remaining quota in the dashboard header');
    expect(clauseFor(REQUIREMENT, ['api', 'order', 'header'], 'code')).toBe(
      'Add rate limiting per API key to the orders and products routes',
    );
    // A front-end file that holds none of the showing clause's words keeps the clause it matches.
    expect(clauseFor(REQUIREMENT, ['api', 'order'], 'ui')).toBe('Add rate limiting per API key to the orders and products routes');
  });
});

describe('clauses', () => {
  it('leaves out the pull-request numbers a squash merge appends, not other numbers', () => {
    expect(clauses('Handle TypeError from `where` filter gracefully (#9292)')).toEqual(['Handle TypeError from `where` filter gracefully']);
    expect(clauses("fix(middleware/static): don't double-unescape request path (#2599) (#3006)")).toEqual([
      "fix(middleware/static): don't double-unescape request path",
    ]);
    expect(clauses('Fixes #1730')).toEqual(['Fixes #1730']);
    expect(clauses('Support (#12) in route patterns, keep it')).toEqual(['Support (#12) in route patterns', 'keep it']);
  });
});
