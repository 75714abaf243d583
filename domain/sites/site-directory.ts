import type { FieldError } from '../calculation/calculation-schema.ts';
import type { MapResult } from '../mappers/result.ts';
import type { ActivityIntake, ActivitySubmission } from '../schemas/activity-submission.ts';

/** What an activity takes from its site: the id it stores and the location it falls back to. */
export interface SiteOfActivity {
  id: string;
  code: string;
  status: 'active' | 'archived';
  country: string;
  state: string | null;
  city: string | null;
  grid_region: string | null;
}

type Found = { ok: true; site: SiteOfActivity | undefined } | { ok: false; error: FieldError };

const optional = (value: string | null) => value ?? undefined;

/**
 * The sites an intake may name, looked up in memory: loaded by one query per request or job (never
 * per row), then every activity resolves its site_id or site_code (case-insensitive) here. Unknown
 * and archived sites are refused naming the field the activity used.
 */
export class SiteDirectory {
  private readonly byId = new Map<string, SiteOfActivity>();
  private readonly byCode = new Map<string, SiteOfActivity>();

  constructor(sites: readonly SiteOfActivity[]) {
    for (const site of sites) {
      this.byId.set(site.id, site);
      this.byCode.set(site.code.toLowerCase(), site);
    }
  }

  /** The code of a site the directory holds (null: no site, or one it does not hold). */
  codeOf(siteId: string | null | undefined): string | null {
    return siteId == null ? null : (this.byId.get(siteId)?.code ?? null);
  }

  /** The site a reference names (undefined when it names none), or why it cannot be used. */
  find(reference: { site_id?: string; site_code?: string }): Found {
    const byId = reference.site_id === undefined ? undefined : this.byId.get(reference.site_id);
    const byCode = reference.site_code === undefined ? undefined : this.byCode.get(reference.site_code.toLowerCase());
    if (reference.site_id !== undefined && !byId)
      return { ok: false, error: { field: 'site_id', reason: 'is not a site of this organisation' } };
    if (reference.site_code !== undefined && !byCode)
      return { ok: false, error: { field: 'site_code', reason: 'is not the code of a site of this organisation' } };
    if (byId && byCode && byId !== byCode)
      return { ok: false, error: { field: 'site_code', reason: 'names another site than site_id' } };
    const site = byId ?? byCode;
    if (site?.status === 'archived')
      return {
        ok: false,
        error: {
          field: reference.site_id !== undefined ? 'site_id' : 'site_code',
          reason: `names the archived site ${site.code}: restore it (PATCH /v1/sites/{id} status 'active') or name another`,
        },
      };
    return { ok: true, site };
  }

  /** A submission of the intake: its own location or else its site's, and the site's id. */
  apply(intake: ActivityIntake): MapResult {
    const { site_code: _code, location, ...rest } = intake;
    const found = this.find(intake);
    if (!found.ok) return found;
    return withSite({ ...rest, location }, found.site);
  }

  /**
   * A mapped activity placed on the site a reference names: its location kept when the record gave
   * its own, else the site's (replacing the intake's defaults). Unknown or archived: the record's
   * error, naming the field the reference used.
   */
  place(
    mapped: MapResult,
    reference: { site_id?: string; site_code?: string },
    ownLocation: boolean,
    field?: string,
  ): MapResult {
    if (!mapped.ok) return mapped;
    const found = this.find(reference);
    if (!found.ok) return { ok: false, error: { field: field ?? found.error.field, reason: found.error.reason } };
    const { location, ...activity } = mapped.activity;
    const placed = withSite(ownLocation ? { ...activity, location } : activity, found.site);
    return placed.ok && mapped.category ? { ...placed, category: mapped.category } : placed;
  }

  /**
   * A CSV row's activity with the site its `site` cell names (blank: none): the site's location
   * replaces the upload's defaults (a row has no location of its own).
   */
  applyToRow(mapped: MapResult, code: string | undefined): MapResult {
    const trimmed = code?.trim();
    if (!trimmed) return mapped;
    return this.place(mapped, { site_code: trimmed }, false, 'site');
  }
}

/** The location an activity of the site takes when it gives none. */
export function siteLocation(site: SiteOfActivity): ActivitySubmission['location'] {
  return {
    country: site.country,
    state: optional(site.state),
    city: optional(site.city),
    grid_region: optional(site.grid_region),
  };
}

/** Puts a site on a mapped activity: its id, and its location when the activity gives none. */
export function withSite(
  activity: Omit<ActivitySubmission, 'location'> & { location?: ActivitySubmission['location'] },
  site: SiteOfActivity | undefined,
): MapResult {
  const { site_id: _id, ...rest } = activity;
  if (!site) {
    if (!rest.location)
      return {
        ok: false,
        error: { field: 'location', reason: 'is required unless site_id or site_code names a site' },
      };
    return { ok: true, activity: { ...rest, location: rest.location } };
  }
  const location = rest.location ?? siteLocation(site);
  return { ok: true, activity: { ...rest, location, site_id: site.id } };
}
