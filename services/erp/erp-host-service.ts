import { recordAudit } from '../../db/queries/audit.ts';
import { findErpHost, insertErpHost, listErpHosts, softDeleteErpHost } from '../../db/queries/erp-hosts.ts';
import type { ErpHostRow } from '../../db/schema.ts';
import { canonicalErpHost, hostLabel, type ErpHostCreate, type ErpHostView } from '../../domain/erp/erp-hosts.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { DeletedRecord } from '../deleted-record.ts';
import { checkOutboundUrl } from '../outbound/guarded-http-request.ts';
import { OutboundRefusal } from '../outbound/outbound-address-policy.ts';
import { ApiError, notFound, validationError } from '../service-errors.ts';
import type { ErpDeps } from './erp-deps.ts';

type HostDeps = Pick<ErpDeps, 'db' | 'outbound'>;

const toHostView = (row: ErpHostRow): ErpHostView => ({
  id: row.id,
  host: row.host,
  port: row.port,
  description: row.description,
  created_at: row.created_at.toISOString(),
  created_by: row.created_by,
});

/**
 * POST /v1/ingest/erp-sync/hosts: registers a Tally host the organisation may pull from in this mode
 * (audited). The operator's policy bounds it: a loopback or private address (or a name resolving to
 * one) only when ERP_ALLOWED_HOSTS covers it; link-local and metadata addresses never; a public host
 * after the same checks a pull makes. A name the API cannot resolve is accepted: the workers'
 * network may resolve it, and every pull checks its addresses again before connecting.
 */
export async function registerErpHost(deps: HostDeps, actor: Actor, input: ErpHostCreate): Promise<ErpHostView> {
  const host = canonicalErpHost(input.host);
  if (!host)
    throw validationError(
      'host',
      'must be a host name or IP address alone: no scheme, port, path or user (e.g. tally.acme.example or 203.0.113.7)',
    );
  const key = { host, port: input.port ?? null };
  try {
    await checkOutboundUrl(deps.outbound, `http://${hostLabel(key)}/`);
  } catch (error) {
    if (error instanceof OutboundRefusal) throw validationError('host', error.reason);
    throw error;
  }
  return deps.db.transaction().execute(async (trx) => {
    const row = await insertErpHost(trx, actor, {
      ...key,
      description: input.description ?? null,
      createdBy: auditActor(actor).actor,
    });
    if (!row) {
      const existing = await findErpHost(trx, actor, key.host, key.port);
      throw new ApiError(409, 'CONFLICT', `${hostLabel(key)} is registered already`, {
        reason: 'already_registered',
        id: existing?.id,
      });
    }
    const view = toHostView(row);
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'erp.host.register',
      entityType: 'erp_host',
      entityId: row.id,
      snapshot: view,
    });
    return view;
  });
}

/** GET /v1/ingest/erp-sync/hosts */
export async function listErpHostViews(deps: Pick<ErpDeps, 'db'>, actor: Actor): Promise<ErpHostView[]> {
  return (await listErpHosts(deps.db, actor)).map(toHostView);
}

/**
 * DELETE /v1/ingest/erp-sync/hosts/:id (soft, audited): pulls from the host are refused from now on,
 * schedules' included (their runs fail on connection_config.tally_url); what was synced stays.
 */
export async function deleteErpHost(deps: Pick<ErpDeps, 'db'>, actor: Actor, id: string): Promise<DeletedRecord> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await softDeleteErpHost(trx, actor, id);
    if (!row) throw notFound('ERP host');
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'erp.host.delete',
      entityType: 'erp_host',
      entityId: id,
      snapshot: toHostView(row),
    });
    return { id, deleted: true as const, deleted_at: row.deleted_at!.toISOString() };
  });
}
