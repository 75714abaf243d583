import { createHash, hash, randomBytes } from 'node:crypto';
import type { Mode } from '../../db/schema.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 24 base62 characters carry ~143 bits of randomness. */
const SECRET_LENGTH = 24;
const CHECKSUM_LENGTH = 6;

function base62(bytes: Buffer, length: number): string {
  let out = '';
  let n = BigInt(`0x${bytes.toString('hex')}`);
  for (let i = 0; i < length; i++) {
    out += ALPHABET[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}

/** 6 base62 characters of SHA-256: lets us refuse a mistyped key without touching the database. */
function checksum(body: string): string {
  return base62(createHash('sha256').update(body).digest().subarray(0, 8), CHECKSUM_LENGTH);
}

export interface GeneratedKey {
  value: string;
  hash: Buffer;
  displayPrefix: string;
}

export function generateApiKey(brand: string, mode: Mode): GeneratedKey {
  const secret = base62(randomBytes(24), SECRET_LENGTH);
  const body = `${brand}_${mode}_${secret}`;
  const value = `${body}${checksum(body)}`;
  return { value, hash: hashApiKey(value), displayPrefix: `${brand}_${mode}_${secret.slice(0, 4)}` };
}

/** The mode a well-formed key claims, or null when the key is malformed or its checksum is wrong. */
export function parseApiKey(brand: string, value: string): Mode | null {
  const match = new RegExp(`^${brand}_(live|test)_([0-9A-Za-z]{${SECRET_LENGTH + CHECKSUM_LENGTH}})$`).exec(value);
  if (!match) return null;
  const body = value.slice(0, value.length - CHECKSUM_LENGTH);
  return checksum(body) === value.slice(-CHECKSUM_LENGTH) ? (match[1] as Mode) : null;
}

/** Keys carry >128 bits of entropy, so a plain SHA-256 is a safe, fast lookup hash. */
export function hashApiKey(value: string): Buffer {
  // One-shot: no Hash object per request.
  return hash('sha256', value, 'buffer');
}
