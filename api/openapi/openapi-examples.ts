/**
 * Example values of the named resources in the OpenAPI document, taken from real answers of this
 * service (ids and timestamps fixed). Swagger UI's "Try it out" sends the request examples as they
 * are, so they must pass validation; `redocly lint` checks every example against its schema.
 */
import { RESIDUAL_MIX_DISCLOSURE } from '../../services/emissions/emissions-aggregate.ts';

const activityId = '54663f92-7a05-4f19-91e3-9caefe6b2d3c';
const jobId = '7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440';
const organizationId = 'c5f01c0b-6d4a-4297-afaa-10e69da20b1a';
const createdAt = '2025-05-02T09:30:00.000Z';

const webhookCreate = {
  url: 'https://hooks.example.com/carbon',
  events: ['job.completed', 'job.failed', 'report.ready'],
  description: 'Finance data warehouse',
};
const webhook = {
  id: '3e1b7c9a-5d2f-4a6e-9b8c-0f1d2e3a4b5c',
  ...webhookCreate,
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  next_attempt_at: null,
  previous_secret_expires_at: null,
  created_at: createdAt,
  updated_at: createdAt,
};

/** Tally's company list as it answers the connector (base64 of the bytes). */
const tallyCompanies =
  'PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PENPTVBBTlkgTkFNRT0iQWNtZSBTdGVlbHMgUHZ0IEx0ZCIgUkVTRVJWRUROQU1FPSIiPjxOQU1FIFRZUEU9IlN0cmluZyI+QWNtZSBTdGVlbHMgUHZ0IEx0ZDwvTkFNRT48R1VJRCBUWVBFPSJTdHJpbmciPjNjNWQyYTQxLTlmN2UtNGIwYS04ZDZjLTJlMWYwYTliOGM3ZDwvR1VJRD48QUxUVkNISUQgVFlQRT0iTnVtYmVyIj4gNTEyMzwvQUxUVkNISUQ+PEFMVE1TVElEIFRZUEU9Ik51bWJlciI+IDgxMjwvQUxUTVNUSUQ+PC9DT01QQU5ZPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+';

const activitySubmission = {
  activity_type: 'electricity',
  scope: '2',
  quantity: 1200,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  location: { country: 'IN', state: 'Maharashtra' },
  source: { type: 'manual', confidence: 0.9 },
};

const emissionFactorSummary = {
  id: 'cea.v21.in.electricity.fy2024-25',
  value: 0.7117,
  unit: 'kg CO2/kWh',
  source: 'CEA CO2 Baseline Database v21.0 (2025)',
  version: 'v21.0',
  region: 'IN',
};

const notices = [
  {
    code: 'REGION_FALLBACK',
    message:
      'No electricity factor for state Maharashtra in IN; used the IN country factor ' +
      '(CEA CO2 Baseline Database v21.0, FY2024-25).',
  },
  {
    code: 'CO2_ONLY',
    message: 'CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure.',
  },
];

const activityResult = {
  activity_id: activityId,
  id: activityId,
  emissions_kg_co2e: 854.04,
  confidence_score: 0.73,
  emission_factor: emissionFactorSummary,
  gases: { co2: 854.04, ch4: null, n2o: null },
  notices,
  site_id: null,
  site_code: null,
  created_at: createdAt,
};

const activity = {
  id: activityId,
  activity_type: 'electricity',
  scope: '2',
  quantity: 1200,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  location: { country: 'IN', state: 'MH', state_name: 'Maharashtra', city: null, grid_region: null },
  source: { type: 'manual', confidence: 0.9, name: null, reference: null },
  metadata: {},
  emissions_kg_co2e: 854.04,
  gases: { co2: 854.04, ch4: null, n2o: null },
  confidence_score: 0.73,
  emission_factor: emissionFactorSummary,
  calculation: {
    input: { unit: 'kWh', quantity: 1200, activity_type: 'electricity' },
    converted: { unit: 'kWh', quantity: 1200 },
    energy: { gj: 4.32, basis: 'as metered', source: '1 kWh = 0.0036 GJ', per_unit: 'kWh', gj_per_unit: 0.0036 },
    factor_unit: 'kg CO2/kWh',
    factor_value: 0.7117,
    formula: '1200 × 0.7117 kg CO2/kWh = 854.04 kg CO2',
    period_midpoint: '2024-04-15',
    radiative_forcing: null,
    scope3: null,
    spend: null,
    scope2: {
      electricity_source: 'grid',
      location_based: 'grid_average',
      market_based: {
        basis: 'residual_mix_proxy',
        supplier_factor: null,
        source:
          'grid average as the residual-mix proxy: no residual mix is published for this market (it may double count attributes claimed by others)',
      },
      instrument: null,
      instrument_not_counted: null,
    },
  },
  disclosure: {
    energy_gj: 4.32,
    energy_class: 'electricity',
    energy_renewable: false,
    co2_kg_co2e: 854.04,
    ch4_kg_co2e: null,
    n2o_kg_co2e: null,
    hfcs_kg_co2e: null,
    pfcs_kg_co2e: null,
    sf6_kg_co2e: null,
    nf3_kg_co2e: null,
    co2_kg: 854.04,
    ch4_kg: null,
    n2o_kg: null,
    hfcs_kg: null,
    pfcs_kg: null,
    sf6_kg: null,
    nf3_kg: null,
    gwp_set: 'AR5',
    co2_only: true,
    scope3_category: null,
    biogenic_co2_kg: null,
    category3_kg_co2e: 170.48,
    memo_kg_co2e: null,
    memo_kind: null,
    electricity_source: 'grid',
    market_based_kg_co2e: 854.04,
    renewable_kwh: 0,
    instrument_kwh: 0,
    unmatched_kwh: null,
  },
  notices,
  ingest_job_id: null,
  site_id: null,
  site_code: null,
  created_at: createdAt,
};

