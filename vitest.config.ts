import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/fixtures/**', 'node_modules/**'],
    // file-isolation.ts puts back what a file changed in the process (env, stubs, nock) after it.
    setupFiles: ['test/setup.ts', 'test/helpers/file-isolation.ts'],
    testTimeout: 30_000,
    // The files share their worker's module cache instead of each importing probot, Octokit, the
    // Anthropic SDK and cplan again: on the 2-core machine (one worker) that import time was ~20 s
    // of a ~90 s run. Forks stay the pool (threads measured no faster).
    isolate: false,
    // At least two workers: vitest's default (cores - 1) is one on a 2-core machine, where many
    // files wait on child processes (the built entries, redis-server, workers) with a core idle.
    // There a second worker took the run from 73 s to 49 s (2026-11-26).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
