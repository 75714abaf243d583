import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceRollupChangeOn } from '../../db/rollup-notifications.ts';
import { RollupVersions } from '../../services/emissions/rollup-versions.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/**
 * Versions pushed by PostgreSQL (LISTEN/NOTIFY): a fold or reset committed by any connection, or
 * deltas announced by their writer, change the version without the reader asking the database; a lost connection falls back to reading it, and the
 * versions after reconnecting never equal one from before.
 */
let t: TestApp;
let who: Tenant;
let versions: RollupVersions;
beforeAll(async () => {
  t = await createTestApp();
  who = await t.tenant();
  versions = new RollupVersions(t.database.db, t.database.url, t.log);
  await versions.ready();
});
afterAll(async () => {
  await versions.close();
  await t.close();
});

const bumpGeneration = (organizationId: string) => sql`
  INSERT INTO rollup_generations (organization_id, mode) VALUES (${organizationId}, 'test')
  ON CONFLICT (organization_id, mode) DO UPDATE SET generation = rollup_generations.generation + 1`;

async function until(check: () => Promise<boolean>, timeoutMs = 5_000) {
  for (const deadline = Date.now() + timeoutMs; !(await check());) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('RollupVersions', () => {
  it('changes when another connection commits a fold or reset (a bumped generation), not before', async () => {
    const before = await versions.current(who.organizationId, 'test');
    expect(before).not.toMatch(/^db:/);
    await t.database.db.transaction().execute(async (trx) => {
      await bumpGeneration(who.organizationId).execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await versions.current(who.organizationId, 'test')).toBe(before);
    });
    await until(async () => (await versions.current(who.organizationId, 'test')) !== before);
    // Another organisation's change does not touch this one's version.
    const other = await t.tenant();
    const now = await versions.current(who.organizationId, 'test');
    await bumpGeneration(other.organizationId).execute(t.database.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await versions.current(who.organizationId, 'test')).toBe(now);
  });

  it('changes when another process announces the deltas it committed', async () => {
    const before = await versions.current(who.organizationId, 'test');
    await announceRollupChangeOn(t.database.db, who.organizationId, 'test');
    await until(async () => (await versions.current(who.organizationId, 'test')) !== before);
  });

  it('counts a change made by this process at once, and announces it to the others', async () => {
    const writer = new RollupVersions(t.database.db, t.database.url, t.log);
    try {
      await writer.ready();
      const before = await versions.current(who.organizationId, 'live');
      const writersBefore = await writer.current(who.organizationId, 'live');
      writer.changed(who.organizationId, 'live');
      expect(await writer.current(who.organizationId, 'live')).not.toBe(writersBefore);
      await until(async () => (await versions.current(who.organizationId, 'live')) !== before);
    } finally {
      await writer.close();
    }
  });

  it('reads versions from the database while the connection is lost, and starts a new epoch when back', async () => {
    const before = await versions.current(who.organizationId, 'test');
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN rollup_changed'`.execute(t.database.db);
    await until(async () => (await versions.current(who.organizationId, 'test')).startsWith('db:'));
    await versions.ready();
    const after = await versions.current(who.organizationId, 'test');
    expect(after).not.toMatch(/^db:/);
    expect(after).not.toBe(before);
  });
});
