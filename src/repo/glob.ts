// Glob matching shared by listPaths, search and the include/exclude filters. Globs come from
// config and from model tool calls, so the rules lean towards what people (and models) expect
// from gitignore and ripgrep rather than strict shell semantics.
import picomatch from 'picomatch';

export type PathMatcher = (path: string) => boolean;

const GLOB_CHARS = /[*?[\]{}()!+@]/;
const CACHE_MAX = 256;
// Agents repeat the same few globs across turns; compiling a picomatch regex each call is the
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
 * - `src/**\/*.ts` (slash and wildcard): plain picomatch against the whole path.
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
  pattern = pattern.replace(/\/+$/, '');
  const options = { dot: true };
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
    const patterns = directoryOnly ? [`**/${pattern}/**`] : [`**/${pattern}`, `**/${pattern}/**`];
    return picomatch(patterns, options);
  }
  if (!GLOB_CHARS.test(pattern)) {
    const prefix = `${pattern}/`;
    return directoryOnly ? (path) => path.startsWith(prefix) : (path) => path === pattern || path.startsWith(prefix);
  }
  return picomatch(directoryOnly ? `${pattern}/**` : pattern, options);
}
