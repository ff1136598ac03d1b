// Globs run on RE2 (linear time) instead of picomatch's backtracking RegExp. The property test
// checks that the translation means what picomatch meant on the syntax people and models use.
import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { runTool } from '../../src/llm/tools.js';
import { compileGlob, MAX_GLOB_LENGTH, normalizeRelativePath } from '../../src/repo/glob.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

/** The matcher as it was built before RE2: same routing, picomatch for wildcard globs. */
function picomatchReference(glob: string): (path: string) => boolean {
  let pattern = normalizeRelativePath(glob);
  if (pattern.startsWith('!')) {
    const inner = picomatchReference(pattern.slice(1));
    return (path) => !inner(path);
  }
  if (pattern === '' || pattern === '**' || pattern === '**/*') return () => true;
  const directoryOnly = pattern.endsWith('/');
  pattern = pattern.replace(/\/+$/, '');
  const glob_ = /[*?[\]{}()!+@]/;
  if (!pattern.includes('/')) {
    if (!glob_.test(pattern)) {
      return (path) => {
        const segments = path.split('/');
        const last = directoryOnly ? segments.length - 1 : segments.length;
        return segments.slice(0, last).includes(pattern);
      };
    }
    return picomatch(directoryOnly ? [`**/${pattern}/**`] : [`**/${pattern}`, `**/${pattern}/**`], { dot: true });
  }
  if (!glob_.test(pattern)) {
    return directoryOnly ? (path) => path.startsWith(`${pattern}/`) : (path) => path === pattern || path.startsWith(`${pattern}/`);
  }
  return picomatch(directoryOnly ? `${pattern}/**` : pattern, { dot: true });
}

const globToken = fc.constantFrom(
  'a',
  'b',
  'ab',
  '.',
  '-',
  '*',
  '**',
  '?',
  '/',
  '{a,b}',
  '{a,bb,}',
  '[ab]',
  '[a-c]',
  '[^a]',
  '@(a|b)',
  '+(a|b)',
  '*(a|b)',
  '?(a|b)',
  '{1..3}',
);
// Left out on purpose, where picomatch has quirks the RE2 version does not copy: a trailing `/`
// (RE2: only paths under the directory) and `*/**` at the end (picomatch: `a*/**` does not match
// `ab`, though `a?/**` matches `ab`; RE2: `dir/**` matches dir itself whatever dir is), and `?`
// right after an extglob (picomatch makes it a lazy quantifier: `a*(b)?` matches `a`), `***`,
// `**` touching braces or an extglob (picomatch lets it cross `/` there, not in `**x`), and `.`
// next to braces or an extglob, or anywhere in a glob with a `{1..3}` range (picomatch leaves
// such dots unescaped). Paths have no segment
// ending in `.` (picomatch's `*.*` needs a character after the dot at the start of a glob only).
const glob = fc
  .array(globToken, { minLength: 1, maxLength: 7 })
  .map((t) => t.join(''))
  .filter((g) => !g.endsWith('/') && !/\*\/\*\**$/.test(g) && !g.includes(')?') && !g.includes('***'))
  .filter((g) => !/\*\*[@?+*]?[({]|[)}]\*\*|\.[@?+*]?[({]|[)}]\./.test(g))
  .filter((g) => !(g.includes('{1..3}') && g.replaceAll('{1..3}', '').includes('.')))
  .filter((g) => !/(^|\/)\.(\/|$)/.test(g)) // a `.` segment: picomatch drops it, paths never have one
  .filter((g) => !/\*\*\/[?*]\(/.test(g)); // picomatch: `a/**/?(b)` matches `a` (an empty last segment)
const segment = fc
  .array(fc.constantFrom('a', 'b', 'c', '.', '-', '1', '2'), { minLength: 1, maxLength: 4 })
  .map((c) => c.join(''))
  .filter((s) => !s.endsWith('.'));
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));

