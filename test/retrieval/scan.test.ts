// The index's fast scanners agree with the plain readings they replace: term counts with tokenize,
// the declaration prefilter with declarationAt on every line, import specifiers with their markers.
import { describe, expect, it } from 'vitest';
import { importsOf } from '../../src/retrieval/imports.js';
import { declarationAt, listSymbols } from '../../src/retrieval/declarations.js';
import { readableTerms, TermCounter, tokenize } from '../../src/retrieval/tokens.js';

/** A deterministic pseudo-random text of identifiers, punctuation and whitespace. */
function text(seed: number, words: number): string {
  let x = seed;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % 1000;
  const parts: string[] = [];
  for (let i = 0; i < words; i++) {
    const n = next();
    const word = ['getUserName', 'rate_limit', 'HTTPServer', 'load5_1234', `name${n}`, `x_${n}_y`, 'the', '__init__', 'a_b_'][n % 9];
    parts.push(word as string, [' ', '.', '(', '\n', '_', ' _'][n % 6] as string);
  }
  return parts.join('');
}

function countsOf(counter: TermCounter, source: string): Map<string, number> {
  counter.add(source, 1);
  const { ids, counts } = counter.take();
  return new Map(Array.from(ids, (id, i) => [counter.terms[id] as string, counts[i] as number]));
}

