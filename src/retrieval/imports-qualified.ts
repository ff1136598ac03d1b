// Imports that name a package or a namespace rather than a file — Java, Kotlin and Scala classes,
// PHP namespaces, Go packages, Rust modules — resolved to files of the snapshot. Unlike relative
// JS or Python imports they need the whole list of paths (a class is looked for by its file name,
// a Go package by its module), so the index reads them once every path is known (repo-index.ts).
// Imports of other projects (the JDK, a vendor namespace, the Go standard library, other crates)
// resolve to nothing.

/** The repository's paths, as the qualified readers look them up. */
export interface PathLookup {
  has(path: string): boolean;
  /** Paths whose file name is `name` (`Cleaner.java`). */
  named(name: string): readonly string[];
  /** The files directly in `dir` ('' for the root). */
  inDir(dir: string): readonly string[];
  /** Go modules: the folder of each go.mod ('' at the root) and the module path it declares. */
  goModules: readonly { dir: string; module: string }[];
  /** PHP's PSR-4 roots of composer.json files, the longest namespace prefix first. */
  phpRoots: readonly PhpRoot[];
  /** The same, by module path. */
  goModuleAt: ReadonlyMap<string, { dir: string; module: string }>;
  /** Imports already resolved, by language and import: files of a repository import the same names over and over. */
  resolved: Map<string, string[]>;
}

/** Where a composer.json's `autoload` puts a namespace: `League\\Flysystem\\` → `src`. */
export interface PhpRoot {
  /** The namespace prefix with its trailing backslash (`League\\Flysystem\\`), or '' for every namespace. */
  prefix: string;
  /** Repository-relative folder ('' for the root). */
  dir: string;
}

/** The roots qualified imports resolve against, read from the repository's go.mod and composer.json files. */
export interface PackageRoots {
  go: PathLookup['goModules'];
  php: readonly PhpRoot[];
}

export const NO_ROOTS: PackageRoots = { go: [], php: [] };

export function pathLookup(paths: readonly string[], roots: PackageRoots = NO_ROOTS): PathLookup {
  const goModules = roots.go;
  const byName = new Map<string, string[]>();
  const byDir = new Map<string, string[]>();
  for (const path of paths) {
    const slash = path.lastIndexOf('/');
    push(byName, path.slice(slash + 1), path);
    push(byDir, slash < 0 ? '' : path.slice(0, slash), path);
  }
  const known = new Set(paths);
  return {
    has: (path) => known.has(path),
    named: (name) => byName.get(name) ?? [],
    inDir: (dir) => byDir.get(dir) ?? [],
    goModules,
    goModuleAt: new Map(goModules.map((m) => [m.module, m])),
    phpRoots: [...roots.php].sort((a, b) => b.prefix.length - a.prefix.length || (a.dir < b.dir ? -1 : 1)),
    resolved: new Map(),
  };
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** `module github.com/labstack/echo/v5` of a go.mod's text; undefined when it has none. */
export function goModuleOf(text: string): string | undefined {
  for (const line of text.slice(0, 65_536).split('\n')) {
    // `module x // comment` is allowed.
    const code = line.includes('//') ? line.slice(0, line.indexOf('//')) : line;
    const found = /^module\s+"?([^\s"]{1,300})"?$/.exec(code.trim())?.[1];
    if (found) return found;
  }
  return undefined;
}

type Reader = (line: string) => string[];

/** `resolve()` once per key for a whole index build. */
function memo(paths: PathLookup, key: string, resolve: () => string[]): string[] {
  let found = paths.resolved.get(key);
  if (!found) {
    found = resolve();
    paths.resolved.set(key, found);
  }
  return found;
}

const JVM_FILE = /\.(?:java|kt|kts|scala|groovy)$/;
const JVM_EXTENSIONS = ['.java', '.kt', '.scala', '.groovy'];

/** Whether `path` is a file whose imports only a qualified reader resolves. */
export function readsQualified(path: string): boolean {
  return JVM_FILE.test(path) || path.endsWith('.php') || path.endsWith('.go') || path.endsWith('.rs');
}

/** A reader of one file's lines (it may keep state from line to line), or null for other languages. */
export function qualifiedReader(from: string, paths: PathLookup): Reader | null {
  if (JVM_FILE.test(from)) return (line) => jvmTargets(line, paths);
  if (from.endsWith('.php')) return (line) => phpTargets(line, paths);
  if (from.endsWith('.go')) return goReader(from, paths);
  if (from.endsWith('.rs')) return (line) => rustTargets(from, line, paths);
  return null;
}

/**
 * More files of one name than this and an import of that name says nothing: it is not looked for
 * (a repository of thousands of `Index.php` files and `use …\Index;` lines would otherwise cost
 * their product).
 */
const MOST_NAMESAKES = 64;

