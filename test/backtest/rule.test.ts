// The subject rules of a backtest (`--rule=wide|conventional`): which subjects each one takes, on
// its own and on a fixture history with a mix of subjects, and the skip counts by reason that the
// text report and the JSON print.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectCommits } from '../../src/backtest/commits.js';
import { namedRule, parseSubjectRule } from '../../src/backtest/select.js';
import { classifyFiles } from '../../src/repo/change-files.js';
import { classifySubject, startsWithVerb } from '../../src/repo/change-subject.js';
import { runBacktestCommand } from '../../src/cli/backtest.js';
import { UsageError } from '../../src/cli/errors.js';
import { createFixtureRepo, type FixtureRepo, manyFiles } from './git-fixture.js';

describe('the wide rule', () => {
  it.each([
    'Forbid duplicate groups',
    "Don't execute dotenv commands during dry run",
    'Don’t crash on an empty input',
    'Do not retry on 404',
    'Never cache errors',
    'No longer print the banner',
    'Allow empty groups',
    'Require a key for the anthropic provider',
    'Disallowed absolute paths',
    'Stop retrying on 404',
    'Drop the v1 endpoints',
    'Remove the deprecated API',
    'Fix the style of the button',
    'Parse requirements from the issue body',
    'Support a --format flag',
    'cli: use the shared parser',
  ])('takes the plain imperative subject %j', (subject) => {
    expect(classifySubject(subject, 'wide')).toEqual({ ok: true });
    expect(classifySubject(subject)).toEqual({ ok: true }); // the default
    expect(classifySubject(subject, 'conventional')).toEqual({ ok: false, reason: 'no feature or fix type' });
  });

  it.each([
    ['Remove unused dependencies', 'dependency bump'],
    ['Drop dependency on lodash', 'dependency bump'],
    ['Upgrade to Node 20', 'dependency bump'],
    ['Update README', 'docs commit'],
    ['Fix typo in error message', 'docs commit'],
    ['Add an example to the docs', 'docs commit'],
    ['docs/api: add examples', 'docs commit'],
    ['Fix CI', 'ci commit'],
    ['Drop Node 16 from CI', 'ci commit'],
    ['Format code', 'style commit'],
    ['Run prettier', 'style commit'],
    ['Fix lint errors', 'style commit'],
    ['Fix code style', 'style commit'],
    ['Add tests for the parser', 'test commit'],
    ['Fix flaky test', 'test commit'],
    ['Do not merge: experiment', 'work in progress'],
    ['Format dates as ISO 8601', 'subject not a change'],
    ['Cleanup', 'subject not a change'],
    ['Initial version of the scanner', 'subject not a change'],
  ])('leaves out %j (%s)', (subject, reason) => {
    expect(classifySubject(subject, 'wide')).toEqual({ ok: false, reason });
  });

  it('reads a negated imperative as a verb', () => {
    expect(startsWithVerb("Don't execute commands")).toBe(true);
    expect(startsWithVerb('Do not retry')).toBe(true);
    expect(startsWithVerb('Forbids duplicates')).toBe(true);
    expect(startsWithVerb("Don't")).toBe(false);
    expect(startsWithVerb('Do nothing')).toBe(false);
  });
});

describe('the conventional rule', () => {
  it('takes the feature and fix types only, with the same exclusions', () => {
    for (const subject of ['feat: add groups', 'fix(cli)!: forbid duplicates', 'perf: cache', 'refactor: split the store']) {
      expect(classifySubject(subject, 'conventional')).toEqual({ ok: true });
    }
    expect(classifySubject('docs: explain groups', 'conventional')).toEqual({ ok: false, reason: 'docs commit' });
    expect(classifySubject('Bump lodash from 1.0.0 to 1.0.1', 'conventional')).toEqual({ ok: false, reason: 'dependency bump' });
    expect(classifySubject('Revert "feat: add groups"', 'conventional')).toEqual({ ok: false, reason: 'revert' });
  });
});