/** Kilograms by scope when only scope 2 (electricity) has any. */
const scope2Only = (kg: number) => [
  { scope: '1', emissions_kg_co2e: 0 },
  { scope: '2', emissions_kg_co2e: kg },
  { scope: '3', emissions_kg_co2e: 0 },
];

/** Both Scope 2 figures when all electricity is grid electricity (market-based = location-based). */
const scope2Totals = (kg: number) => ({
  location_based_kg_co2e: kg,
  market_based_kg_co2e: kg,
  renewable_kwh: 0,
  instrument_kwh: 0,
  unmatched_instrument_kwh: 0,
  method: 'location',
  residual_mix: RESIDUAL_MIX_DISCLOSURE,
});

/** 1,200 kWh of grid electricity in April 2024 and the T&D losses it brings to Scope 3 category 3. */
const emissionsAggregate = {
  total_kg_co2e: 1024.52,
  period: { start: '2024-04-01', end: '2024-05-31' },
  breakdown: [
    { scope: '1', emissions_kg_co2e: 0, percentage: 0 },
    { scope: '2', emissions_kg_co2e: 854.04, percentage: 83.36 },
    { scope: '3', emissions_kg_co2e: 170.48, percentage: 16.64 },
  ],
  by_activity_type: [
    { activity_type: 'electricity', emissions_kg_co2e: 854.04, count: 1 },
    { activity_type: 'td_loss.electricity', emissions_kg_co2e: 170.48, count: 1 },
  ],
  scope2: scope2Totals(854.04),
  scope3_category3: { kg_co2e: 170.48, setting: 'included', counted: true },
  gwp_set: 'AR5',
  consolidation: { approach: 'operational_control', default_used: true },
  by_site: [
    {
      site_id: '0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b41',
      code: 'PUNE-1',
      name: 'Pune plant',
      kind: 'plant',
      country: 'IN',
      entity_id: null,
      share: 1,
      scope1_kg_co2e: 0,
      scope2_location_kg_co2e: 854.04,
      scope2_market_kg_co2e: 854.04,
      scope3_kg_co2e: 170.48,
      total_kg_co2e: 1024.52,
      activity_count: 1,
    },
  ],
  series: [
    {
      period: '2024-04',
      start: '2024-04-01',
      end: '2024-04-30',
      total_kg_co2e: 1024.52,
      breakdown: [
        { scope: '1', emissions_kg_co2e: 0 },
        { scope: '2', emissions_kg_co2e: 854.04 },
        { scope: '3', emissions_kg_co2e: 170.48 },
      ],
    },
    {
      period: '2024-05',
      start: '2024-05-01',
      end: '2024-05-31',
      total_kg_co2e: 0,
      breakdown: scope2Only(0),
    },
  ],
};

const emissionFactor = {
  id: 'cea.v21.in.electricity.fy2024-25',
  activity_type: 'electricity',
  value: 0.7117,
  unit: 'kg CO2/kWh',
  per_unit: 'kWh',
  gases: { co2: 0.7117, ch4: null, n2o: null },
  gwp_basis: 'CO2 only',
  region: 'IN',
  region_level: 'country',
  valid_from: '2024-04-01',
  valid_to: '2025-03-31',
  year: 'FY2024-25',
  source: {
    publisher: 'Central Electricity Authority (Ministry of Power, Government of India)',
    name: 'CEA CO2 Baseline Database v21.0',
    dataset: 'cea-co2-baseline',
    version: 'v21.0',
    year: 2025,
    url: 'https://cea.nic.in/cdm-co2-baseline-database/',
  },
  verification: 'S: one secondary source; the CEA PDF was not opened',
  notes: 'Weighted average emission rate incl. renewables, all-India grid, FY2024-25.',
};

