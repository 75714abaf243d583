import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getJobDetail, jobErrorsCsv, listJobPage } from '../../../../services/ingest/read-ingest-jobs.ts';
import { FIRST_ERRORS, JobDetail, JobSummary } from '../../../../services/ingest/ingest-job-views.ts';
import { JobStatus } from '../../../../services/intake/intake-schemas.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, envelope, openJobHeaders, v1Errors } from '../../../envelope.ts';
import { PageQuery } from '../../../../services/page-query.ts';
import { IdParams } from '../../../schemas/id-params.ts';

const ListQuery = z
  .object({
    status: JobStatus.optional(),
    ...PageQuery.shape,
  })
  .strict();

/** Ingest jobs of the key's organisation and mode only: anyone else's job is 404. */
const jobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listJobs',
        tags: ['jobs'],
        summary: "List the organisation's ingest jobs, newest first, with cursor pagination",
        querystring: ListQuery,
        response: {
          200: Envelope(z.object({ jobs: z.array(JobSummary), next_cursor: z.string().nullable() })),
          ...v1Errors(),
        },
      },
    },
    async (request) => envelope(request, await listJobPage(app.deps, requestActor(request), request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getJob',
        tags: ['jobs'],
        summary: 'Status, progress, timings and the first errors of an ingest job',
        description: `Progress counters are committed with each batch of rows, so they are exact at any moment. \`errors\` shows the first ${FIRST_ERRORS} bad rows; errors_url has all of them as CSV. While the job is queued or running the answer carries \`Retry-After\` (seconds until the next look is worth it).`,
        params: IdParams,
        response: { 200: Envelope(JobDetail), ...v1Errors(404) },
      },
    },
    async (request, reply) => {
      const job = await getJobDetail(app.deps, requestActor(request), request.params.id);
      return reply.headers(openJobHeaders(job.status)).send(envelope(request, job));
    },
  );

  app.get(
    '/:id/errors.csv',
    {
      schema: {
        operationId: 'getJobErrorsCsv',
        tags: ['jobs'],
        summary: 'Every bad row of an ingest job as CSV: line (or index), field, reason, raw',
        description:
          'Cells starting with = + - @, a tab or a carriage return are prefixed with an apostrophe so spreadsheets do not run them as formulas.',
        params: IdParams,
        produces: ['text/csv'],
        // A stream is sent as is, never serialised: the schema only documents it.
        response: {
          200: z
            .unknown()
            .describe('text/csv: line (or index), field, reason, raw')
            .meta({
              examples: [
                'line,field,reason,raw\n5,quantity,must be a positive number,"2024-04-21,electricity,-5,kwh,"\n',
              ],
            }),
          ...v1Errors(404),
        },
      },
    },
    async (request, reply) => {
      const { jobId, csv } = await jobErrorsCsv(app.deps, requestActor(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="job-${jobId}-errors.csv"`)
        .send(csv);
    },
  );
};

export default jobs;
