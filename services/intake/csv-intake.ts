import { rm } from 'node:fs/promises';
import { findJobByChecksum, insertIngestJob, lockChecksum } from '../../db/queries/ingest-jobs.ts';
import { normaliseActivityState } from '../../domain/geo/indian-states.ts';
import type { CsvImportOptions, IngestJobSpec } from '../../domain/ingest/ingest-job-spec.ts';
import { fromZodError, validationError } from '../service-errors.ts';
import { CsvIntakeParameters, toJobAccepted, type JobAccepted } from './intake-schemas.ts';
import { checkCsvHead } from './check-csv-head.ts';
import type { StoredUpload } from '../storage/store-upload.ts';
import type { Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueueIngestJob } from './enqueue.ts';
import { admitJob } from '../limits/job-admission.ts';

export interface CsvIntakeInput {
  /** The job's id, also the stored file's name. */
  jobId: string;
  upload: StoredUpload;
  fileName: string | null;
  /** Query parameters and form fields together (form fields win). */
  parameters: Record<string, unknown>;
}

/** Import options with the organisation's country by default; an Indian state normalised. */
function csvParameters(actor: Actor, raw: Record<string, unknown>): { options: CsvImportOptions; force: boolean } {
  const parsed = CsvIntakeParameters.safeParse(raw);
  if (!parsed.success) throw fromZodError(parsed.error);
  const { force, ...given } = parsed.data;
  const country = given.country ?? actor.country;
  let state = given.state;
  if (state !== undefined) {
    const normalised = normaliseActivityState(country, state);
    if (!normalised.ok) throw validationError('state', normalised.reason);
    state = normalised.state;
  }
  return { options: { ...given, country, ...(state ? { state } : {}) }, force };
}

/**
 * A CSV file (multipart upload or text/csv body): stored, checked, and answered with a job (202).
 * The same file again (same SHA-256, organisation and mode, earlier job not failed) is answered with
 * the earlier job (200, duplicate: true) unless `force` asks to import it again.
 */
export async function acceptCsvIntake(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'log' | 'config'>,
  actor: Actor,
  input: CsvIntakeInput,
): Promise<{ status: 200 | 202; data: JobAccepted }> {
  const { jobId, upload, fileName } = input;
  const discard = () => rm(upload.absolutePath, { force: true });
  let parameters: ReturnType<typeof csvParameters>;
  try {
    parameters = csvParameters(actor, input.parameters);
    await checkCsvHead(upload);
  } catch (error) {
    await discard();
    throw error;
  }

  const spec: IngestJobSpec = { kind: 'csv', file_name: fileName, options: parameters.options };
  const stored = deps.db.transaction().execute(async (trx) => {
    await lockChecksum(trx, actor, upload.sha256);
    const earlier = parameters.force ? undefined : await findJobByChecksum(trx, actor, upload.sha256);
    if (earlier) return { job: earlier, duplicate: true };
    await admitJob(trx, deps.config, actor.organizationId, 'ingest');
    const created = await insertIngestJob(trx, actor, {
      id: jobId,
      kind: spec.kind,
      payload: spec,
      filePath: upload.relativePath,
      fileSha256: upload.sha256,
      fileBytes: upload.bytes,
      // Line breaks less the header: an estimate (quoted cells may span lines), made exact on completion.
      rowsTotal: Math.max(1, upload.lineBreaks - 1),
      apiKeyId: actor.keyId,
      requestId: actor.requestId,
    });
    return { job: created, duplicate: false };
  });
  // Refused (the organisation's open ingest jobs at their limit) or not stored: the file goes too.
  const { job, duplicate } = await stored.catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  if (duplicate) await discard();
  else await enqueueIngestJob(deps, job);
  return { status: duplicate ? 200 : 202, data: toJobAccepted(job, duplicate) };
}
