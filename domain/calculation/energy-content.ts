import type { Notice, Result } from './calculation-schema.ts';
import { convert, lookupUnit, type UnitDef } from './units.ts';

/**
 * Energy content of what an activity consumed, in GJ, for BRSR Essential Indicator 1 (energy).
 * Calorific values are the net values implied by DESNZ 2024 (energy per unit = kg CO2e per unit ÷
 * kg CO2e per kWh), as listed in the factor corrections reference, except coal (gross, as published)
 * and energy units (kWh as billed: 1 kWh = 0.0036 GJ). Values not in the reference are derived from
 * two DESNZ 2024 factors of the same fuel, with the arithmetic stated. Kerosene and gas oil have no
 * calorific value in the reference: their energy is not estimated (notice ENERGY_CONTENT_UNKNOWN).
 */
export const GJ_PER_KWH = 0.0036;

interface CalorificValue {
  gjPerUnit: number;
  /** Canonical unit the value is per. */
  unit: string;
  basis: string;
  source: string;
}

const DESNZ_NCV = 'net calorific value implied by DESNZ 2024 (factor corrections reference) [S]';
/** DESNZ 2024 per-litre and per-tonne factors of one fuel give its density: t/l = (kg CO2e/l) ÷ (kg CO2e/t). */
const LPG_T_PER_L = 1.55713 / 2939.36095;
const FUEL_OIL_T_PER_L = 3.17493 / 3228.89;
const CNG_T_PER_L = 0.44942 / 2568.16441;
/** CNG is natural gas: DESNZ 2024 CNG per tonne ÷ natural gas per kWh (net CV) = kWh per tonne. */
const CNG_GJ_PER_T = (2568.16441 / 0.20264) * GJ_PER_KWH;

const CALORIFIC_VALUES: Readonly<Record<string, readonly CalorificValue[]>> = {
  'fuel.diesel': [{ gjPerUnit: 0.03561, unit: 'litre', basis: 'net', source: `35.61 MJ/litre, ${DESNZ_NCV}` }],
  'fuel.petrol': [
    {
      gjPerUnit: 0.032,
      unit: 'litre',
      basis: 'net',
      source: '≈32.0 MJ/litre, implied by DESNZ 2024 (factor corrections reference) [U]',
    },
  ],
  'fuel.lpg': [
    { gjPerUnit: 45.95, unit: 'tonne', basis: 'net', source: `45.95 GJ/t, ${DESNZ_NCV}` },
    {
      gjPerUnit: 45.95 * LPG_T_PER_L,
      unit: 'litre',
      basis: 'net',
      source: `45.95 GJ/t × 1.55713 ÷ 2939.36095 t/litre (density from the DESNZ 2024 LPG per-litre and per-tonne factors) [S]`,
    },
  ],
  'fuel.natural_gas': [
    { gjPerUnit: 0.03634, unit: 'm3', basis: 'net', source: `36.34 MJ/m³, ${DESNZ_NCV}` },
    { gjPerUnit: GJ_PER_KWH, unit: 'kWh', basis: 'as billed', source: '1 kWh = 0.0036 GJ' },
  ],
  'fuel.cng': [
    {
      gjPerUnit: CNG_GJ_PER_T,
      unit: 'tonne',
      basis: 'net',
      source:
        'DESNZ 2024 CNG 2,568.16441 kg CO2e/t ÷ natural gas 0.20264 kg CO2e/kWh (net CV) × 0.0036 GJ/kWh [U: derived]',
    },
    {
      gjPerUnit: CNG_GJ_PER_T * CNG_T_PER_L,
      unit: 'litre',
      basis: 'net',
      source:
        'the per-tonne value × 0.44942 ÷ 2568.16441 t/litre (DESNZ 2024 CNG per-litre and per-tonne factors) [U: derived]',
    },
  ],
  'fuel.fuel_oil': [
    { gjPerUnit: 40.75, unit: 'tonne', basis: 'net', source: `40.75 GJ/t, ${DESNZ_NCV}` },
    {
      gjPerUnit: 40.75 * FUEL_OIL_T_PER_L,
      unit: 'litre',
      basis: 'net',
      source:
        '40.75 GJ/t × 3.17493 ÷ 3228.89 t/litre (density from the DESNZ 2024 fuel oil per-litre and per-tonne factors) [S]',
    },
  ],
  'fuel.coal': [
    {
      gjPerUnit: 25.4,
      unit: 'tonne',
      basis: 'gross',
      source: '25.40 GJ/t gross, coal (industrial), DESNZ 2024 (factor corrections reference) [S]',
    },
  ],
};

