import { z } from 'zod';
import { DateRange, ErpEditsCaughtUp, ErpSystem, TallyConnectionConfig } from './erp-sync-schema.ts';

/** Room in a push body beside the Day Book: the company list, the voucher types, the mappings and the rest. */
const PUSH_BODY_OVERHEAD_BYTES = 1024 * 1024;

/**
 * The largest push body: one Day Book answer at the ERP answer cap (ERP_MAX_RESPONSE_BYTES), base64
 * (4 bytes for 3), and the small answers beside it. A month over the cap is pushed as shorter ranges.
 */
export function pushBodyLimit(maxAnswerBytes: number): number {
  return Math.ceil(maxAnswerBytes / 3) * 4 + PUSH_BODY_OVERHEAD_BYTES;
}

const Answer = (what: string) =>
  z
    .base64({ error: 'must be base64 (the bytes Tally answered, UTF-8 or UTF-16LE, as sent)' })
    .describe(`base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): ${what}`);

/** Tally's answers to the requests the server-side pull sends, for one chunk, read by the connector. */
export const PushedTallyAnswers = z
  .object({
    companies: Answer(
      'the company collection (companyWatermarkRequest: names, GUIDs, $AltVchId, $AltMstId), read before the Day Book',
    ),
    voucher_types: Answer("the company's voucher types with their classes (voucherTypesRequest)"),
    day_book: Answer('the Day Book of date_range (dayBookRequest), exploded'),
    companies_after: Answer(
      'the company collection again, read after the Day Book: a held voucher the Day Book leaves out is believed deleted only while the company is still listed as open',
    ),
  })
  .strict();
export type PushedTallyAnswers = z.infer<typeof PushedTallyAnswers>;

export const ErpPushRequest = z
  .object({
    erp_system: ErpSystem,
    tally_url: TallyConnectionConfig.shape.tally_url.describe(
      'the Tally the connector read, as it reached it (e.g. http://localhost:9000): recorded on the connection, never contacted by the service',
    ),
    company: TallyConnectionConfig.shape.company,
    connection_id: z
      .string()
      .uuid()
      .optional()
      .describe(
        'an existing connection (GET /v1/ingest/erp-sync/connections) the push must belong to: refused (409) when the company GUID Tally answered is another',
      ),
    date_range: DateRange.describe(
      'the chunk the Day Book answer covers (the connector sends one calendar month, or part of one)',
    ),
    mappings: TallyConnectionConfig.shape.mappings,
    edited: z
      .literal(true)
      .optional()
      .describe(
        'true: a range outside the run, pushed again because Tally listed vouchers in it as altered (POST …/push/edits); shown as edited in result.chunks',
      ),
    answers: PushedTallyAnswers,
  })
  .strict();
export type ErpPushRequest = z.infer<typeof ErpPushRequest>;

/** Tally's ledgers and stock items altered since a master watermark (alteredMastersRequest), as the pull reads them for renames. */
const AlteredMasters = {
  altered_ledgers: Answer(
    "the ledgers altered since the connection's master_watermark (all of them when it is null): alteredMastersRequest('ledger')",
  ),
  altered_stock_items: Answer(
    "the stock items altered since the connection's master_watermark (all of them when it is null): alteredMastersRequest('stock_item')",
  ),
};

/**
 * Before a run, the connector asks which ranges outside it to push again: it read from Tally the
 * vouchers altered since the connection's voucher_watermark (all dates), as a pull does.
 */
export const ErpPushEditsRequest = z
  .object({
    erp_system: ErpSystem,
    tally_url: ErpPushRequest.shape.tally_url,
    company: TallyConnectionConfig.shape.company,
    date_range: DateRange.describe('the range the connector is about to push: edits dated in it are read with it'),
    since_watermark: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe(
        "the connection's voucher_watermark (GET /v1/ingest/erp-sync/connections) the altered vouchers were asked from: 409 when it is no longer the connection's",
      ),
    since_master_watermark: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .optional()
      .describe(
        "with altered_ledgers and altered_stock_items: the connection's master_watermark they were asked from (null: all masters): 409 when it is no longer the connection's",
      ),
    answers: z
      .object({
        companies: Answer('the company collection (companyWatermarkRequest): GUID, $AltVchId and $AltMstId now'),
        altered_vouchers: Answer(
          'the vouchers altered since since_watermark, all dates (alteredVouchersRequest): GUID, ALTERID, DATE; sent when $AltVchId moved past it',
        ).optional(),
        altered_ledgers: AlteredMasters.altered_ledgers.optional(),
        altered_stock_items: AlteredMasters.altered_stock_items.optional(),
      })
      .strict(),
  })
  .strict();
export type ErpPushEditsRequest = z.infer<typeof ErpPushEditsRequest>;

export const ErpPushEditsAnswer = z.object({
  connection_id: z.string().uuid(),
  voucher_watermark: z
    .number()
    .int()
    .nullable()
    .describe(
      "Tally's $AltVchId in the pushed company list: once every range (the run's and these) is pushed, POST …/push/current with it (when current)",
    ),
  current: z
    .boolean()
    .describe('false: Tally did not list the altered vouchers (edits.note): the connection must not be marked current'),
  ranges: z.array(DateRange).describe('push each with edited: true'),
  edits: ErpEditsCaughtUp.nullable(),
});
export type ErpPushEditsAnswer = z.infer<typeof ErpPushEditsAnswer>;

export const ErpPushCurrentRequest = z
  .object({
    company_guid: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe("the company's GUID as Tally lists it: the organisation's connection of that company"),
    voucher_watermark: z
      .number()
      .int()
      .nonnegative()
      .describe(
        "Tally's $AltVchId read at the start of a run whose every range, and every edited range, is pushed: the connection's vouchers are current at it",
      ),
    masters: z
      .object({
        master_watermark: z
          .number()
          .int()
          .nonnegative()
          .describe("Tally's $AltMstId read at the start of the run: the connection's masters are current at it"),
        ...AlteredMasters,
      })
      .strict()
      .optional()
      .describe(
        "when Tally's $AltMstId moved past the connection's master_watermark: the masters read at the start of the run (as sent to …/push/edits), recorded so the next run or pull finds renames from them",
      ),
  })
  .strict();
export type ErpPushCurrentRequest = z.infer<typeof ErpPushCurrentRequest>;
