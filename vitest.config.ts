import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here: a couple of files at once, each on its own database and Redis prefix.
    maxWorkers: 2,
  },
});
