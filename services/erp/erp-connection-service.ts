import { z } from 'zod';
import { softDeleteActivity } from '../../db/queries/activities.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import {
  forgetConnectionSyncs,
  listErpConnections,
  lockErpConnection,
  softDeleteErpConnection,
} from '../../db/queries/erp-connections.ts';
import { connectionActivityIds } from '../../db/queries/erp-vouchers.ts';
import { roundKg } from '../../domain/numbers.ts';
import { auditActor, type Actor } from '../actor.ts';
import { toActivityRecord } from '../activities/activity-views.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import { notFound } from '../service-errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { ErpDeps } from './erp-deps.ts';

/** One Tally company the organisation syncs, identified by its GUID, with what it holds. */
export const ErpConnectionView = z.object({
  id: z.string().uuid(),
  erp_system: z.string(),
  tally_url: z.string().describe('the URL it was last reached at'),
  company: z.string().describe('the company name as Tally last listed it'),
  company_guid: z
    .string()
    .nullable()
    .describe("the company's GUID in Tally: every URL spelling and name case of it is this one connection"),
  voucher_watermark: z
    .number()
    .int()
    .nullable()
    .describe(
      "Tally's $AltVchId the held vouchers are current at: advanced by a completed sync that caught up every voucher altered since",
    ),
  master_watermark: z
    .number()
    .int()
    .nullable()
    .describe(
      "Tally's $AltMstId the held ledger and stock item names are current at: a sync or push run finds renames made since",
    ),
  last_synced_at: z.string().nullable(),
  created_at: z.string(),
  vouchers: z.number().int().describe('vouchers held (live in Tally at their last sync)'),
  vouchers_with_activities: z.number().int(),
  activities: z.number().int().describe('live activities made from its vouchers'),
  emissions_kg_co2e: z.number(),
  first_voucher_date: z.string().nullable(),
  last_voucher_date: z.string().nullable(),
});
export type ErpConnectionView = z.infer<typeof ErpConnectionView>;

export const ErpConnectionDeleteQuery = z
  .object({
    activities: z
      .enum(['delete', 'keep'], { error: "is required: 'delete' or 'keep'" })
      .describe(
        'delete: soft-delete every activity its vouchers made (audited, out of the totals); keep: leave them; a later sync of the company revives the connection and never stores them twice',
      ),
  })
  .strict();
export type ErpConnectionDeleteQuery = z.infer<typeof ErpConnectionDeleteQuery>;

export const ErpConnectionDeleted = z.object({
  id: z.string().uuid(),
  deleted: z.literal(true),
  deleted_at: z.string(),
  activities_deleted: z.number().int(),
});

/** GET /v1/ingest/erp-sync/connections */
export async function listErpConnectionViews(deps: Pick<ErpDeps, 'db'>, actor: Actor): Promise<ErpConnectionView[]> {
  const rows = await listErpConnections(deps.db, actor);
  return rows.map((row) => ({
    id: row.id,
    erp_system: row.erp_system,
    tally_url: row.endpoint,
    company: row.company,
    company_guid: row.company_guid,
    voucher_watermark: row.voucher_watermark === null ? null : Number(row.voucher_watermark),
    master_watermark: row.master_watermark === null ? null : Number(row.master_watermark),
    last_synced_at: row.last_synced_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    vouchers: Number(row.vouchers),
    vouchers_with_activities: Number(row.vouchers_held),
    activities: Number(row.activities),
    emissions_kg_co2e: roundKg(Number(row.emissions_kg_co2e)),
    first_voucher_date: row.first_voucher_date,
    last_voucher_date: row.last_voucher_date,
  }));
}

/**
 * DELETE /v1/ingest/erp-sync/connections/:id: the connection soft-deleted (audited), with the
 * caller's explicit choice for its activities. Deleting them also forgets what was synced, so a
 * later sync of the company reads it afresh; keeping them keeps the voucher keys, so a later sync
 * revives the connection without storing any voucher twice.
 */
export async function deleteErpConnection(
  deps: Pick<ServiceDeps, 'db' | 'rollups' | 'queues'>,
  actor: Actor,
  id: string,
  query: ErpConnectionDeleteQuery,
) {
  const who = auditActor(actor);
  const answer = await deps.db.transaction().execute(async (trx) => {
    const connection = await lockErpConnection(trx, actor, id);
    if (!connection) throw notFound('ERP connection');
    let deleted = 0;
    if (query.activities === 'delete') {
      for (const activityId of await connectionActivityIds(trx, actor.organizationId, id)) {
        const row = await softDeleteActivity(trx, actor, activityId);
        if (!row) continue;
        deleted += 1;
        await recordAudit(trx, {
          ...who,
          action: 'activity.delete',
          entityType: 'activity',
          entityId: row.id,
          snapshot: {
            reason: 'erp connection deleted with its activities',
            erp_connection_id: id,
            activity: toActivityRecord(row),
          },
        });
      }
      await forgetConnectionSyncs(trx, actor, id);
    }
    const { deleted_at } = await softDeleteErpConnection(trx, actor, id);
    await recordAudit(trx, {
      ...who,
      action: 'erp.connection.delete',
      entityType: 'erp_connection',
      entityId: id,
      snapshot: {
        endpoint: connection.endpoint,
        company: connection.company,
        company_guid: connection.company_guid,
        activities: query.activities,
        activities_deleted: deleted,
      },
    });
    return { id, deleted: true as const, deleted_at: deleted_at!.toISOString(), activities_deleted: deleted };
  });
  if (answer.activities_deleted > 0) await emissionsChanged(deps, actor);
  return answer;
}
