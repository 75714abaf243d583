import type { Tenant, TestApp } from './test-app.ts';
import { until } from './until.ts';

/** Fiscal year 2024-25, the period the category 3 tests record 26,800 l of diesel and 10,000 grid kWh over. */
export const FY2024_25 = { start: '2024-04-01', end: '2025-03-31' };
/** Their well-to-tank: DESNZ 2024 WTT, Diesel (100% mineral diesel), per litre. */
export const DIESEL_WTT = 26_800 * 0.62409;
/** Their T&D losses: kWh × L/(1 − L) × the CEA v21 grid factor of FY2024-25. */
export const TD_LOSSES = 10_000 * (0.1664 / (1 - 0.1664)) * 0.7117;

/**
 * The Scope 3 category 3 (well-to-tank, T&D losses) the given live activities carry, as stored
 * (activities.category3_kg_co2e, unrounded; none counts 0), summed. GET /v1/emissions counts it by
 * default (setting scope3_category3 'included'), so a test's expected total adds this instead of
 * repeating the category 3 factors. `activities` is a list of ids or a whole organisation.
 */
export async function storedCategory3Kg(
  t: TestApp,
  activities: { ids: string[] } | { organizationId: string },
): Promise<number> {
  const row = await t.database.db
    .selectFrom('activities')
    .select((eb) => eb.fn.sum<string | null>('category3_kg_co2e').as('kg'))
    .where('deleted_at', 'is', null)
    .$call((q) =>
      'ids' in activities
        ? q.where('id', 'in', activities.ids)
        : q.where('organization_id', '=', activities.organizationId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.kg ?? 0);
}

/**
 * Sets the organisation's scope3_category3 (PATCH /admin/organizations/{id}) and waits until GET
 * /v1/emissions answers on it: a test about something else than category 3 can leave it out of its totals.
 */
export async function setCategory3(t: TestApp, tenant: Tenant, setting: 'included' | 'excluded'): Promise<void> {
  const patch = await t.app.inject({
    method: 'PATCH',
    url: `/admin/organizations/${tenant.organizationId}`,
    headers: { authorization: `Bearer ${t.config.ADMIN_TOKEN}` },
    payload: { settings: { scope3_category3: setting } },
  });
  if (patch.statusCode !== 200) throw new Error(`PATCH settings: ${patch.statusCode} ${patch.body}`);
  await until(
    async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/emissions?start_date=2024-04-01&end_date=2024-04-30',
        headers: tenant.headers,
      });
      return res.json().data.scope3_category3.setting === setting ? true : undefined;
    },
    10_000,
    `scope3_category3 '${setting}' to apply`,
  );
}
