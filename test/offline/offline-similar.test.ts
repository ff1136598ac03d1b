// The size of the repository's earlier commits most like the requirement (offline-similar.ts), and
// what it does to a plan's size (offline-scope.ts).
import { describe, expect, it } from 'vitest';
import { recurringFiles, similarSizeGap } from '../../src/offline/offline-similar.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { OfflineProvider } from '../../src/offline/offline.js';
import { attachHistory } from '../../src/repo/history.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { scopeOf } from '../../src/offline/offline-scope.js';

const commit = (subject: string, size: number, extra: string[] = []) => ({
  subject,
  files: [...Array.from({ length: size }, (_, k) => `src/${subject.length}-${k}.rs`), ...extra],
});
const TOPICS = ['parser', 'lexer', 'printer', 'number', 'escape', 'float', 'map', 'value', 'error', 'reader'];
/** Twenty varied commits of three files each. */
const varied = Array.from({ length: 20 }, (_, i) => commit(`Improve the ${TOPICS[i % 10]} ${i < 10 ? 'speed' : 'docs'}`, 3));

describe('similarSizeGap', () => {
  it('is how many files more the commits worded like the title changed than the average one', () => {
    const past = [
      ...varied,
      ...['needless_borrow', 'redundant_clone', 'manual_range'].map((lint) => commit(`Resolve ${lint} clippy lints`, 9)),
    ];
    const gap = similarSizeGap('Resolve needless_lifetimes clippy lints', past);
    // The three lint sweeps changed 9 files; the average of all 23 commits is (60 + 27) / 23.
    expect(gap).toBeCloseTo(9 - 87 / 23, 5);
  });

  it('is negative when such commits were smaller than most', () => {
    const past = [
      ...varied.map((c) => ({ ...c, files: [...c.files, 'src/extra.rs', 'src/more.rs'] })),
      commit('Raise required compiler to Rust 1.70', 2),
    ];
    const gap = similarSizeGap('Raise required compiler to Rust 1.71', past);
    expect(gap).toBeDefined();
    expect(gap!).toBeLessThan(-2);
  });

  it('reads the title only, without its conventional type', () => {
    const past = [...varied, commit('Resolve clippy lints', 9)];
    expect(similarSizeGap('fix: resolve clippy lints\n\nThe parser and the lexer were noisy.', past)).toBeCloseTo(9 - 69 / 21, 5);
  });

  it('leaves lockfiles and changelogs out and counts a sweeping commit as twelve files', () => {
    const past = [...varied, commit('Resolve clippy lints', 2, ['Cargo.lock', 'CHANGELOG.md']), commit('Resolve all clippy lints', 40)];
    const gap = similarSizeGap('Resolve clippy lints', past)!;
    const average = (60 + 2 + 12) / 22;
    // The exact subject counts more than the one with an extra word.
    expect(gap).toBeGreaterThan(2 - average);
    expect(gap).toBeLessThan(12 - average);
  });

  it('reads Chinese subjects by pairs of characters', () => {
    const chinese = [
      ...Array.from({ length: 20 }, (_, i) => commit(`更新${TOPICS[i % 10]}文档 ${i}`, 3)),
      commit('修复登录超时', 9),
      commit('修复登录重定向', 9),
    ];
    const gap = similarSizeGap('修复登录失败的问题', chinese);
    expect(gap).toBeDefined();
    expect(gap!).toBeGreaterThan(4);
  });

  it('says nothing without enough history or without an alike subject', () => {
    expect(similarSizeGap('Resolve clippy lints', undefined)).toBeUndefined();
    expect(similarSizeGap('Resolve clippy lints', varied.slice(0, 19))).toBeUndefined();
    expect(similarSizeGap('Add a websocket transport', varied)).toBeUndefined();
    expect(similarSizeGap('', varied)).toBeUndefined();
    expect(
      similarSizeGap(
        'Improve the parser speed',
        varied.map((c) => ({ ...c, files: ['Cargo.lock'] })),
      ),
    ).toBeUndefined();
  });
});

describe('scopeOf with alike commits', () => {
  it('moves the plan by half the gap, two files at most either way', () => {
    const plain = scopeOf('Resolve needless_lifetimes clippy lints');
    const big = [...varied, ...['needless_borrow', 'redundant_clone'].map((lint) => commit(`Resolve ${lint} clippy lints`, 12))];
    // Two for the alike commits, one for the repository's changes to behaviour (changeStep: a mean of 3.8 files).
    expect(scopeOf('Resolve needless_lifetimes clippy lints', big).files).toBe(plain.files + 3);
    // Features here took two files (the kind's own history takes one off), and most commits, chores, seven.
    const small = [
      ...varied.map((c) => ({ subject: `chore: ${c.subject}`, files: [...c.files, 'a.rs', 'b.rs', 'c.rs', 'd.rs'] })),
      ...TOPICS.slice(0, 5).map((topic) => commit(`Add the ${topic} exporter`, 2)),
      commit('Add a retry option to the server', 2),
    ];
    const title = 'Add a retry option to the client for failed requests';
    const feature = scopeOf(title);
    // Two fewer for the alike commits, one for the kind's and one for the repository's changes to
    // behaviour (its features took two files).
    const unlike = small.map((c) => (c.subject.includes('retry') ? { ...c, subject: 'Add the cache exporter' } : c));
    expect(scopeOf(title, unlike).files).toBe(feature.files - 2);
    expect(scopeOf(title, small).files).toBe(feature.files - 4);
    expect(scopeOf(title, small).least).toBe(feature.least - 4);
  });
});

