// Stack traces pasted into a requirement: their frames in each language's format, innermost first;
// the text left once their lines are gone; and which frames run through the repository's own files.
import { describe, expect, it } from 'vitest';
import { type Frame, readTrace, repoFrames } from '../../src/offline/offline-trace.js';
import { OfflineProvider } from '../../src/offline/offline.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { parsePlanNote } from '../../src/core/note/parse.js';
import { MemoryStore } from '../../src/session/memory-store.js';
import { runPlan } from '../../src/planner/run.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { anchorFor } from '../../src/offline/offline-anchor.js';
import { statesProblem } from '../../src/offline/offline-asks.js';

const PYTHON = [
  'Debugger fails when the source is unavailable',
  '',
  'Traceback (most recent call last):',
  '  File "/home/me/.venv/lib/python3.13/site-packages/werkzeug/serving.py", line 370, in run_wsgi',
  '    execute(self.server.app)',
  '  File "/home/me/.venv/lib/python3.13/site-packages/flask/app.py", line 1536, in __call__',
  '    return self.wsgi_app(environ, start_response)',
  '  File "/home/me/.venv/lib/python3.13/site-packages/werkzeug/debug/tbtools.py", line 428, in render_html',
  '    lines.append(render_line(self.lines[line_idx], "current"))',
  '                             ~~~~~~~~~~^^^^^^^^^^',
  'IndexError: list index out of range',
  '',
  'The line index is past the end.',
].join('\n');

const names = (frames: readonly Frame[]) => frames.map((f) => `${f.path}:${f.line ?? ''}:${f.owner ? `${f.owner}.` : ''}${f.name ?? ''}`);

