import { describe, expect, it } from 'vitest';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { headLines } from '../../src/retrieval/overview-manifests.js';
import { buildOverview, listGuidelineFiles } from '../../src/retrieval/overview.js';

const readme = Array.from({ length: 100 }, (_, i) => `README line ${i + 1}`).join('\n');
const packageJson = JSON.stringify({
  name: 'demo',
  version: '1.2.3',
  type: 'module',
  scripts: { build: 'tsc', test: 'vitest run' },
  dependencies: { express: '^5.0.0', zod: '^4.0.0' },
  devDependencies: { vitest: '^4.0.0' },
});

const files: Record<string, string> = {
  'README.md': readme,
  'package.json': packageJson,
  'go.mod': 'module example.com/demo\n\ngo 1.22\n',
  'CONTRIBUTING.md': 'Always run the tests before pushing.\n',
  'AGENTS.md': 'Never edit generated files.\n',
  '.workflow/project-guidelines.json': '{"style":"strict"}\n',
  'docs/STYLE.md': 'Use British spelling.\n',
  'docs/intro.md': 'intro\n',
  'src/server.ts': 'server\n',
  'src/routes/users.ts': 'users\n',
  'src/routes/items.ts': 'items\n',
  'src/routes/deep/nested/x.ts': 'x\n',
  'packages/web/package.json': '{"name":"web"}\n',
  'test/server.test.ts': 'test\n',
};

describe('buildOverview', () => {
  const snapshot = createMemorySnapshot(files, { source: 'octo/demo', commit: 'abc123' });
  const overview = buildOverview(snapshot, { guidelines: ['docs/STYLE.md'] });

  it('starts with the source and commit', () => {
    expect(overview.startsWith('# Repository overview\nSource: octo/demo @ abc123 — 14 files in the snapshot')).toBe(true);
  });

  it('shows a depth-2 tree with file counts per directory', () => {
    expect(overview).toContain('src/ (4)');
    expect(overview).toContain('  routes/ (3)');
    expect(overview).toContain('docs/ (2)');
    expect(overview).toContain('.workflow/ (1)');
    expect(overview).not.toContain('deep/');
    expect(overview).toContain('\npackage.json\n');
    expect(buildOverview(snapshot, { maxDepth: 3 })).toContain('    deep/ (1)');
    expect(buildOverview(snapshot, { maxDepth: 1 })).not.toContain('routes/');
  });

  it('includes the first 60 lines of the README', () => {
    expect(overview).toContain('## README (README.md, first 60 lines)');
    expect(overview).toContain('README line 60\n');
    expect(overview).not.toContain('README line 61\n');
    expect(overview).toContain('… (40 more lines)');
  });

  it('summarises package manifests', () => {
    expect(overview).toContain('### package.json\nname: demo\nversion: 1.2.3\ntype: module\nscripts:\n  build: tsc\n  test: vitest run');
    expect(overview).toContain('dependencies (2): express, zod');
    expect(overview).toContain('devDependencies (1): vitest');
    expect(overview).toContain('### go.mod\nmodule example.com/demo');
    expect(overview).toContain('### Nested manifests\npackages/web/package.json');
  });

  it('includes guideline files under a hard-constraints heading', () => {
    const section = overview.slice(overview.indexOf('## Project guidelines (hard constraints)'));
    expect(section).toContain('### CONTRIBUTING.md\nAlways run the tests before pushing.');
    expect(section).toContain('### AGENTS.md\nNever edit generated files.');
    expect(section).toContain('### .workflow/project-guidelines.json\n{"style":"strict"}');
    expect(section).toContain('### docs/STYLE.md\nUse British spelling.');
  });

  it('is deterministic, whatever order the files came in', () => {
    const reversed = Object.fromEntries(Object.entries(files).reverse());
    const again = buildOverview(createMemorySnapshot(reversed, { source: 'octo/demo', commit: 'abc123' }), {
      guidelines: ['docs/STYLE.md'],
    });
    expect(again).toBe(overview);
  });

  it('stays under maxChars on a large repository and keeps the guidelines', () => {
    const big: Record<string, string> = { ...files, 'CONTRIBUTING.md': `Rule one.\n${'blah '.repeat(5000)}` };
    for (let i = 0; i < 3000; i++) big[`pkg${i % 60}/mod${i % 7}/f${i}.ts`] = 'x\n';
    const text = buildOverview(createMemorySnapshot(big), { maxChars: 4000 });
    expect(text.length).toBeLessThanOrEqual(4000);
    expect(text).toContain('Rule one.');
    expect(text).toContain('### AGENTS.md');
    expect(text).toContain('… (layout truncated)');
    expect(buildOverview(createMemorySnapshot(big)).length).toBeLessThanOrEqual(12_000);
  });

  it('reports the snapshot note and hides absolute local paths', () => {
    const capped = createMemorySnapshot(files, {
      source: '/home/someone/work/demo',
      capped: true,
      note: 'Snapshot capped at 10 files; 4 files not included.',
    });
    const text = buildOverview(capped);
    expect(text).toContain('Source: demo — 14 files in the snapshot\nNote: Snapshot capped at 10 files; 4 files not included.');
    expect(text).not.toContain('/home/someone');
  });

  it('copes with an empty snapshot and an unparsable package.json', () => {
    expect(buildOverview(createMemorySnapshot({}))).toBe('# Repository overview\nSource: memory — 0 files in the snapshot');
    const broken = buildOverview(createMemorySnapshot({ 'package.json': '{ not json' }));
    expect(broken).toContain('### package.json\n{ not json');
  });
});

describe('listGuidelineFiles', () => {
  it('finds defaults (root names case-insensitively), then configured files and globs, without duplicates', () => {
    const snapshot = createMemorySnapshot({
      'contributing.md': 'c',
      'CLAUDE.md': 'claude',
      '.github/CONTRIBUTING.md': 'gh',
      'docs/rules/a.md': 'a',
      'docs/rules/b.md': 'b',
      'src/CLAUDE.md': 'not at the root',
    });
    expect(listGuidelineFiles(snapshot, ['docs/rules/*.md', 'CLAUDE.md', 'missing.md'])).toEqual([
      'contributing.md',
      '.github/CONTRIBUTING.md',
      'CLAUDE.md',
      'docs/rules/a.md',
      'docs/rules/b.md',
    ]);
    expect(listGuidelineFiles(createMemorySnapshot({ 'a.ts': '' }))).toEqual([]);
    // Python projects write their contributing guide in reStructuredText.
    expect(listGuidelineFiles(createMemorySnapshot({ 'CONTRIBUTING.rst': 'c', 'AGENTS.md': 'a' }))).toEqual([
      'CONTRIBUTING.rst',
      'AGENTS.md',
    ]);
  });
});

describe('headLines', () => {
  it('keeps the first lines without trailing blanks and notes what was cut', () => {
    expect(headLines('a  \t\nb\u00a0\n\n  \nc\n', 4)).toBe('a\nb\n… (2 more lines)');
    expect(headLines('a\n\n', 1)).toBe('a');
    expect(headLines(`x${' '.repeat(100_000)}y`, 1, 5)).toBe('x   …');
    expect(headLines(`x${' '.repeat(100_000)}`, 1)).toBe('x');
  });
});
