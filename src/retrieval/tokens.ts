// Identifier-aware tokens for ranking: `getYouTubeVideoIDFromURL`, `rate_limit`, `rate-limit.ts`
// and "rate limiting" all meet on `rate` / `limit`, and an identifier written out in a requirement
// also matches as a whole. One character scan, no regex over the text (source files are untrusted).

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing done for from had has have how i if in into is it its ' +
    'just may more most must my no not of on once only or other our out over own same should so some such than that the ' +
    'their them then there these they this those through to too under until up very was we were what when where which ' +
    'while who why will with would you your also any each few new now use used using via get set let var const fn ' +
    'don doesn isn aren wasn won shouldn cannot instead make makes made allow allows like eg ie etc e g ll ve'
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
 * an identifier named in a requirement finds its definition. Chinese, Japanese and Korean runs
 * give their pairs of adjacent characters, after the identifiers.
 */
export function tokenize(text: string, out: string[] = []): string[] {
  // Identifiers: alphanumerics joined by single underscores. The regex engine finds them faster
  // than a character loop, and this pattern cannot backtrack (its parts never overlap).
  for (const match of text.matchAll(IDENTIFIER)) for (const token of tokensOf(match[0])) out.push(token);
  cjkPairs(text, out);
  return out;
}

const IDENTIFIER = /[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*/g;

/**
 * Term counts of one file at a time, for the index's build: terms are numbered once for the whole
 * repository and each identifier's term numbers are cached, so a file's counts are additions into
 * one reused array — no map, no token array, no string per token per file. The index reads whole
 * repositories (a hundred megabytes for 20 000 files); this is its hot loop, so identifiers are
 * looked up by two 32-bit hashes and the length, computed during the character scan, in an
 * open-addressing table: a known identifier costs no substring, no string hashing and no character
 * comparison (comparing the characters cost a fifth of the build). Both hashes are seeded at random
 * per counter (FNV-1a's offset basis; the polynomial's odd multiplier), so a file cannot be written
 * to collide with a name it targets; two different identifiers then agree on all three with a
 * chance of about 2^-64 per pair — with 10^7 lookups against 2·10^5 names, about one build in 10^7
 * counts one identifier's terms as another's, in ranking only.
 */
export class TermCounter {
  /** Term number → term. */
  readonly terms: string[] = [];
  /** Term → term number. */
  readonly numbers = new Map<string, number>();
  private readonly seed: number;
  private readonly multiplier: number;

  constructor() {
    const random = new Int32Array(2);
    crypto.getRandomValues(random);
    this.seed = (random[0] as number) | 0;
    this.multiplier = ((random[1] as number) | 1) >>> 0 === 1 ? 31 : (random[1] as number) | 1;
  }
  /** Slot → entry number + 1 (0: empty); linear probing, at most half full. */
  private slots = new Int32Array(1 << 15);
  private readonly entryHashes: number[] = [];
  private readonly entryChecks: number[] = [];
  private readonly entryLengths: number[] = [];
  private readonly entryIds: Int32Array[] = [];
  private counts = new Float64Array(4096);
  private touched: number[] = [];

  /** Adds the tokens of `text`, `unit` per occurrence (the index packs its fields in units); returns how many. */
  add(text: string, unit: number): number {
    let total = 0;
    const length = text.length;
    const { seed, multiplier } = this;
    let i = 0;
    while (i < length) {
      let c = text.charCodeAt(i);
      if (ALNUM[c] === 0) {
        if (c >= CJK_FIRST && isCjk(c)) {
          const end = cjkRunEnd(text, i);
          total += this.addPairs(text, i, end, unit);
          i = end;
        } else i++;
        continue;
      }
      // The identifiers IDENTIFIER finds — alphanumerics joined by single underscores — hashed
      // (FNV-1a) as they are read.
      // A run of digits is hashed as one digit: digits never reach a term (splitIdentifier), so
      // `case12_a` and `case7_a` share one entry — generated and numbered names are not each a miss.
      const start = i;
      let hash = seed;
      let check = 0;
      let hashed = 0;
      let digit = false;
      for (;;) {
        while (i < length) {
          c = text.charCodeAt(i);
          const kind = ALNUM[c] as number;
          if (kind === 0) break;
          i++;
          if (kind === DIGIT) {
            if (digit) continue;
            digit = true;
            c = 48;
          } else digit = false;
          hash = Math.imul(hash ^ c, 16777619);
          check = (Math.imul(check, multiplier) + c) | 0;
          hashed++;
        }
        // An underscore joins two runs only when a letter or digit follows it.
        if (i + 1 < length && c === 95 && ALNUM[text.charCodeAt(i + 1)] !== 0) {
          hash = Math.imul(hash ^ 95, 16777619);
          check = (Math.imul(check, multiplier) + 95) | 0;
          hashed++;
          digit = false;
          i++;
        } else break;
      }
      const ids = this.termsAt(text, start, i, hash, check, hashed);
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k] as number;
        if (this.counts[id] === 0) this.touched.push(id);
        this.counts[id] = (this.counts[id] as number) + unit;
      }
      total += ids.length;
    }
    return total;
  }

  /** Pair of characters (first × 65536 + second) → term number: a known pair costs no substring. */
  private readonly pairIds = new Map<number, number>();

  /**
   * Each pair of adjacent characters of the Chinese, Japanese or Korean run `text[start, end)`
   * (see cjkPairs). Real text repeats a few ten thousand pairs; text written to blow the table up
   * (random characters: every pair new) stops adding terms at MAX_PAIRS, and the pairs it meets
   * after that count for the text's length only.
   */
  private addPairs(text: string, start: number, end: number, unit: number): number {
    for (let k = start; k + 1 < end; k++) {
      const key = text.charCodeAt(k) * 65536 + text.charCodeAt(k + 1);
      let id = this.pairIds.get(key);
      if (id === undefined) {
        if (this.pairIds.size >= MAX_PAIRS) continue;
        id = this.number(text.slice(k, k + 2));
        this.pairIds.set(key, id);
      }
      if (this.counts[id] === 0) this.touched.push(id);
      this.counts[id] = (this.counts[id] as number) + unit;
    }
    return Math.max(0, end - start - 1);
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

  /** The term numbers of the identifier `text[start, end)`, whose hash is `hash`. */
  private termsAt(text: string, start: number, end: number, hash: number, check: number, length: number): Int32Array {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let entry = this.slots[slot] as number; entry !== 0; entry = this.slots[slot] as number) {
      if (this.entryHashes[entry - 1] === hash && this.entryChecks[entry - 1] === check && this.entryLengths[entry - 1] === length)
        return this.entryIds[entry - 1] as Int32Array;
      slot = (slot + 1) & mask;
    }
    const identifier = text.slice(start, end);
    const tokens = splitTokens(identifier);
    // Once full the cache keeps what it has (see tokensOf); a name met after that (in generated
    // code, often one that occurs nowhere else) is numbered into a reused array.
    if (this.entryHashes.length >= CACHE_LIMIT) {
      const n = Math.min(tokens.length, this.scratch.length);
      for (let i = 0; i < n; i++) this.scratch[i] = this.number(tokens[i] as string);
      return this.scratch.subarray(0, n);
    }
    const ids = Int32Array.from(tokens, (term) => this.number(term));
    this.entryHashes.push(hash);
    this.entryChecks.push(check);
    this.entryLengths.push(length);
    this.entryIds.push(ids);
    this.slots[slot] = this.entryHashes.length;
    if (this.entryHashes.length * 2 > this.slots.length) this.grow();
    return ids;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let entry = 1; entry <= this.entryHashes.length; entry++) {
      let slot = (this.entryHashes[entry - 1] as number) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry;
    }
    this.slots = slots;
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

