// What of an issue the offline planner reads as its words: not HTML comments, not an issue
// template's headings and placeholder lines, not a pasted stack trace's lines.
import { describe, expect, it } from 'vitest';
import { readRequirement } from '../../src/offline/offline-issue.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { planTasks } from '../helpers/offline-plan.js';

const EMPTY = createMemorySnapshot({ 'src/a.js': 'export const a = 1;\n' });

const TEMPLATE = [
  'Export drops the last row',
  '',
  '<!-- Please search existing issues before filing. Describe the context and the description. -->',
  '**Describe the bug**',
  'A clear and concise description of what the bug is.',
  'The CSV export leaves out the last row of the table.',
  '',
  '**To Reproduce**',
  'Steps to reproduce the behavior:',
  "1. Go to '...'",
  "2. Click on '....'",
  "3. Scroll down to '....'",
  '4. See error',
  '',
  '### Expected behavior',
  'Every row is exported.',
  '',
  '**Desktop (please complete the following information):**',
  ' - OS: [e.g. iOS]',
  '',
  '**Additional context**',
  'Add any other context about the problem here.',
].join('\n');

describe('reading an issue', () => {
  it("drops HTML comments and a template's headings and placeholders, keeps what the author wrote", () => {
    expect(
      readRequirement(TEMPLATE, EMPTY)
        .prose.split('\n')
        .filter((l) => l.trim() !== ''),
    ).toEqual(['Export drops the last row', 'The CSV export leaves out the last row of the table.', 'Every row is exported.']);
  });

  it("drops an issue form's labels, empty answers and ticked checkboxes", () => {
    const form = [
      'Cache ignores the TTL',
      '### Is there an existing issue for this?',
      '- [X] I have searched the existing issues',
      '### What happened?',
      'Entries outlive their TTL.',
      '### Relevant log output',
      '_No response_',
      '### Code of Conduct',
      "- [x] I agree to follow this project's Code of Conduct",
      '### FluentValidation version',
    ].join('\n');
    expect(readRequirement(form, EMPTY).prose).toBe('Cache ignores the TTL\nEntries outlive their TTL.');
  });

  it("drops a commit's trailers, as cplan backtest does: a requirement pasted from a commit or a pull request names its co-authors", () => {
    const text = [
      'Add a pre-write hook (#1534)',
      '',
      'Hooks run before the core writes.',
      '',
      'Co-authored-by: Jane Doe <jane@squareup.com>',
      'Signed-off-by: Joe <joe@example.com>',
      'Change-Id: I8c1a2b3c',
      'Reviewed-by is a phrase, not a trailer, without its colon',
    ].join('\n');
    expect(readRequirement(text, EMPTY).text.split('\n')).toEqual([
      'Add a pre-write hook (#1534)',
      '',
      'Hooks run before the core writes.',
      '',
      'Reviewed-by is a phrase, not a trailer, without its colon',
    ]);
  });

  it("drops Dependabot's metadata block, up to its end, and keeps what follows", () => {
    const bump = [
      'Update .NET SDK to 9.0.308',
      '',
      '---',
      'updated-dependencies:',
      '- dependency-name: Microsoft.NET.Sdk',
      '  update-type: version-update:semver-patch',
      '...',
      '',
      '* Suppress IDE0032',
    ].join('\n');
    expect(readRequirement(bump, EMPTY).text).toBe('Update .NET SDK to 9.0.308\n\n\n* Suppress IDE0032');
    // Without its end marker, a blank line ends it; a YAML block in a fence is the author's.
    expect(readRequirement('Bump x\n\nupdated-dependencies:\n- dependency-name: x\n\nMore', EMPTY).text).toBe('Bump x\n\nMore');
    const fenced = 'Bump x\n\n```yaml\nupdated-dependencies:\n- dependency-name: x\n```';
    expect(readRequirement(fenced, EMPTY).text).toBe(fenced);
  });

  it('drops a body line that only closes issues, keeps a title that does and a line with a link', () => {
    expect(readRequirement('Make Puma the default server (#1924)\n\nClose #1883', EMPTY).text.trim()).toBe(
      'Make Puma the default server (#1924)',
    );
    expect(readRequirement('Fixes #12', EMPTY).text).toBe('Fixes #12');
    expect(readRequirement('Title\n\nSee https://github.com/o/r/blob/main/a.go', EMPTY).text).toContain(
      'https://github.com/o/r/blob/main/a.go',
    );
  });

  it("drops any ticked checkbox (a repository's own checklist, a pull request template's), keeps open ones and ticked ones in code", () => {
    const text = [
      'Multiple groups with the same path overwrite routes',
      '### Checklist',
      '- [x] Dependencies installed',
      '* [X] No typos',
      '- [x] Tests exist or have been written that cover this particular change',
      '- [ ] Dark mode toggle',
      '```md',
      '- [x] a checklist shown as an example',
      '```',
    ].join('\n');
    expect(readRequirement(text, EMPTY).text.split('\n')).toEqual([
      'Multiple groups with the same path overwrite routes',
      '### Checklist',
      '- [ ] Dark mode toggle',
      '```md',
      '- [x] a checklist shown as an example',
      '```',
    ]);
  });

  it('keeps the steps to reproduce out of the prose, with the names they write, and in the ranked text', () => {
    const report = [
      'Groups overwrite routes',
      '### Steps to reproduce',
      '1. Run the given code.',
      '2. Call `group.Use()` twice',
      '### Expected behaviour',
      '- The first group keeps its routes',
      '**To Reproduce**',
      '- Create a file named a.txt',
    ].join('\n');
    const reading = readRequirement(report, EMPTY);
    expect(reading.prose.split('\n').filter((l) => l.trim() !== '')).toEqual([
      'Groups overwrite routes',
      '- The first group keeps its routes',
      '`group.Use`',
    ]);
    expect(reading.text).toContain('1. Run the given code.');
  });

  it('ends the steps at a line of text or a bold heading, and takes out only the steps themselves', () => {
    const report = [
      'Title',
      '### Steps to reproduce',
      '- Run it',
      'Then I would like:',
      '- Add a `--force` flag',
      '### Steps to reproduce',
      '- Save it',
      '**Expected in my_app**',
      '- keep `x.y`',
      '### Proposal',
      '- Save it',
    ].join('\n');
    expect(readRequirement(report, EMPTY).prose.split('\n')).toEqual([
      'Title',
      'Then I would like:',
      '- Add a `--force` flag',
      '**Expected in my_app**',
      '- keep `x.y`',
      '### Proposal',
      '- Save it',
    ]);
  });

  it("keeps the author's own lines that a template could have written: examples, pasted YAML, a plain answer", () => {
    const text = [
      'Support more export formats [e.g. CSV, TSV, Parquet] in the writer',
      '```yaml',
      'environment:',
      'description: |',
      '```',
      'description: |',
      'The server gives:',
      'No response',
    ].join('\n');
    expect(readRequirement(text, EMPTY).prose).toBe(text);
  });

  it('reads a hostile run of template placeholders in time, whole', () => {
    const text = '[e.g.'.repeat(52_429);
    expect(readRequirement(text, EMPTY).prose).toBe(text);
  });

  it('keeps a line that only starts like a template heading', () => {
    const text = 'Description: the parser fails on tabs\nExpected behavior of the cache is documented';
    expect(readRequirement(text, EMPTY).prose).toBe(text);
  });

  it("keeps the names of the repository's frames, innermost first, and of no installed package's or user's program's", () => {
    const snapshot = createMemorySnapshot({ 'src/tool/render.py': 'def render_html():\n    pass\n' });
    const text = [
      'Rendering fails',
      'Traceback (most recent call last):',
      '  File "/app/main.py", line 3, in start',
      '  File "/venv/lib/python3.12/site-packages/flask/app.py", line 9, in __call__',
      '  File "/venv/lib/python3.12/site-packages/tool/render.py", line 7, in render_html',
      'IndexError: list index out of range',
    ].join('\n');
    const reading = readRequirement(text, snapshot);
    expect(reading.prose).toBe('Rendering fails\nIndexError: list index out of range\n\n`render_html`');
    expect(reading.frames.map((f) => f.file)).toEqual(['src/tool/render.py']);
    // The trace still ranks files.
    expect(reading.text).toBe(text);
    // Run from a checkout, nothing installed: a frame the repository lacks may still name its code.
    const local = readRequirement('Crash\n  File "/home/me/tool/cli.py", line 3, in parse_args\nKeyError: 1', snapshot);
    expect(local.prose).toBe('Crash\nKeyError: 1\n\n`parse_args`');
  });

  it('names a root file through a folder named like the repository', () => {
    const snapshot = createMemorySnapshot({ 'lex.go': 'package toml\n\nfunc lexValue() {}\n' }, { source: 'BurntSushi/toml' });
    const text =
      'panic: boom\n\ngoroutine 1 [running]:\ngithub.com/BurntSushi/toml.lexValue(0x1)\n\t/home/me/go/src/github.com/BurntSushi/toml/lex.go:12 +0x1d';
    expect(readRequirement(text, snapshot).frames.map((f) => f.file)).toEqual(['lex.go']);
    expect(readRequirement(text, createMemorySnapshot({ 'lex.go': 'package toml\n' }, { source: 'other/name' })).frames).toEqual([]);
  });

  it("ranks by the author's words, not the template's", () => {
    const snapshot = createMemorySnapshot({
      'src/export/csv.js':
        'export function exportCsv(rows) {\n  // every row of the table, the last one too\n  return rows.map(String);\n}\n',
      'src/ui/description.js': 'export const description = "A clear and concise description"; // context, behavior, screenshots\n',
      'src/ui/context.js': 'export function context() { return "additional context about the problem, screenshots, behavior"; }\n',
    });
    const files = retrieveFiles(snapshot, TEMPLATE);
    expect(files[0]?.path).toBe('src/export/csv.js');
    // The template's words match nothing: the other files share only "export" with the issue.
    for (const file of files.slice(1)) expect(file.matched).toEqual(['export']);
  });
});

