// "Files that change together" for the execution schedule: two files are coupled when the
// repository's recent history changed them in the same commit often enough that a change of one
// usually means a change of the other — then two tasks holding them should not run side by side.
// Pure: the history is the file lists of recent commits (repo/history.ts reads them).

export interface CoChangeOptions {
  /** Commits that changed both files, at least (default 3: one or two shared commits are chance). */
  minCommits?: number;
  /** Share of the commits of the rarer file that changed both, at least (default 0.5). */
  minShare?: number;
  /** Commits with more files are left out: a sweeping refactor couples everything (default 30). */
  maxFiles?: number;
}

/** A `coChanged(a, b)` for buildSchedule from commit file lists; O(Σ files² per commit) once. */
export function coChangeOf(history: readonly (readonly string[])[], options: CoChangeOptions = {}): (a: string, b: string) => boolean {
  const { minCommits = 3, minShare = 0.5, maxFiles = 30 } = options;
  const single = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const commit of history) {
    const files = [...new Set(commit)].sort();
    if (files.length > maxFiles) continue;
    for (const file of files) single.set(file, (single.get(file) ?? 0) + 1);
    for (let i = 0; i < files.length; i++)
      for (let j = i + 1; j < files.length; j++) {
        const key = `${files[i]}\n${files[j]}`;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
  }
  return (a, b) => {
    const [first, second] = a < b ? [a, b] : [b, a];
    const both = pairs.get(`${first}\n${second}`) ?? 0;
    if (both < minCommits) return false;
    const rarer = Math.min(single.get(a) ?? 0, single.get(b) ?? 0);
    return rarer > 0 && both / rarer >= minShare;
  };
}
