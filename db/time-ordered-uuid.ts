import { randomFillSync } from 'node:crypto';

/** Two hex digits per byte. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Random bytes each id takes: 74 of their bits are the id's random part. */
const ID_BYTES = 10;
/** Random bytes for the ids to come, filled at once (randomUUID's way too): a bulk insert makes one id per row. */
const pool = Buffer.alloc(ID_BYTES * 512);
let next = pool.length;

/** The last millisecond an id was made in, and its hex as ids write it. */
let stamp = { ms: -1, hex: '' };

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made one after
 * another sort together, so a bulk insert appends to its primary-key index instead of touching a
 * random leaf page (and writing a full-page image of it after every checkpoint) for each row.
 */
export function timeOrderedUuid(now = Date.now()): string {
  if (next + ID_BYTES > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const at = next;
  next += ID_BYTES;
  // A bulk insert makes dozens of ids per millisecond: the time's hex is worked out once for them.
  if (stamp.ms !== now) {
    const hex = now.toString(16).padStart(12, '0');
    stamp = { ms: now, hex: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7` };
  }
  const b = pool;
  // 12 random bits after the version (one hex digit of a byte, then a byte), the variant (binary 10)
  // and 62 more. Written out: a helper function here cost more than the rest.
  return `${stamp.hex}${HEX[b[at]! & 0x0f]![1]}${HEX[b[at + 1]!]}-${HEX[(b[at + 2]! & 0x3f) | 0x80]}${HEX[b[at + 3]!]}-${HEX[b[at + 4]!]}${HEX[b[at + 5]!]}${HEX[b[at + 6]!]}${HEX[b[at + 7]!]}${HEX[b[at + 8]!]}${HEX[b[at + 9]!]}`;
}
