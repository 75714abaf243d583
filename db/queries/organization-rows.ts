import type { Db } from '../database.ts';
import type { Plan } from '../schema.ts';

export interface NewOrganizationInput {
  name: string;
  plan: Plan;
  apiPack?: number | null;
  country?: string;
  profile?: Record<string, unknown>;
}

export async function insertOrganization(db: Db, input: NewOrganizationInput) {
  return db
    .insertInto('organizations')
    .values({
      name: input.name,
      plan: input.plan,
      api_pack: input.apiPack ?? null,
      country: input.country ?? 'IN',
      profile: JSON.stringify(input.profile ?? {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findOrganization(db: Db, id: string) {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organisation row, locked for update in the caller's transaction. */
export async function lockOrganization(db: Db, id: string) {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function writeOrganizationSettings(db: Db, id: string, settings: Record<string, unknown>) {
  return db
    .updateTable('organizations')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The organisation's stored settings (undefined when it no longer exists). */
export async function findOrganizationSettings(db: Db, id: string) {
  const row = await db.selectFrom('organizations').select('settings').where('id', '=', id).executeTakeFirst();
  return row?.settings;
}

export async function listOrganizations(db: Db) {
  return db.selectFrom('organizations').selectAll().orderBy('created_at', 'desc').execute();
}
