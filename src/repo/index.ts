// Public API of the repository layer: the Snapshot port and its loaders (spec §10).
export { DEFAULT_CACHE_ENTRIES, SnapshotCache, snapshotCacheKey } from './cache.js';
export { SnapshotError } from './errors.js';
export {
  BINARY_SNIFF_BYTES,
  buildSnapshotNote,
  createPathFilter,
  DEFAULT_LIMITS,
  isBinary,
  resolveLimits,
  SnapshotBuilder,
} from './filters.js';
export { compileGlob, normalizeRelativePath, type PathMatcher } from './glob.js';
export { type LocalListing, type LocalSnapshotOptions, listLocalPaths, loadLocalSnapshot } from './local.js';
export { createMemorySnapshot, MemorySnapshot } from './memory-snapshot.js';
export { buildOverview, DEFAULT_GUIDELINE_FILES, listGuidelineFiles, type OverviewOptions } from './overview.js';
export { DEFAULT_SEARCH_LIMIT, HIT_TEXT_MAX } from './search.js';
export { loadTarballSnapshot, type TarballInput, type TarballSnapshotOptions } from './tarball.js';
export type * from './types.js';
