import { afterAll, beforeEach } from 'vitest';
import { startFakeTally, type FakeTally, type FakeTallyState } from './fake-tally-server.ts';
import type { TestApp } from './test-app.ts';
import { useTestAppWithWorkers } from './test-app-with-workers.ts';

/**
 * An ERP test file's set-up: the real app and its workers, allowed to reach 127.0.0.1 (where the fake
 * Tally listens; each tenant still registers the host), and a fake Tally holding `books`. `started`
 * receives both; all are closed after the file's tests.
 */
export function useErpTestApp(
  books: FakeTallyState,
  started: (t: TestApp, tally: FakeTally) => void | Promise<void>,
  overrides: Parameters<typeof useTestAppWithWorkers>[1] = {},
): void {
  let tally: FakeTally | undefined;
  useTestAppWithWorkers(
    async (t) => {
      tally = await startFakeTally(books);
      await started(t, tally);
    },
    { ERP_ALLOWED_HOSTS: '127.0.0.1', ...overrides },
  );
  afterAll(async () => {
    await tally?.close();
  });
}

/** Before each test: the fake Tally answers normally, holds a fresh `books()`, and has seen no request. */
export function freshTallyEachTest(tally: () => FakeTally, books: () => FakeTallyState): void {
  beforeEach(() => {
    const fake = tally();
    fake.mode = 'ok';
    fake.state = books();
    fake.requests.length = 0;
  });
}
