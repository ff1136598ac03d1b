// Declarations from the grammars (tree-sitter): every language the index reads by grammar, the
// lines each declaration spans, and untrusted input that must stay cheap (too large, minified,
// deeply nested, or slow to parse: the caller falls back to the line scanner).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDeclarations, syntaxLanguageOf } from '../../src/repo/syntax.js';
import { symbolsIn } from '../../src/retrieval/symbols.js';

const names = (path: string, text: string) => parseDeclarations(path, text)?.map((s) => [s.name, s.line, s.end]);

describe('declarations by grammar', () => {
  it('reads a Rust impl block as its type\u2019s block, never a type parameter\u2019s', () => {
    const text =
      'pub struct Recipe;\nimpl<T: Clone> Show for T {\n    fn show(&self) {}\n}\nimpl fmt::Display for Recipe {\n    fn fmt(&self) {}\n}\n';
    const parsed = parseDeclarations('a.rs', text) ?? [];
    expect(parsed.map((s) => [s.name, s.line, s.block === true])).toEqual([
      ['Recipe', 1, false],
      ['show', 3, false],
      ['Recipe', 5, true],
      ['fmt', 6, false],
    ]);
  });

  it.each([
    [
      'a.ts',
      'export interface Opts {\n  n: number;\n}\nexport type Id = string;\nexport enum Mode { A }\nexport abstract class Base {}\n',
      [
        ['Opts', 1, 3],
        ['Id', 4, 4],
        ['Mode', 5, 5],
        ['Base', 6, 6],
      ],
    ],
    [
      'a.ts',
      '/** doc */\nexport async function load() {\n  return 1;\n}\nexport const limit = (n: number) => n;\nexport const MAX = 3;\n',
      [
        ['load', 2, 4],
        ['limit', 5, 5],
        ['MAX', 6, 6],
      ],
    ],
    [
      'a.ts',
      'class Queue {\n  push(x: number) {\n    return x;\n  }\n}\n',
      [
        ['Queue', 1, 5],
        ['push', 2, 4],
      ],
    ],
    ['a.tsx', 'export function Header() {\n  return <h1>quota</h1>;\n}\n', [['Header', 1, 3]]],
    // A binding of what another module gives is an import, not a declaration of this file (postcss's `let Rule = require('./rule')`).
    [
      'parser.js',
      "let Rule = require('./rule')\nconst { Node } = require('./node')\nconst Root = require('./root').default\nconst LIMIT = 3\n",
      [['LIMIT', 4, 4]],
    ],
    ['load.mjs', "const mod = await import('./mod.js')\nexport const ready = true\n", [['ready', 2, 2]]],
    [
      'a.js',
      'const handler = function () {};\nfunction* gen() {}\nmodule.exports = { handler };\n',
      [
        ['handler', 1, 1],
        ['gen', 2, 2],
      ],
    ],
    [
      'a.js',
      'res.redirect = function redirect(url) {\n  return url;\n};\nexports.parse = (s) => s;\nRouter.prototype.use = function () {};\nmodule.exports = function () {};\nres.status = 200;\n',
      [
        ['redirect', 1, 3],
        ['parse', 4, 4],
        ['use', 5, 5],
      ],
    ],
    [
      'a.py',
      '@app.route("/")\ndef index():\n    return 1\n\nclass User(Base):\n    def name(self):\n        pass\n',
      [
        ['index', 2, 3],
        ['User', 5, 7],
        ['name', 6, 7],
      ],
    ],
    [
      // A module's own names, not a class's, a function's or a tuple's.
      'b.py',
      'HAS_RICH = os.getenv("TYPER_USE_RICH", True)\nx, y = 1, 2\nT: int = 5\n\nclass A:\n    LIMIT = 3\n\n    def f(self):\n        z = 4\n',
      [
        ['HAS_RICH', 1, 1],
        ['T', 3, 3],
        ['A', 5, 9],
        ['f', 8, 9],
      ],
    ],
    [
      'a.go',
      'package x\n\ntype Bucket struct{}\n\nfunc (b *Bucket) Take() bool {\n\treturn true\n}\n\nfunc New() *Bucket { return nil }\n',
      [
        ['Bucket', 3, 3],
        ['Take', 5, 7],
        ['New', 9, 9],
      ],
    ],
    [
      'a.rs',
      'pub struct Bucket;\nimpl Bucket {\n    pub fn take(&mut self) -> bool {\n        true\n    }\n}\ntrait Limit {}\n',
      [
        ['Bucket', 1, 1],
        // The impl block holds Bucket's methods, as a class does.
        ['Bucket', 2, 6],
        ['take', 3, 5],
        ['Limit', 7, 7],
      ],
    ],
    [
      'A.java',
      'public class A {\n  public A() {}\n  List<String> names(int n) {\n    return null;\n  }\n}\n',
      [
        ['A', 1, 6],
        ['A', 2, 2],
        ['names', 3, 5],
      ],
    ],
    [
      'a.rb',
      'module Shop\n  class Cart\n    def empty?\n      true\n    end\n    def self.build\n    end\n  end\nend\n',
      [
        ['Shop', 1, 9],
        ['Cart', 2, 8],
        ['empty?', 3, 5],
        ['build', 6, 7],
      ],
    ],
  ])('%s', (path, text, expected) => {
    expect(names(path, text)).toEqual(expected);
  });

  it('leaves other languages to the line scanner', () => {
    expect(syntaxLanguageOf('a.cs')).toBeUndefined();
    expect(parseDeclarations('a.cs', 'class A {}')).toBeUndefined();
    expect(symbolsIn('A.cs', 'class A {\n  public void Run() {\n  }\n}\n').map((s) => s.name)).toEqual(['A', 'Run']);
  });

  it('refuses what would be expensive, quickly, so the line scanner reads it instead', () => {
    // A minified line, a file over 1 MB, code nested 5 000 deep, and junk that is slow to parse.
    expect(parseDeclarations('m.js', `var a=${'1+'.repeat(5000)}1;`)).toBeUndefined();
    expect(parseDeclarations('big.ts', 'x\n'.repeat(600_000))).toBeUndefined();
    const deep = 'function a() {\n'.repeat(5000) + '}\n'.repeat(5000);
    // Its time limit is the machine's: a loaded one may give up in time, so this one has a minute.
    expect(parseDeclarations('deep.js', deep, 60_000)?.length).toBe(5000);
    const junk = Array.from({ length: 40_000 }, (_, i) => `(((( [[[ {{{ ' " \` /* ${i}`).join('\n');
    const result = parseDeclarations('junk.ts', junk);
    expect(result === undefined || result.length === 0).toBe(true);
  });
});

