import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IsoDate } from '../../../../domain/schemas/activity-submission.ts';
import { companyDashboard, Dashboard } from '../../../../services/dashboard/company-dashboard.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, envelope, v1Errors } from '../../../envelope.ts';

const dashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        operationId: 'getCompanyDashboard',
        tags: ['dashboard'],
        summary: 'Company dashboard: current and previous fiscal year (April to March), trend, top types, data quality',
        querystring: z
          .object({ as_of: IsoDate.optional().describe('a date in the fiscal year to show; default today (UTC)') })
          .strict(),
        response: { 200: Envelope(Dashboard), ...v1Errors() },
      },
    },
    async (request) => {
      const asOf = request.query.as_of ?? new Date().toISOString().slice(0, 10);
      return envelope(request, await companyDashboard(app.deps, requestActor(request), asOf));
    },
  );
};

export default dashboard;
