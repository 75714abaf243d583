import type { FastifyRequest } from 'fastify';
import type { ActivityOwner } from '../activities/activity-row.ts';

/** Who stores what this request sends: its key's organisation and mode, the key and the request. */
export function requestOwner(request: FastifyRequest): ActivityOwner {
  return { organizationId: request.auth.organizationId, mode: request.auth.mode, apiKeyId: request.auth.keyId, requestId: request.id };
}
