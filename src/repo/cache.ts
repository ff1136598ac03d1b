// Snapshots cached by repository + commit. The App handles many events for the same
// repository (a /plan, then edits and reviews on the plan PR); a commit's content never changes,
// so one download serves them all. Small on purpose: a snapshot can hold up to 200 MB of text.
import type { Snapshot } from './types.js';

export const DEFAULT_CACHE_ENTRIES = 4;

export function snapshotCacheKey(source: string, commit: string): string {
  return `${source}@${commit}`;
}

/**
 * LRU of snapshot promises. Storing the promise (not the snapshot) means two concurrent requests
 * for the same key share one load; a load that fails is forgotten so the next request retries.
 */
export class SnapshotCache {
  private readonly entries = new Map<string, Promise<Snapshot>>();

  constructor(readonly capacity = DEFAULT_CACHE_ENTRIES) {}

  /** The cached snapshot of `source` at `commit`, loading it with `load` when absent. */
  get(source: string, commit: string, load: () => Promise<Snapshot>): Promise<Snapshot> {
    const key = snapshotCacheKey(source, commit);
    const cached = this.entries.get(key);
    if (cached) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const loading = Promise.resolve()
      .then(load)
      .catch((error: unknown) => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
        throw error;
      });
    this.entries.set(key, loading);
    while (this.entries.size > Math.max(1, this.capacity)) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return loading;
  }

  has(source: string, commit: string): boolean {
    return this.entries.has(snapshotCacheKey(source, commit));
  }

  delete(source: string, commit: string): boolean {
    return this.entries.delete(snapshotCacheKey(source, commit));
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
