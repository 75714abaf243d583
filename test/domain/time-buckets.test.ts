import { describe, expect, it } from 'vitest';
import { addDays, bucketCount, bucketsBetween, type Granularity } from '../../domain/time-buckets.ts';

const GRANULARITIES: Granularity[] = ['day', 'week', 'month', 'year'];

describe('bucketCount', () => {
  it('is the number of buckets bucketsBetween gives, over ranges crossing weeks, months, leap days and years', () => {
    const starts = ['2023-12-25', '2024-01-01', '2024-02-28', '2024-12-30', '2025-03-31', '2020-06-15'];
    const lengths = [1, 2, 6, 7, 8, 13, 27, 28, 29, 31, 59, 60, 365, 366, 367, 1000, 3653];
    for (const start of starts) {
      for (const days of lengths) {
        const end = addDays(start, days - 1);
        for (const granularity of GRANULARITIES) {
          expect(bucketCount(start, end, granularity), `${start}..${end} by ${granularity}`).toBe(
            bucketsBetween(start, end, granularity).length,
          );
        }
      }
    }
  });
});
