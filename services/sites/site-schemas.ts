import { z } from 'zod';
import { CountryCode } from '../../domain/schemas/activity-submission.ts';
import { SiteCode } from '../../domain/schemas/site-code.ts';
import { StoredText } from '../../domain/schemas/stored-text.ts';
import { normaliseActivityState } from '../../domain/geo/indian-states.ts';

export const SITE_KINDS = ['plant', 'office', 'warehouse', 'retail', 'other'] as const;
export const SITE_STATUSES = ['active', 'archived'] as const;

/** An ownership share in percent: more than 0, at most 100. */
export const OwnershipPct = z.number().gt(0, 'must be more than 0').max(100, 'must be at most 100');

const NullableText = (max: number) => StoredText(max).nullable().optional();

/** The fields a client sets on a site, without defaults (a PATCH sets only what it names). */
const SiteFields = z.object({
  code: SiteCode.describe('unique per organisation and mode, case-insensitive; what activities name as site_code'),
  name: StoredText(200),
  kind: z.enum(SITE_KINDS),
  address: NullableText(500),
  city: NullableText(200),
  state: NullableText(200).describe(
    "for IN a state's name, code or ISO 3166-2 code, stored as the ISO 3166-2:IN code ('TN'), as on activities",
  ),
  country: CountryCode.describe('ISO 3166-1 alpha-2'),
  grid_region: NullableText(200).describe('the electricity grid region activities at the site fall in'),
  entity_id: z.string().uuid().nullable().optional().describe('the legal entity that owns the site (/v1/entities)'),
  ownership_pct: OwnershipPct.describe("the organisation's share of the site, used under the equity-share approach"),
  operational_control: z.boolean().describe('whether the organisation has operational control of the site'),
  financial_control: z.boolean().describe('whether the organisation has financial control of the site'),
});

/** The state a site stores: an Indian one as its ISO 3166-2:IN code, refused when it is none (as on activities). */
export function siteState(country: string, state: string | null | undefined) {
  if (state === null || state === undefined) return { ok: true as const, state: null };
  return normaliseActivityState(country, state);
}

/** POST /v1/sites. */
export const CreateSiteInput = SiteFields.extend({
  ownership_pct: SiteFields.shape.ownership_pct.default(100),
  operational_control: SiteFields.shape.operational_control.default(true),
  financial_control: SiteFields.shape.financial_control.default(true),
})
  .strict()
  .transform((site, ctx) => {
    const state = siteState(site.country, site.state);
    if (state.ok) return { ...site, state: state.state };
    ctx.addIssue({ code: 'custom', path: ['state'], message: state.reason, input: site.state });
    return z.NEVER;
  });
export type CreateSiteInput = z.infer<typeof CreateSiteInput>;

/** PATCH /v1/sites/:id: any of the fields, and the status (archive or restore). */
export const PatchSiteInput = SiteFields.partial()
  .extend({
    status: z.enum(SITE_STATUSES).optional().describe('archived: kept with its activities, refused to new ones'),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'must name at least one field' });
export type PatchSiteInput = z.infer<typeof PatchSiteInput>;

/** A site as the API answers it (the columns of `sites`). */
export const SiteSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(SITE_KINDS),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  grid_region: z.string().nullable(),
  entity_id: z.string().uuid().nullable(),
  ownership_pct: z.number(),
  operational_control: z.boolean(),
  financial_control: z.boolean(),
  status: z.enum(SITE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Site = z.infer<typeof SiteSchema>;

/** POST /v1/sites/:id/assign: the activities to move to the site (at most 1,000 a request). */
export const AssignActivitiesInput = z
  .object({
    activity_ids: z
      .array(z.string().uuid())
      .min(1)
      .max(1000)
      .describe('live activities of the organisation and mode to move (1 to 1,000, no repeats)'),
  })
  .strict();
export type AssignActivitiesInput = z.infer<typeof AssignActivitiesInput>;

/** What an assignment moved: every activity given, to the site (or to none: unassigned). */
export const SiteAssignmentSchema = z.object({
  site_id: z.string().uuid().nullable().describe('the site the activities moved to; null: unassigned'),
  site_code: z.string().nullable(),
  assigned: z.number().int().describe('how many activities moved'),
  activity_ids: z.array(z.string().uuid()),
});
export type SiteAssignment = z.infer<typeof SiteAssignmentSchema>;
