import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replaceCalculation, selectForRecalculation } from '../../../../db/queries/activities.ts';
import { recordAudit } from '../../../../db/queries/audit.ts';
import { keyActor } from '../../../auth/audit-actor.ts';
import { calculationColumns, submissionFromRow } from '../../../../jobs/activities/activity-row.ts';
import { roundKg } from '../../../../jobs/numbers.ts';
import { IsoDate } from '../../../../jobs/schemas/activity.ts';
import { StoredText } from '../../../../jobs/schemas/stored-text.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';
import { validationError } from '../../../errors.ts';

const MAX_RECALCULATED = 1000;

const Body = z
  .object({
    activity_ids: z.array(z.string().uuid()).min(1).max(MAX_RECALCULATED).optional(),
    activity_type: StoredText(100).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    dry_run: z.boolean().default(true).describe('true (default): report only; false: store the new figures'),
  })
  .strict()
  .refine((b) => b.activity_ids || b.activity_type || b.from || b.to, {
    path: ['activity_ids'],
    message: 'name the activities: activity_ids, or a filter (activity_type, from, to)',
  });

const Figure = z.object({ emissions_kg_co2e: z.number(), factor_id: z.string(), factor_version: z.string() });
const Change = z.object({ activity_id: z.string(), before: Figure, after: Figure, changed: z.boolean() });
const Failure = z.object({ activity_id: z.string(), field: z.string(), reason: z.string() });

const figure = (f: { emissions_kg_co2e: number | string; factor_id: string; factor_version: string }) => ({
  emissions_kg_co2e: roundKg(f.emissions_kg_co2e),
  factor_id: f.factor_id,
  factor_version: f.factor_version,
});

/**
 * Stored emissions never change when new factor versions load; this is the explicit operation that
 * recalculates chosen activities on today's factors, reports before and after, and (unless a dry
 * run) stores the new figures with an audit record of each change.
 */
const recalculate: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recalculate',
    {
      schema: {
        summary: 'Recalculate activities on the current factors: report before/after, store unless dry_run',
        description: `Selects up to ${MAX_RECALCULATED} activities by id or filter. Activities whose factor no longer resolves are reported in \`failed\` and left unchanged.`,
        body: Body,
        response: {
          200: Envelope(
            z.object({
              dry_run: z.boolean(),
              total_before_kg_co2e: z.number(),
              total_after_kg_co2e: z.number(),
              changes: z.array(Change),
              failed: z.array(Failure),
            }),
          ),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.from && body.to && body.from > body.to) throw validationError('to', 'must not be before from');
      const catalog = await app.factors.current();
      const selection = { ids: body.activity_ids, activityType: body.activity_type, from: body.from, to: body.to, limit: MAX_RECALCULATED };
      const answer = await app.db.transaction().execute(async (trx) => {
        const rows = await selectForRecalculation(trx, request.auth, selection, !body.dry_run);
        if (rows.length > MAX_RECALCULATED) throw validationError('activity_ids', `selects more than ${MAX_RECALCULATED} activities; narrow the filter`);
        const changes: z.infer<typeof Change>[] = [];
        const failed: z.infer<typeof Failure>[] = [];
        let before = 0;
        let after = 0;
        for (const row of rows) {
          const outcome = catalog.calculate(submissionFromRow(row));
          if (!outcome.ok) {
            failed.push({ activity_id: row.id, ...outcome.error });
            continue;
          }
          const columns = calculationColumns(outcome.value);
          const change = {
            activity_id: row.id,
            before: figure(row),
            after: figure(columns),
            changed: columns.factor_id !== row.factor_id || Number(row.emissions_kg_co2e) !== columns.emissions_kg_co2e,
          };
          before += Number(row.emissions_kg_co2e);
          after += columns.emissions_kg_co2e;
          changes.push(change);
          if (body.dry_run || !change.changed) continue;
          await replaceCalculation(trx, row.id, columns);
          await recordAudit(trx, {
            ...keyActor(request),
            action: 'activity.recalculate',
            entityType: 'activity',
            entityId: row.id,
            snapshot: { before: change.before, after: change.after },
          });
        }
        return envelope(request, { dry_run: body.dry_run, total_before_kg_co2e: roundKg(before), total_after_kg_co2e: roundKg(after), changes, failed });
      });
      if (!body.dry_run) app.queues.foldSoon();
      return answer;
    },
  );
};

export default recalculate;
