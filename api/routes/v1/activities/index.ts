import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteActivity } from '../../../../services/activities/delete-activity.ts';
import { DeletedRecord } from '../../../../services/deleted-record.ts';
import { exportActivitiesCsv } from '../../../../services/activities/activities-csv.ts';
import { getActivity, listActivityPage } from '../../../../services/activities/read-activities.ts';
import { recordActivities } from '../../../../services/activities/record-activities.ts';
import { ActivitiesRequestBody, readActivitiesBody } from '../../../../services/activities/activities-body.ts';
import { ActivityRecord, ActivityResult } from '../../../../services/activities/activity-views.ts';
import { IsoDate } from '../../../../domain/schemas/activity-submission.ts';
import { ActivityTypeFilter } from '../../../../domain/schemas/activity-type-filter.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { BODY_ERRORS, Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { documentContent } from '../../../openapi/document-content.ts';
import { activitiesExportCsv } from '../../../openapi/openapi-examples.ts';
import recalculate from './recalculate.ts';
import { PageQuery } from '../../../../services/page-query.ts';
import { IdParams } from '../../../schemas/id-params.ts';
import { validatedInHandler } from '../../../schemas/validated-in-handler.ts';

const ListQuery = z
  .object({
    activity_type: ActivityTypeFilter.describe(
      'exact type, or a family such as `fuel` (matches fuel and fuel.*); a family of the category 3 lines of GET /v1/emissions (`wtt.fuel.diesel`, `td_loss`) matches the activities with a category 3 figure under it',
    ).optional(),
    scope: z.enum(['1', '2', '3']).optional(),
    from: IsoDate.optional().describe('activities whose period ends on or after this date'),
    to: IsoDate.optional().describe('activities whose period starts on or before this date'),
    ingest_job_id: z.string().uuid().optional(),
    site_id: z.string().uuid().optional().describe('activities of this site only (GET /v1/sites)'),
    ...PageQuery.shape,
    format: z
      .enum(['json', 'csv'])
      .optional()
      .describe(
        'csv: every activity the filters match, as CSV (as with Accept: text/csv); limit and cursor do not apply',
      ),
  })
  .strict();

const ActivityPage = Envelope(z.object({ activities: z.array(ActivityRecord), next_cursor: z.string().nullable() }));

/** CSV when ?format=csv says so, or (without format) when Accept takes text/csv and not JSON. */
function wantsCsv(format: 'json' | 'csv' | undefined, accept = ''): boolean {
  if (format) return format === 'csv';
  return /\btext\/csv\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/** A CSV download; the stream is sent as it is, never serialised. */
const sendCsv = (reply: FastifyReply, filename: string, csv: NodeJS.ReadableStream) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);

const activities: FastifyPluginAsyncZod = async (app) => {
  await app.register(recalculate);

  app.post(
    '',
    {
      schema: {
        operationId: 'createActivities',
        tags: ['activities'],
        summary: 'Submit one activity, an array, or { activities: [...] } (up to 1,000; all or nothing)',
        description:
          'Validates every activity and resolves a factor for each before storing any: one bad activity refuses the request with VALIDATION_ERROR naming `activities[i].field` (or `field` for a single object). A single object answers `data` = Activity result; an array or wrapper answers `data.activities` and `data.total_emissions_kg_co2e`. Visible in GET /v1/emissions as soon as the 201 is sent.',
        body: ActivitiesRequestBody,
        response: {
          201: Envelope(
            z.union([
              ActivityResult,
              z.object({ activities: z.array(ActivityResult), total_emissions_kg_co2e: z.number() }),
            ]),
          ),
          ...v1Errors(...BODY_ERRORS),
        },
      },
      // Validated in the handler so each error can name `activities[i].field` precisely.
      validatorCompiler: validatedInHandler,
    },
    async (request, reply) => {
      const { intakes, single } = readActivitiesBody(request.body);
      const fieldOf = (index: number, field: string) => (single ? field : `activities[${index}].${field}`);
      const { results, total_emissions_kg_co2e } = await recordActivities(app.deps, requestActor(request), {
        intakes,
        fieldOf,
      });
      const data = single ? results[0]! : { activities: results, total_emissions_kg_co2e };
      return reply.code(201).send(envelope(request, data));
    },
  );

  app.get(
    '',
    {
      schema: {
        operationId: 'listActivities',
        tags: ['activities'],
        summary: 'List activities, newest first, with cursor pagination; or export them all as CSV',
        description:
          'JSON pages of up to `limit` activities. With `?format=csv` or `Accept: text/csv`: every activity the ' +
          'filters match, streamed as CSV (one row per activity: the figure, the factor behind it, the notice codes), ' +
          'cells starting with = + - @, a tab or a carriage return prefixed with an apostrophe. An organisation streams ' +
          'at most `EXPORT_CONCURRENCY_PER_ORG` exports at once (default 2); another answers 429 with `Retry-After`.',
        querystring: ListQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: ActivityPage, ...v1Errors() },
      },
      config: documentContent({
        responses: {
          200: {
            'application/json': ActivityPage,
            'text/csv': z
              .string()
              .describe('one row per activity')
              .meta({ examples: [activitiesExportCsv] }),
          },
        },
      }),
    },
    async (request, reply) => {
      const actor = requestActor(request);
      if (wantsCsv(request.query.format, request.headers.accept))
        return sendCsv(reply, 'activities.csv', await exportActivitiesCsv(app.deps, actor, request.query));
      return envelope(request, await listActivityPage(app.deps, actor, request.query));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getActivity',
        tags: ['activities'],
        summary: 'Retrieve one activity',
        params: IdParams,
        response: { 200: Envelope(ActivityRecord), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await getActivity(app.deps, requestActor(request), request.params.id)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteActivity',
        tags: ['activities'],
        summary: 'Soft-delete an activity (audited): removed from every total at once; 404 afterwards',
        params: IdParams,
        response: { 200: Envelope(DeletedRecord), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await deleteActivity(app.deps, requestActor(request), request.params.id)),
  );
};

export default activities;
