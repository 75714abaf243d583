import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findActivity, insertActivities, listActivities, softDeleteActivity } from '../../../../db/queries/activities.ts';
import { recordAudit } from '../../../../db/queries/audit.ts';
import { keyActor } from '../../../auth/audit-actor.ts';
import { buildActivityRow, type ActivityOwner } from '../../../../jobs/activities/activity-row.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';
import { notFound, validationError } from '../../../errors.ts';
import { ActivitiesRequestBody, ActivityRecord, ActivityResult, toActivityRecord, toActivityResult } from '../../../schemas/activity.ts';
import { parseActivitiesBody } from '../../../schemas/activities-body.ts';
import { decodeCursor, encodeCursor } from '../../../schemas/cursor.ts';
import { sumKg } from '../../../../jobs/numbers.ts';
import { IsoDate } from '../../../../jobs/schemas/activity.ts';
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
      const catalog = await app.factors.current();
      const calculations = submissions.map((submission, index) => {
        const outcome = catalog.calculate(submission, request.auth.settings);
        if (!outcome.ok) {
          const field = single ? outcome.error.field : `activities[${index}].${outcome.error.field}`;
          throw validationError(field, outcome.error.reason);
        }
        return outcome.value;
      });
      const owner: ActivityOwner = { organizationId: request.auth.organizationId, mode: request.auth.mode, apiKeyId: request.auth.keyId, requestId: request.id };
      const rows = await insertActivities(app.db, submissions.map((submission, i) => buildActivityRow(owner, submission, calculations[i]!)));
      app.queues.foldSoon();
      const results = rows.map(toActivityResult);
      if (single) return reply.code(201).send(envelope(request, results[0]!));
      return reply.code(201).send(envelope(request, { activities: results, total_emissions_kg_co2e: sumKg(results.map((r) => r.emissions_kg_co2e)) }));
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
    async (request) => {
      const q = request.query;
      if (q.from && q.to && q.from > q.to) throw validationError('to', 'must not be before from');
      const afterSeq = q.cursor ? decodeCursor(q.cursor) : undefined;
      const rows = await listActivities(app.db, request.auth, {
        activityType: q.activity_type,
        scope: q.scope ? Number(q.scope) : undefined,
        from: q.from,
        to: q.to,
        ingestJobId: q.ingest_job_id,
        limit: q.limit,
        afterSeq,
      });
      const page = rows.slice(0, q.limit);
      const last = page[page.length - 1];
      const nextCursor = rows.length > q.limit && last ? encodeCursor(last.seq) : null;
      return envelope(request, { activities: page.map(toActivityRecord), next_cursor: nextCursor });
    },
  );

  app.get(
    '/:id',
    { schema: { summary: 'Retrieve one activity', params: IdParams, response: { 200: Envelope(ActivityRecord), ...errors } } },
    async (request) => {
      const row = await findActivity(app.db, request.auth, request.params.id);
      if (!row) throw notFound('Activity');
      return envelope(request, toActivityRecord(row));
    },
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
    async (request) => {
      const deleted = await app.db.transaction().execute(async (trx) => {
        const row = await softDeleteActivity(trx, request.auth, request.params.id);
        if (!row) return undefined;
        await recordAudit(trx, {
          ...keyActor(request),
          action: 'activity.delete',
          entityType: 'activity',
          entityId: row.id,
          snapshot: toActivityRecord(row),
        });
        return row;
      });
      if (!deleted) throw notFound('Activity');
      app.queues.foldSoon();
      return envelope(request, { id: deleted.id, deleted: true as const, deleted_at: deleted.deleted_at!.toISOString() });
    },
  );
};

export default activities;
