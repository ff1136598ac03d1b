import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  isSessionPath,
  parseDeclarations
} from "./cli-chunk-47CU3EAA.js";
import {
  declaresNewFile,
  domainKey,
  historyOf,
  isWorkflowPath,
  normalizePath
} from "./cli-chunk-ZXZ2VIQV.js";
import {
  CplanError
} from "./cli-chunk-26ICYOVR.js";

// src/retrieval/count-parallel.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";

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
function goModuleOf(text) {
  for (const line of text.slice(0, 65536).split("\n")) {
    const code = line.includes("//") ? line.slice(0, line.indexOf("//")) : line;
    const found = /^module\s+"?([^\s"]{1,300})"?$/.exec(code.trim())?.[1];
    if (found) return found;
  }
  return void 0;
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
function psr4RootsOf(text, dir) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const out = [];
  for (const section of ["autoload", "autoload-dev"]) {
    const psr4 = field(field(parsed, section), "psr-4");
    if (typeof psr4 !== "object" || psr4 === null || Array.isArray(psr4)) continue;
    for (const [prefix, value] of Object.entries(psr4)) {
      const folders = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === "string");
      for (const folder of folders) {
        const parts = folder.split("/").filter((part) => part !== "" && part !== ".");
        if (parts.includes("..")) continue;
        const joined = [dir, ...parts].filter((part) => part !== "").join("/");
        out.push({ prefix: prefix.replace(/^\\+/, ""), dir: joined });
      }
    }
  }
  return out;
}
function field(value, key) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value[key] : void 0;
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
  for (let end2 = spec.length; end2 > 0 && !best; end2 = spec.lastIndexOf("/", end2 - 1)) best = paths.goModuleAt.get(spec.slice(0, end2));
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
      const end2 = head.indexOf(quote, quoteAt + 1);
      const lineStart = head.lastIndexOf("\n", quoteAt) + 1;
      if (end2 > 0 && end2 < lineEnd && lineEnd - lineStart <= LINE_MAX && importsBefore(head, lineStart, quoteAt)) {
        out.push(head.slice(quoteAt + 1, end2));
        next = end2 + 1;
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
    const end2 = text.indexOf("\n", headEnd);
    headEnd = end2 < 0 ? text.length : end2 + 1;
  }
  const head = text.slice(0, headEnd);
  const qualified = readsQualified(path);
  if (qualified && !paths) return [];
  const reader = qualified && paths ? manyTargets(qualifiedReader(path, paths)) : lineReader(path);
  if (reader) {
    let start2 = 0;
    while (start2 < head.length) {
      const end2 = head.indexOf("\n", start2);
      const line = head.slice(start2, end2 < 0 ? head.length : end2);
      start2 = end2 < 0 ? head.length : end2 + 1;
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
  let start2 = words.length;
  while (start2 > 0 && isWordChar(words.charCodeAt(start2 - 1))) start2--;
  const name = words.slice(start2);
  if (name === "" || isDigit(name.charCodeAt(0)) || start2 < 3 || !/\s/.test(words.charAt(start2 - 1))) return void 0;
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
function mayDeclare(text, start2, stop) {
  let i = start2;
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
  let start2 = 0;
  let quote = quotes ? text.indexOf(TRIPLE_QUOTE) : -1;
  let quoted = false;
  while (start2 <= text.length) {
    const end2 = text.indexOf("\n", start2);
    const stop = end2 < 0 ? text.length : end2;
    if (!quoted && stop - start2 <= 400 && mayDeclare(text, start2, stop)) {
      const name = declarationAt(text.slice(start2, stop));
      if (name && /^[A-Za-z_$][\w$]*$/.test(name)) out.push({ name, line });
    }
    while (quote >= 0 && quote < stop) {
      quoted = !quoted;
      quote = text.indexOf(TRIPLE_QUOTE, quote + TRIPLE_QUOTE.length);
    }
    if (end2 < 0) break;
    start2 = end2 + 1;
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
  const start2 = at;
  let inBlock = false;
  while (at < Math.min(lines.length, HEADER_LINES)) {
    const line = lines[at];
    if (inBlock) inBlock = !line.includes("*/");
    else if (/^\s*\/\*/.test(line)) inBlock = !line.includes("*/", line.indexOf("/*") + 2);
    else if (!COMMENT_LINE.test(line)) break;
    at++;
  }
  const header = lines.slice(start2, at).join("\n");
  if (at === start2 || !LICENSE_WORDS.test(header)) return text;
  const before = lines.slice(0, start2).join("\n").length + (start2 > 0 ? 1 : 0);
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
var CACHE = /* @__PURE__ */ new Map();
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
function tokenize(text, out = []) {
  for (const match of text.matchAll(IDENTIFIER)) for (const token of tokensOf(match[0])) out.push(token);
  cjkPairs(text, out);
  return out;
}
var IDENTIFIER = /[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*/g;
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
          const end2 = cjkRunEnd(text, i);
          total += this.addPairs(text, i, end2, unit);
          i = end2;
        } else i++;
        continue;
      }
      const start2 = i;
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
      const ids = this.termsAt(text, start2, i, hash, check, hashed);
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
  addPairs(text, start2, end2, unit) {
    for (let k = start2; k + 1 < end2; k++) {
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
    return Math.max(0, end2 - start2 - 1);
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
  termsAt(text, start2, end2, hash, check, length) {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let entry = this.slots[slot]; entry !== 0; entry = this.slots[slot]) {
      if (this.entryHashes[entry - 1] === hash && this.entryChecks[entry - 1] === check && this.entryLengths[entry - 1] === length)
        return this.entryIds[entry - 1];
      slot = slot + 1 & mask;
    }
    const identifier = text.slice(start2, end2);
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
function isCjkPair(term) {
  return term.length === 2 && isCjk(term.charCodeAt(0)) && isCjk(term.charCodeAt(1));
}
function cjkRunEnd(text, start2) {
  let end2 = start2 + 1;
  while (end2 < text.length && isCjk(text.charCodeAt(end2))) end2++;
  return end2;
}
function cjkPairs(text, out = []) {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < CJK_FIRST || !isCjk(text.charCodeAt(i))) continue;
    const end2 = cjkRunEnd(text, i);
    for (let k = i; k + 1 < end2; k++) out.push(text.slice(k, k + 2));
    i = end2;
  }
  return out;
}
var ALNUM = new Uint8Array(65536);
var DIGIT = 2;
for (let c = 0; c < 128; c++) ALNUM[c] = c >= 48 && c <= 57 ? DIGIT : c >= 65 && c <= 90 || c >= 97 && c <= 122 ? 1 : 0;
function splitTokens(identifier) {
  const tokens = [];
  splitIdentifier(identifier, tokens);
  return tokens;
}
function tokensOf(identifier) {
  let tokens = CACHE.get(identifier);
  if (!tokens) {
    tokens = [];
    splitIdentifier(identifier, tokens);
    if (CACHE.size < CACHE_LIMIT) CACHE.set(identifier, tokens);
  }
  return tokens;
}
function splitIdentifier(identifier, out) {
  const parts = [];
  let start2 = 0;
  for (let j = 1; j <= identifier.length; j++) {
    const prev = identifier.charCodeAt(j - 1);
    const c = j < identifier.length ? identifier.charCodeAt(j) : -1;
    const next = j + 1 < identifier.length ? identifier.charCodeAt(j + 1) : -1;
    const border = c === -1 || c === 95 || prev === 95 || isLower(prev) && isUpper(c) || isUpper(prev) && isUpper(c) && isLower(next) || isDigit2(prev) !== isDigit2(c) && c !== -1;
    if (!border) continue;
    if (j > start2) {
      const part = identifier.slice(start2, j);
      if (part !== "_") parts.push(part.toLowerCase());
    }
    start2 = c === 95 ? j + 1 : j;
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
function queryTerms(text) {
  return [...new Set(tokenize(withoutProductCase(withoutCommitHashes(text))))];
}
var PRODUCT_CASE = /(?<![A-Za-z0-9_])(?:macOS|iOS|GitHub|GitLab|JavaScript|PowerShell|YouTube|WordPress|LinkedIn)(?![A-Za-z0-9_])/g;
function withoutProductCase(text) {
  return text.replace(PRODUCT_CASE, (name) => name.toLowerCase());
}
var HEX_RUN = /(?<![\w.-])[0-9a-f]{7,40}(?![\w-])/gi;
function withoutCommitHashes(text) {
  return text.replace(HEX_RUN, (run) => /\d/.test(run) && /[a-f]/i.test(run) ? " " : run);
}
var STRETCH_CHARS = 2e4;
function pairStretches(requirement, terms) {
  const pairs = new Set(terms.filter(isCjkPair));
  const stretches = /* @__PURE__ */ new Map();
  if (pairs.size === 0) return stretches;
  const text = requirement.slice(0, STRETCH_CHARS);
  for (let i = 0; i + 1 < text.length; i++) {
    if (!pairs.has(text.slice(i, i + 2))) continue;
    let end2 = i + 1;
    while (end2 + 1 < text.length && pairs.has(text.slice(end2, end2 + 2))) end2++;
    const stretch = text.slice(i, end2 + 1);
    for (let k = i; k < end2; k++) if (!stretches.has(text.slice(k, k + 2))) stretches.set(text.slice(k, k + 2), stretch);
    i = end2;
  }
  return stretches;
}
function readableTerms(terms, text) {
  const stretches = pairStretches(text, terms);
  const out = [];
  for (const term of terms) {
    const word = isCjkPair(term) ? stretches.get(term) : term;
    if (word !== void 0 && !out.includes(word)) out.push(word);
  }
  return out;
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
function mergeCounts(parts) {
  const first = parts[0];
  if (!first)
    return {
      terms: [],
      ids: new Int32Array(0),
      counts: new Float64Array(0),
      offsets: new Int32Array(1),
      lengths: new Int32Array(0),
      imports: [],
      numbers: /* @__PURE__ */ new Map()
    };
  const terms = [...first.terms];
  const numbers = new Map(terms.map((term, id) => [term, id]));
  if (parts.length === 1) return { ...first, terms, numbers };
  const docs = parts.reduce((n, p) => n + p.offsets.length - 1, 0);
  const ids = new Int32Array(parts.reduce((n, p) => n + p.ids.length, 0));
  const counts = new Float64Array(ids.length);
  const offsets = new Int32Array(docs + 1);
  const lengths = new Int32Array(docs * 3);
  const imports = parts.flatMap((part) => part.imports);
  let doc = 0;
  let at = 0;
  for (const part of parts) {
    const global = Int32Array.from(part.terms, (term) => {
      let id = numbers.get(term);
      if (id === void 0) {
        id = terms.length;
        numbers.set(term, id);
        terms.push(term);
      }
      return id;
    });
    for (let k = 0; k < part.ids.length; k++) ids[at + k] = global[part.ids[k]];
    counts.set(part.counts, at);
    lengths.set(part.lengths, doc * 3);
    for (let d = 1; d < part.offsets.length; d++) offsets[doc + d] = at + part.offsets[d];
    doc += part.offsets.length - 1;
    at += part.ids.length;
  }
  return { terms, ids, counts, offsets, lengths, imports, numbers };
}

// src/retrieval/count-parallel.ts
var MIN_CHARS = 2e7;
var WARM_FILES = 4e3;
var COLD_SHARE = 1 / 0.85;
var WARM_SHARE = 0.9;
var MAX_THREADS = 4;
function timeoutFor(chars) {
  return 1e4 + chars / 2e3;
}
var workerFile;
function findWorker() {
  if (workerFile === void 0) {
    const file = fileURLToPath(new URL("./index-worker.js", import.meta.url));
    workerFile = existsSync(file) ? file : null;
  }
  return workerFile;
}
var warm = [];
function warmWorkers(fileCount, workerFile2 = findWorker()) {
  const threads = Math.min(MAX_THREADS, availableParallelism(), Math.ceil(fileCount / WARM_FILES));
  while (workerFile2 && warm.length < threads - 1) {
    const job = start(workerFile2);
    if (!job) break;
    warm.push(job);
  }
  return warm.length;
}
function coolWorkers() {
  for (const job of warm.splice(0)) end(job);
}
function countInParallel(files, allPaths, roots = NO_ROOTS) {
  let chars = 0;
  for (const file2 of files) chars += file2.text.length;
  const threads = Math.min(MAX_THREADS, availableParallelism(), Math.ceil(chars / MIN_CHARS));
  const file = threads > 1 ? findWorker() : null;
  if (!file) {
    coolWorkers();
    return void 0;
  }
  return countWith(file, files, allPaths, threads, timeoutFor(chars / threads), roots);
}
function countWith(workerFile2, files, allPaths, threads, timeoutMs, roots = NO_ROOTS) {
  const chars = files.reduce((n, f) => n + f.text.length, 0);
  const ready = warm.splice(0, threads - 1);
  coolWorkers();
  const parts = split(files, threads, chars, ready.length);
  const started = parts.slice(0, -1).map((part, i) => send(ready[i] ?? start(workerFile2), part, allPaths, roots));
  try {
    const mine = countFiles(parts.at(-1) ?? [], allPaths, roots);
    const deadline = Date.now() + timeoutMs;
    const counted = started.map((job, i) => (job && finish(job, deadline)) ?? countFiles(parts[i] ?? [], allPaths, roots));
    return [...counted, mine];
  } finally {
    for (const job of started) if (job) end(job);
  }
}
function split(files, count, chars, warm2 = 0) {
  const cold = count - 1 - warm2;
  const share = chars / (cold * COLD_SHARE + warm2 * WARM_SHARE + 1);
  const sizes = [...Array(warm2).fill(WARM_SHARE * share), ...Array(cold).fill(COLD_SHARE * share)];
  const parts = [[]];
  let size = 0;
  let end2 = sizes[0] ?? Infinity;
  for (const file of files) {
    if (size >= end2 && parts.length < count) {
      parts.push([]);
      end2 += sizes[parts.length - 1] ?? Infinity;
    }
    parts.at(-1).push(file);
    size += file.text.length;
  }
  return parts;
}
var PENDING = 0;
var FAILED = 2;
var BOOTSTRAP = `const { workerData } = require('node:worker_threads');
import(workerData.url).catch(() => { Atomics.store(workerData.flag, 0, ${FAILED}); Atomics.notify(workerData.flag, 0); });`;
function start(file) {
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  try {
    const url = pathToFileURL(file).href;
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { url, port: port2, flag },
      transferList: [port2]
    });
    worker.on("error", () => void 0);
    worker.unref();
    return { worker, port: port1, flag };
  } catch {
    port1.close();
    return void 0;
  }
}
function send(job, files, allPaths, roots) {
  if (!job) return void 0;
  const part = { files, allPaths, roots };
  job.port.postMessage(part);
  return job;
}
function end(job) {
  job.port.close();
  void job.worker.terminate();
}
function finish(job, deadline) {
  const answered = Atomics.wait(job.flag, 0, PENDING, Math.max(0, deadline - Date.now())) !== "timed-out";
  const reply = answered && Atomics.load(job.flag, 0) !== FAILED ? receiveMessageOnPort(job.port)?.message : void 0;
  return reply?.counted;
}

// src/core/shared/usage.ts
function parseUsageReport(text) {
  if (!text) return void 0;
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return void 0;
  }
  const record = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : null;
  const total = record(record(data)?.total);
  if (!total) return void 0;
  const num = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
  const agents = record(data)?.agents;
  return {
    total: {
      input_tokens: num(total.input_tokens),
      output_tokens: num(total.output_tokens),
      cache_creation_input_tokens: num(total.cache_creation_input_tokens),
      cache_read_input_tokens: num(total.cache_read_input_tokens),
      cost_usd: num(total.cost_usd)
    },
    agents: (Array.isArray(agents) ? agents : []).flatMap((value) => {
      const a = record(value);
      if (!a) return [];
      const fallback = record(a.fallback);
      const row = {
        agent: String(a.agent ?? "?"),
        input_tokens: num(a.input_tokens),
        output_tokens: num(a.output_tokens),
        cache_creation_input_tokens: num(a.cache_creation_input_tokens),
        cache_read_input_tokens: num(a.cache_read_input_tokens),
        cost_usd: num(a.cost_usd),
        ...typeof a.model === "string" ? { model: a.model } : {},
        ...fallback ? { fallback: { from: String(fallback.from ?? "?"), reason: String(fallback.reason ?? "?") } } : {}
      };
      return [row];
    })
  };
}
function zeroUsage(agent, model) {
  return {
    agent,
    model,
    calls: 0,
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cost_usd: 0
  };
}

// src/llm/pricing.ts
var DEFAULT_MODEL = "claude-sonnet-5-5";
var DEFAULT_PRICES = {
  "claude-sonnet-5-5": { input: 2, output: 10, cache_write: 2.5, cache_read: 0.2 },
  "claude-sonnet-5": { input: 2, output: 10 },
  "claude-sonnet-4-6": { input: 3, output: 15 },
  "claude-sonnet-4-5": { input: 3, output: 15 },
  "claude-sonnet-4": { input: 3, output: 15 },
  "claude-opus-5-5": { input: 4, output: 20 },
  "claude-opus-5": { input: 5, output: 25 },
  "claude-opus-4-5": { input: 5, output: 25 },
  "claude-opus-4-1": { input: 15, output: 75 },
  "claude-opus-4": { input: 15, output: 75 },
  "claude-haiku-4-5": { input: 1, output: 5 },
  "claude-3-5-haiku": { input: 0.8, output: 4 },
  // OpenAI (the openai provider); cached input is billed at the cache_read price.
  "gpt-4.1": { input: 2, output: 8, cache_read: 0.5 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6, cache_read: 0.1 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4, cache_read: 0.025 },
  "gpt-4o": { input: 2.5, output: 10, cache_read: 1.25 },
  "gpt-4o-mini": { input: 0.15, output: 0.6, cache_read: 0.075 }
};
var DEFAULT_OPENAI_MODEL = "gpt-4.1";
function priceOf(model, prices = {}) {
  return knownPriceOf(model, prices) ?? { ...DEFAULT_PRICES, ...prices }[DEFAULT_MODEL];
}
function knownPriceOf(model, prices = {}) {
  const table = { ...DEFAULT_PRICES, ...prices };
  if (table[model]) return table[model];
  const bare = model.replace(/^(?:[a-z]{2,6}\.)?anthropic\./, "");
  const prefix = Object.keys(table).filter((key) => model.startsWith(key) || bare.startsWith(key)).sort((a, b) => b.length - a.length)[0];
  return prefix === void 0 ? void 0 : table[prefix];
}
function costAt(p, usage) {
  const write = p.cache_write ?? p.input * 1.25;
  const read = p.cache_read ?? p.input * 0.1;
  const dollars = (usage.input_tokens * p.input + usage.output_tokens * p.output + usage.cache_creation_input_tokens * write + usage.cache_read_input_tokens * read) / 1e6;
  return Math.round(dollars * 1e6) / 1e6;
}

// src/repo/change-files.ts
var MIN_FILES = 2;
var MAX_FILES = 12;
var LOCKFILES = /* @__PURE__ */ new Set([
  "package-lock.json",
  "npm-shrinkwrap.json",
  "yarn.lock",
  "pnpm-lock.yaml",
  "bun.lockb",
  "bun.lock",
  "cargo.lock",
  "go.sum",
  "go.work.sum",
  "poetry.lock",
  "pipfile.lock",
  "pdm.lock",
  "uv.lock",
  "gemfile.lock",
  "composer.lock",
  "mix.lock",
  "pubspec.lock",
  "podfile.lock",
  "package.resolved",
  "packages.lock.json",
  "flake.lock",
  "gradle.lockfile"
]);
var CHANGELOG_NAMES = ["CHANGELOG", "CHANGES", "HISTORY", "RELEASES", "RELEASE-NOTES", "RELEASE_NOTES", "RELEASENOTES", "NEWS"];
var PROSE_EXTENSIONS = /* @__PURE__ */ new Set(["", ".md", ".markdown", ".txt", ".rst", ".adoc"]);
var NOISE_DIRS = /* @__PURE__ */ new Set([
  "dist",
  "build",
  "vendor",
  "node_modules",
  "__snapshots__",
  ".changeset",
  "changelog.d",
  "newsfragments",
  "release-notes",
  "release_notes"
]);
function isNoisePath(path) {
  const segments = path.split("/");
  const base = segments[segments.length - 1] ?? "";
  const lower = base.toLowerCase();
  if (LOCKFILES.has(lower)) return true;
  if (segments.slice(0, -1).some((dir) => NOISE_DIRS.has(dir))) return true;
  if (lower.endsWith(".snap") || lower.endsWith(".min.js") || lower.endsWith(".min.css") || lower.endsWith(".pb.go")) return true;
  if (lower.includes(".generated.")) return true;
  if (isSessionPath(path)) return true;
  return isChangelogPath(path);
}
function isChangelogPath(path) {
  const base = path.slice(path.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 ? base.slice(dot).toLowerCase() : "";
  const stem2 = (dot > 0 ? base.slice(0, dot) : base).toUpperCase();
  return PROSE_EXTENSIONS.has(ext) && CHANGELOG_NAMES.some((name) => stem2 === name || stem2.startsWith(`${name}-`) || stem2.startsWith(`${name}_`));
}
var DOC_EXTENSIONS = /* @__PURE__ */ new Set([".md", ".markdown", ".mdx", ".rst", ".adoc", ".txt"]);
var DOC_DIRS = /* @__PURE__ */ new Set(["docs", "doc", "documentation"]);
var TEST_DIRS = /* @__PURE__ */ new Set(["test", "tests", "__tests__", "spec", "specs", "testdata", "__mocks__", "e2e"]);
function isDocPath(path) {
  const segments = path.split("/");
  const base = (segments[segments.length - 1] ?? "").toLowerCase();
  const dot = base.lastIndexOf(".");
  return dot > 0 && DOC_EXTENSIONS.has(base.slice(dot)) || segments.slice(0, -1).some((dir) => DOC_DIRS.has(dir.toLowerCase()));
}
function isRuleTestPath(path) {
  const segments = path.split("/");
  const base = (segments[segments.length - 1] ?? "").toLowerCase();
  if (segments.slice(0, -1).some((dir) => TEST_DIRS.has(dir.toLowerCase()))) return true;
  return base.includes(".test.") || base.includes(".spec.") || base.includes("_test.") || base.includes("_spec.") || base.startsWith("test_");
}
var CI_FILES = /* @__PURE__ */ new Set([
  ".travis.yml",
  ".gitlab-ci.yml",
  "appveyor.yml",
  ".appveyor.yml",
  "azure-pipelines.yml",
  "bitbucket-pipelines.yml",
  ".drone.yml",
  "jenkinsfile"
]);
function isCiPath(path) {
  const lower = path.toLowerCase();
  if (lower.startsWith(".github/workflows/") || lower.startsWith(".circleci/") || lower.startsWith(".buildkite/")) return true;
  return CI_FILES.has(lower);
}
function classifyFiles(files) {
  const gold = [...new Set(files.filter((f) => f !== "" && !isNoisePath(f)))].sort();
  if (gold.length > 0 && gold.every(isDocPath)) return { ok: false, reason: "docs-only" };
  if (gold.length > 0 && gold.every(isRuleTestPath)) return { ok: false, reason: "test-only" };
  if (gold.length > 0 && gold.every((f) => isDocPath(f) || isRuleTestPath(f))) return { ok: false, reason: "docs and tests only" };
  if (gold.length > 0 && gold.every(isCiPath)) return { ok: false, reason: "ci-only" };
  if (gold.length < MIN_FILES) return { ok: false, reason: `fewer than ${MIN_FILES} files` };
  if (gold.length > MAX_FILES) return { ok: false, reason: `more than ${MAX_FILES} files` };
  return { ok: true, gold };
}

// src/retrieval/symbols.ts
function symbolsIn(path, text) {
  return parseDeclarations(path, text) ?? listSymbols(text);
}
function indentOf(line) {
  let n = 0;
  while (n < line.length && (line[n] === " " || line[n] === "	")) n++;
  return n;
}
function isPreamble(line) {
  const t = line.trim();
  return t.startsWith("//") || t.startsWith("/*") || t.startsWith("*") || t.startsWith("@") || t.startsWith("#[") || t.startsWith("# ");
}
var PREAMBLE_MAX = 40;
function symbolSpan(lines, symbols, def) {
  const at = (n) => lines[n - 1] ?? "";
  if (def.end !== void 0) return { start: preambleStart(lines, def.line), declaration: def.line, end: Math.max(def.line, def.end) };
  const indent = indentOf(at(def.line));
  const next = symbols.find((s) => s.line > def.line && indentOf(at(s.line)) <= indent);
  let end2 = next ? next.line - 1 : lines.length;
  for (let n = def.line + 1; n <= end2; n++) {
    const line = at(n);
    const t = line.trim();
    if (t === "" || indentOf(line) > indent) continue;
    if (t.startsWith("}") || t === "end") {
      end2 = n;
      break;
    }
  }
  while (end2 > def.line && (at(end2).trim() === "" || next !== void 0 && end2 < next.line && isPreamble(at(end2)))) end2--;
  return { start: preambleStart(lines, def.line), declaration: def.line, end: end2 };
}
function preambleStart(lines, line) {
  let start2 = line;
  while (start2 > 1 && line - start2 < PREAMBLE_MAX && isPreamble(lines[start2 - 2] ?? "")) start2--;
  return start2;
}
var CLAUSE_LANGUAGES = /\.(?:ex|exs|erl)$/i;
function clauseRuns(path, symbols) {
  const out = /* @__PURE__ */ new Map();
  if (!CLAUSE_LANGUAGES.test(path)) return out;
  const runs = /* @__PURE__ */ new Map();
  let previous;
  for (const symbol of symbols) {
    const own = runs.get(symbol.name) ?? [];
    if (previous?.name === symbol.name) own[own.length - 1].last = symbol;
    else own.push({ first: symbol, last: symbol });
    runs.set(symbol.name, own);
    previous = symbol;
  }
  for (const own of runs.values()) {
    const [run] = own;
    if (own.length === 1 && run !== void 0 && run.first !== run.last) out.set(run.first, run.last);
  }
  return out;
}
var OVERLOAD = /^\s*@(?:typing\.|t\.)?overload\s*$/;
function withoutOverloads(path, text, symbols) {
  if (!/\.pyi?$/i.test(path) || !text.includes("overload")) return symbols;
  const lines = text.split("\n");
  const stub = (def) => {
    for (let n = def.line - 1; n >= 1 && n >= def.line - 4; n--) {
      const line = lines[n - 1] ?? "";
      if (OVERLOAD.test(line)) return true;
      if (!/^\s*@/.test(line)) return false;
    }
    return false;
  };
  const stubs = new Set(symbols.filter(stub));
  if (stubs.size === 0) return symbols;
  const real = new Set(symbols.filter((s) => !stubs.has(s)).map((s) => s.name));
  return symbols.filter((s) => !stubs.has(s) || !real.has(s.name));
}

// src/retrieval/nearest.ts
var NAME_MAX = 100;
function boundedEditDistance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return Math.min(max + 1, previous[b.length]);
}
function nearestNames(name, candidates, limit = 5) {
  const lower = name.toLowerCase();
  const max = Math.max(1, Math.min(3, Math.floor(lower.length / 3)));
  const wanted = new Set(queryTerms(name));
  const scored = [];
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const d = lower.length <= NAME_MAX && candidate.length <= NAME_MAX ? boundedEditDistance(lower, candidate.toLowerCase(), max) : max + 1;
    let shared = 0;
    if (wanted.size > 0) {
      for (const token of new Set(tokenize(candidate))) if (wanted.has(token)) shared++;
    }
    if (d > max && shared === 0) continue;
    const score = shared + (d <= max ? 1.5 * (1 - d / (max + 1)) : 0);
    scored.push({ name: candidate, shared, score, d, ...d <= max ? { distance: d } : {} });
  }
  const gap = (n) => Math.abs(n.length - name.length);
  scored.sort((x, y) => y.score - x.score || x.d - y.d || gap(x.name) - gap(y.name) || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return scored.slice(0, limit).map(({ name: n, shared, distance }) => ({ name: n, shared, ...distance !== void 0 ? { distance } : {} }));
}

// src/retrieval/classify.ts
var CODE = /* @__PURE__ */ new Set([
  "ts",
  "tsx",
  "js",
  "jsx",
  "mjs",
  "cjs",
  "mts",
  "cts",
  "py",
  "go",
  "rs",
  "java",
  "kt",
  "kts",
  "scala",
  "groovy",
  "rb",
  "php",
  "cs",
  "c",
  "h",
  "cc",
  "cpp",
  "hpp",
  "cxx",
  "hxx",
  "hh",
  "swift",
  "m",
  "mm",
  "dart",
  "ex",
  "exs",
  "erl",
  "clj",
  "lua",
  "sh",
  "bash",
  "sql",
  "vue",
  "svelte",
  "astro",
  "css",
  "scss",
  "less",
  "html",
  "graphql",
  "proto",
  "r",
  "jl",
  "zig",
  "nim",
  "hs",
  "ml",
  "fs",
  // Type stubs beside their code: Python's `.pyi`, Ruby's `.rbs` signatures (`sig/http/client.rbs`).
  "pyi",
  "rbs",
  // Ruby task files, shell and text tools' scripts, grammars.
  "rake",
  "fish",
  "awk",
  "jq",
  "y",
  // Templates are code: a generator's `.eex`, a view's `.erb` or `.hbs` change with the feature.
  "eex",
  "heex",
  "leex",
  "erb",
  "haml",
  "hbs",
  "handlebars",
  "mustache",
  "mako",
  "liquid",
  "njk",
  "jinja",
  "j2",
  "twig",
  "ejs",
  "pug",
  "jte",
  "tmpl",
  "gotmpl"
]);
var DOC = /* @__PURE__ */ new Set(["md", "mdx", "rst", "txt", "adoc", "rdoc"]);
var DOC_FOLDER = /^(?:docs?|site|website)\/|(?:^|\/)src\/site\//i;
var DOC_MARKUP = /* @__PURE__ */ new Set(["html", "htm", "xhtml", "xml", "apt", "fml", "vm"]);
var TEMPLATE_SUFFIX = /\.(?:dist|example|sample)$/;
var CONFIG = /* @__PURE__ */ new Set([
  ...["json", "json5", "yml", "yaml", "toml", "ini", "cfg", "conf", "env", "xml", "gradle", "properties", "neon"],
  // Manifests and build files: Ruby's gem specification, .NET's project and shared properties.
  ...["gemspec", "csproj", "fsproj", "vbproj", "props", "targets", "sln", "slnx", "nuspec"],
  // ProGuard/R8 keep rules (`META-INF/proguard/retrofit2.pro`): an Android library's shipped build settings.
  "pro"
]);
var CONFIG_NAMES = /* @__PURE__ */ new Set([
  "gemfile",
  "rakefile",
  "makefile",
  "dockerfile",
  "justfile",
  "procfile",
  "brewfile",
  "go.mod",
  "cmakelists.txt"
]);
function isPipRequirements(path) {
  const lower = path.toLowerCase();
  const name = baseName(lower);
  if (!/\.(?:txt|in)$/.test(name)) return false;
  return /^(?:[\w.-]*[-_])?(?:requirements|constraints)(?:[-_.][\w.-]*)?\.(?:txt|in)$/.test(name) || /(?:^|\/)requirements\/[^/]+$/.test(lower);
}
var TEST_EXTENSIONS = /* @__PURE__ */ new Set(["test", "feature"]);
var LEGAL = /^(?:license|licence|copying|notice|unlicense)(?:[-.](?:mit|apache[\w.-]*|bsd[\w.-]*|gpl[\w.-]*|lgpl[\w.-]*|mpl[\w.-]*|lesser|third[\w.-]*))?(?:\.(?:md|txt|rst|markdown))?$/;
var NOISE_DIRS2 = /* @__PURE__ */ new Set([
  "dist",
  "build",
  "vendor",
  "node_modules",
  "third_party",
  "third-party",
  "__snapshots__",
  "coverage",
  "out",
  ".next",
  // Folders of changelog entries: a changeset, towncrier's fragments, release notes.
  ".changeset",
  "changelog.d",
  "newsfragments",
  "release-notes",
  "release_notes"
]);
var NOISE_PREFIXES = ["changelog", "changes", "history", "releases", "release-notes", "release_notes", "releasenotes", "news"];
var NOT_THE_PROJECT = /^(?:tests?|spec|fixtures?|examples?|testdata|vendor|node_modules|docs?|benches|benchmarks?)$/i;
function outsideTheProject(path) {
  return path.split("/").slice(0, -1).some((dir) => NOT_THE_PROJECT.test(dir));
}
function extensionOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}
function baseName(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function isNoise(path) {
  const lower = path.toLowerCase();
  const name = baseName(lower);
  if (LOCKFILES.has(name) || LEGAL.test(name)) return true;
  if (/^licen[cs]es\/[^/]+$/i.test(path)) return true;
  if (isChangelog(name)) return true;
  if (name.endsWith(".snap") || name.includes(".min.") || name.includes(".generated.") || name.endsWith(".pb.go") || name.endsWith(".map"))
    return true;
  const folders = path.split("/").slice(0, -1);
  if (GENERATED_DOC_FILES.has(extensionOf(name)) && folders.some((d) => GENERATED_DOC_DIR.test(d)) && !folders.includes("src")) return true;
  return folders.some((d) => d !== "Build" && NOISE_DIRS2.has(d.toLowerCase()));
}
var GENERATED_DOC_DIR = /^(?:apidocs|javadocs?)(?:-all)?$/i;
var GENERATED_DOC_FILES = /* @__PURE__ */ new Set(["html", "htm", "js", "css"]);
function isChangelog(name) {
  const dot = name.lastIndexOf(".");
  if (dot > 0 && CODE.has(name.slice(dot + 1))) return false;
  return NOISE_PREFIXES.some((p) => name === p || name.startsWith(`${p}.`) || name.startsWith(`${p}-`) || name.startsWith(`${p}_`));
}
function isTestPath(path) {
  const lower = path.toLowerCase();
  const name = baseName(lower);
  if (/(?:^|[._-])(?:test|spec)s?\.[a-z0-9]+$/.test(name) || name.startsWith("test_") || /_test\.[a-z0-9]+$/.test(name)) return true;
  if (/[A-Za-z0-9]Tests?\.(?:java|kt|scala|groovy|cs|swift|php)$/.test(baseName(path))) return true;
  return lower.split("/").slice(0, -1).some((d) => d === "test" || d === "tests" || d === "__tests__" || d === "spec" || d === "e2e" || TEST_PROJECT.test(d));
}
var TEST_PROJECT = /(?:^|[._-])(?:unit|integration|functional|acceptance)?[_-]?(?:tests|specs)$|\.test$/;
function isManPage(path) {
  const lower = path.toLowerCase();
  return /^[\w-]+\.[1-9]$/.test(baseName(lower)) && lower.split("/").slice(0, -1).some((d) => d === "doc" || d === "docs" || d === "man");
}
function kindOf(path) {
  if (isNoise(path)) return "noise";
  const template = TEMPLATE_SUFFIX.exec(path);
  if (template && template.index > 0 && !path.endsWith("/" + template[0])) return kindOf(path.slice(0, template.index));
  const ext = extensionOf(path);
  if (ext === "feature" || isTestPath(path) && (CODE.has(ext) || ext === "" || TEST_EXTENSIONS.has(ext))) return "test";
  if (CONFIG_NAMES.has(baseName(path).toLowerCase()) || isPipRequirements(path)) return "config";
  const manPage = isManPage(path);
  if (DOC_MARKUP.has(ext) && DOC_FOLDER.test(path)) return "doc";
  if (DOC.has(ext) || manPage || path.toLowerCase().startsWith("docs/"))
    return DOC.has(ext) || manPage ? "doc" : CODE.has(ext) ? "source" : "doc";
  if (CODE.has(ext)) return "source";
  if (CONFIG.has(ext) || baseName(path).startsWith(".")) return "config";
  return "other";
}
function entryModulePath(path) {
  const slash = path.lastIndexOf("/");
  if (slash <= 0) return void 0;
  const name = path.slice(slash + 1);
  const dot = name.indexOf(".");
  if (dot <= 0 || !ENTRY_NAMES.has(name.slice(0, dot)) || !CODE.has(extensionOf(name))) return void 0;
  return `${path.slice(0, slash)}${name.slice(dot)}`;
}
var ENTRY_NAMES = /* @__PURE__ */ new Set(["index", "mod"]);
function sourceStems(path) {
  if (/\.d\.[mc]?ts$/.test(path)) return [];
  const entry = entryModulePath(path);
  return entry === void 0 ? [stemName(path)] : [stemName(path), stemName(entry)];
}
function stemName(path) {
  let name = baseName(path).toLowerCase();
  const dot = name.indexOf(".");
  if (dot > 0) name = name.slice(0, dot);
  if (name.startsWith("test_")) name = name.slice(5);
  for (const suffix of ["_test", "-test", "_spec", "-spec", "test", "spec", "tests"]) {
    if (name.length > suffix.length && name.endsWith(suffix)) {
      name = name.slice(0, -suffix.length);
      break;
    }
  }
  let out = "";
  for (const c of name) if (c !== "_" && c !== "-") out += c;
  return out;
}

// src/retrieval/fixtures.ts
function namedAsTest(path) {
  const name = baseName(path).toLowerCase();
  if (name.includes(".test.") || name.includes(".spec.")) return true;
  const dot = name.indexOf(".");
  let bare = "";
  for (const c of dot > 0 ? name.slice(0, dot) : name) if (c !== "_" && c !== "-") bare += c;
  return bare !== stemName(path);
}
var TEST_CASE = /\b(?:[Aa]ssert\w*|expect\w*|describe|context|it|test|should)\s*[(.!:{<"'`]|\bassert\s|\b(?:def|function|func)\s+[Tt]est|#\[(?:tokio::)?test\]|@Test\b|\[(?:Fact|Test|TestMethod|Theory)\b/;
var HEAD = 64 * 1024;
var HELPER_NAMES = /* @__PURE__ */ new Set([
  "testbase",
  "basetest",
  "basetestcase",
  "testcasebase",
  "testhelper",
  "testhelpers",
  "testutils",
  "conftest"
]);
var RUBY_HELPERS = /* @__PURE__ */ new Set(["test_helper.rb", "spec_helper.rb", "rails_helper.rb"]);
var SUPPORT_FOLDER = /(?:^|\/)(?:spec|tests?)\/support\//;
function namedAsHelper(path) {
  const name = baseName(path).toLowerCase();
  return RUBY_HELPERS.has(name) || HELPER_NAMES.has(name.split(".")[0] ?? "") || SUPPORT_FOLDER.test(path);
}
var DEFINES_CASE = /\b(?:def|function|func)\s+[Tt]est|#\[(?:tokio::)?test\]|@Test\b|\[(?:Fact|Test|TestMethod|Theory)\b|\b(?:it|test|describe)\s*\(/;
function testsNothing(path, text) {
  const head = text.slice(0, HEAD);
  if (namedAsHelper(path)) return !DEFINES_CASE.test(head);
  return !namedAsTest(path) && !TEST_CASE.test(head);
}

// src/retrieval/test-convention.ts
var MIN_PAIRS = 2;
var topOf = (path) => path.includes("/") ? path.slice(0, path.indexOf("/")) : "";
var dirOf2 = (path) => path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
var extOf = (path) => {
  const name = baseName(path);
  return name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
};
var stemOf = (path) => {
  const name = baseName(path);
  const dot = name.indexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
};
var TEST_MARKERS = /* @__PURE__ */ new Set(["test", "tests", "spec", "specs", "unit", "integration", "functional", "e2e", "it", "case"]);
function onlyTestMarkers(name) {
  const affixes = name.replace("{}", " ").replace(/\.[A-Za-z0-9]+$/, "");
  const words = affixes.split(/[\s._-]+|(?<=[a-z])(?=[A-Z])/).filter((w) => w !== "");
  return words.every((w) => TEST_MARKERS.has(w.toLowerCase()));
}
function ruleOf(source, test) {
  const own = ruleOfPath(source, test);
  if (own) return { ...own, entry: false };
  const entry = entryModulePath(source);
  const named = entry === void 0 ? void 0 : ruleOfPath(entry, test);
  return named ? { ...named, entry: true } : void 0;
}
function ruleOfPath(source, test) {
  const stem2 = stemOf(source);
  const testName = baseName(test);
  const at = testName.indexOf(stem2);
  if (stem2 === "" || at < 0) return void 0;
  const name = `${testName.slice(0, at)}{}${testName.slice(at + stem2.length)}`;
  if (!onlyTestMarkers(name)) return void 0;
  const a = dirOf2(source) === "" ? [] : dirOf2(source).split("/");
  const b = dirOf2(test) === "" ? [] : dirOf2(test).split("/");
  let tail = 0;
  while (tail < a.length && tail < b.length && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return {
    ext: extOf(source),
    name,
    from: a.slice(0, a.length - tail).join("/"),
    to: b.slice(0, b.length - tail).join("/"),
    deep: tail > 0
  };
}
function testConventions(given) {
  const pairs = [...given];
  const rules = /* @__PURE__ */ new Map();
  for (const [source, test] of pairs) {
    const rule = ruleOf(source, test);
    if (!rule) continue;
    const key = `${rule.ext}
${rule.name}
${rule.from}
${rule.to}
${rule.entry}`;
    const known = rules.get(key);
    if (known) {
      known.pairs++;
      known.deep ||= rule.deep;
      known.tops.add(topOf(source));
      known.dirs.set(dirOf2(source), (known.dirs.get(dirOf2(source)) ?? 0) + 1);
    } else rules.set(key, { ...rule, pairs: 1, tops: /* @__PURE__ */ new Set([topOf(source)]), elsewhere: /* @__PURE__ */ new Set(), dirs: /* @__PURE__ */ new Map([[dirOf2(source), 1]]) });
  }
  const paired = /* @__PURE__ */ new Map();
  for (const [source] of pairs) paired.set(extOf(source), (paired.get(extOf(source)) ?? /* @__PURE__ */ new Set()).add(topOf(source)));
  for (const rule of rules.values()) if (rule.entry) rule.dirs = new Map([...rule.dirs].map(([dir, n]) => [dirOf2(dir), n]));
  for (const rule of rules.values()) for (const top of paired.get(rule.ext) ?? []) if (!rule.tops.has(top)) rule.elsewhere.add(top);
  return [...rules.values()].filter((r) => r.pairs >= MIN_PAIRS).sort((x, y) => y.pairs - x.pairs || (x.name < y.name ? -1 : 1));
}
var UNTESTED_FOLDERS = /^(?:examples?|_examples?|benches|benchmarks?|scripts)$/i;
function conventionalTestPath(source, rules) {
  const entry = entryModulePath(source);
  const named = entry === void 0 ? void 0 : testPathBy(
    entry,
    rules.filter((r) => r.entry)
  );
  return named ?? testPathBy(
    source,
    rules.filter((r) => !r.entry)
  );
}
function testPathBy(source, rules) {
  const dir = dirOf2(source);
  const ext = extOf(source);
  if (/^__\w+__$/.test(stemOf(source))) return void 0;
  const top = topOf(source);
  const besides = (r) => !r.elsewhere.has(top) && (!UNTESTED_FOLDERS.test(top) || r.tops.has(top));
  const applies = (r) => r.ext === ext && (r.from === "" ? besides(r) : dir === r.from || dir.startsWith(`${r.from}/`));
  const local = (r) => r.dirs.get(dir) ?? 0;
  const rule = [...rules].filter(applies).sort((x, y) => local(y) - local(x) || (local(x) > 0 ? y.pairs - x.pairs : 0) || y.from.length - x.from.length || y.pairs - x.pairs)[0];
  if (!rule) return void 0;
  const rest = !rule.deep ? "" : rule.from === "" ? dir : dir.slice(rule.from.length).replace(/^\//, "");
  const folder = [rule.to, rest].filter((p) => p !== "").join("/");
  const name = rule.name.replace("{}", stemOf(source));
  return folder === "" ? name : `${folder}/${name}`;
}

// src/retrieval/rust-tests.ts
var DECLARES_TESTS = /#\[cfg\(test\)\]\s*mod[ \t]+(tests?)[ \t]*;/;
function rustTestParents(test, read) {
  const match = /^(?:(.*)\/)?(tests?)\.rs$/.exec(test);
  if (!match) return [];
  const [, dir = "", name] = match;
  const candidates = dir === "" ? ["lib.rs", "main.rs"] : [`${dir}.rs`, `${dir}/mod.rs`, `${dir}/lib.rs`, `${dir}/main.rs`];
  return candidates.filter((path) => {
    const text = read(path);
    return text !== void 0 && DECLARES_TESTS.exec(text)?.[1] === name;
  });
}

// src/retrieval/repo-index.ts
var FIELDS = [
  { name: "path", weight: 3, b: 0.3 },
  { name: "symbols", weight: 2, b: 0.5 },
  // Less length normalisation than the textbook 0.75: the long files of a code base are its hubs,
  // where changes land more often (tuned with `cplan backtest`, docs/benchmarks.md).
  { name: "text", weight: 1, b: 0.5 }
];
var K1 = 1.2;
var LINE_SPACE = 2 ** 20;
var FIND_CANDIDATES = 100;
var RepoIndex = class {
  constructor(snapshot, options = {}) {
    this.snapshot = snapshot;
    const paths = snapshot.listPaths();
    const files = paths.map((path) => {
      const kind = kindOf(path);
      this.byPath.set(path, this.files.length);
      this.files.push({ path, kind });
      const text = snapshot.readFile(path) ?? "";
      if (text.length > TEXT_CAP && (kind === "source" || kind === "test")) this.long.push(this.files.length - 1);
      return { path, kind, text: text.slice(0, TEXT_CAP), capped: text.length > TEXT_CAP };
    });
    const modules = packageRoots(paths, snapshot);
    const counted = mergeCounts(countInParallel(files, paths, modules) ?? [countFiles(files, paths, modules)]);
    this.fillPostings(counted);
    this.termIds = counted.numbers;
    this.linkFiles(paths, modules, counted.imports, options.history ?? []);
  }
  snapshot;
  files = [];
  byPath = /* @__PURE__ */ new Map();
  /**
   * Every term's postings in two flat arrays, term by term (`starts[id]` to `starts[id + 1]`): one
   * allocation for a repository instead of two growing arrays per term (hundreds of thousands).
   */
  termIds = /* @__PURE__ */ new Map();
  starts = new Int32Array(1);
  docs = new Int32Array(0);
  tfs = new Float64Array(0);
  /**
   * Names the line scanner finds, and where (doc and line packed in one number; a name declared
   * more than once has its other places in `again`): nearestSymbols' vocabulary and findSymbol's
   * first candidates. Built on first use: a large repository declares millions of names, and most
   * runs never ask for a near miss.
   */
  declarations;
  /** Declarations as the grammars read them, per file, parsed on first use. */
  parsed = /* @__PURE__ */ new Map();
  imports = /* @__PURE__ */ new Map();
  importers = /* @__PURE__ */ new Map();
  tests = /* @__PURE__ */ new Map();
  tested = /* @__PURE__ */ new Map();
  coChange = /* @__PURE__ */ new Map();
  changes = /* @__PURE__ */ new Map();
  commits = 0;
  /** Source and test files longer than TEXT_CAP: ranked by their head, but their names declared past it still count. */
  long = [];
  /** The names the line scanner sees declared past TEXT_CAP in each long file (read on first use). */
  tails;
  /** Every name the line scanner finds declared, with its places (built once, on first use). */
  scannedDeclarations() {
    if (this.declarations) return this.declarations;
    const first = /* @__PURE__ */ new Map();
    const again = /* @__PURE__ */ new Map();
    this.files.forEach((file, doc) => {
      if (file.kind !== "source" && file.kind !== "test") return;
      for (const s of listSymbols(this.snapshot.readFile(file.path) ?? "")) {
        const packed = doc * LINE_SPACE + Math.min(s.line, LINE_SPACE - 1);
        if (first.has(s.name)) push2(again, s.name, packed);
        else first.set(s.name, packed);
      }
    });
    this.declarations = { first, again };
    return this.declarations;
  }
  /** Where the line scanner saw `name` declared. */
  scanned(name) {
    const { first: firsts, again } = this.scannedDeclarations();
    const first = firsts.get(name);
    if (first === void 0) return [];
    return [first, ...again.get(name) ?? []].map((packed) => ({
      path: this.files[Math.floor(packed / LINE_SPACE)].path,
      line: packed % LINE_SPACE
    }));
  }
  /** Pass 2: the documents of each term, counted first, then filled in place (BM25F frequencies). */
  fillPostings(counted) {
    const termCount = counted.terms.length;
    const docCount = counted.offsets.length - 1;
    const totals = FIELDS.map((_, f) => {
      let total = 0;
      for (let doc = 0; doc < docCount; doc++) total += counted.lengths[doc * 3 + f];
      return total;
    });
    const average = totals.map((t) => Math.max(1, t / Math.max(1, docCount)));
    const starts = new Int32Array(termCount + 1);
    for (const id of counted.ids) starts[id + 1] = starts[id + 1] + 1;
    for (let id = 0; id < termCount; id++) starts[id + 1] = starts[id + 1] + starts[id];
    const docs = new Int32Array(starts[termCount]);
    const tfs = new Float64Array(docs.length);
    const next = starts.slice(0, termCount);
    for (let doc = 0; doc < docCount; doc++) {
      const [wPath, wSymbols, wText] = FIELDS.map(
        (field2, i) => field2.weight / (1 - field2.b + field2.b * counted.lengths[doc * 3 + i] / average[i])
      );
      for (let k = counted.offsets[doc]; k < counted.offsets[doc + 1]; k++) {
        const packed = counted.counts[k];
        const path = Math.floor(packed / UNIT[0]);
        const symbols = Math.floor(packed / UNIT[1]) % FIELD_SPACE;
        const text = packed % FIELD_SPACE;
        const id = counted.ids[k];
        const at = next[id];
        next[id] = at + 1;
        docs[at] = doc;
        tfs[at] = wPath * path + wSymbols * symbols + wText * text;
      }
    }
    this.starts = starts;
    this.docs = docs;
    this.tfs = tfs;
  }
  /** A term's postings, as views into the flat arrays. */
  postingsOf(term) {
    const id = this.termIds.get(term);
    if (id === void 0) return void 0;
    const from = this.starts[id];
    const to = this.starts[id + 1];
    return { docs: this.docs.subarray(from, to), tfs: this.tfs.subarray(from, to) };
  }
  /** Test pairs, the import graph (`imports`: per file as counted, null where not read yet) and co-change. */
  linkFiles(paths, modules, imports, history) {
    const sourcesByStem = /* @__PURE__ */ new Map();
    for (const file of this.files)
      if (file.kind === "source") for (const stem2 of sourceStems(file.path)) push2(sourcesByStem, stem2, file.path);
    const lookup = pathLookup(paths, modules);
    this.files.forEach((file, doc) => {
      if (file.kind === "test" && !testsNothing(file.path, this.snapshot.readFile(file.path) ?? "")) {
        const read = (path) => this.files[this.byPath.get(path) ?? -1]?.kind === "source" ? this.snapshot.readFile(path) : void 0;
        const paired = [...pairedSources(file.path, sourcesByStem.get(stemName(file.path)) ?? []), ...rustTestParents(file.path, read)];
        for (const source of paired) {
          push2(this.tests, source, file.path);
          push2(this.tested, file.path, source);
        }
      }
      if (file.kind !== "source" && file.kind !== "test") return;
      const targets = imports[doc] ?? importsOf(file.path, this.snapshot.readFile(file.path) ?? "", lookup.has, lookup);
      this.imports.set(file.path, targets);
      for (const target of targets) push2(this.importers, target, file.path);
    });
    for (const [source, tests] of this.tests) tests.sort((a, b) => sharedFolders(b, source) - sharedFolders(a, source));
    const known = new Set(paths);
    this.commits = history.length;
    for (const commit of history) {
      const files = commit.filter((p) => known.has(p) && !isNoise(p));
      for (const file of files) this.changes.set(file, (this.changes.get(file) ?? 0) + 1);
      if (files.length < 2 || files.length > 30) continue;
      for (const a of files) {
        const row = this.coChange.get(a) ?? /* @__PURE__ */ new Map();
        for (const b of files) if (a !== b) row.set(b, (row.get(b) ?? 0) + 1);
        this.coChange.set(a, row);
      }
    }
  }
  /**
   * Files ranked by BM25F for a query (a requirement), best first; noise files never. `stress`
   * weighs some terms more (the offline planner's title words); the others count once.
   */
  search(query, limit = 50, stress) {
    const ranked = [];
    for (const [doc, { score, matched }] of this.scores(query, stress)) {
      const file = this.files[doc];
      if (file.kind === "noise") continue;
      ranked.push({ path: file.path, kind: file.kind, score, matched });
    }
    ranked.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
    return ranked.slice(0, limit).map((r) => this.withLine(r));
  }
  /** The given files as `search` scores them (0, nothing matched, for a file the query misses); noise and unknown paths never. */
  scoreFiles(query, paths, stress) {
    const scores = this.scores(query, stress);
    return paths.flatMap((path) => {
      const doc = this.byPath.get(path);
      const file = doc === void 0 ? void 0 : this.files[doc];
      if (doc === void 0 || !file || file.kind === "noise") return [];
      const { score, matched } = scores.get(doc) ?? { score: 0, matched: [] };
      return [this.withLine({ path, kind: file.kind, score, matched })];
    });
  }
  withLine(r) {
    return { ...r, ...lineOf(this.snapshot.readFile(r.path) ?? "", r.matched) };
  }
  /** BM25F per file holding any of the query's terms. */
  scores(query, stress) {
    const terms = queryTerms(query);
    const n = this.files.length;
    const scores = /* @__PURE__ */ new Map();
    for (const term of terms) {
      const list = this.postingsOf(term);
      if (!list) continue;
      const df = list.docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5)) * (stress?.get(term) ?? 1);
      for (let i = 0; i < df; i++) {
        const doc = list.docs[i];
        const tf = list.tfs[i];
        const entry = scores.get(doc) ?? { score: 0, matched: [] };
        entry.score += idf * tf / (K1 + tf);
        entry.matched.push(term);
        scores.set(doc, entry);
      }
    }
    return scores;
  }
  /** The files holding a term (as the index counts terms: stemmed words, whole identifiers), in index order. */
  filesWith(term) {
    const list = this.postingsOf(term);
    return list ? [...list.docs].map((doc) => this.files[doc].path) : [];
  }
  /** How much finding a term says (BM25's inverse document frequency); 0 for a term no file holds. */
  termWeight(term) {
    const list = this.postingsOf(term);
    if (!list) return 0;
    const df = list.docs.length;
    return Math.log(1 + (this.files.length - df + 0.5) / (df + 0.5));
  }
  /** The declarations of a source or test file, by its grammar when one reads it (with last lines). */
  symbolsOf(path) {
    const doc = this.byPath.get(path);
    if (doc === void 0) return [];
    const file = this.files[doc];
    if (file.kind !== "source" && file.kind !== "test") return [];
    let symbols = this.parsed.get(path);
    if (!symbols) {
      symbols = symbolsIn(path, this.snapshot.readFile(path) ?? "");
      this.parsed.set(path, symbols);
    }
    return symbols;
  }
  /**
   * Definitions of a symbol by exact name, as the files' grammars read them: the files where the
   * line scanner saw it declared, and those whose text holds the name (at most FIND_CANDIDATES).
   */
  findSymbol(name) {
    const candidates = /* @__PURE__ */ new Set();
    const whole = tokenize(name).at(-1);
    const list = whole === void 0 ? void 0 : this.postingsOf(whole);
    const order = list ? Array.from(list.docs, (doc, i) => ({ doc, tf: list.tfs[i] })).sort((a, b) => b.tf - a.tf || a.doc - b.doc) : [];
    for (const { doc } of order.slice(0, FIND_CANDIDATES)) candidates.add(this.files[doc].path);
    const long = this.declaredPastCap(name);
    for (const doc of long) candidates.add(this.files[doc].path);
    const out = [];
    for (const path of [...candidates].sort()) for (const s of this.symbolsOf(path)) if (s.name === name) out.push({ path, line: s.line });
    if (out.length > 0) return out;
    if (whole === void 0) return this.scanned(name);
    if (this.declarations) return this.scanned(name);
    return this.scannedIn(/* @__PURE__ */ new Set([...list?.docs ?? [], ...long]), name, new Set(long));
  }
  /**
   * The long files whose text past TEXT_CAP declares `name`, as the line scanner sees it: at most
   * FIND_CANDIDATES, so that a name every long file writes (`request`) parses no more files than
   * the ranked text gives (a thousand 100 KB files took 45 s to parse where 5 s had been the cost).
   */
  declaredPastCap(name) {
    if (!this.tails) {
      this.tails = /* @__PURE__ */ new Map();
      for (const doc of this.long) {
        const text = this.snapshot.readFile(this.files[doc].path) ?? "";
        const from = text.lastIndexOf("\n", TEXT_CAP) + 1;
        this.tails.set(doc, new Set(listSymbols(text.slice(from)).map((s) => s.name)));
      }
    }
    const out = [];
    for (const [doc, names] of this.tails) if (names.has(name) && out.push(doc) >= FIND_CANDIDATES) break;
    return out;
  }
  /** Where the line scanner sees `name` declared in the documents `docs`. */
  scannedIn(docs, name, whole) {
    const out = [];
    for (const doc of docs) {
      const file = this.files[doc];
      if (file.kind !== "source" && file.kind !== "test") continue;
      const text = this.snapshot.readFile(file.path) ?? "";
      for (const s of listSymbols(whole.has(doc) ? text : text.slice(0, TEXT_CAP)))
        if (s.name === name) out.push({ path: file.path, line: Math.min(s.line, LINE_SPACE - 1) });
    }
    return out.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line);
  }
  kindOf(path) {
    const doc = this.byPath.get(path);
    return doc === void 0 ? void 0 : this.files[doc].kind;
  }
  testsFor(path) {
    return this.tests.get(path) ?? [];
  }
  conventions;
  /**
   * Where a new test of `source` would go by the repository's own convention (learned from the
   * source/test pairs it has), unless a file is already there; undefined when there is none.
   */
  newTestPathFor(source) {
    this.conventions ??= testConventions([...this.tests].flatMap(([src, tests]) => tests.map((t) => [src, t])));
    const path = conventionalTestPath(source, this.conventions);
    return path === void 0 || this.byPath.has(path) ? void 0 : path;
  }
  /** The sources a test file tests (same name): testsFor the other way round. */
  sourcesOf(testPath) {
    return this.tested.get(testPath) ?? [];
  }
  importsOf(path) {
    return this.imports.get(path) ?? [];
  }
  importersOf(path) {
    return this.importers.get(path) ?? [];
  }
  /** How many commits of the given history changed `path`. */
  changeCount(path) {
    return this.changes.get(path) ?? 0;
  }
  /** How many commits of history were given. */
  historyLength() {
    return this.commits;
  }
  /** True when git history was given (co-change and change counts mean something). */
  get hasHistory() {
    return this.changes.size > 0;
  }
  /** Defined names nearest to `name` (typos, case, shared tokens), with their definitions; never `name` itself. */
  nearestSymbols(name, limit = 5) {
    const names = this.scannedDeclarations().first.keys();
    return nearestNames(name, names, limit).map((near) => ({ ...near, definitions: this.scanned(near.name) }));
  }
  /**
   * Files related to `path`, best first, never noise nor `path` itself: its tests (or, for a test,
   * the file it tests), what it imports, what imports it, and what changed with it in the history.
   */
  relatedTo(path, limit = 50) {
    const found = /* @__PURE__ */ new Map();
    const add = (other, score, reason) => {
      const kind = this.kindOf(other);
      if (other === path || kind === void 0 || kind === "noise") return;
      const related = found.get(other) ?? { path: other, kind, score: 0 };
      Object.assign(related, reason, { score: related.score + score });
      found.set(other, related);
    };
    for (const test of this.testsFor(path)) add(test, 3, { test: "test" });
    for (const source of this.sourcesOf(path)) add(source, 3, { test: "tested" });
    for (const importer of this.importersOf(path)) add(importer, 2, { importer: true });
    for (const target of this.importsOf(path)) add(target, 1.5, { imported: true });
    for (const { path: other, count } of this.coChanged(path)) add(other, Math.min(2, 0.5 * count), { coChanged: count });
    return [...found.values()].sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1)).slice(0, limit);
  }
  /** Which of `terms` (a ranking's `matched`) a file holds in its path, in names it declares, or only in its text. */
  matchedFields(path, terms) {
    const inPath = new Set(tokenize(path));
    const out = { path: [], symbols: [], text: [] };
    const inSymbols = /* @__PURE__ */ new Set();
    for (const symbol of this.symbolsOf(path)) {
      const tokens = new Set(tokenize(symbol.name));
      const hit = terms.filter((t) => tokens.has(t));
      if (hit.length === 0) continue;
      if (!out.symbols.includes(symbol.name)) out.symbols.push(symbol.name);
      for (const t of hit) inSymbols.add(t);
    }
    for (const term of terms) {
      if (inPath.has(term)) out.path.push(term);
      else if (!inSymbols.has(term)) out.text.push(term);
    }
    return out;
  }
  /**
   * The test that changed with `path` most often, in at least LEAST_CHANGED_WITH commits: where the
   * cases of a source with no test of its name live (flask's `app.py` in `tests/test_basic.py`).
   */
  changedWithTest(path) {
    return this.coChanged(path).find(
      (c) => c.count >= LEAST_CHANGED_WITH && this.kindOf(c.path) === "test" && !testsNothing(c.path, this.snapshot.readFile(c.path) ?? "")
    );
  }
  /** Files that changed together with `path` in the given history, most often first. */
  coChanged(path) {
    return [...this.coChange.get(path) ?? /* @__PURE__ */ new Map()].map(([other, count]) => ({ path: other, count })).sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1));
  }
};
var LEAST_CHANGED_WITH = 3;
function push2(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
function lineOf(text, terms) {
  const wanted = new Set(terms);
  let start2 = 0;
  for (let line = 1; start2 < text.length && line <= 5e3; line++) {
    const end2 = text.indexOf("\n", start2);
    const content = text.slice(start2, end2 < 0 ? text.length : end2);
    if (content.length <= 400 && tokenize(content).some((t) => wanted.has(t))) return { line };
    if (end2 < 0) break;
    start2 = end2 + 1;
  }
  return {};
}
var cache = /* @__PURE__ */ new WeakMap();
function indexSnapshot(snapshot) {
  const cached = cache.get(snapshot);
  if (cached) return cached;
  const history = historyOf(snapshot);
  const index = new RepoIndex(snapshot, history ? { history } : {});
  cache.set(snapshot, index);
  return index;
}
var GENERIC_STEMS = /* @__PURE__ */ new Set(["index", "main", "mod", "init"]);
var ROOT_FOLDERS = /* @__PURE__ */ new Set([
  "src",
  "source",
  "lib",
  "test",
  "tests",
  "spec",
  "specs",
  "__tests__",
  "unit",
  "e2e",
  "integration",
  "pkg",
  "internal"
]);
var PROGRAM_FOLDER = /(?:^|\/)(?:examples?|_examples?|benches|benchmarks?)$/i;
function programRoot(path) {
  const parts = path.split("/").slice(0, -1);
  const at = parts.findIndex((part) => /^(?:examples?|_examples?|benches|benchmarks?)$/i.test(part));
  return at < 0 ? parts[0] ?? "" : parts.slice(0, at + 1).join("/");
}
function sharedFolders(test, source) {
  const folders = new Set(
    source.split("/").slice(0, -1).filter((f) => !ROOT_FOLDERS.has(f))
  );
  folders.add(stemName(source));
  return test.split("/").slice(0, -1).filter((f) => !ROOT_FOLDERS.has(f) && folders.has(f.toLowerCase())).length;
}
function pairedSources(test, given) {
  const sources = given.filter((source) => !PROGRAM_FOLDER.test(programRoot(source)) || test.startsWith(`${programRoot(source)}/`));
  if (sources.length === 0) return sources;
  const scored = sources.map((source) => ({ source, shared: sharedFolders(test, source) }));
  const best = Math.max(...scored.map((s) => s.shared));
  const folder = test.slice(0, Math.max(0, test.lastIndexOf("/")));
  const beside = (source) => source.slice(0, Math.max(0, source.lastIndexOf("/"))) === folder;
  if (best === 0) return GENERIC_STEMS.has(stemName(test)) ? sources.filter(beside) : sources;
  return scored.filter((s) => s.shared === best).map((s) => s.source);
}
function packageRoots(paths, snapshot) {
  const go = [];
  const php = [];
  for (const path of paths) {
    const slash = path.lastIndexOf("/");
    const name = path.slice(slash + 1);
    const dir = slash < 0 ? "" : path.slice(0, slash);
    if (name === "go.mod") {
      const module = goModuleOf(snapshot.readFile(path) ?? "");
      if (module) go.push({ dir, module });
    } else if (name === "composer.json" && !path.split("/").includes("vendor")) {
      php.push(...psr4RootsOf((snapshot.readFile(path) ?? "").slice(0, COMPOSER_CAP), dir));
    }
  }
  return { go, php };
}
var COMPOSER_CAP = 1e6;

// src/grounding/verify-point.ts
var LOCATION_WORDS = new Set(
  "function method class interface type enum const let var def fn func export exports default async static public private protected readonly the a an of in on at and or to for new block section near around after before body call calls field property top end start file line lines import imports module header whole entire all everywhere".split(" ")
);
var ADDS_NAME = /\bnew\b|新增|添加|新建/i;
var LINES = /^(?:lines?\s*)?L?(\d{1,9})(?:\s*[-–—:]\s*L?(\d{1,9}))?$/i;
function verifyPoint(snapshot, point, planned = /* @__PURE__ */ new Set()) {
  const normalized = normalizePath(point.file);
  if (!normalized.ok || isWorkflowPath(normalized.path)) return null;
  const path = normalized.path;
  if (snapshot.has(path)) return verifyLocation(snapshot, path, point);
  if (declaresNewFile(point.change) || planned.has(path)) return collision(snapshot, path);
  return missingFile(snapshot, path, point.location);
}
function newFilesOf(points) {
  const out = /* @__PURE__ */ new Set();
  for (const point of points) {
    const normalized = normalizePath(point.file);
    if (normalized.ok && declaresNewFile(point.change)) out.add(normalized.path);
  }
  return out;
}
function verifyLocation(snapshot, path, point) {
  const location = unquote(point.location.trim());
  if (location === "" || location === "*") return null;
  const text = snapshot.readFile(path);
  if (text === void 0) return null;
  const lines = LINES.exec(location);
  if (lines) return verifyLines(path, text, Number(lines[1]), Number(lines[2] ?? lines[1]));
  const names = locationNames(location);
  if (names.length === 0) return null;
  const declared = new Set(
    indexSnapshot(snapshot).symbolsOf(path).map((s) => s.name)
  );
  if (names.some((name) => declared.has(name) || hasWord(text, name))) return null;
  if (declaresNewFile(point.change) || ADDS_NAME.test(point.change)) return null;
  return missingSymbol(snapshot, path, names[0]);
}
function unquote(text) {
  const quote = (c) => c === "`" || c === "'" || c === '"';
  let start2 = 0;
  let end2 = text.length;
  while (start2 < end2 && quote(text[start2])) start2++;
  while (end2 > start2 && quote(text[end2 - 1])) end2--;
  return text.slice(start2, end2).trim();
}
function verifyLines(path, text, from, to) {
  const count = lineCount(text);
  if (from >= 1 && to >= from && to <= count) return null;
  const range = from === to ? `line ${from}` : `lines ${from}-${to}`;
  const why = to < from ? "is not a range (the end comes before the start)" : `is past its end`;
  return { kind: "no-such-line", message: `${path} has ${count} line${count === 1 ? "" : "s"}; ${range} ${why}`, reason: "no such line" };
}
function lineCount(text) {
  if (text === "") return 0;
  let count = 1;
  for (let at = text.indexOf("\n"); at >= 0 && at < text.length - 1; at = text.indexOf("\n", at + 1)) count++;
  return count;
}
function locationNames(location) {
  const out = [];
  for (const word of location.split(/[^A-Za-z0-9_$]+/)) {
    if (word === "" || /^\d/.test(word) || LOCATION_WORDS.has(word.toLowerCase()) || out.includes(word)) continue;
    out.push(word);
  }
  return out;
}
function hasWord(text, word) {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isIdentifierChar(text.charCodeAt(at - 1)) && !isIdentifierChar(text.charCodeAt(at + word.length))) return true;
  }
  return false;
}
function isIdentifierChar(code) {
  return code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95 || code === 36;
}
function missingSymbol(snapshot, path, name) {
  const index = indexSnapshot(snapshot);
  const symbols = index.symbolsOf(path);
  const lineOf2 = /* @__PURE__ */ new Map();
  for (const s of symbols) if (!lineOf2.has(s.name)) lineOf2.set(s.name, s.line);
  const near = nearestNames(name, lineOf2.keys(), 3).map((n) => `${n.name} at line ${lineOf2.get(n.name)}`);
  const elsewhere = index.findSymbol(name).filter((d) => d.path !== path).slice(0, 3).map((d) => `${d.path} at line ${d.line}`);
  const parts = [`${path} declares no ${name}`];
  if (near.length > 0) parts.push(`nearest there: ${near.join(", ")}`);
  if (elsewhere.length > 0) parts.push(`${name} is declared in ${elsewhere.join(", ")}`);
  if (near.length === 0 && elsewhere.length === 0) {
    const listed = symbols.slice(0, 6).map((s) => `${s.name} at line ${s.line}`);
    parts.push(listed.length > 0 ? `its declarations include ${listed.join(", ")}` : "name a line range (L31, 31-58) or * instead");
  }
  const best = near[0] ?? (elsewhere[0] !== void 0 ? `${name} in ${elsewhere[0]}` : void 0);
  return { kind: "no-such-symbol", message: parts.join("; "), reason: best ? `no such symbol, nearest ${best}` : "no such symbol" };
}
function missingFile(snapshot, path, location) {
  const name = locationNames(location)[0];
  const index = name === void 0 ? void 0 : indexSnapshot(snapshot);
  const defining = name === void 0 ? [] : index?.findSymbol(name) ?? [];
  const candidates = [.../* @__PURE__ */ new Set([...defining.map((d) => d.path), ...nearestPaths(snapshot, path)])].slice(0, 3);
  const shown = candidates.map((c) => {
    const at = defining.find((d) => d.path === c);
    return at && name !== void 0 ? `${c} (${name} at line ${at.line})` : c;
  });
  const message = shown.length === 0 ? `${path} does not exist and no file has a similar name; say "new file" in the change if the task creates it` : shown.length === 1 ? `${path} does not exist; ${shown[0]} does` : `${path} does not exist; nearest: ${shown.join(", ")}`;
  return { kind: "no-such-file", message, reason: candidates[0] ? `no such file, nearest ${candidates[0]}` : "no such file" };
}
function collision(snapshot, path) {
  const table = pathTable(snapshot);
  const segments = path.split("/");
  for (let i = 1; i < segments.length; i++) {
    const ancestor = segments.slice(0, i).join("/");
    if (snapshot.has(ancestor)) return collides(path, `${ancestor} is a file, not a folder`, ancestor);
  }
  if (table.dirs.has(path)) return collides(path, `${path} is a folder`, path);
  const sameButCase = table.byLower.get(path.toLowerCase());
  if (sameButCase !== void 0) return collides(path, `it differs from ${sameButCase} only by case`, sameButCase);
  return null;
}
function collides(path, why, other) {
  return {
    kind: "path-collision",
    message: `the new file ${path} collides with the repository: ${why}`,
    reason: `path collision with ${other}`
  };
}
var tables = /* @__PURE__ */ new WeakMap();
function pathTable(snapshot) {
  const cached = tables.get(snapshot);
  if (cached) return cached;
  const table = { byLower: /* @__PURE__ */ new Map(), byDir: /* @__PURE__ */ new Map(), byBase: /* @__PURE__ */ new Map(), dirs: /* @__PURE__ */ new Set() };
  for (const path of snapshot.listPaths()) {
    const lower = path.toLowerCase();
    table.byLower.set(lower, path);
    push3(table.byDir, dirOf3(lower), path);
    push3(table.byBase, baseOf(lower), path);
    for (let at = path.indexOf("/"); at >= 0; at = path.indexOf("/", at + 1)) table.dirs.add(path.slice(0, at));
  }
  tables.set(snapshot, table);
  return table;
}
function nearestPaths(snapshot, path, limit = 3) {
  const table = pathTable(snapshot);
  const lower = path.toLowerCase();
  const base = baseOf(lower);
  const dir = dirOf3(lower);
  const max = Math.max(2, Math.min(4, Math.floor(base.length / 4)));
  const found = new Set(table.byBase.get(base) ?? []);
  const near = (other) => boundedEditDistance(base, baseOf(other.toLowerCase()), max) <= max;
  for (const other of table.byDir.get(dir) ?? []) if (near(other)) found.add(other);
  for (const [otherDir, files] of table.byDir) {
    if (otherDir === dir || boundedEditDistance(dir, otherDir, 2) > 2) continue;
    for (const other of files) if (near(other)) found.add(other);
  }
  const bound = Math.max(lower.length, 8);
  return [...found].map((other) => ({ other, d: boundedEditDistance(lower, other.toLowerCase(), bound) })).sort((a, b) => a.d - b.d || (a.other < b.other ? -1 : a.other > b.other ? 1 : 0)).slice(0, limit).map((c) => c.other);
}
function dirOf3(path) {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}
function baseOf(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function push3(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

// src/grounding/verify.ts
var MAX_LISTED = 30;
function verifyDomainPlan(plan, context) {
  const problems = [];
  const planned = newFilesOf(plan.tasks.flatMap((t) => t.modification_points));
  const keys = plan.tasks.map((t) => t.key.trim());
  plan.tasks.forEach((task, i) => {
    task.modification_points.forEach((point, j) => {
      const problem = verifyPoint(context.snapshot, point, planned);
      if (problem) problems.push(`tasks.${i}.modification_points.${j} \`${point.file}:${point.location || "*"}\`: ${problem.message}`);
    });
    for (const key of task.depends_on) {
      const wanted = key.trim();
      if (keys.includes(wanted) || /^TASK-\d+$/i.test(wanted)) continue;
      problems.push(`tasks.${i}.depends_on: no task of this plan has the key "${wanted}"; ${closest(wanted, keys, "the keys are")}`);
    }
    task.needs_from_domains.forEach((need, j) => {
      if (findDomain(context.domains, need.domain)) return;
      const slugs = context.domains.map((d) => d.slug);
      problems.push(
        `tasks.${i}.needs_from_domains.${j}: there is no domain "${need.domain}"; ${closest(need.domain, slugs, "the domains are")}`
      );
    });
  });
  return problems;
}
function findDomain(domains, name) {
  const key = domainKey(name);
  return key === "" ? void 0 : domains.find((d) => d.slug === key || domainKey(d.title) === key);
}
function closest(name, options, all) {
  const near = nearestNames(name, options, 3).map((n) => n.name);
  if (near.length > 0) return `nearest: ${near.join(", ")}`;
  return options.length > 0 ? `${all}: ${options.slice(0, 10).join(", ")}` : `${all}: none`;
}
function groundingRepairMessage(problems, submit) {
  const listed = problems.slice(0, MAX_LISTED).map((p) => `- ${p}`);
  if (problems.length > MAX_LISTED) listed.push(`- \u2026 and ${problems.length - MAX_LISTED} more`);
  return [
    "The submission does not match the repository:",
    ...listed,
    'Name files that exist (say "new file" in the change of a file the task creates), and as the location a name the file declares, a line or line range (L31, 31-58) or *. Use the real names above.',
    `Call ${submit} again with the corrected plan. This check runs once: the next submission is accepted as it is, and points still not found are marked unverified in the plan.`
  ].join("\n");
}
function markUnverified(tasks, snapshot) {
  const points = tasks.flatMap(
    (t) => t.modificationPoints.filter((p) => p.file !== null)
  );
  const planned = newFilesOf(points);
  return tasks.map((task) => ({
    ...task,
    modificationPoints: task.modificationPoints.map((point) => {
      const { unverified: _old, ...rest } = point;
      if (point.file === null) return rest;
      const problem = verifyPoint(snapshot, { file: point.file, location: point.location, change: point.change }, planned);
      return problem ? { ...rest, unverified: problem.reason } : rest;
    })
  }));
}

// src/contract/types.ts
var AgentError = class extends CplanError {
  constructor(message, agent, usage, options) {
    super(message, { service: "anthropic", ...options, reason: options?.reason ?? "invalid_output" });
    this.agent = agent;
    this.usage = usage;
    this.name = "AgentError";
  }
  agent;
  usage;
};
var BudgetError = class extends CplanError {
  constructor(message, kind) {
    super(message, { reason: kind === "cost" ? "budget" : "timeout", retryable: kind === "timeout" });
    this.kind = kind;
    this.name = "BudgetError";
  }
  kind;
};
function shorterAnswerHint(agent) {
  if (agent.startsWith("domain:") || agent.startsWith("revise:")) return ": lower `max_tasks_per_domain` for a shorter plan";
  if (agent === "understanding") return ": lower `max_domains` for a shorter split";
  return "";
}
function outputLimitError(cut) {
  const first = `${cut.agent}: the model's answer was cut at the output token limit (${cut.limit} tokens) and gave no valid ${cut.submit}; cplan has no setting for that limit${shorterAnswerHint(cut.agent)}`;
  return new AgentError(cut.cause ? `${first}
${cut.cause.message}` : first, cut.agent, cut.usage, {
    reason: "invalid_output",
    service: cut.service,
    ...cut.cause ? { cause: cut.cause } : {}
  });
}
function outputLimitNote(limit) {
  return `Your last answer was cut off at the output token limit (${limit} tokens). Keep the next one shorter.`;
}

export {
  MIN_FILES,
  MAX_FILES,
  isChangelogPath,
  classifyFiles,
  outsideTheProject,
  extensionOf,
  baseName,
  isNoise,
  isTestPath,
  kindOf,
  entryModulePath,
  sourceStems,
  stemName,
  testsNothing,
  readsQualified,
  stem,
  tokenize,
  isCjkPair,
  cjkPairs,
  queryTerms,
  pairStretches,
  readableTerms,
  symbolsIn,
  symbolSpan,
  clauseRuns,
  withoutOverloads,
  withoutMarkupAttributes,
  countedText,
  warmWorkers,
  indexSnapshot,
  AgentError,
  BudgetError,
  outputLimitError,
  outputLimitNote,
  verifyDomainPlan,
  groundingRepairMessage,
  markUnverified,
  parseUsageReport,
  zeroUsage,
  DEFAULT_MODEL,
  DEFAULT_OPENAI_MODEL,
  priceOf,
  knownPriceOf,
  costAt
};
