// The "cplan / plan" check on a task PR (src/core/engine/task-check.ts): hunk reading, and the
// lease, overlap and drift findings that make its verdict.
import { describe, expect, it } from 'vitest';
import {
  checkTaskPull,
  hunkLines,
  MAX_FILES,
  MAX_OTHERS,
  parseHunks,
  type OtherTask,
  type TaskCheckInput,
  type TaskPullFile,
} from '../../src/core/engine/task-check.js';

/** A zero-context hunk replacing old lines `start`…`start + count - 1` with as many new ones. */
const replace = (start: number, count: number): string =>
  [
    `@@ -${start},${count} +${start},${count} @@`,
    ...Array.from({ length: count }, (_, i) => `-old ${start + i}`),
    ...Array.from({ length: count }, (_, i) => `+new ${start + i}`),
  ].join('\n');

/** A hunk as GitHub shows it: three lines of context either side of one changed line `at`. */
const withContext = (at: number): string =>
  [`@@ -${at - 3},7 +${at - 3},7 @@`, ' a', ' b', ' c', `-old ${at}`, `+new ${at}`, ' d', ' e', ' f'].join('\n');

const added = (lines: number): string =>
  [`@@ -0,0 +1,${lines} @@`, ...Array.from({ length: lines }, (_, i) => `+line ${i + 1}`)].join('\n');

/** A changed file; `null`: no patch (binary or too large). */
const file = (path: string, patch: string | null = replace(1, 1), previousPath?: string): TaskPullFile => ({
  path,
  ...(patch !== null ? { patch } : {}),
  ...(previousPath !== undefined ? { previousPath } : {}),
});

function input(overrides: Partial<TaskCheckInput> = {}): TaskCheckInput {
  return { taskId: 'TASK-001', pr: 40, leaseFiles: ['src/a.ts'], files: [file('src/a.ts')], others: [], ...overrides };
}

const other = (n: number, files: string[], pr?: number, prFiles?: TaskPullFile[]): OtherTask => ({
  taskId: `TASK-${String(n).padStart(3, '0')}`,
  files,
  ...(pr !== undefined ? { pr } : {}),
  ...(prFiles !== undefined ? { prFiles } : {}),
});

