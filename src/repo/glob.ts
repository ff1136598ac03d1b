// Glob matching shared by listPaths, search and the include/exclude filters. Globs come from
// config and from model tool calls, so the rules lean towards what people (and models) expect
// from gitignore and ripgrep rather than strict shell semantics.
//
// Wildcard globs are translated here to RE2 syntax and run on re2js, not picomatch's RegExp: a
// glob such as `*a*a*a*a*a*a*b` became nested lazy `[^/]*?` loops that backtrack polynomially
// (seconds per path, forever on a long one). RE2 matches in time linear in the path, so neither a
// model's tool call nor a repository's config can stall the event loop. The syntax is picomatch's
// (`*`, `**`, `?`, `[…]`, `{a,b}`, `{1..3}`, `@(…)`, `*(…)`, `+(…)`, `?(…)`) minus `!(…)`, which
// needs lookahead; it is matched literally, as gitignore and ripgrep do with all extglobs.
import { RE2JS } from 're2js';

export type PathMatcher = (path: string) => boolean;

const GLOB_CHARS = /[*?[\]{}()!+@]/;
const CACHE_MAX = 256;
/** Wildcard globs longer than this match nothing: none is useful, and it bounds compile work. */
export const MAX_GLOB_LENGTH = 1000;
/** `{1..N}` ranges with more values than this stay literal instead of growing the pattern. */
const MAX_RANGE_VALUES = 256;
// Agents repeat the same few globs across turns; compiling an RE2 program each call is the
// expensive part, so keep a small cache (cleared wholesale when full — simple and bounded).
const cache = new Map<string, PathMatcher>();

/** Normalizes a path given by a user or a model: POSIX slashes, no leading "./" or "/". */
export function normalizeRelativePath(path: string): string {
  let p = path.trim().replaceAll('\\', '/');
  while (p.startsWith('./')) p = p.slice(2);
  while (p.startsWith('/')) p = p.slice(1);
  return p;
}

/**
 * Compiles a glob into a matcher over snapshot paths.
 * - `*.ts`, `node_modules` (no slash): matched against every path segment, like gitignore, so
 *   `*.ts` finds TypeScript files at any depth and `vendor` drops everything under any vendor/.
 * - `src/core`, `docs/` (slash, no wildcard): that file, or everything under that directory.
 * - `src/**\/*.ts` (slash and wildcard): the glob against the whole path (picomatch syntax, RE2 engine).
 * - a leading `!` negates.
 */
export function compileGlob(glob: string): PathMatcher {
  const cached = cache.get(glob);
  if (cached) return cached;
  const matcher = build(glob);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(glob, matcher);
  return matcher;
}

function build(glob: string): PathMatcher {
  let pattern = normalizeRelativePath(glob);
  if (pattern.startsWith('!')) {
    const inner = build(pattern.slice(1));
    return (path) => !inner(path);
  }
  if (pattern === '' || pattern === '**' || pattern === '**/*') return () => true;
  const directoryOnly = pattern.endsWith('/');
  while (pattern.endsWith('/')) pattern = pattern.slice(0, -1);
  if (!pattern.includes('/')) {
    if (!GLOB_CHARS.test(pattern)) {
      // Fast path for the common plain name: compare segments, no regex.
      return (path) => {
        const segments = path.split('/');
        const last = directoryOnly ? segments.length - 1 : segments.length;
        for (let i = 0; i < last; i++) if (segments[i] === pattern) return true;
        return false;
      };
    }
    // At any depth, and everything under a match (just under it for a trailing slash).
    return linearMatcher(pattern, '(?:.*/)?', directoryOnly ? '/.+' : '(?:/.*)?');
  }
  if (!GLOB_CHARS.test(pattern)) {
    const prefix = `${pattern}/`;
    return directoryOnly ? (path) => path.startsWith(prefix) : (path) => path === pattern || path.startsWith(prefix);
  }
  // A trailing slash means a directory, so only paths under it (as for `docs/` above).
  return linearMatcher(pattern, '', directoryOnly ? '/.+' : '');
}

