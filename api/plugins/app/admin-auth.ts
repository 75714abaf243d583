import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../services/service-errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** onRequest hook for /admin: Bearer ADMIN_TOKEN, compared in constant time. */
export async function requireAdminToken(request: FastifyRequest): Promise<void> {
  const expected = request.server.config.ADMIN_TOKEN;
  if (!expected) throw new ApiError(404, 'NOT_FOUND', 'The admin API is disabled: ADMIN_TOKEN is not set');
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'Admin token required: Authorization: Bearer <ADMIN_TOKEN>');
  if (!timingSafeEqual(digest(match[1]!.trim()), digest(expected))) throw new ApiError(401, 'UNAUTHORIZED', 'Invalid admin token');
}
