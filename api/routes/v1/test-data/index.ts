import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetTestData } from '../../../../services/test-data/reset-test-data.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';

const testData: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset',
    {
      schema: {
        summary: "Delete the organisation's test-mode data (test keys only)",
        description:
          'Activities, rollups, ingest jobs with their uploaded files and idempotency records of test mode; audited. ' +
          'Live data is never touched.',
        response: { 200: Envelope(z.object({ deleted: z.object({ activities: z.number(), jobs: z.number() }) })), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => envelope(request, await resetTestData(app.deps, requestActor(request))),
  );
};

export default testData;
