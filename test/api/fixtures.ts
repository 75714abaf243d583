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

/** A complete company profile (PUT /v1/company/profile body) with FY2024-25 figures. */
export const COMPANY_PROFILE = {
  legal_name: 'Acme Cement Limited',
  cin: 'L26940MH1999PLC123456',
  sector: 'Manufacture of cement',
  reporting_boundary: 'standalone',
  consolidation_approach: 'operational_control',
  base_year: 'FY2023-24',
  fiscal_years: {
    'FY2024-25': {
      revenue_from_operations_inr: 12_500_000_000,
      ppp_conversion_factor: { value: 22.4, source: 'IMF World Economic Outlook', year: 2024 },
      physical_output: { value: 150_000, unit: 'tonne of cement' },
      assurance: { provider: 'Example Assurance LLP', type: 'reasonable_assurance' },
    },
  },
} as const;
