import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_RECALCULATED,
  recalculateActivities,
  RecalculateRequest,
  RecalculateResult,
} from '../../../../services/activities/recalculate-activities.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';

const recalculate: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recalculate',
    {
      schema: {
        summary: 'Recalculate activities on the current factors: report before/after, store unless dry_run',
        description: `Selects up to ${MAX_RECALCULATED} activities by id or filter. Activities whose factor no longer resolves are reported in \`failed\` and left unchanged.`,
        body: RecalculateRequest,
        response: { 200: Envelope(RecalculateResult), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => envelope(request, await recalculateActivities(app.deps, requestActor(request), request.body)),
  );
};

export default recalculate;
