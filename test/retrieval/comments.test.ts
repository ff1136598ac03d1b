// Comments are left out of the words a file uses; code, interpolation and attributes stay.
import { describe, expect, it } from 'vitest';
import { withoutComments } from '../../src/retrieval/comments.js';

const words = (path: string, text: string) => withoutComments(path, text).match(/\w+/g) ?? [];

describe('withoutComments', () => {
  it('drops line and block comments of C-family files, even an unterminated block', () => {
    expect(words('a.go', 'x := run() // clean up\n/* keep\n clean */ y := stop()\n')).toEqual(['x', 'run', 'y', 'stop']);
    expect(words('A.java', 'int a; /** never closed\n clean')).toEqual(['int', 'a']);
    expect(words('a.ts', 'a/*x*/b')).toEqual(['a', 'b']);
  });

  it('drops # comments of Python and Ruby, keeping interpolation and PHP attributes', () => {
    expect(words('a.py', 'value = parse(x)  # clean later\n')).toEqual(['value', 'parse', 'x']);
    expect(words('a.rb', 'puts "hi #{name}" # greet\n')).toEqual(['puts', 'hi', 'name']);
    expect(words('a.php', '#[Route("/x")]\nfunction go() {} // done\n# old\n')).toEqual(['Route', 'x', 'function', 'go']);
  });

  it('steps over strings that close on their line: a `/*` or `#` in one starts no comment', () => {
    expect(words('app.js', "app.get('/*', serveIndex);\nimport { cleaner } from './c';\n")).toEqual([
      'app',
      'get',
      'serveIndex',
      'import',
      'cleaner',
      'from',
      'c',
    ]);
    expect(words('a.py', "color = '#fff'  # white\nnext_line()\n")).toEqual(['color', 'fff', 'next_line']);
    // A quote that does not close on its line (a Rust lifetime) is an ordinary character.
    expect(words('a.rs', "fn f<'a>(x: &'a str) {} // done\n")).toEqual(['fn', 'f', 'a', 'x', 'a', 'str']);
  });

  it('leaves other files as they are', () => {
    expect(withoutComments('notes.md', '# Title // not code')).toBe('# Title // not code');
  });
});