describe('compileGlob on RE2', () => {
  it('agrees with picomatch on wildcards, globstars, classes, braces and extglobs', () => {
    fc.assert(
      fc.property(glob, fc.array(path, { minLength: 1, maxLength: 10 }), (g, paths) => {
        const ours = compileGlob(g);
        const ref = picomatchReference(g);
        for (const p of paths) expect(ours(p), `${g} on ${p}`).toBe(ref(p));
      }),
      { numRuns: 1000 },
    );
  });

  // These finish because RE2 is linear; picomatch's RegExp took seconds per path on the first and
  // never finished the second. No timing is asserted.
  it('matches globs that backtracked in picomatch against long paths', () => {
    const long = `src/${'a'.repeat(5000)}`;
    expect(compileGlob('*a*a*a*a*a*b')('a'.repeat(60))).toBe(false);
    expect(compileGlob('src/*a*a*a*a*a*a*a*b')(long)).toBe(false);
    expect(compileGlob('src/*a*a*a*a*a*a*a*b')(`${long}b`)).toBe(true);
    expect(compileGlob('**/**/**/**/**/x')(`${'a/'.repeat(2000)}y`)).toBe(false);
    expect(compileGlob('**/**/**/**/**/x')(`${'a/'.repeat(2000)}x`)).toBe(true);
    expect(compileGlob('{a,aa}*{a,aa}*{a,aa}*{a,aa}*c')('a'.repeat(5000))).toBe(false);
    expect(compileGlob('src/+(a|aa)+(a|aa)b')(long)).toBe(false);
    const snapshot = createMemorySnapshot({ [long]: 'x\n', [`${'a/'.repeat(500)}y.ts`]: 'y\n', 'src/ok.ts': 'ok\n' });
    expect(runTool(snapshot, 'list_files', { glob: 'src/*a*a*a*a*a*a*a*b' })).toEqual({ content: 'no files match', isError: false });
    expect(runTool(snapshot, 'list_files', { glob: '**/**/**/**/**/x' })).toEqual({ content: 'no files match', isError: false });
    expect(runTool(snapshot, 'search_code', { query: 'x', glob: '*a*a*a*a*a*a*a*b' })).toEqual({ content: 'no matches', isError: false });
    expect(snapshot.listPaths('**/*.ts')).toEqual(['a/'.repeat(500) + 'y.ts', 'src/ok.ts']);
  });

  it('keeps the common glob forms', () => {
    expect(compileGlob('src/{core,repo}/**/*.{ts,tsx}')('src/repo/x/y.tsx')).toBe(true);
    expect(compileGlob('src/{core,repo}/**/*.{ts,tsx}')('src/agents/y.ts')).toBe(false);
    expect(compileGlob('src/**')('src')).toBe(true);
    expect(compileGlob('test/**/*.test.ts')('test/a.test.ts')).toBe(true);
    expect(compileGlob('src/[!a]*.ts')('src/b.ts')).toBe(true);
    expect(compileGlob('src/[!a]*.ts')('src/a.ts')).toBe(false);
    expect(compileGlob('src/?.ts')('src/ab.ts')).toBe(false);
    expect(compileGlob('v{1..3}/*')('v2/x')).toBe(true);
    expect(compileGlob('v{1..3}/*')('v4/x')).toBe(false);
    expect(compileGlob('src/@(a|b).ts')('src/b.ts')).toBe(true);
  });

  it('with a trailing slash, matches only paths under a directory, like the plain `docs/`', () => {
    const eggs = compileGlob('*.egg-info/');
    expect(eggs('lib/x.egg-info/PKG-INFO')).toBe(true);
    expect(eggs('lib/x.egg-info')).toBe(false);
    expect(compileGlob('src/*/')('src/a/b.ts')).toBe(true);
    expect(compileGlob('src/*/')('src/a')).toBe(false);
  });

  it('never throws: unsupported or malformed globs match nothing or match literally', () => {
    // `!(…)` needs lookahead, which RE2 does not have: literal, as in gitignore and ripgrep.
    expect(compileGlob('src/!(a).ts')('src/b.ts')).toBe(false);
    expect(compileGlob('src/!(a).ts')('src/!(a).ts')).toBe(true);
    expect(compileGlob('src/[z-a].ts')('src/b.ts')).toBe(false);
    expect(compileGlob('src/[ab')('src/[ab')).toBe(true);
    expect(compileGlob('src/{a,b')('src/{a,b')).toBe(true);
    expect(compileGlob(`src/${'*a'.repeat(MAX_GLOB_LENGTH)}`)('src/a')).toBe(false);
    expect(compileGlob(`src/${'{'.repeat(600)}a${'}'.repeat(600)}`)('src/a')).toBe(false);
  });
});
