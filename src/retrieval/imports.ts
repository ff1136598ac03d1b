// Imports of JS/TS and Python files, C and C++ includes and Ruby requires, resolved to files of the
// snapshot: the edges of the index's import graph. Only the first 400 lines are read (imports sit
// at the top), line by line. Java, Kotlin, PHP, Go and Rust imports name packages, not files:
// imports-qualified.ts resolves them when the whole list of paths is given.
import { type PathLookup, qualifiedReader, readsQualified } from './imports-qualified.js';

const JS_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js', '/index.jsx'];

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** `a/b` + `../c/d` → `a/c/d`; null when it leaves the root. */
export function joinRelative(dir: string, relative: string): string | null {
  const parts = dir === '' ? [] : dir.split('/');
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(segment);
  }
  return parts.join('/');
}

/**
 * The relative specifiers of JS/TS imports in `head`: every quoted string that starts with `./`
 * or `../` and follows `from`, `import`, `require(` or `import(` on its line. Found by looking for
 * `./` (rare in code outside imports) rather than testing every line for four markers.
 */
function jsSpecifiers(head: string): string[] {
  const out: string[] = [];
  let at = head.indexOf('./');
  while (at >= 0) {
    let quoteAt = at - 1;
    if (head.charCodeAt(quoteAt) === 46) quoteAt--; // `../`
    const quote = head[quoteAt];
    let next = at + 2;
    if (quote === '"' || quote === "'" || quote === '`') {
      const found = head.indexOf('\n', quoteAt);
      const lineEnd = found < 0 ? head.length : found;
      const end = head.indexOf(quote, quoteAt + 1);
      const lineStart = head.lastIndexOf('\n', quoteAt) + 1;
      if (end > 0 && end < lineEnd && lineEnd - lineStart <= LINE_MAX && importsBefore(head, lineStart, quoteAt)) {
        out.push(head.slice(quoteAt + 1, end));
        next = end + 1;
      }
    }
    at = head.indexOf('./', next);
  }
  return out;
}

/** Whether `head[lineStart, quoteAt)` ends with `from`, `import`, `require(` or `import(` (spaces allowed). */
function importsBefore(head: string, lineStart: number, quoteAt: number): boolean {
  let i = quoteAt;
  while (i > lineStart && (head.charCodeAt(i - 1) === 32 || head.charCodeAt(i - 1) === 9)) i--;
  const call = i > lineStart && head.charCodeAt(i - 1) === 40; // `(`
  if (call) {
    i--;
    while (i > lineStart && (head.charCodeAt(i - 1) === 32 || head.charCodeAt(i - 1) === 9)) i--;
  }
  const before = head.slice(Math.max(lineStart, i - 10), i);
  // Not a method (`x.import(`), but a spread of a dynamic import (`...import(`) is one.
  const word = call ? /(?:^|[^\w$.]|\.\.\.)(?:require|import)$/ : /(?:^|[^\w$.])(?:from|import)$/;
  return word.test(before);
}

function resolveJs(from: string, spec: string, exists: (path: string) => boolean): string | null {
  const base = joinRelative(dirOf(from), spec);
  if (base === null) return null;
  // TypeScript's ESM style imports `./x.js` for `./x.ts`.
  const stripped = base.endsWith('.js') ? base.slice(0, -3) : base.endsWith('.jsx') ? base.slice(0, -4) : base;
  for (const candidate of [base, ...JS_EXTENSIONS.map((ext) => `${stripped}${ext}`)]) if (exists(candidate)) return candidate;
  return null;
}

/** `from .models import x` / `from ..util.text import y` / `import pkg.mod` → candidate files. */
function pythonTargets(from: string, line: string, exists: (path: string) => boolean): string | null {
  const trimmed = line.trimStart();
  let module = '';
  if (trimmed.startsWith('from ')) module = trimmed.slice(5).split(' ')[0] ?? '';
  else if (trimmed.startsWith('import ')) module = (trimmed.slice(7).split(/[ ,]/)[0] ?? '').trim();
  if (module === '') return null;
  let dots = 0;
  while (module[dots] === '.') dots++;
  let dir = '';
  if (dots > 0) {
    dir = dirOf(from);
    for (let i = 1; i < dots; i++) dir = dirOf(dir);
  }
  const rest = module.slice(dots).split('.').filter(Boolean).join('/');
  const base = [dir, rest].filter((p) => p !== '').join('/');
  for (const candidate of [`${base}.py`, `${base}/__init__.py`]) if (exists(candidate)) return candidate;
  return null;
}

