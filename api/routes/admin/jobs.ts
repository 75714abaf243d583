import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getJobForOperator,
  listJobsForOperator,
  OperatorJob,
  OperatorJobQuery,
  OperatorJobSummary,
} from '../../../services/ingest/read-ingest-jobs.ts';
import { adminErrors, Envelope, envelope } from '../../envelope.ts';
import { IdParams } from '../../schemas/id-params.ts';

/** Operators finding a customer's ingest jobs: by organisation (any mode) or by id. */
const jobs: FastifyPluginAsyncZod = async (app) => {
  const security = [{ adminToken: [] }];
  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminListJobs',
        summary: "List ingest jobs, newest first: a customer's with organization_id, else everyone's",
        querystring: OperatorJobQuery,
        response: {
          200: Envelope(z.object({ jobs: z.array(OperatorJobSummary), next_cursor: z.string().nullable() })),
          ...adminErrors(400),
        },
      },
    },
    async (request) => envelope(request, await listJobsForOperator(app.deps, request.query)),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminGetJob',
        summary: 'One ingest job of any organisation: status, progress, timings, first bad rows, owner',
        params: IdParams,
        response: { 200: Envelope(OperatorJob), ...adminErrors(400) },
      },
    },
    async (request) => envelope(request, await getJobForOperator(app.deps, request.params.id)),
  );
};

export default jobs;
