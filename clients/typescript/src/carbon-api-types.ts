// Generated from the OpenAPI document by `npm run sdk:types` (clients/typescript/scripts). Do not edit.

export interface paths {
  '/v1/activities/recalculate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Recalculate activities on the current factors: report before/after, store unless dry_run
     * @description Selects up to 1000 activities by id or filter. Activities whose factor no longer resolves are reported in `failed` and left unchanged.
     */
    post: operations['recalculateActivities'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List activities, newest first, with cursor pagination; or export them all as CSV
     * @description JSON pages of up to `limit` activities. With `?format=csv` or `Accept: text/csv`: every activity the filters match, streamed as CSV (one row per activity: the figure, the factor behind it, the notice codes), cells starting with = + - @, a tab or a carriage return prefixed with an apostrophe. An organisation streams at most `EXPORT_CONCURRENCY_PER_ORG` exports at once (default 2); another answers 429 with `Retry-After`.
     */
    get: operations['listActivities'];
    put?: never;
    /**
     * Submit one activity, an array, or { activities: [...] } (up to 1,000; all or nothing)
     * @description Validates every activity and resolves a factor for each before storing any: one bad activity refuses the request with VALIDATION_ERROR naming `activities[i].field` (or `field` for a single object). A single object answers `data` = Activity result; an array or wrapper answers `data.activities` and `data.total_emissions_kg_co2e`. Visible in GET /v1/emissions as soon as the 201 is sent.
     */
    post: operations['createActivities'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/activities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve one activity */
    get: operations['getActivity'];
    put?: never;
    post?: never;
    /** Soft-delete an activity (audited): removed from every total at once; 404 afterwards */
    delete: operations['deleteActivity'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/activities/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Store many activities with partial success: JSON, a text/csv body or a multipart CSV file
     * @description JSON (an array or { "activities": [...] }) of up to 1000 items is stored during the request: good items are stored, bad ones come back in `errors` with index, field and reason. 201 when every item was stored, 207 when some were, 400 VALIDATION_ERROR (all problems in details.errors) when none was. Stored items count in GET /v1/emissions as soon as the response is sent.
     *
     *     Larger JSON, a text/csv body or a multipart file (any one file field) answer 202 with a job: poll status_url (GET /v1/jobs/:id). CSV: header date, category, quantity, unit, amount (any order and case; amount optional), options as for POST /v1/ingest/upload (query parameters; form fields too for multipart). The same file imported again answers 200 with the earlier job unless force=true.
     */
    post: operations['bulkCreateActivities'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/emissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Aggregated emissions for a period, by scope and activity type (pro rata by day) */
    get: operations['getEmissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/emission-factors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the emission factors the service calculates with, with their sources */
    get: operations['listEmissionFactors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Company dashboard: current and previous fiscal year (April to March), trend, top types, data quality */
    get: operations['getCompanyDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company profile reports use: legal name, CIN, sector, boundary, base year, per-year revenue, PPP factor, output, assurance */
    get: operations['getCompanyProfile'];
    /**
     * Replace the company profile (audited with the profile before and after)
     * @description The whole profile: omitted optional fields become null. fiscal_years is keyed by label (FY2024-25). A BRSR cell whose figure is missing says "not provided".
     */
    put: operations['putCompanyProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/periods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Fiscal years with data or ever locked, oldest first, with who locked or unlocked each and why */
    get: operations['listCompanyPeriods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/periods/{fiscal_year}/lock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Lock a fiscal year (FY2024-25) against writes, with the reason (audited)
     * @description Writes dated in a locked year (any day of the activity period in it) answer 409 PERIOD_LOCKED on every path: POST /v1/activities, DELETE /v1/activities/:id, bulk and typed intakes (per record where they report per record: the record is a failed one with the reason, the rest are stored), CSV uploads (bad rows), recalculation (skipped and listed) and ERP syncs (vouchers not applied, listed in the result). Keys with full access only (Enterprise, or Professional with API pack 3). A year locked already answers 409 CONFLICT.
     */
    post: operations['lockCompanyPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/periods/{fiscal_year}/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unlock a locked fiscal year, with the reason (audited)
     * @description Writes dated in the year are accepted again. A year not locked answers 409 CONFLICT.
     */
    post: operations['unlockCompanyPeriod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/test-data/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete the organisation's test-mode data (test keys only)
     * @description Activities, rollups, ingest jobs with their uploaded files, reports with their files and idempotency records of test mode; audited. Live data is never touched.
     */
    post: operations['resetTestData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/hosts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The Tally hosts this organisation may pull from in this mode, oldest first
     * @description A pull (POST /v1/ingest/erp-sync, a schedule, its runs) may reach only a host registered here for the organisation and mode of the key; any other tally_url, or a redirect to one, is refused before connecting (400 VALIDATION_ERROR on connection_config.tally_url). The operator bounds what may be registered: loopback and private addresses (or names resolving to them) only when ERP_ALLOWED_HOSTS covers them, link-local and cloud-metadata addresses never, public hosts after the same checks a pull makes (400 on host). Registering and deleting need a key with full access (Enterprise, or Professional with API pack 3) and are audited.
     */
    get: operations['listErpHosts'];
    put?: never;
    /**
     * Register a Tally host (name or IP, optionally one port) this organisation may pull from
     * @description A pull (POST /v1/ingest/erp-sync, a schedule, its runs) may reach only a host registered here for the organisation and mode of the key; any other tally_url, or a redirect to one, is refused before connecting (400 VALIDATION_ERROR on connection_config.tally_url). The operator bounds what may be registered: loopback and private addresses (or names resolving to them) only when ERP_ALLOWED_HOSTS covers them, link-local and cloud-metadata addresses never, public hosts after the same checks a pull makes (400 on host). Registering and deleting need a key with full access (Enterprise, or Professional with API pack 3) and are audited. The same host and port registered already answers 409 CONFLICT.
     */
    post: operations['registerErpHost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/hosts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Stop pulls from a registered Tally host (audited); what was synced from it stays
     * @description Syncs requested afterwards and the runs of schedules naming the host fail with 400 VALIDATION_ERROR on connection_config.tally_url.
     */
    delete: operations['deleteErpHost'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/mappings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's ERP mapping rules, and the default rules that follow them */
    get: operations['getErpMappings'];
    /**
     * Replace the organisation's ERP mapping rules (audited)
     * @description Each rule: match (stock_item | ledger | any), pattern (words, case and punctuation ignored; '*' for any characters), map_to (fuel with fuel_type | electricity | spend with category | ignore), optional note. Rules are tried in order before the defaults (use_default_rules: false drops the defaults and the spend keyword rules). A site rule (match cost_centre | godown, map_to site with site_code) puts the lines booked to a matching cost centre (else godown) on that site; a site_code naming no active site of the organisation is a VALIDATION_ERROR on rules[i].site_code. The next sync reads every voucher again under the new rules: activities and rollups follow.
     */
    put: operations['putErpMappings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's ERP schedules, oldest first */
    get: operations['listErpSchedules'];
    put?: never;
    /**
     * Schedule a recurring Tally pull
     * @description cron: node-cron expression (5 fields, or 6 with seconds first); timezone: IANA name (default Asia/Kolkata); lookback: { days: N } (the last N days, today included), 'current_month' or 'previous_month', counted in the timezone on the day it fires. Every scheduler process picks the schedule up within ERP_SCHEDULE_POLL_MS; each fire time runs once however many schedulers there are. A cron may fire at most every ERP_SCHEDULE_MIN_INTERVAL_MS (15 min; 400 naming cron otherwise), and an organisation has at most ERP_SCHEDULES_PER_ORGANIZATION schedules (20; 409 CONFLICT beyond). A run acts with the key that created (or last resumed) the schedule under the current plan: when that key is revoked or expired, or the plan has no ERP access, the schedule is paused with paused_reason. runner: 'connector' hands the fire times to `carbon tally agent` next to Tally (GET …/schedules/due): the service never pulls it, and its tally_url (as the agent reaches Tally) is checked by form only.
     */
    post: operations['createErpSchedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/schedules/due': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The runs `carbon tally agent` owes now: the caller's connector schedules whose fire time has come
     * @description For each enabled schedule with runner 'connector' (of the key's organisation and mode): its latest fire time at or before now, when that is after the schedule was created and after its latest run, with the date range its lookback covers at that fire time. Fire times missed while no agent asked are one run, the latest. The agent claims a run (POST …/schedules/{id}/runs) before reading Tally, then reports how it ended (PUT …/schedules/{id}/runs/{run_id}).
     */
    get: operations['listDueErpConnectorRuns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/schedules/{id}/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim the due fire time of a connector schedule (so two agents never both run it)
     * @description fire_time: as GET …/schedules/due listed it. When it is the run the schedule owes now, the schedule records it as its last_run (status running) and the answer is the run to push: 201. Otherwise 409 CONFLICT with details.reason not_due (already claimed, by this or another agent, or a later fire time is due: details.due_fire_time), server_runner (runner is 'server') or paused. A claimed run not reported stays running; the next fire time is due as usual.
     */
    post: operations['claimErpConnectorRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/schedules/{id}/runs/{run_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Report how a claimed connector run ended; the schedule shows it as last_run
     * @description status completed or failed (with error.code and error.message), records_synced the sum over the chunks pushed. Answers the schedule, its last_run updated. Only the latest run, once: 409 CONFLICT with details.reason not_latest_run or already_reported otherwise.
     */
    put: operations['reportErpConnectorRun'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ERP schedule, with next_run_at and last_run */
    get: operations['getErpSchedule'];
    put?: never;
    post?: never;
    /** Delete an ERP schedule (audited); the jobs it started stay */
    delete: operations['deleteErpSchedule'];
    options?: never;
    head?: never;
    /** Change an ERP schedule (enabled: false pauses it, enabled: true resumes it with the calling key); takes effect within seconds */
    patch: operations['updateErpSchedule'];
    trace?: never;
  };
  '/v1/ingest/erp-sync/connections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Tally companies synced (one per company GUID), with watermarks, last sync and counts */
    get: operations['listErpConnections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/connections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a Tally connection (audited), choosing explicitly whether its activities go too */
    delete: operations['deleteErpConnection'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Synchronise vouchers from Tally (TallyPrime / Tally.ERP 9) for a date range
     * @description erp_system: tally (also tallyprime, tally_erp9). connection_config: tally_url (http/https; its host must be registered for the organisation and mode with POST /v1/ingest/erp-sync/hosts, else 400 on connection_config.tally_url before anything is connected to), company (as loaded in Tally), optional timeout_ms (default 60000, per request to Tally) and mappings (rules for this connection). date_range: from/to, inclusive, at most 366 days. force: true reads every month of the range from Tally, even those synced before at the same watermark and mapping.
     *
     *     Creates an erp_sync job on the erp queue (one sync at a time per Tally host and company) and waits for it up to ERP_SYNC_WAIT_MS (25 s by default): finished → 200 with records_synced and the result; still running → 202 with the job (follow status_url). `?wait=false` answers 202 at once. Syncs share the erp workers: after each month a sync pauses while another waits for a worker, and resumes after it.
     *
     *     A failed sync answers 502 ERP_UNREACHABLE or ERP_ERROR, 504 ERP_TIMEOUT (a request to Tally past timeout_ms, or the sync past ERP_SYNC_MAX_MS of running time, result.run_ms), or 400 VALIDATION_ERROR on connection_config.tally_url when Tally redirected to an address that is not allowed; details carry job_id and records_synced (months committed before the failure stay).
     */
    post: operations['syncErp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/push': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Push one chunk of Tally's answers read by the on-premise connector (carbon tally push)
     * @description For a Tally the service cannot reach: the connector next to it (`carbon tally push` / `carbon tally agent`) sends the same requests as a pull and pushes the answers, byte for byte and base64-encoded (UTF-8 or UTF-16LE as Tally sent them): the company list read before and after the Day Book, the voucher types and the Day Book of date_range. The service never contacts tally_url.
     *
     *     The answers go through the pull's own steps: the company GUID keys the connection (a company switches between pull and push without duplicates), each voucher is keyed by (organisation, mode, company GUID, voucher GUID) and compared by ALTERID; deletions, period locks, audit and warnings as for a pull. The chunk and its erp_sync job (pushed, completed) commit in one transaction during the request: 200 with records_synced and the result. Pushing the same answers again stores nothing new (every voucher unchanged).
     *
     *     Bounded: each answer at most ERP_MAX_RESPONSE_BYTES once decoded, the body at most its base64 plus 1 MiB; over either → 413 PAYLOAD_TOO_LARGE (push a shorter range). Answers that are not Tally XML, or name a company that is not open, or a Day Book of another company → 400 VALIDATION_ERROR on answers. connection_id names the connection the push must belong to: another company GUID → 409 CONFLICT (details.reason company_guid_mismatch).
     */
    post: operations['pushErpChunk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/push/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a connection current at the voucher watermark a connector run started from
     * @description After a run pushed its range and every edited range: the organisation's connection of company_guid is current at voucher_watermark (Tally's $AltVchId read at the start), as after a completed pull, so the next run or pull catches up edits from there; with masters (the ledgers and stock items the run read, as sent to …/push/edits), their names are recorded and master_watermark set, so renames are found from there. Each watermark only rises. Answers the connection.
     */
    post: operations['markErpPushCurrent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/erp-sync/push/edits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask which ranges outside a push to push again: back-dated edits and renamed masters (the pull's catch-up)
     * @description Before pushing a range, the connector reads from Tally the vouchers altered since the connection's voucher_watermark (GET /v1/ingest/erp-sync/connections), all dates, when $AltVchId moved past it, and the ledgers and stock items altered since its master_watermark, when $AltMstId moved past it, and sends those answers with the company list (base64, as for a push), since_watermark and since_master_watermark. The answer: the ranges synced before, outside date_range, holding vouchers altered since or naming a renamed ledger or stock item (push each with edited: true), Tally's voucher_watermark now, current (false when Tally would not list the altered vouchers) and edits as a pull reports them (renamed_masters; edits.note names an answer not sent, whose changes were then not looked for).
     *
     *     Once every range is pushed, POST /v1/ingest/erp-sync/push/current with voucher_watermark (when current) and the masters. 404 when the organisation has no connection of the company GUID; 409 CONFLICT (details.reason stale_watermark with details.voucher_watermark, or stale_master_watermark with details.master_watermark) when since_watermark or since_master_watermark is no longer the connection's.
     */
    post: operations['pushErpEdits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a CSV of activities (multipart/form-data); answers 202 with a job
     * @description The file goes in any one file field (e.g. `file`). Header: date, category, quantity, unit, amount, in any order and case, spaces and a BOM tolerated; `amount` (INR, kept as metadata) may be left out; other columns are ignored. One activity per row; a row date is YYYY-MM-DD.
     *
     *     Options as query parameters or form fields (form fields win): country (default: the organisation country), state, period (day | month), source_name, force.
     *
     *     The file is streamed to storage (SHA-256 computed on the way) and checked: empty, binary, non-UTF-8, header-less or row-less files are refused with 400 VALIDATION_ERROR (details.field = file); over UPLOAD_LIMIT_BYTES, 413 PAYLOAD_TOO_LARGE. Rows are validated by the worker: bad rows are reported by GET /v1/jobs/:id (line, field, reason, raw) and never stop the good ones.
     *
     *     The form holds at most 20 fields of 10000 bytes and 30 parts (413 naming the limit); a form without a boundary or cut short is 400 BAD_REQUEST; a body that brings no data for UPLOAD_IDLE_TIMEOUT_MS or arrives slower than BODY_MIN_BYTES_PER_SECOND is 408 REQUEST_TIMEOUT. Nothing is kept of a refused upload. An Idempotency-Key is matched on the stored file (SHA-256) and the options.
     *
     *     The same file again (same SHA-256 in this organisation and mode, earlier job not failed) answers 200 with the earlier job and duplicate: true, unless force=true.
     */
    post: operations['uploadActivitiesCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ingest/auto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ingest typed operational records (electricity bills, fuel purchases, travel, vehicle logs, transactions, hotel stays)
     * @description Each record is mapped to an activity with its scope and factor, then calculated. Up to 1000 records are stored during the request: `data` carries total_emissions_kg_co2e (stored records), per-record results (index, activity_type, scope, emissions, factor, category for spend records) and per-record errors (index, field relative to the record, reason). 201 when every record was stored, 207 when some were, 400 VALIDATION_ERROR (all problems in details.errors) when none was.
     *
     *     More records answer 202 with a job; its result carries total_emissions_kg_co2e when it completes, its errors the bad records by index.
     *
     *     A record may name its site (`site_id`, or `site_code` case-insensitive; GET /v1/sites): the activity belongs to it and, when the record gives no `country` or `state` of its own, takes the site's location. An unknown or archived site is that record's error (field `site_id` or `site_code`).
     */
    post: operations['ingestRecords'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the organisation's ingest jobs, newest first, with cursor pagination */
    get: operations['listJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Status, progress, timings and the first errors of an ingest job
     * @description Progress counters are committed with each batch of rows, so they are exact at any moment. `errors` shows the first 20 bad rows; errors_url has all of them as CSV. While the job is queued or running the answer carries `Retry-After` (seconds until the next look is worth it).
     */
    get: operations['getJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/jobs/{id}/errors.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every bad row of an ingest job as CSV: line (or index), field, reason, raw
     * @description Cells starting with = + - @, a tab or a carriage return are prefixed with an apostrophe so spreadsheets do not run them as formulas.
     */
    get: operations['getJobErrorsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the organisation's reports, newest first, with cursor pagination */
    get: operations['listReports'];
    put?: never;
    /**
     * Generate a report: brsr, ghg_protocol or custom, as pdf, excel, csv or json
     * @description Validates the request and queues it for a worker: 202 with the report, its status_url (also in Location) and, once completed, a download_url. brsr needs a period of exactly one April-March financial year (it adds the previous year itself); periods run at most 3653 days. With wait=true the request waits up to 25 s: finished in time (completed or failed) answers 200, else 202.
     */
    post: operations['createReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Status, request and, once completed, the file (size, SHA-256, pages or sheets) and the data snapshot of a report */
    get: operations['getReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reports/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The report file, with its Content-Type and a Content-Disposition file name such as brsr-p6-FY2024-25.pdf
     * @description pdf: application/pdf; excel: an .xlsx workbook; csv: text/csv (section, table, parameter, unit, current, previous, note); json: the report document (components.schemas.ReportDocument). ETag is the file SHA-256. 409 CONFLICT while the report is not completed.
     */
    get: operations['downloadReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's sites, newest first, with cursor pagination */
    get: operations['listSites'];
    put?: never;
    /**
     * Create a site (plant, office, warehouse, retail, other); audited
     * @description code is unique per organisation and mode, case-insensitive (409 CONFLICT naming `code` when taken). country is ISO 3166-1 alpha-2; an Indian state is stored as its ISO 3166-2:IN code, as on activities. An activity that names the site and gives no location takes the site's country, state, city and grid_region. ownership_pct (0 < x ≤ 100, default 100), operational_control and financial_control (default true) decide what the site contributes under each consolidation approach.
     */
    post: operations['createSite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One site */
    get: operations['getSite'];
    put?: never;
    post?: never;
    /** Delete a site that no activity names (audited); otherwise 409: archive it instead */
    delete: operations['deleteSite'];
    options?: never;
    head?: never;
    /**
     * Change a site's fields, or archive it (status: 'archived'); audited with before and after
     * @description An archived site keeps its activities and stays in every total; new activities may not name it (VALIDATION_ERROR). status: 'active' restores it. Changing ownership or control changes consolidated totals at once.
     */
    patch: operations['updateSite'];
    trace?: never;
  };
  '/v1/sites/{id}/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move activities to this site (audited); their emissions move with them
     * @description All or nothing: the site must be active (409 CONFLICT when archived) and every id a live activity of the organisation and mode (400 VALIDATION_ERROR naming `activity_ids[i]` otherwise); an activity dated in a locked year refuses the lot (409 PERIOD_LOCKED). The activities' stored location is kept. GET /v1/emissions?group_by_site=true counts them under the site at once. POST /v1/sites/:id/unassign moves them back to no site.
     */
    post: operations['assignActivitiesToSite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/unassign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move activities off this site, back to no site (audited); their emissions move to "unassigned"
     * @description The same rules as assigning: all or nothing, every id a live activity of the organisation and mode at this site (400 VALIDATION_ERROR naming `activity_ids[i]` otherwise, also for a repeated id), none dated in a locked year (409 PERIOD_LOCKED); the site may be archived. The activities' stored location is kept. One audit entry (activity.site_unassign) lists each activity with the site it left; site_id and site_code in the answer are null.
     */
    post: operations['unassignActivitiesFromSite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/entities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's legal entities, newest first, with cursor pagination */
    get: operations['listEntities'];
    put?: never;
    /**
     * Create a legal entity (name, CIN, parent, ownership %); audited
     * @description name is unique per organisation and mode (409 CONFLICT naming `name` when taken); cin, when given, must be a 21-character CIN; parent_entity_id names another entity of the organisation; ownership_pct (0 < x ≤ 100, default 100) is the share the parent holds.
     */
    post: operations['createEntity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/entities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One legal entity */
    get: operations['getEntity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a legal entity's fields; audited with before and after
     * @description A parent that is the entity itself or one it owns is refused (VALIDATION_ERROR on parent_entity_id).
     */
    patch: operations['updateEntity'];
    trace?: never;
  };
  '/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's webhook endpoints in this mode, oldest first (never their secrets) */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Register a webhook endpoint; the answer holds its signing secret, shown only this once
     * @description url: https (plain http only to hosts the operator lists in WEBHOOK_ALLOWED_HOSTS); a URL whose host is or resolves to a private, loopback, link-local or metadata address is refused (400 on url) unless listed there. events: job.completed, job.failed, report.ready, report.failed, erp_sync.completed, erp_sync.failed, schedule.paused, webhook.disabled. Each request is a POST of { id, type, created_at, data } (data: the resource as its GET answers it) signed in the Carbon-Signature header (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">); see docs/webhooks.md for the verification recipe.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook endpoint, with its failure state */
    get: operations['getWebhook'];
    put?: never;
    post?: never;
    /** Delete a webhook endpoint (audited): nothing more is sent to it */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /** Change a webhook endpoint (enabled: true re-enables one the service disabled and retries its queue at once) */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/v1/webhooks/{id}/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the signing secret; the new one is in this answer only
     * @description The old secret keeps signing for WEBHOOK_SECRET_OVERLAP_MS (24 h by default): until previous_secret_expires_at every request carries two v1 signatures, one per secret.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every delivery attempt to the endpoint, newest first: event, attempt, status code, duration, answer excerpt */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/deliveries/{delivery_id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a delivery's event to the endpoint again (202; the attempt appears under deliveries)
     * @description queued: false when the event is still waiting in the endpoint’s queue (not delivered yet): it will be sent anyway.
     */
    post: operations['redeliverWebhookEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @example {
     *       "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *       "activity_type": "electricity",
     *       "scope": "2",
     *       "quantity": 1200,
     *       "unit": "kWh",
     *       "period": {
     *         "start": "2024-04-01",
     *         "end": "2024-04-30"
     *       },
     *       "location": {
     *         "country": "IN",
     *         "state": "MH",
     *         "state_name": "Maharashtra",
     *         "city": null,
     *         "grid_region": null
     *       },
     *       "source": {
     *         "type": "manual",
     *         "confidence": 0.9,
     *         "name": null,
     *         "reference": null
     *       },
     *       "metadata": {},
     *       "emissions_kg_co2e": 854.04,
     *       "gases": {
     *         "co2": 854.04,
     *         "ch4": null,
     *         "n2o": null
     *       },
     *       "confidence_score": 0.73,
     *       "emission_factor": {
     *         "id": "cea.v21.in.electricity.fy2024-25",
     *         "value": 0.7117,
     *         "unit": "kg CO2/kWh",
     *         "source": "CEA CO2 Baseline Database v21.0 (2025)",
     *         "version": "v21.0",
     *         "region": "IN"
     *       },
     *       "calculation": {
     *         "input": {
     *           "unit": "kWh",
     *           "quantity": 1200,
     *           "activity_type": "electricity"
     *         },
     *         "converted": {
     *           "unit": "kWh",
     *           "quantity": 1200
     *         },
     *         "energy": {
     *           "gj": 4.32,
     *           "basis": "as metered",
     *           "source": "1 kWh = 0.0036 GJ",
     *           "per_unit": "kWh",
     *           "gj_per_unit": 0.0036
     *         },
     *         "factor_unit": "kg CO2/kWh",
     *         "factor_value": 0.7117,
     *         "formula": "1200 × 0.7117 kg CO2/kWh = 854.04 kg CO2",
     *         "period_midpoint": "2024-04-15",
     *         "radiative_forcing": null,
     *         "scope3": null,
     *         "spend": null,
     *         "scope2": {
     *           "electricity_source": "grid",
     *           "location_based": "grid_average",
     *           "market_based": {
     *             "basis": "residual_mix_proxy",
     *             "supplier_factor": null,
     *             "source": "grid average as the residual-mix proxy: no residual mix is published for this market (it may double count attributes claimed by others)"
     *           },
     *           "instrument": null,
     *           "instrument_not_counted": null
     *         }
     *       },
     *       "disclosure": {
     *         "energy_gj": 4.32,
     *         "energy_class": "electricity",
     *         "energy_renewable": false,
     *         "co2_kg_co2e": 854.04,
     *         "ch4_kg_co2e": null,
     *         "n2o_kg_co2e": null,
     *         "hfcs_kg_co2e": null,
     *         "pfcs_kg_co2e": null,
     *         "sf6_kg_co2e": null,
     *         "nf3_kg_co2e": null,
     *         "co2_kg": 854.04,
     *         "ch4_kg": null,
     *         "n2o_kg": null,
     *         "hfcs_kg": null,
     *         "pfcs_kg": null,
     *         "sf6_kg": null,
     *         "nf3_kg": null,
     *         "gwp_set": "AR5",
     *         "co2_only": true,
     *         "scope3_category": null,
     *         "biogenic_co2_kg": null,
     *         "category3_kg_co2e": 170.48,
     *         "memo_kg_co2e": null,
     *         "memo_kind": null,
     *         "electricity_source": "grid",
     *         "market_based_kg_co2e": 854.04,
     *         "renewable_kwh": 0,
     *         "instrument_kwh": 0,
     *         "unmatched_kwh": null
     *       },
     *       "notices": [
     *         {
     *           "code": "REGION_FALLBACK",
     *           "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
     *         },
     *         {
     *           "code": "CO2_ONLY",
     *           "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
     *         }
     *       ],
     *       "ingest_job_id": null,
     *       "site_id": null,
     *       "site_code": null,
     *       "created_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    Activity: {
      /** Format: uuid */
      id: string;
      activity_type: string;
      /** @enum {string} */
      scope: '1' | '2' | '3';
      quantity: number;
      unit: string;
      period: {
        start: string;
        end: string;
      };
      location: {
        country: string;
        /** @description for IN the ISO 3166-2:IN subdivision code ('TN') */
        state: string | null;
        /** @description the state's name for display ('Tamil Nadu'); null outside India */
        state_name: string | null;
        city: string | null;
        grid_region: string | null;
      };
      source: {
        type: string;
        confidence: number;
        name: string | null;
        reference: string | null;
      } | null;
      metadata: {
        [key: string]: unknown;
      };
      emissions_kg_co2e: number;
      /** @description kg CO2e per gas where the factor publishes a split, else null */
      gases: {
        co2: number | null;
        ch4: number | null;
        n2o: number | null;
      } | null;
      confidence_score: number;
      emission_factor: components['schemas']['EmissionFactorSummary'];
      calculation: {
        [key: string]: unknown;
      };
      /** @description what BRSR and the GHG Protocol need per activity: energy (GJ, class, renewable), kg CO2e and kg of each gas group (CO2e on the GWP set gwp_set), co2_only, Scope 3 category, the Scope 3 category 3 figure it brings (well-to-tank, T&D losses), biogenic CO2 and memo items (R-22, the flight radiative-forcing uplift) outside the scope totals; for electricity and certificates, the source and the market-based Scope 2 figure (the location-based one is emissions_kg_co2e) */
      disclosure: {
        energy_gj: number | null;
        energy_class: ('electricity' | 'fuel' | 'other') | null;
        energy_renewable: boolean | null;
        co2_kg_co2e: number | null;
        ch4_kg_co2e: number | null;
        n2o_kg_co2e: number | null;
        hfcs_kg_co2e: number | null;
        pfcs_kg_co2e: number | null;
        sf6_kg_co2e: number | null;
        nf3_kg_co2e: number | null;
        co2_kg: number | null;
        ch4_kg: number | null;
        n2o_kg: number | null;
        hfcs_kg: number | null;
        pfcs_kg: number | null;
        sf6_kg: number | null;
        nf3_kg: number | null;
        /** @enum {string} */
        gwp_set: 'AR5' | 'AR6';
        co2_only: boolean;
        scope3_category: number | null;
        biogenic_co2_kg: number | null;
        category3_kg_co2e: number | null;
        memo_kg_co2e: number | null;
        memo_kind: ('non_kyoto_gas' | 'flight_radiative_forcing') | null;
        electricity_source:
          ('grid' | 'captive_renewable' | 'green_tariff' | 'ppa' | 'supplier_specific' | 'certificate') | null;
        market_based_kg_co2e: number | null;
        renewable_kwh: number | null;
        instrument_kwh: number | null;
        unmatched_kwh: number | null;
      };
      notices: {
        code: string;
        message: string;
      }[];
      ingest_job_id: string | null;
      /** @description the site (GET /v1/sites/:id) the activity belongs to; null: unassigned */
      site_id: string | null;
      /** @description that site's code, as it is now */
      site_code: string | null;
      created_at: string;
    };
    /**
     * @example {
     *       "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *       "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *       "emissions_kg_co2e": 854.04,
     *       "confidence_score": 0.73,
     *       "emission_factor": {
     *         "id": "cea.v21.in.electricity.fy2024-25",
     *         "value": 0.7117,
     *         "unit": "kg CO2/kWh",
     *         "source": "CEA CO2 Baseline Database v21.0 (2025)",
     *         "version": "v21.0",
     *         "region": "IN"
     *       },
     *       "gases": {
     *         "co2": 854.04,
     *         "ch4": null,
     *         "n2o": null
     *       },
     *       "notices": [
     *         {
     *           "code": "REGION_FALLBACK",
     *           "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
     *         },
     *         {
     *           "code": "CO2_ONLY",
     *           "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
     *         }
     *       ],
     *       "site_id": null,
     *       "site_code": null,
     *       "created_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    ActivityResult: {
      /** Format: uuid */
      activity_id: string;
      /**
       * Format: uuid
       * @description the same as activity_id: every resource also answers its id as `id`
       */
      id: string;
      emissions_kg_co2e: number;
      confidence_score: number;
      emission_factor: components['schemas']['EmissionFactorSummary'];
      /** @description kg CO2e per gas where the factor publishes a split, else null */
      gases: {
        co2: number | null;
        ch4: number | null;
        n2o: number | null;
      } | null;
      notices: {
        code: string;
        message: string;
      }[];
      /** @description the site (GET /v1/sites/:id) the activity belongs to; null: unassigned */
      site_id: string | null;
      /** @description that site's code */
      site_code: string | null;
      created_at: string;
    };
    /**
     * @example {
     *       "activity_type": "electricity",
     *       "scope": "2",
     *       "quantity": 1200,
     *       "unit": "kWh",
     *       "period": {
     *         "start": "2024-04-01",
     *         "end": "2024-04-30"
     *       },
     *       "location": {
     *         "country": "IN",
     *         "state": "Maharashtra"
     *       },
     *       "source": {
     *         "type": "manual",
     *         "confidence": 0.9
     *       }
     *     }
     */
    ActivitySubmission: {
      activity_type: string;
      scope: ('1' | '2' | '3') | 1 | 2 | 3;
      quantity: number;
      unit: string;
      period: {
        start: string;
        end: string;
      };
      /** @description required unless site_id or site_code names a site, whose location it takes */
      location?: {
        country: string;
        state?: string;
        city?: string;
        grid_region?: string;
      };
      source?: {
        type: string;
        confidence: number;
        name?: string;
        reference?: string;
      };
      metadata?: {
        [key: string]: unknown;
      };
      /**
       * Format: uuid
       * @description the site (GET /v1/sites) the activity belongs to
       */
      site_id?: string;
      /** @description the site's code (case-insensitive), instead of site_id */
      site_code?: string;
    };
    /**
     * @example {
     *       "as_of": "2024-06-30",
     *       "current": {
     *         "fiscal_year": "FY2024-25",
     *         "start": "2024-04-01",
     *         "end": "2025-03-31",
     *         "total_kg_co2e": 854.04,
     *         "by_scope": [
     *           {
     *             "scope": "1",
     *             "emissions_kg_co2e": 0,
     *             "percentage": 0
     *           },
     *           {
     *             "scope": "2",
     *             "emissions_kg_co2e": 854.04,
     *             "percentage": 100
     *           },
     *           {
     *             "scope": "3",
     *             "emissions_kg_co2e": 0,
     *             "percentage": 0
     *           }
     *         ],
     *         "scope2": {
     *           "location_based_kg_co2e": 854.04,
     *           "market_based_kg_co2e": 854.04,
     *           "renewable_kwh": 0,
     *           "instrument_kwh": 0,
     *           "unmatched_instrument_kwh": 0,
     *           "method": "location",
     *           "residual_mix": "No residual mix is published for India: electricity not covered by a contractual instrument takes the CEA grid average (all-India weighted average) in the market-based figure, which may double count renewable attributes claimed by others."
     *         },
     *         "renewable_energy_share": {
     *           "percent": 0,
     *           "renewable_gj": 0,
     *           "total_gj": 4.32
     *         }
     *       },
     *       "previous": {
     *         "fiscal_year": "FY2023-24",
     *         "start": "2023-04-01",
     *         "end": "2024-03-31",
     *         "total_kg_co2e": 0,
     *         "by_scope": [
     *           {
     *             "scope": "1",
     *             "emissions_kg_co2e": 0,
     *             "percentage": 0
     *           },
     *           {
     *             "scope": "2",
     *             "emissions_kg_co2e": 0,
     *             "percentage": 0
     *           },
     *           {
     *             "scope": "3",
     *             "emissions_kg_co2e": 0,
     *             "percentage": 0
     *           }
     *         ],
     *         "scope2": {
     *           "location_based_kg_co2e": 0,
     *           "market_based_kg_co2e": 0,
     *           "renewable_kwh": 0,
     *           "instrument_kwh": 0,
     *           "unmatched_instrument_kwh": 0,
     *           "method": "location",
     *           "residual_mix": "No residual mix is published for India: electricity not covered by a contractual instrument takes the CEA grid average (all-India weighted average) in the market-based figure, which may double count renewable attributes claimed by others."
     *         },
     *         "renewable_energy_share": {
     *           "percent": null,
     *           "renewable_gj": 0,
     *           "total_gj": 0
     *         }
     *       },
     *       "change_percent": null,
     *       "monthly_trend": [
     *         {
     *           "month": "2024-04",
     *           "total_kg_co2e": 854.04,
     *           "by_scope": [
     *             {
     *               "scope": "1",
     *               "emissions_kg_co2e": 0
     *             },
     *             {
     *               "scope": "2",
     *               "emissions_kg_co2e": 854.04
     *             },
     *             {
     *               "scope": "3",
     *               "emissions_kg_co2e": 0
     *             }
     *           ]
     *         }
     *       ],
     *       "top_activity_types": [
     *         {
     *           "activity_type": "electricity",
     *           "emissions_kg_co2e": 854.04,
     *           "percentage": 100,
     *           "count": 1
     *         }
     *       ],
     *       "top_sites": [
     *         {
     *           "site_id": null,
     *           "code": null,
     *           "name": "Unassigned",
     *           "kind": null,
     *           "country": null,
     *           "entity_id": null,
     *           "share": 1,
     *           "scope1_kg_co2e": 0,
     *           "scope2_location_kg_co2e": 854.04,
     *           "scope2_market_kg_co2e": 854.04,
     *           "scope3_kg_co2e": 0,
     *           "total_kg_co2e": 854.04,
     *           "activity_count": 1,
     *           "percentage": 100
     *         }
     *       ],
     *       "consolidation": {
     *         "approach": "operational_control",
     *         "default_used": true
     *       },
     *       "data_quality": {
     *         "activities": 1,
     *         "average_confidence": 0.73,
     *         "low_confidence_activities": 0,
     *         "activities_with_notices": 1,
     *         "spend_based_percent": 0
     *       }
     *     }
     */
    CompanyDashboard: {
      as_of: string;
      current: {
        fiscal_year: string;
        start: string;
        end: string;
        total_kg_co2e: number;
        /** @description Scope 2 location-based, as in GET /v1/emissions */
        by_scope: {
          /** @enum {string} */
          scope: '1' | '2' | '3';
          emissions_kg_co2e: number;
          percentage: number;
        }[];
        /** @description both Scope 2 figures, with the residual-mix proxy disclosed */
        scope2: {
          location_based_kg_co2e: number;
          market_based_kg_co2e: number;
          /** @description electricity from renewable sources: captive, or a green tariff or PPA whose certificates count */
          renewable_kwh: number;
          /** @description electricity covered by counted contractual instruments: certificates, green tariffs, PPAs, supplier-specific rates */
          instrument_kwh: number;
          /** @description certificate kWh beyond the grid electricity recorded in their market and fiscal year: not counted in the market-based figure, disclosed (pro rata over the certificates' periods) */
          unmatched_instrument_kwh: number;
          /**
           * @description the figure the breakdown and totals use
           * @enum {string}
           */
          method: 'location' | 'market';
          /** @description what electricity not covered by an instrument takes in the market-based figure, and why */
          residual_mix: string;
        };
        /** @description BRSR Core: % of energy consumed from renewable sources, from the same energy figures as the BRSR report's EI-1 */
        renewable_energy_share: {
          /** @description renewable GJ ÷ total GJ × 100 (BRSR Core); null when no energy is recorded */
          percent: number | null;
          renewable_gj: number;
          total_gj: number;
        };
      };
      previous: {
        fiscal_year: string;
        start: string;
        end: string;
        total_kg_co2e: number;
        /** @description Scope 2 location-based, as in GET /v1/emissions */
        by_scope: {
          /** @enum {string} */
          scope: '1' | '2' | '3';
          emissions_kg_co2e: number;
          percentage: number;
        }[];
        /** @description both Scope 2 figures, with the residual-mix proxy disclosed */
        scope2: {
          location_based_kg_co2e: number;
          market_based_kg_co2e: number;
          /** @description electricity from renewable sources: captive, or a green tariff or PPA whose certificates count */
          renewable_kwh: number;
          /** @description electricity covered by counted contractual instruments: certificates, green tariffs, PPAs, supplier-specific rates */
          instrument_kwh: number;
          /** @description certificate kWh beyond the grid electricity recorded in their market and fiscal year: not counted in the market-based figure, disclosed (pro rata over the certificates' periods) */
          unmatched_instrument_kwh: number;
          /**
           * @description the figure the breakdown and totals use
           * @enum {string}
           */
          method: 'location' | 'market';
          /** @description what electricity not covered by an instrument takes in the market-based figure, and why */
          residual_mix: string;
        };
        /** @description BRSR Core: % of energy consumed from renewable sources, from the same energy figures as the BRSR report's EI-1 */
        renewable_energy_share: {
          /** @description renewable GJ ÷ total GJ × 100 (BRSR Core); null when no energy is recorded */
          percent: number | null;
          renewable_gj: number;
          total_gj: number;
        };
      };
      /** @description current vs previous fiscal year; null when the previous year is zero */
      change_percent: number | null;
      monthly_trend: {
        month: string;
        total_kg_co2e: number;
        by_scope: {
          /** @enum {string} */
          scope: '1' | '2' | '3';
          emissions_kg_co2e: number;
        }[];
      }[];
      top_activity_types: {
        activity_type: string;
        emissions_kg_co2e: number;
        percentage: number;
        count: number;
      }[];
      /** @description the current year's 5 largest sites, the unassigned activities as one line (site_id null), each after its share under the consolidation approach, as GET /v1/emissions?group_by_site=true gives them */
      top_sites: {
        /** @description null: the activities without a site (unassigned) */
        site_id: string | null;
        code: string | null;
        /** @description "Unassigned" for the activities without a site */
        name: string;
        /** @description plant, office, warehouse, retail or other; null when unassigned */
        kind: string | null;
        /** @description the site's country (ISO 3166-1 alpha-2); null when unassigned */
        country: string | null;
        /** @description the legal entity the site belongs to, if any */
        entity_id: string | null;
        /** @description the fraction of the site counted under the consolidation approach (1 or 0 under the control approaches, ownership_pct / 100 under equity share, 1 when unassigned); every figure of the line is after it */
        share: number;
        scope1_kg_co2e: number;
        scope2_location_kg_co2e: number;
        scope2_market_kg_co2e: number;
        /** @description including the Scope 3 category 3 of the site's Scope 1 and 2 activities when it is counted */
        scope3_kg_co2e: number;
        /** @description scope 1 + the scope2_method's Scope 2 + scope 3; the sites' totals add up to the answer's total */
        total_kg_co2e: number;
        /** @description the site's activities overlapping the period (those of a site counted at 0% included) */
        activity_count: number;
        /** @description of the current year's total */
        percentage: number;
      }[];
      /** @description the company profile's consolidation approach applied to every figure: under operational_control or financial_control a site counts 100% when the organisation has that control over it and 0% otherwise; under equity_share it counts its ownership_pct; activities without a site (unassigned) count 100% */
      consolidation: {
        /** @enum {string} */
        approach: 'operational_control' | 'financial_control' | 'equity_share';
        /** @description true when the company profile's consolidation_approach is not set and operational_control (the default) was applied */
        default_used: boolean;
      };
      data_quality: {
        activities: number;
        average_confidence: number | null;
        /** @description confidence_score below 0.5 */
        low_confidence_activities: number;
        /** @description a fallback or assumption was taken */
        activities_with_notices: number;
        /** @description share of emissions estimated from spend (EEIO) */
        spend_based_percent: number;
      };
    };
    /**
     * @example {
     *       "legal_name": "Acme Steels Pvt Ltd",
     *       "cin": "U27100MH2005PTC123456",
     *       "sector": "Iron and steel",
     *       "reporting_boundary": "standalone",
     *       "consolidation_approach": "operational_control",
     *       "base_year": "FY2023-24",
     *       "brsr_xbrl_taxonomy": "2026-02-28",
     *       "fiscal_years": {
     *         "FY2024-25": {
     *           "revenue_from_operations_inr": 2500000000,
     *           "ppp_conversion_factor": {
     *             "value": 20.4,
     *             "source": "World Bank PA.NUS.PPP",
     *             "year": 2024
     *           },
     *           "physical_output": {
     *             "value": 120000,
     *             "unit": "tonne of steel"
     *           },
     *           "optional_intensity": {
     *             "value": 250,
     *             "unit": "₹ crore of turnover"
     *           },
     *           "assurance": {
     *             "provider": "Example Assurance LLP",
     *             "type": "reasonable_assurance",
     *             "covers": "brsr_core"
     *           }
     *         }
     *       }
     *     }
     */
    CompanyProfile: {
      legal_name: string;
      /** @description default: null */
      cin?: string | null;
      /** @description default: null */
      sector?: string | null;
      /** @description BRSR's reporting boundary (default: null) */
      reporting_boundary?: ('standalone' | 'consolidated') | null;
      /** @description the GHG Protocol's organisational boundary: what each site contributes to every total (operational_control or financial_control: 100% of a site the organisation has that control over, 0% otherwise; equity_share: the site's ownership_pct; activities without a site: 100%). Not set: operational_control, stated as the default in every answer that applies it (default: null) */
      consolidation_approach?: ('operational_control' | 'financial_control' | 'equity_share') | null;
      /** @description GHG base year, a fiscal year (default: null) */
      base_year?: string | null;
      /**
       * @description the version of SEBI's in-capmkt BRSR taxonomy that a BRSR report in xbrl format is an instance of (default: "2026-02-28")
       * @enum {string}
       */
      brsr_xbrl_taxonomy?: '2024-04-30' | '2025-05-31' | '2026-02-28';
      /** @description per fiscal year label, e.g. "FY2024-25" (default: {}) */
      fiscal_years?: {
        [key: string]: {
          /** @description revenue from operations, INR: 0.01 to 999,999,999,999,999, at most 15 significant digits (default: null) */
          revenue_from_operations_inr?: number | null;
          /** @description BRSR's PPP-adjusted intensity divides revenue by this factor (default: null) */
          ppp_conversion_factor?: {
            /** @description INR per international dollar (e.g. the IMF or World Bank PPP conversion factor): 0.001 to 1,000,000, at most 15 significant digits */
            value: number;
            source: string;
            year: number;
          } | null;
          /** @description default: null */
          physical_output?: {
            /** @description 0.000001 to 999,999,999,999,999, at most 15 significant digits */
            value: number;
            /** @description e.g. "tonne of cement" */
            unit: string;
          } | null;
          /** @description BRSR's optional intensity metric the company chooses: energy and emissions per unit of it (default: null) */
          optional_intensity?: {
            /** @description the denominator for the year, e.g. 1250 (crore rupees): 0.000001 to 999,999,999,999,999, at most 15 significant digits */
            value: number;
            /** @description what one unit of the denominator is, e.g. "₹ crore of turnover", "room-night" */
            unit: string;
          } | null;
          /** @description independent assessment or assurance by an external agency: null when there was none, absent when not provided */
          assurance?: {
            provider: string;
            /** @enum {string} */
            type: 'assessment' | 'limited_assurance' | 'reasonable_assurance';
            /**
             * @description brsr_core: the BRSR Core indicators only (SEBI's mandate: energy, Scope 1 and 2 and their intensities); all_indicators: Scope 3 too (default: "brsr_core")
             * @enum {string}
             */
            covers?: 'brsr_core' | 'all_indicators';
          } | null;
        };
      };
    };
    /**
     * @example {
     *       "legal_name": "Acme Steels Pvt Ltd",
     *       "cin": "U27100MH2005PTC123456",
     *       "sector": "Iron and steel",
     *       "reporting_boundary": "standalone",
     *       "consolidation_approach": "operational_control",
     *       "base_year": "FY2023-24",
     *       "brsr_xbrl_taxonomy": "2026-02-28",
     *       "fiscal_years": {
     *         "FY2024-25": {
     *           "revenue_from_operations_inr": 2500000000,
     *           "ppp_conversion_factor": {
     *             "value": 20.4,
     *             "source": "World Bank PA.NUS.PPP",
     *             "year": 2024
     *           },
     *           "physical_output": {
     *             "value": 120000,
     *             "unit": "tonne of steel"
     *           },
     *           "optional_intensity": {
     *             "value": 250,
     *             "unit": "₹ crore of turnover"
     *           },
     *           "assurance": {
     *             "provider": "Example Assurance LLP",
     *             "type": "reasonable_assurance",
     *             "covers": "brsr_core"
     *           }
     *         }
     *       },
     *       "updated_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    CompanyProfileView: {
      legal_name: string;
      /** @default null */
      cin: string | null;
      /** @default null */
      sector: string | null;
      /**
       * @description BRSR's reporting boundary
       * @default null
       */
      reporting_boundary: ('standalone' | 'consolidated') | null;
      /**
       * @description the GHG Protocol's organisational boundary: what each site contributes to every total (operational_control or financial_control: 100% of a site the organisation has that control over, 0% otherwise; equity_share: the site's ownership_pct; activities without a site: 100%). Not set: operational_control, stated as the default in every answer that applies it
       * @default null
       */
      consolidation_approach: ('operational_control' | 'financial_control' | 'equity_share') | null;
      /**
       * @description GHG base year, a fiscal year
       * @default null
       */
      base_year: string | null;
      /**
       * @description the version of SEBI's in-capmkt BRSR taxonomy that a BRSR report in xbrl format is an instance of
       * @default 2026-02-28
       * @enum {string}
       */
      brsr_xbrl_taxonomy: '2024-04-30' | '2025-05-31' | '2026-02-28';
      /**
       * @description per fiscal year label, e.g. "FY2024-25"
       * @default {}
       */
      fiscal_years: {
        [key: string]: {
          /**
           * @description revenue from operations, INR: 0.01 to 999,999,999,999,999, at most 15 significant digits
           * @default null
           */
          revenue_from_operations_inr: number | null;
          /**
           * @description BRSR's PPP-adjusted intensity divides revenue by this factor
           * @default null
           */
          ppp_conversion_factor: {
            /** @description INR per international dollar (e.g. the IMF or World Bank PPP conversion factor): 0.001 to 1,000,000, at most 15 significant digits */
            value: number;
            source: string;
            year: number;
          } | null;
          /** @default null */
          physical_output: {
            /** @description 0.000001 to 999,999,999,999,999, at most 15 significant digits */
            value: number;
            /** @description e.g. "tonne of cement" */
            unit: string;
          } | null;
          /**
           * @description BRSR's optional intensity metric the company chooses: energy and emissions per unit of it
           * @default null
           */
          optional_intensity: {
            /** @description the denominator for the year, e.g. 1250 (crore rupees): 0.000001 to 999,999,999,999,999, at most 15 significant digits */
            value: number;
            /** @description what one unit of the denominator is, e.g. "₹ crore of turnover", "room-night" */
            unit: string;
          } | null;
          /** @description independent assessment or assurance by an external agency: null when there was none, absent when not provided */
          assurance?: {
            provider: string;
            /** @enum {string} */
            type: 'assessment' | 'limited_assurance' | 'reasonable_assurance';
            /**
             * @description brsr_core: the BRSR Core indicators only (SEBI's mandate: energy, Scope 1 and 2 and their intensities); all_indicators: Scope 3 too
             * @default brsr_core
             * @enum {string}
             */
            covers: 'brsr_core' | 'all_indicators';
          } | null;
        };
      };
      /** @description last PUT; null while the profile has never been set (legal_name is then the organisation name) */
      updated_at: string | null;
    };
    /**
     * @example {
     *       "file": "date,category,quantity,unit,amount\n2024-04-15,electricity,1200,kwh,9600\n2024-04-18,diesel,50,liters,4500\n2024-04-20,rail,350,km,\n",
     *       "country": "IN",
     *       "period": "day"
     *     }
     */
    CsvUpload: {
      /** @description ISO 3166-1 alpha-2 location of every row; default: the organisation country */
      country?: string;
      /** @description state of every row: an Indian state name or code ('Maharashtra', 'MH') in India */
      state?: string;
      /**
       * @description 'day': a row's date is its period; 'month': the calendar month containing the date (default: "day")
       * @enum {string}
       */
      period?: 'day' | 'month';
      /** @description source.name of every activity, e.g. the file or system it came from */
      source_name?: string;
      /** @description travel mode of every bare 'travel' row without a mode column value: flight, rail, bus, coach, taxi, car, motorbike */
      travel_mode?: string;
      /**
       * @description true: import even if this exact file was imported before
       * @enum {string}
       */
      force?: '0' | '1' | 'true' | 'false';
      /**
       * Format: binary
       * @description the CSV file; any one file field is accepted
       */
      file: string;
    };
    /**
     * @example {
     *       "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *       "deleted": true,
     *       "deleted_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    Deleted: {
      /** Format: uuid */
      id: string;
      /** @constant */
      deleted: true;
      deleted_at: string;
    };
    /**
     * @example {
     *       "id": "cea.v21.in.electricity.fy2024-25",
     *       "activity_type": "electricity",
     *       "value": 0.7117,
     *       "unit": "kg CO2/kWh",
     *       "per_unit": "kWh",
     *       "gases": {
     *         "co2": 0.7117,
     *         "ch4": null,
     *         "n2o": null
     *       },
     *       "gwp_basis": "CO2 only",
     *       "region": "IN",
     *       "region_level": "country",
     *       "valid_from": "2024-04-01",
     *       "valid_to": "2025-03-31",
     *       "year": "FY2024-25",
     *       "source": {
     *         "publisher": "Central Electricity Authority (Ministry of Power, Government of India)",
     *         "name": "CEA CO2 Baseline Database v21.0",
     *         "dataset": "cea-co2-baseline",
     *         "version": "v21.0",
     *         "year": 2025,
     *         "url": "https://cea.nic.in/cdm-co2-baseline-database/"
     *       },
     *       "verification": "S: one secondary source; the CEA PDF was not opened",
     *       "notes": "Weighted average emission rate incl. renewables, all-India grid, FY2024-25."
     *     }
     */
    EmissionFactor: {
      id: string;
      activity_type: string;
      /** @description kg CO2e per unit (kg CO2 for CO2-only sources) */
      value: number;
      /** @description e.g. kg CO2e/kWh; kg CO2/kWh for CO2-only sources (CEA, India GHG Program) */
      unit: string;
      per_unit: string;
      gases: {
        co2: number | null;
        ch4: number | null;
        n2o: number | null;
      };
      gwp_basis: string;
      region: string;
      region_level: string;
      valid_from: string;
      valid_to: string;
      year: string;
      source: {
        publisher: string;
        name: string;
        dataset: string;
        version: string;
        year: number;
        url: string | null;
      };
      verification: string;
      notes: string | null;
    };
    /**
     * @example {
     *       "id": "cea.v21.in.electricity.fy2024-25",
     *       "value": 0.7117,
     *       "unit": "kg CO2/kWh",
     *       "source": "CEA CO2 Baseline Database v21.0 (2025)",
     *       "version": "v21.0",
     *       "region": "IN"
     *     }
     */
    EmissionFactorSummary: {
      id: string;
      value: number;
      /** @description e.g. kg CO2e/kWh */
      unit: string;
      /** @description publishing body, dataset and year */
      source: string;
      version: string;
      region: string;
    };
    /**
     * @example {
     *       "total_kg_co2e": 1024.52,
     *       "period": {
     *         "start": "2024-04-01",
     *         "end": "2024-05-31"
     *       },
     *       "breakdown": [
     *         {
     *           "scope": "1",
     *           "emissions_kg_co2e": 0,
     *           "percentage": 0
     *         },
     *         {
     *           "scope": "2",
     *           "emissions_kg_co2e": 854.04,
     *           "percentage": 83.36
     *         },
     *         {
     *           "scope": "3",
     *           "emissions_kg_co2e": 170.48,
     *           "percentage": 16.64
     *         }
     *       ],
     *       "by_activity_type": [
     *         {
     *           "activity_type": "electricity",
     *           "emissions_kg_co2e": 854.04,
     *           "count": 1
     *         },
     *         {
     *           "activity_type": "td_loss.electricity",
     *           "emissions_kg_co2e": 170.48,
     *           "count": 1
     *         }
     *       ],
     *       "scope2": {
     *         "location_based_kg_co2e": 854.04,
     *         "market_based_kg_co2e": 854.04,
     *         "renewable_kwh": 0,
     *         "instrument_kwh": 0,
     *         "unmatched_instrument_kwh": 0,
     *         "method": "location",
     *         "residual_mix": "No residual mix is published for India: electricity not covered by a contractual instrument takes the CEA grid average (all-India weighted average) in the market-based figure, which may double count renewable attributes claimed by others."
     *       },
     *       "scope3_category3": {
     *         "kg_co2e": 170.48,
     *         "setting": "included",
     *         "counted": true
     *       },
     *       "gwp_set": "AR5",
     *       "consolidation": {
     *         "approach": "operational_control",
     *         "default_used": true
     *       },
     *       "by_site": [
     *         {
     *           "site_id": "0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b41",
     *           "code": "PUNE-1",
     *           "name": "Pune plant",
     *           "kind": "plant",
     *           "country": "IN",
     *           "entity_id": null,
     *           "share": 1,
     *           "scope1_kg_co2e": 0,
     *           "scope2_location_kg_co2e": 854.04,
     *           "scope2_market_kg_co2e": 854.04,
     *           "scope3_kg_co2e": 170.48,
     *           "total_kg_co2e": 1024.52,
     *           "activity_count": 1
     *         }
     *       ],
     *       "series": [
     *         {
     *           "period": "2024-04",
     *           "start": "2024-04-01",
     *           "end": "2024-04-30",
     *           "total_kg_co2e": 1024.52,
     *           "breakdown": [
     *             {
     *               "scope": "1",
     *               "emissions_kg_co2e": 0
     *             },
     *             {
     *               "scope": "2",
     *               "emissions_kg_co2e": 854.04
     *             },
     *             {
     *               "scope": "3",
     *               "emissions_kg_co2e": 170.48
     *             }
     *           ]
     *         },
     *         {
     *           "period": "2024-05",
     *           "start": "2024-05-01",
     *           "end": "2024-05-31",
     *           "total_kg_co2e": 0,
     *           "breakdown": [
     *             {
     *               "scope": "1",
     *               "emissions_kg_co2e": 0
     *             },
     *             {
     *               "scope": "2",
     *               "emissions_kg_co2e": 0
     *             },
     *             {
     *               "scope": "3",
     *               "emissions_kg_co2e": 0
     *             }
     *           ]
     *         }
     *       ]
     *     }
     */
    EmissionsAggregate: {
      total_kg_co2e: number;
      period: {
        start: string;
        end: string;
      };
      breakdown: {
        /** @enum {string} */
        scope: '1' | '2' | '3';
        emissions_kg_co2e: number;
        percentage: number;
      }[];
      by_activity_type: {
        activity_type: string;
        emissions_kg_co2e: number;
        count: number;
      }[];
      scope2: {
        location_based_kg_co2e: number;
        market_based_kg_co2e: number;
        /** @description electricity from renewable sources: captive, or a green tariff or PPA whose certificates count */
        renewable_kwh: number;
        /** @description electricity covered by counted contractual instruments: certificates, green tariffs, PPAs, supplier-specific rates */
        instrument_kwh: number;
        /** @description certificate kWh beyond the grid electricity recorded in their market and fiscal year: not counted in the market-based figure, disclosed (pro rata over the certificates' periods) */
        unmatched_instrument_kwh: number;
        /**
         * @description the figure the breakdown and totals use
         * @enum {string}
         */
        method: 'location' | 'market';
        /** @description what electricity not covered by an instrument takes in the market-based figure, and why */
        residual_mix: string;
      };
      /** @description Scope 3 category 3 that the Scope 1 and 2 activities bring (organisation setting scope3_category3); when counted, its lines are by_activity_type wtt.<fuel type> and td_loss.electricity */
      scope3_category3: {
        /** @description well-to-tank of the fuels and T&D losses of the electricity recorded in the period */
        kg_co2e: number;
        /** @enum {string} */
        setting: 'included' | 'excluded';
        /** @description whether the figure is in the Scope 3 line and the total of this answer */
        counted: boolean;
      };
      /**
       * @description the GWP-100 set the organisation reports in (setting gwp_set); activities stored before a change keep the set they were calculated on until recalculated (each activity's disclosure.gwp_set)
       * @enum {string}
       */
      gwp_set: 'AR5' | 'AR6';
      /** @description the company profile's consolidation approach applied to every figure: under operational_control or financial_control a site counts 100% when the organisation has that control over it and 0% otherwise; under equity_share it counts its ownership_pct; activities without a site (unassigned) count 100% */
      consolidation: {
        /** @enum {string} */
        approach: 'operational_control' | 'financial_control' | 'equity_share';
        /** @description true when the company profile's consolidation_approach is not set and operational_control (the default) was applied */
        default_used: boolean;
      };
      /** @description present when group_by_site is true: one line per site with activities overlapping the period, and one for the unassigned activities (site_id null), largest first */
      by_site?: {
        /** @description null: the activities without a site (unassigned) */
        site_id: string | null;
        code: string | null;
        /** @description "Unassigned" for the activities without a site */
        name: string;
        /** @description plant, office, warehouse, retail or other; null when unassigned */
        kind: string | null;
        /** @description the site's country (ISO 3166-1 alpha-2); null when unassigned */
        country: string | null;
        /** @description the legal entity the site belongs to, if any */
        entity_id: string | null;
        /** @description the fraction of the site counted under the consolidation approach (1 or 0 under the control approaches, ownership_pct / 100 under equity share, 1 when unassigned); every figure of the line is after it */
        share: number;
        scope1_kg_co2e: number;
        scope2_location_kg_co2e: number;
        scope2_market_kg_co2e: number;
        /** @description including the Scope 3 category 3 of the site's Scope 1 and 2 activities when it is counted */
        scope3_kg_co2e: number;
        /** @description scope 1 + the scope2_method's Scope 2 + scope 3; the sites' totals add up to the answer's total */
        total_kg_co2e: number;
        /** @description the site's activities overlapping the period (those of a site counted at 0% included) */
        activity_count: number;
      }[];
      /** @description present when group_by is given: one entry per day, ISO week (YYYY-Www), calendar month (YYYY-MM) or year, zero-filled and clipped to the period */
      series?: {
        period: string;
        start: string;
        end: string;
        total_kg_co2e: number;
        breakdown: {
          /** @enum {string} */
          scope: '1' | '2' | '3';
          emissions_kg_co2e: number;
        }[];
      }[];
    };
    /**
     * @example {
     *       "id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
     *       "name": "Acme Cement Limited",
     *       "cin": "L26940MH1999PLC123456",
     *       "parent_entity_id": null,
     *       "ownership_pct": 100,
     *       "created_at": "2025-05-02T09:30:00.000Z",
     *       "updated_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    Entity: {
      /** Format: uuid */
      id: string;
      name: string;
      cin: string | null;
      parent_entity_id: string | null;
      ownership_pct: number;
      created_at: string;
      updated_at: string;
    };
    /**
     * @example {
     *       "name": "Acme Cement Limited",
     *       "cin": "L26940MH1999PLC123456",
     *       "ownership_pct": 100
     *     }
     */
    EntityCreate: {
      /** @description unique per organisation and mode */
      name: string;
      /** @description Corporate Identification Number (India), when it has one */
      cin?: string | null;
      /** @description the entity that owns this one */
      parent_entity_id?: string | null;
      /** @description the parent's (or the organisation's) share of this entity (default: 100) */
      ownership_pct?: number;
    };
    /**
     * @example {
     *       "ownership_pct": 74
     *     }
     */
    EntityUpdate: {
      /** @description unique per organisation and mode */
      name?: string;
      /** @description Corporate Identification Number (India), when it has one */
      cin?: string | null;
      /** @description the entity that owns this one */
      parent_entity_id?: string | null;
      /** @description the parent's (or the organisation's) share of this entity */
      ownership_pct?: number;
    };
    /**
     * @example {
     *       "id": "0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b",
     *       "erp_system": "tally",
     *       "tally_url": "http://192.168.1.20:9000/",
     *       "company": "Acme Steels Pvt Ltd",
     *       "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
     *       "voucher_watermark": 5123,
     *       "master_watermark": 812,
     *       "last_synced_at": "2025-05-02T09:30:00.000Z",
     *       "created_at": "2025-05-02T09:30:00.000Z",
     *       "vouchers": 10,
     *       "vouchers_with_activities": 6,
     *       "activities": 6,
     *       "emissions_kg_co2e": 4251.066,
     *       "first_voucher_date": "2024-04-12",
     *       "last_voucher_date": "2024-04-29"
     *     }
     */
    ErpConnection: {
      /** Format: uuid */
      id: string;
      erp_system: string;
      /** @description the URL it was last reached at */
      tally_url: string;
      /** @description the company name as Tally last listed it */
      company: string;
      /** @description the company's GUID in Tally: every URL spelling and name case of it is this one connection */
      company_guid: string | null;
      /** @description Tally's $AltVchId the held vouchers are current at: advanced by a completed sync that caught up every voucher altered since */
      voucher_watermark: number | null;
      /** @description Tally's $AltMstId the held ledger and stock item names are current at: a sync or push run finds renames made since */
      master_watermark: number | null;
      last_synced_at: string | null;
      created_at: string;
      /** @description vouchers held (live in Tally at their last sync) */
      vouchers: number;
      vouchers_with_activities: number;
      /** @description live activities made from its vouchers */
      activities: number;
      emissions_kg_co2e: number;
      first_voucher_date: string | null;
      last_voucher_date: string | null;
    };
    /**
     * @example {
     *       "id": "0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b",
     *       "deleted": true,
     *       "deleted_at": "2025-05-02T09:30:00.000Z",
     *       "activities_deleted": 6
     *     }
     */
    ErpConnectionDeleted: {
      /** Format: uuid */
      id: string;
      /** @constant */
      deleted: true;
      deleted_at: string;
      activities_deleted: number;
    };
    /**
     * @example {
     *       "run_id": "8d1c6a0e-52f3-8b4a-9e07-3c2d1f6a5b48",
     *       "schedule_id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
     *       "fire_time": "2025-05-01T20:30:00.000Z",
     *       "date_range": {
     *         "from": "2025-04-01",
     *         "to": "2025-04-30"
     *       },
     *       "erp_system": "tally",
     *       "connection_config": {
     *         "tally_url": "http://localhost:9000",
     *         "company": "Acme Steels Pvt Ltd",
     *         "timeout_ms": 60000
     *       }
     *     }
     */
    ErpConnectorRun: {
      /**
       * Format: uuid
       * @description derived from the schedule and the fire time (the id a server run of it would have as its job)
       */
      run_id: string;
      /** Format: uuid */
      schedule_id: string;
      /** @description ISO 8601, UTC */
      fire_time: string;
      /** @description the schedule's lookback counted at the fire time, in its time zone */
      date_range: {
        /** @description first voucher date, YYYY-MM-DD */
        from: string;
        /** @description last voucher date, YYYY-MM-DD (inclusive) */
        to: string;
      };
      /** @enum {string} */
      erp_system: 'tally' | 'tallyprime' | 'tally_erp9';
      connection_config: components['schemas']['TallyConnectionConfig'];
    };
    /**
     * @example {
     *       "fire_time": "2025-05-01T20:30:00.000Z"
     *     }
     */
    ErpConnectorRunClaim: {
      /**
       * Format: date-time
       * @description the fire time being claimed, as GET /v1/ingest/erp-sync/schedules/due listed it
       */
      fire_time: string;
    };
    /**
     * @example {
     *       "status": "completed",
     *       "records_synced": 212
     *     }
     */
    ErpConnectorRunOutcome: {
      /** @enum {string} */
      status: 'completed' | 'failed';
      /** @description the sum of records_synced over the chunks pushed (those before the failure, for a failed run) */
      records_synced: number;
      /** @description required when failed, refused when completed */
      error?: {
        /** @description e.g. ERP_UNREACHABLE, ERP_TIMEOUT, ERP_ERROR, AGENT_STOPPED */
        code: string;
        message: string;
      };
    };
    /**
     * @example {
     *       "id": "5d8e2f10-3a4b-4c5d-9e6f-7a8b9c0d1e2f",
     *       "host": "tally.acme-steels.example",
     *       "port": 9000,
     *       "description": "Pune office, TallyPrime on the accounts PC",
     *       "created_at": "2025-05-02T09:30:00.000Z",
     *       "created_by": "api_key:4520c14a-3424-4ded-88c7-7c845f27826d"
     *     }
     */
    ErpHost: {
      /** Format: uuid */
      id: string;
      /** @description canonical form: lower case, IPv6 without brackets */
      host: string;
      /** @description null: any port */
      port: number | null;
      description: string | null;
      created_at: string;
      /** @description the audit actor that registered it ('api_key:<id>') */
      created_by: string;
    };
    /**
     * @example {
     *       "host": "tally.acme-steels.example",
     *       "port": 9000,
     *       "description": "Pune office, TallyPrime on the accounts PC"
     *     }
     */
    ErpHostCreate: {
      /** @description Tally's host name or IP address as tally_url will name it (e.g. 'tally.acme.example', '203.0.113.7', '::1'); no scheme, port or path */
      host: string;
      /** @description the only port pulls may use (9000 is Tally’s default); absent: any port */
      port?: number;
      /** @description a note for people, e.g. which office it is */
      description?: string;
    };
    ErpMappingRule:
      | {
          /**
           * @description which name the pattern is matched against: the stock item, the ledger, or either
           * @enum {string}
           */
          match: 'stock_item' | 'ledger' | 'any';
          /** @description words to find in the name, case and punctuation ignored; '*' for any characters */
          pattern: string;
          /** @description why the rule exists, for the finance team */
          note?: string;
          /** @constant */
          map_to: 'fuel';
          /** @enum {string} */
          fuel_type: 'diesel' | 'petrol' | 'lpg' | 'cng' | 'natural_gas' | 'kerosene' | 'fuel_oil' | 'coal' | 'gas_oil';
          /** @description read a count as a quantity: { from_unit: 'Nos', quantity: 19, unit: 'kg' } for 19 kg LPG cylinders */
          unit_conversion?: {
            /** @description the unit as Tally writes it, e.g. 'Nos' */
            from_unit: string;
            /** @description how much one from_unit is, e.g. 19 */
            quantity: number;
            /**
             * @description the unit of that quantity, e.g. 'kg'
             * @enum {string}
             */
            unit: 'litre' | 'kg' | 'tonne' | 'm3' | 'kWh' | 'MWh';
          };
          /** @description for lines booked without a quantity: the quantity estimated as amount ÷ inr_per_unit, marked estimated with low confidence */
          estimate?: {
            /** @description the price of one unit, e.g. 9.5 (₹/kWh) */
            inr_per_unit: number;
            /** @enum {string} */
            unit: 'litre' | 'kg' | 'tonne' | 'm3' | 'kWh' | 'MWh';
          };
        }
      | {
          /**
           * @description which name the pattern is matched against: the stock item, the ledger, or either
           * @enum {string}
           */
          match: 'stock_item' | 'ledger' | 'any';
          /** @description words to find in the name, case and punctuation ignored; '*' for any characters */
          pattern: string;
          /** @description why the rule exists, for the finance team */
          note?: string;
          /** @constant */
          map_to: 'electricity';
          /** @description read a count as a quantity: { from_unit: 'Nos', quantity: 19, unit: 'kg' } for 19 kg LPG cylinders */
          unit_conversion?: {
            /** @description the unit as Tally writes it, e.g. 'Nos' */
            from_unit: string;
            /** @description how much one from_unit is, e.g. 19 */
            quantity: number;
            /**
             * @description the unit of that quantity, e.g. 'kg'
             * @enum {string}
             */
            unit: 'litre' | 'kg' | 'tonne' | 'm3' | 'kWh' | 'MWh';
          };
          /** @description for lines booked without a quantity: the quantity estimated as amount ÷ inr_per_unit, marked estimated with low confidence */
          estimate?: {
            /** @description the price of one unit, e.g. 9.5 (₹/kWh) */
            inr_per_unit: number;
            /** @enum {string} */
            unit: 'litre' | 'kg' | 'tonne' | 'm3' | 'kWh' | 'MWh';
          };
          /**
           * @description where the power came from (default grid); supplier_specific needs the two supplier fields
           * @enum {string}
           */
          electricity_source?: 'grid' | 'captive_renewable' | 'green_tariff' | 'ppa' | 'supplier_specific';
          /** @description the supplier's kg CO2e per kWh */
          supplier_factor?: number;
          /** @description where the supplier's factor is published */
          supplier_factor_source?: string;
        }
      | {
          /**
           * @description which name the pattern is matched against: the stock item, the ledger, or either
           * @enum {string}
           */
          match: 'stock_item' | 'ledger' | 'any';
          /** @description words to find in the name, case and punctuation ignored; '*' for any characters */
          pattern: string;
          /** @description why the rule exists, for the finance team */
          note?: string;
          /** @constant */
          map_to: 'spend';
          /** @enum {string} */
          category:
            | 'fuel'
            | 'air_travel'
            | 'rail_travel'
            | 'freight'
            | 'taxi'
            | 'hotel'
            | 'restaurants'
            | 'telecom'
            | 'wireless_telecom'
            | 'computers'
            | 'stationery'
            | 'steel'
            | 'cement'
            | 'plastics'
            | 'plastic_bottles'
            | 'legal'
            | 'accounting'
            | 'it_services'
            | 'custom_software'
            | 'software'
            | 'hosting'
            | 'water'
            | 'waste'
            | 'insurance'
            | 'life_insurance'
            | 'courier'
            | 'rent'
            | 'cleaning'
            | 'advertising'
            | 'consulting'
            | 'travel_agency'
            | 'warehousing'
            | 'car_rental';
        }
      | {
          /**
           * @description which name the pattern is matched against: the stock item, the ledger, or either
           * @enum {string}
           */
          match: 'stock_item' | 'ledger' | 'any';
          /** @description words to find in the name, case and punctuation ignored; '*' for any characters */
          pattern: string;
          /** @description why the rule exists, for the finance team */
          note?: string;
          /** @constant */
          map_to: 'ignore';
        }
      | {
          /**
           * @description which name the pattern is matched against: the line's cost centre or its godown
           * @enum {string}
           */
          match: 'cost_centre' | 'godown';
          /** @description words to find in the name, case and punctuation ignored; '*' for any characters */
          pattern: string;
          /** @description why the rule exists, for the finance team */
          note?: string;
          /** @constant */
          map_to: 'site';
          /** @description the site (GET /v1/sites) the matching lines belong to, by its code */
          site_code: string;
        };
    /**
     * @example {
     *       "rules": [
     *         {
     *           "match": "stock_item",
     *           "pattern": "HSD*",
     *           "map_to": "fuel",
     *           "fuel_type": "diesel"
     *         },
     *         {
     *           "match": "ledger",
     *           "pattern": "Staff welfare",
     *           "map_to": "ignore"
     *         }
     *       ],
     *       "use_default_rules": true
     *     }
     */
    ErpMappings: {
      /** @description tried in order, before the default rules */
      rules: components['schemas']['ErpMappingRule'][];
      /** @description false: only these rules apply (no defaults, no spend keywords) (default: true) */
      use_default_rules?: boolean;
    };
    /**
     * @example {
     *       "rules": [
     *         {
     *           "match": "stock_item",
     *           "pattern": "HSD*",
     *           "map_to": "fuel",
     *           "fuel_type": "diesel"
     *         },
     *         {
     *           "match": "ledger",
     *           "pattern": "Staff welfare",
     *           "map_to": "ignore"
     *         },
     *         {
     *           "match": "cost_centre",
     *           "pattern": "Chakan Plant",
     *           "map_to": "site",
     *           "site_code": "PUNE-1"
     *         }
     *       ],
     *       "use_default_rules": true,
     *       "default_rules": [
     *         {
     *           "match": "ledger",
     *           "pattern": "cgst",
     *           "map_to": "ignore"
     *         },
     *         {
     *           "match": "any",
     *           "pattern": "diesel",
     *           "map_to": "fuel",
     *           "fuel_type": "diesel"
     *         },
     *         {
     *           "match": "any",
     *           "pattern": "electricity",
     *           "map_to": "electricity"
     *         },
     *         {
     *           "match": "ledger",
     *           "pattern": "hotel",
     *           "map_to": "spend",
     *           "category": "hotel"
     *         }
     *       ],
     *       "updated_at": "2025-05-02T09:30:00.000Z",
     *       "updated_by": "api_key:4520c14a-3424-4ded-88c7-7c845f27826d"
     *     }
     */
    ErpMappingsView: {
      /** @description tried in order, before the default rules */
      rules: components['schemas']['ErpMappingRule'][];
      /**
       * @description false: only these rules apply (no defaults, no spend keywords)
       * @default true
       */
      use_default_rules: boolean;
      /** @description tried after `rules` while use_default_rules is true, then the spend keyword rules */
      default_rules: components['schemas']['ErpMappingRule'][];
      updated_at: string | null;
      /** @description who last changed the rules: 'api_key:<id>' */
      updated_by: string | null;
    };
    /**
     * @example {
     *       "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
     *       "voucher_watermark": 5123
     *     }
     */
    ErpPushCurrentRequest: {
      /** @description the company's GUID as Tally lists it: the organisation's connection of that company */
      company_guid: string;
      /** @description Tally's $AltVchId read at the start of a run whose every range, and every edited range, is pushed: the connection's vouchers are current at it */
      voucher_watermark: number;
      /** @description when Tally's $AltMstId moved past the connection's master_watermark: the masters read at the start of the run (as sent to …/push/edits), recorded so the next run or pull finds renames from them */
      masters?: {
        /** @description Tally's $AltMstId read at the start of the run: the connection's masters are current at it */
        master_watermark: number;
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the ledgers altered since the connection's master_watermark (all of them when it is null): alteredMastersRequest('ledger')
         */
        altered_ledgers: string;
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the stock items altered since the connection's master_watermark (all of them when it is null): alteredMastersRequest('stock_item')
         */
        altered_stock_items: string;
      };
    };
    /**
     * @example {
     *       "connection_id": "0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b",
     *       "voucher_watermark": 5124,
     *       "current": true,
     *       "ranges": [
     *         {
     *           "from": "2024-05-01",
     *           "to": "2024-05-31"
     *         }
     *       ],
     *       "edits": {
     *         "since_watermark": 5123,
     *         "checked": true,
     *         "vouchers": 1,
     *         "months": [
     *           "2024-05"
     *         ],
     *         "renamed_masters": [],
     *         "note": null
     *       }
     *     }
     */
    ErpPushEdits: {
      /** Format: uuid */
      connection_id: string;
      /** @description Tally's $AltVchId in the pushed company list: once every range (the run's and these) is pushed, POST …/push/current with it (when current) */
      voucher_watermark: number | null;
      /** @description false: Tally did not list the altered vouchers (edits.note): the connection must not be marked current */
      current: boolean;
      /** @description push each with edited: true */
      ranges: {
        /** @description first voucher date, YYYY-MM-DD */
        from: string;
        /** @description last voucher date, YYYY-MM-DD (inclusive) */
        to: string;
      }[];
      edits: {
        /** @description the connection's voucher watermark before this sync (null: not known, or unchanged) */
        since_watermark: number | null;
        /** @description false: Tally did not list the altered vouchers; the watermark was not advanced */
        checked: boolean;
        /** @description vouchers Tally listed as altered since then */
        vouchers: number;
        /** @description YYYY-MM of the ranges outside the request read again because of them */
        months: string[];
        /**
         * @description ledgers and stock items renamed in Tally since the last sync: the vouchers naming them were read again
         * @default []
         */
        renamed_masters: {
          /** @enum {string} */
          kind: 'ledger' | 'stock_item';
          from: string;
          to: string;
        }[];
        note: string | null;
      } | null;
    };
    /**
     * @example {
     *       "erp_system": "tally",
     *       "tally_url": "http://localhost:9000",
     *       "company": "Acme Steels Pvt Ltd",
     *       "date_range": {
     *         "from": "2025-03-01",
     *         "to": "2025-03-31"
     *       },
     *       "since_watermark": 5123,
     *       "answers": {
     *         "companies": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PENPTVBBTlkgTkFNRT0iQWNtZSBTdGVlbHMgUHZ0IEx0ZCIgUkVTRVJWRUROQU1FPSIiPjxOQU1FIFRZUEU9IlN0cmluZyI+QWNtZSBTdGVlbHMgUHZ0IEx0ZDwvTkFNRT48R1VJRCBUWVBFPSJTdHJpbmciPjNjNWQyYTQxLTlmN2UtNGIwYS04ZDZjLTJlMWYwYTliOGM3ZDwvR1VJRD48QUxUVkNISUQgVFlQRT0iTnVtYmVyIj4gNTEyMzwvQUxUVkNISUQ+PEFMVE1TVElEIFRZUEU9Ik51bWJlciI+IDgxMjwvQUxUTVNUSUQ+PC9DT01QQU5ZPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+",
     *         "altered_vouchers": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PFZPVUNIRVIgUkVNT1RFSUQ9IjZmMWMyZTRhLThiM2QtNGM1ZS05ZjBhLTFiMmMzZDRlNWY2MC0wMDAwMGEzZiIgVkNIVFlQRT0iUHVyY2hhc2UiPjxHVUlEIFRZUEU9IlN0cmluZyI+NmYxYzJlNGEtOGIzZC00YzVlLTlmMGEtMWIyYzNkNGU1ZjYwLTAwMDAwYTNmPC9HVUlEPjxBTFRFUklEIFRZUEU9Ik51bWJlciI+IDUxMjQ8L0FMVEVSSUQ+PERBVEUgVFlQRT0iRGF0ZSI+MjAyNDA1MTI8L0RBVEU+PC9WT1VDSEVSPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+"
     *       }
     *     }
     */
    ErpPushEditsRequest: {
      /** @enum {string} */
      erp_system: 'tally' | 'tallyprime' | 'tally_erp9';
      /** @description the Tally the connector read, as it reached it (e.g. http://localhost:9000): recorded on the connection, never contacted by the service */
      tally_url: string;
      /** @description the company name exactly as loaded in Tally */
      company: string;
      /** @description the range the connector is about to push: edits dated in it are read with it */
      date_range: {
        /** @description first voucher date, YYYY-MM-DD */
        from: string;
        /** @description last voucher date, YYYY-MM-DD (inclusive) */
        to: string;
      };
      /** @description the connection's voucher_watermark (GET /v1/ingest/erp-sync/connections) the altered vouchers were asked from: 409 when it is no longer the connection's */
      since_watermark: number | null;
      /** @description with altered_ledgers and altered_stock_items: the connection's master_watermark they were asked from (null: all masters): 409 when it is no longer the connection's */
      since_master_watermark?: number | null;
      answers: {
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the company collection (companyWatermarkRequest): GUID, $AltVchId and $AltMstId now
         */
        companies: string;
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the vouchers altered since since_watermark, all dates (alteredVouchersRequest): GUID, ALTERID, DATE; sent when $AltVchId moved past it
         */
        altered_vouchers?: string;
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the ledgers altered since the connection's master_watermark (all of them when it is null): alteredMastersRequest('ledger')
         */
        altered_ledgers?: string;
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the stock items altered since the connection's master_watermark (all of them when it is null): alteredMastersRequest('stock_item')
         */
        altered_stock_items?: string;
      };
    };
    /**
     * @example {
     *       "erp_system": "tally",
     *       "tally_url": "http://localhost:9000",
     *       "company": "Acme Steels Pvt Ltd",
     *       "date_range": {
     *         "from": "2024-04-01",
     *         "to": "2024-04-30"
     *       },
     *       "answers": {
     *         "companies": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PENPTVBBTlkgTkFNRT0iQWNtZSBTdGVlbHMgUHZ0IEx0ZCIgUkVTRVJWRUROQU1FPSIiPjxOQU1FIFRZUEU9IlN0cmluZyI+QWNtZSBTdGVlbHMgUHZ0IEx0ZDwvTkFNRT48R1VJRCBUWVBFPSJTdHJpbmciPjNjNWQyYTQxLTlmN2UtNGIwYS04ZDZjLTJlMWYwYTliOGM3ZDwvR1VJRD48QUxUVkNISUQgVFlQRT0iTnVtYmVyIj4gNTEyMzwvQUxUVkNISUQ+PEFMVE1TVElEIFRZUEU9Ik51bWJlciI+IDgxMjwvQUxUTVNUSUQ+PC9DT01QQU5ZPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+",
     *         "voucher_types": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PFZPVUNIRVJUWVBFIE5BTUU9IlB1cmNoYXNlIiBSRVNFUlZFRE5BTUU9IiI+PFBBUkVOVCBUWVBFPSJTdHJpbmciPlB1cmNoYXNlPC9QQVJFTlQ+PFZDSENMQVNTIFRZUEU9IlN0cmluZyI+QWNjb3VudGluZzwvVkNIQ0xBU1M+PC9WT1VDSEVSVFlQRT48L0NPTExFQ1RJT04+PC9EQVRBPjwvQk9EWT48L0VOVkVMT1BFPg==",
     *         "day_book": "//48AEUATgBWAEUATABPAFAARQA+ADwALwBFAE4AVgBFAEwATwBQAEUAPgA=",
     *         "companies_after": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PENPTVBBTlkgTkFNRT0iQWNtZSBTdGVlbHMgUHZ0IEx0ZCIgUkVTRVJWRUROQU1FPSIiPjxOQU1FIFRZUEU9IlN0cmluZyI+QWNtZSBTdGVlbHMgUHZ0IEx0ZDwvTkFNRT48R1VJRCBUWVBFPSJTdHJpbmciPjNjNWQyYTQxLTlmN2UtNGIwYS04ZDZjLTJlMWYwYTliOGM3ZDwvR1VJRD48QUxUVkNISUQgVFlQRT0iTnVtYmVyIj4gNTEyMzwvQUxUVkNISUQ+PEFMVE1TVElEIFRZUEU9Ik51bWJlciI+IDgxMjwvQUxUTVNUSUQ+PC9DT01QQU5ZPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+"
     *       }
     *     }
     */
    ErpPushRequest: {
      /** @enum {string} */
      erp_system: 'tally' | 'tallyprime' | 'tally_erp9';
      /** @description the Tally the connector read, as it reached it (e.g. http://localhost:9000): recorded on the connection, never contacted by the service */
      tally_url: string;
      /** @description the company name exactly as loaded in Tally */
      company: string;
      /**
       * Format: uuid
       * @description an existing connection (GET /v1/ingest/erp-sync/connections) the push must belong to: refused (409) when the company GUID Tally answered is another
       */
      connection_id?: string;
      /** @description the chunk the Day Book answer covers (the connector sends one calendar month, or part of one) */
      date_range: {
        /** @description first voucher date, YYYY-MM-DD */
        from: string;
        /** @description last voucher date, YYYY-MM-DD (inclusive) */
        to: string;
      };
      /** @description rules for this connection, tried before the organisation's (see GET /v1/ingest/erp-sync/mappings) */
      mappings?: components['schemas']['ErpMappingRule'][];
      /**
       * @description true: a range outside the run, pushed again because Tally listed vouchers in it as altered (POST …/push/edits); shown as edited in result.chunks
       * @constant
       */
      edited?: true;
      answers: {
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the company collection (companyWatermarkRequest: names, GUIDs, $AltVchId, $AltMstId), read before the Day Book
         */
        companies: string;
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the company's voucher types with their classes (voucherTypesRequest)
         */
        voucher_types: string;
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the Day Book of date_range (dayBookRequest), exploded
         */
        day_book: string;
        /**
         * Format: base64
         * @description base64 of Tally's answer, byte for byte as Tally sent it (UTF-8 or UTF-16LE, BOM or not): the company collection again, read after the Day Book: a held voucher the Day Book leaves out is believed deleted only while the company is still listed as open
         */
        companies_after: string;
      };
    };
    /**
     * @example {
     *       "id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
     *       "name": null,
     *       "cron": "0 2 * * *",
     *       "timezone": "Asia/Kolkata",
     *       "erp_system": "tally",
     *       "connection_config": {
     *         "tally_url": "http://tally.acme-steels.example:9000",
     *         "company": "Acme Steels Pvt Ltd",
     *         "timeout_ms": 60000
     *       },
     *       "lookback": "previous_month",
     *       "enabled": true,
     *       "runner": "server",
     *       "paused_reason": null,
     *       "next_run_at": "2025-05-02T20:30:00.000Z",
     *       "last_run": null,
     *       "created_at": "2025-05-02T09:30:00.000Z",
     *       "updated_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    ErpSchedule: {
      /** Format: uuid */
      id: string;
      name: string | null;
      cron: string;
      timezone: string;
      /** @enum {string} */
      erp_system: 'tally' | 'tallyprime' | 'tally_erp9';
      connection_config: components['schemas']['TallyConnectionConfig'];
      lookback:
        | {
            /** @description the last N days, today included */
            days: number;
          }
        | ('current_month' | 'previous_month');
      enabled: boolean;
      /**
       * @description server: the service pulls from tally_url at each fire time; connector: `carbon tally agent` next to Tally claims each due fire time (GET /v1/ingest/erp-sync/schedules/due) and pushes it, and the service never contacts tally_url
       * @enum {string}
       */
      runner: 'server' | 'connector';
      /** @description why the service paused it at a fire time: the key it acts with was revoked, expired or is gone, or the plan has no ERP access; null while it runs or when paused with enabled: false. PATCH enabled: true with a live key resumes it, acting with that key */
      paused_reason: ('api_key_revoked' | 'api_key_expired' | 'api_key_missing' | 'plan_without_erp_access') | null;
      /** @description next fire time (ISO 8601, UTC); null while paused */
      next_run_at: string | null;
      last_run: {
        /** @description the fire time of the latest run */
        at: string;
        /** @description GET /v1/jobs/{job_id} for its progress and skipped vouchers; null for a connector run (each chunk it pushed is a job of its own) */
        job_id: string | null;
        /** @description queued, completed or failed; a connector run is running from its claim until the agent reports completed or failed */
        status: string | null;
        /** @description for a failed connector run, what the chunks it pushed before the failure hold */
        records_synced: number | null;
        /** @description code and message when the run failed */
        error: string | null;
      } | null;
      created_at: string;
      updated_at: string;
    };
    /**
     * @example {
     *       "cron": "0 2 * * *",
     *       "erp_system": "tally",
     *       "connection_config": {
     *         "tally_url": "http://tally.acme-steels.example:9000",
     *         "company": "Acme Steels Pvt Ltd"
     *       },
     *       "lookback": "previous_month"
     *     }
     */
    ErpScheduleCreate: {
      name?: string;
      /** @description node-cron expression, e.g. '0 2 * * *' (02:00 daily) or '*\/30 * * * * *' (every 30 s) */
      cron: string;
      /** @description default: "Asia/Kolkata" */
      timezone?: string;
      /** @enum {string} */
      erp_system: 'tally' | 'tallyprime' | 'tally_erp9';
      connection_config: components['schemas']['TallyConnectionConfigInput'];
      lookback:
        | {
            /** @description the last N days, today included */
            days: number;
          }
        | ('current_month' | 'previous_month');
      /** @description default: true */
      enabled?: boolean;
      /**
       * @description server: the service pulls from tally_url at each fire time; connector: `carbon tally agent` next to Tally claims each due fire time (GET /v1/ingest/erp-sync/schedules/due) and pushes it, and the service never contacts tally_url (default: "server")
       * @enum {string}
       */
      runner?: 'server' | 'connector';
    };
    /**
     * @example {
     *       "enabled": false
     *     }
     */
    ErpScheduleUpdate: {
      name?: string | null;
      cron?: string;
      timezone?: string;
      /** @enum {string} */
      erp_system?: 'tally' | 'tallyprime' | 'tally_erp9';
      connection_config?: components['schemas']['TallyConnectionConfigInput'];
      lookback?:
        | {
            /** @description the last N days, today included */
            days: number;
          }
        | ('current_month' | 'previous_month');
      enabled?: boolean;
      /**
       * @description server: the service pulls from tally_url at each fire time; connector: `carbon tally agent` next to Tally claims each due fire time (GET /v1/ingest/erp-sync/schedules/due) and pushes it, and the service never contacts tally_url
       * @enum {string}
       */
      runner?: 'server' | 'connector';
    };
    /**
     * @example {
     *       "records_synced": 6,
     *       "job_id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
     *       "id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
     *       "status": "completed",
     *       "status_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791",
     *       "errors_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791/errors.csv",
     *       "result": {
     *         "records_synced": 6,
     *         "vouchers_read": 10,
     *         "created": 6,
     *         "updated": 0,
     *         "unchanged": 0,
     *         "deleted": 0,
     *         "skipped": 4,
     *         "skipped_by_reason": {
     *           "optional": 1,
     *           "unmapped": 1,
     *           "cancelled": 1,
     *           "no_expense_lines": 1
     *         },
     *         "skipped_lines": 0,
     *         "activities_created": 6,
     *         "activities_deleted": 0,
     *         "not_applied_locked": 0,
     *         "chunks_total": 1,
     *         "chunks_done": 1,
     *         "chunks": [
     *           {
     *             "from": "2024-04-01",
     *             "to": "2024-04-30",
     *             "pulled": true,
     *             "vouchers": 10
     *           }
     *         ],
     *         "voucher_types": {
     *           "Purchase": {
     *             "base_type": "Purchase",
     *             "class": "accounting",
     *             "rule": "counted",
     *             "why": "an accounting voucher",
     *             "vouchers": 5
     *           },
     *           "GRN": {
     *             "base_type": "Receipt Note",
     *             "class": "inventory",
     *             "rule": "counted_unless_invoiced",
     *             "why": "a goods receipt counts until a purchase invoice tracks it",
     *             "vouchers": 1
     *           }
     *         },
     *         "warnings": [
     *           {
     *             "code": "missing_quantity",
     *             "activity_type": "electricity",
     *             "vouchers": 1,
     *             "months": [
     *               "2024-04"
     *             ],
     *             "message": "1 electricity voucher without kWh: Scope 2 incomplete for 1 month (2024-04); book units, or add an estimate (inr_per_unit) to the mapping rule"
     *           }
     *         ],
     *         "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
     *         "edits": null,
     *         "voucher_watermark": 5123,
     *         "total_emissions_kg_co2e": 4251.066,
     *         "run_ms": 1840
     *       }
     *     }
     */
    ErpSync: {
      /** @description vouchers of the range now held as activities; null while the job runs */
      records_synced: number | null;
      /** Format: uuid */
      job_id: string;
      /**
       * Format: uuid
       * @description the same as job_id: every resource also answers its id as `id`
       */
      id: string;
      /**
       * @description superseded: a later job of this organisation and mode imported the same file (superseded_by) before this one ran, so it never will
       * @enum {string}
       */
      status: 'queued' | 'running' | 'completed' | 'failed' | 'superseded';
      /** @description GET it for progress, the result and the skipped vouchers */
      status_url: string;
      /** @description every skipped voucher as CSV (field = the skip reason) */
      errors_url: string;
      /** @description counts so far while running; final when completed */
      result: components['schemas']['ErpSyncResult'] | null;
    };
    /**
     * @example {
     *       "erp_system": "tally",
     *       "connection_config": {
     *         "tally_url": "http://tally.acme-steels.example:9000",
     *         "company": "Acme Steels Pvt Ltd"
     *       },
     *       "date_range": {
     *         "from": "2024-04-01",
     *         "to": "2024-04-30"
     *       }
     *     }
     */
    ErpSyncRequest: {
      /** @enum {string} */
      erp_system: 'tally' | 'tallyprime' | 'tally_erp9';
      connection_config: components['schemas']['TallyConnectionConfigInput'];
      date_range: {
        /** @description first voucher date, YYYY-MM-DD */
        from: string;
        /** @description last voucher date, YYYY-MM-DD (inclusive) */
        to: string;
      };
      /** @description true: read every month of the range from Tally, even one synced before at the same watermark and mapping */
      force?: boolean;
    };
    ErpSyncResult: {
      /** @description vouchers of the range now held as activities: created + updated + unchanged */
      records_synced: number;
      vouchers_read: number;
      /** @description vouchers held as activities for the first time */
      created: number;
      /** @description held vouchers whose ALTERID (or the mapping) changed: old activities out, new in */
      updated: number;
      unchanged: number;
      /** @description vouchers gone from Tally for a range synced before: their activities soft-deleted */
      deleted: number;
      /** @description vouchers that produced no activity; each is listed in the job errors with its reason */
      skipped: number;
      skipped_by_reason: {
        [key: string]: number;
      };
      /** @description lines of stored vouchers that gave no activity, ignored lines aside (listed in the job errors) */
      skipped_lines: number;
      activities_created: number;
      activities_deleted: number;
      /**
       * @description vouchers created, altered or deleted in Tally but dated in a locked fiscal year: nothing written for them (listed in the job errors as period_locked); the range is pulled again by the next sync
       * @default 0
       */
      not_applied_locked: number;
      chunks_total: number;
      chunks_done: number;
      chunks: {
        from: string;
        to: string;
        /** @description false: Tally's voucher watermark and the mapping were unchanged since this range was synced */
        pulled: boolean;
        /** @description vouchers in the range (read, or already held when not pulled) */
        vouchers: number;
        /** @description true: outside the requested range, read again because Tally listed vouchers in it as altered */
        edited?: boolean;
      }[];
      /**
       * @description each voucher type read, with the rule applied to it (counted, counted unless invoiced, not counted)
       * @default {}
       */
      voucher_types: {
        [key: string]: {
          /** @description the predefined type it descends from ('Receipt Note' for 'GRN') */
          base_type: string | null;
          /** @enum {string} */
          class: 'accounting' | 'inventory' | 'order' | 'other';
          /** @enum {string} */
          rule: 'counted' | 'counted_unless_invoiced' | 'not_counted';
          why: string;
          /** @description vouchers of this type read by the sync */
          vouchers: number;
        };
      };
      /**
       * @description what the sync could not count or counted on an assumption, per reason and activity type
       * @default []
       */
      warnings: {
        /** @enum {string} */
        code:
          | 'missing_quantity'
          | 'unsupported_unit'
          | 'not_calculable'
          | 'unmapped'
          | 'estimated'
          | 'quantity_assumed'
          | 'returns_netted'
          | 'returns_unmatched'
          | 'returns_year_locked'
          | 'direction_from_amount'
          | 'period_locked';
        /** @description what the rules meant the lines to be; null for unmapped lines */
        activity_type: string | null;
        vouchers: number;
        /** @description YYYY-MM of the vouchers concerned */
        months: string[];
        message: string;
      }[];
      /**
       * @description the company's GUID in Tally (the connection's identity)
       * @default null
       */
      company_guid: string | null;
      /**
       * @description back-dated edits caught up (null when the connection's watermark was unchanged or unknown)
       * @default null
       */
      edits: {
        /** @description the connection's voucher watermark before this sync (null: not known, or unchanged) */
        since_watermark: number | null;
        /** @description false: Tally did not list the altered vouchers; the watermark was not advanced */
        checked: boolean;
        /** @description vouchers Tally listed as altered since then */
        vouchers: number;
        /** @description YYYY-MM of the ranges outside the request read again because of them */
        months: string[];
        /**
         * @description ledgers and stock items renamed in Tally since the last sync: the vouchers naming them were read again
         * @default []
         */
        renamed_masters: {
          /** @enum {string} */
          kind: 'ledger' | 'stock_item';
          from: string;
          to: string;
        }[];
        note: string | null;
      } | null;
      /** @description Tally's $AltVchId when the sync started */
      voucher_watermark: number | null;
      /** @description kg CO2e of the live activities of the synced vouchers in the range */
      total_emissions_kg_co2e: number;
      /**
       * @description time the sync has spent running, over every run of it (a sync pauses between months while other syncs wait for a worker): what ERP_SYNC_MAX_MS bounds
       * @default 0
       */
      run_ms: number;
      /**
       * @description set when the job failed
       * @enum {string}
       */
      error_code?: 'ERP_UNREACHABLE' | 'ERP_TIMEOUT' | 'ERP_ERROR' | 'VALIDATION_ERROR';
      /** @description with VALIDATION_ERROR: the request field at fault */
      error_field?: string;
    };
    ErrorEnvelope: {
      /** @constant */
      success: false;
      error: {
        /** @enum {string} */
        code:
          | 'BAD_REQUEST'
          | 'VALIDATION_ERROR'
          | 'UNAUTHORIZED'
          | 'INVALID_API_KEY'
          | 'API_KEY_REVOKED'
          | 'API_KEY_EXPIRED'
          | 'FORBIDDEN'
          | 'NOT_FOUND'
          | 'METHOD_NOT_ALLOWED'
          | 'CONFLICT'
          | 'PERIOD_LOCKED'
          | 'REQUEST_TIMEOUT'
          | 'IDEMPOTENCY_KEY_REUSED'
          | 'IDEMPOTENCY_REQUEST_IN_PROGRESS'
          | 'PAYLOAD_TOO_LARGE'
          | 'URI_TOO_LONG'
          | 'UNSUPPORTED_MEDIA_TYPE'
          | 'RATE_LIMIT_EXCEEDED'
          | 'HEADERS_TOO_LARGE'
          | 'INTERNAL_ERROR'
          | 'SERVICE_UNAVAILABLE'
          | 'ERP_UNREACHABLE'
          | 'ERP_TIMEOUT'
          | 'ERP_ERROR';
        message: string;
        status: number;
        /** @description VALIDATION_ERROR: field and reason; FORBIDDEN: reason */
        details?: {
          [key: string]: unknown;
        };
      };
      meta: components['schemas']['ResponseMeta'];
    };
    IngestJobResult: {
      rows_read: number;
      rows_stored: number;
      rows_failed: number;
      /** @description kg CO2e of the stored rows */
      total_emissions_kg_co2e: number;
    };
    /**
     * @example {
     *       "data_type": "electricity_bill",
     *       "records": [
     *         {
     *           "bill_date": "2024-04-30",
     *           "units_kwh": 1500,
     *           "state": "MH"
     *         }
     *       ]
     *     }
     */
    IngestRequest: {
      /** @enum {string} */
      data_type:
        'electricity_bill' | 'fuel_purchase' | 'travel_booking' | 'vehicle_log' | 'raw_transaction' | 'accommodation';
      records: unknown[];
      /** @description location of records without their own `country`; default: the organisation's country */
      country?: string;
      /** @description source.name of every activity */
      source_name?: string;
    };
    /**
     * @example {
     *       "stored": 1,
     *       "failed": 1,
     *       "total_emissions_kg_co2e": 854.04,
     *       "results": [
     *         {
     *           "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *           "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *           "emissions_kg_co2e": 854.04,
     *           "confidence_score": 0.73,
     *           "emission_factor": {
     *             "id": "cea.v21.in.electricity.fy2024-25",
     *             "value": 0.7117,
     *             "unit": "kg CO2/kWh",
     *             "source": "CEA CO2 Baseline Database v21.0 (2025)",
     *             "version": "v21.0",
     *             "region": "IN"
     *           },
     *           "gases": {
     *             "co2": 854.04,
     *             "ch4": null,
     *             "n2o": null
     *           },
     *           "notices": [
     *             {
     *               "code": "REGION_FALLBACK",
     *               "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
     *             },
     *             {
     *               "code": "CO2_ONLY",
     *               "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
     *             }
     *           ],
     *           "site_id": null,
     *           "site_code": null,
     *           "created_at": "2025-05-02T09:30:00.000Z",
     *           "index": 0,
     *           "activity_type": "electricity",
     *           "scope": "2"
     *         }
     *       ],
     *       "errors": [
     *         {
     *           "index": 1,
     *           "field": "quantity",
     *           "reason": "must be a positive number"
     *         }
     *       ],
     *       "data_type": "electricity_bill"
     *     }
     */
    IngestResult: {
      stored: number;
      failed: number;
      /** @description kg CO2e of the stored items */
      total_emissions_kg_co2e: number;
      results: components['schemas']['IntakeItemResult'][];
      errors: components['schemas']['ItemError'][];
      /** @enum {string} */
      data_type:
        'electricity_bill' | 'fuel_purchase' | 'travel_booking' | 'vehicle_log' | 'raw_transaction' | 'accommodation';
    };
    /**
     * @example {
     *       "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *       "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *       "emissions_kg_co2e": 854.04,
     *       "confidence_score": 0.73,
     *       "emission_factor": {
     *         "id": "cea.v21.in.electricity.fy2024-25",
     *         "value": 0.7117,
     *         "unit": "kg CO2/kWh",
     *         "source": "CEA CO2 Baseline Database v21.0 (2025)",
     *         "version": "v21.0",
     *         "region": "IN"
     *       },
     *       "gases": {
     *         "co2": 854.04,
     *         "ch4": null,
     *         "n2o": null
     *       },
     *       "notices": [
     *         {
     *           "code": "REGION_FALLBACK",
     *           "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
     *         },
     *         {
     *           "code": "CO2_ONLY",
     *           "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
     *         }
     *       ],
     *       "site_id": null,
     *       "site_code": null,
     *       "created_at": "2025-05-02T09:30:00.000Z",
     *       "index": 0,
     *       "activity_type": "electricity",
     *       "scope": "2"
     *     }
     */
    IntakeItemResult: {
      /** Format: uuid */
      activity_id: string;
      /**
       * Format: uuid
       * @description the same as activity_id: every resource also answers its id as `id`
       */
      id: string;
      emissions_kg_co2e: number;
      confidence_score: number;
      emission_factor: components['schemas']['EmissionFactorSummary'];
      /** @description kg CO2e per gas where the factor publishes a split, else null */
      gases: {
        co2: number | null;
        ch4: number | null;
        n2o: number | null;
      } | null;
      notices: {
        code: string;
        message: string;
      }[];
      /** @description the site (GET /v1/sites/:id) the activity belongs to; null: unassigned */
      site_id: string | null;
      /** @description that site's code */
      site_code: string | null;
      created_at: string;
      /** @description 0-based position of the item in the request */
      index: number;
      /** @description canonical activity type the item was mapped to */
      activity_type: string;
      /** @enum {string} */
      scope: '1' | '2' | '3';
      /** @description spend items: the spend category the description or category was classified into */
      category?: string;
    };
    /**
     * @example {
     *       "stored": 1,
     *       "failed": 1,
     *       "total_emissions_kg_co2e": 854.04,
     *       "results": [
     *         {
     *           "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *           "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *           "emissions_kg_co2e": 854.04,
     *           "confidence_score": 0.73,
     *           "emission_factor": {
     *             "id": "cea.v21.in.electricity.fy2024-25",
     *             "value": 0.7117,
     *             "unit": "kg CO2/kWh",
     *             "source": "CEA CO2 Baseline Database v21.0 (2025)",
     *             "version": "v21.0",
     *             "region": "IN"
     *           },
     *           "gases": {
     *             "co2": 854.04,
     *             "ch4": null,
     *             "n2o": null
     *           },
     *           "notices": [
     *             {
     *               "code": "REGION_FALLBACK",
     *               "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
     *             },
     *             {
     *               "code": "CO2_ONLY",
     *               "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
     *             }
     *           ],
     *           "site_id": null,
     *           "site_code": null,
     *           "created_at": "2025-05-02T09:30:00.000Z",
     *           "index": 0,
     *           "activity_type": "electricity",
     *           "scope": "2"
     *         }
     *       ],
     *       "errors": [
     *         {
     *           "index": 1,
     *           "field": "quantity",
     *           "reason": "must be a positive number"
     *         }
     *       ]
     *     }
     */
    IntakeResult: {
      stored: number;
      failed: number;
      /** @description kg CO2e of the stored items */
      total_emissions_kg_co2e: number;
      results: components['schemas']['IntakeItemResult'][];
      errors: components['schemas']['ItemError'][];
    };
    /**
     * @example {
     *       "index": 1,
     *       "field": "quantity",
     *       "reason": "must be a positive number"
     *     }
     */
    ItemError: {
      index: number;
      field: string;
      reason: string;
      /**
       * @description the item is dated in a locked fiscal year
       * @constant
       */
      code?: 'PERIOD_LOCKED';
    };
    /**
     * @example {
     *       "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
     *       "kind": "csv",
     *       "status": "completed",
     *       "data_type": null,
     *       "file": {
     *         "name": "activities.csv",
     *         "bytes": 160,
     *         "sha256": "01a6092cc22a3ba256a0dd8067346135596f1c36ca5b0208aec2e0aaa0865ecc"
     *       },
     *       "options": {
     *         "country": "IN",
     *         "period": "day"
     *       },
     *       "erp": null,
     *       "progress": {
     *         "rows_read": 4,
     *         "rows_stored": 3,
     *         "rows_failed": 1,
     *         "rows_total": 4,
     *         "percent": 100
     *       },
     *       "result": {
     *         "rows_read": 4,
     *         "rows_stored": 3,
     *         "rows_failed": 1,
     *         "total_emissions_kg_co2e": 992.091
     *       },
     *       "error": null,
     *       "superseded_by": null,
     *       "attempts": 1,
     *       "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
     *       "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
     *       "timings": {
     *         "created_at": "2025-05-02T09:30:00.549Z",
     *         "enqueued_at": "2025-05-02T09:30:00.556Z",
     *         "started_at": "2025-05-02T09:30:00.561Z",
     *         "heartbeat_at": "2025-05-02T09:30:00.597Z",
     *         "finished_at": "2025-05-02T09:30:00.597Z",
     *         "duration_ms": 36
     *       },
     *       "errors": [
     *         {
     *           "line": 5,
     *           "field": "quantity",
     *           "reason": "must be a positive number",
     *           "raw": "2024-04-21,electricity,-5,kwh,"
     *         }
     *       ]
     *     }
     */
    Job: {
      /** Format: uuid */
      id: string;
      /**
       * @description csv: a file; activities: bulk JSON activities; records: typed records of data_type; erp_sync: a Tally sync
       * @enum {string}
       */
      kind: 'csv' | 'activities' | 'records' | 'erp_sync';
      /**
       * @description superseded: a later job of this organisation and mode imported the same file (superseded_by) before this one ran, so it never will
       * @enum {string}
       */
      status: 'queued' | 'running' | 'completed' | 'failed' | 'superseded';
      data_type:
        | (
            | 'electricity_bill'
            | 'fuel_purchase'
            | 'travel_booking'
            | 'vehicle_log'
            | 'raw_transaction'
            | 'accommodation'
          )
        | null;
      file: {
        name: string | null;
        bytes: number;
        sha256: string;
      } | null;
      /** @description how rows were located, dated and labelled */
      options: {
        [key: string]: unknown;
      } | null;
      /** @description erp_sync jobs: what was synced */
      erp: {
        erp_system: string;
        tally_url: string;
        company: string;
        date_range: {
          from: string;
          to: string;
        };
        /** @description the schedule that started it; null when a request did */
        schedule_id: string | null;
      } | null;
      progress: {
        /** @description rows processed: rows_stored + rows_failed */
        rows_read: number;
        rows_stored: number;
        rows_failed: number;
        /** @description exact for JSON and completed jobs; estimated from line breaks for running files */
        rows_total: number | null;
        percent: number;
      };
      /** @description erp_sync jobs: the sync result (kept up to date month by month, and on failure with error_code) */
      result: (components['schemas']['IngestJobResult'] | components['schemas']['ErpSyncResult']) | null;
      /** @description why the job failed (or, while running, why the last attempt failed) */
      error: string | null;
      /** @description status superseded: the later job that imported the same file; this one stored nothing more */
      superseded_by: string | null;
      /** @description runs started (retries and resumptions included) */
      attempts: number;
      status_url: string;
      errors_url: string;
      timings: {
        created_at: string;
        enqueued_at: string | null;
        started_at: string | null;
        /** @description last committed batch */
        heartbeat_at: string | null;
        finished_at: string | null;
        /** @description first start to finish */
        duration_ms: number | null;
      };
      /** @description the first 20 bad rows, in line order */
      errors: components['schemas']['JobRowError'][];
    };
    /**
     * @example {
     *       "job_id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
     *       "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
     *       "status": "queued",
     *       "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
     *       "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
     *       "duplicate": false,
     *       "rows_total": 4
     *     }
     */
    JobAccepted: {
      /** Format: uuid */
      job_id: string;
      /**
       * Format: uuid
       * @description the same as job_id: every resource also answers its id as `id`
       */
      id: string;
      /**
       * @description superseded: a later job of this organisation and mode imported the same file (superseded_by) before this one ran, so it never will
       * @enum {string}
       */
      status: 'queued' | 'running' | 'completed' | 'failed' | 'superseded';
      /** @description GET it for status, progress and the first errors */
      status_url: string;
      /** @description every bad row as CSV */
      errors_url: string;
      /** @description true: this exact file was imported before and this is that job (send force=true to import it again) */
      duplicate: boolean;
      /** @description items to process: exact for JSON, estimated from line breaks for files */
      rows_total: number | null;
    };
    /**
     * @example {
     *       "line": 5,
     *       "field": "quantity",
     *       "reason": "must be a positive number",
     *       "raw": "2024-04-21,electricity,-5,kwh,"
     *     }
     */
    JobRowError: {
      /** @description CSV jobs: the line in the file (the header is line 1) */
      line?: number;
      /** @description JSON jobs: 0-based position of the item in the request */
      index?: number;
      /** @description the column, option or record field at fault */
      field: string;
      reason: string;
      /** @description the row as CSV, or the item as JSON */
      raw: string | null;
    };
    /**
     * @example {
     *       "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
     *       "kind": "csv",
     *       "status": "completed",
     *       "data_type": null,
     *       "file": {
     *         "name": "activities.csv",
     *         "bytes": 160,
     *         "sha256": "01a6092cc22a3ba256a0dd8067346135596f1c36ca5b0208aec2e0aaa0865ecc"
     *       },
     *       "options": {
     *         "country": "IN",
     *         "period": "day"
     *       },
     *       "erp": null,
     *       "progress": {
     *         "rows_read": 4,
     *         "rows_stored": 3,
     *         "rows_failed": 1,
     *         "rows_total": 4,
     *         "percent": 100
     *       },
     *       "result": {
     *         "rows_read": 4,
     *         "rows_stored": 3,
     *         "rows_failed": 1,
     *         "total_emissions_kg_co2e": 992.091
     *       },
     *       "error": null,
     *       "superseded_by": null,
     *       "attempts": 1,
     *       "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
     *       "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
     *       "timings": {
     *         "created_at": "2025-05-02T09:30:00.549Z",
     *         "enqueued_at": "2025-05-02T09:30:00.556Z",
     *         "started_at": "2025-05-02T09:30:00.561Z",
     *         "heartbeat_at": "2025-05-02T09:30:00.597Z",
     *         "finished_at": "2025-05-02T09:30:00.597Z",
     *         "duration_ms": 36
     *       }
     *     }
     */
    JobSummary: {
      /** Format: uuid */
      id: string;
      /**
       * @description csv: a file; activities: bulk JSON activities; records: typed records of data_type; erp_sync: a Tally sync
       * @enum {string}
       */
      kind: 'csv' | 'activities' | 'records' | 'erp_sync';
      /**
       * @description superseded: a later job of this organisation and mode imported the same file (superseded_by) before this one ran, so it never will
       * @enum {string}
       */
      status: 'queued' | 'running' | 'completed' | 'failed' | 'superseded';
      data_type:
        | (
            | 'electricity_bill'
            | 'fuel_purchase'
            | 'travel_booking'
            | 'vehicle_log'
            | 'raw_transaction'
            | 'accommodation'
          )
        | null;
      file: {
        name: string | null;
        bytes: number;
        sha256: string;
      } | null;
      /** @description how rows were located, dated and labelled */
      options: {
        [key: string]: unknown;
      } | null;
      /** @description erp_sync jobs: what was synced */
      erp: {
        erp_system: string;
        tally_url: string;
        company: string;
        date_range: {
          from: string;
          to: string;
        };
        /** @description the schedule that started it; null when a request did */
        schedule_id: string | null;
      } | null;
      progress: {
        /** @description rows processed: rows_stored + rows_failed */
        rows_read: number;
        rows_stored: number;
        rows_failed: number;
        /** @description exact for JSON and completed jobs; estimated from line breaks for running files */
        rows_total: number | null;
        percent: number;
      };
      /** @description erp_sync jobs: the sync result (kept up to date month by month, and on failure with error_code) */
      result: (components['schemas']['IngestJobResult'] | components['schemas']['ErpSyncResult']) | null;
      /** @description why the job failed (or, while running, why the last attempt failed) */
      error: string | null;
      /** @description status superseded: the later job that imported the same file; this one stored nothing more */
      superseded_by: string | null;
      /** @description runs started (retries and resumptions included) */
      attempts: number;
      status_url: string;
      errors_url: string;
      timings: {
        created_at: string;
        enqueued_at: string | null;
        started_at: string | null;
        /** @description last committed batch */
        heartbeat_at: string | null;
        finished_at: string | null;
        /** @description first start to finish */
        duration_ms: number | null;
      };
    };
    /**
     * @example {
     *       "fiscal_year": "FY2023-24",
     *       "start": "2023-04-01",
     *       "end": "2024-03-31",
     *       "status": "locked",
     *       "has_data": true,
     *       "locked_at": "2024-05-30T11:00:00.000Z",
     *       "locked_by": "api_key:3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
     *       "lock_reason": "BRSR FY2023-24 filed with BSE on 30 May 2024",
     *       "unlocked_at": null,
     *       "unlocked_by": null,
     *       "unlock_reason": null
     *     }
     */
    Period: {
      /** @description FY2024-25 */
      fiscal_year: string;
      start: string;
      end: string;
      /** @enum {string} */
      status: 'locked' | 'open';
      /** @description whether an activity starts in the year */
      has_data: boolean;
      locked_at: string | null;
      /** @description who locked it last: 'api_key:<id>' */
      locked_by: string | null;
      lock_reason: string | null;
      unlocked_at: string | null;
      unlocked_by: string | null;
      unlock_reason: string | null;
    };
    /**
     * @example {
     *       "reason": "BRSR FY2023-24 filed with BSE on 30 May 2024"
     *     }
     */
    PeriodLockChange: {
      /** @description why the year is locked or unlocked (kept in the audit log) */
      reason: string;
    };
    /**
     * @example {
     *       "activity_type": "electricity",
     *       "from": "2024-04-01",
     *       "to": "2025-03-31",
     *       "dry_run": true
     *     }
     */
    RecalculateRequest: {
      activity_ids?: string[];
      activity_type?: string;
      from?: string;
      to?: string;
      /** @description true (default): report only; false: store the new figures (default: true) */
      dry_run?: boolean;
    };
    /**
     * @example {
     *       "dry_run": true,
     *       "total_before_kg_co2e": 854.04,
     *       "total_after_kg_co2e": 854.04,
     *       "changes": [
     *         {
     *           "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
     *           "before": {
     *             "emissions_kg_co2e": 854.04,
     *             "factor_id": "cea.v21.in.electricity.fy2024-25",
     *             "factor_version": "v21.0"
     *           },
     *           "after": {
     *             "emissions_kg_co2e": 854.04,
     *             "factor_id": "cea.v21.in.electricity.fy2024-25",
     *             "factor_version": "v21.0"
     *           },
     *           "changed": false
     *         }
     *       ],
     *       "failed": [],
     *       "skipped_locked": [
     *         {
     *           "activity_id": "01935c1e-8f5a-7c2b-9d41-6a2e5b7c3f10",
     *           "fiscal_year": "FY2023-24",
     *           "reason": "FY2023-24 is locked (2023-04-01 to 2024-03-31): nothing dated in it can be written until it is unlocked"
     *         }
     *       ]
     *     }
     */
    RecalculateResult: {
      dry_run: boolean;
      total_before_kg_co2e: number;
      total_after_kg_co2e: number;
      changes: {
        activity_id: string;
        before: {
          emissions_kg_co2e: number;
          factor_id: string;
          factor_version: string;
        };
        after: {
          emissions_kg_co2e: number;
          factor_id: string;
          factor_version: string;
        };
        changed: boolean;
      }[];
      failed: {
        activity_id: string;
        field: string;
        reason: string;
      }[];
      /** @description activities dated in a locked fiscal year: not recalculated (nor counted in the totals) */
      skipped_locked: {
        activity_id: string;
        fiscal_year: string;
        reason: string;
      }[];
    };
    /**
     * @example {
     *       "report_id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
     *       "id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
     *       "status": "completed",
     *       "request": {
     *         "report_type": "brsr",
     *         "period": {
     *           "start": "2024-04-01",
     *           "end": "2025-03-31"
     *         },
     *         "format": "pdf",
     *         "include": {
     *           "scope_1": true,
     *           "scope_2": true,
     *           "scope_3": true,
     *           "verification": true,
     *           "audit_trail": false
     *         }
     *       },
     *       "status_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
     *       "download_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11/download",
     *       "file": {
     *         "name": "brsr-p6-FY2024-25.pdf",
     *         "content_type": "application/pdf",
     *         "bytes": 33359,
     *         "sha256": "b75fcb6acc08ce6fd73a624c73645af9d3f9da2e4e3030b38401bab539f7ad11",
     *         "pages": 7,
     *         "sheets": null
     *       },
     *       "snapshot": {
     *         "read_at": "2025-05-02T09:30:00.000Z",
     *         "rollup_version": "0:1:1",
     *         "activity_count": 1,
     *         "periods": [
     *           {
     *             "label": "FY2024-25",
     *             "start": "2024-04-01",
     *             "end": "2025-03-31",
     *             "activity_count": 1,
     *             "filed": {
     *               "scope_1_t": 0,
     *               "scope_2_t": 854.04,
     *               "scope_3_t": 0,
     *               "total_t": 854.04
     *             }
     *           },
     *           {
     *             "label": "FY2023-24",
     *             "start": "2023-04-01",
     *             "end": "2024-03-31",
     *             "activity_count": 0,
     *             "filed": {
     *               "scope_1_t": 0,
     *               "scope_2_t": 0,
     *               "scope_3_t": 0,
     *               "total_t": 0
     *             }
     *           }
     *         ],
     *         "factor_datasets": [
     *           {
     *             "source": "CEA CO2 Baseline Database v21.0 (2025)",
     *             "version": "v21.0",
     *             "activities": 1
     *           }
     *         ]
     *       },
     *       "error": null,
     *       "attempts": 1,
     *       "timings": {
     *         "created_at": "2025-05-02T09:30:00.000Z",
     *         "started_at": "2025-05-02T09:30:00.000Z",
     *         "finished_at": "2025-05-02T09:30:00.000Z",
     *         "duration_ms": 364
     *       }
     *     }
     */
    Report: {
      /** Format: uuid */
      report_id: string;
      /**
       * Format: uuid
       * @description the same as report_id: every resource also answers its id as `id`
       */
      id: string;
      /**
       * @description queued: waiting for a worker; running; completed: the file is ready; failed: see error
       * @enum {string}
       */
      status: 'queued' | 'running' | 'completed' | 'failed';
      request: {
        /** @enum {string} */
        report_type: 'brsr' | 'ghg_protocol' | 'custom';
        period: {
          start: string;
          end: string;
        };
        /**
         * @description xbrl: the BRSR Principle 6 figures as an XBRL instance of SEBI's in-capmkt taxonomy (brsr only)
         * @enum {string}
         */
        format: 'pdf' | 'csv' | 'excel' | 'json' | 'xbrl';
        include: {
          /**
           * @description custom: report scope 1 (brsr and ghg_protocol always report scopes 1 and 2)
           * @default true
           */
          scope_1: boolean;
          /**
           * @description custom: report scope 2
           * @default true
           */
          scope_2: boolean;
          /**
           * @description report scope 3 (brsr: Leadership Indicator 2; ghg_protocol: the 15 categories)
           * @default true
           */
          scope_3: boolean;
          /**
           * @description add data quality: confidence, spend-based share, fallbacks by notice code, factor sources
           * @default false
           */
          verification: boolean;
          /**
           * @description add the period's changes, recalculations and deletions from the audit log
           * @default false
           */
          audit_trail: boolean;
        };
        /** @description the sign-off block every format prints at the end of the report (a line left blank where a name is not given) */
        sign_off?: {
          /** @description name and designation, e.g. "R. Iyer, Company Secretary" */
          prepared_by?: string;
          /** @description name and designation, e.g. "R. Iyer, Company Secretary" */
          reviewed_by?: string;
          /** @description name and designation, e.g. "R. Iyer, Company Secretary" */
          approved_by?: string;
          /** @description the date of approval (YYYY-MM-DD) */
          date?: string;
        };
        /**
         * @description custom reports only (default month): the rows of the emissions table; site and entity group by the activities' site (code and name) and its legal entity, each weighed under the consolidation approach, activities without a site as 'Unassigned'
         * @enum {string}
         */
        group_by?: 'month' | 'fiscal_quarter' | 'activity_type' | 'location' | 'source' | 'site' | 'entity';
      };
      status_url: string;
      /** @description set once the report is completed */
      download_url: string | null;
      file: {
        /** @description the download file name, e.g. brsr-p6-FY2024-25.pdf */
        name: string;
        content_type: string;
        bytes: number;
        sha256: string;
        /** @description pdf: pages */
        pages: number | null;
        /** @description excel: worksheets */
        sheets: number | null;
      } | null;
      /** @description the data the report was computed from; set once completed */
      snapshot: {
        /** @description when the data was read; every figure comes from this one consistent database snapshot */
        read_at: string;
        /** @description the organisation's emissions version (as GET /v1/emissions caches by): equal versions, equal numbers */
        rollup_version: string;
        /** @description activities whose period overlaps the reported periods */
        activity_count: number;
        periods: {
          /** @description FY2024-25 for an April-March fiscal year, else "2024-04-01 to 2024-06-30" */
          label: string;
          start: string;
          end: string;
          activity_count: number;
          /** @description the scope figures printed for the period, which a later report for it reconciles against (absent in reports made before they were recorded) */
          filed?: {
            scope_1_t: number;
            /** @description location-based */
            scope_2_t: number;
            scope_3_t: number;
            total_t: number;
          };
        }[];
        /** @description every factor source and version the reported activities were calculated with */
        factor_datasets: {
          source: string;
          version: string;
          activities: number;
        }[];
      } | null;
      /** @description why the report failed (or, while running, why the last attempt failed) */
      error: string | null;
      attempts: number;
      timings: {
        created_at: string;
        started_at: string | null;
        finished_at: string | null;
        /** @description first start to finish */
        duration_ms: number | null;
      };
    };
    /**
     * @description A report in json format; pdf, excel and csv reports render this same document.
     * @example {
     *       "schema_version": 1,
     *       "report_type": "brsr",
     *       "title": "Business Responsibility and Sustainability Report: Principle 6 (Environment)",
     *       "subtitle": "SEBI BRSR Section C, Principle 6: Businesses should respect and make efforts to protect and restore the environment",
     *       "organization": {
     *         "name": "Acme Steels Pvt Ltd",
     *         "cin": "U27100MH2005PTC123456",
     *         "sector": "Iron and steel",
     *         "reporting_boundary": "standalone"
     *       },
     *       "period": {
     *         "label": "FY2024-25",
     *         "start": "2024-04-01",
     *         "end": "2025-03-31"
     *       },
     *       "comparison_period": {
     *         "label": "FY2023-24",
     *         "start": "2023-04-01",
     *         "end": "2024-03-31"
     *       },
     *       "generated_at": "2025-05-02T09:30:00.000Z",
     *       "xbrl_taxonomy": "2026-02-28",
     *       "snapshot": {
     *         "read_at": "2025-05-02T09:30:00.000Z",
     *         "rollup_version": "0:1:1",
     *         "activity_count": 1,
     *         "periods": [
     *           {
     *             "label": "FY2024-25",
     *             "start": "2024-04-01",
     *             "end": "2025-03-31",
     *             "activity_count": 1,
     *             "filed": {
     *               "scope_1_t": 0,
     *               "scope_2_t": 854.04,
     *               "scope_3_t": 0,
     *               "total_t": 854.04
     *             }
     *           },
     *           {
     *             "label": "FY2023-24",
     *             "start": "2023-04-01",
     *             "end": "2024-03-31",
     *             "activity_count": 0,
     *             "filed": {
     *               "scope_1_t": 0,
     *               "scope_2_t": 0,
     *               "scope_3_t": 0,
     *               "total_t": 0
     *             }
     *           }
     *         ],
     *         "factor_datasets": [
     *           {
     *             "source": "CEA CO2 Baseline Database v21.0 (2025)",
     *             "version": "v21.0",
     *             "activities": 1
     *           }
     *         ]
     *       },
     *       "restatements": [],
     *       "sections": [
     *         {
     *           "id": "entity",
     *           "title": "Details of the listed entity",
     *           "short_title": "Entity",
     *           "reference": "BRSR Section A",
     *           "blocks": [
     *             {
     *               "kind": "facts",
     *               "id": "entity-details",
     *               "title": "Listed entity",
     *               "items": [
     *                 {
     *                   "label": "Name of the listed entity",
     *                   "value": "Acme Steels Pvt Ltd"
     *                 },
     *                 {
     *                   "label": "Corporate Identity Number (CIN)",
     *                   "value": "U27100MH2005PTC123456"
     *                 },
     *                 {
     *                   "label": "Sector",
     *                   "value": "Iron and steel"
     *                 },
     *                 {
     *                   "label": "Reporting boundary",
     *                   "value": "Standalone"
     *                 },
     *                 {
     *                   "label": "Financial year for which reporting is being done",
     *                   "value": "FY2024-25 (1 April 2024 to 31 March 2025)"
     *                 },
     *                 {
     *                   "label": "Previous financial year",
     *                   "value": "FY2023-24"
     *                 }
     *               ]
     *             }
     *           ]
     *         }
     *       ]
     *     }
     */
    ReportDocument: {
      /** @constant */
      schema_version: 1;
      /** @enum {string} */
      report_type: 'brsr' | 'ghg_protocol' | 'custom';
      title: string;
      subtitle: string;
      organization: {
        name: string;
        cin: string | null;
        sector: string | null;
        reporting_boundary: string | null;
      };
      period: {
        /** @description FY2024-25 for an April-March fiscal year, else "2024-04-01 to 2024-06-30" */
        label: string;
        start: string;
        end: string;
      };
      /** @description BRSR: the previous fiscal year */
      comparison_period: {
        /** @description FY2024-25 for an April-March fiscal year, else "2024-04-01 to 2024-06-30" */
        label: string;
        start: string;
        end: string;
      } | null;
      generated_at: string;
      /** @description BRSR: the SEBI in-capmkt taxonomy version of the report's xbrl format (company profile) */
      xbrl_taxonomy: string | null;
      snapshot: {
        /** @description when the data was read; every figure comes from this one consistent database snapshot */
        read_at: string;
        /** @description the organisation's emissions version (as GET /v1/emissions caches by): equal versions, equal numbers */
        rollup_version: string;
        /** @description activities whose period overlaps the reported periods */
        activity_count: number;
        periods: {
          /** @description FY2024-25 for an April-March fiscal year, else "2024-04-01 to 2024-06-30" */
          label: string;
          start: string;
          end: string;
          activity_count: number;
          /** @description the scope figures printed for the period, which a later report for it reconciles against (absent in reports made before they were recorded) */
          filed?: {
            scope_1_t: number;
            /** @description location-based */
            scope_2_t: number;
            scope_3_t: number;
            total_t: number;
          };
        }[];
        /** @description every factor source and version the reported activities were calculated with */
        factor_datasets: {
          source: string;
          version: string;
          activities: number;
        }[];
      };
      /** @description figures of this report's periods (its own and the comparative) that the latest earlier completed report of that period printed differently, with the reason; empty when none */
      restatements: {
        period: {
          /** @description FY2024-25 for an April-March fiscal year, else "2024-04-01 to 2024-06-30" */
          label: string;
          start: string;
          end: string;
        };
        /** @enum {string} */
        figure: 'scope_1_t' | 'scope_2_t' | 'scope_3_t' | 'total_t';
        /** @description tCO2e, as the earlier report printed it */
        previously_reported: number;
        /** @description tCO2e, as this report prints it */
        now_reported: number;
        /** @description now_reported - previously_reported, tCO2e */
        difference: number;
        earlier_report: {
          id: string;
          /** @enum {string} */
          report_type: 'brsr' | 'ghg_protocol' | 'custom';
          read_at: string;
        };
        /** @description what changed the period since the earlier report read its data: the audit log and unlocks */
        reason: string;
      }[];
      sections: {
        id: string;
        title: string;
        /** @description a name of at most 31 characters: the Excel sheet */
        short_title: string;
        /** @description where the section sits in the framework, e.g. "BRSR Section C, Principle 6, Essential Indicator 1" */
        reference: string | null;
        blocks: (
          | {
              /** @constant */
              kind: 'table';
              id: string;
              title: string;
              columns: {
                key: string;
                label: string;
                /** @description unit of every number in the column; null when a Unit column gives it per row */
                unit: string | null;
                /** @enum {string} */
                type: 'text' | 'number';
                /**
                 * @description parameter: the line item; unit: its unit; current / previous: the value for the period / the comparison period; detail: anything else
                 * @enum {string}
                 */
                role: 'parameter' | 'unit' | 'current' | 'previous' | 'detail';
                /** @description display precision of the column's numbers in pdf and excel, unless the row sets one */
                format:
                  | (
                      | {
                          decimals: number;
                        }
                      | {
                          significant: number;
                        }
                    )
                  | null;
              }[];
              rows: {
                cells: {
                  [key: string]: number | string | null;
                };
                /**
                 * @description sub_item: a break-up of the row above it; heading: a group label without values
                 * @enum {string}
                 */
                style: 'item' | 'sub_item' | 'heading' | 'subtotal' | 'total';
                /** @description BRSR: a stable name of the row (e.g. "ei7.scope_1"), the same in every report; what the xbrl format maps */
                key: string | null;
                /** @description BRSR: the row is a BRSR Core indicator (SEBI circular of 12 July 2023, Annexure I), reasonably assured */
                brsr_core: boolean;
                /** @description display precision of the row's numbers in pdf and excel (else the column's, else as stored); json and csv carry the number as stored */
                format:
                  | (
                      | {
                          decimals: number;
                        }
                      | {
                          significant: number;
                        }
                    )
                  | null;
              }[];
              notes: string[];
            }
          | {
              /** @constant */
              kind: 'chart';
              id: string;
              title: string;
              /**
               * @description bar: horizontal bars per category, one per series; stacked_column: series stacked in each category
               * @enum {string}
               */
              chart: 'bar' | 'stacked_column';
              unit: string;
              categories: string[];
              series: {
                name: string;
                values: number[];
              }[];
            }
          | {
              /** @constant */
              kind: 'facts';
              id: string;
              title: string;
              items: {
                label: string;
                /** @description a text, or a number (a count, a percentage) that spreadsheets keep as a number */
                value: string | number;
              }[];
            }
          | {
              /** @constant */
              kind: 'text';
              id: string;
              title: string;
              paragraphs: string[];
            }
        )[];
      }[];
    };
    /**
     * @example {
     *       "report_type": "brsr",
     *       "period": {
     *         "start": "2024-04-01",
     *         "end": "2025-03-31"
     *       },
     *       "format": "pdf",
     *       "include": {
     *         "verification": true
     *       },
     *       "sign_off": {
     *         "prepared_by": "Meera Nair, Sustainability Manager",
     *         "reviewed_by": "Arjun Rao, Chief Financial Officer",
     *         "approved_by": "Priya Menon, Managing Director",
     *         "date": "2025-05-20"
     *       }
     *     }
     */
    ReportRequest: {
      /** @enum {string} */
      report_type: 'brsr' | 'ghg_protocol' | 'custom';
      period: {
        start: string;
        end: string;
      };
      /**
       * @description xbrl: the BRSR Principle 6 figures as an XBRL instance of SEBI's in-capmkt taxonomy (brsr only)
       * @enum {string}
       */
      format: 'pdf' | 'csv' | 'excel' | 'json' | 'xbrl';
      /** @description default: {} */
      include?: {
        /** @description custom: report scope 1 (brsr and ghg_protocol always report scopes 1 and 2) (default: true) */
        scope_1?: boolean;
        /** @description custom: report scope 2 (default: true) */
        scope_2?: boolean;
        /** @description report scope 3 (brsr: Leadership Indicator 2; ghg_protocol: the 15 categories) (default: true) */
        scope_3?: boolean;
        /** @description add data quality: confidence, spend-based share, fallbacks by notice code, factor sources (default: false) */
        verification?: boolean;
        /** @description add the period's changes, recalculations and deletions from the audit log (default: false) */
        audit_trail?: boolean;
      };
      /** @description the sign-off block every format prints at the end of the report (a line left blank where a name is not given) */
      sign_off?: {
        /** @description name and designation, e.g. "R. Iyer, Company Secretary" */
        prepared_by?: string;
        /** @description name and designation, e.g. "R. Iyer, Company Secretary" */
        reviewed_by?: string;
        /** @description name and designation, e.g. "R. Iyer, Company Secretary" */
        approved_by?: string;
        /** @description the date of approval (YYYY-MM-DD) */
        date?: string;
      };
      /**
       * @description custom reports only (default month): the rows of the emissions table; site and entity group by the activities' site (code and name) and its legal entity, each weighed under the consolidation approach, activities without a site as 'Unassigned'
       * @enum {string}
       */
      group_by?: 'month' | 'fiscal_quarter' | 'activity_type' | 'location' | 'source' | 'site' | 'entity';
    };
    /**
     * @example {
     *       "timestamp": "2025-05-02T09:30:00.460Z",
     *       "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
     *     }
     */
    ResponseMeta: {
      timestamp: string;
      request_id: string;
    };
    /**
     * @example {
     *       "id": "6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
     *       "code": "PUNE-1",
     *       "name": "Chakan cement plant",
     *       "kind": "plant",
     *       "address": "Plot 14, MIDC Chakan Phase II",
     *       "city": "Pune",
     *       "state": "MH",
     *       "country": "IN",
     *       "grid_region": null,
     *       "entity_id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
     *       "ownership_pct": 51,
     *       "operational_control": true,
     *       "financial_control": false,
     *       "status": "active",
     *       "created_at": "2025-05-02T09:30:00.000Z",
     *       "updated_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    Site: {
      /** Format: uuid */
      id: string;
      code: string;
      name: string;
      /** @enum {string} */
      kind: 'plant' | 'office' | 'warehouse' | 'retail' | 'other';
      address: string | null;
      city: string | null;
      state: string | null;
      country: string;
      grid_region: string | null;
      entity_id: string | null;
      ownership_pct: number;
      operational_control: boolean;
      financial_control: boolean;
      /** @enum {string} */
      status: 'active' | 'archived';
      created_at: string;
      updated_at: string;
    };
    /**
     * @example {
     *       "site_id": "6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
     *       "site_code": "PUNE-1",
     *       "assigned": 2,
     *       "activity_ids": [
     *         "0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b41",
     *         "0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b42"
     *       ]
     *     }
     */
    SiteAssignment: {
      /** @description the site the activities moved to; null: unassigned */
      site_id: string | null;
      site_code: string | null;
      /** @description how many activities moved */
      assigned: number;
      activity_ids: string[];
    };
    /**
     * @example {
     *       "code": "PUNE-1",
     *       "name": "Chakan cement plant",
     *       "kind": "plant",
     *       "address": "Plot 14, MIDC Chakan Phase II",
     *       "city": "Pune",
     *       "state": "MH",
     *       "country": "IN",
     *       "grid_region": null,
     *       "entity_id": null,
     *       "ownership_pct": 51,
     *       "operational_control": true,
     *       "financial_control": false
     *     }
     */
    SiteCreate: {
      /** @description unique per organisation and mode, case-insensitive; what activities name as site_code */
      code: string;
      name: string;
      /** @enum {string} */
      kind: 'plant' | 'office' | 'warehouse' | 'retail' | 'other';
      address?: string | null;
      city?: string | null;
      /** @description for IN a state's name, code or ISO 3166-2 code, stored as the ISO 3166-2:IN code ('TN'), as on activities */
      state?: string | null;
      /** @description ISO 3166-1 alpha-2 */
      country: string;
      /** @description the electricity grid region activities at the site fall in */
      grid_region?: string | null;
      /** @description the legal entity that owns the site (/v1/entities) */
      entity_id?: string | null;
      /** @description the organisation's share of the site, used under the equity-share approach (default: 100) */
      ownership_pct?: number;
      /** @description whether the organisation has operational control of the site (default: true) */
      operational_control?: boolean;
      /** @description whether the organisation has financial control of the site (default: true) */
      financial_control?: boolean;
    };
    /**
     * @example {
     *       "status": "archived"
     *     }
     */
    SiteUpdate: {
      /** @description unique per organisation and mode, case-insensitive; what activities name as site_code */
      code?: string;
      name?: string;
      /** @enum {string} */
      kind?: 'plant' | 'office' | 'warehouse' | 'retail' | 'other';
      address?: string | null;
      city?: string | null;
      /** @description for IN a state's name, code or ISO 3166-2 code, stored as the ISO 3166-2:IN code ('TN'), as on activities */
      state?: string | null;
      /** @description ISO 3166-1 alpha-2 */
      country?: string;
      /** @description the electricity grid region activities at the site fall in */
      grid_region?: string | null;
      /** @description the legal entity that owns the site (/v1/entities) */
      entity_id?: string | null;
      /** @description the organisation's share of the site, used under the equity-share approach */
      ownership_pct?: number;
      /** @description whether the organisation has operational control of the site */
      operational_control?: boolean;
      /** @description whether the organisation has financial control of the site */
      financial_control?: boolean;
      /**
       * @description archived: kept with its activities, refused to new ones
       * @enum {string}
       */
      status?: 'active' | 'archived';
    };
    TallyConnectionConfig: {
      /** @description Tally's HTTP server, e.g. http://192.168.1.20:9000 */
      tally_url: string;
      /** @description the company name exactly as loaded in Tally */
      company: string;
      /**
       * @description longest wait for one Tally answer, body included
       * @default 60000
       */
      timeout_ms: number;
      /** @description rules for this connection, tried before the organisation's (see GET /v1/ingest/erp-sync/mappings) */
      mappings?: components['schemas']['ErpMappingRule'][];
    };
    TallyConnectionConfigInput: {
      /** @description Tally's HTTP server, e.g. http://192.168.1.20:9000 */
      tally_url: string;
      /** @description the company name exactly as loaded in Tally */
      company: string;
      /** @description longest wait for one Tally answer, body included (default: 60000) */
      timeout_ms?: number;
      /** @description rules for this connection, tried before the organisation's (see GET /v1/ingest/erp-sync/mappings) */
      mappings?: components['schemas']['ErpMappingRule'][];
    };
    /**
     * @example {
     *       "id": "3e1b7c9a-5d2f-4a6e-9b8c-0f1d2e3a4b5c",
     *       "url": "https://hooks.example.com/carbon",
     *       "events": [
     *         "job.completed",
     *         "job.failed",
     *         "report.ready"
     *       ],
     *       "description": "Finance data warehouse",
     *       "enabled": true,
     *       "disabled_reason": null,
     *       "failing_since": null,
     *       "next_attempt_at": null,
     *       "previous_secret_expires_at": null,
     *       "created_at": "2025-05-02T09:30:00.000Z",
     *       "updated_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    Webhook: {
      /** Format: uuid */
      id: string;
      url: string;
      description: string | null;
      events: (
        | 'job.completed'
        | 'job.failed'
        | 'report.ready'
        | 'report.failed'
        | 'erp_sync.completed'
        | 'erp_sync.failed'
        | 'schedule.paused'
        | 'webhook.disabled'
      )[];
      enabled: boolean;
      /** @description why the service disabled it (a day of failed deliveries) */
      disabled_reason: string | null;
      /** @description first failed delivery since the last success */
      failing_since: string | null;
      /** @description when a failed delivery is retried */
      next_attempt_at: string | null;
      /** @description until then requests also carry a signature with the secret before the last rotation */
      previous_secret_expires_at: string | null;
      created_at: string;
      updated_at: string;
    };
    /**
     * @example {
     *       "url": "https://hooks.example.com/carbon",
     *       "events": [
     *         "job.completed",
     *         "job.failed",
     *         "report.ready"
     *       ],
     *       "description": "Finance data warehouse"
     *     }
     */
    WebhookCreate: {
      /** @description https URL (http only to hosts the operator lists in WEBHOOK_ALLOWED_HOSTS) */
      url: string;
      /** @description event types to receive */
      events: (
        | 'job.completed'
        | 'job.failed'
        | 'report.ready'
        | 'report.failed'
        | 'erp_sync.completed'
        | 'erp_sync.failed'
        | 'schedule.paused'
        | 'webhook.disabled'
      )[];
      description?: string;
      /** @description default: true */
      enabled?: boolean;
    };
    /**
     * @example {
     *       "id": "9d2f6b1e-3c4a-4e8f-b7d5-1a2c3e4f5a6b",
     *       "event_id": "5f8c2e71-0b3d-4a9e-8c6f-7d1e2a3b4c5d",
     *       "event_type": "job.completed",
     *       "attempt": 1,
     *       "redelivery": false,
     *       "status": "succeeded",
     *       "status_code": 200,
     *       "duration_ms": 84,
     *       "response_excerpt": "{\"received\":true}",
     *       "error": null,
     *       "created_at": "2025-05-02T09:30:00.000Z"
     *     }
     */
    WebhookDelivery: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      event_id: string;
      /** @enum {string} */
      event_type:
        | 'job.completed'
        | 'job.failed'
        | 'report.ready'
        | 'report.failed'
        | 'erp_sync.completed'
        | 'erp_sync.failed'
        | 'schedule.paused'
        | 'webhook.disabled';
      /** @description 1 for the first attempt of this event at this endpoint */
      attempt: number;
      redelivery: boolean;
      /** @enum {string} */
      status: 'succeeded' | 'failed';
      /** @description the receiver’s HTTP status; null when no answer came */
      status_code: number | null;
      duration_ms: number | null;
      /** @description the first 1,000 characters of the answer */
      response_excerpt: string | null;
      /** @description why no usable answer came (timeout, refused address, unreachable) */
      error: string | null;
      created_at: string;
    };
    /**
     * @example {
     *       "enabled": true
     *     }
     */
    WebhookUpdate: {
      /** @description https URL (http only to hosts the operator lists in WEBHOOK_ALLOWED_HOSTS) */
      url?: string;
      /** @description event types to receive */
      events?: (
        | 'job.completed'
        | 'job.failed'
        | 'report.ready'
        | 'report.failed'
        | 'erp_sync.completed'
        | 'erp_sync.failed'
        | 'schedule.paused'
        | 'webhook.disabled'
      )[];
      description?: string | null;
      /** @description true re-enables a disabled endpoint and clears its failure state */
      enabled?: boolean;
    };
    /**
     * @example {
     *       "id": "3e1b7c9a-5d2f-4a6e-9b8c-0f1d2e3a4b5c",
     *       "url": "https://hooks.example.com/carbon",
     *       "events": [
     *         "job.completed",
     *         "job.failed",
     *         "report.ready"
     *       ],
     *       "description": "Finance data warehouse",
     *       "enabled": true,
     *       "disabled_reason": null,
     *       "failing_since": null,
     *       "next_attempt_at": null,
     *       "previous_secret_expires_at": null,
     *       "created_at": "2025-05-02T09:30:00.000Z",
     *       "updated_at": "2025-05-02T09:30:00.000Z",
     *       "secret": "whsec_Jq8kV2m7pXwL0rT5nY3cB9dF6gH1sA4eZ8uI2oK7qWc"
     *     }
     */
    WebhookWithSecret: {
      /** Format: uuid */
      id: string;
      url: string;
      description: string | null;
      events: (
        | 'job.completed'
        | 'job.failed'
        | 'report.ready'
        | 'report.failed'
        | 'erp_sync.completed'
        | 'erp_sync.failed'
        | 'schedule.paused'
        | 'webhook.disabled'
      )[];
      enabled: boolean;
      /** @description why the service disabled it (a day of failed deliveries) */
      disabled_reason: string | null;
      /** @description first failed delivery since the last success */
      failing_since: string | null;
      /** @description when a failed delivery is retried */
      next_attempt_at: string | null;
      /** @description until then requests also carry a signature with the secret before the last rotation */
      previous_secret_expires_at: string | null;
      created_at: string;
      updated_at: string;
      /** @description the signing secret (whsec_…): shown only now; store it where the receiver reads it */
      secret: string;
    };
  };
  responses: {
    /** @description ERP_UNREACHABLE (Tally could not be reached) or ERP_ERROR (Tally refused or did not answer with XML) */
    BadGateway: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "ERP_UNREACHABLE",
         *         "message": "Tally at http://tally.acme-steels.example:9000 could not be reached (ECONNREFUSED): check that Tally is running",
         *         "details": {
         *           "job_id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
         *           "status_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791",
         *           "records_synced": 0
         *         },
         *         "status": 502
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description VALIDATION_ERROR (`details.field`, `details.reason`) or BAD_REQUEST (an unreadable request) */
    BadRequest: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "VALIDATION_ERROR",
         *         "message": "quantity: must be a positive number",
         *         "details": {
         *           "field": "quantity",
         *           "reason": "must be a positive number"
         *         },
         *         "status": 400
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description VALIDATION_ERROR (`details.field`, `details.reason`) or BAD_REQUEST (an unreadable request) */
    BadRequestOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "VALIDATION_ERROR",
         *         "message": "quantity: must be a positive number",
         *         "details": {
         *           "field": "quantity",
         *           "reason": "must be a positive number"
         *         },
         *         "status": 400
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description FORBIDDEN: the plan, API pack, IP address or domain does not allow it (`details.reason`) */
    Forbidden: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "FORBIDDEN",
         *         "message": "API pack 1 is read-only: POST is not allowed",
         *         "details": {
         *           "reason": "api_pack"
         *         },
         *         "status": 403
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description FORBIDDEN: the plan, API pack, IP address or domain does not allow it (`details.reason`) */
    ForbiddenOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "FORBIDDEN",
         *         "message": "API pack 1 is read-only: POST is not allowed",
         *         "details": {
         *           "reason": "api_pack"
         *         },
         *         "status": 403
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description ERP_TIMEOUT: Tally did not answer within connection_config.timeout_ms */
    GatewayTimeout: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "ERP_TIMEOUT",
         *         "message": "Tally did not answer within 60000 ms",
         *         "details": {
         *           "job_id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
         *           "status_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791",
         *           "records_synced": 0
         *         },
         *         "status": 504
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this Idempotency-Key is still running */
    IdempotencyConflict: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "IDEMPOTENCY_REQUEST_IN_PROGRESS",
         *         "message": "A request with this Idempotency-Key is still being processed; retry later",
         *         "status": 409
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this Idempotency-Key is still running */
    IdempotencyConflictOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "IDEMPOTENCY_REQUEST_IN_PROGRESS",
         *         "message": "A request with this Idempotency-Key is still being processed; retry later",
         *         "status": 409
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used with another body or path */
    IdempotencyKeyReused: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "IDEMPOTENCY_KEY_REUSED",
         *         "message": "This Idempotency-Key was used with a different request body or path",
         *         "details": {
         *           "field": "Idempotency-Key",
         *           "reason": "already used with a different request"
         *         },
         *         "status": 422
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used with another body or path */
    IdempotencyKeyReusedOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "IDEMPOTENCY_KEY_REUSED",
         *         "message": "This Idempotency-Key was used with a different request body or path",
         *         "details": {
         *           "field": "Idempotency-Key",
         *           "reason": "already used with a different request"
         *         },
         *         "status": 422
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description INTERNAL_ERROR: an unexpected failure; nothing was half-written */
    InternalError: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "INTERNAL_ERROR",
         *         "message": "An unexpected error occurred",
         *         "status": 500
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description NOT_FOUND: no such resource in this organisation and mode (admin: ADMIN_TOKEN is not set) */
    NotFound: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "NOT_FOUND",
         *         "message": "Activity not found",
         *         "status": 404
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description NOT_FOUND: no such resource in this organisation and mode (admin: ADMIN_TOKEN is not set) */
    NotFoundOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "NOT_FOUND",
         *         "message": "Activity not found",
         *         "status": 404
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description PAYLOAD_TOO_LARGE: over BODY_LIMIT_BYTES (JSON, CSV body) or UPLOAD_LIMIT_BYTES (file) */
    PayloadTooLarge: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "PAYLOAD_TOO_LARGE",
         *         "message": "Request body is too large",
         *         "status": 413
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description PAYLOAD_TOO_LARGE: over BODY_LIMIT_BYTES (JSON, CSV body) or UPLOAD_LIMIT_BYTES (file) */
    PayloadTooLargeOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "PAYLOAD_TOO_LARGE",
         *         "message": "Request body is too large",
         *         "status": 413
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description REQUEST_TIMEOUT: the body arrived slower than BODY_MIN_BYTES_PER_SECOND, or an upload stopped sending for UPLOAD_IDLE_TIMEOUT_MS */
    RequestTimeout: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "REQUEST_TIMEOUT",
         *         "message": "No data arrived for 30000 ms: the upload was abandoned",
         *         "status": 408
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description REQUEST_TIMEOUT: the body arrived slower than BODY_MIN_BYTES_PER_SECOND, or an upload stopped sending for UPLOAD_IDLE_TIMEOUT_MS */
    RequestTimeoutOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "REQUEST_TIMEOUT",
         *         "message": "No data arrived for 30000 ms: the upload was abandoned",
         *         "status": 408
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description SERVICE_UNAVAILABLE: the server is shutting down (Connection: close; another instance answers), or its database is restarting or unreachable (`Retry-After`); retry */
    ServiceUnavailable: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "SERVICE_UNAVAILABLE",
         *         "message": "The server is shutting down: retry the request",
         *         "status": 503
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description RATE_LIMIT_EXCEEDED (live keys): retry after `Retry-After` seconds */
    TooManyRequests: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Retry-After': components['headers']['Retry-After'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "RATE_LIMIT_EXCEEDED",
         *         "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
         *         "details": {
         *           "limit": 600,
         *           "window_seconds": 60,
         *           "retry_after_seconds": 42
         *         },
         *         "status": 429
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description RATE_LIMIT_EXCEEDED (live keys): retry after `Retry-After` seconds */
    TooManyRequestsOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Retry-After': components['headers']['Retry-After'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "RATE_LIMIT_EXCEEDED",
         *         "message": "Rate limit of 600 requests per 60 s exceeded; retry in 42 s",
         *         "details": {
         *           "limit": 600,
         *           "window_seconds": 60,
         *           "retry_after_seconds": 42
         *         },
         *         "status": 429
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description UNAUTHORIZED (no key or admin token), INVALID_API_KEY, API_KEY_REVOKED or API_KEY_EXPIRED */
    Unauthorized: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "INVALID_API_KEY",
         *         "message": "The API key does not exist",
         *         "status": 401
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description UNAUTHORIZED (no key or admin token), INVALID_API_KEY, API_KEY_REVOKED or API_KEY_EXPIRED */
    UnauthorizedOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "INVALID_API_KEY",
         *         "message": "The API key does not exist",
         *         "status": 401
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description UNSUPPORTED_MEDIA_TYPE: a Content-Type this operation does not read */
    UnsupportedMediaType: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "UNSUPPORTED_MEDIA_TYPE",
         *         "message": "Unsupported Media Type",
         *         "status": 415
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description UNSUPPORTED_MEDIA_TYPE: a Content-Type this operation does not read */
    UnsupportedMediaTypeOnPost: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        RateLimit: components['headers']['RateLimit'];
        'RateLimit-Policy': components['headers']['RateLimit-Policy'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "UNSUPPORTED_MEDIA_TYPE",
         *         "message": "Unsupported Media Type",
         *         "status": 415
         *       },
         *       "meta": {
         *         "timestamp": "2025-05-02T09:30:00.460Z",
         *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
  };
  parameters: {
    /**
     * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
     * @example import-2024-04-7f3a
     */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: {
    /**
     * @description The request's id (also `meta.request_id`); a client's own X-Request-Id is echoed when it is 1-128 of [A-Za-z0-9._:-]
     * @example 80ee7d90-23fa-4a46-bced-7682c4227c37
     */
    'X-Request-Id': string;
    /**
     * @description Live keys: requests left in the window (r) and seconds until it resets (t), IETF draft syntax
     * @example "default";r=599;t=42
     */
    RateLimit: string;
    /**
     * @description Live keys: the quota (q) per window of w seconds
     * @example "default";q=600;w=60
     */
    'RateLimit-Policy': string;
    /**
     * @description Seconds to wait: before retrying (429, 503), before polling the job (202, an open job)
     * @example 2
     */
    'Retry-After': number;
    /**
     * @description The status URL of the job (GET it for status, progress and errors)
     * @example /v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440
     */
    Location: string;
    /** @description `true` when this answer is the stored answer of an earlier request with the same Idempotency-Key */
    'Idempotent-Replayed': 'true';
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  recalculateActivities: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "activity_type": "electricity",
         *       "from": "2024-04-01",
         *       "to": "2025-03-31",
         *       "dry_run": true
         *     }
         */
        'application/json': components['schemas']['RecalculateRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "dry_run": true,
           *         "total_before_kg_co2e": 854.04,
           *         "total_after_kg_co2e": 854.04,
           *         "changes": [
           *           {
           *             "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "before": {
           *               "emissions_kg_co2e": 854.04,
           *               "factor_id": "cea.v21.in.electricity.fy2024-25",
           *               "factor_version": "v21.0"
           *             },
           *             "after": {
           *               "emissions_kg_co2e": 854.04,
           *               "factor_id": "cea.v21.in.electricity.fy2024-25",
           *               "factor_version": "v21.0"
           *             },
           *             "changed": false
           *           }
           *         ],
           *         "failed": [],
           *         "skipped_locked": [
           *           {
           *             "activity_id": "01935c1e-8f5a-7c2b-9d41-6a2e5b7c3f10",
           *             "fiscal_year": "FY2023-24",
           *             "reason": "FY2023-24 is locked (2023-04-01 to 2024-03-31): nothing dated in it can be written until it is unlocked"
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['RecalculateResult'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listActivities: {
    parameters: {
      query?: {
        /** @description exact type, or a family such as `fuel` (matches fuel and fuel.*); a family of the category 3 lines of GET /v1/emissions (`wtt.fuel.diesel`, `td_loss`) matches the activities with a category 3 figure under it */
        activity_type?: string;
        scope?: '1' | '2' | '3';
        /** @description activities whose period ends on or after this date */
        from?: string;
        /** @description activities whose period starts on or before this date */
        to?: string;
        ingest_job_id?: string;
        /** @description activities of this site only (GET /v1/sites) */
        site_id?: string;
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
        /** @description csv: every activity the filters match, as CSV (as with Accept: text/csv); limit and cursor do not apply */
        format?: 'json' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "activities": [
           *           {
           *             "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "activity_type": "electricity",
           *             "scope": "2",
           *             "quantity": 1200,
           *             "unit": "kWh",
           *             "period": {
           *               "start": "2024-04-01",
           *               "end": "2024-04-30"
           *             },
           *             "location": {
           *               "country": "IN",
           *               "state": "MH",
           *               "state_name": "Maharashtra",
           *               "city": null,
           *               "grid_region": null
           *             },
           *             "source": {
           *               "type": "manual",
           *               "confidence": 0.9,
           *               "name": null,
           *               "reference": null
           *             },
           *             "metadata": {},
           *             "emissions_kg_co2e": 854.04,
           *             "gases": {
           *               "co2": 854.04,
           *               "ch4": null,
           *               "n2o": null
           *             },
           *             "confidence_score": 0.73,
           *             "emission_factor": {
           *               "id": "cea.v21.in.electricity.fy2024-25",
           *               "value": 0.7117,
           *               "unit": "kg CO2/kWh",
           *               "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *               "version": "v21.0",
           *               "region": "IN"
           *             },
           *             "calculation": {
           *               "input": {
           *                 "unit": "kWh",
           *                 "quantity": 1200,
           *                 "activity_type": "electricity"
           *               },
           *               "converted": {
           *                 "unit": "kWh",
           *                 "quantity": 1200
           *               },
           *               "energy": {
           *                 "gj": 4.32,
           *                 "basis": "as metered",
           *                 "source": "1 kWh = 0.0036 GJ",
           *                 "per_unit": "kWh",
           *                 "gj_per_unit": 0.0036
           *               },
           *               "factor_unit": "kg CO2/kWh",
           *               "factor_value": 0.7117,
           *               "formula": "1200 × 0.7117 kg CO2/kWh = 854.04 kg CO2",
           *               "period_midpoint": "2024-04-15",
           *               "radiative_forcing": null,
           *               "scope3": null,
           *               "spend": null,
           *               "scope2": {
           *                 "electricity_source": "grid",
           *                 "location_based": "grid_average",
           *                 "market_based": {
           *                   "basis": "residual_mix_proxy",
           *                   "supplier_factor": null,
           *                   "source": "grid average as the residual-mix proxy: no residual mix is published for this market (it may double count attributes claimed by others)"
           *                 },
           *                 "instrument": null,
           *                 "instrument_not_counted": null
           *               }
           *             },
           *             "disclosure": {
           *               "energy_gj": 4.32,
           *               "energy_class": "electricity",
           *               "energy_renewable": false,
           *               "co2_kg_co2e": 854.04,
           *               "ch4_kg_co2e": null,
           *               "n2o_kg_co2e": null,
           *               "hfcs_kg_co2e": null,
           *               "pfcs_kg_co2e": null,
           *               "sf6_kg_co2e": null,
           *               "nf3_kg_co2e": null,
           *               "co2_kg": 854.04,
           *               "ch4_kg": null,
           *               "n2o_kg": null,
           *               "hfcs_kg": null,
           *               "pfcs_kg": null,
           *               "sf6_kg": null,
           *               "nf3_kg": null,
           *               "gwp_set": "AR5",
           *               "co2_only": true,
           *               "scope3_category": null,
           *               "biogenic_co2_kg": null,
           *               "category3_kg_co2e": 170.48,
           *               "memo_kg_co2e": null,
           *               "memo_kind": null,
           *               "electricity_source": "grid",
           *               "market_based_kg_co2e": 854.04,
           *               "renewable_kwh": 0,
           *               "instrument_kwh": 0,
           *               "unmatched_kwh": null
           *             },
           *             "notices": [
           *               {
           *                 "code": "REGION_FALLBACK",
           *                 "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
           *               },
           *               {
           *                 "code": "CO2_ONLY",
           *                 "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
           *               }
           *             ],
           *             "ingest_job_id": null,
           *             "site_id": null,
           *             "site_code": null,
           *             "created_at": "2025-05-02T09:30:00.000Z"
           *           }
           *         ],
           *         "next_cursor": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              activities: components['schemas']['Activity'][];
              next_cursor: string | null;
            };
            meta: components['schemas']['ResponseMeta'];
          };
          /**
           * @example date,category,quantity,unit,amount
           *     2024-04-15,electricity,1200,kwh,9600
           *     2024-04-18,diesel,50,liters,4500
           *     2024-04-20,rail,350,km,
           */
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createActivities: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "activity_type": "electricity",
         *       "scope": "2",
         *       "quantity": 1200,
         *       "unit": "kWh",
         *       "period": {
         *         "start": "2024-04-01",
         *         "end": "2024-04-30"
         *       },
         *       "location": {
         *         "country": "IN",
         *         "state": "Maharashtra"
         *       },
         *       "source": {
         *         "type": "manual",
         *         "confidence": 0.9
         *       }
         *     }
         */
        'application/json':
          | components['schemas']['ActivitySubmission']
          | components['schemas']['ActivitySubmission'][]
          | {
              activities: components['schemas']['ActivitySubmission'][];
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "emissions_kg_co2e": 854.04,
           *         "confidence_score": 0.73,
           *         "emission_factor": {
           *           "id": "cea.v21.in.electricity.fy2024-25",
           *           "value": 0.7117,
           *           "unit": "kg CO2/kWh",
           *           "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *           "version": "v21.0",
           *           "region": "IN"
           *         },
           *         "gases": {
           *           "co2": 854.04,
           *           "ch4": null,
           *           "n2o": null
           *         },
           *         "notices": [
           *           {
           *             "code": "REGION_FALLBACK",
           *             "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
           *           },
           *           {
           *             "code": "CO2_ONLY",
           *             "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
           *           }
           *         ],
           *         "site_id": null,
           *         "site_code": null,
           *         "created_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data:
              | components['schemas']['ActivityResult']
              | {
                  activities: components['schemas']['ActivityResult'][];
                  total_emissions_kg_co2e: number;
                };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getActivity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "activity_type": "electricity",
           *         "scope": "2",
           *         "quantity": 1200,
           *         "unit": "kWh",
           *         "period": {
           *           "start": "2024-04-01",
           *           "end": "2024-04-30"
           *         },
           *         "location": {
           *           "country": "IN",
           *           "state": "MH",
           *           "state_name": "Maharashtra",
           *           "city": null,
           *           "grid_region": null
           *         },
           *         "source": {
           *           "type": "manual",
           *           "confidence": 0.9,
           *           "name": null,
           *           "reference": null
           *         },
           *         "metadata": {},
           *         "emissions_kg_co2e": 854.04,
           *         "gases": {
           *           "co2": 854.04,
           *           "ch4": null,
           *           "n2o": null
           *         },
           *         "confidence_score": 0.73,
           *         "emission_factor": {
           *           "id": "cea.v21.in.electricity.fy2024-25",
           *           "value": 0.7117,
           *           "unit": "kg CO2/kWh",
           *           "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *           "version": "v21.0",
           *           "region": "IN"
           *         },
           *         "calculation": {
           *           "input": {
           *             "unit": "kWh",
           *             "quantity": 1200,
           *             "activity_type": "electricity"
           *           },
           *           "converted": {
           *             "unit": "kWh",
           *             "quantity": 1200
           *           },
           *           "energy": {
           *             "gj": 4.32,
           *             "basis": "as metered",
           *             "source": "1 kWh = 0.0036 GJ",
           *             "per_unit": "kWh",
           *             "gj_per_unit": 0.0036
           *           },
           *           "factor_unit": "kg CO2/kWh",
           *           "factor_value": 0.7117,
           *           "formula": "1200 × 0.7117 kg CO2/kWh = 854.04 kg CO2",
           *           "period_midpoint": "2024-04-15",
           *           "radiative_forcing": null,
           *           "scope3": null,
           *           "spend": null,
           *           "scope2": {
           *             "electricity_source": "grid",
           *             "location_based": "grid_average",
           *             "market_based": {
           *               "basis": "residual_mix_proxy",
           *               "supplier_factor": null,
           *               "source": "grid average as the residual-mix proxy: no residual mix is published for this market (it may double count attributes claimed by others)"
           *             },
           *             "instrument": null,
           *             "instrument_not_counted": null
           *           }
           *         },
           *         "disclosure": {
           *           "energy_gj": 4.32,
           *           "energy_class": "electricity",
           *           "energy_renewable": false,
           *           "co2_kg_co2e": 854.04,
           *           "ch4_kg_co2e": null,
           *           "n2o_kg_co2e": null,
           *           "hfcs_kg_co2e": null,
           *           "pfcs_kg_co2e": null,
           *           "sf6_kg_co2e": null,
           *           "nf3_kg_co2e": null,
           *           "co2_kg": 854.04,
           *           "ch4_kg": null,
           *           "n2o_kg": null,
           *           "hfcs_kg": null,
           *           "pfcs_kg": null,
           *           "sf6_kg": null,
           *           "nf3_kg": null,
           *           "gwp_set": "AR5",
           *           "co2_only": true,
           *           "scope3_category": null,
           *           "biogenic_co2_kg": null,
           *           "category3_kg_co2e": 170.48,
           *           "memo_kg_co2e": null,
           *           "memo_kind": null,
           *           "electricity_source": "grid",
           *           "market_based_kg_co2e": 854.04,
           *           "renewable_kwh": 0,
           *           "instrument_kwh": 0,
           *           "unmatched_kwh": null
           *         },
           *         "notices": [
           *           {
           *             "code": "REGION_FALLBACK",
           *             "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
           *           },
           *           {
           *             "code": "CO2_ONLY",
           *             "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
           *           }
           *         ],
           *         "ingest_job_id": null,
           *         "site_id": null,
           *         "site_code": null,
           *         "created_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Activity'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteActivity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "deleted": true,
           *         "deleted_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  bulkCreateActivities: {
    parameters: {
      query?: {
        /** @description ISO 3166-1 alpha-2 location of every row; default: the organisation country */
        country?: string;
        /** @description state of every row: an Indian state name or code ('Maharashtra', 'MH') in India */
        state?: string;
        /** @description 'day': a row's date is its period; 'month': the calendar month containing the date */
        period?: 'day' | 'month';
        /** @description source.name of every activity, e.g. the file or system it came from */
        source_name?: string;
        /** @description travel mode of every bare 'travel' row without a mode column value: flight, rail, bus, coach, taxi, car, motorbike */
        travel_mode?: string;
        /** @description true: import even if this exact file was imported before */
        force?: '0' | '1' | 'true' | 'false';
      };
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example [
         *       {
         *         "activity_type": "electricity",
         *         "scope": "2",
         *         "quantity": 1200,
         *         "unit": "kWh",
         *         "period": {
         *           "start": "2024-04-01",
         *           "end": "2024-04-30"
         *         },
         *         "location": {
         *           "country": "IN",
         *           "state": "Maharashtra"
         *         },
         *         "source": {
         *           "type": "manual",
         *           "confidence": 0.9
         *         }
         *       }
         *     ]
         */
        'application/json':
          | components['schemas']['ActivitySubmission'][]
          | {
              activities: components['schemas']['ActivitySubmission'][];
            };
        /**
         * @example date,category,quantity,unit,amount
         *     2024-04-15,electricity,1200,kwh,9600
         *     2024-04-18,diesel,50,liters,4500
         *     2024-04-20,rail,350,km,
         */
        'text/csv': string;
        /**
         * @example {
         *       "file": "date,category,quantity,unit,amount\n2024-04-15,electricity,1200,kwh,9600\n2024-04-18,diesel,50,liters,4500\n2024-04-20,rail,350,km,\n",
         *       "country": "IN",
         *       "period": "day"
         *     }
         */
        'multipart/form-data': components['schemas']['CsvUpload'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "job_id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "status": "queued",
           *         "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
           *         "duplicate": false,
           *         "rows_total": 4
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['JobAccepted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "stored": 1,
           *         "failed": 1,
           *         "total_emissions_kg_co2e": 854.04,
           *         "results": [
           *           {
           *             "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "emissions_kg_co2e": 854.04,
           *             "confidence_score": 0.73,
           *             "emission_factor": {
           *               "id": "cea.v21.in.electricity.fy2024-25",
           *               "value": 0.7117,
           *               "unit": "kg CO2/kWh",
           *               "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *               "version": "v21.0",
           *               "region": "IN"
           *             },
           *             "gases": {
           *               "co2": 854.04,
           *               "ch4": null,
           *               "n2o": null
           *             },
           *             "notices": [
           *               {
           *                 "code": "REGION_FALLBACK",
           *                 "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
           *               },
           *               {
           *                 "code": "CO2_ONLY",
           *                 "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
           *               }
           *             ],
           *             "site_id": null,
           *             "site_code": null,
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "index": 0,
           *             "activity_type": "electricity",
           *             "scope": "2"
           *           }
           *         ],
           *         "errors": [
           *           {
           *             "index": 1,
           *             "field": "quantity",
           *             "reason": "must be a positive number"
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['IntakeResult'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      /** @description Accepted: the work runs as a job; follow Location (the job status URL) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          'Retry-After': components['headers']['Retry-After'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "job_id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "status": "queued",
           *         "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
           *         "duplicate": false,
           *         "rows_total": 4
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['JobAccepted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      /** @description Partly stored: the items that failed are listed in `errors` */
      207: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "stored": 1,
           *         "failed": 1,
           *         "total_emissions_kg_co2e": 854.04,
           *         "results": [
           *           {
           *             "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "emissions_kg_co2e": 854.04,
           *             "confidence_score": 0.73,
           *             "emission_factor": {
           *               "id": "cea.v21.in.electricity.fy2024-25",
           *               "value": 0.7117,
           *               "unit": "kg CO2/kWh",
           *               "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *               "version": "v21.0",
           *               "region": "IN"
           *             },
           *             "gases": {
           *               "co2": 854.04,
           *               "ch4": null,
           *               "n2o": null
           *             },
           *             "notices": [
           *               {
           *                 "code": "REGION_FALLBACK",
           *                 "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
           *               },
           *               {
           *                 "code": "CO2_ONLY",
           *                 "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
           *               }
           *             ],
           *             "site_id": null,
           *             "site_code": null,
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "index": 0,
           *             "activity_type": "electricity",
           *             "scope": "2"
           *           }
           *         ],
           *         "errors": [
           *           {
           *             "index": 1,
           *             "field": "quantity",
           *             "reason": "must be a positive number"
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['IntakeResult'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getEmissions: {
    parameters: {
      query: {
        /** @example 2024-04-01 */
        start_date: string;
        /** @example 2025-03-31 */
        end_date: string;
        scope?: '1' | '2' | '3';
        /** @description adds a series by day, ISO week, month or year; at most 1000 buckets (400 naming group_by beyond) */
        group_by?: 'day' | 'week' | 'month' | 'year';
        /** @description exact type, or a family such as `fuel` (matches fuel and fuel.*, with the category 3 they bring); a family of the category 3 lines (`wtt`, `wtt.fuel.diesel`, `td_loss`) answers that Scope 3 category 3 alone */
        activity_type?: string;
        /** @description the Scope 2 figure of the breakdown, types, series and total: 'location' (grid average, the default) or 'market' (contractual instruments; the grid average where none, as the residual-mix proxy); `scope2` gives both either way */
        scope2_method?: 'location' | 'market';
        /** @description true adds by_site: a line per site and one for the unassigned activities, each after its share */
        group_by_site?: 'true' | 'false';
        /** @description only this site's activities (its share applied), or 'unassigned' for the activities without a site; 400 naming site_id when the organisation has no such site */
        site_id?: string | 'unassigned';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "total_kg_co2e": 1024.52,
           *         "period": {
           *           "start": "2024-04-01",
           *           "end": "2024-05-31"
           *         },
           *         "breakdown": [
           *           {
           *             "scope": "1",
           *             "emissions_kg_co2e": 0,
           *             "percentage": 0
           *           },
           *           {
           *             "scope": "2",
           *             "emissions_kg_co2e": 854.04,
           *             "percentage": 83.36
           *           },
           *           {
           *             "scope": "3",
           *             "emissions_kg_co2e": 170.48,
           *             "percentage": 16.64
           *           }
           *         ],
           *         "by_activity_type": [
           *           {
           *             "activity_type": "electricity",
           *             "emissions_kg_co2e": 854.04,
           *             "count": 1
           *           },
           *           {
           *             "activity_type": "td_loss.electricity",
           *             "emissions_kg_co2e": 170.48,
           *             "count": 1
           *           }
           *         ],
           *         "scope2": {
           *           "location_based_kg_co2e": 854.04,
           *           "market_based_kg_co2e": 854.04,
           *           "renewable_kwh": 0,
           *           "instrument_kwh": 0,
           *           "unmatched_instrument_kwh": 0,
           *           "method": "location",
           *           "residual_mix": "No residual mix is published for India: electricity not covered by a contractual instrument takes the CEA grid average (all-India weighted average) in the market-based figure, which may double count renewable attributes claimed by others."
           *         },
           *         "scope3_category3": {
           *           "kg_co2e": 170.48,
           *           "setting": "included",
           *           "counted": true
           *         },
           *         "gwp_set": "AR5",
           *         "consolidation": {
           *           "approach": "operational_control",
           *           "default_used": true
           *         },
           *         "by_site": [
           *           {
           *             "site_id": "0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b41",
           *             "code": "PUNE-1",
           *             "name": "Pune plant",
           *             "kind": "plant",
           *             "country": "IN",
           *             "entity_id": null,
           *             "share": 1,
           *             "scope1_kg_co2e": 0,
           *             "scope2_location_kg_co2e": 854.04,
           *             "scope2_market_kg_co2e": 854.04,
           *             "scope3_kg_co2e": 170.48,
           *             "total_kg_co2e": 1024.52,
           *             "activity_count": 1
           *           }
           *         ],
           *         "series": [
           *           {
           *             "period": "2024-04",
           *             "start": "2024-04-01",
           *             "end": "2024-04-30",
           *             "total_kg_co2e": 1024.52,
           *             "breakdown": [
           *               {
           *                 "scope": "1",
           *                 "emissions_kg_co2e": 0
           *               },
           *               {
           *                 "scope": "2",
           *                 "emissions_kg_co2e": 854.04
           *               },
           *               {
           *                 "scope": "3",
           *                 "emissions_kg_co2e": 170.48
           *               }
           *             ]
           *           },
           *           {
           *             "period": "2024-05",
           *             "start": "2024-05-01",
           *             "end": "2024-05-31",
           *             "total_kg_co2e": 0,
           *             "breakdown": [
           *               {
           *                 "scope": "1",
           *                 "emissions_kg_co2e": 0
           *               },
           *               {
           *                 "scope": "2",
           *                 "emissions_kg_co2e": 0
           *               },
           *               {
           *                 "scope": "3",
           *                 "emissions_kg_co2e": 0
           *               }
           *             ]
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['EmissionsAggregate'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listEmissionFactors: {
    parameters: {
      query?: {
        /** @description exact type, or a family such as `fuel` (matches fuel and fuel.*) */
        activity_type?: string;
        /** @description ISO country code, grid region or GLOBAL */
        region?: string;
        /** @description factors valid during this calendar year */
        year?: number;
        /** @description matches dataset, publisher or source name */
        source?: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "factors": [
           *           {
           *             "id": "cea.v21.in.electricity.fy2024-25",
           *             "activity_type": "electricity",
           *             "value": 0.7117,
           *             "unit": "kg CO2/kWh",
           *             "per_unit": "kWh",
           *             "gases": {
           *               "co2": 0.7117,
           *               "ch4": null,
           *               "n2o": null
           *             },
           *             "gwp_basis": "CO2 only",
           *             "region": "IN",
           *             "region_level": "country",
           *             "valid_from": "2024-04-01",
           *             "valid_to": "2025-03-31",
           *             "year": "FY2024-25",
           *             "source": {
           *               "publisher": "Central Electricity Authority (Ministry of Power, Government of India)",
           *               "name": "CEA CO2 Baseline Database v21.0",
           *               "dataset": "cea-co2-baseline",
           *               "version": "v21.0",
           *               "year": 2025,
           *               "url": "https://cea.nic.in/cdm-co2-baseline-database/"
           *             },
           *             "verification": "S: one secondary source; the CEA PDF was not opened",
           *             "notes": "Weighted average emission rate incl. renewables, all-India grid, FY2024-25."
           *           }
           *         ],
           *         "next_cursor": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              factors: components['schemas']['EmissionFactor'][];
              next_cursor: string | null;
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCompanyDashboard: {
    parameters: {
      query?: {
        /** @description a date in the fiscal year to show; default today (UTC) */
        as_of?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "as_of": "2024-06-30",
           *         "current": {
           *           "fiscal_year": "FY2024-25",
           *           "start": "2024-04-01",
           *           "end": "2025-03-31",
           *           "total_kg_co2e": 854.04,
           *           "by_scope": [
           *             {
           *               "scope": "1",
           *               "emissions_kg_co2e": 0,
           *               "percentage": 0
           *             },
           *             {
           *               "scope": "2",
           *               "emissions_kg_co2e": 854.04,
           *               "percentage": 100
           *             },
           *             {
           *               "scope": "3",
           *               "emissions_kg_co2e": 0,
           *               "percentage": 0
           *             }
           *           ],
           *           "scope2": {
           *             "location_based_kg_co2e": 854.04,
           *             "market_based_kg_co2e": 854.04,
           *             "renewable_kwh": 0,
           *             "instrument_kwh": 0,
           *             "unmatched_instrument_kwh": 0,
           *             "method": "location",
           *             "residual_mix": "No residual mix is published for India: electricity not covered by a contractual instrument takes the CEA grid average (all-India weighted average) in the market-based figure, which may double count renewable attributes claimed by others."
           *           },
           *           "renewable_energy_share": {
           *             "percent": 0,
           *             "renewable_gj": 0,
           *             "total_gj": 4.32
           *           }
           *         },
           *         "previous": {
           *           "fiscal_year": "FY2023-24",
           *           "start": "2023-04-01",
           *           "end": "2024-03-31",
           *           "total_kg_co2e": 0,
           *           "by_scope": [
           *             {
           *               "scope": "1",
           *               "emissions_kg_co2e": 0,
           *               "percentage": 0
           *             },
           *             {
           *               "scope": "2",
           *               "emissions_kg_co2e": 0,
           *               "percentage": 0
           *             },
           *             {
           *               "scope": "3",
           *               "emissions_kg_co2e": 0,
           *               "percentage": 0
           *             }
           *           ],
           *           "scope2": {
           *             "location_based_kg_co2e": 0,
           *             "market_based_kg_co2e": 0,
           *             "renewable_kwh": 0,
           *             "instrument_kwh": 0,
           *             "unmatched_instrument_kwh": 0,
           *             "method": "location",
           *             "residual_mix": "No residual mix is published for India: electricity not covered by a contractual instrument takes the CEA grid average (all-India weighted average) in the market-based figure, which may double count renewable attributes claimed by others."
           *           },
           *           "renewable_energy_share": {
           *             "percent": null,
           *             "renewable_gj": 0,
           *             "total_gj": 0
           *           }
           *         },
           *         "change_percent": null,
           *         "monthly_trend": [
           *           {
           *             "month": "2024-04",
           *             "total_kg_co2e": 854.04,
           *             "by_scope": [
           *               {
           *                 "scope": "1",
           *                 "emissions_kg_co2e": 0
           *               },
           *               {
           *                 "scope": "2",
           *                 "emissions_kg_co2e": 854.04
           *               },
           *               {
           *                 "scope": "3",
           *                 "emissions_kg_co2e": 0
           *               }
           *             ]
           *           }
           *         ],
           *         "top_activity_types": [
           *           {
           *             "activity_type": "electricity",
           *             "emissions_kg_co2e": 854.04,
           *             "percentage": 100,
           *             "count": 1
           *           }
           *         ],
           *         "top_sites": [
           *           {
           *             "site_id": null,
           *             "code": null,
           *             "name": "Unassigned",
           *             "kind": null,
           *             "country": null,
           *             "entity_id": null,
           *             "share": 1,
           *             "scope1_kg_co2e": 0,
           *             "scope2_location_kg_co2e": 854.04,
           *             "scope2_market_kg_co2e": 854.04,
           *             "scope3_kg_co2e": 0,
           *             "total_kg_co2e": 854.04,
           *             "activity_count": 1,
           *             "percentage": 100
           *           }
           *         ],
           *         "consolidation": {
           *           "approach": "operational_control",
           *           "default_used": true
           *         },
           *         "data_quality": {
           *           "activities": 1,
           *           "average_confidence": 0.73,
           *           "low_confidence_activities": 0,
           *           "activities_with_notices": 1,
           *           "spend_based_percent": 0
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CompanyDashboard'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCompanyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "legal_name": "Acme Steels Pvt Ltd",
           *         "cin": "U27100MH2005PTC123456",
           *         "sector": "Iron and steel",
           *         "reporting_boundary": "standalone",
           *         "consolidation_approach": "operational_control",
           *         "base_year": "FY2023-24",
           *         "brsr_xbrl_taxonomy": "2026-02-28",
           *         "fiscal_years": {
           *           "FY2024-25": {
           *             "revenue_from_operations_inr": 2500000000,
           *             "ppp_conversion_factor": {
           *               "value": 20.4,
           *               "source": "World Bank PA.NUS.PPP",
           *               "year": 2024
           *             },
           *             "physical_output": {
           *               "value": 120000,
           *               "unit": "tonne of steel"
           *             },
           *             "optional_intensity": {
           *               "value": 250,
           *               "unit": "₹ crore of turnover"
           *             },
           *             "assurance": {
           *               "provider": "Example Assurance LLP",
           *               "type": "reasonable_assurance",
           *               "covers": "brsr_core"
           *             }
           *           }
           *         },
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CompanyProfileView'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putCompanyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "legal_name": "Acme Steels Pvt Ltd",
         *       "cin": "U27100MH2005PTC123456",
         *       "sector": "Iron and steel",
         *       "reporting_boundary": "standalone",
         *       "consolidation_approach": "operational_control",
         *       "base_year": "FY2023-24",
         *       "brsr_xbrl_taxonomy": "2026-02-28",
         *       "fiscal_years": {
         *         "FY2024-25": {
         *           "revenue_from_operations_inr": 2500000000,
         *           "ppp_conversion_factor": {
         *             "value": 20.4,
         *             "source": "World Bank PA.NUS.PPP",
         *             "year": 2024
         *           },
         *           "physical_output": {
         *             "value": 120000,
         *             "unit": "tonne of steel"
         *           },
         *           "optional_intensity": {
         *             "value": 250,
         *             "unit": "₹ crore of turnover"
         *           },
         *           "assurance": {
         *             "provider": "Example Assurance LLP",
         *             "type": "reasonable_assurance",
         *             "covers": "brsr_core"
         *           }
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['CompanyProfile'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "legal_name": "Acme Steels Pvt Ltd",
           *         "cin": "U27100MH2005PTC123456",
           *         "sector": "Iron and steel",
           *         "reporting_boundary": "standalone",
           *         "consolidation_approach": "operational_control",
           *         "base_year": "FY2023-24",
           *         "brsr_xbrl_taxonomy": "2026-02-28",
           *         "fiscal_years": {
           *           "FY2024-25": {
           *             "revenue_from_operations_inr": 2500000000,
           *             "ppp_conversion_factor": {
           *               "value": 20.4,
           *               "source": "World Bank PA.NUS.PPP",
           *               "year": 2024
           *             },
           *             "physical_output": {
           *               "value": 120000,
           *               "unit": "tonne of steel"
           *             },
           *             "optional_intensity": {
           *               "value": 250,
           *               "unit": "₹ crore of turnover"
           *             },
           *             "assurance": {
           *               "provider": "Example Assurance LLP",
           *               "type": "reasonable_assurance",
           *               "covers": "brsr_core"
           *             }
           *           }
           *         },
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CompanyProfileView'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['IdempotencyConflict'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCompanyPeriods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "periods": [
           *           {
           *             "fiscal_year": "FY2023-24",
           *             "start": "2023-04-01",
           *             "end": "2024-03-31",
           *             "status": "locked",
           *             "has_data": true,
           *             "locked_at": "2024-05-30T11:00:00.000Z",
           *             "locked_by": "api_key:3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
           *             "lock_reason": "BRSR FY2023-24 filed with BSE on 30 May 2024",
           *             "unlocked_at": null,
           *             "unlocked_by": null,
           *             "unlock_reason": null
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              periods: components['schemas']['Period'][];
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  lockCompanyPeriod: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        fiscal_year: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "BRSR FY2023-24 filed with BSE on 30 May 2024"
         *     }
         */
        'application/json': components['schemas']['PeriodLockChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "fiscal_year": "FY2023-24",
           *         "start": "2023-04-01",
           *         "end": "2024-03-31",
           *         "status": "locked",
           *         "has_data": true,
           *         "locked_at": "2024-05-30T11:00:00.000Z",
           *         "locked_by": "api_key:3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
           *         "lock_reason": "BRSR FY2023-24 filed with BSE on 30 May 2024",
           *         "unlocked_at": null,
           *         "unlocked_by": null,
           *         "unlock_reason": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Period'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  unlockCompanyPeriod: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        fiscal_year: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "BRSR FY2023-24 filed with BSE on 30 May 2024"
         *     }
         */
        'application/json': components['schemas']['PeriodLockChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "fiscal_year": "FY2023-24",
           *         "start": "2023-04-01",
           *         "end": "2024-03-31",
           *         "status": "locked",
           *         "has_data": true,
           *         "locked_at": "2024-05-30T11:00:00.000Z",
           *         "locked_by": "api_key:3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
           *         "lock_reason": "BRSR FY2023-24 filed with BSE on 30 May 2024",
           *         "unlocked_at": null,
           *         "unlocked_by": null,
           *         "unlock_reason": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Period'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resetTestData: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "deleted": {
           *           "activities": 1,
           *           "jobs": 1,
           *           "reports": 1
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              deleted: {
                activities: number;
                jobs: number;
                reports: number;
              };
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErpHosts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "hosts": [
           *           {
           *             "id": "5d8e2f10-3a4b-4c5d-9e6f-7a8b9c0d1e2f",
           *             "host": "tally.acme-steels.example",
           *             "port": 9000,
           *             "description": "Pune office, TallyPrime on the accounts PC",
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "created_by": "api_key:4520c14a-3424-4ded-88c7-7c845f27826d"
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              hosts: components['schemas']['ErpHost'][];
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerErpHost: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "host": "tally.acme-steels.example",
         *       "port": 9000,
         *       "description": "Pune office, TallyPrime on the accounts PC"
         *     }
         */
        'application/json': components['schemas']['ErpHostCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "5d8e2f10-3a4b-4c5d-9e6f-7a8b9c0d1e2f",
           *         "host": "tally.acme-steels.example",
           *         "port": 9000,
           *         "description": "Pune office, TallyPrime on the accounts PC",
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "created_by": "api_key:4520c14a-3424-4ded-88c7-7c845f27826d"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpHost'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteErpHost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "deleted": true,
           *         "deleted_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getErpMappings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "rules": [
           *           {
           *             "match": "stock_item",
           *             "pattern": "HSD*",
           *             "map_to": "fuel",
           *             "fuel_type": "diesel"
           *           },
           *           {
           *             "match": "ledger",
           *             "pattern": "Staff welfare",
           *             "map_to": "ignore"
           *           },
           *           {
           *             "match": "cost_centre",
           *             "pattern": "Chakan Plant",
           *             "map_to": "site",
           *             "site_code": "PUNE-1"
           *           }
           *         ],
           *         "use_default_rules": true,
           *         "default_rules": [
           *           {
           *             "match": "ledger",
           *             "pattern": "cgst",
           *             "map_to": "ignore"
           *           },
           *           {
           *             "match": "any",
           *             "pattern": "diesel",
           *             "map_to": "fuel",
           *             "fuel_type": "diesel"
           *           },
           *           {
           *             "match": "any",
           *             "pattern": "electricity",
           *             "map_to": "electricity"
           *           },
           *           {
           *             "match": "ledger",
           *             "pattern": "hotel",
           *             "map_to": "spend",
           *             "category": "hotel"
           *           }
           *         ],
           *         "updated_at": "2025-05-02T09:30:00.000Z",
           *         "updated_by": "api_key:4520c14a-3424-4ded-88c7-7c845f27826d"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpMappingsView'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putErpMappings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "rules": [
         *         {
         *           "match": "stock_item",
         *           "pattern": "HSD*",
         *           "map_to": "fuel",
         *           "fuel_type": "diesel"
         *         },
         *         {
         *           "match": "ledger",
         *           "pattern": "Staff welfare",
         *           "map_to": "ignore"
         *         }
         *       ],
         *       "use_default_rules": true
         *     }
         */
        'application/json': components['schemas']['ErpMappings'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "rules": [
           *           {
           *             "match": "stock_item",
           *             "pattern": "HSD*",
           *             "map_to": "fuel",
           *             "fuel_type": "diesel"
           *           },
           *           {
           *             "match": "ledger",
           *             "pattern": "Staff welfare",
           *             "map_to": "ignore"
           *           },
           *           {
           *             "match": "cost_centre",
           *             "pattern": "Chakan Plant",
           *             "map_to": "site",
           *             "site_code": "PUNE-1"
           *           }
           *         ],
           *         "use_default_rules": true,
           *         "default_rules": [
           *           {
           *             "match": "ledger",
           *             "pattern": "cgst",
           *             "map_to": "ignore"
           *           },
           *           {
           *             "match": "any",
           *             "pattern": "diesel",
           *             "map_to": "fuel",
           *             "fuel_type": "diesel"
           *           },
           *           {
           *             "match": "any",
           *             "pattern": "electricity",
           *             "map_to": "electricity"
           *           },
           *           {
           *             "match": "ledger",
           *             "pattern": "hotel",
           *             "map_to": "spend",
           *             "category": "hotel"
           *           }
           *         ],
           *         "updated_at": "2025-05-02T09:30:00.000Z",
           *         "updated_by": "api_key:4520c14a-3424-4ded-88c7-7c845f27826d"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpMappingsView'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErpSchedules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "schedules": [
           *           {
           *             "id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
           *             "name": null,
           *             "cron": "0 2 * * *",
           *             "timezone": "Asia/Kolkata",
           *             "erp_system": "tally",
           *             "connection_config": {
           *               "tally_url": "http://tally.acme-steels.example:9000",
           *               "company": "Acme Steels Pvt Ltd",
           *               "timeout_ms": 60000
           *             },
           *             "lookback": "previous_month",
           *             "enabled": true,
           *             "runner": "server",
           *             "paused_reason": null,
           *             "next_run_at": "2025-05-02T20:30:00.000Z",
           *             "last_run": null,
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "updated_at": "2025-05-02T09:30:00.000Z"
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              schedules: components['schemas']['ErpSchedule'][];
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createErpSchedule: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "cron": "0 2 * * *",
         *       "erp_system": "tally",
         *       "connection_config": {
         *         "tally_url": "http://tally.acme-steels.example:9000",
         *         "company": "Acme Steels Pvt Ltd"
         *       },
         *       "lookback": "previous_month"
         *     }
         */
        'application/json': components['schemas']['ErpScheduleCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
           *         "name": null,
           *         "cron": "0 2 * * *",
           *         "timezone": "Asia/Kolkata",
           *         "erp_system": "tally",
           *         "connection_config": {
           *           "tally_url": "http://tally.acme-steels.example:9000",
           *           "company": "Acme Steels Pvt Ltd",
           *           "timeout_ms": 60000
           *         },
           *         "lookback": "previous_month",
           *         "enabled": true,
           *         "runner": "server",
           *         "paused_reason": null,
           *         "next_run_at": "2025-05-02T20:30:00.000Z",
           *         "last_run": null,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpSchedule'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDueErpConnectorRuns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "runs": [
           *           {
           *             "run_id": "8d1c6a0e-52f3-8b4a-9e07-3c2d1f6a5b48",
           *             "schedule_id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
           *             "fire_time": "2025-05-01T20:30:00.000Z",
           *             "date_range": {
           *               "from": "2025-04-01",
           *               "to": "2025-04-30"
           *             },
           *             "erp_system": "tally",
           *             "connection_config": {
           *               "tally_url": "http://localhost:9000",
           *               "company": "Acme Steels Pvt Ltd",
           *               "timeout_ms": 60000
           *             }
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              runs: components['schemas']['ErpConnectorRun'][];
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  claimErpConnectorRun: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "fire_time": "2025-05-01T20:30:00.000Z"
         *     }
         */
        'application/json': components['schemas']['ErpConnectorRunClaim'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "run_id": "8d1c6a0e-52f3-8b4a-9e07-3c2d1f6a5b48",
           *         "schedule_id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
           *         "fire_time": "2025-05-01T20:30:00.000Z",
           *         "date_range": {
           *           "from": "2025-04-01",
           *           "to": "2025-04-30"
           *         },
           *         "erp_system": "tally",
           *         "connection_config": {
           *           "tally_url": "http://localhost:9000",
           *           "company": "Acme Steels Pvt Ltd",
           *           "timeout_ms": 60000
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpConnectorRun'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      404: components['responses']['NotFoundOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  reportErpConnectorRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        run_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "completed",
         *       "records_synced": 212
         *     }
         */
        'application/json': components['schemas']['ErpConnectorRunOutcome'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
           *         "name": null,
           *         "cron": "0 2 * * *",
           *         "timezone": "Asia/Kolkata",
           *         "erp_system": "tally",
           *         "connection_config": {
           *           "tally_url": "http://tally.acme-steels.example:9000",
           *           "company": "Acme Steels Pvt Ltd",
           *           "timeout_ms": 60000
           *         },
           *         "lookback": "previous_month",
           *         "enabled": true,
           *         "runner": "server",
           *         "paused_reason": null,
           *         "next_run_at": "2025-05-02T20:30:00.000Z",
           *         "last_run": null,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpSchedule'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      408: components['responses']['RequestTimeout'];
      409: components['responses']['IdempotencyConflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getErpSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
           *         "name": null,
           *         "cron": "0 2 * * *",
           *         "timezone": "Asia/Kolkata",
           *         "erp_system": "tally",
           *         "connection_config": {
           *           "tally_url": "http://tally.acme-steels.example:9000",
           *           "company": "Acme Steels Pvt Ltd",
           *           "timeout_ms": 60000
           *         },
           *         "lookback": "previous_month",
           *         "enabled": true,
           *         "runner": "server",
           *         "paused_reason": null,
           *         "next_run_at": "2025-05-02T20:30:00.000Z",
           *         "last_run": null,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpSchedule'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteErpSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "deleted": true,
           *         "deleted_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateErpSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "enabled": false
         *     }
         */
        'application/json': components['schemas']['ErpScheduleUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "0b6e3d24-6309-48a1-9c09-d8eb95f7430a",
           *         "name": null,
           *         "cron": "0 2 * * *",
           *         "timezone": "Asia/Kolkata",
           *         "erp_system": "tally",
           *         "connection_config": {
           *           "tally_url": "http://tally.acme-steels.example:9000",
           *           "company": "Acme Steels Pvt Ltd",
           *           "timeout_ms": 60000
           *         },
           *         "lookback": "previous_month",
           *         "enabled": true,
           *         "runner": "server",
           *         "paused_reason": null,
           *         "next_run_at": "2025-05-02T20:30:00.000Z",
           *         "last_run": null,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpSchedule'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listErpConnections: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "connections": [
           *           {
           *             "id": "0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b",
           *             "erp_system": "tally",
           *             "tally_url": "http://192.168.1.20:9000/",
           *             "company": "Acme Steels Pvt Ltd",
           *             "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
           *             "voucher_watermark": 5123,
           *             "master_watermark": 812,
           *             "last_synced_at": "2025-05-02T09:30:00.000Z",
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "vouchers": 10,
           *             "vouchers_with_activities": 6,
           *             "activities": 6,
           *             "emissions_kg_co2e": 4251.066,
           *             "first_voucher_date": "2024-04-12",
           *             "last_voucher_date": "2024-04-29"
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              connections: components['schemas']['ErpConnection'][];
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteErpConnection: {
    parameters: {
      query: {
        /** @description delete: soft-delete every activity its vouchers made (audited, out of the totals); keep: leave them; a later sync of the company revives the connection and never stores them twice */
        activities: 'delete' | 'keep';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b",
           *         "deleted": true,
           *         "deleted_at": "2025-05-02T09:30:00.000Z",
           *         "activities_deleted": 6
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpConnectionDeleted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  syncErp: {
    parameters: {
      query?: {
        /** @description false: answer 202 at once instead of waiting for the job */
        wait?: 'true' | 'false';
      };
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "erp_system": "tally",
         *       "connection_config": {
         *         "tally_url": "http://tally.acme-steels.example:9000",
         *         "company": "Acme Steels Pvt Ltd"
         *       },
         *       "date_range": {
         *         "from": "2024-04-01",
         *         "to": "2024-04-30"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErpSyncRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "records_synced": 6,
           *         "job_id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "status": "completed",
           *         "status_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "errors_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791/errors.csv",
           *         "result": {
           *           "records_synced": 6,
           *           "vouchers_read": 10,
           *           "created": 6,
           *           "updated": 0,
           *           "unchanged": 0,
           *           "deleted": 0,
           *           "skipped": 4,
           *           "skipped_by_reason": {
           *             "optional": 1,
           *             "unmapped": 1,
           *             "cancelled": 1,
           *             "no_expense_lines": 1
           *           },
           *           "skipped_lines": 0,
           *           "activities_created": 6,
           *           "activities_deleted": 0,
           *           "not_applied_locked": 0,
           *           "chunks_total": 1,
           *           "chunks_done": 1,
           *           "chunks": [
           *             {
           *               "from": "2024-04-01",
           *               "to": "2024-04-30",
           *               "pulled": true,
           *               "vouchers": 10
           *             }
           *           ],
           *           "voucher_types": {
           *             "Purchase": {
           *               "base_type": "Purchase",
           *               "class": "accounting",
           *               "rule": "counted",
           *               "why": "an accounting voucher",
           *               "vouchers": 5
           *             },
           *             "GRN": {
           *               "base_type": "Receipt Note",
           *               "class": "inventory",
           *               "rule": "counted_unless_invoiced",
           *               "why": "a goods receipt counts until a purchase invoice tracks it",
           *               "vouchers": 1
           *             }
           *           },
           *           "warnings": [
           *             {
           *               "code": "missing_quantity",
           *               "activity_type": "electricity",
           *               "vouchers": 1,
           *               "months": [
           *                 "2024-04"
           *               ],
           *               "message": "1 electricity voucher without kWh: Scope 2 incomplete for 1 month (2024-04); book units, or add an estimate (inr_per_unit) to the mapping rule"
           *             }
           *           ],
           *           "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
           *           "edits": null,
           *           "voucher_watermark": 5123,
           *           "total_emissions_kg_co2e": 4251.066,
           *           "run_ms": 1840
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpSync'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      /** @description Accepted: the work runs as a job; follow Location (the job status URL) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          'Retry-After': components['headers']['Retry-After'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "records_synced": 6,
           *         "job_id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "status": "completed",
           *         "status_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "errors_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791/errors.csv",
           *         "result": {
           *           "records_synced": 6,
           *           "vouchers_read": 10,
           *           "created": 6,
           *           "updated": 0,
           *           "unchanged": 0,
           *           "deleted": 0,
           *           "skipped": 4,
           *           "skipped_by_reason": {
           *             "optional": 1,
           *             "unmapped": 1,
           *             "cancelled": 1,
           *             "no_expense_lines": 1
           *           },
           *           "skipped_lines": 0,
           *           "activities_created": 6,
           *           "activities_deleted": 0,
           *           "not_applied_locked": 0,
           *           "chunks_total": 1,
           *           "chunks_done": 1,
           *           "chunks": [
           *             {
           *               "from": "2024-04-01",
           *               "to": "2024-04-30",
           *               "pulled": true,
           *               "vouchers": 10
           *             }
           *           ],
           *           "voucher_types": {
           *             "Purchase": {
           *               "base_type": "Purchase",
           *               "class": "accounting",
           *               "rule": "counted",
           *               "why": "an accounting voucher",
           *               "vouchers": 5
           *             },
           *             "GRN": {
           *               "base_type": "Receipt Note",
           *               "class": "inventory",
           *               "rule": "counted_unless_invoiced",
           *               "why": "a goods receipt counts until a purchase invoice tracks it",
           *               "vouchers": 1
           *             }
           *           },
           *           "warnings": [
           *             {
           *               "code": "missing_quantity",
           *               "activity_type": "electricity",
           *               "vouchers": 1,
           *               "months": [
           *                 "2024-04"
           *               ],
           *               "message": "1 electricity voucher without kWh: Scope 2 incomplete for 1 month (2024-04); book units, or add an estimate (inr_per_unit) to the mapping rule"
           *             }
           *           ],
           *           "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
           *           "edits": null,
           *           "voucher_watermark": 5123,
           *           "total_emissions_kg_co2e": 4251.066,
           *           "run_ms": 1840
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpSync'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      502: components['responses']['BadGateway'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['GatewayTimeout'];
    };
  };
  pushErpChunk: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "erp_system": "tally",
         *       "tally_url": "http://localhost:9000",
         *       "company": "Acme Steels Pvt Ltd",
         *       "date_range": {
         *         "from": "2024-04-01",
         *         "to": "2024-04-30"
         *       },
         *       "answers": {
         *         "companies": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PENPTVBBTlkgTkFNRT0iQWNtZSBTdGVlbHMgUHZ0IEx0ZCIgUkVTRVJWRUROQU1FPSIiPjxOQU1FIFRZUEU9IlN0cmluZyI+QWNtZSBTdGVlbHMgUHZ0IEx0ZDwvTkFNRT48R1VJRCBUWVBFPSJTdHJpbmciPjNjNWQyYTQxLTlmN2UtNGIwYS04ZDZjLTJlMWYwYTliOGM3ZDwvR1VJRD48QUxUVkNISUQgVFlQRT0iTnVtYmVyIj4gNTEyMzwvQUxUVkNISUQ+PEFMVE1TVElEIFRZUEU9Ik51bWJlciI+IDgxMjwvQUxUTVNUSUQ+PC9DT01QQU5ZPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+",
         *         "voucher_types": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PFZPVUNIRVJUWVBFIE5BTUU9IlB1cmNoYXNlIiBSRVNFUlZFRE5BTUU9IiI+PFBBUkVOVCBUWVBFPSJTdHJpbmciPlB1cmNoYXNlPC9QQVJFTlQ+PFZDSENMQVNTIFRZUEU9IlN0cmluZyI+QWNjb3VudGluZzwvVkNIQ0xBU1M+PC9WT1VDSEVSVFlQRT48L0NPTExFQ1RJT04+PC9EQVRBPjwvQk9EWT48L0VOVkVMT1BFPg==",
         *         "day_book": "//48AEUATgBWAEUATABPAFAARQA+ADwALwBFAE4AVgBFAEwATwBQAEUAPgA=",
         *         "companies_after": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PENPTVBBTlkgTkFNRT0iQWNtZSBTdGVlbHMgUHZ0IEx0ZCIgUkVTRVJWRUROQU1FPSIiPjxOQU1FIFRZUEU9IlN0cmluZyI+QWNtZSBTdGVlbHMgUHZ0IEx0ZDwvTkFNRT48R1VJRCBUWVBFPSJTdHJpbmciPjNjNWQyYTQxLTlmN2UtNGIwYS04ZDZjLTJlMWYwYTliOGM3ZDwvR1VJRD48QUxUVkNISUQgVFlQRT0iTnVtYmVyIj4gNTEyMzwvQUxUVkNISUQ+PEFMVE1TVElEIFRZUEU9Ik51bWJlciI+IDgxMjwvQUxUTVNUSUQ+PC9DT01QQU5ZPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErpPushRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "records_synced": 6,
           *         "job_id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "id": "4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "status": "completed",
           *         "status_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791",
           *         "errors_url": "/v1/jobs/4f9ad567-0dcd-46b7-b6ab-437563d67791/errors.csv",
           *         "result": {
           *           "records_synced": 6,
           *           "vouchers_read": 10,
           *           "created": 6,
           *           "updated": 0,
           *           "unchanged": 0,
           *           "deleted": 0,
           *           "skipped": 4,
           *           "skipped_by_reason": {
           *             "optional": 1,
           *             "unmapped": 1,
           *             "cancelled": 1,
           *             "no_expense_lines": 1
           *           },
           *           "skipped_lines": 0,
           *           "activities_created": 6,
           *           "activities_deleted": 0,
           *           "not_applied_locked": 0,
           *           "chunks_total": 1,
           *           "chunks_done": 1,
           *           "chunks": [
           *             {
           *               "from": "2024-04-01",
           *               "to": "2024-04-30",
           *               "pulled": true,
           *               "vouchers": 10
           *             }
           *           ],
           *           "voucher_types": {
           *             "Purchase": {
           *               "base_type": "Purchase",
           *               "class": "accounting",
           *               "rule": "counted",
           *               "why": "an accounting voucher",
           *               "vouchers": 5
           *             },
           *             "GRN": {
           *               "base_type": "Receipt Note",
           *               "class": "inventory",
           *               "rule": "counted_unless_invoiced",
           *               "why": "a goods receipt counts until a purchase invoice tracks it",
           *               "vouchers": 1
           *             }
           *           },
           *           "warnings": [
           *             {
           *               "code": "missing_quantity",
           *               "activity_type": "electricity",
           *               "vouchers": 1,
           *               "months": [
           *                 "2024-04"
           *               ],
           *               "message": "1 electricity voucher without kWh: Scope 2 incomplete for 1 month (2024-04); book units, or add an estimate (inr_per_unit) to the mapping rule"
           *             }
           *           ],
           *           "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
           *           "edits": null,
           *           "voucher_watermark": 5123,
           *           "total_emissions_kg_co2e": 4251.066,
           *           "run_ms": 1840
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpSync'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      404: components['responses']['NotFoundOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  markErpPushCurrent: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
         *       "voucher_watermark": 5123
         *     }
         */
        'application/json': components['schemas']['ErpPushCurrentRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b",
           *         "erp_system": "tally",
           *         "tally_url": "http://192.168.1.20:9000/",
           *         "company": "Acme Steels Pvt Ltd",
           *         "company_guid": "3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d",
           *         "voucher_watermark": 5123,
           *         "master_watermark": 812,
           *         "last_synced_at": "2025-05-02T09:30:00.000Z",
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "vouchers": 10,
           *         "vouchers_with_activities": 6,
           *         "activities": 6,
           *         "emissions_kg_co2e": 4251.066,
           *         "first_voucher_date": "2024-04-12",
           *         "last_voucher_date": "2024-04-29"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpConnection'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      404: components['responses']['NotFoundOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  pushErpEdits: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "erp_system": "tally",
         *       "tally_url": "http://localhost:9000",
         *       "company": "Acme Steels Pvt Ltd",
         *       "date_range": {
         *         "from": "2025-03-01",
         *         "to": "2025-03-31"
         *       },
         *       "since_watermark": 5123,
         *       "answers": {
         *         "companies": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PENPTVBBTlkgTkFNRT0iQWNtZSBTdGVlbHMgUHZ0IEx0ZCIgUkVTRVJWRUROQU1FPSIiPjxOQU1FIFRZUEU9IlN0cmluZyI+QWNtZSBTdGVlbHMgUHZ0IEx0ZDwvTkFNRT48R1VJRCBUWVBFPSJTdHJpbmciPjNjNWQyYTQxLTlmN2UtNGIwYS04ZDZjLTJlMWYwYTliOGM3ZDwvR1VJRD48QUxUVkNISUQgVFlQRT0iTnVtYmVyIj4gNTEyMzwvQUxUVkNISUQ+PEFMVE1TVElEIFRZUEU9Ik51bWJlciI+IDgxMjwvQUxUTVNUSUQ+PC9DT01QQU5ZPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+",
         *         "altered_vouchers": "PEVOVkVMT1BFPjxIRUFERVI+PFZFUlNJT04+MTwvVkVSU0lPTj48U1RBVFVTPjE8L1NUQVRVUz48L0hFQURFUj48Qk9EWT48REVTQz48L0RFU0M+PERBVEE+PENPTExFQ1RJT04+PFZPVUNIRVIgUkVNT1RFSUQ9IjZmMWMyZTRhLThiM2QtNGM1ZS05ZjBhLTFiMmMzZDRlNWY2MC0wMDAwMGEzZiIgVkNIVFlQRT0iUHVyY2hhc2UiPjxHVUlEIFRZUEU9IlN0cmluZyI+NmYxYzJlNGEtOGIzZC00YzVlLTlmMGEtMWIyYzNkNGU1ZjYwLTAwMDAwYTNmPC9HVUlEPjxBTFRFUklEIFRZUEU9Ik51bWJlciI+IDUxMjQ8L0FMVEVSSUQ+PERBVEUgVFlQRT0iRGF0ZSI+MjAyNDA1MTI8L0RBVEU+PC9WT1VDSEVSPjwvQ09MTEVDVElPTj48L0RBVEE+PC9CT0RZPjwvRU5WRUxPUEU+"
         *       }
         *     }
         */
        'application/json': components['schemas']['ErpPushEditsRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "connection_id": "0b7e4d52-9c1a-4f3e-8a6b-2d5c7e9f1a3b",
           *         "voucher_watermark": 5124,
           *         "current": true,
           *         "ranges": [
           *           {
           *             "from": "2024-05-01",
           *             "to": "2024-05-31"
           *           }
           *         ],
           *         "edits": {
           *           "since_watermark": 5123,
           *           "checked": true,
           *           "vouchers": 1,
           *           "months": [
           *             "2024-05"
           *           ],
           *           "renamed_masters": [],
           *           "note": null
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ErpPushEdits'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      404: components['responses']['NotFoundOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  uploadActivitiesCsv: {
    parameters: {
      query?: {
        /** @description ISO 3166-1 alpha-2 location of every row; default: the organisation country */
        country?: string;
        /** @description state of every row: an Indian state name or code ('Maharashtra', 'MH') in India */
        state?: string;
        /** @description 'day': a row's date is its period; 'month': the calendar month containing the date */
        period?: 'day' | 'month';
        /** @description source.name of every activity, e.g. the file or system it came from */
        source_name?: string;
        /** @description travel mode of every bare 'travel' row without a mode column value: flight, rail, bus, coach, taxi, car, motorbike */
        travel_mode?: string;
        /** @description true: import even if this exact file was imported before */
        force?: '0' | '1' | 'true' | 'false';
      };
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "date,category,quantity,unit,amount\n2024-04-15,electricity,1200,kwh,9600\n2024-04-18,diesel,50,liters,4500\n2024-04-20,rail,350,km,\n",
         *       "country": "IN",
         *       "period": "day"
         *     }
         */
        'multipart/form-data': components['schemas']['CsvUpload'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "job_id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "status": "queued",
           *         "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
           *         "duplicate": false,
           *         "rows_total": 4
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['JobAccepted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      /** @description Accepted: the work runs as a job; follow Location (the job status URL) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          'Retry-After': components['headers']['Retry-After'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "job_id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "status": "queued",
           *         "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
           *         "duplicate": false,
           *         "rows_total": 4
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['JobAccepted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  ingestRecords: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "data_type": "electricity_bill",
         *       "records": [
         *         {
         *           "bill_date": "2024-04-30",
         *           "units_kwh": 1500,
         *           "state": "MH"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['IngestRequest'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "stored": 1,
           *         "failed": 1,
           *         "total_emissions_kg_co2e": 854.04,
           *         "results": [
           *           {
           *             "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "emissions_kg_co2e": 854.04,
           *             "confidence_score": 0.73,
           *             "emission_factor": {
           *               "id": "cea.v21.in.electricity.fy2024-25",
           *               "value": 0.7117,
           *               "unit": "kg CO2/kWh",
           *               "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *               "version": "v21.0",
           *               "region": "IN"
           *             },
           *             "gases": {
           *               "co2": 854.04,
           *               "ch4": null,
           *               "n2o": null
           *             },
           *             "notices": [
           *               {
           *                 "code": "REGION_FALLBACK",
           *                 "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
           *               },
           *               {
           *                 "code": "CO2_ONLY",
           *                 "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
           *               }
           *             ],
           *             "site_id": null,
           *             "site_code": null,
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "index": 0,
           *             "activity_type": "electricity",
           *             "scope": "2"
           *           }
           *         ],
           *         "errors": [
           *           {
           *             "index": 1,
           *             "field": "quantity",
           *             "reason": "must be a positive number"
           *           }
           *         ],
           *         "data_type": "electricity_bill"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['IngestResult'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      /** @description Accepted: the work runs as a job; follow Location (the job status URL) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          'Retry-After': components['headers']['Retry-After'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "job_id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "status": "queued",
           *         "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
           *         "duplicate": false,
           *         "rows_total": 4
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['JobAccepted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      /** @description Partly stored: the items that failed are listed in `errors` */
      207: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "stored": 1,
           *         "failed": 1,
           *         "total_emissions_kg_co2e": 854.04,
           *         "results": [
           *           {
           *             "activity_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *             "emissions_kg_co2e": 854.04,
           *             "confidence_score": 0.73,
           *             "emission_factor": {
           *               "id": "cea.v21.in.electricity.fy2024-25",
           *               "value": 0.7117,
           *               "unit": "kg CO2/kWh",
           *               "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *               "version": "v21.0",
           *               "region": "IN"
           *             },
           *             "gases": {
           *               "co2": 854.04,
           *               "ch4": null,
           *               "n2o": null
           *             },
           *             "notices": [
           *               {
           *                 "code": "REGION_FALLBACK",
           *                 "message": "No electricity factor for state Maharashtra in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25)."
           *               },
           *               {
           *                 "code": "CO2_ONLY",
           *                 "message": "CEA CO2 Baseline Database v21.0 publishes CO2 only; CH4 and N2O are not included in this figure."
           *               }
           *             ],
           *             "site_id": null,
           *             "site_code": null,
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "index": 0,
           *             "activity_type": "electricity",
           *             "scope": "2"
           *           }
           *         ],
           *         "errors": [
           *           {
           *             "index": 1,
           *             "field": "quantity",
           *             "reason": "must be a positive number"
           *           }
           *         ],
           *         "data_type": "electricity_bill"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['IngestResult'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listJobs: {
    parameters: {
      query?: {
        /** @description superseded: a later job of this organisation and mode imported the same file (superseded_by) before this one ran, so it never will */
        status?: 'queued' | 'running' | 'completed' | 'failed' | 'superseded';
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "jobs": [
           *           {
           *             "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *             "kind": "csv",
           *             "status": "completed",
           *             "data_type": null,
           *             "file": {
           *               "name": "activities.csv",
           *               "bytes": 160,
           *               "sha256": "01a6092cc22a3ba256a0dd8067346135596f1c36ca5b0208aec2e0aaa0865ecc"
           *             },
           *             "options": {
           *               "country": "IN",
           *               "period": "day"
           *             },
           *             "erp": null,
           *             "progress": {
           *               "rows_read": 4,
           *               "rows_stored": 3,
           *               "rows_failed": 1,
           *               "rows_total": 4,
           *               "percent": 100
           *             },
           *             "result": {
           *               "rows_read": 4,
           *               "rows_stored": 3,
           *               "rows_failed": 1,
           *               "total_emissions_kg_co2e": 992.091
           *             },
           *             "error": null,
           *             "superseded_by": null,
           *             "attempts": 1,
           *             "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *             "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
           *             "timings": {
           *               "created_at": "2025-05-02T09:30:00.549Z",
           *               "enqueued_at": "2025-05-02T09:30:00.556Z",
           *               "started_at": "2025-05-02T09:30:00.561Z",
           *               "heartbeat_at": "2025-05-02T09:30:00.597Z",
           *               "finished_at": "2025-05-02T09:30:00.597Z",
           *               "duration_ms": 36
           *             }
           *           }
           *         ],
           *         "next_cursor": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              jobs: components['schemas']['JobSummary'][];
              next_cursor: string | null;
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "kind": "csv",
           *         "status": "completed",
           *         "data_type": null,
           *         "file": {
           *           "name": "activities.csv",
           *           "bytes": 160,
           *           "sha256": "01a6092cc22a3ba256a0dd8067346135596f1c36ca5b0208aec2e0aaa0865ecc"
           *         },
           *         "options": {
           *           "country": "IN",
           *           "period": "day"
           *         },
           *         "erp": null,
           *         "progress": {
           *           "rows_read": 4,
           *           "rows_stored": 3,
           *           "rows_failed": 1,
           *           "rows_total": 4,
           *           "percent": 100
           *         },
           *         "result": {
           *           "rows_read": 4,
           *           "rows_stored": 3,
           *           "rows_failed": 1,
           *           "total_emissions_kg_co2e": 992.091
           *         },
           *         "error": null,
           *         "superseded_by": null,
           *         "attempts": 1,
           *         "status_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440",
           *         "errors_url": "/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440/errors.csv",
           *         "timings": {
           *           "created_at": "2025-05-02T09:30:00.549Z",
           *           "enqueued_at": "2025-05-02T09:30:00.556Z",
           *           "started_at": "2025-05-02T09:30:00.561Z",
           *           "heartbeat_at": "2025-05-02T09:30:00.597Z",
           *           "finished_at": "2025-05-02T09:30:00.597Z",
           *           "duration_ms": 36
           *         },
           *         "errors": [
           *           {
           *             "line": 5,
           *             "field": "quantity",
           *             "reason": "must be a positive number",
           *             "raw": "2024-04-21,electricity,-5,kwh,"
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Job'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getJobErrorsCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv: line (or index), field, reason, raw */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example line,field,reason,raw
           *     5,quantity,must be a positive number,"2024-04-21,electricity,-5,kwh,"
           */
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listReports: {
    parameters: {
      query?: {
        /** @description queued: waiting for a worker; running; completed: the file is ready; failed: see error */
        status?: 'queued' | 'running' | 'completed' | 'failed';
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "reports": [
           *           {
           *             "report_id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *             "id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *             "status": "completed",
           *             "request": {
           *               "report_type": "brsr",
           *               "period": {
           *                 "start": "2024-04-01",
           *                 "end": "2025-03-31"
           *               },
           *               "format": "pdf",
           *               "include": {
           *                 "scope_1": true,
           *                 "scope_2": true,
           *                 "scope_3": true,
           *                 "verification": true,
           *                 "audit_trail": false
           *               }
           *             },
           *             "status_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *             "download_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11/download",
           *             "file": {
           *               "name": "brsr-p6-FY2024-25.pdf",
           *               "content_type": "application/pdf",
           *               "bytes": 33359,
           *               "sha256": "b75fcb6acc08ce6fd73a624c73645af9d3f9da2e4e3030b38401bab539f7ad11",
           *               "pages": 7,
           *               "sheets": null
           *             },
           *             "snapshot": {
           *               "read_at": "2025-05-02T09:30:00.000Z",
           *               "rollup_version": "0:1:1",
           *               "activity_count": 1,
           *               "periods": [
           *                 {
           *                   "label": "FY2024-25",
           *                   "start": "2024-04-01",
           *                   "end": "2025-03-31",
           *                   "activity_count": 1,
           *                   "filed": {
           *                     "scope_1_t": 0,
           *                     "scope_2_t": 854.04,
           *                     "scope_3_t": 0,
           *                     "total_t": 854.04
           *                   }
           *                 },
           *                 {
           *                   "label": "FY2023-24",
           *                   "start": "2023-04-01",
           *                   "end": "2024-03-31",
           *                   "activity_count": 0,
           *                   "filed": {
           *                     "scope_1_t": 0,
           *                     "scope_2_t": 0,
           *                     "scope_3_t": 0,
           *                     "total_t": 0
           *                   }
           *                 }
           *               ],
           *               "factor_datasets": [
           *                 {
           *                   "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *                   "version": "v21.0",
           *                   "activities": 1
           *                 }
           *               ]
           *             },
           *             "error": null,
           *             "attempts": 1,
           *             "timings": {
           *               "created_at": "2025-05-02T09:30:00.000Z",
           *               "started_at": "2025-05-02T09:30:00.000Z",
           *               "finished_at": "2025-05-02T09:30:00.000Z",
           *               "duration_ms": 364
           *             }
           *           }
           *         ],
           *         "next_cursor": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              reports: components['schemas']['Report'][];
              next_cursor: string | null;
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createReport: {
    parameters: {
      query?: {
        /** @description wait up to 25 s for the file */
        wait?: 'true' | 'false';
      };
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "report_type": "brsr",
         *       "period": {
         *         "start": "2024-04-01",
         *         "end": "2025-03-31"
         *       },
         *       "format": "pdf",
         *       "include": {
         *         "verification": true
         *       },
         *       "sign_off": {
         *         "prepared_by": "Meera Nair, Sustainability Manager",
         *         "reviewed_by": "Arjun Rao, Chief Financial Officer",
         *         "approved_by": "Priya Menon, Managing Director",
         *         "date": "2025-05-20"
         *       }
         *     }
         */
        'application/json': components['schemas']['ReportRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "report_id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "status": "completed",
           *         "request": {
           *           "report_type": "brsr",
           *           "period": {
           *             "start": "2024-04-01",
           *             "end": "2025-03-31"
           *           },
           *           "format": "pdf",
           *           "include": {
           *             "scope_1": true,
           *             "scope_2": true,
           *             "scope_3": true,
           *             "verification": true,
           *             "audit_trail": false
           *           }
           *         },
           *         "status_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "download_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11/download",
           *         "file": {
           *           "name": "brsr-p6-FY2024-25.pdf",
           *           "content_type": "application/pdf",
           *           "bytes": 33359,
           *           "sha256": "b75fcb6acc08ce6fd73a624c73645af9d3f9da2e4e3030b38401bab539f7ad11",
           *           "pages": 7,
           *           "sheets": null
           *         },
           *         "snapshot": {
           *           "read_at": "2025-05-02T09:30:00.000Z",
           *           "rollup_version": "0:1:1",
           *           "activity_count": 1,
           *           "periods": [
           *             {
           *               "label": "FY2024-25",
           *               "start": "2024-04-01",
           *               "end": "2025-03-31",
           *               "activity_count": 1,
           *               "filed": {
           *                 "scope_1_t": 0,
           *                 "scope_2_t": 854.04,
           *                 "scope_3_t": 0,
           *                 "total_t": 854.04
           *               }
           *             },
           *             {
           *               "label": "FY2023-24",
           *               "start": "2023-04-01",
           *               "end": "2024-03-31",
           *               "activity_count": 0,
           *               "filed": {
           *                 "scope_1_t": 0,
           *                 "scope_2_t": 0,
           *                 "scope_3_t": 0,
           *                 "total_t": 0
           *               }
           *             }
           *           ],
           *           "factor_datasets": [
           *             {
           *               "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *               "version": "v21.0",
           *               "activities": 1
           *             }
           *           ]
           *         },
           *         "error": null,
           *         "attempts": 1,
           *         "timings": {
           *           "created_at": "2025-05-02T09:30:00.000Z",
           *           "started_at": "2025-05-02T09:30:00.000Z",
           *           "finished_at": "2025-05-02T09:30:00.000Z",
           *           "duration_ms": 364
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Report'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      /** @description Accepted: the work runs as a job; follow Location (the job status URL) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          'Retry-After': components['headers']['Retry-After'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "report_id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "status": "completed",
           *         "request": {
           *           "report_type": "brsr",
           *           "period": {
           *             "start": "2024-04-01",
           *             "end": "2025-03-31"
           *           },
           *           "format": "pdf",
           *           "include": {
           *             "scope_1": true,
           *             "scope_2": true,
           *             "scope_3": true,
           *             "verification": true,
           *             "audit_trail": false
           *           }
           *         },
           *         "status_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "download_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11/download",
           *         "file": {
           *           "name": "brsr-p6-FY2024-25.pdf",
           *           "content_type": "application/pdf",
           *           "bytes": 33359,
           *           "sha256": "b75fcb6acc08ce6fd73a624c73645af9d3f9da2e4e3030b38401bab539f7ad11",
           *           "pages": 7,
           *           "sheets": null
           *         },
           *         "snapshot": {
           *           "read_at": "2025-05-02T09:30:00.000Z",
           *           "rollup_version": "0:1:1",
           *           "activity_count": 1,
           *           "periods": [
           *             {
           *               "label": "FY2024-25",
           *               "start": "2024-04-01",
           *               "end": "2025-03-31",
           *               "activity_count": 1,
           *               "filed": {
           *                 "scope_1_t": 0,
           *                 "scope_2_t": 854.04,
           *                 "scope_3_t": 0,
           *                 "total_t": 854.04
           *               }
           *             },
           *             {
           *               "label": "FY2023-24",
           *               "start": "2023-04-01",
           *               "end": "2024-03-31",
           *               "activity_count": 0,
           *               "filed": {
           *                 "scope_1_t": 0,
           *                 "scope_2_t": 0,
           *                 "scope_3_t": 0,
           *                 "total_t": 0
           *               }
           *             }
           *           ],
           *           "factor_datasets": [
           *             {
           *               "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *               "version": "v21.0",
           *               "activities": 1
           *             }
           *           ]
           *         },
           *         "error": null,
           *         "attempts": 1,
           *         "timings": {
           *           "created_at": "2025-05-02T09:30:00.000Z",
           *           "started_at": "2025-05-02T09:30:00.000Z",
           *           "finished_at": "2025-05-02T09:30:00.000Z",
           *           "duration_ms": 364
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Report'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "report_id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "id": "3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "status": "completed",
           *         "request": {
           *           "report_type": "brsr",
           *           "period": {
           *             "start": "2024-04-01",
           *             "end": "2025-03-31"
           *           },
           *           "format": "pdf",
           *           "include": {
           *             "scope_1": true,
           *             "scope_2": true,
           *             "scope_3": true,
           *             "verification": true,
           *             "audit_trail": false
           *           }
           *         },
           *         "status_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11",
           *         "download_url": "/v1/reports/3b0f1c52-7d4e-4e1a-9a51-0c6f6f2d8e11/download",
           *         "file": {
           *           "name": "brsr-p6-FY2024-25.pdf",
           *           "content_type": "application/pdf",
           *           "bytes": 33359,
           *           "sha256": "b75fcb6acc08ce6fd73a624c73645af9d3f9da2e4e3030b38401bab539f7ad11",
           *           "pages": 7,
           *           "sheets": null
           *         },
           *         "snapshot": {
           *           "read_at": "2025-05-02T09:30:00.000Z",
           *           "rollup_version": "0:1:1",
           *           "activity_count": 1,
           *           "periods": [
           *             {
           *               "label": "FY2024-25",
           *               "start": "2024-04-01",
           *               "end": "2025-03-31",
           *               "activity_count": 1,
           *               "filed": {
           *                 "scope_1_t": 0,
           *                 "scope_2_t": 854.04,
           *                 "scope_3_t": 0,
           *                 "total_t": 854.04
           *               }
           *             },
           *             {
           *               "label": "FY2023-24",
           *               "start": "2023-04-01",
           *               "end": "2024-03-31",
           *               "activity_count": 0,
           *               "filed": {
           *                 "scope_1_t": 0,
           *                 "scope_2_t": 0,
           *                 "scope_3_t": 0,
           *                 "total_t": 0
           *               }
           *             }
           *           ],
           *           "factor_datasets": [
           *             {
           *               "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *               "version": "v21.0",
           *               "activities": 1
           *             }
           *           ]
           *         },
           *         "error": null,
           *         "attempts": 1,
           *         "timings": {
           *           "created_at": "2025-05-02T09:30:00.000Z",
           *           "started_at": "2025-05-02T09:30:00.000Z",
           *           "finished_at": "2025-05-02T09:30:00.000Z",
           *           "duration_ms": 364
           *         }
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Report'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  downloadReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /** @example (binary file content) */
          'application/pdf': string;
          /** @example (binary file content) */
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          /**
           * @example date,category,quantity,unit,amount
           *     2024-04-15,electricity,1200,kwh,9600
           *     2024-04-18,diesel,50,liters,4500
           *     2024-04-20,rail,350,km,
           */
          'text/csv': string;
          /**
           * @example {
           *       "schema_version": 1,
           *       "report_type": "brsr",
           *       "title": "Business Responsibility and Sustainability Report: Principle 6 (Environment)",
           *       "subtitle": "SEBI BRSR Section C, Principle 6: Businesses should respect and make efforts to protect and restore the environment",
           *       "organization": {
           *         "name": "Acme Steels Pvt Ltd",
           *         "cin": "U27100MH2005PTC123456",
           *         "sector": "Iron and steel",
           *         "reporting_boundary": "standalone"
           *       },
           *       "period": {
           *         "label": "FY2024-25",
           *         "start": "2024-04-01",
           *         "end": "2025-03-31"
           *       },
           *       "comparison_period": {
           *         "label": "FY2023-24",
           *         "start": "2023-04-01",
           *         "end": "2024-03-31"
           *       },
           *       "generated_at": "2025-05-02T09:30:00.000Z",
           *       "xbrl_taxonomy": "2026-02-28",
           *       "snapshot": {
           *         "read_at": "2025-05-02T09:30:00.000Z",
           *         "rollup_version": "0:1:1",
           *         "activity_count": 1,
           *         "periods": [
           *           {
           *             "label": "FY2024-25",
           *             "start": "2024-04-01",
           *             "end": "2025-03-31",
           *             "activity_count": 1,
           *             "filed": {
           *               "scope_1_t": 0,
           *               "scope_2_t": 854.04,
           *               "scope_3_t": 0,
           *               "total_t": 854.04
           *             }
           *           },
           *           {
           *             "label": "FY2023-24",
           *             "start": "2023-04-01",
           *             "end": "2024-03-31",
           *             "activity_count": 0,
           *             "filed": {
           *               "scope_1_t": 0,
           *               "scope_2_t": 0,
           *               "scope_3_t": 0,
           *               "total_t": 0
           *             }
           *           }
           *         ],
           *         "factor_datasets": [
           *           {
           *             "source": "CEA CO2 Baseline Database v21.0 (2025)",
           *             "version": "v21.0",
           *             "activities": 1
           *           }
           *         ]
           *       },
           *       "restatements": [],
           *       "sections": [
           *         {
           *           "id": "entity",
           *           "title": "Details of the listed entity",
           *           "short_title": "Entity",
           *           "reference": "BRSR Section A",
           *           "blocks": [
           *             {
           *               "kind": "facts",
           *               "id": "entity-details",
           *               "title": "Listed entity",
           *               "items": [
           *                 {
           *                   "label": "Name of the listed entity",
           *                   "value": "Acme Steels Pvt Ltd"
           *                 },
           *                 {
           *                   "label": "Corporate Identity Number (CIN)",
           *                   "value": "U27100MH2005PTC123456"
           *                 },
           *                 {
           *                   "label": "Sector",
           *                   "value": "Iron and steel"
           *                 },
           *                 {
           *                   "label": "Reporting boundary",
           *                   "value": "Standalone"
           *                 },
           *                 {
           *                   "label": "Financial year for which reporting is being done",
           *                   "value": "FY2024-25 (1 April 2024 to 31 March 2025)"
           *                 },
           *                 {
           *                   "label": "Previous financial year",
           *                   "value": "FY2023-24"
           *                 }
           *               ]
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ReportDocument'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['IdempotencyConflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSites: {
    parameters: {
      query?: {
        /** @description only active or only archived sites */
        status?: 'active' | 'archived';
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "sites": [
           *           {
           *             "id": "6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *             "code": "PUNE-1",
           *             "name": "Chakan cement plant",
           *             "kind": "plant",
           *             "address": "Plot 14, MIDC Chakan Phase II",
           *             "city": "Pune",
           *             "state": "MH",
           *             "country": "IN",
           *             "grid_region": null,
           *             "entity_id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
           *             "ownership_pct": 51,
           *             "operational_control": true,
           *             "financial_control": false,
           *             "status": "active",
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "updated_at": "2025-05-02T09:30:00.000Z"
           *           }
           *         ],
           *         "next_cursor": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              sites: components['schemas']['Site'][];
              next_cursor: string | null;
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createSite: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "PUNE-1",
         *       "name": "Chakan cement plant",
         *       "kind": "plant",
         *       "address": "Plot 14, MIDC Chakan Phase II",
         *       "city": "Pune",
         *       "state": "MH",
         *       "country": "IN",
         *       "grid_region": null,
         *       "entity_id": null,
         *       "ownership_pct": 51,
         *       "operational_control": true,
         *       "financial_control": false
         *     }
         */
        'application/json': components['schemas']['SiteCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "code": "PUNE-1",
           *         "name": "Chakan cement plant",
           *         "kind": "plant",
           *         "address": "Plot 14, MIDC Chakan Phase II",
           *         "city": "Pune",
           *         "state": "MH",
           *         "country": "IN",
           *         "grid_region": null,
           *         "entity_id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
           *         "ownership_pct": 51,
           *         "operational_control": true,
           *         "financial_control": false,
           *         "status": "active",
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Site'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "code": "PUNE-1",
           *         "name": "Chakan cement plant",
           *         "kind": "plant",
           *         "address": "Plot 14, MIDC Chakan Phase II",
           *         "city": "Pune",
           *         "state": "MH",
           *         "country": "IN",
           *         "grid_region": null,
           *         "entity_id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
           *         "ownership_pct": 51,
           *         "operational_control": true,
           *         "financial_control": false,
           *         "status": "active",
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Site'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteSite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "deleted": true,
           *         "deleted_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['IdempotencyConflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateSite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "archived"
         *     }
         */
        'application/json': components['schemas']['SiteUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "code": "PUNE-1",
           *         "name": "Chakan cement plant",
           *         "kind": "plant",
           *         "address": "Plot 14, MIDC Chakan Phase II",
           *         "city": "Pune",
           *         "state": "MH",
           *         "country": "IN",
           *         "grid_region": null,
           *         "entity_id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
           *         "ownership_pct": 51,
           *         "operational_control": true,
           *         "financial_control": false,
           *         "status": "active",
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Site'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      408: components['responses']['RequestTimeout'];
      409: components['responses']['IdempotencyConflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  assignActivitiesToSite: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "activity_ids": [
         *         "54663f92-7a05-4f19-91e3-9caefe6b2d3c"
         *       ]
         *     }
         */
        'application/json': {
          /** @description live activities of the organisation and mode to move (1 to 1,000, no repeats) */
          activity_ids: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "site_id": "6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "site_code": "PUNE-1",
           *         "assigned": 2,
           *         "activity_ids": [
           *           "0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b41",
           *           "0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b42"
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SiteAssignment'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      404: components['responses']['NotFoundOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  unassignActivitiesFromSite: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "activity_ids": [
         *         "54663f92-7a05-4f19-91e3-9caefe6b2d3c"
         *       ]
         *     }
         */
        'application/json': {
          /** @description live activities of the organisation and mode to move (1 to 1,000, no repeats) */
          activity_ids: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "site_id": "6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
           *         "site_code": "PUNE-1",
           *         "assigned": 2,
           *         "activity_ids": [
           *           "0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b41",
           *           "0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b42"
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SiteAssignment'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      404: components['responses']['NotFoundOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listEntities: {
    parameters: {
      query?: {
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "entities": [
           *           {
           *             "id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
           *             "name": "Acme Cement Limited",
           *             "cin": "L26940MH1999PLC123456",
           *             "parent_entity_id": null,
           *             "ownership_pct": 100,
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "updated_at": "2025-05-02T09:30:00.000Z"
           *           }
           *         ],
           *         "next_cursor": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              entities: components['schemas']['Entity'][];
              next_cursor: string | null;
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createEntity: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme Cement Limited",
         *       "cin": "L26940MH1999PLC123456",
         *       "ownership_pct": 100
         *     }
         */
        'application/json': components['schemas']['EntityCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
           *         "name": "Acme Cement Limited",
           *         "cin": "L26940MH1999PLC123456",
           *         "parent_entity_id": null,
           *         "ownership_pct": 100,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Entity'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getEntity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
           *         "name": "Acme Cement Limited",
           *         "cin": "L26940MH1999PLC123456",
           *         "parent_entity_id": null,
           *         "ownership_pct": 100,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Entity'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateEntity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ownership_pct": 74
         *     }
         */
        'application/json': components['schemas']['EntityUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "2b8c1f0e-4d3a-4e5f-9a6b-7c8d9e0f1a2b",
           *         "name": "Acme Cement Limited",
           *         "cin": "L26940MH1999PLC123456",
           *         "parent_entity_id": null,
           *         "ownership_pct": 100,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Entity'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      408: components['responses']['RequestTimeout'];
      409: components['responses']['IdempotencyConflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "webhooks": [
           *           {
           *             "id": "3e1b7c9a-5d2f-4a6e-9b8c-0f1d2e3a4b5c",
           *             "url": "https://hooks.example.com/carbon",
           *             "events": [
           *               "job.completed",
           *               "job.failed",
           *               "report.ready"
           *             ],
           *             "description": "Finance data warehouse",
           *             "enabled": true,
           *             "disabled_reason": null,
           *             "failing_since": null,
           *             "next_attempt_at": null,
           *             "previous_secret_expires_at": null,
           *             "created_at": "2025-05-02T09:30:00.000Z",
           *             "updated_at": "2025-05-02T09:30:00.000Z"
           *           }
           *         ]
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              webhooks: components['schemas']['Webhook'][];
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://hooks.example.com/carbon",
         *       "events": [
         *         "job.completed",
         *         "job.failed",
         *         "report.ready"
         *       ],
         *       "description": "Finance data warehouse"
         *     }
         */
        'application/json': components['schemas']['WebhookCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "3e1b7c9a-5d2f-4a6e-9b8c-0f1d2e3a4b5c",
           *         "url": "https://hooks.example.com/carbon",
           *         "events": [
           *           "job.completed",
           *           "job.failed",
           *           "report.ready"
           *         ],
           *         "description": "Finance data warehouse",
           *         "enabled": true,
           *         "disabled_reason": null,
           *         "failing_since": null,
           *         "next_attempt_at": null,
           *         "previous_secret_expires_at": null,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z",
           *         "secret": "whsec_Jq8kV2m7pXwL0rT5nY3cB9dF6gH1sA4eZ8uI2oK7qWc"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['WebhookWithSecret'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      408: components['responses']['RequestTimeoutOnPost'];
      409: components['responses']['IdempotencyConflictOnPost'];
      413: components['responses']['PayloadTooLargeOnPost'];
      415: components['responses']['UnsupportedMediaTypeOnPost'];
      422: components['responses']['IdempotencyKeyReusedOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "3e1b7c9a-5d2f-4a6e-9b8c-0f1d2e3a4b5c",
           *         "url": "https://hooks.example.com/carbon",
           *         "events": [
           *           "job.completed",
           *           "job.failed",
           *           "report.ready"
           *         ],
           *         "description": "Finance data warehouse",
           *         "enabled": true,
           *         "disabled_reason": null,
           *         "failing_since": null,
           *         "next_attempt_at": null,
           *         "previous_secret_expires_at": null,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Webhook'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "deleted": true,
           *         "deleted_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "enabled": true
         *     }
         */
        'application/json': components['schemas']['WebhookUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "3e1b7c9a-5d2f-4a6e-9b8c-0f1d2e3a4b5c",
           *         "url": "https://hooks.example.com/carbon",
           *         "events": [
           *           "job.completed",
           *           "job.failed",
           *           "report.ready"
           *         ],
           *         "description": "Finance data warehouse",
           *         "enabled": true,
           *         "disabled_reason": null,
           *         "failing_since": null,
           *         "next_attempt_at": null,
           *         "previous_secret_expires_at": null,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Webhook'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "3e1b7c9a-5d2f-4a6e-9b8c-0f1d2e3a4b5c",
           *         "url": "https://hooks.example.com/carbon",
           *         "events": [
           *           "job.completed",
           *           "job.failed",
           *           "report.ready"
           *         ],
           *         "description": "Finance data warehouse",
           *         "enabled": true,
           *         "disabled_reason": null,
           *         "failing_since": null,
           *         "next_attempt_at": null,
           *         "previous_secret_expires_at": null,
           *         "created_at": "2025-05-02T09:30:00.000Z",
           *         "updated_at": "2025-05-02T09:30:00.000Z",
           *         "secret": "whsec_Jq8kV2m7pXwL0rT5nY3cB9dF6gH1sA4eZ8uI2oK7qWc"
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['WebhookWithSecret'];
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      404: components['responses']['NotFoundOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "deliveries": [
           *           {
           *             "id": "9d2f6b1e-3c4a-4e8f-b7d5-1a2c3e4f5a6b",
           *             "event_id": "5f8c2e71-0b3d-4a9e-8c6f-7d1e2a3b4c5d",
           *             "event_type": "job.completed",
           *             "attempt": 1,
           *             "redelivery": false,
           *             "status": "succeeded",
           *             "status_code": 200,
           *             "duration_ms": 84,
           *             "response_excerpt": "{\"received\":true}",
           *             "error": null,
           *             "created_at": "2025-05-02T09:30:00.000Z"
           *           }
           *         ],
           *         "next_cursor": null
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              deliveries: components['schemas']['WebhookDelivery'][];
              next_cursor: string | null;
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  redeliverWebhookEvent: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer (`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.
         * @example import-2024-04-7f3a
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
        delivery_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: the work runs as a job; follow Location (the job status URL) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          Location: components['headers']['Location'];
          'Retry-After': components['headers']['Retry-After'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "event_id": "54663f92-7a05-4f19-91e3-9caefe6b2d3c",
           *         "queued": true
           *       },
           *       "meta": {
           *         "timestamp": "2025-05-02T09:30:00.460Z",
           *         "request_id": "80ee7d90-23fa-4a46-bced-7682c4227c37"
           *       }
           *     }
           */
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: uuid */
              event_id: string;
              queued: boolean;
            };
            meta: components['schemas']['ResponseMeta'];
          };
        };
      };
      400: components['responses']['BadRequestOnPost'];
      401: components['responses']['UnauthorizedOnPost'];
      403: components['responses']['ForbiddenOnPost'];
      404: components['responses']['NotFoundOnPost'];
      429: components['responses']['TooManyRequestsOnPost'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
}
