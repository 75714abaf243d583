import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportDocument } from '../../../../domain/reports/report-document.ts';
import { MAX_REPORT_DAYS, ReportRequest } from '../../../../domain/reports/report-request.ts';
import { documentContent } from '../../../openapi/document-content.ts';
import { createReport } from '../../../../services/reports/create-report.ts';
import { reportDeps } from '../../../../services/reports/reports-deps.ts';
import { getReport, listReportPage, openReportFile } from '../../../../services/reports/read-reports.ts';
import { ReportStatus, ReportView } from '../../../../services/reports/reports-view.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { PageQuery } from '../../../../services/page-query.ts';
import { IdParams } from '../../../schemas/id-params.ts';

/** How long POST /v1/reports?wait=true waits for the file before answering 202 anyway. */
const REPORT_WAIT_MS = 25_000;

const binaryFile = (what: string) =>
  z.string().meta({ format: 'binary', description: what, examples: ['(binary file content)'] });

const ListQuery = z
  .object({
    status: ReportStatus.optional(),
    ...PageQuery.shape,
  })
  .strict();

/** Reports of the key's organisation and mode only: anyone else's report is 404. */
const reports: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...reportDeps(app.deps, app.config.STORAGE_DIR), jobWaits: app.deps.jobWaits };

  app.post(
    '/',
    {
      schema: {
        operationId: 'createReport',
        tags: ['reports'],
        summary: 'Generate a report: brsr, ghg_protocol or custom, as pdf, excel, csv or json',
        description:
          `Validates the request and queues it for a worker: 202 with the report, its status_url (also in Location) and, once completed, a download_url. ` +
          `brsr needs a period of exactly one April-March financial year (it adds the previous year itself); periods run at most ${MAX_REPORT_DAYS} days. ` +
          `With wait=true the request waits up to ${REPORT_WAIT_MS / 1000} s: finished in time (completed or failed) answers 200, else 202.`,
        querystring: z
          .object({
            wait: z
              .enum(['true', 'false'])
              .default('false')
              .describe(`wait up to ${REPORT_WAIT_MS / 1000} s for the file`),
          })
          .strict(),
        body: ReportRequest,
        response: { 200: Envelope(ReportView), 202: Envelope(ReportView), ...v1Errors(409, 422) },
      },
    },
    async (request, reply) => {
      const waitMs = request.query.wait === 'true' ? REPORT_WAIT_MS : 0;
      const { report, finished } = await createReport(
        { ...deps, config: app.config },
        requestActor(request),
        request.body,
        waitMs,
      );
      return reply
        .code(finished ? 200 : 202)
        .header('location', report.status_url)
        .send(envelope(request, report));
    },
  );

  app.get(
    '/',
    {
      schema: {
        operationId: 'listReports',
        tags: ['reports'],
        summary: "List the organisation's reports, newest first, with cursor pagination",
        querystring: ListQuery,
        response: {
          200: Envelope(z.object({ reports: z.array(ReportView), next_cursor: z.string().nullable() })),
          ...v1Errors(),
        },
      },
    },
    async (request) => envelope(request, await listReportPage(deps, requestActor(request), request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getReport',
        tags: ['reports'],
        summary:
          'Status, request and, once completed, the file (size, SHA-256, pages or sheets) and the data snapshot of a report',
        params: IdParams,
        response: { 200: Envelope(ReportView), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await getReport(deps, requestActor(request), request.params.id)),
  );

  app.get(
    '/:id/download',
    {
      schema: {
        operationId: 'downloadReport',
        tags: ['reports'],
        summary:
          'The report file, with its Content-Type and a Content-Disposition file name such as brsr-p6-FY2024-25.pdf',
        description:
          'pdf: application/pdf; excel: an .xlsx workbook; csv: text/csv (section, table, parameter, unit, current, previous, note); ' +
          'json: the report document (components.schemas.ReportDocument). ETag is the file SHA-256. 409 CONFLICT while the report is not completed.',
        params: IdParams,
        // A stream is sent as is, never serialised: the schema only documents it.
        response: {
          200: z.unknown().describe('the file; a json report is a ReportDocument'),
          ...v1Errors(404, 409),
        },
      },
      config: documentContent({
        responses: {
          200: {
            'application/pdf': binaryFile('a PDF document'),
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binaryFile('an Excel workbook'),
            'text/csv': z
              .string()
              .describe('one row per line item')
              .meta({ examples: ['section,table,parameter,unit,current,previous,note\n'] }),
            'application/json': ReportDocument,
          },
        },
      }),
    },
    async (request, reply) => {
      const file = await openReportFile(deps, requestActor(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.bytes)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('etag', `"${file.sha256}"`)
        .send(file.stream);
    },
  );
};

export default reports;
