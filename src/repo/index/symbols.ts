// A file's declarations: from its grammar (syntax.ts: tree-sitter for TS/TSX/JS, Python, Go, Rust,
// Java and Ruby, with each declaration's last line) when one reads it, else line by line with
// anchored regular expressions (C#, Kotlin, …, and files too large or slow to parse). The line
// scanner also gives the index its fast "declared names" ranking field.
// Source files are untrusted: no pattern may let two quantifiers trade the same characters (see
// `eslint-plugin-regexp` in eslint.config.js), so the Java / C# case is read partly by hand.
import { parseDeclarations } from './syntax.js';

const DECLARATIONS: Array<RegExp | ((line: string) => string | undefined)> = [
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)/, // JS/TS function
  /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(|function|[A-Za-z_$][\w$]*\s*=>)/, // arrow
  /^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)/, // class
  /^\s*(?:export\s+)?(?:interface|enum)\s+([A-Za-z_$][\w$]*)/, // TS interfaces and enums
  /^\s*(?:export\s+)?type\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>\s*)?=/, // TS type aliases (not `type X` inside imports)
  /^\s*export\s+const\s+([A-Za-z_$][\w$]*)\s*=/, // exported const
  /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/, // Python
  /^\s*class\s+([A-Za-z_]\w*)\s*[(:]/, // Python class
  /^\s*func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)/, // Go
  /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+([A-Za-z_]\w*)/, // Rust
  javaMethod, // Java / C#
  /^\s*(?:module|class)\s+([A-Z]\w*)\s*(?:<|$)/, // Ruby class / module
  /^\s*(?:get|post|put|patch|delete)\s*\(\s*['"]([^'"]+)['"]/, // route handlers
];

