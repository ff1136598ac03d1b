import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);

// src/retrieval/index-worker.ts
import { workerData } from "node:worker_threads";

// src/retrieval/imports-qualified.ts
var NO_ROOTS = { go: [], php: [] };
function pathLookup(paths, roots = NO_ROOTS) {
  const goModules = roots.go;
  const byName = /* @__PURE__ */ new Map();
  const byDir = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const slash = path.lastIndexOf("/");
    push(byName, path.slice(slash + 1), path);
    push(byDir, slash < 0 ? "" : path.slice(0, slash), path);
  }
  const known = new Set(paths);
  return {
    has: (path) => known.has(path),
    named: (name) => byName.get(name) ?? [],
    inDir: (dir) => byDir.get(dir) ?? [],
    goModules,
    goModuleAt: new Map(goModules.map((m) => [m.module, m])),
    phpRoots: [...roots.php].sort((a, b) => b.prefix.length - a.prefix.length || (a.dir < b.dir ? -1 : 1)),
    resolved: /* @__PURE__ */ new Map()
  };
}
function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
function memo(paths, key, resolve) {
  let found = paths.resolved.get(key);
  if (!found) {
    found = resolve();
    paths.resolved.set(key, found);
  }
  return found;
}
var JVM_FILE = /\.(?:java|kt|kts|scala|groovy)$/;
var JVM_EXTENSIONS = [".java", ".kt", ".scala", ".groovy"];
function readsQualified(path) {
  return JVM_FILE.test(path) || path.endsWith(".php") || path.endsWith(".go") || path.endsWith(".rs");
}
function qualifiedReader(from, paths) {
  if (JVM_FILE.test(from)) return (line) => jvmTargets(line, paths);
  if (from.endsWith(".php")) return (line) => phpTargets(line, paths);
  if (from.endsWith(".go")) return goReader(from, paths);
  if (from.endsWith(".rs")) return (line) => rustTargets(from, line, paths);
  return null;
}
var MOST_NAMESAKES = 64;
function classFile(segments, extensions, paths, least) {
  const name = segments.at(-1);
  if (!name || !/^[A-Za-z_]\w*$/.test(name)) return null;
  const dirs = segments.slice(0, -1);
  const candidates = extensions.flatMap((extension) => paths.named(`${name}${extension}`));
  if (candidates.length > MOST_NAMESAKES) return null;
  let best;
  let tie = false;
  for (const path of candidates) {
    const folders = path.split("/").slice(0, -1);
    let shared = 0;
    while (shared < dirs.length && folders[folders.length - 1 - shared] === dirs[dirs.length - 1 - shared]) shared++;
    if (shared < Math.min(least, dirs.length)) continue;
    if (!best || shared > best.shared) [best, tie] = [{ path, shared }, false];
    else if (shared === best.shared) tie = true;
  }
  return best && !tie ? best.path : null;
}
function jvmTargets(line, paths) {
  const match = /^import\s+(static\s+)?([A-Za-z_][\w.]{0,300})(?:\s+as\s+\w+)?;?$/.exec(line.trim());
  if (!match) return [];
  return memo(paths, `jvm:${match[2]}`, () => {
    const segments = match[2].split(".");
    if (segments.at(-1) === "") return [];
    const whole = (parts) => classFile(parts, JVM_EXTENSIONS, paths, parts.length - 1);
    const found = whole(segments) ?? (segments.length > 2 ? whole(segments.slice(0, -1)) : null);
    return found ? [found] : [];
  });
}
function phpTargets(line, paths) {
  const match = /^\s*use\s+\\?([A-Za-z_][\w\\]{0,300})(?:\s+as\s+\w+)?\s*;/.exec(line);
  if (!match) return [];
  return memo(paths, `php:${match[1]}`, () => {
    const rooted = psr4File(match[1], paths);
    if (rooted) return [rooted];
    const segments = match[1].split("\\");
    const found = segments.length >= 2 ? classFile(segments, [".php"], paths, 1) : null;
    return found ? [found] : [];
  });
}
function psr4File(name, paths) {
  for (const root of paths.phpRoots) {
    if (!name.startsWith(root.prefix)) continue;
    const rest = name.slice(root.prefix.length).split("\\").join("/");
    const file = `${root.dir === "" ? "" : `${root.dir}/`}${rest}.php`;
    if (rest !== "" && paths.has(file)) return file;
  }
  return void 0;
}
function goReader(from, paths) {
  let inBlock = false;
  let inComment = false;
  return (line) => {
    const trimmed = line.trim();
    if (inComment) {
      inComment = !trimmed.includes("*/");
      return [];
    }
    if (trimmed.startsWith("/*")) {
      inComment = !trimmed.includes("*/", 2);
      return [];
    }
    if (trimmed.startsWith("//")) return [];
    if (inBlock) {
      if (trimmed.startsWith(")")) inBlock = false;
      const spec2 = /^(?:[\w.]+\s+)?"([^"]{1,300})"/.exec(trimmed)?.[1];
      return spec2 ? goPackage(from, spec2, paths) : [];
    }
    if (/^import\s*\($/.test(trimmed)) {
      inBlock = true;
      return [];
    }
    const spec = /^import\s+(?:[\w.]+\s+)?"([^"]{1,300})"/.exec(trimmed)?.[1];
    return spec ? goPackage(from, spec, paths) : [];
  };
}
var GO_PACKAGE_FILES = 50;
function goPackage(from, spec, paths) {
  return memo(paths, `go:${spec}`, () => goPackageFiles(spec, paths)).filter((p) => p !== from);
}
function goPackageFiles(spec, paths) {
  let best;
  for (let end = spec.length; end > 0 && !best; end = spec.lastIndexOf("/", end - 1)) best = paths.goModuleAt.get(spec.slice(0, end));
  if (!best) return [];
  const rest = spec.slice(best.module.length + 1);
  const dir = [best.dir, rest].filter((p) => p !== "").join("/");
  const files = paths.inDir(dir).filter((p) => p.endsWith(".go") && !p.endsWith("_test.go"));
  return files.length <= GO_PACKAGE_FILES ? files : [];
}
function moduleDir(from) {
  const slash = from.lastIndexOf("/");
  const dir = slash < 0 ? "" : from.slice(0, slash);
  const name = from.slice(slash + 1);
  return name === "lib.rs" || name === "main.rs" || name === "mod.rs" ? dir : `${dir ? `${dir}/` : ""}${name.slice(0, -3)}`;
}
function crateRoot(from) {
  const parts = from.split("/");
  const at = parts.lastIndexOf("src");
  return at < 0 || at === parts.length - 1 ? null : parts.slice(0, at + 1).join("/");
}
function rustModule(dir, name, paths) {
  const base = `${dir ? `${dir}/` : ""}${name}`;
  for (const candidate of [`${base}.rs`, `${base}/mod.rs`]) if (paths.has(candidate)) return candidate;
  return null;
}
function rustTargets(from, line, paths) {
  const mod = /^\s*(?:pub(?:\([\w\s:]*\))?\s+)?mod\s+([A-Za-z_]\w*)\s*;/.exec(line);
  if (mod) {
    const found = rustModule(moduleDir(from), mod[1], paths);
    return found ? [found] : [];
  }
  const use = /^\s*(?:pub(?:\([\w\s:]*\))?\s+)?use\s+(crate|super|self)::([\w:]{1,300})/.exec(line);
  if (!use) return [];
  const root = crateRoot(from);
  const own = moduleDir(from);
  let dir = own;
  if (use[1] === "crate") dir = root;
  else if (use[1] === "super") dir = own === root || !own.includes("/") ? null : own.slice(0, own.lastIndexOf("/"));
  if (dir === null) return [];
  const segments = use[2].split("::").filter((s) => s !== "");
  for (let n = segments.length; n >= 1; n--) {
    const inner = segments.slice(0, n - 1).join("/");
    const found = rustModule([dir, inner].filter((p) => p !== "").join("/"), segments[n - 1], paths);
    if (found) return [found];
  }
  return [];
}

