import { z } from 'zod';
import { JsonObject } from './json-object.ts';
import { StoredText } from './stored-text.ts';
import { isCalendarDay } from '../time-buckets.ts';
import { normaliseActivityState } from '../geo/indian-states.ts';
import { SiteCode } from './site-code.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Answers of regionNames by code (at most 26 × 26): asking Intl for every row of a bulk upload is slow. */
const countryCodes = new Map<string, boolean>();
function isCountryCode(code: string): boolean {
  let known = countryCodes.get(code);
  if (known === undefined) {
    known = regionNames.of(code) !== undefined;
    countryCodes.set(code, known);
  }
  return known;
}

/** A calendar date written YYYY-MM-DD that exists (rejects 2025-02-30), of any year (factors end at 9999-12-31). */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO 8601 date (YYYY-MM-DD)')
  .refine(isCalendarDay, 'is not a calendar date');

/** Years a date given to the API may fall in: wider than any factor or report, safe for PostgreSQL and calculations. */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

/** A date given to the API: a calendar date in DATE_YEARS. */
export const IsoDate = CalendarDate.refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}, `must be between ${DATE_YEARS.min}-01-01 and ${DATE_YEARS.max}-12-31`);

/** ISO 3166-1 alpha-2, case-insensitive on input, upper case after parsing. */
export const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code')
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, 'is not an ISO 3166-1 alpha-2 country code');

export const Scope = z
  .union([z.enum(['1', '2', '3']), z.literal(1), z.literal(2), z.literal(3)], {
    error: "must be one of '1', '2', '3'",
  })
  .transform((value) => String(value) as '1' | '2' | '3');

export const Period = z
  .object({ start: IsoDate, end: IsoDate })
  .strict()
  .refine((p) => p.start <= p.end, { path: ['end'], message: 'must not be before period.start' });

const OptionalText = StoredText(200).optional();

const Location = z
  .object({ country: CountryCode, state: OptionalText, city: OptionalText, grid_region: OptionalText })
  .strict()
  .transform((location, ctx) => {
    if (location.state === undefined) return location;
    const state = normaliseActivityState(location.country, location.state);
    if (state.ok) return { ...location, state: state.state };
    ctx.addIssue({ code: 'custom', path: ['state'], message: state.reason, input: location.state });
    return z.NEVER;
  });

/** A site of the organisation by its id (GET /v1/sites). */
export const SiteId = z.string().uuid('must be a UUID');

/** The fields of an activity other than where it happened. */
const activityFields = {
  activity_type: StoredText(100),
  scope: Scope,
  quantity: z.number().positive('must be a positive number').finite().max(1e15),
  unit: StoredText(40),
  period: Period,
};
const provenanceFields = {
  source: z
    .object({
      type: StoredText(40),
      confidence: z.number().min(0, 'must be between 0.0 and 1.0').max(1, 'must be between 0.0 and 1.0'),
      name: OptionalText,
      reference: OptionalText,
    })
    .strict()
    .optional(),
  metadata: JsonObject.optional(),
};

/**
 * An activity as calculated and stored: its location is known (given, or its site's) and `site_id`
 * names its site, if any (services/sites/apply-sites.ts turns an ActivityIntake into one).
 */
export const ActivitySubmissionSchema = z
  .object({ ...activityFields, location: Location, ...provenanceFields, site_id: SiteId.optional() })
  .strict();

export type ActivitySubmission = z.infer<typeof ActivitySubmissionSchema>;

/**
 * An activity as a client sends it (POST /v1/activities, bulk JSON): it may name its site by
 * `site_id` or `site_code`, and then may leave out `location`, which the site supplies.
 */
export const ActivityIntakeSchema = z
  .object({
    ...activityFields,
    location: Location.optional().describe(
      'required unless site_id or site_code names a site, whose location it takes',
    ),
    ...provenanceFields,
    site_id: SiteId.optional().describe('the site (GET /v1/sites) the activity belongs to'),
    site_code: SiteCode.optional().describe("the site's code (case-insensitive), instead of site_id"),
  })
  .strict();

export type ActivityIntake = z.infer<typeof ActivityIntakeSchema>;
