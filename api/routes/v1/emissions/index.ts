import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmissionsAggregate, emissionsAggregate } from '../../../../services/emissions/emissions-aggregate.ts';
import { IsoDate } from '../../../../domain/schemas/activity-submission.ts';
import { bucketCount, daysBetween } from '../../../../domain/time-buckets.ts';
import { Envelope, sendSerialisedEnvelope, serialised, v1Errors } from '../../../envelope.ts';
import { validationError } from '../../../../services/service-errors.ts';

/** Longest range one request may cover (ten years and leap days). */
const MAX_RANGE_DAYS = 3653;
/** Longest series one answer may hold: bounds the size of an answer (and of the cache's entries). */
export const MAX_SERIES_BUCKETS = 1000;

const Query = z
  .object({
    start_date: IsoDate.meta({ examples: ['2024-04-01'] }),
    end_date: IsoDate.meta({ examples: ['2025-03-31'] }),
    scope: z.enum(['1', '2', '3']).optional(),
    group_by: z
      .enum(['day', 'week', 'month', 'year'])
      .optional()
      .describe(
        `adds a series by day, ISO week, month or year; at most ${MAX_SERIES_BUCKETS} buckets (400 naming group_by beyond)`,
      ),
    activity_type: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe('exact type, or a family such as `fuel` (matches fuel.*)'),
  })
  .strict();

const emissions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'getEmissions',
        tags: ['emissions'],
        summary: 'Aggregated emissions for a period, by scope and activity type (pro rata by day)',
        querystring: Query,
        response: { 200: Envelope(EmissionsAggregate), ...v1Errors() },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.start_date > q.end_date) throw validationError('end_date', 'must not be before start_date');
      if (daysBetween(q.start_date, q.end_date) > MAX_RANGE_DAYS)
        throw validationError('end_date', `the range must be at most ${MAX_RANGE_DAYS} days`);
      const buckets = q.group_by ? bucketCount(q.start_date, q.end_date, q.group_by) : 0;
      if (buckets > MAX_SERIES_BUCKETS) {
        throw validationError(
          'group_by',
          `gives ${buckets} buckets for this range, at most ${MAX_SERIES_BUCKETS}: group by a longer period or ask for a shorter range`,
        );
      }
      const { organizationId, mode } = request.auth;
      const version = await app.deps.rollups.current(organizationId, mode);
      const key = [organizationId, mode, q.start_date, q.end_date, q.scope, q.group_by, q.activity_type].join('|');
      const filter = {
        organizationId,
        mode,
        start: q.start_date,
        end: q.end_date,
        scope: q.scope ? Number(q.scope) : undefined,
        activityType: q.activity_type,
      };
      // Cached per organisation's rollup version, which every write changes: exact, never stale; pushed
      // by PostgreSQL (services/emissions/rollup-versions.ts), so a cached answer costs no round trip.
      // Kept as JSON, checked and serialised once: a cached answer is not validated and serialised again.
      const data = await app.emissionsCache.getOrCompute(key, version, async () =>
        serialised(
          EmissionsAggregate,
          await emissionsAggregate(app.deps.db, filter, q.group_by, app.foldedTotalsCache),
        ),
      );
      return sendSerialisedEnvelope(request, reply, data);
    },
  );
};

export default emissions;
