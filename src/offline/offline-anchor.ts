// Where in a file a task points (its anchor): the declaration the requirement names, else the
// declaration whose own text — name, doc comment, body — holds the requirement's meaningful words
// clearly best (a tie, or a runner-up within a tenth of its score, names no one place: the whole
// file), else the whole file `*`. A Markdown file's anchor is its heading that matches best (the
// nearest on a tie), never a name from a code block.
import { indexSnapshot } from '../retrieval/repo-index.js';
import { type SymbolDef, clauseRuns, symbolSpan, withoutOverloads } from '../retrieval/symbols.js';
import { stem, tokenize } from '../retrieval/tokens.js';
import { glossed } from './offline-glossary.js';
import type { Snapshot } from '../repo/types.js';
import {
  adjacentWords,
  caseParts,
  meaningfulTerms,
  namedIdentifiers,
  QUALIFIED,
  qualifiedNames,
  wholeName,
  withoutLabels,
} from './offline-words.js';
import { headsRequest } from './offline-asks.js';
import { titleOf, withoutCommitType } from './offline-scope.js';
import { countedText, withoutMarkupAttributes } from '../retrieval/markup.js';

export interface Anchor {
  /** A declared name, a heading's text, or `*` for the whole file. */
  location: string;
  /** Why: a stack trace's frame runs through it, the requirement names it, its text matches best, a heading matches, or nothing stands out. */
  reason: 'frame' | 'link' | 'named' | 'uses' | 'matched' | 'heading' | 'file';
  /** For `frame`: whether it is the trace's innermost frame in the repository's code (where the failure was raised). */
  raised?: boolean;
  /** For `link`: the line the requirement links to. */
  line?: number;
  /** The meaningful terms (stems) the anchor's text holds. */
  terms: string[];
  /** A named declaration's own name, before `location` qualifies it (`content_type` of `ResponseMethods.content_type`). */
  name?: string;
  /** For `uses`: the name the requirement writes that the declaration's text writes too (`TYPER_USE_RICH` in `HAS_RICH`). */
  uses?: string;
  /** The requirement's words that spell the name out ("content", "type" for `content_type`), when it does not write the name itself. */
  spelledAs?: string[];
}

export interface AnchorTarget {
  path: string;
  /** A line where the file matched the requirement: the tie-break between equal anchors. */
  line?: number;
  /** The frames of the requirement's stack trace in this file, innermost first (offline-trace.ts). */
  frames?: readonly { name?: string; owner?: string; raised: boolean; linked?: { line?: number } }[];
}

const WHOLE_FILE: Anchor = { location: '*', reason: 'file', terms: [] };

export function anchorFor(snapshot: Snapshot, file: AnchorTarget, requirement: string): Anchor {
  const text = snapshot.readFile(file.path);
  if (text === undefined) return WHOLE_FILE;
  if (/\.(md|mdx|markdown)$/i.test(file.path)) return headingAnchor(snapshot, text, requirement, file.line);
  const symbols = withoutOverloads(file.path, text, indexSnapshot(snapshot).symbolsOf(file.path));
  if (symbols.length === 0) return WHOLE_FILE;
  const separator = file.path.endsWith('.rs') ? '::' : '.';
  const found =
    linkAnchor(symbols, file.frames) ??
    // A test's declaration named after a member (xunit's nested `class Equal` for `Assert.Equal`) tests that member, whoever owns it.
    namedAnchor(symbols, requirement, indexSnapshot(snapshot).kindOf(file.path) === 'test' ? undefined : text) ??
    usedAnchor(text, symbols, requirement) ??
    spelledOutAnchor(symbols, requirement) ??
    matchedAnchor(snapshot, file, text, symbols, requirement);
  if (!found) return WHOLE_FILE;
  return { ...found, ...fromFrame(found, file.frames), location: qualifiedName(symbols, found.location, text, requirement, separator) };
}

/**
 * The declaration around a line of this file the requirement links to: the author pointed there,
 * more precisely than any name the prose writes (a stack trace's frames, written by the program,
 * rank after the prose's names: measured, docs/benchmarks.md).
 */
