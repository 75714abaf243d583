import type { Migration } from 'kysely';
import * as initial from './20261122T0400_initial.ts';
import * as ingestPipeline from './20261122T0500_ingest_pipeline.ts';
import * as rollupGenerations from './20261122T0600_rollup_generations.ts';
import * as auditClientRequestId from './20261123T0050_audit_client_request_id.ts';
import * as activityDisclosure from './20261123T0100_activity_disclosure.ts';
import * as erpSync from './20261123T0200_erp_sync.ts';
import * as factorWithdrawal from './20261123T0250_factor_withdrawal.ts';
import * as reports from './20261123T0300_reports.ts';
import * as ingestWritePath from './20261123T0400_ingest_write_path.ts';
import * as tenantKeys from './20261123T0500_tenant_keys.ts';
import * as rollupNotifications from './20261123T0600_rollup_notifications.ts';
import * as activityResolutions from './20261123T0700_activity_resolutions.ts';
import * as deltaKeys from './20261124T0100_delta_keys.ts';
import * as erpScheduleAuthority from './20261126T2100_erp_schedule_authority.ts';
import * as erpCompanyIdentity from './20261126T2130_erp_company_identity.ts';
import * as scope2MarketBased from './20261126T2140_scope2_market_based.ts';
import * as indianStateCodes from './20261126T2150_indian_state_codes.ts';
import * as openJobIndexes from './20261126T2110_open_job_indexes.ts';
import * as reportFormatXbrl from './20261126T2200_report_format_xbrl.ts';
import * as ingestJobSuperseded from './20261127T0000_ingest_job_superseded.ts';
import * as erpVoucherActivityKeys from './20261127T0020_erp_voucher_activity_keys.ts';
import * as activityPurchaseReturns from './20261127T0021_activity_purchase_returns.ts';
import * as erpMasterRenames from './20261127T0022_erp_master_renames.ts';
import * as gasMasses from './20261127T0030_gas_masses.ts';
import * as periodLocks from './20261127T0045_period_locks.ts';
import * as sitesAndEntities from './20261128T0000_sites_and_entities.ts';
import * as erpHosts from './20261128T0020_erp_hosts.ts';
import * as erpLegacyVoucherReread from './20261128T0100_erp_legacy_voucher_reread.ts';
import * as activityDetailsSiteCode from './20261128T0001_activity_details_site_code.ts';
import * as category3Rollups from './20261127T0031_category3_rollups.ts';
import * as webhooks from './20261128T0040_webhooks.ts';
import * as webhookTenantKeys from './20261128T0041_webhook_tenant_keys.ts';
import * as siteRollups from './20261128T0010_site_rollups.ts';
import * as instrumentClaims from './20261128T0110_instrument_claims.ts';
import * as erpScheduleRunner from './20261129T0010_erp_schedule_runner.ts';
import * as erpVoucherBillReferences from './20261129T0030_erp_voucher_bill_references.ts';
import * as ingestBatchGuard from './20261129T0060_ingest_batch_guard.ts';

/** Every migration, named by timestamp; the Migrator runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20261122T0400_initial': initial,
  '20261122T0500_ingest_pipeline': ingestPipeline,
  '20261122T0600_rollup_generations': rollupGenerations,
  '20261123T0050_audit_client_request_id': auditClientRequestId,
  '20261123T0100_activity_disclosure': activityDisclosure,
  '20261123T0200_erp_sync': erpSync,
  '20261123T0250_factor_withdrawal': factorWithdrawal,
  '20261123T0300_reports': reports,
  '20261123T0400_ingest_write_path': ingestWritePath,
  '20261123T0500_tenant_keys': tenantKeys,
  '20261123T0600_rollup_notifications': rollupNotifications,
  '20261123T0700_activity_resolutions': activityResolutions,
  '20261124T0100_delta_keys': deltaKeys,
  '20261126T2100_erp_schedule_authority': erpScheduleAuthority,
  '20261126T2130_erp_company_identity': erpCompanyIdentity,
  '20261126T2140_scope2_market_based': scope2MarketBased,
  '20261126T2150_indian_state_codes': indianStateCodes,
  '20261126T2110_open_job_indexes': openJobIndexes,
  '20261126T2200_report_format_xbrl': reportFormatXbrl,
  '20261127T0000_ingest_job_superseded': ingestJobSuperseded,
  '20261127T0020_erp_voucher_activity_keys': erpVoucherActivityKeys,
  '20261127T0021_activity_purchase_returns': activityPurchaseReturns,
  '20261127T0022_erp_master_renames': erpMasterRenames,
  '20261127T0030_gas_masses': gasMasses,
  '20261127T0031_category3_rollups': category3Rollups,
  '20261127T0045_period_locks': periodLocks,
  '20261128T0000_sites_and_entities': sitesAndEntities,
  '20261128T0020_erp_hosts': erpHosts,
  '20261128T0040_webhooks': webhooks,
  '20261128T0041_webhook_tenant_keys': webhookTenantKeys,
  '20261128T0010_site_rollups': siteRollups,
  '20261128T0100_erp_legacy_voucher_reread': erpLegacyVoucherReread,
  '20261128T0001_activity_details_site_code': activityDetailsSiteCode,
  '20261128T0110_instrument_claims': instrumentClaims,
  '20261129T0010_erp_schedule_runner': erpScheduleRunner,
  '20261129T0030_erp_voucher_bill_references': erpVoucherBillReferences,
  '20261129T0060_ingest_batch_guard': ingestBatchGuard,
};