export function declarationAt(line: string): string | undefined {
  for (const pattern of DECLARATIONS) {
    if (typeof pattern === 'function') {
      const name = pattern(line);
      if (name) return name;
      continue;
    }
    const match = pattern.exec(line);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

// A modifier, then everything up to the first `(` made only of word characters, spaces and `<>[],`.
const JAVA_HEAD = /^\s*(?:public|private|protected|internal)(\s[\w<>[\],\s]*)\(/;

/**
 * `public static List<String> names(` → `names`. Matches what
 * `/^\s*(?:public|private|protected|internal)\s+(?:static\s+)?(?:async\s+)?[\w<>[\],\s]+?\s+([A-Za-z_]\w*)\s*\(/`
 * matched — the last word before the `(`, after a blank, a non-empty return type and a blank —
 * without that pattern's polynomial backtracking over runs of spaces.
 */
export function javaMethod(line: string): string | undefined {
  const head = JAVA_HEAD.exec(line)?.[1];
  if (head === undefined) return undefined;
  const words = head.trimEnd();
  let start = words.length;
  while (start > 0 && isWordChar(words.charCodeAt(start - 1))) start--;
  const name = words.slice(start);
  // blank + return type (at least one character) + blank before the name
  if (name === '' || isDigit(name.charCodeAt(0)) || start < 3 || !/\s/.test(words.charAt(start - 1))) return undefined;
  return name;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** `\w` without the `u` flag: [A-Za-z0-9_]. */
function isWordChar(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/**
 * The symbol to change: the innermost declaration whose lines hold `lineNumber` (1-based), else
 * the nearest one above it, else the first one.
 */
export function bestSymbol(path: string, text: string, lineNumber: number | undefined): string | undefined {
  const symbols = symbolsIn(path, text);
  const line = Math.max(1, lineNumber ?? 1);
  let holding: SymbolDef | undefined;
  let above: SymbolDef | undefined;
  for (const s of symbols) {
    if (s.line > line) break;
    above = s;
    if (s.end !== undefined && s.end >= line) holding = s;
  }
  return (holding ?? above ?? symbols[0])?.name;
}

export interface SymbolDef {
  name: string;
  /** 1-based line of the declaration. */
  line: number;
  /** 1-based last line, when a grammar read the file. */
  end?: number;
}

/** The declarations of a file: by its grammar when one reads it, else by the line scanner. */
export function symbolsIn(path: string, text: string): SymbolDef[] {
  return parseDeclarations(path, text) ?? listSymbols(text);
}

/** The words a line of DECLARATIONS (and javaMethod) can start with, after its indentation. */
const FIRST_WORDS = new Set(
  'export default async function const let var abstract class interface enum type def func pub fn public private protected internal module get post put patch delete'.split(
    ' ',
  ),
);

/**
 * Whether the line `text[start, stop)` can be a declaration: its first word, after spaces and
 * tabs, is one DECLARATIONS starts with. Most lines are not, and this costs no substring and no
 * regex (the index scans every line of a repository). A line led by other whitespace (which `\s`
 * also matches) is left to the patterns.
 */
function mayDeclare(text: string, start: number, stop: number): boolean {
  let i = start;
  while (i < stop && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  const first = i < stop ? text.charCodeAt(i) : 0;
  if (first > 127 || (first < 32 && first !== 0)) return true;
  if (first < 97 || first > 122) return false;
  let j = i + 1;
  while (j < stop && j - i < 10 && text.charCodeAt(j) >= 97 && text.charCodeAt(j) <= 122) j++;
  return FIRST_WORDS.has(text.slice(i, j));
}

/** Every declaration of a file, in order (one per line at most). */
export function listSymbols(text: string): SymbolDef[] {
  const out: SymbolDef[] = [];
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    // Minified or generated lines are not where anyone declares what a plan should name.
    if (stop - start <= 400 && mayDeclare(text, start, stop)) {
      const name = declarationAt(text.slice(start, stop));
      if (name && /^[A-Za-z_$][\w$]*$/.test(name)) out.push({ name, line });
    }
    if (end < 0) break;
    start = end + 1;
    line++;
  }
  return out;
}

/** Leading whitespace of a line, in characters. */
function indentOf(line: string): number {
  let n = 0;
  while (n < line.length && (line[n] === ' ' || line[n] === '\t')) n++;
  return n;
}

/** A comment, doc-comment, decorator or attribute line: it belongs to the declaration below it. */
function isPreamble(line: string): boolean {
  const t = line.trim();
  return t.startsWith('//') || t.startsWith('/*') || t.startsWith('*') || t.startsWith('@') || t.startsWith('#[') || t.startsWith('# ');
}

/** How far up the preamble of a declaration is looked for. */
const PREAMBLE_MAX = 40;

export interface SymbolSpan {
  /** 1-based, inclusive: the preamble (doc comment, decorators) when there is one. */
  start: number;
  /** The declaration line itself. */
  declaration: number;
  /** 1-based, inclusive. */
  end: number;
}

/**
 * The lines of a declaration: its doc comment and decorators, then everything up to the next
 * declaration at the same or a lower indentation (nested declarations stay inside), or up to a
 * closing `}` / `end` line at its own indentation, whichever comes first. `symbols` are the file's
 * declarations in order (listSymbols); `lines` its text split on "\n".
 */
export function symbolSpan(lines: readonly string[], symbols: readonly SymbolDef[], def: SymbolDef): SymbolSpan {
  const at = (n: number) => lines[n - 1] ?? '';
  if (def.end !== undefined) return { start: preambleStart(lines, def.line), declaration: def.line, end: Math.max(def.line, def.end) };
  const indent = indentOf(at(def.line));
  const next = symbols.find((s) => s.line > def.line && indentOf(at(s.line)) <= indent);
  let end = next ? next.line - 1 : lines.length;
  for (let n = def.line + 1; n <= end; n++) {
    const line = at(n);
    const t = line.trim();
    if (t === '' || indentOf(line) > indent) continue;
    if (t.startsWith('}') || t === 'end') {
      end = n;
      break;
    }
  }
  // The next declaration's own doc comment and the blank lines before it are not part of this one.
  while (end > def.line && (at(end).trim() === '' || (next !== undefined && end < next.line && isPreamble(at(end))))) end--;
  return { start: preambleStart(lines, def.line), declaration: def.line, end };
}

/** The first line of a declaration's doc comment and decorators (its own line when it has none). */
function preambleStart(lines: readonly string[], line: number): number {
  let start = line;
  while (start > 1 && line - start < PREAMBLE_MAX && isPreamble(lines[start - 2] ?? '')) start--;
  return start;
}
