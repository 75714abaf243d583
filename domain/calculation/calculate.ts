import { verificationTag, type FactorDefinition } from '../factors/factor-definition.ts';
import type { ActivitySubmission } from '../schemas/activity-submission.ts';
import { resolveActivityType, scopeNotice } from './activity-types.ts';
import type { Calculation, CalculationResult, Notice, SpendConversion } from './calculation-schema.ts';
import { confidenceScore } from './confidence.ts';
import { resolveFactor, type FactorCatalog } from './resolve-factor.ts';
import { dollarYearOf, toDollarYear, type SpendCurrency } from './spend.ts';
import { convert, lookupUnit, UNIT_NAMES } from './units.ts';

/** Strips binary floating-point noise (1000 × 0.7117 = 711.6999…); 12 digits is far beyond any factor's precision. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** Short numbers for the human-readable formula only; the record keeps full values. */
function show(value: number): string {
  return String(Number(value.toPrecision(6)));
}

function factorUnitLabel(factor: FactorDefinition): string {
  return factor.unit === 'USD' ? `kg CO2e/${dollarYearOf(factor)} USD` : `kg CO2e/${factor.unit}`;
}

/**
 * Emissions for one submission: canonical type → factor (region, year, version) → quantity in the
 * factor's unit (or spend in factor-year dollars) × factor value. Pure: the catalog is passed in.
 */
export function calculateEmissions(submission: ActivitySubmission, catalog: FactorCatalog): CalculationResult {
  const type = resolveActivityType(submission.activity_type, submission.metadata);
  if (!type.ok) return type;
  const activityType = type.value;

  const unit = lookupUnit(submission.unit);
  if (!unit) {
    return { ok: false, error: { field: 'unit', reason: `unknown unit '${submission.unit}'; accepted: ${UNIT_NAMES.join(', ')}` } };
  }

  const match = resolveFactor({ activityType, unit, location: submission.location, period: submission.period }, catalog);
  if (!match.ok) return match;
  const { factor } = match.value;
  const factorUnit = factor.unit;
  const unitLabel = factorUnitLabel(factor);
  const notices: Notice[] = [...match.value.notices];

  let quantity: number;
  let spend: SpendConversion | null = null;
  let formula: string;
  if (unit.dimension === 'currency') {
    const converted = toDollarYear(
      submission.quantity,
      unit.name as SpendCurrency,
      Number(match.value.midpoint.slice(0, 4)),
      dollarYearOf(factor),
    );
    spend = converted.conversion;
    notices.push(...converted.notices);
    quantity = clean(spend.usd_dollar_year);
    const fxStep = spend.fx_rate === null ? '' : ` ÷ ${spend.fx_rate} INR/USD (${spend.fx_year}) = ${show(spend.usd_nominal)} USD`;
    formula =
      `${submission.quantity} ${unit.name}${fxStep} × ${show(spend.deflator)} (CPI-U ${spend.dollar_year}/${spend.cpi_year}) ` +
      `= ${show(quantity)} USD (${spend.dollar_year} dollars); `;
  } else {
    quantity = clean(convert(submission.quantity, unit.name, factorUnit));
    formula = unit.name === factorUnit ? '' : `${submission.quantity} ${unit.name} = ${show(quantity)} ${factorUnit}; `;
    if (!unit.basis && lookupUnit(factorUnit)?.basis === 'passenger') {
      notices.push({
        code: 'UNIT_ASSUMPTION',
        message: `Quantity in ${unit.name} read as passenger-km (distance travelled by one passenger).`,
      });
    }
  }

  const emissions = clean(quantity * factor.value);
  formula += `${show(quantity)} × ${factor.value} ${unitLabel} = ${show(emissions)} kg CO2e`;
  const share = (gas: number | null) => (gas === null ? null : clean(quantity * gas));

  const scope = scopeNotice(activityType, submission.scope);
  if (scope) notices.push(scope);
  if (factor.gwp_basis === 'CO2 only') {
    notices.push({
      code: 'CO2_ONLY',
      message: `${factor.source_name} publishes CO2 only; CH4 and N2O are not included in this figure.`,
    });
  }

  const value: Calculation = {
    activity_type: activityType,
    emissions_kg_co2e: emissions,
    gases: { co2: share(factor.co2), ch4: share(factor.ch4), n2o: share(factor.n2o) },
    factor: {
      id: factor.id,
      value: factor.value,
      unit: unitLabel,
      source: `${factor.source_name} (${factor.source_year})`,
      version: factor.dataset_version,
      region: factor.region,
      dataset: factor.dataset,
      year_label: factor.year_label,
      gwp_basis: factor.gwp_basis,
    },
    confidence_score: confidenceScore({
      source: submission.source,
      match: match.value,
      verification: verificationTag(factor),
      spendBased: spend !== null,
    }),
    notices,
    calculation: {
      input: { quantity: submission.quantity, unit: submission.unit },
      converted: { quantity, unit: factorUnit },
      factor_value: factor.value,
      factor_unit: unitLabel,
      period_midpoint: match.value.midpoint,
      formula,
      spend,
    },
  };
  return { ok: true, value };
}
