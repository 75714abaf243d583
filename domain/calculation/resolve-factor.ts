import type { FactorDefinition } from '../factors/factor-definition.ts';
import { FAMILIES, familyOf, type LocationRule } from './activity-types.ts';
import type { Notice, Result } from './calculation-schema.ts';
import { describeVariant, matchesVariant, type FactorVariant } from './factor-variants.ts';
import { fyOf } from './fiscal-year.ts';
import { compatible, lookupUnit, missingConversion, type UnitDef } from './units.ts';

/** All factor rows in memory, indexed by activity type. Rows are immutable, so a snapshot is safe to share. */
export class FactorCatalog {
  private readonly byType = new Map<string, FactorDefinition[]>();

  constructor(factors: readonly FactorDefinition[]) {
    for (const factor of factors) {
      const list = this.byType.get(factor.activity_type) ?? [];
      list.push(factor);
      this.byType.set(factor.activity_type, list);
    }
  }

  forType(activityType: string): readonly FactorDefinition[] {
    return this.byType.get(activityType) ?? [];
  }
}

export interface FactorRequest {
  /** Canonical activity type. */
  activityType: string;
  /** The submission's unit, already looked up. */
  unit: UnitDef;
  location: { country: string; state?: string; grid_region?: string };
  period: { start: string; end: string };
  /** Parameters the factor must carry (see factor-variants.ts); none when omitted. */
  variant?: FactorVariant;
  /** How a calendar-year dataset's edition is chosen (organisation setting); 'activity_date' when omitted. */
  edition?: 'reporting_year' | 'activity_date';
}

/** What the confidence score needs to know about how good the match was. */
export interface MatchQuality {
  /** Location levels the submission named (grid region, state, country) that had no factor. */
  regionSteps: number;
  /** Another country's factor was used (FAMILIES[...].location.kind === 'proxy'). */
  proxy: boolean;
  yearFallback: 'none' | 'earlier' | 'later';
  /** Whole years between the period midpoint and the factor's validity (0 when it covers it). */
  yearGap: number;
}

