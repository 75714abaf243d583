import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../../db/queries/audit.ts';
import { keyActor } from '../../../auth/audit-actor.ts';
import { deleteTestData } from '../../../../db/queries/test-data.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';
import { forbidden } from '../../../errors.ts';
import { removeStoredFiles } from '../../../../jobs/ingest/storage.ts';

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
    async (request) => {
      if (request.auth.mode !== 'test') throw forbidden('live_key', 'Only a test key can reset test data; live data is never reset');
      const { counts: deleted, filePaths } = await app.db.transaction().execute(async (trx) => {
        const removed = await deleteTestData(trx, request.auth.organizationId);
        await recordAudit(trx, {
          ...keyActor(request),
          action: 'test_data.reset',
          entityType: 'organization',
          entityId: request.auth.organizationId,
          snapshot: removed.counts,
        });
        return removed;
      });
      // After the commit: a rolled-back reset must not lose the files of jobs that still exist.
      await removeStoredFiles(app.config.STORAGE_DIR, filePaths);
      return envelope(request, { deleted });
    },
  );
};

export default testData;
