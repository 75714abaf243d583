import {
  alteredMastersRequest,
  alteredVouchersRequest,
  companyWatermarkRequest,
  dayBookRequest,
  encodeTallyRequest,
  voucherTypesRequest,
  type MasterKind,
} from '../../domain/erp/tally-request.ts';
import { TallyAnswerError, type TallyAnswerSource } from '../../domain/erp/tally-answer.ts';
import {
  parseAlteredVouchers,
  parseCompanies,
  parseDayBook,
  parseMasters,
  type AlteredVoucher,
  type TallyMaster,
  type TallyCompany,
  type TallyDayBook,
} from '../../domain/erp/tally-voucher-parser.ts';
import { parseVoucherTypes, type TallyVoucherType } from '../../domain/erp/tally-voucher-types.ts';
import type { ErpErrorCode, TallyConnectionConfig } from '../../domain/erp/erp-sync-schema.ts';
import {
  guardedPostStream,
  OutboundTimeout,
  OutboundTooLarge,
  OutboundUnreachable,
} from '../outbound/guarded-http-request.ts';
import { OutboundRefusal, type OutboundPolicy } from '../outbound/outbound-address-policy.ts';

/** A sync cannot go on: the code says which kind of trouble, the message names the cause. */
export class ErpSyncFailure extends Error {
  override name = 'ErpSyncFailure';
  constructor(
    readonly code: ErpErrorCode,
    message: string,
    /** For VALIDATION_ERROR: the request field at fault. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Tally's answer was over ERP_MAX_RESPONSE_BYTES: a shorter range may fit. */
export class TallyAnswerTooLarge extends ErpSyncFailure {
  override name = 'TallyAnswerTooLarge';
}

export interface TallyClient {
  /** The connection's company as Tally lists it (name, GUID, watermarks); ERP_ERROR when it is not open. */
  openCompany(): Promise<TallyCompany>;
  /** The company by GUID (or, without one, by name) if it is still open; undefined otherwise. */
  stillOpen(company: TallyCompany): Promise<TallyCompany | undefined>;
  /** The company's voucher types with their classes; `company` is the name Tally listed. */
  voucherTypes(company: string): Promise<TallyVoucherType[]>;
  dayBook(company: string, from: string, to: string): Promise<TallyDayBook>;
  /** Vouchers altered after `sinceAlterId`, whatever their date (GUID, ALTERID, date). */
  alteredVouchers(company: string, sinceAlterId: number): Promise<AlteredVoucher[]>;
  /** Ledgers or stock items altered after `sinceAlterId` (all of them from 0). */
  alteredMasters(company: string, kind: MasterKind, sinceAlterId: number): Promise<TallyMaster[]>;
}

/** When this turn of the sync must stop: what its earlier turns left of ERP_SYNC_MAX_MS (result.run_ms). No request outlasts it. */
export interface SyncDeadline {
  at: number;
  maxMs: number;
}

/** The sync ran past ERP_SYNC_MAX_MS: it stops after its last committed month. */
export const syncTimeout = (deadline: SyncDeadline) =>
  new ErpSyncFailure(
    'ERP_TIMEOUT',
    `the sync ran past ERP_SYNC_MAX_MS (${deadline.maxMs} ms) and stopped after its last committed month; ` +
      'sync the range again to go on from there (committed months are not read again)',
  );

/** A failure of a request to Tally (or of reading its answer) as a sync failure that says where and why. */
function syncFailureOf(error: unknown, connection: TallyConnectionConfig, deadline?: SyncDeadline): unknown {
  const where = `Tally at ${connection.tally_url}`;
  if (error instanceof ErpSyncFailure) return error;
  if (error instanceof OutboundRefusal)
    return new ErpSyncFailure('VALIDATION_ERROR', error.reason, 'connection_config.tally_url');
  if (error instanceof OutboundTimeout) {
    if (deadline && Date.now() >= deadline.at) return syncTimeout(deadline);
    return new ErpSyncFailure(
      'ERP_TIMEOUT',
      `${where} did not answer within ${connection.timeout_ms} ms (timeout_ms): is Tally busy or showing a dialog?`,
    );
  }
  if (error instanceof OutboundUnreachable) {
    return new ErpSyncFailure(
      'ERP_UNREACHABLE',
      `${where} could not be reached (${error.code}): check that Tally is running with its HTTP server on ` +
        '(port 9000 by default) and reachable from this server',
    );
  }
  if (error instanceof OutboundTooLarge) return new TallyAnswerTooLarge('ERP_ERROR', `${where}: ${error.message}`);
  return error;
}

/** The answer's pieces as they come off the socket; what breaks while they are read is a sync failure too. */
async function* answerPieces(
  body: AsyncIterable<Uint8Array>,
  connection: TallyConnectionConfig,
  deadline?: SyncDeadline,
): AsyncGenerator<Uint8Array> {
  try {
    yield* body;
  } catch (error) {
    throw syncFailureOf(error, connection, deadline);
  }
}

/**
 * One request to Tally. It settles as soon as Tally's answer starts, with the answer's pieces to be
 * parsed as they arrive: the answer is never held whole, and the size cap (ERP_MAX_RESPONSE_BYTES)
 * and the deadline hold while it is read.
 */
async function post(
  policy: OutboundPolicy,
  connection: TallyConnectionConfig,
  xml: string,
  deadline?: SyncDeadline,
): Promise<AsyncIterable<Uint8Array>> {
  const { body, contentType } = encodeTallyRequest(xml);
  const left = deadline ? deadline.at - Date.now() : Infinity;
  if (left <= 0) throw syncTimeout(deadline!);
  try {
    const response = await guardedPostStream(policy, {
      url: connection.tally_url,
      body,
      headers: { 'content-type': contentType },
      timeoutMs: Math.min(connection.timeout_ms, left),
    });
    if (response.status !== 200) {
      response.close();
      throw new ErpSyncFailure(
        'ERP_ERROR',
        `Tally at ${connection.tally_url} answered HTTP ${response.status} instead of XML`,
      );
    }
    return answerPieces(response.body, connection, deadline);
  } catch (error) {
    throw syncFailureOf(error, connection, deadline);
  }
}

/** Parses an answer; what is not Tally data is an ERP_ERROR naming it. */
async function read<T>(connection: Pick<TallyConnectionConfig, 'tally_url'>, parse: () => Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof TallyAnswerError)
      throw new ErpSyncFailure('ERP_ERROR', `Tally at ${connection.tally_url}: ${error.message}`);
    throw error;
  }
}