describe('reading stack traces', () => {
  it('reads a Python traceback innermost first and keeps only the prose and the exception', () => {
    const trace = readTrace(PYTHON);
    expect(names(trace.frames)).toEqual([
      '/home/me/.venv/lib/python3.13/site-packages/werkzeug/debug/tbtools.py:428:render_html',
      '/home/me/.venv/lib/python3.13/site-packages/flask/app.py:1536:__call__',
      '/home/me/.venv/lib/python3.13/site-packages/werkzeug/serving.py:370:run_wsgi',
    ]);
    expect(trace.prose).toBe(
      [
        'Debugger fails when the source is unavailable',
        '',
        'IndexError: list index out of range',
        '',
        'The line index is past the end.',
      ].join('\n'),
    );
  });

  it('puts the last of chained Python tracebacks first', () => {
    const chained = [
      'Traceback (most recent call last):',
      '  File "a/first.py", line 1, in outer',
      'KeyError: 1',
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      'Traceback (most recent call last):',
      '  File "a/second.py", line 2, in handler',
      'ValueError: 2',
    ].join('\n');
    expect(names(readTrace(chained).frames)).toEqual(['a/second.py:2:handler', 'a/first.py:1:outer']);
  });

  it('reads Node.js, Java, C#, Go, Rust, Ruby, PHP and Elixir frames', () => {
    const text = [
      'TypeError: Cannot read properties of undefined',
      '    at Object.parse (/app/node_modules/ky/source/core/Ky.ts:12:5)',
      '    at async Promise.all (index 0)',
      '    at /app/src/main.js:3:1',
      'java.lang.IllegalStateException: Expected BEGIN_OBJECT',
      '\tat com.google.gson.internal.bind.ReflectiveTypeAdapterFactory$Adapter.read(ReflectiveTypeAdapterFactory.java:278)',
      '\tat java.base/java.lang.Thread.run(Native Method)',
      '\t... 12 more',
      '   at RestSharp.RestClient.ExecuteAsync(RestRequest request) in /src/RestSharp/RestClient.cs:line 42',
      'panic: runtime error: index out of range [3] with length 3',
      '',
      'goroutine 1 [running]:',
      'github.com/spf13/cobra.(*Command).execute(0xc000104000, {0xc0000a6000, 0x2, 0x2})',
      '\t/home/me/go/pkg/mod/github.com/spf13/cobra@v1.8.0/command.go:1040 +0x1d',
      "thread 'main' panicked at src/parser.rs:123:45:",
      'attempt to subtract with overflow',
      '  10: just::parser::Parser::parse_recipe',
      '             at ./src/parser.rs:123:45',
      "/usr/lib/ruby/gems/3.3.0/gems/rack-3.0.9/lib/rack/builder.rb:12:in 'Rack::Builder#call'",
      "\tfrom /srv/app/config.ru:3:in `block in <main>'",
      '#0 /srv/vendor/guzzlehttp/guzzle/src/Client.php(123): GuzzleHttp\\Client->request()',
      '#1 {main}',
      '    (phoenix 1.7.14) lib/phoenix/router.ex:402: Phoenix.Router.__call__/5',
    ].join('\n');
    const trace = readTrace(text);
    expect(names(trace.frames)).toEqual([
      '/app/node_modules/ky/source/core/Ky.ts:12:parse',
      '/app/src/main.js:3:',
      'com/google/gson/internal/bind/ReflectiveTypeAdapterFactory.java:278:Adapter.read',
      '/src/RestSharp/RestClient.cs:42:RestClient.ExecuteAsync',
      '/home/me/go/pkg/mod/github.com/spf13/cobra@v1.8.0/command.go:1040:Command.execute',
      'src/parser.rs:123:',
      './src/parser.rs:123:Parser.parse_recipe',
      '/usr/lib/ruby/gems/3.3.0/gems/rack-3.0.9/lib/rack/builder.rb:12:Builder.call',
      '/srv/app/config.ru:3:',
      '/srv/vendor/guzzlehttp/guzzle/src/Client.php:123:Client.request',
      'lib/phoenix/router.ex:402:Router.__call__',
    ]);
    // The messages stay; frames, goroutine headers and `{main}` go.
    expect(trace.prose.split('\n').filter((l) => l.trim() !== '')).toEqual([
      'TypeError: Cannot read properties of undefined',
      'java.lang.IllegalStateException: Expected BEGIN_OBJECT',
      'panic: runtime error: index out of range [3] with length 3',
      'attempt to subtract with overflow',
    ]);
  });

  it('reads IPython and pytest tracebacks, innermost first', () => {
    const ipython = [
      'KeyError: "a"',
      'Cell In[3], line 1',
      '----> 1 df["a"]',
      'File ~/venv/lib/python3.11/site-packages/pandas/core/frame.py:3761, in DataFrame.__getitem__(self, key)',
      '   3759 if self.columns.nlevels > 1:',
      'File ~/venv/lib/python3.11/site-packages/pandas/core/indexes/base.py:3655, in Index.get_loc(self, key)',
    ].join('\n');
    expect(names(readTrace(ipython).frames)).toEqual([
      '~/venv/lib/python3.11/site-packages/pandas/core/indexes/base.py:3655:Index.get_loc',
      '~/venv/lib/python3.11/site-packages/pandas/core/frame.py:3761:DataFrame.__getitem__',
    ]);
    const pytest = [
      'tests/test_cli.py:12: in test_run',
      '    main()',
      'src/tool/cli.py:34: in main',
      '    raise ValueError',
      'E   ValueError',
    ].join('\n');
    expect(names(readTrace(pytest).frames)).toEqual(['src/tool/cli.py:34:main', 'tests/test_cli.py:12:test_run']);
  });

  it('reads Firefox and Safari frames', () => {
    const text = [
      'TypeError: e is undefined',
      'print@https://prettier.io/lib/standalone.js:15:3',
      '@webpack:///./src/main/index.js:12:7',
    ].join('\n');
    expect(names(readTrace(text).frames)).toEqual(['/lib/standalone.js:15:print', './src/main/index.js:12:']);
  });

  it("reads frames behind a quote, pytest's INTERNALERROR> and a Compose service's prefix", () => {
    const text = [
      'INTERNALERROR> Traceback (most recent call last):',
      'INTERNALERROR>   File "/venv/site-packages/_pytest/main.py", line 184, in wrap_session',
      'INTERNALERROR>     session.exitstatus = doit(config, session) or 0',
      'web-1  |     at Server.handle (/app/lib/server.js:10:3)',
      "> /srv/lib/rack/builder.rb:12:in `call'",
    ].join('\n');
    const trace = readTrace(text);
    expect(names(trace.frames)).toEqual([
      '/venv/site-packages/_pytest/main.py:184:wrap_session',
      '/app/lib/server.js:10:Server.handle',
      '/srv/lib/rack/builder.rb:12:call',
    ]);
    expect(trace.prose).toBe('');
  });

  it('leaves text without a trace as it was, prose that only looks like one included', () => {
    const text = 'Retry at most 3 times\n\nat least once per call (see docs)\nFile "notes.txt" is fine';
    expect(readTrace(text)).toEqual({ prose: text, frames: [] });
  });

  it("keeps the author's lines that only look like a trace's, and the messages frames carry", () => {
    const text = [
      'Saving fails',
      'Traceback (most recent call last):',
      '  File "app/models.py", line 3, in save',
      'ValueError: no pk',
      'utils.py:42: ValueError is raised when the list is empty, because we never check it.',
      'models.py:120: in save() the pk is never set',
      '... 2 more things I noticed: the cache is never cleared',
      'created by the migration tool, the table has no index',
      '~~~',
      'config',
      '~~~',
      "thread 'main' panicked at 'index out of bounds: the len is 3 but the index is 5', src/main.rs:4:5",
      "/home/u/app/lib/foo.rb:12:in `bar': undefined method `x' for nil (NoMethodError)",
    ];
    const trace = readTrace(text.join('\n'));
    expect(trace.prose.split('\n')).toEqual([
      'Saving fails',
      'ValueError: no pk',
      ...text.slice(4, 11),
      'index out of bounds: the len is 3 but the index is 5',
      "undefined method `x' for nil (NoMethodError)",
    ]);
    expect(names(trace.frames)).toEqual(['app/models.py:3:save', 'src/main.rs:4:', '/home/u/app/lib/foo.rb:12:bar']);
  });

  it('reads constructors, C# generic methods and the other frames of a Go goroutine', () => {
    const text = [
      '    at new Parser (/home/u/proj/node_modules/lib/src/parser.js:10:5)',
      '    at new Promise (<anonymous>)',
      '   at MyApp.Services.Repo.Get[T](Int32 id) in /src/MyApp/Services/Repo.cs:line 42',
      'created by net/http.(*Server).Serve in goroutine 1',
    ].join('\n');
    const trace = readTrace(text);
    expect(names(trace.frames)).toEqual([
      '/home/u/proj/node_modules/lib/src/parser.js:10:Parser',
      '/src/MyApp/Services/Repo.cs:42:Repo.Get',
    ]);
    expect(trace.prose).toBe('');
  });

  it('reads a long hostile line as prose, fast', () => {
    const line = `at ${'a.'.repeat(50_000)}(x`;
    expect(readTrace(line).frames).toEqual([]);
  });
});

