import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '../../db/queries/audit.ts';

/** The audit fields that say who acted: the calling key, its organisation and mode, and the request (both ids). */
export function keyActor(
  request: FastifyRequest,
): Pick<AuditEntry, 'organizationId' | 'mode' | 'actor' | 'apiKeyId' | 'requestId' | 'clientRequestId'> {
  return {
    organizationId: request.auth.organizationId,
    mode: request.auth.mode,
    actor: `api_key:${request.auth.keyId}`,
    apiKeyId: request.auth.keyId,
    requestId: request.id,
    clientRequestId: request.clientRequestId,
  };
}
