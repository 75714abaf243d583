import { timingSafeEqual } from 'node:crypto';
import { findKeyByHash } from '../../db/queries/api-keys.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { KeyRecord } from './key-lookup-cache.ts';

/**
 * The key a request presented (by its hash, see hashApiKey) with its organisation's plan, pack,
 * country and settings, read in one round trip; undefined when no key has that hash. State, expiry
 * and restrictions are the caller's to check: a revoked key is still a key, not a guess.
 */
export async function findPresentedKey(deps: Pick<ServiceDeps, 'db'>, hash: Buffer): Promise<KeyRecord | undefined> {
  const record = await findKeyByHash(deps.db, hash);
  // The row must carry exactly these bytes, whatever the query matched on (compared in constant time).
  return record && timingSafeEqual(record.key_hash, hash) ? record : undefined;
}