/**
 * Chinese, Japanese and Korean text has no spaces between words, and a dictionary to split it is
 * a dependency this index does without: such a run counts as its pairs of adjacent characters
 * ("修复登录" → 修复, 复登, 登录), which is how a bigram index matches those languages. Kana,
 * CJK ideographs (with extension A) and Hangul syllables.
 */
const CJK_FIRST = 0x3040;
/** At most this many distinct pairs are terms in one repository's index (about 6 MB of table). */
const MAX_PAIRS = 100_000;
function isCjk(c: number): boolean {
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af);
}

/** Whether a term is a pair of Chinese, Japanese or Korean characters (see cjkPairs). */
export function isCjkPair(term: string): boolean {
  return term.length === 2 && isCjk(term.charCodeAt(0)) && isCjk(term.charCodeAt(1));
}

function cjkRunEnd(text: string, start: number): number {
  let end = start + 1;
  while (end < text.length && isCjk(text.charCodeAt(end))) end++;
  return end;
}

/** The pairs of adjacent characters of each Chinese, Japanese or Korean run of `text`, in order. */
export function cjkPairs(text: string, out: string[] = []): string[] {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < CJK_FIRST || !isCjk(text.charCodeAt(i))) continue;
    const end = cjkRunEnd(text, i);
    for (let k = i; k + 1 < end; k++) out.push(text.slice(k, k + 2));
    i = end;
  }
  return out;
}

