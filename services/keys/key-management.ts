import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { insertApiKey, listApiKeys, revokeApiKey, type PublicApiKey } from '../../db/queries/api-keys.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { findOrganization, insertOrganization, listOrganizations } from '../../db/queries/organization-rows.ts';
import type { Organization } from '../../db/schema.ts';
import { CountryCode } from '../../domain/schemas/activity-submission.ts';
import { JsonObject } from '../../domain/schemas/json-object.ts';
import { StoredText } from '../../domain/schemas/stored-text.ts';
import { OrganizationSettingsSchema, readOrganizationSettings } from '../../domain/schemas/organization-settings.ts';
import { generateApiKey } from './api-key-format.ts';
import { isValidDomainRule, isValidIpRule } from '../../domain/keys/key-restrictions.ts';

/** Organisation and key management shared by the CLI and the /admin API (the spec shows no endpoints). */

export const PlanName = z.enum(['trial', 'starter', 'professional', 'enterprise']);
export const ApiPack = z.coerce.number().int().min(1).max(3).describe('API add-on pack for the professional plan');
export const PACK_RULE = 'only the professional plan takes an API pack';

export const CreateOrganizationInput = z
  .object({
    name: StoredText(200),
    plan: PlanName,
    pack: ApiPack.optional(),
    country: CountryCode.default('IN'),
    profile: JsonObject.optional(),
  })
  .strict()
  .refine((o) => o.plan === 'professional' || o.pack === undefined, { path: ['pack'], message: PACK_RULE });

export const CreateKeyInput = z
  .object({
    organization_id: z.string().uuid(),
    mode: z.enum(['test', 'live']),
    name: StoredText(200),
    expires_at: z.iso.datetime({ offset: true }).optional(),
    allowed_ips: z.array(z.string().refine(isValidIpRule, 'must be an IP address or CIDR block')).max(100).default([]),
    allowed_domains: z
      .array(z.string().refine(isValidDomainRule, 'must be a host name such as app.example.com or *.example.com'))
      .max(100)
      .default([]),
  })
  .strict();

export type CreateOrganizationInput = z.infer<typeof CreateOrganizationInput>;
export type CreateKeyInput = z.infer<typeof CreateKeyInput>;

export const OrganizationRecord = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.string(),
  api_pack: z.number().nullable(),
  country: z.string(),
  profile: z.record(z.string(), z.unknown()),
  settings: OrganizationSettingsSchema.describe('accounting settings, defaults filled in'),
  created_at: z.string(),
});

export const toOrganizationRecord = (o: Organization): z.infer<typeof OrganizationRecord> => ({
  ...o,
  settings: readOrganizationSettings(o.settings),
  created_at: o.created_at.toISOString(),
});

/** A key as the admin API and the CLI show it: never its value or hash. */
export const ApiKeyRecord = z.object({
  id: z.string(),
  organization_id: z.string(),
  mode: z.enum(['live', 'test']),
  name: z.string(),
  display_prefix: z.string(),
  state: z.enum(['active', 'revoked', 'expired']),
  expires_at: z.string().nullable(),
  allowed_ips: z.array(z.string()),
  allowed_domains: z.array(z.string()),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});

/** A key just created: the only answer that holds its value. */
export const CreatedApiKey = ApiKeyRecord.extend({
  key: z.string().describe('the key itself: store it now, it is never shown again'),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const toApiKeyRecord = (k: PublicApiKey): z.infer<typeof ApiKeyRecord> => ({
  ...k,
  state: keyState(k),
  expires_at: iso(k.expires_at),
  revoked_at: iso(k.revoked_at),
  last_used_at: iso(k.last_used_at),
  created_at: k.created_at.toISOString(),
});

/** Every organisation, as the admin API and the CLI list them. */
export async function listOrganizationRecords(db: Db) {
  return (await listOrganizations(db)).map(toOrganizationRecord);
}

export class ManagementError extends Error {
  constructor(
    readonly kind: 'not_found' | 'invalid',
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export async function createOrganization(db: Db, input: CreateOrganizationInput, actor: string) {
  return db.transaction().execute(async (trx) => {
    const org = await insertOrganization(trx, {
      name: input.name,
      plan: input.plan,
      apiPack: input.pack,
      country: input.country,
      profile: input.profile,
    });
    await recordAudit(trx, {
      organizationId: org.id,
      mode: null,
      actor,
      action: 'organization.create',
      entityType: 'organization',
      entityId: org.id,
      snapshot: org,
    });
    return org;
  });
}

/** Creates a key; the returned `key` value is the only time it exists outside its hash. */
export async function createKey(db: Db, brand: string, input: CreateKeyInput, actor: string) {
  if (input.expires_at && new Date(input.expires_at).getTime() <= Date.now()) {
    throw new ManagementError('invalid', 'expires_at must be in the future', 'expires_at');
  }
  return db.transaction().execute(async (trx) => {
    if (!(await findOrganization(trx, input.organization_id)))
      throw new ManagementError('not_found', 'Organization not found', 'organization_id');
    const generated = generateApiKey(brand, input.mode);
    const record = await insertApiKey(trx, {
      organizationId: input.organization_id,
      mode: input.mode,
      name: input.name,
      displayPrefix: generated.displayPrefix,
      hash: generated.hash,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      allowedIps: input.allowed_ips,
      allowedDomains: input.allowed_domains.map((d) => d.toLowerCase()),
    });
    await recordAudit(trx, {
      organizationId: input.organization_id,
      mode: input.mode,
      actor,
      action: 'api_key.create',
      entityType: 'api_key',
      entityId: record.id,
      snapshot: record,
    });
    return { ...record, key: generated.value };
  });
}

/** Every API instance refuses the key within KEY_CACHE_TTL_MS (its key cache never outlives that). */
export async function revokeKey(db: Db, keyId: string, actor: string, organizationId?: string) {
  return db.transaction().execute(async (trx) => {
    const record = await revokeApiKey(trx, keyId, organizationId);
    if (!record) throw new ManagementError('not_found', 'API key not found');
    await recordAudit(trx, {
      organizationId: record.organization_id,
      mode: record.mode,
      actor,
      action: 'api_key.revoke',
      entityType: 'api_key',
      entityId: record.id,
      snapshot: record,
    });
    return record;
  });
}

export async function listKeys(db: Db, organizationId: string) {
  if (!(await findOrganization(db, organizationId)))
    throw new ManagementError('not_found', 'Organization not found', 'organization_id');
  return listApiKeys(db, organizationId);
}

/** A key's state as the spec names it. */
export function keyState(key: { revoked_at: Date | null; expires_at: Date | null }): 'active' | 'revoked' | 'expired' {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && key.expires_at.getTime() <= Date.now()) return 'expired';
  return 'active';
}
