import { ManagementError } from '../../../services/keys/key-management.ts';
import { ApiError, validationError } from '../../../services/service-errors.ts';

/** A management failure (unknown organisation or key, invalid input) as the API's error envelope. */
export function toApiError(error: unknown): never {
  if (error instanceof ManagementError) {
    if (error.kind === 'not_found') throw new ApiError(404, 'NOT_FOUND', error.message);
    throw validationError(error.field ?? '(body)', error.message);
  }
  throw error;
}
