/**
 * The baseline for bench:api: a bare Fastify route doing one plain pg INSERT of the row that
 * POST /v1/activities stores, with no auth, validation, factor lookup or rollup. Run as its own
 * process so it shares no event loop with the service or the load generator.
 */
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL!;
const port = Number(process.env.PORT ?? 3901);
const organizationId = process.env.ORGANIZATION_ID!;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
// The resolution the row references (a POST stores it once, then finds it): stored before the load.
const resolution = await pool.query<{ id: string }>(
  `INSERT INTO activity_resolutions (organization_id, id, factor_id, factor_value, factor_unit, factor_source, factor_version,
     factor_region, confidence_score, notices, calculation)
   SELECT $1, gen_random_uuid(), id, value, 'kg CO2/kWh', 'CEA', 'v21.0', 'IN', 0.9, '[]', '{}' FROM emission_factors
   WHERE activity_type = 'electricity' AND region = 'IN' ORDER BY valid_from DESC, id DESC LIMIT 1
   RETURNING id`,
  [organizationId],
);
const app = Fastify();
app.post('/insert', async () => {
  const result = await pool.query(
    `INSERT INTO activities (organization_id, mode, activity_type, scope, quantity, unit, period_start, period_end, country, emissions_kg_co2e,
       resolution_id, converted_quantity, period_midpoint, formula)
     VALUES ($1, 'test', 'electricity', 2, 1000, 'kWh', '2024-04-01', '2024-04-30', 'IN', 711.7, $2, 1000, '2024-04-15',
       '1000 × 0.7117 kg CO2/kWh = 711.7 kg CO2')
     RETURNING id`,
    [organizationId, resolution.rows[0]!.id],
  );
  return { id: (result.rows[0] as { id: string }).id };
});
await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
