import { expect } from 'vitest';
import { appendActivityDeltas } from '../../db/queries/rollups.ts';
import { electricity } from '../api/fixtures.ts';
import type { Tenant, TestApp } from './test-app.ts';

/** Moves activities to a site as a re-assignment must: the rollup loses them at the old site and gains them at the new. */
export async function moveToSite(t: TestApp, tenant: Tenant, ids: string[], siteId: string | null) {
  await t.database.db.transaction().execute(async (trx) => {
    await appendActivityDeltas(trx, tenant.organizationId, ids, -1);
    await trx
      .updateTable('activities')
      .set({ site_id: siteId })
      .where('organization_id', '=', tenant.organizationId)
      .where('id', 'in', ids)
      .execute();
    await appendActivityDeltas(trx, tenant.organizationId, ids, 1);
  });
  t.deps.rollups.changed(tenant.organizationId, 'test');
}

/**
 * Three plants (A: 100% and controlled; B: 51% owned, operational but not financial control; C: in Sri
 * Lanka, 100%) and an activity without a site, all in FY2024-25.
 */
export async function threePlants(t: TestApp) {
  const tenant = await t.tenant();
  const db = t.database.db;
  const site = async (code: string, country: string, ownership: number, financial: boolean) =>
    (
      await db
        .insertInto('sites')
        .values({
          organization_id: tenant.organizationId,
          mode: 'test',
          code,
          name: `Plant ${code}`,
          kind: 'plant',
          country,
          ownership_pct: ownership,
          operational_control: true,
          financial_control: financial,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const plants = {
    a: await site('PLANT-A', 'IN', 100, true),
    b: await site('PLANT-B', 'IN', 51, false),
    c: await site('PLANT-C', 'LK', 100, true),
  };
  const post = async (payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/activities', headers: tenant.headers, payload });
    expect(res.statusCode).toBe(201);
    return res.json().data.activity_id as string;
  };
  const diesel = (litres: number) => ({
    activity_type: 'fuel',
    scope: '1',
    quantity: litres,
    unit: 'litres',
    period: { start: '2024-05-01', end: '2024-05-31' },
    location: { country: 'IN' },
    metadata: { fuel_type: 'diesel' },
  });
  const ids = {
    a: [await post(electricity({ quantity: 10_000 })), await post(diesel(500))],
    b: [await post(electricity({ quantity: 20_000, period: { start: '2024-06-01', end: '2024-06-30' } }))],
    c: [await post(diesel(300))],
    unassigned: await post(electricity({ quantity: 1_000 })),
  };
  await moveToSite(t, tenant, ids.a, plants.a);
  await moveToSite(t, tenant, ids.b, plants.b);
  await moveToSite(t, tenant, ids.c, plants.c);
  return { tenant, plants, ids };
}
