import { randomUUID } from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made one after
 * another sort together, so a bulk insert appends to its primary-key index instead of touching a
 * random leaf page (and writing a full-page image of it after every checkpoint) for each row.
 */
export function timeOrderedUuid(now = Date.now()): string {
  const random = randomUUID();
  const ms = now.toString(16).padStart(12, '0');
  return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-7${random.slice(15, 18)}-${random.slice(19)}`;
}
