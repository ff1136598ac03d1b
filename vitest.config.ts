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
    // of a ~90 s run. Forks stay the pool: threads and a second worker measured no faster there.
    isolate: false,
  },
});
