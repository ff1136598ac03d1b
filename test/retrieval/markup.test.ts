// Markup attribute names are not words of the file (markup.ts): React's `key={o.id}` does not make a
// list component match "per API key"; attribute values, code and other files are counted as written.
import { describe, expect, it } from 'vitest';
import { countedText, withoutLicenseHeader, withoutMarkupAttributes } from '../../src/retrieval/markup.js';
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

describe('withoutLicenseHeader', () => {
  const apache = [
    '/*',
    ' * Copyright 2013 Serilog Contributors',
    ' * you may not use this file except in compliance with the License.',
    ' */',
    'namespace Serilog;',
    '// the file sink',
    '',
  ].join('\n');

  it('blanks the leading licence comment, keeps its lines and everything after it', () => {
    const out = withoutLicenseHeader(apache);
    expect(out.split('\n')).toHaveLength(apache.split('\n').length);
    expect(out).not.toMatch(/Copyright|compliance/);
    expect(out).toContain('namespace Serilog;\n// the file sink');
    const hashes = '#!/usr/bin/env python\n# SPDX-License-Identifier: MIT\n# (c) the authors\nimport os\n';
    const blanked = withoutLicenseHeader(hashes);
    expect(blanked.startsWith('#!/usr/bin/env python\n')).toBe(true);
    expect(blanked.endsWith('\nimport os\n')).toBe(true);
    expect(blanked).not.toMatch(/SPDX|authors/);
    expect(blanked.length).toBe(hashes.length);
    expect(countedText('src/Sink.cs', apache)).not.toContain('License');
  });

  it('keeps a leading comment that says no licence, and a licence mentioned in code', () => {
    const doc = '// Package echo implements a web framework.\npackage echo\n\n// copyright notice below\n';
    expect(withoutLicenseHeader(doc)).toBe(doc);
    const code = 'const license = readLicense();\n';
    expect(withoutLicenseHeader(code)).toBe(code);
  });
});
