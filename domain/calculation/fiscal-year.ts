/** Indian fiscal year: 1 April to 31 March, labelled like CEA and BRSR do ('FY2024-25'). */
export interface FiscalYear {
  label: string;
  /** Calendar year in which the fiscal year starts. */
  startYear: number;
  /** 'YYYY-MM-DD', inclusive. */
  start: string;
  end: string;
}

export function fiscalYear(startYear: number): FiscalYear {
  const endYear = startYear + 1;
  return {
    label: `FY${startYear}-${String(endYear % 100).padStart(2, '0')}`,
    startYear,
    start: `${startYear}-04-01`,
    end: `${endYear}-03-31`,
  };
}

/** The fiscal year containing a date ('YYYY-MM-DD' or a Date, read in UTC). */
export function fyOf(date: string | Date): FiscalYear {
  const iso = typeof date === 'string' ? date : date.toISOString().slice(0, 10);
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return fiscalYear(month >= 4 ? year : year - 1);
}

export function previousFy(fy: FiscalYear): FiscalYear {
  return fiscalYear(fy.startYear - 1);
}

/** The fiscal years a period ('YYYY-MM-DD' to 'YYYY-MM-DD') has a day in, oldest first. */
export function fiscalYearsOverlapping(start: string, end: string): FiscalYear[] {
  const years: FiscalYear[] = [];
  for (let year = fyOf(start).startYear; year <= fyOf(end).startYear; year += 1) years.push(fiscalYear(year));
  return years;
}
