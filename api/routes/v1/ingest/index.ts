import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS, Envelope, envelope, jobAcceptedHeaders, v1Errors } from '../../../envelope.ts';
import { acceptJsonJob, ingestJsonNow } from '../../../../services/intake/json-intake.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { csvIntakeRequest } from '../../../uploads/csv-intake-request.ts';
import uploads, { FORM_LIMITS } from '../../../plugins/app/uploads.ts';
import erpSync from './erp-sync.ts';
import {
  CsvIntakeParameters,
  CsvUploadForm,
  IngestAutoBody,
  IngestAutoResult,
  JobAccepted,
  SYNC_INTAKE_LIMIT,
} from '../../../../services/intake/intake-schemas.ts';
import { validatedInHandler } from '../../../schemas/validated-in-handler.ts';

/** Bulk file upload, typed records and ERP sync; served under /v1/ingest and, as the spec also writes them, /api/v1/ingest. */
const ingest: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploads);
  await app.register(erpSync, { prefix: '/erp-sync' });

  app.post(
    '/upload',
    {
      schema: {
        operationId: 'uploadActivitiesCsv',
        tags: ['ingestion'],
        summary: 'Upload a CSV of activities (multipart/form-data); answers 202 with a job',
        description: [
          'The file goes in any one file field (e.g. `file`). Header: date, category, quantity, unit, amount, in any order and case, spaces and a BOM tolerated; `amount` (INR, kept as metadata) may be left out; other columns are ignored. One activity per row; a row date is YYYY-MM-DD.',
          'Options as query parameters or form fields (form fields win): country (default: the organisation country), state, period (day | month), source_name, force.',
          'The file is streamed to storage (SHA-256 computed on the way) and checked: empty, binary, non-UTF-8, header-less or row-less files are refused with 400 VALIDATION_ERROR (details.field = file); over UPLOAD_LIMIT_BYTES, 413 PAYLOAD_TOO_LARGE. Rows are validated by the worker: bad rows are reported by GET /v1/jobs/:id (line, field, reason, raw) and never stop the good ones.',
          `The form holds at most ${FORM_LIMITS.fields} fields of ${FORM_LIMITS.fieldSize} bytes and ` +
            `${FORM_LIMITS.parts} parts (413 naming the limit); a form without a boundary or cut short is 400 ` +
            'BAD_REQUEST; a body that brings no data for UPLOAD_IDLE_TIMEOUT_MS or arrives slower than BODY_MIN_BYTES_PER_SECOND is 408 REQUEST_TIMEOUT. Nothing is ' +
            'kept of a refused upload. An Idempotency-Key is matched on the stored file (SHA-256) and the options.',
          'The same file again (same SHA-256 in this organisation and mode, earlier job not failed) answers 200 with the earlier job and duplicate: true, unless force=true.',
        ].join('\n\n'),
        consumes: ['multipart/form-data'],
        querystring: CsvIntakeParameters,
        body: CsvUploadForm,
        response: { 200: Envelope(JobAccepted), 202: Envelope(JobAccepted), ...v1Errors(...BODY_ERRORS) },
      },
      // Validated in the handler, merged with the multipart form fields.
      validatorCompiler: validatedInHandler,
    },
    async (request, reply) => {
      const accepted = await csvIntakeRequest(request, reply);
      if (!accepted) return reply;
      const { status, data } = accepted;
      return reply.code(status).headers(jobAcceptedHeaders(status, data)).send(envelope(request, data));
    },
  );

  app.post(
    '/auto',
    {
      schema: {
        operationId: 'ingestRecords',
        tags: ['ingestion'],
        summary:
          'Ingest typed operational records (electricity bills, fuel purchases, travel, vehicle logs, transactions, hotel stays)',
        description: [
          `Each record is mapped to an activity with its scope and factor, then calculated. Up to ${SYNC_INTAKE_LIMIT} records are stored during the request: \`data\` carries total_emissions_kg_co2e (stored records), per-record results (index, activity_type, scope, emissions, factor, category for spend records) and per-record errors (index, field relative to the record, reason). 201 when every record was stored, 207 when some were, 400 VALIDATION_ERROR (all problems in details.errors) when none was.`,
          'More records answer 202 with a job; its result carries total_emissions_kg_co2e when it completes, its errors the bad records by index.',
          "A record may name its site (`site_id`, or `site_code` case-insensitive; GET /v1/sites): the activity belongs to it and, when the record gives no `country` or `state` of its own, takes the site's location. An unknown or archived site is that record's error (field `site_id` or `site_code`).",
        ].join('\n\n'),
        body: IngestAutoBody,
        response: {
          201: Envelope(IngestAutoResult),
          202: Envelope(JobAccepted),
          207: Envelope(IngestAutoResult),
          ...v1Errors(...BODY_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const { data_type, records, country, source_name } = request.body;
      const intake = {
        kind: 'records' as const,
        data_type,
        options: { country: country ?? request.auth.country, ...(source_name ? { source_name } : {}) },
        records,
      };
      if (records.length > SYNC_INTAKE_LIMIT) {
        const job = await acceptJsonJob(app.deps, requestActor(request), intake);
        return reply.code(202).headers(jobAcceptedHeaders(202, job)).send(envelope(request, job));
      }
      const { status, data } = await ingestJsonNow(app.deps, requestActor(request), intake);
      return reply.code(status).send(envelope(request, { data_type, ...data }));
    },
  );
};

export default ingest;
