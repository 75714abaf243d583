import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findJobByChecksum, insertIngestJob, lockChecksum } from '../../db/queries/ingest-jobs.ts';
import { normaliseIndianState } from '../../jobs/geo/indian-states.ts';
import type { CsvImportOptions, IngestJobSpec } from '../../jobs/ingest/job-spec.ts';
import { fromZodError, validationError } from '../errors.ts';
import { claimUploadIdempotency } from '../plugins/app/idempotency.ts';
import { CsvIntakeParameters, toJobAccepted, type JobAccepted } from '../schemas/intake.ts';
import { checkCsvHead } from '../uploads/check-csv-head.ts';
import { receiveCsv } from '../uploads/receive-csv.ts';
import { enqueueIngestJob } from './enqueue.ts';

/** Query parameters and form fields together (form fields win), with the organisation's country by default. */
function csvParameters(request: FastifyRequest, raw: Record<string, unknown>): { options: CsvImportOptions; force: boolean } {
  const parsed = CsvIntakeParameters.safeParse(raw);
  if (!parsed.success) throw fromZodError(parsed.error);
  const { force, ...given } = parsed.data;
  const country = given.country ?? request.auth.country;
  let state = given.state;
  if (state !== undefined && country === 'IN') {
    state = normaliseIndianState(state);
    if (state === undefined) throw validationError('state', "is not an Indian state or union territory (use a name or code such as 'Maharashtra', 'MH')");
  }
  return { options: { ...given, country, ...(state ? { state } : {}) }, force };
}

/**
 * A CSV file (multipart upload or text/csv body): stored, checked, and answered with a job (202).
 * The same file again (same SHA-256, organisation and mode, earlier job not failed) is answered with
 * the earlier job (200, duplicate: true) unless `force` asks to import it again. Undefined when an
 * Idempotency-Key replayed the first answer instead (already sent).
 */
export async function acceptCsvIntake(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ status: 200 | 202; data: JobAccepted } | undefined> {
  const jobId = randomUUID();
  const { upload, fileName, fields } = await receiveCsv(request, jobId);
  const discard = () => rm(upload.absolutePath, { force: true });
  let parameters: ReturnType<typeof csvParameters>;
  try {
    const options = { ...(request.query as Record<string, unknown>), ...fields };
    parameters = csvParameters(request, options);
    await checkCsvHead(upload);
    if (await claimUploadIdempotency(request, reply, upload.sha256, options)) {
      await discard();
      return undefined;
    }
  } catch (error) {
    await discard();
    throw error;
  }

  const spec: IngestJobSpec = { kind: 'csv', file_name: fileName, options: parameters.options };
  const scope = request.auth;
  const { job, duplicate } = await request.server.db.transaction().execute(async (trx) => {
    await lockChecksum(trx, scope, upload.sha256);
    const earlier = parameters.force ? undefined : await findJobByChecksum(trx, scope, upload.sha256);
    if (earlier) return { job: earlier, duplicate: true };
    const created = await insertIngestJob(trx, scope, {
      id: jobId,
      kind: spec.kind,
      payload: spec,
      filePath: upload.relativePath,
      fileSha256: upload.sha256,
      fileBytes: upload.bytes,
      // Line breaks less the header: an estimate (quoted cells may span lines), made exact on completion.
      rowsTotal: Math.max(1, upload.lineBreaks - 1),
      apiKeyId: scope.keyId,
      requestId: request.id,
    });
    return { job: created, duplicate: false };
  });
  if (duplicate) await discard();
  else await enqueueIngestJob(request, job.id);
  return { status: duplicate ? 200 : 202, data: toJobAccepted(job, duplicate) };
}
