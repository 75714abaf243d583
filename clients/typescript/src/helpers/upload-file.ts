import type { components } from '../carbon-api-types.ts';
import type { CarbonClient } from '../carbon-client.ts';

/** The form fields of POST /v1/ingest/upload besides the file (country, state, period, force, …). */
export type UploadOptions = Omit<components['schemas']['CsvUpload'], 'file'> & {
  /** The file's name as the job records it; default `upload.csv`. */
  filename?: string;
  /** Your own key, to repeat this exact upload safely; default: a new one for this call. */
  idempotencyKey?: string;
};

/**
 * Uploads a CSV file (its text, bytes or a Blob) as multipart/form-data and answers the job: 202 with
 * a new job, or 200 with the earlier job when this exact file was imported before (`duplicate: true`).
 * Wait for it with `waitForJob`.
 */
export async function uploadFile(
  client: CarbonClient,
  file: Blob | string | Uint8Array<ArrayBuffer>,
  options: UploadOptions = {},
) {
  const { filename = 'upload.csv', idempotencyKey, ...fields } = options;
  const answer = await client.POST('/v1/ingest/upload', {
    body: { ...fields, file: '' },
    bodySerializer() {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
      const blob = file instanceof Blob ? file : new Blob([file], { type: 'text/csv' });
      form.append('file', blob, filename);
      return form;
    },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
  return answer.data;
}
