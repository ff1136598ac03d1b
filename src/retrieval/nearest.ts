// Nearest names for a symbol that is not defined under the exact name asked: a bounded edit distance
// (typos, case) combined with shared identifier tokens (`retryDelay` → `retryAfterDelay`). A plain
// character loop over short strings; names longer than NAME_MAX are compared by tokens only.
import { queryTerms, tokenize } from './tokens.js';

const NAME_MAX = 100;

/** Levenshtein distance of `a` and `b`, or `max + 1` as soon as it must exceed `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return Math.min(max + 1, previous[b.length] as number);
}

export interface NearName {
  name: string;
  /** Case-insensitive edit distance, or undefined when beyond the bound. */
  distance?: number;
  /** Identifier tokens the two names share. */
  shared: number;
}

/**
 * Up to `limit` names of `candidates` nearest to `name` (never `name` itself), best first: a
 * near-typo or a name sharing identifier tokens. Deterministic: ties go to the closer length, then to the name.
 */
export function nearestNames(name: string, candidates: Iterable<string>, limit = 5): NearName[] {
  const lower = name.toLowerCase();
  const max = Math.max(1, Math.min(3, Math.floor(lower.length / 3)));
  const wanted = new Set(queryTerms(name));
  const scored: (NearName & { score: number; d: number })[] = [];
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const d = lower.length <= NAME_MAX && candidate.length <= NAME_MAX ? boundedEditDistance(lower, candidate.toLowerCase(), max) : max + 1;
    let shared = 0;
    if (wanted.size > 0) for (const token of new Set(tokenize(candidate))) if (wanted.has(token)) shared++;
    if (d > max && shared === 0) continue;
    const score = shared + (d <= max ? 1.5 * (1 - d / (max + 1)) : 0);
    scored.push({ name: candidate, shared, score, d, ...(d <= max ? { distance: d } : {}) });
  }
  const gap = (n: string) => Math.abs(n.length - name.length);
  scored.sort((x, y) => y.score - x.score || x.d - y.d || gap(x.name) - gap(y.name) || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return scored
    .slice(0, limit)
    .map(({ name: n, shared, distance }) => ({ name: n, shared, ...(distance !== undefined ? { distance } : {}) }));
}
