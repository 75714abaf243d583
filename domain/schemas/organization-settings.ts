import { z } from 'zod';
import { GWP_SETS } from '../factors/gwp-values.ts';

/**
 * An organisation's accounting choices (organizations.settings). Every key has a default, so an
 * organisation that never set anything reads `{ flight_radiative_forcing: 'included' }`.
 * - flight_radiative_forcing: whether flight emissions include DESNZ's radiative-forcing uplift
 *   ('included', DESNZ's recommendation and the default) or not ('excluded', the usual GHG Protocol
 *   inventory figure). The other figure is always kept as a memo item.
 * - factor_edition: which edition of a calendar-year dataset (DESNZ, EPA) prices an activity.
 *   'reporting_year' (default): one edition per Indian fiscal year, that of the calendar year holding
 *   most of it (FY2024-25 → 2024: April–December), so a February 2025 flight is priced like one in
 *   January; 'activity_date': the edition of the year the activity's period midpoint falls in.
 * - gwp_set: the GWP-100 set CO2e is computed with from the gas masses ('AR5' default, as DESNZ
 *   publishes; 'AR6'); a change applies to stored activities when they are recalculated.
 * - scope3_category3: whether Scope 3 category 3 (well-to-tank and T&D losses of the Scope 1 and 2
 *   activities) counts in the Scope 3 totals and reports ('included', the default, as issue #22 asks) or is left
 *   out and the reports say so ('excluded'). Each activity keeps its figure either way.
 */
export const OrganizationSettingsSchema = z
  .object({
    flight_radiative_forcing: z
      .enum(['included', 'excluded'], { error: "must be 'included' or 'excluded'" })
      .default('included')
      .describe("flights with DESNZ's radiative-forcing uplift ('included', default) or without ('excluded')"),
    factor_edition: z
      .enum(['reporting_year', 'activity_date'], { error: "must be 'reporting_year' or 'activity_date'" })
      .default('reporting_year')
      .describe(
        "edition of a calendar-year dataset: one per fiscal year, the calendar year holding most of it ('reporting_year', default), or the activity's own year ('activity_date')",
      ),
    gwp_set: z
      .enum(GWP_SETS, { error: "must be 'AR5' or 'AR6'" })
      .default('AR5')
      .describe(
        "GWP-100 set applied to the gas masses: 'AR5' (default, the basis DESNZ publishes) or 'AR6'; recalculate to move stored activities",
      ),
    scope3_category3: z
      .enum(['included', 'excluded'], { error: "must be 'included' or 'excluded'" })
      .default('included')
      .describe(
        "Scope 3 category 3 (well-to-tank of fuels, T&D losses of electricity) in the Scope 3 totals and reports ('included', default) or left out, stated ('excluded')",
      ),
  })
  .strict();
export type OrganizationSettings = z.infer<typeof OrganizationSettingsSchema>;

/** A partial update of the settings (PATCH semantics: only the keys sent change). */
export const OrganizationSettingsPatch = OrganizationSettingsSchema.partial().strict();
export type OrganizationSettingsPatch = z.infer<typeof OrganizationSettingsPatch>;

/** The stored jsonb read with defaults; unknown or invalid stored keys cannot occur (writes are validated). */
export function readOrganizationSettings(stored: unknown): OrganizationSettings {
  return OrganizationSettingsSchema.parse(stored ?? {});
}