const yearTotals = (fiscalYear: string, start: string, end: string, kg: number[]) => ({
  fiscal_year: fiscalYear,
  start,
  end,
  total_kg_co2e: kg.reduce((a, b) => a + b, 0),
  by_scope: kg.map((value, i) => ({
    scope: String(i + 1),
    emissions_kg_co2e: value,
    percentage: value === 0 ? 0 : 100,
  })),
  scope2: scope2Totals(kg[1]!),
  renewable_energy_share: { percent: kg[1] === 0 ? null : 0, renewable_gj: 0, total_gj: kg[1] === 0 ? 0 : 4.32 },
});

const companyDashboard = {
  as_of: '2024-06-30',
  current: yearTotals('FY2024-25', '2024-04-01', '2025-03-31', [0, 854.04, 0]),
  previous: yearTotals('FY2023-24', '2023-04-01', '2024-03-31', [0, 0, 0]),
  change_percent: null,
  monthly_trend: [
    {
      month: '2024-04',
      total_kg_co2e: 854.04,
      by_scope: scope2Only(854.04),
    },
  ],
  top_activity_types: [{ activity_type: 'electricity', emissions_kg_co2e: 854.04, percentage: 100, count: 1 }],
  top_sites: [
    {
      site_id: null,
      code: null,
      name: 'Unassigned',
      kind: null,
      country: null,
      entity_id: null,
      share: 1,
      scope1_kg_co2e: 0,
      scope2_location_kg_co2e: 854.04,
      scope2_market_kg_co2e: 854.04,
      scope3_kg_co2e: 0,
      total_kg_co2e: 854.04,
      activity_count: 1,
      percentage: 100,
    },
  ],
  consolidation: { approach: 'operational_control', default_used: true },
  data_quality: {
    activities: 1,
    average_confidence: 0.73,
    low_confidence_activities: 0,
    activities_with_notices: 1,
    spend_based_percent: 0,
  },
};

const jobUrls = { status_url: `/v1/jobs/${jobId}`, errors_url: `/v1/jobs/${jobId}/errors.csv` };

const jobAccepted = { job_id: jobId, id: jobId, status: 'queued', ...jobUrls, duplicate: false, rows_total: 4 };

const jobRowError = {
  line: 5,
  field: 'quantity',
  reason: 'must be a positive number',
  raw: '2024-04-21,electricity,-5,kwh,',
};

const jobSummary = {
  id: jobId,
  kind: 'csv',
  status: 'completed',
  data_type: null,
  file: {
    name: 'activities.csv',
    bytes: 160,
    sha256: '01a6092cc22a3ba256a0dd8067346135596f1c36ca5b0208aec2e0aaa0865ecc',
  },
  options: { country: 'IN', period: 'day' },
  erp: null,
  progress: { rows_read: 4, rows_stored: 3, rows_failed: 1, rows_total: 4, percent: 100 },
  result: { rows_read: 4, rows_stored: 3, rows_failed: 1, total_emissions_kg_co2e: 992.091 },
  error: null,
  superseded_by: null,
  attempts: 1,
  ...jobUrls,
  timings: {
    created_at: '2025-05-02T09:30:00.549Z',
    enqueued_at: '2025-05-02T09:30:00.556Z',
    started_at: '2025-05-02T09:30:00.561Z',
    heartbeat_at: '2025-05-02T09:30:00.597Z',
    finished_at: '2025-05-02T09:30:00.597Z',
    duration_ms: 36,
  },
};

const job = { ...jobSummary, errors: [jobRowError] };

const itemError = { index: 1, field: 'quantity', reason: 'must be a positive number' };
const itemResult = { ...activityResult, index: 0, activity_type: 'electricity', scope: '2' };

const intakeResult = {
  stored: 1,
  failed: 1,
  total_emissions_kg_co2e: 854.04,
  results: [itemResult],
  errors: [itemError],
};

const ingestRequest = {
  data_type: 'electricity_bill',
  records: [{ bill_date: '2024-04-30', units_kwh: 1500, state: 'MH' }],
};

const ingestAutoResult = { ...intakeResult, data_type: 'electricity_bill' };

const recalculateRequest = { activity_type: 'electricity', from: '2024-04-01', to: '2025-03-31', dry_run: true };

const figure = { emissions_kg_co2e: 854.04, factor_id: 'cea.v21.in.electricity.fy2024-25', factor_version: 'v21.0' };

