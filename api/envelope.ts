import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answeredRequestId } from './plugins/app/request-id.ts';

/** The success envelope every endpoint answers with. */
export function envelope<T>(request: FastifyRequest, data: T) {
  return { success: true as const, data, meta: meta(request) };
}

export function meta(request: FastifyRequest) {
  return { timestamp: new Date().toISOString(), request_id: answeredRequestId(request) };
}

const Meta = z.object({ timestamp: z.string(), request_id: z.string() });

/** Response schema of the success envelope around `data` (for serialisation and OpenAPI). */
export const Envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, meta: Meta });

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    status: z.number().int(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  meta: Meta,
});

/** Error responses of the intake endpoints (bodies and uploads), for OpenAPI. */
export const IntakeErrorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  408: ErrorEnvelope,
  413: ErrorEnvelope,
  415: ErrorEnvelope,
  429: ErrorEnvelope,
};
