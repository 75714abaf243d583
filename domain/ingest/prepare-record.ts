import type { LoadedCatalog } from '../calculation/loaded-catalog.ts';
import type { Calculation, FieldError, Result } from '../calculation/calculation-schema.ts';
import type { Resolution } from '../calculation/calculate.ts';
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

/** Distinct activities a preparer remembers the resolution of before starting afresh. */
const REMEMBERED_RESOLUTIONS = 10_000;

/**
 * Mapped items with their emissions (on the organisation's settings), or the first reason each cannot
 * be stored. Each distinct activity (everything but its quantity) is resolved once and each item
 * priced on it: the same result as calculating every item alone, at a fraction of the work on a
 * bulk intake, whose rows repeat a few activities thousands of times. One per intake (the catalog
 * and settings of its run).
 */
export class Preparer {
  private readonly resolutions = new Map<string, Result<Resolution>>();

  constructor(
    private readonly catalog: LoadedCatalog,
    private readonly settings: OrganizationSettings,
  ) {}

  prepare(mapped: MapResult): Prepared {
    if (!mapped.ok) return mapped;
    const { quantity: _quantity, ...activity } = mapped.activity;
    const key = JSON.stringify(activity);
    let resolution = this.resolutions.get(key);
    if (!resolution) {
      resolution = this.catalog.resolve(activity, this.settings);
      if (this.resolutions.size >= REMEMBERED_RESOLUTIONS) this.resolutions.clear();
      this.resolutions.set(key, resolution);
    }
    if (!resolution.ok) return resolution;
    const outcome = this.catalog.price(resolution.value, mapped.activity, this.settings);
    if (!outcome.ok) return outcome;
    return {
      ok: true,
      activity: mapped.activity,
      calculation: outcome.value,
      ...(mapped.category ? { category: mapped.category } : {}),
    };
  }
}
