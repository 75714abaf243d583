import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import type { FakeTally } from '../support/fake-tally-server.ts';
import { DECCAN, deccanFy } from '../support/tally-company-fy.ts';
import type { BookVoucher } from '../support/tally-books.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { heldErpBooks, pullTally } from '../support/erp-held-books.ts';
import { localTallyAnswers, readTallyChunks, type PushChunk } from '../../scripts/read-tally-chunks.ts';
import { answerBytes } from '../../services/erp/tally-client.ts';
import { freshTallyEachTest, useErpTestApp } from '../support/erp-test-app.ts';

/** POST /v1/ingest/erp-sync/push: Tally's answers read next to Tally, run through the pull's own steps. */

let t: TestApp;
let tally: FakeTally;

const Q1 = { from: '2024-04-01', to: '2024-06-30' };
const APRIL = { from: '2024-04-01', to: '2024-04-30' };

useErpTestApp({ company: DECCAN.company, months: {}, voucherWatermark: 0 }, (app, fake) => {
  t = app;
  tally = fake;
});
freshTallyEachTest(
  () => tally,
  () => ({ ...DECCAN, voucherTypes: [...DECCAN.voucherTypes], ...deccanFy() }),
);

/** What the connector reads for a range, chunk by chunk (the CLI's own reading code). */
async function readChunks(range: { from: string; to: string }): Promise<PushChunk[]> {
  const local = { tallyUrl: tally.url, company: DECCAN.company, timeoutMs: 60_000, maxAnswerBytes: 50 * 1024 * 1024 };
  const chunks: PushChunk[] = [];
  for await (const chunk of readTallyChunks(localTallyAnswers(local), local, range)) chunks.push(chunk);
  return chunks;
}

const push = (who: Tenant, chunk: PushChunk | Record<string, unknown>, app = t) =>
  app.app.inject({ method: 'POST', url: '/v1/ingest/erp-sync/push', headers: who.headers, payload: chunk });

const pull = (who: Tenant, range: { from: string; to: string }) =>
  pullTally(t, who, { tallyUrl: tally.url, company: DECCAN.company }, range);
const held = (who: Tenant) => heldErpBooks(t, who);

