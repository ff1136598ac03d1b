import { describe, expect, it } from 'vitest';
import { compileGlob, normalizeRelativePath } from '../../src/repo/glob.js';

describe('compileGlob', () => {
  it('matches slashless globs against every segment, like gitignore', () => {
    const ts = compileGlob('*.ts');
    expect(ts('a.ts')).toBe(true);
    expect(ts('src/deep/b.ts')).toBe(true);
    expect(ts('src/b.tsx')).toBe(false);
    const vendor = compileGlob('vendor');
    expect(vendor('vendor/x.js')).toBe(true);
    expect(vendor('lib/vendor/x.js')).toBe(true);
    expect(vendor('vendors/x.js')).toBe(false);
  });

  it('treats a plain path with a slash as that file or everything under that directory', () => {
    const core = compileGlob('src/core');
    expect(core('src/core')).toBe(true);
    expect(core('src/core/a.ts')).toBe(true);
    expect(core('src/corex/a.ts')).toBe(false);
    expect(core('lib/src/core/a.ts')).toBe(false);
    expect(compileGlob('docs/')('docs/a.md')).toBe(true);
    expect(compileGlob('docs/')('docs')).toBe(false);
  });

  it('uses picomatch for globs with a slash, dotfiles included', () => {
    const m = compileGlob('src/**/*.ts');
    expect(m('src/a.ts')).toBe(true);
    expect(m('src/x/y/a.ts')).toBe(true);
    expect(m('test/a.ts')).toBe(false);
    expect(compileGlob('.github/**')('.github/workflows/ci.yml')).toBe(true);
    expect(compileGlob('**/*.md')('.changeset/x.md')).toBe(true);
  });

  it('negates with a leading !, normalizes ./ and / prefixes, and matches everything for **', () => {
    expect(compileGlob('!*.md')('a.md')).toBe(false);
    expect(compileGlob('!*.md')('a.ts')).toBe(true);
    expect(compileGlob('./src/*.ts')('src/a.ts')).toBe(true);
    expect(compileGlob('/src/*.ts')('src/a.ts')).toBe(true);
    expect(compileGlob('**')('any/thing')).toBe(true);
  });

  it('normalizes user paths', () => {
    expect(normalizeRelativePath(' ./src\\a.ts ')).toBe('src/a.ts');
    expect(normalizeRelativePath('/x/y')).toBe('x/y');
  });
});
