import { formatIndian } from './indian-number.ts';
import { activityTypeLabel } from './report-labels.ts';
import { GASES, type DisclosureGroup, type MarketBasedTotals, type ScopeKey } from './report-figures.ts';

/**
 * The caveats a report prints under its figures, each decided by the data that produced the figure,
 * so a caveat is never printed where it is untrue (a later dataset with certificates, per-gas splits,
 * biogenic CO2 or category 3 figures changes the sentence by itself).
 */

const sumOf = (groups: readonly DisclosureGroup[], pick: (g: DisclosureGroup) => number) =>
  groups.reduce((total, g) => total + pick(g), 0);

const activitiesOf = (groups: readonly DisclosureGroup[]) => sumOf(groups, (g) => g.activities);

/** 1234.5678 as '1,234.568'; counts as '1,234'. */
export const indianFigure = (value: number, decimals = 3): string => formatIndian(value, decimals);

const typeList = (types: readonly string[]) => [...new Set(types.map(activityTypeLabel))].sort().join('; ');

/**
 * What the two Scope 2 figures are (GHG Protocol Scope 2 Guidance) and what the period records of
 * renewable electricity and contractual instruments, with the residual-mix proxy disclosed.
 */
export function scope2MethodNote(groups: readonly DisclosureGroup[], market: MarketBasedTotals): string {
  const renewable = groups.filter((g) => g.scope === '2' && g.energy_renewable === true);
  const methods =
    'Scope 2 location-based applies grid average emission factors (CEA); market-based applies the contractual instruments that meet the Scope 2 Quality Criteria (certificates, green tariffs, PPAs, supplier-specific rates).';
  const recorded =
    renewable.length === 0 && market.instrument_kwh === 0
      ? 'No renewable electricity and no contractual instrument (green tariff, PPA or certificate) is recorded for the period, so both figures are the same.'
      : [
          renewable.length > 0
            ? `${indianFigure(activitiesOf(renewable), 0)} activities record renewable electricity (${indianFigure(sumOf(renewable, (g) => g.energy_gj))} GJ, captive generation or a green tariff or PPA with certificates).`
            : 'No renewable electricity is recorded for the period.',
          market.instrument_kwh > 0
            ? `Contractual instruments cover ${indianFigure(market.instrument_kwh, 0)} kWh.`
            : 'No contractual instrument is recorded for the period.',
          ...(market.unmatched_instrument_kwh > 0
            ? [
                `Certificates for ${indianFigure(market.unmatched_instrument_kwh, 0)} kWh exceed the grid electricity recorded in their market and fiscal year: they are unmatched and not counted in the market-based figure (Scope 2 Quality Criteria).`,
              ]
            : []),
        ].join(' ');
  return `${methods} ${recorded} ${market.residual_mix}`;
}

/** (After `label`, e.g. 'FY2024-25: ') the activity types of a scope whose stored calculation gives no per-gas split for (part of) the figure, or null. */
export function notSplitNote(label: string, groups: readonly DisclosureGroup[], scope: ScopeKey): string | null {
  const unsplit = groups.filter((g) => {
    if (g.scope !== scope || g.kg <= 0) return false;
    const split = GASES.reduce((total, gas) => total + g.gases[gas], 0);
    return g.kg - split > 0.0005;
  });
  if (unsplit.length === 0) return null;
  return `${label}Scope ${scope} "not broken up by gas": the factors of ${typeList(unsplit.map((g) => g.activity_type))} were applied as CO2e totals, without a per-gas split.`;
}

/** (After `label`) the category 3 tCO2e inside Scope 3 "not broken up by gas", or null when there is none. */
export function category3NotSplitNote(label: string, category3Tonnes: number): string | null {
  return category3Tonnes > 0
    ? `${label}Scope 3 "not broken up by gas" includes ${indianFigure(category3Tonnes)} tCO2e of category 3 (well-to-tank of fuels, T&D losses of electricity) from the Scope 1 and 2 activities: it is calculated in CO2e only, without a per-gas split.`
    : null;
}

/** tCO2e from CO2-only factors (CEA grid, India GHG Program), whose CH4 and N2O are in no figure, as a note, or null. */
export function co2OnlyNote(label: string, scope: ScopeKey, co2OnlyTonnes: number): string | null {
  return co2OnlyTonnes > 0
    ? `${label}${indianFigure(co2OnlyTonnes)} tCO2e of Scope ${scope} is from CO2-only factors (CEA grid, India GHG Program), which exclude CH4 and N2O.`
    : null;
}

/** Whether any activity carries a biogenic CO2 figure: without one, biogenic CO2 is not calculated, not zero. */
export const biogenicCalculated = (groups: readonly DisclosureGroup[]): boolean =>
  groups.some((g) => g.biogenic_co2_kg !== 0);

export const BIOGENIC_NOT_CALCULATED =
  'Biogenic CO2 is not calculated: no factor applied in the period states the biogenic CO2 of its fuel (it is stated only where the factor source publishes it, e.g. for biofuel blends).';

/**
 * Scope 3 category 3 (fuel- and energy-related activities): "reported" when activities carry a
 * figure for it (the well-to-tank and T&D losses the Scope 1 and 2 activities bring, or scope 3
 * activities of category 3); "excluded" when the organisation leaves it out (setting scope3_category3)
 * and fuel or electricity was recorded; "not calculated" when fuel or electricity was recorded but
 * no figure for it (stored before the release that computes it, or no factor gives it); "not
 * reported" when nothing it would follow from was recorded.
 */
export function category3Status(
  groups: readonly DisclosureGroup[],
  setting: 'included' | 'excluded',
): 'reported' | 'excluded' | 'not calculated' | 'not reported' {
  const energy = groups.some((g) => g.scope !== '3' && (g.energy_class === 'fuel' || g.energy_class === 'electricity'));
  if (setting === 'excluded' && energy) return 'excluded';
  if (
    groups.some((g) => (g.scope === '3' && g.scope3_category === 3 && g.activities > 0) || g.category3_activities > 0)
  )
    return 'reported';
  return energy ? 'not calculated' : 'not reported';
}

export const CATEGORY3_NOT_CALCULATED =
  'Category 3 (fuel- and energy-related activities) is not calculated: the upstream (well-to-tank) emissions of the fuel and the transmission and distribution losses of the electricity recorded in Scopes 1 and 2 are not computed for the period (activities stored before category 3 was computed have none until they are recalculated).';

export const CATEGORY3_EXCLUDED =
  "Category 3 (fuel- and energy-related activities) is excluded by the organisation's setting (scope3_category3: excluded): the well-to-tank emissions of the fuel and the transmission and distribution losses of the electricity recorded in Scopes 1 and 2 are calculated per activity but not counted in Scope 3.";

export const CATEGORY3_METHOD =
  'Category 3 is computed from the Scope 1 and 2 activities: fuels at the DESNZ well-to-tank factor of the same fuel and edition (2025 rows from a secondary source), Indian grid electricity at the kWh lost in transmission and distribution (all-India loss rate of FY2023-24, 16.64%, from a secondary source, used for every year; applied as L / (1 - L)) times the CEA grid factor (CO2 only; the upstream emissions of generation are not included), UK electricity at the DESNZ T&D factor.';

/** The category 3 note a report prints for a status, or none. */
export function category3Note(status: ReturnType<typeof category3Status>): string[] {
  if (status === 'excluded') return [CATEGORY3_EXCLUDED];
  if (status === 'not calculated') return [CATEGORY3_NOT_CALCULATED];
  return [];
}
