import type { JobStatus } from '../../db/schema.ts';

/**
 * Share of a job done, 0–100. rows_total is exact for JSON intakes and an estimate (line breaks) for
 * files until the job completes, so a running job never shows more than 99.
 */
export function progressPercent(status: JobStatus, rowsRead: number, rowsTotal: number | null): number {
  if (status === 'completed') return 100;
  if (!rowsTotal) return 0;
  return Math.min(99, Math.floor((rowsRead / rowsTotal) * 100));
}