/**
 * `prefix` + the glob + `suffix` against the whole path, run on RE2; a glob that is too long or
 * malformed matches nothing.
 */
function linearMatcher(glob: string, prefix: string, suffix: string): PathMatcher {
  if (glob.length > MAX_GLOB_LENGTH) return () => false;
  let re: RE2JS;
  try {
    // DOTALL: `**` crosses any character, even a newline in a file name.
    re = RE2JS.compile(`${prefix}(?:${translate(glob, 0, glob.length, true, true)})${suffix}`, RE2JS.DOTALL);
  } catch {
    return () => false; // e.g. `[z-a]`, an inverted range: picomatch matched nothing there either
  }
  return (path) => re.testExact(path);
}

const REGEX_META = /[\\^$.|?*+()[\]{}]/;

function literal(c: string): string {
  return REGEX_META.test(c) ? `\\${c}` : c;
}

/**
 * Translates glob[from, to) to an RE2 pattern. `startsSegment` / `endsSegment`: whether the range
 * begins right after a `/` (or the glob's start) and ends right before one (or the glob's end), which
 * decides whether a `**` at its edge is a globstar. Recursion depth is bounded by MAX_GLOB_LENGTH.
 */
function translate(glob: string, from: number, to: number, startsSegment: boolean, endsSegment: boolean): string {
  let out = '';
  let i = from;
  while (i < to) {
    const c = glob[i] as string;
    const next = glob[i + 1];
    if (c === '\\') {
      out += i + 1 < to ? literal(next as string) : '\\\\';
      i += 2;
    } else if ((c === '*' || c === '?' || c === '+' || c === '@') && next === '(' && closing(glob, i + 1, to) !== -1) {
      const close = closing(glob, i + 1, to);
      const suffix = c === '@' ? '' : c;
      out += `${group(glob, i + 2, close, '|')}${suffix}`;
      i = close + 1;
    } else if (c === '!' && next === '(') {
      out += '!\\('; // negated extglob: needs lookahead, so literal (see the file comment)
      i += 2;
    } else if (c === '*') {
      let end = i;
      while (end < to && glob[end] === '*') end++;
      if (glob[end] === '(' && end - i >= 2 && closing(glob, end, to) !== -1) end--; // `**(a)`: `*` then `*(a)`
      const before = i === from ? startsSegment : glob[i - 1] === '/';
      const after = end === to ? endsSegment : glob[end] === '/';
      if (end - i === 2 && before && after) {
        // Globstar (exactly two stars, as in gitignore and picomatch): any number of whole
        // segments, zero included (`a/**\/b` matches `a/b`).
        if (end < to) {
          out += '(?:.*/)?';
          i = end + 1;
        } else {
          out += '.*';
          i = end;
        }
      } else {
        out += '[^/]*';
        i = end;
      }
    } else if (c === '?') {
      out += '[^/]';
      i++;
    } else if (c === '/' && glob.startsWith('**', i + 1) && isTrailingGlobstar(glob, i + 1, to, endsSegment)) {
      // `src/**` is src itself or anything under it, as in picomatch.
      out += '(?:/.*)?';
      i = to;
    } else if (c === '[' && classClose(glob, i, to) !== -1) {
      const close = classClose(glob, i, to);
      out += charClass(glob.slice(i + 1, close));
      i = close + 1;
    } else if (c === '{' && closing(glob, i, to) !== -1) {
      const close = closing(glob, i, to);
      const braced = braces(
        glob,
        i,
        close,
        i === from ? startsSegment : glob[i - 1] === '/',
        close + 1 === to ? endsSegment : glob[close + 1] === '/',
      );
      out += braced ?? literal(c);
      i = braced === undefined ? i + 1 : close + 1;
    } else if (c === '(' && closing(glob, i, to) !== -1) {
      // picomatch passes (a|b) through as a regex group; keep that meaning.
      const close = closing(glob, i, to);
      out += group(glob, i + 1, close, '|');
      i = close + 1;
    } else {
      out += literal(c);
      i++;
    }
  }
  return out;
}