describe('frames in the repository', () => {
  const paths = [
    'src/werkzeug/serving.py',
    'src/werkzeug/debug/tbtools.py',
    'examples/app.py',
    'command.go',
    'internal/command.go',
    'gson/src/main/java/com/google/gson/internal/bind/ReflectiveTypeAdapterFactory.java',
    'lib/a/util.js',
    'lib/b/util.js',
  ];

  it('matches by the path past an installed package root, or by two parts or more', () => {
    const found = repoFrames(paths, [
      ...readTrace(PYTHON).frames,
      { path: '/home/me/go/pkg/mod/github.com/spf13/cobra@v1.8.0/command.go', name: 'execute' },
      { path: '/srv/app/util.js' },
      { path: '/home/me/project/app.py' },
    ]);
    expect(found.map((f) => [f.file, f.depth])).toEqual([
      ['src/werkzeug/debug/tbtools.py', 0],
      ['src/werkzeug/serving.py', 1],
      ['command.go', 2],
    ]);
    const java = repoFrames(paths, [
      { path: 'com/google/gson/internal/bind/ReflectiveTypeAdapterFactory.java', name: 'read' },
      { path: 'java/lang/Thread.java', name: 'run' },
    ]);
    expect(java.map((f) => f.file)).toEqual(['gson/src/main/java/com/google/gson/internal/bind/ReflectiveTypeAdapterFactory.java']);
  });

  it("leaves a user's own files alone when the trace reaches the repository through an installed copy", () => {
    const repo = ['src/index.js', 'index.js', 'lib/core.js'];
    const found = repoFrames(repo, [
      { path: '/home/me/myapp/node_modules/mylib/lib/core.js', name: 'parse' },
      { path: '/home/me/myapp/src/index.js', name: 'run' },
      { path: '/home/me/myapp/index.js' },
    ]);
    expect(found.map((f) => f.file)).toEqual(['lib/core.js']);
    // Without an installed copy in the trace, the same paths are the repository's own.
    expect(repoFrames(repo, [{ path: '/home/me/mylib/src/index.js' }, { path: '/home/me/mylib/index.js' }]).map((f) => f.file)).toEqual([
      'src/index.js',
      'index.js',
    ]);
  });

  it("never maps the language's own library onto the repository", () => {
    const repo = ['lib/json/decoder.py', 'net/http/server.go', 'src/io.rs'];
    expect(
      repoFrames(repo, [
        { path: '/usr/lib/python3.12/json/decoder.py' },
        { path: '/usr/local/go/src/net/http/server.go' },
        { path: '/rustc/90b35a6/library/std/src/io.rs' },
      ]),
    ).toEqual([]);
    // A GOPATH checkout is no standard library.
    expect(repoFrames(['net/http/server.go'], [{ path: '/home/me/go/src/github.com/me/net/http/server.go' }]).map((f) => f.file)).toEqual([
      'net/http/server.go',
    ]);
  });
});

