// Identifier-aware tokens for ranking: `getYouTubeVideoIDFromURL`, `rate_limit`, `rate-limit.ts`
// and "rate limiting" all meet on `rate` / `limit`, and an identifier written out in a requirement
// also matches as a whole. One character scan, no regex over the text (source files are untrusted).

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing done for from had has have how i if in into is it its ' +
    'just may more most must my no not of on once only or other our out over own same should so some such than that the ' +
    'their them then there these they this those through to too under until up very was we were what when where which ' +
    'while who why will with would you your also any each few new now use used using via get set let var const fn ' +
    'don doesn isn aren wasn won shouldn cannot instead make makes made allow allows like eg ie etc e g'
  ).split(' '),
);

/**
 * Short forms and endings folded so that "limits", "limiting" and "limited" meet "limit", and — a
 * final "e" dropped after them, as Porter's stemmer does — "merging", "merged" and "merges" meet
 * "merge", "caching" meets "cache".
 */
export function stem(word: string): string {
  const folded = word.length <= 4 ? word : foldSuffix(word);
  return folded.length >= 4 && folded.endsWith('e') && !folded.endsWith('ee') ? folded.slice(0, -1) : folded;
}

function foldSuffix(word: string): string {
  for (const [suffix, keep] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      if (suffix === 's' && word.endsWith('ss')) return word;
      if (suffix === 'es' && !/(?:ches|shes|sses|xes|zes)$/.test(word)) continue;
      return word.slice(0, word.length - suffix.length) + keep;
    }
  }
  return word;
}

const CACHE = new Map<string, string[]>();
const CACHE_LIMIT = 200_000;

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}
function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Words of a text: runs of letters and digits, split again at camelCase and letter/digit borders,
 * lower-cased, stop words and 1-character words dropped, stemmed. Identifiers longer than one
 * part (`getUserName`, `rate_limit`) are also emitted whole (`getusername`, `ratelimit`) so that
 * an identifier named in a requirement finds its definition.
 */
export function tokenize(text: string, out: string[] = []): string[] {
  // Identifiers: alphanumerics joined by single underscores. The regex engine finds them faster
  // than a character loop, and this pattern cannot backtrack (its parts never overlap).
  for (const match of text.matchAll(IDENTIFIER)) for (const token of tokensOf(match[0])) out.push(token);
  return out;
}

const IDENTIFIER = /[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*/g;

/**
 * Term counts of one file at a time, for the index's build: terms are numbered once for the whole
 * repository and each identifier's term numbers are cached, so a file's counts are additions into
 * one reused array — no map, no token array, no string per token per file. The index reads whole
 * repositories (tens of megabytes); this is its hot loop.
 */
export class TermCounter {
  /** Term number → term. */
  readonly terms: string[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly identifiers = new Map<string, Int32Array>();
  private counts = new Float64Array(4096);
  private touched: number[] = [];

  /** Adds the tokens of `text`, `unit` per occurrence (the index packs its fields in units); returns how many. */
  add(text: string, unit: number): number {
    let total = 0;
    forEachIdentifier(text, (identifier) => {
      const ids = this.termsOf(identifier);
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number;
        if (this.counts[id] === 0) this.touched.push(id);
        this.counts[id] = (this.counts[id] as number) + unit;
      }
      total += ids.length;
    });
    return total;
  }

  /** The current file's term numbers and counts; the counter is then empty for the next file. */
  take(): { ids: Int32Array; counts: Float64Array } {
    const ids = Int32Array.from(this.touched);
    const counts = new Float64Array(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      counts[i] = this.counts[id] as number;
      this.counts[id] = 0;
    }
    this.touched = [];
    return { ids, counts };
  }

  private readonly scratch = new Int32Array(64);

  private termsOf(identifier: string): Int32Array {
    const cached = this.identifiers.get(identifier);
    if (cached) return cached;
    const tokens = splitTokens(identifier);
    // Once full the cache keeps what it has (see tokensOf); a name met after that (in generated
    // code, often one that occurs nowhere else) is numbered into a reused array.
    if (this.identifiers.size < CACHE_LIMIT) {
      const ids = Int32Array.from(tokens, (term) => this.number(term));
      this.identifiers.set(identifier, ids);
      return ids;
    }
    const n = Math.min(tokens.length, this.scratch.length);
    for (let i = 0; i < n; i++) this.scratch[i] = this.number(tokens[i] as string);
    return this.scratch.subarray(0, n);
  }

  private number(term: string): number {
    let id = this.numbers.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.numbers.set(term, id);
      this.terms.push(term);
      if (id >= this.counts.length) {
        const grown = new Float64Array(this.counts.length * 2);
        grown.set(this.counts);
        this.counts = grown;
      }
    }
    return id;
  }
}

