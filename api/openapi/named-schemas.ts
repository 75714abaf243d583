import { z } from 'zod';
import { ErpMappingRule, ErpMappings, ErpMappingsView } from '../../domain/erp/erp-mapping-rules.ts';
import { ErpScheduleCreate, ErpSchedulePatch, ErpScheduleView } from '../../domain/erp/erp-schedule-schema.ts';
import { ConnectorRun, ConnectorRunClaim, ConnectorRunOutcome } from '../../domain/erp/erp-connector-runs.ts';
import { ErpHostCreate, ErpHostView } from '../../domain/erp/erp-hosts.ts';
import { ErpSyncRequest, ErpSyncResult, TallyConnectionConfig } from '../../domain/erp/erp-sync-schema.ts';
import {
  ErpPushCurrentRequest,
  ErpPushEditsAnswer,
  ErpPushEditsRequest,
  ErpPushRequest,
} from '../../domain/erp/erp-push-schema.ts';
import { IngestJobResult } from '../../domain/ingest/ingest-job-spec.ts';
import { ActivityIntakeSchema } from '../../domain/schemas/activity-submission.ts';
import { ErpSyncAnswer } from '../../services/erp/erp-sync-views.ts';
import { ErpConnectionDeleted, ErpConnectionView } from '../../services/erp/erp-connection-service.ts';
import { ActivityRecord, ActivityResult, EmissionFactorSummary } from '../../services/activities/activity-views.ts';
import { RecalculateRequest, RecalculateResult } from '../../services/activities/recalculate-activities.ts';
import { Dashboard } from '../../services/dashboard/company-dashboard.ts';
import { EmissionsAggregate } from '../../services/emissions/emissions-aggregate.ts';
import { EmissionFactorRecord } from '../../services/factors/list-factors.ts';
import { OperatorJob, OperatorJobSummary } from '../../services/ingest/read-ingest-jobs.ts';
import { JobDetail, JobRowError, JobSummary } from '../../services/ingest/ingest-job-views.ts';
import {
  CsvUploadForm,
  IngestAutoBody,
  IngestAutoResult,
  IntakeItemResult,
  IntakeResult,
  ItemError,
  JobAccepted,
} from '../../services/intake/intake-schemas.ts';
import {
  ApiKeyRecord,
  CreatedApiKey,
  CreateKeyInput,
  CreateOrganizationInput,
  OrganizationRecord,
} from '../../services/keys/key-management.ts';
import { UpdateOrganizationInput } from '../../services/organizations/update-organization.ts';
import { DeletedRecord } from '../../services/deleted-record.ts';
import { CompanyProfile } from '../../domain/reports/company-profile.ts';
import { ReportRequest } from '../../domain/reports/report-request.ts';
import { CompanyProfileView } from '../../services/company/get-company-profile.ts';
import { ReportView } from '../../services/reports/reports-view.ts';
import { PeriodLockChange, PeriodView } from '../../services/periods/period-locks-service.ts';
import {
  CreateSiteInput,
  PatchSiteInput,
  SiteAssignmentSchema,
  SiteSchema,
} from '../../services/sites/site-schemas.ts';
import { CreateEntityInput, EntitySchema, PatchEntityInput } from '../../services/sites/entity-schemas.ts';
import {
  WebhookCreate,
  WebhookDeliveryView,
  WebhookPatch,
  WebhookView,
  WebhookWithSecret,
} from '../../services/webhooks/webhook-schemas.ts';
import { ErrorEnvelope, Meta } from '../envelope.ts';

/**
 * The resources a generated client sees as named types (`components.schemas`; their examples are
 * `componentExamples` in openapi-examples.ts). Routes keep using the zod schemas themselves; registering
 * them with an id in zod's global registry makes the document refer to `#/components/schemas/<id>`
 * wherever they appear.
 */
