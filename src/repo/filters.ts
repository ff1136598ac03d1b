// What goes into a snapshot: text files only, none over 512 KB, at most 50 000 files /
// 200 MB, narrowed by include/exclude globs. Both loaders (local directory, tarball) feed their
// files through one SnapshotBuilder so the rules and the wording of the note are the same.
import { compileGlob, type PathMatcher } from './glob.js';
import { MemorySnapshot } from './memory-snapshot.js';
import type { Snapshot, SnapshotFilters, SnapshotLimits } from './types.js';

export const DEFAULT_LIMITS: SnapshotLimits = {
  maxFileBytes: 512 * 1024,
  maxFiles: 50_000,
  maxTotalBytes: 200 * 1024 * 1024,
};

/** Same window git uses to decide a blob is binary. */
export const BINARY_SNIFF_BYTES = 8000;

export function resolveLimits(limits?: Partial<SnapshotLimits>): SnapshotLimits {
  return { ...DEFAULT_LIMITS, ...stripUndefined(limits ?? {}) };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function isBinary(bytes: Uint8Array): boolean {
  // Buffer#indexOf is native (memchr); a JS loop over 20 000 files costs several times more.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, BINARY_SNIFF_BYTES));
  return head.indexOf(0) !== -1;
}

/**
 * A cplan session folder at any depth (`.workflow/.planning/…`, also inside a sub-project such as
 * `examples/shop/.workflow/.planning/…`): earlier plans are never read as the repository's code.
 */
export function isSessionPath(path: string): boolean {
  return path.startsWith(SESSION_SEGMENT.slice(1)) || path.includes(SESSION_SEGMENT);
}
const SESSION_SEGMENT = '/.workflow/.planning/';

/** True when `path` is no session folder and survives `includePaths` (if any) and `excludePaths`. */
export function createPathFilter(filters?: SnapshotFilters): PathMatcher {
  const include = (filters?.includePaths ?? []).filter((g) => g.trim() !== '').map(compileGlob);
  const exclude = (filters?.excludePaths ?? []).filter((g) => g.trim() !== '').map(compileGlob);
  if (include.length === 0 && exclude.length === 0) return (path) => !isSessionPath(path);
  return (path) => !isSessionPath(path) && (include.length === 0 || include.some((m) => m(path))) && !exclude.some((m) => m(path));
}

export type AddOutcome = 'added' | 'binary' | 'large' | 'omitted';

export interface SnapshotStats {
  skippedBinary: number;
  skippedLarge: number;
  omitted: number;
  /** Which cap cut the snapshot, if one did. */
  cappedBy?: 'files' | 'bytes';
}

/** UTF-8 text without a byte-order mark (it would hide in line 1 of every hit and read). */
export function decodeText(bytes: Uint8Array): string {
  // Buffer#toString is about twice as fast as TextDecoder here; invalid bytes become U+FFFD either way.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Collects files in the order they are offered and applies the limits. Once a cap is hit the
 * builder stops adding for good (rather than squeezing in later small files) so the result is a
 * clean prefix of the offered order — deterministic, and easy to explain in the note.
 */
export class SnapshotBuilder {
  readonly limits: SnapshotLimits;
  private readonly files = new Map<string, string>();
  private totalBytes = 0;
  private readonly stats: SnapshotStats = { skippedBinary: 0, skippedLarge: 0, omitted: 0 };

  constructor(limits?: Partial<SnapshotLimits>) {
    this.limits = resolveLimits(limits);
  }

  /** False once a cap is reached: callers can then count files as omitted without reading them. */
  accepts(): boolean {
    return this.stats.cappedBy === undefined && this.files.size < this.limits.maxFiles;
  }

  /** Whether a file of this many bytes is over the per-file limit (checkable before reading). */
  isTooLarge(size: number): boolean {
    return size > this.limits.maxFileBytes;
  }

  skipLarge(): void {
    this.stats.skippedLarge++;
  }

  skipBinary(): void {
    this.stats.skippedBinary++;
  }

  /** Counts `count` files left out because a cap was reached. */
  omit(count = 1): void {
    if (count <= 0) return;
    this.stats.cappedBy ??= 'files';
    this.stats.omitted += count;
  }

  add(path: string, bytes: Uint8Array): AddOutcome {
    if (!this.accepts()) {
      this.omit();
      return 'omitted';
    }
    if (this.isTooLarge(bytes.length)) {
      this.skipLarge();
      return 'large';
    }
    if (isBinary(bytes)) {
      this.skipBinary();
      return 'binary';
    }
    if (this.totalBytes + bytes.length > this.limits.maxTotalBytes) {
      this.stats.cappedBy = 'bytes';
      this.stats.omitted++;
      return 'omitted';
    }
    this.totalBytes += bytes.length;
    this.files.set(path, decodeText(bytes));
    return 'added';
  }

  build(source: string, commit?: string): Snapshot {
    const { skippedBinary, skippedLarge, omitted, cappedBy } = this.stats;
    const note = buildSnapshotNote(this.stats, this.limits);
    return new MemorySnapshot(this.files, {
      source,
      ...(commit ? { commit } : {}),
      fileCount: this.files.size,
      totalBytes: this.totalBytes,
      skippedBinary,
      skippedLarge,
      capped: cappedBy !== undefined,
      omitted,
      ...(note ? { note } : {}),
    });
  }
}

/** "Snapshot capped at 50000 files; 1234 files not included. Skipped 2 binary files." or undefined. */
export function buildSnapshotNote(stats: SnapshotStats, limits: SnapshotLimits): string | undefined {
  const sentences: string[] = [];
  if (stats.cappedBy) {
    const cap = stats.cappedBy === 'files' ? plural(limits.maxFiles, 'file') : formatBytes(limits.maxTotalBytes);
    sentences.push(`Snapshot capped at ${cap}; ${plural(stats.omitted, 'file')} not included.`);
  }
  const skipped: string[] = [];
  if (stats.skippedBinary > 0) skipped.push(`${plural(stats.skippedBinary, 'binary file')}`);
  if (stats.skippedLarge > 0) {
    skipped.push(`${plural(stats.skippedLarge, 'file')} over ${formatBytes(limits.maxFileBytes)}`);
  }
  if (skipped.length > 0) sentences.push(`Skipped ${skipped.join(' and ')}.`);
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  if (bytes >= mb) return `${(bytes / mb).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
