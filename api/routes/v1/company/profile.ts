import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyProfileInput } from '../../../../domain/reports/company-profile.ts';
import { CompanyProfileView, getCompanyProfile } from '../../../../services/company/get-company-profile.ts';
import { putCompanyProfile } from '../../../../services/company/put-company-profile.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { Envelope, envelope, v1Errors } from '../../../envelope.ts';

/** The company facts reports print and divide by, per organisation and mode. */
const companyProfile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        operationId: 'getCompanyProfile',
        tags: ['company'],
        summary:
          'The company profile reports use: legal name, CIN, sector, boundary, base year, per-year revenue, PPP factor, output, assurance',
        response: { 200: Envelope(CompanyProfileView), ...v1Errors() },
      },
    },
    async (request) => envelope(request, await getCompanyProfile(app.deps, requestActor(request))),
  );

  app.put(
    '/profile',
    {
      schema: {
        operationId: 'putCompanyProfile',
        tags: ['company'],
        summary: 'Replace the company profile (audited with the profile before and after)',
        description:
          'The whole profile: omitted optional fields become null. fiscal_years is keyed by label (FY2024-25). A BRSR cell whose figure is missing says "not provided".',
        body: CompanyProfileInput,
        response: { 200: Envelope(CompanyProfileView), ...v1Errors(409, 422) },
      },
    },
    async (request) => envelope(request, await putCompanyProfile(app.deps, requestActor(request), request.body)),
  );
};

export default companyProfile;