// src/retrieval/imports.ts
var JS_EXTENSIONS = ["", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", "/index.ts", "/index.tsx", "/index.js", "/index.jsx"];
function dirOf(path) {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}
function joinRelative(dir, relative) {
  const parts = dir === "" ? [] : dir.split("/");
  for (const segment of relative.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(segment);
  }
  return parts.join("/");
}
function jsSpecifiers(head) {
  const out = [];
  let at = head.indexOf("./");
  while (at >= 0) {
    let quoteAt = at - 1;
    if (head.charCodeAt(quoteAt) === 46) quoteAt--;
    const quote = head[quoteAt];
    let next = at + 2;
    if (quote === '"' || quote === "'" || quote === "`") {
      const found = head.indexOf("\n", quoteAt);
      const lineEnd = found < 0 ? head.length : found;
      const end = head.indexOf(quote, quoteAt + 1);
      const lineStart = head.lastIndexOf("\n", quoteAt) + 1;
      if (end > 0 && end < lineEnd && lineEnd - lineStart <= LINE_MAX && importsBefore(head, lineStart, quoteAt)) {
        out.push(head.slice(quoteAt + 1, end));
        next = end + 1;
      }
    }
    at = head.indexOf("./", next);
  }
  return out;
}
function importsBefore(head, lineStart, quoteAt) {
  let i = quoteAt;
  while (i > lineStart && (head.charCodeAt(i - 1) === 32 || head.charCodeAt(i - 1) === 9)) i--;
  const call = i > lineStart && head.charCodeAt(i - 1) === 40;
  if (call) {
    i--;
    while (i > lineStart && (head.charCodeAt(i - 1) === 32 || head.charCodeAt(i - 1) === 9)) i--;
  }
  const before = head.slice(Math.max(lineStart, i - 10), i);
  const word = call ? /(?:^|[^\w$.]|\.\.\.)(?:require|import)$/ : /(?:^|[^\w$.])(?:from|import)$/;
  return word.test(before);
}
function resolveJs(from, spec, exists) {
  const base = joinRelative(dirOf(from), spec);
  if (base === null) return null;
  const stripped = base.endsWith(".js") ? base.slice(0, -3) : base.endsWith(".jsx") ? base.slice(0, -4) : base;
  for (const candidate of [base, ...JS_EXTENSIONS.map((ext) => `${stripped}${ext}`)]) if (exists(candidate)) return candidate;
  return null;
}
function pythonTargets(from, line, exists) {
  const trimmed = line.trimStart();
  let module = "";
  if (trimmed.startsWith("from ")) module = trimmed.slice(5).split(" ")[0] ?? "";
  else if (trimmed.startsWith("import ")) module = (trimmed.slice(7).split(/[ ,]/)[0] ?? "").trim();
  if (module === "") return null;
  let dots = 0;
  while (module[dots] === ".") dots++;
  let dir = "";
  if (dots > 0) {
    dir = dirOf(from);
    for (let i = 1; i < dots; i++) dir = dirOf(dir);
  }
  const rest = module.slice(dots).split(".").filter(Boolean).join("/");
  const base = [dir, rest].filter((p) => p !== "").join("/");
  for (const candidate of [`${base}.py`, `${base}/__init__.py`]) if (exists(candidate)) return candidate;
  return null;
}
var C_FILE = /\.(?:c|h|cc|cpp|cxx|hpp|hh|hxx|m|mm)$/;
var INCLUDE_ROOTS = ["", "include/", "src/"];
var HEADER = /\.(?:h|hh|hpp|hxx)$/;
var C_SOURCES = [".c", ".cc", ".cpp", ".cxx", ".m", ".mm"];
function cTargets(from, line, exists) {
  const header = cTarget(from, line, exists);
  if (header === null) return [];
  if (!HEADER.test(header)) return [header];
  const base = header.slice(0, header.lastIndexOf("."));
  const bases = base.startsWith("include/") ? [base, `src/${base.slice("include/".length)}`] : [base];
  const source = bases.flatMap((b) => C_SOURCES.map((extension) => `${b}${extension}`)).find(exists);
  return source ? [header, source] : [header];
}
function cTarget(from, line, exists) {
  const match = /^\s*#\s*(?:include|import)\s*(?:"([^"]{1,200})"|<([^>]{1,200})>)/.exec(line);
  if (!match) return null;
  const spec = match[1] ?? match[2];
  if (spec.startsWith("/")) return null;
  const local = match[1] !== void 0 ? joinRelative(dirOf(from), spec) : null;
  const roots = match[1] !== void 0 ? INCLUDE_ROOTS : ["include/"];
  for (const candidate of [local, ...roots.map((root) => joinRelative(root.slice(0, -1), spec))])
    if (candidate !== null && exists(candidate)) return candidate;
  return null;
}
function rubyTarget(from, line, exists) {
  const match = /^\s*(require_relative|require)(?:\s*\(\s*|\s+)(?:"([^"]{1,200})"|'([^']{1,200})')/.exec(line);
  if (!match) return null;
  const spec = (match[2] ?? match[3]).replace(/\.rb$/, "");
  if (spec.startsWith("/")) return null;
  const base = match[1] === "require_relative" ? joinRelative(dirOf(from), spec) : joinRelative("lib", spec);
  return base !== null && exists(`${base}.rb`) ? `${base}.rb` : null;
}
function lineReader(path) {
  const one = (read) => {
    return (from, line, exists) => {
      const target = read(from, line, exists);
      return target ? [target] : [];
    };
  };
  if (path.endsWith(".py")) return one(pythonTargets);
  if (C_FILE.test(path)) return cTargets;
  if (path.endsWith(".rb") || path.endsWith(".rake")) return one(rubyTarget);
  return null;
}
function manyTargets(read) {
  return read ? (_from, line) => read(line) : null;
}
var LINE_MAX = 500;
function importsOf(path, text, exists, paths) {
  const out = /* @__PURE__ */ new Set();
  let headEnd = 0;
  for (let n = 0; n < 400 && headEnd < text.length; n++) {
    const end = text.indexOf("\n", headEnd);
    headEnd = end < 0 ? text.length : end + 1;
  }
  const head = text.slice(0, headEnd);
  const qualified = readsQualified(path);
  if (qualified && !paths) return [];
  const reader = qualified && paths ? manyTargets(qualifiedReader(path, paths)) : lineReader(path);
  if (reader) {
    let start = 0;
    while (start < head.length) {
      const end = head.indexOf("\n", start);
      const line = head.slice(start, end < 0 ? head.length : end);
      start = end < 0 ? head.length : end + 1;
      if (line.length > LINE_MAX) continue;
      for (const target of reader(path, line, exists)) if (target !== path) out.add(target);
    }
  } else {
    for (const spec of jsSpecifiers(head)) {
      const target = resolveJs(path, spec, exists);
      if (target && target !== path) out.add(target);
    }
  }
  return [...out];
}

// src/retrieval/declarations.ts
var DECLARATIONS = [
  // The name is followed by its parameters or type parameters, and a class's name by its body or
  // what it extends: these patterns run on every language without a grammar, and a line of prose
  // in a doc string ("  function for each processor", "  class of errors") declares nothing
  // (broadway's moduledoc gave `lib/broadway.ex:for` as a plan's anchor).
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)\s*[<(]/,
  // JS/TS/PHP function
  /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(|function|[A-Za-z_$][\w$]*\s*=>)/,
  // arrow
  /^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)\s*(?:[{<(:]|extends\b|implements\b|$)/,
  // class
  typeDeclaration,
  // Java / C# / Kotlin classes, interfaces, records, structs, enums and objects after their modifiers
  /^\s*(?:export\s+)?(?:interface|enum)\s+([A-Za-z_$][\w$]*)/,
  // TS interfaces and enums
  /^\s*(?:export\s+)?type\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>\s*)?=/,
  // TS type aliases (not `type X` inside imports)
  /^\s*export\s+const\s+([A-Za-z_$][\w$]*)\s*=/,
  // exported const
  /^\s*def\s+self\.([A-Za-z_]\w*)/,
  // Ruby singleton method (`def self.call`: the name is `call`)
  /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/,
  // Python, Ruby, Elixir `def`
  /^\s*(?:defp|defmacrop?|defguardp?|defdelegate)\s+([A-Za-z_]\w*)/,
  // Elixir private functions, macros, guards, delegates
  /^\s*class\s+([A-Za-z_]\w*)\s*[(:]/,
  // Python class
  /^\s*func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)/,
  // Go
  /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+([A-Za-z_]\w*)/,
  // Rust
  javaMethod,
  // Java / C#
  /^\s*(?:module|class)\s+([A-Z]\w*)\s*(?:<|$)/,
  // Ruby class / module
  /^\s*(?:get|post|put|patch|delete)\s*\(\s*['"]([^'"]+)['"]/
  // route handlers
];
function declarationAt(line) {
  for (const pattern of DECLARATIONS) {
    if (typeof pattern === "function") {
      const name = pattern(line);
      if (name) return name;
      continue;
    }
    const match = pattern.exec(line);
    if (match?.[1]) return match[1];
  }
  return void 0;
}
var JAVA_HEAD = /^\s*(?:public|private|protected|internal)(\s[\w<>[\],\s]*)\(/;
function javaMethod(line) {
  const head = JAVA_HEAD.exec(line)?.[1];
  if (head === void 0) return void 0;
  const words = head.trimEnd();
  let start = words.length;
  while (start > 0 && isWordChar(words.charCodeAt(start - 1))) start--;
  const name = words.slice(start);
  if (name === "" || isDigit(name.charCodeAt(0)) || start < 3 || !/\s/.test(words.charAt(start - 1))) return void 0;
  return name;
}
var TYPE_MODIFIERS = new Set(
  "public private protected internal static sealed abstract partial final readonly file open data inline value".split(" ")
);
var TYPE_KEYWORDS = /* @__PURE__ */ new Set(["class", "interface", "struct", "record", "enum", "object"]);
function typeDeclaration(line) {
  const words = line.trim().split(/\s+/, 10);
  let i = 0;
  for (; i < words.length - 1; i++) {
    const word = words[i];
    if (TYPE_MODIFIERS.has(word)) continue;
    if ((word === "enum" || word === "annotation") && words[i + 1] === "class") continue;
    if (word === "record" && (words[i + 1] === "struct" || words[i + 1] === "class")) continue;
    if (word === "inner" && words[i + 1] === "class") continue;
    break;
  }
  if (i === 0 || i >= words.length - 1 || !TYPE_KEYWORDS.has(words[i])) return void 0;
  return /^[A-Za-z_]\w*/.exec(words[i + 1])?.[0];
}
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function isWordChar(code) {
  return isDigit(code) || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95;
}
var FIRST_WORDS = new Set(
  "export default async function const let var abstract class interface enum type def defp defmacro defmacrop defguard defguardp defdelegate func pub fn public private protected internal static sealed partial final readonly file open data inline value annotation inner module get post put patch delete".split(
    " "
  )
);
function mayDeclare(text, start, stop) {
  let i = start;
  while (i < stop && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  const first = i < stop ? text.charCodeAt(i) : 0;
  if (first > 127 || first < 32 && first !== 0) return true;
  if (first < 97 || first > 122) return false;
  let j = i + 1;
  while (j < stop && j - i < 12 && text.charCodeAt(j) >= 97 && text.charCodeAt(j) <= 122) j++;
  return FIRST_WORDS.has(text.slice(i, j));
}
function listSymbols(text) {
  return scanSymbols(text, true) ?? scanSymbols(text, false);
}
function scanSymbols(text, quotes) {
  const out = [];
  let line = 1;
  let start = 0;
  let quote = quotes ? text.indexOf(TRIPLE_QUOTE) : -1;
  let quoted = false;
  while (start <= text.length) {
    const end = text.indexOf("\n", start);
    const stop = end < 0 ? text.length : end;
    if (!quoted && stop - start <= 400 && mayDeclare(text, start, stop)) {
      const name = declarationAt(text.slice(start, stop));
      if (name && /^[A-Za-z_$][\w$]*$/.test(name)) out.push({ name, line });
    }
    while (quote >= 0 && quote < stop) {
      quoted = !quoted;
      quote = text.indexOf(TRIPLE_QUOTE, quote + TRIPLE_QUOTE.length);
    }
    if (end < 0) break;
    start = end + 1;
    line++;
  }
  return quoted ? void 0 : out;
}
var TRIPLE_QUOTE = '"""';

// src/retrieval/markup.ts
var MARKUP_FILE = /\.(?:jsx|tsx|vue|svelte|html?|astro)$/i;
var ATTRIBUTE = /(?<=[\s<])[A-Za-z_:@][\w:.-]{0,63}=(?=[{"'`])/g;
function withoutMarkupAttributes(path, text) {
  if (!MARKUP_FILE.test(path)) return text;
  return text.replace(ATTRIBUTE, (name) => " ".repeat(name.length));
}
var HEADER_LINES = 60;
var COMMENT_LINE = /^\s*(?:\/\/|#(?!!|\[)|\*|\/\*|--|;|<!--|%|\{-)/;
var LICENSE_WORDS = /\b(?:licen[cs]ed?|copyright|spdx-license-identifier)\b/i;
function withoutLicenseHeader(text) {
  if (!LICENSE_WORDS.test(text.slice(0, 4e3))) return text;
  const lines = text.split("\n", HEADER_LINES + 1);
  let at = 0;
  while (at < lines.length && (lines[at].trim() === "" || lines[at].startsWith("#!"))) at++;
  const start = at;
  let inBlock = false;
  while (at < Math.min(lines.length, HEADER_LINES)) {
    const line = lines[at];
    if (inBlock) inBlock = !line.includes("*/");
    else if (/^\s*\/\*/.test(line)) inBlock = !line.includes("*/", line.indexOf("/*") + 2);
    else if (!COMMENT_LINE.test(line)) break;
    at++;
  }
  const header = lines.slice(start, at).join("\n");
  if (at === start || !LICENSE_WORDS.test(header)) return text;
  const before = lines.slice(0, start).join("\n").length + (start > 0 ? 1 : 0);
  return text.slice(0, before) + header.replace(/[^\n]/g, " ") + text.slice(before + header.length);
}
function countedText(path, text) {
  return withoutLicenseHeader(withoutMarkupAttributes(path, text));
}

// src/retrieval/tokens.ts
var STOPWORDS = new Set(
  "a an and are as at be been but by can could did do does doing done for from had has have how i if in into is it its just may more most must my no not of on once only or other our out over own same should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who why will with would you your also any each few new now use used using via get set let var const fn don doesn isn aren wasn won shouldn cannot instead make makes made allow allows like eg ie etc e g ll ve".split(" ")
);
function stem(word) {
  const folded = word.length <= 4 ? word : foldSuffix(word);
  return folded.length >= 4 && folded.endsWith("e") && !folded.endsWith("ee") ? folded.slice(0, -1) : folded;
}
function foldSuffix(word) {
  for (const [suffix, keep] of [
    ["ies", "y"],
    ["ing", ""],
    ["ed", ""],
    ["es", ""],
    ["s", ""]
  ]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      if (suffix === "s" && word.endsWith("ss")) return word;
      if (suffix === "es" && !/(?:ches|shes|sses|xes|zes)$/.test(word)) continue;
      return word.slice(0, word.length - suffix.length) + keep;
    }
  }
  return word;
}
var CACHE_LIMIT = 2e5;
function isLower(c) {
  return c >= 97 && c <= 122;
}
function isUpper(c) {
  return c >= 65 && c <= 90;
}
function isDigit2(c) {
  return c >= 48 && c <= 57;
}
var TermCounter = class {
  /** Term number → term. */
  terms = [];
  /** Term → term number. */
  numbers = /* @__PURE__ */ new Map();
  seed;
  multiplier;
  constructor() {
    const random = new Int32Array(2);
    crypto.getRandomValues(random);
    this.seed = random[0] | 0;
    this.multiplier = (random[1] | 1) >>> 0 === 1 ? 31 : random[1] | 1;
  }
  /** Slot → entry number + 1 (0: empty); linear probing, at most half full. */
  slots = new Int32Array(1 << 15);
  entryHashes = [];
  entryChecks = [];
  entryLengths = [];
  entryIds = [];
  counts = new Float64Array(4096);
  touched = [];
  /** Adds the tokens of `text`, `unit` per occurrence (the index packs its fields in units); returns how many. */
  add(text, unit) {
    let total = 0;
    const length = text.length;
    const { seed, multiplier } = this;
    let i = 0;
    while (i < length) {
      let c = text.charCodeAt(i);
      if (ALNUM[c] === 0) {
        if (c >= CJK_FIRST && isCjk(c)) {
          const end = cjkRunEnd(text, i);
          total += this.addPairs(text, i, end, unit);
          i = end;
        } else i++;
        continue;
      }
      const start = i;
      let hash = seed;
      let check = 0;
      let hashed = 0;
      let digit = false;
      for (; ; ) {
        while (i < length) {
          c = text.charCodeAt(i);
          const kind = ALNUM[c];
          if (kind === 0) break;
          i++;
          if (kind === DIGIT) {
            if (digit) continue;
            digit = true;
            c = 48;
          } else digit = false;
          hash = Math.imul(hash ^ c, 16777619);
          check = Math.imul(check, multiplier) + c | 0;
          hashed++;
        }
        if (i + 1 < length && c === 95 && ALNUM[text.charCodeAt(i + 1)] !== 0) {
          hash = Math.imul(hash ^ 95, 16777619);
          check = Math.imul(check, multiplier) + 95 | 0;
          hashed++;
          digit = false;
          i++;
        } else break;
      }
      const ids = this.termsAt(text, start, i, hash, check, hashed);
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k];
        if (this.counts[id] === 0) this.touched.push(id);
        this.counts[id] = this.counts[id] + unit;
      }
      total += ids.length;
    }
    return total;
  }
  /** Pair of characters (first × 65536 + second) → term number: a known pair costs no substring. */
  pairIds = /* @__PURE__ */ new Map();
  /**
   * Each pair of adjacent characters of the Chinese, Japanese or Korean run `text[start, end)`
   * (see cjkPairs). Real text repeats a few ten thousand pairs; text written to blow the table up
   * (random characters: every pair new) stops adding terms at MAX_PAIRS, and the pairs it meets
   * after that count for the text's length only.
   */
  addPairs(text, start, end, unit) {
    for (let k = start; k + 1 < end; k++) {
      const key = text.charCodeAt(k) * 65536 + text.charCodeAt(k + 1);
      let id = this.pairIds.get(key);
      if (id === void 0) {
        if (this.pairIds.size >= MAX_PAIRS) continue;
        id = this.number(text.slice(k, k + 2));
        this.pairIds.set(key, id);
      }
      if (this.counts[id] === 0) this.touched.push(id);
      this.counts[id] = this.counts[id] + unit;
    }
    return Math.max(0, end - start - 1);
  }
  /** The current file's term numbers and counts; the counter is then empty for the next file. */
  take() {
    const ids = Int32Array.from(this.touched);
    const counts = new Float64Array(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      counts[i] = this.counts[id];
      this.counts[id] = 0;
    }
    this.touched = [];
    return { ids, counts };
  }
  scratch = new Int32Array(64);
  /** The term numbers of the identifier `text[start, end)`, whose hash is `hash`. */
  termsAt(text, start, end, hash, check, length) {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let entry = this.slots[slot]; entry !== 0; entry = this.slots[slot]) {
      if (this.entryHashes[entry - 1] === hash && this.entryChecks[entry - 1] === check && this.entryLengths[entry - 1] === length)
        return this.entryIds[entry - 1];
      slot = slot + 1 & mask;
    }
    const identifier = text.slice(start, end);
    const tokens = splitTokens(identifier);
    if (this.entryHashes.length >= CACHE_LIMIT) {
      const n = Math.min(tokens.length, this.scratch.length);
      for (let i = 0; i < n; i++) this.scratch[i] = this.number(tokens[i]);
      return this.scratch.subarray(0, n);
    }
    const ids = Int32Array.from(tokens, (term) => this.number(term));
    this.entryHashes.push(hash);
    this.entryChecks.push(check);
    this.entryLengths.push(length);
    this.entryIds.push(ids);
    this.slots[slot] = this.entryHashes.length;
    if (this.entryHashes.length * 2 > this.slots.length) this.grow();
    return ids;
  }
  grow() {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let entry = 1; entry <= this.entryHashes.length; entry++) {
      let slot = this.entryHashes[entry - 1] & mask;
      while (slots[slot] !== 0) slot = slot + 1 & mask;
      slots[slot] = entry;
    }
    this.slots = slots;
  }
  number(term) {
    let id = this.numbers.get(term);
    if (id === void 0) {
      id = this.terms.length;
      this.numbers.set(term, id);
      this.terms.push(term);
      if (id >= this.counts.length) {
        const grown2 = new Float64Array(this.counts.length * 2);
        grown2.set(this.counts);
        this.counts = grown2;
      }
    }
    return id;
  }
};
var CJK_FIRST = 12352;
var MAX_PAIRS = 1e5;
function isCjk(c) {
  return c >= 12352 && c <= 12543 || c >= 13312 && c <= 40959 || c >= 44032 && c <= 55215;
}
function cjkRunEnd(text, start) {
  let end = start + 1;
  while (end < text.length && isCjk(text.charCodeAt(end))) end++;
  return end;
}
var ALNUM = new Uint8Array(65536);
var DIGIT = 2;
for (let c = 0; c < 128; c++) ALNUM[c] = c >= 48 && c <= 57 ? DIGIT : c >= 65 && c <= 90 || c >= 97 && c <= 122 ? 1 : 0;
function splitTokens(identifier) {
  const tokens = [];
  splitIdentifier(identifier, tokens);
  return tokens;
}
function splitIdentifier(identifier, out) {
  const parts = [];
  let start = 0;
  for (let j = 1; j <= identifier.length; j++) {
    const prev = identifier.charCodeAt(j - 1);
    const c = j < identifier.length ? identifier.charCodeAt(j) : -1;
    const next = j + 1 < identifier.length ? identifier.charCodeAt(j + 1) : -1;
    const border = c === -1 || c === 95 || prev === 95 || isLower(prev) && isUpper(c) || isUpper(prev) && isUpper(c) && isLower(next) || isDigit2(prev) !== isDigit2(c) && c !== -1;
    if (!border) continue;
    if (j > start) {
      const part = identifier.slice(start, j);
      if (part !== "_") parts.push(part.toLowerCase());
    }
    start = c === 95 ? j + 1 : j;
    if (c === 95) j++;
  }
  let words = 0;
  for (const part of parts) {
    if (isDigit2(part.charCodeAt(0))) continue;
    words++;
    if (part.length < 2 || STOPWORDS.has(part)) continue;
    out.push(stem(part));
  }
  if (words > 1) {
    const whole = parts.filter((p) => !isDigit2(p.charCodeAt(0))).join("");
    if (whole.length <= 80) out.push(whole);
  }
}

// src/retrieval/count-terms.ts
var FIELD_SPACE = 2 ** 17;
var UNIT = [FIELD_SPACE * FIELD_SPACE, FIELD_SPACE, 1];
var TEXT_CAP = 64 * 1024;
function countFiles(files, allPaths, roots = NO_ROOTS) {
  const lookup = pathLookup(allPaths, roots);
  const imports = files.map(
    (file) => (file.kind === "source" || file.kind === "test") && !file.capped ? importsOf(file.path, file.text, lookup.has, lookup) : null
  );
  const counter = new TermCounter();
  let ids = new Int32Array(1 << 16);
  let counts = new Float64Array(ids.length);
  const offsets = new Int32Array(files.length + 1);
  const lengths = new Int32Array(files.length * 3);
  let used = 0;
  files.forEach((file, doc) => {
    let names = "";
    if (file.kind === "source" || file.kind === "test") for (const s of listSymbols(file.text)) names += ` ${s.name}`;
    lengths[doc * 3] = counter.add(file.path, UNIT[0]);
    lengths[doc * 3 + 1] = counter.add(names, UNIT[1]);
    lengths[doc * 3 + 2] = file.kind === "noise" ? 0 : counter.add(countedText(file.path, file.text), UNIT[2]);
    const taken = counter.take();
    if (used + taken.ids.length > ids.length) {
      const size = Math.max(ids.length * 2, used + taken.ids.length);
      ids = grown(ids, new Int32Array(size));
      counts = grown(counts, new Float64Array(size));
    }
    ids.set(taken.ids, used);
    counts.set(taken.counts, used);
    used += taken.ids.length;
    offsets[doc + 1] = used;
  });
  return { terms: counter.terms, ids: ids.slice(0, used), counts: counts.slice(0, used), offsets, lengths, imports };
}
function grown(from, to) {
  to.set(from);
  return to;
}

// src/retrieval/index-worker.ts
var { port, flag } = workerData;
port.once("message", ({ files, allPaths, roots }) => {
  let reply;
  try {
    reply = { counted: countFiles(files, allPaths, roots) };
  } catch (error) {
    reply = { error: String(error) };
  }
  const buffers = reply.counted ? [reply.counted.ids.buffer, reply.counted.counts.buffer, reply.counted.offsets.buffer, reply.counted.lengths.buffer] : [];
  port.postMessage(reply, buffers);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
