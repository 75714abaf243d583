import { z } from 'zod';

/**
 * An organisation's accounting choices (organizations.settings). Every key has a default, so an
 * organisation that never set anything reads `{ flight_radiative_forcing: 'included' }`.
 * - flight_radiative_forcing: whether flight emissions include DESNZ's radiative-forcing uplift
 *   ('included', DESNZ's recommendation and the default) or not ('excluded', the usual GHG Protocol
 *   inventory figure). The other figure is always kept as a memo item.
 */
export const OrganizationSettingsSchema = z
  .object({
    flight_radiative_forcing: z
      .enum(['included', 'excluded'], { error: "must be 'included' or 'excluded'" })
      .default('included')
      .describe("flights with DESNZ's radiative-forcing uplift ('included', default) or without ('excluded')"),
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
