// Relative imports of JS/TS and Python files, resolved to files of the snapshot: the edges of the
// index's import graph. Only the first 400 lines are read (imports sit at the top), line by line.

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

/** The quoted specifier after `from`, `import` or `require(` on a line, when it is relative. */
function jsSpecifier(line: string): string | null {
  for (const marker of [' from ', 'import ', 'require(', 'import(']) {
    const at = line.indexOf(marker);
    if (at < 0) continue;
    const rest = line.slice(at + marker.length).trimStart();
    const quote = rest[0];
    if (quote !== '"' && quote !== "'" && quote !== '`') continue;
    const end = rest.indexOf(quote, 1);
    const spec = end > 1 ? rest.slice(1, end) : '';
    if (spec.startsWith('./') || spec.startsWith('../')) return spec;
  }
  return null;
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

export function importsOf(path: string, text: string, exists: (path: string) => boolean): string[] {
  const python = path.endsWith('.py');
  const out = new Set<string>();
  let start = 0;
  for (let n = 0; n < 400 && start < text.length; n++) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    start = end < 0 ? text.length : end + 1;
    if (line.length > 500) continue;
    const target = python ? pythonTargets(path, line, exists) : resolveSpec(path, line, exists);
    if (target && target !== path) out.add(target);
  }
  return [...out];
}

function resolveSpec(path: string, line: string, exists: (path: string) => boolean): string | null {
  const spec = jsSpecifier(line);
  return spec === null ? null : resolveJs(path, spec, exists);
}
