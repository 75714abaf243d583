import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteActivity } from '../../../../services/activities/delete-activity.ts';
import { getActivity, listActivityPage } from '../../../../services/activities/read-activities.ts';
import { recordActivities } from '../../../../services/activities/record-activities.ts';
import {
  ActivitiesRequestBody,
  ActivityRecord,
  ActivityResult,
} from '../../../../services/activities/activity-views.ts';
import { IsoDate } from '../../../../domain/schemas/activity-submission.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';
import { parseActivitiesBody } from '../../../schemas/activities-body.ts';
import recalculate from './recalculate.ts';

const IdParams = z.object({ id: z.string().uuid('must be a UUID') });

const ListQuery = z
  .object({
    activity_type: z.string().trim().min(1).max(100).optional(),
    scope: z.enum(['1', '2', '3']).optional(),
    from: IsoDate.optional().describe('activities whose period ends on or after this date'),
    to: IsoDate.optional().describe('activities whose period starts on or before this date'),
    ingest_job_id: z.string().uuid().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().optional().describe('next_cursor of the previous page'),
  })
  .strict();

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };

const activities: FastifyPluginAsyncZod = async (app) => {
  await app.register(recalculate);

  app.post(
    '/',
    {
      schema: {
        summary: 'Submit one activity, an array, or { activities: [...] } (up to 1,000; all or nothing)',
        description:
          'Validates every activity and resolves a factor for each before storing any: one bad activity refuses the request with VALIDATION_ERROR naming `activities[i].field` (or `field` for a single object). A single object answers `data` = Activity result; an array or wrapper answers `data.activities` and `data.total_emissions_kg_co2e`. Visible in GET /v1/emissions as soon as the 201 is sent.',
        body: ActivitiesRequestBody,
        response: {
          201: Envelope(z.union([ActivityResult, z.object({ activities: z.array(ActivityResult), total_emissions_kg_co2e: z.number() })])),
          ...errors,
        },
      },
      // Validated in the handler so each error can name `activities[i].field` precisely.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const { submissions, single } = parseActivitiesBody(request.body);
      const fieldOf = (index: number, field: string) => (single ? field : `activities[${index}].${field}`);
      const { results, total_emissions_kg_co2e } = await recordActivities(app.deps, requestActor(request), {
        submissions,
        fieldOf,
      });
      const data = single ? results[0]! : { activities: results, total_emissions_kg_co2e };
      return reply.code(201).send(envelope(request, data));
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'List activities, newest first, with cursor pagination',
        querystring: ListQuery,
        response: { 200: Envelope(z.object({ activities: z.array(ActivityRecord), next_cursor: z.string().nullable() })), ...errors },
      },
    },
    async (request) => envelope(request, await listActivityPage(app.deps, requestActor(request), request.query)),
  );

  app.get(
    '/:id',
    { schema: { summary: 'Retrieve one activity', params: IdParams, response: { 200: Envelope(ActivityRecord), ...errors } } },
    async (request) => envelope(request, await getActivity(app.deps, requestActor(request), request.params.id)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Soft-delete an activity (audited); it leaves every total and answers 404 afterwards',
        params: IdParams,
        response: { 200: Envelope(z.object({ id: z.string(), deleted: z.literal(true), deleted_at: z.string() })), ...errors },
      },
    },
    async (request) => envelope(request, await deleteActivity(app.deps, requestActor(request), request.params.id)),
  );
};

export default activities;
