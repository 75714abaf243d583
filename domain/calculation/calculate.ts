import { formulaNumber, roundToSignificant } from '../numbers.ts';
import { verificationTag, type FactorDefinition } from '../factors/factor-definition.ts';
import type { ActivitySubmission } from '../schemas/activity-submission.ts';
import type { OrganizationSettings } from '../schemas/organization-settings.ts';
import { factorActivityType, resolveActivityType, scopeNotice } from './activity-types.ts';
import type {
  Calculation,
  CalculationResult,
  Disclosure,
  GwpRecord,
  Notice,
  Result,
  SpendConversion,
} from './calculation-schema.ts';
import { confidenceScore } from './confidence.ts';
import { CERTIFICATE_TYPE, scope2Basis, scope2Figures, scope2Formula } from './electricity-source.ts';
import { NO_SCOPE2 } from './scope2-schema.ts';
import { energyUse, type EnergyUse } from './energy-content.ts';
import { quantityFromSpend } from './fuel-from-spend.ts';
import { chooseVariant } from './factor-variants.ts';
import { factorUnitLabel } from './factor-unit-label.ts';
import { category3Basis } from './category3.ts';
import { companionFactor } from './companion-factors.ts';
import { gasColumns, gwpBasis, gwpNotice, isNonKyotoGas } from './gas-groups.ts';
import { radiativeForcingMemo } from './radiative-forcing.ts';
import { recordedAssumptions } from './recorded-assumptions.ts';
import { resolveFactor, type FactorCatalog, type FactorRequest } from './resolve-factor.ts';
import { scope3Category } from './scope3-categories.ts';
import { dollarYearOf, toDollarYear, type SpendCurrency } from './spend.ts';
import { convert, lookupUnit, UNIT_NAMES, type UnitDef } from './units.ts';

/**
 * Strips binary floating-point noise (1000 × 0.7117 = 711.6999…); 12 digits is far beyond any factor's
 * precision. An integer of at most 12 digits is already clean (and common: skipping the rounding matters in bulk).
 */
function clean(value: number): number {
  return Number.isInteger(value) && Math.abs(value) < 1e12 ? value : roundToSignificant(value, 12);
}

/** Short numbers for the human-readable formula only (stored formulas are rebuilt with the same function). */
const show = formulaNumber;

/** The quantity in the factor's unit (spend: in factor-year dollars), and how it got there. */
function quantityInFactorUnit(
  submission: ActivitySubmission,
  unit: UnitDef,
  factor: FactorDefinition,
  midpoint: string,
): { quantity: number; spend: SpendConversion | null; formula: string; notices: readonly Notice[] } {
  if (unit.dimension === 'currency') {
    const converted = toDollarYear(
      submission.quantity,
      unit.name as SpendCurrency,
      Number(midpoint.slice(0, 4)),
      dollarYearOf(factor),
    );
    const spend: SpendConversion = converted.conversion;
    const quantity = clean(spend.usd_dollar_year);
    const fxStep =
      spend.fx_rate === null ? '' : ` ÷ ${spend.fx_rate} INR/USD (${spend.fx_year}) = ${show(spend.usd_nominal)} USD`;
    const formula =
      `${submission.quantity} ${unit.name}${fxStep} × ${show(spend.deflator)} (CPI-U ${spend.dollar_year}/${spend.cpi_year}) ` +
      `= ${show(quantity)} USD (${spend.dollar_year} dollars); `;
    return { quantity, spend, formula, notices: converted.notices };
  }
  const quantity = clean(convert(submission.quantity, unit.name, factor.unit));
  const formula =
    unit.name === factor.unit ? '' : `${submission.quantity} ${unit.name} = ${show(quantity)} ${factor.unit}; `;
  return { quantity, spend: null, formula, notices: NO_NOTICES };
}

const NO_NOTICES: readonly Notice[] = [];

/** Plain distance (km) priced on a per-passenger-km factor says how it was read. */
function unitNotice(unit: UnitDef, factor: FactorDefinition): Notice | null {
  if (unit.dimension === 'currency' || unit.basis || lookupUnit(factor.unit)?.basis !== 'passenger') return null;
  return {
    code: 'UNIT_ASSUMPTION',
    message: `Quantity in ${unit.name} read as passenger-km (distance travelled by one passenger).`,
  };
}

/**
 * What a submission's calculation is before its quantity: the same for every quantity of the same
 * activity, with what the pricing of each row would otherwise work out again (notices that quote no
 * figure, the formula's fixed words).
 */