function linkAnchor(symbols: readonly SymbolDef[], frames: AnchorTarget['frames']): Anchor | undefined {
  for (const frame of frames ?? []) {
    const name = frame.name;
    if (!frame.linked || name === undefined || !symbols.some((s) => s.name === name && !s.block)) continue;
    return {
      location: name,
      reason: 'link',
      terms: tokenize(name),
      name,
      ...(frame.linked.line !== undefined ? { line: frame.linked.line } : {}),
    };
  }
  return undefined;
}

/**
 * A named declaration that a stack trace's frame in this file runs through is said to be so: the
 * requirement wrote it in its trace (offline-issue.ts puts the frames' names after its prose,
 * innermost first), and where the failure was raised matters more than that it was written.
 */
function fromFrame(found: Anchor, frames: AnchorTarget['frames']): Partial<Anchor> {
  if (found.reason !== 'named' || found.spelledAs !== undefined) return {};
  // A linked line's declaration named in the prose too: linkAnchor took it first when it could.
  const frame = frames?.find((f) => f.name === found.name);
  if (!frame) return {};
  if (frame.linked) return { reason: 'link', ...(frame.linked.line !== undefined ? { line: frame.linked.line } : {}) };
  return { reason: 'frame', raised: frame.raised };
}

/** How far back an enclosing declaration is looked for: a file of flat declarations stays linear. */
const OUTER_SCAN = 200;

/**
 * `Client.send` for a `send` declared inside `class Client` (`Recipe::run` in a Rust `impl Recipe`): a method's name alone says neither
 * which class nor, in a file of several, which `send`. The innermost declaration whose lines hold it
 * qualifies it (one level; permalinks find `send` inside `Client`'s lines). A name declared in
 * several places is qualified only by an enclosing name the requirement writes, else left bare.
 */
/** The declaration a declaration sits in (a class around its method), by the spans before it. */
function outerOf(symbols: readonly SymbolDef[], lines: readonly string[], def: SymbolDef): string | undefined {
  const at = symbols.indexOf(def);
  for (let i = at - 1; i >= Math.max(0, at - OUTER_SCAN); i--) {
    const outer = symbols[i] as SymbolDef;
    if (outer.line === def.line) continue;
    const span = symbolSpan(lines, symbols, outer);
    if (span.declaration < def.line && def.line <= span.end) return outer.name;
  }
  return undefined;
}

/**
 * The owner a declaration belongs to by its own line, where nothing encloses it: Go's receiver
 * (`func (r Data) Render(…)` belongs to `Data`), when the requirement writes `Data.Render`.
 */
function receiverOf(lines: readonly string[], def: SymbolDef, owners: readonly string[]): string | undefined {
  const line = lines[def.line - 1] ?? '';
  const head = line.slice(0, Math.max(0, line.indexOf(def.name)));
  return owners.find((owner) => wholeName(owner)(head));
}

function qualifiedName(symbols: readonly SymbolDef[], name: string, text: string, requirement: string, separator: string): string {
  const own = symbols.filter((s) => s.name === name);
  if (own.length === 0) return name;
  const lines = text.split('\n');
  if (own.length === 1) {
    const def = own[0] as SymbolDef;
    const outer =
      outerOf(symbols, lines, def) ??
      receiverOf(
        lines,
        def,
        qualifiedNames(requirement)
          .filter((q) => q.member === name)
          .map((q) => q.owner),
      );
    return outer === undefined ? name : `${outer}${separator}${name}`;
  }
  const written = new Set(requirement.match(/[A-Za-z_$][\w$]*/g) ?? []);
  for (const def of own.slice(0, 20)) {
    const outer = outerOf(symbols, lines, def);
    // `W3CDom` inside `class W3CDom` is its constructor: the requirement that names `W3CDom` means the class.
    if (outer !== undefined && outer !== name && written.has(outer)) return `${outer}${separator}${name}`;
  }
  return name;
}

/**
 * A declaration whose name the requirement spells out as adjacent words ("consume a token" for
 * `consumeToken`, "rate limit" for `rate_limit`; one-letter words between are skipped): the
 * requirement names it, in prose (never across punctuation). Two or three words; the longest name wins.
 */
