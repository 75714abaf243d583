import { Migrator, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Db } from './database.ts';
import { migrations } from './migrations/migration-list.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The database a URL names, and the server's maintenance database `postgres` beside it. */
function databaseOf(databaseUrl: string): { name: string; maintenanceUrl: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  url.pathname = '/postgres';
  return { name, maintenanceUrl: url.toString() };
}

/**
 * Runs `setUp` (create, migrate, seed) while holding a PostgreSQL advisory lock named after the
 * database, taken in the maintenance database (which exists before ours does). Processes started
 * at once (compose: api, workers, scheduler) then set up one after another instead of racing:
 * CREATE DATABASE and CREATE TABLE IF NOT EXISTS are not safe against a concurrent twin (the loser
 * fails on a catalog unique index). The lock goes with the session, so a crashed holder frees it.
 */
export async function withSetupLock<T>(databaseUrl: string, setUp: () => Promise<T>): Promise<T> {
  const { name, maintenanceUrl } = databaseOf(databaseUrl);
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`carbon-setup:${name}`]);
    return await setUp();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

/** Creates the database named in the URL when it does not exist yet (connecting to `postgres`). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { name, maintenanceUrl } = databaseOf(databaseUrl);
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      } catch (error) {
        // Another process created it between our check and our CREATE.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

/** How far a database is migrated: the service's migrations it has applied, and those it lacks. */
export async function migrationState(db: Db): Promise<{ applied: number; pending: number; total: number }> {
  const all = await new Migrator({ db, provider }).getMigrations();
  const applied = all.filter((migration) => migration.executedAt !== undefined).length;
  return { applied, pending: all.length - applied, total: all.length };
}

/** Whether the database a URL names exists on its server (asked in the maintenance database). */
export async function databaseExists(databaseUrl: string): Promise<boolean> {
  const { name, maintenanceUrl } = databaseOf(databaseUrl);
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Migrations are written in parallel and may land out of name order (each author has a range of
  // timestamps): one that sorts before an applied one still runs, instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
