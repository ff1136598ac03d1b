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
