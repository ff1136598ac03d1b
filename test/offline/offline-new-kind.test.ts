// A new one of a kind the repository keeps a folder of goes into that folder, named like its neighbours.
import { describe, expect, it } from 'vitest';
import { addedOfKind, counterpartFiles, newOfKindFile } from '../../src/offline/offline-new-kind.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { indexSnapshot } from '../../src/retrieval/repo-index.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { planTasks } from '../helpers/offline-plan.js';

const files = (paths: string[], body: (stem: string) => string) =>
  Object.fromEntries(paths.map((p) => [p, body(p.slice(p.lastIndexOf('/') + 1, p.lastIndexOf('.')))]));
const ruby = (stem: string) => `class Roda\n  module Plugins\n    module ${stem}\n      # request plugin\n    end\n  end\nend\n`;

const roda = () =>
  createMemorySnapshot({
    ...files(['lib/roda/plugins/csrf.rb', 'lib/roda/plugins/public.rb', 'lib/roda/plugins/json_parser.rb', 'lib/roda/plugins/ip.rb'], ruby),
    'lib/roda.rb': '# the router, its request and response\nclass Roda\nend\n',
    ...files(
      [
        'spec/plugin/csrf_spec.rb',
        'spec/plugin/public_spec.rb',
        'spec/plugins/a.rb',
        'spec/plugins/b.rb',
        'spec/plugins/c.rb',
        'spec/plugins/d.rb',
      ],
      ruby,
    ),
  });

describe('addedOfKind', () => {
  it('reads the name and the kind after an add verb', () => {
    expect(addedOfKind('Add hash_public plugin for content-hash-based cache busting')).toEqual({ name: 'hash_public', kind: 'plugin' });
    expect(addedOfKind('Introduce `theme` drop to expose theme details (#9129)')).toEqual({ name: 'theme', kind: 'drop' });
    expect(addedOfKind('feat: add built-in github-actions reporter (#6088)')).toEqual({ name: 'github-actions', kind: 'reporter' });
    expect(addedOfKind('Init: Add Telugu Language')).toEqual({ name: 'Telugu', kind: 'language' });
    // The kind first, then its name.
    expect(addedOfKind('Added adapter for self-hosted Mailpit (#1152)')).toEqual({ name: 'Mailpit', kind: 'adapter' });
    expect(addedOfKind('Add a provider for `azure`')).toEqual({ name: 'azure', kind: 'provider' });
  });

  it('leaves titles with no such object', () => {
    for (const title of [
      'Fix hash_public plugin',
      'Add moderation workflow',
      'Add NullJSONText type',
      'Add plugin',
      'Add `a b` plugin',
      'Add missing migration',
      'Add custom validator',
      'Add verbose command output',
      'Add email field to User model',
      'Add handler for errors',
      'Add adapter for Mailpit and Mailhog',
      'Add support for Mailpit',
      'Add tests for Mailpit',
      'Add adapter for the new Mailpit server',
    ])
      expect(addedOfKind(title), title).toBeUndefined();
  });
});

