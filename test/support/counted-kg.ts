import type { TestApp } from './test-app.ts';

/**
 * The Scope 3 category 3 (well-to-tank, T&D losses) the given live activities carry, as stored
 * (activities.category3_kg_co2e, unrounded; none counts 0), summed. GET /v1/emissions counts it by
 * default (setting scope3_category3 'included'), so a test's expected total adds this instead of
 * repeating the category 3 factors. `activities` is a list of ids or a whole organisation.
 */
export async function storedCategory3Kg(
  t: TestApp,
  activities: { ids: string[] } | { organizationId: string },
): Promise<number> {
  const row = await t.database.db
    .selectFrom('activities')
    .select((eb) => eb.fn.sum<string | null>('category3_kg_co2e').as('kg'))
    .where('deleted_at', 'is', null)
    .$call((q) =>
      'ids' in activities
        ? q.where('id', 'in', activities.ids)
        : q.where('organization_id', '=', activities.organizationId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.kg ?? 0);
}
