import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { acceptCsvIntake } from '../../services/intake/csv-intake.ts';
import { requestActor } from '../auth/request-actor.ts';
import { receiveCsv } from './receive-csv.ts';

/**
 * The HTTP half of a CSV intake (store the uploaded file under a new job id) handed to the intake
 * service with the query parameters and form fields (form fields win).
 */
export async function csvIntakeRequest(request: FastifyRequest) {
  const jobId = randomUUID();
  const { upload, fileName, fields } = await receiveCsv(request, jobId);
  const parameters = { ...(request.query as Record<string, unknown>), ...fields };
  return acceptCsvIntake(request.server.deps, requestActor(request), { jobId, upload, fileName, parameters });
}
