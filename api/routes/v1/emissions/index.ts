import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmissionsAggregate } from '../../../../services/emissions/emissions-aggregate.ts';
import { EmissionsQuery, readEmissions } from '../../../../services/emissions/read-emissions.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, sendSerialisedEnvelope, v1Errors } from '../../../envelope.ts';

const emissions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'getEmissions',
        tags: ['emissions'],
        summary: 'Aggregated emissions for a period, by scope and activity type (pro rata by day)',
        querystring: EmissionsQuery,
        response: { 200: Envelope(EmissionsAggregate), ...v1Errors() },
      },
    },
    // The service answers JSON it checked against EmissionsAggregate (and may have cached): sent as it is.
    async (request, reply) =>
      sendSerialisedEnvelope(request, reply, await readEmissions(app.deps, requestActor(request), request.query)),
  );
};

export default emissions;
