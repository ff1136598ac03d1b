// The documentation stands alone: README, docs/ and code comments never point at a document that
// is not in the repository (the design spec the project started from is not shipped).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tracked = (pattern: string) =>
  execFileSync('git', ['ls-files', '-z', '--', pattern], { encoding: 'utf8' }).split('\0').filter(Boolean);

describe('standalone docs', () => {
  it('README and docs/ never cite "the spec" or a § section', () => {
    for (const file of ['README.md', ...tracked('docs/*.md')]) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/\bthe spec\b|\bspec §|§\s?\d/i);
    }
  });

  it("every path of cplan's own src/ or test/ folders that README and docs/ name exists", () => {
    // Example plans and benchmarks name files of other repositories (`src/server.ts`): only paths
    // into a folder this repository has, or had before its layout changed, are its own.
    const folders = new Set([...readdirSync('src'), ...readdirSync('test'), 'agents', 'stores', 'queue', 'worker']);
    const own = (path: string) => path.split('/').length > 2 && folders.has(path.split('/')[1] as string);
    for (const file of ['README.md', ...tracked('docs/*.md')]) {
      const text = readFileSync(file, 'utf8');
      for (const [, path] of text.matchAll(/`((?:src|test)\/[\w./-]+)`/g)) {
        if (own(path as string)) expect(existsSync(path as string), `${file}: ${path}`).toBe(true);
      }
    }
  });

  it('code comments never cite spec sections', () => {
    for (const file of tracked('src/*.ts')) expect(readFileSync(file, 'utf8'), file).not.toMatch(/§\s?\d/);
  });
});
