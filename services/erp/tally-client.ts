import { companyWatermarkRequest, dayBookRequest, encodeTallyRequest } from '../../domain/erp/tally-request.ts';
import { TallyAnswerError } from '../../domain/erp/tally-answer.ts';
import {
  parseCompanies,
  parseDayBook,
  type TallyCompany,
  type TallyVoucher,
} from '../../domain/erp/tally-voucher-parser.ts';
import type { ErpErrorCode, TallyConnectionConfig } from '../../domain/erp/erp-sync-schema.ts';
import {
  guardedPost,
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

export interface TallyClient {
  /** The company's voucher watermark ($AltVchId); ERP_ERROR when the company is not open. */
  voucherWatermark(): Promise<number | null>;
  dayBook(from: string, to: string): Promise<TallyVoucher[]>;
}

/** One request to Tally, every failure turned into a sync failure that says where and why. */
async function post(policy: OutboundPolicy, connection: TallyConnectionConfig, xml: string): Promise<Buffer> {
  const where = `Tally at ${connection.tally_url}`;
  const { body, contentType } = encodeTallyRequest(xml);
  try {
    const response = await guardedPost(policy, {
      url: connection.tally_url,
      body,
      headers: { 'content-type': contentType },
      timeoutMs: connection.timeout_ms,
    });
    if (response.status !== 200)
      throw new ErpSyncFailure('ERP_ERROR', `${where} answered HTTP ${response.status} instead of XML`);
    return response.body;
  } catch (error) {
    if (error instanceof ErpSyncFailure) throw error;
    if (error instanceof OutboundRefusal)
      throw new ErpSyncFailure('VALIDATION_ERROR', error.reason, 'connection_config.tally_url');
    if (error instanceof OutboundTimeout) {
      throw new ErpSyncFailure(
        'ERP_TIMEOUT',
        `${where} did not answer within ${connection.timeout_ms} ms (timeout_ms): is Tally busy or showing a dialog?`,
      );
    }
    if (error instanceof OutboundUnreachable) {
      throw new ErpSyncFailure(
        'ERP_UNREACHABLE',
        `${where} could not be reached (${error.code}): check that Tally is running with its HTTP server on ` +
          '(port 9000 by default) and reachable from this server',
      );
    }
    if (error instanceof OutboundTooLarge) throw new ErpSyncFailure('ERP_ERROR', `${where}: ${error.message}`);
    throw error;
  }
}

/** Parses an answer; what is not Tally data is an ERP_ERROR naming it. */
function read<T>(connection: TallyConnectionConfig, parse: () => T): T {
  try {
    return parse();
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

export function tallyClient(policy: OutboundPolicy, connection: TallyConnectionConfig): TallyClient {
  return {
    async voucherWatermark() {
      const answer = await post(policy, connection, companyWatermarkRequest());
      const companies = read(connection, () => parseCompanies(answer));
      const company = findCompany(companies, connection.company);
      if (!company) {
        const open = companies.map((c) => `'${c.name}'`).join(', ') || 'none';
        throw new ErpSyncFailure(
          'ERP_ERROR',
          `company '${connection.company}' is not open in Tally at ${connection.tally_url} (open companies: ${open})`,
        );
      }
      return company.voucherWatermark;
    },
    async dayBook(from, to) {
      const answer = await post(policy, connection, dayBookRequest(connection.company, from, to));
      return read(connection, () => parseDayBook(answer));
    },
  };
}
