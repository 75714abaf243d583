import { verificationTag, type FactorDefinition } from '../factors/factor-definition.ts';
import { INDIA_TD_LOSSES } from '../factors/india-td-losses.ts';
import type { Category3Record, Notice } from './calculation-schema.ts';
import { companionFactor } from './companion-factors.ts';
import { fyOf } from './fiscal-year.ts';
import type { FactorCatalog } from './resolve-factor.ts';

/** The T&D loss rate the reference gives (FY2023-24 only): every other year falls back to it, stated. */
function indiaLossRate(midpoint: string): { rate: (typeof INDIA_TD_LOSSES)[number]; notice: Notice | null } {
  const fy = fyOf(midpoint).label;
  const own = INDIA_TD_LOSSES.find((r) => r.fiscal_year === fy);
  if (own) return { rate: own, notice: null };
  const rate = INDIA_TD_LOSSES[INDIA_TD_LOSSES.length - 1]!;
  return {
    rate,
    notice: {
      code: 'CATEGORY3_YEAR_FALLBACK',
      message: `No all-India T&D loss rate is cited for ${fy}; the ${rate.fiscal_year} rate (${rate.rate * 100}%, tag ${rate.verification.charAt(0)}) was used for the Scope 3 category 3 T&D losses.`,
    },
  };
}

const cited = (factor: FactorDefinition, unit: string) => ({
  id: factor.id,
  value: factor.value,
  unit,
  source: `${factor.source_name} (${factor.source_year})`,
  version: factor.dataset_version,
  tag: verificationTag(factor),
});

/**
 * Scope 3 category 3 (fuel- and energy-related activities) that a Scope 1 or 2 activity brings with
 * it, per unit of the factor it was priced with, or null for activities that bring none:
 * - fuel burnt (Scope 1): the publisher's well-to-tank row of the same fuel, unit and blend (activity A);
 * - Indian grid electricity (Scope 2): the electricity lost in T&D to deliver each kWh, L / (1 − L)
 *   with L the all-India loss share of energy input, at the activity's grid factor (activity C; the
 *   upstream emissions of generation are not included: no Indian factor for them is cited);
 * - other electricity: the publisher's T&D row (DESNZ for the UK), where there is one.
 * Where no factor gives the figure, the record says so and the figure is null, not 0.
 */
export function category3Basis(
  activityType: string,
  scope: string,
  factor: FactorDefinition,
  catalog: FactorCatalog,
  midpoint: string,
): { record: Category3Record; notice: Notice | null } | null {
  if (scope === '3') return null;
  const unit = `kg CO2e/${factor.unit}`;
  if (activityType.startsWith('fuel.')) {
    const wtt = companionFactor(catalog, 'wtt', factor);
    return {
      record: {
        activity: 'fuel_well_to_tank',
        kg_co2e_per_unit: wtt?.factor.value ?? null,
        per_unit: factor.unit,
        factor: wtt ? cited(wtt.factor, unit) : null,
        loss_rate: null,
        not_calculated: wtt ? null : `${factor.source_name} gives no well-to-tank row for this fuel and unit.`,
      },
      notice: wtt?.notice ?? null,
    };
  }
  if (activityType !== 'electricity') return null;
  if (factor.region === 'IN') {
    const { rate, notice } = indiaLossRate(midpoint);
    const lostPerKwh = rate.rate / (1 - rate.rate);
    return {
      record: {
        activity: 'electricity_td_losses',
        kg_co2e_per_unit: factor.value * lostPerKwh,
        per_unit: factor.unit,
        factor: cited(factor, `kg CO2/${factor.unit}`),
        loss_rate: {
          rate: rate.rate,
          fiscal_year: rate.fiscal_year,
          applied: 'L / (1 - L)',
          lost_kwh_per_kwh: lostPerKwh,
          tag: verificationTag(rate),
          source: rate.source,
        },
        not_calculated: null,
      },
      notice,
    };
  }
  const td = companionFactor(catalog, 'td_loss', factor);
  return {
    record: {
      activity: 'electricity_td_losses',
      kg_co2e_per_unit: td?.factor.value ?? null,
      per_unit: factor.unit,
      factor: td ? cited(td.factor, unit) : null,
      loss_rate: null,
      not_calculated: td ? null : `No T&D loss factor or rate is cited for ${factor.region} electricity.`,
    },
    notice: td?.notice ?? null,
  };
}

/** The line under which GET /v1/emissions lists the category 3 an activity type brings: its companion row's type. */
export function category3LineType(activityType: string): string {
  return activityType === 'electricity' ? 'td_loss.electricity' : `wtt.${activityType}`;
}
