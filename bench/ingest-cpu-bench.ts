/**
 * npm run bench:ingest-cpu [-- ROWS] — the worker's share of an ingest without PostgreSQL: reads the
 * bench CSV (bench:ingest's generator, default 1,000,000 rows) through the ingest job's own code up to
 * each stage and prints the CPU time per row of each, one pass per stage:
 *   read      CSV parse and row mapping (CsvRecords, the bulk-row mapper)
 *   prepare   + resolving each distinct activity once and pricing every row (Preparer)
 *   build     + the stored row and the resolution row it references (buildActivityRow)
 *   encode    + the COPY text of the batch (StagedActivities)
 * The machine is shared: CPU time (this process, garbage collector threads included) says more than
 * wall clock; compare runs made back to back. Use `node --cpu-prof --import tsx bench/ingest-cpu-bench.ts`
 * for a profile.
 */
import { existsSync } from 'node:fs';
import { StagedActivities } from '../db/queries/ingest-batches.ts';
import { LoadedCatalog } from '../domain/calculation/loaded-catalog.ts';
import { FactorCatalog } from '../domain/calculation/resolve-factor.ts';
import { ALL_FACTORS } from '../domain/factors/factor-datasets.ts';
import { SiteDirectory } from '../domain/sites/site-directory.ts';
import { Preparer } from '../domain/ingest/prepare-record.ts';
import { readOrganizationSettings } from '../domain/schemas/organization-settings.ts';
import { buildActivityRow, type ActivityOwner } from '../services/activities/activity-row.ts';
import { ResolutionRows } from '../services/activities/resolution-rows.ts';
import { openSource } from '../services/ingest/ingest-sources.ts';
import { writeActivityCsv } from './activity-csv.ts';

const ROWS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1_000_000);
const CSV_PATH = `/tmp/carbon-bench-ingest-cpu-${ROWS}.csv`;
const STAGES = ['read', 'prepare', 'build', 'encode'] as const;
/** As the ingest job's batches. */
const BATCH_ROWS = 5_000;

const owner: ActivityOwner = {
  organizationId: '0190c3a0-0000-7000-8000-000000000001',
  mode: 'test',
  ingestJobId: '0190c3a0-0000-7000-8000-000000000002',
};

/** Runs the job's per-row path over the file up to `stage`; returns rows read and CPU seconds. */
async function run(stage: (typeof STAGES)[number]) {
  const source = openSource(
    { kind: 'csv', file_name: null, options: { country: 'IN', period: 'day' } },
    { filePath: CSV_PATH, maxLineBytes: 65_536, readRecords: () => Promise.resolve([]), sites: new SiteDirectory([]) },
  );
  const preparer = new Preparer(new LoadedCatalog(new FactorCatalog(ALL_FACTORS)), readOrganizationSettings({}));
  const resolutions = new ResolutionRows();
  let staged = new StagedActivities();
  let rows = 0;
  const started = process.cpuUsage();
  for await (const entries of source.entryGroups(0)) {
    for (const entry of entries) {
      rows += 1;
      if (stage === 'read') continue;
      const prepared = preparer.prepare(entry.mapped);
      if (!prepared.ok || stage === 'prepare') continue;
      const write = buildActivityRow(owner, prepared.activity, prepared.calculation, entry.position, resolutions);
      if (stage === 'build') continue;
      staged.add(write.activity, write.resolution);
      // The job encodes a batch into the buffer of one committed before it.
      if (staged.count >= BATCH_ROWS) staged = new StagedActivities(staged.storage);
    }
  }
  const used = process.cpuUsage(started);
  return { rows, cpu: (used.user + used.system) / 1e6 };
}

async function main() {
  if (!existsSync(CSV_PATH)) await writeActivityCsv(CSV_PATH, ROWS);
  console.log(`${ROWS.toLocaleString()} rows; CPU time of this process, cumulative by stage`);
  let previous = 0;
  for (const stage of STAGES) {
    const { rows, cpu } = await run(stage);
    const perRow = (seconds: number) => `${((seconds / rows) * 1e6).toFixed(1)} µs/row`;
    console.log(
      `${stage.padEnd(8)} ${cpu.toFixed(1).padStart(6)} s  ${perRow(cpu).padStart(13)}   (this stage ${perRow(cpu - previous)})`,
    );
    previous = cpu;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