describe('the words a task lists', () => {
  it('lists at most ten, the rarest in the repository, and counts the rest', async () => {
    const words = [
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
      'india',
      'juliet',
      'kilo',
      'lima',
      'mike',
      'november',
    ];
    const snapshot = createMemorySnapshot({
      'src/radio.js': `// ${words.join(' ')}\nexport const radio = 1;\n`,
      // "alpha" and "bravo" are everywhere: the least telling words.
      ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`src/other${i}.js`, `// alpha bravo\nexport const o${i} = ${i};\n`])),
    });
    const tasks = await planTasks(`Radio spelling fails\n\nThe words ${words.join(' ')} are spelled wrong.`, snapshot);
    const task = tasks.find((t) => t.modificationPoints[0]?.file === 'src/radio.js');
    const sentence = /The file holds the requirement's words ([^.]*)\./.exec(task?.extras.Description ?? '')?.[1] ?? '';
    expect(sentence).toMatch(/ and \d+ more$/);
    const listed = sentence.replace(/ and \d+ more$/, '').split(', ');
    expect(listed.length).toBe(10);
    expect(listed).not.toContain('alpha');
    expect(listed).not.toContain('bravo');
  });

  it("lists no part of a link as the requirement's words", async () => {
    const snapshot = createMemorySnapshot({
      'group.go': '// routes of a group, see https://github.com/labstack/echo/blob/main/README.md\nfunc (g *Group) Use() {}\n',
      'other.go': 'func other() {}\n',
    });
    const tasks = await planTasks(
      'Groups overwrite routes\n\nThis is caused by https://github.com/labstack/echo/blob/151ed6b3/other.go#L26-L29 in the routes.',
      snapshot,
    );
    const description = tasks.find((t) => t.modificationPoints[0]?.file === 'group.go')?.extras.Description ?? '';
    const held = /The file holds the requirement's words ([^.]*)\./.exec(description)?.[1] ?? '';
    // The file writes `Group` and "group", not "groups": a description names what a grep finds.
    expect(held.split(/, | and /)).toEqual(['group', 'routes']);
  });

  it('says why an anchor in a few of its words, and lists no plain English ones', async () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india'];
    const snapshot = createMemorySnapshot({
      'src/radio.js': `export const band = 1;\n\n// ${words.join(' ')}, without every way, whose inside\nexport function tune() {\n  return band;\n}\n`,
    });
    const tasks = await planTasks(
      `Radio ${words.join(' ')} tune\n\nThere is no way to tune without every word, whose band is inside.`,
      snapshot,
    );
    const description = tasks.find((t) => t.modificationPoints[0]?.file === 'src/radio.js')?.extras.Description ?? '';
    const best = /`tune` matches them best \(([^)]*)\)/.exec(description)?.[1] ?? '';
    expect(best.split(', ').length).toBe(6);
    const held = /The file holds the requirement's words ([^.]*)\./.exec(description)?.[1] ?? '';
    expect(held).toContain('alpha');
    for (const plain of ['without', 'every', 'way', 'whose', 'inside']) expect(held.split(/, | and /)).not.toContain(plain);
    // Function words ("whose", "inside") are no evidence either, even when every word fits the list.
    const short = createMemorySnapshot({ 'src/radio.js': '// alpha bravo, whose inside\nexport function tune() {}\n' });
    const fewer = await planTasks('Radio alpha bravo tune\n\nA tune whose band is inside.', short);
    const listed = /The file holds the requirement's words ([^.]*)\./.exec(fewer[0]?.extras.Description ?? '')?.[1] ?? '';
    expect(listed.split(/, | and /)).toEqual(['radio', 'alpha', 'bravo', 'tune']);
  });
});