const recalculateResult = {
  dry_run: true,
  total_before_kg_co2e: 854.04,
  total_after_kg_co2e: 854.04,
  changes: [{ activity_id: activityId, before: figure, after: figure, changed: false }],
  failed: [],
  skipped_locked: [
    {
      activity_id: '01935c1e-8f5a-7c2b-9d41-6a2e5b7c3f10',
      fiscal_year: 'FY2023-24',
      reason: 'FY2023-24 is locked (2023-04-01 to 2024-03-31): nothing dated in it can be written until it is unlocked',
    },
  ],
};

const lockedPeriod = {
  fiscal_year: 'FY2023-24',
  start: '2023-04-01',
  end: '2024-03-31',
  status: 'locked',
  has_data: true,
  locked_at: '2024-05-30T11:00:00.000Z',
  locked_by: 'api_key:3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  lock_reason: 'BRSR FY2023-24 filed with BSE on 30 May 2024',
  unlocked_at: null,
  unlocked_by: null,
  unlock_reason: null,
};

export const responseMeta = {
  timestamp: '2025-05-02T09:30:00.460Z',
  request_id: '80ee7d90-23fa-4a46-bced-7682c4227c37',
};

const organizationCreate = { name: 'Acme India', plan: 'professional', pack: 3, country: 'IN' };

const organization = {
  id: organizationId,
  name: 'Acme India',
  plan: 'professional',
  api_pack: 3,
  country: 'IN',
  profile: {},
  settings: {
    flight_radiative_forcing: 'included',
    factor_edition: 'reporting_year',
    gwp_set: 'AR5',
    scope3_category3: 'included',
  },
  created_at: createdAt,
};

const apiKeyCreate = { organization_id: organizationId, mode: 'test', name: 'ERP connector' };

const apiKey = {
  id: '4520c14a-3424-4ded-88c7-7c845f27826d',
  organization_id: organizationId,
  mode: 'test',
  name: 'ERP connector',
  display_prefix: 'svc_test_kK4m',
  state: 'active',
  expires_at: null,
  allowed_ips: [],
  allowed_domains: [],
  revoked_at: null,
  last_used_at: null,
  created_at: createdAt,
};

/** The CSV of the spec's bulk upload (header date, category, quantity, unit, amount). */
export const activitiesCsv = [
  'date,category,quantity,unit,amount',
  '2024-04-15,electricity,1200,kwh,9600',
  '2024-04-18,diesel,50,liters,4500',
  '2024-04-20,rail,350,km,',
  '',
].join('\n');

const tally = { tally_url: 'http://tally.acme-steels.example:9000', company: 'Acme Steels Pvt Ltd' };
const erpJobId = '4f9ad567-0dcd-46b7-b6ab-437563d67791';
const erpRules = [
  { match: 'stock_item', pattern: 'HSD*', map_to: 'fuel', fuel_type: 'diesel' },
  { match: 'ledger', pattern: 'Staff welfare', map_to: 'ignore' },
];
const erpSchedule = {
  id: '0b6e3d24-6309-48a1-9c09-d8eb95f7430a',
  name: null,
  cron: '0 2 * * *',
  timezone: 'Asia/Kolkata',
  erp_system: 'tally',
  connection_config: { ...tally, timeout_ms: 60000 },
  lookback: 'previous_month',
  enabled: true,
  runner: 'server',
  paused_reason: null,
  next_run_at: '2025-05-02T20:30:00.000Z',
  last_run: null,
  created_at: createdAt,
  updated_at: createdAt,
};

/** The example of each named schema (api/openapi/named-schemas.ts), by its name. */

