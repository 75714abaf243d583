import { halveRange, monthChunks, type DateChunk } from '../domain/erp/month-chunks.ts';
import type { PushedTallyAnswers } from '../domain/erp/erp-push-schema.ts';
import { outboundPolicy } from '../services/outbound/outbound-address-policy.ts';
import {
  answerBytes,
  parsedTallyClient,
  TallyAnswerTooLarge,
  tallyAnswers,
  type TallyAnswers,
} from '../services/erp/tally-client.ts';

/** The connector's Tally: the one the user named, on the office LAN or this machine. */
export interface LocalTally {
  tallyUrl: string;
  company: string;
  /** Longest wait for one answer (the pull's timeout_ms). */
  timeoutMs: number;
  /** The largest answer read (the pull's ERP_MAX_RESPONSE_BYTES): a month over it is read in halves. */
  maxAnswerBytes: number;
}

/** One chunk as the push endpoint takes it (POST /v1/ingest/erp-sync/push), the answers base64. */
export interface PushChunk {
  erp_system: 'tally';
  tally_url: string;
  company: string;
  date_range: DateChunk;
  answers: PushedTallyAnswers;
}

/**
 * Tally's answers through the pull's own client (same requests, UTF-16LE, same size cap and
 * timeout). The outbound guard allows exactly the Tally the user named (usually localhost): the
 * connector talks to nothing else but the API.
 */
export function localTallyAnswers(local: LocalTally): TallyAnswers {
  const policy = outboundPolicy(new URL(local.tallyUrl).hostname.replace(/^\[|\]$/g, ''), {
    maxResponseBytes: local.maxAnswerBytes,
  });
  return tallyAnswers(policy, { tally_url: local.tallyUrl, company: local.company, timeout_ms: local.timeoutMs });
}

/**
 * Reads one range as the server-side pull does (calendar months; a month whose Day Book is over the
 * cap read again in halves, down to single days) and yields each part as a push chunk: the company
 * list before the Day Book (GUID, watermarks), the voucher types, the Day Book, the company list
 * after it. The company name in requests is the one Tally lists (case aside), as in a pull.
 */
export async function* readTallyChunks(
  answers: TallyAnswers,
  local: Pick<LocalTally, 'tallyUrl' | 'company'>,
  range: DateChunk,
): AsyncGenerator<PushChunk> {
  const named = { tally_url: local.tallyUrl, company: local.company };
  let voucherTypes: Buffer | undefined;
  const pending = monthChunks(range.from, range.to);
  for (let part = pending.shift(); part; part = pending.shift()) {
    const companies = await answerBytes(answers.companies());
    const company = await parsedTallyClient({ ...answers, companies: async () => companies }, named).openCompany();
    let dayBook: Buffer;
    try {
      dayBook = await answerBytes(answers.dayBook(company.name, part.from, part.to));
    } catch (error) {
      if (!(error instanceof TallyAnswerTooLarge) || part.from === part.to) throw error;
      pending.unshift(...halveRange(part.from, part.to));
      continue;
    }
    voucherTypes ??= await answerBytes(answers.voucherTypes(company.name));
    const after = await answerBytes(answers.companies());
    yield {
      erp_system: 'tally',
      tally_url: local.tallyUrl,
      company: local.company,
      date_range: part,
      answers: {
        companies: companies.toString('base64'),
        voucher_types: voucherTypes.toString('base64'),
        day_book: dayBook.toString('base64'),
        companies_after: after.toString('base64'),
      },
    };
  }
}
