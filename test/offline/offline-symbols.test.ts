import { describe, expect, it } from 'vitest';
import { declarationAt, javaMethod } from '../../src/retrieval/declarations.js';
import { bestSymbol } from '../../src/retrieval/symbols.js';
import { isNoise } from '../../src/retrieval/classify.js';

describe('declarationAt', () => {
  it('reads TypeScript type aliases, with or without type parameters', () => {
    expect(declarationAt('export type Plan = {')).toBe('Plan');
    expect(declarationAt('type Pair<A, B> = [A, B];')).toBe('Pair');
    expect(declarationAt('type Pair <A> \t = A')).toBe('Pair');
    expect(declarationAt("import type { Plan } from './x';")).toBeUndefined();
    expect(declarationAt(`type X${' '.repeat(100_000)}y`)).toBeUndefined();
    expect(declarationAt(`type X${' '.repeat(100_000)}=`)).toBe('X');
  });

  it('reads Java / C# methods: the last word before the `(`, after a return type', () => {
    expect(declarationAt('    public static void main(String[] args) {')).toBe('main');
    expect(declarationAt('  private async Task<List<int>> LoadAll (int id)')).toBe('LoadAll');
    expect(declarationAt('protected Map<String, List<Integer>> index()')).toBe('index');
    expect(declarationAt('internal static int[] Sort(int[] xs)')).toBe('Sort');
    expect(declarationAt('public static foo(')).toBe('foo');
    expect(declarationAt('public Foo() {')).toBeUndefined(); // a constructor has no return type
    expect(declarationAt('public void 9lives(')).toBeUndefined();
    expect(declarationAt('public int x = f(1);')).toBeUndefined();
    expect(declarationAt('publicvoid run(')).toBeUndefined();
    expect(javaMethod('public   run(')).toBe('run'); // as the regex read it: the middle space is the "type"
    expect(javaMethod('public  run(')).toBeUndefined();
  });

  it('reads hostile Java-like lines in linear time', () => {
    expect(javaMethod(`public ${' '.repeat(100_000)}x`)).toBeUndefined();
    expect(javaMethod(`public void${' '.repeat(100_000)}run(`)).toBe('run');
    expect(javaMethod(`public a${' a'.repeat(50_000)} !(`)).toBeUndefined();
  });

  it('picks the declaration at or above the line', () => {
    expect(bestSymbol('A.cs', 'class A {\n  public void run() {\n    go();\n  }\n}', 3)).toBe('run');
  });

  it('with a grammar: the innermost declaration that holds the line, not merely the nearest above', () => {
    const text = 'class A {\n  run() {\n    go();\n  }\n\n  // the line below belongs to A, not to run\n  stop = 1;\n}\n';
    expect(bestSymbol('a.ts', text, 3)).toBe('run');
    expect(bestSymbol('a.ts', text, 7)).toBe('A');
  });
});

describe('noise by name', () => {
  it('skips every lockfile, licences and minified bundles, in the index and in the fallback alike', () => {
    const noisy = ['package-lock.json', 'a/yarn.lock', 'LICENSE', 'LICENSE.md', 'x/go.sum', 'dist/app.min.js', 'APP.MIN.JS'];
    for (const path of [...noisy, 'uv.lock', 'mix.lock', 'bun.lock', 'ios/Podfile.lock', 'Package.resolved', 'flake.lock']) {
      expect(isNoise(path), path).toBe(true);
    }
    for (const path of ['src/app.js', 'my-package-lock.json', 'min.js', 'a.min.js/b', 'lib/mix.ex']) {
      expect(isNoise(path), path).toBe(false);
    }
    expect(isNoise(`${'/'.repeat(100_000)}x`)).toBe(false);
    expect(isNoise(`${'a/'.repeat(50_000)}b.min.js`)).toBe(true);
  });
});
