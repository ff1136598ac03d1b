// The one Snapshot implementation: files held in memory. The local and tarball loaders only
// decide which files go in; every query (list, read, search) is answered here, so both behave
// identically and other layers can test against `createMemorySnapshot({...})`.
import { compileGlob, normalizeRelativePath } from './glob.js';
import { type SearchCorpus, searchCorpus } from './search.js';
import type { SearchOptions, SearchResult, Snapshot, SnapshotInfo } from './types.js';

export class MemorySnapshot implements Snapshot, SearchCorpus {
  readonly info: SnapshotInfo;
  readonly paths: readonly string[];
  private readonly texts: string[];
  private readonly indexByPath: Map<string, number>;
  // Lower-cased copies for case-insensitive search, made on first use: many runs never search
  // case-insensitively, and those that do search the same files again and again.
  private readonly lowered: (string | undefined)[];

  constructor(files: ReadonlyMap<string, string>, info: SnapshotInfo) {
    this.info = info;
    // Plain code-unit order (not localeCompare) so the order never depends on the machine's locale.
    const paths = [...files.keys()].sort();
    this.paths = paths;
    this.texts = paths.map((p) => files.get(p) as string);
    this.indexByPath = new Map(paths.map((p, i) => [p, i]));
    this.lowered = new Array(paths.length);
  }

  listPaths(glob?: string, limit?: number): string[] {
    const max = limit === undefined || !Number.isFinite(limit) ? Number.POSITIVE_INFINITY : Math.max(0, limit);
    if (glob === undefined || glob.trim() === '') return this.paths.slice(0, max);
    const matches = compileGlob(glob);
    const out: string[] = [];
    for (const path of this.paths) {
      if (out.length >= max) break;
      if (matches(path)) out.push(path);
    }
    return out;
  }

  has(path: string): boolean {
    return this.indexByPath.has(normalizeRelativePath(path));
  }

  readFile(path: string): string | undefined {
    const index = this.indexByPath.get(normalizeRelativePath(path));
    return index === undefined ? undefined : this.texts[index];
  }

  search(query: string, options?: SearchOptions): SearchResult {
    return searchCorpus(this, query, options);
  }

  text(index: number): string {
    return this.texts[index] ?? '';
  }

  lowerText(index: number): string {
    let lower = this.lowered[index];
    if (lower === undefined) {
      lower = this.text(index).toLowerCase();
      this.lowered[index] = lower;
    }
    return lower;
  }
}

/**
 * A snapshot of the given files, for tests and fakes: `createMemorySnapshot({ 'src/a.ts': '…' })`.
 * Counts are computed from the files; anything in `info` overrides them.
 */
export function createMemorySnapshot(files: Record<string, string>, info: Partial<SnapshotInfo> = {}): Snapshot {
  const map = new Map<string, string>();
  let totalBytes = 0;
  for (const [path, text] of Object.entries(files)) {
    const key = normalizeRelativePath(path);
    if (key === '' || map.has(key)) continue;
    map.set(key, text);
    totalBytes += Buffer.byteLength(text, 'utf8');
  }
  return new MemorySnapshot(map, {
    source: 'memory',
    fileCount: map.size,
    totalBytes,
    skippedBinary: 0,
    skippedLarge: 0,
    capped: false,
    ...info,
  });
}