function spelledOutAnchor(symbols: readonly SymbolDef[], requirement: string): Anchor | undefined {
  const spelled = new Map<string, string[]>();
  for (const run of [...adjacentWords(requirement, 2), ...adjacentWords(requirement, 3)]) {
    const key = run.join('').toLowerCase();
    if (!spelled.has(key)) spelled.set(key, run);
  }
  const joined = (name: string) => name.replace(/[_$-]/g, '').toLowerCase();
  const found = symbols
    .filter((s) => tokenize(s.name).length >= 2 && spelled.has(joined(s.name)))
    .sort((a, b) => b.name.length - a.name.length || a.line - b.line)[0];
  if (!found) return undefined;
  // A name the requirement writes itself (`content_type`, `consumeToken`) was found by namedAnchor first: these are prose.
  const spelledAs = (spelled.get(joined(found.name)) as string[]).map((word) => word.toLowerCase());
  return { location: found.name, reason: 'named', terms: tokenize(found.name), name: found.name, spelledAs };
}

/**
 * A declaration the requirement names: by exact name, then ignoring case; the first name written
 * wins. Ignoring case only for a name with a shape of its own (`iconById` for `IconByID`): a plain
 * word's other case is another name (`request` of `request.validationError` is no `Request`).
 */
function namedAnchor(symbols: readonly SymbolDef[], requirement: string, text: string | undefined): Anchor | undefined {
  const names = namedIdentifiers(requirement);
  // Without the text (a test file), any owner's.
  const ownedBy = text === undefined ? new Map<string, string[]>() : membersOwned(requirement);
  const lines = (text ?? '').split('\n');
  // `Data.Render` is Render of Data: another type's `Render` (`func (r Reader) Render`) is not it.
  const owned = (s: SymbolDef) => {
    const owners = ownedBy.get(s.name);
    if (owners === undefined) return true;
    return owners.includes(outerOf(symbols, lines, s) ?? '') || receiverOf(lines, s, owners) !== undefined;
  };
  for (const exact of [true, false]) {
    for (const name of names) {
      if (!exact && /^[A-Za-z][a-z]*$/.test(name)) continue;
      const lower = name.toLowerCase();
      const found = symbols.find((s) => (exact ? s.name === name : s.name.toLowerCase() === lower) && owned(s));
      if (found) return { location: found.name, reason: 'named', terms: tokenize(found.name), name: found.name };
    }
  }
  return undefined;
}

/**
 * The members the requirement only ever writes with a type's name before them (`Data.Render`,
 * `Command::get_usage`), and those types: never written alone, such a name means that type's member.
 */
function membersOwned(requirement: string): Map<string, string[]> {
  const owned = new Map<string, string[]>();
  for (const { owner, member } of qualifiedNames(requirement))
    if (/^[A-Z]/.test(owner)) owned.set(member, [...(owned.get(member) ?? []), owner]);
  // A member also written on its own (`Render` alone) may be anyone's.
  const bare = withoutQualified(requirement);
  for (const member of [...owned.keys()]) if (wholeName(member)(bare)) owned.delete(member);
  return owned;
}

/** The requirement without its qualified names (`Data.Render`, `a::b`). */
function withoutQualified(requirement: string): string {
  return requirement.replace(QUALIFIED, ' ');
}

/**
 * The declaration around every line that writes a name the requirement writes and no declaration of
 * the file bears: typer's `HAS_RICH = os.getenv("TYPER_USE_RICH", True)` for "Fix `TYPER_USE_RICH`
 * parsing". A line outside every declaration (an import) does not count; a name written in two
 * declarations names no one place. The innermost declaration around a line is the latest one
 * declared before it whose lines hold it.
 */
