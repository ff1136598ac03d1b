// Where an offline task points inside its file: a named declaration (exact name first), the
// best-matching one when it matches clearly best (a tie or a near-tie is the whole file), a
// Markdown heading, or the whole file — never a first declaration by default, never a name from a
// code block, never one picked by a generic verb, a markup attribute or another form of a word.
import { describe, expect, it } from 'vitest';
import { anchorFor, markdownHeadings } from '../../src/offline/offline-anchor.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { symbolSpanOf } from '../../src/planner/permalinks.js';

const ICONS = [
  'package storage',
  '',
  '// IconByFeedID returns the icon of a feed, by the feed and the user it belongs to.',
  'func (s *Storage) IconByFeedID(userID, feedID int64) (*Icon, error) {',
  '\tquery := `SELECT icons.id FROM icons LEFT JOIN feed_icons ON feed_icons.icon_id=icons.id`',
  '\tvar icon Icon',
  '\terr := s.db.QueryRow(query, userID, feedID).Scan(&icon.ID)',
  '\treturn &icon, err',
  '}',
  '',
  'func (s *Storage) IconByID(iconID int64) (*Icon, error) {',
  '\tvar icon Icon',
  '\treturn &icon, s.db.QueryRow(`SELECT id FROM icons WHERE id=$1`, iconID).Scan(&icon.ID)',
  '}',
  '',
].join('\n');

/** Other files, so that a word's weight in the repository means something. */
const FILLER: Record<string, string> = {
  'a.py': 'def empty_list():\n    return []  # empty\n',
  'b.py': 'def is_empty(x):\n    return not x  # empty\n',
  'c.py': 'def responses():\n    return "empty responses"\n',
  'd.py': 'def other():\n    return 1\n',
};

const DECODERS = [
  'class IdentityDecoder:',
  '    """Decoding with no content encoding: returns what it is given, even when it is empty."""',
  '',
  '    def __init__(self) -> None:',
  '        self.seen = 0',
  '',
  '    def decode(self, data: bytes) -> bytes:',
  '        return data',
  '',
  '',
  'class ZStandardDecoder:',
  '    """',
  "    Handle 'zstd' RFC 8878 decoding.",
  '    """',
  '',
  '    def __init__(self) -> None:',
  '        self.decompressor = zstandard.ZstdDecompressor().decompressobj()',
  '',
  '    def decode(self, data: bytes) -> bytes:',
  '        return self.decompressor.decompress(data)',
  '',
].join('\n');

const anchor = (files: Record<string, string>, path: string, requirement: string, line?: number) =>
  anchorFor(createMemorySnapshot({ ...FILLER, ...files }), line === undefined ? { path } : { path, line }, requirement).location;