/** Supplier calorific values accepted in metadata.calorific_value ({ value, unit }), for coal and PNG. */
const KCAL_GJ = 4.1868e-6; // International Table calorie: 1 kcal = 4.1868 kJ (exact)
const SUPPLIER_UNITS: Readonly<Record<string, { gjPerUnit: (value: number) => number; unit: string }>> = {
  'kcal/kg': { gjPerUnit: (v) => v * KCAL_GJ * 1000, unit: 'tonne' },
  'mj/kg': { gjPerUnit: (v) => v, unit: 'tonne' },
  'gj/t': { gjPerUnit: (v) => v, unit: 'tonne' },
  'kcal/scm': { gjPerUnit: (v) => v * KCAL_GJ, unit: 'm3' },
  'kcal/m3': { gjPerUnit: (v) => v * KCAL_GJ, unit: 'm3' },
  'mj/scm': { gjPerUnit: (v) => v / 1000, unit: 'm3' },
  'mj/m3': { gjPerUnit: (v) => v / 1000, unit: 'm3' },
};
const SUPPLIER_CV_TYPES = new Set(['fuel.coal', 'fuel.natural_gas']);

export interface EnergyUse {
  gj: number;
  gj_per_unit: number;
  per_unit: string;
  basis: string;
  source: string;
}

/** Shared answers of the common cases: energyUse runs for every row of a bulk intake. */
const NO_SUPPLIER_VALUE: Result<CalorificValue | undefined> = { ok: true, value: undefined };
const NOT_ENERGY: Result<{ energy: EnergyUse | null; notice: Notice | null }> = {
  ok: true,
  value: { energy: null, notice: null },
};

function supplierValue(activityType: string, given: unknown): Result<CalorificValue | undefined> {
  if (given === undefined) return NO_SUPPLIER_VALUE;
  const field = 'metadata.calorific_value';
  if (!SUPPLIER_CV_TYPES.has(activityType)) {
    return { ok: false, error: { field, reason: 'is accepted for coal and natural gas (PNG) only' } };
  }
  const cv = given as { value?: unknown; unit?: unknown } | null;
  const unit =
    typeof cv?.unit === 'string' ? SUPPLIER_UNITS[cv.unit.trim().toLowerCase().replace('³', '3')] : undefined;
  if (
    typeof cv !== 'object' ||
    typeof cv?.value !== 'number' ||
    !(cv.value > 0) ||
    !Number.isFinite(cv.value) ||
    !unit
  ) {
    return {
      ok: false,
      error: {
        field,
        reason: `must be { "value": a positive number, "unit": one of ${Object.keys(SUPPLIER_UNITS).join(', ')} }`,
      },
    };
  }
  const per = unit.unit === 'tonne' ? 'per tonne' : 'per m³';
  return {
    ok: true,
    value: {
      gjPerUnit: unit.gjPerUnit(cv.value),
      unit: unit.unit,
      basis: 'supplier',
      source: `supplier calorific value ${cv.value} ${String(cv.unit)} (metadata), ${per}`,
    },
  };
}

/**
 * Energy in GJ of `quantity` `unit` of an activity type: electricity kWh × 0.0036; fuels by the
 * calorific value for the quantity's dimension (mass, volume or energy), a supplier value first.
 * `energy: null` for activities that are not energy use (travel, spend, hotels, refrigerants, vehicles
 * by distance), and for a fuel without a calorific value (with a notice).
 */
export function energyUse(
  activityType: string,
  quantity: number,
  unit: UnitDef,
  metadata: Record<string, unknown> | undefined,
): Result<{ energy: EnergyUse | null; notice: Notice | null }> {
  const supplier = supplierValue(activityType, metadata?.calorific_value);
  if (!supplier.ok) return supplier;
  if (activityType === 'electricity') {
    const kwh = convert(quantity, unit.name, 'kWh');
    return {
      ok: true,
      value: {
        energy: {
          gj: kwh * GJ_PER_KWH,
          gj_per_unit: GJ_PER_KWH,
          per_unit: 'kWh',
          basis: 'as metered',
          source: '1 kWh = 0.0036 GJ',
        },
        notice: null,
      },
    };
  }
  if (!activityType.startsWith('fuel.')) return NOT_ENERGY;

  // The supplier's value first, then the listed ones: the first for the quantity's dimension.
  const inDimension = (c: CalorificValue) => lookupUnit(c.unit)?.dimension === unit.dimension;
  const cv =
    supplier.value && inDimension(supplier.value)
      ? supplier.value
      : (CALORIFIC_VALUES[activityType] ?? []).find(inDimension);
  if (!cv) {
    return {
      ok: true,
      value: {
        energy: null,
        notice: {
          code: 'ENERGY_CONTENT_UNKNOWN',
          message: `No calorific value for ${activityType} by ${unit.dimension} is loaded, so its energy (GJ) is not estimated.`,
        },
      },
    };
  }
  const inCvUnit = convert(quantity, unit.name, cv.unit);
  return {
    ok: true,
    value: {
      energy: {
        gj: inCvUnit * cv.gjPerUnit,
        gj_per_unit: cv.gjPerUnit,
        per_unit: cv.unit,
        basis: cv.basis,
        source: cv.source,
      },
      notice: null,
    },
  };
}