/** The file of `segments` (`org`, `jsoup`, `Cleaner`) whose folders end with the package's: `…/org/jsoup/Cleaner.java`. */
function classFile(segments: readonly string[], extensions: readonly string[], paths: PathLookup, least: number): string | null {
  const name = segments.at(-1);
  if (!name || !/^[A-Za-z_]\w*$/.test(name)) return null;
  const dirs = segments.slice(0, -1);
  const candidates = extensions.flatMap((extension) => paths.named(`${name}${extension}`));
  if (candidates.length > MOST_NAMESAKES) return null;
  let best: { path: string; shared: number } | undefined;
  let tie = false;
  for (const path of candidates) {
    const folders = path.split('/').slice(0, -1);
    let shared = 0;
    while (shared < dirs.length && folders[folders.length - 1 - shared] === dirs[dirs.length - 1 - shared]) shared++;
    if (shared < Math.min(least, dirs.length)) continue;
    if (!best || shared > best.shared) [best, tie] = [{ path, shared }, false];
    else if (shared === best.shared) tie = true;
  }
  // Two files of one name that match the package equally well: the import says nothing about which.
  return best && !tie ? best.path : null;
}

/** `import a.b.C;`, `import static a.b.C.member;`, Kotlin's `import a.b.C as D`: the class's file. */
function jvmTargets(line: string, paths: PathLookup): string[] {
  const match = /^import\s+(static\s+)?([A-Za-z_][\w.]{0,300})(?:\s+as\s+\w+)?;?$/.exec(line.trim());
  if (!match) return [];
  return memo(paths, `jvm:${match[2] as string}`, () => {
    const segments = (match[2] as string).split('.');
    if (segments.at(-1) === '') return [];
    // The whole package must match: `java.util.List` is no file of a project with a `List.java`.
    const whole = (parts: string[]) => classFile(parts, JVM_EXTENSIONS, paths, parts.length - 1);
    const found = whole(segments) ?? (segments.length > 2 ? whole(segments.slice(0, -1)) : null);
    return found ? [found] : [];
  });
}

/**
 * `use A\B\C;`, `use A\B\C as D;`: the file composer.json's PSR-4 roots give class C, else the
 * file of class C whose folders end with the namespace's last folders.
 */
function phpTargets(line: string, paths: PathLookup): string[] {
  const match = /^\s*use\s+\\?([A-Za-z_][\w\\]{0,300})(?:\s+as\s+\w+)?\s*;/.exec(line);
  if (!match) return [];
  return memo(paths, `php:${match[1] as string}`, () => {
    const rooted = psr4File(match[1] as string, paths);
    if (rooted) return [rooted];
    const segments = (match[1] as string).split('\\');
    // A PSR-4 prefix (`League\Flysystem\` → `src/`) is not in the path: one folder is enough, the file name must match.
    const found = segments.length >= 2 ? classFile(segments, ['.php'], paths, 1) : null;
    return found ? [found] : [];
  });
}

/** `League\Flysystem\Config` under the root `League\Flysystem\` → `src`: `src/Config.php`, when the repository has it. */
function psr4File(name: string, paths: PathLookup): string | undefined {
  for (const root of paths.phpRoots) {
    if (!name.startsWith(root.prefix)) continue;
    const rest = name.slice(root.prefix.length).split('\\').join('/');
    const file = `${root.dir === '' ? '' : `${root.dir}/`}${rest}.php`;
    if (rest !== '' && paths.has(file)) return file;
  }
  return undefined;
}

/**
 * The PSR-4 roots of one composer.json (`autoload` and `autoload-dev`), its folder being `dir`;
 * none when the text is no JSON object or declares none.
 */
export function psr4RootsOf(text: string, dir: string): PhpRoot[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const out: PhpRoot[] = [];
  for (const section of ['autoload', 'autoload-dev']) {
    const psr4 = field(field(parsed, section), 'psr-4');
    if (typeof psr4 !== 'object' || psr4 === null || Array.isArray(psr4)) continue;
    for (const [prefix, value] of Object.entries(psr4 as Record<string, unknown>)) {
      const folders = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
      for (const folder of folders) {
        // `./src/`, `src//`, `.`: the folder's own parts; `..` leaves the repository's view.
        const parts = folder.split('/').filter((part) => part !== '' && part !== '.');
        if (parts.includes('..')) continue;
        const joined = [dir, ...parts].filter((part) => part !== '').join('/');
        out.push({ prefix: prefix.replace(/^\\+/, ''), dir: joined });
      }
    }
  }
  return out;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

/** Go's imports, one per line, alone or in an `import ( … )` block: each of the module's packages is its folder's files. */
/**
 * A Go file's imports, outside comments. A package's doc comment often
 * shows an example program, `package main` and its `import (…)` included (echo's `echo.go` imports
 * its own `middleware` there, in text only).
 */
function goReader(from: string, paths: PathLookup): Reader {
  let inBlock = false;
  let inComment = false;
  return (line) => {
    const trimmed = line.trim();
    if (inComment) {
      inComment = !trimmed.includes('*/');
      return [];
    }
    if (trimmed.startsWith('/*')) {
      inComment = !trimmed.includes('*/', 2);
      return [];
    }
    if (trimmed.startsWith('//')) return [];
    if (inBlock) {
      if (trimmed.startsWith(')')) inBlock = false;
      const spec = /^(?:[\w.]+\s+)?"([^"]{1,300})"/.exec(trimmed)?.[1];
      return spec ? goPackage(from, spec, paths) : [];
    }
    if (/^import\s*\($/.test(trimmed)) {
      inBlock = true;
      return [];
    }
    const spec = /^import\s+(?:[\w.]+\s+)?"([^"]{1,300})"/.exec(trimmed)?.[1];
    return spec ? goPackage(from, spec, paths) : [];
  };
}