export interface Resolution {
  activityType: string;
  unit: UnitDef;
  request: FactorRequest;
  match: ResolvedMatch;
  unitLabel: string;
  /** The factor as the calculation record cites it. */
  factor: Calculation['factor'];
  /** The notices of the record that quote no figure, around those a row's pricing adds (rowNotices). */
  notices: ResolutionNotices;
  /** The notices of a row whose pricing adds none but those quoting its figures. */
  plainNotices: readonly Notice[];
  /** The formula after the converted quantity up to the emissions: ' × 0.7117 kg CO2e/kWh = '. */
  formulaFactor: string;
  /** The formula's last words, the emissions' unit: ' kg CO2e'. */
  formulaEnd: string;
  scope2: ReturnType<typeof scope2Basis> | null;
  scope3: ReturnType<typeof scope3Category>;
  other: ReturnType<typeof resolveFactor> | null;
  confidence: number;
  /** The organisation's GWP set applied to the factor. */
  gwp: GwpRecord;
  biogenic: ReturnType<typeof companionFactor>;
  category3: ReturnType<typeof category3Basis>;
  /** A released gas outside the Kyoto basket (isNonKyotoGas). */
  nonKyoto: boolean;
}

type ResolvedMatch = Extract<ReturnType<typeof resolveFactor>, { ok: true }>['value'];

interface ResolutionNotices {
  /** Assumptions, the factor match's, then how the unit was read. */
  lead: readonly Notice[];
  /** The scope, the factor's gases, biogenic CO2 and category 3: after the spend conversion's. */
  factor: readonly Notice[];
  /** The Scope 2 source's and the Scope 3 category's: after the energy content's. */
  closing: readonly Notice[];
}

/**
 * A record's notices but those quoting its figures (non-Kyoto memo, radiative forcing), in order:
 * the resolution's around what converting the quantity and its energy content said.
 */
function rowNotices(notices: ResolutionNotices, conversion: readonly Notice[], energy: Notice | null): Notice[] {
  const row = [...notices.lead, ...conversion, ...notices.factor];
  if (energy) row.push(energy);
  row.push(...notices.closing);
  return row;
}

/**
 * The quantity-independent part of a calculation: canonical type, unit, factor (variant, region,
 * year, version), the checks and notices that follow from them, and the confidence score. A bulk
 * intake resolves each distinct activity once and prices each row (priceResolution).
 */
export function resolveCalculation(
  submission: Omit<ActivitySubmission, 'quantity'>,
  catalog: FactorCatalog,
  settings: OrganizationSettings,
): Result<Resolution> {
  const type = resolveActivityType(submission.activity_type, submission.metadata);
  if (!type.ok) return type;
  const activityType = type.value.type;
  const assumptions = [...recordedAssumptions(submission.metadata), ...type.value.assumptions];

  const unit = lookupUnit(submission.unit);
  if (!unit) {
    return {
      ok: false,
      error: { field: 'unit', reason: `unknown unit '${submission.unit}'; accepted: ${UNIT_NAMES.join(', ')}` },
    };
  }

  const { variant, alternative } = chooseVariant(activityType, submission.location.country, settings);
  const request: FactorRequest = {
    activityType: factorActivityType(activityType),
    unit,
    location: submission.location,
    period: submission.period,
    variant,
    edition: settings.factor_edition,
  };
  const match = resolveFactor(request, catalog);
  if (!match.ok) return match;
  const { factor } = match.value;
  const unitLabel = factorUnitLabel(factor);
  const gwp = gwpBasis(activityType, factor, settings.gwp_set);
  const biogenic = companionFactor(catalog, 'biogenic', factor);
  const category3 = category3Basis(activityType, submission.scope, factor, catalog, match.value.midpoint);
  const scope2 =
    activityType === 'electricity' || activityType === CERTIFICATE_TYPE
      ? scope2Basis(activityType, submission.metadata, {
          country: submission.location.country,
          midpoint: match.value.midpoint,
        })
      : null;
  const scope3 = scope3Category(activityType, submission.scope, submission.metadata?.scope3_category);
  const factorNotices = [
    scopeNotice(activityType, submission.scope),
    factor.gwp_basis === 'CO2 only'
      ? {
          code: 'CO2_ONLY',
          message: `${factor.source_name} publishes CO2 only; CH4 and N2O are not included in this figure.`,
        }
      : null,
    gwpNotice(gwp, factor),
    biogenic?.notice,
    category3?.notice,
  ].filter((notice) => notice != null);
  // Under a GWP set other than the source's, the factor's gases were weighed again: say with what.
  const reweighed =
    gwp.value === factor.value ? '' : ` (${factor.value} on ${factor.gwp_basis}, gases weighed with ${gwp.set} GWPs)`;
  const notices: ResolutionNotices = {
    lead: [...assumptions, ...match.value.notices, unitNotice(unit, factor)].filter((notice) => notice !== null),
    factor: factorNotices,
    // Only read when both are ok (pricing returns their error first).
    closing: [scope2?.ok && scope2.value.notice, scope3.ok && scope3.value.notice].filter((notice) => !!notice),
  };
  return {
    ok: true,
    value: {
      activityType,
      unit,
      request,
      match: match.value,
      unitLabel,
      notices,
      plainNotices: rowNotices(notices, [], null),
      formulaFactor: ` × ${show(gwp.value)} ${unitLabel}${reweighed} = `,
      formulaEnd: ` ${unitLabel.split('/')[0]}`,
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
      // Checked when the row is priced, in the order a single calculation checks them.
      scope2,
      scope3,
      other: alternative ? resolveFactor({ ...request, variant: alternative }, catalog) : null,
      confidence: confidenceScore({
        source: submission.source,
        match: match.value,
        verification: verificationTag(factor),
        // A quantity estimated from money is as weak as a spend-based figure.
        spendBased: unit.dimension === 'currency' || quantityFromSpend(submission.metadata) !== undefined,
        assumptions: assumptions.length,
      }),
      gwp,
      biogenic,
      category3,
      nonKyoto: isNonKyotoGas(activityType),
    },
  };
}

