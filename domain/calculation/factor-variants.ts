import type { OrganizationSettings } from '../schemas/organization-settings.ts';

/** Factor parameters a factor must carry to be chosen (see resolveFactor's `variant`). */
export type FactorVariant = Readonly<Record<string, string | boolean>>;

export interface VariantChoice {
  /** The factor to price the activity with. */
  variant: FactorVariant;
  /** Another factor whose figure is kept beside it (flights: the other radiative-forcing basis). */
  alternative?: FactorVariant;
}

/**
 * Where one activity type has several factors for the same place and year, which one applies:
 * - flights: with or without radiative forcing, by the organisation's flight_radiative_forcing setting;
 *   the other figure is kept as the memo item;
 * - diesel: Indian HSD carries no meaningful biodiesel blend, so in India DESNZ's 100% mineral diesel
 *   row prices it; elsewhere the UK average biofuel blend (the forecourt fuel DESNZ describes).
 */
export function chooseVariant(activityType: string, country: string, settings: OrganizationSettings): VariantChoice {
  if (activityType.startsWith('travel.flight.')) {
    const included = settings.flight_radiative_forcing === 'included';
    return { variant: { radiative_forcing: included }, alternative: { radiative_forcing: !included } };
  }
  if (activityType === 'fuel.diesel') {
    return { variant: { blend: country === 'IN' ? '100% mineral diesel' : 'average biofuel blend' } };
  }
  return { variant: {} };
}

export function matchesVariant(parameters: Readonly<Record<string, unknown>>, variant: FactorVariant): boolean {
  return Object.entries(variant).every(([key, value]) => parameters[key] === value);
}

export function describeVariant(variant: FactorVariant): string {
  return Object.entries(variant)
    .map(([key, value]) => `${key.replaceAll('_', ' ')} ${String(value)}`)
    .join(', ');
}