describe('rule names', () => {
  it('parses the names and states the rule in the report', () => {
    expect(parseSubjectRule('wide')).toBe('wide');
    expect(parseSubjectRule(' Conventional ')).toBe('conventional');
    expect(parseSubjectRule('loose')).toBeUndefined();
    const block = namedRule({ description: 'old', scanned: 3 }, 'conventional');
    expect(Object.keys(block)).toEqual(['name', 'description', 'scanned']);
    expect(block.description).toMatch(/conventional-commit type feat\/fix\/perf\/refactor/);
    expect(namedRule({ description: '' }, 'wide').description).toMatch(/plain imperative subject/);
  });
});

describe('CI-only commits', () => {
  it('are left out by their files', () => {
    expect(classifyFiles(['.github/workflows/ci.yml', '.github/workflows/release.yml'])).toEqual({ ok: false, reason: 'ci-only' });
    expect(classifyFiles(['.travis.yml', '.circleci/config.yml'])).toEqual({ ok: false, reason: 'ci-only' });
    expect(classifyFiles(['.github/workflows/ci.yml', 'src/a.ts']).ok).toBe(true);
  });
});

let repo: FixtureRepo;
const sha = {} as Record<'feat' | 'forbid' | 'dotenv' | 'refactor' | 'allow', string>;

/** Twenty non-merge commits with a mix of subjects, and one merge. */
beforeAll(() => {
  repo = createFixtureRepo();
  repo.commit('Initial commit', { 'src/groups.ts': 'export const groups = [];\n', 'src/cli.ts': 'run();\n', 'README.md': '# a\n' });
  sha.feat = repo.commit('feat: add group validation', { 'src/groups.ts': 'validate();\n', 'src/cli.ts': 'run(validate);\n' });
  sha.forbid = repo.commit('Forbid duplicate groups', { 'src/groups.ts': 'unique();\n', 'test/groups.test.ts': 'it();\n' });
  sha.dotenv = repo.commit("Don't execute dotenv commands during dry run", { 'src/dotenv.ts': 'skip();\n', 'src/run.ts': 'dry();\n' });
  repo.commit('Update README', { 'README.md': '# a\n\nb\n', 'src/cli.ts': 'run(validate); // see README\n' });
  repo.commit('Remove unused dependencies', { 'package.json': '{}\n', 'src/util.ts': 'export {};\n' });
  repo.commit('Fix CI', { '.github/workflows/ci.yml': 'on: push\n', 'src/run.ts': 'dry(); // ci\n' });
  repo.commit('Format code', { 'src/groups.ts': 'unique() ;\n', 'src/run.ts': 'dry() ;\n' });
  repo.commit('Bump lodash from 4.17.20 to 4.17.21', { 'package.json': '{ "lodash": "4.17.21" }\n', 'src/util.ts': 'export { a };\n' });
  repo.commit('Release 1.2.0', { 'package.json': '{ "version": "1.2.0" }\n', 'src/version.ts': "export const v = '1.2.0';\n" });
  repo.commit('Revert "Forbid duplicate groups"', { 'src/groups.ts': 'validate();\n', 'test/groups.test.ts': null });
  repo.commit('fix: handle empty input', { 'src/cli.ts': 'run(validate ?? none);\n' });
  repo.commit('Add fifteen modules', manyFiles(15, 'big'));
  repo.commit('Sample workflows for issue comments', { 'examples/a.yml': 'a\n', 'examples/b.yml': 'b\n' });
  repo.commit('Support Windows runners', { '.github/workflows/ci.yml': 'on: [push]\n', '.github/workflows/win.yml': 'on: push\n' });
  sha.refactor = repo.commit('refactor(store): split the store', { 'src/store.ts': 'a();\n', 'src/store-io.ts': 'b();\n' });
  repo.commit('Add tests for the parser', { 'test/parser.test.ts': 'it();\n', 'src/parser.ts': 'parse();\n' });
  repo.git('checkout', '-q', '-b', 'topic');
  sha.allow = repo.commit('Allow empty groups', { 'src/groups.ts': 'unique(allowEmpty);\n', 'src/cli.ts': 'run(validate, empty);\n' });
  repo.git('checkout', '-q', 'main');
  repo.commit('docs: explain the rules', { 'docs/rules.md': '# rules\n', 'src/store.ts': 'a(); // documented\n' });
  repo.commit('Do not merge: experiment', { 'src/x.ts': 'x();\n', 'src/y.ts': 'y();\n' });
  repo.git('merge', '-q', '--no-ff', '-m', "Merge branch 'topic'", 'topic');
});
afterAll(() => repo.remove());

