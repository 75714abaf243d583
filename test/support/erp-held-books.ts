import type { Tenant, TestApp } from './test-app.ts';

/**
 * What an organisation holds from Tally, to compare a push with a pull: its vouchers as keyed
 * (company GUID, voucher GUID, ALTERID, activity count), its live activity ids, their count and kg.
 */
export async function heldErpBooks(t: TestApp, who: Tenant) {
  const vouchers = await t.database.db
    .selectFrom('erp_vouchers as v')
    .innerJoin('erp_connections as c', 'c.id', 'v.connection_id')
    .select(['c.company_guid', 'v.guid', 'v.alter_id', 'v.activity_ids'])
    .where('v.organization_id', '=', who.organizationId)
    .where('v.deleted_at', 'is', null)
    .orderBy('v.guid')
    .execute();
  const activities = await t.database.db
    .selectFrom('activities')
    .select(['id', 'activity_type', 'quantity', 'emissions_kg_co2e'])
    .where('organization_id', '=', who.organizationId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const kg = activities.reduce((sum, row) => sum + Number(row.emissions_kg_co2e), 0);
  return {
    keys: vouchers.map((row) => `${row.company_guid}/${row.guid}/${row.alter_id}/${row.activity_ids.length}`),
    ids: activities.map((row) => row.id),
    count: activities.length,
    kg: Math.round(kg * 1000) / 1000,
  };
}

/**
 * POST /v1/ingest/erp-sync of a range from the Tally at `tallyUrl`, waiting for it (the server-side
 * pull); `connection` adds to or overrides its connection_config (mappings, timeout_ms, …).
 */
export function pullTally(
  t: TestApp,
  who: Tenant,
  tally: { tallyUrl: string; company: string },
  range: { from: string; to: string },
  connection: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync',
    headers: who.headers,
    payload: {
      erp_system: 'tally',
      connection_config: { tally_url: tally.tallyUrl, company: tally.company, timeout_ms: 120_000, ...connection },
      date_range: range,
    },
  });
}
