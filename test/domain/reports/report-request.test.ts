import { describe, expect, it } from 'vitest';
import { ReportRequest } from '../../../domain/reports/report-request.ts';

const fy = { start: '2024-04-01', end: '2025-03-31' };
const firstIssue = (input: unknown) => {
  const parsed = ReportRequest.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('ReportRequest', () => {
  it('fills include with its defaults', () => {
    const request = ReportRequest.parse({ report_type: 'ghg_protocol', period: fy, format: 'json' });
    expect(request.include).toEqual({
      scope_1: true,
      scope_2: true,
      scope_3: true,
      verification: false,
      audit_trail: false,
    });
  });

  it('names the field at fault', () => {
    expect(firstIssue({ report_type: 'esg', period: fy, format: 'pdf' })?.path).toBe('report_type');
    expect(firstIssue({ report_type: 'brsr', period: fy, format: 'docx' })?.path).toBe('format');
    expect(firstIssue({ report_type: 'brsr', format: 'pdf' })?.path).toBe('period');
    expect(
      firstIssue({ report_type: 'custom', period: { start: '2024-05-01', end: '2024-04-01' }, format: 'pdf' }),
    ).toEqual({
      path: 'period.end',
      message: 'must not be before period.start',
    });
    expect(firstIssue({ report_type: 'custom', period: fy, format: 'pdf', include: { scope_4: true } })?.path).toBe(
      'include',
    );
  });

  it('takes a sign-off block, each name trimmed, and names the field at fault', () => {
    const request = ReportRequest.parse({
      report_type: 'brsr',
      period: fy,
      format: 'pdf',
      sign_off: { prepared_by: ' Meera Nair ', approved_by: 'प्रिया मेनन', date: '2025-05-20' },
    });
    expect(request.sign_off).toEqual({ prepared_by: 'Meera Nair', approved_by: 'प्रिया मेनन', date: '2025-05-20' });
    const base = { report_type: 'brsr', period: fy, format: 'pdf' };
    expect(firstIssue({ ...base, sign_off: { reviewed_by: 'A\u0007B' } })?.path).toBe('sign_off.reviewed_by');
    expect(firstIssue({ ...base, sign_off: { prepared_by: 'x'.repeat(121) } })?.path).toBe('sign_off.prepared_by');
    expect(firstIssue({ ...base, sign_off: { date: '20-05-2025' } })?.path).toBe('sign_off.date');
    expect(firstIssue({ ...base, sign_off: {} })).toEqual({
      path: 'sign_off',
      message: 'give at least one of prepared_by, reviewed_by, approved_by, date',
    });
  });

  it('asks BRSR for exactly one April-March financial year', () => {
    expect(
      firstIssue({ report_type: 'brsr', period: { start: '2024-01-01', end: '2024-12-31' }, format: 'pdf' })?.path,
    ).toBe('period');
    expect(firstIssue({ report_type: 'brsr', period: fy, format: 'pdf' })).toBeNull();
  });

  it('keeps group_by to custom reports and scopes 1 and 2 in brsr and ghg_protocol', () => {
    expect(firstIssue({ report_type: 'brsr', period: fy, format: 'pdf', group_by: 'month' })?.path).toBe('group_by');
    expect(
      firstIssue({ report_type: 'ghg_protocol', period: fy, format: 'pdf', include: { scope_2: false } })?.path,
    ).toBe('include.scope_2');
    expect(
      firstIssue({
        report_type: 'custom',
        period: fy,
        format: 'pdf',
        include: { scope_1: false, scope_2: false, scope_3: false },
      })?.path,
    ).toBe('include');
    expect(
      firstIssue({
        report_type: 'custom',
        period: fy,
        format: 'pdf',
        group_by: 'location',
        include: { scope_1: false },
      }),
    ).toBeNull();
  });
});
