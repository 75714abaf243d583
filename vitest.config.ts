import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Child processes run the compiled service and CLI: compile once, before any file starts.
    globalSetup: ['test/support/build-dist.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here: a couple of files at once, each on its own database and Redis prefix.
    maxWorkers: 2,
  },
});
