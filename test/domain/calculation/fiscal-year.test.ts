import { describe, expect, it } from 'vitest';
import { fiscalYear, fyOf, previousFy } from '../../../domain/calculation/fiscal-year.ts';

describe('Indian fiscal year', () => {
  it('runs 1 April to 31 March', () => {
    expect(fyOf('2024-04-01')).toEqual({ label: 'FY2024-25', startYear: 2024, start: '2024-04-01', end: '2025-03-31' });
    expect(fyOf('2025-03-31').label).toBe('FY2024-25');
    expect(fyOf('2025-04-01').label).toBe('FY2025-26');
    expect(fyOf(new Date('2024-01-15T00:00:00Z')).label).toBe('FY2023-24');
  });

  it('labels century turns with two digits', () => {
    expect(fiscalYear(2099).label).toBe('FY2099-00');
    expect(fiscalYear(2008).label).toBe('FY2008-09');
  });

  it('gives the previous fiscal year', () => {
    expect(previousFy(fyOf('2024-10-01'))).toEqual({
      label: 'FY2023-24',
      startYear: 2023,
      start: '2023-04-01',
      end: '2024-03-31',
    });
  });
});
