import { desnzFactor, type DesnzEdition } from './desnz.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * DESNZ "Business travel – air" rows, kg CO2e per passenger-km, in pairs: with radiative forcing (RF,
 * DESNZ's headline figure) and without. The factors already include DESNZ's 8% uplift on great-circle
 * distance. Bands: Domestic (both ends in one country), Short-haul and Long-haul to/from UK, and
 * International to/from non-UK (neither end in the UK).
 *
 * Where DESNZ's without-RF value of a cabin is not in the reference, it is derived from the band's
 * published pair: without = with × (band without ÷ band with). RF multiplies the CO2 part only, and a
 * band's cabins differ by a seat-area weighting of the same per-km figure, so the ratio is the band's.
 */
export interface FlightRow {
  activity_type: string;
  band: string;
  cabin: string;
  withRf: number;
  /** Published without-RF value, or the band's published pair to derive it from. */
  withoutRf: number | { bandWith: number; bandWithout: number; pair: string };
  verification: string;
  notes?: string;
}

function round5(value: number): number {
  return Number(value.toFixed(5));
}

export function flightFactors(edition: DesnzEdition, rows: readonly FlightRow[]): FactorDefinition[] {
  return rows.flatMap((row) => {
    const label = `Business travel, air: ${row.band}, ${row.cabin}`;
    const parameters = (radiative_forcing: boolean) => ({
      distance_band: row.band,
      cabin_class: row.cabin,
      radiative_forcing,
    });
    const published = typeof row.withoutRf === 'number';
    const without =
      typeof row.withoutRf === 'number'
        ? row.withoutRf
        : round5((row.withRf * row.withoutRf.bandWithout) / row.withoutRf.bandWith);
    const derivation =
      typeof row.withoutRf === 'number'
        ? ''
        : `${row.withRf} × ${row.withoutRf.bandWithout} ÷ ${row.withoutRf.bandWith} (${row.withoutRf.pair}) = ${without}`;
    return [
      desnzFactor(edition, {
        activity_type: row.activity_type,
        unit: 'passenger-km',
        value: row.withRf,
        variant: 'with-rf',
        verification: row.verification,
        notes: `${label}, with radiative forcing (RF). ${row.notes ?? ''}`.trim(),
        parameters: parameters(true),
      }),
      desnzFactor(edition, {
        activity_type: row.activity_type,
        unit: 'passenger-km',
        value: without,
        variant: 'without-rf',
        verification: published
          ? row.verification
          : `U: derived from the band's published with/without-RF pair, not a published value: ${derivation}`,
        notes: `${label}, without radiative forcing.${published ? '' : ` Derived: ${derivation}.`}`,
        parameters: parameters(false),
      }),
    ];
  });
}
