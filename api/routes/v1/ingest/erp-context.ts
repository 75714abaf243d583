import type { FastifyRequest } from 'fastify';
import type { ErpActor, ErpDeps } from '../../../../services/erp/erp-deps.ts';

/** The ERP use cases' dependencies, from the app, logging through the request. */
export function erpDeps(request: FastifyRequest): ErpDeps {
  const { db, queues, factors, outbound } = request.server;
  return { db, queues, factors, outbound, log: request.log };
}

/** The calling key as the actor of an ERP use case. */
export function erpActor(request: FastifyRequest): ErpActor {
  const { organizationId, mode, keyId, country } = request.auth;
  return { organizationId, mode, country, apiKeyId: keyId, requestId: request.id, label: `api_key:${keyId}` };
}
