import { z } from 'zod';
import { ceaCo2Baseline } from './cea-co2-baseline.ts';
import { desnz2023 } from './desnz-2023.ts';
import { desnz2024 } from './desnz-2024.ts';
import { desnz2025 } from './desnz-2025.ts';
import { desnzCompanions } from './desnz-companions.ts';
import { epaEgrid2022 } from './epa-egrid-2022.ts';
import { epaSupplyChainV13 } from './epa-supply-chain-v1.3.ts';
import { FactorDefinitionSchema, type FactorDefinition } from './factor-definition.ts';
import { indiaGhgpRoad2015 } from './india-ghgp-road-2015.ts';
import { ipccAr5GwpRefrigerants } from './ipcc-ar5-gwp-refrigerants.ts';
import { WITHDRAWN_FACTORS } from './withdrawn.ts';

/** Every shipped factor, one module per source dataset. */
const DATASET_MODULES: readonly FactorDefinition[][] = [
  ceaCo2Baseline,
  desnz2023,
  desnz2024,
  desnz2025,
  desnzCompanions,
  epaEgrid2022,
  indiaGhgpRoad2015,
  ipccAr5GwpRefrigerants,
  epaSupplyChainV13,
];

/** Validated at import, so a malformed or duplicated row fails the first test and the first boot. */
export const ALL_FACTORS: readonly FactorDefinition[] = z
  .array(FactorDefinitionSchema)
  .superRefine((factors, ctx) => {
    const seen = new Set<string>();
    for (const { id } of factors) {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `duplicate factor id ${id}` });
      seen.add(id);
    }
    for (const { id, replaced_by } of WITHDRAWN_FACTORS) {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `factor ${id} is both shipped and withdrawn` });
      if (replaced_by && !seen.has(replaced_by))
        ctx.addIssue({
          code: 'custom',
          message: `withdrawn ${id} is replaced by ${replaced_by}, which is not shipped`,
        });
    }
  })
  .parse(DATASET_MODULES.flat());
