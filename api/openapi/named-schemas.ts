import { z } from 'zod';
import { ActivitySubmissionSchema } from '../../domain/schemas/activity-submission.ts';
import { DeletedActivity } from '../../services/activities/delete-activity.ts';
import { ActivityRecord, ActivityResult, EmissionFactorSummary } from '../../services/activities/activity-views.ts';
import { RecalculateRequest, RecalculateResult } from '../../services/activities/recalculate-activities.ts';
import { Dashboard } from '../../services/dashboard/company-dashboard.ts';
import { EmissionsAggregate } from '../../services/emissions/emissions-aggregate.ts';
import { EmissionFactorRecord } from '../../services/factors/list-factors.ts';
import { OperatorJob, OperatorJobSummary } from '../../services/ingest/ingest-job-reads.ts';
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
  UpdateOrganizationInput,
} from '../../services/keys/key-management.ts';
import { ErrorEnvelope, Meta } from '../envelope.ts';

/**
 * The resources a generated client sees as named types (`components.schemas`; their examples are
 * `componentExamples` in openapi-examples.ts). Routes keep using the zod schemas themselves; registering
 * them with an id in zod's global registry makes the document refer to `#/components/schemas/<id>`
 * wherever they appear.
 */
const NAMED_SCHEMAS: [id: string, schema: z.ZodType][] = [
  ['ActivitySubmission', ActivitySubmissionSchema],
  ['ActivityResult', ActivityResult],
  ['Activity', ActivityRecord],
  ['EmissionFactorSummary', EmissionFactorSummary],
  ['DeletedActivity', DeletedActivity],
  ['RecalculateRequest', RecalculateRequest],
  ['RecalculateResult', RecalculateResult],
  ['EmissionsAggregate', EmissionsAggregate],
  ['EmissionFactor', EmissionFactorRecord],
  ['CompanyDashboard', Dashboard],
  ['JobAccepted', JobAccepted],
  ['JobSummary', JobSummary],
  ['Job', JobDetail],
  ['JobRowError', JobRowError],
  ['OperatorJobSummary', OperatorJobSummary],
  ['OperatorJob', OperatorJob],
  ['IntakeResult', IntakeResult],
  ['IntakeItemResult', IntakeItemResult],
  ['ItemError', ItemError],
  ['CsvUpload', CsvUploadForm],
  ['IngestRequest', IngestAutoBody],
  ['IngestResult', IngestAutoResult],
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