function usedAnchor(text: string, symbols: readonly SymbolDef[], requirement: string): Anchor | undefined {
  const declared = new Set(symbols.map((s) => s.name));
  // A name with a shape of its own (`TYPER_USE_RICH`, `isoTimeNano`): a plain word (`workers` of
  // `uvicorn.workers`) or an acronym (`WHATWG`) is written in prose and comments everywhere.
  const names = namedIdentifiers(requirement).filter((name) => /_|[a-z][A-Z]|\d/.test(name) && !declared.has(name));
  if (names.length === 0) return undefined;
  const lines = text.split('\n');
  const spans = symbols.filter((s) => !s.block).map((symbol) => ({ symbol, span: symbolSpan(lines, symbols, symbol) }));
  const around = (line: number) => {
    let inner: SymbolDef | undefined;
    for (const { symbol, span } of spans)
      if (span.declaration <= line && line <= span.end && (!inner || symbol.line >= inner.line)) inner = symbol;
    return inner;
  };
  for (const name of names) {
    let found: SymbolDef | undefined;
    let several = false;
    const writes = wholeName(name);
    for (const [i, line] of lines.entries()) {
      if (!writes(line)) continue;
      const inner = around(i + 1);
      if (inner === undefined) continue;
      if (found !== undefined && inner !== found) several = true;
      found = inner;
    }
    if (found !== undefined && !several)
      return { location: found.name, reason: 'uses', terms: tokenize(found.name), name: found.name, uses: name };
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
 * How much more than the runner-up the best declaration must score to be the anchor: words every
 * method of a class shares ("error", "hook", "request") make near-ties that name no one place.
 */
const MARGIN = 0.1;

/**
 * Measured with `cplan backtest` on twenty-six repositories: declarations holding 50–70% of the
 * file's matched weight were in the real change's diff about half the time (17 of 33), those above
 * 70% four times in five; a coin toss is no anchor, the whole file says so honestly.
 */
const LEAST_SHARE = 0.7;

/**
 * The declaration whose own text holds the requirement's meaningful terms best: each term weighs
 * what it says in this repository (a rare `zstd` more than a common `empty`), twice when its name
 * holds the very word the requirement writes ("retry" in `shouldRetry`, not "versions" in
 * `get_version`). It is a match when that score reaches LEAST_SHARE of the weight of the terms the
 * whole file holds (a name's own words counting twice on its side only), and a clear one when it outscores every other match by MARGIN; a tie or a
 * near-tie (on a name and its body, a class and its method) is the whole file.
 */
function matchedAnchor(
  snapshot: Snapshot,
  file: AnchorTarget,
  text: string,
  symbols: readonly SymbolDef[],
  requirement: string,
): Anchor | undefined {
  const index = indexSnapshot(snapshot);
  const inFile = new Set(tokenize(countedText(file.path, text)));
  // The title's verb says what to do, not where: "Move trim option to targets file" is no `MoveNext`.
  const verb = leadingVerb(requirement);
  const weights = new Map(
    meaningfulTerms(glossed(requirement)).flatMap((t) => (inFile.has(t) && t !== verb ? [[t, index.termWeight(t)] as const] : [])),
  );
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return undefined;
  const lines = text.split('\n');
  const declared = new Map<string, number>();
  // A Rust `impl` block encloses its type's methods; it is not a second declaration of the type.
  for (const symbol of symbols) if (!symbol.block) declared.set(symbol.name, (declared.get(symbol.name) ?? 0) + 1);
  const written = writtenWords(requirement);
  const clauses = clauseRuns(file.path, symbols);
  const matches: Scored[] = [];
  for (const symbol of symbols) {
    // A name declared more than once (`__init__`, `constructor`, a `test()` per case) names no one
    // place: the declaration around it, scored on its own, stands for it. An Elixir function's
    // clauses, one after another, are one function.
    const run = clauses.get(symbol);
    if (symbol.block || ((declared.get(symbol.name) ?? 0) > 1 && run === undefined)) continue;
    const first = symbolSpan(lines, symbols, symbol);
    const span = run === undefined ? first : { ...first, end: symbolSpan(lines, symbols, run).end };
    const body = new Set(tokenize(withoutMarkupAttributes(file.path, lines.slice(span.start - 1, span.end).join('\n'))));
    const name = new Set(tokenize(symbol.name));
    const exact = exactNameTerms(symbol.name, written);
    const terms = [...weights.keys()].filter((t) => body.has(t) || name.has(t));
    const score = terms.reduce((sum, t) => sum + (weights.get(t) ?? 0) * (exact.has(t) ? 2 : 1), 0);
    if (score < total * LEAST_SHARE) continue;
    const size = span.end - span.start;
    const distance = file.line === undefined ? 0 : Math.abs(symbol.line - file.line);
    matches.push({ symbol, score, size, distance, terms });
  }
  const [best, second] = matches.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  if (best === undefined || (second !== undefined && second.score >= best.score * (1 - MARGIN))) return undefined;
  return { location: best.symbol.name, reason: 'matched', terms: best.terms };
}

/** The stem of the verb a title's request starts with ("Move trim option …" → `move`), or undefined. */
function leadingVerb(requirement: string): string | undefined {
  const title = withoutLabels(withoutCommitType(titleOf(requirement)));
  if (!headsRequest(title)) return undefined;
  const first = /^[A-Za-z]+/.exec(title)?.[0];
  return first === undefined ? undefined : stem(first.toLowerCase());
}

/**
 * Lower-cased words as a text writes them, not stemmed: each identifier whole (`_` dropped) and
 * its parts at case changes, underscores and digits (`getBodySize` → getbodysize, get, body, size).
 */
function writtenWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const run of text.match(/[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*/g) ?? []) {
    out.add(run.toLowerCase().replace(/_/g, ''));
    for (const segment of run.split('_')) for (const part of caseParts(segment)) out.add(part.toLowerCase());
  }
  return out;
}

/** The terms of a declaration's name that the requirement writes as the same word, not another form of it. */
function exactNameTerms(name: string, written: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const word of writtenWords(name))
    if (written.has(word) || verbForms(word).some((form) => written.has(form))) out.add(word).add(stem(word));
  return out;
}

