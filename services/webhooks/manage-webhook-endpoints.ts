import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import {
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints,
  lockWebhookEndpoint,
  rotateWebhookSecret,
  softDeleteWebhookEndpoint,
  updateWebhookEndpoint,
} from '../../db/queries/webhook-endpoints.ts';
import type { WebhookEndpointRow } from '../../db/schema.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { DeletedRecord } from '../deleted-record.ts';
import { checkOutboundUrl } from '../outbound/guarded-http-request.ts';
import { checkUrlForm, OutboundRefusal, plainHttpAllowed } from '../outbound/outbound-address-policy.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound, validationError } from '../service-errors.ts';
import { newWebhookSecret } from './sign-webhook-request.ts';
import { WebhookView, type WebhookCreate, type WebhookPatch, type WebhookWithSecret } from './webhook-schemas.ts';

type WebhookDeps = Pick<ServiceDeps, 'db' | 'webhooks'>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** An endpoint as the API shows it (never its secret). */
export function toWebhookView(row: WebhookEndpointRow): WebhookView {
  return WebhookView.parse({
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    failing_since: iso(row.failing_since),
    next_attempt_at: iso(row.next_attempt_at),
    previous_secret_expires_at:
      row.previous_secret_expires_at && row.previous_secret_expires_at > new Date()
        ? row.previous_secret_expires_at.toISOString()
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

/**
 * Refuses, before anything is stored, a URL the delivery would never reach: not https (http only to
 * hosts WEBHOOK_ALLOWED_HOSTS lists), credentials in it, or a host resolving to a refused (private,
 * loopback, link-local, metadata) address. VALIDATION_ERROR on `url`.
 */
async function checkWebhookUrl(deps: WebhookDeps, text: string): Promise<void> {
  const policy = deps.webhooks.outbound;
  try {
    const url = checkUrlForm(text);
    if (url.protocol === 'http:' && !plainHttpAllowed(policy, url.hostname))
      throw new OutboundRefusal(`must use https (plain http only to hosts listed in ${policy.setting})`);
    await checkOutboundUrl(policy, text);
  } catch (error) {
    if (error instanceof OutboundRefusal) throw validationError('url', error.reason);
    throw error;
  }
}

async function audit(db: Db, actor: Actor, action: string, id: string, snapshot: unknown) {
  await recordAudit(db, { ...auditActor(actor), action, entityType: 'webhook', entityId: id, snapshot });
}

/** Creates an endpoint (audited); its secret is in this answer only. It hears of changes committed from now on. */
export async function createWebhookEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  input: WebhookCreate,
): Promise<WebhookWithSecret> {
  await checkWebhookUrl(deps, input.url);
  const secret = newWebhookSecret();
  return deps.db.transaction().execute(async (trx) => {
    const row = await insertWebhookEndpoint(
      trx,
      actor,
      { url: input.url, description: input.description ?? null, events: input.events, enabled: input.enabled },
      secret,
    );
    const view = toWebhookView(row);
    await audit(trx, actor, 'webhook.create', row.id, view);
    return { ...view, secret };
  });
}

export async function listWebhookViews(deps: Pick<ServiceDeps, 'db'>, scope: TenantScope): Promise<WebhookView[]> {
  return (await listWebhookEndpoints(deps.db, scope)).map(toWebhookView);
}

export async function getWebhook(deps: Pick<ServiceDeps, 'db'>, scope: TenantScope, id: string): Promise<WebhookView> {
  const row = await findWebhookEndpoint(deps.db, scope, id);
  if (!row) throw notFound('Webhook');
  return toWebhookView(row);
}

/** Changes an endpoint (audited, before and after); `enabled: true` also clears a failure state. */
export async function patchWebhookEndpoint(
  deps: WebhookDeps,
  actor: Actor,
  id: string,
  patch: WebhookPatch,
): Promise<WebhookView> {
  if (patch.url !== undefined) await checkWebhookUrl(deps, patch.url);
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockWebhookEndpoint(trx, actor, id);
    if (!before) throw notFound('Webhook');
    const row = await updateWebhookEndpoint(trx, actor, id, patch);
    if (!row) throw notFound('Webhook');
    const view = toWebhookView(row);
    await audit(trx, actor, 'webhook.update', id, { before: toWebhookView(before), after: view });
    return view;
  });
}

/**
 * A new signing secret (answered this once, audited without it). The old one keeps signing for
 * WEBHOOK_SECRET_OVERLAP_MS: requests carry a v1 signature for each, so receivers can switch over.
 */
export async function rotateWebhookEndpointSecret(
  deps: WebhookDeps,
  actor: Actor,
  id: string,
): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  return deps.db.transaction().execute(async (trx) => {
    const row = await rotateWebhookSecret(trx, actor, id, secret, new Date(Date.now() + deps.webhooks.secretOverlapMs));
    if (!row) throw notFound('Webhook');
    const view = toWebhookView(row);
    await audit(trx, actor, 'webhook.rotate_secret', id, view);
    return { ...view, secret };
  });
}

/** Deletes an endpoint (soft, audited): nothing more is sent to it; its delivery history stays. */
export async function deleteWebhookEndpoint(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  id: string,
): Promise<DeletedRecord> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await softDeleteWebhookEndpoint(trx, actor, id);
    if (!row) throw notFound('Webhook');
    await audit(trx, actor, 'webhook.delete', id, toWebhookView(row));
    return { id, deleted: true as const, deleted_at: row.deleted_at!.toISOString() };
  });
}
