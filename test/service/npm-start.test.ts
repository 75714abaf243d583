import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { serviceEnv } from '../support/workers.ts';

/**
 * `npm start --silent` as the README runs it: the process npm starts must be the server itself, so a
 * SIGTERM sent to npm (by a supervisor, a terminal, CI) reaches the server and drains it, and nothing
 * is left running on the port; its output is the service's JSON lines only (no npm banner), each with
 * one `pid`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until the condition holds, failing with `what` after the deadline. */
async function waitFor(condition: () => boolean, what: string, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('npm start', () => {
  it('runs the server as npm’s own child, and a SIGTERM to npm drains it and frees the port', async () => {
    const npm = spawn('npm', ['start', '--silent', '--', '--role', 'all'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: serviceEnv(t),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    npm.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
    });
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const npmExit = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    const lines = () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; pid: number });

    await waitFor(() => lines().some((l) => l.msg === 'service started'), 'the service to start', 90_000);
    const serverPid = lines().find((l) => l.msg === 'service started')!.pid;
    const port = Number(/listening at http:\/\/[^:]+:(\d+)/.exec(output)![1]);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    // The server's parent is npm itself: no shell or loader between them to swallow the signal.
    const parent = Number(readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    expect(parent).toBe(npm.pid);

    npm.kill('SIGTERM');
    await npmExit;
    await waitFor(() => !isAlive(serverPid), 'the server process to exit', 30_000);
    expect(lines().map((l) => l.msg)).toContain('draining');
    await expect(fetch(`http://127.0.0.1:${port}/readyz`)).rejects.toThrow();
    // Nothing but the service's log lines on stdout (npm's `> carbon-accounting-service@… start` banner
    // is left out by --silent), and each names the process once.
    const written = stdout.split('\n').filter((line) => line !== '');
    expect(written.filter((line) => !line.startsWith('{'))).toEqual([]);
    for (const line of written) expect(line.match(/"pid":/g)).toHaveLength(1);
  }, 150_000);
});
