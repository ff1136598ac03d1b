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

/** Short forms and endings folded so that "limits", "limiting" and "limited" meet "limit". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
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

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}
function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isAlnum(c: number): boolean {
  return isLower(c) || isUpper(c) || isDigit(c);
}

/**
 * Words of a text: runs of letters and digits, split again at camelCase and letter/digit borders,
 * lower-cased, stop words and 1-character words dropped, stemmed. Identifiers longer than one
 * part (`getUserName`, `rate_limit`) are also emitted whole (`getusername`, `ratelimit`) so that
 * an identifier named in a requirement finds its definition.
 */
export function tokenize(text: string, out: string[] = []): string[] {
  const n = text.length;
  let i = 0;
  while (i < n) {
    // An identifier: alphanumerics joined by `_` (and `-` inside names such as rate-limit).
    while (i < n && !isAlnum(text.charCodeAt(i))) i++;
    const start = i;
    while (i < n && (isAlnum(text.charCodeAt(i)) || (text.charCodeAt(i) === 95 && i + 1 < n && isAlnum(text.charCodeAt(i + 1))))) i++;
    if (i > start) splitIdentifier(text.slice(start, i), out);
  }
  return out;
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
  for (const part of parts) {
    if (part.length < 2 || STOPWORDS.has(part) || isDigit(part.charCodeAt(0))) continue;
    out.push(stem(part));
  }
  if (parts.length > 1 && identifier.length <= 80) out.push(parts.join(''));
}

/** Distinct query terms, in order of first appearance. */
export function queryTerms(text: string): string[] {
  return [...new Set(tokenize(text))];
}
