// A file a title names by its own name without the extension (offline-named-files.ts): eslint's
// `no-unused-labels` is lib/rules/no-unused-labels.js, whatever the body's words rank first.
import { describe, expect, it } from 'vitest';
import { keepStemNamed, titleStems } from '../../src/offline/offline-named-files.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

describe('titleStems', () => {
  it.each([
    ['fix: prevent ASI hazard in `no-unused-labels` autofix', ['no-unused-labels']],
    ['Add `--skip-external-links` CLI flag to `check` subcommand', ['skip-external-links', 'check']],
    ['fix #2765: add RootCommand.HelpName', ['rootcommand', 'helpname']],
    ['Prevent no-var autofix when var is shadowed by parse_args', ['no-var', 'parse_args']],
    ['Fix the total of repeated cart items', []],
    ['fix: throw `InvalidArgumentException` when parse_args raises a BadHeader', ['parse_args']],
    ['Fix HTTPClient timeout in `cli-main`', ['cli-main', 'httpclient']],
    ['Don`t crash in no-unused-labels with `foo`', ['no-unused-labels']],
    ['`a` and `x y` are not names', []],
  ])('%s → %j', (title, stems) => {
    expect(titleStems(title)).toEqual(stems);
  });

  it('stays quick on a hostile title', () => {
    expect(titleStems(`${'a-'.repeat(200_000)} ${'`'.repeat(100_001)} ${'aB'.repeat(300_000)}`)).toEqual([]);
  });
});

describe('keepStemNamed', () => {
  const rule = (name: string, words: string) => `// ${name}: ${words}\nmodule.exports = { create() { return {}; } };\n`;
  const files = {
    'lib/rules/no-unused-vars.js': rule(
      'no-unused-vars',
      'removing an unused label autofix ASI statement body preceding semantics merging',
    ),
    'lib/rules/semi.js': rule('semi', 'ASI statement preceding body autofix semantics merging'),
    'lib/rules/no-unused-labels.js': rule('no-unused-labels', 'label'),
    'tests/lib/rules/no-unused-labels.js': "require('../../../lib/rules/no-unused-labels');\n// label cases\n",
    'docs/rules/no-unused-labels.md': '# no-unused-labels\n',
    'lib/index.js': '// index\n',
    'src/index.js': '// index\n',
    'web/index.js': '// index\n',
  };
  const requirement =
    'fix: prevent ASI hazard in `no-unused-labels` autofix\n\nWhen removing an unused label whose body starts with a bracket, the autofix ' +
    'could silently change program semantics by merging the body with the preceding statement via ASI.';

  it('plans the source the title names by its file name, though the body ranked others first', () => {
    const paths = retrieveFiles(createMemorySnapshot(files), requirement).map((f) => f.path);
    expect(paths).toContain('lib/rules/no-unused-labels.js');
  });

  it('adds one ranked source at most, none when one of that name is planned, none for a name three sources carry', () => {
    const snapshot = createMemorySnapshot(files);
    const source = (path: string) => ({ path, kind: 'source' as const });
    const scored = ['lib/rules/no-unused-vars.js', 'lib/rules/no-unused-labels.js', 'lib/rules/semi.js'].map(source);
    const capped = [source('lib/rules/no-unused-vars.js')];
    keepStemNamed(capped, scored, snapshot, 'Fix `no-unused-labels` and `semi`');
    expect(capped.map((r) => r.path)).toEqual(['lib/rules/no-unused-vars.js', 'lib/rules/no-unused-labels.js']);
    keepStemNamed(capped, scored, snapshot, 'Fix `no-unused-labels` and `semi`');
    expect(capped).toHaveLength(2);
    const index = [source('lib/index.js')];
    const kept = [source('lib/rules/semi.js')];
    keepStemNamed(kept, index, snapshot, 'Fix `index`');
    expect(kept).toHaveLength(1);
    // A name no ranked source carries adds nothing: the file must have ranked at all.
    keepStemNamed(kept, [source('lib/rules/no-unused-vars.js')], snapshot, 'Fix `no-unused-labels`');
    expect(kept.map((r) => r.path)).toEqual(['lib/rules/semi.js']);
  });
});
