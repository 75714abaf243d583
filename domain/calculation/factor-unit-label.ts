import type { FactorDefinition } from '../factors/factor-definition.ts';
import { dollarYearOf } from './spend.ts';

/**
 * How a factor's unit is written everywhere it is shown: kg CO2e per unit, per dollar-year USD for
 * spend, and kg CO2 (not CO2e) for CO2-only sources such as CEA and the India GHG Program.
 */
export function factorUnitLabel(factor: {
  unit: string;
  gwp_basis: string;
  parameters: FactorDefinition['parameters'];
}): string {
  const mass = factor.gwp_basis === 'CO2 only' ? 'kg CO2' : 'kg CO2e';
  return factor.unit === 'USD' ? `${mass}/${dollarYearOf(factor)} USD` : `${mass}/${factor.unit}`;
}
