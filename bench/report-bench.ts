/**
 * npm run bench:report [-- RUNS] — BRSR Principle 6 for FY2024-25 as PDF and as Excel over the
 * activities bench:ingest stored (run it first; 1,000,000 by default), once the rollups are folded.
 * The API and a worker run as processes of their own (the worker with the heap cap it is deployed
 * with); each run is timed end to end from POST /v1/reports to the downloaded file, RUNS times per
 * format (default 3). Prints each time, the median, the worker's own render time and its peak RSS.
 * Targets: <= 3 s per report end to end; worker peak RSS <= 300 MB.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_DATABASE_URL } from './bench-data.ts';
import { benchOrganization } from './support/bench-organization.ts';
import { peakRssMb, startProcess, stopProcess, waitForHttp } from './support/processes.ts';

const RUNS = Number(process.argv[2] ?? 3);
const PORT = 3930;
const REDIS_PREFIX = 'carbon-bench-report';
const STORAGE_DIR = '/tmp/carbon-bench-report-storage';
const WORKER_HEAP_FLAG = '--max-old-space-size=256';

interface ReportView {
  report_id: string;
  status: string;
  error: string | null;
  download_url: string | null;
  file: { bytes: number; pages: number | null; sheets: number | null } | null;
  snapshot: { activity_count: number } | null;
  timings: { duration_ms: number | null };
}

async function api<T>(path: string, init: RequestInit & { headers: Record<string, string> }): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${PORT}${path}`, init);
  const body = (await response.json()) as { data: T };
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** POST, poll the status every 20 ms, download: the time a client waits for its file. */
async function generate(format: 'pdf' | 'excel', headers: Record<string, string>) {
  const started = performance.now();
  const body = JSON.stringify({ report_type: 'brsr', period: { start: '2024-04-01', end: '2025-03-31' }, format });
  let report = await api<ReportView>('/v1/reports', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  while (report.status === 'queued' || report.status === 'running') {
    await sleep(20);
    report = await api<ReportView>(`/v1/reports/${report.report_id}`, { headers });
  }
  if (report.status !== 'completed') throw new Error(`report ${report.report_id} ${report.status}: ${report.error}`);
  const file = await fetch(`http://127.0.0.1:${PORT}${report.download_url}`, { headers });
  const bytes = (await file.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, report };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { activities, key } = await benchOrganization('bench report');

  const env = { DATABASE_URL: BENCH_DATABASE_URL, REDIS_PREFIX, STORAGE_DIR, LOG_LEVEL: 'warn' };
  const service = startProcess('main.ts', ['--role', 'api'], { ...env, PORT: String(PORT) });
  const worker = startProcess('main.ts', ['--role', 'worker'], env, [WORKER_HEAP_FLAG]);
  const headers = { authorization: `Bearer ${key}` };
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/readyz`);
    console.log(
      `${Number(activities).toLocaleString()} activities; BRSR FY2024-25 (with FY2023-24), ${RUNS} runs per format`,
    );
    // One unmeasured run warms both processes (module loading, prepared statements, font metrics).
    await generate('pdf', headers);
    for (const format of ['pdf', 'excel'] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await generate(format, headers));
      const last = runs[runs.length - 1].report;
      const parts = format === 'pdf' ? `${last.file!.pages} pages` : `${last.file!.sheets} sheets`;
      console.log(
        `${format.padEnd(6)} end to end ${runs.map((r) => `${(r.ms / 1000).toFixed(2)} s`).join(', ')}; median ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s (target <= 3 s)` +
          `; worker ${median(runs.map((r) => r.report.timings.duration_ms ?? 0))} ms; ${(runs[0].bytes / 1024).toFixed(0)} KB, ${parts}; snapshot ${last.snapshot!.activity_count.toLocaleString()} activities`,
      );
    }
    console.log(`worker peak RSS ${(await peakRssMb(worker.pid!)).toFixed(0)} MB (target <= 300 MB)`);
  } finally {
    await stopProcess(worker);
    await stopProcess(service);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
