import { createHash } from 'node:crypto';
import type { ActivitySubmission } from '../schemas/activity-submission.ts';
import type { TallyVoucher } from './tally-voucher-parser.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The voucher as read (every field and line): equal for an unchanged voucher, so an edit is told
 * apart when Tally sends no ALTERID. Its bill references (read since #21's purchase returns) are
 * left out: with them, every voucher without ALTERID held from before would read as edited once,
 * and be re-mapped with new activity ids.
 */
export function voucherContentHash(voucher: TallyVoucher): string {
  const { reference: _reference, bills: _bills, ...read } = voucher;
  return sha256(JSON.stringify(read));
}

/**
 * Whether the voucher is the one stored: its ALTERID when both have one (Tally raises it on every
 * edit), else its content.
 */
export function sameVoucher(
  stored: { alter_id: number | null; content_hash: string | null },
  voucher: TallyVoucher,
  contentHash: string,
): boolean {
  if (stored.alter_id !== null && voucher.alterId !== null) return Number(stored.alter_id) === voucher.alterId;
  return stored.content_hash === contentHash;
}

/**
 * An activity's key: the index of the voucher line it was made from and a hash of the submission
 * the mapping made of it ('3:9f…'). While the voucher is unchanged its lines keep their indexes,
 * so a mapping change is seen line by line: an equal key is the same activity.
 */
export function activityKey(
  voucher: TallyVoucher,
  line: TallyVoucher['lines'][number],
  submission: ActivitySubmission,
) {
  return `${voucher.lines.indexOf(line)}:${sha256(JSON.stringify(submission))}`;
}

/** The voucher line an activity key names. */
export const keyLine = (key: string) => key.slice(0, key.indexOf(':'));
