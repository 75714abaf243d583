import { randomUUID } from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made one after
 * another sort together, so a bulk insert appends to its primary-key index instead of touching a
 * random leaf page (and writing a full-page image of it after every checkpoint) for each row.
 */
let stamp = { ms: -1, hex: '' };

export function timeOrderedUuid(now = Date.now()): string {
  const random = randomUUID();
  // A bulk insert makes dozens of ids per millisecond: the time's hex is worked out once for them.
  if (stamp.ms !== now) {
    const hex = now.toString(16).padStart(12, '0');
    stamp = { ms: now, hex: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7` };
  }
  return `${stamp.hex}${random.slice(15, 18)}-${random.slice(19)}`;
}
