import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** numeric columns come back from pg as strings (exact decimal); we write numbers or strings. */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date columns are returned as 'YYYY-MM-DD' strings (see db/database.ts type parser). */
type DateString = ColumnType<string, string, string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export type Mode = 'live' | 'test';
export type Plan = 'trial' | 'starter' | 'professional' | 'enterprise';

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  plan: Plan;
  api_pack: number | null;
  country: string;
  profile: Json<Record<string, unknown>>;
  /** Accounting choices, validated by OrganizationSettingsSchema (e.g. flight_radiative_forcing). */
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface ApiKeysTable {
  id: Generated<string>;
  organization_id: string;
  mode: Mode;
  name: string;
  display_prefix: string;
  key_hash: Buffer;
  expires_at: NullableTimestamp;
  allowed_ips: ColumnType<string[], string[] | undefined, string[]>;
  allowed_domains: ColumnType<string[], string[] | undefined, string[]>;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface EmissionFactorsTable {
  id: string;
  dataset: string;
  dataset_version: string;
  activity_type: string;
  unit: string;
  value: Numeric;
  co2: NullableNumeric;
  ch4: NullableNumeric;
  n2o: NullableNumeric;
  gwp_basis: string;
  region: string;
  region_level: 'grid_region' | 'state' | 'country' | 'global';
  valid_from: DateString;
  valid_to: DateString;
  year_label: string;
  publisher: string;
  source_name: string;
  source_year: number;
  source_url: string | null;
  verification: string;
  notes: string | null;
  parameters: Json<Record<string, unknown>>;
  loaded_at: Generated<Date>;
  /** Set when the row must no longer be chosen (db/factors/withdrawn.ts); activities keep referencing it. */
  withdrawn_at: NullableTimestamp;
  withdrawn_reason: string | null;
  replaced_by: string | null;
}

/** A report's states; an ingest job may also end superseded (JobStatus). */
export type ReportStatus = 'queued' | 'running' | 'completed' | 'failed';
/** superseded: a later job of the same organisation, mode and file checksum completed first; it never ran. */
export type JobStatus = ReportStatus | 'superseded';

export interface IngestJobsTable {
  id: Generated<string>;
  /** bigint identity: insertion order, for keyset pagination */
  seq: ColumnType<number, never, never>;
  organization_id: string;
  mode: Mode;
  kind: string;
  queue: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  payload: Json<Record<string, unknown>>;
  file_path: string | null;
  file_sha256: string | null;
  file_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  rows_read: Generated<number>;
  rows_stored: Generated<number>;
  rows_failed: Generated<number>;
  rows_total: number | null;
  /** First source position (CSV line or JSON index) not yet committed; null before the first batch. */
  resume_line: number | null;
  /** The running total of every row the job stored, kg CO2e (each batch adds its own in its transaction). */
  emissions_kg_co2e: ColumnType<string, never, string>;
  result: Json<Record<string, unknown> | null> | null;
  error: string | null;
  attempts: Generated<number>;
  api_key_id: string | null;
  request_id: string | null;
  created_at: Generated<Date>;
  enqueued_at: NullableTimestamp;
  started_at: NullableTimestamp;
  heartbeat_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  /** The later job that imported the same file, when this one is superseded. */
  superseded_by: string | null;
}

export interface IngestJobErrorsTable {
  organization_id: string;
  job_id: string;
  line: number;
  field: string;
  reason: string;
  raw: string | null;
}

export interface ActivitiesTable {
  id: Generated<string>;
  /** bigint identity, returned as a number by the INT8 parser in db/database.ts */
  seq: ColumnType<number, never, never>;
  organization_id: string;
  mode: Mode;
  activity_type: string;
  scope: number;
  quantity: Numeric;
  unit: string;
  period_start: DateString;
  period_end: DateString;
  country: string;
  state: string | null;
  city: string | null;
  grid_region: string | null;
  source_type: string | null;
  source_confidence: NullableNumeric;
  source_name: string | null;
  source_reference: string | null;
  metadata: Json<Record<string, unknown>>;
  emissions_kg_co2e: Numeric;
  co2_kg_co2e: NullableNumeric;
  ch4_kg_co2e: NullableNumeric;
  n2o_kg_co2e: NullableNumeric;
  hfcs_kg_co2e: NullableNumeric;
  pfcs_kg_co2e: NullableNumeric;
  sf6_kg_co2e: NullableNumeric;
  nf3_kg_co2e: NullableNumeric;
  /** Disclosure data for BRSR and the GHG Protocol (jobs/calculation/calculation-schema.ts DisclosureSchema). */
  energy_gj: NullableNumeric;
  energy_class: 'electricity' | 'fuel' | 'other' | null;
  energy_renewable: boolean | null;
  co2_only: ColumnType<boolean, boolean | undefined, boolean>;
  scope3_category: number | null;
  biogenic_co2_kg: NullableNumeric;
  memo_kg_co2e: NullableNumeric;
  memo_kind: 'non_kyoto_gas' | 'flight_radiative_forcing' | null;
  /** kg of each gas (domain/calculation/gas-groups.ts); the GWP set the CO2e columns are on. */
  co2_kg: NullableNumeric;
  ch4_kg: NullableNumeric;
  n2o_kg: NullableNumeric;
  hfcs_kg: NullableNumeric;
  pfcs_kg: NullableNumeric;
  sf6_kg: NullableNumeric;
  nf3_kg: NullableNumeric;
  gwp_set: ColumnType<'AR5' | 'AR6', 'AR5' | 'AR6' | undefined, 'AR5' | 'AR6'>;
  /** Scope 3 category 3 of a Scope 1 or 2 activity (domain/calculation/category3.ts); null when none. */
  category3_kg_co2e: NullableNumeric;
  /** Electricity and certificates (domain/calculation/electricity-source.ts Scope2ColumnsSchema); null otherwise. */
  electricity_source:
    'grid' | 'captive_renewable' | 'green_tariff' | 'ppa' | 'supplier_specific' | 'certificate' | null;
  market_based_kg_co2e: NullableNumeric;
  renewable_kwh: NullableNumeric;
  instrument_kwh: NullableNumeric;
  /** A certificate's kWh not matched by grid electricity of its market and year (db/queries/certificate-matching.ts). */
  unmatched_kwh: NullableNumeric;
  /** activity_resolutions.id: the factor, notices and calculation template this row shares with others. */
  resolution_id: string;
  /** The row's own figures of its calculation record (domain/calculation/stored-calculation.ts). */
  converted_quantity: NullableNumeric;
  period_midpoint: DateString | null;
  formula: string | null;
  calculation_extra: Json<Record<string, Record<string, number>>> | null;
  ingest_job_id: string | null;
  ingest_line: number | null;
  api_key_id: string | null;
  request_id: string | null;
  created_at: Generated<Date>;
  deleted_at: NullableTimestamp;
  /** sites.id of the same organisation and mode (db/migrations/20261128T0000_sites_and_entities.ts); null: unassigned. */
  site_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One distinct way activities of an organisation were resolved (db/migrations/20261123T0700_activity_resolutions.ts). */
export interface ActivityResolutionsTable {
  organization_id: string;
  /** A hash of the content (services/activities/activity-row.ts): equal content, equal id. */
  id: string;
  factor_id: string;
  factor_value: Numeric;
  factor_unit: string;
  factor_source: string;
  factor_version: string;
  factor_region: string;
  confidence_score: Numeric;
  notices: Json<unknown[]>;
  /** The calculation record without its per-row figures. */
  calculation: Json<Record<string, unknown>>;
}

/** The view activity_details: an activity with its resolution and its site's code (read only). */
export type ActivityDetailsView = ActivitiesTable &
  Omit<ActivityResolutionsTable, 'organization_id' | 'id' | 'calculation'> & {
    calculation_template: Json<Record<string, unknown>>;
    site_code: string | null;
  };

export interface EmissionDailyTable {
  organization_id: string;
  mode: Mode;
  day: DateString;
  scope: number;
  activity_type: string;
  emissions_kg_co2e: Numeric;
  /** Market-based: the activities' market_based_kg_co2e, or their emissions where they have none. */
  market_kg_co2e: Numeric;
  renewable_kwh: Numeric;
  instrument_kwh: Numeric;
  /** Scope 3 category 3 of the Scope 1 and 2 activities (activities.category3_kg_co2e). */
  category3_kg_co2e: Numeric;
  starts: number;
  ends: number;
  /** The activities' site (activities.site_id); null: unassigned. Part of the rollup's key. */
  site_id: string | null;
}

/** A pending change over day .. last_day: emissions spread evenly, starts on day, ends on last_day. */
export interface EmissionDailyDeltasTable extends EmissionDailyTable {
  id: Generated<string>;
  last_day: DateString;
}

export interface RollupGenerationsTable {
  organization_id: string;
  mode: Mode;
  generation: ColumnType<number, number | undefined, number>;
}

export interface AuditLogTable {
  id: Generated<string>;
  organization_id: string | null;
  mode: Mode | null;
  /** 'api_key:<id>', 'admin' or 'cli' */
  actor: string;
  api_key_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  /** The server's own id of the request (a UUID). */
  request_id: string | null;
  /** The client's X-Request-Id, when it sent one. */
  client_request_id: string | null;
  snapshot: Json<unknown> | null;
  created_at: Generated<Date>;
}

export interface IdempotencyKeysTable {
  organization_id: string;
  mode: Mode;
  key: string;
  method: string;
  path: string;
  body_sha256: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: string | null;
  created_at: Generated<Date>;
  locked_until: Timestamp;
}

export interface ReportsTable {
  id: Generated<string>;
  /** bigint identity: insertion order, for keyset pagination */
  seq: ColumnType<number, never, never>;
  organization_id: string;
  mode: Mode;
  report_type: 'brsr' | 'ghg_protocol' | 'custom';
  format: 'pdf' | 'csv' | 'excel' | 'json' | 'xbrl';
  request: Json<Record<string, unknown>>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  /** Relative to STORAGE_DIR. */
  file_path: string | null;
  file_name: string | null;
  file_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  file_sha256: string | null;
  page_count: number | null;
  sheet_count: number | null;
  snapshot: Json<Record<string, unknown> | null> | null;
  error: string | null;
  attempts: Generated<number>;
  api_key_id: string | null;
  request_id: string | null;
  created_at: Generated<Date>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** A fiscal year locked against writes (issue #23 item 7); locked while unlocked_at is null. */
export interface PeriodLocksTable {
  organization_id: string;
  mode: Mode;
  /** 'FY2024-25' */
  fiscal_year: string;
  period_start: DateString;
  period_end: DateString;
  locked_at: Timestamp;
  /** The audit actor ('api_key:<id>') who locked it last. */
  locked_by: string;
  lock_reason: string;
  unlocked_at: NullableTimestamp;
  unlocked_by: string | null;
  unlock_reason: string | null;
}

/** A legal entity of an organisation (issue #25): a company, its parent and the share the parent owns. */
export interface EntitiesTable {
  id: Generated<string>;
  /** bigint identity: insertion order, for keyset pagination */
  seq: ColumnType<number, never, never>;
  organization_id: string;
  mode: Mode;
  name: string;
  /** The Indian Corporate Identification Number (21 characters), when given. */
  cin: string | null;
  /** Another entity of the same organisation and mode. */
  parent_entity_id: string | null;
  /** 0 < x ≤ 100. */
  ownership_pct: ColumnType<string, number | string | undefined, number | string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type SiteKind = 'plant' | 'office' | 'warehouse' | 'retail' | 'other';

/** A plant, office, warehouse or shop of an organisation (issue #25); activities name it by site_id. */
export interface SitesTable {
  id: Generated<string>;
  /** bigint identity: insertion order, for keyset pagination */
  seq: ColumnType<number, never, never>;
  organization_id: string;
  mode: Mode;
  /** Unique per organisation and mode, case-insensitive. */
  code: string;
  name: string;
  kind: SiteKind;
  address: string | null;
  city: string | null;
  /** For IN the ISO 3166-2:IN subdivision code, as on activities. */
  state: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  grid_region: string | null;
  entity_id: string | null;
  /** 0 < x ≤ 100: the organisation's share, used under the equity-share approach. */
  ownership_pct: ColumnType<string, number | string | undefined, number | string>;
  operational_control: ColumnType<boolean, boolean | undefined, boolean>;
  financial_control: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<'active' | 'archived', 'active' | 'archived' | undefined, 'active' | 'archived'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CompanyProfilesTable {
  organization_id: string;
  mode: Mode;
  profile: Json<Record<string, unknown>>;
  updated_at: Generated<Date>;
}

export interface ErpConnectionsTable {
  id: Generated<string>;
  organization_id: string;
  mode: Mode;
  erp_system: string;
  /** The Tally URL as normalised by the URL parser (scheme, host, port, path). */
  endpoint: string;
  company: string;
  /** The company's Tally GUID: the connection's identity whatever URL or name spelling reaches it. */
  company_guid: string | null;
  voucher_watermark: ColumnType<number | null, number | null | undefined, number | null>;
  /** $AltMstId the connection was last current at (its masters' renames read up to it). */
  master_watermark: ColumnType<number | null, number | null | undefined, number | null>;
  last_synced_at: NullableTimestamp;
  created_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

/** A connection's ledgers and stock items by GUID, with the name last seen (a rename keeps the GUID). */
export interface ErpMastersTable {
  connection_id: string;
  guid: string;
  organization_id: string;
  kind: 'ledger' | 'stock_item';
  name: string;
  alter_id: number | null;
}

export interface ErpSyncedRangesTable {
  organization_id: string;
  connection_id: string;
  period_start: DateString;
  period_end: DateString;
  voucher_watermark: number;
  mapping_hash: string;
  job_id: string | null;
  synced_at: Generated<Date>;
}

export interface ErpVouchersTable {
  connection_id: string;
  guid: string;
  organization_id: string;
  mode: Mode;
  alter_id: number | null;
  mapping_hash: string;
  voucher_date: DateString;
  voucher_number: string | null;
  voucher_type: string | null;
  activity_ids: ColumnType<string[], string[] | undefined, string[]>;
  /** Beside activity_ids: each activity's voucher line and a hash of its submission ('<line>:<hash>'). */
  activity_keys: ColumnType<string[], string[] | undefined, string[]>;
  /** A hash of the voucher as read: an edit of a voucher without ALTERID changes it. */
  content_hash: string | null;
  /** The ledger and stock-item names the voucher's lines carry (to find it when one is renamed). */
  master_names: ColumnType<string[], string[] | undefined, string[]>;
  skip_reason: string | null;
  /** Receipt-note numbers an invoice tracks (TRACKINGNUMBER): those receipts are counted on it. */
  tracking_numbers: ColumnType<string[], string[] | undefined, string[]>;
  /** The names a return may give a purchase by, beside its number: the bills it raises (New Ref), its REFERENCE. */
  bill_references: ColumnType<string[], string[] | undefined, string[]>;
  job_id: string | null;
  synced_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

export interface ErpMappingsTable {
  organization_id: string;
  mode: Mode;
  mappings: Json<Record<string, unknown>>;
  updated_at: Generated<Date>;
  updated_by: string;
}

export interface ErpSchedulesTable {
  id: Generated<string>;
  organization_id: string;
  mode: Mode;
  name: string | null;
  cron: string;
  timezone: string;
  erp_system: string;
  connection_config: Json<Record<string, unknown>>;
  lookback: Json<unknown>;
  enabled: boolean;
  /** 'server' (the scheduler role pulls it) or 'connector' (`carbon tally agent` claims and pushes each fire time). */
  runner: Generated<'server' | 'connector'>;
  /** Why the service paused it at a fire time (e.g. api_key_revoked); null while it runs or when its owner paused it. */
  paused_reason: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  api_key_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: NullableTimestamp;
  last_run_at: NullableTimestamp;
  last_run_job_id: string | null;
  last_run_status: string | null;
  last_run_records_synced: number | null;
  last_run_error: string | null;
}

/** Tally hosts an organisation may pull from, per mode (ERP_ALLOWED_HOSTS bounds what may be registered). */
export interface ErpHostsTable {
  id: Generated<string>;
  organization_id: string;
  mode: Mode;
  /** Canonical: lower case, no trailing dot, IPv6 without brackets. */
  host: string;
  /** null: any port. */
  port: number | null;
  description: string | null;
  created_at: Generated<Date>;
  created_by: string;
  deleted_at: NullableTimestamp;
}

/** A customer's webhook endpoint (issue #27); `secret` signs every request, so it is stored as given (docs/webhooks.md). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  organization_id: string;
  mode: Mode;
  url: string;
  description: string | null;
  events: ColumnType<string[], string[], string[]>;
  enabled: Generated<boolean>;
  secret: string;
  /** The secret before the last rotation, still signing until previous_secret_expires_at. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: NullableTimestamp;
  failing_since: NullableTimestamp;
  failed_attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  disabled_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

/** The outbox: written by triggers in the transaction of the change it announces. */
export interface WebhookEventsTable {
  seq: ColumnType<number, never, never>;
  id: Generated<string>;
  organization_id: string;
  mode: Mode;
  type: string;
  resource_id: string;
  /** The resource as GET answered it when the event was first sent; every later attempt sends the same body. */
  data: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export type WebhookDeliveryStatus = 'succeeded' | 'failed';

/** One attempt to deliver an event to an endpoint. */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  /** bigint identity: insertion order, for keyset pagination */
  seq: ColumnType<number, never, never>;
  endpoint_id: string;
  event_id: string;
  organization_id: string;
  mode: Mode;
  attempt: number;
  status: WebhookDeliveryStatus;
  redelivery: Generated<boolean>;
  status_code: number | null;
  duration_ms: number | null;
  response_excerpt: string | null;
  error: string | null;
  created_at: Generated<Date>;
}

/** What an endpoint still has to receive, oldest event first; a row leaves when a delivery succeeds. */
export interface WebhookQueueTable {
  endpoint_id: string;
  event_id: string;
  event_seq: ColumnType<number, number, never>;
  /** Queued again by POST …/redeliver (after it had been delivered). */
  redelivery: Generated<boolean>;
  queued_at: Generated<Date>;
}

/** A certificate id an activity counts (db/migrations/20261128T0110_instrument_claims.ts); live while released_at is null. */
export interface InstrumentClaimsTable {
  organization_id: string;
  mode: Mode;
  /** REC or I-REC; '' for a contract naming no scheme. */
  scheme: string;
  certificate_id: string;
  activity_id: string;
  kwh: Numeric;
  claimed_at: Generated<Date>;
  released_at: NullableTimestamp;
}

export interface Database {
  organizations: OrganizationsTable;
  api_keys: ApiKeysTable;
  emission_factors: EmissionFactorsTable;
  ingest_jobs: IngestJobsTable;
  ingest_job_errors: IngestJobErrorsTable;
  activities: ActivitiesTable;
  activity_resolutions: ActivityResolutionsTable;
  activity_details: ActivityDetailsView;
  instrument_claims: InstrumentClaimsTable;
  emission_daily: EmissionDailyTable;
  emission_daily_deltas: EmissionDailyDeltasTable;
  rollup_generations: RollupGenerationsTable;
  audit_log: AuditLogTable;
  idempotency_keys: IdempotencyKeysTable;
  reports: ReportsTable;
  company_profiles: CompanyProfilesTable;
  entities: EntitiesTable;
  sites: SitesTable;
  period_locks: PeriodLocksTable;
  erp_connections: ErpConnectionsTable;
  erp_synced_ranges: ErpSyncedRangesTable;
  erp_vouchers: ErpVouchersTable;
  erp_mappings: ErpMappingsTable;
  erp_schedules: ErpSchedulesTable;
  erp_masters: ErpMastersTable;
  erp_hosts: ErpHostsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_queue: WebhookQueueTable;
}

export type Organization = Selectable<OrganizationsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type EmissionFactorRow = Selectable<EmissionFactorsTable>;
export type NewEmissionFactor = Insertable<EmissionFactorsTable>;
export type ActivityRow = Selectable<ActivityDetailsView>;
export type NewActivityResolution = Insertable<ActivityResolutionsTable>;
export type NewActivity = Insertable<ActivitiesTable>;
export type IngestJobRow = Selectable<IngestJobsTable>;
export type ReportRow = Selectable<ReportsTable>;
export type PeriodLockRow = Selectable<PeriodLocksTable>;
export type ErpVoucherRow = Selectable<ErpVouchersTable>;
export type ErpScheduleRow = Selectable<ErpSchedulesTable>;
export type EntityRow = Selectable<EntitiesTable>;
export type SiteRow = Selectable<SitesTable>;
export type ErpHostRow = Selectable<ErpHostsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookEventRow = Selectable<WebhookEventsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
