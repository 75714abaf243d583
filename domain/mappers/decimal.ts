const PLAIN = /^\d+(\.\d+)?$/;
const WESTERN_GROUPING = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const INDIAN_GROUPING = /^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/;

/**
 * Strict non-negative decimal from spreadsheet text: '1234', '1234.5', or with thousands separators in
 * Western ('1,234,567.5') or Indian ('12,34,567.5') grouping. Anything else — '', 'abc', '1,2' (a
 * decimal comma?), '1.2.3', '1e3', '+5', '-5', '.5' — is undefined rather than a guess.
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (PLAIN.test(trimmed)) return Number(trimmed);
  if (!WESTERN_GROUPING.test(trimmed) && !INDIAN_GROUPING.test(trimmed)) return undefined;
  return Number(trimmed.replace(/,/g, ''));
}