/** Captured from this service: a BRSR report over FY2024-25, and the company profile it used. */
const companyProfile = {
  legal_name: 'Acme Steels Pvt Ltd',
  cin: 'U27100MH2005PTC123456',
  sector: 'Iron and steel',
  reporting_boundary: 'standalone',
  consolidation_approach: 'operational_control',
  base_year: 'FY2023-24',
  brsr_xbrl_taxonomy: '2026-02-28',
  fiscal_years: {
    'FY2024-25': {
      revenue_from_operations_inr: 2500000000,
      ppp_conversion_factor: {
        value: 20.4,
        source: 'World Bank PA.NUS.PPP',
        year: 2024,
      },
      physical_output: {
        value: 120000,
        unit: 'tonne of steel',
      },
      optional_intensity: { value: 250, unit: '₹ crore of turnover' },
      assurance: { provider: 'Example Assurance LLP', type: 'reasonable_assurance', covers: 'brsr_core' },
    },
  },
};
const report = {
  report_id: '3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11',
  id: '3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11',
  status: 'completed',
  request: {
    report_type: 'brsr',
    period: {
      start: '2024-04-01',
      end: '2025-03-31',
    },
    format: 'pdf',
    include: {
      scope_1: true,
      scope_2: true,
      scope_3: true,
      verification: true,
      audit_trail: false,
    },
  },
  status_url: '/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11',
  download_url: '/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11/download',
  file: {
    name: 'brsr-p6-FY2024-25.pdf',
    content_type: 'application/pdf',
    bytes: 33359,
    sha256: 'b75fcb6acc08ce6fd73a624c73645af9d3f9da2e4e3030b38401bab539f7ad11',
    pages: 7,
    sheets: null,
  },
  snapshot: {
    read_at: '2025-05-02T09:30:00.000Z',
    rollup_version: '0:1:1',
    activity_count: 1,
    periods: [
      {
        label: 'FY2024-25',
        start: '2024-04-01',
        end: '2025-03-31',
        activity_count: 1,
        filed: { scope_1_t: 0, scope_2_t: 854.04, scope_3_t: 0, total_t: 854.04 },
      },
      {
        label: 'FY2023-24',
        start: '2023-04-01',
        end: '2024-03-31',
        activity_count: 0,
        filed: { scope_1_t: 0, scope_2_t: 0, scope_3_t: 0, total_t: 0 },
      },
    ],
    factor_datasets: [
      {
        source: 'CEA CO2 Baseline Database v21.0 (2025)',
        version: 'v21.0',
        activities: 1,
      },
    ],
  },
  error: null,
  attempts: 1,
  timings: {
    created_at: '2025-05-02T09:30:00.000Z',
    started_at: '2025-05-02T09:30:00.000Z',
    finished_at: '2025-05-02T09:30:00.000Z',
    duration_ms: 364,
  },
};

/** The json format of that report, cut to its first section's first two blocks. */
const reportDocument = {
  schema_version: 1,
  report_type: 'brsr',
  title: 'Business Responsibility and Sustainability Report: Principle 6 (Environment)',
  subtitle:
    'SEBI BRSR Section C, Principle 6: Businesses should respect and make efforts to protect and restore the environment',
  organization: {
    name: 'Acme Steels Pvt Ltd',
    cin: 'U27100MH2005PTC123456',
    sector: 'Iron and steel',
    reporting_boundary: 'standalone',
  },
  period: {
    label: 'FY2024-25',
    start: '2024-04-01',
    end: '2025-03-31',
  },
  comparison_period: {
    label: 'FY2023-24',
    start: '2023-04-01',
    end: '2024-03-31',
  },
  generated_at: '2025-05-02T09:30:00.000Z',
  xbrl_taxonomy: '2026-02-28',
  snapshot: report.snapshot,
  restatements: [],
  sections: [
    {
      id: 'entity',
      title: 'Details of the listed entity',
      short_title: 'Entity',
      reference: 'BRSR Section A',
      blocks: [
        {
          kind: 'facts',
          id: 'entity-details',
          title: 'Listed entity',
          items: [
            {
              label: 'Name of the listed entity',
              value: 'Acme Steels Pvt Ltd',
            },
            {
              label: 'Corporate Identity Number (CIN)',
              value: 'U27100MH2005PTC123456',
            },
            {
              label: 'Sector',
              value: 'Iron and steel',
            },
            {
              label: 'Reporting boundary',
              value: 'Standalone',
            },
            {
              label: 'Financial year for which reporting is being done',
              value: 'FY2024-25 (1 April 2024 to 31 March 2025)',
            },
            {
              label: 'Previous financial year',
              value: 'FY2023-24',
            },
          ],
        },
      ],
    },
  ],
};

const entity = {
  id: '2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b',
  name: 'Acme Cement Limited',
  cin: 'L26940MH1999PLC123456',
  parent_entity_id: null,
  ownership_pct: 100,
  created_at: createdAt,
  updated_at: createdAt,
};

const siteInput = {
  code: 'PUNE-1',
  name: 'Chakan cement plant',
  kind: 'plant',
  address: 'Plot 14, MIDC Chakan Phase II',
  city: 'Pune',
  state: 'MH',
  country: 'IN',
  grid_region: null,
  entity_id: null,
  ownership_pct: 51,
  operational_control: true,
  financial_control: false,
};

