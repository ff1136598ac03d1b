// A file's declarations: from its grammar (syntax.ts: tree-sitter for TS/TSX/JS, Python, Go, Rust,
// Java and Ruby, with each declaration's last line) when one reads it, else line by line with
// anchored regular expressions (C#, Kotlin, …, and files too large or slow to parse). The line
// scanner also gives the index its fast "declared names" ranking field.
// Source files are untrusted: no pattern may let two quantifiers trade the same characters (see
// `eslint-plugin-regexp` in eslint.config.js), so the Java / C# case is read partly by hand.
import { listSymbols, type SymbolDef } from './declarations.js';
import { parseDeclarations } from '../repo/syntax.js';

export type { SymbolDef };

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

/** The declarations of a file: by its grammar when one reads it, else by the line scanner. */
export function symbolsIn(path: string, text: string): SymbolDef[] {
  return parseDeclarations(path, text) ?? listSymbols(text);
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

/** Languages whose functions are written as clauses, one declaration per pattern: `def fetch(%{} = a)`, `def fetch(nil)`. */
const CLAUSE_LANGUAGES = /\.(?:ex|exs|erl)$/i;

/**
 * For a file in CLAUSE_LANGUAGES, each function written as several clauses one after another, and
 * nowhere else: its first clause → its last. A name whose clauses are split by another declaration
 * is left out (it names no one place).
 */
export function clauseRuns(path: string, symbols: readonly SymbolDef[]): Map<SymbolDef, SymbolDef> {
  const out = new Map<SymbolDef, SymbolDef>();
  if (!CLAUSE_LANGUAGES.test(path)) return out;
  const runs = new Map<string, { first: SymbolDef; last: SymbolDef }[]>();
  let previous: SymbolDef | undefined;
  for (const symbol of symbols) {
    const own = runs.get(symbol.name) ?? [];
    if (previous?.name === symbol.name) (own[own.length - 1] as { last: SymbolDef }).last = symbol;
    else own.push({ first: symbol, last: symbol });
    runs.set(symbol.name, own);
    previous = symbol;
  }
  for (const own of runs.values()) {
    const [run] = own;
    if (own.length === 1 && run !== undefined && run.first !== run.last) out.set(run.first, run.last);
  }
  return out;
}

/** A Python `@overload` (`@typing.overload`, `@t.overload`) decorator line. */
const OVERLOAD = /^\s*@(?:typing\.|t\.)?overload\s*$/;

/**
 * A Python file's declarations without its `@overload` stubs of a name that is also declared for
 * real: click's `edit` is two typed stubs and then the function; a name or a permalink means the
 * function. Other files, and a name with stubs only (a `.pyi`), keep every declaration.
 */
export function withoutOverloads(path: string, text: string, symbols: readonly SymbolDef[]): readonly SymbolDef[] {
  if (!/\.pyi?$/i.test(path) || !text.includes('overload')) return symbols;
  const lines = text.split('\n');
  const stub = (def: SymbolDef) => {
    for (let n = def.line - 1; n >= 1 && n >= def.line - 4; n--) {
      const line = lines[n - 1] ?? '';
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
