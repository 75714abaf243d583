/** Codes a use case may fail with; the API answers each with its status in the error envelope. */
export type ServiceFailureCode = 'VALIDATION_ERROR' | 'NOT_FOUND' | 'ERP_UNREACHABLE' | 'ERP_TIMEOUT' | 'ERP_ERROR' | 'INTERNAL_ERROR';

/**
 * A use case's refusal or failure, in terms any caller can report (the API's error handler turns it
 * into the error envelope; the CLI or a worker prints or records it). `details.field` and
 * `details.reason` name the input at fault for validation.
 */
export class ServiceFailure extends Error {
  override name = 'ServiceFailure';
  constructor(
    readonly status: number,
    readonly code: ServiceFailureCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const invalidField = (field: string, reason: string, extra?: Record<string, unknown>) =>
  new ServiceFailure(400, 'VALIDATION_ERROR', `${field}: ${reason}`, { field, reason, ...extra });

export const notFoundFailure = (what: string) => new ServiceFailure(404, 'NOT_FOUND', `${what} not found`);
