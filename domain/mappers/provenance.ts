import type { ActivitySubmission } from '../schemas/activity-submission.ts';

export interface MapOptions {
  /** Default location country (ISO 3166-1 alpha-2) when a record has none; 'IN' when omitted. */
  country?: string;
  /** source.type of every activity; 'api' when omitted. */
  sourceType?: string;
  /** source.name of every activity (e.g. the ERP system or file name). */
  sourceName?: string;
}

export function defaultCountry(options: MapOptions): string {
  return (options.country ?? 'IN').toUpperCase();
}

export function sourceFor(options: MapOptions, confidence: number): NonNullable<ActivitySubmission['source']> {
  return {
    type: options.sourceType ?? 'api',
    confidence,
    ...(options.sourceName ? { name: options.sourceName } : {}),
  };
}

/**
 * metadata = the record minus the fields the activity already carries (dates, the quantity and its
 * unit, country, state), so nothing sent is lost: free-text labels the activity only holds in
 * canonical form (fuel_type 'HSD', vehicle_type, origin, vendor, ...) and extra fields such as invoice
 * numbers. Then the mapper's notes on how it derived the activity, then data_type.
 */
export function metadataFor(
  dataType: string,
  record: Record<string, unknown>,
  used: readonly string[],
  notes: Record<string, unknown> = {},
): Record<string, unknown> {
  const unused = Object.fromEntries(
    Object.entries(record).filter(([key, value]) => !used.includes(key) && value !== undefined),
  );
  return { ...unused, ...notes, data_type: dataType };
}
