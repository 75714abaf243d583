import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErpSyncRequest } from '../../../../domain/erp/erp-sync-schema.ts';
import { requestErpSync } from '../../../../services/erp/erp-sync-service.ts';
import {
  ErpPushCurrentRequest,
  ErpPushEditsAnswer,
  ErpPushEditsRequest,
  ErpPushRequest,
  pushBodyLimit,
} from '../../../../domain/erp/erp-push-schema.ts';
import { markPushedConnectionCurrent, pushEditsToCatchUp } from '../../../../services/erp/push-erp-edits.ts';
import { ErpConnectionView } from '../../../../services/erp/erp-connection-service.ts';
import { pushErpChunk } from '../../../../services/erp/push-erp-chunk.ts';
import { BODY_ERRORS, Envelope, envelope, jobAcceptedHeaders, v1Errors } from '../../../envelope.ts';
import { ErpSyncAnswer, toErpSyncAnswer } from '../../../../services/erp/erp-sync-views.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import erpConnections from './erp-connections.ts';
import erpHosts from './erp-hosts.ts';
import erpMappings from './erp-mappings.ts';
import erpSchedules from './erp-schedules.ts';

const SyncQuery = z
  .object({
    wait: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true')
      .describe('false: answer 202 at once instead of waiting for the job'),
  })
  .strict();

