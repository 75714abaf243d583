import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../../db/queries/audit.ts';
import { keyActor } from '../../../auth/audit-actor.ts';
import { deleteTestData } from '../../../../db/queries/test-data.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';
import { forbidden } from '../../../../services/service-errors.ts';

const testData: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset',
    {
      schema: {
        summary: "Delete the organisation's test-mode data (test keys only)",
        response: { 200: Envelope(z.object({ deleted: z.object({ activities: z.number(), jobs: z.number() }) })), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      if (request.auth.mode !== 'test') throw forbidden('live_key', 'Only a test key can reset test data; live data is never reset');
      const deleted = await app.db.transaction().execute(async (trx) => {
        const counts = await deleteTestData(trx, request.auth.organizationId);
        await recordAudit(trx, {
          ...keyActor(request),
          action: 'test_data.reset',
          entityType: 'organization',
          entityId: request.auth.organizationId,
          snapshot: counts,
        });
        return counts;
      });
      return envelope(request, { deleted });
    },
  );
};

export default testData;
