import { ManagementError } from '../../../services/keys/key-management.ts';
import { ApiError, validationError } from '../../../services/service-errors.ts';

/** The operator API's answer to a refused management action (the CLI prints the same errors as text). */
export function managementErrorToApi(error: unknown): never {
  if (error instanceof ManagementError) {
    if (error.kind === 'not_found') throw new ApiError(404, 'NOT_FOUND', error.message);
    throw validationError(error.field ?? '(body)', error.message);
  }
  throw error;
}
