import type { Db } from '../database.ts';
import { inTypeFamily } from './type-family.ts';

export interface FactorListFilter {
  activityType?: string;
  region?: string;
  /** Factors valid at some point of this calendar year. */
  year?: number;
  /** Matches dataset id, publisher or source name, case-insensitively. */
  source?: string;
  limit: number;
  afterId?: string;
}

/** Factors the calculation may choose: every row not withdrawn. */
function currentFactors(db: Db) {
  return db.selectFrom('emission_factors').selectAll().where('withdrawn_at', 'is', null);
}

export async function listFactors(db: Db, filter: FactorListFilter) {
  let query = currentFactors(db);
  if (filter.activityType) query = query.where(inTypeFamily(filter.activityType));
  if (filter.region) query = query.where('region', '=', filter.region.toUpperCase());
  if (filter.year) {
    query = query.where('valid_from', '<=', `${filter.year}-12-31`).where('valid_to', '>=', `${filter.year}-01-01`);
  }
  if (filter.source) {
    const pattern = `%${filter.source.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('dataset', 'ilike', pattern), eb('publisher', 'ilike', pattern), eb('source_name', 'ilike', pattern)]),
    );
  }
  if (filter.afterId) query = query.where('id', '>', filter.afterId);
  return query
    .orderBy('id')
    .limit(filter.limit + 1)
    .execute();
}

export async function allFactors(db: Db) {
  return currentFactors(db).orderBy('id').execute();
}
