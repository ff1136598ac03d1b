// One index build, for `npm run bench` (bench/repo.ts bundles this file as dist/ is bundled and
// runs it with --expose-gc): prints the build time and the heap the index keeps, as JSON.
//   local <dir> <judge>   the files of a directory (the generated trees)
//   real <count>          this repository's own TypeScript sources, copied under numbered folders
//                         until there are <count> files (identifiers repeat as in any code base,
//                         unlike the generated trees, where every file declares names found nowhere else)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RepoIndex } from '../src/retrieval/repo-index.js';
import { loadLocalSnapshot } from '../src/repo/local.js';
import { createMemorySnapshot } from '../src/repo/memory-snapshot.js';
import type { Snapshot } from '../src/repo/types.js';
import { round, time } from './measure.js';

const TARGET_MS = 2000;
const TARGET_MB = 300;

/** The JS heap plus typed arrays' backing stores, which live outside it (the index's postings do). */
function used(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function figures(snapshot: Snapshot, judge: boolean) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = used();
  const [index, indexMs] = time(() => new RepoIndex(snapshot));
  gc?.();
  const indexHeap = used() - before;
  return {
    build_ms: indexMs,
    [gc ? 'retained_heap_mb' : 'heap_delta_mb']: round(indexHeap / 1e6),
    files: index.files.length,
    mb: round(snapshot.info.totalBytes / 1e6),
    ...(judge ? { target_ms: TARGET_MS, target_mb: TARGET_MB, pass: indexMs < TARGET_MS && indexHeap / 1e6 < TARGET_MB } : {}),
  };
}

let distinctSources = 0;

function realCode(count: number): Snapshot {
  const sources: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) sources.push([path, readFileSync(path, 'utf8')]);
    }
  };
  walk('src');
  distinctSources = sources.length;
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const [path, text] = sources[i % sources.length] as [string, string];
    files[`copy${Math.floor(i / sources.length)}/${path}`] = text;
  }
  return createMemorySnapshot(files);
}

const [mode, arg, judge] = process.argv.slice(2);
const snapshot = mode === 'real' ? realCode(Number(arg)) : await loadLocalSnapshot(arg as string, { useGit: false });
const result = figures(snapshot, mode === 'real' || judge === 'true');
process.stdout.write(`${JSON.stringify(mode === 'real' ? { ...result, distinct_sources: distinctSources } : result)}\n`);
