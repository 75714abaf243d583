import type { Db } from '../database.ts';
import type { Mode } from '../schema.ts';

export interface AuditEntry {
  organizationId: string | null;
  mode: Mode | null;
  actor: string;
  apiKeyId?: string | null;
  action: string;
  entityType: string;
  entityId: string;
  requestId?: string | null;
  clientRequestId?: string | null;
  snapshot?: unknown;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      organization_id: entry.organizationId,
      mode: entry.mode,
      actor: entry.actor,
      api_key_id: entry.apiKeyId ?? null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      request_id: entry.requestId ?? null,
      client_request_id: entry.clientRequestId ?? null,
      snapshot: entry.snapshot === undefined ? null : JSON.stringify(entry.snapshot),
    })
    .execute();
}

export async function auditTrail(db: Db, organizationId: string, entityType: string, entityId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}
