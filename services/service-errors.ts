import { z } from 'zod';
import { firstFieldError } from '../domain/schemas/field-error.ts';

/**
 * Every `error.code` the service answers with: the spec's codes, plus the few HTTP conditions it does
 * not name (documented in docs/api-guide.md). The OpenAPI document lists them as an enum.
 */
export const ErrorCode = z.enum([
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INVALID_API_KEY',
  'API_KEY_REVOKED',
  'API_KEY_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PERIOD_LOCKED',
  'REQUEST_TIMEOUT',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMIT_EXCEEDED',
  'HEADERS_TOO_LARGE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'ERP_UNREACHABLE',
  'ERP_TIMEOUT',
  'ERP_ERROR',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export interface ErrorDetails {
  field?: string;
  reason?: string;
  [key: string]: unknown;
}

/** An error the API answers with as is: status, code, message and optional details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (reason: string, message: string) => new ApiError(403, 'FORBIDDEN', message, { reason });
export const validationError = (field: string, reason: string, extra?: Record<string, unknown>) =>
  new ApiError(400, 'VALIDATION_ERROR', `${field}: ${reason}`, { field, reason, ...extra });

export { fieldPath } from '../domain/schemas/field-error.ts';

/** The first zod issue as a VALIDATION_ERROR (see firstFieldError). */
export function fromZodError(error: z.ZodError, prefix = ''): ApiError {
  const { field, reason } = firstFieldError(error, prefix);
  return validationError(field, reason);
}
