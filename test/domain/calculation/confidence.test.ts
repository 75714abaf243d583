import { describe, expect, it } from 'vitest';
import { confidenceScore, type ConfidenceInput } from '../../../domain/calculation/confidence.ts';

const exact: ConfidenceInput['match'] = { regionSteps: 0, proxy: false, yearFallback: 'none', yearGap: 0 };

function score(overrides: Partial<ConfidenceInput>): number {
  return confidenceScore({
    source: { type: 'manual' },
    match: exact,
    verification: 'V',
    spendBased: false,
    ...overrides,
  });
}

describe('confidenceScore', () => {
  it('starts from source.confidence, else a default per source.type', () => {
    expect(score({ source: { type: 'manual', confidence: 0.95 } })).toBe(0.95);
    expect(score({ source: { type: 'manual' } })).toBe(0.7);
    expect(score({ source: { type: 'ERP' } })).toBe(0.85);
    expect(score({ source: { type: 'api' } })).toBe(0.8);
    expect(score({ source: { type: 'csv' } })).toBe(0.75);
    expect(score({ source: { type: 'fax' } })).toBe(0.6);
    expect(score({ source: undefined })).toBe(0.6);
  });

  it('lowers the score for the factor verification tag', () => {
    expect(score({ verification: 'S' })).toBe(0.63);
    expect(score({ verification: 'U' })).toBe(0.53); // 0.7 × 0.75 = 0.525
  });

  it('lowers the score for each fallback', () => {
    expect(score({ match: { ...exact, regionSteps: 1 } })).toBe(0.63);
    expect(score({ match: { ...exact, regionSteps: 2 } })).toBe(0.57); // 0.7 × 0.81 = 0.567
    expect(score({ match: { ...exact, proxy: true } })).toBe(0.6); // 0.7 × 0.85 = 0.595
    expect(score({ match: { ...exact, yearFallback: 'earlier', yearGap: 1 } })).toBe(0.63);
    expect(score({ match: { ...exact, yearFallback: 'later', yearGap: 9 } })).toBe(0.56);
    expect(
      score({
        source: { type: 'x', confidence: 0.8 },
        verification: 'U',
        match: { regionSteps: 2, proxy: false, yearFallback: 'none', yearGap: 0 },
      }),
    ).toBe(0.49); // 0.8 × 0.81 × 0.75 = 0.486
  });

  it('caps spend-based estimates at 0.4 and stays within 0..1', () => {
    expect(score({ source: { type: 'erp', confidence: 1 }, spendBased: true })).toBe(0.4);
    expect(score({ source: { type: 'erp', confidence: 0.3 }, spendBased: true })).toBe(0.3);
    expect(score({ source: { type: 'erp', confidence: 1 } })).toBe(1);
    expect(score({ source: { type: 'erp', confidence: 0 } })).toBe(0);
  });
});
