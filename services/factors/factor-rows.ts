import type { EmissionFactorRow } from '../../db/schema.ts';
import { FactorDefinitionSchema, type FactorDefinition } from '../../domain/factors/factor-definition.ts';

function numberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** A stored row back into a definition (pg returns numeric as strings). */
export function factorFromRow(row: EmissionFactorRow): FactorDefinition {
  const {
    loaded_at: _loadedAt,
    withdrawn_at: _at,
    withdrawn_reason: _reason,
    replaced_by: _by,
    value,
    co2,
    ch4,
    n2o,
    ...rest
  } = row;
  return FactorDefinitionSchema.parse({
    ...rest,
    value: Number(value),
    co2: numberOrNull(co2),
    ch4: numberOrNull(ch4),
    n2o: numberOrNull(n2o),
  });
}
