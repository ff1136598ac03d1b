// The backtest's baseline: textbook Okapi BM25 over each file's path and text, the query being the
// requirement. Deliberately untuned — no stemming, no stop words, no field weights — so that it is
// a fixed yardstick a planner should beat, the same on every repository and every run.

/** Term-frequency saturation and length normalisation, the textbook values. */
export const K1 = 1.2;
export const B = 0.75;

export interface Bm25Document {
  path: string;
  text: string;
}

export interface Bm25Hit {
  path: string;
  score: number;
}

/** Lower-cased runs of letters and digits; everything else separates tokens. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}
const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * The `k` documents with the highest BM25 score for `query` (each distinct query term counted once),
 * best first, ties in path order; documents that share no term with the query are never returned.
 * idf is the non-negative form ln(1 + (N − n + 0.5) / (n + 0.5)).
 */
export function rankBm25(documents: Iterable<Bm25Document>, query: string, k: number): Bm25Hit[] {
  const terms = new Set(tokenize(query));
  if (terms.size === 0 || k <= 0) return [];
  const stats: { path: string; length: number; tf: Map<string, number> }[] = [];
  const df = new Map<string, number>();
  let totalLength = 0;
  for (const doc of documents) {
    const tf = new Map<string, number>();
    let length = 0;
    for (const token of tokenize(`${doc.path}\n${doc.text}`)) {
      length++;
      if (terms.has(token)) tf.set(token, (tf.get(token) ?? 0) + 1);
    }
    for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    totalLength += length;
    stats.push({ path: doc.path, length, tf });
  }
  const n = stats.length;
  if (n === 0) return [];
  const avgdl = totalLength / n || 1;
  const idf = new Map<string, number>();
  for (const [term, count] of df) idf.set(term, Math.log(1 + (n - count + 0.5) / (count + 0.5)));
  const hits: Bm25Hit[] = [];
  for (const doc of stats) {
    if (doc.tf.size === 0) continue;
    const norm = K1 * (1 - B + (B * doc.length) / avgdl);
    let score = 0;
    for (const [term, f] of doc.tf) score += ((idf.get(term) as number) * f * (K1 + 1)) / (f + norm);
    if (score > 0) hits.push({ path: doc.path, score });
  }
  hits.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return hits.slice(0, k);
}
