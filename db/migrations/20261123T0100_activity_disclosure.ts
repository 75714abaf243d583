import { type Kysely, sql } from 'kysely';

/**
 * Per-activity disclosure data for BRSR and the GHG Protocol, as typed columns so reports can
 * aggregate them in SQL (see DisclosureSchema in jobs/calculation/calculation-schema.ts), and the
 * organisation settings they depend on (flight_radiative_forcing).
 *
 * The backfill derives the columns from what each stored row already holds (its type, scope, the
 * quantity in its factor's unit, its factor) with the rules of this release, written out here so the
 * migration stays what it was when later code changes:
 * - energy_gj: electricity kWh × 0.0036; fuels × the calorific values of jobs/calculation/energy-content.ts
 *   for the factor units rows could have then (kerosene and gas oil have none: NULL);
 * - refrigerants: the whole figure in hfcs (R-32, R-125, R-134a, R-410A), sf6 or nf3;
 * - co2_only from the factor's GWP basis; scope3_category for scope 3 rows: metadata.scope3_category
 *   when it is 1–15, else the type's default (travel and hotels 6, spend by category, else NULL);
 * - memo: the radiative-forcing uplift of flights priced on a with-RF factor whose without-RF value is
 *   published (the 2024 short- and long-haul rows; the long-haul business/first value derived with
 *   the economy ratio). The superseded domestic row (0.255) gets none: recalculate those activities.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE organizations ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb;

    ALTER TABLE activities
      ADD COLUMN energy_gj numeric,
      ADD COLUMN energy_class text CHECK (energy_class IN ('electricity', 'fuel', 'other')),
      ADD COLUMN energy_renewable boolean,
      ADD COLUMN hfcs_kg_co2e numeric,
      ADD COLUMN pfcs_kg_co2e numeric,
      ADD COLUMN sf6_kg_co2e numeric,
      ADD COLUMN nf3_kg_co2e numeric,
      ADD COLUMN co2_only boolean NOT NULL DEFAULT false,
      ADD COLUMN scope3_category smallint CHECK (scope3_category BETWEEN 1 AND 15),
      ADD COLUMN biogenic_co2_kg numeric,
      ADD COLUMN memo_kg_co2e numeric,
      ADD COLUMN memo_kind text CHECK (memo_kind IN ('non_kyoto_gas', 'flight_radiative_forcing')),
      ADD CONSTRAINT activities_energy_pair_check CHECK ((energy_gj IS NULL) = (energy_class IS NULL)),
      ADD CONSTRAINT activities_memo_pair_check CHECK ((memo_kg_co2e IS NULL) = (memo_kind IS NULL));

    WITH energy (activity_type, unit, gj_per_unit) AS (
      VALUES
        ('electricity', 'kWh', 0.0036),
        ('fuel.natural_gas', 'kWh', 0.0036),
        ('fuel.diesel', 'litre', 0.03561),
        ('fuel.petrol', 'litre', 0.032),
        ('fuel.lpg', 'kg', 0.04595),
        ('fuel.lpg', 'litre', 45.95 * 1.55713 / 2939.36095),
        ('fuel.cng', 'litre', 0.44942 / 0.20264 * 0.0036),
        ('fuel.fuel_oil', 'kg', 0.04075),
        ('fuel.coal', 'kg', 0.0254)
    ),
    without_rf (factor_id, value) AS (
      VALUES
        ('desnz.2024.gb.travel.flight.short_haul.passenger-km', 0.10794),
        ('desnz.2024.gb.travel.flight.long_haul.passenger-km', 0.11812),
        ('desnz.2024.gb.travel.flight.long_haul.business.passenger-km', 0.58028 * 0.11812 / 0.20011),
        ('desnz.2024.gb.travel.flight.long_haul.first.passenger-km', 0.8004 * 0.11812 / 0.20011)
    ),
    spend_category (category, scope3) AS (
      VALUES ('air_travel', 6), ('rail_travel', 6), ('taxi', 6), ('hotel', 6), ('car_rental', 6), ('travel_agency', 6),
             ('freight', 4), ('courier', 4), ('warehousing', 4), ('waste', 5), ('computers', 2), ('rent', 8)
    ),
    derived AS (
      SELECT a.id,
        (a.calculation -> 'converted' ->> 'quantity')::numeric * e.gj_per_unit AS energy_gj,
        CASE WHEN e.gj_per_unit IS NULL THEN NULL WHEN a.activity_type = 'electricity' THEN 'electricity' ELSE 'fuel' END AS energy_class,
        f.gwp_basis = 'CO2 only' AS co2_only,
        CASE
          WHEN a.scope <> 3 THEN NULL
          WHEN a.metadata ->> 'scope3_category' ~ '^([1-9]|1[0-5])$' THEN (a.metadata ->> 'scope3_category')::smallint
          WHEN a.activity_type LIKE 'travel.%' OR a.activity_type = 'hotel' THEN 6
          WHEN a.activity_type LIKE 'spend.%' THEN coalesce(sc.scope3, 1)
        END AS scope3_category,
        CASE WHEN r.value IS NULL THEN NULL
             ELSE a.emissions_kg_co2e - (a.calculation -> 'converted' ->> 'quantity')::numeric * r.value END AS rf_memo
      FROM activities a
      JOIN emission_factors f ON f.id = a.factor_id
      LEFT JOIN energy e ON e.activity_type = a.activity_type AND e.unit = a.calculation -> 'converted' ->> 'unit'
      LEFT JOIN spend_category sc ON 'spend.' || sc.category = a.activity_type
      LEFT JOIN without_rf r ON r.factor_id = a.factor_id
    )
    UPDATE activities a SET
      energy_gj = d.energy_gj,
      energy_class = d.energy_class,
      energy_renewable = CASE WHEN d.energy_class IS NULL THEN NULL ELSE false END,
      hfcs_kg_co2e = CASE WHEN a.activity_type IN ('refrigerant.r32', 'refrigerant.r125', 'refrigerant.r134a', 'refrigerant.r410a')
                          THEN a.emissions_kg_co2e END,
      sf6_kg_co2e = CASE WHEN a.activity_type = 'refrigerant.sf6' THEN a.emissions_kg_co2e END,
      nf3_kg_co2e = CASE WHEN a.activity_type = 'refrigerant.nf3' THEN a.emissions_kg_co2e END,
      co2_only = d.co2_only,
      scope3_category = d.scope3_category,
      memo_kg_co2e = d.rf_memo,
      memo_kind = CASE WHEN d.rf_memo IS NULL THEN NULL ELSE 'flight_radiative_forcing' END
    FROM derived d
    WHERE d.id = a.id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE activities
      DROP CONSTRAINT IF EXISTS activities_energy_pair_check,
      DROP CONSTRAINT IF EXISTS activities_memo_pair_check,
      DROP COLUMN IF EXISTS energy_gj, DROP COLUMN IF EXISTS energy_class, DROP COLUMN IF EXISTS energy_renewable,
      DROP COLUMN IF EXISTS hfcs_kg_co2e, DROP COLUMN IF EXISTS pfcs_kg_co2e, DROP COLUMN IF EXISTS sf6_kg_co2e,
      DROP COLUMN IF EXISTS nf3_kg_co2e, DROP COLUMN IF EXISTS co2_only, DROP COLUMN IF EXISTS scope3_category,
      DROP COLUMN IF EXISTS biogenic_co2_kg, DROP COLUMN IF EXISTS memo_kg_co2e, DROP COLUMN IF EXISTS memo_kind;
    ALTER TABLE organizations DROP COLUMN IF EXISTS settings;
  `.execute(db);
}
