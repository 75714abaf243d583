import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { sumKg } from '../../domain/numbers.ts';
import { auditActor, type Actor } from '../actor.ts';
import { storeActivities, type ActivityWrite } from './activity-row.ts';

/**
 * Stores a request's activities with one `activity.create` audit entry for the request (entity
 * `request`, the server's request id), in one transaction (both or neither). The snapshot holds the
 * activities' ids, count, emissions and the span of their periods, which the report's audit trail reads.
 */
export async function storeCreatedActivities(db: Db, actor: Actor, writes: readonly ActivityWrite[]) {
  return db.transaction().execute(async (trx) => {
    const rows = await storeActivities(trx, writes);
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'activity.create',
      entityType: 'request',
      entityId: actor.requestId,
      snapshot: {
        count: rows.length,
        total_emissions_kg_co2e: sumKg(rows.map((row) => row.emissions_kg_co2e)),
        period: {
          start: rows.reduce((min, row) => (row.period_start < min ? row.period_start : min), rows[0]!.period_start),
          end: rows.reduce((max, row) => (row.period_end > max ? row.period_end : max), rows[0]!.period_end),
        },
        activity_ids: rows.map((row) => row.id),
      },
    });
    return rows;
  });
}
