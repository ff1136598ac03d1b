// Stack traces in a requirement. A bug report pastes one more often than it names a function: its
// frames say which files and functions the failure ran through, the innermost one where it was
// raised. Read line by line, in the formats of Python (IPython, pytest), Node.js, Firefox and Safari, Java/Kotlin,
// C#, Go, Rust, Ruby, PHP and Elixir. A trace's lines are not prose: their paths, `self`,
// `return`, `site-packages` and version numbers are no words to quote, so `prose` leaves them out
// (its exception messages stay); offline-issue.ts decides what reads which.
export interface Frame {
  /** The path as the trace writes it, `/` separated (`/usr/lib/python3/site-packages/werkzeug/serving.py`). */
  path: string;
  line?: number;
  /** The function's own name (`render_html`, `execute`, `parse_recipe`), when the frame names one. */
  name?: string;
  /** The class or module that holds it (`Command` of `(*Command).execute`), when written. */
  owner?: string;
}

export interface Trace {
  /** The requirement without its traces' lines: what the planner reads as words. */
  prose: string;
  /** Every frame of every trace, innermost first (Python's "most recent call last" reversed). */
  frames: Frame[];
}

/** Longer lines are never a frame: no trace format writes one, and the patterns stay cheap. */
const MOST_LINE = 1_000;

const PYTHON = /^File "([^"\n]+)", line (\d+)(?:, in (\S+))?$/;
// IPython and Jupyter: `File ~/venv/lib/python3.11/site-packages/pandas/core/frame.py:3761, in DataFrame.__getitem__(self, key)`.
const IPYTHON = /^File (\S+\.py):(\d+), in ([\w.<>]+)(?:\(.*\))?$/;
// pytest: `src/pkg/mod.py:34: in parse`, `…:34: ValueError` at the innermost, `tests/test_mod.py:5:` in the long format; nothing more on the line.
const PYTEST = /^((?:[\w.-]+\/)*[\w.-]+\.py):(\d+):(?: (?:in (\w+)|[A-Z]\w*(?:Error|Exception)))?$/;
// `at fn (path:12:5)`, `at async fn (path:12:5)`, `at path:12:5` (Node.js, and Rust's backtrace `at ./src/x.rs:12:5`).
const NODE = /^at (?:async )?(?:((?:new )?\S+?(?: \[as \S+\])?) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::\d+)?\)?$/;
// Firefox and Safari: `fn@https://host/assets/app.js:15:3`, `@webpack:///./src/x.js:1:2`.
const BROWSER = /^([\w$.<>/]*)@((?:[a-z-]+:\/\/\/?)?[^\s@]+?):(\d+):\d+$/;
const NODE_OTHER = /^at (?:async )?(?:new )?\S+ \((?:native|index \d+|<anonymous>)\)$/;
// `java.base/` and `app//`: a module's or class loader's name before the class (Java 9+).
const JAVA = /^at (?:[\w.$-]+\/+)?((?:[\w$]+\.)+)([\w$<>]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)/;
const JAVA_OTHER =
  /^(?:at (?:[\w.$-]+\/+)?(?:[\w$]+\.)+[\w$<>]+\((?:Native Method|Unknown Source)\)|\.\.\. \d+ (?:more|common frames omitted))$/;
