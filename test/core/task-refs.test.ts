// Which task issues a pull request names (src/core/texts/task-refs.ts): closing keywords, links to
// this repository's issues and branch names, as candidates only — at most ten, each once.
import { describe, expect, it } from 'vitest';
import { issueRefsOf } from '../../src/core/texts/task-refs.js';

const REPO = { owner: 'octo', repo: 'demo' };
const refs = (body: string | undefined, headRef = 'feature/work') =>
  issueRefsOf({ ...(body === undefined ? {} : { body }), headRef }, REPO);

describe('issueRefsOf', () => {
  it.each([
    ['Fixes #12', [12]],
    ['closes octo/demo#13', [13]],
    ['Resolved: https://github.com/octo/demo/issues/14', [14]],
    ['fixed #21 and CLOSED #22; resolve #23', [21, 22, 23]],
    ['Fix: #24', [24]],
    ['Closes OCTO/Demo#25', [25]],
    ['Fixes https://ghe.example.com/octo/demo/issues/26', [26]],
  ])('takes a closing keyword: %s', (body, expected) => {
    expect(refs(body)).toEqual(expected);
  });

  it('takes a plain link to an issue of this repository', () => {
    expect(refs('See https://github.com/octo/demo/issues/30 for the background.')).toEqual([30]);
    expect(refs('Part of https://github.com/octo/demo/issues/31#issuecomment-5.')).toEqual([31]);
  });

  it.each([
    ['a link to another repository’s issue', 'Fixes https://github.com/other/demo/issues/14'],
    ['a plain link to another repository’s issue', 'see https://github.com/octo/demo-api/issues/14'],
    ['another repository’s issue by name', 'Fixes other/repo#14'],
    ['a repository whose name only starts like this one', 'closes octo/demo-extra#14'],
    ['an owner whose name only ends like this one', 'closes xocto/demo#14'],
    ['plain #15 without a keyword', 'Related to #15, see also #16'],
    ['a keyword inside a word', 'prefixes #15 and unfixed #16'],
    ['a pull request link', 'Fixes https://github.com/octo/demo/pull/15'],
    ['a number followed by letters', 'Fixes #15abc'],
    ['issue zero', 'Fixes #0'],
    ['no body', undefined],
  ])('does not take %s', (_, body) => {
    expect(refs(body)).toEqual([]);
  });

  it.each([
    ['claude/issue-16-20261125', [16]],
    ['openhands-fix-issue-17', [17]],
    ['fix-18', [18]],
    ['copilot/fix-19', [19]],
    ['Fix_20', [20]],
    ['issue/21', [21]],
    ['prefix-22', []],
    ['feature/22-fix', []],
    ['main', []],
  ])('reads the branch %s', (headRef, expected) => {
    expect(refs('', headRef)).toEqual(expected);
  });

  it('lists keywords, then links, then the branch, each number once', () => {
    expect(
      refs('See https://github.com/octo/demo/issues/3.\nFixes #2, fixes #2\ncloses https://github.com/octo/demo/issues/3', 'fix-2'),
    ).toEqual([2, 3]);
    expect(refs('https://github.com/octo/demo/issues/5 Fixes #4', 'claude/issue-6-1')).toEqual([4, 5, 6]);
  });

  it('returns at most ten', () => {
    const body = Array.from({ length: 30 }, (_, i) => `Fixes #${i + 1}`).join('\n');
    expect(refs(body, 'fix-99')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('escapes the repository name: a dot in it matches only a dot', () => {
    const dotted = { owner: 'octo', repo: 'demo.js' };
    expect(issueRefsOf({ body: 'Fixes octo/demo.js#7', headRef: 'x' }, dotted)).toEqual([7]);
    expect(issueRefsOf({ body: 'Fixes octo/demoxjs#7', headRef: 'x' }, dotted)).toEqual([]);
  });

  it('returns for a 1 MB body and a long branch name', () => {
    const hostile = [
      'Fixes #1 '.repeat(120_000),
      'https://'.repeat(140_000),
      `fixes${' '.repeat(1 << 20)}#1`,
      `https://${'a'.repeat(1 << 20)}`,
      'https://x/octo/demo/'.repeat(55_000),
      'a'.repeat(1 << 20),
    ];
    for (const body of hostile) {
      expect(body.length).toBeGreaterThanOrEqual(1 << 20);
      expect(refs(body, 'issue-'.repeat(180_000)).length).toBeLessThanOrEqual(10);
    }
    // Only the first 64 KiB of a body are read.
    expect(refs(`${' '.repeat(1 << 20)}Fixes #9`)).toEqual([]);
  });
});
