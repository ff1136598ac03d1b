// The repository snapshot port: everything the agents and the planner may read of a repository.
// Read-only by construction; implementations live beside this file (local directory, GitHub tarball).

export interface SnapshotLimits {
  /** Files larger than this are skipped (512 KB). */
  maxFileBytes: number;
  /** The snapshot stops adding files past these (50 000 files / 200 MB). */
  maxFiles: number;
  maxTotalBytes: number;
}

export interface SnapshotFilters {
  /** Globs; when non-empty only matching paths are kept. */
  includePaths?: string[];
  /** Globs; matching paths are dropped. */
  excludePaths?: string[];
}

export interface SnapshotInfo {
  /** "owner/name" or an absolute directory path. */
  source: string;
  /** Commit sha when known. */
  commit?: string;
  fileCount: number;
  totalBytes: number;
  /** Files skipped as binary / too large, and whether the caps cut the snapshot. */
  skippedBinary: number;
  skippedLarge: number;
  /**
   * Files left unread because they are named like credentials (`.env`, private keys, …; see
   * secret-files.ts). Set by the local loader, which is the one that can meet such files
   * uncommitted; undefined elsewhere.
   */
  skippedSecret?: number;
  capped: boolean;
  /** Files that passed the filters but were left out because a cap was reached (0 when not capped). */
  omitted?: number;
  /** Human sentence for the status/plan when capped or files were skipped, else undefined. */
  note?: string;
}

export interface SearchOptions {
  regex?: boolean;
  /** Glob that paths must match. */
  glob?: string;
  /** Max hits returned (default 50). */
  limit?: number;
  /** Default false, for literal and regex queries alike. */
  caseSensitive?: boolean;
}

export interface SearchHit {
  path: string;
  /** 1-based line number. */
  line: number;
  text: string;
}

export interface SearchResult {
  hits: SearchHit[];
  /** True when more hits existed than returned. */
  truncated: boolean;
  /** Set when the query was unusable (e.g. a bad regex): a message for the agent, no throw. */
  error?: string;
}

export interface Snapshot {
  readonly info: SnapshotInfo;
  /** Sorted POSIX paths relative to the root; optional glob filter and limit. */
  listPaths(glob?: string, limit?: number): string[];
  has(path: string): boolean;
  /** File text, or undefined when the path is not in the snapshot. */
  readFile(path: string): string | undefined;
  search(query: string, options?: SearchOptions): SearchResult;
}
