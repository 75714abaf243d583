import type { LoadedCatalog } from '../calculation/loaded-catalog.ts';
import type { Calculation, FieldError, Result } from '../calculation/calculation-schema.ts';
import type { Resolution } from '../calculation/calculate.ts';
import type { MapResult } from '../mappers/mappers.ts';
import { ActivityIntakeSchema, type ActivitySubmission } from '../schemas/activity-submission.ts';
import type { SiteDirectory } from '../sites/site-directory.ts';
import { mapRecordAtSite } from '../sites/typed-record-site.ts';
import { firstFieldError } from '../schemas/field-error.ts';
import type { OrganizationSettings } from '../schemas/organization-settings.ts';
import type { JsonIngestSpec } from './ingest-job-spec.ts';
import { NO_LOCKED_PERIODS, periodLockedReason, type LockedPeriods } from '../periods/locked-periods.ts';
import { ValuePathMap } from './value-path-map.ts';

/** A bulk JSON item, validated exactly as POST /v1/activities validates one activity, its site found in `sites`. */
function mapActivityIntake(item: unknown, sites: SiteDirectory): MapResult {
  const parsed = ActivityIntakeSchema.safeParse(item);
  return parsed.success ? sites.apply(parsed.data) : { ok: false, error: firstFieldError(parsed.error) };
}

/**
 * How one item of a JSON intake becomes an activity submission: as is, or through its data type's
 * mapper; either may name its site, found among `sites`.
 */
export function jsonItemMapper(spec: JsonIngestSpec, sites: SiteDirectory): (item: unknown) => MapResult {
  if (spec.kind === 'activities') return (item) => mapActivityIntake(item, sites);
  const options = { country: spec.options.country, sourceType: 'api', sourceName: spec.options.source_name };
  return (item) => mapRecordAtSite(spec.data_type, item, options, sites);
}

export type Prepared =
  | { ok: true; activity: ActivitySubmission; calculation: Calculation; category?: string }
  | { ok: false; error: FieldError };

/** Distinct activities a preparer remembers the resolution of before starting afresh. */
const REMEMBERED_RESOLUTIONS = 10_000;

/** Metadata that records which of its keys are read; `all` once they are enumerated. */
function recordingReads(metadata: Record<string, unknown>, reads: { keys: Set<string>; all: boolean }) {
  const note = (key: string | symbol) => {
    if (typeof key === 'string') reads.keys.add(key);
  };
  return new Proxy(metadata, {
    get: (target, key, receiver): unknown => (note(key), Reflect.get(target, key, receiver) as unknown),
    has: (target, key) => (note(key), Reflect.has(target, key)),
    getOwnPropertyDescriptor: (target, key) => (note(key), Reflect.getOwnPropertyDescriptor(target, key)),
    ownKeys: (target) => ((reads.all = true), Reflect.ownKeys(target)),
  });
}

/**
 * Every field of a submission but its quantity and metadata, as a path of values (ValuePathMap): the
 * submission schema is strict, so these are all of them (test/domain/ingest/preparer.test.ts changes
 * each and sees the path change). Fields that differ most between rows come last, so activities share
 * the beginning of their paths.
 */
export function activityPath(submission: ActivitySubmission): unknown[] {
  const { period, location, source } = submission;
  return [
    location.country,
    location.state,
    location.city,
    location.grid_region,
    source?.type,
    source?.confidence,
    source?.name,
    source?.reference,
    submission.site_id,
    submission.scope,
    submission.activity_type,
    submission.unit,
    period.start,
    period.end,
  ];
}

/** Resolutions of one activity (all but quantity and metadata), by the metadata their resolving read. */
interface ResolutionsOfActivity {
  /** Every metadata key a resolution of this activity has read; `all` once one enumerated them. */
  reads: { keys: Set<string>; all: boolean };
  byMetadata: ValuePathMap<Result<Resolution>>;
}

const NO_METADATA = Symbol('no metadata');
/** Followed by the JSON of an object or array: a symbol, so no string value reads the same. */
const AS_JSON = Symbol('as JSON');