/**
 * Emissions for one submission: canonical type → factor (variant, region, year, version) → quantity in
 * the factor's unit (or spend in factor-year dollars) × factor value; then what BRSR and the GHG
 * Protocol need per activity (energy, gases, Scope 3 category, memo items). Pure: the catalog and the
 * organisation's settings are passed in.
 */
export function calculateEmissions(
  submission: ActivitySubmission,
  catalog: FactorCatalog,
  settings: OrganizationSettings,
): CalculationResult {
  const resolution = resolveCalculation(submission, catalog, settings);
  return resolution.ok ? priceResolution(resolution.value, submission, settings) : resolution;
}

/** How energy_gj (`gj`, cleaned) was derived: written out, not spread (every bulk row has one). */
function energyRecord(energy: EnergyUse | null, gj: number | null): Calculation['calculation']['energy'] {
  if (energy === null || gj === null) return null;
  const { gj_per_unit, per_unit, basis, source } = energy;
  return { gj, gj_per_unit, per_unit, basis, source };
}

/** A submission's calculation on its resolution (resolveCalculation of the same submission and settings). */
export function priceResolution(
  resolution: Resolution,
  submission: ActivitySubmission,
  settings: OrganizationSettings,
): CalculationResult {
  const { activityType, unit, match, unitLabel } = resolution;
  const { factor } = match;
  const converted = quantityInFactorUnit(submission, unit, factor, match.midpoint);
  const { quantity, spend } = converted;
  // Vanishing in the factor's unit (1e-320 g is 0 kg), the activity would record nothing of what was sent.
  if (!(quantity > 0)) {
    return {
      ok: false,
      error: { field: 'quantity', reason: `is too small: it is 0 once converted to ${factor.unit}` },
    };
  }
  const { gwp, biogenic, category3 } = resolution;
  const priced = clean(quantity * gwp.value);
  let formula = `${converted.formula}${show(quantity)}${resolution.formulaFactor}${show(priced)}${resolution.formulaEnd}`;

  const energy = energyUse(activityType, submission.quantity, unit, submission.metadata);
  if (!energy.ok) return energy;
  const { scope3, nonKyoto } = resolution;
  if (resolution.scope2?.ok === false) return resolution.scope2;
  const scope2 = resolution.scope2?.value ?? null;
  if (!scope3.ok) return scope3;
  // Most rows add no notice of their own: a copy of the resolution's (each record owns its list).
  const notices =
    converted.notices.length === 0 && energy.value.notice === null
      ? resolution.plainNotices.slice()
      : rowNotices(resolution.notices, converted.notices, energy.value.notice);

  // A non-Kyoto gas is reported as a memo item only: its CO2e is not an emission of any scope.
  const figures = scope2 && scope2Figures(scope2, priced, convert(submission.quantity, unit.name, 'kWh'), clean);
  if (figures) formula += scope2Formula(figures, priced, show);
  const emissions = nonKyoto ? 0 : (figures?.location ?? priced);
  let memo: Pick<Disclosure, 'memo_kg_co2e' | 'memo_kind'> = { memo_kg_co2e: null, memo_kind: null };
  if (nonKyoto) {
    memo = { memo_kg_co2e: priced, memo_kind: 'non_kyoto_gas' };
    notices.push({
      code: 'OUTSIDE_SCOPES',
      message: `${typeof factor.parameters.gas === 'string' ? factor.parameters.gas : activityType} is not a Kyoto Protocol gas: its ${show(priced)} kg CO2e is reported as a memo item outside scopes 1–3, and the activity's emissions are 0.`,
    });
  }
  let radiativeForcing: ReturnType<typeof radiativeForcingMemo> | null = null;
  const { other } = resolution;
  if (other?.ok) {
    radiativeForcing = radiativeForcingMemo(settings, priced, {
      kg: clean(quantity * other.value.factor.value),
      factor: other.value.factor,
    });
    memo = radiativeForcing.memo;
    notices.push(radiativeForcing.notice);
  }

  const energyGj = energy.value.energy === null ? null : clean(energy.value.energy.gj);
  // Gases (and T&D losses) of the figure stored: none of a quantity whose location-based figure is 0.
  const gases = gasColumns(gwp, figures?.location === 0 ? 0 : quantity, emissions, clean);
  const scope2Columns = figures?.columns ?? NO_SCOPE2;
  // Every key written out: spreading three objects into this literal took ~0.4 µs per bulk row.
  const disclosure: Disclosure = {
    energy_gj: energyGj,
    energy_class: energyGj === null ? null : activityType === 'electricity' ? 'electricity' : 'fuel',
    energy_renewable: energyGj === null ? null : (scope2?.renewable ?? false),
    co2_kg_co2e: gases.co2_kg_co2e,
    ch4_kg_co2e: gases.ch4_kg_co2e,
    n2o_kg_co2e: gases.n2o_kg_co2e,
    hfcs_kg_co2e: gases.hfcs_kg_co2e,
    pfcs_kg_co2e: gases.pfcs_kg_co2e,
    sf6_kg_co2e: gases.sf6_kg_co2e,
    nf3_kg_co2e: gases.nf3_kg_co2e,
    co2_kg: gases.co2_kg,
    ch4_kg: gases.ch4_kg,
    n2o_kg: gases.n2o_kg,
    hfcs_kg: gases.hfcs_kg,
    pfcs_kg: gases.pfcs_kg,
    sf6_kg: gases.sf6_kg,
    nf3_kg: gases.nf3_kg,
    gwp_set: gwp.set,
    co2_only: factor.gwp_basis === 'CO2 only',
    scope3_category: scope3.value.choice?.category ?? null,
    biogenic_co2_kg: biogenic ? clean(quantity * biogenic.factor.value) : null,
    category3_kg_co2e:
      category3?.record.kg_co2e_per_unit == null
        ? null
        : clean((figures?.location === 0 ? 0 : quantity) * category3.record.kg_co2e_per_unit),
    memo_kg_co2e: memo.memo_kg_co2e,
    memo_kind: memo.memo_kind,
    electricity_source: scope2Columns.electricity_source,
    market_based_kg_co2e: scope2Columns.market_based_kg_co2e,
    renewable_kwh: scope2Columns.renewable_kwh,
    instrument_kwh: scope2Columns.instrument_kwh,
    unmatched_kwh: scope2Columns.unmatched_kwh,
  };

  const value: Calculation = {
    activity_type: activityType,
    emissions_kg_co2e: emissions,
    disclosure,
    factor: resolution.factor,
    confidence_score: resolution.confidence,
    notices,
    calculation: {
      input: { activity_type: submission.activity_type, quantity: submission.quantity, unit: submission.unit },
      converted: { quantity, unit: factor.unit },
      factor_value: factor.value,
      factor_unit: unitLabel,
      period_midpoint: match.midpoint,
      formula,
      spend,
      energy: energyRecord(energy.value.energy, energyGj),
      scope3: scope3.value.choice,
      radiative_forcing: radiativeForcing?.record ?? null,
      scope2: scope2?.record ?? null,
      gwp,
      biogenic: biogenic && {
        id: biogenic.factor.id,
        value: biogenic.factor.value,
        unit: `kg CO2/${biogenic.factor.unit}`,
        source: `${biogenic.factor.source_name} (${biogenic.factor.source_year})`,
        version: biogenic.factor.dataset_version,
        tag: verificationTag(biogenic.factor),
      },
      category3: category3?.record ?? null,
    },
  };
  return { ok: true, value };
}
