import { ApiError } from '../../services/service-errors.ts';
import { FORM_LIMITS } from '../plugins/app/uploads.ts';
import { UploadCutShort } from '../../services/storage/store-upload.ts';

const formTooLarge = (reason: string) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `The upload form ${reason}`, { field: '(form)', reason });

/** A body that cannot be read as the upload it claims to be, as a 400 on the part at fault. */
const malformedBody = (field: string, reason: string) =>
  new ApiError(400, 'BAD_REQUEST', `The upload is malformed: ${field} ${reason}`, { field, reason });

/**
 * What @fastify/multipart and busboy throw, and a body cut short, as the answer a client can act on:
 * the form's limits as 413 naming the limit, a missing boundary or a truncated body as 400 (busboy's
 * own errors are plain Errors without a status, which would otherwise be a 500).
 */
export function toUploadError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error)) return error;
  if (error instanceof UploadCutShort)
    return malformedBody('file', 'ended before the whole file arrived (no closing boundary?)');
  switch ((error as Error & { code?: string }).code) {
    case 'FST_FIELDS_LIMIT':
      return formTooLarge(`must have at most ${FORM_LIMITS.fields} fields`);
    case 'FST_PARTS_LIMIT':
      return formTooLarge(`must have at most ${FORM_LIMITS.parts} parts`);
    case 'FST_FILES_LIMIT':
      return formTooLarge('must carry one file');
    case 'FST_PROTO_VIOLATION':
      return malformedBody('(form)', 'uses a reserved field name');
  }
  if (/boundary not found/i.test(error.message)) {
    return malformedBody('content-type', 'must name the boundary: multipart/form-data; boundary=...');
  }
  if (/unexpected end|terminated early|malformed/i.test(error.message)) {
    return malformedBody('file', 'ended before the whole file arrived (no closing boundary?)');
  }
  return error;
}
