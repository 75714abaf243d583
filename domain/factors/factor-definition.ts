import { z } from 'zod';
import { CalendarDate } from '../schemas/activity-submission.ts';

/**
 * One emission factor as shipped in db/factors and as held in the calculation catalog. It mirrors the
 * `emission_factors` columns (minus loaded_at) with numbers instead of pg numeric strings.
 *
 * `verification` starts with the factor reference's tag — 'V: ', 'S: ' or 'U: ' — followed by how the
 * value was checked; the confidence score reads the tag.
 */
const GasShare = z.number().nonnegative().finite().nullable();

export const FactorDefinitionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'lower-case, dot-separated, stable'),
    dataset: z.string().min(1),
    dataset_version: z.string().min(1),
    activity_type: z.string().min(1),
    /** Denominator unit, a canonical name from domain/calculation/units.ts. */
    unit: z.string().min(1),
    /** kg CO2e per unit. */
    value: z.number().nonnegative().finite(),
    co2: GasShare,
    ch4: GasShare,
    n2o: GasShare,
    gwp_basis: z.enum(['AR5', 'CO2 only']),
    region: z.string().min(1),
    region_level: z.enum(['grid_region', 'state', 'country', 'global']),
    valid_from: CalendarDate,
    valid_to: CalendarDate,
    year_label: z.string().min(1),
    publisher: z.string().min(1),
    source_name: z.string().min(1),
    source_year: z.number().int().min(1990).max(2100),
    source_url: z.url().nullable(),
    verification: z.string().regex(/^[VSU]: \S/, "must start with the reference tag 'V: ', 'S: ' or 'U: '"),
    notes: z.string().nullable(),
    parameters: z.record(z.string(), z.unknown()),
  })
  .strict()
  .refine((f) => f.valid_from <= f.valid_to, { path: ['valid_to'], message: 'must not be before valid_from' })
  .refine(
    (f) =>
      f.region_level === 'global'
        ? f.region === 'GLOBAL'
        : f.region_level === 'country'
          ? /^[A-Z]{2}$/.test(f.region)
          : f.region_level === 'state'
            ? /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(f.region)
            : f.region !== 'GLOBAL',
    { path: ['region'], message: 'does not fit region_level (GLOBAL, ISO 3166-1 alpha-2 or ISO 3166-2)' },
  )
  .refine((f) => f.gwp_basis !== 'CO2 only' || (f.ch4 === null && f.n2o === null), {
    path: ['gwp_basis'],
    message: 'a CO2-only factor has no CH4/N2O shares',
  })
  .refine(
    (f) =>
      f.co2 === null ||
      f.ch4 === null ||
      f.n2o === null ||
      Math.abs(f.co2 + f.ch4 + f.n2o - f.value) <= 1e-6 * Math.max(1, f.value),
    { path: ['value'], message: 'differs from the sum of its gas shares' },
  )
  .refine((f) => f.unit !== 'USD' || Number.isInteger(f.parameters.dollar_year), {
    path: ['parameters', 'dollar_year'],
    message: 'a per-USD factor must name its dollar year',
  });

export type FactorDefinition = z.infer<typeof FactorDefinitionSchema>;

export type VerificationTag = 'V' | 'S' | 'U';

export function verificationTag(factor: Pick<FactorDefinition, 'verification'>): VerificationTag {
  return factor.verification.charAt(0) as VerificationTag;
}
