import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/migration-list.ts';
import { electricity } from '../api/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Rows stored before states were normalised on every path ('Tamil Nadu' beside 'TN', a formula as a
 * state): migrating up stores each as the one code, and keeps what is no state in metadata.
 */
describe('migration 20261126T2150_indian_state_codes', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const asWritten = {
    name: 'Tamil Nadu',
    squashed: 'tamilnadu ',
    iso: 'IN-TN',
    code: 'TN',
    old: 'Orissa',
    formula: '=cmd|"/c calc"!A1',
  };

  beforeAll(async () => {
    t = await createTestApp();
    const tenant = await t.tenant();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: [
        ...Object.keys(asWritten).map(() => electricity()),
        electricity({
          location: { country: 'US', state: 'Michigan' },
          period: { start: '2023-01-01', end: '2023-01-31' },
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json().data.activities as { activity_id: string }[];
    for (const [i, [name, state]] of Object.entries(asWritten).entries()) {
      ids[name] = stored[i].activity_id;
      // As an earlier release stored them: the text as sent.
      await t.database.db.updateTable('activities').set({ state }).where('id', '=', ids[name]).execute();
    }
    ids.us = stored.at(-1)!.activity_id;
    const migrator = new Migrator({ db: t.database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('20261124T0100_delta_keys')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => t?.close());

  const row = (id: string) =>
    t.database.db.selectFrom('activities').select(['state', 'metadata']).where('id', '=', id).executeTakeFirstOrThrow();

  it('stores every spelling of one state as its code', async () => {
    for (const name of ['name', 'squashed', 'iso', 'code']) expect((await row(ids[name])).state, name).toBe('TN');
    expect((await row(ids.old)).state).toBe('OD');
  });

  it('moves text that is no Indian state to metadata.state_as_written and leaves other countries alone', async () => {
    expect(await row(ids.formula)).toEqual({ state: null, metadata: { state_as_written: asWritten.formula } });
    expect((await row(ids.us)).state).toBe('Michigan');
  });
});
