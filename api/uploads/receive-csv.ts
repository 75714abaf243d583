import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../../services/service-errors.ts';
import { csvBodyOf } from '../plugins/app/uploads.ts';
import { storeUpload, type StoredUpload } from '../../services/storage/store-upload.ts';

export interface ReceivedCsv {
  upload: StoredUpload;
  fileName: string | null;
  /** Multipart form fields (text), to be validated with the query parameters. */
  fields: Record<string, string>;
}

/**
 * Stores the CSV a request carries under the given job id: the one file of a multipart form (any
 * field name) with the form's text fields, or a text/csv body.
 */
export async function receiveCsv(request: FastifyRequest, jobId: string): Promise<ReceivedCsv> {
  const { STORAGE_DIR, UPLOAD_LIMIT_BYTES } = request.server.config;
  const body = csvBodyOf(request);
  if (body) return { upload: await storeUpload(body, STORAGE_DIR, jobId, UPLOAD_LIMIT_BYTES), fileName: null, fields: {} };
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the CSV as multipart/form-data (one file field) or as a text/csv body');
  }

  let upload: StoredUpload | undefined;
  let fileName: string | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (upload) {
        part.file.resume();
        throw validationError(part.fieldname, 'only one file per upload');
      } else {
        upload = await storeUpload(part.file, STORAGE_DIR, jobId, UPLOAD_LIMIT_BYTES);
        fileName = part.filename || null;
      }
    }
  } catch (error) {
    if (upload) await rm(upload.absolutePath, { force: true });
    throw error;
  }
  if (!upload) throw validationError('file', 'is required: send the CSV as a multipart file field (e.g. -F file=@activities.csv)');
  return { upload, fileName, fields };
}