describe('parseHunks', () => {
  it('reads every hunk header of a patch', () => {
    const patch = [withContext(10), withContext(40)].join('\n');
    expect(parseHunks(patch)).toEqual([
      { oldStart: 7, oldLines: 7, newStart: 7, newLines: 7 },
      { oldStart: 37, oldLines: 7, newStart: 37, newLines: 7 },
    ]);
    expect(hunkLines(patch)).toEqual([10, 40]);
  });

  it('reads a missing count as 1 line: @@ -5 +5,2 @@', () => {
    const patch = '@@ -5 +5,2 @@ function f() {\n-a\n+b\n+c\n';
    expect(parseHunks(patch)).toEqual([{ oldStart: 5, oldLines: 1, newStart: 5, newLines: 2 }]);
    expect(hunkLines(patch)).toEqual([5]);
    expect(parseHunks('@@ -5,2 +5 @@\n-a\n-b\n+c')).toEqual([{ oldStart: 5, oldLines: 2, newStart: 5, newLines: 1 }]);
  });

  it('skips "\\ No newline at end of file" markers and keeps reading', () => {
    const patch = [
      '@@ -1,2 +1,2 @@',
      ' a',
      '-b',
      '\\ No newline at end of file',
      '+b',
      '\\ No newline at end of file',
      '@@ -9 +9 @@',
      '-x',
      '+y',
    ].join('\n');
    expect(parseHunks(patch)).toEqual([
      { oldStart: 1, oldLines: 2, newStart: 1, newLines: 2 },
      { oldStart: 9, oldLines: 1, newStart: 9, newLines: 1 },
    ]);
    expect(hunkLines(patch)).toEqual([2, 9]);
  });

  it('gives the first changed line, not the first context line', () => {
    const patch = ['@@ -10,7 +10,8 @@', ' a', ' b', ' c', '+new', ' d', ' e', ' f'].join('\n');
    expect(hunkLines(patch)).toEqual([13]);
  });

  it('points a pure deletion at the line after it, at least 1, and never past the hunk', () => {
    expect(hunkLines('@@ -1,3 +0,0 @@\n-a\n-b\n-c')).toEqual([1]);
    expect(parseHunks('@@ -1,3 +0,0 @@\n-a\n-b\n-c')).toEqual([{ oldStart: 1, oldLines: 3, newStart: 0, newLines: 0 }]);
    expect(hunkLines(['@@ -8,7 +8,6 @@', ' a', ' b', ' c', '-gone', ' d', ' e', ' f'].join('\n'))).toEqual([11]);
    // At the end of the file there is no line after: the hunk's last line.
    expect(hunkLines(['@@ -8,4 +8,3 @@', ' a', ' b', ' c', '-gone'].join('\n'))).toEqual([10]);
  });

  it('reads an added file from line 1', () => {
    expect(parseHunks(added(3))).toEqual([{ oldStart: 0, oldLines: 0, newStart: 1, newLines: 3 }]);
    expect(hunkLines(added(3))).toEqual([1]);
  });

  it('never throws on garbage, skipping malformed headers and their bodies', () => {
    expect(parseHunks('')).toEqual([]);
    expect(parseHunks('not a diff at all\n+++ b/x\n')).toEqual([]);
    expect(parseHunks('@@ nonsense @@\n-a\n+b')).toEqual([]);
    expect(parseHunks('@@@ -1,2 -1,2 +1,3 @@@\n a')).toEqual([]);
    expect(parseHunks('@@ -0,3 +1 @@\n-a')).toEqual([]); // line 0 with lines
    expect(parseHunks('@@ -99999999999 +1 @@\n-a')).toEqual([]); // not an exact line number
    expect(parseHunks('@@ -1 +1')).toEqual([]);
    expect(parseHunks(undefined as any)).toEqual([]);
    expect(parseHunks(42 as any)).toEqual([]);
    const mixed = ['@@ broken @@', '-x', '+y', 'garbage', '@@ -3 +3 @@', '-c', '+C', '@', '@@ -7,2 +7,2 @@', ' g', '-h', '+H'].join('\n');
    expect(parseHunks(mixed)).toEqual([
      { oldStart: 3, oldLines: 1, newStart: 3, newLines: 1 },
      { oldStart: 7, oldLines: 2, newStart: 7, newLines: 2 },
    ]);
    expect(hunkLines(mixed)).toEqual([3, 8]);
  });

  it('reads CRLF patches', () => {
    expect(parseHunks('@@ -2 +2 @@\r\n-a\r\n+b\r\n')).toEqual([{ oldStart: 2, oldLines: 1, newStart: 2, newLines: 1 }]);
  });

  // A backtracking reader would not finish these within the test's time limit; no clock is read
  // here (the lint rules on super-linear patterns guard the parser's expressions).
  it('reads a huge patch, a 2 MB line and a header padded with a megabyte of blanks', () => {
    const huge = Array.from({ length: 50_000 }, (_, i) => replace(i * 10 + 1, 2)).join('\n');
    const longLine = `@@ -1 +1 @@\n-${'x'.repeat(2_000_000)}\n+${'@'.repeat(2_000_000)}`;
    expect(parseHunks(huge)).toHaveLength(50_000);
    expect(parseHunks(longLine)).toEqual([{ oldStart: 1, oldLines: 1, newStart: 1, newLines: 1 }]);
    expect(parseHunks(`@@ -1 +1 @@ ${' '.repeat(1_000_000)}@@`)).toHaveLength(1);
  });
});