describe('index scanners', () => {
  it('TermCounter counts what tokenize emits, across table growth and between files', () => {
    const counter = new TermCounter();
    for (let seed = 1; seed <= 4; seed++) {
      // 40 000 words: far more distinct identifiers than the table's first size.
      const source = text(seed, 40_000);
      const expected = new Map<string, number>();
      for (const token of tokenize(source)) expected.set(token, (expected.get(token) ?? 0) + 1);
      expect(countsOf(counter, source)).toEqual(expected);
    }
  });

  it('Chinese, Japanese and Korean runs count as their pairs of adjacent characters, in TermCounter as in tokenize', () => {
    expect(tokenize('修复登录失败')).toEqual(['修复', '复登', '登录', '录失', '失败']);
    expect(tokenize('fixLogin 修复登录, ログイン 로그인 字')).toEqual([
      'fix',
      'login',
      'fixlogin',
      '修复',
      '复登',
      '登录',
      'ログ',
      'グイ',
      'イン',
      '로그',
      '그인',
    ]);
    const source = '// 接口限流与剩余配额\nexport function quotaRouter() {} // 配额 配额\n';
    const expected = new Map<string, number>();
    for (const token of tokenize(source)) expected.set(token, (expected.get(token) ?? 0) + 1);
    expect(expected.get('配额')).toBe(3);
    expect(countsOf(new TermCounter(), source)).toEqual(expected);
  });

  it('shows matched pairs of characters as the stretch of the text they cover, other terms as they are', () => {
    expect(readableTerms(['登录', '录超', '超时', 'session', '会话', '不在'], '修复登录超时的会话')).toEqual([
      '登录超时',
      'session',
      '会话',
    ]);
    expect(readableTerms([], '登录')).toEqual([]);
  });

  it('TermCounter keeps at most 100 000 pairs of characters as terms: random characters cannot grow the table without end', () => {
    const counter = new TermCounter();
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    // 300 000 random ideographs: almost every one of their pairs is new.
    const text = Array.from({ length: 300_000 }, () => String.fromCharCode(0x4e00 + Math.floor(random() * 20_000))).join('');
    expect(counter.add(text, 1)).toBe(299_999);
    counter.take();
    expect(counter.terms.length).toBe(100_000);
    // A pair already numbered still counts after the table is full.
    const first = counter.terms[0] as string;
    expect(countsOf(counter, `${first} ${first}`).get(first)).toBe(2);
  });

  it('TermCounter counts names that differ only in their digits as tokenize does', () => {
    // The counter keys a name with each run of digits as one digit; the terms must not depend on which.
    const long = 'ab'.repeat(39);
    const names = ['a1B', 'a22B', 'X2Y3z', 'HTTP2Server', 'HTTP20Server', 'v1_2_3abc', 'v9_88_777abc', 'case12_a', 'case7_a'];
    const near = 'ab'.repeat(38);
    names.push(
      `${near}_1x`,
      `${near}_12345x`,
      `${long}_1x`,
      `${long}_123456789x`,
      `${long}x_1`,
      `1${long}`,
      '1_2',
      '12_3',
      'getV2',
      'getV22',
    );
    const source = names.join(' ');
    const expected = new Map<string, number>();
    for (const token of tokenize(source)) expected.set(token, (expected.get(token) ?? 0) + 1);
    expect(countsOf(new TermCounter(), source)).toEqual(expected);
    expect(expected.get('httpserver')).toBe(2);
    expect(expected.get(`${long}x`)).toBe(3);
  });

  it('the declaration prefilter keeps every line declarationAt reads', () => {
    const lines = [
      'export async function load() {',
      '  const handler = async (req) => {',
      'function* gen() {}',
      '\u00a0function spaced() {}',
      '\tdef run(self):',
      'pub(crate) fn parse() {}',
      'public static List<String> names(int a) {',
      "get('/orders', list)",
      '  defp rewrite_on(conn), do: conn',
      '  defdelegate fetch_cookies(conn), to: Plug.Conn',
      '  def self.call(env)',
      'public sealed partial class RestClient : IRestClient',
      'data class Route(val path: String)',
      '    enum class Color { RED }',
      'private static final class Inner {',
      'public readonly record struct Point(int X);',
      'inner class Node',
      'exports.x = function () {}',
      '  function for each "processor" and "batcher" individually.',
      '  class of errors the client retries',
      'class Queue extends Base {',
      'export class Store<T> {',
      'abstract class Shape',
      'function <T>() {}',
      'return value;',
      '',
      '\r',
    ];
    const expected = lines.flatMap((line, i) => {
      const name = declarationAt(line);
      // listSymbols keeps names only (a route path such as `/orders` is not one).
      return name && /^[A-Za-z_$][\w$]*$/.test(name) ? [{ name, line: i + 1 }] : [];
    });
    expect(listSymbols(lines.join('\n'))).toEqual(expected);
    expect(expected.map((s) => s.name)).toEqual([
      'load',
      'handler',
      'gen',
      'spaced',
      'run',
      'parse',
      'names',
      'rewrite_on',
      'fetch_cookies',
      'call',
      'RestClient',
      'Route',
      'Color',
      'Inner',
      'Point',
      'Node',
      'Queue',
      'Store',
      'Shape',
    ]);
  });

  it('reads no declaration inside a """ string (a moduledoc\'s or docstring\'s example), unless one is left open', () => {
    const elixir = [
      'defmodule Pipeline do',
      '  @moduledoc """',
      '  Example:',
      '      def handle_message(_, message, _) do',
      '        message',
      '      end',
      '  """',
      '  def start_link(opts), do: opts',
      '  @doc """Runs it."""',
      '  def run(x), do: x',
      'end',
    ].join('\n');
    expect(listSymbols(elixir).map((s) => [s.name, s.line])).toEqual([
      ['start_link', 8],
      ['run', 10],
    ]);
    // One stray `"""` (in a string of a language without such strings) hides nothing.
    const stray = ['const QUOTES = \'"""\';', 'function parse(text) {}', 'function render(tree) {}'].join('\n');
    expect(listSymbols(stray).map((s) => s.name)).toEqual(['parse', 'render']);
  });

  it('finds relative specifiers after from, import, require( and import(, and nowhere else', () => {
    const exists = (p: string) => ['a/b.ts', 'a/c.ts', 'a/d.ts', 'e.ts', 'a/f.ts', 'a/g.ts', 'a/h.ts'].includes(p);
    const source = [
      "import { b } from './b.js';",
      "export * from'./c';",
      "const d = await import ( './d.js' );",
      "const e = require('../e');",
      "const notAnImport = './f.js';",
      "import './g.js';",
      `const long = '${'x'.repeat(600)}'; import z from './f.js';`,
      "const spread = [...import('./h.js')];",
      "const method = loader.import('./f.js');",
    ].join('\n');
    expect(importsOf('a/x.ts', source, exists).sort()).toEqual(['a/b.ts', 'a/c.ts', 'a/d.ts', 'a/g.ts', 'a/h.ts', 'e.ts']);
  });
});
