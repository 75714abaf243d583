import { describe, expect, it } from 'vitest';
import { toDollarYear } from '../../../domain/calculation/spend.ts';

describe('toDollarYear', () => {
  it('converts 2023 INR at the 2023 Fed annual average and deflates with CPI-U 2022/2023', () => {
    const { conversion, notices } = toDollarYear(100_000, 'INR', 2023, 2022);
    expect(notices).toEqual([]);
    expect(conversion).toMatchObject({
      fx_rate: 82.5708,
      fx_year: 2023,
      cpi_year: 2023,
      dollar_year: 2022,
      spend_year: 2023,
    });
    // 100000 / 82.5708 = 1211.08188…; 292.655 / 304.702 = 0.960463…
    expect(conversion.usd_nominal).toBeCloseTo(1211.08188, 4);
    expect(conversion.deflator).toBeCloseTo(0.96046301, 8);
    expect(conversion.usd_dollar_year).toBeCloseTo(1163.19935, 4);
  });

  it('uses the 2022 rate without deflation for 2022 spend', () => {
    const { conversion } = toDollarYear(78_579.2, 'INR', 2022, 2022);
    expect(conversion.deflator).toBe(1);
    expect(conversion.usd_dollar_year).toBeCloseTo(1000, 9);
  });

  it("converts 2024 spend at 2024's rate (83.7) and deflates with CPI 2024, without notices", () => {
    const { conversion, notices } = toDollarYear(100_000, 'INR', 2024, 2022);
    expect(conversion).toMatchObject({ fx_rate: 83.7, fx_year: 2024, cpi_year: 2024 });
    expect(conversion.usd_dollar_year).toBeCloseTo((100_000 / 83.7) * (292.655 / 313.689), 9);
    expect(notices).toEqual([]);
  });

  it('falls back to the latest rate (2024) for 2025 spend, with a notice, but deflates with CPI 2025', () => {
    const { conversion, notices } = toDollarYear(100_000, 'INR', 2025, 2022);
    expect(conversion.fx_year).toBe(2024);
    expect(conversion.cpi_year).toBe(2025);
    expect(conversion.deflator).toBeCloseTo(292.655 / 321.943, 12);
    expect(notices).toHaveLength(1);
    expect(notices[0].code).toBe('FX_RATE_FALLBACK');
    expect(notices[0].message).toContain('No INR/USD annual average for 2025');
    expect(notices[0].message).toContain('used 2024 (83.7 INR/USD');
  });

  it('falls back on both tables beyond 2025, and to the earliest year before 2022', () => {
    const late = toDollarYear(1000, 'INR', 2026, 2022);
    expect(late.notices.map((n) => n.code)).toEqual(['FX_RATE_FALLBACK', 'CPI_FALLBACK']);
    expect(late.conversion.cpi_year).toBe(2025);
    const early = toDollarYear(1000, 'INR', 2020, 2022);
    expect(early.conversion.fx_year).toBe(2022);
    expect(early.conversion.cpi_year).toBe(2022);
  });

  it('only deflates USD spend', () => {
    const { conversion, notices } = toDollarYear(1000, 'USD', 2025, 2022);
    expect(notices).toEqual([]);
    expect(conversion.fx_rate).toBeNull();
    expect(conversion.usd_nominal).toBe(1000);
    expect(conversion.usd_dollar_year).toBeCloseTo(909.0273744, 6);
  });
});
