import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmissionFactorRecord, FactorListQuery, listFactorPage } from '../../../../services/factors/list-factors.ts';
import { Envelope, envelope, v1Errors } from '../../../envelope.ts';

const emissionFactors: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listEmissionFactors',
        tags: ['emission factors'],
        summary: 'List the emission factors the service calculates with, with their sources',
        querystring: FactorListQuery,
        response: {
          200: Envelope(z.object({ factors: z.array(EmissionFactorRecord), next_cursor: z.string().nullable() })),
          ...v1Errors(),
        },
      },
    },
    async (request) => envelope(request, await listFactorPage(app.deps, request.query)),
  );
};

export default emissionFactors;
