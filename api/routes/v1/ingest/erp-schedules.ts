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
import { ConnectorRun, ConnectorRunClaim, ConnectorRunOutcome } from '../../../../domain/erp/erp-connector-runs.ts';
import {
  claimConnectorRun,
  listDueConnectorRuns,
  reportConnectorRun,
} from '../../../../services/erp/erp-schedule-connector-runs.ts';

const RunParams = IdParams.extend({ run_id: z.string().uuid('must be a UUID') });

/** Recurring Tally syncs: pulls run by the scheduler role on node-cron timers, or pushes run by `carbon tally agent`. */
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
          " runner: 'connector' hands the fire times to `carbon tally agent` next to Tally (GET …/schedules/due): the",
          ' service never pulls it, and its tally_url (as the agent reaches Tally) is checked by form only.',
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
    '/due',
    {
      schema: {
        operationId: 'listDueErpConnectorRuns',
        tags: ['erp'],
        summary: "The runs `carbon tally agent` owes now: the caller's connector schedules whose fire time has come",
        description: [
          "For each enabled schedule with runner 'connector' (of the key's organisation and mode): its latest fire time",
          ' at or before now, when that is after the schedule was created and after its latest run, with the date range',
          ' its lookback covers at that fire time. Fire times missed while no agent asked are one run, the latest.',
          ' The agent claims a run (POST …/schedules/{id}/runs) before reading Tally, then reports how it ended',
          ' (PUT …/schedules/{id}/runs/{run_id}).',
        ].join(''),
        response: { 200: Envelope(z.object({ runs: z.array(ConnectorRun) })), ...v1Errors() },
      },
    },
    async (request) => envelope(request, { runs: await listDueConnectorRuns(app.deps, requestActor(request)) }),
  );

  app.post(
    '/:id/runs',
    {
      schema: {
        operationId: 'claimErpConnectorRun',
        tags: ['erp'],
        summary: 'Claim the due fire time of a connector schedule (so two agents never both run it)',
        description: [
          'fire_time: as GET …/schedules/due listed it. When it is the run the schedule owes now, the schedule records',
          ' it as its last_run (status running) and the answer is the run to push: 201. Otherwise 409 CONFLICT with',
          ' details.reason not_due (already claimed, by this or another agent, or a later fire time is due: details.due_fire_time),',
          " server_runner (runner is 'server') or paused. A claimed run not reported stays running; the next fire time is",
          ' due as usual.',
        ].join(''),
        params: IdParams,
        body: ConnectorRunClaim,
        response: { 201: Envelope(ConnectorRun), ...v1Errors(...BODY_ERRORS, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(request, await claimConnectorRun(app.deps, requestActor(request), request.params.id, request.body)),
        ),
  );

  app.put(
    '/:id/runs/:run_id',
    {
      schema: {
        operationId: 'reportErpConnectorRun',
        tags: ['erp'],
        summary: 'Report how a claimed connector run ended; the schedule shows it as last_run',
        description: [
          'status completed or failed (with error.code and error.message), records_synced the sum over the chunks',
          ' pushed. Answers the schedule, its last_run updated. Only the latest run, once: 409 CONFLICT with',
          ' details.reason not_latest_run or already_reported otherwise.',
        ].join(''),
        params: RunParams,
        body: ConnectorRunOutcome,
        response: { 200: Envelope(ErpScheduleView), ...v1Errors(...BODY_ERRORS, 404) },
      },
    },
    async (request) =>
      envelope(
        request,
        await reportConnectorRun(
          app.deps,
          requestActor(request),
          request.params.id,
          request.params.run_id,
          request.body,
        ),
      ),
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
