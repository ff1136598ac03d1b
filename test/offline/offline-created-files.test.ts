// A file the title asks to add by its name ("Add CLAUDE.md", "Create .editorconfig") is created
// where the title writes it; a name that is read, removed or already there is not.
import { describe, expect, it } from 'vitest';
import { createdPaths } from '../../src/offline/offline-created-files.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { planTasks } from '../helpers/offline-plan.js';

const none = () => false;

describe('createdPaths', () => {
  it('reads the names an add verb asks for, documents and configuration only', () => {
    expect(createdPaths('Add CLAUDE.md with repo guidance for Claude Code (#1564)', none)).toEqual(['CLAUDE.md']);
    expect(createdPaths('Create .editorconfig (#404)', none)).toEqual(['.editorconfig']);
    expect(createdPaths('Add initial flake.nix; just for develop, for now', none)).toEqual(['flake.nix']);
    expect(createdPaths('Fix release workflow: add workflow_dispatch, environment, and .tool-versions', none)).toEqual(['.tool-versions']);
    expect(createdPaths('Add a dynamic security workflow and a SECURITY.md file', none)).toEqual(['SECURITY.md']);
    expect(createdPaths('docs: add docs/faq.md', none)).toEqual(['docs/faq.md']);
  });

  it('leaves names that are read, changed, removed, kinds of files, code, or workflows', () => {
    for (const title of [
      'Add support for reading .env files',
      'Remove `package-lock.json` (#407)',
      'Update and rename stale to stale.yml',
      'Add .md extension support',
      'Add serializer.mjs',
      'Add backport.yml and flow configuration',
      'Add .github/workflows/release.yml',
      'Add a uv.lock.',
      'Bump to 2.0.1',
      'Change +"" to "".dup for older rubies',
      'Add ../../etc/passwd.md',
      'Add /etc/motd.txt',
      'Add Position.Col (#410)',
      'feat: add static Response.json (#1670)',
      'Add .NET 8 tests',
      'feat(string): Create .datetime() (#2087)',
      'Add .ruby-lsp to default excludes',
      'Adds *.txt to the list of template files',
      'Add space between `info.message` and `meta.message`',
      'Add .devcontainer',
      'Add .vscode settings',
      'Add .github\\workflows\\ci.yml',
      'Add über.md',
      'Add CONTRIBUTING.md link to README',
      'Add .../x.md',
    ])
      expect(createdPaths(title, none), title).toEqual([]);
  });

  it('leaves a name the repository already has', () => {
    expect(createdPaths('Add CLAUDE.md', (path) => path === 'CLAUDE.md')).toEqual([]);
  });

  it('reads a title only so far: a name past its first 500 characters is not read', () => {
    expect(createdPaths(`${'word '.repeat(100)}Add CLAUDE.md`, none)).toEqual([]);
    expect(createdPaths(`Add CLAUDE.md ${'a.'.repeat(200_000)}md`, none)).toEqual(['CLAUDE.md']);
  });
});

const repository = () =>
  createMemorySnapshot({
    'src/Dotenv.php': `<?php\nclass Dotenv {\n${'  // load the environment file\n'.repeat(20)}}\n`,
    'src/Loader.php': `<?php\nclass Loader {\n${'  // read lines of the file\n'.repeat(20)}}\n`,
    'tests/DotenvTest.php': `<?php\nclass DotenvTest {\n${'  // dotenv loads\n'.repeat(20)}}\n`,
    'README.md': '# dotenv\n\nLoads environment variables.\n',
    'docs/UPGRADING.md': '# Upgrading\n\nFrom 4 to 5.\n',
  });

describe('a file the title asks to add', () => {
  it('is the whole plan when the title asks for nothing else', () => {
    const planned = retrieveFiles(repository(), 'Create .editorconfig (#404)');
    expect(planned).toEqual([expect.objectContaining({ path: '.editorconfig', create: true })]);
    expect(retrieveFiles(repository(), 'chore: add initial docs/FAQ.md').map((f) => f.path)).toEqual(['docs/FAQ.md']);
  });

  it('joins the files the rest of the title ranks', () => {
    const planned = retrieveFiles(repository(), 'Add .env.example and load the environment file in Dotenv');
    expect(planned[0]).toMatchObject({ path: '.env.example', create: true });
    expect(planned.map((f) => f.path)).toContain('src/Dotenv.php');
  });

  it('gets a task that creates it', async () => {
    const tasks = await planTasks('Add CLAUDE.md with repo guidance', repository());
    const point = tasks.flatMap((t) => t.modificationPoints).find((p) => p.file === 'CLAUDE.md');
    expect(point?.location).toBe('*');
    const task = tasks.find((t) => t.modificationPoints.includes(point as never));
    expect(task?.title).toMatch(/^(Add|Create)\b/);
    expect(task?.extras.Description).toContain('A new file, where the title puts it.');
    expect(task?.extras['Convergence criteria']).toBe('- CLAUDE.md exists and covers repo guidance');
  });

  it('is not planned when the repository has a file of that name, in any letter case or folder', () => {
    for (const title of ['Add readme.md', 'Add upgrading.md'])
      expect(
        retrieveFiles(repository(), title).filter((f) => f.create === true),
        title,
      ).toEqual([]);
    const planned = retrieveFiles(repository(), 'Add README.md badges').map((f) => f.path);
    expect(planned.filter((p) => p.endsWith('README.md'))).toEqual(['README.md']);
  });
});
