import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { isStorableText } from '../../domain/schemas/stored-text.ts';
import { ApiError, validationError } from '../../services/service-errors.ts';
import { storeUpload, UploadCutShort, type StoredUpload } from '../../services/storage/store-upload.ts';
import { csvBodyOf, FORM_LIMITS } from '../plugins/app/uploads.ts';
import { uploadBodyLimits, watchBodyRate, type BodyRateWatch } from '../limits/body-rate-watch.ts';
import { toUploadError } from './upload-errors.ts';

export interface ReceivedCsv {
  upload: StoredUpload;
  fileName: string | null;
  /** Multipart form fields (text), to be validated with the query parameters. */
  fields: Record<string, string>;
}

type Store = (source: Readable) => Promise<StoredUpload>;

/** The file name is kept with the job (as sent, for the user's reference). */
const MAX_FILE_NAME_LENGTH = 255;

/**
 * Stores the CSV a request carries under the given job id: the one file of a multipart form (any
 * field name) with the form's text fields, or a text/csv body. Every way it can end (stored, a limit,
 * a malformed or truncated form, a client that stops sending for UPLOAD_IDLE_TIMEOUT_MS, sends slower
 * than BODY_MIN_BYTES_PER_SECOND or hangs up)
 * settles the request and removes the partial file.
 */
export async function receiveCsv(request: FastifyRequest, jobId: string): Promise<ReceivedCsv> {
  const { STORAGE_DIR, UPLOAD_LIMIT_BYTES } = request.server.config;
  const body = csvBodyOf(request);
  if (!body && !request.isMultipart()) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the CSV as multipart/form-data (one file field) or as a text/csv body',
    );
  }
  const watch = watchBodyRate(request, uploadBodyLimits(request.server.config));
  const store: Store = (source) => storeUpload(source, STORAGE_DIR, jobId, UPLOAD_LIMIT_BYTES, watch.signal);
  try {
    if (body) return { upload: await store(body), fileName: null, fields: {} };
    return await receiveForm(request, watch, store);
  } catch (error) {
    throw toUploadError(error);
  } finally {
    watch.stop();
  }
}

async function receiveForm(request: FastifyRequest, watch: BodyRateWatch, store: Store): Promise<ReceivedCsv> {
  let upload: StoredUpload | undefined;
  let cut: UploadCutShort | undefined;
  let fileName: string | null = null;
  const fields: Record<string, string> = {};
  const parts = request.parts();
  try {
    for (let step = await watch.guard(parts.next()); !step.done; step = await watch.guard(parts.next())) {
      const part = step.value;
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw validationError(part.fieldname, `must be at most ${FORM_LIMITS.fieldSize} bytes`);
        fields[part.fieldname] = String(part.value);
      } else if (upload || cut) {
        part.file.resume();
        throw validationError(part.fieldname, 'only one file per upload');
      } else {
        fileName = part.filename || null;
        if (fileName !== null && (!isStorableText(fileName) || fileName.length > MAX_FILE_NAME_LENGTH)) {
          throw validationError(
            part.fieldname,
            `must have a file name of at most ${MAX_FILE_NAME_LENGTH} characters, without NUL or unpaired surrogates`,
          );
        }
        try {
          upload = await store(part.file);
        } catch (error) {
          // The parser cut the file short; why (a limit, a malformed form) is its next and last answer.
          if (!(error instanceof UploadCutShort)) throw error;
          cut = error;
        }
      }
    }
    if (cut) throw cut;
  } catch (error) {
    if (upload) await rm(upload.absolutePath, { force: true });
    throw error;
  }
  if (!upload)
    throw validationError('file', 'is required: send the CSV as a multipart file field (e.g. -F file=@activities.csv)');
  return { upload, fileName, fields };
}
