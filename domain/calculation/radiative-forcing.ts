import { formulaNumber, roundToSignificant } from '../numbers.ts';
import type { FactorDefinition } from '../factors/factor-definition.ts';
import type { OrganizationSettings } from '../schemas/organization-settings.ts';
import type { Calculation, Disclosure, Notice } from './calculation-schema.ts';

type RadiativeForcingRecord = NonNullable<Calculation['calculation']['radiative_forcing']>;

/** Kg as the formula writes figures. */
const kg = formulaNumber;

/**
 * A flight is priced on the organisation's radiative-forcing basis and also on the other one; the RF
 * uplift (with RF − without RF) is the memo item, whichever figure the emissions hold, so a report can
 * show both. `priced` is the emissions figure, `other` the figure on the other basis and its factor.
 */
export function radiativeForcingMemo(
  settings: OrganizationSettings,
  priced: number,
  other: { kg: number; factor: FactorDefinition },
): { memo: Pick<Disclosure, 'memo_kg_co2e' | 'memo_kind'>; notice: Notice; record: RadiativeForcingRecord } {
  const included = settings.flight_radiative_forcing === 'included';
  const withRf = included ? priced : other.kg;
  const withoutRf = included ? other.kg : priced;
  const uplift = roundToSignificant(withRf - withoutRf, 12);
  const message = included
    ? `Includes radiative forcing (organisation setting flight_radiative_forcing = included); without RF it is ${kg(withoutRf)} kg CO2e (${other.factor.id}); the RF uplift of ${kg(uplift)} kg is also reported as a memo item.`
    : `Excludes radiative forcing (organisation setting flight_radiative_forcing = excluded); with RF it is ${kg(withRf)} kg CO2e (${other.factor.id}); the RF uplift of ${kg(uplift)} kg is reported as a memo item.`;
  return {
    memo: { memo_kg_co2e: uplift, memo_kind: 'flight_radiative_forcing' },
    notice: { code: 'RADIATIVE_FORCING', message },
    record: {
      setting: settings.flight_radiative_forcing,
      with_rf_kg_co2e: withRf,
      without_rf_kg_co2e: withoutRf,
      other_factor: {
        id: other.factor.id,
        value: other.factor.value,
        version: other.factor.dataset_version,
        year_label: other.factor.year_label,
      },
    },
  };
}
