import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/migration-list.ts';
import { ALL_FACTORS } from '../../domain/factors/factor-datasets.ts';
import { SERVICE_ENTRY } from '../support/compiled-entries.ts';
import { exited } from '../support/workers.ts';

const root = new URL('../..', import.meta.url).pathname;
const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `carbon_test_startup_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const prefix = `test-${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];

interface Outcome {
  address?: string;
  code?: number | null;
  stderr: string;
}

/** A node process (its arguments) on this test's database, Redis prefix and a port of its own; `said` waits for a line. */
function spawnChild(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: prefix,
      STORAGE_DIR: `/tmp/carbon-test-storage/${prefix}`,
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  let exitCode: number | null | undefined;
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((waiter) => waiter());
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    notify();
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('exit', (code) => {
    exitCode = code;
    notify();
  });
  const said = (pattern: RegExp) =>
    new Promise<Outcome>((resolve) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) resolve({ address: match[1], stderr });
        else if (exitCode !== undefined) resolve({ code: exitCode, stderr });
        else return;
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return { child, said };
}

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

describe('start-up', () => {
  it('four processes started at once against one missing database all come up; it is created, migrated and seeded once', async () => {
    // Each child loads first and waits, so all four run the start-up at the same instant.
    const started = Array.from({ length: 4 }, () =>
      spawnChild(['--import', 'tsx', 'test/support/start-on-signal.ts'], { DATABASE_URL: databaseUrl }),
    );
    await Promise.all(started.map((s) => s.said(/^loaded$/m)));
    for (const { child } of started) child.stdin!.write('go\n');
    const outcomes = await Promise.all(started.map((s) => s.said(/^listening (\S+)$/m)));
    expect(outcomes.map((o) => o.stderr)).toEqual(['', '', '', '']);
    for (const { address } of outcomes) {
      expect((await fetch(`${address}/readyz`)).status).toBe(200);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const applied = await db.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
    const factors = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM emission_factors');
    await db.end();
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(factors.rows[0]!.n).toBe(ALL_FACTORS.length);
  }, 240_000);

  it('says PostgreSQL refused when it answers but refuses, and cannot be reached when it is not there', async () => {
    const mainApi = [SERVICE_ENTRY, '--role', 'api'];
    const refusedUrl = Object.assign(new URL(databaseUrl), { username: 'no_such_role' }).toString();
    const refused = await spawnChild(mainApi, { DATABASE_URL: refusedUrl }).said(/Server listening/);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:5432 answered but refused: .*no_such_role.* \(SQLSTATE 28000\)/,
    );

    const absent = await spawnChild(mainApi, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/carbon' }).said(
      /Server listening/,
    );
    expect(absent.code).toBe(1);
    expect(absent.stderr).toMatch(/^Cannot reach PostgreSQL at 127\.0\.0\.1:1 \(.*ECONNREFUSED/);
  }, 180_000);
});
