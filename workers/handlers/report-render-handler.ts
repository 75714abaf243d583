import { reportRender } from '../../jobs/definitions/report-render.ts';
import { renderReportJob } from '../../services/reports/render-report-job.ts';
import { reportDeps } from '../../services/reports/reports-deps.ts';
import { handleJob } from '../job-handler.ts';
import { REPORTS, runStoredJob } from '../job-lifecycle.ts';

export const reportRenderHandler = handleJob(reportRender, ({ reportId }, deps, context) =>
  runStoredJob(REPORTS, reportId, deps, context, {
    run: (claimed, run) => renderReportJob(reportDeps(deps, deps.storageDir), claimed, run),
  }),
);