describe('a push of the answers the connector read', () => {
  it('stores what a pull of the same Tally stores (count, kg, voucher keys), in UTF-16LE as Tally sent it', async () => {
    const pushed = await t.tenant();
    const chunks = await readChunks(Q1);
    expect(chunks.map((chunk) => chunk.date_range.from)).toEqual(['2024-04-01', '2024-05-01', '2024-06-01']);
    // The fake answers the Day Book in UTF-16LE with a BOM: pushed byte for byte.
    expect(Buffer.from(chunks[0].answers.day_book, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfe]));
    let records = 0;
    for (const chunk of chunks) {
      const res = await push(pushed, chunk);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ status: 'completed', result: { company_guid: DECCAN.companyGuid } });
      records += data.records_synced;
    }
    const pulled = await tallyTenant(t, tally.url);
    const res = await pull(pulled, Q1);
    expect(res.statusCode).toBe(200);
    expect(records).toBe(res.json().data.records_synced);
    const a = await held(pushed);
    const b = await held(pulled);
    expect(a.count).toBeGreaterThan(0);
    expect({ keys: a.keys, count: a.count, kg: a.kg }).toEqual({ keys: b.keys, count: b.count, kg: b.kg });

    const job = await t.app.inject({ method: 'GET', url: res.json().data.status_url, headers: pulled.headers });
    expect(job.statusCode).toBe(200);
  });

  it('pushed twice, the same chunk stores nothing new', async () => {
    const who = await t.tenant();
    const [april] = await readChunks(APRIL);
    const first = (await push(who, april)).json().data;
    expect(first.result.created).toBeGreaterThan(0);
    const before = await held(who);
    const again = await push(who, april);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result).toMatchObject({
      created: 0,
      updated: 0,
      deleted: 0,
      activities_created: 0,
      activities_deleted: 0,
      unchanged: first.result.created,
      records_synced: first.records_synced,
    });
    expect(await held(who)).toEqual(before);
    // The push is recorded as a completed erp_sync job, readable as any other.
    const job = await t.app.inject({ method: 'GET', url: again.json().data.status_url, headers: who.headers });
    expect(job.json().data).toMatchObject({ kind: 'erp_sync', status: 'completed' });
  });

  it('after a pull of the same company, stores no duplicate; a voucher deleted in Tally goes on either path', async () => {
    const who = await tallyTenant(t, tally.url);
    expect((await pull(who, Q1)).statusCode).toBe(200);
    const before = await held(who);
    const chunks = await readChunks(Q1);
    for (const chunk of chunks) {
      const res = await push(who, chunk);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.result).toMatchObject({ created: 0, activities_created: 0, deleted: 0 });
    }
    expect(await held(who)).toEqual(before);

    // A deletion in Tally, seen by a push: the voucher's activities go, audited, exactly once.
    const april0 = tally.state.months['2024-04'] as BookVoucher[];
    april0.splice(
      april0.findIndex((voucher) => voucher.number === 'PUR/1/LPG'),
      1,
    );
    tally.state.voucherWatermark += 1;
    const [april] = await readChunks(APRIL);
    const res = await push(who, april);
    expect(res.json().data.result).toMatchObject({ deleted: 1, created: 0 });
    expect((await held(who)).count).toBe(before.count - 1);
  });

  it("refuses a push whose company GUID is not the named connection's (409), and stores nothing", async () => {
    const who = await t.tenant();
    const [april] = await readChunks(APRIL);
    expect((await push(who, april)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/connections', headers: who.headers });
    const [connection] = list.json().data.connections;
    const before = await held(who);

    tally.state.companyGuid = '0b9e8d7c-6f5a-4b3c-9d2e-1f0a9b8c7d6e'; // another company of the same name
    const [other] = await readChunks(APRIL);
    const res = await push(who, { ...other, connection_id: connection.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'CONFLICT', details: { field: 'connection_id', reason: 'company_guid_mismatch' } },
    });
    expect(await held(who)).toEqual(before);
  });

  it('answers 400 on answers that are not Tally XML, naming the field', async () => {
    const who = await t.tenant();
    const [april] = await readChunks(APRIL);
    const html = Buffer.from('<html><body>Router login</body></html>').toString('base64');
    const res = await push(who, { ...april, answers: { ...april.answers, day_book: html } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'answers' } });
    expect((await held(who)).count).toBe(0);
  });
});

describe('POST /v1/ingest/erp-sync/push/edits', () => {
  async function editsRequest(since: number) {
    const local = { tallyUrl: tally.url, company: DECCAN.company, timeoutMs: 60_000, maxAnswerBytes: 50 * 1024 * 1024 };
    const answers = localTallyAnswers(local);
    return {
      erp_system: 'tally',
      tally_url: tally.url,
      company: DECCAN.company,
      date_range: APRIL,
      since_watermark: since,
      answers: {
        companies: (await answerBytes(answers.companies())).toString('base64'),
        altered_vouchers: (await answerBytes(answers.alteredVouchers(DECCAN.company, since))).toString('base64'),
      },
    };
  }
  const emptyMasters = Buffer.from('<ENVELOPE><BODY><DATA><COLLECTION></COLLECTION></DATA></BODY></ENVELOPE>').toString(
    'base64',
  );
  const edits = (who: Tenant, body: object) =>
    t.app.inject({ method: 'POST', url: '/v1/ingest/erp-sync/push/edits', headers: who.headers, payload: body });

  it("answers 404 for a company the organisation never synced, 409 for a watermark (voucher or master) that is not the connection's", async () => {
    const who = await t.tenant();
    expect((await edits(who, await editsRequest(0))).statusCode).toBe(404);
    const [april] = await readChunks(APRIL);
    expect((await push(who, april)).statusCode).toBe(200);
    const stale = await edits(who, await editsRequest(5));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details).toMatchObject({ reason: 'stale_watermark', voucher_watermark: null });
    const masters = { altered_ledgers: emptyMasters, altered_stock_items: emptyMasters };
    const body = await editsRequest(0);
    const staleMasters = await edits(who, {
      ...body,
      since_watermark: null,
      since_master_watermark: 5,
      answers: { companies: body.answers.companies, ...masters },
    });
    expect(staleMasters.statusCode).toBe(409);
    expect(staleMasters.json().error.details).toMatchObject({
      field: 'since_master_watermark',
      reason: 'stale_master_watermark',
      master_watermark: null,
    });
  });
});

