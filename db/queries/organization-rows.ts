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

/** What an operator may change of an organisation, every field as it is to be stored. */
export interface OrganizationChanges {
  plan: Plan;
  apiPack: number | null;
  country: string;
  settings: Record<string, unknown>;
}

export async function updateOrganizationRow(db: Db, id: string, changes: OrganizationChanges) {
  return db
    .updateTable('organizations')
    .set({
      plan: changes.plan,
      api_pack: changes.apiPack,
      country: changes.country,
      settings: JSON.stringify(changes.settings),
    })
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
