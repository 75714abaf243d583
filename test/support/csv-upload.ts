import { expect } from 'vitest';
import { multipart } from './multipart.ts';
import type { Tenant, TestApp } from './test-app.ts';

/** Uploads `csv` as a multipart file (POST /v1/ingest/upload); returns the id of the job it was accepted as (202). */
export async function uploadCsv(t: TestApp, who: Tenant, csv: string): Promise<string> {
  const body = multipart({}, { filename: 'a.csv', content: csv });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ingest/upload',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode).toBe(202);
  return res.json().data.job_id;
}
