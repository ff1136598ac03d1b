// Counting a repository's files in parts, in worker threads, gives the counts of one pass: same
// terms per file, same field lengths, same imports. The worker is the built one (dist/).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kindOf } from '../../src/retrieval/classify.js';
import { coolWorkers, countWith, warmWorkers } from '../../src/retrieval/count-parallel.js';
import { type CountedFiles, countFiles, type FileToCount, mergeCounts } from '../../src/retrieval/count-terms.js';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** A temp dir this file removes when it is done. */
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cplan-worker-'));
  made.push(dir);
  return dir;
}

function repository(count: number): FileToCount[] {
  const files: FileToCount[] = [];
  for (let i = 0; i < count; i++) {
    const path = i % 5 === 0 ? `test/mod${i}.test.ts` : `src/pkg${i % 7}/mod${i}.ts`;
    const text = `import { helper${i % 3} } from '../pkg${(i + 1) % 7}/mod${i + 1}.js';\nexport function rateLimit${i}(quotaKey: string) {\n  return helper${i % 3}(quotaKey) + ${i};\n}\n`;
    files.push({ path, kind: kindOf(path), text, capped: false });
  }
  return files;
}

/** Each file's counts by term (numberings differ between parts), lengths and imports. */
function view(counted: CountedFiles) {
  return Array.from({ length: counted.offsets.length - 1 }, (_, doc) => {
    const terms: [string, number][] = [];
    for (let k = counted.offsets[doc] as number; k < (counted.offsets[doc + 1] as number); k++)
      terms.push([counted.terms[counted.ids[k] as number] as string, counted.counts[k] as number]);
    terms.sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return { terms, lengths: Array.from(counted.lengths.subarray(doc * 3, doc * 3 + 3)), imports: counted.imports[doc] };
  });
}

const WORKER = resolve('dist/index-worker.js');

describe('counting in parts', () => {
  const files = repository(600);
  const paths = files.map((f) => f.path);
  const whole = view(countFiles(files, paths));

  it('merges parts counted apart into the counts of one pass', () => {
    const parts = [countFiles(files.slice(0, 100), paths), countFiles(files.slice(100, 101), paths), countFiles(files.slice(101), paths)];
    expect(view(mergeCounts(parts))).toEqual(whole);
    expect(whole[1]?.imports).toEqual(['src/pkg2/mod2.ts']);
  });

  it('counts in worker threads (the built worker) with the same result', () => {
    const parts = countWith(WORKER, files, paths, 3, 30_000);
    expect(parts).toHaveLength(3);
    expect(view(mergeCounts(parts))).toEqual(whole);
  });

  it('counts with workers started ahead, and ends those no count took', () => {
    const ahead = warmWorkers(40_000, WORKER);
    expect(ahead).toBe(Math.min(3, availableParallelism() - 1));
    expect(view(mergeCounts(countWith(WORKER, files, paths, 2, 30_000)))).toEqual(whole);
    expect(warmWorkers(0, WORKER)).toBe(0);
    expect(warmWorkers(40_000, WORKER)).toBe(ahead);
    coolWorkers();
    expect(warmWorkers(0, WORKER)).toBe(0);
    // Fewer files than a worker is worth: none started.
    expect(warmWorkers(3_000, WORKER)).toBe(0);
  });

  it('counts here the part of a worker started ahead that cannot load', () => {
    const broken = join(temp(), 'broken-ahead.mjs');
    writeFileSync(broken, 'this is not JavaScript\n');
    warmWorkers(40_000, broken);
    expect(view(mergeCounts(countWith(broken, files, paths, 2, 60_000)))).toEqual(whole);
  });

  it('counts a part here when its worker never answers', () => {
    const silent = join(temp(), 'silent.mjs');
    writeFileSync(silent, 'export {};\n');
    expect(view(mergeCounts(countWith(silent, files, paths, 2, 200)))).toEqual(whole);
  });

  it('notices at once a worker that cannot load, and counts its part here', () => {
    const broken = join(temp(), 'broken.mjs');
    writeFileSync(broken, 'this is not JavaScript\n');
    // A 60 s deadline: were the failure not signalled, the test would exceed its own time limit.
    expect(view(mergeCounts(countWith(broken, files, paths, 3, 60_000)))).toEqual(whole);
    expect(view(mergeCounts(countWith(join(tmpdir(), 'cplan-no-such-worker.mjs'), files, paths, 2, 60_000)))).toEqual(whole);
  });
});