/** 1 for [A-Za-z], DIGIT for [0-9] by UTF-16 code unit: one load per character in the index's hot loop, not three comparisons. */
const ALNUM = new Uint8Array(65536);
const DIGIT = 2;
for (let c = 0; c < 128; c++) ALNUM[c] = c >= 48 && c <= 57 ? DIGIT : (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : 0;

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
  // Its length is the words' (not the digits'), as the index's counter keys names without their digits.
  if (words > 1) {
    const whole = parts.filter((p) => !isDigit(p.charCodeAt(0))).join('');
    if (whole.length <= 80) out.push(whole);
  }
}

/** Distinct query terms: the identifiers' in order of first appearance, then the pairs of Chinese, Japanese or Korean characters. */
export function queryTerms(text: string): string[] {
  return [...new Set(tokenize(withoutProductCase(withoutCommitHashes(text))))];
}

/**
 * Product names written in mixed case whose parts name nothing of theirs, read as one word: split
 * at their capitals they are other words ("macOS" → "os", "GitHub" → "git", "hub", "JavaScript" →
 * "java"), and fs-extra's "Try specifying macOS runner" had planned five tests that write `os`. A
 * name in code (`isMacOS`) is still split in the index, and holds the whole word too. Not the names
 * whose parts are their topic: "watchOS" is about the watch (ua-parser-js), "TypeScript `Level`
 * type" about a type (chalk); with them one fresh set lost a plan's changed file.
 */
const PRODUCT_CASE = /(?<![A-Za-z0-9_])(?:macOS|iOS|GitHub|GitLab|JavaScript|PowerShell|YouTube|WordPress|LinkedIn)(?![A-Za-z0-9_])/g;
export function withoutProductCase(text: string): string {
  return text.replace(PRODUCT_CASE, (name) => name.toLowerCase());
}

/**
 * A commit's abbreviated or full hash ("in commit dad413ff2", `04398b60e`): seven to forty hex
 * digits with at least one digit and one letter. It names a commit, not a word of the code: split
 * at its digits it made "dad" and "ff" terms a file could match.
 */
// Starts only where a run of word characters starts (the look-behind), so a long hex blob costs one try.
const HEX_RUN = /(?<![\w.-])[0-9a-f]{7,40}(?![\w-])/gi;
export function withoutCommitHashes(text: string): string {
  return text.replace(HEX_RUN, (run) => (/\d/.test(run) && /[a-f]/i.test(run) ? ' ' : run));
}

/** Only this much of a text is read for the Chinese words shown to a person. */
const STRETCH_CHARS = 20_000;

/**
 * Pairs of Chinese (Japanese, Korean) characters are the index's terms for that text; shown to a
 * person, each stands for the longest stretch of the requirement whose every pair matched
 * (修复 + 复登 + 登录 → 修复登录), never a pair cut out of two words.
 */
export function pairStretches(requirement: string, terms: readonly string[]): Map<string, string> {
  const pairs = new Set(terms.filter(isCjkPair));
  const stretches = new Map<string, string>();
  if (pairs.size === 0) return stretches;
  const text = requirement.slice(0, STRETCH_CHARS);
  for (let i = 0; i + 1 < text.length; i++) {
    if (!pairs.has(text.slice(i, i + 2))) continue;
    let end = i + 1;
    while (end + 1 < text.length && pairs.has(text.slice(end, end + 2))) end++;
    const stretch = text.slice(i, end + 1);
    for (let k = i; k < end; k++) if (!stretches.has(text.slice(k, k + 2))) stretches.set(text.slice(k, k + 2), stretch);
    i = end;
  }
  return stretches;
}

/**
 * Terms as a person reads them: a run of matched pairs of characters as the stretch of `text` it
 * covers (修复登录, not 修复, 复登, 登录), other terms as they are; distinct, in the terms' order.
 */
export function readableTerms(terms: readonly string[], text: string): string[] {
  const stretches = pairStretches(text, terms);
  const out: string[] = [];
  for (const term of terms) {
    const word = isCjkPair(term) ? stretches.get(term) : term;
    if (word !== undefined && !out.includes(word)) out.push(word);
  }
  return out;
}
