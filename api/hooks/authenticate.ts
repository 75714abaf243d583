import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { ApiError, forbidden } from '../../services/service-errors.ts';
import { hashApiKey, parseApiKey } from '../../services/keys/api-key-format.ts';
import { decideAccess } from '../../services/keys/plan-access.ts';
import { domainAllowed, ipAllowed, requestHost } from '../../domain/keys/key-restrictions.ts';
import { countFailure } from '../auth/auth-failure-limit.ts';
import { findPresentedKey } from '../../services/keys/find-presented-key.ts';
import type { KeyRecord } from '../../services/keys/key-lookup-cache.ts';
import type { Actor } from '../../services/actor.ts';
import { readOrganizationSettings, type OrganizationSettings } from '../../domain/schemas/organization-settings.ts';

export interface AuthContext {
  organizationId: string;
  mode: Actor['mode'];
  keyId: string;
  plan: KeyRecord['plan'];
  country: string;
  /** The organisation's accounting settings (as of the key lookup, cached up to 2 s). */
  settings: OrganizationSettings;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/** The key, from one of the two headers that may carry it (never from the URL, which gets logged and cached). */
function presentedKey(request: FastifyRequest): string | null {
  if (Object.hasOwn(request.query as object, 'api_key')) {
    throw new ApiError(
      401,
      'UNAUTHORIZED',
      'API keys are not accepted in the URL (api_key): send Authorization: Bearer <API_KEY> or X-API-Key, and rotate a key that was sent in a URL',
    );
  }
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
 * and sets request.auth. Everything downstream scopes its queries by request.auth. A key that is
 * malformed or matches nothing counts against the client's address, and past the address's limit
 * such a key is answered 429 instead of 401 (see auth-failure-limit.ts). A key that exists is never
 * refused by that limit, whatever else came from its address (one load balancer's address may carry
 * every tenant); a revoked or expired key is a real key, not a guess, and does not count.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  try {
    request.auth = await authorise(request);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_API_KEY') await countFailure(request, reply, 'apiKey');
    throw error;
  }
}

const unknownKey = () => new ApiError(401, 'INVALID_API_KEY', 'The API key does not exist');

/**
 * The key's record: from this instance's cache, else (once the key is found well formed, and unless
 * this instance has just found that no key has its hash) the database.
 */
async function lookUp(request: FastifyRequest, value: string) {
  const { config, deps, keyCache } = request.server;
  const hash = hashApiKey(value);
  const cached = keyCache.get(hash);
  // Only keys found well formed are ever looked up and cached: a cached one needs no second check.
  if (cached) return cached;
  if (!parseApiKey(config.API_KEY_BRAND, value)) throw new ApiError(401, 'INVALID_API_KEY', 'The API key is malformed');
  if (keyCache.isUnknown(hash)) throw unknownKey();
  const record = await findPresentedKey(deps, hash);
  keyCache.remember(hash, record);
  if (!record) throw unknownKey();
  return record;
}

async function authorise(request: FastifyRequest): Promise<AuthContext> {
  const value = presentedKey(request);
  if (!value)
    throw new ApiError(
      401,
      'UNAUTHORIZED',
      'Authentication required: send Authorization: Bearer <API_KEY> or X-API-Key',
    );
  const key = await lookUp(request, value);
  // Every later line of this request (refusals included) says whose it is: the key's display prefix, never the key.
  // Bound to the request's own child of the app's pino logger (one per request), not to yet another child.
  (request.log as Logger).setBindings({
    organization_id: key.organization_id,
    key_prefix: key.display_prefix,
    mode: key.mode,
  });
  if (key.revoked_at) throw new ApiError(401, 'API_KEY_REVOKED', 'The API key has been revoked');
  if (key.expires_at && key.expires_at.getTime() <= Date.now())
    throw new ApiError(401, 'API_KEY_EXPIRED', 'The API key has expired');
  if (!ipAllowed(key.allowed_ips, request.ip))
    throw forbidden('ip_not_allowed', `Requests from ${request.ip} are not allowed for this key`);
  const host = requestHost(request.headers.origin, request.headers.referer);
  if (!domainAllowed(key.allowed_domains, host)) {
    throw forbidden(
      'domain_not_allowed',
      host
        ? `Requests from domain ${host} are not allowed for this key`
        : 'This key is restricted to specific domains: send Origin or Referer',
    );
  }
  const path = request.url.split('?')[0]!;
  const access = decideAccess(key.plan, key.api_pack, request.method, path);
  if (!access.allowed) throw forbidden(access.reason, access.message);
  return {
    organizationId: key.organization_id,
    mode: key.mode,
    keyId: key.id,
    plan: key.plan,
    country: key.country,
    settings: readOrganizationSettings(key.settings),
  };
}
