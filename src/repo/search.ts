// Line-oriented search over in-memory files, built for 20 000-file snapshots: each
// file is probed with one indexOf / regex exec over its whole text, and only files that match are
// walked for line numbers — no file is split into lines, and the walk stops at limit + 1 hits.
// Regex queries run on RE2 (re2js), not RegExp: a model's pattern such as `(.*)*Q` or `(a+)+$`
// backtracks exponentially in V8 and would block the event loop for every installation of the
// App; RE2 matches in time linear in the text, whatever the pattern.
import { RE2JS, RE2JSSyntaxException } from 're2js';
import { compileGlob } from './glob.js';
import type { SearchHit, SearchOptions, SearchResult } from './types.js';

export const DEFAULT_SEARCH_LIMIT = 50;
/** Upper bound whatever the caller asks: tool output is capped anyway. */
export const MAX_SEARCH_LIMIT = 1000;
/** Hit text is cut to about this many characters so a minified line cannot flood a prompt. */
export const HIT_TEXT_MAX = 300;
/** Longer queries are refused: they are never useful, and RE2's work grows with the pattern's size. */
export const MAX_QUERY_LENGTH = 1000;

/** What search needs from a snapshot: sorted paths, their texts, and lower-cased texts on demand. */
export interface SearchCorpus {
  readonly paths: readonly string[];
  text(index: number): string;
  lowerText(index: number): string;
}

/** Returns the offset of the next match at or after `from`, or -1. */
type Finder = (from: number) => number;

export function searchCorpus(corpus: SearchCorpus, query: string, options: SearchOptions = {}): SearchResult {
  if (query.length === 0) return { hits: [], truncated: false, error: 'The query is empty.' };
  if (query.length > MAX_QUERY_LENGTH) {
    return { hits: [], truncated: false, error: `The query is longer than ${MAX_QUERY_LENGTH} characters.` };
  }
  const limit = clampLimit(options.limit);
  const caseSensitive = options.caseSensitive === true;
  let regex: RE2JS | undefined;
  if (options.regex) {
    const compiled = compileRegex(query, caseSensitive);
    if (typeof compiled === 'string') return { hits: [], truncated: false, error: compiled };
    regex = compiled;
  }
  const matchesPath = options.glob ? compileGlob(options.glob) : undefined;
  const needle = caseSensitive ? query : query.toLowerCase();
  const hits: SearchHit[] = [];

  for (let i = 0; i < corpus.paths.length && hits.length <= limit; i++) {
    const path = corpus.paths[i] as string;
    if (matchesPath && !matchesPath(path)) continue;
    const text = corpus.text(i);
    if (regex) {
      const find = regexFinder(regex, text);
      if (find) collectHits(path, text, find, hits, limit);
    } else if (caseSensitive) {
      collectHits(path, text, (from) => text.indexOf(needle, from), hits, limit);
    } else {
      const lower = corpus.lowerText(i);
      if (lower.length === text.length) {
        collectHits(path, text, (from) => lower.indexOf(needle, from), hits, limit);
      } else if (lower.includes(needle)) {
        // Some characters change length when lower-cased (e.g. "İ"), so offsets in `lower` do not
        // line up with `text`; rare enough that splitting this one file is fine.
        collectHitsByLine(path, text, needle, hits, limit);
      }
    }
  }
  const truncated = hits.length > limit;
  if (truncated) hits.length = limit;
  return { hits, truncated };
}

const RE2_SYNTAX = 'search_code uses RE2 syntax (no backreferences or lookaround)';

/**
 * Compiles a regex query for RE2, or returns the message for the model. Same meaning as the old
 * RegExp flags: case-insensitive unless asked, and ^ / $ at line boundaries as in grep.
 */
