// "Add `name` to <files>": the files that declare the name already are its models, not its place,
// when the title's other words name files beside them that do not declare it yet.
import { describe, expect, it } from 'vitest';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { siblingModels } from '../../src/offline/offline-siblings.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { indexSnapshot } from '../../src/retrieval/repo-index.js';

const tag = (name: string, parse: boolean) =>
  [
    `class ${name} < Tag`,
    '  def initialize(tag_name, markup, options)',
    '    @variable = markup.strip',
    '  end',
    ...(parse ? ['', '  def strict2_parse(markup)', '    p = Parser.new(markup)', '    p.consume(:id)', '  end'] : []),
    'end',
    '',
  ].join('\n');

const FILES = {
  'lib/tags/assign.rb': tag('Assign', true),
  'lib/tags/capture.rb': tag('Capture', true),
  'lib/tags/cycle.rb': tag('Cycle', true),
  'lib/tags/increment.rb': tag('Increment', false),
  'lib/tags/decrement.rb': tag('Decrement', false),
  'lib/parser.rb': 'class Parser\n  def consume(type)\n  end\nend\n',
  'test/tags/assign_test.rb': 'class AssignTest < Minitest::Test\n  def test_strict2_parse\n    Assign.new\n  end\nend\n',
};
const TITLE =
  'Add strict2_parse to increment and decrement tags\n\nNow they validate the variable name with `p.consume(:id)` in strict2 mode.';

describe('a name added to files beside those that declare it', () => {
  it('plans the files the title adds it to, not the tags that already declare it', () => {
    const snapshot = createMemorySnapshot(FILES);
    const planned = retrieveFiles(snapshot, TITLE).map((f) => f.path);
    expect(planned).toEqual(expect.arrayContaining(['lib/tags/increment.rb', 'lib/tags/decrement.rb']));
    for (const model of ['lib/tags/assign.rb', 'lib/tags/capture.rb', 'lib/tags/cycle.rb', 'test/tags/assign_test.rb'])
      expect(planned).not.toContain(model);
  });

  it('keeps the declaring files when the words after "to" name no file beside them, or one declares it', () => {
    const snapshot = createMemorySnapshot(FILES);
    const index = indexSnapshot(snapshot);
    const paths = snapshot.listPaths();
    expect(siblingModels(index, paths, TITLE)).toEqual(
      new Set(['lib/tags/assign.rb', 'lib/tags/capture.rb', 'lib/tags/cycle.rb', 'test/tags/assign_test.rb']),
    );
    expect(siblingModels(index, paths, 'Add strict2_parse to the parser')).toEqual(new Set());
    expect(siblingModels(index, paths, 'Add strict2_parse to assign and capture tags')).toEqual(new Set());
    // A title that asks for something else, or a name declared once, is no such change.
    expect(siblingModels(index, paths, 'Fix strict2_parse in increment tags')).toEqual(new Set());
    const one = createMemorySnapshot({ ...FILES, 'lib/tags/capture.rb': tag('Capture', false), 'lib/tags/cycle.rb': tag('Cycle', false) });
    expect(siblingModels(indexSnapshot(one), one.listPaths(), TITLE)).toEqual(new Set());
  });
});
