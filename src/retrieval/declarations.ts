// The line scanner of declarations: anchored regular expressions per line (JS/TS, Python, Go,
// Rust, Java / C#, Ruby, Elixir, route handlers). It gives the index its fast "declared names" ranking
// field and reads the files no grammar reads. Kept apart from the grammars (syntax.ts), so that the
// index's worker threads load it without the tree-sitter runtime.
// Source files are untrusted: no pattern may let two quantifiers trade the same characters (see
// `eslint-plugin-regexp` in eslint.config.js), so the Java / C# case is read partly by hand.

export interface SymbolDef {
  name: string;
  /** 1-based line of the declaration. */
  line: number;
  /** 1-based last line, when a grammar read the file. */
  end?: number;
  /** A block that holds another declaration's members (a Rust `impl`): it encloses, it declares nothing new. */
  block?: true;
}

const DECLARATIONS: Array<RegExp | ((line: string) => string | undefined)> = [
  // The name is followed by its parameters or type parameters, and a class's name by its body or
  // what it extends: these patterns run on every language without a grammar, and a line of prose
  // in a doc string ("  function for each processor", "  class of errors") declares nothing
  // (broadway's moduledoc gave `lib/broadway.ex:for` as a plan's anchor).
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)\s*[<(]/, // JS/TS/PHP function
  /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(|function|[A-Za-z_$][\w$]*\s*=>)/, // arrow
  /^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)\s*(?:[{<(:]|extends\b|implements\b|$)/, // class
  typeDeclaration, // Java / C# / Kotlin classes, interfaces, records, structs, enums and objects after their modifiers
  /^\s*(?:export\s+)?(?:interface|enum)\s+([A-Za-z_$][\w$]*)/, // TS interfaces and enums
  /^\s*(?:export\s+)?type\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>\s*)?=/, // TS type aliases (not `type X` inside imports)
  /^\s*export\s+const\s+([A-Za-z_$][\w$]*)\s*=/, // exported const
  /^\s*def\s+self\.([A-Za-z_]\w*)/, // Ruby singleton method (`def self.call`: the name is `call`)
  /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/, // Python, Ruby, Elixir `def`
  /^\s*(?:defp|defmacrop?|defguardp?|defdelegate)\s+([A-Za-z_]\w*)/, // Elixir private functions, macros, guards, delegates
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

/** Modifiers a Java, C# or Kotlin type declaration may start with. */
const TYPE_MODIFIERS = new Set(
  'public private protected internal static sealed abstract partial final readonly file open data inline value'.split(' '),
);
const TYPE_KEYWORDS = new Set(['class', 'interface', 'struct', 'record', 'enum', 'object']);

/**
 * `public sealed partial class RestClient`, `data class Route(`, `enum class Color`: the type's
 * name. Read word by word (no pattern over the line), after at least one modifier — a bare
 * `class X` is the patterns' (JS, Python, Ruby).
 */
export function typeDeclaration(line: string): string | undefined {
  const words = line.trim().split(/\s+/, 10);
  let i = 0;
  for (; i < words.length - 1; i++) {
    const word = words[i] as string;
    if (TYPE_MODIFIERS.has(word)) continue;
    // Kotlin's `enum class` and `annotation class`, C#'s `record struct` and `record class`.
    if ((word === 'enum' || word === 'annotation') && words[i + 1] === 'class') continue;
    if (word === 'record' && (words[i + 1] === 'struct' || words[i + 1] === 'class')) continue;
    if (word === 'inner' && words[i + 1] === 'class') continue;
    break;
  }
  if (i === 0 || i >= words.length - 1 || !TYPE_KEYWORDS.has(words[i] as string)) return undefined;
  return /^[A-Za-z_]\w*/.exec(words[i + 1] as string)?.[0];
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** `\w` without the `u` flag: [A-Za-z0-9_]. */
function isWordChar(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/** The words a line of DECLARATIONS (and javaMethod) can start with, after its indentation. */
const FIRST_WORDS = new Set(
  'export default async function const let var abstract class interface enum type def defp defmacro defmacrop defguard defguardp defdelegate func pub fn public private protected internal static sealed partial final readonly file open data inline value annotation inner module get post put patch delete'.split(
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
  while (j < stop && j - i < 12 && text.charCodeAt(j) >= 97 && text.charCodeAt(j) <= 122) j++;
  return FIRST_WORDS.has(text.slice(i, j));
}

/**
 * Every declaration of a file, in order (one per line at most). Not the lines inside a `"""`
 * string: Elixir's `@moduledoc """`, Python's docstrings and Kotlin's or Java's text blocks show
 * example code (`def handle_message(…)` eighteen times in broadway's moduledoc before its first
 * real function) that the module does not declare.
 */
export function listSymbols(text: string): SymbolDef[] {
  return scanSymbols(text, true) ?? (scanSymbols(text, false) as SymbolDef[]);
}

/**
 * The declarations, skipping `"""` strings when `quotes`; undefined when a string is left open at
 * the end: a stray `"""` (inside a string or a comment of a language without such strings) would
 * otherwise hide everything after it.
 */
function scanSymbols(text: string, quotes: boolean): SymbolDef[] | undefined {
  const out: SymbolDef[] = [];
  let line = 1;
  let start = 0;
  let quote = quotes ? text.indexOf(TRIPLE_QUOTE) : -1;
  let quoted = false;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    // Minified or generated lines are not where anyone declares what a plan should name.
    if (!quoted && stop - start <= 400 && mayDeclare(text, start, stop)) {
      const name = declarationAt(text.slice(start, stop));
      if (name && /^[A-Za-z_$][\w$]*$/.test(name)) out.push({ name, line });
    }
    // The quotes on this line open or close a string for the lines after it.
    while (quote >= 0 && quote < stop) {
      quoted = !quoted;
      quote = text.indexOf(TRIPLE_QUOTE, quote + TRIPLE_QUOTE.length);
    }
    if (end < 0) break;
    start = end + 1;
    line++;
  }
  return quoted ? undefined : out;
}

const TRIPLE_QUOTE = '"""';