export const componentExamples: Record<string, unknown> = {
  SiteCreate: siteInput,
  SiteUpdate: { status: 'archived' },
  Site: {
    id: '6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    ...siteInput,
    entity_id: entity.id,
    status: 'active',
    created_at: createdAt,
    updated_at: createdAt,
  },
  SiteAssignment: {
    site_id: '6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    site_code: siteInput.code,
    assigned: 2,
    activity_ids: ['0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b41', '0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b42'],
  },
  EntityCreate: { name: entity.name, cin: entity.cin, ownership_pct: 100 },
  EntityUpdate: { ownership_pct: 74 },
  Entity: entity,
  ReportDocument: reportDocument,
  ReportRequest: {
    report_type: 'brsr',
    period: { start: '2024-04-01', end: '2025-03-31' },
    format: 'pdf',
    include: { verification: true },
    sign_off: {
      prepared_by: 'Meera Nair, Sustainability Manager',
      reviewed_by: 'Arjun Rao, Chief Financial Officer',
      approved_by: 'Priya Menon, Managing Director',
      date: '2025-05-20',
    },
  },
  Report: report,
  CompanyProfile: companyProfile,
  CompanyProfileView: { ...companyProfile, updated_at: '2025-05-02T09:30:00.000Z' },
  PeriodLockChange: { reason: 'BRSR FY2023-24 filed with BSE on 30 May 2024' },
  Period: lockedPeriod,
  ActivitySubmission: activitySubmission,
  ActivityResult: activityResult,
  Activity: activity,
  Deleted: { id: activityId, deleted: true, deleted_at: createdAt },
  EmissionFactorSummary: emissionFactorSummary,
  RecalculateRequest: recalculateRequest,
  RecalculateResult: recalculateResult,
  EmissionsAggregate: emissionsAggregate,
  EmissionFactor: emissionFactor,
  CompanyDashboard: companyDashboard,
  JobAccepted: jobAccepted,
  JobSummary: jobSummary,
  Job: job,
  JobRowError: jobRowError,
  OperatorJobSummary: { ...jobSummary, organization_id: organizationId, mode: 'test' },
  OperatorJob: { ...job, organization_id: organizationId, mode: 'test' },
  IntakeResult: intakeResult,
  IntakeItemResult: itemResult,
  ItemError: itemError,
  CsvUpload: { file: activitiesCsv, country: 'IN', period: 'day' },
  IngestRequest: ingestRequest,
  IngestResult: ingestAutoResult,
  ErpSyncRequest: {
    erp_system: 'tally',
    connection_config: tally,
    date_range: { from: '2024-04-01', to: '2024-04-30' },
  },
  ErpPushRequest: {
    erp_system: 'tally',
    tally_url: 'http://localhost:9000',
    company: 'Acme Steels Pvt Ltd',
    date_range: { from: '2024-04-01', to: '2024-04-30' },
    // Tally's answers byte for byte, base64: the company list (name, GUID, $AltVchId, $AltMstId) in UTF-8,
    // the voucher types, and an empty Day Book in UTF-16LE (//4 is its byte-order mark).
    answers: {
      companies: tallyCompanies,
      voucher_types:
        'PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PFZPVUNIRVJUWVBFIE5BTUU9IlB1cmNoYXNlIiBSRVNFUlZFRE5BTUU9IiI+PFBBUkVOVCBUWVBFPSJTdHJpbmciPlB1cmNoYXNlPC9QQVJFTlQ+PFZDSENMQVNTIFRZUEU9IlN0cmluZyI+QWNjb3VudGluZzwvVkNIQ0xBU1M+PC9WT1VDSEVSVFlQRT48L0NPTExFQ1RJT04+PC9EQVRBPjwvQk9EWT48L0VOVkVMT1BFPg==',
      day_book: '//48AEUATgBWAEUATABPAFAARQA+ADwALwBFAE4AVgBFAEwATwBQAEUAPgA=',
      companies_after: tallyCompanies,
    },
  },
  ErpPushEditsRequest: {
    erp_system: 'tally',
    tally_url: 'http://localhost:9000',
    company: 'Acme Steels Pvt Ltd',
    date_range: { from: '2025-03-01', to: '2025-03-31' },
    since_watermark: 5123,
    // The company list as above, and the one voucher Tally lists as altered since 5123: dated 12 May 2024.
    answers: {
      companies: tallyCompanies,
      altered_vouchers:
        'PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PFZPVUNIRVIgUkVNT1RFSUQ9IjZmMWMyZTRhLThiM2QtNGM1ZS05ZjBhLTFiMmMzZDRlNWY2MC0wMDAwMGEzZiIgVkNIVFlQRT0iUHVyY2hhc2UiPjxHVUlEIFRZUEU9IlN0cmluZyI+NmYxYzJlNGEtOGIzZC00YzVlLTlmMGEtMWIyYzNkNGU1ZjYwLTAwMDAwYTNmPC9HVUlEPjxBTFRFUklEIFRZUEU9Ik51bWJlciI+IDUxMjQ8L0FMVEVSSUQ+PERBVEUgVFlQRT0iRGF0ZSI+MjAyNDA1MTI8L0RBVEU+PC9WT1VDSEVSPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+',
    },
  },
  ErpPushEdits: {
    connection_id: '0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b',
    voucher_watermark: 5124,
    current: true,
    ranges: [{ from: '2024-05-01', to: '2024-05-31' }],
    edits: {
      since_watermark: 5123,
      checked: true,
      vouchers: 1,
      months: ['2024-05'],
      renamed_masters: [],
      note: null,
    },
  },
  // Acme's GUID and $AltVchId as the company list of the examples gives them.
  ErpPushCurrentRequest: { company_guid: '3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d', voucher_watermark: 5123 },
  ErpSync: {
    records_synced: 6,
    job_id: erpJobId,
    id: erpJobId,
    status: 'completed',
    status_url: `/v1/jobs/${erpJobId}`,
    errors_url: `/v1/jobs/${erpJobId}/errors.csv`,
    result: {
      records_synced: 6,
      vouchers_read: 10,
      created: 6,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      skipped: 4,
      skipped_by_reason: { optional: 1, unmapped: 1, cancelled: 1, no_expense_lines: 1 },
      skipped_lines: 0,
      activities_created: 6,
      activities_deleted: 0,
      not_applied_locked: 0,
      chunks_total: 1,
      chunks_done: 1,
      chunks: [{ from: '2024-04-01', to: '2024-04-30', pulled: true, vouchers: 10 }],
      voucher_types: {
        Purchase: {
          base_type: 'Purchase',
          class: 'accounting',
          rule: 'counted',
          why: 'an accounting voucher',
          vouchers: 5,
        },
        GRN: {
          base_type: 'Receipt Note',
          class: 'inventory',
          rule: 'counted_unless_invoiced',
          why: 'a goods receipt counts until a purchase invoice tracks it',
          vouchers: 1,
        },
      },
      warnings: [
        {
          code: 'missing_quantity',
          activity_type: 'electricity',
          vouchers: 1,
          months: ['2024-04'],
          message:
            '1 electricity voucher without kWh: Scope 2 incomplete for 1 month (2024-04); book units, or add an ' +
            'estimate (inr_per_unit) to the mapping rule',
        },
      ],
      company_guid: '3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d',
      edits: null,
      voucher_watermark: 5123,
      total_emissions_kg_co2e: 4251.066,
      run_ms: 1840,
    },
  },
  ErpMappings: { rules: erpRules, use_default_rules: true },
  ErpMappingsView: {
    // A site rule names a site of the organisation (refused otherwise), so only the view shows one.
    rules: [...erpRules, { match: 'cost_centre', pattern: 'Chakan Plant', map_to: 'site', site_code: 'PUNE-1' }],
    use_default_rules: true,
    default_rules: [
      { match: 'ledger', pattern: 'cgst', map_to: 'ignore' },
      { match: 'any', pattern: 'diesel', map_to: 'fuel', fuel_type: 'diesel' },
      { match: 'any', pattern: 'electricity', map_to: 'electricity' },
      { match: 'ledger', pattern: 'hotel', map_to: 'spend', category: 'hotel' },
    ],
    updated_at: createdAt,
    updated_by: 'api_key:4520c14a-3424-4ded-88c7-7c845f27826d',
  },
  ErpScheduleCreate: { cron: '0 2 * * *', erp_system: 'tally', connection_config: tally, lookback: 'previous_month' },
  ErpScheduleUpdate: { enabled: false },
  ErpSchedule: erpSchedule,
  ErpConnectorRun: {
    run_id: '8d1c6a0e-52f3-8b4a-9e07-3c2d1f6a5b48',
    schedule_id: erpSchedule.id,
    fire_time: '2025-05-01T20:30:00.000Z',
    date_range: { from: '2025-04-01', to: '2025-04-30' },
    erp_system: 'tally',
    connection_config: { tally_url: 'http://localhost:9000', company: 'Acme Steels Pvt Ltd', timeout_ms: 60000 },
  },
  ErpConnectorRunClaim: { fire_time: '2025-05-01T20:30:00.000Z' },
  ErpConnectorRunOutcome: { status: 'completed', records_synced: 212 },
  ErpConnection: {
    id: '0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b',
    erp_system: 'tally',
    tally_url: 'http://192.168.1.20:9000/',
    company: 'Acme Steels Pvt Ltd',
    company_guid: '3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d',
    voucher_watermark: 5123,
    master_watermark: 812,
    last_synced_at: createdAt,
    created_at: createdAt,
    vouchers: 10,
    vouchers_with_activities: 6,
    activities: 6,
    emissions_kg_co2e: 4251.066,
    first_voucher_date: '2024-04-12',
    last_voucher_date: '2024-04-29',
  },
  ErpHostCreate: {
    host: 'tally.acme-steels.example',
    port: 9000,
    description: 'Pune office, TallyPrime on the accounts PC',
  },
  ErpHost: {
    id: '5d8e2f10-3a4b-4c5d-9e6f-7a8b9c0d1e2f',
    host: 'tally.acme-steels.example',
    port: 9000,
    description: 'Pune office, TallyPrime on the accounts PC',
    created_at: createdAt,
    created_by: 'api_key:4520c14a-3424-4ded-88c7-7c845f27826d',
  },
  ErpConnectionDeleted: {
    id: '0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b',
    deleted: true,
    deleted_at: createdAt,
    activities_deleted: 6,
  },
  ResponseMeta: responseMeta,
  OrganizationCreate: organizationCreate,
  Organization: organization,
  OrganizationUpdate: { plan: 'enterprise' },
  ApiKeyCreate: apiKeyCreate,
  ApiKey: apiKey,
  ApiKeyCreated: { ...apiKey, key: 'svc_test_kK4mTqvDKqrEE9x6rpqH5VNsDWYaMy' },
  WebhookCreate: webhookCreate,
  WebhookUpdate: { enabled: true },
  Webhook: webhook,
  WebhookWithSecret: { ...webhook, secret: 'whsec_Jq8kV2m7pXwL0rT5nY3cB9dF6gH1sA4eZ8uI2oK7qWc' },
  WebhookDelivery: {
    id: '9d2f6b1e-3c4a-4e8f-b7d5-1a2c3e4f5a6b',
    event_id: '5f8c2e71-0b3d-4a9e-8c6f-7d1e2a3b4c5d',
    event_type: 'job.completed',
    attempt: 1,
    redelivery: false,
    status: 'succeeded',
    status_code: 200,
    duration_ms: 84,
    response_excerpt: '{"received":true}',
    error: null,
    created_at: createdAt,
  },
};

