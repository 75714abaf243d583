import type { z } from 'zod';

/** Error codes of the spec, plus the few HTTP conditions it does not name (documented in the README). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'INVALID_API_KEY'
  | 'API_KEY_REVOKED'
  | 'API_KEY_EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_REQUEST_IN_PROGRESS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMIT_EXCEEDED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

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
export const forbidden = (reason: string, message: string) =>
  new ApiError(403, 'FORBIDDEN', message, { reason });
export const validationError = (field: string, reason: string, extra?: Record<string, unknown>) =>
  new ApiError(400, 'VALIDATION_ERROR', `${field}: ${reason}`, { field, reason, ...extra });

/** `activities[3].period.end` from a zod path, optionally under a prefix. */
export function fieldPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(body)';
}

/** The first zod issue as a VALIDATION_ERROR; unknown keys name the key itself. */
export function fromZodError(error: z.ZodError, prefix = ''): ApiError {
  const issue = error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const field = fieldPath([...issue.path, issue.keys[0]!], prefix);
    return validationError(field, 'is not a recognised field');
  }
  const reason = issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
  return validationError(fieldPath(issue.path, prefix), reason);
}
