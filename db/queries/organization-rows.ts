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

export async function listOrganizations(db: Db) {
  return db.selectFrom('organizations').selectAll().orderBy('created_at', 'desc').execute();
}
