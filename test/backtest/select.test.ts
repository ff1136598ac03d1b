import { describe, expect, it } from 'vitest';
import { classifyCommit } from '../../src/backtest/select.js';
import { classifyFiles, isDocPath, isNoisePath, isRuleTestPath, MAX_FILES } from '../../src/repo/change-files.js';
import { classifySubject, startsWithVerb } from '../../src/repo/change-subject.js';

describe('classifySubject', () => {
  it.each([
    'feat: add rate limiting',
    'feat(api)!: drop the v1 endpoints',
    'fix(parser): handle empty input',
    'perf: cache the overview',
    'refactor: split the store',
    'Refactor: GitHub payload shapes mapped in one module',
    'Add a --json flag to check',
    'Fixes crash on empty repository',
    'Supported Windows paths',
    'Handling of CRLF notes',
    'Dropped the old parser',
    'net/http: make the client retry',
    'cli: use the shared parser',
  ])('picks %j', (subject) => {
    expect(classifySubject(subject)).toEqual({ ok: true });
  });

  it.each([
    ['Bump lodash from 4.17.20 to 4.17.21', 'dependency bump'],
    ['chore(deps): update dependency vitest to v4', 'dependency bump'],
    ['build(deps-dev): bump eslint from 9.0.0 to 10.0.0', 'dependency bump'],
    ['Update dependency react to v18', 'dependency bump'],
    ['Upgrade typescript to 5.4', 'dependency bump'],
    ['Merge pull request #12 from a/b', 'merge'],
    ["Merge branch 'topic'", 'merge'],
    ['Revert "feat: add rate limiting"', 'revert'],
    ['fixup! feat: add rate limiting', 'fixup'],
    ['WIP: rate limiting', 'work in progress'],
    ['add rate limiting [wip]', 'work in progress'],
    ['chore: tidy', 'chore commit'],
    ['docs: explain the config', 'docs commit'],
    ['test: cover the parser', 'test commit'],
    ['tests: more cases', 'test commit'],
    ['ci: cache npm', 'ci commit'],
    ['Release 1.2.0', 'release or version'],
    ['v2.0.0', 'release or version'],
    ['1.4.2', 'release or version'],
    ['chore(release): 1.2.0', 'release or version'],
    ['start version 3.1.3', 'release or version'],
    ['Begin the next release 2.0', 'release or version'],
    ['Bump version to 2.0', 'dependency bump'],
    ['Lint: regexp rules on src', 'style commit'],
    ['Sample workflows for issue comments', 'subject not a change'],
    ['', 'empty subject'],
  ])('skips %j (%s)', (subject, reason) => {
    expect(classifySubject(subject)).toEqual({ ok: false, reason });
  });

  it('knows inflections of the change verbs and nothing else', () => {
    expect(startsWithVerb('adding retries')).toBe(true);
    expect(startsWithVerb('making it faster')).toBe(true);
    expect(startsWithVerb('splitting the store')).toBe(true);
    expect(startsWithVerb('Improves the overview')).toBe(true);
    expect(startsWithVerb('documentation for x')).toBe(false);
    expect(startsWithVerb('')).toBe(false);
  });
});

describe('noise, docs and tests', () => {
  it.each([
    'package-lock.json',
    'web/yarn.lock',
    'pnpm-lock.yaml',
    'Cargo.lock',
    'go.sum',
    'poetry.lock',
    'Gemfile.lock',
    'composer.lock',
    'uv.lock',
    'mix.lock',
    'pubspec.lock',
    'CHANGELOG.md',
    'packages/a/CHANGELOG.md',
    'HISTORY.rst',
    'RELEASES.md',
    'docs/ReleaseNotes.md',
    'NEWS',
    'test/__snapshots__/render.test.ts.snap',
    'src/ui/button.snap',
    'dist/cli.js',
    'packages/a/build/index.js',
    'vendor/github.com/x/y.go',
    'node_modules/a/index.js',
    'public/app.min.js',
    'src/api.generated.ts',
    'proto/service.pb.go',
    '.workflow/.planning/CPLAN-x/plan-note.md',
    'changelog.d/1599.change.md',
    'newsfragments/123.bugfix',
    'release-notes/VERSION-2.x',
  ])('%s is noise', (path) => {
    expect(isNoisePath(path)).toBe(true);
  });

  it.each(['src/history.ts', 'src/news/feed.ts', 'src/changelog-parser.ts', 'package.json', 'src/builder.ts', 'README.md', 'docs/a.md'])(
    '%s is not noise',
    (path) => {
      expect(isNoisePath(path)).toBe(false);
    },
  );

  it('tells docs and tests apart from source', () => {
    expect(isDocPath('README.md')).toBe(true);
    expect(isDocPath('docs/config.yml')).toBe(true);
    expect(isDocPath('src/readme.ts')).toBe(false);
    expect(isRuleTestPath('test/cli/cli.test.ts')).toBe(true);
    expect(isRuleTestPath('src/parse.test.ts')).toBe(true);
    expect(isRuleTestPath('pkg/parse_test.go')).toBe(true);
    expect(isRuleTestPath('tests/test_parse.py')).toBe(true);
    expect(isRuleTestPath('src/testing.ts')).toBe(false);
  });
});

describe('classifyFiles', () => {
  it('removes noise before counting, keeps source, test, doc and config files', () => {
    expect(classifyFiles(['src/a.ts', 'package-lock.json', 'CHANGELOG.md', 'dist/cli.js'])).toEqual({
      ok: false,
      reason: 'fewer than 2 files',
    });
    expect(classifyFiles(['src/a.ts', 'test/a.test.ts', 'README.md', 'package.json', 'yarn.lock'])).toEqual({
      ok: true,
      gold: ['README.md', 'package.json', 'src/a.ts', 'test/a.test.ts'],
    });
  });

  it('skips docs-only, test-only and too large commits', () => {
    expect(classifyFiles(['README.md', 'docs/setup.md'])).toEqual({ ok: false, reason: 'docs-only' });
    expect(classifyFiles(['test/a.test.ts', 'test/b.test.ts'])).toEqual({ ok: false, reason: 'test-only' });
    expect(classifyFiles(['README.md', 'test/b.test.ts'])).toEqual({ ok: false, reason: 'docs and tests only' });
    const files = Array.from({ length: MAX_FILES + 1 }, (_, i) => `src/f${i}.ts`);
    expect(classifyFiles(files)).toEqual({ ok: false, reason: 'more than 12 files' });
    expect(classifyFiles(files.slice(0, MAX_FILES)).ok).toBe(true);
  });
});

describe('classifyCommit', () => {
  const files = ['src/a.ts', 'src/b.ts'];
  it('needs exactly one parent and a feature subject', () => {
    expect(classifyCommit({ sha: 'a', parents: ['p'], subject: 'feat: add a', files })).toEqual({ ok: true, gold: files });
    expect(classifyCommit({ sha: 'a', parents: [], subject: 'feat: add a', files })).toEqual({ ok: false, reason: 'root commit' });
    expect(classifyCommit({ sha: 'a', parents: ['p', 'q'], subject: 'feat: add a', files })).toEqual({ ok: false, reason: 'merge' });
    expect(classifyCommit({ sha: 'a', parents: ['p'], subject: 'chore: a', files }).ok).toBe(false);
  });
});
