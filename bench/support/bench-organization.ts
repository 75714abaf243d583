import { sql } from 'kysely';
import { createDb, createPool } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { foldDeltas } from '../../db/queries/rollups.ts';
import { createKey } from '../../services/keys/key-management.ts';
import { BENCH_DATABASE_URL, BENCH_ORGANIZATION } from '../bench-data.ts';

/**
 * The organisation bench:ingest left in the bench database (brought up to date first), in its steady
 * state: every delta folded and the tables the fold leaves dead tuples in vacuumed and analysed, as
 * autovacuum leaves them shortly after an import. Returns how many activities it has and a new test
 * key named `keyName`. Throws when bench:ingest has not run.
 */
export async function benchOrganization(keyName: string): Promise<{ activities: number; key: string }> {
  const db = createDb(createPool(BENCH_DATABASE_URL, 2));
  try {
    await migrateToLatest(db);
    const org = await db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', BENCH_ORGANIZATION)
      .executeTakeFirst();
    if (!org) throw new Error('No bench data: run `npm run bench:ingest` first');
    const { n: activities } = await db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_id', '=', org.id)
      .executeTakeFirstOrThrow();
    while ((await foldDeltas(db)) > 0);
    await sql`VACUUM (ANALYZE) activities, emission_daily, emission_daily_deltas`.execute(db);
    const { key } = await createKey(
      db,
      'svc',
      { organization_id: org.id, mode: 'test', name: keyName, allowed_ips: [], allowed_domains: [] },
      'bench',
    );
    return { activities: Number(activities), key };
  } finally {
    await db.destroy();
  }
}
