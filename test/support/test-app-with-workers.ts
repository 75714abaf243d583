import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { startTestWorkers } from './workers.ts';

/**
 * The real app and its BullMQ workers for one test file: started before its tests, closed after them
 * (workers first). `started` receives the app, and may set up what the file's tests share (a tenant);
 * `overrides` are config values the file needs.
 */
export function useTestAppWithWorkers(
  started: (t: TestApp) => void | Promise<void>,
  overrides: Parameters<typeof createTestApp>[0] = {},
): void {
  let app: TestApp | undefined;
  let workers: ReturnType<typeof startTestWorkers> | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
    workers = startTestWorkers(app);
    await started(app);
  });
  afterAll(async () => {
    await workers?.close();
    await app?.close();
  });
}
