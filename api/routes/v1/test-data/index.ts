import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetTestData } from '../../../../services/test-data/reset-test-data.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, envelope, v1Errors } from '../../../envelope.ts';

const testData: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset',
    {
      schema: {
        operationId: 'resetTestData',
        tags: ['test data'],
        summary: "Delete the organisation's test-mode data (test keys only)",
        description:
          'Activities, rollups, ingest jobs with their uploaded files, reports with their files and idempotency records of test mode; audited. ' +
          'Live data is never touched.',
        response: {
          200: Envelope(
            z.object({ deleted: z.object({ activities: z.number(), jobs: z.number(), reports: z.number() }) }),
          ),
          ...v1Errors(409, 422),
        },
      },
    },
    async (request) => envelope(request, await resetTestData(app.deps, requestActor(request))),
  );
};

export default testData;