describe('the bundle', () => {
  const temp = mkdtempSync(join(tmpdir(), 'cplan-syntax-dist-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('carries its grammars in dist/tree-sitter and reads methods with them without node_modules', () => {
    // A copy of dist/ alone, as the Action runs it: the method is found only by the grammar.
    cpSync('dist', join(temp, 'dist'), { recursive: true });
    expect(readdirSync(join(temp, 'dist/tree-sitter')).sort()).toEqual(
      ['go', 'java', 'javascript', 'python', 'ruby', 'rust', 'tsx', 'typescript']
        .map((g) => `tree-sitter-${g}.wasm`)
        .concat('tree-sitter.wasm')
        .sort(),
    );
    const repo = join(temp, 'repo');
    mkdirSync(join(repo, 'src'), { recursive: true });
    writeFileSync(
      join(repo, 'src/limiter.ts'),
      'export class Limiter {\n  private n = 0;\n\n  consumeToken(key: string) {\n    return key;\n  }\n}\n',
    );
    writeFileSync(join(repo, 'package.json'), '{ "name": "demo" }\n');
    const run = spawnSync(
      process.execPath,
      [join(temp, 'dist/cli.js'), 'plan', 'Consume a token per key in the limiter', '--repo', repo, '--yes', '--json'],
      {
        cwd: temp,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const dir = JSON.parse(run.stdout).session_dir as string;
    expect(readFileSync(join(dir, 'plan-note.md'), 'utf8')).toContain('`src/limiter.ts:Limiter.consumeToken`');
  });
});
