import type { Db } from '../database.ts';

/** Where the previous page of a job's errors ended. */
export interface ErrorsCursor {
  line: number;
  field: string;
}

/** An ingest job, as its errors are keyed: (organisation, job). */
export interface JobKey {
  organization_id: string;
  id: string;
}

/** A job's bad rows in line order, one page at a time (keyset on the primary key). */
export async function jobErrorsPage(db: Db, job: JobKey, limit: number, after?: ErrorsCursor) {
  let query = db
    .selectFrom('ingest_job_errors')
    .select(['line', 'field', 'reason', 'raw'])
    .where('organization_id', '=', job.organization_id)
    .where('job_id', '=', job.id);
  if (after)
    query = query.where((eb) =>
      eb.or([eb('line', '>', after.line), eb.and([eb('line', '=', after.line), eb('field', '>', after.field)])]),
    );
  return query.orderBy('line').orderBy('field').limit(limit).execute();
}

/** Every bad row of a job, streamed page by page so a job with millions of them never sits in memory. */
export async function* allJobErrors(db: Db, job: JobKey, pageSize = 5_000) {
  let after: ErrorsCursor | undefined;
  for (;;) {
    const page = await jobErrorsPage(db, job, pageSize, after);
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!;
  }
}
