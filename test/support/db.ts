import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, createPool, type Db } from '../../db/database.ts';
import { ensureDatabase, migrateToLatest } from '../../db/migrate.ts';

const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  db: Db;
  pool: pg.Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own, so test files never collide (run in parallel or not). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `carbon_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  const pool = createPool(url.toString(), 5);
  const db = createDb(pool);
  await migrateToLatest(db);
  return {
    url: url.toString(),
    db,
    pool,
    async drop() {
      await db.destroy();
      const admin = new pg.Client({ connectionString: BASE_URL });
      await admin.connect();
      try {
        // pool.end() resolves before its sockets close; a backend terminated by FORCE while its client is
        // still closing makes that client emit an uncaught error. Let our own connections go first.
        for (let waited = 0; waited < 2_000; waited += 50) {
          const open = await admin.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name]);
          if (open.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
