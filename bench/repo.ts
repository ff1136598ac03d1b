// Repository: snapshot build and search on generated repositories of 2 000 and 20 000 files,
// from a local directory and from a gzipped tarball, with memory use.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { loadLocalSnapshot } from '../src/repo/local.js';
import { loadTarballSnapshot } from '../src/repo/tarball.js';
import type { Snapshot } from '../src/repo/types.js';
import { percentile, round, timeAsync } from './measure.js';

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
        index: indexFigures(['local', root, String(count === 20000)]),
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
  out.files_20000_real_code = indexFigures(['real', '20000']);
  out.peak_rss_mb = round(process.resourceUsage().maxRSS / 1024);
  return out;
}

/**
 * The index's build time and retained heap, measured in a child process running the index bundled
 * by esbuild as dist/ is (bench/index-build.ts): that is the code users run, and on these machines
 * it builds in about two thirds of the time the same sources take through the tsx loader.
 */
function indexFigures(args: string[]): Record<string, unknown> {
  bundled ??= bundleIndexBuild();
  const output = execFileSync(process.execPath, ['--expose-gc', bundled, ...args], { encoding: 'utf8', maxBuffer: 1e7 });
  return JSON.parse(output) as Record<string, unknown>;
}

let bundled: string | undefined;

function bundleIndexBuild(): string {
  // Inside node_modules, so that the bundle resolves the packages it leaves external; the index's
  // worker beside it, where the bundle looks for it (as dist/cli.js finds dist/index-worker.js).
  const dir = join('node_modules', '.cache', 'cplan-bench');
  const out = join(dir, 'index-build.js');
  buildSync({
    entryPoints: [
      { in: 'bench/index-build.ts', out: 'index-build' },
      { in: 'src/retrieval/index-worker.ts', out: 'index-worker' },
    ],
    outdir: dir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    // Loaded only when a grammar parses a file, which building the index never does.
    external: ['@vscode/tree-sitter-wasm'],
  });
  // ES modules: inside node_modules, Node does not look further up for the project's "type".
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  return out;
}
