import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPool } from '../../db/database.ts';

const URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const lines: string[] = [];
const pool = createPool(URL, 2, pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }));
afterAll(() => pool.end());

const backendPid = async (client: pg.PoolClient) =>
  (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

describe('createPool', () => {
  it('survives an idle connection the server closes: it logs why (no connection settings) and opens another', async () => {
    const client = await pool.connect();
    const pid = await backendPid(client);
    client.release();

    // As a restart or a failover does to every connection: the server ends the idle one.
    const admin = new pg.Client({ connectionString: URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();

    await vi.waitFor(() => expect(lines).toHaveLength(1), 5000);
    const logged = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(logged).toMatchObject({
      level: 40,
      code: '57P01',
      reason: 'terminating connection due to administrator command',
      msg: 'idle PostgreSQL connection closed; the pool replaces it',
    });
    expect(Object.keys(logged).sort()).toEqual(['code', 'hostname', 'level', 'msg', 'pid', 'reason', 'time']);
    const next = await pool.connect();
    try {
      expect(await backendPid(next)).not.toBe(pid);
    } finally {
      next.release();
    }
  });

  it('survives a connection closed while checked out between statements: its next statement fails, the pool replaces it', async () => {
    const client = await pool.connect();
    const pid = await backendPid(client);
    // Checked out with nothing running, as between the statements of a transaction.
    const admin = new pg.Client({ connectionString: URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));

    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release();
    const next = await pool.connect();
    try {
      expect(await backendPid(next)).not.toBe(pid);
    } finally {
      next.release();
    }
  });
});
