import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewEmissionFactor } from '../../db/schema.ts';
import type { FactorDefinition } from '../../domain/factors/factor-definition.ts';
import { factorFromRow } from './factor-rows.ts';
import { ALL_FACTORS } from '../../domain/factors/factor-datasets.ts';
import { WITHDRAWN_FACTORS } from '../../domain/factors/withdrawn.ts';

export interface FactorLoadResult {
  /** Rows new to the table in this run. */
  inserted: number;
  /** Stored rows marked withdrawn in this run (db/factors/withdrawn.ts). */
  withdrawn: number;
  /** Factors shipped in code (all present in the table afterwards). */
  total: number;
  /** Shipped factors per `dataset`. */
  byDataset: Record<string, number>;
}

/** Fields that define what a stored activity's factor_id means; they must never change under an id. */
const IMMUTABLE = [
  'activity_type',
  'unit',
  'value',
  'co2',
  'ch4',
  'n2o',
  'region',
  'valid_from',
  'valid_to',
  'dataset_version',
] as const;

function toRow(factor: FactorDefinition): NewEmissionFactor {
  return { ...factor, parameters: JSON.stringify(factor.parameters) };
}

/**
 * Inserts shipped factors that are not stored yet (ON CONFLICT (id) DO NOTHING), checks that stored
 * ones still match the code, and marks the rows of withdrawn.ts withdrawn. A factor id is immutable
 * because activities reference it: a corrected value must ship under a new id/version, so a changed
 * value under an old id aborts the load.
 */
export async function loadEmissionFactors(db: Db): Promise<FactorLoadResult> {
  const { inserted, withdrawn } = await db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('emission_factors')
      .values(ALL_FACTORS.map(toRow))
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();

    const stored = await trx
      .selectFrom('emission_factors')
      .selectAll()
      .where(
        'id',
        'in',
        ALL_FACTORS.map((f) => f.id),
      )
      .execute();
    const shipped = new Map(ALL_FACTORS.map((f) => [f.id, f]));
    for (const row of stored) {
      const current = factorFromRow(row);
      const expected = shipped.get(row.id) as FactorDefinition;
      const changed = IMMUTABLE.find((field) => current[field] !== expected[field]);
      if (changed) {
        throw new Error(
          `Emission factor ${row.id} is stored with ${changed} = ${String(current[changed])} but the code says ${String(expected[changed])}; ` +
            'factor ids are immutable — ship the corrected value under a new id and dataset_version.',
        );
      }
    }
    const marked = await sql`
      UPDATE emission_factors f SET withdrawn_at = now(), withdrawn_reason = w.reason, replaced_by = w.replaced_by
      FROM (VALUES ${sql.join(WITHDRAWN_FACTORS.map((w) => sql`(${w.id}, ${w.reason}, ${w.replaced_by})`))}) AS w (id, reason, replaced_by)
      WHERE f.id = w.id AND f.withdrawn_at IS NULL
    `.execute(trx);
    return { inserted: result.length, withdrawn: Number(marked.numAffectedRows ?? 0) };
  });

  const byDataset: Record<string, number> = {};
  for (const factor of ALL_FACTORS) byDataset[factor.dataset] = (byDataset[factor.dataset] ?? 0) + 1;
  return { inserted, withdrawn, total: ALL_FACTORS.length, byDataset };
}
