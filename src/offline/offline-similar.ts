// How big the repository's own earlier changes like this one were. A project words the same kind
// of change the same way ("Raise required compiler to Rust 1.71", "Resolve needless_lifetimes
// clippy lints"), and the earlier commits whose subjects read most like the requirement's title
// changed about as many files as the next one will. Pure: the history is read with the snapshot.
import { isNoise } from '../retrieval/classify.js';
import type { PastCommit } from '../repo/history.js';
import { queryTerms } from '../retrieval/tokens.js';
import { titleOf, withoutCommitType } from './offline-scope.js';

/** Subjects closer than this (cosine of idf-weighted words) are alike; the five closest count. */
const LEAST_SIMILARITY = 0.3;
const NEIGHBOURS = 5;
/** Fewer past commits than this say too little about a repository's words. */
const LEAST_COMMITS = 20;
/** A commit of more files counts as this many: one reformat must not decide a plan's size. */
const MOST_FILES = 12;

type Vector = Map<string, number>;

/**
 * A subject's words: the index's terms, and for Chinese, Japanese or Korean text (which the index
 * does not split into words) each pair of adjacent characters ("修复登录" → 修复, 复登, 登录).
 */
function termsOf(subject: string): string[] {
  const terms = queryTerms(withoutCommitType(subject));
  for (const run of subject.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,}/g) ?? [])
    for (let i = 0; i + 1 < run.length; i++) terms.push(run.slice(i, i + 2));
  return terms;
}

function vectorOf(terms: readonly string[], idf: (term: string) => number): { vector: Vector; norm: number } {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const vector: Vector = new Map();
  let squares = 0;
  for (const [term, count] of counts) {
    const weight = (1 + Math.log(count)) * idf(term);
    vector.set(term, weight);
    squares += weight * weight;
  }
  return { vector, norm: Math.sqrt(squares) };
}

/**
 * How many files more (positive) or fewer (negative) than the repository's average commit its
 * commits most like the requirement's title changed, or undefined when none is alike (or there is
 * too little history). Sizes count the files a plan could name (no lockfiles or changelogs).
 */
export function similarSizeGap(requirement: string, past: readonly PastCommit[] | undefined): number | undefined {
  if (!past || past.length < LEAST_COMMITS) return undefined;
  const commits = past
    .map((commit) => ({
      terms: termsOf(commit.subject),
      files: Math.min(MOST_FILES, commit.files.filter((file) => !isNoise(file)).length),
    }))
    .filter((commit) => commit.files > 0);
  if (commits.length < LEAST_COMMITS) return undefined;
  const documents = new Map<string, number>();
  for (const commit of commits) for (const term of new Set(commit.terms)) documents.set(term, (documents.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log((commits.length + 1) / ((documents.get(term) ?? 0) + 1));
  const query = vectorOf(termsOf(titleOf(requirement)), idf);
  if (query.norm === 0) return undefined;
  const alike = commits
    .map((commit) => {
      const { vector, norm } = vectorOf(commit.terms, idf);
      let dot = 0;
      for (const [term, weight] of vector) dot += weight * (query.vector.get(term) ?? 0);
      return { similarity: norm === 0 ? 0 : dot / (norm * query.norm), files: commit.files };
    })
    .filter((commit) => commit.similarity >= LEAST_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, NEIGHBOURS);
  if (alike.length === 0) return undefined;
  const weight = alike.reduce((sum, commit) => sum + commit.similarity, 0);
  const near = alike.reduce((sum, commit) => sum + commit.similarity * commit.files, 0) / weight;
  const average = commits.reduce((sum, commit) => sum + commit.files, 0) / commits.length;
  return near - average;
}