// `Repo.Get[T](Int32 id)`: a generic method's type parameters in brackets.
const CSHARP = /^at ([\w.`<>]+)(?:\[[\w, ]*\])?\([^)]*\) in (.+?):line (\d+)$/;
const GO_PATH = /^((?:[A-Za-z]:)?[^\s:]+\.go):(\d+)(?: \+0x[0-9a-f]+)?$/;
const GO_CALL = /^((?:[\w.-]+\/)*[\w.-]+\.(?:\(\*?\w+\)\.)?\w+)\(.*\)$/;
// Rust 1.73+: the message on the next line; before: `panicked at 'index out of bounds', src/main.rs:4:5`.
const RUST_PANIC = /^thread '[^']*' panicked at (?:'(.*)', )?([^\s:]+\.rs):(\d+)(?::\d+)?:?$/;
const RUST_CALL = /^\d+: (?:0x[0-9a-f]+ - )?((?:[\w<>]+::)+\w+)(?:::h[0-9a-f]{16})?$/;
// The innermost frame carries the message: `lib/foo.rb:12:in 'bar': undefined method 'x' for nil (NoMethodError)`.
const RUBY = /^(?:from )?((?:[A-Za-z]:)?[^\s:]+\.(?:rb|ru|rake|erb)):(\d+):in [`']([^'\n]+)'(?:: (.*))?$/;
const PHP = /^#\d+ ((?:[A-Za-z]:)?[^\s()]+\.php)\((\d+)\): ([^\s(]+)(?:\(.*\))?$/;
const PHP_THROWN = /^thrown in ((?:[A-Za-z]:)?\S+\.php) on line (\d+)$/;
const ELIXIR = /^(?:\([\w]+ [^)]*\) )?((?:[\w.-]+\/)*[\w.-]+\.exs?):(\d+): ([\w.]+[.][\w?!]+)\/\d+$/;
/**
 * What a line may begin with before its frame: a Markdown quote (`> `), pytest's `INTERNALERROR> `,
 * a Compose service's `web-1  | `.
 */
const LINE_PREFIX = /^(?:>\s?|INTERNALERROR>\s?|[\w.-]{1,40} {1,8}\| ?)/;

/** Lines that belong to a trace without being a frame. */
const TRACE_ONLY = [
  /^Traceback \(most recent call last\):$/,
  /^During handling of the above exception, another exception occurred:$/,
  /^The above exception was the direct cause of the following exception:$/,
  // Python's carets under the failing expression (a `~~~` fence has none).
  /^~*\^[~^]*$/,
  /^goroutine \d+ \[[^\]]*\]:$/,
  // Go: `created by net/http.(*Server).Serve in goroutine 1`.
  /^created by [\w./*()-]+\.\w+(?: in goroutine \d+)?$/,
  /^exit status \d+$/,
  /^stack backtrace:$/,
  /^note: run with `RUST_BACKTRACE=\w+`/,
  /^Stack trace:$/,
  /^#\d+ \{main\}$/,
];

interface Read {
  frame?: Frame;
  /** Python writes its frames outermost first. */
  outermostFirst?: boolean;
  /** What of the line stays prose (a Rust panic's message), when not all of it is trace. */
  keep?: string;
}

