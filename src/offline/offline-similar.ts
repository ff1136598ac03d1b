// What the repository's own earlier changes like this one did. A project words the same kind of
// change the same way ("Raise required compiler to Rust 1.71", "update dev"): the earlier commits
// whose subjects read most like the requirement's title changed about as many files as the next
// one will, and a chore it repeats changes the same files each time. Pure: the history is read
// with the snapshot.
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
/** Only this much of a title is compared: a title is a line, however long the text gives it. */
const TITLE_CHARS = 300;

/** The files of a commit a plan could name (no lockfiles or changelogs), at most MOST_FILES. */
function sizeOf(files: readonly string[]): number {
  return Math.min(MOST_FILES, files.filter((file) => !isNoise(file)).length);
}

type Vector = Map<string, number>;

/** A subject's words: the index's terms (pairs of adjacent characters for Chinese, Japanese or Korean). */
function termsOf(subject: string): string[] {
  return queryTerms(withoutCommitType(subject));
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

/** An earlier commit and how alike its subject reads to the requirement's title (cosine, 0–1). */
export interface AlikeCommit {
  subject: string;
  /** Every file it changed. */
  files: readonly string[];
  /** The files a plan could name (no lockfiles or changelogs), at most MOST_FILES. */
  size: number;
  similarity: number;
}

/**
 * The earlier commits whose subjects read at least `least` alike to the requirement's title, most
 * alike first (idf-weighted words over the commits that changed a file a plan could name), or
 * undefined when the history is too short to weigh words.
 */
export function alikeCommits(
  requirement: string,
  past: readonly PastCommit[] | undefined,
  least = LEAST_SIMILARITY,
  seenOnly = false,
): AlikeCommit[] | undefined {
  if (!past || past.length < LEAST_COMMITS) return undefined;
  const commits = past
    .map((commit) => ({
      commit,
      terms: termsOf(commit.subject),
      size: sizeOf(commit.files),
    }))
    .filter((commit) => commit.size > 0);
  if (commits.length < LEAST_COMMITS) return undefined;
  const documents = new Map<string, number>();
  for (const commit of commits) for (const term of new Set(commit.terms)) documents.set(term, (documents.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log((commits.length + 1) / ((documents.get(term) ?? 0) + 1));
  const words = termsOf(titleOf(requirement).slice(0, TITLE_CHARS));
  const query = vectorOf(seenOnly ? words.filter((term) => documents.has(term)) : words, idf);
  if (query.norm === 0) return [];
  return commits
    .map(({ commit, terms, size }) => {
      const { vector, norm } = vectorOf(terms, idf);
      let dot = 0;
      for (const [term, weight] of vector) dot += weight * (query.vector.get(term) ?? 0);
      return { subject: commit.subject, files: commit.files, size, similarity: norm === 0 ? 0 : dot / (norm * query.norm) };
    })
    .filter((commit) => commit.similarity >= least)
    .sort((a, b) => b.similarity - a.similarity);
}

/**
 * How many files more (positive) or fewer (negative) than the repository's average commit its
 * commits most like the requirement's title changed, or undefined when none is alike (or there is
 * too little history). Sizes count the files a plan could name (no lockfiles or changelogs).
 */
export function similarSizeGap(requirement: string, past: readonly PastCommit[] | undefined): number | undefined {
  const alike = alikeCommits(requirement, past)?.slice(0, NEIGHBOURS);
  if (!alike || alike.length === 0 || !past) return undefined;
  const sizes = past.map((commit) => sizeOf(commit.files)).filter((size) => size > 0);
  const weight = alike.reduce((sum, commit) => sum + commit.similarity, 0);
  const near = alike.reduce((sum, commit) => sum + commit.similarity * commit.size, 0) / weight;
  const average = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
  return near - average;
}

/** Subjects this alike name the same recurring chore ("update dev", "Update to 13.0.5-beta1"). */
const CHORE_SIMILARITY = 0.6;

/** A file the repository's earlier commits worded like the requirement kept changing. */
export interface RecurringFile {
  path: string;
  /** How many of the (up to five) most alike commits changed it, of how many, and the most alike one of them that did. */
  commits: number;
  of: number;
  subject: string;
}

/**
 * The files that at least two, and at least half, of the (up to five) earlier commits worded
 * nearly the same as the title changed: how this repository does a chore it repeats ("update dev"
 * bumps the pre-commit hooks; "Update to 13.0.5-beta1" edits the build's version file), which
 * the title's words alone cannot rank. Lockfiles and changelogs are left out. Likeness is read over
 * the words earlier subjects have: "Added support for TS.QUERYLABELS command" is alike to "Added
 * support for TS.MGET command" although no subject has its new name (predis: every such commit
 * changed the two client interfaces). Measured on 2 040 commits of sixty-eight repositories
 * (docs/benchmarks.md): 22 plans changed, hit rate up on three sets and even on the fourth, precision
 * within 0.003.
 */
export function recurringFiles(requirement: string, past: readonly PastCommit[] | undefined): RecurringFile[] {
  const alike = alikeCommits(requirement, past, CHORE_SIMILARITY, true)?.slice(0, NEIGHBOURS) ?? [];
  if (alike.length < 2) return [];
  const found = new Map<string, { commits: number; subject: string }>();
  for (const commit of alike)
    for (const file of new Set(commit.files)) {
      if (isNoise(file)) continue;
      const seen = found.get(file);
      // Most alike first: the first commit that changed a file is the one its task quotes.
      found.set(file, { commits: (seen?.commits ?? 0) + 1, subject: seen?.subject ?? commit.subject });
    }
  return [...found]
    .filter(([, { commits }]) => commits >= 2 && commits * 2 >= alike.length)
    .sort((a, b) => b[1].commits - a[1].commits || (a[0] < b[0] ? -1 : 1))
    .map(([path, { commits, subject }]) => ({ path, commits, of: alike.length, subject }));
}
