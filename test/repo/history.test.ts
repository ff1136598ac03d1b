import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCommits, readHistory } from '../../src/repo/history.js';

const temp = mkdtempSync(join(tmpdir(), 'cplan-history-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function gitRepo(name: string): (...args: string[]) => void {
  const repo = join(temp, name);
  mkdirSync(join(repo, 'src'), { recursive: true });
  const git = (...args: string[]) => {
    execFileSync('git', args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@x',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@x',
      },
    });
  };
  git('init', '-q');
  return git;
}

describe('readCommits', () => {
  it('gives each earlier commit its subject and files, newest first', async () => {
    const git = gitRepo('two');
    const repo = join(temp, 'two');
    writeFileSync(join(repo, 'src', 'a.ts'), 'a\n');
    git('add', '.');
    git('commit', '-qm', 'Add a\n\nA body line that is not the subject.');
    writeFileSync(join(repo, 'src', 'a.ts'), 'a2\n');
    writeFileSync(join(repo, 'src', 'b.ts'), 'b\n');
    writeFileSync(join(repo, 'src', 'café.ts'), 'c\n');
    git('add', '.');
    git('commit', '-qm', 'fix: a: with b');
    expect(await readCommits(repo)).toEqual([
      { subject: 'fix: a: with b', files: ['src/a.ts', 'src/b.ts', 'src/café.ts'] },
      { subject: 'Add a', files: ['src/a.ts'] },
    ]);
    expect(await readCommits(repo, 'HEAD~1')).toEqual([{ subject: 'Add a', files: ['src/a.ts'] }]);
    expect(await readHistory(repo)).toEqual([['src/a.ts', 'src/b.ts', 'src/café.ts'], ['src/a.ts']]);
  });

  it('reads a subject as far as its first 300 characters', async () => {
    const git = gitRepo('long');
    const repo = join(temp, 'long');
    writeFileSync(join(repo, 'src', 'a.ts'), 'a\n');
    git('add', '.');
    git('commit', '-qm', `Add a ${'very '.repeat(2000)}long subject`);
    const [commit] = await readCommits(repo);
    expect(commit?.subject).toBe(`Add a ${'very '.repeat(2000)}`.slice(0, 300));
    expect(commit?.files).toEqual(['src/a.ts']);
  });

  it('is empty outside a git repository', async () => {
    const plain = join(temp, 'plain');
    mkdirSync(plain);
    expect(await readCommits(plain)).toEqual([]);
  });
});
