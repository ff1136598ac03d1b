// Dependency names in TOML and Python manifests (pyproject.toml, Cargo.toml, setup.py), read from
// the text: tables by their headers, arrays scanned by hand. A hand scan, because an array's items
// hold brackets (`"requests[socks]"`), quotes of the other kind (`"tomli; python_version < '3.11'"`)
// and comments with apostrophes, which a regular expression either mispairs or backtracks over.

/** A requirement string's name: `chardet>=3.0.2,<6` → `chardet`, `requests[socks]` → `requests`. */
export function requirementName(spec: string): string | undefined {
  return /^\s*([A-Za-z0-9][\w.-]*)/.exec(spec)?.[1];
}

/**
 * The strings of the array whose `[` is just before `start`, up to its `]` (outside strings and
 * comments), and where the scan stopped: the text's end for an array never closed.
 */
function arrayStrings(text: string, start: number): { strings: string[]; end: number } {
  const strings: string[] = [];
  let i = start;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === ']') return { strings, end: i + 1 };
    if (c === '#') {
      const newline = text.indexOf('\n', i);
      i = newline < 0 ? text.length : newline + 1;
    } else if (c === '"' || c === "'") {
      // A string ends at its quote, or at the line's end when it never closes.
      let close = i + 1;
      while (close < text.length && text[close] !== c && text[close] !== '\n') close++;
      if (text[close] === c) strings.push(text.slice(i + 1, close));
      i = close + 1;
    } else i++;
  }
  return { strings, end: text.length };
}

/** The requirement names in the arrays after `key = [` (a key the pattern matches; any key without one), scanning each once. */
function namesInArrays(text: string, key?: RegExp): string[] {
  const out: string[] = [];
  let from = 0;
  const opening = key ? new RegExp(`(?:^|[^\\w-])(?:${key.source})\\s*=\\s*\\[`, 'gm') : /=\s*\[/g;
  for (const match of text.matchAll(opening)) {
    const open = (match.index ?? 0) + match[0].length;
    // An array never closed ran to the end: keys inside it were read as its strings.
    if (open <= from) continue;
    const { strings, end } = arrayStrings(text, open);
    from = end;
    for (const spec of strings) {
      const name = requirementName(spec);
      if (name) out.push(name);
    }
  }
  return out;
}

/** The text of each TOML table by its header, `[[array]]` tables too; '' for the text before the first. */
function tomlTables(text: string): [string, string][] {
  const tables: [string, string][] = [['', '']];
  for (const line of text.split('\n')) {
    const header = /^\s*\[\[?([^[\]]+)\]\]?\s*(?:#.*)?$/.exec(line);
    if (header) tables.push([(header[1] ?? '').trim(), '']);
    else (tables[tables.length - 1] as [string, string])[1] += `${line}\n`;
  }
  return tables;
}

/** The keys of a table's body (`tokio = "1"`, `"serde" = { … }`), but `python` (Poetry's runtime). */
function tableKeys(body: string): string[] {
  return body.split('\n').flatMap((line) => {
    const key = /^\s*["']?([A-Za-z0-9][\w.-]*)["']?\s*=/.exec(line)?.[1];
    return key && key !== 'python' ? [key] : [];
  });
}

/** PEP 621 `dependencies`, build `requires`, uv's `dev-dependencies`, optional and group arrays, Poetry's tables. */
export function pyprojectNames(text: string): string[] {
  return tomlTables(text).flatMap(([header, body]) => {
    if (/^(?:project\.optional-dependencies|dependency-groups)$/.test(header)) return namesInArrays(body);
    if (/^tool\.poetry\.(?:(?:dev-)?dependencies|group\.[\w-]+\.dependencies)$/.test(header)) return tableKeys(body);
    return namesInArrays(body, /(?:dev-)?dependencies|requires/);
  });
}

/**
 * Cargo's dependency tables (`[dependencies]`, `[dev-dependencies]`, `[workspace.dependencies]`,
 * `[target.'cfg(unix)'.dependencies]`) and one dependency's own table (`[dependencies.tokio]`).
 */
export function cargoNames(text: string): string[] {
  return tomlTables(text).flatMap(([header, body]) => {
    const parts = header.split('.');
    const at = parts.findIndex((part) => /^(?:dev-|build-)?dependencies$/.test(part));
    const prefix = parts.slice(0, Math.max(0, at));
    if (at < 0 || !(prefix.length === 0 || (prefix.length === 1 && prefix[0] === 'workspace') || prefix[0] === 'target')) return [];
    if (at === parts.length - 1) return tableKeys(body);
    return at === parts.length - 2 ? [parts[at + 1] as string] : [];
  });
}

export function setupNames(text: string): string[] {
  return namesInArrays(text, /install_requires|tests_require|setup_requires/);
}
