import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ENTRY } from '../support/compiled-entries.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { serviceEnv } from '../support/workers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Started {
  child: ChildProcess;
  port: number;
  exit: Promise<number | null>;
  /** Resolves when the process has logged a line with this message. */
  logged(msg: string): Promise<void>;
}

/** The compiled service (`dist/main.js --role all`) on the test's database and Redis prefix, resolved once it says it started. */
async function startProcess(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [SERVICE_ENTRY, '--role', 'all'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: serviceEnv(t, env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: { msg: string; port?: number }[] = [];
  const waiting: { msg: string; resolve: () => void }[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const text of complete) {
      const line = JSON.parse(text) as { msg: string };
      lines.push(line);
      for (const w of waiting.filter((w) => w.msg === line.msg)) w.resolve();
    }
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logged = (msg: string) =>
    lines.some((l) => l.msg === msg)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.push({ msg, resolve }));
  await Promise.race([
    logged('service started'),
    exit.then((code) => Promise.reject(new Error(`exited with ${code}`))),
  ]);
  const listening = lines.find((l) => l.msg.startsWith('Server listening at'))!.msg;
  return { child, port: Number(/:(\d+)$/.exec(listening)![1]), exit, logged };
}

/** An upload whose body never finishes, already in its handler: the API's drain waits for it. */
async function holdRequestOpen(port: number, key: string) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /v1/activities/bulk HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
      'Content-Type: text/csv\r\nContent-Length: 100000\r\n\r\ndate,category,quantity,unit\r\n',
  );
  // Until the handler is reading the body, closing would answer 503 instead of waiting for it.
  await sleep(1_000);
  return socket;
}

describe('shutdown', () => {
  it('drains on SIGTERM and exits 0', async () => {
    const started = await startProcess();
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(0);
  }, 180_000);

  it('exits 1 at once on a second signal while the drain waits', async () => {
    const tenant = await t.tenant();
    const started = await startProcess();
    const socket = await holdRequestOpen(started.port, tenant.key);
    started.child.kill('SIGTERM');
    await started.logged('draining');
    const signalledAt = Date.now();
    started.child.kill('SIGINT');
    expect(await started.exit).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    socket.destroy();
  }, 180_000);

  it('exits 1 when the drain outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const tenant = await t.tenant();
    const started = await startProcess({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const socket = await holdRequestOpen(started.port, tenant.key);
    const signalledAt = Date.now();
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1_000);
    socket.destroy();
  }, 180_000);
});