describe('recurringFiles', () => {
  const chores = [
    { subject: 'update dev', files: ['.pre-commit-config.yaml', 'uv.lock', '.github/workflows/ci.yml'] },
    { subject: 'Update dev (#1537)', files: ['.pre-commit-config.yaml', '.github/workflows/ci.yml', 'tox.ini'] },
    { subject: 'update dev (#1552)', files: ['.pre-commit-config.yaml', 'uv.lock', 'tox.ini'] },
    // Worded apart by its rare words: not the same chore.
    { subject: 'update dev -- notably mypy 2.0 and the typing examples', files: ['typing-examples/mypy.py', 'tox.ini'] },
  ];

  it('are the files most of the commits worded nearly the same changed, lockfiles left out', () => {
    expect(recurringFiles('update dev', [...varied, ...chores])).toEqual([
      { path: '.pre-commit-config.yaml', commits: 3, of: 3, subject: 'update dev' },
      { path: '.github/workflows/ci.yml', commits: 2, of: 3, subject: 'update dev' },
      // Quoted from the most alike commit that changed it.
      { path: 'tox.ini', commits: 2, of: 3, subject: 'Update dev (#1537)' },
    ]);
  });

  it("weigh likeness by the words earlier subjects have: a new command's name does not hide the way commands are added", () => {
    const added = ['TS.MGET', 'FT.ALIASADD', 'XACK'].map((name) => ({
      subject: `Added support for ${name} command`,
      files: ['src/ClientInterface.php', 'src/ClientContextInterface.php', `src/Command/${name.replace('.', '')}.php`],
    }));
    expect(recurringFiles('Added support for TS.QUERYLABELS command (#1706)', [...varied, ...added]).map((r) => r.path)).toEqual([
      'src/ClientContextInterface.php',
      'src/ClientInterface.php',
    ]);
  });

  it('need two such commits, words that say the same thing, and history enough to weigh words', () => {
    expect(recurringFiles('update dev', [...varied, chores[0]!])).toEqual([]);
    expect(recurringFiles('Rewrite the tokenizer', [...varied, ...chores])).toEqual([]);
    // Four commits cannot tell a rare word from a common one (twenty at least).
    expect(recurringFiles('update dev', chores)).toEqual([]);
  });

  it('a plan names them, why, and no workflow; a release follows the earlier releases', async () => {
    const snapshot = createMemorySnapshot({
      '.pre-commit-config.yaml': 'repos: []\n',
      '.github/workflows/ci.yml': 'on: push\n',
      'src/dev.py': 'def develop():\n    pass\n',
      'tox.ini': '[tox]\n',
      'Build/version.json': '{ "version": "13.0.3" }\n',
      'Build/build.ps1': '$version = "13.0.3"\n',
      'Src/Lib.csproj': '<Project />\n',
    });
    const releases = ['Update to 13.0.2-beta1', 'Update to 13.0.3-beta1'].map((subject) => ({
      subject,
      files: ['Build/build.ps1', 'Build/version.json'],
    }));
    attachHistory(snapshot, [...varied, ...chores, ...releases]);
    const chore = retrieveFiles(snapshot, 'update dev');
    const config = chore.find((f) => f.path === '.pre-commit-config.yaml');
    expect(config?.recurring).toEqual({ subject: 'update dev', commits: 3, of: 3 });
    expect(chore.map((f) => f.path)).not.toContain('.github/workflows/ci.yml');
    // Without the history the manifest is what a release changes; with it, what the earlier releases changed.
    expect(retrieveFiles(createMemorySnapshot({ 'Src/Lib.csproj': '<Project />\n' }), 'Update to 13.0.4-beta1').map((f) => f.path)).toEqual(
      ['Src/Lib.csproj'],
    );
    expect(retrieveFiles(snapshot, 'Update to 13.0.4-beta1').map((f) => f.path)).toEqual(['Build/build.ps1', 'Build/version.json']);

    // A workspace's other manifests of the name the earlier releases bumped join them (crates added since).
    const workspace = createMemorySnapshot({
      'Cargo.toml': '[workspace]\n',
      'crates/core/Cargo.toml': '[package]\n',
      'crates/html/Cargo.toml': '[package]\n',
      'guide/src/ci.md': '# CI\n',
      'package.json': '{}\n',
    });
    attachHistory(workspace, [
      ...varied,
      ...['Update to 0.4.51', 'Update to 0.4.52'].map((subject) => ({ subject, files: ['Cargo.toml', 'Cargo.lock', 'guide/src/ci.md'] })),
    ]);
    expect(retrieveFiles(workspace, 'Update to 0.5.0').map((f) => f.path)).toEqual([
      'Cargo.toml',
      'guide/src/ci.md',
      'crates/core/Cargo.toml',
      'crates/html/Cargo.toml',
    ]);

    const provider = new OfflineProvider();
    const analysis = (await provider.understand({ requirement: 'update dev', overview: '', maxDomains: 5, locale: 'en', snapshot })).value;
    const domain = {
      slug: analysis.sub_domains[0]!.focus_area,
      title: '',
      description: analysis.sub_domains[0]!.description,
      range: [1, 100] as [number, number],
      key_concerns: [],
    };
    const request = {
      requirement: 'update dev',
      overview: '',
      analysis,
      domains: [domain],
      domain,
      maxTasks: 8,
      locale: 'en' as const,
      snapshot,
    };
    const task = (await provider.planDomain(request)).value.tasks.find((t) => t.modification_points[0]?.file === '.pre-commit-config.yaml');
    expect(task?.description).toContain('3 of the 3 earlier commits worded most like this one changed this file (“update dev”).');
    // The pull-request number a squash merge appends is not quoted (GitHub would link it).
    const tox = (await provider.planDomain(request)).value.tasks.find((t) => t.modification_points[0]?.file === 'tox.ini');
    expect(tox?.description).toContain('2 of the 3 earlier commits worded most like this one changed this file (“Update dev”).');
  });
});
