import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeletedRecord } from '../../../../services/deleted-record.ts';
import { PageQuery } from '../../../../services/page-query.ts';
import { createSite } from '../../../../services/sites/create-site.ts';
import { deleteSite } from '../../../../services/sites/delete-site.ts';
import { getSite, listSitePage } from '../../../../services/sites/read-sites.ts';
import { assignActivitiesToSite, unassignActivities } from '../../../../services/sites/assign-activities-to-site.ts';
import {
  AssignActivitiesInput,
  CreateSiteInput,
  PatchSiteInput,
  SITE_STATUSES,
  SiteAssignmentSchema,
  SiteSchema,
} from '../../../../services/sites/site-schemas.ts';
import { updateSite } from '../../../../services/sites/update-site.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { BODY_ERRORS, Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { IdParams } from '../../../schemas/id-params.ts';

const ListQuery = z
  .object({
    status: z.enum(SITE_STATUSES).optional().describe('only active or only archived sites'),
    ...PageQuery.shape,
  })
  .strict();

/** An organisation's plants, offices, warehouses and shops: what activities name as their site. */
const sites: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        operationId: 'createSite',
        tags: ['sites'],
        summary: 'Create a site (plant, office, warehouse, retail, other); audited',
        description:
          'code is unique per organisation and mode, case-insensitive (409 CONFLICT naming `code` when taken). ' +
          "country is ISO 3166-1 alpha-2; an Indian state is stored as its ISO 3166-2:IN code, as on activities. An activity that names the site and gives no location takes the site's country, state, city and grid_region. " +
          'ownership_pct (0 < x ≤ 100, default 100), operational_control and financial_control (default true) decide what the site contributes under each consolidation approach.',
        body: CreateSiteInput,
        response: { 201: Envelope(SiteSchema), ...v1Errors(...BODY_ERRORS) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(envelope(request, await createSite(app.deps, requestActor(request), request.body))),
  );

  app.get(
    '',
    {
      schema: {
        operationId: 'listSites',
        tags: ['sites'],
        summary: "The organisation's sites, newest first, with cursor pagination",
        querystring: ListQuery,
        response: {
          200: Envelope(z.object({ sites: z.array(SiteSchema), next_cursor: z.string().nullable() })),
          ...v1Errors(),
        },
      },
    },
    async (request) => envelope(request, await listSitePage(app.deps, requestActor(request), request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getSite',
        tags: ['sites'],
        summary: 'One site',
        params: IdParams,
        response: { 200: Envelope(SiteSchema), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await getSite(app.deps, requestActor(request), request.params.id)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateSite',
        tags: ['sites'],
        summary: "Change a site's fields, or archive it (status: 'archived'); audited with before and after",
        description:
          'An archived site keeps its activities and stays in every total; new activities may not name it (VALIDATION_ERROR). ' +
          "status: 'active' restores it. Changing ownership or control changes consolidated totals at once.",
        params: IdParams,
        body: PatchSiteInput,
        response: { 200: Envelope(SiteSchema), ...v1Errors(404, ...BODY_ERRORS) },
      },
    },
    async (request) =>
      envelope(request, await updateSite(app.deps, requestActor(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteSite',
        tags: ['sites'],
        summary: 'Delete a site that no activity names (audited); otherwise 409: archive it instead',
        params: IdParams,
        response: { 200: Envelope(DeletedRecord), ...v1Errors(404, 409) },
      },
    },
    async (request) => envelope(request, await deleteSite(app.deps, requestActor(request), request.params.id)),
  );

  app.post(
    '/:id/assign',
    {
      schema: {
        operationId: 'assignActivitiesToSite',
        tags: ['sites'],
        summary: 'Move activities to this site (audited); their emissions move with them',
        description:
          'All or nothing: the site must be active (409 CONFLICT when archived) and every id a live activity of the ' +
          'organisation and mode (400 VALIDATION_ERROR naming `activity_ids[i]` otherwise); an activity dated in a ' +
          "locked year refuses the lot (409 PERIOD_LOCKED). The activities' stored location is kept. " +
          'GET /v1/emissions?group_by_site=true counts them under the site at once. POST /v1/sites/:id/unassign moves them back to no site.',
        params: IdParams,
        body: AssignActivitiesInput,
        response: { 200: Envelope(SiteAssignmentSchema), ...v1Errors(...BODY_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      envelope(request, await assignActivitiesToSite(app.deps, requestActor(request), request.params.id, request.body)),
  );

  app.post(
    '/:id/unassign',
    {
      schema: {
        operationId: 'unassignActivitiesFromSite',
        tags: ['sites'],
        summary: 'Move activities off this site, back to no site (audited); their emissions move to "unassigned"',
        description:
          'The same rules as assigning: all or nothing, every id a live activity of the organisation and mode at this ' +
          'site (400 VALIDATION_ERROR naming `activity_ids[i]` otherwise, also for a repeated id), none dated in a locked ' +
          "year (409 PERIOD_LOCKED); the site may be archived. The activities' stored location is kept. One audit entry " +
          '(activity.site_unassign) lists each activity with the site it left; site_id and site_code in the answer are null.',
        params: IdParams,
        body: AssignActivitiesInput,
        response: { 200: Envelope(SiteAssignmentSchema), ...v1Errors(...BODY_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      envelope(request, await unassignActivities(app.deps, requestActor(request), request.params.id, request.body)),
  );
};

export default sites;
