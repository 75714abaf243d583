import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './tenant-scope.ts';

export async function findCompanyProfile(db: Db, scope: TenantScope) {
  return db
    .selectFrom('company_profiles')
    .select(['profile', 'updated_at'])
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .executeTakeFirst();
}

/** Replaces the profile; returns the one it replaced (undefined when there was none). */
export async function replaceCompanyProfile(db: Db, scope: TenantScope, profile: Record<string, unknown>) {
  const previous = await db
    .selectFrom('company_profiles')
    .select('profile')
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .forUpdate()
    .executeTakeFirst();
  const saved = await db
    .insertInto('company_profiles')
    .values({ organization_id: scope.organizationId, mode: scope.mode, profile: JSON.stringify(profile) })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'mode'])
        .doUpdateSet({ profile: JSON.stringify(profile), updated_at: sql<Date>`now()` }),
    )
    .returning(['profile', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { previous: previous?.profile, saved };
}