describe('newOfKindFile', () => {
  it('puts a new plugin in the folder of plugins, snake_case like them, not in a test folder', () => {
    const snapshot = roda();
    expect(newOfKindFile(snapshot, indexSnapshot(snapshot), 'Add hash_public plugin for cache busting')).toEqual({
      path: 'lib/roda/plugins/hash_public.rb',
      kind: 'plugin',
      folder: 'lib/roda/plugins',
    });
  });

  it('writes the kind as a suffix when the neighbours do, in their case', () => {
    const drops = createMemorySnapshot(files(['lib/drops/site_drop.rb', 'lib/drops/url_drop.rb', 'lib/drops/page_drop.rb'], ruby));
    expect(newOfKindFile(drops, indexSnapshot(drops), 'Introduce `theme` drop')?.path).toBe('lib/drops/theme_drop.rb');
    const cs = (stem: string) => `namespace V {\n  internal class ${stem} {}\n}\n`;
    const languages = createMemorySnapshot(
      files(['src/Languages/EnglishLanguage.cs', 'src/Languages/FrenchLanguage.cs', 'src/Languages/GermanLanguage.cs'], cs),
    );
    expect(newOfKindFile(languages, indexSnapshot(languages), 'add tamil language')?.path).toBe('src/Languages/TamilLanguage.cs');
    const js = (stem: string) => `// ${stem} reporter\nmodule.exports = function ${stem.replace(/-/g, '')}() {};\n`;
    const reporters = createMemorySnapshot(
      files(['lib/reporters/json-stream.js', 'lib/reporters/dot.js', 'lib/reporters/html.js', 'lib/reporters/tap.js'], js),
    );
    expect(newOfKindFile(reporters, indexSnapshot(reporters), 'feat: add built-in github_actions reporter')?.path).toBe(
      'lib/reporters/github-actions.js',
    );
    expect(newOfKindFile(reporters, indexSnapshot(reporters), 'Add JsonLines reporter')?.path).toBe('lib/reporters/json-lines.js');
  });

  it('finds a folder named after the kind in the singular, of one folder per thing, written in lowerCamelCase', () => {
    // dayjs keeps each plugin as `src/plugin/<name>/index.js` and tests it in `test/plugin/<name>.test.js`.
    const js = (name: string) => `export default (option, Dayjs) => { Dayjs.prototype.${name} = () => 0 }\n`;
    const plugins = ['isLeapYear', 'badMutable', 'utc', 'advancedFormat'];
    const snapshot = createMemorySnapshot({
      ...Object.fromEntries(plugins.map((p) => [`src/plugin/${p}/index.js`, js(p)])),
      ...Object.fromEntries(plugins.map((p) => [`test/plugin/${p}.test.js`, `it('${p}', () => dayjs().${p}())\n`])),
      'src/index.js': 'export default function dayjs() {}\n',
    });
    const index = indexSnapshot(snapshot);
    expect(addedOfKind('fix: Add NegativeYear Plugin support  (#2640)')).toEqual({ name: 'NegativeYear', kind: 'plugin' });
    expect(newOfKindFile(snapshot, index, 'fix: Add NegativeYear Plugin support  (#2640)')).toEqual({
      path: 'src/plugin/negativeYear/index.js',
      kind: 'plugin',
      folder: 'src/plugin',
    });
    expect(newOfKindFile(snapshot, index, 'fix: add BigIntSupport plugin (#2087)')?.path).toBe('src/plugin/bigIntSupport/index.js');
    // One that is there already is no new one.
    expect(newOfKindFile(snapshot, index, 'Add badMutable plugin')).toBeUndefined();
    const planned = retrieveFiles(snapshot, 'fix: add BigIntSupport plugin (#2087)');
    expect(planned).toContainEqual(
      expect.objectContaining({ path: 'test/plugin/bigIntSupport.test.js', create: true, covers: 'src/plugin/bigIntSupport/index.js' }),
    );
  });

  it('gives the new one the files most of its kind have elsewhere, after it, and drops the members it is modelled on', async () => {
    const js = (name: string) => `export default (option, Dayjs) => { Dayjs.prototype.${name} = () => 0 }\n`;
    const plugins = ['weekday', 'badMutable', 'utc', 'advancedFormat'];
    const snapshot = createMemorySnapshot({
      ...Object.fromEntries(plugins.map((p) => [`src/plugin/${p}/index.js`, js(p)])),
      ...Object.fromEntries(plugins.map((p) => [`test/plugin/${p}.test.js`, `it('${p}', () => dayjs().${p}())\n`])),
      // Three of four plugins have their types declared in types/plugin/, and the types declare no test's source.
      ...Object.fromEntries(
        plugins.slice(1).map((p) => [`types/plugin/${p}.d.ts`, `declare const plugin: PluginFunc\nexport = plugin // ${p}\n`]),
      ),
      'docs/plugin/utc.md': '# UTC\n',
      'src/index.js': 'export default function dayjs() {}\n',
    });
    const index = indexSnapshot(snapshot);
    const title = 'Add NegativeYear plugin';
    const one = newOfKindFile(snapshot, index, title);
    expect(one && counterpartFiles(snapshot, index, one)).toEqual([
      { path: 'types/plugin/negativeYear.d.ts', like: 'types/plugin/advancedFormat.d.ts', of: 'src/plugin/advancedFormat/index.js' },
    ]);
    expect(index.testsFor('types/plugin/utc.d.ts')).toEqual([]);
    const tasks = await planTasks(title, snapshot);
    const files = tasks.map((t) => t.modificationPoints.map((p) => p.file));
    expect(files).toEqual([['src/plugin/negativeYear/index.js', 'test/plugin/negativeYear.test.js'], ['types/plugin/negativeYear.d.ts']]);
    expect(tasks[1]?.dependsOn).toEqual([tasks[0]?.id]);
    expect(tasks[1]?.extras.Description).toContain(
      'Most plugins have one here: types/plugin/advancedFormat.d.ts for src/plugin/advancedFormat/index.js.',
    );
  });

  it('adds nothing without a folder of three sources, outside docs and examples, or when the file exists', () => {
    const snapshot = roda();
    expect(newOfKindFile(snapshot, indexSnapshot(snapshot), 'Add csrf plugin')).toBeUndefined();
    const two = createMemorySnapshot(files(['lib/helpers/a.rb', 'lib/helpers/b.rb'], ruby));
    expect(newOfKindFile(two, indexSnapshot(two), 'Add hash_public helper')).toBeUndefined();
    const aside = createMemorySnapshot(
      files(['docs/plugins/a.rb', 'docs/plugins/b.rb', 'docs/plugins/c.rb', 'examples/plugins/d.rb'], ruby),
    );
    expect(newOfKindFile(aside, indexSnapshot(aside), 'Add hash_public plugin')).toBeUndefined();
    const js = (stem: string) => `module.exports = function ${stem}() {};\n`;
    const scripts = createMemorySnapshot(
      files(['.github/workflows/scripts/a.js', '.github/workflows/scripts/b.js', '.github/workflows/scripts/c.js'], js),
    );
    expect(newOfKindFile(scripts, indexSnapshot(scripts), 'Add ci script')).toBeUndefined();
  });
});

