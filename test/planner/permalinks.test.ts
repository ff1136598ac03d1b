import { describe, expect, it } from 'vitest';
import { runLinks, symbolSpanOf } from '../../src/planner/permalinks.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const SHA = 'fedcba9876543210fedcba9876543210fedcba98';
// createServer: lines 31-58 (its doc comment on 30 is part of the span when there is one; here none).
const server = [
  ...Array.from({ length: 29 }, (_, i) => `import { a${i} } from './a${i}.js';`),
  '',
  'export function createServer(options) {',
  ...Array.from({ length: 26 }, (_, i) => `  const v${i} = options.v${i};`),
  '}',
  '',
  'export class Router {',
  '  route(path) {',
  '    return path;',
  '  }',
  '}',
].join('\n');
const snapshot = createMemorySnapshot({ 'src/server.ts': server, 'README.md': '# shop\n' });
const source = { repo: 'acme/shop', commit: SHA };

describe('run permalinks', () => {
  it('a symbol spanning lines 31-58 links to #L31-L58 at the planned commit', () => {
    expect(symbolSpanOf(snapshot, 'src/server.ts', 'createServer()')).toEqual([31, 58]);
    const links = runLinks({ snapshot, source, links: { server: 'https://github.com' } });
    expect(links?.('src/server.ts', 'createServer')).toBe(`https://github.com/acme/shop/blob/${SHA}/src/server.ts#L31-L58`);
    expect(links?.('src/server.ts', 'function createServer')).toMatch(/#L31-L58$/);
    // A method inside its class (the grammar lists methods); the class alone is the whole class.
    expect(links?.('src/server.ts', 'Router.route')).toMatch(/#L61-L63$/);
    expect(links?.('src/server.ts', 'Router')).toMatch(/#L60-L64$/);
    expect(links?.('src/server.ts', 'L40')).toMatch(/#L40$/);
    expect(links?.('README.md', '*')).toBe(`https://github.com/acme/shop/blob/${SHA}/README.md`);
  });

  it('finds a method in the one of several same-named declarations that holds it', () => {
    // Five `Client`s (a Python module that redefines a class per platform); only the fifth has `send`.
    const clients = [
      ...Array.from({ length: 4 }, (_, i) => [`class Client:`, `    def open${i}(self):`, `        return ${i}`, '']).flat(),
      'class Client:',
      '    def send(self, data):',
      '        return data',
      '',
    ].join('\n');
    const many = createMemorySnapshot({ 'client.py': clients });
    expect(symbolSpanOf(many, 'client.py', 'Client.send')).toEqual([18, 19]);
  });

  it("spans an Elixir function's clauses, one after another, from the first to the last", () => {
    const ex = [
      'defmodule Conn do',
      '  def fetch(%{} = a) do',
      '    a',
      '  end',
      '',
      '  def fetch(nil), do: nil',
      '',
      '  defp other(x), do: x',
      'end',
    ].join('\n');
    expect(symbolSpanOf(createMemorySnapshot({ 'lib/conn.ex': ex }), 'lib/conn.ex', 'Conn.fetch')).toEqual([2, 6]);
  });

  it('uses the GHES server web URL, and links no file the commit lacks', () => {
    const links = runLinks({ snapshot, source, links: { server: 'https://ghe.example.com' } });
    expect(links?.('src/server.ts', 'createServer')).toBe(`https://ghe.example.com/acme/shop/blob/${SHA}/src/server.ts#L31-L58`);
    expect(links?.('src/new.ts', '*')).toBeUndefined();
  });

  it('links into the local repository from the session folder, and not at all without a base or a commit', () => {
    const links = runLinks({ snapshot, links: { local: '../../..' } });
    expect(links?.('src/server.ts', 'createServer')).toBe('../../../src/server.ts#L31-L58');
    expect(runLinks({ snapshot, source })).toBeUndefined();
    expect(runLinks({ snapshot, source: { repo: 'acme/shop' }, links: { server: 'https://github.com' } })).toBeUndefined();
  });
});
