import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LockableFiscalYear } from '../../../../domain/periods/locked-periods.ts';
import {
  listPeriods,
  lockPeriod,
  PeriodLockChange,
  PeriodsView,
  PeriodView,
  unlockPeriod,
} from '../../../../services/periods/period-locks-service.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { BODY_ERRORS, Envelope, envelope, v1Errors } from '../../../envelope.ts';

const YearParams = z.object({ fiscal_year: LockableFiscalYear });

const LOCK_RULES =
  'Writes dated in a locked year (any day of the activity period in it) answer 409 PERIOD_LOCKED on every path: ' +
  'POST /v1/activities, DELETE /v1/activities/:id, bulk and typed intakes (per record where they report per record: ' +
  'the record is a failed one with the reason, the rest are stored), CSV uploads (bad rows), recalculation (skipped ' +
  'and listed) and ERP syncs (vouchers not applied, listed in the result). Keys with full access only (Enterprise, ' +
  'or Professional with API pack 3).';

/** Fiscal years locked against writes once filed, and unlocked with a reason; audited. */
const companyPeriods: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/periods',
    {
      schema: {
        operationId: 'listCompanyPeriods',
        tags: ['company'],
        summary: 'Fiscal years with data or ever locked, oldest first, with who locked or unlocked each and why',
        response: { 200: Envelope(PeriodsView), ...v1Errors() },
      },
    },
    async (request) => envelope(request, await listPeriods(app.deps, requestActor(request))),
  );

  app.post(
    '/periods/:fiscal_year/lock',
    {
      schema: {
        operationId: 'lockCompanyPeriod',
        tags: ['company'],
        summary: 'Lock a fiscal year (FY2024-25) against writes, with the reason (audited)',
        description: `${LOCK_RULES} A year locked already answers 409 CONFLICT.`,
        params: YearParams,
        body: PeriodLockChange,
        response: { 200: Envelope(PeriodView), ...v1Errors(...BODY_ERRORS) },
      },
    },
    async (request) =>
      envelope(request, await lockPeriod(app.deps, requestActor(request), request.params.fiscal_year, request.body)),
  );

  app.post(
    '/periods/:fiscal_year/unlock',
    {
      schema: {
        operationId: 'unlockCompanyPeriod',
        tags: ['company'],
        summary: 'Unlock a locked fiscal year, with the reason (audited)',
        description: 'Writes dated in the year are accepted again. A year not locked answers 409 CONFLICT.',
        params: YearParams,
        body: PeriodLockChange,
        response: { 200: Envelope(PeriodView), ...v1Errors(...BODY_ERRORS) },
      },
    },
    async (request) =>
      envelope(request, await unlockPeriod(app.deps, requestActor(request), request.params.fiscal_year, request.body)),
  );
};

export default companyPeriods;
