import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/fixtures/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
  },
});
