import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readTallyAnswer, textOf, type RecordPath } from '../../domain/erp/tally-answer.ts';
import { ErpSyncFailure, tallyAnswers, tallyClient } from '../../services/erp/tally-client.ts';
import { outboundPolicy } from '../../services/outbound/outbound-address-policy.ts';
import { startFakeTally, type FakeTally } from '../support/fake-tally-server.ts';
import { voucherGuid, type BookVoucher } from '../support/tally-books.ts';
import { DECCAN, deccanFy } from '../support/tally-company-fy.ts';
import { until } from '../support/until.ts';
import { countEventLoopTurns } from '../support/event-loop-turns.ts';

/** A pull parses Tally's answer as it comes off the socket, never waiting for (or holding) all of it. */

let tally: FakeTally;
const policy = outboundPolicy('127.0.0.1', { maxResponseBytes: 50 * 1024 * 1024 });
const APRIL = { from: '2024-04-01', to: '2024-04-30' };
const connection = () => ({ tally_url: tally.url, company: DECCAN.company, timeout_ms: 60_000 });
const isVoucher: RecordPath = (path) => path.at(-1) === 'VOUCHER';

beforeAll(async () => {
  tally = await startFakeTally({ company: DECCAN.company, months: {}, voucherWatermark: 0 });
});
afterAll(async () => tally.close());
beforeEach(() => {
  tally.state = { ...DECCAN, voucherTypes: [...DECCAN.voucherTypes], ...deccanFy() };
  tally.mode = 'ok';
  tally.holdDayBookEnds = true;
  tally.abandonedAnswers = 0;
});

describe('a Day Book read off the socket', () => {
  it('gives its vouchers while Tally has not yet sent the end of the answer', async () => {
    const april = tally.state.months['2024-04'] as unknown[];
    const answer = await tallyAnswers(policy, connection()).dayBook(DECCAN.company, APRIL.from, APRIL.to);
    const guids: string[] = [];
    const envelope = readTallyAnswer(answer, isVoucher, (voucher) => guids.push(textOf(voucher.GUID)));
    // Every voucher of the month is parsed while the answer's last bytes are still held by Tally.
    await until(() => (guids.length === april.length ? true : undefined), 20_000, 'the vouchers before the end');
    tally.releaseDayBookEnds();
    await expect(envelope).resolves.toHaveProperty('BODY');
    expect(guids).toHaveLength(april.length);
  });

  it('refuses what is not Tally data as soon as it arrives, closing the connection before the answer ends', async () => {
    tally.mode = 'proto';
    const failure = await tallyClient(policy, connection())
      .dayBook(DECCAN.company, APRIL.from, APRIL.to)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ErpSyncFailure);
    expect(failure).toMatchObject({ code: 'ERP_ERROR', message: expect.stringMatching(/named '__proto__'/) });
    await until(() => (tally.abandonedAnswers === 1 ? true : undefined), 5_000, 'the connection closed');
    tally.releaseDayBookEnds();
  });

  it('stops reading an answer over ERP_MAX_RESPONSE_BYTES as it passes the limit', async () => {
    const small = outboundPolicy('127.0.0.1', { maxResponseBytes: 4_000 });
    const failure = await tallyClient(small, connection())
      .dayBook(DECCAN.company, APRIL.from, APRIL.to)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'TallyAnswerTooLarge', code: 'ERP_ERROR' });
    expect((failure as Error).message).toMatch(/larger than 4000 bytes/);
    await until(() => (tally.abandonedAnswers === 1 ? true : undefined), 5_000, 'the connection closed');
    tally.releaseDayBookEnds();
  });

  it('a Tally that stops sending mid-answer fails with ERP_TIMEOUT after timeout_ms', async () => {
    const failure = await tallyClient(policy, { ...connection(), timeout_ms: 1_000 })
      .dayBook(DECCAN.company, APRIL.from, APRIL.to)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'ERP_TIMEOUT', message: expect.stringMatching(/within 1000 ms/) });
    tally.releaseDayBookEnds();
  });

  it('reads a month of 20,000 vouchers in one answer, the event loop turning while it does', async () => {
    tally.holdDayBookEnds = false;
    const may: BookVoucher[] = Array.from({ length: 20_000 }, (_, n) => ({
      guid: voucherGuid(DECCAN.companyGuid, 0x10_0000 + n),
      alterId: 30_000 + n,
      type: 'Fuel Purchase',
      number: `BPCL/M/${n}`,
      date: `2024-05-${String((n % 31) + 1).padStart(2, '0')}`,
      party: 'Bharat Petroleum Corp Ltd',
      stock: [{ item: 'High Speed Diesel (HSD)', ledger: 'Fuel Purchases', amount: 8960, quantity: ' 100.000 Ltr' }],
      ledgers: [{ ledger: 'Bharat Petroleum Corp Ltd', amount: -8960, party: true }],
    }));
    tally.state.months['2024-05'] = may;
    const turns = countEventLoopTurns();
    // ~52 MB in UTF-16: over the default ERP_MAX_RESPONSE_BYTES, as a deployment raising it would read it.
    const large = outboundPolicy('127.0.0.1', { maxResponseBytes: 256 * 1024 * 1024 });
    const { vouchers } = await tallyClient(large, connection()).dayBook(DECCAN.company, '2024-05-01', '2024-05-31');
    expect(vouchers).toHaveLength(20_000);
    expect(vouchers.at(-1)).toMatchObject({
      number: 'BPCL/M/19999',
      lines: expect.arrayContaining([expect.objectContaining({ stockItem: 'High Speed Diesel (HSD)', amount: 8960 })]),
    });
    // Parsed in one go after the whole answer, no turn would happen until it ended.
    expect(turns.stop()).toBeGreaterThan(1);
  });
});
