import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Runs `run` while this process holds the session-level advisory lock `key` on one connection kept
 * for the run; undefined, without running, when another session holds it.
 */
export async function withSessionLock<T>(db: Db, key: string, run: () => Promise<T>): Promise<T | undefined> {
  return db.connection().execute(async (connection) => {
    const lock = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(hashtext(${key})) AS locked`.execute(
      connection,
    );
    if (!lock.rows[0]?.locked) return undefined;
    try {
      return await run();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}
