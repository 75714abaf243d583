/** A valid electricity activity (1,000 kWh in India, April 2024) for request bodies. */
export function electricity(overrides: Record<string, unknown> = {}) {
  return {
    activity_type: 'electricity',
    scope: '2',
    quantity: 1000,
    unit: 'kWh',
    period: { start: '2024-04-01', end: '2024-04-30' },
    location: { country: 'IN' },
    source: { type: 'manual', confidence: 0.9 },
    ...overrides,
  };
}
