// The documentation stands alone: README, docs/ and code comments never point at a document that
// is not in the repository (the design spec the project started from is not shipped).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

  it('code comments never cite spec sections', () => {
    for (const file of tracked('src/*.ts')) expect(readFileSync(file, 'utf8'), file).not.toMatch(/§\s?\d/);
  });
});