describe('a new one of a kind in a plan', () => {
  it('is a file the plan creates, and says where it joins', async () => {
    const title = 'Add hash_public plugin for content-hash-based cache busting';
    const planned = retrieveFiles(roda(), title);
    expect(planned).toContainEqual(expect.objectContaining({ path: 'lib/roda/plugins/hash_public.rb', create: true }));
    // Its spec where the plugins' specs are (`spec/plugin/csrf_spec.rb` for `csrf.rb`, `public_spec.rb` for `public.rb`).
    expect(planned).toContainEqual(
      expect.objectContaining({ path: 'spec/plugin/hash_public_spec.rb', create: true, covers: 'lib/roda/plugins/hash_public.rb' }),
    );
    const tasks = await planTasks(title, roda());
    const task = tasks.find((t) => t.modificationPoints.some((p) => p.file === 'lib/roda/plugins/hash_public.rb'));
    expect(task?.extras.Description).toContain('A new plugin, beside the others in lib/roda/plugins/.');
    // Its new spec is a new file of the task, and the task is done when its cases pass.
    expect(task?.modificationPoints).toContainEqual(
      expect.objectContaining({ file: 'spec/plugin/hash_public_spec.rb', change: 'new file' }),
    );
    expect(task?.extras['Convergence criteria']).toContain('spec/plugin/hash_public_spec.rb');
  });
});
