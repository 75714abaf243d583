import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_RECALCULATED,
  recalculateActivities,
  RecalculateRequest,
  RecalculateResult,
} from '../../../../services/activities/recalculate-activities.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { BODY_ERRORS, Envelope, envelope, v1Errors } from '../../../envelope.ts';

const recalculate: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recalculate',
    {
      schema: {
        operationId: 'recalculateActivities',
        tags: ['activities'],
        summary: 'Recalculate activities on the current factors: report before/after, store unless dry_run',
        description: `Selects up to ${MAX_RECALCULATED} activities by id or filter. Activities whose factor no longer resolves are reported in \`failed\` and left unchanged.`,
        body: RecalculateRequest,
        response: { 200: Envelope(RecalculateResult), ...v1Errors(...BODY_ERRORS) },
      },
    },
    async (request) => envelope(request, await recalculateActivities(app.deps, requestActor(request), request.body)),
  );
};

export default recalculate;