describe("links to the repository's code", () => {
  const FORMATTER = [
    'package logrus',
    '',
    'type TextFormatter struct{}',
    '',
    'func (f *TextFormatter) Format(entry *Entry) ([]byte, error) {',
    '\tcaller := entry.Caller',
    '\treturn []byte(caller.Function), nil',
    '}',
    '',
  ].join('\n');
  const snapshot = createMemorySnapshot(
    { 'text_formatter.go': FORMATTER, 'entry.go': 'package logrus\n\ntype Entry struct{ Caller *Frame }\n' },
    { source: 'sirupsen/logrus' },
  );
  const text = [
    'Panic in TextFormatter when Caller is nil',
    '',
    'It looks like [this line](https://github.com/sirupsen/logrus/blob/master/text_formatter.go#L6) needs a check.',
    'See also https://github.com/other/project/blob/main/text_formatter.go#L6 and https://github.com/sirupsen/logrus/blob/master/gone.go#L1.',
  ].join('\n');

  it('names the declaration around a linked line of this repository, and nothing for another project or a missing file', () => {
    const reading = readRequirement(text, snapshot);
    expect(reading.frames.map((f) => [f.file, f.line, f.name, f.linked])).toEqual([['text_formatter.go', 6, 'Format', true]]);
    expect(reading.prose.endsWith('`Format`')).toBe(true);
  });

  it('reads a link at the end of a sentence or in bold, and one to this repository after many to others', () => {
    const others = Array.from({ length: 60 }, (_, i) => `https://github.com/other/p${i}/blob/main/x.go#L1`).join(' ');
    const linked = (body: string) => readRequirement(`Formatter\n\n${body}`, snapshot).frames.map((f) => f.file);
    expect(linked('See https://github.com/sirupsen/logrus/blob/master/entry.go.')).toEqual(['entry.go']);
    expect(
      linked(
        'See **https://github.com/sirupsen/logrus/blob/master/entry.go**, and `https://github.com/sirupsen/logrus/blob/master/entry.go`',
      ),
    ).toEqual(['entry.go', 'entry.go']);
    expect(linked(`${others} https://github.com/sirupsen/logrus/blob/master/entry.go`)).toEqual(['entry.go']);
  });

  it("anchors the linked file's task there, and says so", async () => {
    const task = (await planTasks(text, snapshot)).find((t) => t.modificationPoints[0]?.file === 'text_formatter.go');
    expect(task?.modificationPoints[0]?.location).toBe('Format');
    expect(task?.extras.Description).toContain('The requirement links to line 6 of this file, in `Format`.');
  });
});

describe("a link's words", () => {
  it('rank no file: `https`, `github`, `issues` of a link to another project are not what the change is about', () => {
    const snapshot = createMemorySnapshot({
      'src/fetch.js': '// Fetch the tags of a checkout.\nexport function fetchTags(checkout) { return checkout.tags; }\n',
      'src/fetch.test.js': "it('fetches tags', () => fetchTags({ tags: [] }));\n",
      'src/links.js':
        '// https://github.com/org/repo/issues and https://github.com/org/repo/pulls\nexport const ISSUES = "https://github.com/org/repo/issues";\n',
      'src/build.js': '// the build\nexport function build() {}\n',
    });
    const text =
      'Fetch tags manually\n\nSee https://github.com/actions/checkout/issues/1467 and https://github.com/actions/checkout/pull/12';
    const planned = retrieveFiles(snapshot, text).map((f) => f.path);
    expect(planned).toContain('src/fetch.js');
    expect(planned).not.toContain('src/links.js');
  });
});
