import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActivityIntakeSchema } from '../../../../domain/schemas/activity-submission.ts';
import { BODY_ERRORS, Envelope, envelope, jobAcceptedHeaders, v1Errors } from '../../../envelope.ts';
import { validationError } from '../../../../services/service-errors.ts';
import { acceptJsonJob, ingestJsonNow } from '../../../../services/intake/json-intake.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { csvIntakeRequest } from '../../../uploads/csv-intake-request.ts';
import uploads, { csvBodyOf } from '../../../plugins/app/uploads.ts';
import {
  CsvIntakeParameters,
  CsvUploadForm,
  IntakeResult,
  JobAccepted,
  SYNC_INTAKE_LIMIT,
} from '../../../../services/intake/intake-schemas.ts';
import { documentContent } from '../../../openapi/document-content.ts';
import { validatedInHandler } from '../../../schemas/validated-in-handler.ts';

/** The JSON forms (documentation; items are validated one by one so bad ones can be reported, not refused). */
const BulkJsonBody = z.union([
  z.array(ActivityIntakeSchema).min(1),
  z.object({ activities: z.array(ActivityIntakeSchema).min(1) }),
]);

/** The items of a JSON bulk body: an array, or { activities: [...] } and nothing else. */
function bulkItems(body: unknown): unknown[] {
  const wrapped =
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    Object.keys(body).length === 1 &&
    'activities' in body;
  const items = Array.isArray(body) ? body : wrapped ? (body as { activities: unknown }).activities : undefined;
  if (items === undefined) throw validationError('(body)', 'must be an array of activities or { "activities": [...] }');
  if (!Array.isArray(items) || items.length === 0) throw validationError('activities', 'must be a non-empty array');
  return items;
}

const bulk: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploads);

  app.post(
    '',
    {
      schema: {
        operationId: 'bulkCreateActivities',
        tags: ['ingestion'],
        summary: 'Store many activities with partial success: JSON, a text/csv body or a multipart CSV file',
        description: [
          `JSON (an array or { "activities": [...] }) of up to ${SYNC_INTAKE_LIMIT} items is stored during the request: good items are stored, bad ones come back in \`errors\` with index, field and reason. 201 when every item was stored, 207 when some were, 400 VALIDATION_ERROR (all problems in details.errors) when none was. Stored items count in GET /v1/emissions as soon as the response is sent.`,
          `Larger JSON, a text/csv body or a multipart file (any one file field) answer 202 with a job: poll status_url (GET /v1/jobs/:id). CSV: header date, category, quantity, unit, amount (any order and case; amount optional), options as for POST /v1/ingest/upload (query parameters; form fields too for multipart). The same file imported again answers 200 with the earlier job unless force=true.`,
        ].join('\n\n'),
        querystring: CsvIntakeParameters,
        body: BulkJsonBody,
        response: {
          200: Envelope(JobAccepted),
          201: Envelope(IntakeResult),
          202: Envelope(JobAccepted),
          207: Envelope(IntakeResult),
          ...v1Errors(...BODY_ERRORS),
        },
      },
      config: documentContent({
        body: {
          'application/json': BulkJsonBody,
          'text/csv': z.string().describe('the CSV itself: header date, category, quantity, unit, amount'),
          'multipart/form-data': CsvUploadForm,
        },
      }),
      // Validated in the handler: items one by one (partial success), CSV options with the form fields.
      validatorCompiler: validatedInHandler,
    },
    async (request, reply) => {
      if (request.isMultipart() || csvBodyOf(request)) {
        const accepted = await csvIntakeRequest(request, reply);
        if (!accepted) return reply;
        const { status, data } = accepted;
        return reply.code(status).headers(jobAcceptedHeaders(status, data)).send(envelope(request, data));
      }
      const intake = { kind: 'activities' as const, records: bulkItems(request.body) };
      if (intake.records.length > SYNC_INTAKE_LIMIT) {
        const job = await acceptJsonJob(app.deps, requestActor(request), intake);
        return reply.code(202).headers(jobAcceptedHeaders(202, job)).send(envelope(request, job));
      }
      const { status, data } = await ingestJsonNow(app.deps, requestActor(request), intake);
      return reply.code(status).send(envelope(request, data));
    },
  );
};

export default bulk;