describe('the size bound', () => {
  it('answers 413 in the envelope for a body over the bound, and for an answer over ERP_MAX_RESPONSE_BYTES', async () => {
    const small = await createTestApp({ ERP_MAX_RESPONSE_BYTES: '20000' });
    try {
      const who = await small.tenant();
      const [april] = await readChunks(APRIL);
      const huge = Buffer.alloc(2 * 1024 * 1024, 0x20).toString('base64');
      const over = await push(who, { ...april, answers: { ...april.answers, day_book: huge } }, small);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE', status: 413 } });

      // Within the body bound, but one answer decodes to more than the cap.
      const answer = Buffer.alloc(30_000, 0x20).toString('base64');
      const res = await push(who, { ...april, answers: { ...april.answers, day_book: answer } }, small);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        details: { field: 'answers.day_book', max_bytes: 20_000 },
      });
    } finally {
      await small.close();
    }
  });
});

describe('carbon tally push (the connector, as a child process)', () => {
  const bin = new URL('../../bin/carbon.mjs', import.meta.url).pathname;
  let api: string;
  beforeAll(async () => {
    api = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  async function connector(key: string, range: { from: string; to: string }) {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [bin, 'tally', 'push', '--api-url', api, '--tally-url', tally.url, '--company', DECCAN.company].concat([
          '--from',
          range.from,
          '--to',
          range.to,
        ]),
        { env: { ...process.env, CARBON_API_KEY: key }, timeout: 300_000 },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  // A child process, twelve pushes and a pull of a year: minutes on a loaded 2-core machine.
  it('pushes a fiscal year that equals a pull of the same Tally in another organisation; again, stores nothing new', async () => {
    const FY = { from: '2024-04-01', to: '2025-03-31' };
    const pushed = await t.tenant();
    const run = await connector(pushed.key, FY);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.match(/^\d{4}-\d{2}-01 … /gm)).toHaveLength(12);
    expect(`${run.stdout}${run.stderr}`).not.toContain(pushed.key);

    const pulled = await tallyTenant(t, tally.url);
    expect((await pull(pulled, FY)).statusCode).toBe(200);
    const a = await held(pushed);
    const b = await held(pulled);
    expect(a.count).toBeGreaterThan(12);
    expect({ keys: a.keys, count: a.count, kg: a.kg }).toEqual({ keys: b.keys, count: b.count, kg: b.kg });

    const again = await connector(pushed.key, FY);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toMatch(/created [1-9]/);
    expect(await held(pushed)).toEqual(a);
  }, 240_000);

  it('catches up a back-dated edit: a push of March pushes May again (edited), as a pull of the year holds it', async () => {
    const FY = { from: '2024-04-01', to: '2025-03-31' };
    const who = await t.tenant();
    expect((await connector(who.key, FY)).code).toBe(0);
    const connections = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/connections', headers: who.headers })).json().data
        .connections;
    // The run marked the connection current at the watermark it read, as a completed pull does.
    expect((await connections())[0].voucher_watermark).toBe(tally.state.voucherWatermark);

    // May's LPG invoice doubled in Tally after the year was pushed.
    const lpg = (tally.state.months['2024-05'] as BookVoucher[]).find((voucher) => voucher.number === 'PUR/2/LPG')!;
    tally.state.voucherWatermark += 1;
    lpg.alterId = tally.state.voucherWatermark;
    lpg.stock = [{ ...lpg.stock![0]!, quantity: ' 20 Nos =  380.00 Kgs', amount: 37_800 }];
    const run = await connector(who.key, { from: '2025-03-01', to: '2025-03-31' });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^2024-05-01 … 2024-05-31 \(edited\): records_synced \d+, created 0, updated 1,/m);
    expect(tally.dayBookRequests().map((r) => r.from)).toEqual(expect.arrayContaining(['2025-03-01', '2024-05-01']));
    expect((await connections())[0].voucher_watermark).toBe(tally.state.voucherWatermark);

    const pulled = await tallyTenant(t, tally.url);
    expect((await pull(pulled, FY)).statusCode).toBe(200);
    const a = await held(who);
    const b = await held(pulled);
    expect({ keys: a.keys, count: a.count, kg: a.kg }).toEqual({ keys: b.keys, count: b.count, kg: b.kg });
  }, 240_000);

  it('catches up a renamed stock item: a push of March pushes again the months a pull re-reads (edited), and holds what the pull holds', async () => {
    const FY = { from: '2024-04-01', to: '2025-03-31' };
    const MARCH = { from: '2025-03-01', to: '2025-03-31' };
    const HSD = { guid: `${DECCAN.companyGuid}-00000101`, kind: 'stock_item' as const };
    tally.state.masterWatermark = 900;
    tally.state.masters = [{ ...HSD, name: 'High Speed Diesel (HSD)', alterId: 900 }];
    const who = await t.tenant();
    expect((await connector(who.key, FY)).code).toBe(0);
    const pulled = await tallyTenant(t, tally.url);
    expect((await pull(pulled, FY)).statusCode).toBe(200);
    const connection = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/connections', headers: who.headers })).json().data
        .connections[0];
    // The run recorded the masters it read at the start, as a completed pull does.
    expect((await connection()).master_watermark).toBe(900);

    // Renaming raises $AltMstId and the item's ALTERID; the vouchers naming it keep theirs, exported under the new name.
    tally.state.masterWatermark = 901;
    tally.state.masters = [{ ...HSD, name: 'Light Diesel Oil (LDO)', alterId: 901 }];
    for (const month of Object.values(tally.state.months) as BookVoucher[][]) {
      for (const line of month.flatMap((voucher) => voucher.stock ?? [])) {
        if (line.item === 'High Speed Diesel (HSD)') line.item = 'Light Diesel Oil (LDO)';
      }
    }
    const run = await connector(who.key, MARCH);
    expect(run.code, run.stderr).toBe(0);
    expect((await connection()).master_watermark).toBe(901);
    const pulledEdits = (await pull(pulled, MARCH)).json().data.result.edits;
    expect(pulledEdits.renamed_masters).toEqual([
      { kind: 'stock_item', from: 'High Speed Diesel (HSD)', to: 'Light Diesel Oil (LDO)' },
    ]);
    expect(pulledEdits.months.length).toBeGreaterThan(0);
    const edited = [...run.stdout.matchAll(/^(\d{4}-\d{2})-01 … \S+ \(edited\): records_synced \d+, created 0,/gm)];
    expect(edited.map((line) => line[1])).toEqual(pulledEdits.months);

    const a = await held(who);
    const b = await held(pulled);
    expect({ keys: a.keys, count: a.count, kg: a.kg }).toEqual({ keys: b.keys, count: b.count, kg: b.kg });

    // The next run finds nothing renamed since: no masters are asked for again, nothing is pushed as edited.
    tally.requests.length = 0;
    const again = await connector(who.key, MARCH);
    expect(again.stdout).not.toContain('(edited)');
    expect(tally.requests.filter((r) => r.kind === 'stock_items')).toEqual([]);
  }, 300_000);

  it("exits 2 without CARBON_API_KEY, naming it, and 1 with the API's refusal", async () => {
    const noKey = await connector('', APRIL);
    expect(noKey).toMatchObject({ code: 2, stderr: expect.stringContaining('CARBON_API_KEY is not set') });
    const refused = await connector('sk_test_not_a_key', APRIL);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/\(401\)/);
    expect(refused.stderr).not.toContain('sk_test_not_a_key');
  }, 120_000);
});