/**
 * "renaming", "renamed" for `rename`: the requirement writes the declaration's own verb in another
 * form ("Fix renaming a dir" is `Rename`). Not a plural's "-s": "orders" would make `createOrder`
 * as exact a name as `listOrders`.
 */
function verbForms(word: string): string[] {
  if (word.length < 4) return [];
  const base = word.endsWith('e') ? word.slice(0, -1) : word;
  return [`${base}ing`, `${base}ed`];
}

/** The higher score; on a tie the smaller declaration, then the nearer one, then the first (an order only: a tie is no match). */
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
    const plain = plainInline(withoutClosingHashes(heading)).trim().slice(0, 80);
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

/**
 * `[text](url)` and `[text][label]` → `[text]`, by hand: a pattern for it rescans from every `[`.
 * fastify's `##### fastify.FastifyPluginCallback< [Options][FastifyPluginOptions]>` read as
 * "…< OptionsFastifyPluginOptions>" when a reference's label stayed.
 */
function withoutLinkTargets(text: string): string {
  let out = '';
  let from = 0;
  for (let at = nextTarget(text, from); at >= 0; at = nextTarget(text, from)) {
    const close = text.indexOf(text[at + 1] === '(' ? ')' : ']', at + 2);
    if (close < 0) break;
    out += text.slice(from, at + 1);
    from = close + 1;
  }
  return out + text.slice(from);
}

/** Where the next `](` or `][` is, from `from`; -1 when there is none. */
function nextTarget(text: string, from: number): number {
  const round = text.indexOf('](', from);
  const square = text.indexOf('][', from);
  return round < 0 ? square : square < 0 ? round : Math.min(round, square);
}

/** A run of `_` that opens or closes emphasis (`_word_`) goes; one inside a name (`get_user`) stays. */
function emphasisOnly(run: string, at: number, text: string): string {
  const word = (char: string | undefined) => char !== undefined && /[A-Za-z0-9]/.test(char);
  return word(text[at - 1]) && word(text[at + run.length]) ? run : '';
}

/**
 * A heading's text without its inline markup: links' targets, brackets, emphasis and code ticks
 * go, a code span's own text stays as written (`` `get_user` `` keeps its underscore, `arr[0][1]` its brackets).
 */
function plainInline(text: string): string {
  return text
    .split('`')
    .map((part, i) =>
      i % 2 === 1
        ? part
        : withoutLinkTargets(part)
            .replace(/[[\]*]/g, '')
            .replace(/_+/g, emphasisOnly),
    )
    .join('');
}

/** The heading whose text holds the meaningful terms that weigh most; on a tie the one nearest the match. */
function headingAnchor(snapshot: Snapshot, text: string, requirement: string, line: number | undefined): Anchor {
  const index = indexSnapshot(snapshot);
  const wanted = meaningfulTerms(glossed(requirement));
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