const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * The identifiers of a text as IDENTIFIER finds them — alphanumerics joined by single
 * underscores — by one character scan (no match objects: the index reads whole repositories).
 */
function forEachIdentifier(text: string, found: (identifier: string) => void): void {
  const length = text.length;
  let i = 0;
  while (i < length) {
    if (!isAlnum(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    for (;;) {
      while (i < length && isAlnum(text.charCodeAt(i))) i++;
      // An underscore joins two runs only when a letter or digit follows it.
      if (i + 1 < length && text.charCodeAt(i) === 95 && isAlnum(text.charCodeAt(i + 1))) i++;
      else break;
    }
    found(text.slice(start, i));
  }
}

/** The tokens of one identifier, worked out afresh. */
function splitTokens(identifier: string): string[] {
  const tokens: string[] = [];
  splitIdentifier(identifier, tokens);
  return tokens;
}

/** The tokens of one identifier, worked out once while the cache holds it. */
function tokensOf(identifier: string): string[] {
  let tokens = CACHE.get(identifier);
  if (!tokens) {
    tokens = [];
    splitIdentifier(identifier, tokens);
    // Once full the cache keeps what it has: the identifiers met first are the common ones
    // (keywords, types, a project's vocabulary); clearing it would make every file pay again.
    if (CACHE.size < CACHE_LIMIT) CACHE.set(identifier, tokens);
  }
  return tokens;
}

function splitIdentifier(identifier: string, out: string[]): void {
  const parts: string[] = [];
  let start = 0;
  for (let j = 1; j <= identifier.length; j++) {
    const prev = identifier.charCodeAt(j - 1);
    const c = j < identifier.length ? identifier.charCodeAt(j) : -1;
    const next = j + 1 < identifier.length ? identifier.charCodeAt(j + 1) : -1;
    const border =
      c === -1 ||
      c === 95 ||
      prev === 95 ||
      (isLower(prev) && isUpper(c)) ||
      (isUpper(prev) && isUpper(c) && isLower(next)) ||
      (isDigit(prev) !== isDigit(c) && c !== -1);
    if (!border) continue;
    if (j > start) {
      const part = identifier.slice(start, j);
      if (part !== '_') parts.push(part.toLowerCase());
    }
    start = c === 95 ? j + 1 : j;
    if (c === 95) j++;
  }
  let words = 0;
  for (const part of parts) {
    if (isDigit(part.charCodeAt(0))) continue;
    words++;
    if (part.length < 2 || STOPWORDS.has(part)) continue;
    out.push(stem(part));
  }
  // The whole identifier, from its words only: `load5_1234` is no name anyone writes in a requirement.
  if (words > 1 && identifier.length <= 80) out.push(parts.filter((p) => !isDigit(p.charCodeAt(0))).join(''));
}

/** Distinct query terms, in order of first appearance. */
export function queryTerms(text: string): string[] {
  return [...new Set(tokenize(text))];
}

/** Terms as the text spells them (`rout` → `routes`): each the first word of `text` with that stem, else the term. */
export function spelledAs(terms: readonly string[], text: string): string[] {
  const words = new Map<string, string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) if (word.length >= 2 && !words.has(stem(word))) words.set(stem(word), word);
  return terms.map((term) => words.get(term) ?? term);
}
