import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../services/actor.ts';

/** The authenticated key behind a request, as the services take it. */
export function requestActor(request: FastifyRequest): Actor {
  const { organizationId, mode, keyId, country, settings } = request.auth;
  return {
    organizationId,
    mode,
    keyId,
    requestId: request.id,
    clientRequestId: request.clientRequestId,
    country,
    settings,
  };
}