describe('anchorFor', () => {
  it('an identifier the requirement names wins: exact name first, then ignoring case', () => {
    expect(anchor({ 'icon.go': ICONS }, 'icon.go', 'Rename IconByID to IconByIconID')).toBe('IconByID');
    expect(anchor({ 'icon.go': ICONS }, 'icon.go', 'Rename `storage.IconByID()`')).toBe('IconByID');
    expect(anchor({ 'icon.go': ICONS }, 'icon.go', 'Rename the `iconById` lookup')).toBe('IconByID');
    // A file name is not an identifier: `icon.go` names no declaration.
    expect(anchor({ 'icon.go': ICONS }, 'icon.go', 'Speed up icon.go')).not.toBe('go');
    // A plain word in another case is another name: `request` of `request.validationError` is no `Request`.
    const js = 'class Request {\n  constructor(raw) {\n    this.raw = raw;\n  }\n}\n\nfunction attachValidation(req) {\n  return req;\n}\n';
    expect(anchor({ 'lib/request.js': js }, 'lib/request.js', 'Type `request.validationError` in the hooks')).not.toBe('Request');
  });

  it('a Chinese generic verb does not pick a declaration on its own, as an English one does not', () => {
    const orders = [
      'export function migrateLegacy(rows) {',
      '  // 修复旧版本写入的数据',
      '  return rows;',
      '}',
      '',
      'export function submit(cart) {',
      '  return post(cart);',
      '}',
      '',
    ].join('\n');
    expect(anchor({ 'orders.ts': orders }, 'orders.ts', '修复下单失败')).toBe('*');
    expect(anchor({ 'orders.ts': orders.replace('修复', '新增：兼容') }, 'orders.ts', '新增下单重试按钮')).toBe('*');
  });

  it('a Chinese requirement finds the section its glossed words name', () => {
    const readme = '# svc\n\n## Install\n\nnpm i svc\n\n## Quota\n\nEach API key has a quota.\n';
    expect(anchor({ 'README.md': readme }, 'README.md', '在文档中说明剩余配额')).toBe('Quota');
  });

  it('a named identifier wins over a declaration whose text matches the rest better', () => {
    // IconByFeedID holds "feed" and "user" too; the requirement names IconByID.
    expect(anchor({ 'icon.go': ICONS }, 'icon.go', 'Make IconByID look up the feed icon of a user')).toBe('IconByID');
    expect(anchor({ 'icon.go': ICONS }, 'icon.go', 'Make `IconByID` look up the feed icon of a user')).toBe('IconByID');
  });

  it('a tie of shared words names no one place: the whole file, not the smaller declaration', () => {
    // Both names hold "icon" and "ID".
    expect(anchor({ 'icon.go': ICONS }, 'icon.go', 'The icon ID lookup is slow')).toBe('*');
    // A word only the feed lookup holds makes it the clear match.
    expect(anchor({ 'icon.go': ICONS }, 'icon.go', 'The feed icon lookup is slow')).toBe('IconByFeedID');
  });

  it('a class and its method holding the same words tie: the whole file', () => {
    const session = [
      'class Session:',
      '    """A connection pool."""',
      '',
      '    def send(self, request):',
      '        # retries the request once the timeout passed',
      '        return request',
      '',
    ].join('\n');
    expect(anchor({ 'session.py': session }, 'session.py', 'Retry on timeout')).toBe('*');
  });

  it('a Rust struct with an impl block is still one declaration: matched by its text, its methods named with it', () => {
    const recipe = [
      'pub struct Recipe {',
      '    ingredients: Vec<String>,',
      '    servings: u32,',
      '}',
      '',
      'impl Recipe {',
      '    pub fn scale(&mut self, servings: u32) {',
      '        self.servings = servings;',
      '    }',
      '}',
      '',
    ].join('\n');
    expect(anchor({ 'src/recipe.rs': recipe }, 'src/recipe.rs', 'Count the ingredients of a recipe')).toBe('Recipe');
    expect(anchor({ 'src/recipe.rs': recipe }, 'src/recipe.rs', 'Rename `scale` to resize')).toBe('Recipe::scale');
  });

  it('a method declared in two classes is qualified by the class the requirement writes, else left bare', () => {
    const two =
      'export class Client {\n  send(reply) {\n    return reply;\n  }\n}\n\nexport class Server {\n  send(reply) {\n    return reply.trim();\n  }\n}\n';
    expect(anchor({ 'src/net.ts': two }, 'src/net.ts', 'Server.send should trim the reply')).toBe('Server.send');
    expect(anchor({ 'src/net.ts': two }, 'src/net.ts', 'Make `send` trim the reply')).toBe('send');
  });

  it('a class the requirement names is the class, not its constructor of the same name', () => {
    const java =
      'public class W3CDom {\n  public W3CDom() {\n    factory = null;\n  }\n\n  public Document convert(Element in) {\n    return null;\n  }\n}\n';
    expect(anchor({ 'src/W3CDom.java': java }, 'src/W3CDom.java', 'Share namespace tracking with W3CDom')).toBe('W3CDom');
  });

  it('a name the requirement writes and no declaration bears points at the one declaration that writes it', () => {
    const env = [
      "import { CLIENT_TIMEOUT } from './defaults.js';",
      '',
      'export function readTimeout() {',
      '  return Number(process.env[CLIENT_TIMEOUT] ?? 30);',
      '}',
      '',
      'export function readRetries() {',
      '  return Number(process.env.CLIENT_RETRIES ?? 3);',
      '}',
      '',
      'export function describe() {',
      "  return 'CLIENT_RETRIES and more';",
      '}',
      '',
    ].join('\n');
    const found = anchorFor(createMemorySnapshot({ ...FILLER, 'src/env.ts': env }), { path: 'src/env.ts' }, 'Fix `CLIENT_TIMEOUT` parsing');
    expect(found).toMatchObject({ location: 'readTimeout', reason: 'uses', uses: 'CLIENT_TIMEOUT' });
    // A plain word or an acronym is written in prose and comments everywhere: no such anchor.
    const prose = "export function respond() {\n  // the WHATWG body\n  return 'workers';\n}\n";
    for (const requirement of ['Support web WHATWG', 'Deprecate the `uvicorn.workers` module'])
      expect(anchorFor(createMemorySnapshot({ ...FILLER, 'lib/app.js': prose }), { path: 'lib/app.js' }, requirement).reason).not.toBe(
        'uses',
      );
    // Written in two declarations: no one place it names (their text is weighed as any other words).
    const twice = anchorFor(createMemorySnapshot({ ...FILLER, 'src/env.ts': env }), { path: 'src/env.ts' }, 'Fix `CLIENT_RETRIES` parsing');
    expect(twice.reason).not.toBe('uses');
  });

  it('a name the requirement spells out in adjacent words is named, over its class', () => {
    const limiter = 'export class Limiter {\n  private n = 0;\n\n  consumeToken(key: string) {\n    return key;\n  }\n}\n';
    expect(anchor({ 'src/limiter.ts': limiter }, 'src/limiter.ts', 'Consume a token per key in the limiter')).toBe('Limiter.consumeToken');
    // It says which words spell it and the bare name, so a description never claims the requirement wrote `Limiter.consumeToken`.
    const found = anchorFor(
      createMemorySnapshot({ ...FILLER, 'src/limiter.ts': limiter }),
      { path: 'src/limiter.ts' },
      'Consume a token per key',
    );
    expect(found).toMatchObject({ name: 'consumeToken', spelledAs: ['consume', 'token'] });
    // Not across a sentence break: "the user. Name it" spells out no `userName` (whatever its text matches).
    const profile = 'export function userName(u) {\n  return u;\n}\n\nexport function avatar(u) {\n  return u.avatar;\n}\n';
    const requirement = 'Show the avatar of the user. Name the file after the profile';
    expect(
      anchorFor(createMemorySnapshot({ ...FILLER, 'src/profile.js': profile }), { path: 'src/profile.js' }, requirement).reason,
    ).not.toBe('named');
    expect(
      anchor(
        { 'src/limit.py': 'def rate_limit(key):\n    return key\n\ndef other():\n    pass\n' },
        'src/limit.py',
        'A rate limit per key',
      ),
    ).toBe('rate_limit');
  });

  it('a near-tie (the runner-up within a tenth of the best) is the whole file too', () => {
    const frames = [
      'def alpha(data):',
      '    # decode zstd frames',
      '    return data',
      '',
      'def beta(data):',
      '    # decode zstd frames, even when empty, even when chunked',
      '    return data',
      '',
    ].join('\n');
    // "empty" is in most files: it weighs too little to set beta apart.
    expect(anchor({ 'frames.py': frames }, 'frames.py', 'zstd frames that are empty')).toBe('*');
    // "chunked" is only here: beta holds clearly more.
    expect(anchor({ 'frames.py': frames }, 'frames.py', 'zstd frames that are chunked')).toBe('beta');
  });

  it('a name counts double only for the very word the requirement writes, not another form of it', () => {
    const cli = [
      'def get_version():',
      '    """The version of the package and of Python."""',
      '    return "1.0"',
      '',
      'def shell_command():',
      '    """Run an interactive Python shell, printing the Python version."""',
      '    return None',
      '',
    ].join('\n');
    // "versions" is not `version`: both declarations hold "python" and "version" alike.
    expect(anchor({ 'cli.py': cli }, 'cli.py', 'Drop end of life Python versions')).toBe('*');
    expect(anchor({ 'cli.py': cli }, 'cli.py', 'Show the version')).toBe('get_version');
  });

  it('a name counts double too for its own verb in the -ing or -ed form the requirement writes', () => {
    const fs = [
      'package afero',
      '',
      'func (m *MemMapFs) Mkdir(name string) error {',
      '\tdir := normalizePath(name)',
      '\treturn m.register(dir, true)',
      '}',
      '',
      'func (m *MemMapFs) Rename(oldname, newname string) error {',
      '\tm.unregister(oldname)',
      '\treturn m.register(newname, false)',
      '}',
      '',
      'func (m *MemMapFs) RemoveAll(path string) error {',
      '\tfor _, dir := range m.children(path) {',
      '\t\tm.unregister(dir)',
      '\t}',
      '\treturn nil',
      '}',
      '',
    ].join('\n');
    expect(anchor({ 'memmap.go': fs }, 'memmap.go', 'memmap: Fix renaming a dir with sub-directories')).toBe('Rename');
    expect(anchor({ 'memmap.go': fs }, 'memmap.go', 'memmap: a renamed dir keeps its sub-directories')).toBe('Rename');
  });

  it("the title's verb says what to do, not where: it picks no declaration", () => {
    const stack = [
      'public class EnricherStack {',
      '  public bool MoveNext() {',
      '    return false;',
      '  }',
      '',
      '  public void Trim(Options options) {',
      '    options.Target = null;',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(anchor({ 'src/EnricherStack.cs': stack }, 'src/EnricherStack.cs', 'Move the trim option to the target file')).toBe(
      'EnricherStack.Trim',
    );
  });

  it('weighs words by what they say in the repository, and skips names declared twice', () => {
    // "empty" is everywhere, "zstd" only here; `__init__` names no one place, its class does.
    expect(anchor({ '_decoders.py': DECODERS }, '_decoders.py', 'Handle empty zstd responses')).toBe('ZStandardDecoder');
  });

  it("an Elixir function's clauses, one after another, are one function; clauses split apart name no one place", () => {
    const ddl = [
      'defmodule Repo.Connection do',
      '  def execute_ddl({:create, %Table{} = table, columns}) do',
      '    [["CREATE ", unlogged(table), "TABLE ", quote_name(table.name), columns]]',
      '  end',
      '',
      '  def execute_ddl({:drop, %Table{} = table}) do',
      '    [["DROP TABLE ", quote_name(table.name)]]',
      '  end',
      '',
      '  defp quote_name(name), do: [?", to_string(name), ?"]',
      'end',
      '',
    ].join('\n');
    const files = { ...FILLER, 'connection.ex': ddl, 'other.ex': 'defmodule Other do\n  def table(x), do: x\nend\n' };
    expect(anchor(files, 'connection.ex', 'Support unlogged tables on create')).toBe('execute_ddl');
    // Clauses split by another declaration are two places of one name: neither is the anchor.
    const split = ddl
      .replace('  defp quote_name(name), do: [?", to_string(name), ?"]\n', '')
      .replace('  def execute_ddl({:drop', '  defp quote_name(name), do: name\n\n  def execute_ddl({:drop');
    expect(anchor({ ...files, 'connection.ex': split }, 'connection.ex', 'Support unlogged tables on create')).not.toBe('execute_ddl');
  });

  it('a Python name with `@overload` stubs is the function, not its first stub', () => {
    const termui = [
      'import typing as t',
      '',
      '@t.overload',
      'def edit(text: str) -> str: ...',
      '',
      '@t.overload',
      'def edit(text: None = None) -> None: ...',
      '',
      'def edit(text=None, filename=None):',
      '    """Edits the given text in the defined editor."""',
      '    return filename or text',
      '',
    ].join('\n');
    const files = { ...FILLER, 'termui.py': termui };
    expect(anchor(files, 'termui.py', 'Add support of `pathlib.Path` to `edit`')).toBe('edit');
    expect(symbolSpanOf(createMemorySnapshot(files), 'termui.py', 'edit')).toEqual([9, 11]);
  });

  it('with nothing that matches well, the whole file — never its first declaration', () => {
    const ky = 'export const maxErrorResponseBodySize = 10_000;\n\nexport class Ky {\n  static create() {\n    return new Ky();\n  }\n}\n';
    expect(anchor({ 'Ky.ts': ky }, 'Ky.ts', 'Speed up the build of the documentation site')).toBe('*');
    expect(anchor({ 'Ky.ts': ky }, 'Ky.ts', 'Add support to handle and fix the new change')).toBe('*');
  });

  it('a declaration holding under 70% of the file’s matched words is no anchor: the whole file', () => {
    const jobs = [
      'export function schedule(job) {',
      '  // retry the job, then wait its delay',
      '  return job.retry(job.delay);',
      '}',
      '',
      'export function guard(job) {',
      '  // give up at the timeout',
      '  return job.timeout;',
      '}',
      '',
    ].join('\n');
    // schedule holds two of the three words (two thirds of their weight): a coin toss, not a place.
    expect(anchor({ 'jobs.js': jobs }, 'jobs.js', 'Retry with a delay after a timeout')).toBe('*');
    expect(anchor({ 'jobs.js': jobs }, 'jobs.js', 'Retry with a longer delay')).toBe('schedule');
  });

  it('a generic verb does not pick a declaration on its own', () => {
    const browser = [
      'const addKyScriptToPage = async (page) => {',
      '  await page.addScriptTag({ path: "ky.js" });',
      '};',
      '',
      'const retryAfterTimeout = async (page) => {',
      '  // a retry once the timeout passed',
      '  await page.waitForTimeout(1000);',
      '};',
      '',
    ].join('\n');
    expect(anchor({ 'browser.ts': browser }, 'browser.ts', 'Add a retry on timeout')).toBe('retryAfterTimeout');
    const wsgi = [
      'class WSGITransport:',
      '    def handle_request(self, request):',
      '        return self.app(request)',
      '',
      'def _skip_leading_empty_chunks(body):',
      '    # zstd streams may start with empty chunks',
      '    return body',
      '',
    ].join('\n');
    expect(anchor({ 'wsgi.py': wsgi }, 'wsgi.py', 'Handle empty zstd responses')).toBe('_skip_leading_empty_chunks');
    // "Try" is every language's `try` block as well as a verb.
    const grant = [
      'class AuthCodeGrant {',
      '    public function respond($request) {',
      '        try {',
      '            return $this->issue($request);',
      '        } catch (Exception $e) {',
      '            return null;',
      '        }',
      '    }',
      '',
      '    public function validateScopes($scopes) {',
      '        // scopes checked the phpstan way',
      '        return $scopes;',
      '    }',
      '}',
      '',
    ].join('\n');
    expect(anchor({ 'AuthCodeGrant.php': grant }, 'AuthCodeGrant.php', 'Try phpstan on the scopes')).toBe('AuthCodeGrant.validateScopes');
  });

  it('a JSX attribute name is no evidence: `key={…}` does not match "API key"', () => {
    const list = [
      'export function OrderList({ orders }) {',
      '  return <ul>{orders.map((o) => <li key={o.id}>{o.id}</li>)}</ul>;',
      '}',
      '',
      'export function KeyBadge({ apiKey }) {',
      '  return <span className="key">{apiKey.slice(0, 4)}</span>;',
      '}',
      '',
    ].join('\n');
    expect(anchor({ 'List.jsx': list }, 'List.jsx', 'Show the API key in the list')).toBe('KeyBadge');
  });

  it('Markdown: the heading that matches best, nearest the match on a tie; never a name from a code block', () => {
    const readme = [
      '# shop',
      '',
      '```js',
      'function addWidget() {}',
      '# not a heading',
      '```',
      '',
      '## Install',
      '',
      '## Rate limits',
      '',
      'Each API key gets 100 requests a minute.',
      '',
      '## Limits of the `quota` API',
      '',
    ].join('\n');
    expect(anchor({ 'README.md': readme }, 'README.md', 'Add rate limiting per API key')).toBe('Rate limits');
    expect(anchor({ 'README.md': readme }, 'README.md', 'Add a rate limit to the quota API', 14)).toBe('Limits of the quota API');
    expect(anchor({ 'README.md': readme }, 'README.md', 'Document addWidget')).toBe('*');
    expect(markdownHeadings(readme).map((h) => h.text)).toEqual(['shop', 'Install', 'Rate limits', 'Limits of the quota API']);
    // A reference link keeps its text, not its label; a code span's text stays as written.
    const typed =
      '##### fastify.FastifyPluginCallback< [Options][FastifyPluginOptions]>\n## `get_user` and _emphasis_ [docs](https://x.y/z)\n## `arr[0][1]`\n';
    expect(markdownHeadings(typed).map((h) => h.text)).toEqual([
      'fastify.FastifyPluginCallback< Options>',
      'get_user and emphasis docs',
      'arr[0][1]',
    ]);
  });

  it("reads `Data.Render` as Data's Render: another type's Render is not it, the owner is said", () => {
    const files = {
      'render/reader.go':
        'package render\n\ntype Reader struct {\n\tData []byte\n}\n\nfunc (r Reader) Render(w http.ResponseWriter) (err error) {\n\treturn nil\n}\n\nfunc (r Reader) WriteContentType(w http.ResponseWriter) {\n\tw.Header()\n}\n',
      'render/data.go':
        'package render\n\ntype Data struct {\n\tData []byte\n}\n\nfunc (r Data) Render(w http.ResponseWriter) (err error) {\n\t_, err = w.Write(r.Data)\n\treturn\n}\n',
    };
    const requirement = 'fix(render): write content length in Data.Render (#4206)';
    expect(anchor(files, 'render/data.go', requirement)).toBe('Data.Render');
    expect(anchor(files, 'render/reader.go', requirement)).not.toBe('Render');
    // A test's declaration named after the member tests it, whoever owns it (xunit's nested `class Equal`).
    const tests = {
      'test/AssertsTests.cs':
        'public class AsyncCollectionAssertsTests\n{\n    public class Equal\n    {\n        [Fact]\n        public void Mismatch()\n        {\n        }\n    }\n}\n',
    };
    expect(anchor(tests, 'test/AssertsTests.cs', 'Update Assert.Equal pointer math')).toBe('AsyncCollectionAssertsTests.Equal');
    // A name also written alone may be anyone's.
    expect(anchor(files, 'render/reader.go', 'Make Render write the content length, as Data.Render does')).toBe('Render');
  });
});
