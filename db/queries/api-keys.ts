import type { Db } from '../database.ts';
import type { Mode } from '../schema.ts';

export interface NewKeyInput {
  organizationId: string;
  mode: Mode;
  name: string;
  displayPrefix: string;
  hash: Buffer;
  expiresAt?: Date | null;
  allowedIps?: string[];
  allowedDomains?: string[];
}

export async function insertApiKey(db: Db, input: NewKeyInput) {
  return db
    .insertInto('api_keys')
    .values({
      organization_id: input.organizationId,
      mode: input.mode,
      name: input.name,
      display_prefix: input.displayPrefix,
      key_hash: input.hash,
      expires_at: input.expiresAt ?? null,
      allowed_ips: input.allowedIps ?? [],
      allowed_domains: input.allowedDomains ?? [],
    })
    .returning(publicKeyColumns)
    .executeTakeFirstOrThrow();
}

/** Columns safe to show: never the hash. */
const publicKeyColumns = [
  'id',
  'organization_id',
  'mode',
  'name',
  'display_prefix',
  'expires_at',
  'allowed_ips',
  'allowed_domains',
  'revoked_at',
  'last_used_at',
  'created_at',
] as const;

/** The key and its organisation in one round trip, for authentication. */
export async function findKeyByHash(db: Db, hash: Buffer) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('organizations as o', 'o.id', 'k.organization_id')
    .select([
      'k.id',
      'k.organization_id',
      'k.mode',
      'k.display_prefix',
      'k.key_hash',
      'k.expires_at',
      'k.revoked_at',
      'k.allowed_ips',
      'k.allowed_domains',
      'o.plan',
      'o.api_pack',
      'o.country',
      'o.settings',
    ])
    .where('k.key_hash', '=', hash)
    .executeTakeFirst();
}

export async function listApiKeys(db: Db, organizationId: string) {
  return db
    .selectFrom('api_keys')
    .select(publicKeyColumns)
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Revokes once; revoking again keeps the first revocation time. Undefined when the key does not exist. */
export async function revokeApiKey(db: Db, keyId: string, organizationId?: string) {
  let query = db
    .updateTable('api_keys')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.fn<Date>('now', [])) }))
    .where('id', '=', keyId);
  if (organizationId) query = query.where('organization_id', '=', organizationId);
  return query.returning(publicKeyColumns).executeTakeFirst();
}

export type PublicApiKey = Awaited<ReturnType<typeof listApiKeys>>[number];
