import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErpMappings, ErpMappingsView } from '../../../../domain/erp/erp-mapping-rules.ts';
import { getErpMappings, putErpMappings } from '../../../../services/erp/erp-mapping-service.ts';
import { Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { requestActor } from '../../../auth/request-actor.ts';

/** The organisation's rules turning Tally stock items and ledgers into activities (per organisation and mode). */
const erpMappings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'getErpMappings',
        tags: ['erp'],
        summary: "The organisation's ERP mapping rules, and the default rules that follow them",
        response: { 200: Envelope(ErpMappingsView), ...v1Errors() },
      },
    },
    async (request) => envelope(request, await getErpMappings(app.deps, requestActor(request))),
  );

  app.put(
    '',
    {
      schema: {
        operationId: 'putErpMappings',
        tags: ['erp'],
        summary: "Replace the organisation's ERP mapping rules (audited)",
        description: [
          'Each rule: match (stock_item | ledger | any), pattern (words, case and punctuation ignored;',
          " '*' for any characters), map_to (fuel with fuel_type | electricity | spend with category | ignore),",
          ' optional note. Rules are tried in order before the defaults (use_default_rules: false drops the',
          ' defaults and the spend keyword rules).',
          ' A site rule (match cost_centre | godown, map_to site with site_code) puts the lines booked to a',
          ' matching cost centre (else godown) on that site; a site_code naming no active site of the',
          ' organisation is a VALIDATION_ERROR on rules[i].site_code.',
          ' The next sync reads every voucher again under the new rules: activities and rollups follow.',
        ].join(''),
        body: ErpMappings,
        response: { 200: Envelope(ErpMappingsView), ...v1Errors(413, 415) },
      },
    },
    async (request) => envelope(request, await putErpMappings(app.deps, requestActor(request), request.body)),
  );
};

export default erpMappings;