export interface FactorMatch extends MatchQuality {
  factor: FactorDefinition;
  notices: Notice[];
  /** The date whose factor year was looked up. */
  midpoint: string;
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** Middle day of an inclusive period (rounded down), so a fiscal-year period maps to its own FY. */
export function periodMidpoint(start: string, end: string): string {
  const mid = Math.floor((dayNumber(start) + dayNumber(end)) / 2);
  return new Date(mid * DAY_MS).toISOString().slice(0, 10);
}

function versionParts(version: string): number[] {
  return (version.match(/\d+/g) ?? []).map(Number);
}

/**
 * Newest first: later publication (source_year), then higher dataset_version compared numerically
 * part by part ('v21.0' > 'v19.0', '2024 v1.1' > '2024'), then id for a stable order.
 */
function newestFirst(a: FactorDefinition, b: FactorDefinition): number {
  if (a.source_year !== b.source_year) return b.source_year - a.source_year;
  const [va, vb] = [versionParts(a.dataset_version), versionParts(b.dataset_version)];
  for (let i = 0; i < Math.max(va.length, vb.length); i++) {
    const diff = (vb[i] ?? -1) - (va[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function describeSource(factor: FactorDefinition): string {
  return `${factor.source_name}, ${factor.year_label}`;
}

interface Tier {
  level: FactorDefinition['region_level'];
  region: string;
  /** requested: named in the submission, so missing it is a fallback worth a notice. */
  kind: 'requested' | 'global' | 'proxy';
  describe: string;
}

function locationTiers(request: FactorRequest, rule: LocationRule): Tier[] {
  const { country, state, grid_region: gridRegion } = request.location;
  const global: Tier = { level: 'global', region: 'GLOBAL', kind: 'global', describe: 'global' };
  if (rule.kind === 'global') return [global];
  const tiers: Tier[] = [];
  if (gridRegion) {
    tiers.push({
      level: 'grid_region',
      region: gridRegion.toUpperCase(),
      kind: 'requested',
      describe: `grid region ${gridRegion}`,
    });
  }
  if (state) {
    tiers.push({
      level: 'state',
      region: `${country}-${state.toUpperCase()}`,
      kind: 'requested',
      describe: `state ${state} in ${country}`,
    });
  }
  tiers.push({ level: 'country', region: country, kind: 'requested', describe: country }, global);
  if (rule.kind === 'proxy' && rule.region !== country) {
    tiers.push({ level: 'country', region: rule.region, kind: 'proxy', describe: rule.region });
  }
  return tiers;
}

function yearLabelOf(date: string, like: FactorDefinition): string {
  return like.year_label.startsWith('FY') ? fyOf(date).label : date.slice(0, 4);
}

function wholeYears(fromDay: number, toDay: number): number {
  return Math.ceil(Math.abs(toDay - fromDay) / 365.25);
}

/** Picks the factor year for the period midpoint: covering, else nearest earlier, else earliest later. */
function chooseYear(candidates: FactorDefinition[], midpoint: string) {
  const covering = candidates.filter((f) => f.valid_from <= midpoint && midpoint <= f.valid_to);
  if (covering.length > 0) return { pool: covering, fallback: 'none' as const, gap: 0 };
  const earlier = candidates.filter((f) => f.valid_to < midpoint);
  if (earlier.length > 0) {
    const latestEnd = earlier.reduce((max, f) => (f.valid_to > max ? f.valid_to : max), earlier[0].valid_to);
    return {
      pool: earlier.filter((f) => f.valid_to === latestEnd),
      fallback: 'earlier' as const,
      gap: wholeYears(dayNumber(latestEnd), dayNumber(midpoint)),
    };
  }
  const earliestStart = candidates.reduce(
    (min, f) => (f.valid_from < min ? f.valid_from : min),
    candidates[0].valid_from,
  );
  return {
    pool: candidates.filter((f) => f.valid_from === earliestStart),
    fallback: 'later' as const,
    gap: wholeYears(dayNumber(midpoint), dayNumber(earliestStart)),
  };
}

/**
 * The date whose edition prices an activity. Fiscal-year datasets (CEA) cover the activity's own FY.
 * A calendar-year dataset (DESNZ, EPA) under the reporting-year rule takes one edition per Indian
 * fiscal year: that of the calendar year holding most of it (April–December of its first year), so
 * January–March look up the year before.
 */
function editionDate(midpoint: string, like: FactorDefinition, rule: 'reporting_year' | 'activity_date') {
  const year = Number(midpoint.slice(0, 4));
  if (rule === 'activity_date' || like.year_label.startsWith('FY')) return { date: midpoint, year };
  const fy = fyOf(midpoint);
  return fy.startYear === year ? { date: midpoint, year } : { date: `${fy.startYear}-12-31`, year: fy.startYear };
}

/**
 * One type may have factors per passenger-km and per vehicle-km (taxi): a factor in the submitted unit
 * wins; plain km reads as passenger-km, the basis of business-travel figures.
 */
function preferUnit(usable: FactorDefinition[], unit: UnitDef): FactorDefinition[] {
  const exact = usable.filter((f) => f.unit === unit.name);
  if (exact.length > 0) return exact;
  const perPassenger = usable.filter((f) => lookupUnit(f.unit)?.basis === 'passenger');
  return perPassenger.length > 0 && perPassenger.length < usable.length ? perPassenger : usable;
}

/**
 * Finds the factor for an activity. Order of precedence:
 * 1. activity type, and the variant when one is asked for (flights with or without RF); 2. unit dimension (LPG in kg uses the per-kg factor, in litres the per-litre one);
 * 3. location, most specific first: grid_region → state → country → GLOBAL → the family's proxy country
 *    (every skipped level the submission named adds REGION_FALLBACK; a proxy adds REGION_PROXY);
 * 4. year: the factor whose validity contains the period midpoint (for a calendar-year dataset under the
 *    reporting-year rule, a date in the calendar year holding most of the midpoint's fiscal year, with
 *    FACTOR_EDITION when that is not the midpoint's own year); else the nearest earlier year; else the
 *    earliest later year (YEAR_FALLBACK names both years);
 * 5. several versions for that year: the newest wins (FACTOR_VERSION names the alternatives).
 * Location is settled before year: a country factor from another year beats a global one for this year.
 */
export function resolveFactor(request: FactorRequest, catalog: FactorCatalog): Result<FactorMatch> {
  const { activityType, unit } = request;
  const ofType = catalog.forType(activityType);
  if (ofType.length === 0) {
    return {
      ok: false,
      error: { field: 'activity_type', reason: `no emission factors are loaded for ${activityType}` },
    };
  }

  const variant = request.variant ?? {};
  const ofVariant = ofType.filter((f) => matchesVariant(f.parameters, variant));
  if (ofVariant.length === 0) {
    return {
      ok: false,
      error: { field: 'activity_type', reason: `no ${activityType} factor is loaded with ${describeVariant(variant)}` },
    };
  }
  const usable = ofVariant.filter((f) => {
    const factorUnit = lookupUnit(f.unit);
    return factorUnit !== undefined && compatible(unit, factorUnit);
  });
  if (usable.length === 0) {
    const units = [...new Set(ofVariant.map((f) => f.unit))];
    const dims = [...new Set(units.map((u) => lookupUnit(u)?.dimension))];
    const needs =
      dims.length === 1 && dims[0] && dims[0] !== unit.dimension
        ? `; converting would need ${missingConversion(unit.dimension, dims[0])}, which the factor set does not provide`
        : '';
    return {
      ok: false,
      error: {
        field: 'unit',
        reason: `${unit.name} (${unit.dimension}) cannot be used for ${activityType}: its factors are per ${units.join(' or ')}${needs}`,
      },
    };
  }

  const preferred = preferUnit(usable, unit);
  const rule = FAMILIES[familyOf(activityType)].location;
  const tiers = locationTiers(request, rule);
  const tierIndex = tiers.findIndex((t) => preferred.some((f) => f.region === t.region && f.region_level === t.level));
  if (tierIndex === -1) {
    const available = [...new Set(preferred.map((f) => f.region))].sort().join(', ');
    const why = rule.kind === 'regional' ? ` (${rule.noGlobalReason})` : '';
    return {
      ok: false,
      error: {
        field: 'location.country',
        reason: `no ${activityType} factor for ${request.location.country} and no global factor${why}; factors exist for: ${available}`,
      },
    };
  }
  const tier = tiers[tierIndex];
  const atTier = preferred.filter((f) => f.region === tier.region && f.region_level === tier.level);

  const midpoint = periodMidpoint(request.period.start, request.period.end);
  const edition = editionDate(midpoint, atTier[0], request.edition ?? 'activity_date');
  const year = chooseYear(atTier, edition.date);
  const [factor, ...others] = [...year.pool].sort(newestFirst);

  const notices: Notice[] = [];
  if (edition.date !== midpoint && !(factor.valid_from <= midpoint && midpoint <= factor.valid_to)) {
    notices.push({
      code: 'FACTOR_EDITION',
      message: `Priced with ${describeSource(factor)}: one edition per reporting year, that of the calendar year holding most of ${fyOf(midpoint).label} (${edition.year}), though the period midpoint ${midpoint} is in ${midpoint.slice(0, 4)}.`,
    });
  }
  const skipped = tiers.slice(0, tierIndex).filter((t) => t.kind === 'requested');
  if (tier.kind === 'proxy' && rule.kind === 'proxy') {
    notices.push({
      code: 'REGION_PROXY',
      message: `No ${activityType} factor for ${skipped.map((t) => t.describe).join(', ')} or globally; used the ${tier.region} factor (${describeSource(factor)}) as a proxy: ${rule.reason}.`,
    });
  } else {
    const used =
      tier.level === 'global'
        ? 'the global factor'
        : tier.level === 'country'
          ? `the ${tier.region} country factor`
          : `the factor for ${tier.describe}`;
    for (const t of skipped) {
      notices.push({
        code: 'REGION_FALLBACK',
        message: `No ${activityType} factor for ${t.describe}; used ${used} (${describeSource(factor)}).`,
      });
    }
  }
  if (year.fallback !== 'none') {
    const which =
      year.fallback === 'earlier' ? 'the nearest earlier year' : 'no earlier one exists, so the earliest later year';
    notices.push({
      code: 'YEAR_FALLBACK',
      message: `No ${activityType} factor for ${tier.region} covers ${yearLabelOf(edition.date, factor)} (period midpoint ${midpoint}); used ${factor.year_label}, ${which}.`,
    });
  }
  const versions = [...new Set(others.map((f) => f.dataset_version))].filter((v) => v !== factor.dataset_version);
  if (versions.length > 0) {
    notices.push({
      code: 'FACTOR_VERSION',
      message: `${factor.year_label} is also published in ${versions.join(', ')}; used ${factor.dataset_version}, the newest.`,
    });
  }

  return {
    ok: true,
    value: {
      factor,
      notices,
      midpoint,
      // A proxy replaces the country step; the levels below the country still count.
      regionSteps: tier.kind === 'proxy' ? skipped.length - 1 : skipped.length,
      proxy: tier.kind === 'proxy',
      yearFallback: year.fallback,
      yearGap: year.gap,
    },
  };
}
