import type { AuditEntry } from '../db/queries/audit.ts';
import type { Mode } from '../db/schema.ts';
import type { OrganizationSettings } from '../domain/schemas/organization-settings.ts';

/**
 * Who is acting: an API key of an organisation in one mode (test or live). Every use case scopes its
 * queries by `organizationId` and `mode`, and records `keyId` and `requestId` with what it writes.
 */
export interface Actor {
  organizationId: string;
  mode: Mode;
  keyId: string;
  /** The server's own id of the request. */
  requestId: string;
  /** The id the client sent in X-Request-Id, if any (not unique: kept beside requestId in the audit log). */
  clientRequestId?: string | null;
  /** The organisation's default country (ISO 3166-1 alpha-2). */
  country: string;
  /** The organisation's accounting settings (e.g. whether flights include radiative forcing). */
  settings: OrganizationSettings;
}

/** The audit fields that say who acted. */
export function auditActor(
  actor: Actor,
): Pick<AuditEntry, 'organizationId' | 'mode' | 'actor' | 'apiKeyId' | 'requestId' | 'clientRequestId'> {
  return {
    organizationId: actor.organizationId,
    mode: actor.mode,
    actor: `api_key:${actor.keyId}`,
    apiKeyId: actor.keyId,
    requestId: actor.requestId,
    clientRequestId: actor.clientRequestId ?? null,
  };
}
