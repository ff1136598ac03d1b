// A manifest's criterion says what that ecosystem's manifest declares, and how it is checked.
import { describe, expect, it } from 'vitest';
import { criteriaFor, manifestKind } from '../../src/offline/offline-criteria.js';
import { phrasesFor } from '../../src/offline/offline-phrases.js';

const manifest = (path: string, locale: 'en' | 'zh' = 'en') =>
  criteriaFor({
    path,
    role: 'manifest',
    anchor: { location: '*', reason: 'file', terms: [] },
    clause: 'add a build-time unstable-index feature',
    topic: 'build-time unstable-index feature',
    create: false,
    phrases: phrasesFor(locale).criteria,
  } as Parameters<typeof criteriaFor>[0]);

describe('a manifest criterion', () => {
  it("speaks the manifest's ecosystem, not npm's for every one", () => {
    expect(manifest('Cargo.toml')[0]).toBe(
      'Cargo.toml declares what build-time unstable-index feature needs (features or dependencies) and the crate builds with and without them',
    );
    expect(manifest('package.json')[0]).toMatch(/\(dependencies, scripts or exports\) and installs cleanly$/);
    expect(manifest('go.mod')[0]).toMatch(/\(module requirements\) and `go build \.\/\.\.\.` passes$/);
    expect(manifest('lib/x.gemspec')[0]).toMatch(/\(gems\) and `bundle install` passes$/);
    expect(manifest('pom.xml')[0]).toMatch(/\(dependencies or build settings\) and the project builds$/);
    expect(manifest('Cargo.toml', 'zh')[0]).toContain('feature 或依赖');
  });

  it('reads the ecosystem from the file name', () => {
    expect(
      ['package.json', 'Cargo.toml', 'pyproject.toml', 'setup.py', 'go.mod', 'Gemfile', 'composer.json', 'build.gradle'].map(manifestKind),
    ).toEqual(['npm', 'cargo', 'python', 'python', 'go', 'ruby', 'php', 'build']);
  });
});

describe('the split strategy', () => {
  it('says a domain is held by the words alone when nothing in the repository ties its files, without denying the ties the link step may find', () => {
    const en = phrasesFor('en').analysis.folderSplit([{ slug: 'attributes-mock', files: 4, ties: [] }], false);
    expect(en).toContain("attributes-mock (4 files: grouped by the requirement's words alone)");
    expect(en).not.toMatch(/nothing ties/);
    expect(phrasesFor('zh').analysis.folderSplit([{ slug: 'mock', files: 2, ties: [] }], false)).toContain('仅按需求中的词归为一组');
  });
});