function findCompany(companies: readonly TallyCompany[], name: string): TallyCompany | undefined {
  const wanted = name.trim().toLowerCase();
  return companies.find((company) => company.name.toLowerCase() === wanted);
}

/**
 * Tally's raw answers, as the bytes it sent (UTF-8 or UTF-16LE), whole or as they come off the
 * socket: what the server-side pull parses, and what the on-premise connector (`carbon tally push`)
 * reads whole (answerBytes) to send to the API for the server to parse.
 */
export interface TallyAnswers {
  companies(): Promise<TallyAnswerSource>;
  voucherTypes(company: string): Promise<TallyAnswerSource>;
  dayBook(company: string, from: string, to: string): Promise<TallyAnswerSource>;
  alteredVouchers(company: string, sinceAlterId: number): Promise<TallyAnswerSource>;
  alteredMasters(company: string, kind: MasterKind, sinceAlterId: number): Promise<TallyAnswerSource>;
}

/** An answer read to its end, as one Buffer (the size cap and deadline hold while it is read). */
export async function answerBytes(answer: Promise<TallyAnswerSource>): Promise<Buffer> {
  const source = await answer;
  if (source instanceof Uint8Array) return Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The answers of the Tally at `connection.tally_url`, one guarded request each. */
export function tallyAnswers(
  policy: OutboundPolicy,
  connection: TallyConnectionConfig,
  deadline?: SyncDeadline,
): TallyAnswers {
  const ask = (xml: string) => post(policy, connection, xml, deadline);
  return {
    companies: () => ask(companyWatermarkRequest()),
    voucherTypes: (company) => ask(voucherTypesRequest(company)),
    dayBook: (company, from, to) => ask(dayBookRequest(company, from, to)),
    alteredVouchers: (company, since) => ask(alteredVouchersRequest(company, since)),
    alteredMasters: (company, kind, since) => ask(alteredMastersRequest(company, kind, since)),
  };
}

/**
 * A Tally client over answers however they were obtained (asked of Tally here, or pushed by the
 * connector): every answer parsed and checked the same way. `connection` names the Tally in messages.
 */
export function parsedTallyClient(
  answers: TallyAnswers,
  connection: Pick<TallyConnectionConfig, 'tally_url' | 'company'>,
): TallyClient {
  const companies = async () => {
    const answer = await answers.companies();
    return read(connection, () => parseCompanies(answer));
  };
  return {
    async openCompany() {
      const open = await companies();
      const company = findCompany(open, connection.company);
      if (!company) {
        const names = open.map((c) => `'${c.name}'`).join(', ') || 'none';
        throw new ErpSyncFailure(
          'ERP_ERROR',
          `company '${connection.company}' is not open in Tally at ${connection.tally_url} (open companies: ${names})`,
        );
      }
      return company;
    },
    async stillOpen(company) {
      const open = await companies();
      return company.guid ? open.find((c) => c.guid === company.guid) : findCompany(open, company.name);
    },
    async voucherTypes(company) {
      const answer = await answers.voucherTypes(company);
      return read(connection, () => parseVoucherTypes(answer));
    },
    async dayBook(company, from, to) {
      const answer = await answers.dayBook(company, from, to);
      return read(connection, () => parseDayBook(answer));
    },
    async alteredVouchers(company, sinceAlterId) {
      const answer = await answers.alteredVouchers(company, sinceAlterId);
      return read(connection, () => parseAlteredVouchers(answer));
    },
    async alteredMasters(company, kind, sinceAlterId) {
      const answer = await answers.alteredMasters(company, kind, sinceAlterId);
      return read(connection, () => parseMasters(answer, kind === 'ledger' ? 'LEDGER' : 'STOCKITEM'));
    },
  };
}

export function tallyClient(
  policy: OutboundPolicy,
  connection: TallyConnectionConfig,
  deadline?: SyncDeadline,
): TallyClient {
  return parsedTallyClient(tallyAnswers(policy, connection, deadline), connection);
}