const WIDE_SKIPPED = {
  'root commit': 1,
  'docs commit': 2,
  'dependency bump': 2,
  'ci commit': 1,
  'style commit': 1,
  'release or version': 1,
  revert: 1,
  'fewer than 2 files': 1,
  'more than 12 files': 1,
  'subject not a change': 1,
  'ci-only': 1,
  'test commit': 1,
  'work in progress': 1,
};

const CONVENTIONAL_SKIPPED = {
  'root commit': 1,
  'no feature or fix type': 11,
  'dependency bump': 1,
  'release or version': 1,
  revert: 1,
  'fewer than 2 files': 1,
  'docs commit': 1,
  'work in progress': 1,
};

describe('selectCommits on a mixed history', () => {
  it('wide takes the typed commits and the plain imperative ones, and counts the rest by reason', async () => {
    const selection = await selectCommits(repo.dir, { rule: 'wide' }, 50);
    expect(selection.rule).toBe('wide');
    expect(selection.commits.map((c) => c.sha)).toEqual([sha.allow, sha.refactor, sha.dotenv, sha.forbid, sha.feat]);
    expect(selection.scanned).toBe(20);
    expect(selection.skipped).toEqual(WIDE_SKIPPED);
    expect(await selectCommits(repo.dir, {}, 50)).toEqual(selection); // the default
  });

  it('conventional takes the feature and fix types only', async () => {
    const selection = await selectCommits(repo.dir, { rule: 'conventional' }, 50);
    expect(selection.commits.map((c) => c.sha)).toEqual([sha.refactor, sha.feat]);
    expect(selection.scanned).toBe(20);
    expect(selection.skipped).toEqual(CONVENTIONAL_SKIPPED);
  });
});

async function backtest(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runBacktestCommand(
    args,
    (t) => (stdout += t),
    (t) => (stderr += t),
    { isTTY: false, cwd: repo.dir, env: { ANTHROPIC_API_KEY: '' } },
  );
  return { code, stdout, stderr };
}

describe('cplan backtest --rule', () => {
  it('prints the rule and the skipped commits by reason in the text report', async () => {
    const { code, stdout } = await backtest(['--repo', repo.dir, '--rule=conventional', '--limit', '50']);
    expect(code).toBe(0);
    expect(stdout).toContain('\n2 commits (20 scanned, conventional rule), offline provider:\n');
    expect(stdout).toContain(
      '\n  skipped        18 of 20 scanned: 11 no feature or fix type, 1 dependency bump, 1 docs commit, 1 fewer than 2 files, ' +
        '1 release or version, 1 revert, 1 root commit, 1 work in progress\n',
    );
  });

  it('names the rule and counts the skipped commits in the JSON', async () => {
    const { stdout } = await backtest(['--repo', repo.dir, '--json', '--limit', '50', '--commits', `${sha.refactor}..main`]);
    const report = JSON.parse(stdout);
    expect(report.rule).toMatchObject({ name: 'wide', scanned: 4, skipped: { 'docs commit': 1, 'work in progress': 1 } });
    expect(Object.keys(report.rule).slice(0, 2)).toEqual(['name', 'description']);
    expect(report.rule.description).toMatch(/plain imperative subject/);
    expect(report.commits.map((c: { sha: string }) => c.sha)).toEqual([sha.allow]);
  });

  it('says which rule found nothing, with the reasons', async () => {
    const range = `${sha.feat}..${sha.dotenv}`;
    const { code, stdout } = await backtest(['--repo', repo.dir, '--rule', 'conventional', '--commits', range]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      'cplan: no eligible commits among 2 commits scanned by the conventional rule (skipped: 2 no feature or fix type)\n',
    );
  });

  it('refuses an unknown rule', async () => {
    await expect(backtest(['--repo', repo.dir, '--rule=loose'])).rejects.toThrow(
      new UsageError('--rule must be wide or conventional (got "loose")'),
    );
  });
});