const C_FILE = /\.(?:c|h|cc|cpp|cxx|hpp|hh|hxx|m|mm)$/;
/** Where a project's own headers live besides the including file's folder: `#include "jv.h"` from `src/main.c` is `src/jv.h`. */
const INCLUDE_ROOTS = ['', 'include/', 'src/'];

const HEADER = /\.(?:h|hh|hpp|hxx)$/;
const C_SOURCES = ['.c', '.cc', '.cpp', '.cxx', '.m', '.mm'];

/**
 * `#include "jv.h"`: the header, and the file beside it that implements it (`jv.c`) — a C file
 * builds on the functions a header declares, which live in its implementation, not in the header.
 */
function cTargets(from: string, line: string, exists: (path: string) => boolean): string[] {
  const header = cTarget(from, line, exists);
  if (header === null) return [];
  if (!HEADER.test(header)) return [header];
  const base = header.slice(0, header.lastIndexOf('.'));
  // Beside the header, or in src/ for a public header in include/.
  const bases = base.startsWith('include/') ? [base, `src/${base.slice('include/'.length)}`] : [base];
  const source = bases.flatMap((b) => C_SOURCES.map((extension) => `${b}${extension}`)).find(exists);
  return source ? [header, source] : [header];
}

/** `#include "x.h"` (and `<x.h>` when the project has such a file): the including folder first, then the usual roots. */
function cTarget(from: string, line: string, exists: (path: string) => boolean): string | null {
  const match = /^\s*#\s*(?:include|import)\s*(?:"([^"]{1,200})"|<([^>]{1,200})>)/.exec(line);
  if (!match) return null;
  const spec = (match[1] ?? match[2]) as string;
  if (spec.startsWith('/')) return null;
  // A quoted include is looked for beside the including file first; `<x.h>` only in the project's include roots.
  const local = match[1] !== undefined ? joinRelative(dirOf(from), spec) : null;
  const roots = match[1] !== undefined ? INCLUDE_ROOTS : ['include/'];
  for (const candidate of [local, ...roots.map((root) => joinRelative(root.slice(0, -1), spec))])
    if (candidate !== null && exists(candidate)) return candidate;
  return null;
}

/** `require_relative 'drops/drop'` from `lib/jekyll/site.rb` → `lib/jekyll/drops/drop.rb`; `require 'jekyll/utils'` → `lib/jekyll/utils.rb`. */
function rubyTarget(from: string, line: string, exists: (path: string) => boolean): string | null {
  const match = /^\s*(require_relative|require)(?:\s*\(\s*|\s+)(?:"([^"]{1,200})"|'([^']{1,200})')/.exec(line);
  if (!match) return null;
  const spec = ((match[2] ?? match[3]) as string).replace(/\.rb$/, '');
  if (spec.startsWith('/')) return null;
  const base = match[1] === 'require_relative' ? joinRelative(dirOf(from), spec) : joinRelative('lib', spec);
  return base !== null && exists(`${base}.rb`) ? `${base}.rb` : null;
}

type LineReader = (from: string, line: string, exists: (path: string) => boolean) => readonly string[];

/** The line-based readers, by file: Python's, C's and Ruby's imports are one per line. */
function lineReader(path: string): LineReader | null {
  const one = (read: (from: string, line: string, exists: (path: string) => boolean) => string | null): LineReader => {
    return (from, line, exists) => {
      const target = read(from, line, exists);
      return target ? [target] : [];
    };
  };
  if (path.endsWith('.py')) return one(pythonTargets);
  if (C_FILE.test(path)) return cTargets;
  if (path.endsWith('.rb') || path.endsWith('.rake')) return one(rubyTarget);
  return null;
}

function manyTargets(read: ((line: string) => string[]) | null): LineReader | null {
  return read ? (_from, line) => read(line) : null;
}

/** Lines longer than this are minified or generated: their imports are not followed. */
const LINE_MAX = 500;

/**
 * The files `path` imports. Java, Kotlin, PHP, Go and Rust files need `paths` (the whole list of
 * the repository's paths); without it they import nothing.
 */
export function importsOf(path: string, text: string, exists: (path: string) => boolean, paths?: PathLookup): string[] {
  const out = new Set<string>();
  // Imports sit at the top: the first 400 lines.
  let headEnd = 0;
  for (let n = 0; n < 400 && headEnd < text.length; n++) {
    const end = text.indexOf('\n', headEnd);
    headEnd = end < 0 ? text.length : end + 1;
  }
  const head = text.slice(0, headEnd);
  const qualified = readsQualified(path);
  if (qualified && !paths) return [];
  const reader = qualified && paths ? manyTargets(qualifiedReader(path, paths)) : lineReader(path);
  if (reader) {
    let start = 0;
    while (start < head.length) {
      const end = head.indexOf('\n', start);
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
