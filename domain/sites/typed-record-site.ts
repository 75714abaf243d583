import { z } from 'zod';
import { mapRecord, type DataType, type MapOptions, type MapResult } from '../mappers/mappers.ts';
import { SiteId } from '../schemas/activity-submission.ts';
import { firstFieldError } from '../schemas/field-error.ts';
import { SiteCode } from '../schemas/site-code.ts';
import type { SiteDirectory } from './site-directory.ts';

const RecordSite = z.object({ site_id: SiteId.optional(), site_code: SiteCode.optional() });

const isRecord = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null && !Array.isArray(item);

/**
 * A typed record (POST /v1/ingest/auto) mapped by its data type's mapper, on the site its `site_id`
 * or `site_code` names: those two fields are the site's, never kept as metadata. A record giving
 * its own `country` or `state` keeps that location; otherwise the site's replaces the ingest's
 * default country. An unknown or archived site is the record's error, naming the field.
 */
export function mapRecordAtSite(
  dataType: DataType,
  item: unknown,
  options: MapOptions,
  sites: SiteDirectory,
): MapResult {
  if (!isRecord(item) || (item.site_id === undefined && item.site_code === undefined))
    return mapRecord(dataType, item, options);
  const { site_id, site_code, ...record } = item;
  const reference = RecordSite.safeParse({ site_id, site_code });
  if (!reference.success) return { ok: false, error: firstFieldError(reference.error) };
  const ownLocation = record.country !== undefined || record.state !== undefined;
  return sites.place(mapRecord(dataType, record, options), reference.data, ownLocation);
}
