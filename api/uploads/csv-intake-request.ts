import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptCsvIntake } from '../../services/intake/csv-intake.ts';
import { requestActor } from '../auth/request-actor.ts';
import { claimUploadIdempotency } from '../hooks/idempotency.ts';
import { receiveCsv } from './receive-csv.ts';

/**
 * The HTTP half of a CSV intake (store the uploaded file under a new job id, claim the request's
 * Idempotency-Key now that the file's SHA-256 is known) handed to the intake service with the query
 * parameters and form fields (form fields win). Undefined when the key replayed the first request's
 * answer instead (already sent; this request's file is dropped).
 */
export async function csvIntakeRequest(request: FastifyRequest, reply: FastifyReply) {
  const jobId = randomUUID();
  const { upload, fileName, fields } = await receiveCsv(request, jobId);
  const parameters = { ...(request.query as Record<string, unknown>), ...fields };
  let replayed: boolean;
  try {
    replayed = await claimUploadIdempotency(request, reply, upload.sha256, parameters);
  } catch (error) {
    await rm(upload.absolutePath, { force: true });
    throw error;
  }
  if (replayed) {
    await rm(upload.absolutePath, { force: true });
    return undefined;
  }
  return acceptCsvIntake(request.server.deps, requestActor(request), { jobId, upload, fileName, parameters });
}
