import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../../../services/service-errors.ts';
import { hashApiKey, parseApiKey } from '../../../services/keys/api-key-format.ts';
import { decideAccess } from '../../../services/keys/plan-access.ts';
import { keyLookupCache } from '../../../services/keys/key-lookup-cache.ts';
import { domainAllowed, ipAllowed, requestHost } from '../../../domain/keys/key-restrictions.ts';
import { findKeyByHash } from '../../../db/queries/api-keys.ts';
import type { Mode, Plan } from '../../../db/schema.ts';

export interface AuthContext {
  organizationId: string;
  mode: Mode;
  keyId: string;
  plan: Plan;
  country: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    return match ? match[1]!.trim() : header.trim();
  }
  const apiKey = request.headers['x-api-key'];
  return typeof apiKey === 'string' && apiKey.trim() ? apiKey.trim() : null;
}

/**
 * onRequest hook for the /v1 subtree: resolves the key, checks its state, restrictions and plan,
 * and sets request.auth. Everything downstream scopes its queries by request.auth.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const { config, db } = request.server;
  const value = presentedKey(request);
  if (!value) throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required: send Authorization: Bearer <API_KEY> or X-API-Key');
  if (!parseApiKey(config.API_KEY_BRAND, value)) throw new ApiError(401, 'INVALID_API_KEY', 'The API key is malformed');
  const hash = hashApiKey(value);
  const key = keyLookupCache.get(hash) ?? (await findKeyByHash(db, hash));
  if (!key || !timingSafeEqual(key.key_hash, hash)) throw new ApiError(401, 'INVALID_API_KEY', 'The API key does not exist');
  keyLookupCache.set(hash, key);
  if (key.revoked_at) throw new ApiError(401, 'API_KEY_REVOKED', 'The API key has been revoked');
  if (key.expires_at && key.expires_at.getTime() <= Date.now()) throw new ApiError(401, 'API_KEY_EXPIRED', 'The API key has expired');
  if (!ipAllowed(key.allowed_ips, request.ip)) throw forbidden('ip_not_allowed', `Requests from ${request.ip} are not allowed for this key`);
  const host = requestHost(request.headers.origin, request.headers.referer);
  if (!domainAllowed(key.allowed_domains, host)) {
    throw forbidden('domain_not_allowed', host ? `Requests from domain ${host} are not allowed for this key` : 'This key is restricted to specific domains: send Origin or Referer');
  }
  const path = request.url.split('?')[0]!;
  const access = decideAccess(key.plan, key.api_pack, request.method, path);
  if (!access.allowed) throw forbidden(access.reason, access.message);
  request.auth = { organizationId: key.organization_id, mode: key.mode, keyId: key.id, plan: key.plan, country: key.country };
}