/** Tally sync, its mappings and its schedules (under /v1/ingest/erp-sync and /api/v1/ingest/erp-sync). */
const erpSync: FastifyPluginAsyncZod = async (app) => {
  // Hosts first: the document lists them first, as a customer registers Tally's host before a schedule.
  await app.register(erpHosts, { prefix: '/hosts' });
  await app.register(erpMappings, { prefix: '/mappings' });
  await app.register(erpSchedules, { prefix: '/schedules' });
  await app.register(erpConnections, { prefix: '/connections' });

  app.post(
    '',
    {
      schema: {
        operationId: 'syncErp',
        tags: ['erp'],
        summary: 'Synchronise vouchers from Tally (TallyPrime / Tally.ERP 9) for a date range',
        description: [
          [
            'erp_system: tally (also tallyprime, tally_erp9). connection_config: tally_url (http/https; its host',
            ' must be registered for the organisation and mode with POST /v1/ingest/erp-sync/hosts, else 400 on',
            ' connection_config.tally_url before anything is connected to), company (as loaded in Tally), optional',
            ' timeout_ms (default 60000, per request to Tally) and mappings (rules for this connection).',
            ' date_range: from/to, inclusive, at most 366 days. force: true reads every month of the range from',
            ' Tally, even those synced before at the same watermark and mapping.',
          ].join(''),
          [
            'Creates an erp_sync job on the erp queue (one sync at a time per Tally host and company) and waits for it',
            ' up to ERP_SYNC_WAIT_MS (25 s by default): finished → 200 with records_synced and the result; still',
            ' running → 202 with the job (follow status_url). `?wait=false` answers 202 at once. Syncs share the',
            ' erp workers: after each month a sync pauses while another waits for a worker, and resumes after it.',
          ].join(''),
          [
            'A failed sync answers 502 ERP_UNREACHABLE or ERP_ERROR, 504 ERP_TIMEOUT (a request to Tally past',
            ' timeout_ms, or the sync past ERP_SYNC_MAX_MS of running time, result.run_ms), or 400 VALIDATION_ERROR on',
            ' connection_config.tally_url when Tally redirected to an address that is not allowed; details carry',
            ' job_id and records_synced (months committed before the failure stay).',
          ].join(''),
        ].join('\n\n'),
        querystring: SyncQuery,
        body: ErpSyncRequest,
        response: { 200: Envelope(ErpSyncAnswer), 202: Envelope(ErpSyncAnswer), ...v1Errors(...BODY_ERRORS, 502, 504) },
      },
    },
    async (request, reply) => {
      const waitMs = request.query.wait ? app.config.ERP_SYNC_WAIT_MS : 0;
      const job = await requestErpSync(app.deps, requestActor(request), request.body, { waitMs });
      const answer = toErpSyncAnswer(job);
      const status = job.status === 'completed' ? 200 : 202;
      return reply.code(status).headers(jobAcceptedHeaders(status, answer)).send(envelope(request, answer));
    },
  );

  app.post(
    '/push',
    {
      bodyLimit: pushBodyLimit(app.config.ERP_MAX_RESPONSE_BYTES),
      schema: {
        operationId: 'pushErpChunk',
        tags: ['erp'],
        summary: "Push one chunk of Tally's answers read by the on-premise connector (carbon tally push)",
        description: [
          [
            'For a Tally the service cannot reach: the connector next to it (`carbon tally push` / `carbon tally agent`)',
            ' sends the same requests as a pull and pushes the answers, byte for byte and base64-encoded (UTF-8 or',
            ' UTF-16LE as Tally sent them): the company list read before and after the Day Book, the voucher types and',
            ' the Day Book of date_range. The service never contacts tally_url.',
          ].join(''),
          [
            "The answers go through the pull's own steps: the company GUID keys the connection (a company switches",
            ' between pull and push without duplicates), each voucher is keyed by (organisation, mode, company GUID,',
            ' voucher GUID) and compared by ALTERID; deletions, period locks, audit and warnings as for a pull. The',
            ' chunk and its erp_sync job (pushed, completed) commit in one transaction during the request: 200 with',
            ' records_synced and the result. Pushing the same answers again stores nothing new (every voucher unchanged).',
          ].join(''),
          [
            'Bounded: each answer at most ERP_MAX_RESPONSE_BYTES once decoded, the body at most its base64 plus 1 MiB;',
            ' over either → 413 PAYLOAD_TOO_LARGE (push a shorter range). Answers that are not Tally XML, or name a',
            ' company that is not open, or a Day Book of another company → 400 VALIDATION_ERROR on answers.',
            ' connection_id names the connection the push must belong to: another company GUID → 409 CONFLICT',
            ' (details.reason company_guid_mismatch).',
          ].join(''),
        ].join('\n\n'),
        body: ErpPushRequest,
        response: { 200: Envelope(ErpSyncAnswer), ...v1Errors(...BODY_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const job = await pushErpChunk(app.deps, requestActor(request), request.body);
      return reply.code(200).send(envelope(request, toErpSyncAnswer(job)));
    },
  );

  app.post(
    '/push/current',
    {
      bodyLimit: pushBodyLimit(app.config.ERP_MAX_RESPONSE_BYTES),
      schema: {
        operationId: 'markErpPushCurrent',
        tags: ['erp'],
        summary: 'Mark a connection current at the voucher watermark a connector run started from',
        description: [
          "After a run pushed its range and every edited range: the organisation's connection of company_guid is current at",
          " voucher_watermark (Tally's $AltVchId read at the start), as after a completed pull, so the next run",
          ' or pull catches up edits from there; with masters (the ledgers and stock items the run read, as sent to',
          ' …/push/edits), their names are recorded and master_watermark set, so renames are found from there.',
          ' Each watermark only rises. Answers the connection.',
        ].join(''),
        body: ErpPushCurrentRequest,
        response: { 200: Envelope(ErpConnectionView), ...v1Errors(...BODY_ERRORS, 404) },
      },
    },
    async (request) =>
      envelope(request, await markPushedConnectionCurrent(app.deps, requestActor(request), request.body)),
  );

  app.post(
    '/push/edits',
    {
      bodyLimit: pushBodyLimit(app.config.ERP_MAX_RESPONSE_BYTES),
      schema: {
        operationId: 'pushErpEdits',
        tags: ['erp'],
        summary:
          "Ask which ranges outside a push to push again: back-dated edits and renamed masters (the pull's catch-up)",
        description: [
          [
            "Before pushing a range, the connector reads from Tally the vouchers altered since the connection's",
            ' voucher_watermark (GET /v1/ingest/erp-sync/connections), all dates, when $AltVchId moved past it, and the',
            ' ledgers and stock items altered since its master_watermark, when $AltMstId moved past it, and sends those',
            ' answers with the company list (base64, as for a push), since_watermark and since_master_watermark. The answer:',
            ' the ranges synced before, outside date_range, holding vouchers altered since or naming a renamed ledger or',
            " stock item (push each with edited: true), Tally's voucher_watermark now, current (false when Tally would not",
            ' list the altered vouchers) and edits as a pull reports them (renamed_masters; edits.note names an answer',
            ' not sent, whose changes were then not looked for).',
          ].join(''),
          [
            'Once every range is pushed, POST /v1/ingest/erp-sync/push/current with voucher_watermark (when current) and',
            ' the masters. 404 when the organisation has no connection of the company GUID; 409 CONFLICT (details.reason',
            ' stale_watermark with details.voucher_watermark, or stale_master_watermark with details.master_watermark)',
            " when since_watermark or since_master_watermark is no longer the connection's.",
          ].join(''),
        ].join('\n\n'),
        body: ErpPushEditsRequest,
        response: { 200: Envelope(ErpPushEditsAnswer), ...v1Errors(...BODY_ERRORS, 404) },
      },
    },
    async (request) => envelope(request, await pushEditsToCatchUp(app.deps, requestActor(request), request.body)),
  );
};

export default erpSync;
