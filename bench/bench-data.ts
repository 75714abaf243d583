/** Where bench:ingest leaves its million activities for bench:emissions (recreated by each bench:ingest run). */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carbon_bench_ingest';
export const BENCH_ORGANIZATION = 'Bench ingest';