describe("frames under the repository's folder", () => {
  it("names root files once another frame shows where the repository sits on the reporter's machine", () => {
    const base = '/Users/me/go/src/github.com/me/start';
    const frames: Frame[] = [
      { path: `${base}/command.go`, name: 'readCommand' },
      { path: `${base}/start.go`, name: 'Up' },
      { path: `${base}/examples/test/starttest.go`, name: 'main' },
      { path: '/usr/local/go/src/runtime/asm_amd64.s' },
    ];
    const paths = ['command.go', 'start.go', 'examples/test/starttest.go', 'internal/start.go'];
    expect(repoFrames(paths, frames).map((f) => f.file)).toEqual(['command.go', 'start.go', 'examples/test/starttest.go']);
    // Without a frame that pins the folder, a lone root file name is anyone's `command.go`.
    expect(repoFrames(paths, frames.slice(0, 2))).toEqual([]);
  });
});

describe('a frame as an anchor', () => {
  const VIEWS = [
    'class Table:',
    '    def render(self):',
    '        return self.rows',
    '',
    '    def layout(self):',
    '        return 1',
    '',
    '',
    'class Tree:',
    '    def render(self):',
    '        return self.nodes',
    '',
  ].join('\n');
  const anchor = (requirement: string, frames: { name?: string; owner?: string; raised: boolean }[]) =>
    anchorFor(createMemorySnapshot({ 'views.py': VIEWS }), { path: 'views.py', frames }, requirement);

  it('is a function the trace names, innermost first, said to be where the failure is raised', () => {
    const found = anchor('Rendering crashes\n\n`layout` `render`', [
      { name: 'layout', raised: true },
      { name: 'render', raised: false },
    ]);
    expect(found).toMatchObject({ location: 'Table.layout', reason: 'frame', raised: true });
  });

  it('is qualified by the class the frame names', () => {
    expect(anchor('Rendering crashes\n\n`Tree.render`', [{ name: 'render', owner: 'Tree', raised: true }]).location).toBe('Tree.render');
  });

  it('is a plain named anchor for a name no frame in this file runs through', () => {
    expect(anchor('Rendering crashes in `layout`', [{ name: 'other', raised: false }])).toMatchObject({
      location: 'Table.layout',
      reason: 'named',
    });
  });
});

