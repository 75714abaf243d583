import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErpScheduleCreate, ErpSchedulePatch, ErpScheduleView } from '../../../../domain/erp/erp-schedule-schema.ts';
import {
  createErpSchedule,
  deleteErpSchedule,
  getErpSchedule,
  listErpScheduleViews,
  patchErpSchedule,
} from '../../../../services/erp/erp-schedule-service.ts';
import { BODY_ERRORS, Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { DeletedRecord } from '../../../../services/deleted-record.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { IdParams } from '../../../schemas/id-params.ts';

/** Recurring Tally pulls, run by the scheduler role on node-cron timers. */
const erpSchedules: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        operationId: 'createErpSchedule',
        tags: ['erp'],
        summary: 'Schedule a recurring Tally pull',
        description: [
          'cron: node-cron expression (5 fields, or 6 with seconds first); timezone: IANA name (default Asia/Kolkata);',
          " lookback: { days: N } (the last N days, today included), 'current_month' or 'previous_month',",
          ' counted in the timezone on the day it fires. Every scheduler process picks the schedule up within',
          ' ERP_SCHEDULE_POLL_MS; each fire time runs once however many schedulers there are.',
          ' A cron may fire at most every ERP_SCHEDULE_MIN_INTERVAL_MS (15 min; 400 naming cron otherwise), and an',
          ' organisation has at most ERP_SCHEDULES_PER_ORGANIZATION schedules (20; 409 CONFLICT beyond).',
          ' A run acts with the key that created (or last resumed) the schedule under the current plan: when that key',
          ' is revoked or expired, or the plan has no ERP access, the schedule is paused with paused_reason.',
        ].join(''),
        body: ErpScheduleCreate,
        response: { 201: Envelope(ErpScheduleView), ...v1Errors(...BODY_ERRORS) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(envelope(request, await createErpSchedule(app.deps, requestActor(request), request.body))),
  );

  app.get(
    '',
    {
      schema: {
        operationId: 'listErpSchedules',
        tags: ['erp'],
        summary: "The organisation's ERP schedules, oldest first",
        response: { 200: Envelope(z.object({ schedules: z.array(ErpScheduleView) })), ...v1Errors() },
      },
    },
    async (request) => envelope(request, { schedules: await listErpScheduleViews(app.deps, requestActor(request)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getErpSchedule',
        tags: ['erp'],
        summary: 'One ERP schedule, with next_run_at and last_run',
        params: IdParams,
        response: { 200: Envelope(ErpScheduleView), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await getErpSchedule(app.deps, requestActor(request), request.params.id)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateErpSchedule',
        tags: ['erp'],
        summary:
          'Change an ERP schedule (enabled: false pauses it, enabled: true resumes it with the calling key); takes effect within seconds',
        params: IdParams,
        body: ErpSchedulePatch,
        response: { 200: Envelope(ErpScheduleView), ...v1Errors(404, 413, 415) },
      },
    },
    async (request) =>
      envelope(request, await patchErpSchedule(app.deps, requestActor(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteErpSchedule',
        tags: ['erp'],
        summary: 'Delete an ERP schedule (audited); the jobs it started stay',
        params: IdParams,
        response: { 200: Envelope(DeletedRecord), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await deleteErpSchedule(app.deps, requestActor(request), request.params.id)),
  );
};

export default erpSchedules;
