import type { NewActivity } from './schema.ts';

/** The figures a rollup delta sums, as numbers: the rows are built from calculations, not read back. */
export interface StagedFigures {
  emissions_kg_co2e: number;
  market_based_kg_co2e?: number | null;
  renewable_kwh?: number | null;
  instrument_kwh?: number | null;
  category3_kg_co2e?: number | null;
}

/** A row as the rollups see it. */
export type StagedDeltaRow = Pick<NewActivity, 'period_start' | 'period_end' | 'scope' | 'activity_type' | 'site_id'> &
  StagedFigures;

/** A rollup key: the activities of one period, scope, type and site of the batch's organisation and mode. */
export interface DeltaKey {
  period_start: string;
  period_end: string;
  scope: number;
  activity_type: string;
  site_id: string | null;
}

/**
 * Some rows' keys (indexes into `keys`) and figures, as array literals, one per figure: the
 * numbers exactly as the COPY wrote them (JavaScript's shortest form), so PostgreSQL's sums of
 * them are the stored rows' sums to the digit. A null is written as what the rollup counts for it:
 * 0 (renewable, instrument, category 3 kWh and kg) or the emissions (market-based).
 */
export interface StagedDeltas {
  keys: DeltaKey[];
  rowKeys: string;
  emissions: string;
  market: string;
  renewable: string;
  instrument: string;
  category3: string;
}

/**
 * A batch's rows as the rollups see them, kept as they are built (they are exactly what the COPY
 * stores): per row its key and its five figures, in flat number arrays. The deltas of any subset
 * (the rows after a checkpoint, less those refused on commit) are then summed by PostgreSQL
 * without reading the copied rows back.
 */
export class StagedRollupDeltas {
  private readonly keys: DeltaKey[] = [];
  /**
   * Keys' indexes by period start: a row's key is found by its own strings, not by a key string made
   * per row (which cost more than the rest of the row's deltas). One array per start, not a map per
   * start and activity type: a batch of a file cycling through its year has ~365 starts of a few keys
   * each, and those maps, kept for the batch's life, were most of what the worker's scavenges promoted.
   */
  private readonly keysByStart = new Map<string, number[]>();
  private readonly rowKeys: number[] = [];
  private readonly emissions: number[] = [];
  private readonly market: number[] = [];
  private readonly renewable: number[] = [];
  private readonly instrument: number[] = [];
  private readonly category3: number[] = [];

  add(row: StagedDeltaRow): void {
    this.rowKeys.push(this.keyOf(row));
    this.emissions.push(row.emissions_kg_co2e);
    this.market.push(row.market_based_kg_co2e ?? row.emissions_kg_co2e);
    this.renewable.push(row.renewable_kwh ?? 0);
    this.instrument.push(row.instrument_kwh ?? 0);
    this.category3.push(row.category3_kg_co2e ?? 0);
  }

  /** The index of the row's key in `keys`, added when it is new. */
  private keyOf(row: StagedDeltaRow): number {
    const { period_start, period_end, scope, activity_type } = row;
    const site_id = row.site_id ?? null;
    let known = this.keysByStart.get(period_start);
    if (known === undefined) this.keysByStart.set(period_start, (known = []));
    // The keys of one start: one per period end, scope, type and site, rarely more than a handful.
    for (const index of known) {
      const key = this.keys[index]!;
      if (
        key.activity_type === activity_type &&
        key.period_end === period_end &&
        key.scope === scope &&
        key.site_id === site_id
      )
        return index;
    }
    known.push(this.keys.length);
    this.keys.push({ period_start, period_end, scope, activity_type, site_id });
    return this.keys.length - 1;
  }

  /** The rows `from` on (indexes as added) but those `without`. */
  rows(from: number, without: ReadonlySet<number>): StagedDeltas {
    const pick = (values: number[]) => {
      const picked = values.slice(from);
      return without.size === 0 ? picked : picked.filter((_, i) => !without.has(from + i));
    };
    // Array.join prints each number as String(number) does, as copyTextRow wrote it.
    const literal = (values: number[]) => `{${pick(values).join(',')}}`;
    return {
      keys: this.keys,
      rowKeys: literal(this.rowKeys),
      emissions: literal(this.emissions),
      market: literal(this.market),
      renewable: literal(this.renewable),
      instrument: literal(this.instrument),
      category3: literal(this.category3),
    };
  }
}