function compileRegex(query: string, caseSensitive: boolean): RE2JS | string {
  const flags = RE2JS.MULTILINE | (caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
  let plain: RE2JS;
  try {
    // The query as written is compiled first so that errors quote what the model wrote.
    plain = RE2JS.compile(query, flags);
  } catch (error) {
    return regexError(error);
  }
  if (!query.includes('$')) return plain;
  try {
    return RE2JS.compile(allowCrBeforeDollar(query), flags);
  } catch {
    return plain;
  }
}

/** An actionable message: what RE2 lacks, or what is wrong with the pattern and where. */
function regexError(error: unknown): string {
  if (!(error instanceof RE2JSSyntaxException)) return `Invalid regular expression: ${(error as Error).message}. ${RE2_SYNTAX}.`;
  // RE2JS.compile prepends the flags as (?m)(?i); they are not part of what the model wrote.
  const at = (error.getPattern() ?? '').replace(/^\(\?m\)(?:\(\?i\))?/, '');
  if (/^\\(?:[1-9]|k)/.test(at)) {
    return `backreferences are not supported: ${RE2_SYNTAX}. Search for the repeated text itself instead.`;
  }
  if (/^\(\?<?[=!]/.test(at)) {
    const kind = at.startsWith('(?<') ? 'lookbehind' : 'lookahead';
    return `${kind} \`${at.slice(0, kind === 'lookbehind' ? 4 : 3)}…)\` is not supported: ${RE2_SYNTAX}. Match the surrounding text instead, or search without it.`;
  }
  const hint = at.startsWith('\\u') ? ' Write \\x{00E9} for a code point.' : '';
  return `Invalid regular expression: ${error.getDescription()}${at ? `: \`${at}\`` : ''}. ${RE2_SYNTAX}.${hint}`;
}

/**
 * RE2's multi-line `$` matches only before "\n"; RegExp's also matched before the "\r" of a CRLF
 * line ending, so `;$` found lines of Windows files. Rewrites each `$` outside a character class
 * or \Q…\E quote to `(?:\r?$)`: only where a match ends moves, never where it starts.
 */
export function allowCrBeforeDollar(pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i] as string;
    let next = i + 1;
    if (c === '\\') {
      if (pattern[i + 1] === 'Q') {
        const close = pattern.indexOf('\\E', i + 2);
        next = close === -1 ? pattern.length : close + 2;
      } else {
        next = Math.min(pattern.length, i + 2);
      }
    } else if (c === '[') {
      next = classEnd(pattern, i);
    }
    out += c === '$' ? '(?:\\r?$)' : pattern.slice(i, next);
    i = next;
  }
  return out;
}

/** Index just past the character class opening at `open` (RE2 rules: a leading ] is literal). */
function classEnd(pattern: string, open: number): number {
  let j = open + 1;
  if (pattern[j] === '^') j++;
  if (pattern[j] === ']') j++;
  while (j < pattern.length) {
    const c = pattern[j];
    if (c === ']') return j + 1;
    if (c === '\\') j += 2;
    else if (c === '[' && pattern[j + 1] === ':' && pattern.indexOf(':]', j + 2) !== -1) j = pattern.indexOf(':]', j + 2) + 2;
    else j++;
  }
  return pattern.length;
}

/**
 * Undefined when the file has no match at all (the common case, decided by RE2's fast DFA). RE2's
 * multi-line ^ matches only after "\n", never between the "\r" and "\n" of a CRLF line end, so no
 * empty pseudo-line there needs skipping (RegExp's did).
 */
function regexFinder(re: RE2JS, text: string): Finder | undefined {
  if (!re.test(text)) return undefined;
  const matcher = re.matcher(text);
  // re2js reports and takes UTF-16 indices for string input, the same offsets as indexOf.
  return (from) => (from <= text.length && matcher.find(from) ? matcher.start() : -1);
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_SEARCH_LIMIT;
  return Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.floor(limit)));
}

/** Appends one hit per matching line (first match on the line) until `limit + 1` hits exist. */
function collectHits(path: string, text: string, find: Finder, hits: SearchHit[], limit: number): void {
  let pos = find(0);
  if (pos < 0) return;
  let line = 1;
  let counted = 0; // newlines before `counted` are already included in `line`
  while (pos >= 0 && hits.length <= limit) {
    // A zero-width regex match (`^$`) after the final newline is not a line of the file.
    if (pos === text.length && pos > 0 && text.endsWith('\n')) return;
    for (let nl = text.indexOf('\n', counted); nl !== -1 && nl < pos; nl = text.indexOf('\n', nl + 1)) {
      line++;
      counted = nl + 1;
    }
    const start = text.lastIndexOf('\n', pos - 1) + 1;
    let end = text.indexOf('\n', pos);
    if (end === -1) end = text.length;
    hits.push({ path, line, text: hitText(text, start, end, pos) });
    if (end >= text.length) return;
    pos = find(end + 1);
  }
}

function collectHitsByLine(path: string, text: string, needle: string, hits: SearchHit[], limit: number): void {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length && hits.length <= limit; i++) {
    const lineText = lines[i] as string;
    const col = lineText.toLowerCase().indexOf(needle);
    if (col >= 0)
      hits.push({
        path,
        line: i + 1,
        text: hitText(lineText, 0, lineText.length, Math.min(col, lineText.length)),
      });
  }
}

/**
 * The line, trimmed; when it is longer than HIT_TEXT_MAX, a window that starts a little before
 * the match (a hit at column 5 000 of a minified bundle should still show the match).
 */
export function hitText(text: string, start: number, end: number, matchAt: number): string {
  if (end - start <= HIT_TEXT_MAX) return text.slice(start, end).trim();
  const from = Math.max(start, Math.min(matchAt - 100, end - HIT_TEXT_MAX));
  const to = Math.min(end, from + HIT_TEXT_MAX);
  return `${from > start ? '…' : ''}${text.slice(from, to).trim()}${to < end ? '…' : ''}`;
}
