import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '../services/service-errors.ts';
import { answeredRequestId } from './hooks/request-id.ts';

/** The success envelope every endpoint answers with. */
export function envelope<T>(request: FastifyRequest, data: T) {
  return { success: true as const, data, meta: meta(request) };
}

/** The success envelope around data already serialised to JSON: the same text envelope() would be serialised to. */
export function sendSerialisedEnvelope(request: FastifyRequest, reply: FastifyReply, data: string) {
  const text = `{"success":true,"data":${data},"meta":${JSON.stringify(meta(request))}}`;
  return reply.type('application/json; charset=utf-8').send(text);
}

export function meta(request: FastifyRequest) {
  return { timestamp: new Date().toISOString(), request_id: answeredRequestId(request) };
}

/** Seconds a client polling a new job should wait between looks: the Retry-After of a 202. */
const JOB_POLL_SECONDS = 2;

/** A 202's headers: where the job's status is (Location) and when to look (Retry-After); none for other answers. */
export function jobAcceptedHeaders(status: number, data: object): Record<string, string> {
  if (status !== 202 || !('status_url' in data) || typeof data.status_url !== 'string') return {};
  return { location: data.status_url, 'retry-after': String(JOB_POLL_SECONDS) };
}

/** A job's status answer: while it is queued or running, when to look again (Retry-After); nothing once finished. */
export function openJobHeaders(status: string): Record<string, string> {
  return status === 'queued' || status === 'running' ? { 'retry-after': String(JOB_POLL_SECONDS) } : {};
}

export const Meta = z.object({ timestamp: z.string(), request_id: z.string() });

/** Response schema of the success envelope around `data` (for serialisation and OpenAPI). */
export const Envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, meta: Meta });

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    status: z.number().int(),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('VALIDATION_ERROR: field and reason; FORBIDDEN: reason'),
  }),
  meta: Meta,
});

type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 422 | 429 | 431 | 500 | 502 | 503 | 504;

const errorResponses = (statuses: readonly ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope])) as Record<ErrorStatus, typeof ErrorEnvelope>;

/** What any route behind an API key can answer: a bad query or body, key checks, the rate limit, a failure, shutdown. */
const V1_ERRORS: readonly ErrorStatus[] = [400, 401, 403, 429, 500, 503];

/** A POST with a body adds: a body arriving too slowly (408), Idempotency-Key conflicts (409, 422), size (413) and media type (415). */
export const BODY_ERRORS: readonly ErrorStatus[] = [408, 409, 413, 415, 422];

/** Error responses of a /v1 route, for serialisation and OpenAPI: the common ones plus the route's own. */
export const v1Errors = (...statuses: ErrorStatus[]) => errorResponses([...V1_ERRORS, ...statuses]);

/** Error responses of an /admin route: a missing or wrong token (401; 404 when ADMIN_TOKEN is unset), shutdown and its own. */
export const adminErrors = (...statuses: ErrorStatus[]) => errorResponses([401, 404, 500, 503, ...statuses]);
