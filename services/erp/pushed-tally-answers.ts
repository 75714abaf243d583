import { checkUrlForm, OutboundRefusal } from '../outbound/outbound-address-policy.ts';
import { ApiError, validationError } from '../service-errors.ts';
import { ErpSyncFailure, parsedTallyClient, type TallyAnswers } from './tally-client.ts';

/** The pushed answers (base64) as bytes; one over ERP_MAX_RESPONSE_BYTES is refused as a pulled one would be. */
export function decodePushedAnswers<T extends Record<string, string | undefined>>(
  answers: T,
  maxBytes: number,
  field = 'answers',
): { [K in keyof T]: Buffer | Exclude<T[K], string> } {
  const decoded: Record<string, Buffer> = {};
  for (const [name, answer] of Object.entries(answers)) {
    if (answer === undefined) continue;
    const bytes = Buffer.from(answer, 'base64');
    if (bytes.length > maxBytes) {
      throw new ApiError(
        413,
        'PAYLOAD_TOO_LARGE',
        `${field}.${name} is ${bytes.length} bytes, over the ERP answer limit of ${maxBytes} (ERP_MAX_RESPONSE_BYTES): push a shorter range`,
        { field: `${field}.${name}`, reason: 'over ERP_MAX_RESPONSE_BYTES', max_bytes: maxBytes },
      );
    }
    decoded[name] = bytes;
  }
  return decoded as { [K in keyof T]: Buffer | Exclude<T[K], string> };
}

/** The answers a push carried; a request for one it did not carry is a refusal, not a guess. */
export function pushedTallyAnswers(given: Partial<TallyAnswers>): TallyAnswers {
  const notPushed = (what: string) => () =>
    Promise.reject(new ErpSyncFailure('ERP_ERROR', `a push carries no answer for ${what}`));
  return {
    companies: notPushed('the company list'),
    voucherTypes: notPushed('voucher types'),
    dayBook: notPushed('the Day Book'),
    alteredVouchers: notPushed('altered vouchers'),
    alteredMasters: notPushed('altered masters'),
    ...given,
  };
}

/** What Tally's answers say (not Tally XML, company not open, another company's Day Book) is the pushed input at fault. */
export async function fromPushedAnswers<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ErpSyncFailure) throw validationError('answers', error.message);
    throw error;
  }
}

/** The tally_url a push names is recorded, never contacted: checked by form only. */
export function checkPushedTallyUrl(url: string): void {
  try {
    checkUrlForm(url);
  } catch (error) {
    if (error instanceof OutboundRefusal) throw validationError('tally_url', error.reason);
    throw error;
  }
}

/** The company the pushed company list names, with its GUID (a push is keyed by it). */
export async function openPushedCompany(answers: TallyAnswers, named: { tally_url: string; company: string }) {
  const company = await fromPushedAnswers(() => parsedTallyClient(answers, named).openCompany());
  if (company.guid === null)
    throw validationError(
      'answers.companies',
      `Tally listed no GUID for company '${company.name}': a push is keyed by it`,
    );
  return { ...company, guid: company.guid };
}
