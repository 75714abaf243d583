import { describe, expect, it } from 'vitest';
import { setCategory3 } from '../support/category3-counting.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { csvRows, pdfText } from '../support/report-files.ts';
import { COMPANY_PROFILE, electricity } from './fixtures.ts';

/** A BRSR filed for FY2023-24, a late entry booked after an unlock, and the FY2024-25 BRSR whose comparative restates it. */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

type Json = Record<string, any>;

const post = (who: Tenant, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });

async function brsr(who: Tenant, period: { start: string; end: string }, format = 'json') {
  const response = await post(who, '/v1/reports?wait=true', { report_type: 'brsr', period, format });
  const report = response.json().data;
  expect(report.status, report.error).toBe('completed');
  const file = await t.app.inject({ method: 'GET', url: report.download_url, headers: who.headers });
  return { report, body: file.rawPayload };
}

describe('restated comparatives', () => {
  it('a BRSR whose comparative year was filed before with other figures reconciles each figure: old, new, difference, reason', async () => {
    const who = await t.tenant();
    // Reconciles Scope 2 restated; the bills' T&D losses (category 3, counted by default) would move Scope 3 too.
    await setCategory3(t, who, 'excluded');
    await t.app.inject({ method: 'PUT', url: '/v1/company/profile', headers: who.headers, payload: COMPANY_PROFILE });
    const march = electricity({ period: { start: '2024-03-01', end: '2024-03-31' } });
    const march2024 = (await post(who, '/v1/activities', march)).json().data;
    await post(who, '/v1/activities', electricity());

    const filed = await brsr(who, { start: '2023-04-01', end: '2024-03-31' });
    expect(filed.report.snapshot.periods[0]).toMatchObject({
      label: 'FY2023-24',
      filed: { scope_1_t: 0, scope_2_t: march2024.emissions_kg_co2e / 1000, scope_3_t: 0 },
    });
    expect(JSON.parse(filed.body.toString()).restatements).toEqual([]);
    await post(who, '/v1/company/periods/FY2023-24/lock', { reason: 'BRSR FY2023-24 filed' });

    // A late February bill: the year is unlocked for it, booked, and locked again.
    await post(who, '/v1/company/periods/FY2023-24/unlock', { reason: 'late February electricity bill' });
    const late = (
      await post(who, '/v1/activities', electricity({ period: { start: '2024-02-01', end: '2024-02-29' } }))
    ).json().data;
    await post(who, '/v1/company/periods/FY2023-24/lock', { reason: 'restated and filed again' });

    const { report, body } = await brsr(who, { start: '2024-04-01', end: '2025-03-31' });
    const doc: Json = JSON.parse(body.toString());
    const before = march2024.emissions_kg_co2e / 1000;
    const after = Math.round((march2024.emissions_kg_co2e + late.emissions_kg_co2e) * 1000) / 1e6;
    const reconciliation = {
      period: { label: 'FY2023-24', start: '2023-04-01', end: '2024-03-31' },
      previously_reported: before,
      now_reported: after,
      difference: Math.round(late.emissions_kg_co2e) / 1000,
      earlier_report: { id: filed.report.report_id, report_type: 'brsr', read_at: filed.report.snapshot.read_at },
      reason: expect.stringMatching(
        /^Since then: 1 activity added; FY2023-24 unlocked on .*: "late February electricity bill"\.$/,
      ),
    };
    expect(doc.restatements).toEqual([
      { figure: 'scope_2_t', ...reconciliation },
      { figure: 'total_t', ...reconciliation },
    ]);
    // The current year was never filed: nothing to reconcile. The snapshot files this report's figures.
    expect(report.snapshot.periods.map((p: Json) => p.label)).toEqual(['FY2024-25', 'FY2023-24']);
    const section = doc.sections.find((s: Json) => s.id === 'restatements');
    expect(
      section.blocks[0].rows.map((r: Json) => [r.cells.parameter, r.cells.previously, r.cells.now, r.cells.earlier]),
    ).toEqual([
      [
        'Scope 2 (location-based)',
        before,
        after,
        expect.stringMatching(/^BRSR, data read \d+ \w+ \d{4}, \d\d:\d\d UTC$/),
      ],
      ['Total', before, after, expect.stringMatching(/^BRSR, data read /)],
    ]);

    const csv = await csvRows((await brsr(who, { start: '2024-04-01', end: '2025-03-31' }, 'csv')).body);
    expect(csv.filter((r) => r.section === 'Restatements of previously reported figures')).not.toEqual([]);
    const pdf = await pdfText((await brsr(who, { start: '2024-04-01', end: '2025-03-31' }, 'pdf')).body);
    expect(pdf.text).toContain('Restatements of previously reported figures');
  });

  it('a report of unchanged data restates nothing', async () => {
    const who = await t.tenant();
    await post(who, '/v1/activities', electricity());
    await brsr(who, { start: '2024-04-01', end: '2025-03-31' });
    const again = JSON.parse((await brsr(who, { start: '2024-04-01', end: '2025-03-31' })).body.toString());
    expect(again.restatements).toEqual([]);
    expect(again.sections.map((s: Json) => s.id)).not.toContain('restatements');
  });
});
