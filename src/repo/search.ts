// Line-oriented search over in-memory files, built for 20 000-file snapshots (spec §14): each
// file is probed with one indexOf / regex exec over its whole text, and only files that match are
// walked for line numbers — no file is split into lines, and the walk stops at limit + 1 hits.
import { compileGlob } from './glob.js';
import type { SearchHit, SearchOptions, SearchResult } from './types.js';

export const DEFAULT_SEARCH_LIMIT = 50;
/** Upper bound whatever the caller asks: tool output is capped anyway (spec §9). */
export const MAX_SEARCH_LIMIT = 1000;
/** Hit text is cut to about this many characters so a minified line cannot flood a prompt. */
export const HIT_TEXT_MAX = 300;
/** Longer queries are refused: they are never useful and long regexes are where backtracking hides. */
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
  let regex: RegExp | undefined;
  if (options.regex) {
    try {
      // `g` for lastIndex-driven scanning, `m` so ^ and $ mean line starts and ends as in grep.
      regex = new RegExp(query, caseSensitive ? 'gm' : 'gim');
    } catch (error) {
      return { hits: [], truncated: false, error: (error as Error).message };
    }
  }
  const matchesPath = options.glob ? compileGlob(options.glob) : undefined;
  const needle = caseSensitive ? query : query.toLowerCase();
  const hits: SearchHit[] = [];

  for (let i = 0; i < corpus.paths.length && hits.length <= limit; i++) {
    const path = corpus.paths[i] as string;
    if (matchesPath && !matchesPath(path)) continue;
    const text = corpus.text(i);
    if (regex) {
      collectHits(path, text, regexFinder(regex, text), hits, limit);
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

function regexFinder(re: RegExp, text: string): Finder {
  return (from) => {
    re.lastIndex = from;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      // With the m flag, \r is a line terminator too, so in a CRLF file ^ also matches between \r
      // and \n — an empty "line" grep would never report. Skip matches that start there.
      if (m.index > 0 && text.charCodeAt(m.index) === 10 && text.charCodeAt(m.index - 1) === 13) {
        re.lastIndex = m.index + 1;
        continue;
      }
      return m.index;
    }
    return -1;
  };
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
