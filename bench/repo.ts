// Repository: snapshot build and search on generated repositories of 2 000 and 20 000 files,
// from a local directory and from a gzipped tarball, with memory use.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RepoIndex } from '../src/repo/index/repo-index.js';
import { loadLocalSnapshot } from '../src/repo/local.js';
import { createMemorySnapshot } from '../src/repo/memory-snapshot.js';
import { loadTarballSnapshot } from '../src/repo/tarball.js';
import type { Snapshot } from '../src/repo/types.js';
import { percentile, round, time, timeAsync } from './measure.js';

const WORDS = ['rate', 'limit', 'token', 'bucket', 'server', 'quota', 'client', 'request', 'handler', 'router', 'cache', 'store'];

function fileText(i: number): string {
  const lines: string[] = [`// module ${i}`];
  for (let l = 0; l < 60; l++) {
    const a = WORDS[(i + l) % WORDS.length];
    const b = WORDS[(i * 3 + l) % WORDS.length];
    lines.push(`export function ${a}${l}_${i}(${b}: string) { return ${b}.length + ${l}; }`);
  }
  return `${lines.join('\n')}\n`;
}

function generate(count: number): string {
  const root = mkdtempSync(join(tmpdir(), `cplan-bench-${count}-`));
  for (let i = 0; i < count; i++) {
    const dir = join(root, 'src', `pkg${i % 50}`, `mod${i % 7}`);
    if (i < 350) mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `file${i}.ts`), fileText(i));
  }
  writeFileSync(join(root, 'README.md'), '# generated\n');
  return root;
}

function searches(snapshot: Snapshot) {
  const queries: [string, boolean][] = [
    ['token', false],
    ['rateLimit', false],
    ['quota\\d+_1\\d', true],
    ['function cache', false],
    ['handler', false],
    ['bucket(7|8)_', true],
  ];
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const [query, regex] of queries) {
      const start = performance.now();
      snapshot.search(query, { regex, limit: 50 });
      times.push(performance.now() - start);
    }
  }
  return {
    search_p50_ms: percentile(times, 50),
    search_p95_ms: percentile(times, 95),
    searches: times.length,
  };
}

export async function benchRepo() {
  const out: Record<string, unknown> = {};
  for (const count of [2000, 20000]) {
    const root = generate(count);
    try {
      const rssBefore = process.memoryUsage().rss;
      const [local, localMs] = await timeAsync(() => loadLocalSnapshot(root, { useGit: false }));
      const localRss = process.memoryUsage().rss - rssBefore;
      const tarPath = `${root}.tar.gz`;
      execFileSync('tar', ['-czf', tarPath, '-C', join(root, '..'), root.split('/').pop() as string]);
      const gz = readFileSync(tarPath);
      const [tarball, tarMs] = await timeAsync(() => loadTarballSnapshot(gz, { source: 'bench/repo', commit: 'bench' }));
      rmSync(tarPath, { force: true });
      out[`files_${count}`] = {
        index: indexFigures(local, count === 20000),
        local: {
          build_ms: localMs,
          files: local.info.fileCount,
          mb: round(local.info.totalBytes / 1e6),
          rss_delta_mb: round(localRss / 1e6),
          ...searches(local),
        },
        tarball: {
          build_ms: tarMs,
          files: tarball.info.fileCount,
          gzip_mb: round(gz.length / 1e6),
          ...searches(tarball),
        },
      };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  out.files_20000_real_code = realCode(20000);
  out.peak_rss_mb = round(process.resourceUsage().maxRSS / 1024);
  return out;
}

/**
 * Build time and the heap the index keeps (measured after a collection when the bench runs with
 * --expose-gc, as `npm run bench` does; otherwise garbage is counted too).
 */
function indexFigures(snapshot: Snapshot, target: boolean) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const [index, indexMs] = time(() => new RepoIndex(snapshot));
  gc?.();
  const indexHeap = process.memoryUsage().heapUsed - heapBefore;
  return {
    build_ms: indexMs,
    [gc ? 'retained_heap_mb' : 'heap_delta_mb']: round(indexHeap / 1e6),
    files: index.files.length,
    ...(target ? { target_ms: 2000, target_mb: 300, pass: indexMs < 2000 && indexHeap / 1e6 < 300 } : {}),
  };
}

/**
 * 20 000 files of real code: this repository's own TypeScript sources, copied under numbered
 * folders until there are that many (identifiers repeat as in any code base, unlike the generated
 * tree above, where every file declares names that occur nowhere else).
 */
function realCode(count: number) {
  const sources: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) sources.push([path, readFileSync(path, 'utf8')]);
    }
  };
  walk('src');
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const [path, text] = sources[i % sources.length] as [string, string];
    files[`copy${Math.floor(i / sources.length)}/${path}`] = text;
  }
  const snapshot = createMemorySnapshot(files);
  return { mb: round(snapshot.info.totalBytes / 1e6), distinct_sources: sources.length, index: indexFigures(snapshot, true) };
}
