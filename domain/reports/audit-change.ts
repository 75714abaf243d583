/**
 * An audit entry's snapshot in words for the report's audit trail: what each changed value was and
 * became, and the reason where one was given. Snapshots differ by action (services write them), so
 * this reads them by shape: `before`/`after` pairs are compared value by value; a deleted activity is
 * described as it was, created ones by their count, emissions, periods and (from a job) lines.
 */

/** Differences printed per entry; the rest are counted. */
const MAX_DIFFERENCES = 8;

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values by dotted path ('fiscal_years.FY2024-25.revenue_from_operations_inr'). */
function leaves(value: Json, path = '', into = new Map<string, Json>()): Map<string, Json> {
  if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else if (path) into.set(path, value);
  return into;
}

const shown = (value: Json): string =>
  value === undefined || value === null ? 'none' : typeof value === 'string' ? value : JSON.stringify(value);

/** 'path: old → new' for every leaf that differs between before and after. */
function differences(before: Json, after: Json): string[] {
  const old = leaves(before);
  const now = leaves(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths
    .filter((path) => JSON.stringify(old.get(path)) !== JSON.stringify(now.get(path)))
    .map((path) => `${path}: ${shown(old.get(path))} → ${shown(now.get(path))}`);
}

/** A deleted activity as the entry keeps it (the API's record, or an ERP sync's `activity`). */
function deletedActivity(snapshot: Record<string, Json>): string {
  const activity = isObject(snapshot.activity) ? snapshot.activity : snapshot;
  const period = isObject(activity.period) ? `${shown(activity.period.start)} to ${shown(activity.period.end)}` : '';
  const what = [activity.activity_type, activity.quantity, activity.unit].filter((v) => v !== undefined).map(shown);
  const kg = activity.emissions_kg_co2e === undefined ? '' : `${shown(activity.emissions_kg_co2e)} kg CO2e, `;
  return `deleted: ${kg}${what.join(' ')}${period ? `, ${period}` : ''}`.replace(/, $/, '');
}

/** Activities created by one request or one committed batch of a job, as the entry keeps them. */
function createdActivities(snapshot: Record<string, Json>): string {
  const count = typeof snapshot.count === 'number' ? snapshot.count : 0;
  const parts = [`created: ${count} ${count === 1 ? 'activity' : 'activities'}`];
  if (snapshot.total_emissions_kg_co2e !== undefined) parts.push(`${shown(snapshot.total_emissions_kg_co2e)} kg CO2e`);
  if (isObject(snapshot.period)) parts.push(`${shown(snapshot.period.start)} to ${shown(snapshot.period.end)}`);
  if (snapshot.first_line !== undefined)
    parts.push(`lines ${shown(snapshot.first_line)} to ${shown(snapshot.last_line)} of job ${shown(snapshot.job_id)}`);
  return parts.join(', ');
}

export function auditChange(action: string, snapshot: Json): { change: string; reason: string | null } {
  if (!isObject(snapshot)) return { change: '', reason: null };
  const reason = typeof snapshot.reason === 'string' ? snapshot.reason : null;
  if ('before' in snapshot || 'after' in snapshot) {
    const found = differences(snapshot.before, snapshot.after);
    const listed = found.slice(0, MAX_DIFFERENCES);
    if (found.length > listed.length) listed.push(`and ${found.length - listed.length} more`);
    if (listed.length > 0) return { change: listed.join('; '), reason };
    const kept = [...leaves(snapshot.after)].map(([path, value]) => `${path} ${shown(value)}`);
    return { change: `no change: ${kept.slice(0, MAX_DIFFERENCES).join(', ')}`, reason };
  }
  if (action === 'activity.delete') return { change: deletedActivity(snapshot), reason };
  if (action === 'activity.create') return { change: createdActivities(snapshot), reason };
  return { change: '', reason };
}
