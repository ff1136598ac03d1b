// Where in a file a task points (its anchor): the declaration the requirement names, else the
// declaration whose own text — name, doc comment, body — holds the requirement's meaningful words
// best (a tie goes to the smaller one, then the one nearer the match), else the whole file `*`.
// A Markdown file's anchor is its heading that matches best, never a name from a code block.
import { indexSnapshot } from '../retrieval/repo-index.js';
import { type SymbolDef, symbolSpan } from '../retrieval/symbols.js';
import { tokenize } from '../retrieval/tokens.js';
import type { Snapshot } from '../repo/types.js';
import { meaningfulTerms, namedIdentifiers, withoutAttributes } from './offline-words.js';

export interface Anchor {
  /** A declared name, a heading's text, or `*` for the whole file. */
  location: string;
  /** Why: the requirement names it, its text matches best, a heading matches, or nothing stands out. */
  reason: 'named' | 'matched' | 'heading' | 'file';
  /** The meaningful terms (stems) the anchor's text holds. */
  terms: string[];
}

export interface AnchorTarget {
  path: string;
  /** A line where the file matched the requirement: the tie-break between equal anchors. */
  line?: number;
}

const WHOLE_FILE: Anchor = { location: '*', reason: 'file', terms: [] };

export function anchorFor(snapshot: Snapshot, file: AnchorTarget, requirement: string): Anchor {
  const text = snapshot.readFile(file.path);
  if (text === undefined) return WHOLE_FILE;
  if (/\.(md|mdx|markdown)$/i.test(file.path)) return headingAnchor(snapshot, text, requirement, file.line);
  const symbols = indexSnapshot(snapshot).symbolsOf(file.path);
  if (symbols.length === 0) return WHOLE_FILE;
  return namedAnchor(symbols, requirement) ?? matchedAnchor(snapshot, file, text, symbols, requirement) ?? WHOLE_FILE;
}

/** A declaration the requirement names: by exact name, then ignoring case; the first name written wins. */
function namedAnchor(symbols: readonly SymbolDef[], requirement: string): Anchor | undefined {
  const names = namedIdentifiers(requirement);
  for (const exact of [true, false]) {
    for (const name of names) {
      const lower = name.toLowerCase();
      const found = symbols.find((s) => (exact ? s.name === name : s.name.toLowerCase() === lower));
      if (found) return { location: found.name, reason: 'named', terms: tokenize(found.name) };
    }
  }
  return undefined;
}

interface Scored {
  symbol: SymbolDef;
  score: number;
  size: number;
  distance: number;
  terms: string[];
}

/**
 * The declaration whose own text holds the requirement's meaningful terms best: each term weighs
 * what it says in this repository (a rare `zstd` more than a common `empty`), twice when in the
 * name. It is a match when it holds at least half the weight of the terms the whole file holds.
 */
function matchedAnchor(
  snapshot: Snapshot,
  file: AnchorTarget,
  text: string,
  symbols: readonly SymbolDef[],
  requirement: string,
): Anchor | undefined {
  const index = indexSnapshot(snapshot);
  const inFile = new Set(tokenize(withoutAttributes(text)));
  const weights = new Map(meaningfulTerms(requirement).flatMap((t) => (inFile.has(t) ? [[t, index.termWeight(t)] as const] : [])));
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return undefined;
  const lines = text.split('\n');
  const declared = new Map<string, number>();
  for (const symbol of symbols) declared.set(symbol.name, (declared.get(symbol.name) ?? 0) + 1);
  let best: Scored | undefined;
  for (const symbol of symbols) {
    // A name declared more than once (`__init__`, `constructor`, a `test()` per case) names no one
    // place: the declaration around it, scored on its own, stands for it.
    if ((declared.get(symbol.name) ?? 0) > 1) continue;
    const span = symbolSpan(lines, symbols, symbol);
    const body = new Set(tokenize(withoutAttributes(lines.slice(span.start - 1, span.end).join('\n'))));
    const name = new Set(tokenize(symbol.name));
    const terms = [...weights.keys()].filter((t) => body.has(t) || name.has(t));
    const score = terms.reduce((sum, t) => sum + (weights.get(t) ?? 0) * (name.has(t) ? 2 : 1), 0);
    if (score < total / 2) continue;
    const size = span.end - span.start;
    const distance = file.line === undefined ? 0 : Math.abs(symbol.line - file.line);
    const scored = { symbol, score, size, distance, terms };
    if (!best || better(scored, best)) best = scored;
  }
  return best && { location: best.symbol.name, reason: 'matched', terms: best.terms };
}

/** The higher score; on a tie the smaller declaration, then the nearer one, then the first. */
function better(a: Scored, b: Scored): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.size !== b.size) return a.size < b.size;
  return a.distance < b.distance;
}

interface Heading {
  text: string;
  line: number;
}

/** ATX headings (`## Rate limits`) outside fenced code blocks, their text without inline markup. */
export function markdownHeadings(text: string): Heading[] {
  const out: Heading[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (opener !== undefined) {
      if (fence === undefined) fence = opener[0];
      else if (opener[0] === fence) fence = undefined;
      return;
    }
    if (fence !== undefined) return;
    const heading = /^ {0,3}#{1,6}[ \t](.*)$/.exec(line)?.[1];
    if (heading === undefined) return;
    const plain = withoutLinkTargets(withoutClosingHashes(heading))
      .replace(/[[\]`*_]/g, '')
      .trim()
      .slice(0, 80);
    if (plain !== '') out.push({ text: plain, line: i + 1 });
  });
  return out;
}

/** `## Title ##` → `Title ` (a closing run of `#` after a blank). */
function withoutClosingHashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  return end < text.length && (end === 0 || text[end - 1] === ' ') ? text.slice(0, end) : text;
}

/** `[text](url)` → `[text]`, by hand: a pattern for it rescans from every `[`. */
function withoutLinkTargets(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('](', from); at >= 0; at = text.indexOf('](', from)) {
    const close = text.indexOf(')', at + 2);
    if (close < 0) break;
    out += text.slice(from, at + 1);
    from = close + 1;
  }
  return out + text.slice(from);
}

/** The heading whose text holds the meaningful terms that weigh most; on a tie the one nearest the match. */
function headingAnchor(snapshot: Snapshot, text: string, requirement: string, line: number | undefined): Anchor {
  const index = indexSnapshot(snapshot);
  const wanted = meaningfulTerms(requirement);
  let best: { heading: Heading; terms: string[]; score: number; distance: number } | undefined;
  for (const heading of markdownHeadings(text)) {
    const own = new Set(tokenize(heading.text));
    const terms = wanted.filter((t) => own.has(t));
    if (terms.length === 0) continue;
    const score = terms.reduce((sum, t) => sum + index.termWeight(t), 0);
    const distance = line === undefined ? 0 : Math.abs(heading.line - line);
    if (!best || score > best.score || (score === best.score && distance < best.distance)) best = { heading, terms, score, distance };
  }
  return best ? { location: best.heading.text, reason: 'heading', terms: best.terms } : WHOLE_FILE;
}