/** The parts of a qualified name: `a.b.C$D` `a::b::f` `Ns\C->m` `(*T).m` → its pieces, last the function's own name. */
function nameParts(qualified: string): string[] {
  return qualified
    .replace(/^new /, '')
    .replace(/\(\*?(\w+)\)/g, '$1')
    .split(/::|->|[.#\\$/]/)
    .filter((part) => part !== '');
}

function named(path: string, line: string, qualified: string | undefined): Frame {
  const frame: Frame = { path: path.replace(/\\/g, '/').replace(/^file:\/\//, '') };
  const at = Number(line);
  if (Number.isFinite(at) && at > 0) frame.line = at;
  if (qualified === undefined) return frame;
  const parts = nameParts(qualified);
  const name = parts.at(-1);
  if (name !== undefined && /^[A-Za-z_][\w]*[?!]?$/.test(name) && !/^<.*>$/.test(name)) frame.name = name;
  const owner = parts.at(-2);
  // `Object.parse`: Node.js's name for a module's own function, not a class.
  if (frame.name !== undefined && owner !== undefined && /^[A-Z]\w*$/.test(owner) && owner !== 'Object') frame.owner = owner;
  return frame;
}

/** A Java frame's file, from its package: `com.google.gson.Gson.fromJson(Gson.java:12)` → `com/google/gson/Gson.java`. */
function javaPath(qualified: string, file: string): string {
  const parts = qualified.split('.').filter((p) => p !== '');
  const packages = parts.slice(
    0,
    Math.max(
      0,
      parts.findIndex((p) => /^[A-Z$]/.test(p)),
    ),
  );
  return [...packages, file].join('/');
}

/** What one trimmed line is, when it is part of a trace; `previous` is the line before it (Go and Rust name the function there). */
function readLine(line: string, previous: string): Read | undefined {
  let m: RegExpExecArray | null;
  if ((m = PYTHON.exec(line) ?? IPYTHON.exec(line) ?? PYTEST.exec(line))) {
    if (m[1]?.startsWith('<')) return {};
    return { frame: named(m[1] as string, m[2] as string, m[3] === '<module>' ? undefined : m[3]), outermostFirst: true };
  }
  if ((m = JAVA.exec(line))) {
    const qualified = `${m[1]}${m[2]}`;
    return { frame: named(javaPath(m[1] as string, m[3] as string), m[4] as string, qualified) };
  }
  if (JAVA_OTHER.test(line) || NODE_OTHER.test(line) || TRACE_ONLY.some((p) => p.test(line))) return {};
  if ((m = CSHARP.exec(line))) return { frame: named(m[2] as string, m[3] as string, m[1]) };
  if ((m = NODE.exec(line))) {
    const call = m[1] ?? RUST_CALL.exec(previous)?.[1];
    return { frame: named(m[2] as string, m[3] as string, call?.replace(/ \[as \S+\]$/, '')) };
  }
  if ((m = BROWSER.exec(line))) return { frame: named(urlPath(m[2] as string), m[3] as string, m[1] === '' ? undefined : m[1]) };
  if ((m = GO_PATH.exec(line))) return { frame: named(m[1] as string, m[2] as string, GO_CALL.exec(previous)?.[1]) };
  if ((m = RUST_PANIC.exec(line))) return { frame: named(m[2] as string, m[3] as string, undefined), ...(m[1] ? { keep: m[1] } : {}) };
  if (RUST_CALL.test(line)) return {};
  if ((m = RUBY.exec(line))) {
    const method = (m[3] as string).replace(/^(?:block (?:\(\d+ levels\) )?in |rescue in |ensure in )/, '');
    return { frame: named(m[1] as string, m[2] as string, method.startsWith('<') ? undefined : method), ...(m[4] ? { keep: m[4] } : {}) };
  }
  if ((m = PHP.exec(line))) return { frame: named(m[1] as string, m[2] as string, m[3]) };
  if ((m = PHP_THROWN.exec(line))) return { frame: named(m[1] as string, m[2] as string, undefined) };
  if ((m = ELIXIR.exec(line))) return { frame: named(m[1] as string, m[2] as string, m[3]) };
  return undefined;
}

/** A line without its prefix (LINE_PREFIX), its own indentation kept; the line itself when it has none. */
function unprefixed(raw: string): string {
  const start = raw.length - raw.trimStart().length;
  const prefix = LINE_PREFIX.exec(raw.slice(start));
  return prefix ? raw.slice(start + prefix[0].length) : raw;
}

/** `https://host/assets/app.js` → `/assets/app.js`, `webpack:///./src/x.js` → `./src/x.js`: the path a URL names. */
function urlPath(url: string): string {
  const scheme = /^[a-z-]+:\/\/\/?/.exec(url);
  if (!scheme) return url;
  const rest = url.slice(scheme[0].length);
  // `webpack:///./src` and `file:///home/…` name a path; `https://host/…` a host first.
  if (scheme[0].endsWith('///')) return rest;
  const slash = rest.indexOf('/');
  return slash < 0 ? rest : rest.slice(slash);
}

/** The leading blanks of a line. */
function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/**
 * The requirement's traces: their frames, innermost first, and the text without their lines. A Go
 * frame's function line and a Python frame's source line (the next line, indented deeper) go with
 * the frame. Text without a trace comes back as it was.
 */
export function readTrace(text: string): Trace {
  const lines = text.split('\n');
  const kept: string[] = [];
  const runs: { frames: Frame[]; reversed: boolean }[] = [];
  let run: { frames: Frame[]; reversed: boolean } | undefined;
  let pythonIndent = -1;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const body = unprefixed(raw);
    const line = body.trim();
    const previous = unprefixed(lines[i - 1] ?? '').trim();
    const read = line.length > MOST_LINE ? undefined : readLine(line, previous);
    if (read === undefined) {
      // A Python frame's source line: indented deeper than its `File "…"` line.
      if (pythonIndent >= 0 && line !== '' && indentOf(body) > pythonIndent) {
        pythonIndent = -1;
        continue;
      }
      pythonIndent = -1;
      // A Go frame's function line comes before its path: it is trace when the next line is one.
      if (GO_CALL.test(line) && GO_PATH.test(unprefixed(lines[i + 1] ?? '').trim())) continue;
      if (line !== '') run = undefined;
      kept.push(raw);
      continue;
    }
    pythonIndent = read.outermostFirst ? indentOf(body) : -1;
    if (read.keep) kept.push(read.keep);
    if (!read.frame) continue;
    if (!run || run.reversed !== (read.outermostFirst === true)) {
      run = { frames: [], reversed: read.outermostFirst === true };
      runs.push(run);
    }
    run.frames.push(read.frame);
  }
  if (runs.length === 0) return { prose: text, frames: [] };
  // Python's chained tracebacks: the last one raised last, so its frames come first.
  const ordered = runs.map((r) => (r.reversed ? [...r.frames].reverse() : r.frames));
  const frames = (runs.every((r) => r.reversed) ? ordered.reverse() : ordered).flat();
  return { prose: kept.join('\n'), frames };
}

export interface RepoFrame extends Frame {
  /** The repository's file the frame's path names. */
  file: string;
  /** The frame's place in `readTrace`'s frames (-1 for a link). */
  index: number;
  /** Not a trace's frame: the requirement links to this line of the file (offline-code-links.ts). */
  linked?: boolean;
  /** 0 for the innermost frame in the repository's own files, then 1, 2 … outwards. */
  depth: number;
}

/** A folder after which a trace's path is the repository's own path: an installed package's root. */
const PACKAGE_ROOTS = new Set(['site-packages', 'dist-packages']);
/** `cobra@v1.8.0`, `rack-3.0.9`, `just-1.14.0`: an installed package's folder, named with its version. */
const VERSIONED = /^[\w.-]+?[-@]v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$/;

/** Whether a trace's path is an installed package's file (`site-packages/…`, `node_modules/…`, `rack-3.0.9/…`). */
export function isInstalledPath(path: string): boolean {
  const parts = path.split('/');
  return ownPart(path).rooted || parts.includes('site-packages') || parts.includes('dist-packages') || PLATFORM.test(path);
}

/**
 * The language's own code, which no repository holds: Node.js internals, the JDK and Kotlin's and
 * Scala's libraries (a Java frame's path comes from its package), Python's and Ruby's standard
 * libraries, Go's (a GOROOT package has no domain in its first folder, a GOPATH one does) and Rust's.
 */
const PLATFORM =
  /^(?:node:|internal\/|(?:java|javax|jdk|sun|kotlin|kotlinx|scala)\/|\/rustc\/)|\/lib\/python\d(?:\.\d+)?\/(?!.*-packages\/)|\/lib\/ruby\/\d[\d.]*\/|\/go\/src\/(?![\w-]+\.[\w.-]+\/)|\/library\/(?:core|std|alloc)\/src\//;

/** The part of a trace's path that can be the repository's own: after an installed package's root, if any. */
function ownPart(path: string): { parts: string[]; rooted: boolean } {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  for (let i = parts.length - 2; i >= 0; i--) {
    const part = parts[i] as string;
    if (PACKAGE_ROOTS.has(part) || VERSIONED.test(part)) return { parts: parts.slice(i + 1), rooted: VERSIONED.test(part) };
    // `node_modules/ky/…`, `node_modules/@scope/pkg/…`, `vendor/guzzlehttp/guzzle/…`, `deps/phoenix/…`: past the package's own folder.
    const skip =
      part === 'node_modules'
        ? parts[i + 1]?.startsWith('@')
          ? 2
          : 1
        : part === 'vendor' || part === 'deps'
          ? part === 'vendor'
            ? 2
            : 1
          : 0;
    if (skip > 0 && i + skip < parts.length - 1) return { parts: parts.slice(i + 1 + skip), rooted: true };
  }
  return { parts, rooted: false };
}

/** How many trailing path parts two paths share. */
function sharedTail(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

/**
 * The frames that run through the repository's own files, innermost first. A trace's path is the
 * user's (`/home/me/.venv/lib/python3.12/site-packages/werkzeug/serving.py`,
 * `…/pkg/mod/github.com/spf13/cobra@v1.8.0/command.go`): it names a file of the repository when
 * their last two parts or more agree (`werkzeug/serving.py` in `src/werkzeug/serving.py`), or when
 * all of what follows an installed package's root does (`command.go`); two files agreeing as well
 * name neither. A user's own `app.py` or `main.go` names nothing here.
 */
export function repoFrames(paths: readonly string[], frames: readonly Frame[], name?: string): RepoFrame[] {
  if (frames.length === 0) return [];
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  const located = frames.map((frame) => (PLATFORM.test(frame.path) ? undefined : fileOf(frame, byName)));
  // A trace that reaches the repository through an installed copy (`site-packages/werkzeug/…`,
  // `node_modules/mylib/…`) is a user's program: its other frames are that program's own files,
  // whatever the repository happens to have at the same path (`src/index.js`).
  const viaPackage = frames.some((frame, i) => located[i] !== undefined && isInstalledPath(frame.path));
  const files = located.map((file, i) => (viaPackage && !isInstalledPath((frames[i] as Frame).path) ? undefined : file));
  // Where a frame's path ends in a whole repository path (`…/christophberger/start/examples/test/starttest.go`),
  // what comes before is the repository's folder on the reporter's machine: the frames under it name
  // the repository's paths exactly, root files (`command.go`) included.
  const roots = new Set<string>();
  frames.forEach((frame, i) => {
    const file = files[i];
    if (file !== undefined && frame.path.endsWith(`/${file}`)) roots.add(frame.path.slice(0, frame.path.length - file.length));
  });
  const known = new Set(paths);
  const found: RepoFrame[] = [];
  frames.forEach((frame, i) => {
    const file = files[i] ?? underRoot(frame.path, roots, known) ?? underName(frame.path, name, known);
    if (file !== undefined) found.push({ ...frame, file, index: i, depth: found.length });
  });
  return found;
}

/** The repository's file a frame's path names on its own, if one does unambiguously. */
function fileOf(frame: Frame, byName: ReadonlyMap<string, readonly string[]>): string | undefined {
  const { parts, rooted } = ownPart(frame.path);
  const candidates = byName.get(parts.at(-1) ?? '') ?? [];
  let best: string[] = [];
  let bestShared = 0;
  for (const candidate of candidates) {
    const shared = sharedTail(candidate.split('/'), parts);
    if (shared > bestShared) [best, bestShared] = [[candidate], shared];
    else if (shared === bestShared) best.push(candidate);
  }
  // Past a package root the rest is the repository's own path: `command.go` is the root's, not `internal/command.go`.
  const exact = rooted ? best.find((candidate) => candidate === parts.join('/')) : undefined;
  if (exact !== undefined) best = [exact];
  const whole = bestShared === parts.length && (rooted || parts.length >= 2);
  return best.length === 1 && (bestShared >= 2 || whole) ? best[0] : undefined;
}

/**
 * A path through a folder named like the repository (`…/go/src/github.com/BurntSushi/toml/lex.go`
 * in `toml`): what follows it, when the repository has exactly that path.
 */
function underName(path: string, name: string | undefined, known: ReadonlySet<string>): string | undefined {
  if (name === undefined || name === '') return undefined;
  const parts = path.split('/');
  const lower = name.toLowerCase();
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i]?.toLowerCase() !== lower) continue;
    const rest = parts.slice(i + 1).join('/');
    if (known.has(rest)) return rest;
  }
  return undefined;
}

function underRoot(path: string, roots: ReadonlySet<string>, known: ReadonlySet<string>): string | undefined {
  for (const root of roots) {
    const rest = path.startsWith(root) ? path.slice(root.length) : undefined;
    if (rest !== undefined && known.has(rest)) return rest;
  }
  return undefined;
}
