// Markup attribute names are not words of the file (markup.ts): React's `key={o.id}` does not make a
// list component match "per API key"; attribute values, code and other files are counted as written.
import { describe, expect, it } from 'vitest';
import { withoutMarkupAttributes } from '../../src/retrieval/markup.js';
import { indexSnapshot } from '../../src/retrieval/repo-index.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

describe('withoutMarkupAttributes', () => {
  it('blanks attribute names before a value in markup files, keeping values and positions', () => {
    const jsx = '<li key={o.id} className="row" data-x=\'1\'>{o.key}</li>';
    const out = withoutMarkupAttributes('web/List.jsx', jsx);
    expect(out).toHaveLength(jsx.length);
    expect(out).not.toMatch(/\bkey=|className|data-x/);
    expect(out).toContain('{o.id}');
    expect(out).toContain('{o.key}');
    expect(withoutMarkupAttributes('page.html', '<a href="/keys" id="k">keys</a>')).toBe('<a      "/keys"    "k">keys</a>');
  });

  it('leaves code and other files alone', () => {
    expect(withoutMarkupAttributes('src/auth.js', 'const key="x"; f(key={a})')).toBe('const key="x"; f(key={a})');
    expect(withoutMarkupAttributes('web/List.jsx', 'const total = {a: 1};')).toBe('const total = {a: 1};');
  });
});

describe('the index', () => {
  it('ranks the file about API keys above a list that only has key= attributes', () => {
    const snapshot = createMemorySnapshot({
      'web/OrderList.jsx':
        'export function OrderList({ orders }) {\n  return <ul>{orders.map((o) => <li key={o.id} title="api">{o.total}</li>)}</ul>;\n}\n',
      'src/middleware/auth.js':
        '// API keys are sent as a bearer token.\nexport function authenticate(req) {\n  return lookupKey(req.headers.authorization);\n}\n',
    });
    const ranked = indexSnapshot(snapshot)
      .search('rate limit per API key', 5)
      .map((r) => r.path);
    expect(ranked[0]).toBe('src/middleware/auth.js');
    expect(
      indexSnapshot(snapshot)
        .search('key', 5)
        .map((r) => r.path),
    ).toEqual(['src/middleware/auth.js']);
  });
});
