import type { BoundarySite, Consolidation } from '../boundary/consolidation.ts';
import type { SiteEmissions } from '../boundary/site-emissions.ts';
import type { OrganizationSettings } from '../schemas/organization-settings.ts';
import type { CompanyProfile } from './company-profile.ts';
import type { PeriodCoverage } from './period-coverage.ts';
import type { ReportPeriod, ReportSnapshot, Restatement } from './report-document.ts';
import type { ReportRequest } from './report-request.ts';

/**
 * Everything a report builder reads: plain numbers, gathered by services/reports from one database
 * snapshot. Kilograms are unrounded unless a field says otherwise.
 */

export const SCOPES = ['1', '2', '3'] as const;
export type ScopeKey = (typeof SCOPES)[number];
export type ByScope = Record<ScopeKey, number>;

export const GASES = ['co2', 'ch4', 'n2o', 'hfcs', 'pfcs', 'sf6', 'nf3'] as const;
export type Gas = (typeof GASES)[number];

export type EnergyClass = 'electricity' | 'fuel' | 'other';

/** The period's totals exactly as GET /v1/emissions answers them (the same function computes both; kg rounded as it rounds). */
export interface EmissionTotals {
  total_kg: number;
  by_scope: ByScope;
  /** Calendar months overlapping the period, as group_by=month. */
  months: { month: string; by_scope: ByScope }[];
  /** Activities whose period overlaps the report period. */
  activity_count: number;
  /** The period as GET /v1/emissions?scope2_method=market answers it: Scope 2 from contractual instruments. */
  market: MarketBasedTotals;
  /** The consolidation approach every figure applies, as GET /v1/emissions states it. */
  consolidation: Consolidation;
  /** Per site and the unassigned activities, after each one's share: GET /v1/emissions?group_by_site=true's by_site. */
  sites: SiteEmissions[];
}

/** Market-based Scope 2 (GHG Protocol Scope 2 Guidance) of a period, as the API computes it. */
export interface MarketBasedTotals {
  /** The market-based total of all scopes (Scope 1 and 3 as location-based) and its Scope 2, in kg. */
  total_kg: number;
  scope2_kg: number;
  /** Electricity covered by counted instruments (certificates, green tariffs, PPAs, supplier rates). */
  instrument_kwh: number;
  /** Certificate kWh beyond the grid electricity of their market and fiscal year: not counted, disclosed. */
  unmatched_instrument_kwh: number;
  /** What uncovered electricity takes in the market-based figure (no residual mix in India), as the API states it. */
  residual_mix: string;
}

/** The emission factor activities were calculated with, as each activity keeps it. */
export interface FactorRef {
  id: string;
  value: number;
  unit: string;
  source: string;
  version: string;
}

/**
 * Activities that share factor, scope, type and disclosure class, summed pro rata by day over the
 * period (the same attribution as the rollups): an activity half inside the period counts half.
 */
export interface DisclosureGroup {
  factor: FactorRef;
  scope: ScopeKey;
  activity_type: string;
  energy_class: EnergyClass | null;
  energy_renewable: boolean | null;
  scope3_category: number | null;
  /** The factor gives CO2 only (CEA grid, India GHG Program): CH4 and N2O are not in the figure. */
  co2_only: boolean;
  activities: number;
  kg: number;
  energy_gj: number;
  /** kg CO2e per gas, where the factor publishes the split. */
  gases: Record<Gas, number>;
  biogenic_co2_kg: number;
  /** Scope 3 category 3 the (Scope 1 and 2) activities bring, and how many carry a figure for it. */
  category3_kg: number;
  category3_activities: number;
  memo_flight_rf_kg: number;
  memo_non_kyoto_kg: number;
}

/** A custom report's row key (place or data source) with its scope and pro-rata kg. */
export interface GroupTotal {
  key: string;
  scope: ScopeKey;
  kg: number;
}

export interface PeriodFigures {
  period: ReportPeriod;
  totals: EmissionTotals;
  disclosure: DisclosureGroup[];
  /** Which months of the period hold data. */
  coverage: PeriodCoverage;
}

export interface DataQualityFigures {
  activities: number;
  total_kg: number;
  spend_based_kg: number;
  /** Confidence bands, lowest first. */
  confidence: { band: string; activities: number; kg: number }[];
  /** Fallbacks and assumptions taken, by notice code, with the activities that took each. */
  notices: { code: string; activities: number }[];
}

export interface AuditEntryFigure {
  at: string;
  action: string;
  entity_type: string;
  entity_id: string;
  actor: string;
  request_id: string | null;
  /** The values before and after, in words (domain/reports/audit-change.ts). */
  change: string;
  reason: string | null;
}

export interface AuditTrailFigures {
  entries: AuditEntryFigure[];
  /** Entries in the period, of which `entries` are the newest. */
  total: number;
}

export interface ReportFigures {
  request: ReportRequest;
  profile: CompanyProfile;
  /** Whether flight emissions include the radiative-forcing uplift (the memo item shows the uplift either way). */
  flight_radiative_forcing: OrganizationSettings['flight_radiative_forcing'];
  /** The GWP-100 set the organisation reports in (organisation setting gwp_set). */
  gwp_set: OrganizationSettings['gwp_set'];
  /** Whether Scope 3 category 3 of the Scope 1 and 2 activities counts in Scope 3 (organisation setting). */
  scope3_category3: OrganizationSettings['scope3_category3'];
  generated_at: string;
  snapshot: ReportSnapshot;
  current: PeriodFigures;
  /** BRSR: the previous fiscal year. */
  previous: PeriodFigures | null;
  /** GHG Protocol: the base year's totals when the profile names one. */
  base_year: { period: ReportPeriod; totals: EmissionTotals } | null;
  /** Custom reports grouped by location, source, site or legal entity. */
  groups: GroupTotal[] | null;
  /** Every site of the organisation (archived ones too), whether or not it has activities in the period. */
  sites: BoundarySite[];
  quality: DataQualityFigures | null;
  audit: AuditTrailFigures | null;
  /** Figures of the report's periods an earlier completed report printed differently. */
  restatements: Restatement[];
}