const NAMED_SCHEMAS: [id: string, schema: z.ZodType][] = [
  ['ActivitySubmission', ActivityIntakeSchema],
  ['ActivityResult', ActivityResult],
  ['Activity', ActivityRecord],
  ['EmissionFactorSummary', EmissionFactorSummary],
  ['Deleted', DeletedRecord],
  ['RecalculateRequest', RecalculateRequest],
  ['RecalculateResult', RecalculateResult],
  ['EmissionsAggregate', EmissionsAggregate],
  ['EmissionFactor', EmissionFactorRecord],
  ['CompanyDashboard', Dashboard],
  ['JobAccepted', JobAccepted],
  ['JobSummary', JobSummary],
  ['Job', JobDetail],
  ['JobRowError', JobRowError],
  ['IngestJobResult', IngestJobResult],
  ['OperatorJobSummary', OperatorJobSummary],
  ['OperatorJob', OperatorJob],
  ['IntakeResult', IntakeResult],
  ['IntakeItemResult', IntakeItemResult],
  ['ItemError', ItemError],
  ['CsvUpload', CsvUploadForm],
  ['IngestRequest', IngestAutoBody],
  ['IngestResult', IngestAutoResult],
  ['ErpSyncRequest', ErpSyncRequest],
  ['ErpPushRequest', ErpPushRequest],
  ['ErpPushEditsRequest', ErpPushEditsRequest],
  ['ErpPushEdits', ErpPushEditsAnswer],
  ['ErpPushCurrentRequest', ErpPushCurrentRequest],
  ['ErpSync', ErpSyncAnswer],
  ['ErpSyncResult', ErpSyncResult],
  ['TallyConnectionConfig', TallyConnectionConfig],
  ['ErpMappingRule', ErpMappingRule],
  ['ErpMappings', ErpMappings],
  ['ErpMappingsView', ErpMappingsView],
  ['ErpScheduleCreate', ErpScheduleCreate],
  ['ErpScheduleUpdate', ErpSchedulePatch],
  ['ErpSchedule', ErpScheduleView],
  ['ErpConnectorRun', ConnectorRun],
  ['ErpConnectorRunClaim', ConnectorRunClaim],
  ['ErpConnectorRunOutcome', ConnectorRunOutcome],
  ['WebhookCreate', WebhookCreate],
  ['WebhookUpdate', WebhookPatch],
  ['Webhook', WebhookView],
  ['WebhookWithSecret', WebhookWithSecret],
  ['WebhookDelivery', WebhookDeliveryView],
  ['ErpConnection', ErpConnectionView],
  ['ErpConnectionDeleted', ErpConnectionDeleted],
  ['ErpHostCreate', ErpHostCreate],
  ['ErpHost', ErpHostView],
  ['ReportRequest', ReportRequest],
  ['Report', ReportView],
  ['CompanyProfile', CompanyProfile],
  ['CompanyProfileView', CompanyProfileView],
  ['PeriodLockChange', PeriodLockChange],
  ['Period', PeriodView],
  ['SiteCreate', CreateSiteInput],
  ['SiteUpdate', PatchSiteInput],
  ['Site', SiteSchema],
  ['SiteAssignment', SiteAssignmentSchema],
  ['EntityCreate', CreateEntityInput],
  ['EntityUpdate', PatchEntityInput],
  ['Entity', EntitySchema],
  ['ErrorEnvelope', ErrorEnvelope],
  ['ResponseMeta', Meta],
  ['OrganizationCreate', CreateOrganizationInput],
  ['Organization', OrganizationRecord],
  ['OrganizationUpdate', UpdateOrganizationInput],
  ['ApiKeyCreate', CreateKeyInput],
  ['ApiKey', ApiKeyRecord],
  ['ApiKeyCreated', CreatedApiKey],
];

/** Registers the names once per process (zod's registry refuses an id twice). */
export function registerNamedSchemas(): void {
  for (const [id, schema] of NAMED_SCHEMAS) {
    const existing = z.globalRegistry.get(schema);
    if (!existing?.id) z.globalRegistry.add(schema, { ...existing, id });
  }
}