describe('a requirement with a stack trace', () => {
  it('reports a failure: what is neither a request nor an expectation is the problem', () => {
    const clause = 'found a problem with HTTP methods, an invalid one leads to an empty reply';
    expect(statesProblem(clause)).toBe(false);
    expect(statesProblem(clause, true)).toBe(true);
    expect(statesProblem('Reject invalid HTTP methods', true)).toBe(false);
    expect(statesProblem('The router should answer 405', true)).toBe(false);
  });
});

const REPO: Record<string, string> = {
  'src/tool/render.py': [
    'def render_line(line, kind):',
    '    return f"<pre class={kind}>{line}</pre>"',
    '',
    '',
    'def render_html(lines, line_idx):',
    '    out = []',
    '    out.append(render_line(lines[line_idx], "current"))',
    '    return "".join(out)',
    '',
    '',
    'def render_source(lines):',
    '    return render_html(lines, 0)',
    '',
  ].join('\n'),
  'src/tool/serve.py': 'from tool.render import render_source\n\n\ndef run_app(app):\n    return render_source(app.lines)\n',
  'src/tool/errors.py': 'class InternalServerError(Exception):\n    """The server failed; the browser shows an error page."""\n',
  'src/tool/source.py':
    'def load_source(path):\n    """Read the source of a template, if it is available."""\n    return open(path).read()\n',
  'tests/test_render.py': 'from tool.render import render_html\n\n\ndef test_render_html():\n    assert render_html(["a"], 0)\n',
  'README.md': '# tool\n\nRenders source.\n',
};

describe('a plan for a requirement with a stack trace', () => {
  it('plans the innermost frame, anchors at its function and keeps trace lines out of the words', async () => {
    const requirement = [
      'Rendering with an unavailable source',
      '',
      'The browser shows an Internal Server Error.',
      '',
      '```',
      'Traceback (most recent call last):',
      '  File "/home/me/.venv/lib/python3.13/site-packages/tool/serve.py", line 5, in run_app',
      '    return render_source(app.lines)',
      '  File "/home/me/.venv/lib/python3.13/site-packages/tool/render.py", line 7, in render_html',
      '    out.append(render_line(lines[line_idx], "current"))',
      'IndexError: list index out of range',
      '```',
    ].join('\n');
    const store = new MemoryStore();
    await runPlan({
      requirement,
      sessionId: 'CPLAN-trace-2026-11-27',
      snapshot: createMemorySnapshot(REPO),
      provider: new OfflineProvider(),
      store,
      config: { ...DEFAULT_CONFIG, confirm: false },
      yes: true,
      clock: { now: () => new Date('2026-11-27T10:00:00Z') },
    });
    const text = store.files.get('plan-note.md') ?? '';
    const note = parsePlanNote(text);
    const first = note.tasks.find((t) => t.modificationPoints[0]?.file === 'src/tool/render.py');
    expect(first?.modificationPoints[0]).toMatchObject({ file: 'src/tool/render.py', location: 'render_html' });
    expect(first?.extras.Description).toContain("The stack trace's innermost frame in the project's code is `render_html`");
    // The trace reports a failure: the task fixes it, whatever words the title uses.
    expect(first?.extras['Convergence criteria']).toContain('no longer shows the problem');
    const serve = note.tasks.find((t) => t.modificationPoints[0]?.file === 'src/tool/serve.py');
    if (serve) expect(serve.modificationPoints[0]?.location).toBe('run_app');
    // Neither the trace's paths nor its code are the requirement's words.
    expect(first?.extras.Description).toContain('`render_html`');
    for (const task of note.tasks) expect(task.extras.Description).not.toMatch(/site-packages|python3|\bself\b|append/);
    // The requirement itself is kept whole in the note.
    expect(text).toContain('site-packages/tool/render.py');
  });
});
