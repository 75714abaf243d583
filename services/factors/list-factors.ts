import { z } from 'zod';
import { listFactors } from '../../db/queries/factors.ts';
import type { EmissionFactorRow } from '../../db/schema.ts';
import { factorUnitLabel } from '../../domain/calculation/factor-unit-label.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { validationError } from '../service-errors.ts';
import { ActivityTypeFilter } from '../../domain/schemas/activity-type-filter.ts';

export const FactorListQuery = z
  .object({
    activity_type: ActivityTypeFilter.optional(),
    region: z.string().trim().min(2).max(40).optional().describe('ISO country code, grid region or GLOBAL'),
    year: z.coerce.number().int().min(1990).max(2100).optional().describe('factors valid during this calendar year'),
    source: z.string().trim().min(1).max(100).optional().describe('matches dataset, publisher or source name'),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    cursor: z.string().optional(),
  })
  .strict();

const optionalNumber = (v: string | null) => (v === null ? null : Number(v));

export const EmissionFactorRecord = z.object({
  id: z.string(),
  activity_type: z.string(),
  value: z.number().describe('kg CO2e per unit (kg CO2 for CO2-only sources)'),
  unit: z.string().describe('e.g. kg CO2e/kWh; kg CO2/kWh for CO2-only sources (CEA, India GHG Program)'),
  per_unit: z.string(),
  gases: z.object({ co2: z.number().nullable(), ch4: z.number().nullable(), n2o: z.number().nullable() }),
  gwp_basis: z.string(),
  region: z.string(),
  region_level: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  year: z.string(),
  source: z.object({
    publisher: z.string(),
    name: z.string(),
    dataset: z.string(),
    version: z.string(),
    year: z.number(),
    url: z.string().nullable(),
  }),
  verification: z.string(),
  notes: z.string().nullable(),
});

function toFactorRecord(row: EmissionFactorRow): z.infer<typeof EmissionFactorRecord> {
  return {
    id: row.id,
    activity_type: row.activity_type,
    value: Number(row.value),
    unit: factorUnitLabel(row),
    per_unit: row.unit,
    gases: { co2: optionalNumber(row.co2), ch4: optionalNumber(row.ch4), n2o: optionalNumber(row.n2o) },
    gwp_basis: row.gwp_basis,
    region: row.region,
    region_level: row.region_level,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    year: row.year_label,
    source: {
      publisher: row.publisher,
      name: row.source_name,
      dataset: row.dataset,
      version: row.dataset_version,
      year: row.source_year,
      url: row.source_url,
    },
    verification: row.verification,
    notes: row.notes,
  };
}

/** The cited factors the service calculates with, filtered, in id order, keyset-paginated by id. */
export async function listFactorPage(deps: Pick<ServiceDeps, 'db'>, query: z.output<typeof FactorListQuery>) {
  let afterId: string | undefined;
  if (query.cursor) {
    afterId = Buffer.from(query.cursor, 'base64url').toString();
    if (!/^[\w.-]{1,200}$/.test(afterId)) throw validationError('cursor', 'is not a cursor returned by this endpoint');
  }
  const rows = await listFactors(deps.db, {
    activityType: query.activity_type,
    region: query.region,
    year: query.year,
    source: query.source,
    limit: query.limit,
    afterId,
  });
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? Buffer.from(page[page.length - 1]!.id).toString('base64url') : null;
  return { factors: page.map(toFactorRecord), next_cursor: next };
}