/**
 * Most files a Go package import ties a file to. A Go file builds on its imported packages as
 * wholes (any file of the package may declare what it uses), but a package of more files than this
 * is a hub whose every file would be an edge of every importer.
 */
const GO_PACKAGE_FILES = 50;

function goPackage(from: string, spec: string, paths: PathLookup): string[] {
  return memo(paths, `go:${spec}`, () => goPackageFiles(spec, paths)).filter((p) => p !== from);
}

function goPackageFiles(spec: string, paths: PathLookup): string[] {
  // The module the import belongs to, the longest prefix first (a nested module owns its folders):
  // looked up prefix by prefix, not module by module (a monorepo has thousands of go.mod files).
  let best: { dir: string; module: string } | undefined;
  for (let end = spec.length; end > 0 && !best; end = spec.lastIndexOf('/', end - 1)) best = paths.goModuleAt.get(spec.slice(0, end));
  if (!best) return [];
  const rest = spec.slice(best.module.length + 1);
  const dir = [best.dir, rest].filter((p) => p !== '').join('/');
  const files = paths.inDir(dir).filter((p) => p.endsWith('.go') && !p.endsWith('_test.go'));
  return files.length <= GO_PACKAGE_FILES ? files : [];
}

/** The folder a Rust file's own modules live in: `src/de.rs` → `src/de`, `src/lib.rs` and `src/de/mod.rs` → their folder. */
function moduleDir(from: string): string {
  const slash = from.lastIndexOf('/');
  const dir = slash < 0 ? '' : from.slice(0, slash);
  const name = from.slice(slash + 1);
  return name === 'lib.rs' || name === 'main.rs' || name === 'mod.rs' ? dir : `${dir ? `${dir}/` : ''}${name.slice(0, -3)}`;
}

/** The crate's source folder of a Rust file: the part of its path up to its last `src`. */
function crateRoot(from: string): string | null {
  const parts = from.split('/');
  const at = parts.lastIndexOf('src');
  return at < 0 || at === parts.length - 1 ? null : parts.slice(0, at + 1).join('/');
}

/** A module's file: `dir/name.rs` or `dir/name/mod.rs`. */
function rustModule(dir: string, name: string, paths: PathLookup): string | null {
  const base = `${dir ? `${dir}/` : ''}${name}`;
  for (const candidate of [`${base}.rs`, `${base}/mod.rs`]) if (paths.has(candidate)) return candidate;
  return null;
}

/** `mod x;` and `use crate::a::b::C;` / `use super::x::Y;` / `use self::x;`: the module files named. */
function rustTargets(from: string, line: string, paths: PathLookup): string[] {
  const mod = /^\s*(?:pub(?:\([\w\s:]*\))?\s+)?mod\s+([A-Za-z_]\w*)\s*;/.exec(line);
  if (mod) {
    const found = rustModule(moduleDir(from), mod[1] as string, paths);
    return found ? [found] : [];
  }
  const use = /^\s*(?:pub(?:\([\w\s:]*\))?\s+)?use\s+(crate|super|self)::([\w:]{1,300})/.exec(line);
  if (!use) return [];
  const root = crateRoot(from);
  const own = moduleDir(from);
  let dir: string | null = own;
  if (use[1] === 'crate') dir = root;
  // The crate's root module has no parent.
  else if (use[1] === 'super') dir = own === root || !own.includes('/') ? null : own.slice(0, own.lastIndexOf('/'));
  if (dir === null) return [];
  const segments = (use[2] as string).split('::').filter((s) => s !== '');
  // The longest module path first: `a::b::C` is the module `a::b` holding C, or `a` holding b.
  for (let n = segments.length; n >= 1; n--) {
    const inner = segments.slice(0, n - 1).join('/');
    const found = rustModule([dir, inner].filter((p) => p !== '').join('/'), segments[n - 1] as string, paths);
    if (found) return [found];
  }
  return [];
}
