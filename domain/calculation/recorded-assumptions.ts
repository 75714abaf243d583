import type { Notice } from './calculation-schema.ts';

/**
 * Assumptions a record mapper made before the engine saw the activity, recorded in its metadata so
 * they are stated (and lower the confidence score) on every calculation, recalculations included:
 * - fuel_type_assumed: the fuel a vehicle log or booking did not name;
 * - unit_assumed: the unit a fuel record did not give (the unit the fuel is sold in in India);
 * - mode_inferred: a travel booking's mode read from its places (IATA codes → flight, else rail).
 */
export function recordedAssumptions(metadata: Record<string, unknown> | undefined): Notice[] {
  const notices: Notice[] = [];
  if (typeof metadata?.fuel_type_assumed === 'string') {
    notices.push({
      code: 'FUEL_TYPE_ASSUMED',
      message: `The record named no fuel: ${metadata.fuel_type_assumed} was assumed.`,
    });
  }
  if (typeof metadata?.unit_assumed === 'string') {
    notices.push({
      code: 'UNIT_ASSUMED',
      message: `The record gave no unit: the quantity was read as ${metadata.unit_assumed}, the unit this fuel is sold in in India.`,
    });
  }
  if (metadata?.mode_inferred === true && typeof metadata.mode === 'string') {
    notices.push({
      code: 'TRAVEL_MODE_ASSUMED',
      message: `The booking named no mode: ${metadata.mode} was inferred from its origin and destination (IATA codes → flight, else rail).`,
    });
  }
  return notices;
}
