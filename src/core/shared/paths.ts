// Path normalisation for paths written in plan notes and model output.
// A path is only ever displayed or compared, never opened, but `..` escapes and absolute paths
// are still refused so that nothing downstream can be tricked into treating them as files.

export type PathResult = { ok: true; path: string } | { ok: false; reason: string };

const WINDOWS_DRIVE = /^[a-zA-Z]:[\\/]/;

export function normalizePath(input: string): PathResult {
  const raw = input.trim().replace(/\\/g, '/');
  if (raw === '') return { ok: false, reason: 'empty path' };
  if (raw.startsWith('/') || WINDOWS_DRIVE.test(input.trim()) || raw.startsWith('~')) {
    return { ok: false, reason: `absolute path "${input.trim()}"` };
  }
  const out: string[] = [];
  for (const segment of raw.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return { ok: false, reason: `path "${input.trim()}" escapes the repository root` };
      out.pop();
      continue;
    }
    out.push(segment);
  }
  if (out.length === 0) return { ok: false, reason: `path "${input.trim()}" names the repository root` };
  return { ok: true, path: out.join('/') };
}

/**
 * Splits `path:location` at the first `:` that is not part of a Windows drive letter.
 * An empty location means the whole file and is returned as `*`.
 */
export function splitPathLocation(token: string): { path: string; location: string } {
  const start = WINDOWS_DRIVE.test(token) ? 2 : 0;
  const colon = token.indexOf(':', start);
  if (colon < 0) return { path: token.trim(), location: '*' };
  const location = token.slice(colon + 1).trim();
  return { path: token.slice(0, colon).trim(), location: location === '' ? '*' : location };
}

/** A backticked scope token counts as a file when it contains `/` or ends in `.ext`, with no spaces. */
export function isPathLike(token: string): boolean {
  if (token === '' || /\s/.test(token)) return false;
  if (token.includes('://')) return false;
  return token.includes('/') || /\.[A-Za-z0-9]{1,10}$/.test(token);
}

/** Locations compare loosely: `createServer()` and `createServer` are the same place. */
export function normalizeLocation(location: string): string {
  const trimmed = location.trim().replace(/\(\s*\)$/, '');
  return trimmed === '' ? '*' : trimmed;
}

export function isWorkflowPath(path: string): boolean {
  return path === '.github/workflows' || path.startsWith('.github/workflows/');
}