/** GET /v1/activities as CSV: the header and the example activity. */
export const activitiesExportCsv = [
  'id,activity_type,scope,quantity,unit,period_start,period_end,country,state,city,grid_region,source_type,source_name,' +
    'emissions_kg_co2e,confidence_score,factor_id,factor_value,factor_unit,factor_source,factor_version,factor_region,' +
    'notices,ingest_job_id,created_at',
  `${activityId},electricity,2,1200,kWh,2024-04-01,2024-04-30,IN,Maharashtra,,,manual,,854.04,0.73,` +
    'cea.v21.in.electricity.fy2024-25,0.7117,kg CO2/kWh,CEA CO2 Baseline Database v21.0 (2025),v21.0,IN,' +
    `REGION_FALLBACK;CO2_ONLY,,${createdAt}`,
  '',
].join('\n');

/** One error per status, as the service answers it. */
export const errors: Record<number, { code: string; message: string; details?: Record<string, unknown> }> = {
  400: {
    code: 'VALIDATION_ERROR',
    message: 'quantity: must be a positive number',
    details: { field: 'quantity', reason: 'must be a positive number' },
  },
  401: { code: 'INVALID_API_KEY', message: 'The API key does not exist' },
  403: { code: 'FORBIDDEN', message: 'API pack 1 is read-only: POST is not allowed', details: { reason: 'api_pack' } },
  404: { code: 'NOT_FOUND', message: 'Activity not found' },
  408: { code: 'REQUEST_TIMEOUT', message: 'No data arrived for 30000 ms: the upload was abandoned' },
  409: {
    code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS',
    message: 'A request with this Idempotency-Key is still being processed; retry later',
  },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported Media Type',
  },
  422: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: 'This Idempotency-Key was used with a different request body or path',
    details: { field: 'Idempotency-Key', reason: 'already used with a different request' },
  },
  429: {
    code: 'RATE_LIMIT_EXCEEDED',
    message: 'Rate limit of 600 requests per 60 s exceeded; retry in 42 s',
    details: { limit: 600, window_seconds: 60, retry_after_seconds: 42 },
  },
  500: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
  502: {
    code: 'ERP_UNREACHABLE',
    message:
      'Tally at http://tally.acme-steels.example:9000 could not be reached (ECONNREFUSED): check that Tally is running',
    details: { job_id: erpJobId, status_url: `/v1/jobs/${erpJobId}`, records_synced: 0 },
  },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'The server is shutting down: retry the request' },
  504: {
    code: 'ERP_TIMEOUT',
    message: 'Tally did not answer within 60000 ms',
    details: { job_id: erpJobId, status_url: `/v1/jobs/${erpJobId}`, records_synced: 0 },
  },
};
