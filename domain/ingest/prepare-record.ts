import type { LoadedCatalog } from '../calculation/loaded-catalog.ts';
import type { Calculation, FieldError } from '../calculation/calculation-schema.ts';
import { mapRecord, type MapResult } from '../mappers/mappers.ts';
import { ActivitySubmissionSchema, type ActivitySubmission } from '../schemas/activity-submission.ts';
import { firstFieldError } from '../schemas/field-error.ts';
import type { OrganizationSettings } from '../schemas/organization-settings.ts';
import type { JsonIngestSpec } from './ingest-job-spec.ts';

/** A bulk JSON item, validated exactly as POST /v1/activities validates one activity. */
function mapActivitySubmission(item: unknown): MapResult {
  const parsed = ActivitySubmissionSchema.safeParse(item);
  return parsed.success ? { ok: true, activity: parsed.data } : { ok: false, error: firstFieldError(parsed.error) };
}

/** How one item of a JSON intake becomes an activity submission: as is, or through its data type's mapper. */
export function jsonItemMapper(spec: JsonIngestSpec): (item: unknown) => MapResult {
  if (spec.kind === 'activities') return mapActivitySubmission;
  const options = { country: spec.options.country, sourceType: 'api', sourceName: spec.options.source_name };
  return (item) => mapRecord(spec.data_type, item, options);
}

export type Prepared =
  | { ok: true; activity: ActivitySubmission; calculation: Calculation; category?: string }
  | { ok: false; error: FieldError };

/** A mapped item with its emissions (on the organisation's settings), or the first reason it cannot be stored. */
export function prepare(mapped: MapResult, catalog: LoadedCatalog, settings: OrganizationSettings): Prepared {
  if (!mapped.ok) return mapped;
  const outcome = catalog.calculate(mapped.activity, settings);
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    activity: mapped.activity,
    calculation: outcome.value,
    ...(mapped.category ? { category: mapped.category } : {}),
  };
}