function isTrailingGlobstar(glob: string, at: number, to: number, endsSegment: boolean): boolean {
  return at + 2 === to && endsSegment;
}

/** `{a,b}` → `(?:a|b)`, `{1..3}` → `(?:1|2|3)`; undefined when the braces are literal (`{a}`). */
function braces(glob: string, open: number, close: number, startsSegment: boolean, endsSegment: boolean): string | undefined {
  const parts = splitTopLevel(glob, open + 1, close, ',');
  if (parts.length > 1) {
    // Every alternative starts and ends where the braces do.
    return `(?:${parts.map(([a, b]) => translate(glob, a, b, startsSegment, endsSegment)).join('|')})`;
  }
  const body = glob.slice(open + 1, close);
  const numeric = /^(-?\d{1,6})\.\.(-?\d{1,6})$/.exec(body);
  if (numeric) {
    const [lo, hi] = [Number(numeric[1]), Number(numeric[2])].sort((x, y) => x - y) as [number, number];
    if (hi - lo >= MAX_RANGE_VALUES) return undefined;
    return `(?:${Array.from({ length: hi - lo + 1 }, (_, k) => String(lo + k).replace('-', '\\-')).join('|')})`;
  }
  const letters = /^([a-zA-Z])\.\.([a-zA-Z])$/.exec(body);
  if (letters) {
    const [lo, hi] = [letters[1] as string, letters[2] as string].sort();
    return `[${lo}-${hi}]`;
  }
  return undefined;
}

/** `(a|b)` bodies: each alternative translated, none of them at a segment edge. */
function group(glob: string, from: number, to: number, separator: string): string {
  return `(?:${splitTopLevel(glob, from, to, separator)
    .map(([a, b]) => translate(glob, a, b, false, false))
    .join('|')})`;
}

/** [from, to) ranges between top-level separators, skipping escapes and nested groups. */
function splitTopLevel(glob: string, from: number, to: number, separator: string): [number, number][] {
  const parts: [number, number][] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '{' || c === '(') depth++;
    else if ((c === '}' || c === ')') && depth > 0) depth--;
    else if (c === separator && depth === 0) {
      parts.push([start, i]);
      start = i + 1;
    }
  }
  parts.push([start, to]);
  return parts;
}

/** Index of the `}` or `)` closing the bracket at `open` (escapes honoured), or -1. */
function closing(glob: string, open: number, to: number): number {
  const opener = glob[open];
  const closer = opener === '{' ? '}' : ')';
  let depth = 0;
  for (let i = open; i < to; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === opener) depth++;
    else if (c === closer && --depth === 0) return i;
  }
  return -1;
}

/** Index of the `]` closing the class at `open`, or -1 (then `[` is literal). A leading `]` is literal. */
function classClose(glob: string, open: number, to: number): number {
  let i = open + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  if (glob[i] === ']') i++;
  for (; i < to; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '[' && glob[i + 1] === ':') {
      const end = glob.indexOf(':]', i + 2);
      if (end !== -1 && end < to) i = end + 1;
    } else if (c === ']') return i;
  }
  return -1;
}

/** A glob class body (`!a-z`, `[:alpha:]`, `\]`) as an RE2 class; a negated class never matches `/`. */
function charClass(body: string): string {
  let out = '';
  let i = 0;
  const negated = body[0] === '!' || body[0] === '^';
  if (negated) i++;
  for (; i < body.length; i++) {
    const c = body[i] as string;
    if (c === '\\' && i + 1 < body.length) {
      const e = body[++i] as string;
      out += /[A-Za-z0-9]/.test(e) ? e : `\\${e}`; // `\d` in a glob is a literal d
    } else if (c === '[' && body[i + 1] === ':' && body.indexOf(':]', i + 2) !== -1) {
      const end = body.indexOf(':]', i + 2) + 2;
      out += body.slice(i, end); // POSIX class; RE2 has the same names
      i = end - 1;
    } else if (c === '[' || c === ']' || c === '\\' || (c === '^' && out === '')) {
      out += `\\${c}`;
    } else {
      out += c;
    }
  }
  return negated ? `[^/${out}]` : `[${out}]`;
}