/**
 * Metadata told apart by the keys resolving its activity has read (ResolutionsOfActivity), as a path:
 * each key read that the metadata has, in the metadata's order, and its value (an object or array as
 * JSON); a key read that is not there is not in the path. Walking the metadata's own keys, not every
 * key read: most keys read are absent, and looking up an absent key costs more than listing the few
 * present (metadata is JSON, so its own keys are enumerable strings).
 */
function metadataPath(metadata: Record<string, unknown> | undefined, reads: ResolutionsOfActivity['reads']) {
  if (metadata === undefined) return [NO_METADATA];
  if (reads.all) return [AS_JSON, JSON.stringify(metadata)];
  const path: unknown[] = [];
  for (const key of Object.keys(metadata)) {
    if (!reads.keys.has(key)) continue;
    const value = metadata[key];
    if (typeof value === 'object' && value !== null) path.push(key, AS_JSON, JSON.stringify(value));
    else path.push(key, value);
  }
  return path;
}

/**
 * Mapped items with their emissions (on the organisation's settings), or the first reason each cannot
 * be stored. Each distinct activity is resolved once and each item priced on it: the same result as
 * calculating every item alone, at a fraction of the work on a bulk intake, whose rows repeat a few
 * activities thousands of times. Rows differ in metadata the calculation never reads (an amount, a
 * description), so an activity is told apart by the metadata keys its resolving has read: resolving
 * is a pure function of the submission, and two rows that agree on every key it read resolve alike.
 * One per intake (the catalog, settings and locked years of its run).
 */
export class Preparer {
  private readonly activities = new ValuePathMap<ResolutionsOfActivity>();
  private remembered = 0;

  constructor(
    private readonly catalog: LoadedCatalog,
    private readonly settings: OrganizationSettings,
    /** Years the organisation has locked: an item dated in one is refused with the reason. */
    private readonly locks: LockedPeriods = NO_LOCKED_PERIODS,
  ) {}

  private resolve(submission: ActivitySubmission): Result<Resolution> {
    const path = activityPath(submission);
    let known = this.activities.get(path);
    if (!known) {
      known = { reads: { keys: new Set(), all: false }, byMetadata: new ValuePathMap() };
      this.activities.set(path, known);
    }
    const found = known.byMetadata.get(metadataPath(submission.metadata, known.reads));
    if (found) return found;

    const { quantity: _quantity, metadata, ...activity } = submission;
    const reads = { keys: new Set<string>(), all: false };
    const resolution = this.catalog.resolve(
      { ...activity, metadata: metadata && recordingReads(metadata, reads) },
      this.settings,
    );
    const grew = reads.all !== known.reads.all || [...reads.keys].some((key) => !known.reads.keys.has(key));
    if (grew) {
      // Keys told apart by fewer reads would now be read differently: start this activity afresh.
      known.reads = { keys: new Set([...known.reads.keys, ...reads.keys]), all: known.reads.all || reads.all };
      known.byMetadata.clear();
    }
    if (this.remembered >= REMEMBERED_RESOLUTIONS) {
      this.activities.clear();
      this.remembered = 0;
      this.activities.set(path, known);
      known.byMetadata.clear();
    }
    known.byMetadata.set(metadataPath(metadata, known.reads), resolution);
    this.remembered += 1;
    return resolution;
  }

  prepare(mapped: MapResult): Prepared {
    if (!mapped.ok) return mapped;
    const { period } = mapped.activity;
    const lock = this.locks.covering(period.start, period.end);
    if (lock)
      return { ok: false, error: { field: 'period.start', reason: periodLockedReason(lock), code: 'PERIOD_LOCKED' } };
    const resolution = this.resolve(mapped.activity);
    if (!resolution.ok) return resolution;
    const outcome = this.catalog.price(resolution.value, mapped.activity, this.settings);
    if (!outcome.ok) return outcome;
    const prepared = { ok: true as const, activity: mapped.activity, calculation: outcome.value };
    return mapped.category ? { ...prepared, category: mapped.category } : prepared;
  }
}