describe('checkTaskPull', () => {
  it('succeeds when every changed file is in the lease and nobody else holds it', () => {
    const verdict = checkTaskPull(input({ others: [other(2, ['src/b.ts'], 41, [file('src/b.ts')])] }));
    expect(verdict).toMatchObject({ conclusion: 'success', title: 'Within the lease of TASK-001', findings: [] });
    expect(verdict.summary).toContain('is in the lease of TASK-001');
  });

  it('reports a file outside every lease as scope drift (neutral), test files next to a leased file included', () => {
    const files = [file('src/a.ts'), file('src/a.test.ts', replace(7, 2)), file('docs/x.md', null)];
    const verdict = checkTaskPull(input({ files }));
    expect(verdict.conclusion).toBe('neutral');
    expect(verdict.title).toBe('TASK-001: 2 files outside the lease');
    expect(verdict.findings).toEqual([
      { kind: 'drift', path: 'docs/x.md', line: 1, message: 'docs/x.md is outside the lease of TASK-001 (scope drift)' },
      { kind: 'drift', path: 'src/a.test.ts', line: 7, message: 'src/a.test.ts is outside the lease of TASK-001 (scope drift)' },
    ]);
    expect(verdict.summary).toContain('`src/a.test.ts` is outside the lease of TASK-001 (scope drift)');
  });

  it('fails on a file in the lease of another task in flight, naming the task and its PR', () => {
    const verdict = checkTaskPull(
      input({ files: [file('src/a.ts', replace(5, 1)), file('src/c.ts')], others: [other(3, ['src/a.ts'], 41), other(4, ['./src/c.ts'])] }),
    );
    expect(verdict.conclusion).toBe('failure');
    expect(verdict.title).toBe('TASK-001: 2 lease collisions');
    expect(verdict.findings).toEqual([
      {
        kind: 'lease',
        path: 'src/a.ts',
        line: 5,
        taskId: 'TASK-003',
        pr: 41,
        message:
          'src/a.ts is in the lease of TASK-003 (#41); the lease of TASK-001 holds it too, and two tasks in flight must not share a file',
      },
      { kind: 'lease', path: 'src/c.ts', line: 1, taskId: 'TASK-004', message: 'src/c.ts is in the lease of TASK-004' },
    ]);
  });

  it('names the file a renamed file came from (previousPath), for its own lease and for others', () => {
    const renamed = file('src/new.ts', replace(3, 1), 'src/old.ts');
    expect(checkTaskPull(input({ leaseFiles: ['src/old.ts'], files: [renamed] })).conclusion).toBe('success');
    const verdict = checkTaskPull(input({ leaseFiles: ['src/new.ts'], files: [renamed], others: [other(7, ['src/old.ts'], 44)] }));
    expect(verdict.findings).toEqual([
      {
        kind: 'lease',
        path: 'src/new.ts',
        line: 3,
        taskId: 'TASK-007',
        pr: 44,
        message:
          'src/old.ts (renamed to src/new.ts) is in the lease of TASK-007 (#44); the lease of TASK-001 holds it too, and two tasks in flight must not share a file',
      },
    ]);
    const drift = checkTaskPull(input({ leaseFiles: [], files: [renamed] }));
    expect(drift.findings[0]?.message).toBe('src/new.ts (renamed from src/old.ts) is outside the lease of TASK-001 (scope drift)');
  });

  it('fails when another open PR has a hunk overlapping one of this PR in a file both change', () => {
    const verdict = checkTaskPull(
      input({ files: [file('src/a.ts', replace(10, 5))], others: [other(3, ['src/z.ts'], 41, [file('src/a.ts', replace(12, 9))])] }),
    );
    expect(verdict.conclusion).toBe('failure');
    expect(verdict.title).toBe('TASK-001: 1 overlap with other PRs');
    expect(verdict.findings).toEqual([
      {
        kind: 'overlap',
        path: 'src/a.ts',
        line: 10,
        taskId: 'TASK-003',
        pr: 41,
        message: 'hunks of #40 and #41 overlap in src/a.ts (lines 10–14 and 12–20): a merge conflict is likely',
      },
    ]);
  });

  it('counts hunks within `adjacency` lines (default 3) as overlapping, and hunks 10 lines apart as not', () => {
    const run = (theirs: string, adjacency?: number) =>
      checkTaskPull(
        input({
          files: [file('src/a.ts', replace(10, 5))],
          others: [other(3, [], 41, [file('src/a.ts', theirs)])],
          ...(adjacency !== undefined ? { adjacency } : {}),
        }),
      ).findings;
    expect(run(replace(17, 4))).toMatchObject([
      {
        kind: 'overlap',
        message: 'hunks of #40 and #41 lie 2 lines apart in src/a.ts (lines 10–14 and 17–20): a merge conflict is possible',
      },
    ]);
    expect(run(replace(15, 1))).toMatchObject([
      { message: 'hunks of #40 and #41 touch in src/a.ts (lines 10–14 and line 15): a merge conflict is likely' },
    ]);
    expect(run(replace(18, 1))).toHaveLength(1); // 3 untouched lines between
    expect(run(replace(19, 1))).toEqual([]); // 4
    expect(run(replace(25, 6))).toEqual([]); // 10 lines apart
    expect(run(replace(17, 4), 0)).toEqual([]);
    expect(run(replace(15, 1), 0)).toHaveLength(1);
  });

  it('compares changed lines, not the context GitHub shows around them', () => {
    // Hunks 7–13 and 17–23 with context; the changes (lines 10 and 20) are 9 lines apart.
    const verdict = checkTaskPull(
      input({ files: [file('src/a.ts', withContext(10))], others: [other(3, [], 41, [file('src/a.ts', withContext(20))])] }),
    );
    expect(verdict.findings).toEqual([]);
    const insertion = ['@@ -4,6 +4,7 @@', ' a', ' b', ' c', '+new', ' d', ' e', ' f'].join('\n');
    const near = checkTaskPull(
      input({ files: [file('src/a.ts', insertion)], others: [other(3, [], 41, [file('src/a.ts', replace(7, 1))])] }),
    );
    expect(near.findings).toMatchObject([{ kind: 'overlap', line: 7, message: expect.stringContaining('(after line 6 and line 7)') }]);
  });

  it('counts a file both PRs add, and a file neither shows a patch of, as overlapping', () => {
    const both = checkTaskPull(
      input({ leaseFiles: ['src/n.ts'], files: [file('src/n.ts', added(3))], others: [other(3, [], 41, [file('src/n.ts', added(9))])] }),
    );
    expect(both.findings).toMatchObject([{ kind: 'overlap', message: '#40 and #41 both add src/n.ts: a merge conflict is likely' }]);
    const binary = checkTaskPull(
      input({
        leaseFiles: ['img/logo.png'],
        files: [file('img/logo.png', null)],
        others: [other(3, [], 41, [file('img/logo.png', null)])],
      }),
    );
    expect(binary.findings).toMatchObject([
      { kind: 'overlap', path: 'img/logo.png', line: 1, message: expect.stringContaining('cannot tell whether the changes overlap') },
    ]);
    const oneSide = checkTaskPull(
      input({ files: [file('src/a.ts', null)], others: [other(3, [], 41, [file('src/a.ts', replace(1, 1))])] }),
    );
    expect(oneSide.findings).toEqual([]);
  });

  it('compares a renamed file with the other PR’s changes to the file it came from', () => {
    const renamed = file('src/new.ts', replace(10, 2), 'src/old.ts');
    const verdict = checkTaskPull(
      input({ leaseFiles: ['src/old.ts'], files: [renamed], others: [other(3, [], 41, [file('src/old.ts', replace(11, 1))])] }),
    );
    expect(verdict.findings).toMatchObject([
      {
        kind: 'overlap',
        path: 'src/new.ts',
        line: 10,
        message: 'hunks of #40 and #41 overlap in src/old.ts (lines 10–11 and line 11): a merge conflict is likely',
      },
    ]);
    const pureRename = checkTaskPull(
      input({
        leaseFiles: ['src/old.ts'],
        files: [file('src/new.ts', '', 'src/old.ts')],
        others: [other(3, [], 41, [file('src/old.ts')])],
      }),
    );
    expect(pureRename.findings).toEqual([]);
    const twoRenames = checkTaskPull(
      input({
        leaseFiles: ['src/old.ts'],
        files: [file('src/new.ts', '', 'src/old.ts')],
        others: [other(3, [], 41, [file('src/other.ts', '', 'src/old.ts')])],
      }),
    );
    expect(twoRenames.findings).toMatchObject([
      { message: '#40 and #41 both rename src/old.ts, to src/new.ts and src/other.ts: a merge conflict is likely' },
    ]);
  });

  it('ignores other tasks without an open PR (for overlaps), this task itself, and this PR', () => {
    const theirs = [file('src/a.ts', replace(1, 1))];
    const verdict = checkTaskPull(
      input({
        others: [
          { taskId: 'TASK-001', files: ['src/a.ts'], pr: 40, prFiles: theirs },
          other(3, [], undefined, theirs),
          other(4, [], 40, theirs),
          other(5, [], 41),
        ],
      }),
    );
    expect(verdict.conclusion).toBe('success');
  });

  it('orders findings by path, line and kind, whatever the input order', () => {
    const files = [
      file('src/z.ts', replace(3, 1)),
      file('src/a.ts', replace(9, 1)),
      file('src/m.ts', replace(2, 1)),
      file('lib/x.ts', replace(4, 1)),
    ];
    const others = [
      other(9, ['src/m.ts'], 50, [file('src/a.ts', replace(9, 1))]),
      other(2, ['src/a.ts', 'src/m.ts'], 42, [file('src/m.ts', replace(2, 1))]),
    ];
    const one = checkTaskPull(input({ files, others }));
    const two = checkTaskPull(input({ files: [...files].reverse(), others: [...others].reverse() }));
    expect(two).toEqual(one);
    expect(one.findings.map((f) => [f.path, f.line, f.kind, f.taskId])).toEqual([
      ['lib/x.ts', 4, 'drift', undefined],
      ['src/a.ts', 9, 'lease', 'TASK-002'],
      ['src/a.ts', 9, 'overlap', 'TASK-009'],
      ['src/m.ts', 2, 'lease', 'TASK-002'],
      ['src/m.ts', 2, 'lease', 'TASK-009'],
      ['src/m.ts', 2, 'overlap', 'TASK-002'],
      ['src/z.ts', 3, 'drift', undefined],
    ]);
    expect(one.conclusion).toBe('failure');
    expect(one.title).toBe('TASK-001: 3 lease collisions, 2 overlaps with other PRs, 2 files outside the lease');
  });

  it('lists every finding in the summary as Markdown, paths in code spans that cannot be closed and no raw HTML', () => {
    const files = [file('src/we`ird.ts'), file('<img src=x onerror=alert(1)>.ts')];
    const verdict = checkTaskPull(input({ leaseFiles: [], files, others: [other(3, ['src/we`ird.ts'], 41)] }));
    expect(verdict.summary).toContain("`src/we'ird.ts` is in the lease of TASK-003 (#41)");
    expect(verdict.summary).toContain('`<img src=x onerror=alert(1)>.ts` is outside the lease');
    expect(verdict.summary.replace(/`[^`]*`/g, '')).not.toContain('<');
    expect(verdict.summary.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(2);
    expect(verdict.findings[1]?.message).toBe('src/we`ird.ts is in the lease of TASK-003 (#41)');
  });

  it('keeps the title within 100 characters', () => {
    const long = checkTaskPull(input({ taskId: `TASK-${'9'.repeat(150)}`, files: [file('x.ts')] }));
    expect(long.title.length).toBeLessThanOrEqual(100);
    expect(checkTaskPull(input({ taskId: `TASK-${'9'.repeat(150)}` })).title.length).toBeLessThanOrEqual(100);
  });

  it('bounds its work: at most 3000 files, and a summary GitHub accepts', () => {
    const files = Array.from({ length: MAX_FILES + 500 }, (_, i) =>
      file(`src/generated/${String(i).padStart(5, '0')}-${'x'.repeat(40)}.ts`),
    );
    const others = Array.from({ length: 250 }, (_, i) => other(i + 2, [`lib/${i}.ts`], 100 + i, files.slice(0, 50)));
    const verdict = checkTaskPull(input({ leaseFiles: [], files, others }));
    expect(verdict.findings.filter((f) => f.kind === 'drift')).toHaveLength(MAX_FILES);
    expect(verdict.findings.filter((f) => f.kind === 'overlap')).toHaveLength(50 * MAX_OTHERS);
    expect(verdict.summary.length).toBeLessThan(65_535);
    expect(verdict.summary).toContain('not listed');
    expect(verdict.summary).toContain(`Only the first ${MAX_FILES} files of a PR were checked.`);
    expect(verdict.summary).toContain(`Only ${MAX_OTHERS} other tasks in flight were checked.`);
  });
});
