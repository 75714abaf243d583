import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../services/service-actor.ts';

/** Who acts in a request (and what the audit log records): the calling key, its organisation and mode, and the request. */
export function keyActor(request: FastifyRequest): Actor {
  return {
    organizationId: request.auth.organizationId,
    mode: request.auth.mode,
    actor: `api_key:${request.auth.keyId}`,
    apiKeyId: request.auth.keyId,
    requestId: request.id,
  };
}
